"""A hostile (or unlucky) client against the tables' sockets, on a real daphne with PostgreSQL and
Redis (the CI's PostgreSQL pass): too many sockets, floods of frames, a logout or a removal from
the class while a socket is open, a busy row, paths and codes that do not exist.

Each answer is a close code the page understands (tables.sockets.Close) or an error message on a
socket that stays open; nothing is left behind in the channel layer or the cache.
"""

import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack
from urllib.parse import urlsplit

import pytest
import redis
from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import connection, connections, transaction
from django.test import Client
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from tables.models import Table
from tables.sockets import Close
from teachers import flows as teachers
from teachers.models import Classroom, Membership

from ..production.live_http import Browser
from .helpers import open_table, sit
from .servers import channel_prefix, database_url, start_daphne, stop

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        connection.vendor != "postgresql" or not os.environ.get("REDIS_URL"),
        reason="a real daphne on PostgreSQL and Redis (the CI's PostgreSQL pass: DATABASE_URL, REDIS_URL)",
    ),
]

LIMITS = {
    "TABLES_SOCKETS_PER_VIEWER": "3",
    "TABLES_SOCKETS_PER_TABLE": "5",
    "TABLES_RATE_LIMIT": "5",
    "TABLES_TICK_SECONDS": "0.5",
    "DB_LOCK_TIMEOUT_MS": "400",
}


@pytest.fixture
def site(transactional_db):
    """A daphne process on the test database and the run's Redis, with small limits."""
    process, url = start_daphne(
        database_url(connection.settings_dict), redis_url=os.environ["REDIS_URL"], extra_env=LIMITS
    )
    yield url
    stop(process)
    print(process.stderr.read().decode()[-6000:])  # the server's log, shown when a test fails
    connections.close_all()


def in_thread(function, *args):
    """Away from the event loop a browser test may have left in the main thread."""
    with ThreadPoolExecutor(1) as pool:
        try:
            return pool.submit(function, *args).result()
        finally:
            pool.submit(connections.close_all).result()


def _cookie(client):
    name = settings.SESSION_COOKIE_NAME
    return f"{name}={client.cookies[name].value}" if name in client.cookies else ""


def _socket(url, path, cookie=""):
    headers = {"Cookie": cookie} if cookie else {}
    return connect(
        url.replace("http://", "ws://") + path, origin=url, additional_headers=headers, open_timeout=15
    )


def _closed_with(socket, timeout=10):
    """(what the socket was told last, its close code) once the server closes it."""
    told = ""
    try:
        while True:
            told = socket.recv(timeout=timeout)
    except ConnectionClosed as closed:
        return told, closed.rcvd.code if closed.rcvd else None


def _two_players():
    owner, friend = Client(), Client()
    table = open_table(owner)
    sit(friend, table, 1)
    owner.post(f"/mesas/{table.code}/empezar/")
    return Table.objects.get(pk=table.pk), owner, friend


def _redis():
    return redis.Redis.from_url(os.environ["REDIS_URL"])


def _group_members(table):
    return _redis().zcard(f"{channel_prefix()}:group:{table.group}")


def _slot_keys():
    return list(_redis().scan_iter(match="*tables:slot:*"))


# --- sockets beyond the caps -----------------------------------------------------------------


def test_sockets_beyond_the_caps_are_closed_with_a_clear_code_and_leave_nothing_behind(site):
    in_thread(_caps, site)


def _caps(url):
    with ExitStack() as stack:
        _caps_on(url, stack)


def _caps_on(url, stack):
    table, owner, friend = _two_players()
    path = f"/ws/mesas/{table.code}/"
    mine = [stack.enter_context(_socket(url, path, _cookie(friend))) for _ in range(3)]
    for socket in mine:
        assert 'id="table-room"' in socket.recv(timeout=10)
    with _socket(url, path, _cookie(friend)) as surplus:  # a fourth socket of the same person
        told, code = _closed_with(surplus)
    assert code == Close.TOO_MANY
    assert "Demasiadas conexiones" in told
    others = [stack.enter_context(_socket(url, path)) for _ in range(2)]  # spectators: the table's cap is 5
    for socket in others:
        assert 'id="table-room"' in socket.recv(timeout=10)
    with _socket(url, path) as surplus:
        assert _closed_with(surplus)[1] == Close.TOO_MANY
    assert _group_members(table) == 5  # the refused sockets never joined the table's group
    for socket in mine + others:
        socket.close()
    deadline = time.monotonic() + 10
    while (_group_members(table) or _slot_keys()) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _group_members(table) == 0
    assert _slot_keys() == []


# --- every frame counts -------------------------------------------------------------------------


def test_every_frame_counts_and_reconnecting_does_not_reset_the_count(site):
    in_thread(_frames, site)


def _frames(url):
    table, owner, friend = _two_players()
    path = f"/ws/mesas/{table.code}/"
    for cookie in (_cookie(friend), ""):  # a seated person (their session), a stranger (the address)
        with _socket(url, path, cookie) as socket:
            socket.recv(timeout=10)
            for junk in ["not json"] * 3 + ["[1, 2]", "x" * 5000] + ["{}"] * 5:
                socket.send(junk)
            replies = [socket.recv(timeout=10) for _ in range(10)]
            socket.send("{}")  # twice the limit in one window: no person sends that much
            told, code = _closed_with(socket)
        assert all('id="room-error"' in reply and 'id="table-room"' not in reply for reply in replies)
        assert sum("no es válido" in reply for reply in replies) == 5  # the limit, malformed ones counted
        assert sum("deprisa" in reply for reply in replies) == 5
        assert code == Close.TOO_MANY
        assert "Demasiadas conexiones o mensajes" in told
        with _socket(url, path, cookie) as again:  # a new socket is the same viewer
            again.recv(timeout=10)
            again.send('{"kind": "vote", "agree": "si"}')
            assert "deprisa" in again.recv(timeout=10)
    table.refresh_from_db()
    assert table.votes == []


