"""Settings for Aprende Tute. Everything that differs between machines comes from the environment.

These settings know nothing of the test runner: the tests use ``tests/settings.py``, which sets
its environment and overrides what only a test run wants.
"""

import os
import secrets
from pathlib import Path
from typing import Any

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.csp import CSP
from django.utils.translation import gettext_lazy as _
from redis.asyncio.retry import Retry as AsyncRetry
from redis.backoff import NoBackoff
from redis.retry import Retry

BASE_DIR = Path(__file__).resolve().parent.parent

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def env_bool(name, default=False):
    """A yes/no variable: 1/0, true/false, yes/no, on/off (any case). Anything else (a typo such
    as ``DEBUG=ture``) stops the start: a misspelt switch must not silently mean "off"."""
    value = os.environ.get(name)
    if value is None:
        return default
    word = value.strip().lower()
    if word in _TRUE:
        return True
    if word in _FALSE:
        return False
    raise ImproperlyConfigured(f"{name}={value!r} is not yes/no (use 1/0, true/false, yes/no, on/off).")


def env_int(name, default, *, minimum=0):
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    if not value.isascii() or not value.lstrip("-").isdecimal() or int(value) < minimum:
        raise ImproperlyConfigured(f"{name}={value!r} is not a whole number >= {minimum}.")
    return int(value)


def env_list(name, default=""):
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


DEBUG = env_bool("DEBUG", False)

# Development only: without SECRET_KEY, DEBUG mode uses a random key kept in a git-ignored file
# (made on first use), so no key is ever published. In production SECRET_KEY is required.
DEV_SECRET_FILE = BASE_DIR / ".dev-secret-key"


def _development_secret():
    try:
        key = DEV_SECRET_FILE.read_text().strip()
    except FileNotFoundError:
        key = ""
    if len(key) < 50:
        key = secrets.token_urlsafe(64)
        DEV_SECRET_FILE.touch(mode=0o600)
        DEV_SECRET_FILE.write_text(key + "\n")
    return key


SECRET_KEY = os.environ.get("SECRET_KEY") or ""
if not SECRET_KEY:
    if DEBUG:
        SECRET_KEY = _development_secret()
    else:
        raise ImproperlyConfigured("SECRET_KEY must be set when DEBUG is off.")

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "127.0.0.1,localhost,[::1]" if DEBUG else "")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS")

INSTALLED_APPS = [
    "daphne",  # first: `manage.py runserver` then serves ASGI (HTTP and the tables' WebSockets)
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django_htmx",
    "django_tasks_db",
    "allauth",
    "allauth.account",
    "accounts",
    "games",
    "tutorial",
    "teachers",
    "tables",
    "compete",
    "learners",
    "puzzles",
    "ops",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "ops.middleware.VaryOnHtmx",
    "allauth.account.middleware.AccountMiddleware",
    "ops.middleware.MethodNotAllowedPage",
    "ops.middleware.DatabaseBusyPage",
]

if env_bool("TUTE_BENCH"):  # the load bench reads each request's CPU time (bench/load.py)
    MIDDLEWARE.insert(0, "ops.middleware.CpuTiming")

ROOT_URLCONF = "tute_site.urls"
CSRF_FAILURE_VIEW = "ops.errors.csrf_failure"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                # After Django's csrf processor: a shared page's CSRF hole (ops/pages.py).
                "ops.pages.page_holes",
            ],
        },
    },
]

WSGI_APPLICATION = "tute_site.wsgi.application"
ASGI_APPLICATION = "tute_site.asgi.application"

# Channels: the tables' live updates. Redis when REDIS_URL is set (several processes or hosts
# share one table); in memory otherwise (the single-process embedded default).
if os.environ.get("REDIS_URL"):
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            # redis-py's default read timeout (5 s) equals the layer's blocking pop (5 s): a reply a
            # moment late ended the connection's consumer (a closed socket). Read for longer.
            # A connection the pool kept across a Redis restart fails once: retried on a new one.
            "CONFIG": {
                "hosts": [
                    {
                        "address": os.environ["REDIS_URL"],
                        "socket_timeout": 15,
                        "socket_connect_timeout": 2,
                        "retry": AsyncRetry(NoBackoff(), 1),
                    }
                ],
                # Members a process left behind (killed) lapse within minutes, not a day: each
                # socket renews its membership every minute (tables.consumers.GROUP_REFRESH).
                "group_expiry": 300,
            },
        }
    }
