"""What may the learner declare right after winning a trick."""

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

import tute
from games.words import card_list as names
from games.words import suit_name, the_card
from tutorial.exercises.base import NONE, BadAnswer, PositionExercise, Verdict, check_card
from tutorial.exercises.registry import register
from tutorial.table import draw_table
from tutorial.wording import (
    alternatives,
    both,
    cante_label,
    cante_rules_line,
    game_line,
    seat_phrase,
)


@register
class CanteExercise(PositionExercise):
    """Right after winning a trick: which declaration may the learner make now? One cante per
    trick won, so the learner picks one (any he may make is right) or «no puedo cantar nada».

    The page states everything the answer depends on (``facts``): the game, the earlier cantes
    of the hand and who made them, the table's cante options, in habanero the pile and the card
    just drawn (``drawn`` in the spec), and under *cantes se pierden* the cantes the learner let
    go (``lost``: suits or ``tute:12``/``tute:11``)."""

    type = "cante"
    mode = "single"
    cards_are_answers = False
    default_question = gettext_lazy(
        "¿Qué puedes cantar ahora? Solo se canta un cante por baza: elige uno de los que puedes "
        "cantar, o «No puedo cantar nada»."
    )
    actions: tuple[str, ...] = ("cante:o", "cante:c", "cante:e", "cante:b", "tute:12", "tute:11")
    cante_actions = actions[:4]

    def __init__(self, spec):
        super().__init__(spec)
        hand = self.hand()
        self.drawn = check_card(spec["drawn"]) if spec.get("drawn") else None
        if self.drawn and self.drawn not in hand:
            raise ValueError(f"the card just drawn ({self.drawn}) is not in the hand: {spec['position']!r}")
        self.lost = tuple(str(item) for item in spec.get("lost", ()))
        if self.lost and not self.position.rules.cantes_se_pierden:
            raise ValueError("cantes are lost only under o:cantes_se_pierden=1")
        self.with_tute = spec.get("tute", True) is not False  # False: before the lesson on tute
        if not self.with_tute:
            if any(all(f"{figure}{s}" in hand for s in tute.SUITS) for figure in ("12", "11")):
                raise ValueError(f"a question without tute cannot hold a tute: {spec['position']!r}")
            self.actions = self.cante_actions

    @property
    def habanero(self):
        return self.position.variant == "habanero" or self.position.players == 2

    def cards(self):
        return self.hand()

    def table(self):
        table = draw_table(self.position, self.learner)
        table["played"] = []  # a declaration window: the trick was just collected
        table["trick_shown"] = False
        return table

    def choices(self):
        trump = self.position.trump
        return [(action, capfirst(cante_label(action, trump))) for action in self.actions] + [
            (NONE, _("No puedo cantar nada"))
        ]

    def verdict_choices(self):
        return self.choices()

    # --- what the answer depends on ------------------------------------------------------------
    def context(self):
        """The engine's declaration arguments for the learner (the position's, with the card just
        drawn and the cantes let go)."""
        position = self.position
        return {
            "declared": [what for _seat, what in position.cantes if what != "tute"],
            "own_cante": any(seat == self.learner and what != "tute" for seat, what in position.cantes),
            "pile": (position.pile or 0) if self.habanero else None,
            "drawn": self.drawn,
            "lost": [item if item.startswith("tute:") else f"cante:{item[-1]}" for item in self.lost],
            "rules": position.rules,
        }

    def facts(self):
        position = self.position
        facts = []
        if self.habanero:
            facts.append(
                _("Acabas de ganar una baza y los dos habéis robado: antes de salir, puedes cantar.")
            )
        else:
            facts.append(_("Acabas de ganar una baza: antes de salir, puedes cantar."))
        facts.append(game_line(position))
        if self.habanero:
            if not position.pile:
                facts.append(_("Ya no queda mazo."))
            if self.drawn:
                facts.append(_("La carta que acabas de robar es %(card)s.") % {"card": the_card(self.drawn)})
        facts.extend(self.history())
        facts.append(cante_rules_line(position.rules, with_tute=self.with_tute))
        if position.rules.cantes_se_pierden:
            if self.lost:
                lost = [
                    cante_label(f"cante:{item}" if len(item) == 1 else item, position.trump)
                    for item in self.lost
                ]
                facts.append(
                    _("Ya pasaste sin cantar pudiendo hacerlo y perdiste %(cantes)s.")
                    % {"cantes": both(lost)}
                )
            else:
                facts.append(_("Hasta ahora no has dejado pasar ningún cante que pudieras cantar."))
        return facts

    def history(self):
        """The cantes made earlier this hand and who made them, in words."""
        position = self.position
        if not position.cantes:
            return [_("Nadie ha cantado todavía en esta mano.")]
        lines = []
        for seat, what in position.cantes:
            if what == "tute":
                label = _("tute")
            else:
                label = cante_label(f"cante:{what}", position.trump)
            if seat == self.learner:
                lines.append(_("Ya cantaste %(cante)s en esta mano.") % {"cante": label})
            else:
                lines.append(
                    capfirst(
                        _("%(who)s cantó %(cante)s en esta mano.")
                        % {"who": seat_phrase(seat, self.learner, position), "cante": label}
                    )
                )
        return lines

    # --- answers -------------------------------------------------------------------------------
    def solution(self):
        """Every declaration the learner may make now (he makes one of them)."""
        return frozenset(tute.declarations(self.hand(), self.position.trump, **self.context()))

    def example_answer(self):
        right = self.solution()
        return next((action for action in self.actions if action in right), NONE)

    def checks(self):
        trump = self.position.trump
        context = self.context()
        return {
            action: tute.explain_declaration(action, self.hand(), trump, **context) for action in self.actions
        }

    def parse(self, values):
        if len(values) != 1:
            raise BadAnswer(_("Elige una sola respuesta: un cante, o «No puedo cantar nada»."))
        value = str(values[0]).strip().lower()
        if value not in {choice for choice, _label in self.choices()}:
            raise BadAnswer(_("Esa respuesta no es una de las opciones."))
        return value

    def mine(self, action):
        """True when the learner himself declared the cante's suit earlier (c: in the position)."""
        return any(seat == self.learner and what == action[6:] for seat, what in self.position.cantes)

    def sentence(self, check):
        """Why one declaration is or is not possible now (from the engine's DeclarationCheck)."""
        trump = self.position.trump
        data = {
            "cante": cante_label(check.action, trump),
            "points": check.points,
            "cards": names(check.needed),
            "missing": names(check.missing),
            "trump": suit_name(trump),
        }
        if check.allowed:
            if check.points is None:
                return _("%(cante)s: sí, tienes %(cards)s. ¡El tute gana la mano!") % data
            return _("%(cante)s: sí, tienes %(cards)s; valen %(points)s puntos.") % data
        if check.reason == "ya_cantado" and self.mine(check.action):
            return _("No puedes cantar %(cante)s: ya las cantaste. Cada palo se canta una vez.") % data
        sentences = {
            "ya_cantado": _("No puedes cantar %(cante)s: ya se cantaron en esta mano."),
            "perdido": _(
                "No puedes cantar %(cante)s: no las cantaste cuando pudiste y en esta mesa se pierden."
            ),
            "faltan_cartas": ngettext(
                "%(cante)s no: te falta %(missing)s.",
                "%(cante)s no: te faltan %(missing)s.",
                len(check.missing),
            ),
            "recien_robada": _("%(cante)s no: no se canta con la carta que acabas de robar."),
            "cuarenta_primero": _(
                "%(cante)s todavía no: las cuarenta van primero (tienes el rey y el caballo de %(trump)s)."
            ),
            "sin_mazo": _("%(cante)s no: en el habanero solo se canta mientras queda mazo."),
            "tute_no_permitido": _("%(cante)s no: en esta mesa no se permite cantar tute."),
            "cantes_previos": _(
                "%(cante)s no: ya cantaste en esta mano, y el tute solo se canta sin cantes previos."
            ),
        }
        return capfirst(sentences.get(check.reason, _("%(cante)s no se puede cantar ahora.")) % data)

    def solution_labels(self):
        """The declarations that may be made here, in words, in the order they are offered."""
        right = self.solution()
        return [cante_label(a, self.position.trump) for a in self.actions if a in right]

    def solution_text(self):
        """ "las veinte en copas o las cuarenta en oros", or «nada»."""
        return alternatives(self.solution_labels()) or str(_("nada"))

    def grade(self, answer):
        answer = answer or NONE
        right = self.solution()
        correct = answer in right if right else answer == NONE
        checks = self.checks()
        solution = self.solution_text()
        verdict = Verdict(correct=correct, summary="", solution=solution)
        wrong, fine = self._check_lines(verdict, answer, right, checks)
        if answer == NONE:
            verdict.marks[NONE] = "wrong" if right else "ok"
            if right:
                wrong.insert(0, (False, _("Sí puedes cantar: %(cantes)s.") % {"cantes": solution}))
        elif not right:
            verdict.marks[NONE] = "missed"
        shown = [answer] if answer in right else sorted(right)
        for action in shown:
            for code in checks[action].needed:
                verdict.marks[code] = "ok"
        verdict.lines = wrong + fine
        if not verdict.lines:
            verdict.lines.append(
                (True, _("No tienes el rey y el caballo de ningún palo, ni los cuatro reyes o caballos."))
            )
        verdict.summary = self._summary(answer, right, correct, solution)
        return verdict

    def _check_lines(self, verdict, answer, right, checks):
        """(wrong, fine): the sentences on each declaration checked, the answer's first; marks
        each declaration on ``verdict``."""
        wrong: list[tuple[bool, str]] = []
        fine: list[tuple[bool, str]] = []
        for action, check in checks.items():
            sentence = capfirst(self.sentence(check))
            if action == answer and action not in right:
                verdict.marks[action] = "wrong"
                wrong.append((False, sentence))
            elif action == answer:
                verdict.marks[action] = "ok"
                fine.insert(0, (True, sentence))
            elif action in right:
                verdict.marks[action] = "" if verdict.correct else "missed"
                fine.append((True, sentence))
            elif check.reason != "faltan_cartas" or check.missing != check.needed:
                fine.append((True, sentence))  # a near miss worth saying (one card, a rule)
        return wrong, fine

    def _summary(self, answer, right, correct, solution):
        """The verdict in one sentence, naming the other declarations that were also right."""
        if not correct:
            if right:
                return _("No: puedes cantar %(cantes)s.") % {"cantes": solution}
            return _("No: ahora no puedes cantar nada.")
        if not right:
            return _("¡Bien! No puedes cantar nada.")
        trump = self.position.trump
        others = [cante_label(a, trump) for a in self.actions if a in right and a != answer]
        summary = _("¡Bien! Puedes cantar %(cante)s.") % {"cante": cante_label(answer, trump)}
        if others:
            summary += " " + _("También podías elegir %(others)s: uno por baza.") % {
                "others": alternatives(others)
            }
        return summary

    def hints(self):
        trump = self.position.trump
        checks = self.checks().values()
        special = next((c for c in checks if c.reason not in ("ok", "faltan_cartas")), None)
        rule = _(
            "Se canta el rey y el caballo de un mismo palo: las veinte (20), o las cuarenta (40) en "
            "%(trump)s, que es triunfo; los cuatro reyes o los cuatro caballos son tute. Cada palo, una vez."
        ) % {"trump": suit_name(trump)}
        if special is not None:
            rule = f"{rule} {self.sentence(special)}"
        right = self.solution_labels()
        answer = (
            _("Puedes cantar %(cantes)s.") % {"cantes": alternatives(right)}
            if right
            else _("No puedes cantar nada.")
        )
        return [_("Busca en tu mano reyes y caballos del mismo palo."), rule, answer]
