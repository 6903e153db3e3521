"""What a seat knows about the hidden cards, and deals sampled consistently with it.

Everything comes from the view: ``unseen()``, ``known_cards``, ``voids`` and ``cannot_beat``
(the engine derives those from the public history). A sampled deal gives every other seat its
known cards plus unseen cards that respect the facts, and puts the rest in the habanero pile.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tute import SUITS, State, strength_key
from tute.bots.cards import SUIT, beats, canonical
from tute.bots.heuristics import cante_suits
from tute.view import View

# A sampled deal: ({seat: its hidden cards}, the face-down habanero pile in draw order).
Deal = tuple[dict[int, list[str]], list[str]]
# A seat's silent window: (the seat, its index in the history, the suits then undeclared).
Silence = tuple[int, int, tuple[str, ...]]
# Where a card was played: (the seat, the index in the history).
PlayedAt = dict[str, tuple[int, int]]
# What a seat cannot hold, from the silent windows: {seat: cards}, {(seat, rey, caballo)}.
NotOne = dict[int, set[str]]
NotBoth = set[tuple[int, str, str]]


class SamplingError(ValueError):
    """No deal of the unseen cards fits what the seat knows."""


@dataclass(frozen=True)
class Knowledge:
    seat: int
    players: int
    pool: tuple[str, ...]  # unseen cards to share out
    known: dict[int, tuple[str, ...]]  # seat -> cards surely in that hand (not yet played)
    needs: dict[int, int]  # seat -> number of unseen cards it still takes
    pile_hidden: int  # face-down cards in a habanero pile
    allowed: dict[str, tuple[int, ...]]  # card -> seats that may hold it
    not_both: tuple[
        tuple[int, str, str], ...
    ] = ()  # (seat, card, card): that seat cannot hold both (cante_facts)


# How the searching levels deal the unseen cards (``sample_deal``, ``true_deal``).
Sampler = Callable[[Knowledge, random.Random], Deal]


def view_seed(view: View) -> int:
    """A number that names the position the seat sees (its public history and hand): the seed of
    what a bot or the judge draws for it when nobody gives a generator."""
    return zlib.crc32(repr((view.seat, view.hand, view.history)).encode())


def is_pairs(view: View) -> bool:
    """Arrastre of four in two pairs (partners sit opposite)."""
    return view.players == 4 and view.variant == "arrastre" and view.rules.parejas


def played_cards(view: View) -> set[str]:
    cards = set(view.trick)
    for _leader, trick_cards, _winner in view.tricks:
        cards.update(trick_cards)
    return cards


def active_players(view: View) -> int:
    return len(view.seats)


def winning_index(view: View) -> int:
    trick = view.trick
    index = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[index], view.trump):
            index = i
    return index


def partner_winning(view: View) -> bool:
    if not is_pairs(view) or not view.trick:
        return False
    winner = view.trick_seats[winning_index(view)]
    return winner != view.seat and winner % 2 == view.seat % 2


def cantes_open(view: View) -> bool:
    """Whether a cante may still come (habanero: only while the pile has cards)."""
    return view.players != 2 or view.pile_size > 0


def declared_suits(view: View) -> set[str]:
    return {entry[1] for entry in view.cantes if not str(entry[1]).startswith("tute")}


def players_after(view: View) -> int:
    """How many players still play to the current trick after the seat."""
    return active_players(view) - len(view.trick) - 1


def protected_suits(view: View) -> set[str] | tuple[()]:
    """Suits of a cante the seat holds and may still declare: the heuristics keep them whole."""
    return cante_suits(view.hand, declared_suits(view)) if cantes_open(view) else ()


def pile_hidden_count(view: View) -> int:
    """Face-down cards in the habanero pile (the face-up trump card is its last card)."""
    if not view.pile_size:
        return 0
    return view.pile_size - 1 if view.trump_card else view.pile_size


def _may_hold(view: View, seat: int, card: str) -> bool:
    suit = SUIT[card]
    if suit in view.voids.get(seat, ()):
        return False
    limit = view.cannot_beat.get(seat, {}).get(suit)
    return not (limit is not None and strength_key(card) < strength_key(limit))


def knowledge(view: View) -> Knowledge:
    played = played_cards(view)
    own = set(view.hand)
    known: dict[int, tuple[str, ...]] = {}
    located = set(own) | played
    if view.trump_card:
        located.add(view.trump_card)
    for seat in range(view.players):
        if seat == view.seat or seat not in view.seats:
            continue
        cards = set(view.known_cards.get(seat, ())) - played - own
        known[seat] = tuple(canonical(cards))
        located |= cards
    pool = tuple(canonical(set(view.unseen()) - located))
    needs = {seat: view.hand_sizes[seat] - len(cards) for seat, cards in known.items()}
    not_one, not_both = cante_facts(view)
    allowed = {
        card: tuple(
            seat for seat in needs if _may_hold(view, seat, card) and card not in not_one.get(seat, ())
        )
        for card in pool
    }
    pool_set = set(pool)
    return Knowledge(
        seat=view.seat,
        players=view.players,
        pool=pool,
        known=known,
        needs=needs,
        pile_hidden=pile_hidden_count(view),
        allowed=allowed,
        not_both=tuple(fact for fact in not_both if fact[1] in pool_set and fact[2] in pool_set),
    )


def cante_facts(view: View) -> tuple[NotOne, NotBoth]:
    """What the declaration windows tell about the rey-caballo pairs of the other seats.

    The engine opens a window after a trick only for a member of the winning side who can
    declare (the winner first, then his partner). So a trick won with no window, or one passed
    to the partner, shows that the winner (and, if nobody spoke or the winner passed alone, his
    partner) then held no rey and caballo of any suit not yet declared. Cards do not come back,
    so later: whoever played one of the two since cannot hold the other, and whoever played
    neither cannot hold both. Returns ({seat: cards it cannot hold}, {(seat, rey, caballo)}).

    Not inferred where a window depends on more than the hand: habanero (the pile and the card
    just drawn) and *cantes se pierden* (a pair passed once is held but no longer offered).
    """
    if view.variant == "habanero" or view.rules.cantes_se_pierden or not view.tricks:
        return {}, set()
    checks, played_at = _silent_windows(view)
    return _learn_from_silence(checks, played_at)


def _silent_windows(view: View) -> tuple[list[Silence], PlayedAt]:
    """([(seat, index in the history, suits then undeclared)] for each seat that a finished
    baza showed holding no cante, {card: (seat, index in the history)} for the cards played)."""
    pairs = is_pairs(view)
    checks: list[tuple[int, int, tuple[str, ...]]] = []
    declared: set[str] = set()
    played_at: PlayedAt = {}
    history = view.history
    tricks = view.tricks
    done = 0
    in_trick = 0
    for index, (seat, action) in enumerate(history):
        if action.startswith("cante:"):
            declared.add(action[6])
        if not action[:1].isdigit():
            continue
        played_at[action] = (seat, index)
        in_trick += 1
        if done >= len(tricks) or in_trick < len(tricks[done][1]):
            continue
        winner = tricks[done][2]
        done += 1
        in_trick = 0
        if done == len(tricks) and (view.in_window or view.is_terminal()):
            break  # its window is still open, or it was the last trick (no window)
        silent = _silent_seats(history, index, winner, pairs)
        undeclared = tuple(suit for suit in SUITS if suit not in declared)
        checks.extend((who, index, undeclared) for who in silent if who != view.seat)
    return checks, played_at


def _silent_seats(history: Sequence[tuple[int, str]], index: int, winner: int, pairs: bool) -> list[int]:
    """The seats of the winning side that the window after the baza ending at ``index`` shows
    holding no rey and caballo of a suit not yet declared."""
    speakers = []
    for who, event in history[index + 1 :]:
        if event[:1].isdigit() or event.startswith("renuncio"):
            break
        speakers.append((who, event))
    partner = (winner + 2) % 4 if pairs else None
    if not speakers:
        return [winner] if partner is None else [winner, partner]
    if speakers[0][0] != winner:  # the window went straight to the partner
        return [winner]
    if partner is not None and speakers == [(winner, "paso")]:  # not passed on: nothing
        return [partner]
    return []


def _learn_from_silence(checks: list[Silence], played_at: PlayedAt) -> tuple[NotOne, NotBoth]:
    """({seat: cards it cannot hold}, {(seat, rey, caballo)}) from the silent windows: whoever
    played one of the pair since cannot hold the other, whoever played neither not both."""
    not_one: dict[int, set[str]] = {}
    not_both: set[tuple[int, str, str]] = set()
    for who, moment, suits in checks:
        for suit in suits:
            rey, caballo = f"12{suit}", f"11{suit}"
            gone = {card: played_at.get(card) for card in (rey, caballo)}
            if any(at is not None and (at[0] != who or at[1] <= moment) for at in gone.values()):
                continue  # one of them was elsewhere then: nothing to learn
            if gone[rey] is not None:
                not_one.setdefault(who, set()).add(caballo)
            elif gone[caballo] is not None:
                not_one.setdefault(who, set()).add(rey)
            else:
                not_both.add((who, rey, caballo))
    return not_one, not_both


SAMPLE_TRIES = 20  # deals drawn to find one that also keeps the not_both facts


def sample_deal(know: Knowledge, rng: random.Random) -> Deal:
    """One deal of the unseen cards: ({seat: cards}, face-down pile in draw order), drawn again
    (a few times at most) while it gives some seat a pair that ``know.not_both`` rules out."""
    for _ in range(SAMPLE_TRIES):
        hands, pile = _sample_once(know, rng)
        if not any(a in hands[seat] and b in hands[seat] for seat, a, b in know.not_both):
            break
    return hands, pile


def true_deal(state: State) -> Sampler:
    """A sampler like ``sample_deal`` that deals the unseen cards as they really lie in the
    engine's ``state`` (bench/bots.py's ``vidente``: what seeing every card is worth)."""

    def sampler(know: Knowledge, _rng: random.Random) -> Deal:
        return {seat: list(state.hands[seat]) for seat in know.known}, list(state.pile)

    return sampler


def _sample_once(know: Knowledge, rng: random.Random) -> Deal:
    """One deal of the unseen cards: ({seat: cards}, face-down pile in draw order).

    Cards that some seat may not hold are placed first; a card that finds no seat with room
    takes the place of a card that can move elsewhere (augmenting paths), so a fitting deal is
    found whenever one exists. The pile takes whatever is left, in random order.
    """
    pool = list(know.pool)
    rng.shuffle(pool)
    room = dict(know.needs)
    pile_room = know.pile_hidden
    if sum(room.values()) + pile_room != len(pool):
        raise SamplingError(
            f"{len(pool)} unseen cards for {sum(room.values())} places and a pile of {pile_room}"
        )
    holder: dict[str, int] = {}
    seats_of: dict[int, list[str]] = {seat: [] for seat in room}
    pool.sort(key=lambda card: len(know.allowed[card]))
    pile = _seats_first(pool, know, room, pile_room, holder, seats_of, rng)
    _refill_seats(pile, know, room, holder, seats_of)
    hands = {seat: list(know.known[seat]) + seats_of[seat] for seat in know.known}
    rng.shuffle(pile)
    return hands, pile


def _seats_first(
    pool: list[str],
    know: Knowledge,
    room: dict[int, int],
    pile_room: int,
    holder: dict[str, int],
    seats_of: dict[int, list[str]],
    rng: random.Random,
) -> list[str]:
    """Place the cards of ``pool`` in turn, each to a seat allowed to hold it or to the pile, and
    return the pile's cards.

    Seats first, but only as many cards as the seats take: the pile takes any card, so a card
    goes to a seat with probability proportional to that seat's room."""
    pile: list[str] = []
    for card in pool:
        options = [seat for seat in know.allowed[card] if room[seat] > 0]
        total = sum(room[seat] for seat in options) + pile_room
        if total <= 0:
            if not _augment(card, know, room, holder, seats_of):
                raise SamplingError(f"no seat can take {card}")
            continue
        pick = rng.random() * total
        chosen: int | None = None
        for seat in options:
            pick -= room[seat]
            if pick < 0:
                chosen = seat
                break
        if chosen is None:
            pile.append(card)
            pile_room -= 1
        else:
            holder[card] = chosen
            seats_of[chosen].append(card)
            room[chosen] -= 1
    return pile


