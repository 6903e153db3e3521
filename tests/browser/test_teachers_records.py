"""A teacher and her students in separate browsers: an assignment with one attempt and a due
date, a student's answer and the teacher's private comment on it, confirmations with undo, a
session that expires while building, a double click on "Guardar ejercicio", an intruder removed
and the code rotated, reports and charts."""

import datetime
import os
import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from playwright.sync_api import expect

from teachers import flows
from teachers.models import Answer, Exercise, ExerciseSet, SetItem

SHOTS = os.environ.get("TEACHERS_SCREENSHOTS", "")
LEGAL = "v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o"


@pytest.fixture(autouse=True)
def fresh_rate_limits():
    """The rate-limit counters live in the cache and every browser comes from 127.0.0.1: each
    test starts and ends with none."""
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()


def logged_in(context, live_server, email, *, teacher=False, name=""):
    from allauth.account.models import EmailAddress

    user = get_user_model().objects.create_user(username=email, email=email, password="clave-secreta-1")
    EmailAddress.objects.create(user=user, email=email, verified=True, primary=True)
    flows.set_profile(user, is_teacher=teacher, display_name=name)
    client = Client()
    client.force_login(user)
    context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    return user


def shots(page, name):
    """Full-page screenshots at 1280 and 360 px (to look at, never committed)."""
    if not SHOTS:
        return
    size = page.viewport_size
    for width in (1280, 360):
        page.set_viewport_size({"width": width, "height": 800})
        page.screenshot(path=f"{SHOTS}/{name}-{width}.png", full_page=True)
    page.set_viewport_size(size)


