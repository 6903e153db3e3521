"""One message from a person at a table (through the socket or a plain form): checked, carried
out through the use cases, and the outcome in terms the presenters can tell."""

import dataclasses

from django.conf import settings
from django.db import OperationalError

from games import flows as games
from games.present.table import refusal_context
from ops import ratelimit
from ops.db import database_busy
from ops.inputs import parse_int
from tables import flows

MAX_ACTION = 24
MAX_PLY = 999_999  # far beyond any match's log


@dataclasses.dataclass(frozen=True)
class Outcome:
    error: str = ""
    action: str = ""
    refusal: dict | None = None

    @property
    def ok(self):
        return not self.error and self.refusal is None


def limit():
    return ratelimit.Limit(
        "tables:message",
        getattr(settings, "TABLES_RATE_LIMIT", 40),
        getattr(settings, "TABLES_RATE_WINDOW", 10),
    )


def rate_key(table_id, viewer):
    """One count per viewer and table, whether the messages come by socket or by form."""
    return f"{table_id}:{viewer}"


def allow(key):
    """The site's limiter counts each person's messages per window: beyond the limit, refuse."""
    return ratelimit.allow(limit(), key)


def _ply(value):
    """The "seen ply" a message carries: a JSON number or ASCII digits, nothing else."""
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    return parse_int(value, maximum=MAX_PLY)


def _text(value):
    if not isinstance(value, str) or len(value) > MAX_ACTION or not value.isascii():
        return None
    value = value.strip().lower()
    return value if value.isprintable() else None


def _act(table, who, data):
    action, seen = _text(data.get("action")), _ply(data.get("ply"))
    if action is None:
        return Outcome(error="bad_action", action=str(data.get("action"))[:20])
    if not action or seen is None:
        return Outcome(error="missing")
    flows.act(table, who, action, seen)
    return Outcome(action=action)


def _next(table, who, data):
    seen = _ply(data.get("ply"))
    if seen is None:
        return Outcome(error="missing")
    flows.next_hand(table, who, seen)
    return Outcome()


def _vote(table, who, data):
    flows.vote_end(table, who, data.get("agree") in ("si", "yes", True))
    return Outcome()


def _say(table, who, data):
    flows.say(table, who, data.get("phrase"))
    return Outcome()


def _start(table, who, data):
    flows.start(table, who)
    return Outcome()


KINDS = {"act": _act, "next": _next, "vote": _vote, "say": _say, "start": _start}


def handle(table, who, data):
    """Carry out `data` ({"kind": "act"|"next"|"vote"|"say", ...}) for `who`; never raises for
    bad input: the Outcome says what went wrong, and nothing was saved then."""
    kind = data.get("kind", "act") if isinstance(data, dict) else None
    carry_out = KINDS.get(kind) if isinstance(kind, str) else None
    if carry_out is None:
        return Outcome(error="bad_input")
    try:
        return carry_out(table, who, data)
    except flows.TableError as error:
        return Outcome(error=error.code)
    except games.StaleTable:
        return Outcome(error="stale")
    except games.IllegalCard as refusal:
        return Outcome(refusal=refusal_context(refusal))
    except games.NotNow:
        return Outcome(error="not_now")
    except games.BadAction:
        return Outcome(error="bad_action", action=str(data.get("action"))[:20])
    except OperationalError as error:
        if not database_busy(error):  # a lock held too long: nothing applied, try again
            raise
        return Outcome(error="busy")
