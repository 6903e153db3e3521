"""The hint and the judgement of the move made at the same ply come from the same search: a
learner who plays the card the hint recommends is never told that another card was better."""

import dataclasses

import pytest
from django.contrib.auth import get_user_model

import games.bots
from games import flows
from tests.games.helpers import learner_turn, learner_view

pytestmark = pytest.mark.django_db

HABANERO = ("habanero", 2, ["", "intermedio"])
PAREJAS = ("arrastre", 4, ["", "intermedio", "intermedio", "intermedio"])


@pytest.fixture
def owner():
    return get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")


def _start(owner, table, seed):
    variant, players, bots = table
    return flows.start_game(
        variant=variant, players=players, rules={}, bot_levels=bots, feedback="full", seed=seed, owner=owner
    )


@pytest.mark.parametrize("table", [HABANERO, PAREJAS])
def test_following_the_hint_is_judged_a_good_move(owner, table):
    game = _start(owner, table, 11)
    judged = 0
    while learner_turn(game) and judged < 5:
        ply = game.ply
        hint = flows.hint(game, ply)
        game = flows.play(game, hint.best, ply)
        verdict = flows.judgement(game, ply)
        assert verdict.label == "buena", (hint, verdict)
        assert verdict.best == hint.best
        judged += 1
    assert judged == 5


def test_following_the_hint_stays_a_good_move_when_a_later_search_disagrees(owner, monkeypatch):
    # On a loaded server the judgement's search may be cut short and rank another card higher:
    # the learner followed the site's expert, and the judgement says so.
    game = _start(owner, HABANERO, 3)
    ply = game.ply
    hint = flows.hint(game, ply)
    real_judge = games.bots.judge

    def disagreeing_judge(view, action, **kwargs):
        other = next(a for a in view.legal_actions() if a != action)
        return dataclasses.replace(real_judge(view, action, **kwargs), best=other, label="error", loss=12.0)

    monkeypatch.setattr(flows, "judge", disagreeing_judge)
    game = flows.play(game, hint.best, ply)
    verdict = flows.judgement(game, ply)
    assert verdict.label == "buena" and verdict.best == hint.best and verdict.reasons == ()

    # Any other card is judged by the search as it stands.
    other_game = _start(owner, HABANERO, 3)
    other = next(a for a in learner_view(other_game).legal_actions() if a != hint.best)
    flows.hint(other_game, ply)
    other_game = flows.play(other_game, other, ply)
    assert flows.judgement(other_game, ply).label == "error"
