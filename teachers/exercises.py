"""Teachers' exercises as course exercises: the spec dict of tutorial/content/SCHEMA.md, graded
and explained by the tutorial's exercise classes (which ask the engine).

One adapter lives here because the course has no such question: "best" — which card would you
play? The teacher marks the accepted cards; the engine explains the chosen card.
"""

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games.words import card_list, the_card
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
    return spec


def _table(position_text):
    return course.parse_position(position_text).table


def build(spec):
    """The exercise object (the tutorial's classes, or the "best" adapter)."""
    if spec["type"] == "best":
        return BestCardExercise(spec)
    return course.build(spec)


def histogram_values(exercise_kind, answer):
    """What a student chose, as a list of values to count (cards, or the number of points)."""
    return answer.given_cards()
