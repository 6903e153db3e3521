"""Malformed input at every form and htmx endpoint never gives a 500: a clear 4xx message, and
the stored game, exercise or progress stays as it was.

Forms are found on the pages themselves (their action, fields and buttons), so new fields are
fuzzed too; hypothesis then sends mangled versions of them: unknown card codes, cards not in the
hand, actions out of turn, stale or absurd ply numbers, huge or empty fields, missing fields,
wrong methods, htmx or plain, and requests without a CSRF token.
"""

import re

import pytest
from django.contrib.sessions.models import Session
from django.test import Client
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.models import Game, MoveNote

from .card_scan import CARDS

FUZZ = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

FORM = re.compile(r"<form\b([^>]*)>(.*?)</form>", re.S | re.I)
ATTR = re.compile(r'([a-z-]+)="([^"]*)"', re.I)
CONTROL = re.compile(r"<(input|button|select|textarea)\b([^>]*)>", re.I)

weird_text = st.one_of(
    st.sampled_from(["", " ", "0", "-1", "99999999999999999999", "null", "1e9", "∞", "<script>", "'; --"]),
    st.sampled_from(CARDS),
    st.sampled_from(
        ["13o", "0c", "1x", "cante:x", "tute:13", "cambio", "paso", "renuncio", "siguiente_mano"]
    ),
    st.text(max_size=40),
    st.text(min_size=5000, max_size=20000, alphabet="ab3co,: "),
    st.integers(-(2**70), 2**70).map(str),
)


def forms_on(html):
    """[(action, method, {name: [values]})] of the page's forms."""
    found = []
    for attrs, body in FORM.findall(html):
        attrs = dict(ATTR.findall(attrs))
        fields = {}
        for _tag, control in CONTROL.findall(body):
            control = dict(ATTR.findall(control))
            if name := control.get("name"):
                fields.setdefault(name, []).append(control.get("value", ""))
        found.append((attrs.get("action", ""), attrs.get("method", "get").lower(), fields))
    return found


@st.composite
def mangled_request(draw, forms):
    action, method, fields = draw(st.sampled_from(forms))
    data = {}
    for name, values in fields.items():
        if name == "csrfmiddlewaretoken":
            continue
        choice = draw(st.integers(0, 3))
        if choice == 0:
            continue  # field missing
        data[name] = draw(st.sampled_from(values)) if choice == 1 else draw(weird_text)
    if draw(st.booleans()):
        data[draw(st.sampled_from(["action", "ply", "a", "c", "notation", "preset", "x"]))] = draw(weird_text)
    verb = draw(st.sampled_from(["post", "post", "post", "get", "put", "delete"]))
    htmx = draw(st.booleans())
    with_csrf = draw(st.integers(0, 4)) > 0
    return action, verb, data, htmx, with_csrf


def _snapshot():
    return (
        sorted(
            (g.public_id.hex, tuple(map(tuple, g.actions)), g.hints, g.finished) for g in Game.objects.all()
        ),
        MoveNote.objects.count(),
        sorted(Session.objects.values_list("session_key", "session_data")),
        _teacher_rows(),
        _progress_rows(),
    )


def _teacher_rows():
    from django.apps import apps

    rows = []
    for name in ("Exercise", "ExerciseSet", "Classroom"):
        try:
            model = apps.get_model("teachers", name)
        except LookupError:
            continue
        rows.append(sorted(model.objects.values_list("pk", "updated")))
    return rows


def _progress_rows():
    from tutorial.models import LearnerProgress

    return sorted(LearnerProgress.objects.values_list("user_id", "data"))


def _send(client, csrf_client, request):
    action, verb, data, htmx, with_csrf = request
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    sender = client if with_csrf else csrf_client
    if verb == "get":
        return sender.get(action, data, **headers)
    if verb in ("put", "delete"):
        return getattr(sender, verb)(action, "&".join(f"{k}=x" for k in data), **headers)
    return sender.post(action, data, **headers)


def _check(client, csrf_client, request):
    before = _snapshot()
    response = _send(client, csrf_client, request)
    assert response.status_code < 500, (request[:2], response.status_code)
    if response.status_code >= 400:
        if response.status_code != 405:  # Django's 405 has no body; it names the allowed methods
            assert response.content.strip(), (request[:2], response.status_code, "an empty error page")
        else:
            assert response["Allow"], request[:2]
        assert _snapshot() == before, (request, response.status_code, "state changed on a refused request")
    return response


def _csrf_client_like(client):
    """A second client with the same cookies but CSRF checks on and no token sent."""
    other = Client(enforce_csrf_checks=True)
    other.cookies = client.cookies
    return other


# --- practice games ---------------------------------------------------------------------------


