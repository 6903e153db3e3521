"""The exercise builder in a real browser: saving right after typing saves at the first click."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from playwright.sync_api import expect

from teachers import flows
from teachers.models import Exercise


def _teacher(context, live_server):
    user = get_user_model().objects.create_user(username="t@example.com", email="t@example.com", password="x")
    flows.set_profile(user, is_teacher=True, display_name="Profe")
    client = Client()
    client.force_login(user)
    context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    return user


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_saving_right_after_typing_a_title_saves_at_the_first_click(page, live_server):
    # Typing in a field then clicking "Guardar" blurs the field: its change event refreshes the
    # builder (an htmx request) and the click's submit used to be dropped behind it.
    teacher = _teacher(page.context, live_server)
    page.goto(live_server.url + "/profesores/ejercicios/nuevo/")
    page.get_by_role("radio", name="copas").check()
    for code in ("1o", "12o", "3c"):
        page.locator(f"#pick-{code}").click()
        expect(page.locator(f"#pick-{code}")).to_have_attribute("aria-pressed", "true")
    page.get_by_role("radio", name="la mesa (en orden de juego)").check()
    page.locator("#pick-4o").click()
    expect(page.locator("#pick-4o")).to_have_class(re.compile("in-table"))
    page.locator("#title").fill("Montar")
    page.locator("#save").click()
    expect(page).to_have_url(re.compile(r"/profesores/ejercicios/\d+/$"), timeout=10_000)
    assert Exercise.objects.get(owner=teacher).title == "Montar"


@pytest.fixture
def slow_builder(monkeypatch):
    """Each builder request takes a quarter of a second on the server, so that clicks made
    faster than that overlap the requests before them (as on a slow connection)."""
    import time

    from teachers.views import exercises

    original = exercises._builder

    def slow(request, instance):
        if request.method == "POST":
            time.sleep(0.25)
        return original(request, instance)

    monkeypatch.setattr(exercises, "_builder", slow)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_cards_clicked_faster_than_the_server_answers_are_never_lost(page, live_server, slow_builder):
    """Ten cards clicked 50 ms apart while each answer takes 250 ms: every click counts, in
    order, whatever answers arrive in between (a card clicked twice is taken back out)."""
    teacher = _teacher(page.context, live_server)
    page.goto(live_server.url + "/profesores/ejercicios/nuevo/")
    hand = ["1o", "3o", "12o", "11o", "10o", "7c", "6c", "5e", "4e", "2b"]
    for code in hand:
        page.locator(f"#pick-{code}").click(delay=0)
        page.wait_for_timeout(50)
    page.locator("#pick-2b").click()  # and out again
    page.get_by_role("radio", name="la mesa (en orden de juego)").check()
    for code in ("5o", "1c"):
        page.locator(f"#pick-{code}").click()
    expect(page.locator('input[name="table"]')).to_have_value("5o,1c", timeout=15_000)
    expect(page.locator('input[name="hand"]')).to_have_value(",".join(hand[:-1]))
    for code in hand[:-1]:
        expect(page.locator(f"#pick-{code}")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#pick-2b")).to_have_attribute("aria-pressed", "false")
    page.locator("#title").fill("Rápido")
    page.locator("#save").click()
    expect(page).to_have_url(re.compile(r"/profesores/ejercicios/\d+/$"), timeout=15_000)
    exercise = Exercise.objects.get(owner=teacher)
    assert exercise.position.endswith("h2:1o,3o,12o,11o,10o,7c,6c,5e,4e m:5o,1c")
    assert exercise.title == "Rápido"
