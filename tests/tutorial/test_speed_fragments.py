"""The pre-rendered pieces of the lesson pages (tutorial/fragments.py) and the queries a step costs.

No timings here (speed targets live in bench/load.py): these tests check that what is served
from the in-memory caches is the right HTML for each step, language and progress, and that a
step does not query the database more than it must."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.template.loader import render_to_string
from django.test.utils import CaptureQueriesContext
from django.utils import translation

from tutorial import course, flows, fragments
from tutorial.exercises import build
from tutorial.markup import render as render_markup
from tutorial.models import LearnerProgress

pytestmark = pytest.mark.django_db


def lesson_part(html):
    """The #lesson element of a page, whitespace normalised."""
    start = html.index('<div id="lesson"')
    return re.sub(r"\s+", " ", html[start : html.index("</main>")])


def text_steps():
    return [(lesson, step) for lesson in course.lessons() for step in lesson.steps if step.kind == "text"]


@pytest.mark.parametrize("language", ["es", "en"])
def test_every_cached_step_text_is_its_own_body_in_the_language_asked(language):
    for lesson, step in text_steps():
        with translation.override(language):
            cached = fragments.step_text(lesson, step)
            again = fragments.step_text(lesson, step)
            body = render_markup(course.tr(step.data["body"]))
        assert cached is again  # served from memory the second time, not a copy
        assert str(body) in cached, (lesson.slug, step.number, language)


def test_the_same_step_in_two_languages_gives_two_texts():
    lesson = course.lesson_by_slug("baraja")
    step = lesson.step(1)
    with translation.override("es"):
        spanish = fragments.step_text(lesson, step)
    with translation.override("en"):
        english = fragments.step_text(lesson, step)
    with translation.override("es"):
        spanish_again = fragments.step_text(lesson, step)
    assert "palos" in spanish
    assert 'aria-label="as de oros"' in spanish
    assert "suits" in english
    assert 'aria-label="ace of coins"' in english
    assert spanish_again == spanish


def test_each_step_has_its_own_cached_text_and_navigation():
    lesson = course.lesson_by_slug("baraja")
    with translation.override("es"):
        first, second = (fragments.step_text(lesson, lesson.step(n)) for n in (1, 2))
        nav_first, nav_second = (fragments.step_nav(lesson, lesson.step(n)) for n in (1, 2))
    assert first != second
    assert "Diez cartas" not in first
    assert "diez cartas" in second
    assert 'href="/aprender/baraja/2/"' in nav_first
    assert 'rel="prev"' not in nav_first
    assert 'href="/aprender/baraja/1/"' in nav_second
    assert 'href="/aprender/baraja/3/"' in nav_second


def test_the_cached_header_follows_the_learners_progress():
    lesson = course.lesson_by_slug("baraja")
    step = lesson.step(2)
    with translation.override("es"):
        fresh = fragments.lesson_header(lesson, step, seen={1, 2}, status="in_progress", percent=33)
        later = fragments.lesson_header(lesson, step, seen={1, 2, 3}, status="in_progress", percent=50)
    with translation.override("en"):
        english = fragments.lesson_header(lesson, step, seen={1, 2}, status="in_progress", percent=33)
    assert fresh.count("dot seen") == 2
    assert later.count("dot seen") == 3
    assert 'max="6" value="2"' in fresh  # the bar shows the position
    assert 'max="6" value="2"' in later
    assert "Paso 2 de 6" in fresh
    assert "Step 2 of 6" in english


@pytest.mark.parametrize("language", ["es", "en"])
def test_a_text_step_page_equals_its_template_rendered_without_caches(client, language):
    """The page built from cached pieces is the page the templates give with a fresh render."""
    client.cookies["django_language"] = language
    for slug, number in (("baraja", 1), ("asistir", 1), ("montar", 2), ("habanero", 1)):
        lesson = course.lesson_by_slug(slug)
        step = lesson.step(number)
        client.get(f"/aprender/{slug}/{number}/")  # seen: the header shows it
        page = client.get(f"/aprender/{slug}/{number}/").content.decode()
        with translation.override(language):
            context = {"step": step}
            if step.data.get("position"):
                from tutorial.exercises import draw_table, parse_position

                position = parse_position(step.data["position"])
                context["step_table"] = draw_table(position, position.to_play)
                hand = position.hands[position.to_play]
                context["step_hand"] = list(hand) if isinstance(hand, tuple) else []
            text = render_to_string("tutorial/_step_text.html", context)
            header = render_to_string(
                "tutorial/_lesson_header.html",
                {
                    "lesson": lesson,
                    "step": step,
                    "steps": lesson.steps,
                    "seen": {number},
                    "status": "in_progress",
                    "percent": round(100 / lesson.step_count),
                },
            )
        part = lesson_part(page)
        assert re.sub(r"\s+", " ", text).strip() in part, (slug, number, language)
        assert re.sub(r"\s+", " ", header).strip() in part, (slug, number, language)


def test_cached_exercises_and_quiz_questions_are_those_the_specs_build():
    lesson = course.lesson_by_slug("asistir")
    exercise_step = next(step for step in lesson.steps if step.kind == "exercise")
    cached = fragments.step_exercise(lesson.slug, exercise_step.number)
    assert cached is fragments.step_exercise(lesson.slug, exercise_step.number)
    assert cached.spec == exercise_step.data["exercise"]
    assert cached.solution() == build(exercise_step.data["exercise"]).solution()
    specs = flows.quiz_specs(lesson, 321)
    assert specs == flows.quiz_specs(lesson, 321)
    assert specs != flows.quiz_specs(lesson, 322)
    for question, spec in enumerate(specs, start=1):
        assert flows.quiz_exercise(lesson.slug, 321, question).spec == spec


