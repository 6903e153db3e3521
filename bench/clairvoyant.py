"""A clairvoyant reference player for the bench: it sees every card and, near the end of the hand,
plays exactly.

    clairvoyant_action(state, rng) -> the action of ``state.current_player``

Not a level: a yardstick (bench/bots.py ``--pairing clarividente-experto``), so that the ceiling
of what any level could reach is measured, not assumed.

- In arrastre of three from the last ``EXACT_CARDS[3]`` = 18 cards on the table (the last six
  tricks), in pairs from the last ``EXACT_CARDS[4]`` = 20 (five tricks): an exact search of the
  true deal (alpha-beta with a transposition table at the start of each baza). It chooses the card
  that wins the hand first and then the best margin (``WIN_VALUE``), the rivals playing to stop it
  (in arrastre of three both rivals against it: *paranoid*, the usual reading of "exact" with
  three players each for himself). After each baza the winning side declares what a club player
  declares (a tute when offered, else the best cante: the bots' own ``sim`` estimate, which asks the
  engine's ``declarations``), so cantes and tutes count as in the real hand.
- Before that, and in declaration windows: the maestro's search run on the true deal instead of
  sampled ones (``vidente`` with three times the experto's work), the strongest search the bots
  have.

Every decision depends only on the state and ``rng`` (work units and node counts, never the clock).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tute.bots import choose_action  # noqa: E402
from tute.bots.cards import POINTS, STRENGTH, beats  # noqa: E402
from tute.bots.knowledge import knowledge, true_deal  # noqa: E402
from tute.bots.sim import DIEZ_DE_ULTIMAS, sim_from_view  # noqa: E402

EXACT_CARDS = {3: 18, 4: 20}  # cards on the table (every hand) from which the search is exact
WIN_VALUE = 1000  # a hand won outweighs any margin of points
TUTE_MARGIN = 130  # a hand ended by tute: won or lost by the whole deck (as the bots' sim)
SEARCH_LEVEL = "maestro"  # the search before the exact part, run on the true deal


def clairvoyant_action(state, rng):
    """The clairvoyant's action for the seat to play in ``state`` (full information)."""
    seat = state.current_player
    view = state.view(seat)
    actions = list(view.legal_actions())
    cards = [a for a in actions if a in view.hand]
    exact_from = EXACT_CARDS.get(view.players)
    if (
        view.variant == "arrastre"
        and exact_from is not None
        and not view.rules.renuncio_real
        and cards
        and len(cards) == len(actions)
        and sum(view.hand_sizes) <= exact_from
    ):
        sim = sim_from_view(view, *true_deal(state)(knowledge(view), rng))
        if not sim.legal():
            return cards[0]
        return ExactSearch(sim, seat).best_card()
    return choose_action(view, SEARCH_LEVEL, rng=rng, sampler=true_deal(state))


class ExactSearch:
    """Alpha-beta over a perfect-information ``Sim`` of arrastre (no pile), the root seat's side
    maximising ``WIN_VALUE`` times the share of the rivals it beats plus its margin against the best
    of them, every other seat minimising it. Mutates the sim's hands, points and cantes and
    restores them."""

    def __init__(self, sim, root_seat):
        self.sim = sim
        self.root = root_seat
        self.root_side = sim.side(root_seat)
        self.table = {}
        self.nodes = 0

    def best_card(self):
        sim = self.sim
        seat = sim.turn
        best, best_value = None, None
        trick, seats = list(sim.trick), list(sim.trick_seats)
        for card in _ordered(sim.legal(), trick, sim.win_idx, sim.trump):
            value = self._play(card, seat, trick, seats, sim.win_idx, -(10**9), 10**9)
            if best_value is None or value > best_value:
                best, best_value = card, value
        return best

    # -- the tree -------------------------------------------------------------------------------
    def _play(self, card, seat, trick, seats, win_idx, alpha, beta):
        hand = self.sim.hands[seat]
        index = hand.index(card)
        del hand[index]
        try:
            return self._after(card, seat, trick, seats, win_idx, alpha, beta)
        finally:
            hand.insert(index, card)

    def _after(self, card, seat, trick, seats, win_idx, alpha, beta):
        sim = self.sim
        if not trick:
            win_idx = 0
        elif beats(card, trick[win_idx], sim.trump):
            win_idx = len(trick)
        trick, seats = trick + [card], seats + [seat]
        if len(trick) < sim.active:
            return self._node(sim.next_seat(seat), trick, seats, win_idx, alpha, beta)
        winner = seats[win_idx]
        saved = (list(sim.points), set(sim.declared), set(sim.cantors))
        sim.points[sim.side(winner)] += sum(POINTS[c] for c in trick)
        try:
            if not any(sim.hands):
                sim.points[sim.side(winner)] += DIEZ_DE_ULTIMAS
                return self._leaf()
            sim._estimate_cante(winner)  # the winning side declares as a club player
            if sim.tute is not None:
                return self._leaf()
            return self._node(winner, [], [], 0, alpha, beta)
        finally:
            sim.points, sim.declared, sim.cantors = saved
            sim.tute = None

    def _leaf(self):
        sim = self.sim
        if sim.tute is not None:
            won = sim.side(sim.tute) == self.root_side
            return WIN_VALUE * won + (TUTE_MARGIN if won else -TUTE_MARGIN)
        return WIN_VALUE * sim.beaten_share(self.root) + sim.margin_for_side(self.root_side)

    def _node(self, seat, trick, seats, win_idx, alpha, beta):
        self.nodes += 1
        sim = self.sim
        key = None
        if not trick:
            key = (
                tuple(tuple(h) for h in sim.hands),
                seat,
                tuple(sim.points),
                frozenset(sim.declared),
                frozenset(sim.cantors),
            )
            entry = self.table.get(key)
            if entry is not None:
                low, high = entry
                if low >= beta or low == high:
                    return low
                if high <= alpha:
                    return high
                alpha, beta = max(alpha, low), min(beta, high)
        partner_winning = bool(trick) and sim.pairs and seats[win_idx] % 2 == seat % 2
        legal = sim.legal_of(sim.hands[seat], trick, partner_winning, False)
        maximizing = sim.side(seat) == self.root_side
        alpha0, beta0 = alpha, beta
        best = -(10**9) if maximizing else 10**9
        for card in _ordered(legal, trick, win_idx, sim.trump):
            value = self._play(card, seat, trick, seats, win_idx, alpha, beta)
            if maximizing:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                break
        if key is not None:
            low = best if best > alpha0 else -(10**9)
            high = best if best < beta0 else 10**9
            old = self.table.get(key)
            if old is not None:
                low, high = max(low, old[0]), min(high, old[1])
            self.table[key] = (low, high)
        return best


def _ordered(legal, trick, win_idx, trump):
    """Cards that take the trick and carry points first: cut-offs come sooner."""
    if trick:
        winning = trick[win_idx]
        return sorted(legal, key=lambda c: (not beats(c, winning, trump), -POINTS[c], STRENGTH[c]))
    return sorted(legal, key=lambda c: (-STRENGTH[c], -POINTS[c]))
