"""Puzzles in a real browser: a learner solves puzzles (right, wrong with «Ver por qué», a hint),
keeps a streak, opens the daily puzzle from the home page and plays on from a position; a
teacher assigns a theme set to her class and sees her student's answer (two browsers).

PUZZLES_SCREENSHOTS=/some/dir saves each page at 1280 and 360 px, light and dark."""

import os

import pytest
from django.utils.text import slugify
from playwright.sync_api import expect

from puzzles import flows, loading
from puzzles.models import Puzzle
from teachers.models import Answer, Classroom, SetItem
from tests.browser.a11y import axe_violations, with_axe
from tests.browser.test_teachers_records import logged_in, student_page

SHOTS = os.environ.get("PUZZLES_SCREENSHOTS", "")


def shots(page, name):
    if not SHOTS:
        return
    size = page.viewport_size
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        for width in (1280, 360):
            page.set_viewport_size({"width": width, "height": 800})
            page.screenshot(path=f"{SHOTS}/{name}-{width}-{scheme}.png", full_page=True)
    page.emulate_media(color_scheme="light")
    page.set_viewport_size(size)


@pytest.fixture(autouse=True)
def puzzles_and_no_limits():
    from django.core.cache import cache

    cache.clear()
    if not Puzzle.objects.exists():  # a browser test's flush empties every table
        loading.load()
    yield
    cache.clear()


def current(page):
    return Puzzle.objects.get(code=page.locator("#puzzle").get_attribute("data-code"))


def click_play(page, action):
    selector = f"#card-{action}" if action[:1].isdigit() else f"#action-{slugify(action)}"
    page.locator(f"#hand {selector}").click()
    page.locator("#result").wait_for()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_learner_solves_puzzles_and_the_rating_moves(page, live_server):
    with_axe(page)
    page.goto(live_server.url + "/")
    expect(page.locator("#home-daily")).to_be_visible()
    shots(page, "home-daily")
    page.locator(".main-nav").get_by_role("link", name="Problemas").click()
    expect(page.locator("#question")).to_be_visible()
    expect(page.locator("#notation-line")).to_have_text(current(page).notation)
    assert axe_violations(page) == []
    shots(page, "puzzle")

    puzzle = current(page)
    click_play(page, puzzle.solution)
    expect(page.locator("#verdict")).to_contain_text("¡Correcto!")
    expect(page.locator("#rating-line")).to_contain_text("(+")
    assert axe_violations(page) == []
    shots(page, "puzzle-right")

    page.locator("#next-puzzle").click()
    second = current(page)
    assert second != puzzle
    page.locator("#hint-button").click()
    expect(page.locator("#hints li")).to_have_count(1)
    wrong = next(a for a in flows.choices(second) if a not in second.accepted)
    click_play(page, wrong)
    expect(page.locator("#verdict")).to_contain_text("No es la mejor")
    expect(page.locator("#rating-line")).to_contain_text("(−")
    expect(page.locator("#in-review")).to_be_visible()
    why = page.locator("details.why-lines")
    assert axe_violations(page) == []
    shots(page, "puzzle-wrong")
    if why.count():  # «Ver por qué»: open on a puzzle (the reasons are the point), it folds away
        expect(why.locator(".why-line").first).to_be_visible()
        why.locator("summary").click()
        expect(why.locator(".why-line").first).to_be_hidden()

    page.locator("#play-from").click()
    expect(page.locator("#table")).to_be_visible()
    for card in flows.view_of(second).hand:
        expect(page.locator(f"#hand #card-{card}")).to_be_visible()

    page.goto(live_server.url + "/problemas/historial/")
    expect(page.locator("#history")).to_contain_text(second.code)
    shots(page, "puzzle-history")
    page.goto(live_server.url + "/aprender/repasar/")
    page.get_by_role("link", name=f"Problema {second.code}").click()
    click_play(page, second.solution)
    page.goto(live_server.url + "/aprender/repasar/")
    expect(page.get_by_role("link", name=f"Problema {second.code}")).to_have_count(0)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_streak_the_themes_and_the_daily_puzzle(page, live_server):
    page.goto(live_server.url + "/problemas/racha/")
    shots(page, "streak-start")
    page.locator("#start-streak").click()
    first = current(page)
    click_play(page, first.solution)
    expect(page.locator("#streak-line")).to_contain_text("Racha: 1 problema seguido")
    page.locator("#next-puzzle").click()
    second = current(page)
    click_play(page, next(a for a in flows.choices(second) if a not in second.accepted))
    expect(page.locator("#streak-line")).to_contain_text("Fin de la racha: 1 problema resuelto")
    shots(page, "streak-over")

    page.goto(live_server.url + "/problemas/temas/")
    shots(page, "themes")
    page.locator("#family-habanero").check()
    page.locator("#choose-theme").click()
    assert current(page).family == "habanero"

    page.goto(live_server.url + "/")
    page.locator("#daily-link").click()
    expect(page.locator("h1.puzzle-title")).to_contain_text("Problema del día")
    shots(page, "daily")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_teacher_assigns_a_theme_set_and_sees_the_answers(page, live_server, browser):
    teacher = logged_in(page.context, live_server, "profe@example.com", teacher=True, name="Profe Marta")
    classroom = Classroom.objects.create(owner=teacher, name="4º B")
    page.goto(f"{live_server.url}/profesores/clases/{classroom.pk}/")
    join_url = page.locator("#join-url").input_value()
    page.locator("#assign-puzzles").click()
    theme = Puzzle.objects.filter(kind="card", family="parejas").order_by("key").first().themes[0]
    page.locator("#id_family").select_option("parejas")
    page.locator("#id_theme").select_option(theme)
    page.locator("#id_count").fill("3")
    shots(page, "teacher-puzzle-set")
    page.locator("#create-puzzle-set").click()
    expect(page.locator(".messages")).to_contain_text("asignada")

    student_context, student, _learner = student_page(browser, live_server, "lucia@example.com", "Lucía")
    student.goto(join_url)
    student.locator("#join").click()
    student.goto(live_server.url + "/profesores/tareas/")
    student.locator("main a[href*='/profesores/l/']").first.click()
    student.locator("#start-set").click()
    item = SetItem.objects.filter(exercise_set__title__startswith="Problemas").order_by("order", "pk").first()
    puzzle = Puzzle.objects.get(code=item.exercise.accepted[0])
    wrong = next(a for a in flows.choices(puzzle) if a not in puzzle.accepted and a[:1].isdigit())
    student.locator(f".hand #card-{wrong}").click()
    expect(student.locator(".verdict")).to_contain_text("No es la mejor")
    shots(student, "student-puzzle-answer")
    assert Answer.objects.get(user__email="lucia@example.com").given == wrong

    page.goto(f"{live_server.url}/profesores/clases/{classroom.pk}/")
    expect(page.locator("#progress")).to_contain_text("Lucía")
    expect(page.locator(".histogram").first).to_contain_text("Lucía")
    shots(page, "teacher-class-answers")
    student_context.close()
