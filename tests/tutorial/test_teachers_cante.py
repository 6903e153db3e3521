"""The teachers' "can you declare" question is the course's cante exercise: it is offered once
the tutorial has the type, saved from the builder, answered and explained by the engine."""

import pytest

from teachers.models import Exercise
from tests.teachers.conftest import builder_data, make_user

pytestmark = pytest.mark.django_db


def test_a_teacher_builds_a_cante_question_and_a_student_answers_it(client):
    teacher = make_user("profe@example.com", teacher=True, name="Profe")
    client.force_login(teacher)
    data = builder_data(action="save", kind="cante", trump="o", hand="12o,11o,12c,11c,1e,5e,7b", table="")
    response = client.post("/profesores/ejercicios/nuevo/", data)
    assert response.status_code == 302, response.content.decode()[:2000]
    exercise = Exercise.objects.get(owner=teacher, kind="cante")
    assert exercise.position == "v:arrastre/4 t:o s:0 h0:12o,11o,12c,11c,1e,5e,7b"

    url = f"/profesores/e/{exercise.token}/"
    student = type(client)()  # the owner's own answers are a preview, not recorded
    student.force_login(make_user("alumna@example.com", name="Lucía"))
    page = student.get(url).content.decode()
    assert 'value="cante:o"' in page
    assert 'value="nada"' in page
    response = student.post(url, {"c": ["cante:c"]})
    assert response.status_code == 303
    shown = student.get(response["Location"]).content.decode()
    assert "las cuarenta van primero" in shown
    assert "valen 40 puntos" in shown


def test_the_builder_words_engine_errors_from_their_code():
    from teachers.builder import Draft, draft_from_notation

    _draft, errors = draft_from_notation("v:arrastre/4 t:c s:0 h0:1o,1o", Draft())
    assert errors == {"notation": ["La notación no es válida: el as de oros está dos veces."]}
    _draft, errors = draft_from_notation("v:arrastre/4 t:c s:0 m:1o,2o,3o,4o,5o", Draft())
    assert "caben como mucho 4 cartas en la mesa" in errors["notation"][0]
    _draft, errors = draft_from_notation("v:arrastre/4 t:c s:0 q:1", Draft())
    assert "no se conoce la clave «q»" in errors["notation"][0]


@pytest.mark.parametrize(
    ("position", "fact"),
    [
        ("v:arrastre/4 t:c s:2 h2:4o,1o,3c m:1e,2e o:montar_al_companero=1", "se monta al compañero"),
        ("v:cabrero/4 t:c s:2 h2:4o,1o,3c m:1e,2e o:no_vale_cargar=1", "no vale cargar"),
        (
            "v:habanero/2 t:c s:1 h1:4o,1o,3c,5e,6e,7e,4b,5b m:1c p:10 o:arrastrar_con_mazo=1",
            "se arrastra con mazo",
        ),
    ],
)
def test_a_teachers_exercise_states_its_tables_options_and_is_graded_as_the_rules_say(client, position, fact):
    """Teachers' exercises reuse the course's types: the student reads the options on the page
    and a rules-perfect answer is right."""
    from tests.tutorial.learner import read, solve

    teacher = make_user("profe2@example.com", teacher=True, name="Profe")
    exercise = Exercise.objects.create(owner=teacher, kind="legal", position=position, title="Opciones")
    client.force_login(make_user("alumna@example.com", name="Alumna"))
    client.cookies["django_language"] = "es"
    url = f"/profesores/e/{exercise.token}/"
    page = read(client.get(url).content.decode())
    assert any(fact in line for line in page.facts)
    answer = solve(page)
    response = client.post(url, {answer.field: list(answer.right[0])})
    assert response.status_code == 303
    assert read(client.get(response["Location"]).content.decode()).verdict == "right"
