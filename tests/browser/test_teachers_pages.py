"""Every teacher page changed for marks, sharing and the hand so far, looked at as a teacher and a
student see them, in Spanish and English, at 1280 and 360 px: nothing overflows the page on a
phone, e-mails are never cut, and (with TEACHERS_SCREENSHOTS=<folder>) a screenshot of each."""

import datetime
import os

import pytest
from allauth.account.models import EmailAddress
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils import timezone
from playwright.sync_api import expect

from teachers import flows, grading, team
from teachers.models import Assignment, Classroom, CoTeacher, Exercise, ExerciseSet, SetItem
from tests.teachers.conftest import builder_data

SHOTS = os.environ.get("TEACHERS_SCREENSHOTS", "")
LEGAL = "v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o"
WINNER = "v:arrastre/4 t:o s:0 m:5e,1e,2o"


@pytest.fixture(autouse=True)
def fresh_rate_limits():
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()


def person(email, name, *, teacher=False):
    user = get_user_model().objects.create_user(username=email, email=email, password="clave-secreta-1")
    EmailAddress.objects.create(user=user, email=email, verified=True, primary=True)
    flows.set_profile(user, is_teacher=teacher, display_name=name)
    client = Client()
    client.force_login(user)
    return user, client


def school():
    """A class with a co-teacher, three students (long e-mails), a set under «best attempt» with a
    corrected exercise, the teacher's own marks, a games task for some, and an archived class."""
    teacher, teacher_client = person(
        "marta.profesora@colegio-san-jose.example.com", "Profe Marta", teacher=True
    )
    colleague, _ = person("luis@example.com", "Luis", teacher=True)
    classroom = Classroom.objects.create(owner=teacher, name="4º B")
    CoTeacher.objects.create(classroom=classroom, teacher=colleague)
    team.Invitation.objects.create(classroom=classroom, email="nueva.colega@example.com", invited_by=teacher)
    winner = Exercise.objects.create(owner=teacher, kind="winner", position=WINNER, title="Quién gana")
    legal = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Montar al rey")
    exercise_set = ExerciseSet.objects.create(owner=teacher, title="Hoja del lunes")
    for order, exercise in enumerate((winner, legal), start=1):
        SetItem.objects.create(exercise_set=exercise_set, exercise=exercise, order=order)
    due = timezone.localdate() + datetime.timedelta(days=3)
    assignment = Assignment.objects.create(
        classroom=classroom, kind="set", exercise_set=exercise_set, attempts="best", due=due
    )
    students = []
    for email, name in (
        ("lucia.fernandez.garcia@alumnos.colegio-san-jose.example.com", "Lucía Fernández"),
        ("pablo@example.com", "Pablo"),
        ("marta.alumna@example.com", "Marta"),
    ):
        user, client = person(email, name)
        flows.join_class(classroom, user)
        students.append((user, client))
    url = f"/profesores/l/{exercise_set.token}/"
    lucia, pablo = students[0][1], students[1][1]
    lucia.post(f"{url}1/?tarea={assignment.pk}", {"a": "2o"})
    lucia.post(f"{url}2/?tarea={assignment.pk}", {"c": ["4o"]})
    lucia.post(f"{url}2/?tarea={assignment.pk}", {"c": ["1o"]})
    pablo.post(f"{url}1/?tarea={assignment.pk}", {"a": "1e"})
    fixed = builder_data(
        action="save", kind="winner", trump="o", hand="", table="5e,1e,2c", title="Quién gana"
    )
    teacher_client.post(
        f"/profesores/ejercicios/{winner.pk}/editar/",
        fixed | {"on_answers": "regrade", "regrade_note": "Era el dos de copas."},
    )
    grading.set_mark(assignment, students[2][0], legal, grading.EXCUSE, note="Faltó el lunes.", by=teacher)
    games = Assignment.objects.create(
        classroom=classroom,
        kind="games",
        game_spec={"variant": "habanero", "players": 2, "level": "intermedio", "count": 2},
        starts=timezone.localdate(),
    )
    games.students.set([students[0][0]])
    old = Classroom.objects.create(owner=teacher, name="3º B (curso pasado)", archived_at=timezone.now())
    flows.join_class(old, students[0][0])
    Assignment.objects.create(classroom=old, kind="set", exercise_set=exercise_set)
    return teacher, classroom, assignment, students, winner, exercise_set


def log_in(context, live_server, user):
    client = Client()
    client.force_login(user)
    context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )


