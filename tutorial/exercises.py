"""Exercise types of the course: what is drawn, what the learner answers, how it is graded.

Every answer and every explanation comes from the rules engine (games.engine); this module
only turns the engine's data into the learner's sentences. Specs follow
tutorial/content/SCHEMA.md.
"""

from dataclasses import dataclass, field
from functools import cmp_to_key

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from games import engine
from tutorial.course import tr
from tutorial.pictures import card_name, names, suit_name, the_card, to_the_card

ALL_RANKS = ("1", "2", "3", "4", "5", "6", "7", "10", "11", "12")
SUITS = ("o", "c", "e", "b")
PLACES = {
    2: ("bottom", "top"),
    3: ("bottom", "right", "left"),
    4: ("bottom", "right", "top", "left"),
    5: ("bottom", "right", "top-right", "top-left", "left"),
    6: ("bottom", "right", "top-right", "top-left", "left", "bottom-left"),
}


class BadAnswer(ValueError):
    """The submitted answer cannot be read for this exercise."""


@dataclass
class Verdict:
    """The grading of one answer: data for the template, sentences already translated."""

    correct: bool
    summary: str
    lines: list = field(default_factory=list)  # (ok: bool, sentence)
    marks: dict = field(default_factory=dict)  # card or choice value -> "ok" | "wrong" | "missed"
    solution: str = ""


def rank(code):
    return code[:-1]


def suit(code):
    return code[-1]


def check_card(code):
    code = str(code).strip().lower()
    if suit(code) not in SUITS or rank(code) not in ALL_RANKS:
        raise BadAnswer(_("«%(code)s» no es una carta.") % {"code": code})
    return code


def by_strength(cards):
    """Cards of one suit from strongest to weakest, as the engine ranks them."""

    def compare(a, b):
        if engine.stronger(a, b):
            return -1
        if engine.stronger(b, a):
            return 1
        return 0

    return sorted(cards, key=cmp_to_key(compare))


def strength_order_text():
    """ "as, 3, rey, caballo, sota, 7, 6, 5, 4, 2" computed from the engine's ranking."""
    words = {"1": _("as"), "10": _("sota"), "11": _("caballo"), "12": _("rey")}
    return ", ".join(words.get(rank(code), rank(code)) for code in by_strength([r + "o" for r in ALL_RANKS]))


def points_table_text():
    """ "as 11, tres 10, rey 4, caballo 3, sota 2; el resto 0" from the engine's card values."""
    words = {"1": _("as"), "3": _("tres"), "10": _("sota"), "11": _("caballo"), "12": _("rey")}
    scoring = [r for r in by_strength([r + "o" for r in ALL_RANKS]) if engine.card_points([r])]
    listed = ", ".join(f"{words.get(rank(c), rank(c))} {engine.card_points([c])}" for c in scoring)
    return _("%(listed)s; las demás (cartas blancas) 0") % {"listed": listed}


def parse_position(text):
    try:
        return engine.parse_position(text)
    except ValueError as error:
        raise ValueError(f"bad position {text!r}: {error}") from error


class Exercise:
    """Base class: one question built from a spec dict."""

    type = ""
    mode = "multi"  # "multi" (select all, then check), "single" (one click), "sequence" (click in order)
    default_question = ""
    pick_on_table = False  # the answer buttons are the cards on the table (who wins)
    cards_are_answers = True  # in "single" mode, the cards are the buttons (else only shown)

    def __init__(self, spec):
        self.spec = spec

    # --- what is shown -------------------------------------------------------------------
    def question(self):
        return tr(self.spec.get("question")) or str(self.default_question)

    def intro(self):
        return tr(self.spec.get("intro"))

    def cards(self):
        """The cards the learner picks from (the hand, or a row of cards)."""
        return list(self.spec.get("cards", []))

    def choices(self):
        """Buttons that are not cards: (value, label)."""
        return []

    def table(self):
        """The table to draw: None or a dict with trump, played cards and their places."""
        return None

    def shown_card(self):
        """A face-up card drawn large above the hand (the swap question), or None."""
        return None

    def facts(self):
        """What the learner must know to answer and the cards do not show (the game, the table's
        options, earlier cantes, the pile...), as sentences drawn above the question."""
        return []

    def verdict_choices(self):
        """The choice buttons listed again, marked, in the verdict (multiple-answer questions)."""
        return self.choices() if self.mode == "multi" else []

    # --- answers ---------------------------------------------------------------------------
    def solution(self):
        raise NotImplementedError

    def example_answer(self):
        """One answer graded right (the solution itself, where it is a single answer)."""
        return self.solution()

    def parse(self, values):
        """values: the list of submitted values (cards or a choice)."""
        if self.mode == "multi":
            allowed = set(self.cards()) | {value for value, _label in self.choices()}
            picked = {str(v).strip().lower() for v in values if str(v).strip()}
            unknown = picked - allowed
            if unknown:
                raise BadAnswer(
                    _("Esa respuesta no es una de las opciones: %(bad)s") % {"bad": ", ".join(unknown)}
                )
            return frozenset(picked)
        if self.mode == "single":
            if len(values) != 1:
                raise BadAnswer(_("Elige una sola respuesta."))
            value = str(values[0]).strip().lower()
            allowed = set(self.cards()) | {str(v) for v, _label in self.choices()}
            if value not in allowed:
                raise BadAnswer(_("Esa respuesta no es una de las opciones."))
            return value
        picked = [check_card(v) for v in values if str(v).strip()]
        if sorted(picked) != sorted(self.cards()):
            raise BadAnswer(_("Ordena todas las cartas, cada una una vez."))
        return tuple(picked)

    def encode(self, answer):
        if isinstance(answer, frozenset):
            return ",".join(sorted(answer)) or "-"
        if isinstance(answer, tuple):
            return ",".join(answer)
        return str(answer)

    def decode(self, text):
        text = (text or "").strip()
        if self.mode == "single":
            return self.parse([text])
        values = [] if text in ("", "-") else text.split(",")
        return self.parse(values)

    def grade(self, answer):
        raise NotImplementedError

    def hints(self):
        """Three hints: a nudge, the rule, the answer."""
        raise NotImplementedError


def a_rank(value):
    """ "un caballo", "una sota": one card of that rank, with its indefinite article."""
    return {
        "1": _("un as"),
        "2": _("un dos"),
        "3": _("un tres"),
        "4": _("un cuatro"),
        "5": _("un cinco"),
        "6": _("un seis"),
        "7": _("un siete"),
        "10": _("una sota"),
        "11": _("un caballo"),
        "12": _("un rey"),
    }[value]


