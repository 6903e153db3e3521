"""Django's Redis cache with one redis-py client per connection pool.

Django's `RedisCacheClient.get_client` builds a new `redis.Redis` for every cache operation, and
each one fills its table of ~170 response callbacks: a third of a millisecond of CPU per request
that reads the session (bench/PERF_NOTES.md). A client is only a thin front of its pool (the
pool holds the connections and is thread-safe), so one per pool is kept and reused.
"""

from django.core.cache.backends.redis import RedisCache, RedisCacheClient


class ReusedClientRedisCacheClient(RedisCacheClient):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._clients = {}

    def get_client(self, key=None, *, write=False):
        pool = self._get_connection_pool(write)
        client = self._clients.get(id(pool))
        if client is None:
            client = self._clients[id(pool)] = self._client(connection_pool=pool)
        return client


class SharedRedisCache(RedisCache):
    """`django.core.cache.backends.redis.RedisCache`, reusing its redis-py clients."""

    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = ReusedClientRedisCacheClient
