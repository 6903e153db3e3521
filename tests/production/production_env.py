"""Run a piece of Python in a fresh process with the production settings (DEBUG off)."""

import os
import secrets
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_production_python(code, **env):
    environment = {
        k: v for k, v in os.environ.items() if k not in {"TUTE_TESTING", "PYTEST_VERSION", "DEBUG"}
    }
    environment.update(
        DEBUG="0", SECRET_KEY=secrets.token_urlsafe(64), ALLOWED_HOSTS="testserver",
        DJANGO_SETTINGS_MODULE="tute_site.settings", DATABASE_URL="sqlite:///:memory:",
    )  # fmt: skip
    environment.update(env)
    script = "import django; django.setup()\n" + code
    return subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=environment, capture_output=True, text=True, timeout=120
    )
