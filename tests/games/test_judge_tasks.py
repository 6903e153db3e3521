"""The judgement of a practice move is computed off the request path (games.tasks.judge_move):
the play answers without it, the feedback panel polls until it is stored, and a worker that
stalls or dies mid-task loses no move and leaves nobody waiting (past the deadline the page
judges the move itself, with the same verdict).
"""

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.db import connection
from django.test import override_settings
from django.urls import reverse
from django_tasks_db.models import DBTaskResult

from games import flows, tasks
from games.models import Game, MoveNote
from tests.production.production_env import SOME_REDIS, production_environment
from tute.bots import judge

from .helpers import first_legal, learner_view, play_url, start

ROOT = Path(__file__).resolve().parents[2]
DUMMY = {"default": {"BACKEND": "django.tasks.backends.dummy.DummyBackend", "QUEUES": ["default"]}}
DATABASE = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend", "QUEUES": ["default"]}}


def _play_once(client, game):
    ply = game.ply
    response = client.post(
        play_url(game), {"action": first_legal(learner_view(game)), "ply": ply}, HTTP_HX_REQUEST="true"
    )
    assert response.status_code == 200
    return ply, response


def _feedback(client, game, ply, polls=None):
    url = reverse("games:feedback", args=[game.public_id, ply])
    if polls is not None:
        url += f"?sondeo={polls}"
    return client.get(url, HTTP_HX_REQUEST="true").content.decode()


def _expected_label(game, ply):
    """The verdict computed directly by the judge, as the site seeds it."""
    game.refresh_from_db()
    view = game.match_at(ply).hand.view(game.learner_seat)
    return judge(view, game.actions[ply][1], rng=random.Random(f"{game.seed}:feedback:{ply}"))


@pytest.mark.django_db
@override_settings(TASKS=DUMMY)
def test_the_play_answers_at_once_and_the_panel_polls_until_the_judgement_is_stored(client):
    tasks.judge_move.get_backend().clear()
    game = start(client, "parejas")
    ply, response = _play_once(client, game)
    assert 'id="feedback"' in response.content.decode()
    assert not MoveNote.objects.filter(game=game, kind=MoveNote.Kind.JUDGEMENT).exists()
    queued = tasks.judge_move.get_backend().results
    assert [(r.args[0], r.args[1]) for r in queued] == [(game.pk, ply)]

    waiting = _feedback(client, game, ply)
    assert "Analizando tu última jugada" in waiting
    assert 'hx-trigger="load delay:300ms"' in waiting
    assert "sondeo=1" in waiting
    assert 'class="verdict' not in waiting

    tasks.judge_move.call(game.pk, ply)  # what a worker does with the queued task
    shown = _feedback(client, game, ply, polls=1)
    assert 'class="verdict' in shown
    stored = flows.stored_judgement(game, ply)
    expected = _expected_label(game, ply)
    assert (stored.label, stored.best, stored.samples) == (expected.label, expected.best, expected.samples)


@pytest.mark.django_db
@override_settings(TASKS=DUMMY, TASKS_DEADLINE_SECONDS=2)
def test_past_the_deadline_the_page_judges_the_move_itself(client):
    game = start(client, "parejas")
    ply, _response = _play_once(client, game)
    waiting = _feedback(client, game, ply, polls=4)  # 4 x 0.3 s < 2 s: still waiting
    assert "sondeo=5" in waiting
    assert 'hx-trigger="load delay:1000ms"' in waiting  # from now on, once a second
    shown = _feedback(client, game, ply, polls=5)  # 1.2 + 1 s: no worker answered, judged here
    assert 'class="verdict' in shown
    assert MoveNote.objects.filter(game=game, ply=ply, kind=MoveNote.Kind.JUDGEMENT).count() == 1


@pytest.mark.django_db
@override_settings(TASKS=DUMMY)
def test_without_javascript_the_feedback_page_shows_the_judgement(client):
    game = start(client, "parejas")
    ply, _response = _play_once(client, game)
    page = client.get(reverse("games:feedback", args=[game.public_id, ply])).content.decode()
    assert 'class="verdict' in page


@pytest.mark.django_db
def test_the_embedded_default_judges_within_the_move(client):
    game = start(client, "parejas")
    ply, _response = _play_once(client, game)
    assert flows.stored_judgement(game, ply) is not None
    assert 'class="verdict' in _feedback(client, game, ply)


@pytest.mark.django_db
@override_settings(TASKS=DUMMY)
def test_a_judgement_computed_twice_is_stored_once(client):
    game = start(client, "parejas")
    ply, _response = _play_once(client, game)
    tasks.judge_move.call(game.pk, ply)
    tasks.judge_move.call(game.pk, ply)  # a task run again after a worker restart
    flows.judgement(game, ply)
    assert MoveNote.objects.filter(game=game, ply=ply, kind=MoveNote.Kind.JUDGEMENT).count() == 1


# ---------------------------------------------------------------------------------------------
# A real worker process, killed in the middle of a task


def _database_url():
    settings = connection.settings_dict
    if connection.vendor == "sqlite":
        return f"sqlite:///{settings['NAME']}"
    return (
        f"postgres://{settings['USER']}:{settings['PASSWORD']}@{settings['HOST'] or '127.0.0.1'}:"
        f"{settings['PORT'] or 5432}/{settings['NAME']}"
    )


def _worker():
    # The worker judges without the cache; a Redis URL is only parsed (production insists on one).
    env = production_environment(
        DATABASE_URL=_database_url(),
        TASKS_BACKEND="database",
        REDIS_URL=os.environ.get("REDIS_URL") or SOME_REDIS,
    )
    return subprocess.Popen(
        [sys.executable, "manage.py", "db_worker", "--interval", "0.05", "--no-startup-delay"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip


def _wait(condition, seconds=60):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return False


@pytest.mark.django_db(transaction=True)
@override_settings(TASKS=DATABASE, TASKS_DEADLINE_SECONDS=1)
def test_a_worker_killed_mid_task_loses_no_move_and_leaves_nobody_waiting(client):
    game = start(client, "parejas")
    plies = []
    for _ in range(3):
        ply, _response = _play_once(client, game)
        plies.append(ply)
        game.refresh_from_db()
    assert DBTaskResult.objects.filter(status="READY").count() == 3

    worker = _worker()
    try:
        assert _wait(lambda: DBTaskResult.objects.filter(status="RUNNING").exists()), (
            "the worker never started"
        )
        worker.send_signal(signal.SIGKILL)  # dies in the middle of a judgement
        worker.wait(timeout=30)
    finally:
        if worker.poll() is None:
            worker.kill()
    stuck = DBTaskResult.objects.filter(status="RUNNING").count()
    assert stuck == 1  # the task it was running will never finish

    game.refresh_from_db()
    assert [ply for ply in plies if ply < game.ply] == plies  # every move kept
    for ply in plies:  # the deadline passed: each panel shows its judgement, computed here if need be
        assert 'class="verdict' in _feedback(client, game, ply, polls=4)
        stored = flows.stored_judgement(game, ply)
        assert stored.label == _expected_label(game, ply).label

    second = _worker()  # a new worker takes the tasks still queued; they find their work done
    try:
        assert _wait(lambda: not DBTaskResult.objects.filter(status="READY").exists())
    finally:
        second.send_signal(signal.SIGTERM)
        second.wait(timeout=30)
    assert MoveNote.objects.filter(game=game, kind=MoveNote.Kind.JUDGEMENT).count() == 3
    assert Game.objects.get(pk=game.pk).actions == game.actions
