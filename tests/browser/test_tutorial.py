"""A learner takes the course in a real browser: lesson 1 by clicking, a "which cards may you
play" question answered wrongly then rightly with a hint, progress kept after signing up, and
the same pages with JavaScript off. Screenshots go to /tmp/tutorial-*.png."""

import re

import pytest
from playwright.sync_api import expect

from tutorial import course, flows
from tutorial.exercises import build
from tutorial.models import LearnerProgress

PASSWORD = "baza-de-oros-2025"
QUIZ_URL = re.compile(r"/aprender/(?P<slug>[a-z0-9-]+)/prueba/(?P<seed>\d+)/(?P<q>\d+)/$")


def first_step_of_type(kind):
    for lesson in course.lessons():
        for step in lesson.steps:
            if step.kind == "exercise" and step.data["exercise"]["type"] == kind:
                return lesson, step
    raise AssertionError(f"no {kind} step")


def click_cards(page, cards):
    for code in cards:
        page.locator(f"#card-{code}").click()


def answer_quiz_question(page, number):
    page.wait_for_url(re.compile(rf"/prueba/\d+/{number}/$"))
    expect(page.locator(".exercise")).to_be_visible()
    match = QUIZ_URL.search(page.url)
    lesson = course.lesson_by_slug(match["slug"])
    spec = flows.quiz_specs(lesson, int(match["seed"]))[int(match["q"]) - 1]
    exercise = build(spec)
    solution = exercise.solution()
    if exercise.mode == "multi" and exercise.choices():  # cante, cabrero: choice buttons
        for value in sorted(str(v) for v in solution) or ["nada"]:
            page.locator(f"#choice-{value.replace(':', '-')}").click()
        page.locator("#check").click()
    elif exercise.mode == "multi":
        click_cards(page, sorted(solution))
        page.locator("#check").click()
    elif exercise.mode == "sequence":
        click_cards(page, solution)
        page.locator("#check").click()
    else:
        answer = exercise.example_answer() or "nada"  # a swap question with nothing to swap
        page.locator(f"#card-{answer}, #choice-{answer.replace(':', '-')}").first.click()
    expect(page.locator("#verdict")).to_contain_text("✔")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_learner_completes_lesson_one_by_clicking(page, live_server):
    page.goto(live_server.url + "/aprender/")
    page.get_by_role("link", name=re.compile("La baraja española")).click()
    expect(page).to_have_url(re.compile(r"/aprender/baraja/1/$"))
    page.evaluate("window.noFullReload = true")  # lost if a click reloads the whole page

    lesson = course.lesson_by_slug("baraja")
    for step in lesson.steps[:-1]:
        expect(page).to_have_url(re.compile(rf"/aprender/baraja/{step.number}/$"))
        expect(page.locator("article.step h2")).to_have_text(step.title)
        if step.kind == "exercise":
            exercise = build(step.data["exercise"])
            click_cards(page, sorted(exercise.solution()))
            page.locator("#check").click()
            expect(page.locator("#verdict")).to_contain_text("✔")
            if step.number == 3:
                page.set_viewport_size({"width": 1280, "height": 900})
                page.screenshot(path="/tmp/tutorial-exercise-desktop.png", full_page=True)
        elif step.number == 2:
            page.screenshot(path="/tmp/tutorial-step-desktop.png", full_page=True)
        page.locator("#next-step").click()

    expect(page.locator("article.step h2")).to_have_text(lesson.quiz_step.title)
    page.locator("#start-quiz").click()
    number = 0
    while True:
        number += 1
        answer_quiz_question(page, number)
        next_question = page.locator("#next-question")
        if next_question.count() == 0:
            break
        next_question.click()
    page.locator("#quiz-result").click()
    expect(page.locator("#mastered")).to_contain_text("dominada")
    assert page.evaluate("window.noFullReload") is True  # every step moved with htmx

    page.reload()  # the result page has its own URL
    expect(page.locator("#mastered")).to_be_visible()
    page.goto(live_server.url + "/aprender/")
    expect(page.locator("#leccion-baraja")).to_contain_text("Dominada")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_which_cards_may_you_play_wrong_then_right_with_a_hint(page, live_server):
    lesson, step = first_step_of_type("legal")
    exercise = build(step.data["exercise"])
    forbidden = sorted(set(exercise.cards()) - exercise.solution())
    assert forbidden, "the curated question should forbid some card"
    page.goto(f"{live_server.url}/aprender/{lesson.slug}/{step.number}/")

    click_cards(page, sorted(exercise.solution()) + forbidden[:1])
    page.locator("#check").click()
    verdict = page.locator("#verdict")
    expect(verdict).to_contain_text("✘")
    wrong = exercise.position.explain(forbidden[0])
    expect(verdict.locator("li.fault").first).to_contain_text(" no: ")
    expect(verdict.locator("li.fault").first).to_contain_text(
        {"asistir": "asistir", "montar": "montar", "fallar": "fallar", "pisar": "pisar"}.get(
            wrong.obligation, ""
        )
    )
    expect(page).to_have_url(re.compile(r"\?r="))
    page.set_viewport_size({"width": 360, "height": 780})
    page.screenshot(path="/tmp/tutorial-verdict-phone.png", full_page=True)
    page.set_viewport_size({"width": 1280, "height": 900})

    page.locator("#retry").click()
    page.locator("#hint").click()
    expect(page.locator(".hint-1")).to_be_visible()
    page.locator("#hint").click()
    expect(page.locator(".hint-2")).to_be_visible()
    click_cards(page, sorted(exercise.solution()))
    page.locator("#check").click()
    expect(page.locator("#verdict")).to_contain_text("✔")

    page.go_back()  # the browser's back button returns to the earlier screen of the step
    expect(page).to_have_url(re.compile(rf"/aprender/{lesson.slug}/{step.number}/"))


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_progress_is_kept_after_signing_up(page, live_server, mailoutbox):
    page.goto(live_server.url + "/aprender/baraja/1/")
    page.locator("#next-step").click()
    expect(page).to_have_url(re.compile(r"/aprender/baraja/2/$"))
    page.locator("#next-step").click()
    expect(page).to_have_url(re.compile(r"/aprender/baraja/3/$"))
    page.locator("#card-11e").click()
    page.locator("#check").click()
    expect(page.locator("#verdict")).to_be_visible()

    page.goto(live_server.url + "/accounts/signup/")
    page.locator("input[name=email]").fill("learner@example.com")
    page.locator("input[name=password1]").fill(PASSWORD)
    page.locator("input[name=password2]").fill(PASSWORD)
    page.locator("main form button[type=submit]").click()
    link = re.search(r"https?://\S+/accounts/confirm-email/\S+/", mailoutbox[0].body).group(0)
    page.goto(link)
    page.get_by_role("button", name="Confirmar").click()
    expect(page.locator("header.site-header")).to_contain_text("learner@example.com")

    page.goto(live_server.url + "/aprender/")
    expect(page.locator("#leccion-baraja")).to_contain_text("En curso")
    progress = LearnerProgress.objects.get(user__email="learner@example.com")
    assert progress.data["seen"]["baraja"] == [1, 2, 3]
    assert progress.data["answers"]["baraja/3"]["tries"] == 1
    assert progress.data["review"] == {"find": 1}  # the half answer came back for review


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_steps_and_answers_work_with_javascript_off(browser, live_server):
    context = browser.new_context(java_script_enabled=False, viewport={"width": 360, "height": 780})
    page = context.new_page()
    page.goto(live_server.url + "/aprender/baraja/2/")
    page.screenshot(path="/tmp/tutorial-step-phone.png", full_page=True)
    page.locator("#next-step").click()
    expect(page).to_have_url(re.compile(r"/aprender/baraja/3/$"))
    click_cards(page, ["11e", "11b"])
    page.locator("#check").click()
    expect(page).to_have_url(re.compile(r"/aprender/baraja/3/\?r=11b,11e$"))
    expect(page.locator("#verdict")).to_contain_text("✔")

    lesson, step = first_step_of_type("legal")
    page.goto(f"{live_server.url}/aprender/{lesson.slug}/{step.number}/")
    page.screenshot(path="/tmp/tutorial-legal-phone.png", full_page=True)
    page.locator("#hint").click()
    expect(page.locator(".hint-1")).to_be_visible()
    context.close()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_two_learners_on_one_kept_page_each_answer_with_their_own_token(browser, live_server, monkeypatch):
    """Lesson pages are rendered once for all the learners at the same point (ops/pages.py):
    two people in two browsers read the same step, then each answers, asks for a hint or
    changes the language, and each sees only what they did."""
    from ops import pages
    from tutorial import views

    pages.clear()
    renders = []
    real = views.render_to_string
    monkeypatch.setattr(views, "render_to_string", lambda *a, **k: renders.append(a[0]) or real(*a, **k))
    ana = browser.new_context(locale="es-ES").new_page()
    luis = browser.new_context(locale="es-ES", java_script_enabled=False).new_page()  # plain forms, no htmx
    for learner in (ana, luis):
        learner.goto(live_server.url + "/aprender/baraja/2/")
        learner.locator("#next-step").click()
        expect(learner).to_have_url(re.compile(r"/aprender/baraja/3/$"))
    # step 2 was rendered once for both; step 3 came as htmx's partial to one, a page to the other
    assert renders == ["tutorial/step.html", "tutorial/step.html#lesson", "tutorial/step.html"]

    click_cards(ana, ["11e", "11b"])  # right
    ana.locator("#check").click()
    expect(ana.locator("#verdict")).to_contain_text("✔")
    click_cards(luis, ["11e"])  # half of it
    luis.locator("#check").click()
    expect(luis).to_have_url(re.compile(r"\?r=11e$"))
    expect(luis.locator("#verdict")).to_contain_text("✘")
    ana.reload()
    expect(ana.locator("#verdict")).to_contain_text("✔")

    luis.goto(live_server.url + "/aprender/baraja/3/")
    luis.locator("#hint").click()
    expect(luis.locator(".hint-1")).to_be_visible()
    ana.goto(live_server.url + "/aprender/baraja/3/")
    expect(ana.locator("#lesson")).to_be_visible()
    expect(ana.locator(".hint-1")).to_have_count(0)

    luis.locator(".lang-switch button[value=en]").click()
    expect(luis.locator("html")).to_have_attribute("lang", "en")
    ana.reload()
    expect(ana.locator("html")).to_have_attribute("lang", "es")
    ana.context.close()
    luis.context.close()
