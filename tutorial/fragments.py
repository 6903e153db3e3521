"""Rendered pieces of the lesson pages that do not depend on the request, kept in the fragment cache.

The course is code (tutorial/content), so a step's text, pictures and glossary links, its
step-by-step navigation and the lesson header for a given progress are the same HTML for
every learner who reads them in the same language. They are rendered from their templates
once per process and reused: a lesson step then only reads the learner's progress and
renders the page around these pieces.

Keys always hold the language and the script prefix (URLs in the HTML depend on it). The HTML
is kept in each process's memory (ops/fragments.py: the content only changes with a new
release); the step links and the built exercises are plain values, memoized per process.
"""

from functools import lru_cache

from django.template.loader import render_to_string
from django.urls import get_script_prefix, reverse
from django.utils.translation import get_language

from ops.fragments import cached_html
from tutorial import course as content
from tutorial.exercises import build, draw_table, parse_position


def _language():
    return get_language() or "es"


# --- the step text -----------------------------------------------------------------------------


def step_text(lesson, step):
    """Safe HTML of a text step's body: prose, table, hand and card row."""
    return cached_html(
        "tutorial.step_text",
        [lesson.slug, step.number, _language(), get_script_prefix()],
        lambda: _step_text(lesson.slug, step.number),
    )


def _step_text(slug, number):
    step = content.lesson_by_slug(slug).step(number)
    context = {"step": step}
    if step.data.get("position"):
        position = parse_position(step.data["position"])
        hand = position.hands[position.to_play]
        context["step_table"] = draw_table(position, position.to_play)
        context["step_hand"] = list(hand) if isinstance(hand, tuple) else []
    return render_to_string("tutorial/_step_text.html", context)


# --- the lesson header and the step navigation -------------------------------------------------


def lesson_header(lesson, step, *, seen, status, percent):
    """Safe HTML of the lesson header (crumbs, title, progress bar, step dots)."""
    seen = tuple(sorted(seen))
    return cached_html(
        "tutorial.lesson_header",
        [
            lesson.slug,
            step.number,
            ",".join(map(str, seen)),
            status,
            percent,
            _language(),
            get_script_prefix(),
        ],
        lambda: _lesson_header(lesson.slug, step.number, seen, status, percent),
    )


def _lesson_header(slug, number, seen, status, percent):
    lesson = content.lesson_by_slug(slug)
    context = {
        "lesson": lesson,
        "step": lesson.step(number),
        "steps": lesson.steps,
        "seen": frozenset(seen),
        "status": status,
        "percent": percent,
    }
    return render_to_string("tutorial/_lesson_header.html", context)


def step_nav(lesson, step):
    """Safe HTML under a step: the link to the deck (first lessons) and the previous/next links."""
    return cached_html(
        "tutorial.step_nav",
        [lesson.slug, step.number, _language(), get_script_prefix()],
        lambda: render_to_string("tutorial/_step_nav.html", {"lesson": lesson, **step_links(lesson, step)}),
    )


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
