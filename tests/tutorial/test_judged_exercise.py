"""Lesson 14 step 6 asks which discard is wise: graded by the judge of the practice games (legal
is not enough), deterministically, through the lesson's page."""

import pytest
from django.utils import translation

from tutorial.course import lesson_by_slug
from tutorial.exercises import judged
from tutorial.exercises.registry import build

pytestmark = pytest.mark.django_db

STEP = 6


def _exercise():
    step = lesson_by_slug("consejos").steps[STEP - 1]
    assert step.kind == "exercise"
    return build(step.data["exercise"])


def test_the_step_grades_the_wise_discard_not_only_a_legal_one():
    exercise = _exercise()
    assert exercise.type == "jugada"
    legal = exercise.position.legal_cards()
    assert legal == {"1b", "2b", "6e", "12e"}  # any card is legal here...
    assert exercise.solution() == {"2b", "6e"}  # ...but the judge wants a blank one
    with translation.override("es"):
        for card in ("2b", "6e"):
            assert exercise.grade(card).correct
        ace = exercise.grade("1b")
    assert not ace.correct
    said = " ".join(text for _ok, text in ace.lines)
    assert "le da 11 puntos" in said
    assert "de media" in said
    assert not exercise.grade("12e").correct


def test_the_judges_grading_is_deterministic():
    first = {card: (v.label, v.loss) for card, v in _exercise().judged().items()}
    judged.judgements.cache_clear()
    again = {card: (v.label, v.loss) for card, v in _exercise().judged().items()}
    assert first == again


def test_the_lesson_page_grades_it(client):
    client.cookies["django_language"] = "es"
    url = f"/aprender/consejos/{STEP}/"
    page = client.get(url).content.decode()
    assert "¿Qué carta echarías?" in page
    wrong = client.post(url, {"a": "1b"})
    assert wrong.status_code == 303
    assert "Hay una jugada mejor" in client.get(wrong["Location"]).content.decode()
    right = client.post(url, {"a": "2b"})
    assert "¡Bien!" in client.get(right["Location"]).content.decode()
