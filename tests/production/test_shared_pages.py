"""Lesson pages rendered once for every learner at the same point, with each visitor's own CSRF
token (ops/pages.py)."""

import re

import pytest
from django.conf import settings
from django.contrib import messages
from django.contrib.auth import get_user_model
from django.contrib.auth.models import AnonymousUser
from django.contrib.messages.middleware import MessageMiddleware
from django.contrib.sessions.middleware import SessionMiddleware
from django.middleware.csrf import get_token
from django.test import Client, RequestFactory

from ops import pages
from tutorial import views

pytestmark = pytest.mark.django_db

TEXT_STEP = "/aprender/baraja/2/"
EXERCISE_STEP = "/aprender/baraja/3/"
TOKEN = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')


@pytest.fixture(autouse=True)
def empty_store():
    pages.clear()
    yield
    pages.clear()


@pytest.fixture
def renders(monkeypatch):
    """How many times the lesson template was rendered."""
    count = {"n": 0}
    real = views.render_to_string

    def counting(*args, **kwargs):
        count["n"] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(views, "render_to_string", counting)
    return count


def token_of(html):
    tokens = set(TOKEN.findall(html))
    assert len(tokens) == 1, tokens  # one masked token per page, in every form and in hx-headers
    (token,) = tokens
    assert f'"X-CSRFToken": "{token}"' in html
    return token


def test_two_learners_at_the_same_step_share_one_rendering_each_with_a_token_that_works(renders):
    ana, luis = Client(enforce_csrf_checks=True), Client(enforce_csrf_checks=True)
    page_ana = ana.get(TEXT_STEP).content.decode()
    page_luis = luis.get(TEXT_STEP).content.decode()
    assert renders["n"] == 1
    token_ana, token_luis = token_of(page_ana), token_of(page_luis)
    assert token_ana != token_luis
    assert page_ana.replace(token_ana, "T") == page_luis.replace(token_luis, "T")
    change = {"language": "en", "next": TEXT_STEP}
    # each visitor's token is good for that visitor only
    assert luis.post("/i18n/setlang/", change | {"csrfmiddlewaretoken": token_ana}).status_code == 403
    assert ana.post("/i18n/setlang/", change | {"csrfmiddlewaretoken": token_ana}).status_code == 302
    assert luis.post("/i18n/setlang/", change | {"csrfmiddlewaretoken": token_luis}).status_code == 302
    assert "Next" in luis.get(TEXT_STEP).content.decode()  # English now: another page, rendered
    assert renders["n"] == 2


def test_a_returning_visitor_gets_a_fresh_mask_of_the_same_secret_each_time(client):
    first = token_of(client.get(TEXT_STEP).content.decode())
    again = token_of(client.get(TEXT_STEP).content.decode())
    assert first != again  # masked afresh per response, as Django does (BREACH)
    secret = client.cookies[settings.CSRF_COOKIE_NAME].value
    for token in (first, again):
        assert (
            client.post(
                "/i18n/setlang/", {"language": "es", "next": TEXT_STEP, "csrfmiddlewaretoken": token}
            ).status_code
            == 302
        ), secret


def test_kept_pages_hold_a_hole_and_no_token_secret_session_key_or_email(client):
    user = get_user_model().objects.create_user("kept@example.com", "kept@example.com", "pw-Correct-horse-1")
    for who in (None, user):
        if who:
            client.force_login(who)
        for headers in ({}, {"HX-Request": "true"}):
            html = client.get(TEXT_STEP, headers=headers).content.decode()
            html_exercise = client.get(EXERCISE_STEP, headers=headers).content.decode()
            assert html_exercise.count("csrfmiddlewaretoken") >= 1
    secret = client.cookies[settings.CSRF_COOKIE_NAME].value
    assert len(pages.stored()) == 8  # two steps, full and partial, anonymous and signed in
    for key, page in pages.stored().items():
        # a full page carries the token in hx-headers; a partial, where it has a form
        assert pages.CSRF_HOLE in page or (key[0].endswith("#lesson") and "<form" not in page), key
        assert secret not in page, key
        assert client.session.session_key not in page, key
        for token in TOKEN.findall(html):
            assert token not in page, key
        if key[-1] is None:  # anonymous (the last part of the key: the user): nobody's e-mail
            assert "kept@example.com" not in page, key