def _refill_seats(
    pile: list[str],
    know: Knowledge,
    room: dict[int, int],
    holder: dict[str, int],
    seats_of: dict[int, list[str]],
) -> None:
    """The pile may have taken cards that a seat with room needed: move them back."""
    while any(room.values()):
        moved = False
        for card in list(pile):
            for seat in know.allowed[card]:
                if room[seat] > 0:
                    pile.remove(card)
                    holder[card] = seat
                    seats_of[seat].append(card)
                    room[seat] -= 1
                    moved = True
                    break
            if not any(room.values()):
                break
        if not moved:
            moved = _augment_from_pile(pile, know, room, holder, seats_of)
        if not moved:
            raise SamplingError("the known facts leave some seat short of cards")


def _augment_from_pile(
    pile: list[str],
    know: Knowledge,
    room: dict[int, int],
    holder: dict[str, int],
    seats_of: dict[int, list[str]],
) -> bool:
    """Seat one card of the pile by moving held cards along a chain of seats, if any can be."""
    for card in list(pile):
        if _augment(card, know, room, holder, seats_of):
            pile.remove(card)
            return True
    return False


def _augment(
    card: str, know: Knowledge, room: dict[int, int], holder: dict[str, int], seats_of: dict[int, list[str]]
) -> bool:
    """Find room for ``card`` by moving held cards along a chain of seats (depth-first)."""
    seen: set[int] = set()

    def place(card: str) -> bool:
        for seat in know.allowed[card]:
            if seat in seen:
                continue
            seen.add(seat)
            if room[seat] > 0:
                _give(card, seat, room, holder, seats_of)
                return True
            for other in list(seats_of[seat]):
                if place_elsewhere(other, seat):
                    _give(card, seat, room, holder, seats_of)
                    return True
        return False

    def place_elsewhere(other: str, seat: int) -> bool:
        # Take ``other`` out of ``seat`` and try to seat it somewhere else.
        seats_of[seat].remove(other)
        del holder[other]
        room[seat] += 1
        if place(other):
            return True
        seats_of[seat].append(other)
        holder[other] = seat
        room[seat] -= 1
        return False

    return place(card)


def _give(
    card: str, seat: int, room: dict[int, int], holder: dict[str, int], seats_of: dict[int, list[str]]
) -> None:
    holder[card] = seat
    seats_of[seat].append(card)
    room[seat] -= 1
