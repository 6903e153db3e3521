"""Dealing a hand: ``new_game`` (shuffle and deal), ``deal_game`` (a known deal), ``replay``.

Readings of docs/RULES.md chosen here (the rules page states them):

- ``new_game`` draws the first dealer by lot from the seed (docs/RULES.md §2) unless ``dealer`` is
  given; ``deal_game`` defaults to the last seat. Cards are dealt one at a time from the seat
  after the dealer, so the dealer (or, with six players, the seat before him) gets the last one.
- Three-player swaps: in arrastre (§2) the holder of the 7 always swaps first, then the holder of
  the 2 takes the 7, even when both are the same player; in cabrero (§7) that player swaps his 2
  straight for the shown card.
- Six-player cabrero: the last card dealt goes to the playing seat before the dealer; it shows
  trump and stays in that hand.

The public functions below are the engine's API; ``check_variant``, ``rules_for``,
``deal_kind``, ``new_seed`` and ``shuffle_and_deal`` also serve ``match`` for later hands.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from .cards import BIT, CODES, PLACE, RANK_OF, SUIT_OF, SUITS, card_index, suit_index
from .errors import IllegalAction, InvalidDeal
from .rules import DEFAULT_RULES, Rules
from .state import PLAY, State
from .swaps import muestra_chain
from .table import AUTO, PRIVATE, Cantes, DealKind, Link, Seating, StateParts, Trump, make_table, seating

VARIANTS = ("arrastre", "habanero", "cabrero")

Hands = tuple[tuple[int, ...], ...]
"""Each seat's cards (ints), one tuple per seat."""

_TWO_OROS = PLACE[2]


# --- checks shared by new_game, deal_game and new_match ----------------------------------------


def check_variant(variant: str, players: int) -> tuple[str, int]:
    """The variant and player count, validated (arrastre with 2 players is habanero)."""
    if variant not in VARIANTS:
        raise InvalidDeal(f"unknown variant {variant!r}: choose arrastre, habanero or cabrero")
    if isinstance(players, bool) or not isinstance(players, int):
        raise InvalidDeal(f"players must be an integer, not {players!r}")
    if variant == "arrastre":
        if players == 2:
            return "habanero", 2
        if players not in (3, 4):
            raise InvalidDeal("arrastre is played by 2, 3 or 4 players")
    elif variant == "habanero":
        if players != 2:
            raise InvalidDeal("habanero is played by 2 players")
    elif not 3 <= players <= 6:
        raise InvalidDeal("cabrero is played by 3 to 6 players")
    return variant, players


def rules_for(rules: Rules | None, variant: str, players: int) -> Rules:
    """The table options (the defaults for None), checked against the variant."""
    if rules is None:
        rules = DEFAULT_RULES
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a Rules value, not {type(rules).__name__}")
    rules.check_variant(variant, players)
    return rules


def check_seat(seat: object, players: int, what: str) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise InvalidDeal(f"{what} must be a seat between 0 and {players - 1}, not {seat!r}")
    return seat


def hand_size(variant: str, n_playing: int, rules: Rules) -> int:
    if variant == "habanero":
        return rules.cartas_habanero
    if n_playing == 3:
        return 12 if rules.tres_sin_doses else 13
    return 40 // n_playing


def deal_kind(variant: str, n_playing: int, rules: Rules, first: bool) -> DealKind:
    """How trump is set for a hand dealt at random."""
    if variant == "habanero":
        return DealKind.PILE
    if variant == "arrastre":
        return DealKind.SHOWN if n_playing == 4 or rules.tres_sin_doses else DealKind.LEFTOVER
    if first:
        return DealKind.FIRST
    if rules.triunfos_rotativos and n_playing in (4, 5):
        return DealKind.ROTATING
    return DealKind.LEFTOVER if n_playing == 3 else DealKind.SHOWN


def default_seats(variant: str, players: int, dealer: int) -> list[int]:
    if variant == "cabrero" and players == 6:
        return [s for s in range(players) if s != dealer]
    return list(range(players))


def deck_of(rules: Rules) -> list[int]:
    """The cards in play (*tres sin doses*: no 2s)."""
    return [c for c in range(40) if not (rules.tres_sin_doses and RANK_OF[c] == 2)]