def alternatives(labels):
    """ "las veinte en oros o las veinte en copas": options of which one is chosen."""
    labels = [str(label) for label in labels]
    if len(labels) <= 1:
        return "".join(labels)
    return _("%(first)s o %(last)s") % {"first": ", ".join(labels[:-1]), "last": labels[-1]}


class FindExercise(Exercise):
    type = "find"

    def matches(self, code):
        wanted_suit = self.spec.get("suit")
        wanted_ranks = self.spec.get("ranks")
        if wanted_suit and suit(code) != wanted_suit:
            return False
        if wanted_ranks and int(rank(code)) not in wanted_ranks:
            return False
        return True

    def solution(self):
        return frozenset(code for code in self.cards() if self.matches(code))

    def grade(self, answer):
        right = self.solution()
        verdict = Verdict(correct=answer == right, summary="")
        for code in self.cards():
            if code in answer and code not in right:
                verdict.marks[code] = "wrong"
                verdict.lines.append((False, capfirst(self.why_not(code))))
            elif code in right and code not in answer:
                verdict.marks[code] = "missed"
                verdict.lines.append((False, _("Te faltó %(card)s.") % {"card": the_card(code)}))
            elif code in right:
                verdict.marks[code] = "ok"
        verdict.solution = names(self.ordered(right))
        verdict.summary = (
            _("¡Bien! Son %(cards)s.") % {"cards": verdict.solution} if verdict.correct else _("No del todo.")
        )
        return verdict

    def ordered(self, codes):
        return [code for code in self.cards() if code in codes]

    def why_not(self, code):
        """What a wrongly picked card is, against what was asked: its suit or its rank."""
        wanted_suit = self.spec.get("suit")
        if wanted_suit and suit(code) != wanted_suit:
            return _("%(card)s no: es de %(suit)s, no de %(wanted)s.") % {
                "card": the_card(code),
                "suit": suit_name(suit(code)),
                "wanted": suit_name(wanted_suit),
            }
        wanted = [str(r) for r in self.spec.get("ranks") or ()]
        return _("%(card)s no: es %(rank)s, no %(wanted)s.") % {
            "card": the_card(code),
            "rank": a_rank(rank(code)),
            "wanted": str(_(" ni ")).join(a_rank(r) for r in wanted),
        }

    def hints(self):
        rule_parts = []
        if self.spec.get("ranks"):
            rule_parts.append(
                _("Busca el número %(ranks)s en la esquina de la carta (sota 10, caballo 11, rey 12).")
                % {"ranks": ", ".join(str(r) for r in self.spec["ranks"])}
            )
        if self.spec.get("suit"):
            rule_parts.append(_("Busca el dibujo de %(suit)s.") % {"suit": suit_name(self.spec["suit"])})
        return [
            _("Mira el número y el dibujo del palo de cada carta."),
            " ".join(rule_parts),
            _("Son %(cards)s.") % {"cards": names(self.ordered(self.solution()))},
        ]


class OrderExercise(Exercise):
    type = "order"
    mode = "sequence"
    default_question = gettext_lazy(
        "Ordena las cartas de la más fuerte a la más débil: pulsa primero la más fuerte."
    )

    def solution(self):
        return tuple(by_strength(self.cards()))

    def grade(self, answer):
        right = self.solution()
        verdict = Verdict(correct=tuple(answer) == right, summary="")
        for position, (given, wanted) in enumerate(zip(answer, right, strict=True), start=1):
            ok = given == wanted
            verdict.marks[given] = "ok" if ok else "wrong"
            if not ok:
                verdict.lines.append(
                    (
                        False,
                        _("En el puesto %(n)s va %(wanted)s, no %(given)s.")
                        % {"n": position, "wanted": the_card(wanted), "given": the_card(given)},
                    )
                )
        verdict.solution = ", ".join(card_name(code) for code in right)
        verdict.summary = _("¡Bien ordenadas!") if verdict.correct else _("El orden no es ese.")
        verdict.lines.append((True, _("Orden de fuerza: %(order)s.") % {"order": strength_order_text()}))
        return verdict

    def hints(self):
        return [
            _("El as y el tres son las cartas más fuertes de cada palo."),
            _("De más fuerte a más débil: %(order)s.") % {"order": strength_order_text()},
            _("El orden es: %(cards)s.") % {"cards": ", ".join(card_name(c) for c in self.solution())},
        ]


class PointsExercise(Exercise):
    type = "points"
    mode = "single"
    cards_are_answers = False
    default_question = gettext_lazy("¿Cuántos puntos suman estas cartas?")

    def solution(self):
        return str(engine.card_points(self.cards()))

    def choices(self):
        total = int(self.solution())
        values = {total}
        for delta in (-10, -3, -2, 1, 2, 3, 10, 11):
            if len(values) >= 5:
                break
            if total + delta >= 0:
                values.add(total + delta)
        return [(str(v), str(v)) for v in sorted(values)]

    def breakdown(self):
        return " + ".join(f"{card_name(c)} {engine.card_points([c])}" for c in self.cards())

    def grade(self, answer):
        right = self.solution()
        verdict = Verdict(correct=answer == right, summary="", solution=right)
        verdict.marks[answer] = "ok" if answer == right else "wrong"
        if answer != right:
            verdict.marks[right] = "missed"
        verdict.summary = (
            _("¡Bien! Suman %(n)s puntos.") % {"n": right}
            if verdict.correct
            else _("No: suman %(n)s, no %(given)s.") % {"n": right, "given": answer}
        )
        verdict.lines.append((True, f"{self.breakdown()} = {right}"))
        return verdict

    def hints(self):
        return [
            _("Solo cuentan el as, el tres y las figuras; las demás valen 0."),
            _("Valores: %(table)s.") % {"table": points_table_text()},
            _("Suman %(n)s: %(sum)s.") % {"n": self.solution(), "sum": self.breakdown()},
        ]


def seat_label(seat, learner, position):
    if seat == learner:
        return _("Tú")
    players = position.players
    offset = (seat - learner) % players
    paired = position.variant == "arrastre" and players == 4 and getattr(position.rules, "parejas", True)
    if paired and offset == 2:
        return _("Compañero")
    place = PLACES[players][offset]
    labels = {
        "right": _("Derecha"),
        "top": _("Enfrente"),
        "left": _("Izquierda"),
        "top-right": _("Enfrente, a la derecha"),
        "top-left": _("Enfrente, a la izquierda"),
        "bottom-left": _("Abajo, a la izquierda"),
    }
    label = labels[place]
    return _("Rival, %(place)s") % {"place": label.lower()} if paired else label


