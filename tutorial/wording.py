"""The exercises' learner-facing sentences that are not one type's own: the strength order and
the points table from the engine, lists of alternatives, who a seat is, the game and the
table's options, why a card may or may not be played, the name of a declaration."""

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

import tute
from games import words
from games.words import card_list as names
from games.words import suit_name, the_card, to_the_card
from tutorial.card_codes import ALL_RANKS, by_strength, rank, suit
from tutorial.table import is_paired


def strength_order_text():
    """ "as, 3, rey, caballo, sota, 7, 6, 5, 4, 2" computed from the engine's ranking."""
    return words.rank_words_in_strength_order(by_strength([r + "o" for r in ALL_RANKS]))


def points_table_text():
    """ "as 11, tres 10, rey 4, caballo 3, sota 2; el resto 0" from the engine's card values."""
    scoring = [r for r in by_strength([r + "o" for r in ALL_RANKS]) if tute.card_points([r])]
    listed = ", ".join(f"{words.rank_word(rank(c))} {tute.card_points([c])}" for c in scoring)
    return _("%(listed)s; las demás (cartas blancas) 0") % {"listed": listed}


def a_rank(value):
    """ "un caballo", "una sota": one card of that rank, with its indefinite article."""
    return words.a_rank(value)


def alternatives(labels):
    """ "las veinte en oros o las veinte en copas": options of which one is chosen."""
    return words.or_list(labels)


def seat_phrase(seat, learner, position):
    """Who a seat is, seen from the learner: «tu compañero», «el jugador de tu derecha»..."""
    return words.seat_phrase(position.players, seat - learner, pairs=is_paired(position))


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
    return words.and_list(labels)


def cante_rules_line(rules, *, with_tute=True):
    """The table's cante options in force, in one sentence (every one, on or off; without the
    tute ones before the lesson on tute)."""
    parts = [
        _("las cuarenta van primero")
        if rules.cuarenta_primero
        else _("no hace falta cantar las cuarenta antes que las veinte")
    ]
    if with_tute and not rules.permitir_tute:
        parts.append(_("no se permite cantar tute"))
    elif with_tute and rules.tute_sin_cantes_previos:
        parts.append(_("se puede cantar tute (salvo quien ya haya cantado otra cosa en esta mano)"))
    elif with_tute:
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


def explanation_sentence(explanation, trick, trump, hand=None):
    """The learner's sentence for an engine Explanation of one card (``hand``: the cards held,
    which say why play is free: no trump, or none that beats the winning one)."""
    return capfirst(explanation_phrase(explanation, trick, trump, hand))


def _libre_phrase(explanation, led, trump, hand):
    """Why the engine lets this card be played free (docs/RULES.md §3, rules 4-5): a follower void
    in the suit led who holds no trump, or whose trumps do not beat the trump winning it."""
    winning = explanation.winning_card
    trumps = [c for c in hand or () if suit(c) == trump]
    if led == trump:
        return _("%(card)s sí: no tienes triunfos: juegas libre.")
    if hand is None:
        return _("%(card)s sí: no tienes %(led)s ni triunfo con que ganar: juegas libre.")
    if trumps and winning and suit(winning) == trump:
        return _(
            "%(card)s sí: no tienes %(led)s y tus triunfos (%(trumps)s) no superan %(winning)s: "
            "no tienes que echarlos, juegas libre."
        )
    return _("%(card)s sí: no tienes %(led)s ni triunfos: juegas libre.")


def explanation_phrase(explanation, trick, trump, hand=None):
    code = explanation.card
    led = suit(trick[0]) if trick else None
    data = {
        "card": the_card(code),
        "led": suit_name(led) if led else "",
        "trump": suit_name(trump),
        "demanded": names(sorted(explanation.demanded, key=lambda c: (suit(c), ALL_RANKS.index(rank(c))))),
        "winning": to_the_card(explanation.winning_card) if explanation.winning_card else "",
        "winning_plain": the_card(explanation.winning_card) if explanation.winning_card else "",
        "trumps": names(by_strength([c for c in hand or () if suit(c) == trump])),
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
    if obligation == "libre":
        return _libre_phrase(explanation, led, trump, hand) % data
    allowed = {
        "salida": _("%(card)s sí: sales tú, puedes jugar cualquier carta."),
        "montar": _("%(card)s sí: asistes y superas %(winning)s."),
        "fallar": _("%(card)s sí: no tienes %(led)s y fallas con triunfo."),
        "pisar": _("%(card)s sí: pisas, superas %(winning)s."),
        "mazo": _("%(card)s sí: queda mazo, no hay obligaciones."),
        "companero": _(
            "%(card)s sí: tu compañero va ganando la baza (%(winning_plain)s), no tienes que superarle."
        ),
        "arrastrar_con_mazo": _("%(card)s sí: han salido a triunfo y echas triunfo."),
        "no_vale_cargar": _("%(card)s sí: no puedes ganar la baza y es de las que menos cargan."),
    }
    return allowed.get(obligation, _("%(card)s sí se puede jugar.")) % data


def cante_label(action, trump):
    """ "las veinte en oros", "las cuarenta en copas", "tute de reyes" (games.words)."""
    return words.cante_name(action, trump)


def player_name(seat):
    return _("Jugador %(n)s") % {"n": seat + 1}
