"""Who may hold a table's socket, how many each, and how fast they may talk: the socket's
admission rules, apart from what the socket says (tables.consumers) and what the table does
(tables.flows).

- **Who is asking** (`viewer_key`): an account, else the tables' anonymous key of the browser
  session, else the session itself, else the client's address (seen through the trusted proxies,
  as the pages see it). Reconnecting does not make a new viewer.
- **How many sockets** (`Slots`): each open socket holds a slot of its viewer and one of its
  table, a key in the shared cache that lives a short while and that the socket's regular tick
  keeps alive. A process that dies leaves nothing for long: its slots lapse by themselves. Beyond
  the caps a socket is closed with `Close.TOO_MANY` before it joins the table's group.
- **How fast** (`FrameGate`): every frame, malformed ones included, counts against the viewer's
  limit (the site's one limiter, ops.ratelimit) before it is parsed, read or rendered.
- **Whether a socket still may** (`session_holds`): after a logout, the socket's session is gone.
"""

import enum
import time
from importlib import import_module

from django.conf import settings
from django.contrib.auth import SESSION_KEY as AUTH_SESSION_KEY
from django.core.cache import cache

from games.models import SESSION_KEY
from ops import ratelimit
from ops.clients import client_ip, request_of_scope


class Close(enum.IntEnum):
    """Close codes the table's page understands (4000-4999 are the application's own). The
    browser reconnects only after codes that mean "try again" (1006, 1011, 1012, 1013)."""

    SIGNED_OUT = 4401  # the socket's session ended (logged out): reload to go on
    NOT_ALLOWED = 4403  # this table is not for this viewer (or no longer: removed from the class)
    NO_TABLE = 4404  # no such table, or no such socket path
    TOO_MANY = 4429  # too many sockets (of this viewer, or at this table), or connecting too often
    TRY_AGAIN = 1013  # a shared service is down: the browser reconnects by itself later


def setting(name, default):
    return getattr(settings, name, default)


def viewer_key(who, scope):
    """The key this viewer's sockets and frames are counted under."""
    if who.user is not None:
        return f"u:{who.user.pk}"
    if who.key:
        return f"k:{who.key}"
    session = scope.get("session")
    if session is not None and session.session_key:
        return f"s:{session.session_key}"
    return f"a:{client_ip(request_of_scope(scope)) or 'unknown'}"


def viewer_cap(viewer):
    """Sockets one viewer may hold at once, over every table (several tabs; a teacher watching her
    class's tables). An address stands for a whole classroom behind one router."""
    if viewer.startswith("a:"):
        return 3 * setting("CLASSROOM_SIZE", 40)
    return setting("TABLES_SOCKETS_PER_VIEWER", 24)


def table_cap():
    return setting("TABLES_SOCKETS_PER_TABLE", 60)


def slot_seconds():
    """How long a slot lives without its socket's tick: a few ticks."""
    return max(30, int(3 * setting("TABLES_TICK_SECONDS", 4)))


CONNECTS = ratelimit.Limit("tables:connect", 30, 60)  # per viewer: a reload loop, not a person


class Slots:
    """The slots one socket holds (its viewer's and its table's), claimed together."""

    def __init__(self, channel):
        self.channel = channel
        self.keys = []

    def claim(self, viewer, table_id):
        """True when both slots were had (else none is kept)."""
        for owner, cap in ((f"v:{viewer}", viewer_cap(viewer)), (f"t:{table_id}", table_cap())):
            key = self._claim_one(owner, cap)
            if key is None:
                self.release()
                return False
            self.keys.append(key)
        return True

    def _claim_one(self, owner, cap):
        keys = [f"tables:slot:{owner}:{n}" for n in range(cap)]
        held = cache.get_many(keys)
        for key in keys:
            if key not in held and cache.add(key, self.channel, slot_seconds()):
                return key
        return None

    def refresh(self):
        """Keep the slots alive (the socket's tick); one that lapsed meanwhile is taken again."""
        for key in self.keys:
            if not cache.touch(key, slot_seconds()):
                cache.add(key, self.channel, slot_seconds())

    def release(self):
        for key in self.keys:
            if cache.get(key) == self.channel:
                cache.delete(key)
        self.keys = []


class Frame(enum.Enum):
    """What a socket does with a frame, decided before the frame is even parsed."""

    READ = "read"  # within the limit: parse it and carry it out
    REFUSE = "refuse"  # past the viewer's limit: the same short answer, from memory
    CLOSE = "close"  # far past what a person sends: close the socket


class FrameGate:
    """Counts every frame of one socket against its viewer's limit at this table.

    The frames are counted here first, at once, and added to the viewer's shared counter (the
    site's limiter, ops.ratelimit) in the background (`flush`), so that deciding about a frame
    never waits: a flood is refused (or the socket closed) as fast as it arrives, and a viewer
    past the limit on another socket, or before reconnecting, is refused here too (`shared_over`,
    read when the socket opens and with each flush)."""

    def __init__(self, key):
        self.key = key
        self.window_start = time.monotonic()
        self.frames = 0  # this socket's frames in its current window
        self.unflushed = 0  # frames not yet added to the shared counter
        self.shared_over = False

    @staticmethod
    def limit():
        return ratelimit.Limit(
            "tables:message", setting("TABLES_RATE_LIMIT", 40), setting("TABLES_RATE_WINDOW", 10)
        )

    def note(self):
        """Count one frame; what to do with it (Frame)."""
        limit = self.limit()
        now = time.monotonic()
        if now - self.window_start > limit.window:
            self.window_start, self.frames = now, 0
            self.shared_over = False  # asked again with the next flush
        self.frames += 1
        self.unflushed += 1
        if self.frames > 2 * limit.amount:
            return Frame.CLOSE  # no person sends this much: close rather than answer each frame
        if self.shared_over or self.frames > limit.amount:
            return Frame.REFUSE
        return Frame.READ

    def flush(self):
        """Add the frames counted here to the viewer's shared counter (a cache round trip: runs in
        a thread), and learn whether the viewer is past the limit."""
        amount, self.unflushed = self.unflushed, 0
        count = (
            ratelimit.hit(self.limit(), self.key, amount)
            if amount
            else ratelimit.count(self.limit(), self.key)
        )
        self.shared_over = count > self.limit().amount


def may_connect(viewer):
    """A viewer connecting again and again (a page reloading in a loop, a script) is refused
    before any table is read."""
    return ratelimit.allow(CONNECTS, viewer)


def session_holds(who, scope):
    """Whether the session the socket was opened with still says who it said: after a logout (or a
    session flushed) a socket stops acting and watching for that person."""
    if who.user is None and not who.key:
        return True  # nothing to lose: an anonymous spectator without a session
    session = scope.get("session")
    if session is None or not session.session_key:
        return False
    fresh = import_module(settings.SESSION_ENGINE).SessionStore(session.session_key)
    if who.user is not None:
        return fresh.get(AUTH_SESSION_KEY) == str(who.user.pk)
    return fresh.get(SESSION_KEY) == who.key
