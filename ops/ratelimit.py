"""The site's one rate limiter: how many times a key may do one thing in a window.

Every limit of the site's own (the teachers' codes and joins, the tables' messages) counts here,
with one algorithm: a counter in Django's cache (Redis in production, shared by every worker and
process) that lives ``window`` seconds from its first count. The cache's expiry does the
forgetting and ``incr`` keeps that expiry, so a burst is always counted together whatever the
clock says when it starts, and a limit never costs more than two cache round trips.

allauth keeps its own limits for the account pages (sign-up, log-in, password reset), set in
``ACCOUNT_RATE_LIMITS``; this module is for everything else. Which key a caller counts by (an
account, a browser session, an address) is the caller's choice: ``ops.clients`` says who is
asking.
"""

from __future__ import annotations

import dataclasses

from django.core.cache import cache


@dataclasses.dataclass(frozen=True)
class Limit:
    """``amount`` counts per ``window`` seconds for each key, under the name ``scope``."""

    scope: str
    amount: int
    window: int

    def key(self, who: str) -> str:
        return f"rl:{self.scope}:{who or 'unknown'}"


def hit(limit: Limit, who: str, amount: int = 1) -> int:
    """Count ``amount`` (one by default; several at once for a caller that counted them first,
    such as a socket's frames) for ``who`` and return the count in its current window."""
    key = limit.key(who)
    cache.add(key, 0, limit.window)
    try:
        return cache.incr(key, amount)
    except ValueError:  # expired (or evicted) between add and incr: a new window starts here
        cache.add(key, amount, limit.window)
        return amount


def allow(limit: Limit, who: str) -> bool:
    """Count one for ``who``; False once the window's count is beyond the limit."""
    return hit(limit, who) <= limit.amount


def count(limit: Limit, who: str) -> int:
    """The count so far in ``who``'s current window, without counting."""
    return cache.get(limit.key(who), 0)


def exhausted(limit: Limit, who: str) -> bool:
    """True when ``who`` has used the whole limit in its current window (counts nothing)."""
    return count(limit, who) >= limit.amount
