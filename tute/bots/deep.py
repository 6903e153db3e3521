"""How the maestro searches in habanero's pile phase (``search`` with a ``Style``).

The experto finishes every sampled deal with club play for everybody (``search.rollout``): it
answers "how does this action do if everyone then plays like a club player?", on about forty
sampled deals. A ``Style`` changes that where habanero's pile lasts (free play, hidden draws:
where the experto's choice has most room; once the pile is gone every card is known and both
solve the end exactly):

``race`` (the maestro's, with ``pile_budget`` and ``win_value``)
    The search is a race (``search.race``): every action is played out on the first deals, the
    ones clearly behind the leader are left behind, and the deals still in the budget (about a
    second of work, a thousand deals or more) go to the close calls. With that many deals the
    share of hands won is precise enough to choose on, so the race weighs it more
    (``win_value``) than the experto's margin-first score.
``reply``
    The rival's next card is not a club player's: every card he may play is tried, and he plays
    the one worst for the seat as he can judge it: each line finished by club play over other
    orders of the pile (he cannot see the pile; seeing it is worth more than anything else in
    habanero). The seat's value is then that line in the sampled deal.
``exact_tail``
    Once the pile is gone and at most this many cards are left, the sampled deal is solved exactly
    (``search.Solver``): both players then know every card, so exact play is what happens.
``habanero_inference``
    The sampled deals are weighed by how well they explain the rival's plays (``inference``),
    softly: people and other levels follow a club player's choice only some of the time.

``reply``, ``exact_tail`` and ``habanero_inference`` were measured and are not the maestro's:
they cost most of the deals for no gain shown (bench/BOTS_NOTES.md, issue #32). Every extra
card played and node searched is counted as work (``search.Solver.nodes_total``), so a Style
buys depth with samples inside the same budget of work units.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tute.bots.search import OutOfNodes, PlayOut, Solver, rollout_step
from tute.bots.sim import Sim
from tute.view import View

EXTRA_CARD = 0.5  # work of a play-out card beyond the sample's own (``Solver.nodes_total`` units)
BRANCH_WORK = 10  # copying the deal for another answer of the rival (the same units)
RESHUFFLES = 2  # orders of the pile over which the rival judges each answer
TAIL_NODES = 20_000  # the exact tail gives up (club play finishes) past this many nodes


@dataclass(frozen=True)
class Style:
    """How far the play-outs of a search look (see the module docstring)."""

    reply: bool = False
    exact_tail: int = 0
    habanero_inference: bool = False
    race: bool = False
    pile_budget: float = 0.0
    win_value: int = 0

    def deepens(self, view: View) -> bool:
        """Whether this style changes the play-outs of ``view``: habanero while the pile lasts."""
        return bool(self.reply or self.exact_tail) and _pile_phase(view)

    def races(self, view: View) -> bool:
        """Whether the search of ``view`` is a race (``search.race``): habanero while the pile lasts."""
        return self.race and _pile_phase(view)

    def budget(self, view: View, budget: float) -> float:
        """The work budget for ``view``: ``pile_budget`` while habanero's pile lasts (when set),
        else the level's ``budget``."""
        return self.pile_budget if self.pile_budget and _pile_phase(view) else budget

    def play_out(self, base: Sim, action: str, seat: int, win_value: float, rng: random.Random) -> PlayOut:
        return play_out(base, action, seat, self, win_value, rng)


def _pile_phase(view: View) -> bool:
    """Habanero while the pile lasts (free play, hidden draws: where deeper search has room)."""
    return view.players == 2 and view.pile_size > 0


EXPERTO = Style()


def play_out(
    base: Sim, action: str, seat: int, style: Style, win_value: float, rng: random.Random
) -> PlayOut:
    """The ``PlayOut`` (final margin, 0, None, share of rivals beaten, None) of ``action`` on the sampled deal
    ``base``, the same figures as ``search._play_out`` for choosing (the current trick's and the
    last trick's owners are not followed: the feedback does not use this search). The work of
    the play-out's cards beyond one play-out is counted."""
    sim = base.copy()
    side = sim.side(seat)
    if action in sim.hands[seat]:
        sim.play(action)
    else:
        sim.apply_window(action)
    while not sim.is_over() and sim.side(sim.turn) == side:
        rollout_step(sim)
    if sim.is_over() or not style.reply:
        margin = finish(sim, seat, style.exact_tail, counted=False)
        return PlayOut(margin, 0, None, _beaten(margin), None)
    lines = [
        (_rival_view_of(sim, card, seat, win_value, rng), number, card)
        for number, card in enumerate(sim.legal())
    ]
    _score, _number, card = min(lines)
    sim.play(card)
    margin = finish(sim, seat, style.exact_tail, counted=False)
    return PlayOut(margin, 0, None, _beaten(margin), None)


def _rival_view_of(sim: Sim, card: str, seat: int, win_value: float, rng: random.Random) -> float:
    """The seat's mean score after the rival plays ``card`` in ``sim``, as the rival can judge it:
    over ``RESHUFFLES`` orders of the pile's face-down cards (he does not know them; the sampled
    deal's own order would let him read the next draws, worth far more than any real rival
    knows: bench/BOTS_NOTES.md, 2026-12-03), each finished by club play."""
    total = 0.0
    for _ in range(RESHUFFLES):
        other = sim.copy()
        hidden = sorted(other.pile[:-1])  # what he knows: which cards, not their order
        rng.shuffle(hidden)
        other.pile = hidden + other.pile[-1:]
        other.play(card)
        Solver.nodes_total += BRANCH_WORK
        margin = finish(other, seat, 0)
        total += win_value * _beaten(margin) + margin
    return total / RESHUFFLES


def finish(sim: Sim, seat: int, exact_tail: int, counted: bool = True) -> float:
    """Play the sampled deal to its end with club play, solving it exactly once the pile is gone
    and at most ``exact_tail`` cards are left; returns the final margin of the seat's side.
    ``counted``: the cards played are work beyond the sample's own play-out."""
    while not sim.is_over():
        if exact_tail and not sim.pile and not sim.trick and sum(map(len, sim.hands)) <= exact_tail:
            solver = Solver(sim, seat, max_nodes=TAIL_NODES)
            try:
                future = solver._node(sim.turn, [], [], 0, -999, 999)
            except OutOfNodes:
                exact_tail = 0
                continue
            return sim.margin(seat) + future
        rollout_step(sim)
        if counted:
            Solver.nodes_total += EXTRA_CARD
    return sim.margin(seat)


def _beaten(margin: float) -> float:
    """Two sides: the hand won, lost or tied."""
    return 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
