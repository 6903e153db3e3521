"""The exercise builder: a teacher's clicks (variant, options, trump, hand, table, question) as a
position the engine accepts, with every problem attached to the field that caused it.

What is checked, and by whom:
- every card code, no card twice, the table's size (at most players - 1 cards), hand sizes
  that fit the variant (the engine's deal size), habanero's pile, option combinations: the
  engine (tute.notation.Position / Rules), called here; a few of these are checked
  first here only to give the teacher a Spanish message next to the right field;
- the "best card" answers must be cards the learner may play (the engine's legal_cards).
- Not checked: whether each table card was legal for the seat that played it. The other hands
  are unknown, so any table card may have been a legal discard (a seat that lacks the suit
  led may play anything); nothing that happened before the trick is recorded either.
"""

import re
from dataclasses import dataclass, field

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

import tute
from games.forms import HOUSE_RULE
from games.words import house_rule_label, the_card
from ops.inputs import parse_int
from teachers import earlier
from tute import DECK, SUITS, notation

VARIANTS = {
    "arrastre/4": gettext_lazy("Arrastre, 4 jugadores"),
    "arrastre/3": gettext_lazy("Arrastre, 3 jugadores"),
    "habanero/2": gettext_lazy("Habanero, 2 jugadores"),
    "cabrero/3": gettext_lazy("Cabrero, 3 jugadores"),
    "cabrero/4": gettext_lazy("Cabrero, 4 jugadores"),
    "cabrero/5": gettext_lazy("Cabrero, 5 jugadores"),
}
# The option checkboxes (the table options that change which cards may be played), each on the
# tables it applies to as the practice setup offers it (games.forms.HOUSE_RULE, its words in
# games.words): Rules field -> the builder's variants where it applies.
OPTIONS = {
    name: tuple(
        variant
        for variant in VARIANTS
        if HOUSE_RULE[name].applies_to(variant.split("/")[0], int(variant.split("/")[1]))
    )
    for name in (
        "parejas",
        "montar_al_companero",
        "fallar_siempre",
        "tres_sin_doses",
        "arrastrar_con_mazo",
        "no_vale_cargar",
    )
}
KINDS_NEEDING_HAND = ("legal", "best", "cante")
TARGETS = ("hand", "table", "out")
MAX_QUESTION = 200
MAX_COMMENT = 2000
MAX_TITLE = 120


@dataclass
class Draft:
    """The builder's state: what the teacher has chosen so far (always re-rendered whole)."""

    variant: str = "arrastre/4"
    options: dict = field(default_factory=lambda: {"parejas": True})
    trump: str = "o"
    kind: str = "legal"
    hand: list = field(default_factory=list)
    table: list = field(default_factory=list)
    pile: str = ""
    accepted: list = field(default_factory=list)
    target: str = "hand"
    title: str = ""
    question: str = ""
    comment: str = ""
    once: str = ""  # the form's one-time key: saving twice makes one exercise
    # the hand so far (teachers.earlier): cards out in earlier tricks, cantes declared (suit ->
    # "me", "mate" or "rival"), points so far (us, them) or None, the student's place (0: not said)
    out: list = field(default_factory=list)
    cantes: dict = field(default_factory=dict)
    points: tuple | None = None
    place: int = 0

    @property
    def players(self):
        return int(self.variant.split("/")[1]) if self.variant in VARIANTS else 0

    @property
    def to_play(self):
        """The learner's seat: the first table card was led by seat 0."""
        return len(self.table) % self.players if self.players else 0

    def applicable_options(self):
        return [
            (name, house_rule_label(name), bool(self.options.get(name)))
            for name, variants in OPTIONS.items()
            if self.variant in variants
        ]

    # --- clicks ----------------------------------------------------------------------------
    def tap(self, code, target):
        """A card picture clicked: into/out of the hand, onto/off the table (in play order), or
        among/out of the cards of earlier tricks; a card is in one place at a time."""
        code = code.lower()
        if code not in DECK:
            return
        places = {"hand": self.hand, "table": self.table, "out": self.out}
        chosen = places.get(target, self.hand)
        if code in chosen:
            chosen.remove(code)
        else:
            for cards in places.values():
                if code in cards:
                    cards.remove(code)
            chosen.append(code)
        self.accepted = [c for c in self.accepted if c in self.hand]

    def toggle_accepted(self, code):
        if code in self.accepted:
            self.accepted.remove(code)
        elif code in self.hand:
            self.accepted.append(code)

    def sorted_hand(self):
        return sorted((code for code in self.hand if code in DECK), key=DECK.index)

    def sorted_out(self):
        return sorted((code for code in self.out if code in DECK), key=DECK.index)

    @property
    def paired(self):
        return earlier.paired(self.variant, self.options)

    def dealer(self):
        """The dealer's seat for the student's place, or None when the place is not said."""
        if not self.place or not self.players or self.place > self.players:
            return None
        return earlier.dealer_for(self.place, self.to_play, self.players)

    def declared(self):
        """The cantes as the notation keeps them: ((seat, suit), ...) in suit order."""
        return tuple(
            (earlier.cante_seat(who, self.to_play, self.players), suit)
            for suit in SUITS
            if (who := self.cantes.get(suit))
        )

    def setting(self):
        """What the exercise keeps beside its notation: the cards out and the points so far."""
        setting = {}
        if self.out:
            setting["out"] = self.sorted_out()
        if self.points is not None:
            setting["points"] = list(self.points)
        return setting


