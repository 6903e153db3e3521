"""Every URL the site has, thrown bad input: zero 500s, and nothing stored changes on a refusal.

The URL patterns are enumerated from the resolver (new views are covered without touching this
file). Hypothesis fills each pattern's path tokens (huge numbers, non-ASCII digits such as ²,
NUL bytes, long strings, real ids and tokens of the visitor's own and someone else's objects),
and adds query strings and POST bodies with the site's own parameter names, as an anonymous
visitor and as a signed-in teacher. Runs on SQLite and PostgreSQL (the PostgreSQL pass catches
NUL bytes and out-of-range integers that SQLite accepts).
"""

import re
from urllib.parse import quote, urlencode

import pytest
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver
from django.urls.resolvers import RoutePattern
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .test_bad_input import _snapshot

pytestmark = pytest.mark.django_db

FUZZ = settings(
    max_examples=10,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

CONVERTER = re.compile(r"<(?:(?P<kind>[^>:]+):)?(?P<name>[^>]+)>")

# The parameter names the views read (request.GET / request.POST), and some they do not.
PARAMETERS = [
    "action", "add", "untap", "tap", "ply", "a", "c", "o", "r", "variant", "set", "respuesta",
    "preset", "players", "pista", "notation", "nivel", "desde", "codigo", "baza", "accept", "level_1",
    "level_2", "level_3", "pile", "email", "password", "login", "password1", "password2", "key",
    "next", "language", "display_name", "name", "title", "token", "q", "page", "pk", "id", "seed",
    "modo", "level", "family", "theme", "codes", "clase", "count",
]  # fmt: skip

SPECIAL = st.sampled_from(
    ["", "0", "-1", "²", "١٢", "٣", "1²", "abc\x00", "\x00", "E\x00", "𝟘", "1e9", "∞", "%"]
)
nasty = st.one_of(
    SPECIAL,
    SPECIAL,
    SPECIAL,
    st.integers(-(2**70), 2**70).map(str),
    st.text(max_size=30),
    st.text(min_size=200, max_size=3000, alphabet="a²\x00é,:/-_."),
    st.from_regex(r"[a-z0-9._%+-]{60,70}@example\.com", fullmatch=True),
)


def _patterns(resolvers=None, prefix=""):
    """(route, pattern name) of every URL pattern, routes joined from their resolvers."""
    found = []
    for entry in resolvers if resolvers is not None else get_resolver().url_patterns:
        if isinstance(entry.pattern, RoutePattern):
            route = prefix + str(entry.pattern)
        else:  # a regular expression (the admin's app index): keep its plain part
            route = prefix + re.sub(r"\(\?P<(\w+)>[^)]*\)", r"<str:\1>", str(entry.pattern).strip("^$"))
        if isinstance(entry, URLResolver):
            found += _patterns(entry.url_patterns, route)
        elif isinstance(entry, URLPattern):
            found.append(route)
    return sorted(set(found))


ROUTES = _patterns()


@pytest.fixture
def world(django_user_model):
    """Objects whose ids and tokens are worth guessing: one teacher's, and another's."""
    from games.models import Game
    from puzzles.models import Puzzle
    from teachers import flows
    from teachers.models import Classroom, Exercise, ExerciseSet, SetItem

    known = {"int": ["1", "2"], "uuid": [], "str": [], "slug": ["baraja", "cantes"]}
    owners = []
    for n in (1, 2):
        owner = django_user_model.objects.create_user(f"t{n}", f"t{n}@example.com", "pw-teacher-1")
        flows.set_profile(owner, is_teacher=True, display_name=f"Profe {n}")
        exercise = Exercise.objects.create(
            owner=owner, kind="legal", position="v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o"
        )
        exercise_set = ExerciseSet.objects.create(owner=owner, title=f"Lista {n}")
        SetItem.objects.create(exercise_set=exercise_set, exercise=exercise)
        classroom = Classroom.objects.create(owner=owner, name=f"Clase {n}")
        for row in (exercise, exercise_set, classroom):
            known["int"].append(str(row.pk))
            known["str"] += [row.token, row.code]
        client = Client()
        client.force_login(owner)
        client.post("/jugar/", {"preset": "habanero"})
        owners.append(owner)
    known["uuid"] += [str(game.public_id) for game in Game.objects.all()]
    known["slug"] += list(Puzzle.objects.order_by("key").values_list("code", flat=True)[:2])  # shipped
    return owners[0], known


@st.composite
def url_for(draw, route, known):
    def token(match):
        kind = match.group("kind") or "str"
        choices = [nasty]
        if kind in ("int", "id"):
            choices.append(st.integers(0, 2**70).map(str))
        if kind == "uuid":
            choices.append(st.uuids().map(str))
        if known.get(kind if kind in known else "str"):
            choices.append(st.sampled_from(known[kind if kind in known else "str"]))
        value = draw(st.one_of(*choices)) or "x"
        return quote(value, safe="")

    path = "/" + CONVERTER.sub(token, route)
    # Most parameters at once (a view may read several: variant and players), each one bad or a
    # plausible value.
    plausible = st.sampled_from(["arrastre", "habanero", "1", "2", "4", "c", "si", "E", "L"])
    query = {name: draw(st.one_of(nasty, plausible)) for name in PARAMETERS if draw(st.booleans())}
    return path, query


def _request(client, path, query, method, htmx):
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    if method == "get":
        return client.get(path + ("?" + urlencode(query) if query else ""), **headers)
    return client.post(path, query, **headers)


def _throw(client, route, known, data):
    path, query = data.draw(url_for(route, known))
    method = data.draw(st.sampled_from(["get", "post"]))
    htmx = data.draw(st.booleans())
    before = _snapshot()
    try:
        response = _request(client, path, query, method, htmx)
    except Exception as error:  # the test client re-raises what became a 500
        raise AssertionError(f"{method.upper()} {path} {query!r}: {error!r}") from error
    assert response.status_code < 500, (method, path, query, response.status_code)
    if response.status_code >= 400:
        assert _snapshot() == before, (method, path, query, response.status_code, "state changed")


@pytest.mark.parametrize("route", ROUTES)
@FUZZ
@given(data=st.data())
def test_no_input_anywhere_gives_a_500_to_a_visitor(client, world, route, data):
    _throw(client, route, world[1], data)


@pytest.mark.parametrize("route", ROUTES)
@FUZZ
@given(data=st.data())
def test_no_input_anywhere_gives_a_500_to_a_signed_in_teacher(client, world, route, data):
    client.force_login(world[0])
    _throw(client, route, world[1], data)


def test_every_pattern_is_enumerated():
    assert {"jugar/<uuid:public_id>/jugada/", "profesores/e/<slug:token>/", "healthz", "admin/login/"} <= set(
        ROUTES
    ), ROUTES
    assert len(ROUTES) > 40