def test_signed_in_learners_never_share_a_page(renders):
    model = get_user_model()
    ana, luis = Client(), Client()
    ana.force_login(model.objects.create_user("ana@example.com", "ana@example.com", "pw-Correct-horse-1"))
    luis.force_login(model.objects.create_user("luis@example.com", "luis@example.com", "pw-Correct-horse-1"))
    page_ana = ana.get(TEXT_STEP).content.decode()
    page_luis = luis.get(TEXT_STEP).content.decode()
    assert "ana@example.com" in page_ana
    assert "luis@example.com" not in page_ana
    assert "luis@example.com" in page_luis
    assert "ana@example.com" not in page_luis
    assert renders["n"] == 2
    ana_user = model.objects.get(email="ana@example.com")
    ana_user.email = "ana.nueva@example.com"
    ana_user.save()
    assert "ana.nueva@example.com" in ana.get(TEXT_STEP).content.decode()  # not the kept page


def test_what_a_learner_has_done_makes_another_page(renders):
    walker, newcomer = Client(), Client()
    for number in (1, 2, 4, 5):
        walker.get(f"/aprender/baraja/{number}/")
    walked = walker.get(TEXT_STEP).content.decode()
    fresh = newcomer.get(TEXT_STEP).content.decode()
    assert walked.replace(token_of(walked), "T") != fresh.replace(token_of(fresh), "T")
    # the step dots of the header say which steps each has seen
    assert walked.count('class="dot seen') > fresh.count('class="dot seen')


def test_a_hint_or_an_answer_shows_on_the_learners_page_only(renders):
    helped, other = Client(), Client()
    plain = other.get(EXERCISE_STEP).content.decode()
    assert helped.post(EXERCISE_STEP, {"pista": "1"}).status_code == 303
    with_hint = helped.get(EXERCISE_STEP).content.decode()
    assert with_hint.replace(token_of(with_hint), "T") != plain.replace(token_of(plain), "T")
    again = other.get(EXERCISE_STEP).content.decode()
    assert again.replace(token_of(again), "T") == plain.replace(token_of(plain), "T")
    answer = helped.post(EXERCISE_STEP, {"c": ["11e", "11b"]})
    assert "¡Bien!" in helped.get(answer["Location"]).content.decode()
    assert "¡Bien!" not in other.get(EXERCISE_STEP).content.decode()


def _request():
    request = RequestFactory().get("/aprender/baraja/2/")
    SessionMiddleware(lambda r: None).process_request(request)
    MessageMiddleware(lambda r: None).process_request(request)
    request.user = AnonymousUser()
    return request


def test_a_page_with_messages_waiting_is_not_kept_and_they_stay_to_be_shown():
    request = _request()
    messages.info(request, "Guardado.")
    assert pages.shared_html(request, ("t",), lambda: f"<p>{pages.CSRF_HOLE}</p>").startswith("<p>")
    assert pages.stored() == {}
    assert [m.message for m in messages.get_messages(request)] == ["Guardado."]


def test_a_page_whose_rendering_took_a_real_token_is_served_but_not_kept():
    request = _request()
    html = pages.shared_html(request, ("t",), lambda: f"<p>{get_token(request)}</p><p>{pages.CSRF_HOLE}</p>")
    assert pages.CSRF_HOLE not in html
    assert pages.stored() == {}
    assert request.META["CSRF_COOKIE_NEEDS_UPDATE"]  # the cookie still goes out


def test_post_requests_debug_pages_and_a_site_that_turned_sharing_off_keep_nothing(client, settings):
    pages.shared_html(_request(), ("t",), lambda: "<p>kept</p>")
    assert len(pages.stored()) == 1
    pages.clear()
    post = RequestFactory().post("/aprender/baraja/2/")
    post.user = AnonymousUser()
    assert pages.shared_html(post, ("t",), lambda: "<p>posted</p>") == "<p>posted</p>"
    settings.SHARED_PAGES = False  # TUTE_SHARED_PAGES=0
    client.get(TEXT_STEP)
    assert pages.stored() == {}
    settings.SHARED_PAGES = True
    settings.DEBUG = True
    client.get(TEXT_STEP)
    assert pages.stored() == {}
