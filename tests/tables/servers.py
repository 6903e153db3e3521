"""ASGI servers for the tables' end-to-end tests: daphne processes on free ports serving this
project, on the test database (and, for several processes, one Redis)."""

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def free_port():
    """A free port: any (the system's choice), or one of TUTE_PORT_RANGE ("8200-8299") when set, for
    machines where each person's servers keep to their own range."""
    wanted = os.environ.get("TUTE_PORT_RANGE", "")
    candidates = range(int(wanted.split("-")[0]), int(wanted.split("-")[1]) + 1) if wanted else [0]
    for port in candidates:
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return s.getsockname()[1]
    raise RuntimeError(f"no free port in {wanted}")


def database_url(settings_dict):
    """The URL of the database Django is using now (the test database during tests)."""
    engine = settings_dict["ENGINE"]
    if engine.endswith("sqlite3"):
        return f"sqlite:///{settings_dict['NAME']}"
    user, password = settings_dict.get("USER", ""), settings_dict.get("PASSWORD", "")
    host, port = settings_dict.get("HOST") or "127.0.0.1", settings_dict.get("PORT") or 5432
    return f"postgres://{user}:{password}@{host}:{port}/{settings_dict['NAME']}"


def channel_prefix():
    """The channel layer's prefix of this test run (tests/settings.py), shared with its servers."""
    from django.conf import settings

    return settings.TEST_CHANNEL_PREFIX


def start_daphne(database, *, redis_url="", extra_env=None, port=None):
    port = port or free_port()
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("REDIS_URL", "DATABASE_URL", "PYTEST_VERSION", "PYTEST_CURRENT_TEST")
    }
    env.update(
        {
            "DATABASE_URL": database,
            "DEBUG": "0",
            "TUTE_SERVE_STATIC": "1",
            "CONN_MAX_AGE": "0",
            "DJANGO_SETTINGS_MODULE": "tests.settings",  # the test run's: plain http, test keys
            **({"REDIS_URL": redis_url} if redis_url else {}),
            "TUTE_CHANNEL_PREFIX": channel_prefix(),
            **(extra_env or {}),
        }
    )
    daphne = [
        sys.executable,
        "-m",
        "daphne",
        "-b",
        "127.0.0.1",
        "-p",
        str(port),
        "tute_site.asgi:application",
    ]
    process = subprocess.Popen(daphne, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"daphne stopped: {process.stderr.read().decode()[-2000:]}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return process, f"http://127.0.0.1:{port}"
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError("daphne did not start")


def stop(process):
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def start_redis(port=None):
    """A Redis of the test's own (no persistence), on a free port: (process, URL)."""
    port = port or free_port()
    process = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return process, f"redis://127.0.0.1:{port}/0"
        except OSError:
            time.sleep(0.05)
    process.kill()
    raise RuntimeError("redis-server did not start")
