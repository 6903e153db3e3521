"""Operations: health check, structured error logs, cleanup of anonymous leftovers, bench page."""

import io
import json
import logging
import os
import secrets
import sys
from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.contrib.sessions.backends.db import SessionStore
from django.contrib.sessions.models import Session
from django.core.management import CommandError, call_command
from django.db import DatabaseError
from django.test import RequestFactory
from django.urls import reverse
from django.utils import timezone

from ops.logging import JsonFormatter
from ops.views import bench_bare, bench_floor

from .production_env import run_production_python

# --- /healthz --------------------------------------------------------------------------------


@pytest.mark.django_db
def test_healthz_answers_200_json_when_the_database_answers(client):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    body = response.json()
    assert body["status"] == "ok"
    assert body["database"] == "ok"
    assert "no-cache" in response["Cache-Control"]


@pytest.mark.django_db
def test_healthz_answers_503_json_when_the_database_fails(client, monkeypatch):
    def broken_cursor(*args, **kwargs):
        raise DatabaseError("connection refused")

    monkeypatch.setattr("ops.views.connection.cursor", broken_cursor)
    response = client.get("/healthz")
    assert response.status_code == 503
    assert (
        response.json().items()
        >= {"status": "error", "database": "unavailable", "detail": "DatabaseError"}.items()
    )


@pytest.mark.django_db
def test_healthz_refuses_writes(client):
    assert client.post("/healthz").status_code == 405


