"""Marks that cannot lie: a regrade gives every answer a true mark (and says which it cannot
judge), a student has one score on every page and export under the assignment's policy, lateness
comes from the attempt that counts, due dates say what they change, and the teacher's own marks,
excuses and resets are kept in the student's history."""

import csv
import datetime
import io

import pytest
from django.test import Client
from django.utils import timezone

from teachers import flows
from teachers.models import Answer, Assignment, Classroom, Exercise, ExerciseSet, MarkChange, SetItem
from tests.teachers.conftest import builder_data

WINNER = "v:arrastre/4 t:o s:0 m:5e,1e,2o"  # oros trump: the dos de oros wins (the exercise)
LEGAL = "v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o"  # only the as de oros may be played
POINTS = "v:arrastre/4 t:c s:2 h2:4o,7o,3c,5e m:5o,12o"  # 0 + 4 = 4 points


@pytest.fixture
def classroom(teacher):
    return Classroom.objects.create(owner=teacher, name="4ºB")


@pytest.fixture
def student(learner, classroom):
    flows.join_class(classroom, learner)
    client = Client()
    client.force_login(learner)
    return client


def make_set(teacher, *exercises, title="Hoja"):
    exercise_set = ExerciseSet.objects.create(owner=teacher, title=title)
    for order, exercise in enumerate(exercises, start=1):
        SetItem.objects.create(exercise_set=exercise_set, exercise=exercise, order=order)
    return exercise_set


def answer(client, exercise_set, number, values, assignment):
    key = "a" if len(values) == 1 and not values[0][:1].isdigit() else "c"
    return client.post(f"/profesores/l/{exercise_set.token}/{number}/?tarea={assignment.pk}", {key: values})


def csv_rows(response):
    return list(csv.reader(io.StringIO(response.content.decode("utf-8-sig")), delimiter=";"))


# --- a regrade gives every answer a true mark -----------------------------------------------------


@pytest.mark.django_db
def test_a_regrade_makes_an_answer_naming_a_card_no_longer_on_the_table_wrong(
    teacher, teacher_client, student, learner, classroom
):
    winner = Exercise.objects.create(owner=teacher, kind="winner", position=WINNER, title="Quién gana")
    exercise_set = make_set(teacher, winner)
    assignment = Assignment.objects.create(classroom=classroom, kind="set", exercise_set=exercise_set)
    result = student.post(f"/profesores/l/{exercise_set.token}/1/?tarea={assignment.pk}", {"a": "2o"})[
        "Location"
    ]
    assert Answer.objects.get(user=learner).correct
    url = f"/profesores/ejercicios/{winner.pk}/editar/"
    fixed = builder_data(kind="winner", trump="o", hand="", table="5e,1e,2c", title="Quién gana")
    fixed |= {"on_answers": "regrade", "regrade_note": "Era el dos de copas."}
    before = teacher_client.post(url, fixed, HTTP_HX_REQUEST="true").content.decode()
    assert "1 respuesta pasa de bien a mal" in before  # said before saving
    assert teacher_client.post(url, fixed | {"action": "save"}).status_code == 302
    row = Answer.objects.get(user=learner)
    assert not row.correct
    assert not row.ungraded
    page = student.get(result).content.decode()
    assert "¡Bien!" not in page
    assert "cuenta como mal" in page
    assert "Era el dos de copas." in page
    change = MarkChange.objects.get(student=learner)
    assert (change.kind, change.before, change.correct) == ("regrade", "right", False)
    member = classroom.memberships.get()
    history = teacher_client.get(f"/profesores/clases/{classroom.pk}/alumnos/{member.pk}/").content.decode()
    assert "Era el dos de copas." in history.split('id="mark-history"')[1]


