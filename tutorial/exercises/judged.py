"""«¿Qué carta echarías?»: which card is wise, graded by the judge of the practice games.

A lesson's position has no history: the engine plays a hand to it (games/positions.py) and the
judge (tute.bots.judge) grades every card the rules allow there, with a generator seeded by the
position, so the same question always gets the same figures. The cards it calls good
(``buena``: within the judge's margin of the best) are the right answers; a card the rules forbid
is wrong, and said why by the engine's Explanation."""

import random
from functools import lru_cache

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

import tute
from games.positions import position_view
from games.words import card_list, the_card
from tutorial.exercises.base import PositionExercise, Verdict
from tutorial.exercises.registry import register
from tutorial.wording import explanation_sentence, play_facts, seat_phrase

GOOD = tute.bots.Label.BUENA


@lru_cache(maxsize=64)
def judgements(position_text):
    """{card: Judgement} for every card the rules allow at the position (None when no hand
    reaches it). Deterministic: the hand and the judge's samples are seeded by the position."""
    position = tute.parse_position(position_text)
    view = position_view(position, random.Random(position_text))
    if view is None:
        return None
    cards = sorted(a for a in view.legal_actions() if a in view.hand)
    return {card: tute.bots.judge(view, card, rng=random.Random(f"{position_text}:jugada")) for card in cards}


@register
class JudgedExercise(PositionExercise):
    """Which card would you play: one click; right when the judge calls it good."""

    type = "jugada"
    mode = "single"
    default_question = gettext_lazy("¿Qué carta echarías? Pulsa una.")

    def __init__(self, spec):
        super().__init__(spec)
        if not self.position.table:
            raise ValueError("a «jugada» question is asked on a trick already led")
        if self.judged() is None:
            raise ValueError(f"no hand reaches the position {spec['position']!r}: the judge cannot grade it")

    def judged(self):
        return judgements(str(self.position))

    def cards(self):
        return self.hand()

    def facts(self):
        return play_facts(self.position)

    def solution(self):
        return frozenset(card for card, verdict in self.judged().items() if verdict.label == GOOD)

    def example_answer(self):
        return sorted(self.solution())[0]

    def _good_cards(self):
        return [card for card in self.hand() if card in self.solution()]

    def _trick_line(self, card):
        """Who takes the trick with ``card`` in it, and the points the card gives him."""
        trick = [*self.position.table, card]
        seats = [*self.position.table_seats(), self.learner]
        taker = seats[tute.trick_winner(trick, self.position.trump)]
        points = tute.card_points([card])
        if taker == self.learner or not points:
            return None
        who = seat_phrase(taker, self.learner, self.position)
        return _("Esa baza se la lleva %(who)s: %(card)s le da %(n)s puntos.") % {
            "who": who,
            "card": the_card(card),
            "n": points,
        }

    def grade(self, answer):
        good = self._good_cards()
        correct = answer in self.solution()
        verdict = Verdict(correct=correct, summary="", solution=card_list(good))
        verdict.marks[answer] = "ok" if correct else "wrong"
        for card in good:
            verdict.marks.setdefault(card, "missed")
        explanation = self.position.explain(answer)
        trick = list(self.position.table)
        verdict.lines.append(
            (explanation.allowed, explanation_sentence(explanation, trick, self.position.trump, self.hand()))
        )
        judged = self.judged().get(answer)
        taken = self._trick_line(answer) if explanation.allowed else None
        if taken:
            verdict.lines.append((correct, taken))
        if judged is not None and not correct:
            verdict.lines.append(
                (
                    False,
                    _("Con %(best)s, tu lado acaba la mano de media con unos %(n)s puntos más.")
                    % {"best": the_card(judged.best), "n": max(1, round(judged.loss))},
                )
            )
        if correct:
            verdict.summary = _("¡Bien! %(card)s es una buena jugada.") % {"card": capfirst(the_card(answer))}
        else:
            verdict.summary = _("Hay una jugada mejor: %(cards)s.") % {"cards": card_list(good)}
        return verdict

    def hints(self):
        trick = list(self.position.table)
        winning = trick[tute.trick_winner(trick, self.position.trump)]
        seats = self.position.table_seats()
        holder = seats[tute.trick_winner(trick, self.position.trump)]
        return [
            _("Va ganando %(card)s, de %(who)s.")
            % {"card": the_card(winning), "who": seat_phrase(holder, self.learner, self.position)},
            _(
                "Mira primero qué cartas puedes echar y si alguna gana la baza; si la baza es del "
                "rival y no puedes evitarlo, no le regales puntos."
            ),
            _("Buenas jugadas: %(cards)s.") % {"cards": card_list(self._good_cards())},
        ]
