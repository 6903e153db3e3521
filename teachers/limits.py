"""Rate limits of the teachers' area: guessing a class's, set's or exercise's code must be
hopeless (codes have 8 letters of 32: about 10^12 of each kind), and a school behind one address
must still be able to join its classes at once, typos and all.

Only misses are counted (a code, or a join link, that matches nothing): a pupil typing the right
code makes none, and a correct join link is never refused, since a limit meant for guesses has
nothing to say about it. Each person has her own allowance: a signed-in person by her account,
anyone else by her browser session. Each address also has a ceiling, sized for
``CLASSROOM_SIZE`` pupils behind it (a school's one public address), which stops a guesser who
drops her cookies to look like new people. One class's typos never lock the school out.

Counted by the site's one limiter, ``ops.ratelimit``.
"""

from django.conf import settings

from ops import ratelimit
from ops.clients import client_ip  # the site's one rule for the client's address behind the proxies

WINDOW = 600  # seconds
MISSES = 10  # wrong codes or links per person (account or browser session) per window


def address_misses():
    """Misses per address per window: a classroom where every pupil mistypes a few times."""
    return 3 * settings.CLASSROOM_SIZE


def _person_limit():
    return ratelimit.Limit("teachers:miss", MISSES, WINDOW)


def _address_limit():
    return ratelimit.Limit("teachers:miss-address", address_misses(), WINDOW)


def _person(request):
    """The account, or the browser session ("" for a browser without one: a miss starts no
    session, a refused request changes nothing; the address's ceiling counts it)."""
    if request.user.is_authenticated:
        return f"user:{request.user.pk}"
    key = request.session.session_key
    return f"session:{key}" if key else ""


def blocked(request):
    """True when this person, or everyone behind this address, has used up the misses for now
    (counts nothing)."""
    person = _person(request)
    if person and ratelimit.exhausted(_person_limit(), person):
        return True
    return ratelimit.exhausted(_address_limit(), client_ip(request))


def missed(request):
    """Count a code or a link that matched nothing, for this person and this address."""
    if person := _person(request):
        ratelimit.hit(_person_limit(), person)
    ratelimit.hit(_address_limit(), client_ip(request))
