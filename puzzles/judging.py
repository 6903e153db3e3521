"""The puzzles' one adapter to the judge and to the words of its verdicts.

Everything puzzles ask of the judge (``tute.bots.advise``, ``judge``) and of the games' stored
advice and its presenter (``games.advice``, ``games.present.advice``) goes through this module,
so that a change of the judge's API or of how a verdict is worded changes this file only.

The judge searches with the puzzle's own generator (``random.Random(puzzle.verify_seed)``) and
budget: the very search that verified the puzzle (tute/bots/puzzle.py), so its best play is the
puzzle's solution and its figures are the puzzle's.
"""

import random

from games.advice import hint_from_json, judgement_from_json, to_json
from games.present.advice import advice_context
from tute.bots import Label, advise, judge


def hint_data(view, *, seed, budget):
    """Why the solution is best, as the games' hint says it (the judge's ``Hint`` as stored
    JSON): the best play and the judgement of the next best (its reasons, its likely trick)."""
    return to_json(advise(view, budget=budget, rng=random.Random(seed)))


def judgement_data(view, action, *, seed, budget):
    """The judge's verdict on ``action`` (its ``Judgement`` as stored JSON), as the games store it."""
    return to_json(judge(view, action, budget=budget, rng=random.Random(seed)))


def reason_codes(hint_json):
    """The codes of a stored hint's reasons (why the next best play is worse), most telling first."""
    alternative = hint_from_json(hint_json).alternative
    return [str(reason.code) for reason in alternative.reasons] if alternative is not None else []


def hint_best(hint_json):
    return hint_from_json(hint_json).best


def is_good(judgement_json):
    return judgement_from_json(judgement_json).label == Label.BUENA


def hint_words(game, hint_json):
    """A stored hint in words (games.present.advice.AdviceText) for the template
    ``games/_advice.html``; ``game`` is the puzzle's game (puzzles.flows.game_of)."""
    return advice_context(game, hint_from_json(hint_json), detail=True)


def judgement_words(game, judgement_json):
    return advice_context(game, judgement_from_json(judgement_json), detail=True)