@pytest.mark.django_db
def test_an_answer_the_corrected_exercise_cannot_judge_is_counted_and_shown_as_such(
    teacher, teacher_client, student, learner, classroom
):
    legal = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Montar")
    exercise_set = make_set(teacher, legal)
    assignment = Assignment.objects.create(classroom=classroom, kind="set", exercise_set=exercise_set)
    answer(student, exercise_set, 1, ["1o"], assignment)
    url = f"/profesores/ejercicios/{legal.pk}/editar/"
    to_points = builder_data(kind="points", title="Montar") | {"on_answers": "regrade"}
    before = teacher_client.post(url, to_points).content.decode()
    assert "1 respuesta no se podrá calificar" in before
    saved = teacher_client.post(url, to_points | {"action": "save"}, follow=True).content.decode()
    assert "sin calificar 1" in saved  # after saving: the count, and on the exercise's page
    assert 'id="ungraded-count"' in saved
    from teachers.progress import student_tasks

    row = Answer.objects.get(user=learner)
    assert row.ungraded
    (status,) = [task["status"] for entry in student_tasks(learner) for task in entry["tasks"]]
    assert not status.done  # it counts for nothing until she answers again or gets a mark
    assert status.detail == "0/1"


# --- one student, one score -------------------------------------------------------------------------


@pytest.mark.django_db
def test_under_best_attempt_the_same_score_is_on_every_page_and_export(
    teacher, teacher_client, student, learner, classroom
):
    exercises = [
        Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title=f"Montar {n}")
        for n in range(1, 6)
    ]
    exercise_set = make_set(teacher, *exercises)
    assignment = Assignment.objects.create(
        classroom=classroom, kind="set", exercise_set=exercise_set, attempts="best"
    )
    for number in range(1, 6):
        answer(student, exercise_set, number, ["4o"], assignment)  # wrong at first
    for number in range(1, 5):
        answer(student, exercise_set, number, ["1o"], assignment)  # right at the second try
    membership = classroom.memberships.get()
    page = teacher_client.get(f"/profesores/clases/{classroom.pk}/").content.decode()
    row = page.split('id="progress"')[1].split("</tr>")[1]
    assert "80 % <small>(4/5)</small>" in row
    assert "4/5" in row.split("</td>")[-2]
    member = teacher_client.get(
        f"/profesores/clases/{classroom.pk}/alumnos/{membership.pk}/"
    ).content.decode()
    assert "4/5" in member.split(f'id="task-state-{assignment.pk}"')[1][:200]
    assert member.count("es la que cuenta") == 5
    tasks = student.get("/profesores/tareas/").content.decode()
    assert "4/5" in tasks
    public = student.get(f"/profesores/l/{exercise_set.token}/?tarea={assignment.pk}").content.decode()
    assert public.count('class="ok"') == 4
    results = teacher_client.get(f"/profesores/listas/{exercise_set.pk}/resultados/").content.decode()
    group = results.split("<h2>4ºB")[1]
    assert group.count('class="ok"') == 4
    assert "cuenta el mejor intento" in results
    table = csv_rows(teacher_client.get(f"/profesores/clases/{classroom.pk}/csv/"))
    assert table[1][4:7] == ["5", "4", "80"]
    assert table[1][-1].endswith("4/5")
    answers = csv_rows(teacher_client.get(f"/profesores/clases/{classroom.pk}/respuestas/csv/"))
    counted = [row for row in answers[1:] if row[8] == "sí"]
    assert len(counted) == 5
    assert sorted(row[5] for row in counted) == ["bien"] * 4 + ["mal"]


@pytest.mark.django_db
def test_the_chart_counts_the_answer_that_counts(teacher, teacher_client, student, learner, classroom):
    legal = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Montar")
    exercise_set = make_set(teacher, legal)
    assignment = Assignment.objects.create(
        classroom=classroom, kind="set", exercise_set=exercise_set, attempts="last"
    )
    answer(student, exercise_set, 1, ["4o"], assignment)
    answer(student, exercise_set, 1, ["1o"], assignment)
    page = teacher_client.get(f"/profesores/clases/{classroom.pk}/").content.decode()
    chart = page.split(f'id="histogram-{legal.code}"')[1].split("</article>")[0]
    assert "1/1 bien" in chart


