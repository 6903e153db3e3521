"""Transient database trouble, told apart from bugs.

PostgreSQL answers a lock wait longer than ``lock_timeout`` with SQLSTATE 55P03
(lock_not_available) and a statement longer than ``statement_timeout`` with 57014
(query_canceled); both timeouts are set per connection in settings.DATABASES.
"""

from django.db import OperationalError

LOCK_NOT_AVAILABLE = "55P03"
QUERY_CANCELED = "57014"


def sqlstate(error):
    cause = getattr(error, "__cause__", None)
    return getattr(cause, "sqlstate", None) or getattr(error, "sqlstate", None)


def lock_wait_expired(error):
    """True when ``error`` says another transaction held a row too long (the caller may answer
    as it does for a table that changed meanwhile)."""
    return isinstance(error, OperationalError) and sqlstate(error) == LOCK_NOT_AVAILABLE


def database_busy(error):
    """A lock wait or a statement that ran out of time: the site is busy, nothing is broken."""
    return isinstance(error, OperationalError) and sqlstate(error) in {LOCK_NOT_AVAILABLE, QUERY_CANCELED}
