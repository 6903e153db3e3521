"""The analysis after a game (present/analysis.py) and its drills (games/drill.py)."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client, override_settings
from django.urls import reverse

from games import drill, flows
from games.models import MoveNote
from games.present import analysis as analysis_presenter
from tests.games.helpers import first_legal, learner_view

pytestmark = pytest.mark.django_db


# The moves' tasks are queued and never run: the games start with no judgement stored.
QUEUED_ONLY = {"default": {"BACKEND": "django.tasks.backends.dummy.DummyBackend", "QUEUES": ["default"]}}


@override_settings(TASKS=QUEUED_ONLY)
def _played(owner, seed=3, moves=10):
    game = flows.start_game(
        variant="arrastre",
        players=2,
        rules={},
        bot_levels=["", "principiante"],
        feedback="full",
        seed=seed,
        owner=owner,
    )
    for _ in range(moves):
        if game.match_at().hand.is_terminal():
            break
        game = flows.play(game, first_legal(learner_view(game)), game.ply)
    return game


@pytest.fixture
def learner():
    return get_user_model().objects.create_user("ana", "ana@example.com", "pw-ana-12345")


@pytest.fixture
def client(learner):
    c = Client()
    c.force_login(learner)
    return c


def _judge_all(game):
    for d in analysis_presenter.decisions(game):
        flows.judgement(game, d.ply)


def test_the_analysis_uses_the_stored_judgements_only(learner):
    game = _played(learner)
    before = analysis_presenter.analysis(game)
    assert before.decisions
    assert not before.judged
    assert before.accuracy is None
    _judge_all(game)
    result = analysis_presenter.analysis(game)
    stored = {n.ply: n.advice for n in game.notes.filter(kind=MoveNote.Kind.JUDGEMENT)}
    assert [d.ply for d in result.judged] == sorted(stored)
    assert [d.value for d in result.judged] == [stored[p].value for p in sorted(stored)]
    good = sum(stored[p].label == "buena" for p in stored)
    assert result.accuracy == round(100 * good / len(stored))
    assert {d.ply for d in result.mistakes} == {p for p in stored if stored[p].label != "buena"}
    # Higher expected results are drawn higher (SVG y grows downwards).
    ordered = sorted(result.judged, key=lambda d: d.value)
    assert ordered[0].y >= ordered[-1].y
    assert result.graph["line"].count(",") == len(result.judged)


def test_review_page_shows_graph_text_equivalent_and_mistakes(client, learner):
    game = _played(learner)
    response = client.get(reverse("games:review", args=[game.public_id]))
    assert b'id="judge-all"' in response.content
    response = client.post(reverse("games:judge_all", args=[game.public_id]))
    assert response.status_code == 302
    page = client.get(reverse("games:review", args=[game.public_id])).content.decode()
    assert '<svg viewBox="0 0 640 220" role="img"' in page
    assert '<title id="graph-title">' in page
    assert 'id="graph-table"' in page
    assert 'id="accuracy"' in page
    assert 'id="judge-all"' not in page


def _mistake(learner):
    for seed in range(3, 12):
        game = _played(learner, seed=seed)
        _judge_all(game)
        result = analysis_presenter.analysis(game)
        for d in result.mistakes:
            return game, d.ply
        game.delete()
    raise AssertionError("no mistake found")


def test_a_drill_agrees_with_the_stored_judgement_and_queues_wrong_answers(client, learner):
    game, ply = _mistake(learner)
    stored = flows.judgement(game, ply)
    url = reverse("games:drill", args=[game.public_id, ply])
    page = client.get(url)
    assert page.status_code == 200
    assert b"drill-" in page.content
    # The same move gets the stored verdict; the stored better move is "buena".
    assert drill.grade(game, ply, stored.action) == stored
    assert drill.grade(game, ply, stored.best).label == "buena"
    assert drill.grade(game, ply, stored.best).best_value == stored.best_value
    wrong = client.post(url, {"action": stored.action})
    assert wrong.status_code == 200
    assert b'id="drill-verdict"' in wrong.content
    queue = client.get(reverse("tutorial:review")).content.decode()
    assert url in queue
    right = client.post(url, {"action": stored.best})
    assert b"Bien elegido" in right.content
    assert url not in client.get(reverse("tutorial:review")).content.decode()


def test_bad_drill_input_gets_clear_statuses(client, learner):
    game = _played(learner, moves=2)
    first = analysis_presenter.decisions(game)[0].ply
    url = reverse("games:drill", args=[game.public_id, first])
    assert client.post(url, {"action": "99x"}).status_code == 400
    assert client.post(url, {"action": "1o\x00"}).status_code == 400
    bot_ply = next(p for p, (s, _a) in enumerate(game.actions) if s != game.learner_seat)
    assert client.get(reverse("games:drill", args=[game.public_id, bot_ply])).status_code == 404
    assert client.get(reverse("games:drill", args=[game.public_id, 10_000])).status_code == 404
    stranger = Client()
    assert stranger.get(url).status_code == 404
