"""Which sampled deals fit the way the rivals have played: a model of them as club players.

A deal sampled from what the seat *knows* (``knowledge``) may still be unlikely: it may put in a
rival's hand cards with which the rival would have played differently. The experto weighs that
with a model of its rivals, the intermedio heuristics: for each card a rival has played this
hand, the rival's hand then (its sampled cards plus the cards it has played since) and the table
then give the card a club player would have chosen. A deal is weighed ``TRUST_MISS`` to the
number of such cards it does not explain (``draw``: rejection sampling): people and other levels
do not follow the model, so a deal that fits none of the plays stays possible.

The weights are relative to the fewest misses a deal can have here (the *floor*: a learner's
play that no deal explains says nothing about his cards). The floor is found once per position,
before the search samples anything, from ``PROBE`` deals drawn with a generator of the position's
own (``calibrate``): every sample of a search, whatever its budget or generator, then comes from
the same distribution, so a deeper search of the same position measures the same thing more
precisely (the judge's labels hold under it) instead of drifting to a looser model on the way.

In arrastre a rival's hand then is his cards now plus those he has played since. In habanero he
has also drawn since: each sampled deal also takes back, at random, which of his cards came at
each draw he made since (never one he is known to have held before it), so his hand at every
play is known within the sampled deal. Only the rival side's plays (a partner's level is unknown
to the model).
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from tute import trick_winner
from tute.bots.heuristics import Situation, cante_suits, heuristic_card
from tute.bots.knowledge import Knowledge, Sampler, is_pairs, view_seed
from tute.bots.sim import LegalCache
from tute.view import View

TRUST_MISS = 0.005  # chance kept by a deal for each rival play the model would not have made
# Habanero while the pile lasts: play is free and a strong player leaves the club player's card
# often (the experto plays it in about a third of its decisions there), so a play the model
# would not have made says much less about the rival's cards.
TRUST_MISS_HABANERO = 0.35
MAX_TRIES = 32  # deals drawn at most per sample (then the one with the fewest misses is kept)
MAX_FLOOR = 2  # misses forgiven at most; beyond, the rivals do not play like the model at all
PROBE = 48  # deals drawn (at most) to find the floor, before the search samples


@dataclass(frozen=True)
class Play:
    """A rival's card play and the table as it then stood."""

    seat: int
    card: str
    later: tuple[str, ...]  # the cards this seat played after this one (so still in its hand then)
    trick: tuple[str, ...]
    trick_seats: tuple[int, ...]
    win_idx: int
    played: frozenset[str]  # cards played before this one in the hand
    declared: frozenset[str]  # suits whose cante had been declared before
    voids: dict[int, frozenset[str]]  # public voids then
    after: int  # players still to play to the trick after this card
    pile: bool = False  # habanero: the pile still had cards (free play)


class Event(NamedTuple):
    """Habanero: one change of the rival's hand (see ``rival_events``)."""

    kind: str  # "play", "draw", "swap" or "show"
    card: str | None  # the card played, drawn (None when unseen) or given in a swap
    held: tuple[str, ...]  # swap: the face-up card taken; show: the rey and caballo shown


def applies(view: View, habanero: bool = False) -> bool:
    """Arrastre once the cards are dealt, and, when asked (``habanero``: the maestro's search),
    habanero while the pile lasts (after it every card is known); never under *renuncio real* (a
    rival may have reneged on purpose)."""
    if view.rules.renuncio_real:
        return False
    return view.variant == "arrastre" and not view.pile_size or habanero and view.variant == "habanero"


def rival_plays(view: View) -> tuple[Play, ...]:
    """Every card the rival side played this hand, with its context (oldest first)."""
    active = len(view.seats)
    pairs = is_pairs(view)
    voids_then = view.voids_before_plays()
    pile = 40 - 2 * view.rules.cartas_habanero if view.variant == "habanero" else 0
    plays: list[Play] = []
    trick: list[str] = []
    seats: list[int] = []
    played: set[str] = set()
    declared: set[str] = set()
    index = 0
    for seat, action in view.history:
        if action.startswith("cante:"):
            declared.add(action[6])
            continue
        if action.startswith("robo"):
            pile -= 1
            continue
        if not action[:1].isdigit():
            continue
        if len(trick) == active:
            trick, seats = [], []
        win_idx = trick_winner(trick, view.trump) if trick else 0
        rival = seat != view.seat and not (pairs and seat % 2 == view.seat % 2)
        if rival:
            plays.append(
                Play(
                    seat,
                    action,
                    (),
                    tuple(trick),
                    tuple(seats),
                    win_idx,
                    frozenset(played),
                    frozenset(declared),
                    voids_then[index],
                    active - len(trick) - 1,
                    pile > 0,
                )
            )
        trick.append(action)
        seats.append(seat)
        played.add(action)
        index += 1
    # The cards each rival played after each of its plays.
    return tuple(
        dataclasses.replace(play, later=tuple(p.card for p in plays[number + 1 :] if p.seat == play.seat))
        for number, play in enumerate(plays)
    )


