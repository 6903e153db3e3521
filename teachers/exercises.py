"""Teachers' exercises as course exercises: the spec dict of tutorial/content/SCHEMA.md, graded
and explained by the tutorial's exercise classes (which ask the engine).

One adapter lives here because the course has no such question: "best" — which card would you
play? The teacher marks the accepted cards; the engine explains the chosen card.
"""

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games.words import card_list, the_card
from teachers import earlier
from tutorial import exercises as course

DEFAULT_QUESTIONS = {
    "best": gettext_lazy("¿Qué carta jugarías? Pulsa una."),
    "winner": gettext_lazy("¿Qué carta va ganando la baza?"),
    "points": gettext_lazy("¿Cuántos puntos suman las cartas de la mesa?"),
}


class BestCardExercise(course.LegalExercise):
    """Which card would you play: one click; right when it is one of the teacher's cards."""

    type = "best"
    mode = "single"
    default_question = DEFAULT_QUESTIONS["best"]

    def solution(self):
        return frozenset(self.spec.get("accepted", ()))

    def grade(self, answer):
        accepted = [code for code in self.hand() if code in self.solution()]
        correct = answer in self.solution()
        verdict = course.Verdict(correct=correct, summary="", solution=card_list(accepted))
        verdict.marks[answer] = "ok" if correct else "wrong"
        for code in accepted:
            verdict.marks.setdefault(code, "missed")
        explanation = self.position.explain(answer)
        sentence = course.explanation_sentence(
            explanation, list(self.position.table), self.position.trump, self.hand()
        )
        verdict.lines.append((explanation.allowed, sentence))
        if correct:
            verdict.summary = _("¡Bien! %(card)s es una buena jugada.") % {"card": capfirst(the_card(answer))}
        else:
            verdict.summary = _("No es la jugada que se buscaba: la buena es %(cards)s.") % {
                "cards": card_list(accepted)
            }
        return verdict

    def hints(self):
        return []


def spec_for(snapshot):
    """The course's exercise dict for a teacher's exercise snapshot (Exercise.snapshot())."""
    kind, position = snapshot["kind"], snapshot["position"]
    spec = {"type": kind, "position": position}
    question = snapshot.get("question") or DEFAULT_QUESTIONS.get(kind)
    if question:
        spec["question"] = {"es": str(question), "en": str(question)}
    if kind == "best":
        spec["accepted"] = list(snapshot.get("accepted", ()))
    if kind == "puzzle":  # the puzzles app's exercise type asks the puzzle itself
        spec["puzzle"] = next(iter(snapshot.get("accepted", ())), "")
    if kind == "points":
        spec["cards"] = list(_table(position))
    if snapshot.get("setting"):
        spec["setting"] = dict(snapshot["setting"])
    return spec


def _table(position_text):
    return course.parse_position(position_text).table


def build(spec):
    """The exercise object (the tutorial's classes, or the "best" adapter), telling the student
    what happened in the hand before the position (teachers.earlier) above the question."""
    cls = BestCardExercise if spec["type"] == "best" else course.TYPES.get(spec["type"])
    if cls is None:
        return course.build(spec)  # its error names the unknown type
    return _with_earlier(cls)(spec)


_TOLD = {}


def _with_earlier(cls):
    """`cls` whose facts also say the hand so far: the student's place, the cantes (the cante
    question says them itself), the cards out and the points."""
    if cls not in _TOLD:

        def facts(self):
            told = super(told_cls, self).facts()
            position = getattr(self, "position", None)
            if position is None:
                return told
            return [
                *told,
                *earlier.facts(position, self.spec.get("setting"), with_cantes=self.type != "cante"),
            ]

        told_cls = type(cls.__name__, (cls,), {"facts": facts, "__module__": __name__})
        _TOLD[cls] = told_cls
    return _TOLD[cls]


def histogram_values(exercise_kind, answer):
    """What a student chose, as a list of values to count (cards, or the number of points)."""
    return answer.given_cards()


def solution_text(exercise):
    """The answer of a course exercise in words (the builder's preview, the printed key, a
    verdict on a corrected exercise)."""
    try:
        if exercise.type == "cante":  # declarations (cante:o, tute:12), not cards
            return exercise.solution_text()
        solution = exercise.solution()
    except (ValueError, KeyError):
        return ""
    if isinstance(solution, frozenset):
        return card_list([c for c in exercise.cards() if c in solution]) or _("ninguna")
    if exercise.type == "winner":
        return card_list([solution])
    return str(solution)