# --- lateness ---------------------------------------------------------------------------------------


@pytest.mark.django_db
def test_lateness_comes_from_the_attempt_that_counts(teacher, student, learner, classroom, monkeypatch):
    from teachers import marks

    legal = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Montar")
    exercise_set = make_set(teacher, legal)
    due = timezone.localdate()
    first = Assignment.objects.create(
        classroom=classroom, kind="set", exercise_set=exercise_set, attempts="first", due=due
    )
    answer(student, exercise_set, 1, ["4o"], first)  # on time, wrong
    later = timezone.now() + datetime.timedelta(days=2)
    Answer.objects.filter(user=learner).update(created=timezone.now())
    answer(student, exercise_set, 1, ["1o"], first)
    Answer.objects.filter(user=learner, correct=True).update(created=later)  # the right one, late
    assert not marks.result(first, learner).late  # the first attempt counts: on time
    first.attempts = "best"
    first.save()
    assert marks.result(first, learner).late  # the best attempt counts: it came late


@pytest.mark.django_db
def test_a_lesson_finished_after_its_due_date_is_late(teacher, learner, classroom):
    from teachers import marks
    from tutorial import course
    from tutorial.models import LearnerProgress

    lesson = course.lesson_by_slug("baraja")
    yesterday = timezone.localdate() - datetime.timedelta(days=1)
    assignment = Assignment.objects.create(
        classroom=classroom, kind="lesson", lesson_slug="baraja", due=yesterday
    )
    flows.join_class(classroom, learner)
    data = {
        "seen": {"baraja": list(range(1, lesson.step_count + 1))},
        "quizzes": {"baraja": {"best": 1.0, "mastered": True, "attempts": 1, "history": []}},
        "finished": {"baraja": timezone.now().isoformat(timespec="seconds")},
    }
    LearnerProgress.objects.create(user=learner, data=data)
    result = marks.result(assignment, learner)
    assert result.done
    assert result.late
    data["finished"]["baraja"] = (timezone.now() - datetime.timedelta(days=3)).isoformat(timespec="seconds")
    LearnerProgress.objects.filter(user=learner).update(data=data)
    learner.refresh_from_db()
    assert not marks.result(assignment, learner).late


@pytest.mark.django_db
def test_finishing_a_lesson_stamps_when_it_was_done(client):
    from tutorial import course
    from tutorial import flows as tutorial_flows
    from tutorial.progress import Progress

    lesson = course.lesson_by_slug("baraja")
    progress = Progress(None)
    for number in range(1, lesson.step_count + 1):
        progress.mark_seen(lesson.slug, number)
    assert not progress.note_finished(lesson)  # the quiz is still to take
    progress.record_quiz(lesson.slug, 1.0, 0.8)
    assert progress.note_finished(lesson)
    assert progress.finished_at(lesson) is not None
    assert tutorial_flows  # the flows stamp it as steps are seen and quizzes taken


# --- due dates ---------------------------------------------------------------------------------


@pytest.mark.django_db
def test_moving_a_due_date_says_whose_finished_work_changes_first(
    teacher, teacher_client, student, learner, classroom
):
    legal = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Montar")
    exercise_set = make_set(teacher, legal)
    today = timezone.localdate()
    assignment = Assignment.objects.create(
        classroom=classroom, kind="set", exercise_set=exercise_set, due=today + datetime.timedelta(days=5)
    )
    answer(student, exercise_set, 1, ["1o"], assignment)  # done today: on time
    url = f"/profesores/clases/{classroom.pk}/tareas/{assignment.pk}/editar/"
    moved = {
        "kind": "set",
        "exercise_set": exercise_set.pk,
        "due": (today - datetime.timedelta(days=1)).isoformat(),
    }
    first = teacher_client.post(url, moved)
    assert first.status_code == 400
    assert "Esa fecha ya ha pasado" in first.content.decode()
    second = teacher_client.post(url, moved | {"confirm_due": "on"})
    assert second.status_code == 302
    assignment.refresh_from_db()
    assert assignment.due == today - datetime.timedelta(days=1)
    back = {
        "kind": "set",
        "exercise_set": exercise_set.pk,
        "due": (today + datetime.timedelta(days=3)).isoformat(),
    }
    asked = teacher_client.post(url, back)
    assert asked.status_code == 400
    assert "Lucía (hecha): pasa de «con retraso» a «a tiempo»" in asked.content.decode()
    assignment.refresh_from_db()
    assert assignment.due == today - datetime.timedelta(days=1)  # nothing changed yet
    assert teacher_client.post(url, back | {"confirm_due": "on"}).status_code == 302