else:
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
TABLES_GRACE_SECONDS = int(os.environ.get("TABLES_GRACE_SECONDS", "15"))  # away longer: a bot plays
TABLES_TICK_SECONDS = float(os.environ.get("TABLES_TICK_SECONDS", "4"))
# Threads per ASGI process for the tables' sockets (renders and database work side by side, each
# thread with its own database connection): 16 took bench/tables.py's p95 from 137-279 to 93-106 ms.
TABLES_DB_THREADS = int(os.environ.get("TABLES_DB_THREADS", "16"))
# Sockets one viewer (an account or a browser session) may hold at once over every table, and one
# table may have; beyond them a socket is closed with code 4429 (tables.sockets).
TABLES_SOCKETS_PER_VIEWER = env_int("TABLES_SOCKETS_PER_VIEWER", 24, minimum=1)
TABLES_SOCKETS_PER_TABLE = env_int("TABLES_SOCKETS_PER_TABLE", 60, minimum=1)
# Messages one viewer may send to one table per window (every frame counts, malformed ones too).
TABLES_RATE_LIMIT = env_int("TABLES_RATE_LIMIT", 40, minimum=1)
TABLES_RATE_WINDOW = env_int("TABLES_RATE_WINDOW", 10, minimum=1)

# Lesson pages rendered once for every learner at the same point, with each visitor's CSRF token
# filled in (ops/pages.py). TUTE_SHARED_PAGES=0 renders every page afresh (to compare, or to rule
# the shared pages out while looking into a problem).
SHARED_PAGES = os.environ.get("TUTE_SHARED_PAGES", "1").strip() != "0"

# Background work: the judge of a practice move and the searching bots' moves (Django's tasks).
# TASKS_BACKEND=database (production): django-tasks-db keeps the queue in the site's database and
# `manage.py db_worker` processes run it, apart from the web processes (more workers, more
# capacity). "immediate" (the default, ./scripts/run.sh): each task runs at once in the process
# that enqueues it, so one command still runs everything. A page that waits for a task polls and,
# after TASKS_DEADLINE_SECONDS without an answer (no worker, or a worker that died mid-task),
# computes it itself: the result is the same wherever it is computed (work units, never the clock).
TASKS_BACKEND = os.environ.get("TASKS_BACKEND", "immediate").strip().lower()
if TASKS_BACKEND not in {"immediate", "database"}:
    raise ImproperlyConfigured("TASKS_BACKEND must be 'immediate' or 'database'.")
TASKS = {
    "default": {
        "BACKEND": "django_tasks_db.DatabaseBackend"
        if TASKS_BACKEND == "database"
        else "django.tasks.backends.immediate.ImmediateBackend",
        "QUEUES": ["default"],
    }
}
TASKS_DEADLINE_SECONDS = env_int("TASKS_DEADLINE_SECONDS", 8, minimum=1)

# Database: DATABASE_URL (PostgreSQL in production), SQLite in the project folder by default.
DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=env_int("CONN_MAX_AGE", 60),
        conn_health_checks=True,  # a connection dropped by a database restart is replaced, not a 500
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # A transaction that reads then writes (playing a card) must not fail with "database is
    # locked" when another request wrote in between (the move's feedback): take the write lock
    # at BEGIN and wait for it.
    DATABASES["default"].setdefault("OPTIONS", {}).update({"transaction_mode": "IMMEDIATE", "timeout": 20})
