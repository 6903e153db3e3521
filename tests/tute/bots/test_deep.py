"""The maestro's deeper play-outs in habanero's pile phase (tute.bots.deep)."""

import random

import pytest

from tute import new_game
from tute.bots import choose_action, players, search
from tute.bots.deep import EXPERTO, Style, _rival_view_of, finish, play_out
from tute.bots.knowledge import knowledge, sample_deal, true_deal
from tute.bots.search import ActionStats, Solver, race, rollout, rollout_step
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


def test_the_maestro_races_only_in_habaneros_pile_phase():
    maestro = players.STYLES["maestro"]
    _state, view = habanero_position(1, 2)
    assert maestro.races(view)
    assert not EXPERTO.races(view)
    assert maestro.budget(view, players.MAESTRO_BUDGET) == players.MAESTRO_PILE_BUDGET
    state = new_game("arrastre", 3, seed=1)
    arrastre = state.view(state.current_player)
    assert not maestro.races(arrastre)
    assert maestro.budget(arrastre, players.MAESTRO_BUDGET) == players.MAESTRO_BUDGET
    state = new_game("habanero", 2, seed=2)
    rng = random.Random(2)
    while state.pile_size:
        state = state.apply(choose_action(state.view(state.current_player), "intermedio", rng=rng))
    assert not maestro.races(state.view(state.current_player))


def test_the_deeper_play_outs_are_only_for_habaneros_pile_phase():
    deeper = Style(reply=True, exact_tail=8)
    _state, view = habanero_position(1, 2)
    assert deeper.deepens(view)
    assert not EXPERTO.deepens(view)
    state = new_game("arrastre", 3, seed=1)
    assert not deeper.deepens(state.view(state.current_player))


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


def _stats(scores):
    stats = {}
    for action, values in scores.items():
        entry = ActionStats(action, samples=len(values), score=sum(values), scores=list(values))
        stats[action] = entry
    return stats


def test_a_race_leaves_behind_only_the_actions_clearly_worse_than_the_leader():
    """Paired over the same deals: an action behind the leader by more than three standard errors
    of the difference is left behind; one within them, or not behind at all, stays."""
    leader = [40.0, -10.0, 25.0, 5.0, 60.0, -30.0, 12.0, 8.0]
    stats = _stats(
        {
            "1o": leader,
            "4o": [x - 6.0 for x in leader],  # always 6 behind: no spread, clearly worse
            "7o": [x + d for x, d in zip(leader, (-9, 8, -7, 6, -9, 7, -8, 9), strict=True)],  # noise
            "2o": [x - 1.0 + (5 if i % 2 else -5) for i, x in enumerate(leader)],  # 1 behind, spread 5
        }
    )
    kept = race(stats, ["1o", "4o", "7o", "2o"])
    assert kept == ["1o", "7o", "2o"]
    assert stats["4o"].dropped
    assert not any(stats[a].dropped for a in kept)


def kept_searches(monkeypatch):
    """The statistics of every search the bots make from now on, in order."""
    found = []
    real = search.search

    def keeping(*args, **kwargs):
        stats = real(*args, **kwargs)
        found.append(stats)
        return stats

    monkeypatch.setattr(search, "search", keeping)
    return found


def test_the_maestro_spends_its_deals_on_the_close_calls(monkeypatch):
    """In habanero's pile phase the maestro's search is a race: the actions it leaves behind stop
    being played, the others get the deals; its choice is one of those still in the race, legal
    and the same again with the same generator."""
    found = kept_searches(monkeypatch)
    monkeypatch.setitem(players.STYLES, "maestro", Style(race=True, pile_budget=0.3, win_value=100))
    _state, view = habanero_position(5, 2)
    first = choose_action(view, "maestro", rng=random.Random(1))
    stats = found[-1]
    alive = [entry for entry in stats.values() if not entry.dropped]
    dropped = [entry for entry in stats.values() if entry.dropped]
    assert dropped
    assert alive
    assert first in view.legal_actions()
    assert min(entry.samples for entry in alive) > max(entry.samples for entry in dropped) >= 32
    assert all(len(entry.scores) == entry.samples for entry in stats.values())
    assert choose_action(view, "maestro", rng=random.Random(1)) == first


def test_the_experto_does_not_race(monkeypatch):
    found = kept_searches(monkeypatch)
    _state, view = habanero_position(5, 2)
    choose_action(view, "experto", rng=random.Random(1))
    assert len({entry.samples for entry in found[-1].values()}) == 1
    assert not any(entry.dropped or entry.scores for entry in found[-1].values())
