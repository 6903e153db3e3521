"""Which sampled deals fit the way the rivals have played: a model of them as club players.

A deal sampled from what the seat *knows* (``knowledge``) may still be unlikely: it may put in a
rival's hand cards with which the rival would have played differently. The experto weighs that
with a model of its rivals, the intermedio heuristics: for each card a rival has played this
hand, the rival's hand then (its sampled cards plus the cards it has played since) and the table
then give the card a club player would have chosen. A deal where that is not the card played is
kept with probability ``TRUST_MISS`` per such card, else drawn again (``draw``): people and
other levels do not follow the model, so a deal that fits none of the plays stays possible.

Only arrastre hands (no pile: a rival's hand then is his cards now plus those played since) and
only the rival side's plays (a partner's level is unknown to the model).
"""

import math
from dataclasses import dataclass

from tute import trick_winner
from tute.bots.heuristics import cante_suits, heuristic_card
from tute.bots.knowledge import is_pairs

TRUST_MISS = 0.005  # chance kept by a deal for each rival play the model would not have made
MAX_TRIES = 32  # deals drawn at most per sample (then the last one drawn is kept)
MAX_FLOOR = 2  # misses forgiven at most; beyond, the rivals do not play like the model at all


@dataclass(frozen=True)
class Play:
    """A rival's card play and the table as it then stood."""

    seat: int
    card: str
    later: tuple  # the cards this seat played after this one (so still in its hand then)
    trick: tuple
    trick_seats: tuple
    win_idx: int
    played: frozenset  # cards played before this one in the hand
    declared: frozenset  # suits whose cante had been declared before
    voids: dict  # public voids then
    after: int  # players still to play to the trick after this card


def applies(view):
    return view.variant == "arrastre" and not view.pile_size and not view.rules.renuncio_real


def rival_plays(view):
    """Every card the rival side played this hand, with its context (oldest first)."""
    active = len(view.seats)
    pairs = is_pairs(view)
    voids_then = view.voids_before_plays()
    plays = []
    trick: list[str] = []
    seats: list[int] = []
    played: set[str] = set()
    declared = set()
    index = 0
    for seat, action in view.history:
        if action.startswith("cante:"):
            declared.add(action[6])
            continue
        if not action[:1].isdigit():
            continue
        if len(trick) == active:
            trick, seats = [], []
        win_idx = trick_winner(trick, view.trump) if trick else 0
        rival = seat != view.seat and not (pairs and seat % 2 == view.seat % 2)
        if rival:
            plays.append(
                [
                    seat,
                    action,
                    tuple(trick),
                    tuple(seats),
                    win_idx,
                    frozenset(played),
                    frozenset(declared),
                    voids_then[index],
                    active - len(trick) - 1,
                ]
            )
        trick.append(action)
        seats.append(seat)
        played.add(action)
        index += 1
    # The cards each rival played after each of its plays.
    result = []
    for number, entry in enumerate(plays):
        seat = entry[0]
        later = tuple(p[1] for p in plays[number + 1 :] if p[0] == seat)
        result.append(Play(entry[0], entry[1], later, *entry[2:]))
    return tuple(result)


class Model:
    """The rivals' plays of this hand, and how well a sampled deal explains them."""

    def __init__(self, view, legal_of):
        self.plays = rival_plays(view)
        self.legal_of = legal_of
        self.trump = view.trump
        self.pairs = is_pairs(view)
        self.memo = {}
        self.evaluated = 0  # heuristic calls made (for the search's work budget)
        self.floor = 0  # misses every deal is forgiven (see draw)

    def fits(self, play, hand_now):
        """Whether a club player holding ``hand_now`` (plus the cards played since) would have
        played this card then."""
        # (the hand then starts with the card played, which names the play)
        key = (play.card, *play.later, *sorted(hand_now))
        answer = self.memo.get(key)
        if answer is None:
            self.evaluated += 1
            hand = list(key)
            winner = play.trick_seats[play.win_idx] if play.trick else None
            partner_winning = self.pairs and winner is not None and winner % 2 == play.seat % 2
            legal = self.legal_of(hand, play.trick, partner_winning, False)
            if len(legal) == 1:
                answer = True
            else:
                protect = cante_suits(hand, play.declared)
                choice = heuristic_card(
                    legal,
                    hand,
                    list(play.trick),
                    list(play.trick_seats),
                    play.win_idx,
                    play.seat,
                    self.trump,
                    self.pairs,
                    play.played,
                    False,
                    play.after,
                    protect,
                    play.voids,
                )
                # The card played is put first in the hand: where the heuristics see several
                # cards as equally good, they take the first, so ties count as fitting.
                answer = choice == play.card
            self.memo[key] = answer
        return answer

    def misses(self, hands):
        """How many of the rivals' plays the deal ``hands`` does not explain."""
        return sum(not self.fits(play, hands[play.seat]) for play in self.plays)

    def accept(self, hands, threshold):
        """Whether the deal's relative weight, ``TRUST_MISS`` to the number of plays it does not
        explain beyond ``floor``, reaches ``threshold`` (checked lazily, newest play first)."""
        allowed = self.floor + math.log(max(threshold, 1e-12)) / math.log(TRUST_MISS)
        misses = 0
        for play in reversed(self.plays):
            if not self.fits(play, hands[play.seat]):
                misses += 1
                if misses > allowed:
                    return False
        return True


def draw(know, rng, model, sample_deal):
    """A deal from ``sample_deal(know, rng)``, kept with the probability the model gives it
    (rejection sampling). When ``MAX_TRIES`` draws in a row are turned down, the last is kept and
    the model's floor goes up by one miss: some rival does not play like a club player (a
    learner, another level), and a play no deal explains says nothing about his cards. Past
    ``MAX_FLOOR`` the model is left out for the rest of the decision (plain samples).
    Returns (hands, pile, tries)."""
    if model.floor > MAX_FLOOR:
        hands, pile = sample_deal(know, rng)
        return hands, pile, 1
    for tries in range(1, MAX_TRIES + 1):
        hands, pile = sample_deal(know, rng)
        if model.accept(hands, rng.random()):
            return hands, pile, tries
    model.floor += 1
    return hands, pile, MAX_TRIES