def test_healthz_is_reached_over_plain_http_in_production():
    """Load balancers probe over http: the SSL redirect must spare /healthz, and only it."""
    code = (
        "from django.test import Client; c = Client();"
        "print(c.get('/healthz').status_code, c.get('/').status_code)"
    )
    result = run_production_python(code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split()[-2:] == ["200", "301"]


# --- logging ---------------------------------------------------------------------------------


def test_json_formatter_writes_one_line_with_the_request_and_the_traceback():
    request = RequestFactory().get("/jugar/x/")
    try:
        raise KeyError("boom")
    except KeyError:
        record = logging.LogRecord(
            "django.request", logging.ERROR, __file__, 1, "Internal Server Error: %s", ("/jugar/x/",),
            sys.exc_info(),
        )  # fmt: skip
    record.request = request
    record.status_code = 500
    record.game = "abc"
    line = JsonFormatter().format(record)
    assert "\n" not in line
    entry = json.loads(line)
    assert entry["level"] == "ERROR"
    assert entry["logger"] == "django.request"
    assert entry["message"] == "Internal Server Error: /jugar/x/"
    assert entry["method"] == "GET"
    assert entry["path"] == "/jugar/x/"
    assert entry["status"] == 500
    assert "KeyError: 'boom'" in entry["exception"]
    assert entry["game"] == "abc"


def test_production_logs_a_server_error_as_json_on_stderr():
    code = (
        "import logging; from django.test import RequestFactory;"
        "r = RequestFactory().get('/x/');"
        "\ntry:\n    1/0\nexcept ZeroDivisionError:\n"
        "    logging.getLogger('django.request').error('Internal Server Error: /x/',"
        " exc_info=True, extra={'request': r, 'status_code': 500})"
    )
    result = run_production_python(code)
    assert result.returncode == 0, result.stderr
    lines = [line for line in result.stderr.splitlines() if line.startswith("{")]
    assert len(lines) == 1, result.stderr
    entry = json.loads(lines[0])
    assert entry["status"] == 500
    assert entry["path"] == "/x/"
    assert "ZeroDivisionError" in entry["exception"]


# --- bench page ------------------------------------------------------------------------------


@pytest.mark.django_db
def test_bench_page_is_not_served_unless_the_bench_asks_for_it(client):
    assert os.environ.get("TUTE_BENCH") != "1"
    assert client.get("/_bench/bare/").status_code == 404
    assert client.get("/_bench/floor/?bytes=100").status_code == 404


def test_bench_page_renders_a_small_template():
    response = bench_bare(RequestFactory().get("/_bench/bare/"))
    assert response.status_code == 200
    assert b"item 9" in response.content


@pytest.mark.django_db
def test_the_floor_page_reads_the_session_and_sends_a_token_in_a_body_of_the_size_asked():
    from django.contrib.sessions.middleware import SessionMiddleware
    from django.middleware.csrf import CsrfViewMiddleware

    request = RequestFactory().get("/_bench/floor/", {"bytes": "5000"})
    SessionMiddleware(lambda r: None).process_request(request)
    CsrfViewMiddleware(lambda r: None).process_request(request)
    response = bench_floor(request)
    assert response.status_code == 200
    assert abs(len(response.content) - 5000) < 100
    assert request.session.accessed
    assert request.META["CSRF_COOKIE_NEEDS_UPDATE"]
    for bad in ("", "abc", "٣٠٠", "200001", "-5"):
        assert bench_floor(RequestFactory().get("/_bench/floor/", {"bytes": bad})).status_code == 400


# --- cleanup_anonymous -------------------------------------------------------------------------


def _game_model():
    from django.apps import apps

    return apps.get_model("games", "Game")


def _make_game(**fields):
    """A stored practice game, created through the games app's own flow."""
    from games import flows

    bots = ["", "principiante", "principiante", "principiante"]
    return flows.start_game(
        variant="arrastre", players=4, rules={}, bot_levels=bots, feedback="full", seed=7, **fields
    )


def _age(model_instance, days):
    type(model_instance).objects.filter(pk=model_instance.pk).update(
        updated=timezone.now() - timedelta(days=days)
    )


def _session(days_since_saved, user=None):
    store = SessionStore()
    store["games_owner_key"] = secrets.token_hex(8)
    if user is not None:
        store["_auth_user_id"] = str(user.pk)
    store.create()
    saved = timezone.now() - timedelta(days=days_since_saved)
    Session.objects.filter(pk=store.session_key).update(
        expire_date=saved + timedelta(seconds=store.get_session_cookie_age())
    )
    return store.session_key


@pytest.mark.django_db
def test_cleanup_anonymous_deletes_old_anonymous_games_and_sessions_only():
    # Sessions live two weeks (SESSION_COOKIE_AGE): one saved 10 days ago has not expired yet.
    learner = get_user_model().objects.create_user("learner", "learner@example.com", "x")
    old_anonymous = _make_game(anon_key="k1")
    recent_anonymous = _make_game(anon_key="k2")
    old_owned = _make_game(owner=learner)
    _age(old_anonymous, 10)
    _age(old_owned, 10)
    _age(recent_anonymous, 3)
    old_session = _session(10)
    recent_session = _session(3)
    old_signed_in = _session(10, user=learner)
    expired_signed_in = _session(30, user=learner)

    out = io.StringIO()
    call_command("cleanup_anonymous", "--days", "7", stdout=out)

    Game = _game_model()
    assert set(Game.objects.values_list("pk", flat=True)) == {recent_anonymous.pk, old_owned.pk}
    remaining = set(Session.objects.values_list("pk", flat=True))
    assert remaining == {recent_session, old_signed_in}
    assert old_session not in remaining
    assert expired_signed_in not in remaining
    assert "Deleted 1 anonymous game" in out.getvalue()
    assert "2 sessions" in out.getvalue()


@pytest.mark.django_db
def test_cleanup_anonymous_dry_run_deletes_nothing():
    old = _make_game(anon_key="k1")
    _age(old, 10)
    _session(10)
    out = io.StringIO()
    call_command("cleanup_anonymous", "--days", "7", "--dry-run", stdout=out)
    assert "Would delete 1 anonymous game" in out.getvalue()
    assert "1 sessions" in out.getvalue()
    assert _game_model().objects.filter(pk=old.pk).exists()
    assert Session.objects.count() == 1


@pytest.mark.django_db
def test_cleanup_anonymous_refuses_a_zero_age():
    with pytest.raises(CommandError, match="at least 1"):
        call_command("cleanup_anonymous", "--days", "0")


def test_reverse_names_exist():
    assert reverse("ops:healthz") == "/healthz"
