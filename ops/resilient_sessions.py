"""Sessions written to the database and kept in the shared cache (Django's ``cached_db``), going on
from the database alone while the cache (Redis) does not answer: the database holds every
session, so a visitor stays signed in and a page that needs nothing else shared keeps working.

Django's ``cached_db`` already reads past a failing cache and logs a failed save; it still fails
a request when it copies a session read from the database into the cache, asks whether a key
exists, or deletes one (a logout). Those three go on without the cache here. When the cache
returns it fills again as sessions are read."""

import logging

from django.contrib.sessions.backends.cached_db import SessionStore as CachedDbStore

from ops.services import SHARED_STATE_ERRORS

logger = logging.getLogger(__name__)


class _CacheDown:
    """A cache that answers nothing and keeps nothing (used for one call when Redis is down)."""

    def get(self, key, default=None):
        return default

    def set(self, *args, **kwargs):
        pass

    def delete(self, *args, **kwargs):
        pass

    def __contains__(self, key):
        return False


class SessionStore(CachedDbStore):
    def _without_cache(self, call):
        try:
            return call()
        except SHARED_STATE_ERRORS:
            logger.warning("sessions: the shared cache does not answer; the database serves")
            cache, self._cache = self._cache, _CacheDown()
            try:
                return call()
            finally:
                self._cache = cache

    def load(self):
        return self._without_cache(super().load)

    def exists(self, session_key):
        return self._without_cache(lambda: super(SessionStore, self).exists(session_key))

    def delete(self, session_key=None):
        try:
            super().delete(session_key)
        except SHARED_STATE_ERRORS:  # the database's row is gone already: the cache's lapses
            logger.warning("sessions: the shared cache does not answer; its copy will lapse")
