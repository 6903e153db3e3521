"""The shared services besides the database (Redis: cache, sessions' copies, rate-limit
counters, the channel layer), and what their absence looks like.

Redis being down is an outage, not a bug: whatever needs it answers a clear 503 (pages) or closes
with "try again later" (sockets, which then reconnect by themselves); whatever does not need it
goes on working. `shared_state_down` tells such an error apart from the others.
"""

from django.core.cache import cache
from redis.exceptions import RedisError

# redis-py's errors (refused, reset, timed out), and the OS's when a connection breaks midway.
SHARED_STATE_ERRORS = (RedisError, ConnectionError, TimeoutError)


def shared_state_down(error):
    """True when ``error`` (or what caused it) is the shared cache or channel layer not answering."""
    seen = set()
    while error is not None and id(error) not in seen:
        if isinstance(error, SHARED_STATE_ERRORS):
            return True
        seen.add(id(error))
        error = error.__cause__ or error.__context__
    return False


def cache_answers():
    """Whether the default cache answers a round trip now (True for a per-process cache)."""
    try:
        cache.set("healthz", 1, 10)
        return cache.get("healthz") == 1
    except SHARED_STATE_ERRORS:
        return False
