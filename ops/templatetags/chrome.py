"""``{% chrome "part" %}``: the pieces of base.html that are the same for every visitor.

The header's brand and sections, the links for visitors without an account, the language
buttons, the footer and the stylesheet/script tags depend only on the language, the section of
the site (for ``aria-current``) and the script prefix, never on the visitor. Every page renders
them, so they are kept in the fragment cache (ops/fragments.py) and reused.

What must stay per request (the user's e-mail, CSRF tokens, the current path) stays in
base.html.
"""

from django import template
from django.conf import settings
from django.template.loader import render_to_string
from django.urls import get_script_prefix
from django.utils.translation import get_language

from ops.fragments import cached_html

register = template.Library()

PARTS = ("assets", "sections", "anonymous", "languages", "footer", "tutorial_head")
# The header's sections, marked with aria-current.
SECTIONS = ("tutorial", "games", "puzzles", "compete", "learners", "teachers")


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
    language = get_language() or settings.LANGUAGE_CODE
    return cached_html(
        f"chrome.{part}",
        [section, language, get_script_prefix()],
        lambda: render_to_string(f"chrome/{part}.html", {"section": section, "LANGUAGE_CODE": language}),
    )
