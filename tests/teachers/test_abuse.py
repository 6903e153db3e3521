"""Join codes that cannot be guessed: long codes, misses limited per person (account or browser
session) under a ceiling per address (as the trusted proxy reports it), a correct join link never
refused, and a whole class behind one school address joining with typos among them."""

import re

import pytest
from django.test import Client, override_settings

from teachers import limits
from teachers.models import Classroom, Exercise, ExerciseSet


def browser(address):
    """An anonymous visitor's browser with its session (any page that remembers something, a
    name or a lesson seen, starts one): her misses are counted for her."""
    client = Client(REMOTE_ADDR=address)
    assert client.session.session_key  # the test client starts and keeps one
    return client


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
    guesser = browser("203.0.113.9")
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
    guesser = browser("203.0.113.10")
    for attempt in range(limits.MISSES):
        monkeypatch.setattr(timezone, "now", lambda at=start + timedelta(seconds=attempt): at)
        assert guesser.get(f"/profesores/codigo/?codigo=CAAAAAA{attempt:02d}").status_code == 404
    assert guesser.get("/profesores/codigo/?codigo=CAAAAAAZZ").status_code == 429


@pytest.mark.django_db
def test_a_forged_forwarded_for_header_does_not_make_a_new_client(teacher):
    """A guesser who drops her cookies and forges X-Forwarded-For is still one address."""
    for attempt in range(limits.address_misses() + 2):
        forged = {"HTTP_X_FORWARDED_FOR": f"10.0.0.{attempt % 250}"}
        response = Client(REMOTE_ADDR="203.0.113.9").get(
            f"/profesores/codigo/?codigo=CAAAAA{attempt:03d}", **forged
        )
    assert response.status_code == 429  # the address's ceiling: the forged header changed nothing


@override_settings(ALLAUTH_TRUSTED_PROXY_COUNT=1)
@pytest.mark.django_db
def test_behind_the_trusted_proxy_each_client_is_counted_apart(teacher):
    """The address ceiling counts the client the proxy reports: a guesser who drops her cookies
    at one address is stopped there; a pupil at another address is not."""
    ceiling = limits.address_misses()
    for attempt in range(ceiling):
        fresh = Client(REMOTE_ADDR="127.0.0.1")  # a new browser session each time
        fresh.get(f"/profesores/codigo/?codigo=CAAAAA{attempt:03d}", HTTP_X_FORWARDED_FOR="203.0.113.9")
    blocked = Client(REMOTE_ADDR="127.0.0.1")
    assert (
        blocked.get("/profesores/codigo/?codigo=CZZZZZZZZ", HTTP_X_FORWARDED_FOR="203.0.113.9").status_code
        == 429
    )
    elsewhere = Client(REMOTE_ADDR="127.0.0.1")
    assert (
        elsewhere.get("/profesores/codigo/?codigo=CZZZZZZZZ", HTTP_X_FORWARDED_FOR="198.51.100.7").status_code
        == 404
    )


@pytest.mark.django_db
def test_one_pupils_guesses_do_not_lock_out_her_classmates_behind_the_same_address(teacher):
    from tests.teachers.conftest import make_user

    classroom = Classroom.objects.create(owner=teacher, name="4ºB")
    guesser = Client(REMOTE_ADDR="192.0.2.1")
    guesser.force_login(make_user("guesser@example.com"))
    for attempt in range(limits.MISSES):
        assert guesser.get(f"/profesores/codigo/?codigo=CAAAAAA{attempt:02d}").status_code == 404
    assert guesser.get(f"/profesores/codigo/?codigo={classroom.code}").status_code == 429
    classmate = Client(REMOTE_ADDR="192.0.2.1")
    classmate.force_login(make_user("classmate@example.com"))
    assert classmate.get(f"/profesores/codigo/?codigo={classroom.code}").status_code == 302


@pytest.mark.django_db
def test_a_correct_join_link_is_never_refused_by_the_limit_on_guesses(teacher):
    from tests.teachers.conftest import make_user

    classroom = Classroom.objects.create(owner=teacher, name="4ºB")
    pupil = Client(REMOTE_ADDR="192.0.2.1")
    pupil.force_login(make_user("pupil@example.com"))
    for attempt in range(limits.MISSES + 3):
        pupil.get(f"/profesores/unirse/not-a-token-{attempt}/")
    assert pupil.get("/profesores/unirse/not-a-token-again/").status_code == 429
    assert pupil.get(f"/profesores/codigo/?codigo={classroom.code}").status_code == 429
    assert pupil.get(f"/profesores/unirse/{classroom.token}/").status_code == 200
    assert pupil.post(f"/profesores/unirse/{classroom.token}/").status_code == 302
    assert classroom.memberships.count() == 1


TYPOS = (  # what pupils type instead of a class code: a letter missing, 0 for O, a letter wrong
    lambda code: code[:-1],
    lambda code: code[:3] + "0" + code[4:],
    lambda code: code[:2] + ("B" if code[2] != "B" else "C") + code[3:],
)


@pytest.mark.django_db
def test_a_class_of_30_behind_one_address_joins_with_typos_among_them(teacher):
    from tests.teachers.conftest import make_user

    classroom = Classroom.objects.create(owner=teacher, name="4ºB")
    for number in range(30):
        client = Client(REMOTE_ADDR="192.0.2.1")
        client.force_login(make_user(f"s{number}@example.com"))
        for typo in TYPOS[: number % 4]:  # most pupils mistype, some more than once
            assert client.get(f"/profesores/codigo/?codigo={typo(classroom.code)}").status_code == 404
        found = client.get(f"/profesores/codigo/?codigo={classroom.code.lower()}")
        assert found.status_code == 302
        assert client.post(found["Location"]).status_code == 302
    assert classroom.memberships.count() == 30


@pytest.mark.django_db
def test_a_five_letter_code_shared_before_codes_grew_still_works(teacher, client):
    exercise = Exercise.objects.create(owner=teacher, kind="legal")
    Exercise.objects.filter(pk=exercise.pk).update(code="E7KQ2M")
    response = client.get("/profesores/codigo/?codigo=e7kq-2m")
    assert response.status_code == 302
    assert response["Location"].endswith(f"/e/{exercise.token}/")
