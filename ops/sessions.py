"""Database sessions, read with one prepared SQL statement instead of a queryset.

Every page reads the session (the learner's progress lives there until they sign up, and the
signed-in user's id always does), so its cost is paid on every request. Django's database
backend builds a queryset for it: measured on PostgreSQL 15 over 127.0.0.1, 0.28 ms per read,
against 0.07 ms for the same SELECT sent through the connection's cursor. Everything else
(writing, creating, expiring, clearing) is Django's backend unchanged, and so is the table:
any worker or host reads what any other wrote.

Settings: SESSION_ENGINE = "ops.sessions".
"""

from django.contrib.sessions.backends.db import SessionStore as DatabaseSessionStore
from django.db import connections, router
from django.utils import timezone


class SessionStore(DatabaseSessionStore):
    def load(self):
        """The session's data, or {} (and no key, as in Django's backend) when the key is
        unknown or expired."""
        model = self.model
        connection = connections[router.db_for_read(model)]
        table = connection.ops.quote_name(model._meta.db_table)
        now = connection.ops.adapt_datetimefield_value(timezone.now())
        with connection.cursor() as cursor:
            cursor.execute(
                f"SELECT session_data FROM {table} WHERE session_key = %s AND expire_date > %s",
                [self.session_key, now],
            )
            row = cursor.fetchone()
        if row is None:
            self._session_key = None
            return {}
        return self.decode(row[0])
