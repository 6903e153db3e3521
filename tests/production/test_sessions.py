"""ops.sessions: database sessions read with one SELECT behave as Django's database backend."""

from collections import OrderedDict
from datetime import timedelta

import pytest
from django.conf import settings
from django.contrib.sessions.backends.db import SessionStore as DjangoStore
from django.contrib.sessions.models import Session
from django.utils import timezone

from ops.sessions import SessionStore

pytestmark = pytest.mark.django_db


def test_the_site_uses_it():
    assert settings.SESSION_ENGINE == "ops.sessions"


def test_reads_what_django_wrote_and_the_other_way_round():
    theirs = DjangoStore()
    theirs["progress"] = {"baraja": [1, 2]}
    theirs.save()
    ours = SessionStore(theirs.session_key)
    assert ours["progress"] == {"baraja": [1, 2]}
    ours["lang"] = "en"
    ours.save()
    again = DjangoStore(theirs.session_key)
    assert again["progress"] == {"baraja": [1, 2]} and again["lang"] == "en"


def test_an_unknown_key_gives_an_empty_session_and_no_key():
    store = SessionStore("x" * 32)
    assert store.load() == {}
    assert store.session_key is None


def test_an_expired_session_is_not_read():
    store = SessionStore()
    store["a"] = 1
    store.save()
    Session.objects.filter(session_key=store.session_key).update(
        expire_date=timezone.now() - timedelta(seconds=1)
    )
    fresh = SessionStore(store.session_key)
    assert fresh.get("a") is None
    assert fresh.session_key is None


def test_tampered_data_reads_as_empty():
    store = SessionStore()
    store["a"] = 1
    store.save()
    Session.objects.filter(session_key=store.session_key).update(session_data="not-signed:at-all")
    assert SessionStore(store.session_key).get("a") is None


# ---- The worker's memory of anonymous sessions (validated by the version cookie) ---------------

from django.contrib.auth import get_user_model  # noqa: E402
from django.db import connection  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402
from django.urls import reverse  # noqa: E402

from ops import sessions  # noqa: E402


@pytest.fixture(autouse=True)
def _empty_memory():
    sessions._CACHE.clear()
    yield
    sessions._CACHE.clear()


STEP = "/aprender/baraja/1/"


def test_a_returning_anonymous_learner_is_served_without_reading_the_database(
    client, django_assert_num_queries
):
    first = client.get(STEP)
    assert first.status_code == 200
    assert first.cookies["sessionver"].value == sessions._CACHE[client.session.session_key][0]
    with django_assert_num_queries(0):
        again = client.get(STEP)
    assert again.status_code == 200 and "sessionver" not in again.cookies


def test_a_page_that_does_not_read_the_session_leaves_the_version_cookie_alone(client):
    client.get(STEP)
    response = client.get("/healthz")
    assert "sessionver" not in response.cookies


def test_what_another_worker_saved_is_read_from_the_database():
    mine = SessionStore()
    mine["progress"] = {"baraja": [1]}
    mine.save()
    key = mine.session_key
    # Another worker (it does not share this one's memory) saves a newer version, and its
    # response gives the browser that version's cookie.
    theirs = DjangoStore(key)
    theirs["progress"] = {"baraja": [1, 2]}
    theirs.save()
    newer = sessions.version_of(Session.objects.get(session_key=key).session_data)
    assert sessions._CACHE[key][0] != newer
    here = SessionStore(key)
    here.client_version = newer
    assert here["progress"] == {"baraja": [1, 2]}
    assert sessions._CACHE[key][0] == newer


def test_without_the_version_cookie_or_with_a_forged_one_the_database_is_read(
    client, django_assert_num_queries
):
    client.get(STEP)
    version = client.cookies["sessionver"].value
    for forged in ("", "0" * 24, "<script>", version[:-1]):
        client.cookies["sessionver"] = forged
        with django_assert_num_queries(1):
            response = client.get(STEP)
        assert response.status_code == 200
        assert response.cookies["sessionver"].value == version


def test_a_signed_in_session_is_never_kept_and_logging_out_drops_the_cookie(client):
    client.get(STEP)
    anonymous_key = client.session.session_key
    user = get_user_model().objects.create_user("ana", "ana@example.com", "pw-para-probar-1")
    client.force_login(user)
    assert anonymous_key not in sessions._CACHE
    response = client.get(STEP)
    assert response.cookies["sessionver"]["max-age"] == 0  # deleted: nothing to validate
    with CaptureQueriesContext(connection) as queries:
        client.get(reverse("tutorial:course"))
    assert "django_session" in queries.captured_queries[0]["sql"]  # read on every request
    assert client.session.session_key not in sessions._CACHE
    client.post(reverse("account_logout"))
    assert not any(key == client.session.session_key for key in sessions._CACHE)


def test_a_deleted_session_is_forgotten_by_the_worker_that_deleted_it():
    store = SessionStore()
    store["a"] = 1
    store.save()
    key = store.session_key
    assert key in sessions._CACHE
    store.flush()
    assert key not in sessions._CACHE


def test_entries_expire_and_the_memory_is_bounded(monkeypatch):
    monkeypatch.setattr(sessions, "CACHE_SIZE", 2)
    stores = []
    for n in range(3):
        store = SessionStore()
        store["n"] = n
        store.save()
        stores.append(store)
    assert list(sessions._CACHE) == [stores[1].session_key, stores[2].session_key]
    monkeypatch.setattr(sessions, "CACHE_SECONDS", -1)
    assert sessions._cached(stores[2].session_key, stores[2].version) is None
    assert stores[2].session_key not in sessions._CACHE


def test_a_learner_moving_between_workers_keeps_every_step(client, monkeypatch):
    """Two workers, each with its own memory: every save on one is seen by the other."""
    workers = {"a": OrderedDict(), "b": OrderedDict()}
    for worker, step in (("a", 1), ("b", 2), ("a", 3), ("b", 4), ("a", 4), ("b", 3)):
        monkeypatch.setattr(sessions, "_CACHE", workers[worker])
        assert client.get(f"/aprender/baraja/{step}/").status_code == 200
    assert client.session["tutorial_progress"]["seen"]["baraja"] == [1, 2, 3, 4]
    assert workers["a"][client.session.session_key][0] == workers["b"][client.session.session_key][0]


def test_a_hit_does_not_extend_the_trust_in_an_entry(client):
    client.get(STEP)
    key = client.session.session_key
    trusted_since = sessions._CACHE[key][2]
    client.get(STEP)
    assert sessions._CACHE[key][2] == trusted_since
