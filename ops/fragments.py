"""Rendered HTML that is the same for every visitor, kept in Django's cache framework.

The site's chrome (ops/templatetags/chrome.py) and the lesson pieces (tutorial/fragments.py)
depend only on the language, the script prefix and the course, never on the request: they are
rendered once and kept in the ``fragments`` cache (settings.CACHES), this process's memory in
production (they only change with a release, which restarts the workers) and no cache at all
with DEBUG on, so that template edits show at once.

What is rendered here gets no request: no CSRF token, user or per-request value can end up in
a fragment another visitor is served.
"""

from django.core.cache import caches
from django.core.cache.utils import make_template_fragment_key
from django.utils.safestring import mark_safe

CACHE = "fragments"


def cached_html(name, vary_on, render):
    """Safe HTML from ``render()`` (called without arguments), kept under ``name`` and the
    values in ``vary_on`` (which must hold everything the HTML depends on)."""
    cache = caches[CACHE]
    key = make_template_fragment_key(name, vary_on)
    html = cache.get(key)
    if html is None:
        html = str(render())
        cache.set(key, html, None)
    return mark_safe(html)
