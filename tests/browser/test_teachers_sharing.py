"""A class shared and run in real browsers, one context a person: a teacher invites a colleague
by e-mail and both run the class; an assignment for one student only, from a start date; a
class's table opened by the co-teacher from the assignment, its match followed live on the
class's page and counted when it ends."""

import re

import pytest
from allauth.account.models import EmailAddress
from django.contrib.auth import get_user_model
from django.core import mail
from django.test import Client
from playwright.sync_api import expect

from tables.models import Table
from teachers import flows
from teachers.models import Assignment, Classroom, CoTeacher, Exercise, ExerciseSet, SetItem
from tests.browser.test_tables import _join_by_code, _next_hand, _play_turn, people, server  # noqa: F401

LEGAL = "v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o"


@pytest.fixture(autouse=True)
def fresh_rate_limits():
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()


def account(context, url, email, name, *, teacher=False):
    user = get_user_model().objects.create_user(username=email, email=email, password="clave-secreta-1")
    EmailAddress.objects.create(user=user, email=email, verified=True, primary=True)
    flows.set_profile(user, is_teacher=teacher, display_name=name)
    client = Client()
    client.force_login(user)
    context.add_cookies([{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": url}])
    return user


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_colleague_invited_by_email_runs_the_class_with_its_teacher(browser, live_server):
    contexts = [browser.new_context(locale="es-ES") for _ in range(3)]
    teacher_page, colleague_page, student_page = (context.new_page() for context in contexts)
    teacher = account(contexts[0], live_server.url, "marta@example.com", "Profe Marta", teacher=True)
    account(contexts[1], live_server.url, "luis@example.com", "Luis")
    student = account(contexts[2], live_server.url, "lucia@example.com", "Lucía")
    classroom = Classroom.objects.create(owner=teacher, name="4º B")
    flows.join_class(classroom, student)
    mail.outbox.clear()
    teacher_page.goto(f"{live_server.url}/profesores/clases/{classroom.pk}/")
    teacher_page.locator("#id_email").fill("luis@example.com")
    teacher_page.locator("#invite").click()
    expect(teacher_page.locator("#teachers-list")).to_contain_text("Invitación enviada a luis@example.com")
    link = re.search(r"https?://\S+/profesores/invitacion/\S+/", mail.outbox[-1].body).group(0)
    colleague_page.goto(link)
    colleague_page.locator("#accept-invitation").click()
    expect(colleague_page.locator("h1")).to_have_text("4º B")
    expect(colleague_page.locator("#progress")).to_contain_text("Lucía")
    # the colleague gives the class a lesson; the teacher and the student see it
    colleague_page.locator("#id_kind").select_option("lesson")
    colleague_page.locator("#id_lesson").select_option("baraja")
    colleague_page.locator("#assign").click()
    expect(colleague_page.locator("#assignments")).to_contain_text("La baraja española")
    expect(colleague_page.locator("#delete-class")).to_have_count(0)  # only the owner removes it
    teacher_page.reload()
    expect(teacher_page.locator("#assignments")).to_contain_text("La baraja española")
    expect(teacher_page.locator("#teachers-list")).to_contain_text("Luis")
    student_page.goto(f"{live_server.url}/profesores/tareas/")
    expect(student_page.locator("main")).to_contain_text("Lección 1: La baraja española")
    # the owner hands the class over: the colleague may now remove it, the owner no longer
    co = CoTeacher.objects.get(classroom=classroom)
    teacher_page.locator(f"#hand-over-{co.pk}").click()
    teacher_page.locator("#confirm").click()
    expect(teacher_page.locator("#delete-class")).to_have_count(0)
    colleague_page.reload()
    expect(colleague_page.locator("#delete-class")).to_be_visible()
    for context in contexts:
        context.close()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_an_assignment_for_one_student_only(browser, live_server):
    contexts = [browser.new_context(locale="es-ES") for _ in range(3)]
    teacher_page, ana_page, bea_page = (context.new_page() for context in contexts)
    teacher = account(contexts[0], live_server.url, "marta@example.com", "Profe Marta", teacher=True)
    ana = account(contexts[1], live_server.url, "ana@example.com", "Ana")
    bea = account(contexts[2], live_server.url, "bea@example.com", "Bea")
    classroom = Classroom.objects.create(owner=teacher, name="4º B")
    for user in (ana, bea):
        flows.join_class(classroom, user)
    exercise = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Montar")
    exercise_set = ExerciseSet.objects.create(owner=teacher, title="Refuerzo")
    SetItem.objects.create(exercise_set=exercise_set, exercise=exercise, order=1)
    teacher_page.goto(f"{live_server.url}/profesores/clases/{classroom.pk}/")
    teacher_page.locator("#id_kind").select_option("set")
    teacher_page.locator("#id_exercise_set").select_option(str(exercise_set.pk))
    teacher_page.get_by_label("Ana").check()
    teacher_page.locator("#assign").click()
    expect(teacher_page.locator("#assignments")).to_contain_text("solo para Ana")
    assignment = Assignment.objects.get()
    ana_page.goto(f"{live_server.url}/profesores/tareas/")
    ana_page.get_by_role("link", name="Ejercicios: Refuerzo").click()
    ana_page.locator(".set-items a").first.click()
    ana_page.locator("label#card-1o").click()
    ana_page.locator("#check").click()
    expect(ana_page.locator("#verdict")).to_contain_text("¡Bien!")
    bea_page.goto(f"{live_server.url}/profesores/tareas/")
    expect(bea_page.locator("main")).not_to_contain_text("Refuerzo")
    bea_page.goto(f"{live_server.url}/profesores/clases/{classroom.pk}/tareas/{assignment.pk}/")
    expect(bea_page.locator("h1")).not_to_contain_text("Refuerzo")  # not hers: not found
    teacher_page.reload()
    rows = teacher_page.locator("#progress tbody tr")
    expect(rows.filter(has_text="Ana")).to_contain_text("1/1")
    expect(rows.filter(has_text="Bea")).to_contain_text("no es para este alumno")
    for context in contexts:
        context.close()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_class_page_follows_a_class_table_opened_by_the_co_teacher(server, people):  # noqa: F811
    teacher_page, colleague_page, lucia_page, pablo_page = people(), people(), people(360), people()
    teacher = account(teacher_page.context, server, "marta@example.com", "Profe Marta", teacher=True)
    colleague = account(colleague_page.context, server, "luis@example.com", "Luis", teacher=True)
    classroom = Classroom.objects.create(owner=teacher, name="4º B")
    CoTeacher.objects.create(classroom=classroom, teacher=colleague)
    for page, email, name in (
        (lucia_page, "lucia@example.com", "Lucía"),
        (pablo_page, "pablo@example.com", "Pablo"),
    ):
        flows.join_class(classroom, account(page.context, server, email, name))
    teacher_page.goto(f"{server}/profesores/clases/{classroom.pk}/")
    teacher_page.locator("#id_kind").select_option("table")
    teacher_page.locator("#id_variant").select_option("habanero/2")
    teacher_page.locator("#id_count").fill("1")
    teacher_page.locator("#assign").click()
    assignment = Assignment.objects.get()
    # the co-teacher opens the table from the assignment: its variant is chosen already
    colleague_page.goto(f"{server}/profesores/clases/{classroom.pk}/")
    colleague_page.locator(f"#open-table-{assignment.pk}").click()
    expect(colleague_page.locator("#id_variant")).to_have_value("habanero")
    expect(colleague_page.locator("#id_classroom")).to_have_value(str(classroom.pk))
    colleague_page.locator("#open").click()
    table = Table.objects.get(classroom=classroom)
    assert (table.variant, table.players) == ("habanero", 2)
    _join_by_code(lucia_page, server, table, 0)
    _join_by_code(pablo_page, server, table, 1)
    colleague_page.locator("#start-match").click()
    pages = {0: lucia_page, 1: pablo_page}
    for page in pages.values():
        page.locator("#table").wait_for()
    # the teacher sees the match being played, who plays it, and a link to watch
    teacher_page.goto(f"{server}/profesores/clases/{classroom.pk}/")
    live = teacher_page.locator(".live-match")
    expect(live).to_contain_text("Lucía")
    expect(live).to_contain_text("Pablo")
    live.get_by_role("link", name="Mirar").click()
    expect(teacher_page.locator("#table")).to_be_visible()
    for step in range(120):
        table.refresh_from_db()
        if table.game.finished:
            break
        if table.game.match_at().hand.is_terminal():
            _next_hand(pages, table)
            continue
        _play_turn(pages, table, step)
    teacher_page.goto(f"{server}/profesores/clases/{classroom.pk}/")
    expect(teacher_page.locator("#finished-matches")).to_contain_text("Lucía")
    expect(teacher_page.locator("#no-live-tables")).to_be_visible()
    expect(teacher_page.locator("#progress")).to_contain_text("1/1")
