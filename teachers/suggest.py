"""The experto bot's suggestion for a "which card would you play" exercise.

The bots take a `View` (ENGINE_CONTRACT.md). A teacher's position has no history, so this thin
adapter presents a position as a view of the first trick of a hand: the learner's full hand, the
table, no earlier tricks, the other hands unknown. When the hand is not a full deal, earlier
tricks were played but the position does not say which cards: a random choice of the unseen
cards (seeded by the position) stands for the cards still in play (`later_trick_view`). Facts the
engine's own view would derive from the table (e.g. a seat that did not follow suit is void)
are left out: the suggestion may be a little less sharp, never illegal (the bot picks among the
engine's legal cards).
"""

import random
from dataclasses import dataclass, field

from games.engine import notation

RANKS = ("1", "2", "3", "4", "5", "6", "7", "10", "11", "12")
DECK = tuple(rank + suit for suit in "oceb" for rank in RANKS)


@dataclass(frozen=True)
class PositionView:
    position: notation.Position
    known_cards: dict = field(default_factory=dict)
    voids: dict = field(default_factory=dict)
    cannot_beat: dict = field(default_factory=dict)
    tricks: tuple = ()
    history: tuple = ()
    points: dict = field(default_factory=dict)
    hidden: frozenset | None = None  # the cards still in play but unseen (see later_trick_view)

    def __getattr__(self, name):
        # the plain facts of the position under the View's names
        p = object.__getattribute__(self, "position")
        facts = {
            "seat": p.to_play,
            "current_player": p.to_play,
            "players": p.players,
            "variant": p.variant,
            "rules": p.rules,
            "dealer": p.dealer,
            "trump": p.trump,
            "trump_card": p.trump_card,
            "hand": p.own_hand(),
            "trick": p.table,
            "trick_seats": p.table_seats(),
            "pile_size": p.pile or 0,
            "sitting_out": p.sitting_out,
            "seats": p.active_seats(),
            "cantes": tuple(p.cantes),
        }
        if name in facts:
            return facts[name]
        raise AttributeError(name)

    @property
    def hand_sizes(self):
        p = self.position
        mine = len(p.own_hand())
        played = set(p.table_seats())
        return tuple(
            0 if seat == p.sitting_out else mine - (1 if seat in played else 0) for seat in range(p.players)
        )

    def unseen(self):
        if self.hidden is not None:
            return self.hidden
        return unlocated(self.position)

    def legal_actions(self):
        return sorted(self.position.legal_cards(), key=DECK.index)

    def is_terminal(self):
        return False


def first_trick(position):
    """True when the learner holds a full deal: the position can be the first trick of a hand."""
    try:
        hand = position.own_hand()
    except ValueError:
        return False
    deal = notation.deal_size(position.variant, position.players, position.rules)
    dealt = sum(1 for seat in position.active_seats()) * deal
    return len(hand) == deal and dealt + (position.pile or 0) == 40 and not position.cantes


def unlocated(position):
    """The cards of the deck this seat cannot see: not in its hand, on the table or face up."""
    p = position
    seen = set(p.own_hand()) | set(p.table) | ({p.trump_card} if p.trump_card else set())
    no_twos = p.variant == "arrastre" and p.players == 3 and p.rules.tres_sin_doses
    return frozenset(card for card in DECK if card not in seen and not (no_twos and card[:-1] == "2"))


def later_trick_view(position, rng):
    """A view of a position later in the hand: its earlier tricks are not given, so some of the
    unseen cards were played already. Which ones is unknown; the view takes a random choice of
    them as still in play (as many as the other hands and the pile hold). None if they cannot fit.
    """
    view = PositionView(position)
    others = sum(size for seat, size in enumerate(view.hand_sizes) if seat != position.to_play)
    pile = position.pile or 0
    in_pile = pile - 1 if pile and position.trump_card else pile
    pool = sorted(unlocated(position), key=DECK.index)
    needed = others + in_pile
    if needed > len(pool):
        return None
    return PositionView(position, hidden=frozenset(rng.sample(pool, needed)))


def suggestion(position):
    """The experto's card for this position, or None when there is none to give."""
    try:
        from games.bots import choose_action
    except ImportError:  # pragma: no cover - bots not installed
        return None
    rng = random.Random(str(position))
    try:
        view = PositionView(position) if first_trick(position) else later_trick_view(position, rng)
        if view is None:
            return None
        choice = choose_action(view, "experto", rng=rng)
    except (ValueError, KeyError, AttributeError, IndexError):
        return None
    return choice if choice in position.legal_cards() else None
