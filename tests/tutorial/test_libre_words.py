"""Free play explained from the engine's Explanation: a learner void in the suit led who holds
trumps that cannot beat the winning one is told exactly that, not «no trump that obliges you»."""

from django.utils import translation

import tute
from games.words import the_card, to_the_card
from tutorial.course import lesson_by_slug
from tutorial.exercises.registry import build
from tutorial.generator import generate


def _lines(exercise):
    with translation.override("es"):
        verdict = exercise.grade(exercise.solution())
        return [text for _ok, text in verdict.lines]


def _trumps_that_cannot_beat(exercise):
    position = exercise.position
    trick, trump = list(position.table), position.trump
    winning = trick[tute.trick_winner(trick, trump)]
    held = [c for c in exercise.hand() if c[-1] == trump]
    return winning, held


def test_lesson_6_step_7_says_the_trumps_cannot_beat_the_winning_one():
    step = lesson_by_slug("fallar-pisar-libre").steps[6]
    exercise = build(step.data["exercise"])
    winning, held = _trumps_that_cannot_beat(exercise)
    assert held
    assert winning[-1] == exercise.position.trump
    lines = _lines(exercise)
    free = [line for line in lines if "libre" in line]
    assert len(free) == len(exercise.hand())
    with translation.override("es"):
        for line in free:
            assert "que te obligue" not in line
            assert "no superan" in line
            assert to_the_card(winning) in line
            assert all(the_card(c) in line for c in held)


def test_generated_free_play_says_why_it_is_free():
    told_cannot_beat = told_no_trumps = 0
    for seed in range(30):
        exercise = build(generate("legal", seed, {"variant": "arrastre/4", "obligation": "libre"}))
        position = exercise.position
        libre = [c for c in exercise.hand() if position.explain(c).obligation == "libre"]
        if not libre:
            continue
        winning, held = _trumps_that_cannot_beat(exercise)
        led = position.table[0][-1]
        for line in _lines(exercise):
            assert "que te obligue" not in line
            if "juegas libre" not in line:
                continue
            if held and led != position.trump:
                assert "no superan" in line, line
                told_cannot_beat += 1
            else:
                assert "no superan" not in line, line
                told_no_trumps += 1
    assert told_cannot_beat
    assert told_no_trumps