def rival_events(view: View) -> tuple[Event, ...]:
    """Habanero: what changed the rival's hand, oldest first, as (kind, card, held): "play" a
    card, "draw" a card (None when unseen), "swap" (he gave ``card`` for the face-up card
    ``held``); "show" the rey and caballo of a cante (``held``: the two cards). Only the rival's."""
    rival = 1 - view.seat
    face_up: str | None = None
    events: list[Event] = []
    for seat, action in view.history:
        kind, _sep, arg = action.partition(":")
        if kind == "muestra":
            face_up = arg
        elif kind == "cambio":
            if seat == rival:
                events.append(Event("swap", arg, () if face_up is None else (face_up,)))
            face_up = arg
        elif seat != rival:
            continue
        elif action[:1].isdigit():
            events.append(Event("play", action, ()))
        elif kind == "robo":
            events.append(Event("draw", arg or None, ()))
        elif kind == "cante":
            events.append(Event("show", None, (f"12{arg}", f"11{arg}")))
    return tuple(events)


class Model:
    """The rivals' plays of this hand, and how well a sampled deal explains them."""

    def __init__(self, view: View, legal_of: LegalCache) -> None:
        self.plays = rival_plays(view)
        self.legal_of = legal_of
        self.trump = view.trump
        self.pairs = is_pairs(view)
        self.events = rival_events(view) if view.variant == "habanero" else None
        self.trust = TRUST_MISS_HABANERO if self.events is not None else TRUST_MISS
        # A soft model never needs switching off: a deal far from it is only somewhat less likely.
        self.max_floor: float = MAX_FLOOR if self.events is None else math.inf
        self.memo: dict[tuple[str, tuple[str, ...], tuple[str, ...]], bool] = {}
        self.evaluated = 0  # heuristic calls made (for the search's work budget)
        self.floor = 0  # misses every deal is forgiven (see calibrate)
        self.off = False  # the rivals play like no deal explains: plain samples

    def fits(self, play: Play, hand: Sequence[str]) -> bool:
        """Whether a club player holding ``hand`` (the cards then, the card played first) would
        have played this card then."""
        key = (play.card, play.trick, tuple(sorted(hand)))
        answer = self.memo.get(key)
        if answer is None:
            self.evaluated += 1
            cards = list(hand)
            winner = play.trick_seats[play.win_idx] if play.trick else None
            partner_winning = self.pairs and winner is not None and winner % 2 == play.seat % 2
            legal = self.legal_of(cards, play.trick, partner_winning, play.pile)
            if len(legal) == 1:
                answer = True
            else:
                protect = cante_suits(cards, play.declared) if play.pile or not self.events else ()
                choice = heuristic_card(
                    legal,
                    Situation(
                        cards,
                        list(play.trick),
                        list(play.trick_seats),
                        play.win_idx,
                        play.seat,
                        self.trump,
                        self.pairs,
                        play.played,
                        play.pile,
                        play.after,
                        protect,
                        play.voids,
                    ),
                )
                # The card played is put first in the hand: where the heuristics see several
                # cards as equally good, they take the first, so ties count as fitting.
                answer = choice == play.card
            self.memo[key] = answer
        return answer

    def hands_then(
        self, hands: Mapping[int, Sequence[str]], rng: random.Random
    ) -> Iterator[tuple[Play, tuple[str, ...]]]:
        """(play, the rival's cards then, the card played first) for every rival play of the
        deal ``hands``, newest first. In arrastre his cards now plus those he has played since;
        in habanero the draws since are taken back too: which of his cards he drew at each
        unseen draw is chosen at random (``rng``) among those he cannot have held before it."""
        if self.events is None:
            for play in reversed(self.plays):
                yield play, (play.card, *play.later, *hands[play.seat])
            return
        plays = iter(reversed(self.plays))
        if not self.plays:
            return
        hand = set(hands[self.plays[0].seat])
        earlier = self._held_earlier()
        for number in range(len(self.events) - 1, -1, -1):
            kind, card, held = self.events[number]
            if kind == "play" and card is not None:
                hand.add(card)
                yield next(plays), (card, *sorted(hand - {card}))
            elif kind == "swap" and card is not None:
                hand.difference_update(held)
                hand.add(card)
            elif kind == "draw":
                choices = sorted(hand - earlier[number]) if card is None else [card]
                if choices:
                    hand.discard(choices[int(rng.random() * len(choices))])

    def _held_earlier(self) -> list[frozenset[str]]:
        """For each event, the cards the rival is known to have held before it (shown in a cante
        or taken by a swap): not drawn at that event."""
        known: set[str] = set()
        earlier: list[frozenset[str]] = []
        for kind, _card, held in self.events or ():
            earlier.append(frozenset(known))
            if kind in ("show", "swap"):
                known.update(held)
        return earlier

    def misses(
        self, hands: Mapping[int, Sequence[str]], limit: float = math.inf, rng: random.Random | None = None
    ) -> int:
        """How many of the rivals' plays the deal ``hands`` does not explain (counted newest
        play first, and only until the count passes ``limit``; ``rng`` chooses the habanero
        draws, see ``hands_then``)."""
        count = 0
        for play, hand in self.hands_then(hands, rng or random.Random(0)):
            if not self.fits(play, hand):
                count += 1
                if count > limit:
                    break
        return count

    def allowed(self, threshold: float) -> float:
        """The misses a deal may have to reach the relative weight ``threshold`` (``TRUST_MISS``
        to the misses beyond the floor)."""
        return self.floor + math.log(max(threshold, 1e-12)) / math.log(self.trust)

    def accept(
        self, hands: Mapping[int, Sequence[str]], threshold: float, rng: random.Random | None = None
    ) -> bool:
        """Whether the deal's relative weight reaches ``threshold`` (checked lazily)."""
        allowed = self.allowed(threshold)
        return self.misses(hands, allowed, rng) <= allowed

    def calibrate(self, know: Knowledge, sample_deal: Sampler, rng: random.Random) -> int:
        """Set the floor: the fewest misses among up to ``PROBE`` deals drawn with ``rng`` (one
        that explains every play ends the probe). Past ``MAX_FLOOR`` the rivals do not play like
        the model at all and it is switched off (``off``). Returns the deals drawn."""
        fewest: float = math.inf
        drawn = 0
        while drawn < PROBE and fewest > 0:
            drawn += 1
            hands, _pile = sample_deal(know, rng)
            fewest = min(fewest, self.misses(hands, fewest - 1, rng))
        self.floor = int(fewest)
        self.off = self.floor > self.max_floor
        return drawn


