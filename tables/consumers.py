"""The table's socket: every connection joins the table's group and renders its own seat's view.

What travels between processes (the channel layer) is only "the table changed" (and whether its
game did), or which ready-made phrase a seat said: each connection then reads the table from the
database and renders what its viewer may see, so hidden cards never leave the server for anyone
else.

A connection is sent the whole room when it connects and when a match starts or ends; otherwise
only the room's parts (presenters.PARTS: the seats, the events, the game...) whose HTML changed
since it last sent them, and the game's part is not even rendered when the game did not change.

Messages from the browser are JSON ({"kind": "act", "action": "3o", "ply": "12"}, ...). Each is
checked on the server (seat, turn, ply, rate); a bad or replayed one gets an error message sent
to that connection only, and nothing is saved.
"""

import asyncio
import json
import logging
from concurrent.futures import ThreadPoolExecutor

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from django.conf import settings
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.translation.trans_real import get_supported_language_variant, parse_accept_lang_header

from tables import flows, messages, presenters
from tables.models import Table

logger = logging.getLogger(__name__)


# The pool's threads wait on the database and Redis most of the time: a process's default pool
# (CPU count + 4 threads) made renders queue behind ticks and other tables' moves.
_POOL = ThreadPoolExecutor(max_workers=settings.TABLES_DB_THREADS, thread_name_prefix="tables")


def in_thread(function):
    """Database work off the event loop, in a pool of threads rather than the one thread that
    channels uses by default: connections of one process then render and wait on the database
    side by side (each thread has its own connection)."""
    if not getattr(settings, "TABLES_PARALLEL_DB", True):
        return database_sync_to_async(function)
    return database_sync_to_async(function, thread_sensitive=False, executor=_POOL)


MAX_MESSAGE = 2000  # characters: a move, a vote or a phrase is far shorter


def _language(scope):
    """The viewer's language: the language cookie, else the browser's Accept-Language."""
    headers = dict(scope.get("headers") or [])
    cookies = scope.get("cookies") or {}
    candidates = [cookies.get(settings.LANGUAGE_COOKIE_NAME, "")]
    accept = headers.get(b"accept-language", b"").decode("latin-1")
    candidates += [lang for lang, _q in parse_accept_lang_header(accept)]
    for candidate in candidates:
        if not candidate or candidate == "*":
            continue
        try:
            return get_supported_language_variant(candidate)
        except LookupError:
            continue
    return settings.LANGUAGE_CODE


class TableConsumer(AsyncWebsocketConsumer):
    async def connect(self):
        self.who = flows.Who.of_scope(self.scope)
        self.language = _language(self.scope)
        self.rendered_ply = None
        self.rendered_game = None
        self.sent = None  # {part's element id: the HTML last sent}; None: send the whole room
        self.shown = None  # (status, game id) of the room last sent whole
        self.ticker = None
        found = await in_thread(self._find)(self.scope["url_route"]["kwargs"]["code"])
        if not found:
            await self.close(code=4403)
            return
        await self.channel_layer.group_add(self.table.group, self.channel_name)
        await self.accept()
        await self._render()
        self.ticker = asyncio.create_task(self._tick_loop())

    def _find(self, code):
        self.table = Table.objects.select_related("classroom").filter(code=code.upper()).first()
        if self.table is None or not flows.may_watch(self.table, self.who):
            return False
        seat = flows.seat_of(self.table, self.who)
        self.seat = seat.number if seat is not None else None
        if self.seat is not None:
            flows.seen(self.table.pk, self.seat)
            flows.tick(self.table.pk)  # a person coming back gets the seat back at once
        return True

    async def disconnect(self, code):
        if self.ticker is not None:
            self.ticker.cancel()
        if getattr(self, "table", None) is not None:
            await self.channel_layer.group_discard(self.table.group, self.channel_name)

    async def _tick_loop(self):
        """Regularly: this person is still here, and the table's absences and timers are due."""
        interval = getattr(settings, "TABLES_TICK_SECONDS", 5)
        while True:
            await asyncio.sleep(interval)
            try:
                await in_thread(self._tick)()
            except Exception:  # a passing database error must not end the loop (it is logged)
                logger.exception("table tick failed")

    def _tick(self):
        if self.seat is not None:  # (the seat is read again with every render of the table)
            flows.seen(self.table.pk, self.seat)
        if flows.claim_tick(self.table.pk, getattr(settings, "TABLES_TICK_SECONDS", 5)):
            flows.tick(self.table.pk)

    # -- from the browser

    async def receive(self, text_data=None, bytes_data=None):
        try:
            data = json.loads(text_data or "") if len(text_data or "") <= MAX_MESSAGE else None
        except ValueError:
            data = None
        if not isinstance(data, dict):
            await self._render(error="bad_input", game=False)
            return
        if data.get("kind") == "ping":
            return
        rate_key = (
            f"{self.table.pk}:{self.who.user.pk if self.who.user else self.who.key or self.channel_name}"
        )
        allowed = await in_thread(messages.allow)(rate_key)
        if not allowed:
            await self._render(error="rate", game=False)
            return
        outcome = await in_thread(messages.handle)(self.table, self.who, data)
        if outcome.refusal is not None:
            await self._render(refusal=outcome.refusal)
        elif outcome.error:  # a stale move is answered with the table as it is now
            await self._render(error=outcome.error, action=outcome.action, game=outcome.error == "stale")
        # a success reaches this connection with everybody else's, through the group

    # -- from the group

    async def table_changed(self, event):
        await self._render(game=event.get("game", True), stamp=event.get("stamp"))

    async def table_phrase(self, event):
        html = await in_thread(self._phrase_html)(event)
        await self.send(text_data=html)

    def _phrase_html(self, event):
        with translation.override(self.language):
            return presenters.render_phrase(self.table, event["seat"], event["phrase"])

    async def _render(self, error="", action="", refusal=None, game=True, stamp=None):
        html = await in_thread(self._room_html)(error, action, refusal, game, stamp)
        if html:
            await self.send(text_data=html)

    def _room_html(self, error, action, refusal, game, stamp=None):
        """What this connection is sent now: the whole room, or the parts that changed (an error
        or a refusal always, even when the same as before); "" when nothing changed."""
        with translation.override(self.language):
            ctx = self._context(error, action, refusal, with_game=game or self.sent is None, stamp=stamp)
            shown = (ctx["table"].status, ctx["table"].game_id)
            if self.sent is not None and shown != self.shown and ctx["game_html"] is None:
                ctx = self._context(error, action, refusal, with_game=True, stamp=stamp)
            parts = presenters.room_parts(ctx)
            whole = self.sent is None or shown != self.shown
            html = render_to_string("tables/_room.html", ctx) if whole else ""
        if whole:
            self.sent, self.shown = parts, shown
            return html
        forced = {presenters.PARTS["error"]} if error else set()
        if refusal is not None:
            forced.add(presenters.PARTS["game"])
        changed = [
            part for element, part in parts.items() if element in forced or part != self.sent.get(element)
        ]
        self.sent.update(parts)
        return "".join(changed)

    def _context(self, error, action, refusal, *, with_game, stamp=None):
        ctx = presenters.room_context(
            self.table,
            self.who,
            stamp=stamp,
            since=(self.rendered_game, self.rendered_ply),
            refusal=refusal,
            error=presenters.error_text(error, action) if error else None,
            with_game=with_game,
        )
        self.seat = ctx["me"].number if ctx["me"] is not None else None
        if ctx["game_html"] is not None:
            self.rendered_game = ctx["table"].game_id
            self.rendered_ply = ctx.get("ply")
        return ctx
