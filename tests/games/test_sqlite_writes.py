"""On SQLite (the default database) a play must not fail when another request writes meanwhile."""

import sqlite3
import threading

import pytest
from django.conf import settings


def test_sqlite_transactions_take_the_write_lock_at_begin():
    db = settings.DATABASES["default"]
    if db["ENGINE"] != "django.db.backends.sqlite3":
        pytest.skip("SQLite only")
    assert db["OPTIONS"]["transaction_mode"] == "IMMEDIATE"


def test_with_these_options_a_read_then_write_survives_a_concurrent_write(tmp_path):
    """The failure seen on the dev server, reproduced on a file database with the same options."""
    options = settings.DATABASES["default"].get("OPTIONS", {})
    if settings.DATABASES["default"]["ENGINE"] != "django.db.backends.sqlite3":
        pytest.skip("SQLite only")
    path = tmp_path / "race.sqlite3"
    setup = sqlite3.connect(path)
    setup.execute("create table t (x integer)")
    setup.commit()
    setup.close()
    mode = options.get("transaction_mode") or "DEFERRED"
    play = sqlite3.connect(path, timeout=options.get("timeout", 5), isolation_level=None)
    other = sqlite3.connect(
        path, timeout=options.get("timeout", 5), isolation_level=None, check_same_thread=False
    )
    play.execute(f"begin {mode}")
    play.execute("select count(*) from t").fetchall()  # the play reads the game...
    done = threading.Event()

    def feedback_write():
        other.execute("insert into t values (1)")  # ...the feedback request writes its note...
        done.set()

    writer = threading.Thread(target=feedback_write)
    writer.start()
    writer.join(0.3)
    play.execute("insert into t values (2)")  # ...and the play saves.
    play.execute("commit")
    writer.join(5)
    assert done.is_set()
    play.close()
    other.close()
