import pytest

from puzzles import flows, loading
from puzzles.models import Puzzle


@pytest.fixture
def shipped(db):
    """The shipped puzzles in the database (loaded at the start of the run; again after a test
    that flushed it)."""
    if not Puzzle.objects.exists():
        loading.load()
    return Puzzle.objects.all()


def card_puzzle(family=None):
    puzzles = Puzzle.objects.filter(kind="card").order_by("key")
    if family:
        puzzles = puzzles.filter(family=family)
    return puzzles.first()


def wrong_play(puzzle):
    """A play of the puzzle that is not the answer."""
    return next(a for a in flows.choices(puzzle) if a not in puzzle.accepted)


@pytest.fixture(autouse=True)
def fresh_rate_limits():
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()
