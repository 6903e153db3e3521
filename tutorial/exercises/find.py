"""Find the cards of a suit or a rank ("Señala los caballos")."""

from django.utils.text import capfirst
from django.utils.translation import gettext as _

from games.words import card_list as names
from games.words import suit_name, the_card
from tutorial.card_codes import rank, suit
from tutorial.exercises.base import Exercise, Verdict
from tutorial.exercises.registry import register
from tutorial.wording import (
    a_rank,
)


@register
class FindExercise(Exercise):
    type = "find"

    def matches(self, code):
        wanted_suit = self.spec.get("suit")
        wanted_ranks = self.spec.get("ranks")
        if wanted_suit and suit(code) != wanted_suit:
            return False
        if wanted_ranks and int(rank(code)) not in wanted_ranks:
            return False
        return True

    def solution(self):
        return frozenset(code for code in self.cards() if self.matches(code))

    def grade(self, answer):
        right = self.solution()
        verdict = Verdict(correct=answer == right, summary="")
        for code in self.cards():
            if code in answer and code not in right:
                verdict.marks[code] = "wrong"
                verdict.lines.append((False, capfirst(self.why_not(code))))
            elif code in right and code not in answer:
                verdict.marks[code] = "missed"
                verdict.lines.append((False, _("Te faltó %(card)s.") % {"card": the_card(code)}))
            elif code in right:
                verdict.marks[code] = "ok"
        verdict.solution = names(self.ordered(right))
        verdict.summary = (
            _("¡Bien! Son %(cards)s.") % {"cards": verdict.solution} if verdict.correct else _("No del todo.")
        )
        return verdict

    def ordered(self, codes):
        return [code for code in self.cards() if code in codes]

    def why_not(self, code):
        """What a wrongly picked card is, against what was asked: its suit or its rank."""
        wanted_suit = self.spec.get("suit")
        if wanted_suit and suit(code) != wanted_suit:
            return _("%(card)s no: es de %(suit)s, no de %(wanted)s.") % {
                "card": the_card(code),
                "suit": suit_name(suit(code)),
                "wanted": suit_name(wanted_suit),
            }
        wanted = [str(r) for r in self.spec.get("ranks") or ()]
        return _("%(card)s no: es %(rank)s, no %(wanted)s.") % {
            "card": the_card(code),
            "rank": a_rank(rank(code)),
            "wanted": str(_(" ni ")).join(a_rank(r) for r in wanted),
        }

    def hints(self):
        rule_parts = []
        if self.spec.get("ranks"):
            rule_parts.append(
                _("Busca el número %(ranks)s en la esquina de la carta (sota 10, caballo 11, rey 12).")
                % {"ranks": ", ".join(str(r) for r in self.spec["ranks"])}
            )
        if self.spec.get("suit"):
            rule_parts.append(_("Busca el dibujo de %(suit)s.") % {"suit": suit_name(self.spec["suit"])})
        return [
            _("Mira el número y el dibujo del palo de cada carta."),
            " ".join(rule_parts),
            _("Son %(cards)s.") % {"cards": names(self.ordered(self.solution()))},
        ]