def clean_key(value):
    """A form's one-time key: letters, digits, "-" and "_" only."""
    return "".join(c for c in str(value)[:64] if c.isascii() and (c.isalnum() or c in "-_"))


def draft_from_exercise(exercise):
    position = notation.parse(exercise.position)
    draft = draft_from_position(position)
    setting = exercise.setting or {}
    draft.out = list(setting.get("out", []))
    draft.points = tuple(setting["points"]) if setting.get("points") else None
    draft.kind = exercise.kind
    draft.accepted = list(exercise.accepted)
    draft.title = exercise.title
    draft.question = exercise.question
    draft.comment = exercise.comment
    return draft


def draft_from_position(position):
    """The builder state of a pasted position (the seat to act is the learner)."""
    hand = position.hands[position.to_play]
    options = {name: bool(getattr(position.rules, name)) for name in OPTIONS}
    pairs = earlier.paired(f"{position.variant}/{position.players}", options)
    return Draft(
        variant=f"{position.variant}/{position.players}",
        options=options,
        trump=position.trump,
        hand=list(hand) if isinstance(hand, tuple) else [],
        table=list(position.table),
        pile=str(position.pile) if position.pile else "",
        cantes={
            suit: earlier.cante_who(seat, position.to_play, position.players, pairs)
            for seat, suit in position.cantes
            if suit in SUITS
        },
        place=earlier.place_of(position.dealer, position.to_play, position.players)
        if position.dealer is not None
        else 0,
    )


def draft_from_notation(text, draft):
    """Replace the position part of `draft` with a pasted notation; errors under "notation"."""
    try:
        position = notation.parse(text)
    except ValueError as error:
        return draft, {
            "notation": [_("La notación no es válida: %(why)s") % {"why": _engine_message(error)[1]}]
        }
    if f"{position.variant}/{position.players}" not in VARIANTS:
        return draft, {"notation": [_("El constructor no admite esa variante.")]}
    pasted = draft_from_position(position)
    pasted.kind, pasted.title, pasted.question, pasted.comment = (
        draft.kind,
        draft.title,
        draft.question,
        draft.comment,
    )
    return pasted, {}


# --- validation --------------------------------------------------------------------------------


class Errors(dict):
    """Problems per field. ``missing`` ones (a part not filled in yet) are only news to a
    teacher who tries to save; the others follow from what she did."""

    def __init__(self):
        super().__init__()
        self.missing = set()

    def add(self, name, message, *, missing=False):
        self.setdefault(name, []).append(str(message))
        if missing:
            self.missing.add((name, str(message)))

    def shown(self, saving):
        """The errors to show now: all of them on saving, else only those the teacher caused."""
        if saving:
            return self
        shown = Errors()
        for name, messages in self.items():
            for message in messages:
                if (name, message) not in self.missing:
                    shown.add(name, message)
        return shown


def validate(draft, errors=None):
    """(Position or None, Errors) for a draft: the engine decides whether the position can be.
    ``errors`` are the problems already found in what was sent (teachers.forms.BuilderForm): with
    any, there is no position."""
    errors = errors if errors is not None else Errors()
    _check_cards(draft, errors)
    rules = _rules(draft, errors)
    pile = parse_int(draft.pile, maximum=40) if draft.variant == "habanero/2" else None
    if errors:
        return None, errors
    _check_sizes(draft, rules, errors)
    earlier.check(draft, rules, errors)
    if errors:
        return None, errors
    hands = [None] * draft.players
    if draft.hand:
        hands[draft.to_play] = tuple(draft.hand)
    try:
        position = notation.Position(
            variant=draft.variant.split("/")[0],
            players=draft.players,
            trump=draft.trump,
            to_play=draft.to_play,
            hands=tuple(hands),
            table=tuple(draft.table),
            pile=pile or None,
            dealer=draft.dealer(),
            cantes=draft.declared(),
            rules=rules,
        )
    except ValueError as error:
        field, why = _engine_message(error)
        errors.add(field, _("La posición no es posible: %(why)s") % {"why": why})
        return None, errors
    if draft.kind == "best":
        _check_accepted(draft, position, errors)
    return (None if errors else position), errors


