"""Cabrero: who loses the hand, from the final points."""

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

import tute
from tutorial.card_codes import ALL_RANKS, SUITS
from tutorial.exercises.base import BadAnswer, Exercise, Verdict
from tutorial.exercises.registry import register
from tutorial.wording import (
    player_name,
)

# the cards' 120 points and the diez de últimas
CARD_POINTS_AND_LAST_TEN = tute.card_points(r + s for s in SUITS for r in ALL_RANKS) + 10


@register
class CabreroExercise(Exercise):
    """From the final points of a cabrero hand (None: did not win a trick), who loses?"""

    type = "cabrero"
    cards_are_answers = False
    default_question = gettext_lazy(
        "Estos son los puntos de cada jugador al final de la mano. ¿Quién pierde? "
        "Márcalos y pulsa «Comprobar»."
    )

    def __init__(self, spec):
        super().__init__(spec)
        self.points = list(spec["points"])
        if not 3 <= len(self.points) <= 6:
            raise ValueError(f"cabrero is played by 3 to 6 players, not {len(self.points)}")
        self.cantes = self.read_cantes(spec)
        total = sum(p for p in self.points if p is not None)
        declared = sum(points for _seat, points in self.cantes)
        if total != CARD_POINTS_AND_LAST_TEN + declared:
            raise ValueError(
                f"cabrero points {self.points} add up to {total}, not 130 plus the cantes ({declared})"
            )
        for seat, points in self.cantes:
            if self.points[seat] is None or points not in (20, 40) or self.points[seat] < points:
                raise ValueError(f"a cante of {points} by seat {seat} does not fit its points {self.points}")
        self.outcome = tute.cabrero_outcome(self.points, cantes=[seat for seat, _points in self.cantes])

    def read_cantes(self, spec):
        """(seat, 20 or 40) for each cante of the hand: ``cantes`` in the spec, or the older
        ``capote_cante`` (the seat of a capote, whose cantes are its points above 130)."""
        if "cantes" in spec:
            return [(int(seat), int(points)) for seat, points in spec["cantes"]]
        seat = spec.get("capote_cante")
        if seat is None:
            return []
        extra = self.points[seat] - CARD_POINTS_AND_LAST_TEN
        parts = []
        while extra >= 40:
            parts.append((seat, 40))
            extra -= 40
        if extra:
            parts.append((seat, extra))
        return parts

    def facts(self):
        facts = [
            _("Tute cabrero, %(n)s jugadores, cada uno para sí.") % {"n": len(self.points)},
            _("Los puntos son los finales de la mano: cartas, cantes y diez de últimas."),
        ]
        if not self.cantes:
            facts.append(_("Nadie cantó en esta mano."))
        for seat, points in self.cantes:
            label = _("las cuarenta") if points == 40 else _("las veinte")
            facts.append(
                _("%(player)s cantó %(cante)s (%(n)s puntos, ya contados en sus puntos).")
                % {"player": player_name(seat), "cante": label, "n": points}
            )
        return facts

    @property
    def seats(self):
        return range(len(self.points))

    def choices(self):
        out = []
        for seat, points in enumerate(self.points):
            if points is None:
                detail = _("no entró en baza")
            else:
                detail = _("%(n)s puntos") % {"n": points}
            out.append((str(seat), f"{player_name(seat)} · {detail}"))
        return out

    def parse(self, values):
        picked = super().parse(values)
        if not picked:
            raise BadAnswer(_("Marca al menos un jugador."))
        return frozenset(int(value) for value in picked)

    def encode(self, answer):
        return ",".join(str(seat) for seat in sorted(answer))

    def solution(self):
        return frozenset(self.outcome.losers)

    def names(self, seats):
        parts = [player_name(seat) for seat in seats]
        if len(parts) <= 1:
            return "".join(parts)
        return _("%(first)s y %(last)s") % {"first": ", ".join(parts[:-1]), "last": parts[-1]}

    def rule_line(self):
        """The table's rule applied to this hand: how many entered and who loses."""
        outcome = self.outcome
        entered = outcome.entered
        if len(entered) == 1:
            if outcome.winner is None:
                return _(
                    "Capote: solo %(player)s entró en baza, pero había cantado: pierde él y nadie más."
                ) % {"player": player_name(entered[0])}
            return _("Capote: solo %(player)s entró en baza; pierden todos los demás.") % {
                "player": player_name(entered[0])
            }
        positions = {
            2: _("entraron 2: pierde el segundo"),
            3: _("entraron 3: pierde el segundo"),
            4: _("entraron 4: pierden el segundo y el tercero"),
            5: _("entraron 5: pierden el segundo, el tercero y el cuarto"),
        }
        return capfirst(positions[len(entered)]) + "."

    def ranking_line(self):
        entered = self.outcome.entered
        ranked = ", ".join(f"{player_name(seat)} ({self.points[seat]})" for seat in entered)
        return _("De más a menos puntos, los que entraron: %(ranked)s.") % {"ranked": ranked}

    def why(self, seat):
        """Why one player loses or not."""
        outcome = self.outcome
        data = {"player": player_name(seat), "n": len(outcome.entered)}
        entered = outcome.entered
        if seat in outcome.losers:
            if len(entered) == 1 and seat == entered[0]:
                return _("%(player)s pierde: hizo capote después de cantar.") % data
            if seat not in entered:
                return _("%(player)s pierde: no entró en baza y el otro hizo capote.") % data
            data["place"] = entered.index(seat) + 1
            if len(entered) == 2:
                return _("%(player)s pierde: entraron dos y es el segundo.") % data
            return _("%(player)s pierde: es el %(place)sº de %(n)s, queda en medio.") % data
        if seat not in entered:
            return _("%(player)s no pierde: no entró en baza, así que no cuenta.") % data
        if seat == outcome.a_mas:
            return _("%(player)s no pierde: tiene más puntos que nadie, gana a más.") % data
        if seat == outcome.a_menos:
            return _("%(player)s no pierde: es el último de los que entraron, gana a menos.") % data
        return _("%(player)s no pierde.") % data

    def ranked_seats(self):
        """Every seat in ranking order: those who entered a trick, from most points to fewest
        (the engine's order, ties broken), then those who did not."""
        entered = list(self.outcome.entered)
        return entered + [seat for seat in self.seats if seat not in entered]

    def grade(self, answer):
        """The rule, the ranking, then each player in ranking order (a wrong mark flagged)."""
        right = self.solution()
        verdict = Verdict(correct=answer == right, summary="", solution=self.names(sorted(right)))
        verdict.lines = [(True, self.rule_line()), (True, self.ranking_line())]
        for seat in self.ranked_seats():
            key = str(seat)
            if (seat in answer) != (seat in right):
                verdict.marks[key] = "wrong" if seat in answer else "missed"
                verdict.lines.append((False, self.why(seat)))
            else:
                verdict.marks[key] = "ok" if seat in right else ""
                verdict.lines.append((True, self.why(seat)))
        count = len(right)
        verdict.summary = (
            ngettext("¡Bien! Pierde: %(players)s.", "¡Bien! Pierden: %(players)s.", count)
            if verdict.correct
            else ngettext("No: pierde %(players)s.", "No: pierden %(players)s.", count)
        ) % {"players": verdict.solution}
        return verdict

    def hints(self):
        rule = _(
            "Solo cuentan los que entraron en baza: el primero gana a más; si entraron tres o más, el "
            "último gana a menos; los del medio pierden. Con dos, pierde el segundo; con capote, "
            "todos los demás."
        )
        return [
            _("Primero mira quién entró en baza: los que no ganaron ninguna baza no cuentan."),
            rule,
            ngettext("Pierde: %(players)s.", "Pierden: %(players)s.", len(self.solution()))
            % {"players": self.names(sorted(self.solution()))},
        ]
