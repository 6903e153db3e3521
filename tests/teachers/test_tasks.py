"""A student's assignments: named in words, on the home page, leading to the right table; editing."""

import datetime
import re

import pytest
from django.test import Client

from teachers.models import Assignment, Classroom, Membership


@pytest.fixture
def classroom(teacher):
    return Classroom.objects.create(owner=teacher, name="4ºB")


@pytest.fixture
def student_client(learner, classroom):
    Membership.objects.create(classroom=classroom, student=learner)
    client = Client()
    client.force_login(learner)
    return client


def _games(classroom, **spec):
    game_spec = {"variant": "habanero", "players": 2, "level": "intermedio", "count": 3} | spec
    return Assignment.objects.create(classroom=classroom, kind="games", game_spec=game_spec)


@pytest.mark.django_db
def test_mis_tareas_names_the_lesson_and_the_games_in_words(student_client, classroom):
    Assignment.objects.create(classroom=classroom, kind="lesson", lesson_slug="baraja")
    _games(classroom)
    page = student_client.get("/profesores/tareas/").content.decode()
    assert "Lección 1: La baraja española" in page
    assert ">baraja<" not in page
    assert ": baraja" not in page
    assert "Juega 3 partidas de habanero, 2 jugadores contra robots de nivel intermedio" in page
    assert "habanero/2" not in page


@pytest.mark.django_db
def test_the_home_page_lists_a_students_pending_assignments(student_client, classroom, client):
    due = datetime.date.today() + datetime.timedelta(days=3)
    Assignment.objects.create(classroom=classroom, kind="lesson", lesson_slug="baraja", due=due)
    _games(classroom, count=1)
    page = student_client.get("/").content.decode()
    assert 'id="home-tasks"' in page
    assert "Lección 1: La baraja española" in page
    assert "Juega 1 partida de habanero" in page
    assert "4ºB" in page
    assert 'id="home-tasks"' not in client.get("/").content.decode()  # anonymous: no tasks


@pytest.mark.django_db
def test_a_games_assignment_opens_the_setup_page_with_its_table_and_level(student_client, classroom):
    _games(classroom, variant="cabrero", players=5, level="experto")
    page = student_client.get("/profesores/tareas/").content.decode()
    link = page.split('class="task', 1)[1].split('href="', 1)[1].split('"', 1)[0].replace("&amp;", "&")
    landing = student_client.get(link).content.decode()
    assert "Juega 3 partidas de cabrero, 5 jugadores contra robots de nivel experto" in landing
    assert "0 de 3 partidas" in landing
    start = (
        landing.split('id="start-game"', 1)[0].rsplit('href="', 1)[1].split('"', 1)[0].replace("&amp;", "&")
    )
    setup = student_client.get(start).content.decode()
    assert '<option value="cabrero" selected>' in setup
    assert '<option value="5" selected>' in setup
    chosen = re.findall(r'<input type="radio" name="level" value="(\w+)"[^>]* checked>', setup)
    assert chosen == ["experto"]  # the ladder's choice, for every bot


@pytest.mark.django_db
def test_a_teacher_changes_an_assignments_due_date_and_a_stranger_cannot(
    teacher_client, classroom, other_teacher
):
    assignment = _games(classroom)
    url = f"/profesores/clases/{classroom.pk}/tareas/{assignment.pk}/editar/"
    form = teacher_client.get(url)
    assert form.status_code == 200
    assert '<option value="habanero/2" selected>' in form.content.decode()
    data = {"kind": "games", "variant": "habanero/2", "level": "experto", "count": "2", "due": "2031-05-04"}
    assert teacher_client.post(url, data).status_code == 302
    assignment.refresh_from_db()
    assert assignment.due == datetime.date(2031, 5, 4)
    assert assignment.game_spec["level"] == "experto"
    assert assignment.game_spec["count"] == 2
    assert teacher_client.post(url, {"kind": "set"}).status_code == 400
    stranger = Client()
    stranger.force_login(other_teacher)
    assert stranger.get(url).status_code == 404
    assert stranger.post(url, data).status_code == 404
