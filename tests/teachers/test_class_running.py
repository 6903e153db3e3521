"""A class a teacher can run: rename, archive, delete; members removed, renamed, commented on;
join codes closed and rotated; students leaving; sets with words, results, a worksheet and
stable links; an exercise page that shows the exercise; a landing page for practice games."""

import pytest
from django.test import Client

from teachers import flows
from teachers.models import Answer, Assignment, Classroom, Exercise, ExerciseSet, Membership, SetItem
from tests.teachers.conftest import make_user

LEGAL = "v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o"


@pytest.fixture
def classroom(teacher):
    return Classroom.objects.create(owner=teacher, name="4ºB")


@pytest.fixture
def membership(classroom, learner):
    return flows.join_class(classroom, learner)


@pytest.fixture
def student(learner, membership):
    client = Client()
    client.force_login(learner)
    return client


@pytest.fixture
def exercise_set(teacher):
    exercise_set = ExerciseSet.objects.create(owner=teacher, title="Hoja 1")
    for order, title in enumerate(("Uno", "Dos", "Tres"), start=1):
        exercise = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title=title)
        SetItem.objects.create(exercise_set=exercise_set, exercise=exercise, order=order)
    return exercise_set


@pytest.mark.django_db
def test_rename_archive_and_delete_a_class(teacher_client, student, classroom):
    base = f"/profesores/clases/{classroom.pk}/"
    teacher_client.post(base + "editar/", {"action": "rename", "name": "4º B (tarde)"})
    classroom.refresh_from_db()
    assert classroom.name == "4º B (tarde)"
    assert "4º B (tarde)" in student.get("/profesores/tareas/").content.decode()
    teacher_client.post(base + "editar/", {"action": "archive"})
    archived = student.get("/profesores/tareas/").content.decode()
    assert "4º B (tarde)" in archived  # still readable, marked as archived
    assert f'id="archived-{classroom.pk}"' in archived
    teacher_client.post(base + "editar/", {"action": "unarchive"})
    assert f'id="archived-{classroom.pk}"' not in student.get("/profesores/tareas/").content.decode()
    assert "¿Borrar la clase" in teacher_client.get(base + "borrar/").content.decode()
    teacher_client.post(base + "borrar/")
    classroom.refresh_from_db()
    assert classroom.removed
    assert teacher_client.post(base + "editar/", {"action": "hack"}).status_code == 404


@pytest.mark.django_db
def test_remove_an_intruder_and_rotate_the_code(teacher_client, classroom, membership):
    intruder = make_user("intruder@example.com", name="Lucía")
    flows.join_class(classroom, intruder)
    intruder_membership = Membership.objects.get(student=intruder)
    url = f"/profesores/clases/{classroom.pk}/alumnos/{intruder_membership.pk}/quitar/"
    assert "¿Quitar a Lucía" in teacher_client.get(url).content.decode()
    teacher_client.post(url)
    assert list(classroom.memberships.all()) == [membership]
    old_code, old_token = classroom.code, classroom.token
    confirm = teacher_client.get(f"/profesores/clases/{classroom.pk}/cambiar-codigo/").content.decode()
    assert 'value="rotate"' in confirm
    teacher_client.post(f"/profesores/clases/{classroom.pk}/editar/", {"action": "rotate"})
    classroom.refresh_from_db()
    assert classroom.code != old_code
    assert classroom.token != old_token
    again = Client()
    again.force_login(intruder)
    assert again.get(f"/profesores/unirse/{old_token}/").status_code == 404
    assert again.get(f"/profesores/codigo/?codigo={old_code}").status_code == 404
    assert (
        membership.student.email in teacher_client.get(f"/profesores/clases/{classroom.pk}/").content.decode()
    )


@pytest.mark.django_db
def test_a_closed_code_lets_nobody_new_join(teacher_client, classroom, student):
    teacher_client.post(f"/profesores/clases/{classroom.pk}/editar/", {"action": "close"})
    newcomer = Client()
    newcomer.force_login(make_user("new@example.com"))
    url = f"/profesores/unirse/{classroom.token}/"
    assert newcomer.get(url).status_code == 403
    assert newcomer.post(url).status_code == 403
    assert not Membership.objects.filter(student__email="new@example.com").exists()
    assert student.get(url).status_code == 200  # a member still sees the class


@pytest.mark.django_db
def test_a_student_leaves_and_a_teacher_undoes_joining_her_own_class(
    teacher, teacher_client, classroom, student
):
    url = f"/profesores/clases/{classroom.pk}/salir/"
    assert "¿Salir de" in student.get(url).content.decode()
    student.post(url)
    assert not classroom.memberships.exists()
    teacher_client.post(f"/profesores/unirse/{classroom.token}/")
    assert classroom.memberships.filter(student=teacher).exists()
    teacher_client.post(url)
    assert not classroom.memberships.exists()
    assert Client().post(url).status_code == 302  # signed out: to the login page, nothing changes


