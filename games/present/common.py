"""What the table and the review both show: seats and sides seen from the learner, the hand in
order, and the words of actions, cantes and renuncio calls."""

from dataclasses import dataclass, field
from functools import cmp_to_key

from django.utils.translation import gettext as _

from games.cards import card_name
from games.engine import stronger

# Where each seat sits on screen, from the learner (bottom) in play order: to the right.
POSITIONS = {
    2: ("bottom", "top"),
    3: ("bottom", "right", "left"),
    4: ("bottom", "right", "top", "left"),
    5: ("bottom", "right", "top-right", "top-left", "left"),
    6: ("bottom", "right", "top-right", "top", "top-left", "left"),
}


@dataclass
class Seat:
    """A seat as the table shows it. ``backs`` (the card backs while the replay runs) is set by
    the table presenter."""

    seat: int
    position: str
    label: str
    is_learner: bool
    level: str
    hand_size: int
    to_act: bool
    is_dealer: bool
    is_mano: bool
    sitting_out: bool
    cantes: list = field(default_factory=list)
    backs: dict | None = None


def is_card(action):
    return action[:1].isdigit()


def in_pairs(game):
    return game.variant == "arrastre" and game.players == 4 and game.engine_rules().parejas


def seat_label(game, seat):
    relative = (seat - game.learner_seat) % game.players
    if relative == 0:
        return _("Tú")
    if in_pairs(game):
        return {1: _("Rival derecho"), 2: _("Compañero"), 3: _("Rival izquierdo")}[relative]
    if game.players == 2:
        return _("Rival")
    position = POSITIONS[game.players][relative]
    return {
        "right": _("Derecha"),
        "top": _("Enfrente"),
        "left": _("Izquierda"),
        "top-right": _("Arriba derecha"),
        "top-left": _("Arriba izquierda"),
    }[position]


def partners(game, seat, other):
    return in_pairs(game) and seat != other and side_of(game, seat) == side_of(game, other)


def side_of(game, seat):
    return seat % 2 if in_pairs(game) else seat


def side_label(game, side):
    if in_pairs(game):
        return _("Nosotros") if side == side_of(game, game.learner_seat) else _("Ellos")
    return seat_label(game, side)


def seats(game, view, state):
    """Every seat of the table, in seat order, as the learner sees it."""
    return [
        Seat(
            seat=seat,
            position=POSITIONS[game.players][(seat - game.learner_seat) % game.players],
            label=seat_label(game, seat),
            is_learner=seat == game.learner_seat,
            level=game.bot_levels[seat] if seat != game.learner_seat else "",
            hand_size=view.hand_sizes[seat],
            to_act=not state.is_terminal() and state.current_player == seat,
            is_dealer=view.dealer == seat,
            is_mano=view.mano == seat,
            sitting_out=view.sitting_out == seat,
            cantes=[c for s, c in view.cantes if s == seat],
        )
        for seat in range(game.players)
    ]


def trick_seats(view, leader, count):
    """The seats that played a finished trick, from its leader in play order."""
    played_by, seat = [], leader
    while len(played_by) < count:
        if seat != view.sitting_out:
            played_by.append(seat)
        seat = (seat + 1) % view.players
    return played_by


def sorted_hand(cards, trump):
    """The hand as the learner holds it: suit by suit, trumps last, strongest first."""
    suits = [s for s in "oceb" if s != trump] + [trump]

    def compare(a, b):
        if a[-1] != b[-1]:
            return suits.index(a[-1]) - suits.index(b[-1])
        return -1 if stronger(a, b) else 1

    return sorted(cards, key=cmp_to_key(compare))


def _suit_names():
    return {"o": _("oros"), "c": _("copas"), "e": _("espadas"), "b": _("bastos")}


def action_label(game, trump, action):
    """The words on a button for a non-card action."""
    kind, _sep, arg = action.partition(":")
    suits = _suit_names()
    if kind == "cante":
        if arg == trump:
            return _("Cantar las cuarenta (%(suit)s)") % {"suit": suits[arg]}
        return _("Cantar las veinte en %(suit)s") % {"suit": suits[arg]}
    if kind == "tute":
        return _("Cantar tute de reyes") if arg == "12" else _("Cantar tute de caballos")
    if kind == "cambio":
        return _("Cambiar el %(card)s por la muestra") % {"card": card_name(arg)}
    if kind == "renuncio":
        return _("Cantar renuncio a %(seat)s") % {"seat": seat_label(game, int(arg))}
    if kind == "paso":
        return _("Paso")
    return action


def action_text(game, trump, action):
    """A card's name, or the words of another action ("" for none)."""
    if not action:
        return ""
    if is_card(action):
        return card_name(action)
    return action_label(game, trump, action)


def cante_label(game, view, cante):
    if cante.startswith("tute"):
        return _("tute")
    if cante == view.trump:
        return _("las cuarenta")
    return _("las veinte en %(suit)s") % {"suit": _suit_names()[cante]}


def public_note(game, view, seat, action):
    """What everybody saw when `seat` took a non-card action (None for a silent paso)."""
    kind, _sep, arg = action.partition(":")
    who = seat_label(game, seat)
    mine = seat == game.learner_seat
    if kind in ("cante", "tute"):
        cante = arg if kind == "cante" else action
        return _("%(who)s: ¡%(cante)s!") % {"who": who, "cante": cante_label(game, view, cante)}
    if kind == "cambio":
        if mine:
            return _("Cambias el %(card)s por la muestra") % {"card": card_name(arg)}
        return _("%(who)s cambia el %(card)s por la muestra") % {"who": who, "card": card_name(arg)}
    if kind == "renuncio":
        return renuncio_sentence(game, seat, int(arg))
    return None


def renuncio_sentence(game, caller, accused, correct=None):
    """Who called renuncio on whom (and whether it was one), the learner spoken to as "tú"."""
    names = {"caller": seat_label(game, caller), "by": seat_label(game, accused)}
    if caller == game.learner_seat:
        text = _("Cantas renuncio a %(by)s") % names
    elif accused == game.learner_seat:
        text = _("%(caller)s te canta renuncio") % names
    else:
        text = _("%(caller)s canta renuncio a %(by)s") % names
    if correct is None:
        return text
    if correct:
        return _("%(call)s, y era renuncio.") % {"call": text}
    return _("%(call)s, pero no lo era.") % {"call": text}