def draw_table(position, learner):
    """The table of a position seen from `learner` (at the bottom): trump, face-up card, pile
    and the cards on the table in their places (a whole trick too: the notation holds it)."""
    places = PLACES[position.players]
    trick = position.table
    seats = position.table_seats()
    played = []
    for index, (seat, code) in enumerate(zip(seats, trick, strict=True)):
        offset = (seat - learner) % position.players
        played.append(
            {
                "seat": seat,
                "card": code,
                "place": places[offset],
                "label": seat_label(seat, learner, position),
                "led": index == 0,
            }
        )
    return {
        "trump": position.trump,
        "trump_name": suit_name(position.trump),
        "trump_card": position.trump_card,
        "played": played,
        "pile": position.pile,
        "variant": position.variant,
        "players": position.players,
        "trick_shown": True,  # False: a question between tricks (no "you lead" note)
    }


def is_paired(position):
    """Four players of arrastre in two pairs (the partner sits opposite)."""
    return position.variant == "arrastre" and position.players == 4 and position.rules.parejas


def seat_phrase(seat, learner, position):
    """Who a seat is, seen from the learner: «tu compañero», «el jugador de tu derecha»..."""
    if seat == learner:
        return _("tú")
    if position.players == 2:
        return _("tu rival")
    place = PLACES[position.players][(seat - learner) % position.players]
    if is_paired(position):
        return {
            "right": _("el rival de tu derecha"),
            "top": _("tu compañero"),
            "left": _("el rival de tu izquierda"),
        }[place]
    return {
        "right": _("el jugador de tu derecha"),
        "top": _("el jugador de enfrente"),
        "left": _("el jugador de tu izquierda"),
        "top-right": _("el jugador de enfrente a tu derecha"),
        "top-left": _("el jugador de enfrente a tu izquierda"),
        "bottom-left": _("el jugador de abajo a tu izquierda"),
    }[place]


def game_line(position):
    """The game being played, in one sentence: variant, players, pairs."""
    players = position.players
    if position.variant == "habanero" or players == 2:
        return _("Tute habanero, dos jugadores.")
    if position.variant == "cabrero":
        return _("Tute cabrero, %(n)s jugadores, cada uno para sí.") % {"n": players}
    if players == 4 and is_paired(position):
        return _("Tute de arrastre, cuatro jugadores por parejas: tu compañero se sienta enfrente.")
    if players == 4:
        return _("Tute de arrastre, cuatro jugadores, cada uno para sí.")
    if position.rules.tres_sin_doses:
        return _("Tute de arrastre, tres jugadores, sin los doses.")
    return _("Tute de arrastre, tres jugadores.")


def both(labels):
    """ "las veinte en oros y las veinte en copas" """
    labels = [str(label) for label in labels]
    if len(labels) <= 1:
        return "".join(labels)
    return _("%(first)s y %(last)s") % {"first": ", ".join(labels[:-1]), "last": labels[-1]}


def cante_rules_line(rules):
    """The table's cante options in force, in one sentence (every one, on or off)."""
    parts = [
        _("las cuarenta van primero")
        if rules.cuarenta_primero
        else _("no hace falta cantar las cuarenta antes que las veinte")
    ]
    if not rules.permitir_tute:
        parts.append(_("no se permite cantar tute"))
    elif rules.tute_sin_cantes_previos:
        parts.append(_("se puede cantar tute, pero no quien ya cantó otra cosa en esta mano"))
    else:
        parts.append(_("se puede cantar tute aunque ya hayas cantado otra cosa"))
    parts.append(
        _("los cantes se pierden si pasas sin cantarlos pudiendo")
        if rules.cantes_se_pierden
        else _("los cantes no se pierden: el que no cantes podrás cantarlo tras otra baza que ganes")
    )
    return _("En esta mesa: %(rules)s.") % {"rules": "; ".join(str(part) for part in parts)}


PLAY_OPTIONS = {  # options that change which cards may be played, worded when they are on
    "montar_al_companero": gettext_lazy(
        "En esta mesa se monta al compañero: las obligaciones valen también cuando va ganando él."
    ),
    "fallar_siempre": gettext_lazy(
        "En esta mesa se falla siempre: sin cartas del palo de salida, echas triunfo aunque no "
        "superes al triunfo que va ganando."
    ),
    "arrastrar_con_mazo": gettext_lazy(
        "En esta mesa se arrastra con mazo: si salen a triunfo, echas triunfo si tienes, aunque quede mazo."
    ),
    "no_vale_cargar": gettext_lazy(
        "En esta mesa no vale cargar: si no puedes ganar la baza, echas una carta blanca si puedes; "
        "si no, la de menos puntos."
    ),
}


def play_facts(position):
    """The game, the pile (habanero) and the table's options that change which cards may be
    played (those that differ from the house rules)."""
    facts = [game_line(position)]
    if (position.variant == "habanero" or position.players == 2) and not position.pile:
        facts.append(_("Ya no queda mazo."))
    for name, sentence in PLAY_OPTIONS.items():
        if getattr(position.rules, name):
            facts.append(str(sentence))
    return facts


class PositionExercise(Exercise):
    def __init__(self, spec):
        super().__init__(spec)
        self.position = parse_position(spec["position"])

    @property
    def learner(self):
        return self.position.to_play

    def hand(self):
        hand = self.position.hands[self.learner]
        return list(hand) if isinstance(hand, tuple) else []

    def table(self):
        return draw_table(self.position, self.learner)


