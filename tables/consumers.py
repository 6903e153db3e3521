"""The table's socket: every connection joins the table's group and renders its own seat's view.

What travels between processes (the channel layer) is only "the table changed" (and whether its
game did), or which ready-made phrase a seat said: each connection then reads the table from the
database and renders what its viewer may see, so hidden cards never leave the server for anyone
else.

A connection is sent the whole room when it connects and when a match starts or ends; otherwise
only the room's parts (presenters.PARTS: the seats, the events, the game...) whose HTML changed
since it last sent them, and the game's part is not even rendered when the game did not change.
The browser's side is htmx's WebSocket extension: each top-level element pushed replaces the
element with its id, and the table's forms are sent as JSON ({"kind": "act", "action": "3o",
"ply": "12"}, ...), through Channels' JSON consumer.

Who may connect, how many sockets each and how fast they may talk is tables.sockets': every
frame is counted before it is parsed, a refused one is answered from memory; a socket is closed
with a code the page understands (sockets.Close) when it may not (or no longer may) be there.
Each message is checked on the server (seat, turn, ply); a bad or replayed one gets an error sent
to that connection only, and nothing is saved.
"""

import asyncio
import hashlib
import json
import logging
from concurrent.futures import ThreadPoolExecutor

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer, AsyncWebsocketConsumer
from django.conf import settings
from django.db import OperationalError
from django.template.loader import render_to_string
from django.utils import translation

from ops.clients import request_of_scope
from ops.db import database_busy
from ops.services import SHARED_STATE_ERRORS
from tables import flows, messages, presenters
from tables.sockets import Close, Frame, FrameGate, Slots, may_connect, session_holds, viewer_key

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


MAX_MESSAGE = 2000  # characters: a move, a vote or a phrase (with htmx's headers) is far shorter
GROUP_REFRESH = 60  # seconds between renewals of the group membership (channel layer's expiry)


class BadFrame(ValueError):
    """A frame that is no JSON object of a sensible size."""


def _digest(html):
    """What a part's HTML is remembered by (a connection keeps no copy of what it sent)."""
    return hashlib.blake2b(html.encode(), digest_size=16).digest()


