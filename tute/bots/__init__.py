"""Bots for practice games and move feedback (see docs/ENGINE_CONTRACT.md, section Bots).

``choose_action(view, level, *, rng=None)`` returns one of ``view.legal_actions()`` for a level
of LEVELS; ``evaluate(view)``, ``judge(view, action)`` and ``advise(view)`` give the experto's
figures for feedback. Bots only ever receive a view, never the full state.
"""

from tute.bots.feedback import LABELS, REASONS, Judgement, advise, evaluate, judge
from tute.bots.players import LEVELS, SEARCH_BUDGETS, UnknownLevel, choose_action

__all__ = [
    "LABELS",
    "LEVELS",
    "REASONS",
    "SEARCH_BUDGETS",
    "Judgement",
    "UnknownLevel",
    "advise",
    "choose_action",
    "evaluate",
    "judge",
]
