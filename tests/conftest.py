import os

# Settings for the test run: set before Django is imported.
os.environ.setdefault("TUTE_TESTING", "1")
os.environ.setdefault("DEBUG", "0")
# Playwright's sync API keeps an event loop in the test thread; Django's ORM must be allowed there.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

import random  # noqa: E402

import pytest  # noqa: E402

CHROMIUM = (
    "/usr/lib/chromium/chromium" if os.path.exists("/usr/lib/chromium/chromium") else "/usr/bin/chromium"
)


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


@pytest.fixture
def page(page):
    page.set_default_timeout(10_000)
    return page


@pytest.fixture(autouse=True)
def _fast_password_hashing(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def _reproducible_seeds(request, monkeypatch):
    """Games and quizzes started during a test draw their seeds from the test's name instead of
    the system: every run (CI included) deals the same cards, and a failure can be replayed."""
    rng = random.Random(request.node.nodeid)
    monkeypatch.setattr("games.flows.new_seed", lambda: rng.randrange(2**62))
    monkeypatch.setattr("tutorial.flows.fresh_seed", lambda: rng.randrange(900_000) + 100_000)
