"""Helpers of the tables' tests: open a table through its pages, and talk to it over the socket."""

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor

from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator
from django.conf import settings
from django.db import connections
from django.urls import reverse

from games.forms import preset_data
from tables.models import Table
from tute_site.asgi import application

from ..production.card_scan import cards_shown

ORIGIN = (b"origin", b"http://localhost")


def table_form(variant="habanero", players=2, seats=(), **extra):
    data = preset_data("parejas")
    data.pop("parejas", None)
    data.pop("feedback", None)
    # as the page posts it: spectators allowed (the box is ticked), practice
    data.update(
        {"variant": variant, "players": str(players), "turn_seconds": "0", "phrases": "on", "public": "on"}
    )
    for seat in range(1, 6):
        data[f"level_{seat}"] = seats[seat - 1] if seat - 1 < len(seats) else ""
    data.update(extra)
    return data


def open_table(client, **kwargs):
    response = client.post(reverse("tables:new"), table_form(**kwargs))
    assert response.status_code == 302, response.content.decode()[:3000]
    return Table.objects.get(code=response["Location"].rstrip("/").split("/")[-1])


def sit(client, table, seat):
    response = client.post(reverse("tables:sit", args=[table.code]), {"seat": str(seat)})
    assert response.status_code == 302
    return response


def cookie_header(client):
    name = settings.SESSION_COOKIE_NAME
    value = client.cookies[name].value if name in client.cookies else ""
    return (b"cookie", f"{name}={value}".encode())


async def connect(client, table, origin=ORIGIN):
    headers = [cookie_header(client), (b"accept-language", b"es")]
    if origin is not None:
        headers.append(origin)
    communicator = WebsocketCommunicator(application, f"/ws/mesas/{table.code}/", headers=headers)
    connected, code = await communicator.connect()
    return communicator, connected, code


async def send(communicator, **message):
    await communicator.send_to(text_data=json.dumps(message))


def hidden_from(game, seat):
    """The cards `seat` may not see now (a spectator, seat None: every card not public)."""
    state = game.match_at().hand
    if seat is not None:
        return set(state.view(seat).unseen())
    hidden = set()
    for s in range(game.players):
        hidden |= set(state.view(s).unseen())
    return hidden


def leaks(html, game, seat):
    return {card: excerpt for card, excerpt in cards_shown(html).items() if card in hidden_from(game, seat)}


def run_async(scenario, *args):
    """Run an async scenario on an event loop of its own, in a thread of its own: the browser
    tests' sync Playwright keeps a loop running in the main thread once they have run."""

    async def scenario_then_close():
        try:
            return await scenario(*args)
        finally:
            # the connections this scenario's context and the consumers' database thread opened
            await database_sync_to_async(connections.close_all)()
            connections.close_all()

    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, scenario_then_close()).result()
