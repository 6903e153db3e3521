"""Card-play heuristics: the intermedio policy (also the search's rollouts and the beginners' sound card).

They only choose among the cards the engine says are legal; the rules themselves are never
decided here. The heuristics are those of a club player: win tricks cheaply, don't throw points
into a trick that is lost, keep trumps for when they matter, keep the rey and caballo of a cante
still to be declared, load points onto a partner's sure trick, count the cards played.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import NamedTuple

from tute import strength_key
from tute.bots.cards import BY_STRENGTH, POINTS, RANK, STRENGTH, SUIT, beats

CASH_MASTERS = True  # lead a master as or tres of a plain suit
CUT_POINTS = 10  # last to play: trump a trick worth at least this (with the card given instead)
LEAD_SHORT = 0  # lead blanks from the shortest (1) or longest (-1) plain suit; 0: the lowest card
ARRASTRE_TRUMPS = 3  # lead trumps (arrastrar) holding the master trump and at least this many


def is_master(card: str, hand: Collection[str], played: Collection[str]) -> bool:
    """No card of its suit that could still beat it is out of this hand and unplayed."""
    for other in BY_STRENGTH[SUIT[card]]:
        if other == card:
            return True
        if other not in played and other not in hand:
            return False
    return True


def cante_suits(hand: Collection[str], declared: Collection[str]) -> set[str]:
    """Suits whose rey and caballo are both in ``hand`` and not yet declared."""
    return {SUIT[c] for c in hand if RANK[c] == 12 and SUIT[c] not in declared and f"11{SUIT[c]}" in hand}


def _low_key(trump: str, protect: Collection[str]) -> Callable[[str], tuple[bool, bool, int, int]]:
    def key(card: str) -> tuple[bool, bool, int, int]:
        suit = SUIT[card]
        return (
            suit == trump,
            suit in protect and RANK[card] in (11, 12),
            POINTS[card],
            STRENGTH[card],
        )

    return key


def lowest(cards: Iterable[str], trump: str, protect: Collection[str] = ()) -> str:
    """The card that costs least to give away: no trump, no cante card, fewest points, weakest."""
    return min(cards, key=_low_key(trump, protect))


Voids = Mapping[int, Collection[str]]


class Situation(NamedTuple):
    """What the heuristics look at besides the legal cards: the seat's hand, the trick in play
    (its cards, their seats, the index of the card winning it), the seat, the trump suit, whether
    the table plays in pairs, the cards played so far, whether a habanero pile is left, how many
    players still play to the trick after the seat, the suits of cante to keep whole
    (``protect``) and the public voids ({seat: suits}; None: unknown)."""

    hand: Sequence[str]
    trick: Sequence[str]
    trick_seats: Sequence[int]
    win_idx: int
    seat: int
    trump: str
    pairs: bool
    played: Collection[str]
    pile_active: bool
    after: int
    protect: Collection[str]
    voids: Voids | None = None


def heuristic_card(legal: Sequence[str], situation: Situation) -> str:
    """The intermedio choice of a card among ``legal`` (a list of the engine's legal cards)."""
    hand, trick, trick_seats, win_idx, seat, trump = situation[:6]
    pairs, played, pile_active, after, protect, voids = situation[6:]
    if len(legal) == 1:
        return legal[0]
    if not trick:
        return _lead(legal, hand, trump, played, pile_active, protect, voids, seat)
    winning = trick[win_idx]
    winner = trick_seats[win_idx]
    trick_points = sum(POINTS[c] for c in trick)
    partner_wins = pairs and winner % 2 == seat % 2
    if partner_wins:
        return _help_partner(legal, hand, winning, trump, played, after, protect, voids, seat, trick[0])
    winners = [c for c in legal if beats(c, winning, trump)]
    losers = [c for c in legal if c not in winners]
    if not winners:
        return lowest(legal, trump, protect)
    if after == 0:
        return _last_to_play(winners, losers, hand, trick_points, trump, protect)
    return _before_others(
        winners,
        losers,
        hand,
        trick,
        trick_points,
        seat,
        trump,
        pairs,
        played,
        pile_active,
        after,
        protect,
        voids,
    )


def _last_to_play(
    winners: list[str],
    losers: list[str],
    hand: Sequence[str],
    trick_points: int,
    trump: str,
    protect: Collection[str],
) -> str:
    """Last card of the trick, able to win it: bank the most points with a plain card; trump
    (fallar) only when the baza is worth it or the hand is nearly over."""
    plain = [c for c in winners if SUIT[c] != trump]
    if plain:
        # Sure to win: bank the most points.
        return max(plain, key=lambda c: (POINTS[c], -STRENGTH[c]))
    cheapest_trump = min(winners, key=lambda c: (POINTS[c], STRENGTH[c]))
    if not losers:
        return cheapest_trump
    give = lowest(losers, trump, protect)
    if trick_points + POINTS[give] >= CUT_POINTS or len(hand) <= 2 or SUIT[give] == trump:
        return cheapest_trump
    return give


def _before_others(
    winners: list[str],
    losers: list[str],
    hand: Sequence[str],
    trick: Sequence[str],
    trick_points: int,
    seat: int,
    trump: str,
    pairs: bool,
    played: Collection[str],
    pile_active: bool,
    after: int,
    protect: Collection[str],
    voids: Voids | None,
) -> str:
    """Others still play after this card: win only with a card they are unlikely to beat (a
    master of its suit, not a plain card a later rival is known to trump)."""
    led = SUIT[trick[0]]
    cut_risk = pile_active or _rival_may_cut(voids, seat, after, pairs, led, trump)
    sure = [c for c in winners if is_master(c, hand, played) and (SUIT[c] == trump or not cut_risk)]
    if sure:
        plain = [c for c in sure if SUIT[c] != trump]
        if plain:
            return max(plain, key=lambda c: (POINTS[c], -STRENGTH[c]))
        if trick_points >= 10 or not losers:
            return min(sure, key=lambda c: (POINTS[c], STRENGTH[c]))
    if trick_points >= 10 and winners:
        return _win_rich_baza(winners, losers, trump, protect)
    if losers:
        return lowest(losers, trump, protect)
    return min(winners, key=lambda c: (SUIT[c] == trump, POINTS[c], STRENGTH[c]))


def _win_rich_baza(winners: list[str], losers: list[str], trump: str, protect: Collection[str]) -> str:
    """A baza of 10 points or more that no card of the hand is sure to win: try for it with
    the strongest plain card, or a trump that is not a cante card still to declare."""
    plain = [c for c in winners if SUIT[c] != trump]
    if plain:
        return max(plain, key=lambda c: (STRENGTH[c], -POINTS[c]))
    keep = [c for c in winners if not (SUIT[c] in protect and RANK[c] in (11, 12))] or winners
    return (
        min(keep, key=strength_key)  # only trumps: the strongest
        if not losers
        else min(keep, key=lambda c: (POINTS[c], STRENGTH[c]))
    )


def _rival_may_cut(voids: Voids | None, seat: int, after: int, pairs: bool, led: str, trump: str) -> bool:
    """A rival still to play is known to lack the suit led and not known to lack trumps.

    ``voids`` holds an entry for every seat of the table (as the engine's views do)."""
    if not voids or led == trump:
        return False
    players = len(voids)
    for step in range(1, after + 1):
        rival = (seat + step) % players
        if pairs and rival % 2 == seat % 2:
            continue
        suits = voids.get(rival, ())
        if led in suits and trump not in suits:
            return True
    return False


def _help_partner(
    legal: Sequence[str],
    hand: Sequence[str],
    winning: str,
    trump: str,
    played: Collection[str],
    after: int,
    protect: Collection[str],
    voids: Voids | None,
    seat: int,
    led: str,
) -> str:
    """Partner winning: load points when his card is sure, otherwise give little; never beat him
    with a trump when another card is allowed."""
    not_over = [c for c in legal if not (SUIT[c] == trump and beats(c, winning, trump))] or legal
    safe = after == 0
    if not safe and is_master(winning, hand, played):
        suit = SUIT[winning]
        rival = (seat + 1) % 4
        rival_void = voids is not None and SUIT[led] in voids.get(rival, ())
        safe = suit == trump or (suit == SUIT[led] and not rival_void)
    if safe:
        loads = [c for c in not_over if SUIT[c] != trump and not (SUIT[c] in protect and RANK[c] in (11, 12))]
        if loads:
            return max(loads, key=lambda c: (POINTS[c], -STRENGTH[c]))
    return lowest(not_over, trump, protect)


def _lead(
    legal: Sequence[str],
    hand: Sequence[str],
    trump: str,
    played: Collection[str],
    pile_active: bool,
    protect: Collection[str],
    voids: Voids | None,
    seat: int,
) -> str:
    """The card to lead: once the pile is gone, a master to cash, else the master trump to draw
    the rivals' trumps, else (``LEAD_SHORT``) a blank of a short suit; else the lowest card."""
    if not pile_active:
        choice = _cash_master(legal, hand, trump, played, voids, seat)
        if choice is None:
            choice = _draw_trumps(legal, hand, trump, played)
        if choice is None and LEAD_SHORT:
            choice = _short_blank(legal, hand, trump, protect)
        if choice is not None:
            return choice
    return lowest(legal, trump, protect)


def _cash_master(
    legal: Sequence[str],
    hand: Sequence[str],
    trump: str,
    played: Collection[str],
    voids: Voids | None,
    seat: int,
) -> str | None:
    """A master as or tres of a plain suit, cashed while the rivals can still follow it."""
    masters = [
        c
        for c in legal
        if SUIT[c] != trump
        and POINTS[c] >= 10
        and is_master(c, hand, played)
        and not _shown_void_elsewhere(SUIT[c], voids, seat)
    ]
    if masters and CASH_MASTERS:
        return max(masters, key=lambda c: POINTS[c])
    return None


def _shown_void_elsewhere(suit: str, voids: Voids | None, seat: int) -> bool:
    """Some other seat has shown it lacks ``suit``."""
    return bool(voids) and any(suit in suits for s, suits in (voids or {}).items() if s != seat)


def _draw_trumps(
    legal: Sequence[str], hand: Sequence[str], trump: str, played: Collection[str]
) -> str | None:
    """The master trump, to draw the rivals' trumps (arrastrar): only with length, and while a
    trump is still out."""
    trumps = [c for c in legal if SUIT[c] == trump]
    if not trumps or len(trumps) < ARRASTRE_TRUMPS:
        return None
    if not any(c not in played and c not in hand for c in BY_STRENGTH[trump]):
        return None
    top = min(trumps, key=strength_key)
    return top if is_master(top, hand, played) else None


def _short_blank(
    legal: Sequence[str], hand: Sequence[str], trump: str, protect: Collection[str]
) -> str | None:
    """A low card from the shortest plain suit: a void to trump with later."""
    blanks = [
        c
        for c in legal
        if SUIT[c] != trump and POINTS[c] == 0 and not (SUIT[c] in protect and RANK[c] in (11, 12))
    ]
    if not blanks:
        return None
    length = {suit: sum(1 for c in hand if SUIT[c] == suit) for suit in {SUIT[c] for c in blanks}}
    return min(blanks, key=lambda c: (LEAD_SHORT * length[SUIT[c]], STRENGTH[c]))


def window_choice(actions: Sequence[str], trump: str) -> str:
    """Declaration window: tute, then the swap, then the best cante; paso when nothing else."""
    for action in actions:
        if action.startswith("tute:"):
            return action
    for action in actions:
        if action.startswith("cambio:"):
            return action
    cantes = [a for a in actions if a.startswith("cante:")]
    if cantes:
        return max(cantes, key=lambda a: a.endswith(":" + trump))
    return "paso" if "paso" in actions else actions[0]
