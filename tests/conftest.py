# The test run's settings are tests/settings.py (pyproject.toml names them).
import os
import random
import threading
import time

import pytest
from django.contrib.auth import get_user_model
from django.core.signals import request_finished, request_started
from django.test import Client

from games.replays import replays

CHROMIUM = (
    "/usr/lib/chromium/chromium" if os.path.exists("/usr/lib/chromium/chromium") else "/usr/bin/chromium"
)


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    """The test database holds the shipped puzzles, as the site's does after setup (a test that
    flushes the database, a browser test, loads them again: tests/puzzles/conftest.py)."""
    from puzzles import loading

    with django_db_blocker.unblock():
        loading.load()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
        ],
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    # A Spanish-speaking learner's browser: the site picks the language from Accept-Language
    # until the visitor chooses one with the language switch.
    return {**browser_context_args, "locale": "es-ES", "viewport": {"width": 1280, "height": 800}}


class _LiveRequests:
    """Counts the requests the live server's threads are still answering.

    A browser test can end while the page has a request in flight (a lazily loaded panel, a
    prefetch): its thread may hold row locks when the test's teardown truncates every table,
    and PostgreSQL then breaks the deadlock by failing the flush. The `page` fixture below waits
    for those threads before the database is touched."""

    def __init__(self):
        self.busy = 0
        self.idle = threading.Condition()

    def started(self, **kwargs):
        if threading.current_thread() is not threading.main_thread():
            with self.idle:
                self.busy += 1

    def finished(self, **kwargs):
        if threading.current_thread() is not threading.main_thread():
            with self.idle:
                self.busy -= 1
                self.idle.notify_all()

    def wait(self, timeout=30):
        with self.idle:
            return self.idle.wait_for(lambda: self.busy <= 0, timeout)


_live_requests = _LiveRequests()
request_started.connect(_live_requests.started, weak=False)
request_finished.connect(_live_requests.finished, weak=False)


@pytest.fixture
def page(page):
    page.set_default_timeout(10_000)
    yield page
    # Leave the site, so that the page asks for nothing more (see _live_server_settles).
    page.goto("about:blank")


@pytest.fixture(autouse=True)
def _live_server_settles(request):
    """After a test that used the live server, wait until its threads have answered every
    request before the database is flushed. (pytest-django's own autouse database fixtures are
    set up before this conftest's, so this teardown runs before theirs.)"""
    yield
    if "live_server" in request.fixturenames:
        time.sleep(0.05)  # a request the browser sent just before leaving: let it start
        assert _live_requests.wait(), "the live server is still answering a request"


@pytest.fixture(autouse=True)
def _fast_password_hashing(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def _fresh_replays():
    """Each test replays its games from nothing: a test that deals a prepared hand (a patched
    Game.new_match) must not meet, nor leave, another game's replay of the same seed."""
    replays.clear()
    yield
    replays.clear()


@pytest.fixture(autouse=True)
def _reproducible_seeds(request, monkeypatch):
    """Games and quizzes started during a test draw their seeds from the test's name instead of
    the system: every run (CI included) deals the same cards, and a failure can be replayed."""
    rng = random.Random(request.node.nodeid)
    monkeypatch.setattr("games.flows.new_seed", lambda: rng.randrange(2**62))
    monkeypatch.setattr("tutorial.flows.fresh_seed", lambda: rng.randrange(900_000) + 100_000)


@pytest.fixture
def learner(db):
    """A signed-in learner's account (test files with another kind of learner define their own)."""
    return get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")


@pytest.fixture
def learner_client(learner):
    client = Client()
    client.force_login(learner)
    return client
