"""What the table and the review both show: seats and sides seen from the learner, the hand in
order, and the words of actions, cantes and renuncio calls."""

from dataclasses import dataclass, field
from functools import cmp_to_key

from django.utils.translation import gettext as _

from games import words
from tute import SUITS, scoring_of, stronger


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


def scoring(game):
    """How the game's match is counted (tute.Scoring): hands won, porotos or lost games."""
    return scoring_of(game.variant, game.players, game.engine_rules())


def in_pairs(game):
    return game.variant == "arrastre" and game.players == 4 and game.engine_rules().parejas


def seat_label(game, seat):
    """The seat's name seen from the learner's (games.words); at a table of people, the people's
    own names (`game.seat_names`, {seat: name}, given by whoever shows the game: tables)."""
    names = getattr(game, "seat_names", None)
    if names is not None:
        return names[seat]
    return words.seat_label(game.players, seat - game.learner_seat, pairs=in_pairs(game))


def partners(game, seat, other):
    return in_pairs(game) and seat != other and side_of(game, seat) == side_of(game, other)


def side_of(game, seat):
    return seat % 2 if in_pairs(game) else seat


def side_label(game, side):
    if in_pairs(game) and getattr(game, "seat_names", None) is not None:
        return words.pair_label(seat_label(game, side), seat_label(game, side + 2))
    if in_pairs(game):
        return words.side_label(side == side_of(game, game.learner_seat))
    return seat_label(game, side)


def seats(game, view, state):
    """Every seat of the table, in seat order, as the learner sees it."""
    return [
        Seat(
            seat=seat,
            position=words.seat_place(game.players, seat - game.learner_seat),
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
    suits = [s for s in SUITS if s != trump] + [trump]

    def compare(a, b):
        if a[-1] != b[-1]:
            return suits.index(a[-1]) - suits.index(b[-1])
        return -1 if stronger(a, b) else 1

    return sorted(cards, key=cmp_to_key(compare))


def action_label(game, trump, action):
    """The words on a button for a non-card action (games.words)."""
    return words.action_label(action, trump, lambda seat: seat_label(game, seat))


def action_text(game, trump, action):
    """An action as a label: a card's name («sota de oros») or the words of another action
    ("" for none)."""
    if not action:
        return ""
    return words.action_label(action, trump, lambda seat: seat_label(game, seat))


def action_phrase(game, trump, action):
    """An action inside a sentence: «la sota de oros», «cantar las veinte en copas»."""
    if not action:
        return ""
    return words.action_phrase(action, trump, lambda seat: seat_label(game, seat))


def cante_label(game, view, cante):
    """A declared cante by name: «las cuarenta» (the trump shows on the table), «las veinte en
    copas», «tute de reyes»."""
    return words.cante_name(cante, view.trump, with_suit=cante != view.trump)


def public_note(game, view, seat, action):
    """What everybody saw when `seat` took a non-card action (None for a silent paso)."""
    kind, _sep, arg = action.partition(":")
    who = seat_label(game, seat)
    mine = seat == game.learner_seat
    if kind in ("cante", "tute"):
        cante = arg if kind == "cante" else action
        return _("%(who)s: ¡%(cante)s!") % {"who": who, "cante": cante_label(game, view, cante)}
    if kind == "cambio":
        return words.swap_note(arg, None if mine else who)
    if kind == "renuncio":
        return renuncio_sentence(game, seat, int(arg))
    return None


def renuncio_sentence(game, caller, accused, correct=None):
    """Who called renuncio on whom (and whether it was one), the learner spoken to as "tú"."""
    return words.renuncio_call(
        seat_label(game, caller),
        seat_label(game, accused),
        caller_is_you=caller == game.learner_seat,
        accused_is_you=accused == game.learner_seat,
        correct=correct,
    )
