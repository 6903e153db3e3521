"""Use cases of the tutorial: answer a question, take a hint, finish a quiz, see a step."""

import secrets
from functools import lru_cache

from django.db import transaction

from tutorial.course import lesson_by_slug
from tutorial.exercises import build
from tutorial.generator import GENERATED_TYPES, generate
from tutorial.progress import Progress


def fresh_seed():
    return secrets.randbelow(900_000) + 100_000


def quiz_specs(lesson, seed):
    """The questions of one quiz attempt: the curated ones, then fresh ones from `seed`.

    The same (lesson, seed) always gives the same questions; they are generated once per
    process (a quiz page asks for them several times) and must be treated as read-only."""
    return list(_quiz_specs(lesson.slug, seed))


@lru_cache(maxsize=256)
def _quiz_specs(slug, seed):
    quiz = lesson_by_slug(slug).quiz_step.data
    specs = [dict(spec) for spec in quiz.get("exercises", [])]
    number = 0
    for entry in quiz.get("generate", []):
        if entry["type"] not in GENERATED_TYPES:
            continue
        for _index in range(int(entry.get("count", 1))):
            number += 1
            specs.append(generate(entry["type"], f"{seed}-{number}", entry.get("params")))
    return tuple(specs)


@lru_cache(maxsize=1024)
def quiz_exercise(slug, seed, question):
    """The Exercise of one quiz question (1-based), built once per process."""
    return build(_quiz_specs(slug, seed)[question - 1])


def quiz_key(lesson, seed, question):
    return f"{lesson.slug}/prueba/{seed}/{question}"


def quiz_score(progress, lesson, seed):
    """(right at the first try, total, all answered?) for one quiz attempt."""
    total = len(quiz_specs(lesson, seed))
    keys = [quiz_key(lesson, seed, q) for q in range(1, total + 1)]
    right = sum(progress.first_try_right(key) for key in keys)
    return right, total, all(progress.answered(key) for key in keys)


def see_step(request, lesson, number):
    """Mark a step seen. Reading a step seen before writes nothing (no lock, no transaction)."""
    progress = Progress.load(request)
    if number in progress.seen_steps(lesson.slug):
        return progress
    if progress.in_session:  # the session middleware saves it once, after the view
        progress.mark_seen(lesson.slug, number)
        progress.note_finished(lesson)
        progress.save()
        return progress
    with transaction.atomic():
        progress = Progress.load(request, for_update=True)
        if progress.mark_seen(lesson.slug, number):
            progress.note_finished(lesson)
            progress.save()
    return progress


def take_hint(request, key, kind, level):
    progress = Progress.load(request)
    if level <= progress.hint_level(key):
        return progress
    with transaction.atomic():
        progress = Progress.load(request, for_update=True)
        if progress.record_hint(key, kind, level):
            progress.save()
    return progress


def answer(request, key, exercise, given, *, review=False, quiz=None):
    """Grade `given`, record it; for the last question of a quiz, record the quiz result.

    quiz: (lesson, seed) when the question belongs to a quiz attempt.
    Returns (verdict, progress)."""
    verdict = exercise.grade(given)
    with transaction.atomic():
        progress = Progress.load(request, for_update=True)
        first = progress.record_answer(key, exercise.type, verdict.correct, review=review)
        if quiz is not None and first:
            lesson, seed = quiz
            right, total, finished = quiz_score(progress, lesson, seed)
            if finished and total:
                progress.record_quiz(lesson.slug, right / total, lesson.quiz_step.data["pass_mark"])
                progress.mark_seen(lesson.slug, lesson.quiz_step.number)
                progress.note_finished(lesson)
        progress.save()
    return verdict, progress
