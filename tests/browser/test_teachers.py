"""A teacher builds a "which cards may you play" exercise by clicking cards and shares it; a
student of the class opens the link, answers wrongly, reads the engine's explanation and the
teacher's comment; the teacher finds the answer in the class table."""

import os
import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from playwright.sync_api import expect

from teachers import flows

SHOTS = os.environ.get("TEACHERS_SCREENSHOTS", "")


def logged_in(context, live_server, email, *, teacher=False, name=""):
    user = get_user_model().objects.create_user(username=email, email=email, password="x")
    flows.set_profile(user, is_teacher=teacher, display_name=name)
    client = Client()
    client.force_login(user)
    context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    return user


def shot(page, name):
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/{name}.png", full_page=True)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_teacher_builds_shares_and_sees_a_students_wrong_answer(page, live_server, browser):
    logged_in(page.context, live_server, "teacher@example.com", teacher=True, name="Profe Marta")
    page.goto(live_server.url + "/profesores/")
    page.locator("#class-name").fill("4º B")
    page.locator("#new-class").click()
    join_url = page.locator("#join-url").input_value()

    page.goto(live_server.url + "/profesores/")
    page.locator("#new-exercise").click()
    page.get_by_role("radio", name="copas").check()
    for code in ("4o", "7o", "1o", "3c", "5e"):
        page.locator(f"#pick-{code}").click()
        expect(page.locator(f"#pick-{code}")).to_have_attribute("aria-pressed", "true")
    page.get_by_role("radio", name="la mesa (en orden de juego)").check()
    for code in ("5o", "12o"):
        page.locator(f"#pick-{code}").click()
        expect(page.locator(f"#pick-{code}")).to_have_class(re.compile("in-table"))
    expect(page.locator("#table-cards")).to_contain_text("salió")
    page.locator("#comment").fill("Con el rey de oros ganando, **hay que montar**.")
    page.locator("#title").click()  # the change event refreshes the preview
    expect(page.locator("#solution")).to_contain_text("el as de oros")
    expect(page.locator("#preview .teacher-comment, .builder-preview .teacher-comment")).to_contain_text(
        "hay que montar"
    )
    shot(page, "builder-desktop")
    page.set_viewport_size({"width": 360, "height": 800})
    if SHOTS:
        for anchor in ("#field-cards", "#preview-title"):
            page.locator(anchor).scroll_into_view_if_needed()
            page.screenshot(path=f"{SHOTS}/builder-phone{anchor[1:]}.png")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.locator("#save").click()
    expect(page.locator("#share-url")).to_be_visible()
    share_url = page.locator("#share-url").input_value()
    assert re.search(r"/profesores/e/[\w-]{20,}/$", share_url)

    student_context = browser.new_context(locale="es-ES")
    student = student_context.new_page()
    logged_in(student_context, live_server, "learner@example.com", name="Lucía")
    student.goto(join_url)
    student.locator("#join").click()
    expect(student.get_by_role("heading", name="Mis tareas")).to_be_visible()
    student.goto(share_url)
    student.locator("label#card-4o").click()  # 4 de oros: a card that does not beat the rey
    student.locator("#check").click()
    verdict = student.locator("#verdict")
    expect(verdict).to_contain_text("No del todo")
    expect(verdict).to_contain_text("debes montar")
    expect(student.locator("#teacher-comment")).to_contain_text("hay que montar")
    student_context.close()

    page.goto(live_server.url + "/profesores/")
    page.get_by_role("link", name="4º B").click()
    expect(page.locator("#progress")).to_contain_text("Lucía")
    # «Acierto en las listas» counts the class's assignments only: this answer came by the link
    expect(page.locator("#progress tbody td").nth(1)).to_have_text("—")
    expect(page.locator(".histogram")).to_have_count(0)  # only exercises of sets given to the class
    shot(page, "class-desktop")
    page.set_viewport_size({"width": 360, "height": 800})
    shot(page, "class-phone")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.get_by_role("link", name="Lucía").click()
    expect(page.locator("#member-answers")).to_contain_text("✘ mal")  # her answer, on her page