def new_seed() -> int:
    return secrets.randbits(63)


def _seeded(seed: object, players: int) -> tuple[random.Random, int]:
    """The hand's random generator and the seat drawn by lot as first dealer (drawn first, so
    the shuffle does not depend on whether the lot is used)."""
    rng = random.Random(seed)  # type: ignore[arg-type]  # any hashable seed, as random.seed
    return rng, rng.randrange(players)


# --- a deal, before its automatic events ---------------------------------------------------------


class Deal(NamedTuple):
    """A hand as dealt, before its automatic events: the table's variant, options, seat order
    and kind of deal; each seat's cards; the card that shows trump (SHOWN, PILE) or the leftover
    (LEFTOVER, three-player FIRST), the habanero pile and a given trump suit (ROTATING). Cards
    are ints, -1 for none."""

    variant: str
    rules: Rules
    order: Seating
    kind: DealKind
    seed: object
    hands: Hands
    trump_card: int = -1
    leftover: int = -1
    pile: tuple[int, ...] = ()
    trump_suit: int = -1


def shuffle_and_deal(
    variant: str,
    players: int,
    rules: Rules,
    seed: object,
    dealer: int,
    seats: Sequence[int],
    kind: DealKind,
    trump_suit: int = -1,
) -> State:
    """Shuffle with ``seed`` and deal one card at a time from the seat after the dealer."""
    order = seating(players, dealer, seats)
    n = len(order.seats)
    size = hand_size(variant, n, rules)
    deck = deck_of(rules)
    rng, _ = _seeded(seed, players)
    rng.shuffle(deck)
    receivers = order.seq[order.deal_start()]
    dealt: list[list[int]] = [[] for _ in range(players)]
    for k in range(n * size):
        dealt[receivers[k % n]].append(deck[k])
    hands = tuple(tuple(h) for h in dealt)
    rest = deck[n * size :]
    trump_card = leftover = -1
    pile: tuple[int, ...] = ()
    if kind is DealKind.SHOWN:
        trump_card = deck[n * size - 1]
    elif kind is DealKind.PILE:
        trump_card, pile = rest[0], tuple(rest[1:])
    elif kind is DealKind.LEFTOVER or (kind is DealKind.FIRST and n == 3):
        leftover = rest[0]
    return start_hand(Deal(variant, rules, order, kind, seed, hands, trump_card, leftover, pile, trump_suit))


# --- the automatic events and the first state ------------------------------------------------------


class _Opening:
    """The automatic events that open a hand, recorded as they happen: the deal, the card shown
    for trump, the compulsory swaps (mutable while the hand is being set up only)."""

    def __init__(self, order: Seating, hands: Hands) -> None:
        self.order = order
        self.hands = list(hands)
        self.hist: Link = None

    def event(self, seat: int, action: str, flags: int = AUTO) -> None:
        self.hist = (self.hist, (seat, action, flags))

    def holder(self, card: int) -> int:
        for s in self.order.seats:
            if card in self.hands[s]:
                return s
        return -1

    def swap(self, seat: int, give: int, take: int) -> None:
        hand = self.hands[seat]
        pos = hand.index(give)
        self.hands[seat] = hand[:pos] + (take,) + hand[pos + 1 :]
        self.event(seat, "cambio:" + CODES[give])


def _dealt_events(opening: _Opening) -> None:
    order = opening.order
    opening.event(order.dealer, "reparte")
    if order.dealer not in order.seats:
        opening.event(order.dealer, "descansa")
    for s in order.seq[order.deal_start()]:
        opening.event(s, "recibe:" + ",".join(CODES[c] for c in opening.hands[s]), AUTO | PRIVATE)


