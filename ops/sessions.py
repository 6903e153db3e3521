"""Database sessions, read with one SQL statement, and not read again while nothing changed.

Every page reads the session (the learner's progress lives there until they sign up, and the
signed-in user's id always does), so its cost is paid on every request. Two savings, both
measured on PostgreSQL 15 over 127.0.0.1:

- Django's database backend builds a queryset for the read (0.28 ms); the same SELECT sent
  through the connection's cursor costs 0.07 ms.
- An anonymous learner reading lesson after lesson does not change the session on most
  requests, yet each one waited for that SELECT: under load (bench/load.py, 5 gunicorn workers
  on 2 cores) a lesson step served 990 requests/s with the read and 1560 without it.
  So each worker keeps the anonymous sessions it last read or wrote (``_CACHE``), and every
  response that saves such a session also sets a cookie with the *version* of what it saved
  (a hash of the stored, signed data: ``VERSION_COOKIE``). A request whose version cookie
  matches what the worker holds is served from memory; any other request (another worker or
  host saved since, no cookie, an old cookie) reads the database, which stays the only
  authority: any worker or host reads what any other wrote.

Only anonymous sessions are kept: a signed-in user's session is read from the database on every
request, so logging out (or any deletion of the row) takes effect at once everywhere. An
anonymous session deleted elsewhere (the nightly cleanup) may be served by a worker that still
holds it for at most ``CACHE_SECONDS``, and only to the browser that holds both of its cookies.

Settings: SESSION_ENGINE = "ops.sessions" and the middleware ``ops.sessions.SessionMiddleware``
in place of Django's (it passes the version cookie in and sets it on the way out).
"""

import hashlib
import time
from collections import OrderedDict
from threading import Lock

from django.conf import settings
from django.contrib.auth import SESSION_KEY as AUTH_SESSION_KEY
from django.contrib.sessions.backends.db import SessionStore as DatabaseSessionStore
from django.contrib.sessions.middleware import SessionMiddleware as DjangoSessionMiddleware
from django.db import connections, router
from django.utils import timezone

VERSION_COOKIE = "sessionver"
CACHE_SIZE = 20_000  # sessions kept per worker (a few kB each)
CACHE_SECONDS = 300  # an entry is trusted this long after the database last confirmed it

# session key -> (version, stored session_data, monotonic time it was read or written)
_CACHE = OrderedDict()
_LOCK = Lock()


def version_of(session_data):
    """The version the cookie carries: a hash of the stored (signed) session data."""
    return hashlib.blake2b(session_data.encode(), digest_size=12).hexdigest()


def _cached(session_key, version):
    with _LOCK:
        entry = _CACHE.get(session_key)
        if entry is None or entry[0] != version:
            return None
        if time.monotonic() - entry[2] > CACHE_SECONDS:
            del _CACHE[session_key]
            return None
        _CACHE.move_to_end(session_key)
        return entry[1]


def _keep(session_key, version, session_data):
    with _LOCK:
        _CACHE[session_key] = (version, session_data, time.monotonic())
        _CACHE.move_to_end(session_key)
        while len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)


def _forget(session_key):
    with _LOCK:
        _CACHE.pop(session_key, None)


class SessionStore(DatabaseSessionStore):
    client_version = None  # the version cookie the request came with (set by the middleware)
    version = None  # the version of what this store read or wrote, when it may be cached

    def load(self):
        """The session's data, or {} (and no key, as in Django's backend) when the key is
        unknown or expired."""
        stored = _cached(self.session_key, self.client_version) if self.client_version else None
        if stored is not None:  # a hit does not extend the entry's trust (no database saw it)
            self.version = self.client_version
            return self.decode(stored)
        stored = self._select()
        if stored is None:
            self._session_key = None
            return {}
        data = self.decode(stored)
        self._remember(stored, data)
        return data

    def _select(self):
        model = self.model
        connection = connections[router.db_for_read(model)]
        table = connection.ops.quote_name(model._meta.db_table)
        now = connection.ops.adapt_datetimefield_value(timezone.now())
        with connection.cursor() as cursor:
            cursor.execute(
                f"SELECT session_data FROM {table} WHERE session_key = %s AND expire_date > %s",
                [self.session_key, now],
            )
            row = cursor.fetchone()
        return None if row is None else row[0]

    def _remember(self, stored, data):
        """Keep an anonymous session in this worker's memory; never a signed-in one."""
        if data and AUTH_SESSION_KEY not in data and self.session_key:
            self.version = version_of(stored)
            _keep(self.session_key, self.version, stored)
        else:
            self.version = None
            if self.session_key:
                _forget(self.session_key)

    def create_model_instance(self, data):
        instance = super().create_model_instance(data)
        self._written = (instance.session_data, data)
        return instance

    def save(self, must_create=False):
        self._written = None
        super().save(must_create=must_create)
        if self._written is not None:
            self._remember(*self._written)

    def delete(self, session_key=None):
        _forget(session_key or self.session_key)
        super().delete(session_key)


class SessionMiddleware(DjangoSessionMiddleware):
    """Django's session middleware, plus the version cookie of ``ops.sessions``."""

    def process_request(self, request):
        super().process_request(request)
        request.session.client_version = request.COOKIES.get(VERSION_COOKIE)

    def process_response(self, request, response):
        response = super().process_response(request, response)
        session = getattr(request, "session", None)
        if session is None:
            return response
        version = getattr(session, "version", None)
        sent = response.cookies.get(settings.SESSION_COOKIE_NAME)
        client_version = request.COOKIES.get(VERSION_COOKIE)
        if version and (sent is not None and sent.value or version != client_version):
            response.set_cookie(
                VERSION_COOKIE,
                version,
                max_age=None if session.get_expire_at_browser_close() else session.get_expiry_age(),
                domain=settings.SESSION_COOKIE_DOMAIN,
                path=settings.SESSION_COOKIE_PATH,
                secure=settings.SESSION_COOKIE_SECURE or None,
                httponly=True,
                samesite=settings.SESSION_COOKIE_SAMESITE,
            )
        elif client_version and session.accessed and not version:
            response.delete_cookie(
                VERSION_COOKIE,
                path=settings.SESSION_COOKIE_PATH,
                domain=settings.SESSION_COOKIE_DOMAIN,
                samesite=settings.SESSION_COOKIE_SAMESITE,
            )
        return response
