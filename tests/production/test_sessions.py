"""Sessions and the cache live in a shared service: Redis in production (REDIS_URL), sessions
written through to the database (``cached_db``); no worker keeps a copy of its own."""

from datetime import timedelta

import pytest
from django.conf import settings
from django.contrib.sessions.models import Session
from django.core.cache import caches
from django.core.cache.backends.redis import RedisCache
from django.core.checks import Error
from django.test import override_settings
from django.utils import timezone

from ops.checks import shared_cache

from .production_env import run_production_python

pytestmark = pytest.mark.django_db
STEP = "/aprender/baraja/1/"
needs_redis = pytest.mark.skipif(not getattr(settings, "REDIS_URL", ""), reason="REDIS_URL is not set")
LOCAL = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
REDIS = {
    "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": "redis://h:6379/0"}
}


def test_sessions_are_written_to_the_database_and_read_through_the_cache():
    from django.contrib.sessions.backends.cached_db import SessionStore as CachedDb

    from ops.resilient_sessions import SessionStore

    assert (
        settings.SESSION_ENGINE == "ops.resilient_sessions"
    )  # cached_db, on the database when Redis is down
    assert issubclass(SessionStore, CachedDb)


def test_the_hand_made_per_worker_session_cache_is_gone(client):
    client.get(STEP)
    assert "sessionver" not in client.cookies
    with pytest.raises(ImportError):
        __import__("ops.sessions")


def test_a_dropped_cookie_update_never_serves_an_older_session(client):
    """The learner's saved steps survive a response whose Set-Cookie never reached the browser
    (the audit lost a step in 3 of 4 tries with the old per-worker copies)."""
    client.get("/aprender/baraja/1/")
    before = {name: morsel.value for name, morsel in client.cookies.items()}
    for step in (2, 3, 4):
        assert client.get(f"/aprender/baraja/{step}/").status_code == 200
        for name, value in before.items():  # the browser kept the cookies it had
            client.cookies[name] = value
    assert client.session["tutorial_progress"]["seen"]["baraja"] == [1, 2, 3, 4]


def test_an_expired_or_deleted_session_is_not_served(client):
    client.get(STEP)
    key = client.session.session_key
    Session.objects.filter(session_key=key).update(expire_date=timezone.now() - timedelta(seconds=1))
    caches["default"].clear()
    client.get(STEP)
    assert client.session.session_key != key


def test_with_debug_off_a_per_process_cache_is_refused():
    with override_settings(DEBUG=False, CACHES=LOCAL):
        errors = shared_cache()
    assert [error.id for error in errors] == ["ops.E001"]
    assert isinstance(errors[0], Error)
    with override_settings(DEBUG=False, CACHES=REDIS):
        assert shared_cache() == []
    with override_settings(DEBUG=True, CACHES=LOCAL):
        assert shared_cache() == []  # one development process


@pytest.mark.parametrize("entry", ["tute_site.wsgi", "tute_site.asgi"])
def test_the_application_refuses_to_start_without_redis(entry):
    refused = run_production_python(f"import {entry}", REDIS_URL=None)
    assert refused.returncode != 0, refused.stderr[-2000:]
    assert "ops.E001" in refused.stderr, refused.stderr[-2000:]
    started = run_production_python(f"import {entry}; print('up')", REDIS_URL="redis://127.0.0.1:1/0")
    assert started.returncode == 0, started.stderr[-2000:]
    assert started.stdout.strip().endswith("up"), started.stderr[-2000:]


def test_production_settings_use_redis_for_the_cache_sessions_and_rate_limits():
    code = (
        "from django.conf import settings; from django.core.cache import caches\n"
        "print(settings.CACHES['default']['BACKEND'], settings.CACHES['default']['LOCATION'],"
        " settings.SESSION_ENGINE)"
    )
    result = run_production_python(code, REDIS_URL="redis://cache.internal:6379/3")
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split() == [
        "ops.cache.SharedRedisCache",
        "redis://cache.internal:6379/3",
        "ops.resilient_sessions",
    ]


@needs_redis
def test_a_session_saved_by_one_worker_is_read_by_another(client):
    """Another worker is another process with its own connection to Redis: a fresh cache
    object stands for it; it finds the session without the database."""
    client.get(STEP)
    client.get("/aprender/baraja/2/")
    key = client.session.session_key
    assert isinstance(caches["default"], RedisCache)
    other_worker = RedisCache(settings.REDIS_URL, {"KEY_PREFIX": settings.CACHES["default"]["KEY_PREFIX"]})
    stored = other_worker.get(f"django.contrib.sessions.cached_db{key}")
    assert stored["tutorial_progress"]["seen"]["baraja"] == [1, 2]


def test_the_redis_cache_reuses_one_client_per_connection_pool():
    """Django's client made a new redis.Redis (and its table of ~170 response callbacks) for
    every cache operation; ours keeps one per pool (ops/cache.py). Nothing is sent to Redis here."""
    from ops.cache import SharedRedisCache

    cache = SharedRedisCache("redis://127.0.0.1:6379/0", {})
    client = cache._cache.get_client(write=True)
    assert cache._cache.get_client(write=False) is client
    assert cache._cache.get_client("any key", write=True) is client
    assert client.connection_pool is cache._cache._get_connection_pool(True)
