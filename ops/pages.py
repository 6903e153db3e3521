"""Whole pages that many visitors get alike, rendered once per process with a hole for the CSRF token.

A lesson step is the same HTML for every learner at the same point of the lesson (the step, the
steps seen, the hints taken, the answer given) in the same language, but for the CSRF token its
forms carry, which is masked afresh for each request. Rendering it is most of its cost: Django's
template machinery walks base.html around the pre-rendered pieces (ops/fragments.py) on every
request (bench/PERF_NOTES.md section 9). Here the page is rendered once with a placeholder where
the token goes (the ``page_holes`` context processor hands it out) and kept; every request then
gets the kept page with its own token filled in.

What decides the page must be in the key: the view passes what it shows (``vary_on``) and this
adds the rest of what base.html reads: the path with its query, htmx or not, the language, the
script prefix and the signed-in user with the e-mail the header shows (signed-in visitors never
share a page). Pages are not kept when messages are waiting to be shown, with DEBUG on or
TUTE_SHARED_PAGES=0, for anything but a GET or HEAD, or when the rendering took a real CSRF
token (a template calling ``get_token`` itself): that page is served as rendered and never
reused. Callers share only pages they answer with 200.

Kept in this process's memory, bounded in bytes (cachetools' LRU); a release restarts the
workers, which empties it.
"""

import secrets

from django.conf import settings
from django.contrib.messages import get_messages
from django.middleware.csrf import get_token
from django.urls import get_script_prefix
from django.utils.translation import get_language

from ops.kept import Kept

MAX_BYTES = 16 * 1024 * 1024  # per process: about a thousand lesson pages

# Unguessable, so that no content can forge it; only [a-z0-9], so that escaping leaves it alone.
CSRF_HOLE = "csrfhole" + secrets.token_hex(16)

_kept: Kept[str] = Kept(maxsize=MAX_BYTES, getsizeof=len)


def page_holes(request):
    """Context processor: the CSRF token's placeholder while a page is rendered to be kept."""
    return {"csrf_token": CSRF_HOLE} if getattr(request, "rendering_shared_page", False) else {}


def shared_html(request, vary_on, render):
    """The page ``render()`` makes (a string, rendered with ``request``), rendered once for all
    the visitors who would get the same HTML, with this request's CSRF token in it."""
    if not _may_share(request):
        return render()
    user = request.user
    key = (
        *vary_on,
        request.get_full_path(),
        bool(request.headers.get("HX-Request")),
        get_language() or settings.LANGUAGE_CODE,
        get_script_prefix(),
        (user.pk, user.email) if user.is_authenticated else None,  # the header shows the e-mail
    )
    page = _kept.get(key)
    if page is None:
        page, shareable = _render_with_hole(request, render)
        if shareable:
            _kept.put(key, page)
    return page.replace(CSRF_HOLE, get_token(request)) if CSRF_HOLE in page else page


def _may_share(request):
    if settings.DEBUG or not settings.SHARED_PAGES or request.method not in ("GET", "HEAD"):
        return False
    return len(get_messages(request)) == 0  # counting them does not mark them shown


def _render_with_hole(request, render):
    """The page with the hole, and whether it may be kept: not when the rendering took a real
    token itself (``get_token`` flags the request when it is called)."""
    flagged_before = request.META.pop("CSRF_COOKIE_NEEDS_UPDATE", None)
    request.rendering_shared_page = True
    try:
        page = str(render())
    finally:
        del request.rendering_shared_page
    took_real_token = request.META.get("CSRF_COOKIE_NEEDS_UPDATE", False)
    if flagged_before is not None and not took_real_token:
        request.META["CSRF_COOKIE_NEEDS_UPDATE"] = flagged_before
    return page, not took_real_token


def stored():
    """The pages kept now (for tests and checks: none may hold a CSRF token or a secret)."""
    return _kept.snapshot()


def clear():
    _kept.clear()
