"""The parts of a hand that the state and the views share: the table (what does not change
during a hand), the phase of play, how trump was set, and the history's building blocks.

Nothing here knows how a hand is dealt (``deal``) or played (``state``); both, and ``seen``,
build on it.

History
-------
``State.history`` is a tuple of ``(seat, action)``. Decisions use the contract's action strings
(``"3c"``, ``"cante:c"``, ``"tute:12"``, ``"cambio:7o"``, ``"paso"``, ``"renuncio:2"``).
Automatic events use these strings:

``(dealer, "reparte")``
    the dealer shuffles and deals (first event of every hand);
``(dealer, "descansa")``
    cabrero with six players: the dealer sits this hand out;
``(seat, "recibe:1o,3c,…")``
    the cards a seat was dealt, in dealing order (a view shows other seats' as ``"recibe"``);
``(dealer, "muestra:5o")``
    the card shown for trump (dealer's last card, three-player leftover, habanero pinte);
``(dealer, "triunfo:o")``
    trump set without a card (cabrero's first hand: oros; *triunfos rotativos*);
``(seat, "cambio:7o")``
    a compulsory three-player swap: the seat gives that card and takes the face-up card; in
    cabrero's first hand with three players, ``cambio:2o`` is the take of the face-down leftover;
``(seat, "robo:3c")``
    a habanero draw (a view shows other seats' face-down draws as ``"robo"``; the face-up trump
    card, drawn last, is public).

Each history item also carries flags (:data:`HistoryItem`): ``AUTO`` for an automatic event,
``PRIVATE`` for one other seats see by its head only.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

from .result import Ending
from .rules import Rules


class Phase(enum.IntEnum):
    """Where a hand stands (OpenSpiel hearts' ``Phase`` as the model)."""

    PLAY = 0
    """The current player plays a card (or, under *renuncio real*, calls renuncio)."""
    WINDOW = 1
    """A declaration window after a trick: cantes, tute, the habanero swap, or ``paso``."""
    OVER = 2
    """The hand is over: ``State.result()`` tells how it ended."""


class DealKind(enum.Enum):
    """How trump is set in a hand."""

    SHOWN = "shown"
    """The last card dealt shows trump and stays in that hand."""
    LEFTOVER = "leftover"
    """Three players: the leftover card shows trump, then the compulsory swaps."""
    PILE = "pile"
    """Habanero: the pinte, face up under the pile."""
    FIRST = "first"
    """Cabrero's first hand: oros, the 2 de oros is mano."""
    ROTATING = "rotating"
    """Cabrero's *triunfos rotativos*: trump given, no card shown."""


# History flags: an automatic event (not a decision), a private one (others see its head only).
AUTO = 1
PRIVATE = 2


class TrickRecord(NamedTuple):
    """A finished trick: who led, the cards in play order, who won, and whether the habanero
    pile still had cards when it was played (play was then free)."""

    leader: int
    cards: tuple[int, ...]
    winner: int
    with_pile: bool


class Cantes(NamedTuple):
    """The declarations of a hand.

    ``made``: (seat, suit letter or ``"tute:12"``/``"tute:11"``) in order; ``declared``: mask of
    suits declared (bits 0-3) and tutes; ``points``: cante points per seat; ``cantado``: mask of
    the seats that declared; ``lost``: per seat, the declarations it lost under *cantes se
    pierden* (same bits as ``declared``).
    """

    made: tuple[tuple[int, str], ...]
    declared: int
    points: tuple[int, ...]
    cantado: int
    lost: tuple[int, ...]


class Window(NamedTuple):
    """An open declaration window: the trick's ``winner``, the ``seat`` offered now, and the
    card the winner has just drawn (habanero), else -1."""

    winner: int
    seat: int
    drawn: int


class End(NamedTuple):
    """How the hand ended: ``seat`` is the last trick's winner, the tute's declarer or the
    accused of a renuncio call (then ``caller`` and ``correct``)."""

    ending: Ending
    seat: int
    caller: int = -1
    correct: bool = False


Link = tuple[Any, Any] | None
"""A persistent linked list: ``(previous node, item)`` or None (empty)."""


HistoryItem = tuple[int, str, int]
"""An item of a hand's history: ``(seat, action, flags)`` (flags: ``AUTO``, ``PRIVATE``)."""


def link(items: Iterable[object]) -> Link:
    node: Link = None
    for item in items:
        node = (node, item)
    return node


def unlink(node: Link) -> list[Any]:
    """The items of a linked list, oldest first."""
    items = []
    while node is not None:
        node, item = node
        items.append(item)
    items.reverse()
    return items


class Seating(NamedTuple):
    """Who plays a hand and in what order: ``seats`` the playing seats; ``nxt[s]`` the seat
    after ``s`` (-1 if it does not play); ``seq[s]`` the playing seats in order from ``s``."""

    players: int
    dealer: int
    seats: tuple[int, ...]
    nxt: tuple[int, ...]
    seq: tuple[tuple[int, ...], ...]

    def deal_start(self) -> int:
        """The first playing seat after the dealer: it receives the first card."""
        s = self.dealer
        for _ in range(self.players):
            s = (s + 1) % self.players
            if s in self.seats:
                return s
        raise AssertionError("no playing seat")

    def last_receiver(self) -> int:
        """The playing seat that receives the last card dealt (the dealer when he plays)."""
        return self.seq[self.deal_start()][-1]


def seating(players: int, dealer: int, seats: Iterable[int]) -> Seating:
    """The seat order of a hand."""
    return _seating(players, dealer, tuple(sorted(seats)))


@functools.lru_cache(maxsize=256)
def _seating(players: int, dealer: int, ordered: tuple[int, ...]) -> Seating:
    # Cached: a few seat orders serve every hand (values are immutable, so they are shared).
    n = len(ordered)
    nxt = [-1] * players
    for i, s in enumerate(ordered):
        nxt[s] = ordered[(i + 1) % n]
    seq: list[tuple[int, ...]] = []
    for s in range(players):
        if nxt[s] < 0:
            seq.append(())
            continue
        order = [s]
        while len(order) < n:
            order.append(nxt[order[-1]])
        seq.append(tuple(order))
    return Seating(players, dealer, ordered, tuple(nxt), tuple(seq))


class Trump(NamedTuple):
    """How trump was set when the hand was dealt: the suit, mano, and the cards on view
    (``shown_holder``: the seat holding the shown trump card; ``face0``: the first face-up card,
    leftover or pinte; ``muestra``: the card out of play). Cards are ints, -1 for none."""

    suit: int
    mano: int
    shown_holder: int = -1
    face0: int = -1
    muestra: int = -1


@dataclass(frozen=True, slots=True)
class Table:
    """What does not change during a hand: variant, options, seats and their order, trump.

    Built once per hand (``make_table``) and read on every action. ``partner``, ``side`` and
    ``sides`` say who plays with whom; ``n_tricks`` the tricks in the hand; ``shown_holder``,
    ``face0`` and ``muestra`` as in :class:`Trump`.
    """

    variant: str
    players: int
    rules: Rules
    dealer: int
    seats: tuple[int, ...]
    kind: DealKind
    n_playing: int
    nxt: tuple[int, ...]
    seq: tuple[tuple[int, ...], ...]
    pairs: bool
    partner: tuple[int, ...]
    side: tuple[int, ...]
    sides: tuple[int, ...]
    habanero: bool
    cabrero: bool
    renuncio_real: bool
    sitting_out: int | None
    trump: int
    mano: int
    n_tricks: int
    shown_holder: int
    face0: int
    muestra: int


@functools.lru_cache(maxsize=1024)
def make_table(
    variant: str, rules: Rules, order: Seating, kind: DealKind, trump: Trump, n_tricks: int
) -> Table:
    """The table of a dealt hand (cached: tables are immutable and hands share a few)."""
    players, seats = order.players, order.seats
    pairs = variant == "arrastre" and players == 4 and len(seats) == 4 and rules.parejas
    return Table(
        variant=variant,
        players=players,
        rules=rules,
        dealer=order.dealer,
        seats=seats,
        kind=kind,
        n_playing=len(seats),
        nxt=order.nxt,
        seq=order.seq,
        pairs=pairs,
        partner=tuple((s + 2) % 4 for s in range(4)) if pairs else (-1,) * players,
        side=tuple(s % 2 for s in range(4)) if pairs else tuple(range(players)),
        sides=(0, 1) if pairs else seats,
        habanero=variant == "habanero",
        cabrero=variant == "cabrero",
        renuncio_real=rules.renuncio_real,
        sitting_out=order.dealer if order.dealer not in seats else None,
        trump=trump.suit,
        mano=trump.mano,
        n_tricks=n_tricks,
        shown_holder=trump.shown_holder,
        face0=trump.face0,
        muestra=trump.muestra,
    )


class StateParts(NamedTuple):
    """What a state is made of: the value ``State`` is built from (``deal`` makes the first one
    of a hand) and that the transitions change piece by piece.

    Cards are ints (``cards.CODES``), card sets 40-bit masks, seats ints (-1: none).
    ``seed``: the shuffle seed (None for a known deal and in a seat's copy);
    ``hands``/``masks``: each seat's cards in the order received, and as a mask;
    ``trick``: the cards of the trick in play, led by ``leader``; ``cur``: the seat to act;
    ``pile``: habanero, the cards to draw, the face-up pinte last; ``won``: card points won per
    seat; ``last``: per seat, the number of the last trick it won (-1: none); ``ntricks``: tricks
    finished; ``trump_card``: the card showing trump; ``tricks``/``hist``: linked lists of
    :class:`TrickRecord` and of :data:`HistoryItem`; ``played``: mask of the seats that have
    played a card; ``reneged``: mask of the seats that broke an obligation (*renuncio real*).
    """

    table: Table
    seed: object
    hands: tuple[tuple[int, ...], ...]
    masks: tuple[int, ...]
    trick: tuple[int, ...]
    leader: int
    cur: int
    phase: Phase
    pile: tuple[int, ...]
    won: tuple[int, ...]
    last: tuple[int, ...]
    ntricks: int
    cantes: Cantes
    window: Window | None
    trump_card: int
    tricks: Link
    hist: Link
    played: int
    reneged: int
    end: End | None