def look(page, name, language):
    """At 1280 and 360 px: the page itself never scrolls sideways (wide tables scroll inside their
    box), no e-mail is cut across lines; screenshots when asked."""
    for width in (1280, 360):
        page.set_viewport_size({"width": width, "height": 900})
        page.evaluate("window.scrollTo(0, 0)")
        page.wait_for_timeout(50)
        overflow = page.evaluate(
            "document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        wide = page.evaluate(
            "[...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > "
            "document.documentElement.clientWidth + 1).slice(0, 5)"
            ".map(e => e.tagName + '#' + e.id + '.' + e.className)"
        )
        cut = page.evaluate(
            "[...document.querySelectorAll('table .email')].filter(e => { const r = document.createRange(); "
            "r.selectNodeContents(e); return r.getClientRects().length > 1; }).length"
        )
        if SHOTS:
            page.screenshot(path=f"{SHOTS}/{name}-{language}-{width}.png", full_page=True)
        assert overflow <= 1, (name, width, overflow, wide)
        assert cut == 0, (name, width)
    page.set_viewport_size({"width": 1280, "height": 900})


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("language", ["es", "en"])
def test_every_changed_teacher_page_fits_a_phone_in_both_languages(browser, live_server, language):
    teacher, classroom, assignment, students, winner, exercise_set = school()
    locale = "es-ES" if language == "es" else "en-GB"
    context = browser.new_context(locale=locale)
    log_in(context, live_server, teacher)
    page = context.new_page()
    membership = classroom.memberships.get(student=students[0][0])
    base = f"{live_server.url}/profesores/"
    for name, path in (
        ("home", ""),
        ("class", f"clases/{classroom.pk}/"),
        ("member", f"clases/{classroom.pk}/alumnos/{membership.pk}/"),
        ("set-results", f"listas/{exercise_set.pk}/resultados/"),
        ("set-detail", f"listas/{exercise_set.pk}/"),
        ("exercise", f"ejercicios/{winner.pk}/"),
        ("builder-edit", f"ejercicios/{winner.pk}/editar/"),
        ("assignment-task-teacher", f"clases/{classroom.pk}/tareas/{assignment.pk}/"),
    ):
        page.goto(base + path)
        expect(page.locator("h1")).to_be_visible()
        look(page, name, language)
    page.goto(base + f"clases/{classroom.pk}/tareas/{assignment.pk}/editar/")
    page.locator("#id_due").fill((timezone.localdate() - datetime.timedelta(days=1)).isoformat())
    page.locator("#save-assignment").click()
    expect(page.locator("#due-confirm")).to_be_visible()
    look(page, "assignment-edit-due", language)
    page.goto(base + "ejercicios/nuevo/")
    page.get_by_role(
        "radio", name="la mesa (en orden de juego)" if language == "es" else "the table (in playing order)"
    ).check()
    for code in ("5o", "12o"):
        page.locator(f"#pick-{code}").click()
    page.get_by_role("radio", name="la mano del alumno" if language == "es" else "the student's hand").check()
    for code in ("4o", "7o", "1o", "3c", "5e"):
        page.locator(f"#pick-{code}").click()
    page.locator("#cante_o").select_option("mate")
    expect(page.locator('input[name="hand"]')).to_have_value("4o,7o,1o,3c,5e")
    expect(page.locator("#preview .facts")).to_be_visible()
    look(page, "builder-new", language)
    context.close()

    student_context = browser.new_context(locale=locale)
    log_in(student_context, live_server, students[0][0])
    student = student_context.new_page()
    for name, path in (
        ("my-tasks", "tareas/"),
        ("set-public", f"l/{exercise_set.token}/?tarea={assignment.pk}"),
        ("assignment-task-student", f"clases/{classroom.pk}/tareas/{assignment.pk}/"),
    ):
        student.goto(base + path)
        expect(student.locator("h1")).to_be_visible()
        look(student, name, language)
    student.goto(base + f"l/{exercise_set.token}/?tarea={assignment.pk}")
    student.locator(".set-items a").first.click()
    expect(student.locator("#no-more-attempts, #check, .answer-form").first).to_be_visible()
    answered = student.locator("#verdict, .answer-form").first
    expect(answered).to_be_visible()
    student.goto(base + "tareas/")
    student.locator(f"#task-page-{assignment.pk}").click()
    student.get_by_role(
        "link", name="Ver tu respuesta" if language == "es" else "See your answer"
    ).first.click()
    expect(student.locator("#verdict")).to_be_visible()
    look(student, "answer-regraded", language)
    student_context.close()

    colleague_context = browser.new_context(locale=locale)
    invited, _ = person("nueva.colega@example.com", "Nueva")
    log_in(colleague_context, live_server, invited)
    colleague = colleague_context.new_page()
    invitation = classroom.invitations.get(email="nueva.colega@example.com")
    colleague.goto(base + f"invitacion/{invitation.token}/")
    expect(colleague.locator("#accept-invitation")).to_be_visible()
    look(colleague, "invitation", language)
    colleague_context.close()
