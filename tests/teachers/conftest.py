import pytest
from django.contrib.auth import get_user_model

from teachers import flows


def make_user(email, *, teacher=False, name=""):
    user = get_user_model().objects.create_user(username=email, email=email, password="x")
    if teacher or name:
        flows.set_profile(user, is_teacher=teacher, display_name=name)
    return user


@pytest.fixture
def teacher(db):
    return make_user("teacher@example.com", teacher=True, name="Profe")


@pytest.fixture
def other_teacher(db):
    return make_user("other@example.com", teacher=True, name="Otra")


@pytest.fixture
def learner(db):
    return make_user("learner@example.com", name="Lucía")


@pytest.fixture
def stranger(db):
    return make_user("stranger@example.com")


@pytest.fixture
def teacher_client(client, teacher):
    client.force_login(teacher)
    return client


def builder_data(**overrides):
    data = {
        "variant": "arrastre/4",
        "opt_parejas": "1",
        "trump": "c",
        "kind": "legal",
        "hand": "4o,7o,1o,3c,5e",
        "table": "5o,12o",
        "accepted": "",
        "title": "Montar",
        "question": "",
        "comment": "Fíjate en el **rey**.",
        "target": "hand",
    }
    data.update(overrides)
    return data


@pytest.fixture
def exercise(teacher):
    from teachers.models import Exercise

    return Exercise.objects.create(
        owner=teacher,
        kind="legal",
        position="v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o",
        comment="Mira el <b>rey</b> de oros.",
    )


@pytest.fixture(autouse=True)
def fresh_rate_limits():
    """Rate-limit counters live in the cache: every test starts with none."""
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()
