"""A practice game's searching bots (experto, maestro) move in a task (games.tasks.bots_move):
the learner's move answers at once with the bot «pensando…» and a poll, the poll shows the bots'
cards once the task has played them, and past the deadline the page plays them itself."""

import pytest
from django.test import override_settings
from django.urls import reverse

from games import flows, tasks
from games.models import Game
from tute.bots import choose_action

from .helpers import first_legal, learner_view, play_url

pytestmark = pytest.mark.django_db
DUMMY = {"default": {"BACKEND": "django.tasks.backends.dummy.DummyBackend", "QUEUES": ["default"]}}


def _game_against_expertos(client):
    client.get(reverse("games:new"))  # the session's owner key
    data = {"variant": "habanero", "players": "2", "level_1": "experto", "feedback": "none"}
    response = client.post(reverse("games:new"), data)
    assert response.status_code == 302, response.content.decode()[:2000]
    return Game.objects.get(public_id=response["Location"].rstrip("/").split("/")[-1])


def _learners_move(client, game):
    """The learner's first move that hands the turn to the experto (the ply after it)."""
    backend = tasks.bots_move.get_backend()
    for _ in range(30):
        for result in list(backend.results):
            backend.results.remove(result)
            tasks.bots_move.call(*result.args)
        game.refresh_from_db()
        ply = game.ply
        response = client.post(
            play_url(game), {"action": first_legal(learner_view(game)), "ply": ply}, HTTP_HX_REQUEST="true"
        )
        assert response.status_code == 200
        game.refresh_from_db()
        if flows.searching_bot_to_move(game):
            return response
    raise AssertionError("the experto never had to move")


@override_settings(TASKS=DUMMY)
def test_the_move_answers_at_once_and_the_table_polls_until_the_experto_has_played(client):
    tasks.bots_move.get_backend().clear()
    game = _game_against_expertos(client)
    response = _learners_move(client, game)
    html = response.content.decode()
    assert 'class="bot-thinking now" id="thinking-1"' in html
    assert f"desde={game.ply}&amp;sondeo=1" in html
    assert [tuple(r.args) for r in tasks.bots_move.get_backend().results] == [(game.pk, game.ply)]

    view = game.match_at().hand.view(1)
    expected = choose_action(view, "experto", rng=game.bot_rng(game.ply))
    tasks.bots_move.call(game.pk, game.ply)
    poll = client.get(reverse("games:play", args=[game.public_id]) + f"?desde={game.ply}&sondeo=1",
                      HTTP_HX_REQUEST="true").content.decode()  # fmt: skip
    assert 'class="bot-thinking now"' not in poll
    assert Game.objects.get(pk=game.pk).actions[game.ply] == [1, expected]


@override_settings(TASKS=DUMMY, TASKS_DEADLINE_SECONDS=2)
def test_past_the_deadline_the_page_plays_the_experto_itself(client):
    tasks.bots_move.get_backend().clear()
    game = _game_against_expertos(client)
    _learners_move(client, game)
    url = reverse("games:play", args=[game.public_id]) + f"?desde={game.ply}&sondeo="
    waiting = client.get(url + "4", HTTP_HX_REQUEST="true").content.decode()  # 1.2 s: still waiting
    assert "sondeo=5" in waiting
    assert Game.objects.get(pk=game.pk).ply == game.ply
    client.get(url + "5", HTTP_HX_REQUEST="true")
    assert Game.objects.get(pk=game.pk).ply > game.ply


@override_settings(TASKS=DUMMY)
def test_the_experto_searches_with_no_lock_and_saves_only_if_nothing_moved(client):
    game = _game_against_expertos(client)
    _learners_move(client, game)
    found = flows.searched_bots_moves(game.pk, game.ply)  # no transaction, no row locked
    assert found.moves[0][0] == 1
    Game.objects.filter(pk=game.pk).update(bot_levels=["", "maestro"])  # the seat changed hands
    assert flows.save_bots_moves(found) is None
    Game.objects.filter(pk=game.pk).update(bot_levels=["", "experto"])
    saved = flows.save_bots_moves(found)
    assert saved.actions[game.ply :] == [list(m) for m in found.moves]
    assert flows.save_bots_moves(found) is None  # run twice: the game moved on, nothing more
    assert Game.objects.get(pk=game.pk).actions == saved.actions