def _check_cards(draft, errors):
    for name, cards in (("hand", draft.hand), ("table", draft.table)):
        for code in cards:
            try:
                tute.parse_card(code)
            except ValueError:
                errors.add(name, _("«%(code)s» no es una carta.") % {"code": code})
        for code in sorted({c for c in cards if cards.count(c) > 1 and c in DECK}):
            errors.add(name, capfirst(_("%(card)s está dos veces.") % {"card": the_card(code)}))
    for code in draft.table:
        if code in draft.hand and code in DECK:
            errors.add(
                "table",
                capfirst(
                    _("%(card)s no puede estar en la mano y en la mesa a la vez.") % {"card": the_card(code)}
                ),
            )


def _rules(draft, errors):
    chosen = {name: value for name, value in draft.options.items() if draft.variant in OPTIONS[name]}
    if draft.variant != "arrastre/4":
        chosen.pop("parejas", None)
        chosen.pop("montar_al_companero", None)
    elif not chosen.get("parejas"):
        chosen["parejas"] = False
    try:
        rules = tute.Rules(**chosen)
        variant, players = draft.variant.split("/")
        rules.check_variant(variant, int(players))
        return rules
    except ValueError:
        errors.add("options", _("Esas opciones no se pueden combinar en esta variante."))
        return tute.Rules()


def _check_sizes(draft, rules, errors):
    players = draft.players
    if len(draft.table) > players - 1:
        errors.add(
            "table",
            _("Con %(n)s jugadores caben como mucho %(most)s cartas en la mesa antes de tu turno.")
            % {"n": players, "most": players - 1},
        )
    limit = notation.deal_size(draft.variant.split("/")[0], players, rules)
    if len(draft.hand) > limit:
        errors.add(
            "hand",
            _("En esta variante se reparten %(limit)s cartas por jugador; la mano tiene %(n)s.")
            % {"limit": limit, "n": len(draft.hand)},
        )
    if draft.kind in KINDS_NEEDING_HAND and not draft.hand:
        errors.add("hand", _("Elige las cartas de la mano del alumno."), missing=True)
    if draft.kind == "winner" and len(draft.table) < 2:
        errors.add(
            "table", _("Pon al menos dos cartas en la mesa para preguntar cuál va ganando."), missing=True
        )
    if draft.kind == "points" and not draft.table:
        errors.add("table", _("Pon en la mesa las cartas cuyos puntos hay que contar."), missing=True)
    if draft.kind == "cante" and draft.table:
        errors.add(
            "table",
            _(
                "Se canta al ganar una baza, cuando te toca salir: en una pregunta de cantes la mesa "
                "debe estar vacía. Quita las cartas de la mesa o elige otro tipo de pregunta."
            ),
        )
    pile = parse_int(draft.pile, maximum=40) if draft.variant == "habanero/2" else None
    if pile is not None and pile % 2:
        errors.add(
            "pile",
            _(
                "En el habanero el mazo siempre tiene un número par de cartas (se roban de dos en dos): "
                "%(n)s no puede ser."
            )
            % {"n": draft.pile},
        )


def _check_accepted(draft, position, errors):
    if not draft.accepted:
        errors.add("accepted", _("Marca en la mano al menos una carta como respuesta buena."), missing=True)
        return
    legal = position.legal_cards()
    for code in draft.accepted:
        if code not in legal:
            errors.add(
                "accepted",
                capfirst(
                    _("%(card)s no se puede jugar aquí: no puede ser la respuesta.")
                    % {"card": the_card(code)}
                ),
            )


