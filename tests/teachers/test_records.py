"""Records a teacher can rely on: dates that survive an edit, assignments that count only their
own answers under the attempt policy, answers that keep the version they answered, destructive
buttons that ask first and can be undone, create forms safe to send twice, a stable identity for
each student, and a builder draft that survives an expired session."""

import datetime

import pytest
from django.test import Client
from django.urls import reverse

from teachers import flows
from teachers.models import Answer, Assignment, Classroom, Exercise, ExerciseSet, SetItem
from tests.teachers.conftest import builder_data, make_user

LEGAL = "v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o"  # only the as de oros may be played
POINTS = "v:arrastre/4 t:c s:2 h2:4o,7o,3c,5e m:5o,12o"  # 0 + 4 = 4 points on the table


@pytest.fixture
def classroom(teacher):
    return Classroom.objects.create(owner=teacher, name="4ºB")


@pytest.fixture
def two_exercises(teacher):
    first = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Montar")
    second = Exercise.objects.create(owner=teacher, kind="points", position=POINTS, title="Puntos")
    return first, second


@pytest.fixture
def exercise_set(teacher, two_exercises):
    exercise_set = ExerciseSet.objects.create(owner=teacher, title="Hoja 1")
    for order, exercise in enumerate(two_exercises, start=1):
        SetItem.objects.create(exercise_set=exercise_set, exercise=exercise, order=order)
    return exercise_set


@pytest.fixture
def student(learner, classroom):
    flows.join_class(classroom, learner)
    client = Client()
    client.force_login(learner)
    return client


def assign(classroom, exercise_set, **fields):
    return Assignment.objects.create(classroom=classroom, kind="set", exercise_set=exercise_set, **fields)


def answer(client, exercise_set, number, values, assignment=None, once=""):
    url = f"/profesores/l/{exercise_set.token}/{number}/"
    query = "&".join(
        part for part in (assignment and f"tarea={assignment.pk}", once and f"once={once}") if part
    )
    return client.post(url + ("?" + query if query else ""), {"c": values})


def status_of(learner):
    from teachers.progress import student_tasks

    return [task["status"] for entry in student_tasks(learner) for task in entry["tasks"]]


# --- 1. dates ---------------------------------------------------------------------------------


@pytest.mark.django_db
def test_the_edit_form_gives_the_date_input_an_iso_date_and_saving_keeps_it(teacher_client, classroom):
    assignment = Assignment.objects.create(
        classroom=classroom, kind="lesson", lesson_slug="baraja", due=datetime.date(2026, 12, 3)
    )
    url = f"/profesores/clases/{classroom.pk}/tareas/{assignment.pk}/editar/"
    page = teacher_client.get(url).content.decode()
    assert 'value="2026-12-03"' in page
    assert "03/12/2026" not in page.split('name="due"')[1].split(">")[0]
    teacher_client.post(url, {"kind": "lesson", "lesson": "baraja", "due": "2026-12-03"})
    assignment.refresh_from_db()
    assert assignment.due == datetime.date(2026, 12, 3)


# --- 2. assignments count their own answers ---------------------------------------------------


@pytest.mark.django_db
def test_answers_given_before_the_assignment_do_not_make_it_done(student, learner, classroom, exercise_set):
    answer(student, exercise_set, 1, ["1o"])
    answer(student, exercise_set, 2, ["4"])
    assert Answer.objects.filter(user=learner).count() == 2
    assignment = assign(classroom, exercise_set)
    (status,) = status_of(learner)
    assert not status.done
    assert status.detail == "0/2"
    answer(student, exercise_set, 1, ["1o"], assignment)
    answer(student, exercise_set, 2, ["4"], assignment)
    (status,) = status_of(learner)
    assert status.done
    assert status.detail == "2/2"


@pytest.mark.parametrize(("policy", "right"), [("first", "0/2"), ("best", "1/2"), ("last", "1/2")])
@pytest.mark.django_db
def test_the_attempt_policy_decides_which_answer_counts(
    student, learner, classroom, exercise_set, policy, right
):
    assignment = assign(classroom, exercise_set, attempts=policy, retries=True)
    answer(student, exercise_set, 1, ["4o"], assignment)  # wrong
    answer(student, exercise_set, 1, ["1o"], assignment)  # right on the second attempt
    answer(student, exercise_set, 2, ["5"], assignment)  # wrong, once
    (status,) = status_of(learner)
    assert status.done
    assert status.detail == right
    assert list(Answer.objects.filter(user=learner).values_list("attempt", flat=True)) == [1, 2, 1]