class WinnerExercise(PositionExercise):
    """Who wins (or is winning) the trick on the table. ``m:`` may hold the whole trick (one
    card a seat): then ``s:`` is the seat that led it (the notation's reading)."""

    type = "winner"
    mode = "single"
    pick_on_table = True
    default_question = gettext_lazy("¿Qué carta gana esta baza?")

    def __init__(self, spec):
        super().__init__(spec)
        self.trick = list(self.position.table)
        self.seats = list(self.position.table_seats())
        if not self.trick:
            raise ValueError(f"no cards on the table to win: {spec['position']!r}")

    def cards(self):
        return list(self.trick)

    def table(self):
        # the cards are the answer buttons: drawn in their places, seen from the leader
        return draw_table(self.position, self.seats[0])

    def winning_index(self):
        return engine.trick_winner(list(self.trick), self.position.trump)

    def solution(self):
        return self.trick[self.winning_index()]

    def reason(self, code):
        """Why `code` does or does not win, from the engine's ranking."""
        return capfirst(self._reason(code))

    def _reason(self, code):
        trick = list(self.trick)
        trump = self.position.trump
        led = suit(trick[0])
        winner = self.solution()
        if code == winner:
            if suit(code) == trump and led != trump:
                return _("%(card)s gana: es el triunfo más alto de la baza.") % {"card": the_card(code)}
            if suit(code) == trump:
                return _("%(card)s gana: es el triunfo más alto (se salió a triunfo).") % {
                    "card": the_card(code)
                }
            return _(
                "%(card)s gana: nadie echó triunfo y es la carta más alta de %(suit)s, el palo de salida."
            ) % {
                "card": the_card(code),
                "suit": suit_name(led),
            }
        if suit(code) != led and suit(code) != trump:
            return _("%(card)s no gana: no es del palo de salida (%(led)s) ni triunfo.") % {
                "card": the_card(code),
                "led": suit_name(led),
            }
        if suit(winner) == suit(code):
            return _("%(card)s no gana: %(winner)s es más fuerte.") % {
                "card": the_card(code),
                "winner": the_card(winner),
            }
        return _("%(card)s no gana: %(winner)s es triunfo y gana a cualquier carta de otro palo.") % {
            "card": the_card(code),
            "winner": the_card(winner),
        }

    def grade(self, answer):
        right = self.solution()
        verdict = Verdict(correct=answer == right, summary="", solution=card_name(right))
        verdict.marks[answer] = "ok" if answer == right else "wrong"
        verdict.marks.setdefault(right, "missed")
        verdict.summary = _("¡Bien!") if verdict.correct else _("No es esa.")
        if answer != right:
            verdict.lines.append((False, self.reason(answer)))
        verdict.lines.append((True, self.reason(right)))
        return verdict

    def hints(self):
        trump = self.position.trump
        if any(suit(c) == trump for c in self.trick):
            nudge = _("Hay triunfo en la mesa: %(suit)s.") % {"suit": suit_name(trump)}
        else:
            nudge = _("No hay ningún triunfo (%(suit)s) en la mesa.") % {"suit": suit_name(trump)}
        return [
            nudge,
            _("Gana el triunfo más alto; si no hay triunfo, la carta más alta del palo de salida."),
            _("Gana %(card)s.") % {"card": the_card(self.solution())},
        ]


OBLIGATION_RULES = {
    "salida": gettext_lazy("Cuando sales tú, puedes jugar cualquier carta."),
    "asistir": gettext_lazy("Si tienes cartas del palo de salida, debes asistir: jugar ese palo."),
    "montar": gettext_lazy(
        "Si asistes y puedes superar a la carta que va ganando, debes montar: echar una más alta."
    ),
    "fallar": gettext_lazy("Si no tienes del palo de salida, debes fallar: echar un triunfo."),
    "pisar": gettext_lazy(
        "Si ya gana un triunfo y tienes uno más alto, debes pisar: echar uno que lo supere."
    ),
    "libre": gettext_lazy(
        "Si no tienes del palo de salida ni triunfo con que ganar, juegas libre: cualquier carta."
    ),
    "companero": gettext_lazy(
        "Si tu compañero va ganando la baza, basta con asistir; si no tienes del palo, cualquier carta."
    ),
    "mazo": gettext_lazy("Mientras queda mazo no hay obligaciones: cualquier carta vale."),
    "arrastrar_con_mazo": gettext_lazy(
        "Con «arrastrar con mazo», si salen a triunfo debes echar triunfo si tienes."
    ),
    "no_vale_cargar": gettext_lazy(
        "Con «no vale cargar», si no puedes ganar la baza debes echar una carta blanca, o la de menos puntos."
    ),
    "no_en_mano": gettext_lazy("Solo puedes jugar cartas de tu mano."),
}


def explanation_sentence(explanation, trick, trump):
    """The learner's sentence for an engine Explanation of one card."""
    return capfirst(_explanation_sentence(explanation, trick, trump))


def _explanation_sentence(explanation, trick, trump):
    code = explanation.card
    led = suit(trick[0]) if trick else None
    data = {
        "card": the_card(code),
        "led": suit_name(led) if led else "",
        "trump": suit_name(trump),
        "demanded": names(sorted(explanation.demanded, key=lambda c: (suit(c), ALL_RANKS.index(rank(c))))),
        "winning": to_the_card(explanation.winning_card) if explanation.winning_card else "",
        "winning_plain": the_card(explanation.winning_card) if explanation.winning_card else "",
    }
    obligation = explanation.obligation
    if not explanation.allowed:
        forbidden = {
            "asistir": _("%(card)s no: tienes %(led)s (%(demanded)s) y debes asistir."),
            "montar": _("%(card)s no: tienes %(led)s que superan %(winning)s (%(demanded)s), debes montar."),
            "fallar": _("%(card)s no: no tienes %(led)s pero sí triunfos (%(demanded)s), debes fallar."),
            "pisar": _("%(card)s no: tienes triunfos que superan %(winning)s (%(demanded)s), debes pisar."),
            "arrastrar_con_mazo": _(
                "%(card)s no: han salido a triunfo y tienes triunfos (%(demanded)s): debes echar triunfo."
            ),
            "no_vale_cargar": _(
                "%(card)s no: no puedes ganar la baza y no vale cargar: debes echar %(demanded)s."
            ),
            "no_en_mano": _("%(card)s no está en tu mano."),
        }
        template = forbidden.get(obligation, _("%(card)s no se puede jugar aquí."))
        return template % data
    trump_cut = bool(trick) and explanation.winning_card and suit(explanation.winning_card) != led
    if obligation == "asistir":
        if trump_cut:
            return _("%(card)s sí: asistes a %(led)s; como ya gana un triunfo, no hace falta superar.") % data
        return _("%(card)s sí: asistes a %(led)s y no tienes ninguna que supere %(winning)s.") % data
    allowed = {
        "salida": _("%(card)s sí: sales tú, puedes jugar cualquier carta."),
        "montar": _("%(card)s sí: asistes y superas %(winning)s."),
        "fallar": _("%(card)s sí: no tienes %(led)s y fallas con triunfo."),
        "pisar": _("%(card)s sí: pisas, superas %(winning)s."),
        "libre": _("%(card)s sí: no tienes %(led)s ni triunfo que te obligue: juegas libre."),
        "mazo": _("%(card)s sí: queda mazo, no hay obligaciones."),
        "companero": _(
            "%(card)s sí: tu compañero va ganando la baza (%(winning_plain)s), no tienes que superarle."
        ),
        "arrastrar_con_mazo": _("%(card)s sí: han salido a triunfo y echas triunfo."),
        "no_vale_cargar": _("%(card)s sí: no puedes ganar la baza y es de las que menos cargan."),
    }
    return allowed.get(obligation, _("%(card)s sí se puede jugar.")) % data


