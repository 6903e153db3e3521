"""Rendered HTML that is the same for every visitor, kept in this process's memory.

The site's chrome (ops/templatetags/chrome.py) and the lesson pieces (tutorial/fragments.py)
depend only on the language, the script prefix and the course, never on the request: they are
rendered once and kept in a bounded LRU map of this process (cachetools), since they only change
with a release, which restarts the workers. With DEBUG on nothing is kept, so that template
edits show at once.

Why not Django's cache framework (a LocMemCache, which this replaced): every page reads up to
nine of these pieces, and each LocMemCache read hashes the key with MD5, validates it, takes a
lock and unpickles a copy of the HTML: about a tenth of a lesson page's CPU (bench/PERF_NOTES.md
section 6). Here a read is one dictionary look-up of a tuple key returning the stored string.

What is rendered here gets no request: no CSRF token, user or per-request value can end up in
a fragment another visitor is served.
"""

from django.conf import settings
from django.utils.safestring import SafeString, mark_safe

from ops.kept import Kept

# Lesson headers vary with the learner's progress (the steps seen): keep the recent ones.
MAX_ENTRIES = 20_000

_kept: Kept[SafeString] = Kept(maxsize=MAX_ENTRIES)


def cached_html(name, vary_on, render):
    """Safe HTML from ``render()`` (called without arguments), kept under ``name`` and the
    values in ``vary_on`` (hashable; they must hold everything the HTML depends on)."""
    if settings.DEBUG:
        return mark_safe(str(render()))
    key = (name, *vary_on)
    html = _kept.get(key)
    if html is None:
        html = mark_safe(str(render()))
        _kept.put(key, html)
    return html


def stored():
    """The fragments kept now (for tests and checks: none may hold a per-request value)."""
    return _kept.snapshot()


def clear():
    _kept.clear()
