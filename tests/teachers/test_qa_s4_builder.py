"""QA round 4 of the exercise builder: the answer the teacher is shown in the preview."""

import re

import pytest
from django.urls import reverse

from tests.teachers.conftest import builder_data

NEW = reverse("teachers:exercise_new")


def _solution(response):
    match = re.search(r'id="solution"><strong>[^<]*</strong>\s*([^<]*)</p>', response.content.decode())
    assert match, "no solution line in the preview"
    return match.group(1).strip()


@pytest.mark.django_db
def test_a_cante_exercise_shows_the_declarations_as_its_answer(teacher_client):
    # The cante question's answer is a set of declarations (cante:o), not cards: the preview
    # used to look for them among the hand's cards and say "ninguna".
    notation = "v:arrastre/4 t:o s:0 h0:12o,11o,1e,3e,7b,2b,5c,4c"
    response = teacher_client.post(NEW, builder_data(kind="cante", action="load", notation=notation))
    assert _solution(response) == "las cuarenta en oros"


@pytest.mark.django_db
def test_a_cante_exercise_with_nothing_to_declare_says_nada(teacher_client):
    notation = "v:arrastre/4 t:o s:0 h0:12o,1e,3e,7b,2b,5c,4c,11c"
    response = teacher_client.post(NEW, builder_data(kind="cante", action="load", notation=notation))
    assert _solution(response) == "nada"


@pytest.mark.django_db
def test_a_legal_cards_exercise_still_lists_the_cards(teacher_client):
    response = teacher_client.post(NEW, builder_data())
    assert _solution(response) == "el as de oros"


@pytest.mark.django_db
def test_the_teacher_reads_a_cante_answer_in_words_not_as_a_code(teacher_client, teacher, learner):
    from django.test import Client

    from teachers.models import Exercise

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
    assert "las cuarenta en oros" in html and "las veinte en copas" in html
    assert "cante:o" not in html and "cante:c" not in html
