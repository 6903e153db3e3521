"""Exercise types of the course: what is drawn, what the learner answers, how it is graded.

Every answer and every explanation comes from the rules engine (tute); this package
only turns the engine's data into the learner's sentences. Specs follow
tutorial/content/SCHEMA.md.

The package: `base` (the Exercise and PositionExercise classes, the answer's checks, the
verdict), one module per type, `registry` (the types by name, `build`). The table is drawn by
tutorial/table.py and the shared sentences live in tutorial/wording.py.
"""

from tutorial.card_codes import ALL_RANKS, SUITS, by_strength, rank, suit
from tutorial.exercises.base import (
    NONE,
    BadAnswer,
    Exercise,
    PositionExercise,
    Verdict,
    check_card,
    parse_position,
)
from tutorial.exercises.cabrero import CabreroExercise
from tutorial.exercises.cante import CanteExercise
from tutorial.exercises.find import FindExercise
from tutorial.exercises.judged import JudgedExercise
from tutorial.exercises.legal import LegalExercise
from tutorial.exercises.order import OrderExercise
from tutorial.exercises.points import PointsExercise
from tutorial.exercises.registry import TYPES, build, register
from tutorial.exercises.swap import SwapExercise
from tutorial.exercises.winner import WinnerExercise
from tutorial.table import PLACES, draw_table, seat_label
from tutorial.wording import (
    OBLIGATION_RULES,
    alternatives,
    cante_label,
    explanation_sentence,
    player_name,
)

__all__ = [
    "JudgedExercise",
    "ALL_RANKS",
    "NONE",
    "OBLIGATION_RULES",
    "PLACES",
    "SUITS",
    "TYPES",
    "BadAnswer",
    "CabreroExercise",
    "CanteExercise",
    "Exercise",
    "FindExercise",
    "LegalExercise",
    "OrderExercise",
    "PointsExercise",
    "PositionExercise",
    "SwapExercise",
    "Verdict",
    "WinnerExercise",
    "alternatives",
    "build",
    "by_strength",
    "cante_label",
    "check_card",
    "draw_table",
    "explanation_sentence",
    "parse_position",
    "player_name",
    "rank",
    "register",
    "seat_label",
    "suit",
]