class LegalExercise(PositionExercise):
    type = "legal"
    default_question = gettext_lazy("¿Qué cartas puedes jugar? Márcalas todas y pulsa «Comprobar».")

    def cards(self):
        return self.hand()

    def facts(self):
        return play_facts(self.position)

    def solution(self):
        return frozenset(self.position.legal_cards())

    def explanations(self):
        return {code: self.position.explain(code) for code in self.hand()}

    def deciding_obligation(self):
        explanations = self.explanations().values()
        for item in explanations:
            if not item.allowed:
                return item.obligation
        return next(iter(explanations)).obligation if explanations else "salida"

    def grade(self, answer):
        right = self.solution()
        trick = list(self.position.table)
        verdict = Verdict(
            correct=answer == right, summary="", solution=names([c for c in self.hand() if c in right])
        )
        wrong_lines, other_lines = [], []
        for code, explanation in self.explanations().items():
            sentence = explanation_sentence(explanation, trick, self.position.trump)
            if (code in answer) != (code in right):
                verdict.marks[code] = "wrong" if code in answer else "missed"
                if code not in answer:
                    why = _explanation_sentence(explanation, trick, self.position.trump)
                    sentence = _("Te faltó: %(why)s") % {"why": why}
                wrong_lines.append((False, sentence))
            else:
                verdict.marks[code] = "ok" if code in right else ""
                other_lines.append((True, sentence))
        verdict.lines = wrong_lines + other_lines
        verdict.summary = (
            _("¡Bien! Puedes jugar %(cards)s.") % {"cards": verdict.solution}
            if verdict.correct
            else _("No del todo: puedes jugar %(cards)s.") % {"cards": verdict.solution}
        )
        return verdict

    def hints(self):
        trick = self.position.table
        if not trick:
            nudge = _("Sales tú: nadie ha jugado todavía.")
        else:
            winning = trick[engine.trick_winner(list(trick), self.position.trump)]
            nudge = _("Salieron a %(led)s y va ganando %(winning)s.") % {
                "led": suit_name(suit(trick[0])),
                "winning": the_card(winning),
            }
        rule = str(OBLIGATION_RULES.get(self.deciding_obligation(), ""))
        answer = _("Puedes jugar %(cards)s.") % {
            "cards": names([c for c in self.hand() if c in self.solution()])
        }
        return [nudge, rule, answer]


# --- cantes ----------------------------------------------------------------------------------

NONE = "nada"  # the "none" answer of the cante and swap questions


def cante_label(action, trump):
    """ "las veinte en oros", "las cuarenta en copas", "tute de reyes" """
    if action == "tute:12":
        return _("tute de reyes")
    if action == "tute:11":
        return _("tute de caballos")
    cante_suit = action[6:]
    if cante_suit == trump:
        return _("las cuarenta en %(suit)s") % {"suit": suit_name(cante_suit)}
    return _("las veinte en %(suit)s") % {"suit": suit_name(cante_suit)}


