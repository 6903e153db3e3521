"""Cantes, swaps and cabrero questions in a real browser: wrong then right by clicking (and by
keyboard), the engine's explanation read back, a whole quiz with those types, and JavaScript
off. Screenshots go to /tmp/tutorial-cante-*.png, /tmp/tutorial-cabrero-*.png."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.test_tutorial import answer_quiz_question
from tutorial import course

CUARENTA = "v:arrastre/4 t:o s:0 h0:12o,11o,12c,11c,1e,5e,7b,2b,6o"
TWO_VEINTES = "v:arrastre/4 t:c s:0 h0:12e,11e,12b,11b,1o,3o,7c,4c,10o"
MIDDLE = [52, 30, None, 48]


def step_url(live_server, kind, key, value):
    for lesson in course.lessons():
        for step in lesson.steps:
            if step.kind == "exercise" and step.data["exercise"]["type"] == kind:
                if step.data["exercise"].get(key) == value:
                    return f"{live_server.url}/aprender/{lesson.slug}/{step.number}/"
    raise AssertionError(f"no {kind} step with {key}={value!r}")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_cante_question_wrong_then_right(page, live_server):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(step_url(live_server, "cante", "position", CUARENTA))
    facts = page.locator(".exercise .facts")
    expect(facts).to_contain_text("Acabas de ganar una baza")
    expect(facts).to_contain_text("Nadie ha cantado todavía en esta mano.")
    expect(facts).to_contain_text("las cuarenta van primero")
    expect(page.locator("#choice-cante-o")).to_contain_text("Las cuarenta en oros")
    page.screenshot(path="/tmp/tutorial-cante-question-desktop.png", full_page=True)

    page.locator("#choice-cante-c").click()  # las veinte en copas: not before las cuarenta
    verdict = page.locator("#verdict")
    expect(verdict).to_contain_text("✘")
    expect(verdict.locator("li.fault").first).to_contain_text("las cuarenta van primero")
    expect(verdict).to_contain_text("valen 40 puntos")
    expect(page.locator(".verdict-choices #choice-cante-c")).to_have_class(re.compile("mark-wrong"))
    expect(page.locator(".verdict-choices #choice-cante-o")).to_have_class(re.compile("mark-missed"))
    page.screenshot(path="/tmp/tutorial-cante-verdict-desktop.png", full_page=True)
    page.set_viewport_size({"width": 360, "height": 780})
    page.screenshot(path="/tmp/tutorial-cante-verdict-phone.png", full_page=True)

    page.locator("#retry").click()
    page.locator("#hint").click()
    expect(page.locator(".hint-1")).to_contain_text("reyes y caballos")
    expect(page.locator("article.step h2")).to_be_focused()  # htmx autofocus after the swap
    # by keyboard: Enter on las cuarenta
    page.locator("#choice-cante-o").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#verdict")).to_contain_text("✔")
    expect(page.locator("#verdict")).to_contain_text("las cuarenta en oros")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_one_cante_per_trick_either_veinte_is_right(page, live_server):
    """Lesson 8 teaches one cante per trick: with two veintes, the learner picks the one he
    would declare, and either is right."""
    page.goto(step_url(live_server, "cante", "position", TWO_VEINTES))
    expect(page.locator(".exercise .question")).to_contain_text("un cante por baza")
    for choice in ("#choice-cante-e", "#choice-cante-b"):
        page.locator(choice).click()
        expect(page.locator("#verdict")).to_contain_text("✔")
        expect(page.locator("#verdict")).to_contain_text("También podías elegir")
        page.locator("#retry").click()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_cabrero_question_wrong_then_right(page, live_server):
    page.set_viewport_size({"width": 360, "height": 780})
    page.goto(step_url(live_server, "cabrero", "points", MIDDLE))
    expect(page.locator("#choice-2")).to_contain_text("no entró en baza")
    page.screenshot(path="/tmp/tutorial-cabrero-question-phone.png", full_page=True)

    page.locator("#choice-1").click()  # the last of three who entered: a menos, not a loser
    page.locator("#check").click()
    verdict = page.locator("#verdict")
    expect(verdict).to_contain_text("✘")
    expect(verdict).to_contain_text("Jugador 2 no pierde: es el último de los que entraron, gana a menos.")
    expect(verdict).to_contain_text("Entraron 3: pierde el segundo.")
    expect(verdict).to_contain_text("Jugador 4 pierde")
    page.screenshot(path="/tmp/tutorial-cabrero-verdict-phone.png", full_page=True)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.screenshot(path="/tmp/tutorial-cabrero-verdict-desktop.png", full_page=True)

    page.locator("#retry").click()
    page.locator("#choice-3").click()
    page.locator("#check").click()
    expect(page.locator("#verdict")).to_contain_text("✔")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_cabrero_quiz_can_be_taken(page, live_server):
    lesson = course.lesson_by_slug("cabrero")
    page.goto(f"{live_server.url}/aprender/cabrero/{lesson.quiz_step.number}/")
    page.locator("#start-quiz").click()
    number = 0
    while True:
        number += 1
        answer_quiz_question(page, number)
        if not page.locator("#next-question").count():
            break
        page.locator("#next-question").click()
    page.locator("#quiz-result").click()
    expect(page.locator("#mastered")).to_contain_text("dominada")  # every answer right at the first try


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_swap_question_works_with_javascript_off(browser, live_server):
    context = browser.new_context(
        java_script_enabled=False, locale="es-ES", viewport={"width": 360, "height": 780}
    )
    page = context.new_page()
    page.goto(
        step_url(
            live_server, "swap", "position", "v:habanero/2 t:o tc:12o p:10 s:0 h0:7o,2o,1c,3e,5b,6b,11c,4e"
        )
    )
    expect(page.locator(".shown-card")).to_contain_text("rey de oros")
    page.screenshot(path="/tmp/tutorial-swap-phone.png", full_page=True)
    page.locator("#card-2o").click()
    expect(page.locator("#verdict")).to_contain_text("✘")
    expect(page.locator("#verdict")).to_contain_text("El 7 de triunfo se cambia por el as, el tres, el rey")
    page.locator("#retry").click()
    page.locator("#card-7o").click()
    expect(page.locator("#verdict")).to_contain_text("✔")
    context.close()