@pytest.mark.django_db
def test_with_one_attempt_a_second_answer_is_refused_and_the_student_is_told(
    student, learner, classroom, exercise_set
):
    assignment = assign(classroom, exercise_set, retries=False)
    page = student.get(f"/profesores/l/{exercise_set.token}/?tarea={assignment.pk}").content.decode()
    assert "Un solo intento por ejercicio." in page
    assert answer(student, exercise_set, 1, ["4o"], assignment).status_code == 303
    refused = answer(student, exercise_set, 1, ["1o"], assignment)
    assert refused.status_code == 409
    assert "un solo intento" in refused.content.decode()
    assert Answer.objects.filter(user=learner).count() == 1
    again = student.get(f"/profesores/l/{exercise_set.token}/1/?tarea={assignment.pk}").content.decode()
    assert 'id="no-more-attempts"' in again
    assert 'name="c"' not in again


@pytest.mark.django_db
def test_the_task_link_names_the_assignment_and_the_student_reads_the_policy(
    student, classroom, exercise_set
):
    assignment = assign(classroom, exercise_set, attempts="best")
    page = student.get("/profesores/tareas/").content.decode()
    assert f"?tarea={assignment.pk}" in page
    assert "cuenta tu mejor intento" in page


@pytest.mark.django_db
def test_the_teacher_chooses_the_policy_when_assigning(teacher_client, classroom, exercise_set):
    data = {"kind": "set", "exercise_set": exercise_set.pk, "attempts": "last", "retries": "on"}
    teacher_client.post(f"/profesores/clases/{classroom.pk}/", data)
    assignment = Assignment.objects.get(classroom=classroom)
    assert assignment.attempts == "last"
    assert assignment.retries


# --- 3. versions ------------------------------------------------------------------------------


def edit_position(client, exercise, **overrides):
    fields = {"hand": "4o,7o,1o,3c,5e", "table": "5o,2o", "title": exercise.title, "comment": ""}
    data = builder_data(action="save", **(fields | overrides))
    return client.post(f"/profesores/ejercicios/{exercise.pk}/editar/", data)


@pytest.mark.django_db
def test_an_edit_after_answers_is_a_new_version_and_the_student_keeps_what_they_answered(
    teacher_client, student, learner, classroom, exercise_set, two_exercises
):
    legal, _points = two_exercises
    assignment = assign(classroom, exercise_set)
    result = answer(student, exercise_set, 1, ["1o"], assignment)["Location"]
    form = teacher_client.get(f"/profesores/ejercicios/{legal.pk}/editar/").content.decode()
    assert 'id="field-on-answers"' in form
    assert "ya tiene 1 respuesta" in form
    assert (
        edit_position(teacher_client, legal).status_code == 302
    )  # 5o (the partner), 2o: any oro may be played
    legal.refresh_from_db()
    row = Answer.objects.get(user=learner)
    assert legal.version == 2
    assert row.version == 1
    assert row.correct
    page = student.get(result).content.decode()
    assert "¡Bien!" in page
    assert "no es una de las opciones" not in page
    assert 'id="newer-version"' in page
    teacher_page = teacher_client.get(f"/profesores/ejercicios/{legal.pk}/").content.decode()
    assert "✔" in teacher_page
    assert "versión 1" in teacher_page


@pytest.mark.django_db
def test_correct_and_regrade_changes_the_marks_and_tells_the_student_why(
    teacher_client, student, learner, classroom, exercise_set, two_exercises
):
    legal, _points = two_exercises
    assignment = assign(classroom, exercise_set)
    result = answer(student, exercise_set, 1, ["1o", "4o"], assignment)["Location"]
    assert not Answer.objects.get(user=learner).correct
    note = "Me equivoqué: salió el 2 de oros."
    edit_position(teacher_client, legal, on_answers="regrade", regrade_note=note)
    legal.refresh_from_db()
    row = Answer.objects.get(user=learner)
    assert legal.version == 1
    assert not row.correct  # now every oro may be played: the 7o is missing
    edit_position(
        teacher_client, legal, hand="1o,4o,3c,5e,6e", table="2o", on_answers="regrade", regrade_note=note
    )
    row.refresh_from_db()
    assert row.correct
    assert row.regrade_note == note
    page = student.get(result).content.decode()
    assert note in page
    assert "¡Bien!" in page


@pytest.mark.django_db
def test_deleting_an_answered_exercise_keeps_a_finished_result(
    teacher_client, student, learner, classroom, exercise_set, two_exercises
):
    legal, points = two_exercises
    assignment = assign(classroom, exercise_set)
    answer(student, exercise_set, 1, ["1o"], assignment)
    answer(student, exercise_set, 2, ["5"], assignment)
    (status,) = status_of(learner)
    assert status.done
    assert status.detail == "1/2"
    teacher_client.post(f"/profesores/ejercicios/{legal.pk}/borrar/")
    (status,) = status_of(learner)
    assert status.done
    assert status.detail == "1/2"
    item = SetItem.objects.get(exercise=points)
    teacher_client.post(f"/profesores/listas/{exercise_set.pk}/", {"remove": item.pk})
    (status,) = status_of(learner)
    assert status.done
    assert status.detail == "1/2"