# --- a socket acts only while its session and its right hold ------------------------------------


def test_a_logged_out_socket_is_closed_and_acts_no_more(site):
    in_thread(_logout, site)


def _logout(url):
    user = get_user_model().objects.create_user("ana", "ana@example.com", "pw-long-enough-1")
    owner = Client()
    owner.force_login(user)
    table = open_table(owner, seats=("principiante",))
    owner.post(f"/mesas/{table.code}/empezar/")
    with _socket(url, f"/ws/mesas/{table.code}/", _cookie(owner)) as socket:
        assert 'id="table-room"' in socket.recv(timeout=10)
        browser = Browser(url)
        browser.cookies[settings.SESSION_COOKIE_NAME] = owner.cookies[settings.SESSION_COOKIE_NAME].value
        browser.get("/mesas/")
        status, _headers, _text = browser.post("/accounts/logout/", {})
        assert status in (200, 302)
        socket.send('{"kind": "vote", "agree": "si"}')
        told, code = _closed_with(socket)
    assert code == Close.SIGNED_OUT
    assert "sesión ha terminado" in told
    assert Table.objects.get(pk=table.pk).votes == []


def test_a_student_removed_from_the_class_stops_receiving_its_table(site):
    in_thread(_removed, site)


def _removed(url):
    users = get_user_model().objects
    teacher = users.create_user("marta", "marta@example.com", "pw-long-enough-1")
    student = users.create_user("lucia", "lucia@example.com", "pw-long-enough-1")
    teachers.set_profile(teacher, is_teacher=True, display_name="Profe Marta")
    classroom = Classroom.objects.create(owner=teacher, name="4º B")
    membership = Membership.objects.create(classroom=classroom, student=student)
    teacher_client, student_client = Client(), Client()
    teacher_client.force_login(teacher)
    student_client.force_login(student)
    response = teacher_client.post("/mesas/nueva/", {**_form(), "classroom": str(classroom.pk)})
    table = Table.objects.get(code=response["Location"].rstrip("/").split("/")[-1])
    with _socket(url, f"/ws/mesas/{table.code}/", _cookie(student_client)) as socket:
        assert 'id="table-room"' in socket.recv(timeout=10)
        membership.delete()
        told, code = _closed_with(socket, timeout=15)
    assert code == Close.NOT_ALLOWED
    assert "no es para tu cuenta" in told
    with _socket(url, f"/ws/mesas/{table.code}/", _cookie(student_client)) as again:
        assert _closed_with(again)[1] == Close.NOT_ALLOWED  # refused with a code, not retried


def _form():
    from .helpers import table_form

    return table_form()


# --- a busy row -----------------------------------------------------------------------------------


def test_a_move_on_a_busy_row_gets_an_error_and_the_socket_stays_open(site):
    in_thread(_busy, site)


def _busy(url):
    table, owner, friend = _two_players()
    game = table.game
    state = game.match_at().hand
    mover = state.current_player
    client = owner if mover == 0 else friend
    action = state.view(mover).legal_actions()[0]
    held, release = threading.Event(), threading.Event()

    def hold_the_row():
        with transaction.atomic():
            Table.objects.select_for_update().get(pk=table.pk)
            held.set()
            release.wait(20)
        connections.close_all()

    holder = threading.Thread(target=hold_the_row)
    holder.start()
    try:
        held.wait(10)
        with _socket(url, f"/ws/mesas/{table.code}/", _cookie(client)) as socket:
            socket.recv(timeout=10)
            socket.send(f'{{"kind": "act", "action": "{action}", "ply": "{game.ply}"}}')
            reply = socket.recv(timeout=15)
            assert "ocupada" in reply
            release.set()
            holder.join(20)
            game.refresh_from_db()
            assert game.ply == 0  # nothing applied
            socket.send(f'{{"kind": "act", "action": "{action}", "ply": "{game.ply}"}}')  # same socket
            assert 'id="room-play"' in socket.recv(timeout=15)
        game.refresh_from_db()
        assert game.actions[0] == [mover, action]
    finally:
        release.set()
        holder.join(20)


# --- paths and codes that do not exist -----------------------------------------------------------


def test_unknown_paths_and_codes_are_closed_and_guessing_is_throttled(site):
    in_thread(_unknown, site)


def _unknown(url):
    table, _owner, _friend = _two_players()
    with _socket(url, "/ws/no-such-thing/") as socket:
        assert _closed_with(socket)[1] == Close.NO_TABLE  # not a 500 with a traceback
    for n in range(20):
        with _socket(url, f"/ws/mesas/ZZZZ{n:02d}/") as socket:
            told, code = _closed_with(socket)
        assert code == Close.NO_TABLE
        assert "ninguna mesa" in told
    with _socket(url, f"/ws/mesas/{table.code}/") as socket:  # even a real code, for a while
        assert _closed_with(socket)[1] == Close.TOO_MANY
    status, _headers, text = Browser(url).get(f"/mesas/{table.code}/")
    assert status == 429
    assert "Demasiados códigos" in text


def test_a_foreign_origin_is_refused_at_the_handshake(site):
    in_thread(_foreign, site)


def _foreign(url):
    table, owner, _friend = _two_players()
    host = urlsplit(url)
    with pytest.raises(InvalidStatus):
        connect(
            f"ws://{host.netloc}/ws/mesas/{table.code}/",
            origin="http://evil.example",
            additional_headers={"Cookie": _cookie(owner)},
            open_timeout=10,
        )
