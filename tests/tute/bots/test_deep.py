"""The maestro's deeper play-outs in habanero's pile phase (tute.bots.deep)."""

import random

import pytest

from tute import new_game
from tute.bots import choose_action, players
from tute.bots.deep import EXPERTO, Style, _rival_view_of, finish, play_out
from tute.bots.knowledge import knowledge, sample_deal, true_deal
from tute.bots.search import Solver, rollout, rollout_step
from tute.bots.sim import sim_from_view


def habanero_position(seed, tricks, *, leading=True):
    """A habanero view while the pile lasts, after ``tricks`` tricks of intermedio play, with the
    seat to play leading (or following)."""
    state = new_game("habanero", 2, seed=seed)
    rng = random.Random(seed)
    while True:
        view = state.view(state.current_player)
        cards = [a for a in view.legal_actions() if a in view.hand]
        if len(view.tricks) >= tricks and cards and bool(view.trick) != leading and view.pile_size:
            return state, view
        state = state.apply(choose_action(view, "intermedio", rng=rng))


def test_the_styles_deepen_only_habaneros_pile_phase():
    maestro = players.STYLES["maestro"]
    _state, view = habanero_position(1, 2)
    assert maestro.deepens(view)
    assert not EXPERTO.deepens(view)
    state = new_game("arrastre", 3, seed=1)
    assert not maestro.deepens(state.view(state.current_player))
    state = new_game("habanero", 2, seed=2)
    rng = random.Random(2)
    while state.pile_size:
        state = state.apply(choose_action(state.view(state.current_player), "intermedio", rng=rng))
    assert not maestro.deepens(state.view(state.current_player))


def last_draw_position(seed):
    """A habanero view at the last trick before the last draw (one face-down card left under the
    face-up one), the seat leading."""
    state = new_game("habanero", 2, seed=seed)
    rng = random.Random(seed)
    while True:
        view = state.view(state.current_player)
        if view.pile_size == 2 and not view.trick and not view.in_window:
            return state, view
        state = state.apply(choose_action(view, "intermedio", rng=rng))


@pytest.mark.parametrize("seed", range(4))
def test_the_rivals_answer_is_the_one_worst_for_the_seat_as_he_can_judge_it(seed):
    """With ``reply`` the lead's value is the line of the rival's answer worst for the seat. At the
    last draw the pile's one face-down card has a single order, so the rival judges each answer
    on the sampled deal itself: the value is the smallest over his answers."""
    _state, view = last_draw_position(seed)
    sim = sim_from_view(view, *sample_deal(knowledge(view), random.Random(seed)))
    lead = sorted(view.hand)[0]
    margin, *_rest, beaten, _record = play_out(sim, lead, view.seat, Style(reply=True), 40, random.Random(1))
    after = sim.copy()
    after.play(lead)
    lines = []
    for card in after.legal():
        branch = after.copy()
        branch.play(card)
        lines.append(rollout(branch).margin(view.seat))
    assert margin == min(lines, key=lambda m: 40 * (m > 0) + 20 * (m == 0) + m)
    assert beaten == (1.0 if margin > 0 else 0.5 if margin == 0 else 0.0)
    assert sim.hands == sim_from_view(view, *sample_deal(knowledge(view), random.Random(seed))).hands


def test_the_rival_does_not_read_the_piles_order():
    """Earlier in the pile phase the rival judges his answers over other orders of the face-down
    cards, never the sampled deal's own: reordering the sampled pile leaves his choice's judgement
    (the same generator) unchanged."""
    _state, view = habanero_position(2, 2)
    sim = sim_from_view(view, *sample_deal(knowledge(view), random.Random(2)))
    other = sim.copy()
    other.pile = list(reversed(sim.pile[:-1])) + sim.pile[-1:]
    lead = sorted(view.hand)[0]
    judged = []
    for deal in (sim, other):
        after = deal.copy()
        after.play(lead)
        judged.append(_rival_view_of(after, after.legal()[0], view.seat, 40, random.Random(7)))
    assert judged[0] == judged[1]


def test_the_end_of_a_sampled_deal_is_solved_exactly_once_the_pile_is_gone():
    state, view = habanero_position(3, 9)
    sim = sim_from_view(view, *true_deal(state)(knowledge(view), random.Random(0)))
    tail = sim.copy()
    while tail.pile or tail.trick or sum(map(len, tail.hands)) > 8:
        rollout_step(tail)  # club play up to the last four tricks, as ``finish`` plays it
    exact = tail.margin(view.seat) + Solver(tail.copy(), view.seat)._node(tail.turn, [], [], 0, -999, 999)
    assert finish(sim.copy(), view.seat, 8) == exact


def test_the_maestro_thinks_deeper_within_its_work_budget(monkeypatch):
    """The maestro's choice comes from the deeper play-outs; it stays legal and reproducible."""
    calls = []
    real = play_out

    def counting(*args, **kwargs):
        calls.append(args[1])
        return real(*args, **kwargs)

    monkeypatch.setattr("tute.bots.deep.play_out", counting)
    monkeypatch.setitem(players.SEARCH_BUDGETS, "maestro", 0.02)
    _state, view = habanero_position(5, 2)
    first = choose_action(view, "maestro", rng=random.Random(1))
    assert calls
    assert first in view.legal_actions()
    assert choose_action(view, "maestro", rng=random.Random(1)) == first