# --- 4. confirmations and undo ----------------------------------------------------------------


@pytest.mark.django_db
def test_deleting_an_exercise_asks_first_then_can_be_undone(teacher_client, exercise):
    url = f"/profesores/ejercicios/{exercise.pk}/borrar/"
    page = teacher_client.get(url)
    assert page.status_code == 200
    assert 'id="confirm"' in page.content.decode()
    exercise.refresh_from_db()
    assert not exercise.removed
    response = teacher_client.post(url, follow=True)
    exercise.refresh_from_db()
    assert exercise.removed
    html = response.content.decode()
    assert "Ejercicio borrado" in html
    assert f'id="restore-ejercicio-{exercise.pk}"' in html
    teacher_client.post(f"/profesores/ejercicios/{exercise.pk}/recuperar/")
    exercise.refresh_from_db()
    assert not exercise.removed


@pytest.mark.django_db
def test_removing_an_assignment_or_a_set_item_asks_first_and_can_be_undone(
    teacher_client, classroom, exercise_set
):
    assignment = assign(classroom, exercise_set)
    url = f"/profesores/clases/{classroom.pk}/tareas/{assignment.pk}/borrar/"
    assert 'id="confirm"' in teacher_client.get(url).content.decode()
    page = teacher_client.post(url, follow=True).content.decode()
    assignment.refresh_from_db()
    assert assignment.removed_at
    assert "Tarea quitada" in page
    assert f"restore-assignment-{assignment.pk}" in page
    teacher_client.post(f"/profesores/clases/{classroom.pk}/tareas/{assignment.pk}/recuperar/")
    assignment.refresh_from_db()
    assert assignment.removed_at is None

    item = exercise_set.items.first()
    confirm = teacher_client.get(f"/profesores/listas/{exercise_set.pk}/quitar/{item.pk}/").content.decode()
    assert 'id="confirm"' in confirm
    assert f'value="{item.pk}"' in confirm
    page = teacher_client.post(f"/profesores/listas/{exercise_set.pk}/", {"remove": item.pk}, follow=True)
    assert f"put-back-{item.exercise_id}" in page.content.decode()
    teacher_client.post(f"/profesores/listas/{exercise_set.pk}/", {"add": item.exercise_id})
    assert exercise_set.live_items().count() == 2


@pytest.mark.django_db
def test_deleting_a_set_asks_first(teacher_client, exercise_set):
    url = f"/profesores/listas/{exercise_set.pk}/borrar/"
    assert "¿Borrar la lista" in teacher_client.get(url).content.decode()
    exercise_set.refresh_from_db()
    assert not exercise_set.removed


# --- 5. double submits ------------------------------------------------------------------------


@pytest.mark.django_db
def test_saving_the_same_builder_form_twice_makes_one_exercise(teacher_client, teacher):
    data = builder_data(action="save", once="k1")
    first = teacher_client.post("/profesores/ejercicios/nuevo/", data)
    second = teacher_client.post("/profesores/ejercicios/nuevo/", data)
    assert Exercise.objects.filter(owner=teacher).count() == 1
    assert first["Location"] == second["Location"]
    teacher_client.post("/profesores/ejercicios/nuevo/", builder_data(action="save", once="k2"))
    assert Exercise.objects.filter(owner=teacher).count() == 2


@pytest.mark.django_db
def test_the_builder_form_carries_a_key(teacher_client):
    page = teacher_client.get("/profesores/ejercicios/nuevo/").content.decode()
    key = page.split('name="once" value="', 1)[1].split('"', 1)[0]
    assert len(key) >= 16
    again = teacher_client.post("/profesores/ejercicios/nuevo/", builder_data(once=key)).content.decode()
    assert f'name="once" value="{key}"' in again  # the refreshed form keeps it


@pytest.mark.django_db
def test_the_other_create_forms_are_safe_to_send_twice(
    teacher_client, teacher, student, learner, exercise_set
):
    for _ in range(2):
        teacher_client.post("/profesores/listas/nueva/", {"title": "Hoja", "once": "s1"})
        teacher_client.post("/profesores/clases/nueva/", {"name": "5ºA", "once": "c1"})
    assert ExerciseSet.objects.filter(owner=teacher, title="Hoja").count() == 1
    classroom = Classroom.objects.get(owner=teacher, name="5ºA")
    for _ in range(2):
        teacher_client.post(
            f"/profesores/clases/{classroom.pk}/", {"kind": "lesson", "lesson": "baraja", "once": "a1"}
        )
    assert classroom.assignments.count() == 1
    first = answer(student, exercise_set, 1, ["4o"], once="x1")
    second = answer(student, exercise_set, 1, ["4o"], once="x1")
    assert first["Location"] == second["Location"]
    assert Answer.objects.filter(user=learner).count() == 1