class CanteExercise(PositionExercise):
    """Right after winning a trick: which declaration may the learner make now? One cante per
    trick won, so the learner picks one (any he may make is right) or «no puedo cantar nada».

    The page states everything the answer depends on (``facts``): the game, the earlier cantes
    of the hand and who made them, the table's cante options, in habanero the pile and the card
    just drawn (``drawn`` in the spec), and under *cantes se pierden* the cantes the learner let
    go (``lost``: suits or ``tute:12``/``tute:11``)."""

    type = "cante"
    mode = "single"
    cards_are_answers = False
    default_question = gettext_lazy(
        "¿Qué puedes cantar ahora? Solo se canta un cante por baza: elige uno de los que puedes "
        "cantar, o «No puedo cantar nada»."
    )
    actions = ("cante:o", "cante:c", "cante:e", "cante:b", "tute:12", "tute:11")

    def __init__(self, spec):
        super().__init__(spec)
        hand = self.hand()
        self.drawn = check_card(spec["drawn"]) if spec.get("drawn") else None
        if self.drawn and self.drawn not in hand:
            raise ValueError(f"the card just drawn ({self.drawn}) is not in the hand: {spec['position']!r}")
        self.lost = tuple(str(item) for item in spec.get("lost", ()))
        if self.lost and not self.position.rules.cantes_se_pierden:
            raise ValueError("cantes are lost only under o:cantes_se_pierden=1")

    @property
    def habanero(self):
        return self.position.variant == "habanero" or self.position.players == 2

    def cards(self):
        return self.hand()

    def table(self):
        table = draw_table(self.position, self.learner)
        table["played"] = []  # a declaration window: the trick was just collected
        table["trick_shown"] = False
        return table

    def choices(self):
        trump = self.position.trump
        return [(action, capfirst(cante_label(action, trump))) for action in self.actions] + [
            (NONE, _("No puedo cantar nada"))
        ]

    def verdict_choices(self):
        return self.choices()

    # --- what the answer depends on ------------------------------------------------------------
    def context(self):
        """The engine's declaration arguments for the learner (the position's, with the card just
        drawn and the cantes let go)."""
        position = self.position
        return {
            "declared": [what for _seat, what in position.cantes if what != "tute"],
            "own_cante": any(seat == self.learner and what != "tute" for seat, what in position.cantes),
            "pile": (position.pile or 0) if self.habanero else None,
            "drawn": self.drawn,
            "lost": [item if item.startswith("tute:") else f"cante:{item[-1]}" for item in self.lost],
            "rules": position.rules,
        }

    def facts(self):
        position = self.position
        facts = []
        if self.habanero:
            facts.append(
                _("Acabas de ganar una baza y los dos habéis robado: antes de salir, puedes cantar.")
            )
        else:
            facts.append(_("Acabas de ganar una baza: antes de salir, puedes cantar."))
        facts.append(game_line(position))
        if self.habanero:
            if not position.pile:
                facts.append(_("Ya no queda mazo."))
            if self.drawn:
                facts.append(_("La carta que acabas de robar es %(card)s.") % {"card": the_card(self.drawn)})
        facts.extend(self.history())
        facts.append(cante_rules_line(position.rules))
        if position.rules.cantes_se_pierden:
            if self.lost:
                lost = [
                    cante_label(f"cante:{item}" if len(item) == 1 else item, position.trump)
                    for item in self.lost
                ]
                facts.append(
                    _("Ya pasaste sin cantar pudiendo hacerlo y perdiste %(cantes)s.")
                    % {"cantes": both(lost)}
                )
            else:
                facts.append(_("Hasta ahora no has dejado pasar ningún cante que pudieras cantar."))
        return facts

    def history(self):
        """The cantes made earlier this hand and who made them, in words."""
        position = self.position
        if not position.cantes:
            return [_("Nadie ha cantado todavía en esta mano.")]
        lines = []
        for seat, what in position.cantes:
            if what == "tute":
                label = _("tute")
            else:
                label = cante_label(f"cante:{what}", position.trump)
            if seat == self.learner:
                lines.append(_("Ya cantaste %(cante)s en esta mano.") % {"cante": label})
            else:
                lines.append(
                    capfirst(
                        _("%(who)s cantó %(cante)s en esta mano.")
                        % {"who": seat_phrase(seat, self.learner, position), "cante": label}
                    )
                )
        return lines

    # --- answers -------------------------------------------------------------------------------
    def solution(self):
        """Every declaration the learner may make now (he makes one of them)."""
        return frozenset(engine.declarations(self.hand(), self.position.trump, **self.context()))

    def example_answer(self):
        right = self.solution()
        return next((action for action in self.actions if action in right), NONE)

    def checks(self):
        trump = self.position.trump
        context = self.context()
        return {
            action: engine.explain_declaration(action, self.hand(), trump, **context)
            for action in self.actions
        }

    def parse(self, values):
        if len(values) != 1:
            raise BadAnswer(_("Elige una sola respuesta: un cante, o «No puedo cantar nada»."))
        value = str(values[0]).strip().lower()
        if value not in {choice for choice, _label in self.choices()}:
            raise BadAnswer(_("Esa respuesta no es una de las opciones."))
        return value

    def mine(self, action):
        """True when the learner himself declared the cante's suit earlier (c: in the position)."""
        return any(seat == self.learner and what == action[6:] for seat, what in self.position.cantes)

    def sentence(self, check):
        """Why one declaration is or is not possible now (from the engine's DeclarationCheck)."""
        trump = self.position.trump
        data = {
            "cante": cante_label(check.action, trump),
            "points": check.points,
            "cards": names(check.needed),
            "missing": names(check.missing),
            "trump": suit_name(trump),
        }
        if check.allowed:
            if check.points is None:
                return _("%(cante)s: sí, tienes %(cards)s. ¡El tute gana la mano!") % data
            return _("%(cante)s: sí, tienes %(cards)s; valen %(points)s puntos.") % data
        if check.reason == "ya_cantado" and self.mine(check.action):
            return _("No puedes cantar %(cante)s: ya las cantaste. Cada palo se canta una vez.") % data
        sentences = {
            "ya_cantado": _("No puedes cantar %(cante)s: ya se cantaron en esta mano."),
            "perdido": _(
                "No puedes cantar %(cante)s: no las cantaste cuando pudiste y en esta mesa se pierden."
            ),
            "faltan_cartas": ngettext(
                "%(cante)s no: te falta %(missing)s.",
                "%(cante)s no: te faltan %(missing)s.",
                len(check.missing),
            ),
            "recien_robada": _("%(cante)s no: no se canta con la carta que acabas de robar."),
            "cuarenta_primero": _(
                "%(cante)s todavía no: las cuarenta van primero (tienes el rey y el caballo de %(trump)s)."
            ),
            "sin_mazo": _("%(cante)s no: en el habanero solo se canta mientras queda mazo."),
            "tute_no_permitido": _("%(cante)s no: en esta mesa no se permite cantar tute."),
            "cantes_previos": _(
                "%(cante)s no: ya cantaste en esta mano, y el tute solo se canta sin cantes previos."
            ),
        }
        return capfirst(sentences.get(check.reason, _("%(cante)s no se puede cantar ahora.")) % data)

    def solution_labels(self):
        """The declarations that may be made here, in words, in the order they are offered."""
        right = self.solution()
        return [cante_label(a, self.position.trump) for a in self.actions if a in right]

    def solution_text(self):
        """ "las veinte en copas o las cuarenta en oros", or «nada»."""
        return alternatives(self.solution_labels()) or str(_("nada"))

    def grade(self, answer):
        answer = answer or NONE
        right = self.solution()
        correct = answer in right if right else answer == NONE
        checks = self.checks()
        solution = self.solution_text()
        verdict = Verdict(correct=correct, summary="", solution=solution)
        wrong, fine = [], []
        for action, check in checks.items():
            sentence = capfirst(self.sentence(check))
            if action == answer and action not in right:
                verdict.marks[action] = "wrong"
                wrong.append((False, sentence))
            elif action == answer:
                verdict.marks[action] = "ok"
                fine.insert(0, (True, sentence))
            elif action in right:
                verdict.marks[action] = "" if correct else "missed"
                fine.append((True, sentence))
            elif check.reason != "faltan_cartas" or check.missing != check.needed:
                fine.append((True, sentence))  # a near miss worth saying (one card, a rule)
        if answer == NONE:
            verdict.marks[NONE] = "wrong" if right else "ok"
            if right:
                wrong.insert(0, (False, _("Sí puedes cantar: %(cantes)s.") % {"cantes": solution}))
        elif not right:
            verdict.marks[NONE] = "missed"
        shown = [answer] if answer in right else sorted(right)
        for action in shown:
            for code in checks[action].needed:
                verdict.marks[code] = "ok"
        verdict.lines = wrong + fine
        if not verdict.lines:
            verdict.lines.append(
                (True, _("No tienes el rey y el caballo de ningún palo, ni los cuatro reyes o caballos."))
            )
        trump = self.position.trump
        if correct and right:
            others = [cante_label(a, trump) for a in self.actions if a in right and a != answer]
            verdict.summary = _("¡Bien! Puedes cantar %(cante)s.") % {"cante": cante_label(answer, trump)}
            if others:
                verdict.summary += " " + _("También podías elegir %(others)s: uno por baza.") % {
                    "others": alternatives(others)
                }
        elif correct:
            verdict.summary = _("¡Bien! No puedes cantar nada.")
        else:
            verdict.summary = (
                _("No: puedes cantar %(cantes)s.") % {"cantes": solution}
                if right
                else _("No: ahora no puedes cantar nada.")
            )
        return verdict

    def hints(self):
        trump = self.position.trump
        checks = self.checks().values()
        special = next((c for c in checks if c.reason not in ("ok", "faltan_cartas")), None)
        rule = _(
            "Se canta el rey y el caballo de un mismo palo: las veinte (20), o las cuarenta (40) en "
            "%(trump)s, que es triunfo; los cuatro reyes o los cuatro caballos son tute. Cada palo, una vez."
        ) % {"trump": suit_name(trump)}
        if special is not None:
            rule = f"{rule} {self.sentence(special)}"
        right = self.solution_labels()
        answer = (
            _("Puedes cantar %(cantes)s.") % {"cantes": alternatives(right)}
            if right
            else _("No puedes cantar nada.")
        )
        return [_("Busca en tu mano reyes y caballos del mismo palo."), rule, answer]


