"""A teacher assigns a set of puzzles to a class (by theme and variant, or by their codes) and
sees each student's answers like any other exercise's."""

import pytest
from django.contrib.auth import get_user_model

from puzzles.models import Puzzle
from teachers import flows
from teachers.models import Answer, Assignment, Classroom, Exercise, ExerciseSet, Membership
from tests.puzzles.conftest import card_puzzle, wrong_play

pytestmark = pytest.mark.django_db


def person(email, *, teacher=False, name=""):
    user = get_user_model().objects.create_user(username=email, email=email, password="x")
    flows.set_profile(user, is_teacher=teacher, display_name=name)
    return user


@pytest.fixture
def teacher_client(client):
    client.force_login(person("profe@example.com", teacher=True, name="Profe"))
    return client


def test_a_theme_set_is_assigned_and_the_answers_show_in_the_class(teacher_client, shipped):
    from django.test import Client

    teacher = get_user_model().objects.get(email="profe@example.com")
    classroom = Classroom.objects.create(owner=teacher, name="4º B")
    puzzle = card_puzzle()
    theme = puzzle.themes[0]
    page = teacher_client.get(f"/profesores/listas/problemas/?clase={classroom.pk}")
    assert page.status_code == 200
    response = teacher_client.post(
        "/profesores/listas/problemas/",
        {"family": puzzle.family, "theme": theme, "count": 3, "classroom": classroom.pk, "once": "k1"},
    )
    assert response.status_code == 302
    exercise_set = ExerciseSet.objects.get()
    exercises = [item.exercise for item in exercise_set.live_items()]
    assert exercises
    for exercise in exercises:
        assert exercise.kind == Exercise.Kind.PUZZLE
        chosen = Puzzle.objects.get(code=exercise.accepted[0])
        assert chosen.family == puzzle.family
        assert theme in chosen.themes
    assignment = Assignment.objects.get()
    assert assignment.exercise_set == exercise_set
    assert assignment.classroom == classroom

    student = person("lucia@example.com", name="Lucía")
    Membership.objects.create(classroom=classroom, student=student, name="Lucía")
    student_client = Client()
    student_client.force_login(student)
    item = exercise_set.live_items().first()
    target = Puzzle.objects.get(code=item.exercise.accepted[0])
    url = f"/profesores/l/{exercise_set.token}/ej/{item.pk}/?tarea={assignment.pk}"
    form = student_client.get(url).content.decode()
    assert target.notation.split()[0][2:] in form or 'class="hand"' in form
    wrong = wrong_play(target)
    answered = student_client.post(url, {"a": wrong})
    assert answered.status_code == 303
    shown = student_client.get(answered["Location"]).content.decode()
    assert "No es la mejor" in shown
    row = Answer.objects.get()
    assert row.correct is False
    assert row.given == wrong
    assert row.assignment == assignment
    class_page = teacher_client.get(f"/profesores/clases/{classroom.pk}/").content.decode()
    assert f'id="histogram-{item.exercise.code}"' in class_page
    assert "Lucía" in class_page
    results = teacher_client.get(f"/profesores/listas/{exercise_set.pk}/resultados/").content.decode()
    assert "Lucía" in results


def test_hand_picked_codes_make_the_set_in_their_order(teacher_client, shipped):
    codes = list(Puzzle.objects.filter(kind="card").order_by("-key").values_list("code", flat=True)[:2])
    response = teacher_client.post(
        "/profesores/listas/problemas/", {"codes": " , ".join(codes).upper(), "count": 8, "once": "k2"}
    )
    assert response.status_code == 302
    picked = [item.exercise.accepted[0] for item in ExerciseSet.objects.get().live_items()]
    assert picked == codes


def test_bad_codes_and_strangers_are_refused(teacher_client, shipped, client):
    response = teacher_client.post("/profesores/listas/problemas/", {"codes": "zzzzzzzz", "count": 8})
    assert response.status_code == 400
    assert "zzzzzzzz" in response.content.decode()
    response = teacher_client.post("/profesores/listas/problemas/", {"codes": "<b>x\x00", "count": 8})
    assert response.status_code == 400
    assert not ExerciseSet.objects.exists()
    from django.test import Client

    stranger = Client()
    stranger.force_login(person("nadie@example.com"))
    assert stranger.get("/profesores/listas/problemas/").status_code == 403


def test_the_puzzle_exercise_grades_with_the_puzzle_and_explains_with_the_judge(shipped):
    from teachers.exercises import build

    puzzle = card_puzzle()
    exercise = build({"type": "puzzle", "position": puzzle.notation, "puzzle": puzzle.code})
    right = exercise.grade(exercise.parse([puzzle.solution]))
    assert right.correct
    wrong = exercise.grade(exercise.parse([wrong_play(puzzle)]))
    assert not wrong.correct
    assert wrong.lines  # the judge's reasons, in words
    assert exercise.hints()[-1].startswith("La buena es")
