"""Every view that takes an id (games, exercises, sets, classes) refuses other people.

The views are found in the URL configuration: every route of the games and teachers apps with a
`public_id`, `pk` or `assignment_pk` parameter. Each is requested by its owner (must not be
refused) and by a stranger, another teacher and an anonymous visitor (must be refused: 404 or
403, or a redirect to log in; and nothing changes). A route with an id that this test cannot
fill fails the coverage test, so new views are not skipped silently.
"""

import pytest
from django.contrib.auth import get_user_model
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from games import flows
from games.models import Game

from .test_bad_input import _snapshot

ID_PARAMETERS = {"public_id", "pk", "assignment_pk"}
COVERED_APPS = ("games", "teachers")


def _routes():
    """[(url name, parameter names)] of the covered apps' routes that take an id."""
    found = []

    def walk(patterns, namespace):
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                walk(pattern.url_patterns, pattern.namespace or namespace)
            elif isinstance(pattern, URLPattern) and namespace in COVERED_APPS and pattern.name:
                params = set(pattern.pattern.converters)
                if params & ID_PARAMETERS:
                    found.append((f"{namespace}:{pattern.name}", sorted(params)))

    walk(get_resolver().url_patterns, None)
    return found


def _user(email, teacher=False):
    from teachers.flows import set_profile

    user = get_user_model().objects.create_user(username=email, email=email, password="x")
    if teacher:
        set_profile(user, is_teacher=True, display_name=email.split("@")[0])
    return user


@pytest.fixture
def world(db):
    from teachers.models import (
        Assignment,
        Classroom,
        CoTeacher,
        Exercise,
        ExerciseSet,
        Invitation,
        Membership,
        SetItem,
    )

    owner = _user("teacher@example.com", teacher=True)
    bots = ["", "principiante", "principiante", "principiante"]
    game = flows.start_game(
        variant="arrastre", players=4, rules={}, bot_levels=bots, feedback="full", owner=owner, seed=3
    )
    # One move of the learner, so that the feedback view has something to judge.
    view = game.match_at().hand.view(game.learner_seat)
    learner_ply = game.ply
    game = flows.play(game, sorted(a for a in view.legal_actions() if a in view.hand)[0], game.ply)
    exercise = Exercise.objects.create(
        owner=owner, kind="legal", position="v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o"
    )
    exercise_set = ExerciseSet.objects.create(owner=owner, title="Hoja 1")
    item = SetItem.objects.create(exercise_set=exercise_set, exercise=exercise, order=1)
    classroom = Classroom.objects.create(owner=owner, name="4ºB")
    assignment = Assignment.objects.create(classroom=classroom, kind="lesson", lesson_slug="asistir")
    # the teacher in her own class, as a member (she may leave it): the routes of one member
    membership = Membership.objects.create(classroom=classroom, student=owner, name="Profe")
    # a colleague who co-teaches it, and one invited
    co_teacher = CoTeacher.objects.create(
        classroom=classroom, teacher=_user("colleague@example.com", teacher=True)
    )
    invitation = Invitation.objects.create(classroom=classroom, email="invited@example.com", invited_by=owner)
    ids = {
        "games": {"public_id": game.public_id, "ply": learner_ply},
        "exercise": {"pk": exercise.pk},
        "set": {"pk": exercise_set.pk, "item_pk": item.pk},
        "class": {
            "pk": classroom.pk,
            "assignment_pk": assignment.pk,
            "membership_pk": membership.pk,
            "co_pk": co_teacher.pk,
            "invitation_pk": invitation.pk,
        },
    }
    return {"owner": owner, "game": game, "ids": ids}


def _kwargs(name, params, ids):
    if name.startswith("games:"):
        source = ids["games"]
    else:
        view = name.split(":")[1]
        kinds = {"exercise": "exercise", "set": "set", "class": "class", "assignment": "class"}
        kind = next((k for prefix, k in kinds.items() if view.startswith(prefix)), None)
        if kind is None:
            return None
        source = ids[kind]
    if not set(params) <= set(source):
        return None
    return {p: source[p] for p in params}


def test_every_route_with_an_id_is_covered(world):
    routes = _routes()
    assert len(routes) >= 10, routes
    missing = [name for name, params in routes if _kwargs(name, params, world["ids"]) is None]
    assert not missing, f"routes this test cannot fill: {missing}"


def _refused(response):
    if response.status_code in (403, 404, 405):
        return True
    return response.status_code == 302 and "/accounts/login/" in response["Location"]


@pytest.mark.parametrize("intruder", ["stranger", "other teacher", "anonymous"])
@pytest.mark.parametrize("method", ["get", "post"])
def test_nobody_but_the_owner_reaches_a_view_that_takes_an_id(client, world, intruder, method):
    if intruder != "anonymous":
        client.force_login(
            _user(f"{intruder.replace(' ', '')}@example.com", teacher=intruder == "other teacher")
        )
    let_in = []
    for name, params in _routes():
        url = reverse(name, kwargs=_kwargs(name, params, world["ids"]))
        before = _snapshot()
        response = getattr(client, method)(url, {"ply": world["game"].ply, "action": "1o", "name": "x"})
        if not _refused(response):
            let_in.append((name, response.status_code))
        assert _snapshot() == before, (name, method, "changed something for an intruder")
    assert not let_in, let_in


def test_the_owner_is_let_in(client, world):
    client.force_login(world["owner"])
    for name, params in _routes():
        url = reverse(name, kwargs=_kwargs(name, params, world["ids"]))
        response = client.get(url)
        assert response.status_code in (200, 302, 405), (name, response.status_code)
        if response.status_code == 302:
            assert "/accounts/login/" not in response["Location"], name


def test_games_of_an_anonymous_visitor_belong_to_that_browser_only(client, world):
    client.post(reverse("games:new"), {"preset": "habanero"})
    game = Game.objects.exclude(pk=world["game"].pk).get()
    other_browser = type(client)()
    assert client.get(reverse("games:play", args=[game.public_id])).status_code == 200
    assert other_browser.get(reverse("games:play", args=[game.public_id])).status_code == 404
    response = other_browser.post(
        reverse("games:act", args=[game.public_id]), {"ply": game.ply, "action": "1o"}
    )
    assert response.status_code == 404
