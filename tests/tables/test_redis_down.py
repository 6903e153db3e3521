"""Redis down, then back: a daphne process of the site on a Redis of the test's own, which the test
stops and starts again.

While it is down, pages that need nothing shared keep working (sessions come from the database),
the ones that do answer a clear 503 page (not a 500), /healthz says which service is missing, and
a table's socket is closed with a code the page's extension retries by itself (1013, "try again
later", or 1011 when the channel layer itself fails). Once Redis is back, the first socket of the
process works at once.
"""

import re
import shutil
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import connection, connections
from django.test import Client
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from ..production.live_http import Browser
from .helpers import open_table
from .servers import database_url, start_daphne, start_redis, stop

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(shutil.which("redis-server") is None, reason="needs redis-server (scripts/redis.sh)"),
]


def test_pages_healthz_and_sockets_while_redis_is_down_and_after_it_returns():
    with ThreadPoolExecutor(1) as pool:  # away from an event loop a browser test may have left
        pool.submit(_down_and_back).result()


def _down_and_back():
    try:
        user = get_user_model().objects.create_user("ana", "ana@example.com", "pw-long-enough-1")
        table = open_table(Client())
        redis, redis_url = start_redis()
        port = int(redis_url.rsplit(":", 1)[1].split("/")[0])
        daphne, url = start_daphne(database_url(connection.settings_dict), redis_url=redis_url)
        try:
            signed_in = _sign_in(url, user)
            assert get(url, "/healthz")[0] == 200
            _socket_gets_the_room(url, table)
            stop(redis)
            _while_down(url, table, signed_in)
            redis, _url = start_redis(port)
            assert _eventually(lambda: get(url, "/healthz")[0] == 200)
            _socket_gets_the_room(url, table)  # the first socket after the return: no failure
        finally:
            stop(daphne)
            stop(redis)
    finally:
        connections.close_all()


def _sign_in(url, user):
    """A session cookie for `user`, made here (the site reads sessions from the database too)."""
    client = Client()
    client.force_login(user)
    return {settings.SESSION_COOKIE_NAME: client.cookies[settings.SESSION_COOKIE_NAME].value}


def get(url, path, cookies=None):
    browser = Browser(url)
    browser.cookies.update(cookies or {})
    status, _headers, text = browser.get(path)
    return status, text


def post_form(url, page, path, data):
    """A visitor's form: the page first (its CSRF token), then the post."""
    browser = Browser(url)
    browser.get(page)
    status, _headers, text = browser.post(path, data)
    return status, text


def _while_down(url, table, cookies):
    status, body = get(url, "/healthz")
    assert status == 503
    assert '"redis": "unavailable"' in body
    assert '"database": "ok"' in body
    # Pages that need nothing shared: the home page, a lesson, the rules, a signed-in page.
    for path in ("/", "/reglas/", "/aprender/", f"/mesas/{table.code}/", "/mi-progreso/"):
        status, body = get(url, path, cookies=cookies)
        assert status == 200, (path, status, body[-500:])
    # A move sent as a form counts against the rate limit in Redis: a clear 503 page, not a 500.
    status, body = post_form(url, f"/mesas/{table.code}/", f"/mesas/{table.code}/jugada/", {"kind": "say"})
    assert status == 503, (status, body[-500:])
    assert "no disponible" in body
    # A table's socket: closed with "try again later", which the page's extension retries.
    with pytest.raises(ConnectionClosed) as closed:
        with _socket(url, table) as socket:
            socket.recv(timeout=10)
    assert closed.value.rcvd.code in RETRIED, closed.value.rcvd  # the page's extension tries again


RETRIED = (1011, 1013)  # server error, try again later: htmx-ext-ws reconnects after these


def _socket(url, table):
    return connect(url.replace("http://", "ws://") + f"/ws/mesas/{table.code}/", origin=url, open_timeout=10)


def _socket_gets_the_room(url, table):
    with _socket(url, table) as socket:
        assert 'id="table-room"' in socket.recv(timeout=10)


def _eventually(check, seconds=15):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.2)
    return False


def test_the_503_page_names_the_outage_in_the_visitors_words():
    from ops.errors import server_error

    class Down(ConnectionError):
        pass

    try:
        raise Down("redis")
    except Down:
        response = server_error(None)
    assert response.status_code == 503
    assert response["Retry-After"]
    assert re.search(r"<h1>[^<]*no disponible", response.content.decode())
