"""A puzzle as an exercise of the course's kind (``tutorial.exercises``), registered as the type
"puzzle": teachers put puzzles in their sets and see each student's answers like any other
exercise (teachers/puzzle_sets.py). The spec names the puzzle (``"puzzle": code``) and its
notation; grading is the puzzle's (the accepted plays) and the explanation the judge's.
"""

from django.utils.translation import gettext as _

from games import words
from puzzles import flows, judging, present
from puzzles.models import Puzzle
from tutorial.exercises import BadAnswer, PositionExercise, Verdict, register
from tutorial.wording import play_facts


@register
class PuzzleExercise(PositionExercise):
    type = "puzzle"
    mode = "single"

    def __init__(self, spec):
        super().__init__(spec)
        self.puzzle = Puzzle.objects.filter(code=spec.get("puzzle", "")).first()
        if self.puzzle is None:
            raise ValueError(f"no puzzle {spec.get('puzzle')!r}")
        self._view = flows.view_of(self.puzzle)
        self._game = flows.game_of(self.puzzle)

    def question(self):
        return present.question(self.puzzle)

    def cards(self):
        return self.hand()

    def choices(self):
        trump = self._view.trump
        return [
            (a, words.action_label(a, trump)) for a in flows.choices(self.puzzle) if a not in self._view.hand
        ]

    def facts(self):
        view = self._view
        facts = play_facts(self.position)
        points = ", ".join(
            f"{present.side_name(self._game, side)}: {value}" for side, value in sorted(view.points.items())
        )
        facts.append(_("Puntos de la mano hasta ahora: %(points)s.") % {"points": points})
        played = sum(len(cards) for _leader, cards, _winner in view.tricks)
        if played:
            facts.append(_("Se han jugado %(n)s cartas en bazas anteriores.") % {"n": played})
        return facts

    def solution(self):
        return frozenset(self.puzzle.accepted)

    def example_answer(self):
        return self.puzzle.solution

    def parse(self, values):
        if len(values) != 1:
            raise BadAnswer(_("Elige una sola respuesta."))
        value = str(values[0]).strip().lower()
        if value not in flows.choices(self.puzzle):
            raise BadAnswer(_("Esa jugada no es una de las que puedes hacer aquí."))
        return value

    def grade(self, answer):
        puzzle = self.puzzle
        correct = answer in puzzle.accepted
        game, trump = self._game, self._view.trump
        verdict = Verdict(
            correct=correct, summary="", solution=present.action_name(game, trump, puzzle.solution)
        )
        verdict.marks[answer] = "ok" if correct else "wrong"
        for action in puzzle.accepted:
            verdict.marks.setdefault(action, "missed")
        if correct:
            verdict.summary = _("¡Correcto! Es la mejor jugada.")
            advice = judging.hint_words(game, puzzle.hint)
        else:
            verdict.summary = _("No es la mejor: la buena era %(play)s.") % {"play": verdict.solution}
            advice = judging.judgement_words(game, flows.explanation(puzzle, answer))
        verdict.lines = [(correct, reason) for reason in advice.reasons]
        return verdict

    def hints(self):
        return present.hint_ladder(self.puzzle, self._game, self._view)
