"""System checks for a deployment: shared state must live in a shared service.

With DEBUG off the site runs several workers (and maybe hosts): a cache kept in one process's
memory would give each worker its own rate-limit counters and session copies. ``manage.py
check`` reports it, and the WSGI entry point refuses to serve (``refuse_to_serve_misconfigured``).
"""

from django.conf import settings
from django.core import checks
from django.core.exceptions import ImproperlyConfigured

PER_PROCESS_CACHES = {
    "django.core.cache.backends.locmem.LocMemCache",
    "django.core.cache.backends.dummy.DummyCache",
}


@checks.register(checks.Tags.caches)
def shared_cache(app_configs=None, **kwargs):
    if settings.DEBUG:
        return []
    backend = settings.CACHES.get("default", {}).get("BACKEND", "")
    if backend in PER_PROCESS_CACHES:
        return [
            checks.Error(
                f"With DEBUG off the cache must be shared by every worker; {backend} lives in one process.",
                hint="Set REDIS_URL (e.g. redis://127.0.0.1:6379/0): cache, sessions and rate limits use it.",
                id="ops.E001",
            )
        ]
    return []


def refuse_to_serve_misconfigured():
    """Raise ImproperlyConfigured when a deployment check fails (called by tute_site/wsgi.py)."""
    errors = [
        message
        for message in checks.run_checks(tags=[checks.Tags.caches])
        if message.is_serious() and not message.is_silenced()
    ]
    if errors:
        described = (f"{error.id}: {error.msg} {error.hint or ''}" for error in errors)
        raise ImproperlyConfigured("; ".join(described))
