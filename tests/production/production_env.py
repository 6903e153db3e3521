"""Run a piece of Python (or manage.py) in a fresh process with the production settings (DEBUG off)."""

import os
import secrets
import subprocess
import sys
from pathlib import Path

from tests.settings import TEST_ENVIRONMENT

ROOT = Path(__file__).resolve().parents[2]

# What the test run puts in the environment that a production process must not see.
TEST_ONLY_ENV = set(TEST_ENVIRONMENT) | {"PYTEST_VERSION", "DJANGO_SETTINGS_MODULE"}
# A Redis URL is only parsed at start-up (the cache connects on first use): enough for checks.
SOME_REDIS = "redis://127.0.0.1:6379/1"


def production_environment(**env):
    environment = {k: v for k, v in os.environ.items() if k not in TEST_ONLY_ENV}
    environment.update(
        DEBUG="0", SECRET_KEY=secrets.token_urlsafe(64), ALLOWED_HOSTS="testserver",
        DJANGO_SETTINGS_MODULE="tute_site.settings", DATABASE_URL="sqlite:///:memory:",
    )  # fmt: skip
    environment.update(env)
    return {k: v for k, v in environment.items() if v is not None}


def run_production_python(code, **env):
    """env values of None remove the variable."""
    script = "import django; django.setup()\n" + code
    return subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=production_environment(**env),
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip


def run_manage(*args, **env):
    """manage.py in a fresh production process; env values of None remove the variable."""
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=production_environment(**env),
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
