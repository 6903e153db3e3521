"""Rate limits of the teachers' area, per client: guessing a class's, set's or exercise's code
must be hopeless (codes have 8 letters of 32: about 10^12 of each kind), and a school behind one
address must still be able to join a class all at once.

Two limits per client address, counted by the site's one limiter (``ops.ratelimit``): misses (a
code or a join link that matches nothing) and all look-ups and joins. A miss is what a guesser
makes; a class typing the right code makes none.
"""

from ops import ratelimit
from ops.clients import client_ip  # the site's one rule for the client's address behind the proxies

WINDOW = 600  # seconds
MISSES = 10  # wrong codes or links per client per window
LOOKUPS = 120  # look-ups and joins per client per window (a whole school behind one address)

_MISSES = ratelimit.Limit("teachers:miss", MISSES, WINDOW)
_LOOKUPS = ratelimit.Limit("teachers:lookup", LOOKUPS, WINDOW)


def blocked(request):
    """True when this client has used up its look-ups or its misses for now (counts this one)."""
    who = client_ip(request)
    return ratelimit.exhausted(_MISSES, who) or not ratelimit.allow(_LOOKUPS, who)


def missed(request):
    """Count a code or link that matched nothing."""
    ratelimit.hit(_MISSES, client_ip(request))
