"""Rendered pieces of the lesson pages that do not depend on the request, kept in memory.

The course is code (tutorial/content), so a step's text, pictures and glossary links, its
step-by-step navigation and the lesson header for a given progress are the same HTML for
every learner who reads them in the same language. They are rendered from their templates
once per process and reused: a lesson step then only reads the learner's progress and
renders the page around these pieces.

Keys always hold the language and the script prefix (URLs in the HTML depend on it). The
caches are per process (lru_cache): nothing to share between workers or hosts, since the
content only changes with a new release, which restarts the workers.
"""

from functools import lru_cache

from django.template.loader import render_to_string
from django.urls import get_script_prefix, reverse
from django.utils.safestring import mark_safe
from django.utils.translation import get_language

from tutorial import course as content
from tutorial.exercises import build, draw_table, parse_position


def _language():
    return get_language() or "es"


# --- the step text -----------------------------------------------------------------------------


def step_text(lesson, step):
    """Safe HTML of a text step's body: prose, table, hand and card row."""
    return _step_text(lesson.slug, step.number, _language(), get_script_prefix())


@lru_cache(maxsize=512)
def _step_text(slug, number, language, prefix):
    step = content.lesson_by_slug(slug).step(number)
    context = {"step": step}
    if step.data.get("position"):
        position = parse_position(step.data["position"])
        hand = position.hands[position.to_play]
        context["step_table"] = draw_table(position, position.to_play)
        context["step_hand"] = list(hand) if isinstance(hand, tuple) else []
    return mark_safe(render_to_string("tutorial/_step_text.html", context))


# --- the lesson header and the step navigation -------------------------------------------------


def lesson_header(lesson, step, *, seen, status, percent):
    """Safe HTML of the lesson header (crumbs, title, progress bar, step dots)."""
    return _lesson_header(
        lesson.slug, step.number, tuple(sorted(seen)), status, percent, _language(), get_script_prefix()
    )


@lru_cache(maxsize=4096)
def _lesson_header(slug, number, seen, status, percent, language, prefix):
    lesson = content.lesson_by_slug(slug)
    context = {
        "lesson": lesson,
        "step": lesson.step(number),
        "steps": lesson.steps,
        "seen": frozenset(seen),
        "status": status,
        "percent": percent,
    }
    return mark_safe(render_to_string("tutorial/_lesson_header.html", context))


def step_nav(lesson, step):
    """Safe HTML of the previous/next links under a step."""
    return _step_nav(lesson.slug, step.number, _language(), get_script_prefix())


@lru_cache(maxsize=512)
def _step_nav(slug, number, language, prefix):
    lesson = content.lesson_by_slug(slug)
    return mark_safe(render_to_string("tutorial/_step_nav.html", step_links(lesson, lesson.step(number))))


def step_links(lesson, step):
    """previous_url, next_url and next_lesson of a step (a new dict the caller may extend)."""
    return dict(_step_links(lesson.slug, step.number, get_script_prefix()))


@lru_cache(maxsize=512)
def _step_links(slug, number, prefix):
    lesson = content.lesson_by_slug(slug)
    step = lesson.step(number)
    return {
        "previous_url": reverse("tutorial:step", args=[lesson.slug, step.number - 1])
        if step.number > 1
        else None,
        "next_url": reverse("tutorial:step", args=[lesson.slug, step.number + 1])
        if step.number < lesson.step_count
        else None,
        "next_lesson": content.next_lesson(lesson),
    }


# --- exercises ---------------------------------------------------------------------------------


@lru_cache(maxsize=256)
def step_exercise(slug, number):
    """The Exercise of a lesson's exercise step (built once: exercises are read-only)."""
    return build(content.lesson_by_slug(slug).step(number).data["exercise"])