# --- 6. identity ------------------------------------------------------------------------------


@pytest.mark.django_db
def test_the_teacher_sees_the_name_fixed_at_joining_and_the_email(
    teacher_client, student, learner, classroom, exercise_set
):
    answer(student, exercise_set, 1, ["1o"])
    student.post("/profesores/perfil/", {"display_name": "Profe Marta"})  # pretends to be someone else
    class_page = teacher_client.get(f"/profesores/clases/{classroom.pk}/").content.decode()
    assert "Lucía" in class_page
    assert "learner@example.com" in class_page
    assert "Profe Marta" not in class_page.split('id="progress"')[1]
    exercise = exercise_set.items.first().exercise
    detail = teacher_client.get(f"/profesores/ejercicios/{exercise.pk}/").content.decode()
    answers = detail.split('id="answers"')[1]
    assert "Lucía" in answers
    assert "learner@example.com" in answers


@pytest.mark.django_db
def test_a_stranger_who_answers_a_public_link_shows_no_email(teacher_client, exercise):
    outsider = make_user("outsider@example.com", name="Pepe")
    client = Client()
    client.force_login(outsider)
    client.post(f"/profesores/e/{exercise.token}/", {"c": ["1o"]})
    answers = (
        teacher_client.get(f"/profesores/ejercicios/{exercise.pk}/").content.decode().split('id="answers"')[1]
    )
    assert "Pepe" in answers
    assert "outsider@example.com" not in answers
    assert "no es de tus clases" in answers


# --- 7. an expired session while building -----------------------------------------------------


@pytest.mark.django_db
def test_an_htmx_request_after_the_session_expired_goes_to_login_and_back_with_the_draft(client, teacher):
    url = "/profesores/ejercicios/nuevo/"
    response = client.post(url, builder_data(title="Mi borrador"), headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert response["HX-Redirect"] == "/accounts/login/?next=%2Fprofesores%2Fejercicios%2Fnuevo%2F"
    assert "<form" not in response.content.decode()
    client.force_login(teacher)
    page = client.get(url).content.decode()
    assert 'value="Mi borrador"' in page
    assert 'value="4o,7o,1o,3c,5e"' in page
    assert 'value="Mi borrador"' not in client.get(url).content.decode()  # used once


@pytest.mark.django_db
def test_a_plain_post_after_the_session_expired_also_keeps_the_draft(client, teacher):
    url = "/profesores/ejercicios/nuevo/"
    response = client.post(url, builder_data(title="Sin htmx"))
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")
    client.force_login(teacher)
    assert 'value="Sin htmx"' in client.get(url).content.decode()


@pytest.mark.django_db
def test_forged_numbers_nul_bytes_and_keys_get_clear_answers(
    teacher_client, student, exercise_set, classroom
):
    first = exercise_set.live_items()[0]
    url = f"/profesores/l/{exercise_set.token}/ej/{first.pk}/"
    assert student.get(url + "?respuesta=²").status_code == 404
    assert student.get(url + "?tarea=²").status_code == 200
    assert teacher_client.post(f"/profesores/listas/{exercise_set.pk}/", {"add": "²"}).status_code == 404
    saved = teacher_client.post("/profesores/ejercicios/nuevo/", builder_data(action="save", title="a\x00b"))
    assert saved.status_code == 400
    assert "carácter no válido" in saved.content.decode()
    forged = builder_data(action="save", once="k\x00'; --")
    assert teacher_client.post("/profesores/ejercicios/nuevo/", forged).status_code == 302
    assert teacher_client.post("/profesores/ejercicios/nuevo/", forged).status_code == 302
    assert Exercise.objects.filter(title="Montar").count() == 2  # the set's own, and one new


@pytest.mark.django_db
def test_the_teacher_reads_a_cante_answer_in_words_not_as_a_code(teacher_client, teacher, learner):
    exercise = Exercise.objects.create(
        owner=teacher, kind="cante", position="v:arrastre/4 t:o s:0 h0:12o,11o,12c,11c,1e,3e,7b,2b"
    )
    student = Client()
    student.force_login(learner)
    url = reverse("teachers:answer", args=[exercise.token])
    assert student.post(url, {"c": ["cante:o"]}).status_code == 303  # one cante per trick: one pick
    assert student.post(url, {"c": ["cante:c"]}).status_code == 303
    assert student.post(url, {"c": ["nada"]}).status_code == 303
    page = teacher_client.get(reverse("teachers:exercise", args=[exercise.pk])).content.decode()
    html = page.split('id="answers"', 1)[
        1
    ]  # the answers table (the exercise drawn above has its form's values)
    assert "las cuarenta en oros" in html
    assert "las veinte en copas" in html
    assert "cante:o" not in html
    assert "cante:c" not in html