elif DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # A request never waits long for a row another request holds (it answers "la mesa ha
    # cambiado", games/views.py) nor runs a statement long enough to tie up its worker.
    DB_LOCK_TIMEOUT_MS = env_int("DB_LOCK_TIMEOUT_MS", 3000, minimum=1)
    DB_STATEMENT_TIMEOUT_MS = env_int("DB_STATEMENT_TIMEOUT_MS", 15000, minimum=1)
    DATABASES["default"].setdefault("OPTIONS", {})["options"] = (
        f"-c lock_timeout={DB_LOCK_TIMEOUT_MS} -c statement_timeout={DB_STATEMENT_TIMEOUT_MS}"
    )

# Cache, sessions and rate-limit counters: Redis (REDIS_URL) shared by every worker and host.
# Without REDIS_URL the cache is this process's memory, which only a single development process
# may use: with DEBUG off the site refuses to start on it (ops/checks.py).
REDIS_URL = os.environ.get("REDIS_URL", "").strip()
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "ops.cache.SharedRedisCache",  # Django's, reusing its clients (ops/cache.py)
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": os.environ.get("CACHE_KEY_PREFIX", "tute"),
            # Redis down: fail within a couple of seconds (a clear 503), not hang the worker; a
            # pooled connection broken by a Redis restart is retried once on a new one.
            "OPTIONS": {"socket_connect_timeout": 2, "socket_timeout": 5, "retry": Retry(NoBackoff(), 1)},
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
# Sessions are written to the database and kept in the cache: with Redis every worker and host
# reads the same copy (a learner's progress lives in the session until they sign up).
SESSION_ENGINE = "ops.resilient_sessions"  # cached_db, going on from the database while Redis is down
SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_HTTPONLY = True  # htmx sends the token from the page (hx-headers), never from the cookie

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

AUTHENTICATION_BACKENDS = [
    "django.contrib.auth.backends.ModelBackend",
    "allauth.account.auth_backends.AuthenticationBackend",
]

# Accounts (django-allauth, email only)
ACCOUNT_LOGIN_METHODS = {"email"}
ACCOUNT_SIGNUP_FIELDS = ["email*", "password1*", "password2*"]
ACCOUNT_EMAIL_VERIFICATION = "mandatory"
ACCOUNT_CONFIRM_EMAIL_ON_GET = False
ACCOUNT_LOGIN_ON_EMAIL_CONFIRMATION = True
ACCOUNT_LOGOUT_REDIRECT_URL = "/"
ACCOUNT_EMAIL_SUBJECT_PREFIX = "Aprende Tute · "  # the site's name, not the host
LOGIN_REDIRECT_URL = "/"
# One address per account (changing it replaces it once the new one is verified); an address
# only claimed, never verified, by another account gives way to a sign-up; password resets go
# only to verified addresses (ops/accounts.py). Together they stop account pre-hijacking.
ACCOUNT_CHANGE_EMAIL = True
ACCOUNT_FORMS = {"signup": "ops.accounts.SignupForm", "reset_password": "ops.accounts.ResetPasswordForm"}

# Rate limits, counted in the shared cache, per client address. Behind a proxy the client is
# the address the trusted proxies put in X-Forwarded-For (ALLAUTH_TRUSTED_PROXY_COUNT: how many
# proxies append to it), or a header the proxy sets (ALLAUTH_TRUSTED_CLIENT_IP_HEADER, e.g.
# X-Real-IP); ops.clients.client_ip applies the same rule for the site's own limits.
ALLAUTH_TRUSTED_PROXY_COUNT = env_int("ALLAUTH_TRUSTED_PROXY_COUNT", 0)
ALLAUTH_TRUSTED_CLIENT_IP_HEADER = os.environ.get("ALLAUTH_TRUSTED_CLIENT_IP_HEADER", "").strip() or None
# A whole class (40 pupils and their teacher) shares one school address behind NAT and signs in
# within a minute, some of them twice: per-address limits leave room for that; the per-account
# limits (key) stay allauth's.
CLASSROOM_SIZE = env_int("CLASSROOM_SIZE", 40, minimum=1)
_PER_IP = 3 * CLASSROOM_SIZE
ACCOUNT_RATE_LIMITS = {
    "login": f"{_PER_IP}/m/ip",
    "login_failed": f"{_PER_IP}/m/ip,5/300s/key",
    "signup": f"{_PER_IP}/m/ip",
    "reset_password": f"{_PER_IP}/m/ip,5/m/key",
    "reset_password_from_key": f"{_PER_IP}/m/ip",
    "request_login_code": f"{_PER_IP}/m/ip,3/m/key",
}