def _set_trump(deal: Deal, opening: _Opening) -> tuple[Trump, int, tuple[int, ...]]:
    """Show or set trump and make the compulsory swaps: how trump was set, the card showing
    trump now (-1: none) and the habanero pile."""
    order = deal.order
    mano = order.deal_start()
    kind = deal.kind
    if kind is DealKind.SHOWN:
        opening.event(order.dealer, "muestra:" + CODES[deal.trump_card])
        trump = Trump(SUIT_OF[deal.trump_card], mano, shown_holder=order.last_receiver())
        return trump, deal.trump_card, ()
    if kind is DealKind.PILE:
        opening.event(order.dealer, "muestra:" + CODES[deal.trump_card])
        trump = Trump(SUIT_OF[deal.trump_card], mano, face0=deal.trump_card)
        return trump, deal.trump_card, deal.pile + (deal.trump_card,)
    if kind is DealKind.LEFTOVER:
        return _leftover_swaps(deal, opening)
    if kind is DealKind.FIRST:
        return _first_cabrero_hand(deal, opening), -1, ()
    opening.event(order.dealer, "triunfo:" + SUITS[deal.trump_suit])
    return Trump(deal.trump_suit, mano), -1, ()


def _leftover_swaps(deal: Deal, opening: _Opening) -> tuple[Trump, int, tuple[int, ...]]:
    """Three players: the leftover shows trump, then the compulsory swaps (cabrero: the holder
    of both the 7 and the 2 swaps his 2 straight)."""
    opening.event(deal.order.dealer, "muestra:" + CODES[deal.leftover])
    face = deal.leftover
    for seat, give, take in muestra_chain(deal.leftover, opening.holder, deal.variant == "cabrero"):
        opening.swap(seat, give, take)
        face = give
    trump = Trump(SUIT_OF[deal.leftover], deal.order.deal_start(), face0=deal.leftover, muestra=face)
    return trump, face, ()


def _first_cabrero_hand(deal: Deal, opening: _Opening) -> Trump:
    """Cabrero's first hand: oros, the holder of the 2 de oros is mano; with three players he
    takes the face-down leftover for it (a leftover 2 de oros stays out, mano after the dealer)."""
    order = deal.order
    opening.event(order.dealer, "triunfo:o")
    three = len(order.seats) == 3
    mano = order.deal_start()
    if three and deal.leftover != _TWO_OROS:
        mano = opening.holder(_TWO_OROS)
        opening.swap(mano, _TWO_OROS, deal.leftover)
    elif not three:
        mano = opening.holder(_TWO_OROS)
    return Trump(0, mano, muestra=_TWO_OROS if three else -1)


def _masks(hands: Iterable[tuple[int, ...]]) -> tuple[int, ...]:
    masks = []
    for hand in hands:
        m = 0
        for c in hand:
            m |= BIT[c]
        masks.append(m)
    return tuple(masks)


def start_hand(deal: Deal) -> State:
    """The first state of a hand from a validated deal, after its automatic events."""
    opening = _Opening(deal.order, deal.hands)
    _dealt_events(opening)
    trump, trump_card, pile = _set_trump(deal, opening)
    hands = tuple(opening.hands)
    n_tricks = 20 if deal.variant == "habanero" else len(hands[deal.order.seats[0]])
    table = make_table(deal.variant, deal.rules, deal.order, deal.kind, trump, n_tricks)
    players = table.players
    zeros = (0,) * players
    return State(
        StateParts(
            table,
            deal.seed,
            hands,
            _masks(hands),
            trick=(),
            leader=trump.mano,
            cur=trump.mano,
            phase=PLAY,
            pile=pile,
            won=zeros,
            last=(-1,) * players,
            ntricks=0,
            cantes=Cantes((), 0, zeros, 0, zeros),
            window=None,
            trump_card=trump_card,
            tricks=None,
            hist=opening.hist,
            played=0,
            reneged=0,
            end=None,
        )
    )


# --- the public entry points ---------------------------------------------------------------------


def new_game(
    variant: str = "arrastre",
    players: int = 4,
    *,
    seed: object = None,
    rules: Rules | None = None,
    dealer: int | None = None,
) -> State:
    """Shuffle (reproducibly with ``seed``) and deal the first hand of a match.

    The first dealer is drawn by lot from the seed (docs/RULES.md §2) unless ``dealer`` is given;
    mano is the seat after him (in cabrero's first hand the holder of the 2 de oros is mano
    instead). A seed of None draws a fresh one, kept in ``state.seed``. The same seed and
    arguments always give the same deal.
    """
    variant, players = check_variant(variant, players)
    rules = rules_for(rules, variant, players)
    if seed is None:
        seed = new_seed()
    if dealer is None:
        dealer = _seeded(seed, players)[1]
    check_seat(dealer, players, "dealer")
    seats = default_seats(variant, players, dealer)
    first = variant == "cabrero" and players <= 5
    kind = deal_kind(variant, len(seats), rules, first)
    return shuffle_and_deal(variant, players, rules, seed, dealer, seats, kind)


