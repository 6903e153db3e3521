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