@pytest.fixture
def table(client):
    response = client.post(reverse("games:new"), {"preset": "parejas"})
    assert response.status_code == 302
    html = client.get(response["Location"]).content.decode()
    forms = [f for f in forms_on(html) if f[0].startswith("/jugar/")]
    forms += forms_on(client.get(reverse("games:new")).content.decode())
    assert any("/jugada/" in action for action, _m, _f in forms), "the table has a play form"
    return forms


@pytest.mark.django_db
@FUZZ
@given(data=st.data())
def test_mangled_game_requests_never_break_the_game(client, table, data):
    request = data.draw(mangled_request(table))
    _check(client, _csrf_client_like(client), request)
    for game in Game.objects.all():
        game.match_at()  # whatever was accepted, the stored log still replays


@pytest.mark.django_db
def test_a_card_when_a_declaration_is_due_is_refused_not_a_500(client):
    """Habanero: after winning a trick the winner must declare (cantar or paso) before leading;
    sending a card of the hand then must be a clear refusal (the engine raises IllegalAction
    with no Explanation: games.flows.play builds IllegalCard(None) -> AttributeError -> 500)."""
    from games import flows

    game = _game_waiting_for_a_declaration(client, flows)
    view = game.match_at().hand.view(game.learner_seat)
    assert not set(view.legal_actions()) & set(view.hand)
    before = list(game.actions)
    response = client.post(
        reverse("games:act", args=[game.public_id]),
        {"ply": game.ply, "action": view.hand[0]},
        HTTP_HX_REQUEST="true",
    )
    assert 400 <= response.status_code < 500, response.status_code
    assert 'id="table"' in response.content.decode()
    game.refresh_from_db()
    assert game.actions == before


def _game_waiting_for_a_declaration(client, flows):
    client.get(reverse("games:new"))
    client.post(reverse("games:new"), {"preset": "habanero"})
    key = client.session["games_owner_key"]
    for seed in range(200):
        game = flows.start_game(
            variant="habanero", players=2, rules={}, bot_levels=["", "principiante"], feedback="none",
            anon_key=key, seed=seed,
        )  # fmt: skip
        for _ in range(40):
            state = game.match_at().hand
            if state.is_terminal() or state.current_player != game.learner_seat:
                break
            view = state.view(game.learner_seat)
            legal = view.legal_actions()
            if view.hand and not set(legal) & set(view.hand):
                return game
            cards = sorted(a for a in legal if a in view.hand)
            game = flows.play(game, cards[-1] if cards else "paso", game.ply)
    pytest.fail("no habanero game reached a declaration window in 200 deals")


# --- lessons and quizzes -------------------------------------------------------------------------


def _tutorial_forms(client):
    forms = []
    course = client.get(reverse("tutorial:course")).content.decode()
    lessons = sorted(set(re.findall(r'href="(/aprender/[a-z0-9-]+/)"', course)))
    assert lessons
    for lesson in lessons[:4]:
        for number in range(1, 6):
            response = client.get(f"{lesson}{number}/")
            if response.status_code == 200:
                forms += [f for f in forms_on(response.content.decode()) if f[1] == "post"]
    quiz = client.get(reverse("tutorial:quiz", args=[lessons[0].strip("/").split("/")[-1], 7, 1]))
    if quiz.status_code == 200:
        forms += [f for f in forms_on(quiz.content.decode()) if f[1] == "post"]
    forms = [f for f in forms if f[0].startswith("/aprender/")]
    assert forms, "lessons have answer forms"
    return forms


@pytest.fixture
def tutorial_forms(client):
    return _tutorial_forms(client)


@pytest.mark.django_db
@FUZZ
@given(data=st.data())
def test_mangled_answers_never_break_lessons_or_progress(client, tutorial_forms, data):
    request = data.draw(mangled_request(tutorial_forms))
    _check(client, _csrf_client_like(client), request)


# --- teachers' builder ---------------------------------------------------------------------------


@pytest.fixture
def teacher_forms(client, django_user_model):
    from teachers.flows import set_profile

    teacher = django_user_model.objects.create_user("teacher", "teacher@example.com", "secreto-largo-1")
    set_profile(teacher, is_teacher=True, display_name="Profe")
    client.force_login(teacher)
    forms = []
    pages = (
        "teachers:home",
        "teachers:exercise_new",
        "teachers:code",
        "teachers:profile",
    )
    for name in pages:
        response = client.get(reverse(name))
        assert response.status_code == 200, name
        forms += [
            f
            for f in forms_on(response.content.decode())
            if f[1] == "post" and f[0].startswith("/profesores/")
        ]
    assert forms
    return forms


@pytest.mark.django_db
@FUZZ
@given(data=st.data())
def test_mangled_teacher_forms_never_give_a_500(client, teacher_forms, data):
    request = data.draw(mangled_request(teacher_forms))
    _check(client, _csrf_client_like(client), request)