def deal_game(
    variant: str,
    players: int,
    hands: Sequence[Iterable[str]],
    *,
    trump_card: str | None = None,
    pile: Sequence[str] = (),
    dealer: int | None = None,
    rules: Rules | None = None,
    first_hand: bool | None = None,
    trump: str | None = None,
) -> State:
    """Start a hand from a known deal (hands as dealt, before any swap).

    Cabrero: as the contract says, ``trump_card=None`` deals a match's first hand (oros, the 2
    de oros is mano; with 3 players the card missing from the hands is the face-down leftover),
    and a ``trump_card`` shows trump in a later hand (3 players: the leftover, swapped; 4–6: the
    last card dealt). Beyond the contract, ``first_hand=True`` with 3 players takes the
    face-down leftover as ``trump_card`` too, and ``first_hand=False`` with *triunfos rotativos*
    takes ``trump`` (a suit letter) and shows no card.
    """
    variant, players = check_variant(variant, players)
    rules = rules_for(rules, variant, players)
    dealer = check_seat(players - 1 if dealer is None else dealer, players, "dealer")
    seats = default_seats(variant, players, dealer)
    ints = _dealt_hands(hands, players, seats, hand_size(variant, len(seats), rules))
    tc = card_index(trump_card) if trump_card is not None else -1
    pile_ints = tuple(card_index(c) for c in pile)
    if pile_ints and variant != "habanero":
        raise InvalidDeal("only habanero has a pile")
    order = seating(players, dealer, seats)
    kind = _given_kind(variant, rules, order, tc, first_hand, trump)
    if trump is not None and kind is not DealKind.ROTATING:
        raise InvalidDeal("trump is only given for cabrero with triunfos_rotativos and no trump card")
    deal = _KIND_CHECKS[kind](Deal(variant, rules, order, kind, None, ints), tc, pile_ints, trump)
    _check_every_card_once(deal)
    return start_hand(deal)


def _dealt_hands(hands: Sequence[Iterable[str]], players: int, seats: list[int], size: int) -> Hands:
    """The given hands as card ints, one per seat, each of the size the variant deals."""
    try:
        listed = [list(h) for h in hands]
    except TypeError:
        raise InvalidDeal("hands must be one sequence of card codes per seat") from None
    if len(listed) != players:
        raise InvalidDeal(f"{players} players need {players} hands, got {len(listed)}")
    ints = tuple(tuple(card_index(c) for c in hand) for hand in listed)
    for s in range(players):
        want = size if s in seats else 0
        if len(ints[s]) != want:
            raise InvalidDeal(f"seat {s} must be dealt {want} cards, not {len(ints[s])}")
    return ints


def _given_kind(
    variant: str, rules: Rules, order: Seating, tc: int, first_hand: bool | None, trump: str | None
) -> DealKind:
    """How trump is set in a known deal, from what the caller gave."""
    if variant == "habanero":
        return DealKind.PILE
    if variant == "cabrero":
        first = first_hand if first_hand is not None else trump is None and order.players <= 5 and tc < 0
        if first:
            return DealKind.FIRST
        if tc < 0:
            return DealKind.ROTATING
    if len(order.seats) == 3 and not rules.tres_sin_doses:
        return DealKind.LEFTOVER
    return DealKind.SHOWN


# One check per kind of known deal: what it needs (the card showing trump, the pile…).


def _pile_deal(deal: Deal, tc: int, pile: tuple[int, ...], trump: str | None) -> Deal:
    if tc < 0:
        raise InvalidDeal("habanero needs the face-up trump_card")
    expected = 40 - 2 * len(deal.hands[0]) - 1
    if len(pile) != expected:
        raise InvalidDeal(f"the habanero pile must hold {expected} face-down cards, not {len(pile)}")
    return deal._replace(trump_card=tc, pile=pile)