# --- swapping the face-up trump card --------------------------------------------------------


class SwapExercise(PositionExercise):
    """Which card of the learner's hand is swapped for the face-up trump card (habanero after
    winning a trick; three players before the first trick)?"""

    type = "swap"
    mode = "single"
    default_question = gettext_lazy(
        "¿Qué carta de tu mano se cambia por la que está a la vista? Púlsala, o «Ninguna»."
    )

    def __init__(self, spec):
        super().__init__(spec)
        if self.position.trump_card is None:
            raise ValueError(f"a swap question needs the face-up card tc: {spec['position']!r}")

    @property
    def face(self):
        return self.position.trump_card

    @property
    def variant(self):
        return f"{self.position.variant}/{self.position.players}"

    def cards(self):
        return self.hand()

    def table(self):
        table = draw_table(self.position, self.learner)
        table["trick_shown"] = False
        table["hide_trump_card"] = True  # drawn large above the hand
        return table

    def shown_card(self):
        return self.face

    @property
    def habanero(self):
        return self.position.variant == "habanero" or self.position.players == 2

    def question(self):
        if self.spec.get("question") or not self.habanero:
            return super().question()
        return _("¿Qué carta de tu mano puedes cambiar por la que pinta? Púlsala, o «Ninguna».")

    def facts(self):
        facts = [game_line(self.position)]
        if self.habanero:
            facts.append(_("Acabas de ganar una baza y los dos habéis robado."))
            if not self.position.pile:
                facts.append(_("Ya no queda mazo."))
        else:
            facts.append(
                _(
                    "Todavía no se ha jugado ninguna baza: la carta que sobró del reparto está a la "
                    "vista y marca el triunfo."
                )
            )
        return facts

    def choices(self):
        if self.habanero:
            return [(NONE, _("Ninguna: no puedo cambiar"))]
        return [(NONE, _("Ninguna: no se cambia"))]

    def solution(self):
        return self.position.swap_card()

    def taker(self):
        """The card of the trump suit that takes this face-up card, whoever holds it (the
        engine's rule, asked with each candidate alone), or None when it is not swapped."""
        trump = self.position.trump
        pile = (self.position.pile or 0) if self.position.variant == "habanero" else None
        for candidate in (f"7{trump}", f"2{trump}"):
            if candidate != self.face and engine.swap_for(self.face, [candidate], self.variant, pile=pile):
                return candidate
        return None

    def rule(self):
        taker = self.taker()
        habanero = self.position.variant == "habanero"
        if habanero and not self.position.pile:
            return _("Ya no queda mazo: en el habanero solo se cambia mientras queda mazo.")
        if taker and taker.startswith("7"):
            return _("El 7 de triunfo se cambia por el as, el tres, el rey, el caballo o la sota.")
        if taker:
            if habanero:
                return _("El 2 de triunfo se cambia por el 7, el 6, el 5 o el 4.")
            return _("Con tres jugadores, el 2 de triunfo se cambia por el 7, el 6 o el 5.")
        if habanero:
            return _("%(face)s no se cambia: el 2 no se cambia por nada.") % {
                "face": capfirst(the_card(self.face))
            }
        return _("Con tres jugadores, un 4 o un 2 a la vista no se cambian: se quedan fuera del juego.")

    def grade(self, answer):
        answer = answer or NONE
        right = self.solution() or NONE
        verdict = Verdict(
            correct=answer == right,
            summary="",
            solution=card_name(right) if right != NONE else str(_("ninguna")),
        )
        verdict.marks[answer] = "ok" if answer == right else "wrong"
        verdict.marks.setdefault(right, "missed")
        taker = self.taker()
        data = {"face": the_card(self.face), "taker": the_card(taker) if taker else "", "answer": ""}
        if answer != right and answer != NONE:
            data["answer"] = the_card(answer)
            if taker and answer != taker:
                line = _("%(answer)s no: por %(face)s solo se cambia %(taker)s.") % data
            else:
                line = _("%(answer)s no: %(face)s no se cambia.") % data
            verdict.lines.append((False, capfirst(line)))
        elif answer == NONE and right != NONE:
            verdict.lines.append((False, _("Sí se cambia: tienes %(taker)s.") % data))
        verdict.lines.append((True, self.rule()))
        if right != NONE:
            verdict.lines.append((True, capfirst(_("Cambias %(taker)s por %(face)s.") % data)))
            hand = self.hand()
            two = f"2{self.position.trump}"
            if self.variant == "arrastre/3" and right.startswith("7") and two in hand:
                verdict.lines.append(
                    (True, _("Y después tu 2 de triunfo se cambia por el 7 que queda a la vista."))
                )
        elif taker:
            verdict.lines.append((True, capfirst(_("No tienes %(taker)s: no cambias.") % data)))
        verdict.summary = _("¡Bien!") if verdict.correct else _("No es esa.")
        return verdict

    def hints(self):
        right = self.solution()
        answer = (
            _("Cambias %(card)s.") % {"card": the_card(right)} if right else _("No cambias ninguna carta.")
        )
        return [
            _("Mira qué carta está a la vista (%(face)s) y busca en tu mano el 7 y el 2 de %(suit)s.")
            % {"face": card_name(self.face), "suit": suit_name(self.position.trump)},
            self.rule(),
            answer,
        ]


# --- cabrero: who loses ------------------------------------------------------------------------


# the cards' 120 points and the diez de últimas
CARD_POINTS_AND_LAST_TEN = engine.card_points(r + s for s in SUITS for r in ALL_RANKS) + 10


def player_name(seat):
    return _("Jugador %(n)s") % {"n": seat + 1}


