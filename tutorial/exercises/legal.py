"""Which cards may the learner play now (the obligations)."""

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

import tute
from games.words import card_list as names
from games.words import suit_name, the_card
from tutorial.card_codes import suit
from tutorial.exercises.base import PositionExercise, Verdict
from tutorial.exercises.registry import register
from tutorial.wording import (
    OBLIGATION_RULES,
    explanation_phrase,
    explanation_sentence,
    play_facts,
)


@register
class LegalExercise(PositionExercise):
    type = "legal"
    default_question = gettext_lazy("¿Qué cartas puedes jugar? Márcalas todas y pulsa «Comprobar».")

    def cards(self):
        return self.hand()

    def facts(self):
        return play_facts(self.position)

    def solution(self):
        return frozenset(self.position.legal_cards())

    def explanations(self):
        return {code: self.position.explain(code) for code in self.hand()}

    def deciding_obligation(self):
        explanations = self.explanations().values()
        for item in explanations:
            if not item.allowed:
                return item.obligation
        return next(iter(explanations)).obligation if explanations else "salida"

    def grade(self, answer):
        right = self.solution()
        trick = list(self.position.table)
        verdict = Verdict(
            correct=answer == right, summary="", solution=names([c for c in self.hand() if c in right])
        )
        wrong_lines, other_lines = [], []
        for code, explanation in self.explanations().items():
            sentence = explanation_sentence(explanation, trick, self.position.trump, self.hand())
            if (code in answer) != (code in right):
                verdict.marks[code] = "wrong" if code in answer else "missed"
                if code not in answer:
                    why = explanation_phrase(explanation, trick, self.position.trump, self.hand())
                    sentence = _("Te faltó: %(why)s") % {"why": why}
                wrong_lines.append((False, sentence))
            else:
                verdict.marks[code] = "ok" if code in right else ""
                other_lines.append((True, sentence))
        verdict.lines = wrong_lines + other_lines
        verdict.summary = (
            _("¡Bien! Puedes jugar %(cards)s.") % {"cards": verdict.solution}
            if verdict.correct
            else _("No del todo: puedes jugar %(cards)s.") % {"cards": verdict.solution}
        )
        return verdict

    def hints(self):
        trick = self.position.table
        if not trick:
            nudge = _("Sales tú: nadie ha jugado todavía.")
        else:
            winning = trick[tute.trick_winner(list(trick), self.position.trump)]
            nudge = _("Salieron a %(led)s y va ganando %(winning)s.") % {
                "led": suit_name(suit(trick[0])),
                "winning": the_card(winning),
            }
        rule = str(OBLIGATION_RULES.get(self.deciding_obligation(), ""))
        answer = _("Puedes jugar %(cards)s.") % {
            "cards": names([c for c in self.hand() if c in self.solution()])
        }
        return [nudge, rule, answer]
