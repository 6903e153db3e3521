import pytest
from django.core.cache import cache


@pytest.fixture(autouse=True)
def _tables_settings(settings):
    """One process, its own channel layer and cache: each test's tables talk to nobody else."""
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    settings.CACHES = {
        **settings.CACHES,
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "tables-tests"},
    }
    settings.TABLES_TICK_SECONDS = 3600  # ticks are called by the tests themselves
    settings.TABLES_PARALLEL_DB = False  # one database thread, whose connection the tests close
    cache.clear()