def student_page(browser, live_server, email, name):
    context = browser.new_context(locale="es-ES")
    user = logged_in(context, live_server, email, name=name)
    return context, context.new_page(), user


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_an_assignment_with_one_attempt_a_comment_and_undo(page, live_server, browser):
    teacher = logged_in(page.context, live_server, "teacher@example.com", teacher=True, name="Profe Marta")
    exercise = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Montar")
    page.goto(live_server.url + "/profesores/")
    page.locator("#class-name").fill("4º B")
    page.locator("#new-class").click()
    class_url = page.url
    join_url = page.locator("#join-url").input_value()

    page.goto(live_server.url + "/profesores/")
    page.locator("#set-title").fill("Hoja del lunes")
    page.locator("#new-set").click()
    page.locator("#add").select_option(str(exercise.pk))
    page.get_by_role("button", name="Añadir").click()
    expect(page.locator("#set-items")).to_contain_text("Montar")
    shots(page, "set-detail")

    page.goto(class_url)
    page.locator("#id_kind").select_option("set")
    page.locator("#id_exercise_set").select_option(str(ExerciseSet.objects.get(title="Hoja del lunes").pk))
    due = datetime.date.today() + datetime.timedelta(days=10)
    page.locator("#id_due").fill(due.isoformat())
    page.locator("#id_retries").uncheck()
    page.locator("#assign").click()
    expect(page.locator(".messages")).to_contain_text("Tarea asignada")
    page.locator("[id^=edit-assignment-]").first.click()
    expect(page.locator("#id_due")).to_have_value(due.isoformat())  # the date survives an edit
    page.locator("#save-assignment").click()
    expect(page.locator("#progress thead")).to_contain_text(due.strftime("%d/%m/%Y"))

    student_context, student, learner = student_page(browser, live_server, "lucia@example.com", "Lucía")
    student.goto(join_url)
    expect(student.locator("main")).to_contain_text("Lucía")
    shots(student, "join")
    student.locator("#join").click()
    expect(student.locator(".policy").first).to_contain_text("Un solo intento por ejercicio")
    shots(student, "my-tasks")
    student.get_by_role("link", name="Ejercicios: Hoja del lunes").click()
    student.locator("#start-set").click()
    student.locator("label#card-4o").click()
    student.locator("#check").click()
    expect(student.locator("#verdict")).to_contain_text("No del todo")
    result_url = student.url
    student.goto(result_url.split("?")[0] + "?" + result_url.split("?")[1].split("&")[0])
    expect(student.locator("#no-more-attempts")).to_be_visible()
    shots(student, "answer-no-more-attempts")

    page.goto(class_url)
    progress = page.locator("#progress")
    expect(progress).to_contain_text("lucia@example.com")
    expect(progress).to_contain_text("0/1")
    progress.get_by_role("link", name="Lucía").click()
    answer = Answer.objects.get(user=learner)
    page.locator(f"#answer-{answer.pk} summary").click()
    page.locator(f"#note-r{answer.pk}").fill("Con el rey ganando, hay que montar con el as.")
    page.locator(f"#save-note-{answer.pk}").click()
    expect(page.locator(".messages")).to_contain_text("solo lo verá este alumno")
    shots(page, "member")

    student.goto(result_url)
    expect(student.locator("#private-note")).to_contain_text("hay que montar con el as")
    shots(student, "answer-with-note")
    student_context.close()

    page.goto(class_url)
    page.locator("[id^=remove-assignment-]").first.click()
    expect(page.locator("h1")).to_contain_text("¿Quitar la tarea")
    shots(page, "confirm")
    page.locator("#confirm").click()
    expect(page.locator(".messages")).to_contain_text("Tarea quitada")
    page.locator("[id^=restore-assignment-]").first.click()
    expect(page.locator(".messages")).to_contain_text("Tarea recuperada")
    expect(page.locator("#progress thead")).to_contain_text("Hoja del lunes")
    shots(page, "class-detail")

    page.goto(f"{live_server.url}/profesores/ejercicios/{exercise.pk}/")
    expect(page.locator("#exercise-shown")).to_be_visible()
    shots(page, "exercise-detail")
    page.locator("#delete").click()
    page.locator("#confirm").click()
    expect(page.locator("#removed")).to_contain_text("Montar")
    shots(page, "home-removed")
    page.locator(f"#restore-ejercicio-{exercise.pk}").click()
    expect(page.locator(".messages")).to_contain_text("Recuperado")
    exercise.refresh_from_db()
    assert not exercise.removed


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_draft_survives_a_session_that_expires_while_building(page, live_server):
    logged_in(page.context, live_server, "teacher@example.com", teacher=True, name="Profe")
    page.goto(live_server.url + "/profesores/ejercicios/nuevo/")
    for code in ("4o", "7o", "1o"):
        page.locator(f"#pick-{code}").click()
        expect(page.locator(f"#pick-{code}")).to_have_attribute("aria-pressed", "true")
    page.locator("#title").fill("Mi borrador")
    page.locator("#question-text").click()  # the change event sends the draft
    expect(page.locator("input[name=title]")).to_have_value("Mi borrador")
    page.context.clear_cookies(name="sessionid")  # the session expires (the CSRF cookie lasts)
    page.locator("#pick-3c").click()
    expect(page).to_have_url(re.compile(r"/accounts/login/\?next=%2Fprofesores%2Fejercicios%2Fnuevo%2F"))
    page.locator("input[name=login]").fill("teacher@example.com")
    page.locator("input[name=password]").fill("clave-secreta-1")
    page.locator("main form button[type=submit]").click()
    expect(page).to_have_url(live_server.url + "/profesores/ejercicios/nuevo/")
    expect(page.locator("#title")).to_have_value("Mi borrador")
    expect(page.locator("#pick-3c")).to_have_attribute(
        "aria-pressed", "true"
    )  # the click that found the login
    expect(page.locator(".messages")).to_contain_text("sigue donde lo dejaste")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_double_click_on_save_makes_one_exercise(page, live_server):
    teacher = logged_in(page.context, live_server, "teacher@example.com", teacher=True, name="Profe")
    page.goto(live_server.url + "/profesores/ejercicios/nuevo/")
    for code in ("4o", "7o", "1o", "3c", "5e"):
        page.locator(f"#pick-{code}").click()
        expect(page.locator(f"#pick-{code}")).to_have_attribute("aria-pressed", "true")
    page.locator("#save").dblclick()
    expect(page.locator("#share-url")).to_be_visible()
    assert Exercise.objects.filter(owner=teacher).count() == 1


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_an_intruder_is_removed_the_code_rotated_and_the_charts_show_every_option(page, live_server, browser):
    teacher = logged_in(page.context, live_server, "teacher@example.com", teacher=True, name="Profe")
    exercise = Exercise.objects.create(
        owner=teacher, kind="winner", position="v:arrastre/4 t:o s:0 m:5e,2o,1o"
    )
    exercise_set = ExerciseSet.objects.create(owner=teacher, title="Hoja")
    SetItem.objects.create(exercise_set=exercise_set, exercise=exercise, order=1)
    page.goto(live_server.url + "/profesores/")
    page.locator("#class-name").fill("4º B")
    page.locator("#new-class").click()
    class_url = page.url
    page.locator("#id_kind").select_option("set")
    page.locator("#id_exercise_set").select_option(str(exercise_set.pk))
    page.locator("#assign").click()
    code = page.locator("#class-code").inner_text()

    intruder_context, intruder, _user = student_page(browser, live_server, "intruso@example.com", "Lucía")
    intruder.goto(live_server.url + "/profesores/codigo/")
    intruder.locator("#codigo").fill(code)
    intruder.locator("#codigo").press("Enter")
    intruder.locator("#join").click()
    intruder.get_by_role("link", name="Ejercicios: Hoja").click()
    intruder.locator("#start-set").click()
    intruder.locator("#card-2o").click()

    page.goto(class_url)
    chart = page.locator(f"#histogram-{exercise.code}")
    expect(chart.locator("li").first).to_contain_text("as de oros")  # the right answer first
    expect(chart.locator("li")).to_have_count(3)  # every card on the table, chosen or not
    chart.locator("li", has_text="dos de oros").locator("summary").click()
    expect(chart).to_contain_text("Lucía")
    page.get_by_role("row", name=re.compile("intruso@example.com")).get_by_role("link").click()
    page.locator("#remove-member").click()
    page.locator("#confirm").click()
    expect(page.locator("#progress")).not_to_contain_text("intruso@example.com")
    page.locator("#rotate-code").click()
    page.locator("#confirm").click()
    expect(page.locator(".messages")).to_contain_text("Código cambiado")
    assert page.locator("#class-code").inner_text() != code
    with page.expect_download() as download:
        page.locator("#answers-csv").click()
    assert download.value.suggested_filename.endswith(".csv")

    intruder.goto(live_server.url + "/profesores/codigo/")
    intruder.locator("#codigo").fill(code)
    intruder.locator("#codigo").press("Enter")
    expect(intruder.locator("main")).to_contain_text("No hay nada con el código")
    intruder_context.close()
