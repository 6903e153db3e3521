"""Bots for practice games and move feedback (see docs/ENGINE_CONTRACT.md, section Bots).

``choose_action(view, level, *, rng=None)`` returns one of ``view.legal_actions()`` for a level
of LEVELS; ``evaluate(view)``, ``judge(view, action)`` and ``advise(view)`` give the experto's
figures for feedback, as the typed values of ``tute.bots.verdicts`` (a ``Judgement`` labelled
by a ``Label``, in a ``Unit``, with ``Reason`` values coded by a ``ReasonCode``; a ``Hint``).
Bots only ever receive a view, never the full state.
"""

from tute.bots.feedback import advise, evaluate, judge
from tute.bots.players import LEVELS, SEARCH_BUDGETS, UnknownLevel, choose_action
from tute.bots.verdicts import (
    GENERAL_REASONS,
    Continuation,
    Hint,
    Judgement,
    Label,
    Reason,
    ReasonCode,
    Renuncio,
    Unit,
    key_reason,
    label_for,
)

__all__ = [
    "GENERAL_REASONS",
    "LEVELS",
    "SEARCH_BUDGETS",
    "Continuation",
    "Hint",
    "Judgement",
    "Label",
    "Reason",
    "ReasonCode",
    "Renuncio",
    "Unit",
    "UnknownLevel",
    "advise",
    "choose_action",
    "evaluate",
    "judge",
    "key_reason",
    "label_for",
]
