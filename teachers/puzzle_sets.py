"""A teacher's set of puzzles: chosen by variant and theme (spread over the puzzles' ratings, from
the easiest to the hardest) or picked by their codes. Each puzzle becomes an exercise of the type
"puzzle" (puzzles/exercise.py) in a new set, which is assigned to a class like any other set: the
students answer it on the set's pages, the teacher sees every answer in the class's tables,
charts and CSV files.

Only puzzles whose answer is a card: a set of «¿qué carta jugarías?» questions.
"""

from django.db import transaction

from puzzles.models import Puzzle
from puzzles.selection import pool
from teachers import flows
from teachers.models import Assignment, Exercise, ExerciseSet

MAX_PUZZLES = 20


class NoPuzzles(ValueError):
    """No puzzle fits what was asked (or a code names no puzzle)."""


def choose(*, family="", theme="", count=8, codes=()):
    """The puzzles of a new set: those of ``codes`` in their order, or ``count`` chosen from the
    family and theme, evenly spread over their ratings."""
    if codes:
        found = {p.code: p for p in Puzzle.objects.filter(code__in=codes, kind="card")}
        missing = [code for code in codes if code not in found]
        if missing:
            raise NoPuzzles(", ".join(missing))
        return [found[code] for code in codes][:MAX_PUZZLES]
    puzzles = list(pool(family, theme).filter(kind="card").order_by("rating", "pk"))
    if not puzzles:
        raise NoPuzzles("")
    count = max(1, min(count, MAX_PUZZLES, len(puzzles)))
    step = len(puzzles) / count
    return [puzzles[int(step * n + step / 2)] for n in range(count)]


@transaction.atomic
def create_set(owner, *, title, puzzles, classroom=None, due=None):
    """A new set of ``puzzles`` for ``owner`` (and its assignment to ``classroom``, if any)."""
    exercise_set = ExerciseSet.objects.create(owner=owner, title=title)
    for puzzle in puzzles:
        exercise = Exercise.objects.create(
            owner=owner,
            kind=Exercise.Kind.PUZZLE,
            position=puzzle.notation,
            accepted=[puzzle.code],
            title=f"{exercise_set.title} · {puzzle.code}"[:120],
        )
        flows.add_to_set(exercise_set, exercise)
    if classroom is not None:
        flows.add_assignment(classroom, kind=Assignment.Kind.SET, exercise_set=exercise_set, due=due)
    return exercise_set
