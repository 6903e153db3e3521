"""Settings for the test run: the site's settings (tute_site/settings.py, which know nothing of
tests) with DEBUG off as in production, plus what only a throwaway test run wants."""

import os
import tempfile

# The environment a test process starts with (read by tute_site.settings at import). Tests that
# start a production process remove these (tests/production/production_env.py).
TEST_ENVIRONMENT = {
    "DEBUG": "0",
    "SECRET_KEY": "test-only-" + "k" * 60,
    "ALLOWED_HOSTS": "testserver,localhost,127.0.0.1",
    "LOG_FORMAT": "plain",
    # Playwright's sync API keeps an event loop in the test thread; the ORM must be allowed there.
    "DJANGO_ALLOW_ASYNC_UNSAFE": "true",
}
for _name, _value in TEST_ENVIRONMENT.items():
    os.environ.setdefault(_name, _value)

from tute_site.settings import *  # noqa: E402,F403
from tute_site.settings import CACHES, DATABASES, STORAGES  # noqa: E402

# Plain http on the test client and the live server.
SECURE_SSL_REDIRECT = False
SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = LANGUAGE_COOKIE_SECURE = False
SECURE_HSTS_SECONDS = 0

# Static files from the finders: no collectstatic before a test run.
STORAGES = {**STORAGES, "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"}}

# Mail stays in memory (pytest-django's mailoutbox).
MAILERS = {"default": {"BACKEND": "django.core.mail.backends.locmem.EmailBackend"}}

# Hundreds of sign-ups a minute from 127.0.0.1: the rate-limit tests switch limits back on.
ACCOUNT_RATE_LIMITS = False

# The per-process cache is fine for one test process; the check that refuses it is tested itself.
SILENCED_SYSTEM_CHECKS = ["ops.E001", "security.W021"]

if CACHES["default"]["BACKEND"].endswith("RedisCache"):
    # One test process's keys apart from another's (and from a site on the same Redis).
    CACHES = {**CACHES, "default": {**CACHES["default"], "KEY_PREFIX": f"test-{os.getpid()}"}}

if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # A file, not memory: an in-memory database shares its cache between the live server's
    # threads, and a shared cache answers "table is locked" at once instead of waiting.
    DATABASES["default"]["TEST"] = {
        "NAME": os.path.join(tempfile.gettempdir(), f"tute-test-{os.getpid()}.sqlite3")
    }
    # A throwaway database: no need to wait for the disk.
    DATABASES["default"]["OPTIONS"]["init_command"] = "PRAGMA synchronous=OFF; PRAGMA journal_mode=MEMORY;"

# This run's groups apart from another run's on the same Redis (table ids start again in each
# test database); the daphne processes a test starts share the run's (tests/tables/servers.py).
TEST_CHANNEL_PREFIX = os.environ.get("TUTE_CHANNEL_PREFIX", f"asgi-test-{os.getpid()}")
if CHANNEL_LAYERS["default"]["BACKEND"].endswith("RedisChannelLayer"):  # noqa: F405
    CHANNEL_LAYERS["default"]["CONFIG"]["prefix"] = TEST_CHANNEL_PREFIX  # noqa: F405