# The engine's NotationError.code -> (builder field, its wordings): the first wording whose
# params the error carries is used (the same code is raised with different params in places); the
# last wording of each code needs none. Every code the notation can raise has its words here: the
# engine's English never reaches the page.
ENGINE_ERRORS = {
    "bad_card": (
        "notation",
        gettext_lazy("«%(card)s» no es una carta."),
        gettext_lazy("la carta a la vista no se entiende: escribe una carta, como tc:7o."),
    ),
    "card_twice": ("hand", gettext_lazy("%(the_card)s está dos veces.")),
    "table_too_long": ("table", gettext_lazy("caben como mucho %(most)s cartas en la mesa.")),
    "hand_size": (
        "hand",
        gettext_lazy("el número de cartas de la mano no cuadra: se reparten %(limit)s por jugador."),
        gettext_lazy("una mano no puede tener %(size)s cartas."),
    ),
    "hand_empty": ("hand", gettext_lazy("el alumno debe tener alguna carta para jugar.")),
    "hand_unknown": ("hand", gettext_lazy("falta la mano del jugador al que le toca.")),
    "hand_over": ("table", gettext_lazy("la mano ha terminado: no le toca a nadie.")),
    "trick_complete": ("table", gettext_lazy("la baza de la mesa está completa: no le toca jugar a nadie.")),
    "no_twos": ("hand", gettext_lazy("sin doses, %(the_card)s no está en la baraja.")),
    "trump_card_in_hand": ("hand", gettext_lazy("%(the_card)s está a la vista: no puede estar en una mano.")),
    "trump_card_suit": ("trump", gettext_lazy("la carta a la vista tiene que ser del palo de triunfo.")),
    "no_trump_card": ("trump", gettext_lazy("no hay carta de triunfo a la vista.")),
    "bad_pile": (
        "pile",
        gettext_lazy("el mazo tiene un número par de cartas, como mucho %(most)s."),
        gettext_lazy("el mazo no cuadra: solo el habanero tiene mazo, con un número par de cartas."),
    ),
    "unknown_key": ("notation", gettext_lazy("no se conoce la clave «%(key)s».")),
    "key_twice": ("notation", gettext_lazy("la clave «%(key)s» está dos veces.")),
    "missing_key": ("notation", gettext_lazy("falta la clave «%(key)s:»."), gettext_lazy("falta una clave.")),
    "bad_token": (
        "notation",
        gettext_lazy("«%(token)s» no se entiende: escribe clave:valor (por ejemplo t:o)."),
    ),
    "bad_trump": ("notation", gettext_lazy("el triunfo se escribe con la letra de su palo: o, c, e o b.")),
    "bad_variant": ("notation", gettext_lazy("esa variante o ese número de jugadores no existe.")),
    "bad_number": ("notation", gettext_lazy("«%(text)s» no es un número.")),
    "unknown_option": ("notation", gettext_lazy("no se conoce la opción «%(option)s».")),
    "bad_option": ("options", gettext_lazy("esas opciones no valen para esta variante.")),
    "option_twice": ("notation", gettext_lazy("una opción está dos veces.")),
    "bad_cante": ("notation", gettext_lazy("ese cante no se entiende.")),
    "cante_twice": ("notation", gettext_lazy("ese cante ya estaba cantado.")),
    "bad_hands": ("hand", gettext_lazy("las manos no cuadran con el número de jugadores.")),
    "seat_out_of_range": (
        "notation",
        gettext_lazy("los asientos van del 0 al %(last)s."),
        gettext_lazy("ese asiento no existe en esta partida."),
    ),
    "dealer_sits_out": ("notation", gettext_lazy("quien reparte no juega esta mano.")),
    "dealer_needed": (
        "notation",
        gettext_lazy("con seis jugadores y cartas en la mesa hay que decir quién reparte (d:)."),
    ),
    "empty": ("notation", gettext_lazy("la notación está vacía.")),
}
UNKNOWN_ENGINE_ERROR = gettext_lazy("la posición no se puede jugar así; revisa las cartas y las opciones.")


def _engine_message(error):
    """(field, clause) for an engine error, always in the teacher's words (lower case: it follows
    «La posición no es posible:» or «La notación no es válida:»): from its ``code``
    and ``params`` (NotationError); an error without a known code gets a general sentence (and
    the field its text names), never the engine's English."""
    code = getattr(error, "code", None)
    params = dict(getattr(error, "params", {}))
    if "players" in params:
        params["last"] = params["players"] - 1
    if params.get("card") in DECK:
        params["the_card"] = the_card(params["card"])
    field = _engine_field(str(error))
    if code in ENGINE_ERRORS:
        wanted, *wordings = ENGINE_ERRORS[code]
        wording = next(str(w) for w in wordings if set(re.findall(r"%\((\w+)\)s", str(w))) <= set(params))
        return (field if wanted == "notation" else wanted), wording % params
    return field, str(UNKNOWN_ENGINE_ERROR)


def _engine_field(message):
    """Which builder field an engine complaint is about (the engine names the notation token)."""
    text = message.lower()
    leading = {"h": "hand", "m": "table", "p": "pile", "o": "options", "t": "trump", "tc": "trump"}
    token = re.match(r"([a-z]+)\d*:", text)
    if token and token.group(1) in leading:
        return leading[token.group(1)]
    if text.startswith("m:") or " m:" in text or "table" in text:
        return "table"
    if text.startswith("p:") or "pile" in text:
        return "pile"
    if re.search(r"\bh\d+\b", text):
        return "hand"
    if "option" in text or "tres sin doses" in text:
        return "options"
    if "trump" in text:
        return "trump"
    return "notation"
