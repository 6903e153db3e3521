"""One table served by two ASGI processes (daphne on two ports) that share Redis (the channel
layer) and PostgreSQL: the two players are connected to different processes, and every move of
a whole hand reaches both, the game's log replaying to the same table."""

import asyncio
import json
import os
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.conf import settings as django_settings
from django.db import connection, connections
from django.test import Client
from websockets.asyncio.client import connect

from tables.models import Table

from .helpers import leaks, open_table, run_async, sit
from .servers import database_url, start_daphne, stop

needs_services = pytest.mark.skipif(
    not os.environ.get("REDIS_URL") or not os.environ.get("DATABASE_URL", "").startswith("postgres"),
    reason="two processes share one table only through Redis and PostgreSQL: set REDIS_URL and a "
    "postgres DATABASE_URL (CI's PostgreSQL pass does)",
)


@needs_services
@pytest.mark.django_db(transaction=True)
def test_players_on_two_processes_play_a_whole_hand_together():
    # In a thread of its own: the browser tests' sync Playwright keeps an event loop running in
    # the main thread, where the pages' views could not notify the channel layer.
    with ThreadPoolExecutor(1) as pool:
        pool.submit(_whole_hand_on_two_processes).result()


def _whole_hand_on_two_processes():
    try:
        owner, friend = Client(), Client()
        table = open_table(owner)
        sit(friend, table, 1)
        owner.post(f"/mesas/{table.code}/empezar/")
        table.refresh_from_db()
        name = django_settings.SESSION_COOKIE_NAME
        cookie = {seat: f"{name}={client.cookies[name].value}" for seat, client in ((0, owner), (1, friend))}
        servers = [
            start_daphne(database_url(connection.settings_dict), redis_url=os.environ["REDIS_URL"])
            for _ in range(2)
        ]
        try:
            run_async(_play, table, cookie, [url for _process, url in servers])
        finally:
            for process, _url in servers:
                stop(process)
        game = Table.objects.get(pk=table.pk).game
        replayed = game.match_at()  # the log replays: nothing lost, nothing twice
        assert replayed.hand.is_terminal()
        assert len(game.actions) == len({(i, s, a) for i, (s, a) in enumerate(game.actions)})
    finally:
        connections.close_all()  # this thread's connection, before the test database is flushed


def _connect(url, table, cookie):
    socket = url.replace("http://", "ws://", 1) + f"/ws/mesas/{table.code}/"
    return connect(socket, origin=url, additional_headers={"Cookie": cookie}, open_timeout=15)


async def _play(table, cookie, urls):
    async with _connect(urls[0], table, cookie[0]) as first, _connect(urls[1], table, cookie[1]) as second:
        await _play_hand(table, {0: first, 1: second})


async def _play_hand(table, conns):
    for conn in conns.values():
        await asyncio.wait_for(conn.recv(), 15)
    game = table.game
    for step in range(80):
        game.refresh_from_db()
        state = game.match_at().hand
        if state.is_terminal():
            break
        mover = state.current_player
        actions = state.view(mover).legal_actions()
        before = game.ply
        await conns[mover].send(
            json.dumps({"kind": "act", "action": actions[step % len(actions)], "ply": str(before)})
        )
        for seat, conn in conns.items():
            html = await asyncio.wait_for(conn.recv(), 15)
            assert html, (step, seat)
            assert f'data-ply="{before}"' not in html.split('id="table"')[1][:200], (step, seat)
            game.refresh_from_db()
            assert not leaks(html, game, seat)
