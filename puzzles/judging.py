"""The puzzles' one adapter to the judge and to the words of its verdicts.

Everything puzzles ask of ``tute.bots.feedback`` (``advise``, ``judge``) and of the games' advice
types and presenter (``games.advice``, ``games.present.advice``) goes through this module, so that
a change of the judge's API or of how a verdict is worded changes this file only.

The judge searches with the puzzle's own generator (``random.Random(puzzle.verify_seed)``) and
budget: the very search that verified the puzzle (tute/bots/puzzle.py), so its best play is the
puzzle's solution and its figures are the puzzle's.
"""

import dataclasses
import random

from games.advice import CHANCE_UNIT, POINTS_UNIT, Hint, Judgement
from games.present.advice import advice_context
from tute.bots import advise, judge

BUENA = "buena"


def hint_data(view, *, seed, budget):
    """Why the solution is best, as the games' hint says it (``Hint`` as JSON): the best play and
    what goes wrong with the next best (its reasons, its likely trick)."""
    best, alternative, gain = advise(view, budget=budget, rng=random.Random(seed))
    unit = CHANCE_UNIT if view.variant == "cabrero" else POINTS_UNIT
    hint = Hint(best=best, trump=view.trump, unit=unit)
    if alternative is not None:
        hint = dataclasses.replace(
            hint,
            alternative=alternative.action,
            gain=gain,
            reasons=alternative.reasons,
            points_at_stake=alternative.points_at_stake if alternative.label != BUENA else 0,
            continuations=alternative.continuations,
        )
    return hint.to_json()


def judgement_data(view, action, *, seed, budget):
    """The judge's verdict on ``action`` (``Judgement`` as JSON), as the games store it."""
    found = judge(view, action, budget=budget, rng=random.Random(seed))
    return Judgement(
        action=found.action,
        label=found.label,
        best=found.best,
        trump=view.trump,
        loss=found.loss,
        value=found.value,
        best_value=found.best_value,
        points_at_stake=found.points_at_stake,
        reasons=found.reasons,
        unit=found.unit,
        samples=found.samples,
        continuations=found.continuations,
    ).to_json()


def reason_codes(hint_json):
    """The codes of a stored hint's reasons, most telling first."""
    return [reason.code for reason in Hint.from_json(hint_json).reasons]


def best_of(judgement_json):
    """The better action a stored judgement names ("" when the action judged was the best)."""
    data = Judgement.from_json(judgement_json)
    return data.best if data.best and data.best != data.action else ""


def is_good(judgement_json):
    return Judgement.from_json(judgement_json).label == BUENA


def hint_words(game, hint_json):
    """A stored hint in words (games.present.advice.AdviceText) for the template
    ``games/_advice.html``; ``game`` is the puzzle's game (puzzles.present.game_of)."""
    return advice_context(game, Hint.from_json(hint_json))


def judgement_words(game, judgement_json):
    return advice_context(game, Judgement.from_json(judgement_json))
