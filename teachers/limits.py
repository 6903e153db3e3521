"""Rate limits of the teachers' area, per client: guessing a class's, set's or exercise's code
must be hopeless (codes have 8 letters of 32: about 10^12 of each kind), and a school behind one
address must still be able to join a class all at once.

Two counters per client address, in Django's cache (Redis in production, shared by every worker):
misses (a code or a join link that matches nothing) and all look-ups and joins. A miss is what a
guesser makes; a class typing the right code makes none. A counter lives ``WINDOW`` seconds from
its first count (the cache's expiry; adding to it keeps that expiry), so ten misses in a row are
always counted together, whatever the clock says when they start.
"""

from django.core.cache import cache

from ops.clients import client_ip  # the site's one rule for the client's address behind the proxies

WINDOW = 600  # seconds
MISSES = 10  # wrong codes or links per client per window
LOOKUPS = 120  # look-ups and joins per client per window (a whole school behind one address)


def _key(scope, request):
    return f"teachers:limit:{scope}:{client_ip(request) or 'unknown'}"


def _count(scope, request):
    key = _key(scope, request)
    cache.add(key, 0, WINDOW)
    try:
        return cache.incr(key)
    except ValueError:  # expired between add and incr
        cache.add(key, 1, WINDOW)
        return 1


def blocked(request):
    """True when this client has used up its look-ups or its misses for now (counts this one)."""
    misses = cache.get(_key("miss", request), 0)
    return misses >= MISSES or _count("lookup", request) > LOOKUPS


def missed(request):
    """Count a code or link that matched nothing."""
    _count("miss", request)
