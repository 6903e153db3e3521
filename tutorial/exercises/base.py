"""The base of the course's exercises: one question built from a spec dict (SCHEMA.md), the
learner's answer read and checked, the verdict as data for the template. The types are the
other modules of this package; tutorial/exercises/registry.py finds a type by its name."""

from dataclasses import dataclass, field

from django.utils.functional import Promise
from django.utils.translation import gettext as _

import tute
from tutorial.card_codes import ALL_RANKS, SUITS, rank, suit
from tutorial.course import tr
from tutorial.table import draw_table

NONE = "nada"  # the "none" answer of the cante and swap questions


class BadAnswer(ValueError):
    """The submitted answer cannot be read for this exercise."""


@dataclass
class Verdict:
    """The grading of one answer: data for the template, sentences already translated."""

    correct: bool
    summary: str
    lines: list = field(default_factory=list)  # (ok: bool, sentence)
    marks: dict = field(default_factory=dict)  # card or choice value -> "ok" | "wrong" | "missed"
    solution: str = ""


def check_card(code):
    code = str(code).strip().lower()
    if suit(code) not in SUITS or rank(code) not in ALL_RANKS:
        raise BadAnswer(_("«%(code)s» no es una carta.") % {"code": code})
    return code


def parse_position(text):
    try:
        return tute.parse_position(text)
    except ValueError as error:
        raise ValueError(f"bad position {text!r}: {error}") from error


class Exercise:
    """Base class: one question built from a spec dict."""

    type = ""
    mode = "multi"  # "multi" (select all, then check), "single" (one click), "sequence" (click in order)
    default_question: str | Promise = ""
    pick_on_table = False  # the answer buttons are the cards on the table (who wins)
    cards_are_answers = True  # in "single" mode, the cards are the buttons (else only shown)

    def __init__(self, spec):
        self.spec = spec

    # --- what is shown -------------------------------------------------------------------
    def question(self):
        return tr(self.spec.get("question")) or str(self.default_question)

    def intro(self):
        return tr(self.spec.get("intro"))

    def cards(self):
        """The cards the learner picks from (the hand, or a row of cards)."""
        return list(self.spec.get("cards", []))

    def choices(self):
        """Buttons that are not cards: (value, label)."""
        return []

    def table(self):
        """The table to draw: None or a dict with trump, played cards and their places."""
        return None

    def shown_card(self):
        """A face-up card drawn large above the hand (the swap question), or None."""
        return None

    def facts(self):
        """What the learner must know to answer and the cards do not show (the game, the table's
        options, earlier cantes, the pile...), as sentences drawn above the question."""
        return []

    def verdict_choices(self):
        """The choice buttons listed again, marked, in the verdict (multiple-answer questions)."""
        return self.choices() if self.mode == "multi" else []

    # --- answers ---------------------------------------------------------------------------
    def solution(self):
        raise NotImplementedError

    def example_answer(self):
        """One answer graded right (the solution itself, where it is a single answer)."""
        return self.solution()

    def parse(self, values):
        """values: the list of submitted values (cards or a choice)."""
        if self.mode == "multi":
            allowed = set(self.cards()) | {value for value, _label in self.choices()}
            picked = {str(v).strip().lower() for v in values if str(v).strip()}
            unknown = picked - allowed
            if unknown:
                raise BadAnswer(
                    _("Esa respuesta no es una de las opciones: %(bad)s") % {"bad": ", ".join(unknown)}
                )
            return frozenset(picked)
        if self.mode == "single":
            if len(values) != 1:
                raise BadAnswer(_("Elige una sola respuesta."))
            value = str(values[0]).strip().lower()
            allowed = set(self.cards()) | {str(v) for v, _label in self.choices()}
            if value not in allowed:
                raise BadAnswer(_("Esa respuesta no es una de las opciones."))
            return value
        ordered = [check_card(v) for v in values if str(v).strip()]
        if sorted(ordered) != sorted(self.cards()):
            raise BadAnswer(_("Ordena todas las cartas, cada una una vez."))
        return tuple(ordered)

    def encode(self, answer):
        if isinstance(answer, frozenset):
            return ",".join(sorted(answer)) or "-"
        if isinstance(answer, tuple):
            return ",".join(answer)
        return str(answer)

    def decode(self, text):
        text = (text or "").strip()
        if self.mode == "single":
            return self.parse([text])
        values = [] if text in ("", "-") else text.split(",")
        return self.parse(values)

    def grade(self, answer):
        raise NotImplementedError

    def hints(self):
        """Three hints: a nudge, the rule, the answer."""
        raise NotImplementedError


class PositionExercise(Exercise):
    def __init__(self, spec):
        super().__init__(spec)
        self.position = parse_position(spec["position"])

    @property
    def learner(self):
        return self.position.to_play

    def hand(self):
        hand = self.position.hands[self.learner]
        return list(hand) if isinstance(hand, tuple) else []

    def table(self):
        return draw_table(self.position, self.learner)
