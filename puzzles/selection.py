"""Which puzzle to serve: near the learner's rating, within the family and theme chosen, one not
tried yet; the run of a streak; the puzzle of the day.

As on Lichess, a learner meets puzzles rated close to their own rating: the closest untried ones
within ``WINDOWS`` points (widening until some are found), one of the ``CLOSEST`` nearest chosen at
random so two learners of the same rating do not see the same sequence. A streak is a fixed run
of puzzles of rising rating (``STREAK_STEPS``), one from each step, any family; it ends at the
first miss. The daily puzzle is chosen once a day among the puzzles of middling rating that were
never the daily puzzle, from the date itself.
"""

import hashlib
import random

from django.db import IntegrityError, transaction
from django.db.models import F, Func

from puzzles.models import Attempt, DailyPuzzle, Puzzle

WINDOWS = (75, 150, 300, 600, 5000)
CLOSEST = 12
STREAK_START = 550
STREAK_STEP = 45
STREAK_LENGTH = 40
STREAK_SPREAD = 60  # a step takes a puzzle within this many points of its rating
DAILY_RANGE = (800, 1500)


class Abs(Func):
    function = "ABS"


def pool(family="", theme=""):
    puzzles = Puzzle.objects.all()
    if family:
        puzzles = puzzles.filter(family=family)
    if theme:
        puzzles = puzzles.with_theme(theme)
    return puzzles


def tried_ids(solver):
    if solver is None or solver.pk is None:
        return set()
    return set(Attempt.objects.filter(solver=solver).values_list("puzzle_id", flat=True))


def near(rating, *, family="", theme="", exclude=(), rng=None):
    """An untried puzzle close to ``rating`` in the chosen pool (or the oldest tried one when
    every puzzle of the pool was tried), or None when the pool is empty."""
    rng = rng or random.Random()
    puzzles = pool(family, theme)
    fresh = puzzles.exclude(pk__in=list(exclude))
    for window in WINDOWS:
        found = list(
            fresh.filter(rating__gte=rating - window, rating__lte=rating + window)
            .annotate(distance=Abs(F("rating") - rating))
            .order_by("distance", "pk")[:CLOSEST]
        )
        if found:
            return rng.choice(found)
    return puzzles.annotate(distance=Abs(F("rating") - rating)).order_by("distance", "pk").first()


def streak_run(seed):
    """The codes of a new streak: one puzzle per step of rising rating, in order."""
    rng = random.Random(seed)
    codes = []
    for step in range(STREAK_LENGTH):
        target = STREAK_START + STREAK_STEP * step
        choices = list(
            Puzzle.objects.filter(rating__gte=target - STREAK_SPREAD, rating__lte=target + STREAK_SPREAD)
            .exclude(code__in=codes)
            .order_by("pk")
            .values_list("code", flat=True)
        )
        if choices:
            codes.append(rng.choice(choices))
    return codes


def _day_index(day, count):
    digest = hashlib.sha256(day.isoformat().encode()).digest()
    return int.from_bytes(digest[:8], "big") % count


def daily(day):
    """The puzzle of ``day``: kept once chosen (the first visit of the day chooses it)."""
    found = DailyPuzzle.objects.filter(day=day).select_related("puzzle").first()
    if found is not None:
        return found.puzzle
    used = DailyPuzzle.objects.values_list("puzzle_id", flat=True)
    low, high = DAILY_RANGE
    choices = Puzzle.objects.filter(rating__gte=low, rating__lte=high, kind="card").exclude(pk__in=used)
    count = choices.count()
    if not count:
        choices = Puzzle.objects.exclude(pk__in=used)
        count = choices.count()
    if not count:
        return None
    puzzle = choices.order_by("key")[_day_index(day, count)]
    try:
        with transaction.atomic():
            DailyPuzzle.objects.create(day=day, puzzle=puzzle)
    except IntegrityError:  # another request chose it at the same moment: theirs stands
        return DailyPuzzle.objects.get(day=day).puzzle
    return puzzle
