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