def _first_hand_deal(deal: Deal, tc: int, pile: tuple[int, ...], trump: str | None) -> Deal:
    """Cabrero's first hand; three players: the leftover (given as trump_card, or the card
    missing from the hands) is taken face down."""
    if deal.order.players == 6:
        raise InvalidDeal("six-player cabrero does not use the 2 de oros rule: give the shown trump_card")
    if len(deal.order.seats) != 3:
        if tc >= 0:
            raise InvalidDeal("cabrero's first hand shows no trump card (trump is oros)")
        return deal
    if tc < 0:
        dealt = {c for hand in deal.hands for c in hand}
        missing = [c for c in range(40) if c not in dealt]
        if len(missing) != 1:
            raise InvalidDeal("three players are dealt 39 cards: one card must be left over")
        tc = missing[0]
    return deal._replace(leftover=tc)


def _rotating_deal(deal: Deal, tc: int, pile: tuple[int, ...], trump: str | None) -> Deal:
    if trump is None or not deal.rules.triunfos_rotativos:
        raise InvalidDeal(
            "a later cabrero hand needs the shown trump_card (or trump with triunfos_rotativos)"
        )
    return deal._replace(trump_suit=suit_index(trump))


def _leftover_deal(deal: Deal, tc: int, pile: tuple[int, ...], trump: str | None) -> Deal:
    if tc < 0:
        raise InvalidDeal("three players need the leftover card as trump_card")
    return deal._replace(leftover=tc)


def _shown_deal(deal: Deal, tc: int, pile: tuple[int, ...], trump: str | None) -> Deal:
    if tc < 0:
        raise InvalidDeal("the card that shows trump (trump_card) is required")
    holder = deal.order.last_receiver()
    if tc not in deal.hands[holder]:
        who = "the dealer's" if holder == deal.order.dealer else "the last dealt"
        raise InvalidDeal(f"trump_card {CODES[tc]} must be a card of {who} hand (seat {holder})")
    return deal._replace(trump_card=tc)


_KIND_CHECKS: dict[DealKind, Callable[[Deal, int, tuple[int, ...], str | None], Deal]] = {
    DealKind.PILE: _pile_deal,
    DealKind.FIRST: _first_hand_deal,
    DealKind.ROTATING: _rotating_deal,
    DealKind.LEFTOVER: _leftover_deal,
    DealKind.SHOWN: _shown_deal,
}


def _check_every_card_once(deal: Deal) -> None:
    """Every card of the deck exactly once: in the hands, the pile, shown or left over."""
    deck = set(deck_of(deal.rules))
    extra = [c for c in (deal.trump_card, deal.leftover) if c >= 0 and deal.kind is not DealKind.SHOWN]
    seen: set[int] = set()
    for c in [c for hand in deal.hands for c in hand] + extra + list(deal.pile):
        if c in seen:
            raise InvalidDeal(f"card {CODES[c]} is dealt twice")
        if c not in deck:
            raise InvalidDeal(f"card {CODES[c]} is not in the deck of this game (tres sin doses: no 2s)")
        seen.add(c)
    if seen != deck:
        missing = sorted(deck - seen)
        raise InvalidDeal("cards missing from the deal: " + ", ".join(CODES[c] for c in missing))


def replay(
    variant: str = "arrastre",
    players: int = 4,
    seed: object = None,
    rules: Rules | None = None,
    actions: Iterable[str] = (),
    *,
    dealer: int | None = None,
) -> State:
    """Rebuild a hand: ``new_game(variant, players, seed=seed, rules=rules)`` then each decision
    (action strings, or (seat, action) pairs as in ``State.decisions``)."""
    state = new_game(variant, players, seed=seed, rules=rules, dealer=dealer)
    return apply_all(state, actions)


def apply_all(state: State, actions: Iterable[str | tuple[int, str]]) -> State:
    """Apply decisions in order (strings or (seat, action) pairs)."""
    for action in actions:
        if isinstance(action, tuple | list):
            seat, action = action
            if seat != state.current_player:
                raise IllegalAction(f"it is seat {state.current_player}'s turn, not seat {seat}'s")
        state = state.apply(action)
    return state