# --- the teacher's own marks ----------------------------------------------------------------------


@pytest.mark.django_db
def test_the_teacher_sets_excuses_and_resets_and_the_history_keeps_each_change(
    teacher, teacher_client, student, learner, classroom
):
    legal = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Montar")
    points = Exercise.objects.create(owner=teacher, kind="points", position=POINTS, title="Puntos")
    exercise_set = make_set(teacher, legal, points)
    assignment = Assignment.objects.create(
        classroom=classroom, kind="set", exercise_set=exercise_set, retries=False
    )
    answer(student, exercise_set, 1, ["4o"], assignment)
    membership = classroom.memberships.get()
    mark_url = f"/profesores/clases/{classroom.pk}/alumnos/{membership.pk}/nota/"
    base = {"assignment": assignment.pk}
    teacher_client.post(
        mark_url, base | {"exercise": legal.pk, "mark": "right", "note": "Bien visto el rey."}
    )
    teacher_client.post(mark_url, base | {"exercise": points.pk, "mark": "excuse", "note": "Faltó ese día."})
    from teachers import marks

    result = marks.result(assignment, learner)
    assert result.done
    assert result.detail == "1/1"
    public = student.get(f"/profesores/l/{exercise_set.token}/?tarea={assignment.pk}").content.decode()
    assert "Bien visto el rey." in public
    assert "Faltó ese día." in public
    assert student.get(f"/profesores/l/{exercise_set.token}/1/?tarea={assignment.pk}").status_code == 200
    assert answer(student, exercise_set, 1, ["1o"], assignment).status_code == 409  # one attempt
    teacher_client.post(mark_url, base | {"mark": "reset", "note": "Repítela."})
    assert answer(student, exercise_set, 1, ["1o"], assignment).status_code == 303  # again
    result = marks.result(assignment, learner)
    assert result.detail == "1/2"
    assert not result.done
    page = teacher_client.get(f"/profesores/clases/{classroom.pk}/alumnos/{membership.pk}/").content.decode()
    history = page.split('id="mark-history"')[1].split("</ol>")[0]
    for note in ("Bien visto el rey.", "Faltó ese día.", "Repítela."):
        assert note in history
    assert MarkChange.objects.filter(student=learner).count() == 3
    other = Client()
    other.force_login(teacher.__class__.objects.create_user("x@example.com", "x@example.com", "x"))
    assert other.post(mark_url, base | {"mark": "right", "exercise": legal.pk}).status_code in (403, 404)


@pytest.mark.django_db
def test_a_mark_for_an_exercise_not_in_the_assignment_is_refused(
    teacher, teacher_client, student, learner, classroom
):
    legal = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Montar")
    stray = Exercise.objects.create(owner=teacher, kind="legal", position=LEGAL, title="Suelto")
    exercise_set = make_set(teacher, legal)
    assignment = Assignment.objects.create(classroom=classroom, kind="set", exercise_set=exercise_set)
    membership = classroom.memberships.get()
    mark_url = f"/profesores/clases/{classroom.pk}/alumnos/{membership.pk}/nota/"
    data = {"assignment": assignment.pk, "exercise": stray.pk, "mark": "right"}
    assert teacher_client.post(mark_url, data).status_code == 404
    assert teacher_client.post(mark_url, {"assignment": "²", "mark": "right"}).status_code == 302
    assert not MarkChange.objects.exists()
