"""Who may do what: owners edit, students see only their own results, teachers only their classes."""

import pytest

from teachers import flows
from teachers.models import Answer, Classroom, Exercise, ExerciseSet, Membership, SetItem
from tests.teachers.conftest import builder_data


@pytest.fixture
def exercise_set(teacher, exercise):
    exercise_set = ExerciseSet.objects.create(owner=teacher, title="Hoja 1")
    SetItem.objects.create(exercise_set=exercise_set, exercise=exercise, order=1)
    return exercise_set


@pytest.fixture
def classroom(teacher):
    return Classroom.objects.create(owner=teacher, name="4ºB")


@pytest.mark.django_db
def test_anonymous_visitors_are_sent_to_log_in_for_teacher_pages(client, exercise):
    for url in (
        "/profesores/ejercicios/nuevo/",
        f"/profesores/ejercicios/{exercise.pk}/",
        "/profesores/perfil/",
    ):
        response = client.get(url)
        assert response.status_code == 302
        assert "/accounts/login/" in response["Location"]


@pytest.mark.django_db
def test_an_account_without_soy_profesor_gets_403_on_the_builder(client, stranger):
    client.force_login(stranger)
    assert client.get("/profesores/ejercicios/nuevo/").status_code == 403
    assert client.post("/profesores/clases/nueva/", {"name": "x"}).status_code == 403


@pytest.mark.django_db
def test_switching_on_soy_profesor_opens_the_teachers_area(client, stranger):
    client.force_login(stranger)
    response = client.post("/profesores/perfil/", {"display_name": "Pepa", "is_teacher": "on"})
    assert response.status_code == 302
    assert client.get("/profesores/ejercicios/nuevo/").status_code == 200


@pytest.mark.django_db
def test_only_the_owner_sees_edits_or_deletes_an_exercise(client, other_teacher, exercise):
    client.force_login(other_teacher)
    base = f"/profesores/ejercicios/{exercise.pk}/"
    assert client.get(base).status_code == 404
    assert client.get(base + "editar/").status_code == 404
    assert client.post(base + "editar/", builder_data(action="save")).status_code == 404
    assert client.post(base + "borrar/").status_code == 404
    exercise.refresh_from_db()
    assert not exercise.removed
    assert exercise.kind == "legal"


@pytest.mark.django_db
def test_only_the_owner_edits_a_set(client, other_teacher, exercise_set, exercise):
    client.force_login(other_teacher)
    url = f"/profesores/listas/{exercise_set.pk}/"
    assert client.get(url).status_code == 404
    assert client.post(url, {"remove": exercise_set.items.first().pk}).status_code == 404
    assert client.post(url + "borrar/").status_code == 404
    assert exercise_set.items.count() == 1


@pytest.mark.django_db
def test_a_teacher_cannot_put_someone_elses_exercise_in_a_set(client, other_teacher, exercise):
    mine = ExerciseSet.objects.create(owner=other_teacher, title="Mía")
    client.force_login(other_teacher)
    assert client.post(f"/profesores/listas/{mine.pk}/", {"add": exercise.pk}).status_code == 404
    assert not mine.items.exists()


@pytest.mark.django_db
def test_a_teacher_sees_only_their_own_classes(client, other_teacher, classroom):
    client.force_login(other_teacher)
    assert client.get(f"/profesores/clases/{classroom.pk}/").status_code == 404
    assert client.get(f"/profesores/clases/{classroom.pk}/csv/").status_code == 404
    response = client.post(f"/profesores/clases/{classroom.pk}/", {"kind": "lesson", "lesson": "baraja"})
    assert response.status_code == 404
    assert not classroom.assignments.exists()


@pytest.mark.django_db
def test_a_student_of_the_class_cannot_open_the_class_table(client, learner, classroom):
    Membership.objects.create(classroom=classroom, student=learner)
    client.force_login(learner)
    assert client.get(f"/profesores/clases/{classroom.pk}/").status_code == 403


@pytest.mark.django_db
def test_an_anonymous_student_gives_a_name_then_answers_and_sees_the_explanation(client, exercise):
    url = f"/profesores/e/{exercise.token}/"
    assert client.post(url, {"c": ["4o"]}).status_code == 400  # no name yet
    assert client.post(url, {"name": "Ana"}).status_code == 302
    response = client.post(url, {"c": ["4o"]})
    assert response.status_code == 303
    page = client.get(response["Location"]).content.decode()
    answer = Answer.objects.get()
    assert answer.display_name == "Ana"
    assert not answer.correct
    assert answer.given == "4o"
    assert "No del todo" in page
    assert "debes montar" in page  # the engine's explanation
    assert "&lt;b&gt;rey&lt;/b&gt;" in page  # the comment, escaped


@pytest.mark.django_db
def test_a_student_sees_only_their_own_results(client, exercise, learner, stranger):
    client.force_login(learner)
    url = f"/profesores/e/{exercise.token}/"
    location = client.post(url, {"c": ["1o"]})["Location"]
    assert client.get(location).status_code == 200
    client.force_login(stranger)
    assert client.get(location).status_code == 404
    client.logout()
    assert client.get(location).status_code == 404


@pytest.mark.django_db
def test_a_bad_answer_is_a_400_not_a_500(client, exercise, learner):
    client.force_login(learner)
    response = client.post(f"/profesores/e/{exercise.token}/", {"c": ["11e"]})
    assert response.status_code == 400
    assert not Answer.objects.exists()