class CabreroExercise(Exercise):
    """From the final points of a cabrero hand (None: did not win a trick), who loses?"""

    type = "cabrero"
    cards_are_answers = False
    default_question = gettext_lazy(
        "Estos son los puntos de cada jugador al final de la mano. ¿Quién pierde? "
        "Márcalos y pulsa «Comprobar»."
    )

    def __init__(self, spec):
        super().__init__(spec)
        self.points = list(spec["points"])
        if not 3 <= len(self.points) <= 6:
            raise ValueError(f"cabrero is played by 3 to 6 players, not {len(self.points)}")
        self.cantes = self.read_cantes(spec)
        total = sum(p for p in self.points if p is not None)
        declared = sum(points for _seat, points in self.cantes)
        if total != CARD_POINTS_AND_LAST_TEN + declared:
            raise ValueError(
                f"cabrero points {self.points} add up to {total}, not 130 plus the cantes ({declared})"
            )
        for seat, points in self.cantes:
            if self.points[seat] is None or points not in (20, 40) or self.points[seat] < points:
                raise ValueError(f"a cante of {points} by seat {seat} does not fit its points {self.points}")
        self.outcome = engine.cabrero_outcome(self.points, cantes=[seat for seat, _points in self.cantes])

    def read_cantes(self, spec):
        """(seat, 20 or 40) for each cante of the hand: ``cantes`` in the spec, or the older
        ``capote_cante`` (the seat of a capote, whose cantes are its points above 130)."""
        if "cantes" in spec:
            return [(int(seat), int(points)) for seat, points in spec["cantes"]]
        seat = spec.get("capote_cante")
        if seat is None:
            return []
        extra = self.points[seat] - CARD_POINTS_AND_LAST_TEN
        parts = []
        while extra >= 40:
            parts.append((seat, 40))
            extra -= 40
        if extra:
            parts.append((seat, extra))
        return parts

    def facts(self):
        facts = [
            _("Tute cabrero, %(n)s jugadores, cada uno para sí.") % {"n": len(self.points)},
            _("Los puntos son los finales de la mano: cartas, cantes y diez de últimas."),
        ]
        if not self.cantes:
            facts.append(_("Nadie cantó en esta mano."))
        for seat, points in self.cantes:
            label = _("las cuarenta") if points == 40 else _("las veinte")
            facts.append(
                _("%(player)s cantó %(cante)s (%(n)s puntos, ya contados en sus puntos).")
                % {"player": player_name(seat), "cante": label, "n": points}
            )
        return facts

    @property
    def seats(self):
        return range(len(self.points))

    def choices(self):
        out = []
        for seat, points in enumerate(self.points):
            if points is None:
                detail = _("no entró en baza")
            else:
                detail = _("%(n)s puntos") % {"n": points}
            out.append((str(seat), f"{player_name(seat)} · {detail}"))
        return out

    def parse(self, values):
        picked = super().parse(values)
        if not picked:
            raise BadAnswer(_("Marca al menos un jugador."))
        return frozenset(int(value) for value in picked)

    def encode(self, answer):
        return ",".join(str(seat) for seat in sorted(answer))

    def solution(self):
        return frozenset(self.outcome["losers"])

    def names(self, seats):
        parts = [player_name(seat) for seat in seats]
        if len(parts) <= 1:
            return "".join(parts)
        return _("%(first)s y %(last)s") % {"first": ", ".join(parts[:-1]), "last": parts[-1]}

    def rule_line(self):
        """The table's rule applied to this hand: how many entered and who loses."""
        outcome = self.outcome
        entered = outcome["entered"]
        if len(entered) == 1:
            if outcome["winner"] is None:
                return _(
                    "Capote: solo %(player)s entró en baza, pero había cantado: pierde él y nadie más."
                ) % {"player": player_name(entered[0])}
            return _("Capote: solo %(player)s entró en baza; pierden todos los demás.") % {
                "player": player_name(entered[0])
            }
        positions = {
            2: _("entraron 2: pierde el segundo"),
            3: _("entraron 3: pierde el segundo"),
            4: _("entraron 4: pierden el segundo y el tercero"),
            5: _("entraron 5: pierden el segundo, el tercero y el cuarto"),
        }
        return capfirst(positions[len(entered)]) + "."

    def ranking_line(self):
        entered = self.outcome["entered"]
        ranked = ", ".join(f"{player_name(seat)} ({self.points[seat]})" for seat in entered)
        return _("De más a menos puntos, los que entraron: %(ranked)s.") % {"ranked": ranked}

    def why(self, seat):
        """Why one player loses or not."""
        outcome = self.outcome
        data = {"player": player_name(seat), "n": len(outcome["entered"])}
        entered = outcome["entered"]
        if seat in outcome["losers"]:
            if len(entered) == 1 and seat == entered[0]:
                return _("%(player)s pierde: hizo capote después de cantar.") % data
            if seat not in entered:
                return _("%(player)s pierde: no entró en baza y el otro hizo capote.") % data
            data["place"] = entered.index(seat) + 1
            if len(entered) == 2:
                return _("%(player)s pierde: entraron dos y es el segundo.") % data
            return _("%(player)s pierde: es el %(place)sº de %(n)s, queda en medio.") % data
        if seat not in entered:
            return _("%(player)s no pierde: no entró en baza, así que no cuenta.") % data
        if seat == outcome["a_mas"]:
            return _("%(player)s no pierde: tiene más puntos que nadie, gana a más.") % data
        if seat == outcome["a_menos"]:
            return _("%(player)s no pierde: es el último de los que entraron, gana a menos.") % data
        return _("%(player)s no pierde.") % data

    def grade(self, answer):
        right = self.solution()
        verdict = Verdict(correct=answer == right, summary="", solution=self.names(sorted(right)))
        wrong, fine = [], []
        for seat in self.seats:
            key = str(seat)
            if (seat in answer) != (seat in right):
                verdict.marks[key] = "wrong" if seat in answer else "missed"
                wrong.append((False, self.why(seat)))
            else:
                verdict.marks[key] = "ok" if seat in right else ""
                fine.append((True, self.why(seat)))
        verdict.lines = wrong + [(True, self.rule_line()), (True, self.ranking_line())] + fine
        count = len(right)
        verdict.summary = (
            ngettext("¡Bien! Pierde: %(players)s.", "¡Bien! Pierden: %(players)s.", count)
            if verdict.correct
            else ngettext("No: pierde %(players)s.", "No: pierden %(players)s.", count)
        ) % {"players": verdict.solution}
        return verdict

    def hints(self):
        rule = _(
            "Solo cuentan los que entraron en baza: el primero gana a más; si entraron tres o más, el "
            "último gana a menos; los del medio pierden. Con dos, pierde el segundo; con capote, "
            "todos los demás."
        )
        return [
            _("Primero mira quién entró en baza: los que no ganaron ninguna baza no cuentan."),
            rule,
            ngettext("Pierde: %(players)s.", "Pierden: %(players)s.", len(self.solution()))
            % {"players": self.names(sorted(self.solution()))},
        ]


TYPES = {
    cls.type: cls
    for cls in (
        FindExercise,
        OrderExercise,
        PointsExercise,
        WinnerExercise,
        LegalExercise,
        CanteExercise,
        SwapExercise,
        CabreroExercise,
    )
}


def build(spec):
    """The Exercise object for a spec dict (curated or generated)."""
    try:
        cls = TYPES[spec["type"]]
    except KeyError as error:
        raise ValueError(f"unknown exercise type {spec.get('type')!r}") from error
    return cls(spec)
