"""What the competitive pages and the tables say about points, chips and ratings: the words of
a reason not to count, of a place among the bots' levels, of a settled match for one person,
and the rows of a ranking with names. Spanish first, through gettext."""

import dataclasses

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from compete import ranking, ratings
from compete.names import names_of
from compete.rules import ABANDON_XP, Outcome, Reason, level_of
from games.levels import level_name

VARIANT_NAMES = {
    "": lambda: _("Todas las modalidades"),
    "arrastre": lambda: _("Arrastre"),
    "habanero": lambda: _("Habanero"),
    "cabrero": lambda: _("Cabrero"),
}


def variant_name(variant):
    return VARIANT_NAMES[variant]()


def reason_text(reason):
    texts = {
        Reason.GUEST: _("Hay una persona sin cuenta en la mesa: solo puntúan los jugadores registrados."),
        Reason.BOT: _(
            "Hay un bot en el sitio de una persona: cuenta para tu valoración de juego, no para XP ni fichas."
        ),
        Reason.SAME_ADDRESS: _(
            "Dos jugadores de la mesa se conectan desde la misma dirección: no se puntúa."
        ),
    }
    return texts[Reason(reason)]


def chips_text(count):
    return ngettext("%(n)s ficha", "%(n)s fichas", count) % {"n": count}


def abandon_warning(bet, *, pairs=False):
    """What leaving a competitive match for good costs, said before one leaves."""
    text = _("Si abandonas, la partida termina y la pierde tu lado: pierdes %(xp)s XP.") % {"xp": ABANDON_XP}
    if bet:
        text = _(
            "Si abandonas, la partida termina y la pierde tu lado: pierdes %(xp)s XP y tu apuesta "
            "(%(chips)s)."
        ) % {"xp": ABANDON_XP, "chips": chips_text(bet)}
    if pairs:
        text += " " + _("Tu compañero no gana ni pierde nada, y recupera su apuesta.")
    return text


def level_place(mu, variant):
    """«Tu nivel: entre el aficionado y el intermedio», or "" while no bot is rated there."""
    found = ratings.between_levels(mu, variant)
    if found is None:
        return ""
    kind, levels = found
    if kind == "like":
        return _("Tu nivel: como el %(level)s.") % {"level": level_name(levels).lower()}
    if kind == "below":
        return _("Tu nivel: por debajo del %(level)s.") % {"level": level_name(levels).lower()}
    if kind == "above":
        return _("Tu nivel: por encima del %(level)s.") % {"level": level_name(levels).lower()}
    low, high = levels
    return _("Tu nivel: entre el %(low)s y el %(high)s.") % {
        "low": level_name(low).lower(),
        "high": level_name(high).lower(),
    }


@dataclasses.dataclass(frozen=True)
class Level:
    number: int
    xp: int
    start: int
    next: int

    @property
    def percent(self):
        return round(100 * (self.xp - self.start) / (self.next - self.start))

    @property
    def bar_class(self):
        """The CSS class of the XP bar's fill (no inline styles: tenths of the level)."""
        return f"w{max(0, min(100, self.percent // 10 * 10))}"

    @property
    def to_next(self):
        return self.next - self.xp


def level(xp):
    number, start, nxt = level_of(xp)
    return Level(number, xp, start, nxt)


def ranking_rows(rows, me=None):
    """The rows of a ranking page with each person's name (one query for the names)."""
    names = names_of(row["user_id"] for row in rows)
    return [{**row, "name": names.get(row["user_id"], ""), "mine": row["user_id"] == me} for row in rows]


def award_lines(award, contest):
    """What one person sees at the end of a competitive match: XP, chips, place and rating."""
    lines = []
    if contest.outcome == Outcome.AMICABLE:
        lines.append(_("Partida anulada de mutuo acuerdo: no cuenta para nadie y se devuelven las apuestas."))
        return lines
    if not contest.counts:
        lines.extend(reason_text(r) for r in contest.reasons)
        lines.append(_("Esta partida no ha contado: ni XP ni fichas."))
    else:
        if award.abandoned:
            lines.append(_("Abandonaste la partida: %(xp)s XP.") % {"xp": award.xp})
        else:
            lines.append(_("%(sign)s%(xp)s XP.") % {"sign": "+" if award.xp >= 0 else "", "xp": award.xp})
        if contest.bet:
            lines.append(
                _("Fichas: %(sign)s%(n)s.") % {"sign": "+" if award.chips >= 0 else "", "n": award.chips}
            )
        if award.place_after:
            if award.place_before and award.place_before != award.place_after:
                lines.append(
                    _("Clasificación: del puesto %(before)s al %(after)s.")
                    % {"before": award.place_before, "after": award.place_after}
                )
            else:
                lines.append(_("Clasificación: puesto %(place)s.") % {"place": award.place_after})
    if award.rating_after is not None and award.rating_before is not None:
        before, after = ratings.shown(award.rating_before), ratings.shown(award.rating_after)
        lines.append(_("Valoración de juego: %(before)s → %(after)s.") % {"before": before, "after": after})
    return lines


def places(user_id):
    """The person's places: overall this week and all time (None where not ranked)."""
    return {
        "week": ranking.place_of(user_id, period=ranking.week_of()),
        "total": ranking.place_of(user_id),
    }