# Email: printed on the console in development; SMTP (configured from the environment) in
# production. MAIL_BACKEND names another backend, which then gets no SMTP options.
SMTP_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
MAIL_BACKEND = os.environ.get("MAIL_BACKEND", "").strip() or (
    "ops.mail.EmailBackend" if DEBUG else SMTP_BACKEND  # the console, readable (ops/mail.py)
)
MAILERS: dict[str, dict[str, Any]] = {"default": {"BACKEND": MAIL_BACKEND}}
if MAIL_BACKEND == SMTP_BACKEND:
    MAILERS["default"]["OPTIONS"] = {
        "host": os.environ.get("EMAIL_HOST", "localhost"),
        "port": env_int("EMAIL_PORT", 25),
        "username": os.environ.get("EMAIL_HOST_USER", ""),
        "password": os.environ.get("EMAIL_HOST_PASSWORD", ""),
        "use_tls": env_bool("EMAIL_USE_TLS", False),
    }
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "Aprende Tute <no-reply@localhost>")

# Internationalization: Spanish first, English second.
LANGUAGE_CODE = "es"
LANGUAGES = [("es", _("Español")), ("en", _("English"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = "Europe/Madrid"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        )
    },
}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Content Security Policy, in development and tests too (browser tests catch violations): no inline
# scripts or styles anywhere (so no nonce either); htmx's own indicator style is switched off in
# base.html.
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:"],
    "font-src": [CSP.SELF],
    "connect-src": [CSP.SELF],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
    "base-uri": [CSP.NONE],
    "object-src": [CSP.NONE],
}

if not DEBUG:
    SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 31536000)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", True)
    # Preloading is hard to undo (browsers ship the list): only when the operator opts in.
    SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", False)
    if not SECURE_HSTS_PRELOAD:
        SILENCED_SYSTEM_CHECKS = ["security.W021"]  # "SECURE_HSTS_PRELOAD is not True": a choice
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_REDIRECT_EXEMPT = [r"^healthz$"]  # load balancers probe over plain http
    LANGUAGE_COOKIE_SECURE = True
    LANGUAGE_COOKIE_HTTPONLY = True
    LANGUAGE_COOKIE_SAMESITE = "Lax"
    SECURE_CONTENT_TYPE_NOSNIFF = True
    SECURE_REFERRER_POLICY = "same-origin"

# Logs go to stderr: plain text in development, one JSON object per line in production
# (LOG_FORMAT=json|plain overrides). Errors (500s) carry the request and the traceback; a bad
# Host header and other requests Django answers with 400 are the client's fault: warnings.
LOG_FORMAT = os.environ.get("LOG_FORMAT", "plain" if DEBUG else "json")
if LOG_FORMAT not in {"plain", "json"}:
    raise ImproperlyConfigured(f"LOG_FORMAT={LOG_FORMAT!r}: use plain or json.")
LOG_LEVEL = os.environ.get("LOG_LEVEL", "WARNING").upper()
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"client_errors": {"()": "ops.logging.ClientErrorsAreWarnings"}},
    "formatters": {
        "plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"},
        "json": {"()": "ops.logging.JsonFormatter"},
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": LOG_FORMAT,
            "filters": ["client_errors"],
            "level": LOG_LEVEL,  # also for records of child loggers
        }
    },
    "root": {"handlers": ["console"], "level": LOG_LEVEL},
    # Django's own loggers pass their records to the root's handler (and its filter).
    "loggers": {"django": {"handlers": [], "level": "INFO", "propagate": True}},
}
