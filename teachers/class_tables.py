"""A class's tables as its teachers see them: the matches being played now (who sits where, the
score, a link to watch) and the matches its students finished.

The tables app sits above this one (it imports teachers), so this module never imports it: it
reads the class's tables through their relation to the class (``classroom.tables``, ``Seat``,
``Round``) and each match's score from its game (``games``), as ``teachers.marks`` counts a
student's matches through ``Game.table_round``. A match ended by everybody's vote is not a
played match: it is never listed nor counted.
"""

from dataclasses import dataclass

from django.urls import reverse
from django.utils.translation import gettext as _

from games.forms import rule_settings
from games.levels import level_name
from games.models import Game
from games.present import common
from games.present.records import OPEN, outcome, variant_names
from games.words import house_rule_setting

PLAYING = "playing"  # tables.Table.Status.PLAYING


@dataclass(frozen=True)
class Side:
    names: str
    score: int


@dataclass(frozen=True)
class Match:
    title: str
    sides: tuple
    watch_url: str = ""
    finished: object = None  # when it ended
    winners: str = ""


def _title(variant, players, rules):
    """The game in words, with the table options that differ from the usual ones (a class-table
    assignment counts only the matches played with its options)."""
    name = variant_names().get(variant, variant)
    title = name if variant == "habanero" else _("%(name)s a %(n)s") % {"name": name, "n": players}
    options = [house_rule_setting(option, value) for option, value in rule_settings(variant, players, rules)]
    return " · ".join([title, *options])


def _sides(game, names):
    """Each side (a pair, or a seat) with its people's names and its score (hands won, or
    porotos in cabrero), from the game's match."""
    found = outcome(game)
    tally = dict(found.tally)
    groups = {}
    for seat in range(game.players):
        groups.setdefault(common.side_of(game, seat), []).append(names.get(seat, "?"))
    sides = tuple(
        Side(names=" · ".join(people), score=tally.get(side, 0)) for side, people in sorted(groups.items())
    )
    winners = [" · ".join(groups.get(side, [])) for side in found.winners] if found.result != OPEN else []
    return sides, ", ".join(winners)


def _seat_name(seat):
    if seat.name:
        return seat.name
    return level_name(seat.level) if seat.level else _("(libre)")


def live(classroom):
    """The class's matches being played now, the latest first."""
    tables = (
        classroom.tables.filter(status=PLAYING, game__isnull=False)
        .select_related("game")
        .prefetch_related("seats")
        .order_by("-updated")[:20]
    )
    matches = []
    for table in tables:
        names = {seat.number: _seat_name(seat) for seat in table.seats.all()}
        sides, _winners = _sides(table.game, names)
        matches.append(
            Match(
                title=_title(table.variant, table.players, table.game.rules),
                sides=sides,
                watch_url=reverse("tables:room", args=[table.code]),
            )
        )
    return matches


def finished(classroom, student=None, limit=30):
    """The matches finished at the class's tables (one student's, when named), the latest first."""
    games = Game.objects.filter(
        table_round__table__classroom=classroom, table_round__amicable=False, finished=True
    )
    if student is not None:
        games = games.filter(table_round__users=student)
    matches = []
    for game in games.select_related("table_round").distinct().order_by("-updated")[:limit]:
        people = game.table_round.people or {}
        names = {int(seat): person.get("name") or "?" for seat, person in people.items()}
        for seat, level in enumerate(game.bot_levels or []):
            names.setdefault(seat, level_name(level) if level else "?")
        sides, winners = _sides(game, names)
        matches.append(
            Match(
                title=_title(game.variant, game.players, game.rules),
                sides=sides,
                finished=game.updated,
                winners=winners,
            )
        )
    return matches
