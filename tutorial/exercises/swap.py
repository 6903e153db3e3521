"""Which card of the hand is swapped for the face-up trump card."""

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

import tute
from games.words import card_name, suit_name, the_card
from tutorial.exercises.base import NONE, PositionExercise, Verdict
from tutorial.exercises.registry import register
from tutorial.table import draw_table
from tutorial.wording import (
    game_line,
)


@register
class SwapExercise(PositionExercise):
    """Which card of the learner's hand is swapped for the face-up trump card (habanero after
    winning a trick; three players before the first trick)?"""

    type = "swap"
    mode = "single"
    default_question = gettext_lazy(
        "¿Qué carta de tu mano se cambia por la que está a la vista? Púlsala, o «Ninguna»."
    )

    def __init__(self, spec):
        super().__init__(spec)
        if self.position.trump_card is None:
            raise ValueError(f"a swap question needs the face-up card tc: {spec['position']!r}")

    @property
    def face(self):
        return self.position.trump_card

    @property
    def variant(self):
        return f"{self.position.variant}/{self.position.players}"

    def cards(self):
        return self.hand()

    def table(self):
        table = draw_table(self.position, self.learner)
        table["trick_shown"] = False
        table["hide_trump_card"] = True  # drawn large above the hand
        return table

    def shown_card(self):
        return self.face

    @property
    def habanero(self):
        return self.position.variant == "habanero" or self.position.players == 2

    def question(self):
        if self.spec.get("question") or not self.habanero:
            return super().question()
        return _("¿Qué carta de tu mano puedes cambiar por la que pinta? Púlsala, o «Ninguna».")

    def facts(self):
        facts = [game_line(self.position)]
        if self.habanero:
            facts.append(_("Acabas de ganar una baza y los dos habéis robado."))
            if not self.position.pile:
                facts.append(_("Ya no queda mazo."))
        else:
            facts.append(
                _(
                    "Todavía no se ha jugado ninguna baza: la carta que sobró del reparto está a la "
                    "vista y marca el triunfo."
                )
            )
        return facts

    def choices(self):
        if self.habanero:
            return [(NONE, _("Ninguna: no puedo cambiar"))]
        return [(NONE, _("Ninguna: no se cambia"))]

    def solution(self):
        return self.position.swap_card()

    def taker(self):
        """The card of the trump suit that takes this face-up card, whoever holds it (the
        engine's rule, asked with each candidate alone), or None when it is not swapped."""
        trump = self.position.trump
        pile = (self.position.pile or 0) if self.position.variant == "habanero" else None
        for candidate in (f"7{trump}", f"2{trump}"):
            if candidate != self.face and tute.swap_for(self.face, [candidate], self.variant, pile=pile):
                return candidate
        return None

    def rule(self):
        taker = self.taker()
        habanero = self.position.variant == "habanero"
        if habanero and not self.position.pile:
            return _("Ya no queda mazo: en el habanero solo se cambia mientras queda mazo.")
        if taker and taker.startswith("7"):
            return _("El 7 de triunfo se cambia por el as, el tres, el rey, el caballo o la sota.")
        if taker:
            if habanero:
                return _("El 2 de triunfo se cambia por el 7, el 6, el 5 o el 4.")
            return _("Con tres jugadores, el 2 de triunfo se cambia por el 7, el 6 o el 5.")
        if habanero:
            return _("%(face)s no se cambia: el 2 no se cambia por nada.") % {
                "face": capfirst(the_card(self.face))
            }
        return _("Con tres jugadores, un 4 o un 2 a la vista no se cambian: se quedan fuera del juego.")

    def grade(self, answer):
        answer = answer or NONE
        right = self.solution() or NONE
        verdict = Verdict(
            correct=answer == right,
            summary="",
            solution=card_name(right) if right != NONE else str(_("ninguna")),
        )
        verdict.marks[answer] = "ok" if answer == right else "wrong"
        verdict.marks.setdefault(right, "missed")
        taker = self.taker()
        data = {"face": the_card(self.face), "taker": the_card(taker) if taker else "", "answer": ""}
        if answer != right and answer != NONE:
            data["answer"] = the_card(answer)
            if taker and answer != taker:
                line = _("%(answer)s no: por %(face)s solo se cambia %(taker)s.") % data
            else:
                line = _("%(answer)s no: %(face)s no se cambia.") % data
            verdict.lines.append((False, capfirst(line)))
        elif answer == NONE and right != NONE:
            verdict.lines.append((False, _("Sí se cambia: tienes %(taker)s.") % data))
        verdict.lines.append((True, self.rule()))
        if right != NONE:
            verdict.lines.append((True, capfirst(_("Cambias %(taker)s por %(face)s.") % data)))
            hand = self.hand()
            two = f"2{self.position.trump}"
            if self.variant == "arrastre/3" and right.startswith("7") and two in hand:
                verdict.lines.append(
                    (True, _("Y después tu 2 de triunfo se cambia por el 7 que queda a la vista."))
                )
        elif taker:
            verdict.lines.append((True, capfirst(_("No tienes %(taker)s: no cambias.") % data)))
        verdict.summary = _("¡Bien!") if verdict.correct else _("No es esa.")
        return verdict

    def hints(self):
        right = self.solution()
        answer = (
            _("Cambias %(card)s.") % {"card": the_card(right)} if right else _("No cambias ninguna carta.")
        )
        return [
            _("Mira qué carta está a la vista (%(face)s) y busca en tu mano el 7 y el 2 de %(suit)s.")
            % {"face": card_name(self.face), "suit": suit_name(self.position.trump)},
            self.rule(),
            answer,
        ]
