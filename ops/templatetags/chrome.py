"""``{% chrome "part" %}``: the pieces of base.html that are the same for every visitor.

The header's brand and sections, the links for visitors without an account, the language
buttons, the footer and the stylesheet/script tags depend only on the language, the section of
the site (for ``aria-current``) and the script prefix, never on the visitor. Every page renders
them, so they are rendered once per process from ``templates/chrome/<part>.html`` and reused,
like the lesson fragments (tutorial/fragments.py): nothing to share between workers or hosts,
since they only change with a release, which restarts the workers. With DEBUG on they are
rendered every time, so that template edits show at once.

What must stay per request (the user's e-mail, CSRF tokens, the current path) stays in
base.html.
"""

from functools import lru_cache

from django import template
from django.conf import settings
from django.template.loader import render_to_string
from django.urls import get_script_prefix
from django.utils.safestring import mark_safe
from django.utils.translation import get_language

register = template.Library()

PARTS = ("assets", "sections", "anonymous", "languages", "footer", "tutorial_head")
SECTIONS = ("tutorial", "games", "teachers")  # the header's sections, marked with aria-current


def section_of(request):
    """The header section a request belongs to ("" for pages outside them)."""
    match = getattr(request, "resolver_match", None)
    namespace = match.namespace if match else ""
    return namespace if namespace in SECTIONS else ""


@register.simple_tag(takes_context=True)
def chrome(context, part):
    if part not in PARTS:
        raise template.TemplateSyntaxError(f"Unknown chrome part {part!r}; one of {PARTS}.")
    section = section_of(context.get("request")) if part == "sections" else ""
    render = _render.__wrapped__ if settings.DEBUG else _render
    return render(part, section, get_language() or settings.LANGUAGE_CODE, get_script_prefix())


@lru_cache(maxsize=64)
def _render(part, section, language, prefix):
    return mark_safe(render_to_string(f"chrome/{part}.html", {"section": section, "LANGUAGE_CODE": language}))