class TableConsumer(AsyncJsonWebsocketConsumer):
    table = None

    async def connect(self):
        self.who = flows.Who.of_scope(self.scope)
        session = self.scope.get("session")
        self.guest_name = (session.get(flows.GUEST_NAME, "") if session is not None else "") or ""
        self.language = translation.get_language_from_request(request_of_scope(self.scope))
        self.viewer = viewer_key(self.who, self.scope)
        self.slots = Slots(self.channel_name)
        self.rendered = (None, None)  # (game id, ply) of the game part last sent
        self.sent = None  # {part's element id: digest of the HTML last sent}; None: send the whole room
        self.shown = None  # (status, game id) of the room last sent whole
        self.ticker = None
        self.joined = False
        self.gate = None
        self.seat = None
        self.closing = False
        self.flushing = None
        # Accepted first, so that a refusal reaches the page as a close code it understands
        # (a refused handshake is only "1006, abnormal", which browsers retry for ever).
        await self.accept()
        try:
            refusal = await in_thread(self._admit)(self.scope["url_route"]["kwargs"]["code"])
            if refusal is None:
                await self.channel_layer.group_add(self.table.group, self.channel_name)
                self.joined = True
        except SHARED_STATE_ERRORS:
            logger.warning("table socket refused: the shared cache or channel layer is down")
            refusal = Close.TRY_AGAIN
        except OperationalError as error:
            if not database_busy(error):
                raise
            refusal = Close.TRY_AGAIN  # a row held too long: the page reconnects in a moment
        if refusal is not None:
            await self._refuse(refusal)
            return
        await self._render()
        self.ticker = asyncio.create_task(self._tick_loop())

    def _admit(self, code):
        """None when this viewer may hold a socket to the table `code` now, else the close code."""
        if not may_connect(self.viewer):
            return Close.TOO_MANY
        try:
            self.table = flows.find_table(code, self.viewer)
        except flows.TableError:
            return Close.TOO_MANY  # guessing codes
        if self.table is None:
            return Close.NO_TABLE
        if not flows.may_watch(self.table, self.who) or not session_holds(self.who, self.scope):
            return Close.NOT_ALLOWED
        if not self.slots.claim(self.viewer, self.table.pk):
            return Close.TOO_MANY
        self.gate = FrameGate(messages.rate_key(self.table.pk, self.viewer))
        self.gate.flush()  # a viewer already past the limit (before reconnecting) is refused at once
        seat = flows.seat_of(self.table, self.who)
        if seat is not None:
            self.seat = seat.number
            flows.seen(self.table.pk, seat.number)
            flows.tick(self.table.pk)  # a person coming back gets the seat back at once
        return None

    async def _refuse(self, code):
        """Say why (in the room's error part), then close with `code`."""
        self.closing = True
        if code != Close.TRY_AGAIN:
            await self.send(text_data=presenters.error_part(presenters.CLOSE_REASONS[code], self.language))
        await self.close(code=int(code))

    async def disconnect(self, code):
        if self.ticker is not None:
            self.ticker.cancel()
        if self.gate is not None and self.gate.unflushed:
            await in_thread(self.gate.flush)()  # the last frames count too
        try:
            if self.joined and self.seat is not None:
                await in_thread(flows.went_away)(self.table.pk, self.seat)
            if self.joined:
                await self.channel_layer.group_discard(self.table.group, self.channel_name)
            if self.slots.keys:
                await in_thread(self.slots.release)()
        except Exception:  # Redis or the database down: they lapse by themselves (group expiry, slots)
            logger.warning("table socket: could not leave the group or release its slots", exc_info=True)

    async def _tick_loop(self):
        """Regularly: this person is still here, still allowed, and the table's absences and
        timers are due. The group membership and the socket's slots are renewed too."""
        interval = getattr(settings, "TABLES_TICK_SECONDS", 5)
        since_join = 0.0
        while True:
            await asyncio.sleep(interval)
            since_join += interval
            try:
                still = await in_thread(self._tick)()
                if still is not None:
                    await self._refuse(still)
                    return
                if since_join >= GROUP_REFRESH:
                    since_join = 0.0
                    await self.channel_layer.group_add(self.table.group, self.channel_name)
            except Exception:  # a passing database or Redis error must not end the loop (it is logged)
                logger.exception("table tick failed")

    def _tick(self):
        """None while the socket may stay; else the code to close it with."""
        revoked = self._revoked()
        if revoked is not None:
            return revoked
        self.slots.refresh()
        if self.seat is not None:  # (the seat is read again with every render of the table)
            flows.seen(self.table.pk, self.seat)
        if flows.claim_tick(self.table.pk, getattr(settings, "TABLES_TICK_SECONDS", 5)):
            flows.tick(self.table.pk)
        return None

    def _revoked(self):
        """The close code when the socket's session ended or its right to the table went."""
        if not session_holds(self.who, self.scope):
            return Close.SIGNED_OUT
        if self.table.classroom_id is not None and not flows.may_watch(self.table, self.who):
            return Close.NOT_ALLOWED
        return None

    # -- from the browser

    @classmethod
    async def decode_json(cls, text_data):
        if len(text_data) > MAX_MESSAGE:
            raise BadFrame("too long")
        try:
            data = json.loads(text_data)
        except ValueError as error:
            raise BadFrame("not JSON") from error
        if not isinstance(data, dict):
            raise BadFrame("not an object")
        return data

    async def receive(self, text_data=None, bytes_data=None):
        """Every frame is counted first, whatever it holds; one past the limit is answered from
        memory (no parsing, no database, no render), and a flood closes the socket. Deciding never
        waits: the shared counter is told in the background."""
        if self.gate is None or self.closing:
            return  # refused, closing
        verdict = self.gate.note()
        self._flush_soon()
        if verdict is Frame.CLOSE:
            self.closing = True
            await self._refuse(Close.TOO_MANY)
            return
        if verdict is Frame.REFUSE:
            await self._send_error("rate")
            return
        try:
            if not text_data:
                raise BadFrame("no text")
            await super().receive(text_data=text_data)
        except BadFrame:
            await self._send_error("bad_input")

    def _flush_soon(self):
        if self.flushing is None or self.flushing.done():
            self.flushing = asyncio.ensure_future(in_thread(self.gate.flush)())

    async def receive_json(self, content, **kwargs):
        if content.get("kind") == "ping":
            return
        outcome, revoked = await in_thread(self._carry_out)(content)
        if revoked is not None:
            await self._refuse(revoked)
        elif outcome.refusal is not None:
            await self._render(refusal=outcome.refusal)
        elif outcome.error == "stale":  # answered with the table as it is now
            await self._render(error=outcome.error, action=outcome.action)
        elif outcome.error:
            await self._send_error(outcome.error, outcome.action)
        # a success reaches this connection with everybody else's, through the group

    def _carry_out(self, content):
        revoked = self._revoked()
        if revoked is not None:
            return None, revoked
        return messages.handle(self.table, self.who, content), None

    async def _send_error(self, code, action=""):
        """Only the room's error part (the page gives the controls back on any answer): the same
        few bytes for everybody in a language, rendered once per process."""
        if self.sent is not None:
            self.sent[presenters.PARTS["error"]] = b""  # the next push clears it
        await self.send(text_data=presenters.error_part(code, self.language, action))

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
        if html is Close.NOT_ALLOWED:
            await self._refuse(html)
        elif html:
            await self.send(text_data=html)

    def _room_html(self, error, action, refusal, game, stamp=None):
        """What this connection is sent now: the whole room, or the parts that changed (an error
        or a refusal always, even when the same as before); "" when nothing changed."""
        if self.table.classroom_id is not None and not flows.may_watch(self.table, self.who):
            return Close.NOT_ALLOWED  # removed from the class: the class's table is no longer theirs
        with translation.override(self.language):
            ctx = self._context(error, action, refusal, with_game=game or self.sent is None, stamp=stamp)
            shown = (ctx["table"].status, ctx["table"].game_id)
            if self.sent is not None and shown != self.shown and ctx["game_html"] is None:
                ctx = self._context(error, action, refusal, with_game=True, stamp=stamp)
            parts = presenters.room_parts(ctx)
            whole = self.sent is None or shown != self.shown
            html = render_to_string("tables/_room.html", ctx) if whole else ""
        digests = {element: _digest(part) for element, part in parts.items()}
        if whole:
            self.sent, self.shown = digests, shown
            return html
        forced = {presenters.PARTS["error"]} if error else set()
        if refusal is not None:
            forced.add(presenters.PARTS["game"])
        changed = [
            part
            for element, part in parts.items()
            if element in forced or digests[element] != self.sent.get(element)
        ]
        self.sent.update(digests)
        return "".join(changed)

    def _context(self, error, action, refusal, *, with_game, stamp=None):
        ctx = presenters.room_context(
            self.table,
            self.who,
            stamp=stamp,
            since=self.rendered,
            refusal=refusal,
            error=presenters.error_text(error, action) if error else None,
            with_game=with_game,
            guest_name=self.guest_name,
        )
        self.seat = ctx["me"].number if ctx["me"] is not None else None
        if ctx["game_html"] is not None:
            self.rendered = (ctx["table"].game_id, ctx.get("ply"))
        return ctx


class WatchConsumer(TableConsumer):
    """One table as a watcher of many follows it (a teacher's page of her class's tables): the
    table's summary, pushed whole under its own id after each change; it says nothing back."""

    async def receive_json(self, content, **kwargs):
        return  # counted like any frame (receive), then ignored: a watcher does not act

    async def table_phrase(self, event):
        return

    def _room_html(self, error, action, refusal, game, stamp=None):
        if self.table.classroom_id is not None and not flows.may_watch(self.table, self.who):
            return Close.NOT_ALLOWED
        with translation.override(self.language):
            html = presenters.render_watch(self.table, self.who)
        digest = _digest(html)
        if self.sent is not None and self.sent.get("watch") == digest:
            return ""
        self.sent = {"watch": digest}
        return html


class NoSuchSocket(AsyncWebsocketConsumer):
    """Any other socket path: closed at once with "no such table" (not a 500 with a traceback)."""

    async def connect(self):
        await self.accept()
        await self.close(code=int(Close.NO_TABLE))
