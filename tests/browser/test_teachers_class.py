"""Running a class in the browser: a set with its words, order, results and worksheet; an
exercise previewed, duplicated and corrected after answers (regraded with a note the student
reads); a practice-games assignment; a class renamed and archived; a student who leaves."""

import re

import pytest
from playwright.sync_api import expect

from teachers.models import Answer, Exercise, ExerciseSet, SetItem
from tests.browser.test_teachers_records import logged_in, shots, student_page

LEGAL = "v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o"


@pytest.fixture(autouse=True)
def fresh_rate_limits():
    """The rate-limit counters live in the cache and every browser comes from 127.0.0.1: each
    test starts and ends with none."""
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_set_a_corrected_exercise_and_a_games_task(page, live_server, browser):
    teacher = logged_in(page.context, live_server, "teacher@example.com", teacher=True, name="Profe")
    exercise_set = ExerciseSet.objects.create(owner=teacher, title="Hoja")
    exercises = [
        Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title=title)
        for title in ("Uno", "Dos")
    ]
    for order, exercise in enumerate(exercises, start=1):
        SetItem.objects.create(exercise_set=exercise_set, exercise=exercise, order=order)
    page.goto(live_server.url + "/profesores/")
    page.locator("#class-name").fill("4º B")
    page.locator("#new-class").click()
    class_url = page.url
    join_url = page.locator("#join-url").input_value()
    page.locator("#id_kind").select_option("set")
    page.locator("#id_exercise_set").select_option(str(exercise_set.pk))
    page.locator("#id_attempts").select_option("best")
    page.locator("#assign").click()
    page.locator("#id_kind").select_option("games")
    page.locator("#id_variant").select_option("habanero/2")
    page.locator("#id_count").fill("2")
    page.locator("#assign").click()
    expect(page.locator("#progress thead")).to_contain_text("Juega 2 partidas de habanero")

    page.goto(f"{live_server.url}/profesores/listas/{exercise_set.pk}/")
    page.locator("#id_title").fill("Hoja de repaso")
    page.locator("#id_description").fill("Para el lunes, sin prisa.")
    page.locator("#save-set").click()
    expect(page.locator("h1")).to_have_text("Hoja de repaso")

    student_context, student, learner = student_page(browser, live_server, "lucia@example.com", "Lucía")
    student.goto(join_url)
    student.locator("#join").click()
    student.get_by_role("link", name="Ejercicios: Hoja de repaso").click()
    expect(student.locator("#policy")).to_contain_text("cuenta tu mejor intento")
    second_link = student.get_by_role("link", name="Ejercicio 2").get_attribute("href")

    page.get_by_role("button", name="Subir").last.click()  # "Dos" goes first
    expect(page.locator("#set-items li").first).to_contain_text("Dos")
    student.goto(live_server.url + second_link)  # the old link still opens "Dos"
    student.locator("label#card-1o").click()
    student.locator("label#card-4o").click()
    student.locator("#check").click()
    expect(student.locator("#verdict")).to_contain_text("No del todo")
    result_url = student.url
    assert Answer.objects.get(user=learner).exercise.title == "Dos"

    page.locator("#set-results-link").click()
    expect(page.locator("#set-results")).to_contain_text("Lucía")
    shots(page, "set-results")
    page.goto(f"{live_server.url}/profesores/listas/{exercise_set.pk}/")
    page.locator("#set-print-link").click()
    expect(page.locator("#answer-key")).to_contain_text("el as de oros")
    shots(page, "set-print")

    page.goto(f"{live_server.url}/profesores/ejercicios/{exercises[1].pk}/")
    page.locator("#open-as-student").click()
    expect(page.locator("#preview-note")).to_be_visible()
    page.locator("label#card-1o").click()
    page.locator("#check").click()
    expect(page.locator("#verdict")).to_be_visible()
    assert Answer.objects.count() == 1  # the teacher's try is not recorded
    page.goto(f"{live_server.url}/profesores/ejercicios/{exercises[1].pk}/")
    page.locator("#duplicate").click()
    expect(page.locator("h1")).to_contain_text("Editar ejercicio")
    assert Exercise.objects.filter(copied_from=exercises[1]).count() == 1

    page.goto(f"{live_server.url}/profesores/ejercicios/{exercises[1].pk}/editar/")
    expect(page.locator("#field-on-answers")).to_contain_text("ya tiene 1 respuesta")
    page.get_by_role("radio", name="la mesa (en orden de juego)").check()
    page.locator("#table-cards button").last.click()  # the rey off the table
    expect(page.locator("#table-cards li")).to_have_count(1)
    page.get_by_label("Corregir un error y volver a calificar las respuestas ya dadas").check()
    page.locator("#regrade_note").fill("Quité el rey: cualquier oro vale.")
    shots(page, "builder-answered")
    page.locator("#save").click()
    expect(page.locator("#share-url")).to_be_visible()
    answer = Answer.objects.get(user=learner)
    assert answer.regrade_note == "Quité el rey: cualquier oro vale."
    assert not answer.correct  # 5o led by a rival: 7o or 1o must beat it, the 4o is still wrong

    student.goto(result_url)
    expect(student.locator("#regrade-note")).to_contain_text("Quité el rey")
    student.goto(live_server.url + "/profesores/tareas/")
    student.get_by_role("link", name=re.compile("Juega 2 partidas de habanero")).click()
    expect(student.locator("#games-progress")).to_contain_text("0 de 2 partidas")
    shots(student, "games-task")
    student.locator("#start-game").click()
    expect(student).to_have_url(re.compile(r"/jugar/\?"))
    student_context.close()

    page.goto(class_url)
    page.locator("#class-settings").click()
    page.locator("#id_name").fill("4º B tarde")
    shots(page, "class-edit")
    page.locator("#rename-class").click()
    expect(page.locator("h1")).to_contain_text("4º B tarde")
    page.locator("#archive").click()
    expect(page.locator("h1")).to_contain_text("archivada")
    page.locator("#unarchive").click()
    expect(page.locator("h1")).not_to_contain_text("archivada")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_student_leaves_and_the_teacher_undoes_joining_her_own_class(page, live_server, browser):
    logged_in(page.context, live_server, "teacher@example.com", teacher=True, name="Profe")
    page.goto(live_server.url + "/profesores/")
    page.locator("#class-name").fill("4º B")
    page.locator("#new-class").click()
    join_url = page.locator("#join-url").input_value()
    page.goto(join_url)
    page.locator("#join").click()  # by mistake
    page.get_by_role("link", name="Salir de esta clase").click()
    shots(page, "leave-confirm")
    page.locator("#confirm").click()
    expect(page.locator(".messages")).to_contain_text("Has salido")
    expect(page.locator("main")).to_contain_text("No estás en ninguna clase")

    page.goto(live_server.url + "/profesores/codigo/")
    for attempt in range(10):
        page.locator("#codigo").fill(f"CAAAAAA{attempt:02d}")
        page.locator("#codigo").press("Enter")
        page.wait_for_url(f"**codigo=CAAAAAA{attempt:02d}")  # each wrong code answered before the next
    page.locator("#codigo").fill("CAAAAAAZZ")
    page.locator("#codigo").press("Enter")
    expect(page.locator("#too-many")).to_be_visible()
    shots(page, "too-many")
