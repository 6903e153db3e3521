"""Count the points of some cards."""

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

import tute
from games.words import card_name
from tutorial.exercises.base import Exercise, Verdict
from tutorial.exercises.registry import register
from tutorial.wording import (
    points_table_text,
)


@register
class PointsExercise(Exercise):
    type = "points"
    mode = "single"
    cards_are_answers = False
    default_question = gettext_lazy("¿Cuántos puntos suman estas cartas?")

    def solution(self):
        return str(tute.card_points(self.cards()))

    def choices(self):
        total = int(self.solution())
        values = {total}
        for delta in (-10, -3, -2, 1, 2, 3, 10, 11):
            if len(values) >= 5:
                break
            if total + delta >= 0:
                values.add(total + delta)
        return [(str(v), str(v)) for v in sorted(values)]

    def breakdown(self):
        return " + ".join(f"{card_name(c)} {tute.card_points([c])}" for c in self.cards())

    def grade(self, answer):
        right = self.solution()
        verdict = Verdict(correct=answer == right, summary="", solution=right)
        verdict.marks[answer] = "ok" if answer == right else "wrong"
        if answer != right:
            verdict.marks[right] = "missed"
        verdict.summary = (
            _("¡Bien! Suman %(n)s puntos.") % {"n": right}
            if verdict.correct
            else _("No: suman %(n)s, no %(given)s.") % {"n": right, "given": answer}
        )
        verdict.lines.append((True, f"{self.breakdown()} = {right}"))
        return verdict

    def hints(self):
        return [
            _("Solo cuentan el as, el tres y las figuras; las demás valen 0."),
            _("Valores: %(table)s.") % {"table": points_table_text()},
            _("Suman %(n)s: %(sum)s.") % {"n": self.solution(), "sum": self.breakdown()},
        ]
