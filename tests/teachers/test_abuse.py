"""Join codes that cannot be guessed: long codes, look-ups and joins limited per client (the
client as the trusted proxy reports it), and a teacher who can remove an intruder and rotate."""

import re

import pytest
from django.test import Client, override_settings

from teachers import limits
from teachers.models import Classroom, Exercise, ExerciseSet


@pytest.mark.django_db
def test_codes_have_eight_random_letters_after_the_kind(teacher):
    for model, fields in (
        (Classroom, {"name": "x"}),
        (ExerciseSet, {"title": "x"}),
        (Exercise, {"kind": "legal"}),
    ):
        code = model.objects.create(owner=teacher, **fields).code
        assert re.fullmatch(r"[CLE][A-HJ-NP-Z2-9]{8}", code)


@pytest.mark.django_db
def test_wrong_codes_are_limited_per_client(teacher):
    classroom = Classroom.objects.create(owner=teacher, name="4ºB")
    guesser = Client(REMOTE_ADDR="203.0.113.9")
    for attempt in range(limits.MISSES):
        assert guesser.get(f"/profesores/codigo/?codigo=CAAAAAA{attempt:02d}").status_code == 404
    blocked = guesser.get(f"/profesores/codigo/?codigo={classroom.code}")
    assert blocked.status_code == 429
    assert "Demasiados intentos" in blocked.content.decode()
    assert guesser.get("/profesores/unirse/not-a-token/").status_code in (302, 429)
    other = Client(REMOTE_ADDR="198.51.100.7")
    assert other.get(f"/profesores/codigo/?codigo={classroom.code}").status_code == 302


@pytest.mark.django_db
def test_misses_are_counted_together_across_the_clocks_ten_minutes(teacher, monkeypatch):
    """A guesser who starts just before a round ten minutes gets no fresh count at the turn."""
    from datetime import UTC, datetime, timedelta

    from django.utils import timezone

    start = datetime(2026, 12, 2, 9, 59, 58, tzinfo=UTC)
    guesser = Client(REMOTE_ADDR="203.0.113.10")
    for attempt in range(limits.MISSES):
        monkeypatch.setattr(timezone, "now", lambda at=start + timedelta(seconds=attempt): at)
        assert guesser.get(f"/profesores/codigo/?codigo=CAAAAAA{attempt:02d}").status_code == 404
    assert guesser.get("/profesores/codigo/?codigo=CAAAAAAZZ").status_code == 429


@pytest.mark.django_db
def test_a_forged_forwarded_for_header_does_not_make_a_new_client(teacher):
    guesser = Client(REMOTE_ADDR="203.0.113.9")
    for attempt in range(limits.MISSES + 2):
        forged = {"HTTP_X_FORWARDED_FOR": f"10.0.0.{attempt}"}
        response = guesser.get(f"/profesores/codigo/?codigo=CAAAAAA{attempt:02d}", **forged)
    assert response.status_code == 429


@override_settings(ALLAUTH_TRUSTED_PROXY_COUNT=1)
@pytest.mark.django_db
def test_behind_the_trusted_proxy_each_client_is_counted_apart(teacher):
    proxy = Client(REMOTE_ADDR="127.0.0.1")
    for attempt in range(limits.MISSES):
        proxy.get(f"/profesores/codigo/?codigo=CAAAAAA{attempt:02d}", HTTP_X_FORWARDED_FOR="203.0.113.9")
    assert (
        proxy.get("/profesores/codigo/?codigo=CZZZZZZZZ", HTTP_X_FORWARDED_FOR="203.0.113.9").status_code
        == 429
    )
    assert (
        proxy.get("/profesores/codigo/?codigo=CZZZZZZZZ", HTTP_X_FORWARDED_FOR="198.51.100.7").status_code
        == 404
    )


@pytest.mark.django_db
def test_a_whole_class_behind_one_address_can_join(teacher):
    from tests.teachers.conftest import make_user

    classroom = Classroom.objects.create(owner=teacher, name="4ºB")
    for number in range(30):
        client = Client(REMOTE_ADDR="192.0.2.1")
        client.force_login(make_user(f"s{number}@example.com"))
        assert client.get(f"/profesores/codigo/?codigo={classroom.code}").status_code == 302
        assert client.post(f"/profesores/unirse/{classroom.token}/").status_code == 302
    assert classroom.memberships.count() == 30


@pytest.mark.django_db
def test_a_five_letter_code_shared_before_codes_grew_still_works(teacher, client):
    exercise = Exercise.objects.create(owner=teacher, kind="legal")
    Exercise.objects.filter(pk=exercise.pk).update(code="E7KQ2M")
    response = client.get("/profesores/codigo/?codigo=e7kq-2m")
    assert response.status_code == 302
    assert response["Location"].endswith(f"/e/{exercise.token}/")