# --- queries -----------------------------------------------------------------------------------


def writes(queries):
    return [q["sql"] for q in queries if re.match(r"\s*(INSERT|UPDATE|DELETE)", q["sql"], re.I)]


def statements(queries):
    """Reads and writes (savepoints left out: the tests run inside a transaction)."""
    return [q["sql"] for q in queries if re.match(r"\s*(SELECT|INSERT|UPDATE|DELETE)", q["sql"], re.I)]


def test_reading_a_seen_step_again_touches_no_table(client):
    client.get("/aprender/baraja/1/")
    for url in ("/aprender/baraja/1/", "/aprender/baraja/1/"):
        with CaptureQueriesContext(connection) as queries:
            assert client.get(url).status_code == 200
        # The session comes from the cache (cached_db sessions): no read, no savepoint.
        assert len(queries) == 0, [q["sql"] for q in queries]


def test_a_new_step_is_one_session_write(client):
    client.get("/aprender/baraja/1/")
    with CaptureQueriesContext(connection) as queries:
        client.get("/aprender/baraja/2/")
    assert len(writes(queries)) == 1, [q["sql"] for q in queries]
    assert len(statements(queries)) == 1, [q["sql"] for q in queries]
    assert client.session["tutorial_progress"]["seen"]["baraja"] == [1, 2]


def test_exercise_and_quiz_pages_seen_before_touch_no_table(client):
    urls = ("/aprender/baraja/3/", "/aprender/baraja/6/", "/aprender/baraja/prueba/77/1/")
    for url in urls:
        client.get(url)
    for url in urls:
        with CaptureQueriesContext(connection) as queries:
            assert client.get(url).status_code == 200
        assert len(queries) == 0, (url, [q["sql"] for q in queries])


def test_a_signed_in_learner_rereading_a_step_does_not_write(client):
    learner = get_user_model().objects.create_user("reader", "reader@example.com", "pw-reader-1")
    client.force_login(learner)
    client.get("/aprender/baraja/1/")
    with CaptureQueriesContext(connection) as queries:
        assert client.get("/aprender/baraja/1/").status_code == 200
    # user and progress row (the session comes from the cache): no lock, no transaction, no write
    assert len(queries) == 2, [q["sql"] for q in queries]
    assert writes(queries) == [], [q["sql"] for q in queries]
    with CaptureQueriesContext(connection) as queries:
        client.get("/aprender/baraja/2/")
    assert len(writes(queries)) == 1  # a step seen for the first time: read again locked, then written
    assert LearnerProgress.objects.get(user=learner).data["seen"]["baraja"] == [1, 2]


# --- cache round trips -------------------------------------------------------------------------


@pytest.fixture
def cache_operations(monkeypatch):
    """Every operation on a Django cache (Redis in production: one round trip each)."""
    from django.core.cache.backends.base import BaseCache
    from django.core.cache.backends.locmem import LocMemCache
    from django.core.cache.backends.redis import RedisCache

    done = []
    for backend in (LocMemCache, RedisCache):
        for name in ("get", "get_many", "set", "set_many", "add", "delete", "has_key", "touch"):
            method = getattr(backend, name, None) or getattr(BaseCache, name)

            def counted(self, *args, _method=method, _name=name, **kwargs):
                done.append((_name, args[0] if args else None))
                return _method(self, *args, **kwargs)

            monkeypatch.setattr(backend, name, counted)
    return done


@pytest.mark.parametrize("htmx", [False, True], ids=["page", "partial"])
def test_a_step_read_again_is_one_cache_round_trip_the_session(client, cache_operations, htmx):
    """The chrome and the lesson pieces come from the process's memory: the only shared-cache
    operation left is the session read (the learner's progress is in it)."""
    headers = {"HX-Request": "true"} if htmx else {}
    for url in ("/aprender/asistir/1/", "/aprender/baraja/3/"):
        client.get(url, headers=headers)
        cache_operations.clear()
        response = client.get(url, headers=headers)
        assert response.status_code == 200
        assert [name for name, _key in cache_operations] == ["get"], cache_operations


def test_with_debug_on_fragments_are_rendered_afresh_and_not_kept(settings):
    from ops import fragments as shared

    shared.clear()
    settings.DEBUG = True
    lesson = course.lesson_by_slug("baraja")
    with translation.override("es"):
        first = fragments.step_text(lesson, lesson.step(1))
        again = fragments.step_text(lesson, lesson.step(1))
    assert first == again
    assert first is not again
    assert shared.stored() == {}


def test_the_deck_link_is_under_the_first_lessons_steps_only(client):
    from django.urls import reverse

    link = f'<a href="{reverse("games:baraja")}" id="deck-link">'
    for lesson in course.lessons():
        page = client.get(f"/aprender/{lesson.slug}/1/").content.decode()
        if lesson.number <= 2:
            assert page.count(link) == 1, lesson.slug
            assert page.index(link) < page.index('class="step-nav"')  # above the step links
        else:
            assert "deck-link" not in page, lesson.slug