def probe_rng(view: View) -> random.Random:
    """The generator of a position's probe: its own, so that every search of the position (a
    bot's, the judge's, a deeper check's) works with the same floor."""
    return random.Random(view_seed(view) ^ 0x9E3779B9)


def draw(
    know: Knowledge, rng: random.Random, model: Model, sample_deal: Sampler
) -> tuple[dict[int, list[str]], list[str], int]:
    """A deal from ``sample_deal(know, rng)``, kept with the probability the model gives it
    (rejection sampling). When ``MAX_TRIES`` draws in a row are turned down, the one with the
    fewest misses is kept: every sample is drawn alike, whatever came before it. Plain samples
    when the model is ``off``. Returns (hands, pile, tries)."""
    if model.off:
        hands, pile = sample_deal(know, rng)
        return hands, pile, 1
    refused: list[tuple[int, int, dict[int, list[str]], list[str]]] = []
    fewest: float = math.inf
    for tries in range(1, MAX_TRIES + 1):
        hands, pile = sample_deal(know, rng)
        allowed = model.allowed(rng.random())
        misses = model.misses(hands, max(allowed, fewest - 1), rng)
        if misses <= allowed:
            return hands, pile, tries
        fewest = min(fewest, misses)
        refused.append((misses, tries, hands, pile))
    _misses, _number, hands, pile = min(refused, key=lambda entry: entry[:2])
    return hands, pile, MAX_TRIES
