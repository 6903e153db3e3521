"""The hint and the judgement of the move made at the same ply come from the same search, which
stops on work units only: a learner who plays the card the hint recommends is never told that
another card was better, and the verdicts depend only on the position and the seed (not on the
clock, nor on the process)."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model

from games import flows
from tests.games.helpers import learner_turn
from tute import new_game
from tute.bots import choose_action, judge
from tute.bots import search as search_module

pytestmark = pytest.mark.django_db

TABLES = {
    "habanero": ("habanero", 2, ["", "intermedio"]),
    "parejas": ("arrastre", 4, ["", "intermedio", "intermedio", "intermedio"]),
    "arrastre3": ("arrastre", 3, ["", "intermedio", "intermedio"]),
    "cabrero": ("cabrero", 4, ["", "intermedio", "intermedio", "intermedio"]),
}
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def owner():
    return get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")


def _start(owner, table, seed):
    variant, players, bots = TABLES[table]
    return flows.start_game(
        variant=variant, players=players, rules={}, bot_levels=bots, feedback="full", seed=seed, owner=owner
    )


@pytest.mark.parametrize("table", list(TABLES))
def test_following_the_hint_is_judged_a_good_move(owner, table):
    game = _start(owner, table, 11)
    judged = 0
    while learner_turn(game) and judged < 3:
        ply = game.ply
        hint = flows.hint(game, ply)
        game = flows.play(game, hint.best, ply)
        verdict = flows.judgement(game, ply)
        assert verdict.label == "buena", (hint, verdict)
        assert verdict.best == hint.best
        judged += 1
    assert judged == 3


class SlowClock:
    """A clock on a very loaded machine: every reading is ten seconds after the previous one."""

    def __init__(self):
        self.now = 0.0

    def __call__(self):
        self.now += 10.0
        return self.now


def _positions(variant, players, count, seed=3):
    rng = random.Random(seed)
    state = new_game(variant, players, seed=seed)
    found = []
    while len(found) < count:
        if state.is_terminal():
            seed += 1
            state = new_game(variant, players, seed=seed)
        view = state.view(state.current_player)
        if len([a for a in view.legal_actions() if a in view.hand]) > 1 and rng.random() < 0.4:
            found.append(view)
        state = state.apply(choose_action(view, "intermedio", rng=rng))
    return found


@pytest.mark.parametrize(("variant", "players"), [("habanero", 2), ("arrastre", 4), ("cabrero", 4)])
def test_a_judgement_does_not_depend_on_the_clock(monkeypatch, variant, players):
    views = _positions(variant, players, 3)
    moves = [sorted(a for a in view.legal_actions() if a in view.hand)[0] for view in views]
    calm = [judge(view, move, rng=random.Random(7)) for view, move in zip(views, moves, strict=True)]
    monkeypatch.setattr(search_module.time, "perf_counter", SlowClock())
    loaded = [judge(view, move, rng=random.Random(7)) for view, move in zip(views, moves, strict=True)]
    assert loaded == calm


def test_only_a_live_bot_stops_on_the_clock(monkeypatch):
    view = _positions("arrastre", 4, 1)[0]
    actions = [a for a in view.legal_actions() if a in view.hand]
    monkeypatch.setattr(search_module.time, "perf_counter", SlowClock())
    live = search_module.search(view, actions, budget=0.06, rng=random.Random(1), min_samples=3, live=True)
    steady = search_module.search(view, actions, budget=0.06, rng=random.Random(1), min_samples=3)
    assert live[actions[0]].samples == 3  # cut at the minimum by the (slow) clock
    assert steady[actions[0]].samples > 3  # the work budget alone decides
    assert choose_action(view, "experto", rng=random.Random(1), live=True) in view.legal_actions()


JUDGE_IN_A_PROCESS = """
import dataclasses, json, random, sys
from tute.bots import choose_action, judge
from tute import new_game
rng = random.Random(5)
state = new_game("arrastre", 3, seed=5)
out = []
while not state.is_terminal() and len(out) < 4:
    view = state.view(state.current_player)
    cards = sorted(a for a in view.legal_actions() if a in view.hand)
    if len(cards) > 1:
        verdict = judge(view, cards[-1], rng=random.Random(len(out)))
        reasons = [dataclasses.astuple(r) for r in verdict.reasons]
        out.append([verdict.label, verdict.best, verdict.loss, reasons])
    state = state.apply(choose_action(view, "intermedio", rng=rng))
print(json.dumps(out))
"""


def test_a_judgement_is_the_same_in_another_process():
    # A review tomorrow runs in another process, with another hash seed for sets of strings.
    results = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", JUDGE_IN_A_PROCESS],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        results.append(json.loads(done.stdout))
    assert results[0] == results[1]
    assert len(results[0]) == 4
