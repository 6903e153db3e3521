"""The card sprite over HTTP: every card drawing in one SVG document that browsers cache.

Its URL carries a hash of its content, so it is served as immutable for a year and a change of
any drawing gives a new URL (nothing to regenerate or collect by hand).
"""

import gzip
import hashlib
from functools import lru_cache

from django.http import Http404, HttpResponse
from django.urls import get_script_prefix, get_urlconf, reverse
from django.views.decorators.http import require_safe

from games.cards import sprite_svg

YEAR = 365 * 24 * 3600


@lru_cache(maxsize=1)
def _document():
    body = sprite_svg().encode()
    return body, gzip.compress(body, mtime=0), hashlib.sha256(body).hexdigest()[:12]


def version():
    return _document()[2]


def sprite_url():
    """Path of the current sprite: "/cartas/baraja-<hash>.svg" (every card drawn asks for it)."""
    return _sprite_path(get_script_prefix(), get_urlconf())


@lru_cache(maxsize=8)
def _sprite_path(prefix, urlconf):
    return reverse("card_sprite", args=[version()], urlconf=urlconf)


@require_safe
def sprite(request, version):
    body, packed, current = _document()
    if version != current:  # an old page asking for drawings we no longer have: it reloads
        raise Http404("Unknown card sprite version")
    if "gzip" in request.headers.get("Accept-Encoding", ""):
        response = HttpResponse(packed, content_type="image/svg+xml")
        response["Content-Encoding"] = "gzip"
    else:
        response = HttpResponse(body, content_type="image/svg+xml")
    response["Cache-Control"] = f"public, max-age={YEAR}, immutable"
    response["Vary"] = "Accept-Encoding"
    return response
