"""Two actions compared over the same sampled deals: what the reasons of a judgement read.

The search plays every root action on each sampled deal and keeps one ``search.Sample`` per
deal (``detail=True``); sample i of the move judged and of the better one is the same deal.
:class:`Pair` holds both lists with the counts most reasons use (who takes the current trick
with each), :class:`Side` says which seats play with the judged seat, and the helpers measure
the current trick's points and the most frequent outcome. The reasons themselves are decided in
``card_reasons`` (a card played) and ``hand_reasons`` (declarations, the end of the hand).
"""

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence

from tute.bots.cards import POINTS, SUIT
from tute.bots.knowledge import is_pairs, winning_index
from tute.bots.search import Sample
from tute.view import View

TUTE_POINTS = 130  # a tute wins the hand: the margin it is worth (``sim.Sim.margin``)


class Side:
    """The seats on the judged seat's side (its partner too, in pairs)."""

    def __init__(self, view: View) -> None:
        self.seat = view.seat
        self.pairs = bool(is_pairs(view))

    def mine(self, seat: int | None) -> bool:
        if seat is None:
            return False
        return seat % 2 == self.seat % 2 if self.pairs else seat == self.seat

    def rival(self, seat: int | None) -> bool:
        return seat is not None and not self.mine(seat)


def card_of(record: Sample, seat: int | None) -> str | None:
    """The card ``seat`` played to the current trick in a sampled deal."""
    for who, card in record.plays:
        if who == seat:
            return str(card)
    return None


def most_common[T: Hashable](items: Iterable[T]) -> tuple[T | None, int]:
    """The most frequent item and how often it comes (ties: the greatest by its text)."""
    counts = Counter(items)
    if not counts:
        return None, 0
    return max(counts.items(), key=lambda item: (item[1], str(item[0])))


def trick_points(records: Sequence[Sample], whose: Callable[[int | None], bool]) -> float:
    """The mean points of the current trick that go to the seats ``whose`` picks."""
    total = sum(sum(POINTS[card] for _seat, card in r.plays) for r in records if whose(r.winner))
    return total / len(records)


class Pair:
    """The move judged (``action``, its deals ``a``) and the better one (``best``, ``b``) over
    the same ``samples`` sampled deals, with the counts most reasons use."""

    def __init__(
        self,
        view: View,
        action: str,
        best: str,
        recs_a: Sequence[Sample],
        recs_b: Sequence[Sample],
        samples: int,
    ) -> None:
        self.view = view
        self.action = action
        self.best = best
        self.a = recs_a
        self.b = recs_b
        self.samples = samples
        self.side = side = Side(view)
        self.trump = view.trump
        self.cabrero = view.variant == "cabrero"
        self.two_sides = view.players == 2 or side.pairs
        self.trick = list(view.trick)
        index = winning_index(view) if self.trick else None
        self.winning: str | None = self.trick[index] if index is not None else None
        self.winner_now: int | None = view.trick_seats[index] if index is not None else None
        self.rival_a = self.count(recs_a, lambda r: side.rival(r.winner))
        self.rival_b = self.count(recs_b, lambda r: side.rival(r.winner))
        self.ours_a = self.count(recs_a, lambda r: side.mine(r.winner))
        self.ours_b = self.count(recs_b, lambda r: side.mine(r.winner))

    @staticmethod
    def count(records: Iterable[Sample], test: Callable[[Sample], bool]) -> int:
        return sum(1 for r in records if test(r))

    def share(self, fraction: float) -> float:
        return fraction * self.samples

    def is_trump(self, card: str) -> bool:
        return SUIT[card] == self.trump

    def cards(self) -> tuple[str, str]:
        return (self.action, self.best)

    def trick_swing(self) -> float:
        """Points of margin the better card gains on the current trick, on average: its points
        kept by the seat's side and not given to the others, against the move judged's
        (cabrero counts no points: 0)."""
        if self.cabrero:
            return 0.0

        def net(records: Sequence[Sample]) -> float:
            return trick_points(records, self.side.mine) - trick_points(records, self.side.rival)

        return max(0.0, net(self.b) - net(self.a))

    def points_worth(self, points: float, more: int, fewer: int) -> float:
        """The worth of ``points`` won in ``more`` deals with one card and ``fewer`` with the
        other (cabrero counts no points: 0)."""
        if self.cabrero:
            return 0.0
        return max(0.0, points * (more - fewer) / self.samples)
