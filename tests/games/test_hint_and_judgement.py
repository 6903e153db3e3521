"""The hint and the judgement of the move made at the same ply come from the same search: a
learner who plays the card the hint recommends is never told that another card was better."""

import pytest
from django.contrib.auth import get_user_model

from games import flows
from tests.games.helpers import learner_turn

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("variant", "players", "bots"),
    [("habanero", 2, ["", "intermedio"]), ("arrastre", 4, ["", "intermedio", "intermedio", "intermedio"])],
)
def test_following_the_hint_is_judged_a_good_move(variant, players, bots):
    owner = get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")
    game = flows.start_game(
        variant=variant, players=players, rules={}, bot_levels=bots, feedback="full", seed=11, owner=owner
    )
    judged = 0
    while learner_turn(game) and judged < 5:
        ply = game.ply
        hint = flows.hint(game, ply)
        game = flows.play(game, hint["best"], ply)
        verdict = flows.judgement(game, ply)
        assert verdict["label"] == "buena", (hint, verdict)
        assert verdict["best"] == hint["best"]
        judged += 1
    assert judged == 5
