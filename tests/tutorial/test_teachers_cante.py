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
    page = client.get(url).content.decode()
    assert 'value="cante:o"' in page and 'value="nada"' in page
    response = client.post(url, {"c": ["cante:c"]})
    assert response.status_code == 303
    shown = client.get(response["Location"]).content.decode()
    assert "las cuarenta van primero" in shown
    assert "valen 40 puntos" in shown


def test_the_builder_words_engine_errors_from_their_code():
    from teachers.builder import Draft, draft_from_notation

    _draft, errors = draft_from_notation("v:arrastre/4 t:c s:0 h0:1o,1o", Draft())
    assert errors == {"notation": ["La notación no es válida: la carta 1o está dos veces."]}
    _draft, errors = draft_from_notation("v:arrastre/4 t:c s:0 m:1o,2o,3o,4o,5o", Draft())
    assert "caben como mucho 4 cartas en la mesa" in errors["notation"][0]
    _draft, errors = draft_from_notation("v:arrastre/4 t:c s:0 q:1", Draft())
    assert "no se conoce la clave «q»" in errors["notation"][0]
