"""ops.sessions: database sessions read with one SELECT behave as Django's database backend."""

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