@pytest.mark.django_db
def test_the_student_page_shows_each_answer_and_a_private_comment_reaches_only_that_student(
    teacher_client, classroom, membership, student, exercise_set
):
    Assignment.objects.create(classroom=classroom, kind="set", exercise_set=exercise_set)
    first = exercise_set.live_items()[0]
    result = student.post(f"/profesores/l/{exercise_set.token}/ej/{first.pk}/", {"c": ["4o"]})["Location"]
    row = Answer.objects.get()
    url = f"/profesores/clases/{classroom.pk}/alumnos/{membership.pk}/"
    page = teacher_client.get(url).content.decode()
    answers = page.split('id="member-answers"')[1]
    assert "Uno" in answers
    assert "cuatro de oros" in answers
    assert "✘" in answers
    assert "intento 1" in answers
    assert "Ejercicios: Hoja 1" in answers
    for _twice in range(2):
        teacher_client.post(url, {"answer": row.pk, "text": "Mira quién va ganando.", "once": "n1"})
    assert row.notes.count() == 1
    assert "Mira quién va ganando." in student.get(result).content.decode()
    teacher_client.post(url, {"name": "Lucía G."})
    membership.refresh_from_db()
    assert membership.name == "Lucía G."
    other = make_user("other-student@example.com")
    foreign = Answer.objects.create(
        exercise=row.exercise, user=other, display_name="x", given="4o", correct=False
    )
    assert teacher_client.post(url, {"answer": foreign.pk, "text": "no"}).status_code == 404


@pytest.mark.django_db
def test_set_words_results_worksheet_and_links_that_survive_reordering(teacher_client, student, exercise_set):
    base = f"/profesores/listas/{exercise_set.pk}/"
    teacher_client.post(base, {"title": "Hoja de repaso", "description": "Para el lunes."})
    exercise_set.refresh_from_db()
    assert exercise_set.title == "Hoja de repaso"
    assert exercise_set.description == "Para el lunes."
    public = student.get(f"/profesores/l/{exercise_set.token}/").content.decode()
    third = exercise_set.live_items()[2]
    link = f"/profesores/l/{exercise_set.token}/ej/{third.pk}/"
    assert link in public
    teacher_client.post(base, {"up": third.pk})
    teacher_client.post(base, {"up": third.pk})
    assert "Tres" == exercise_set.live_items()[0].exercise.title
    student.post(link, {"c": ["1o"]})
    assert Answer.objects.get().exercise.title == "Tres"
    results = teacher_client.get(base + "resultados/").content.decode()
    assert "Lucía" in results
    assert "✔" in results
    sheet = teacher_client.get(base + "imprimir/").content.decode()
    assert sheet.count('class="sheet-exercise"') == 3
    assert 'id="answer-key"' in sheet
    assert "el as de oros" in sheet.split('id="answer-key"')[1]


@pytest.mark.django_db
def test_the_exercise_page_shows_the_exercise_and_the_owner_previews_without_recording(
    teacher_client, exercise
):
    page = teacher_client.get(f"/profesores/ejercicios/{exercise.pk}/").content.decode()
    assert 'id="exercise-shown"' in page
    assert "el as de oros" in page.split('id="solution"')[1]
    url = f"/profesores/e/{exercise.token}/"
    preview = teacher_client.post(url, {"c": ["1o"]})
    assert preview.status_code == 200
    assert "preview-note" in preview.content.decode()
    assert not Answer.objects.exists()
    teacher_client.post(url + "copiar/", {"once": "d1"})
    teacher_client.post(url + "copiar/", {"once": "d1"})
    copies = Exercise.objects.filter(copied_from=exercise)
    assert copies.count() == 1
    assert copies[0].owner == exercise.owner


@pytest.mark.django_db
def test_a_games_assignment_page_says_what_to_play_and_a_stranger_cannot_open_it(classroom, student):
    spec = {"variant": "habanero", "players": 2, "level": "experto", "count": 2}
    assignment = Assignment.objects.create(classroom=classroom, kind="games", game_spec=spec)
    page = student.get(f"/profesores/clases/{classroom.pk}/tareas/{assignment.pk}/").content.decode()
    assert "Juega 2 partidas de habanero, 2 jugadores contra robots de nivel experto" in page
    assert "0 de 2 partidas" in page
    assert 'id="start-game"' in page
    stranger = Client()
    stranger.force_login(make_user("s@example.com"))
    assert stranger.get(f"/profesores/clases/{classroom.pk}/tareas/{assignment.pk}/").status_code == 404