@pytest.mark.django_db
def test_a_removed_exercise_says_so_with_410(client, teacher_client, exercise, exercise_set):
    teacher_client.post(f"/profesores/ejercicios/{exercise.pk}/borrar/")
    response = client.get(f"/profesores/e/{exercise.token}/")
    assert response.status_code == 410
    assert "borrado" in response.content.decode()
    assert client.get(f"/profesores/codigo/?codigo={exercise.code}").status_code == 410
    teacher_client.post(f"/profesores/listas/{exercise_set.pk}/borrar/")
    assert client.get(f"/profesores/l/{exercise_set.token}/").status_code == 410


@pytest.mark.django_db
def test_the_short_code_leads_to_the_exercise(client, exercise):
    response = client.get(f"/profesores/codigo/?codigo={exercise.code.lower()}")
    assert response["Location"] == f"/profesores/e/{exercise.token}/"
    assert client.get("/profesores/codigo/?codigo=EZZZZZ").status_code == 404


@pytest.mark.django_db
def test_another_teacher_copies_an_exercise_into_their_collection(client, other_teacher, exercise):
    client.force_login(other_teacher)
    response = client.post(f"/profesores/e/{exercise.token}/copiar/")
    copy = Exercise.objects.get(owner=other_teacher)
    assert response["Location"] == f"/profesores/ejercicios/{copy.pk}/editar/"
    assert copy.position == exercise.position
    assert copy.copied_from == exercise
    assert copy.token != exercise.token
    assert copy.code != exercise.code


@pytest.mark.django_db
def test_a_student_joins_with_an_account_and_sees_the_assignments(teacher_client, classroom, learner):
    from django.test import Client

    client = Client()
    teacher_client.post(f"/profesores/clases/{classroom.pk}/", {"kind": "lesson", "lesson": "baraja"})
    teacher_client.post(
        f"/profesores/clases/{classroom.pk}/",
        {"kind": "games", "variant": "habanero/2", "level": "intermedio", "count": "3", "due": "2020-01-01"},
    )
    assert classroom.assignments.count() == 1  # a past due date waits for «Sí, con esa fecha»
    teacher_client.post(
        f"/profesores/clases/{classroom.pk}/",
        {
            "kind": "games",
            "variant": "habanero/2",
            "level": "intermedio",
            "count": "3",
            "due": "2020-01-01",
            "confirm_due": "on",
        },
    )
    assert client.get(f"/profesores/unirse/{classroom.token}/").status_code == 302  # log in first
    client.force_login(learner)
    assert client.post(f"/profesores/unirse/{classroom.token}/").status_code == 302
    assert Membership.objects.filter(classroom=classroom, student=learner).exists()
    page = client.get("/profesores/tareas/").content.decode()
    assert "Lección 1: La baraja española" in page
    assert "habanero, 2 jugadores" in page
    assert "con retraso" in page


@pytest.mark.django_db
def test_an_incomplete_assignment_is_refused_with_the_field_error(teacher_client, classroom):
    response = teacher_client.post(f"/profesores/clases/{classroom.pk}/", {"kind": "set"})
    assert response.status_code == 400
    assert "Elige una de tus listas" in response.content.decode()


@pytest.mark.django_db
def test_the_class_table_shows_a_students_answer_and_the_histogram(
    teacher_client, classroom, exercise, learner
):
    from django.test import Client

    from teachers.models import Assignment, ExerciseSet, SetItem

    Membership.objects.create(classroom=classroom, student=learner, name="Lucía")
    exercise_set = ExerciseSet.objects.create(owner=classroom.owner, title="Hoja")
    item = SetItem.objects.create(exercise_set=exercise_set, exercise=exercise, order=1)
    assignment = Assignment.objects.create(classroom=classroom, kind="set", exercise_set=exercise_set)
    student = Client()
    student.force_login(learner)
    student.post(f"/profesores/l/{exercise_set.token}/ej/{item.pk}/?tarea={assignment.pk}", {"c": ["4o"]})
    assert Answer.objects.get(user=learner).correct is False
    page = teacher_client.get(f"/profesores/clases/{classroom.pk}/").content.decode()
    assert "Lucía" in page
    assert "0 %" in page
    assert f'id="histogram-{exercise.code}"' in page
    assignment.removed_at = assignment.created
    assignment.save()
    page = teacher_client.get(f"/profesores/clases/{classroom.pk}/").content.decode()
    assert f'id="histogram-{exercise.code}"' not in page  # no longer assigned to this class
    assignment.removed_at = None
    assignment.save()
    csv_text = teacher_client.get(f"/profesores/clases/{classroom.pk}/csv/").content.decode("utf-8")
    assert "Lucía;learner@example.com;0;0;1;0;0" in csv_text


@pytest.mark.django_db
def test_csv_does_not_let_a_name_become_a_formula(teacher_client, classroom):
    from tests.teachers.conftest import make_user

    student = make_user("evil@example.com", name="=HYPERLINK(1)")
    Membership.objects.create(classroom=classroom, student=student)
    assert "'=HYPERLINK" in teacher_client.get(f"/profesores/clases/{classroom.pk}/csv/").content.decode()


@pytest.mark.django_db
def test_the_answer_stored_by_flows_is_graded_by_the_engine(rf, exercise, learner):
    request = rf.post("/")
    request.user = learner
    request.session = {}
    verdict, row = flows.answer_exercise(request, exercise, frozenset({"1o"}), display_name="Lucía")
    assert verdict.correct
    assert row.correct
    assert row.user == learner
