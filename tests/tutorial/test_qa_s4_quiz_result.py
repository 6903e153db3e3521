"""QA pass (learning part): a failed quiz sends the learner to «Repasar», which its message
names, with a link."""

import pytest

from tutorial import course, flows
from tutorial.exercises import build

pytestmark = pytest.mark.django_db


def test_a_failed_quiz_links_to_the_review_page(client):
    lesson = course.lesson_by_slug("montar")
    seed = 7
    for number, spec in enumerate(flows.quiz_specs(lesson, seed), start=1):
        exercise = build(spec)
        wrong = [code for code in exercise.cards() if code not in exercise.solution()][:1]
        client.post(f"/aprender/montar/prueba/{seed}/{number}/", {"c": wrong})
    page = client.get(f"/aprender/montar/prueba/{seed}/", headers={"Accept-Language": "es"}).content.decode()
    assert "Aún no" in page
    assert 'id="review" href="/aprender/repasar/"' in page


def test_a_quiz_not_yet_finished_has_no_review_button(client):
    page = client.get("/aprender/montar/prueba/7/").content.decode()
    assert 'id="review"' not in page
