"""A learner's progress record stays small however much they practise, and a GET stores nothing."""

import pytest
from django.contrib.auth import get_user_model

from tutorial.models import LearnerProgress
from tutorial.progress import SEEDED_ANSWERS_KEPT, Progress

pytestmark = pytest.mark.django_db


def test_seeded_answers_are_bounded_and_the_latest_kept():
    progress = Progress({})
    progress.record_answer("baraja/3", "find", True)
    for seed in range(SEEDED_ANSWERS_KEPT + 150):
        progress.record_hint(f"practicar/points/{100000 + seed}", "points", 1)
    answers = progress.data["answers"]
    assert len(answers) == SEEDED_ANSWERS_KEPT + 1
    assert "baraja/3" in answers  # a lesson's own exercise is never dropped
    assert f"practicar/points/{100000 + SEEDED_ANSWERS_KEPT + 149}" in answers
    assert "practicar/points/100000" not in answers


def test_the_bound_holds_for_a_signed_in_learner_stored_in_the_database(client):
    learner = get_user_model().objects.create_user("p", "p@example.com", "pw-practise-1")
    client.force_login(learner)
    for seed in range(SEEDED_ANSWERS_KEPT + 5):
        client.post(f"/aprender/practicar/points/{100000 + seed}/", {"pista": "1"})
    answers = LearnerProgress.objects.get(user=learner).data["answers"]
    assert len(answers) == SEEDED_ANSWERS_KEPT
    assert f"practicar/points/{100000 + SEEDED_ANSWERS_KEPT + 4}" in answers
    assert "practicar/points/100000" not in answers


def test_a_get_with_a_hint_in_its_query_records_nothing(client):
    client.get("/aprender/baraja/3/")  # a step seen is recorded once (bounded by the course)
    before = dict(client.session.get("tutorial_progress", {}))
    for url in ("/aprender/baraja/3/?pista=3", "/aprender/practicar/points/123456/?pista=2"):
        assert client.get(url).status_code == 200
    assert client.session.get("tutorial_progress", {}) == before
    client.post("/aprender/baraja/3/", {"pista": "2"})
    assert client.session["tutorial_progress"]["answers"]["baraja/3"]["hints"] == 2


def test_a_signed_in_learner_reading_pages_creates_no_record(client):
    learner = get_user_model().objects.create_user("r", "r@example.com", "pw-reader-12")
    client.force_login(learner)
    for url in ("/aprender/", "/aprender/baraja/prueba/309/2/", "/aprender/practicar/points/123456/"):
        assert client.get(url).status_code == 200
    assert not LearnerProgress.objects.filter(user=learner).exists()
    client.get("/aprender/baraja/1/")  # a step seen: now there is something to keep
    assert LearnerProgress.objects.get(user=learner).data["seen"] == {"baraja": [1]}
