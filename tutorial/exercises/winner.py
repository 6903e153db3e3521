"""Which card wins (or is winning) the trick on the table."""

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

import tute
from games.words import card_name, suit_name, the_card
from tutorial.card_codes import suit
from tutorial.exercises.base import PositionExercise, Verdict
from tutorial.exercises.registry import register
from tutorial.table import draw_table


@register
class WinnerExercise(PositionExercise):
    """Who wins (or is winning) the trick on the table. ``m:`` may hold the whole trick (one
    card a seat): then ``s:`` is the seat that led it (the notation's reading)."""

    type = "winner"
    mode = "single"
    pick_on_table = True
    default_question = gettext_lazy("¿Qué carta gana esta baza?")

    def __init__(self, spec):
        super().__init__(spec)
        self.trick = list(self.position.table)
        self.seats = list(self.position.table_seats())
        if not self.trick:
            raise ValueError(f"no cards on the table to win: {spec['position']!r}")

    def cards(self):
        return list(self.trick)

    def table(self):
        # the cards are the answer buttons: drawn in their places, seen from the leader
        return draw_table(self.position, self.seats[0])

    def winning_index(self):
        return tute.trick_winner(list(self.trick), self.position.trump)

    def solution(self):
        return self.trick[self.winning_index()]

    def reason(self, code):
        """Why `code` does or does not win, from the engine's ranking."""
        return capfirst(self._reason(code))

    def _reason(self, code):
        trick = list(self.trick)
        trump = self.position.trump
        led = suit(trick[0])
        winner = self.solution()
        if code == winner:
            if suit(code) == trump and led != trump:
                return _("%(card)s gana: es el triunfo más alto de la baza.") % {"card": the_card(code)}
            if suit(code) == trump:
                return _("%(card)s gana: es el triunfo más alto (se salió a triunfo).") % {
                    "card": the_card(code)
                }
            return _(
                "%(card)s gana: nadie echó triunfo y es la carta más alta de %(suit)s, el palo de salida."
            ) % {
                "card": the_card(code),
                "suit": suit_name(led),
            }
        if suit(code) != led and suit(code) != trump:
            return _("%(card)s no gana: no es del palo de salida (%(led)s) ni triunfo.") % {
                "card": the_card(code),
                "led": suit_name(led),
            }
        if suit(winner) == suit(code):
            return _("%(card)s no gana: %(winner)s es más fuerte.") % {
                "card": the_card(code),
                "winner": the_card(winner),
            }
        return _("%(card)s no gana: %(winner)s es triunfo y gana a cualquier carta de otro palo.") % {
            "card": the_card(code),
            "winner": the_card(winner),
        }

    def grade(self, answer):
        right = self.solution()
        verdict = Verdict(correct=answer == right, summary="", solution=card_name(right))
        verdict.marks[answer] = "ok" if answer == right else "wrong"
        verdict.marks.setdefault(right, "missed")
        verdict.summary = _("¡Bien!") if verdict.correct else _("No es esa.")
        if answer != right:
            verdict.lines.append((False, self.reason(answer)))
        verdict.lines.append((True, self.reason(right)))
        return verdict

    def hints(self):
        trump = self.position.trump
        if any(suit(c) == trump for c in self.trick):
            nudge = _("Hay triunfo en la mesa: %(suit)s.") % {"suit": suit_name(trump)}
        else:
            nudge = _("No hay ningún triunfo (%(suit)s) en la mesa.") % {"suit": suit_name(trump)}
        return [
            nudge,
            _("Gana el triunfo más alto; si no hay triunfo, la carta más alta del palo de salida."),
            _("Gana %(card)s.") % {"card": the_card(self.solution())},
        ]
