"""Order cards of one suit from strongest to weakest."""

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games.words import card_name, the_card
from tutorial.card_codes import by_strength
from tutorial.exercises.base import Exercise, Verdict
from tutorial.exercises.registry import register
from tutorial.wording import (
    strength_order_text,
)


@register
class OrderExercise(Exercise):
    type = "order"
    mode = "sequence"
    default_question = gettext_lazy(
        "Ordena las cartas de la más fuerte a la más débil: pulsa primero la más fuerte."
    )

    def solution(self):
        return tuple(by_strength(self.cards()))

    def grade(self, answer):
        right = self.solution()
        verdict = Verdict(correct=tuple(answer) == right, summary="")
        for position, (given, wanted) in enumerate(zip(answer, right, strict=True), start=1):
            ok = given == wanted
            verdict.marks[given] = "ok" if ok else "wrong"
            if not ok:
                verdict.lines.append(
                    (
                        False,
                        _("En el puesto %(n)s va %(wanted)s, no %(given)s.")
                        % {"n": position, "wanted": the_card(wanted), "given": the_card(given)},
                    )
                )
        verdict.solution = ", ".join(card_name(code) for code in right)
        verdict.summary = _("¡Bien ordenadas!") if verdict.correct else _("El orden no es ese.")
        verdict.lines.append((True, _("Orden de fuerza: %(order)s.") % {"order": strength_order_text()}))
        return verdict

    def hints(self):
        return [
            _("El as y el tres son las cartas más fuertes de cada palo."),
            _("De más fuerte a más débil: %(order)s.") % {"order": strength_order_text()},
            _("El orden es: %(cards)s.") % {"cards": ", ".join(card_name(c) for c in self.solution())},
        ]
