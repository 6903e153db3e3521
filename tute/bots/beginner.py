"""The beginner's mistakes: a person who knows the rules, plays sound cards and now and then errs.

The lower rungs of the ladder (novato, principiante, aficionado) play the intermedio's sound
card except where one of the mistakes below *applies*; each mistake that applies is made with
the rung's rate (``rate``), in the order of ``MISTAKES``, the first one drawn is played. A
mistake applies only where it is one: the finders return ``None`` when the position offers no
such card or when the sound card already is that card. Each is a mistake a learner who knows the
rules makes in his first games:

breaks_cante
    Gives away the rey or caballo of a cante still to be declared (cheapest of the two).
points_to_rival
    Throws an as or tres into a trick a rival is winning and no partner can still take.
as_to_trump
    Leads an as or tres of a plain suit that a rival can trump: a rival is known to lack the
    suit (and not known to lack trumps), or the habanero pile is still on (play is free).
early_tres
    Leads a tres whose as is still out (a rival holding the as takes it).
trump_on_blank
    Spends his strongest trump on a trick a rival is winning that holds no points worth it
    (under 4 points), where the sound card keeps it (a weaker trump or no trump).
trumps_without_master
    Leads his strongest trump (arrastra) while a stronger trump is still out: not counting trumps.
over_partner
    In pairs, beats a trick his partner is winning, with his strongest card that does it.
misses_points
    Last to play, does not take a trick with 10 points or more that he could take: gives his
    cheapest card instead.

Deterministic given ``rng``: the same view, rate and generator state give the same card.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import NamedTuple

from tute import strength_key
from tute.bots.cards import BY_STRENGTH, POINTS, RANK, STRENGTH, SUIT, beats
from tute.bots.heuristics import lowest
from tute.bots.knowledge import (
    is_pairs,
    partner_winning,
    played_cards,
    players_after,
    protected_suits,
    winning_index,
)
from tute.view import View

BLANK_TRICK = 4  # a trick worth less than this is not worth a big trump
RICH_TRICK = 10  # a trick worth this much is worth taking


class Table(NamedTuple):
    """What the finders read of a position (from the seat's view)."""

    hand: tuple[str, ...]
    legal: tuple[str, ...]
    sound: str  # the intermedio's card
    trump: str
    trick: tuple[str, ...]
    winning: str | None  # the card winning the trick so far
    rival_wins: bool
    partner_wins: bool
    partner_after: bool  # a partner still plays to this trick
    after: int  # players still to play after the seat
    played: frozenset[str]
    pile: bool  # habanero pile still on: free play
    protect: frozenset[str]  # suits of a cante still to be declared held whole
    rival_voids: frozenset[str]  # plain suits a rival is known to lack (and not known to lack trumps)


def table(view: View, legal: Sequence[str], sound: str) -> Table:
    pairs = is_pairs(view)
    trick = tuple(view.trick)
    winning = trick[winning_index(view)] if trick else None
    partner_wins = partner_winning(view)
    after = players_after(view)
    seats = [(view.seat + step) % view.players for step in range(1, view.players)]
    seats = [s for s in seats if s in view.seats]
    partner = [s for s in seats if pairs and s % 2 == view.seat % 2]
    partner_after = bool(partner) and partner[0] in seats[:after]
    rivals = [s for s in seats if s not in partner]
    voids: set[str] = set()
    for rival in rivals:
        suits = view.voids.get(rival, ())
        if view.trump not in suits:
            voids.update(s for s in suits if s != view.trump)
    return Table(
        hand=tuple(view.hand),
        legal=tuple(legal),
        sound=sound,
        trump=view.trump,
        trick=trick,
        winning=winning,
        rival_wins=bool(trick) and not partner_wins,
        partner_wins=partner_wins,
        partner_after=partner_after,
        after=after,
        played=frozenset(played_cards(view)),
        pile=view.pile_size > 0,
        protect=frozenset(protected_suits(view)),
        rival_voids=frozenset(voids),
    )


def _unless_sound(t: Table, card: str | None) -> str | None:
    return None if card is None or card == t.sound else card


def breaks_cante(t: Table) -> str | None:
    cards = [c for c in t.legal if SUIT[c] in t.protect and RANK[c] in (11, 12)]
    if not cards or t.sound in cards:
        return None
    return min(cards, key=lambda c: (POINTS[c], STRENGTH[c]))


def points_to_rival(t: Table) -> str | None:
    winning = t.winning
    if not t.rival_wins or t.partner_after or winning is None:
        return None
    heavy = [c for c in t.legal if POINTS[c] >= 10 and SUIT[c] != t.trump and not beats(c, winning, t.trump)]
    if not heavy or POINTS[t.sound] >= 10:
        return None
    return max(heavy, key=lambda c: (POINTS[c], -STRENGTH[c]))


def as_to_trump(t: Table) -> str | None:
    if t.trick:
        return None
    cards = [
        c for c in t.legal if POINTS[c] >= 10 and SUIT[c] != t.trump and (t.pile or SUIT[c] in t.rival_voids)
    ]
    if not cards:
        return None
    return _unless_sound(t, max(cards, key=lambda c: (POINTS[c], STRENGTH[c])))


def early_tres(t: Table) -> str | None:
    if t.trick:
        return None
    cards = [
        c
        for c in t.legal
        if RANK[c] == 3
        and SUIT[c] != t.trump
        and (ace := f"1{SUIT[c]}") not in t.played
        and ace not in t.hand
    ]
    return _unless_sound(t, cards[0] if cards else None)


def trump_on_blank(t: Table) -> str | None:
    winning = t.winning
    if not t.rival_wins or winning is None or sum(POINTS[c] for c in t.trick) >= BLANK_TRICK:
        return None
    trumps = [c for c in t.legal if SUIT[c] == t.trump and beats(c, winning, t.trump)]
    if not trumps:
        return None
    biggest = min(trumps, key=strength_key)
    if SUIT[t.sound] == t.trump and strength_key(t.sound) <= strength_key(biggest):
        return None
    return biggest


def trumps_without_master(t: Table) -> str | None:
    if t.trick:
        return None
    trumps = [c for c in t.legal if SUIT[c] == t.trump]
    if not trumps:
        return None
    biggest = min(trumps, key=strength_key)
    out = [c for c in BY_STRENGTH[t.trump] if c not in t.played and c not in t.hand]
    if not any(strength_key(c) < strength_key(biggest) for c in out):
        return None
    return _unless_sound(t, biggest)


def over_partner(t: Table) -> str | None:
    winning = t.winning
    if not t.partner_wins or winning is None:
        return None
    winners = [c for c in t.legal if beats(c, winning, t.trump)]
    if not winners or t.sound in winners:
        return None
    return max(winners, key=lambda c: (SUIT[c] == t.trump, STRENGTH[c]))


def misses_points(t: Table) -> str | None:
    winning = t.winning
    if not t.rival_wins or winning is None or t.after or sum(POINTS[c] for c in t.trick) < RICH_TRICK:
        return None
    if not beats(t.sound, winning, t.trump):
        return None
    losers = [c for c in t.legal if not beats(c, winning, t.trump)]
    if not losers:
        return None
    return lowest(losers, t.trump, t.protect)


MISTAKES: dict[str, Callable[[Table], str | None]] = {
    "breaks_cante": breaks_cante,
    "points_to_rival": points_to_rival,
    "as_to_trump": as_to_trump,
    "early_tres": early_tres,
    "trump_on_blank": trump_on_blank,
    "trumps_without_master": trumps_without_master,
    "over_partner": over_partner,
    "misses_points": misses_points,
}


def mistakes(view: View, legal: Sequence[str], sound: str) -> dict[str, str]:
    """{mistake: the card it plays} for every mistake that applies here (see the docstring)."""
    t = table(view, legal, sound)
    found: dict[str, str] = {}
    for name, finder in MISTAKES.items():
        card = finder(t)
        if card is not None and card != sound:
            found[name] = card
    return found


def beginner_card(view: View, legal: Sequence[str], rng: random.Random, rate: float, sound: str) -> str:
    """``sound`` (the intermedio's card) unless a mistake that applies is drawn (each with
    chance ``rate``, in the order of MISTAKES): then that mistake's card."""
    if len(legal) == 1:
        return legal[0]
    for _name, card in mistakes(view, legal, sound).items():
        if rng.random() < rate:
            return card
    return sound
