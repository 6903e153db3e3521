"""What became of a learner's practice games: who won, the score, the bots, per-variant tallies.

A game is its seed and action log (games/models.py): the outcome is found by replaying it once
and is then kept in the cache under the game's id and length, so a list of games replays only
the games that changed since it was last shown."""

import logging
from collections import Counter
from dataclasses import dataclass

from django.core.cache import cache
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.bots import LEVELS
from games.forms import level_label
from games.present import common, review

logger = logging.getLogger(__name__)

WON, LOST, OPEN = "won", "lost", "open"


def variant_names():
    return {"arrastre": _("Tute de arrastre"), "habanero": _("Tute habanero"), "cabrero": _("Tute cabrero")}


@dataclass(frozen=True)
class Outcome:
    """The end of a game for its learner; `tally` is hands won per side (or porotos per seat)."""

    result: str  # WON, LOST or OPEN
    winners: tuple  # winning sides (arrastre, habanero) or seats left (cabrero)
    tally: tuple  # ((side or seat, count), ...)


@dataclass(frozen=True)
class GameRecord:
    game: object
    title: str
    result: str
    result_text: str  # «Has ganado», «Ha ganado Derecha»…
    score_text: str  # «2 manos a 1», «3 porotos»…
    bots_text: str  # «contra dos robots: principiante (Derecha) e intermedio (Izquierda)»
    hands: int

    @property
    def won(self):
        return self.result == WON

    @property
    def recent(self):
        """Played less than a minute ago."""
        return (timezone.now() - self.game.updated).total_seconds() < 60


def outcome(game):
    """The game's Outcome, replayed at most once per game length."""
    key = f"learners:outcome:{game.public_id}:{len(game.actions)}"
    cached = cache.get(key)
    if cached is not None:
        return Outcome(cached[0], tuple(cached[1]), tuple(tuple(pair) for pair in cached[2]))
    try:
        match = game.match_at()
        standings = match.standings()
        winners = tuple(match.winners())
    except ValueError:  # a log the engine refuses (never written by the site): listed, not counted
        logger.warning("game %s does not replay", game.public_id, exc_info=True)
        return Outcome(OPEN, (), ())
    if not winners:
        result = OPEN
    elif common.side_of(game, game.learner_seat) in winners:
        result = WON
    else:
        result = LOST
    found = Outcome(result, winners, tuple(sorted(standings.items())))
    cache.set(key, [found.result, list(found.winners), [list(p) for p in found.tally]], 60 * 60 * 24 * 30)
    return found


def level_names(levels):
    return [str(level_label(level)).lower() for level in levels]


def bots_text(game):
    """The bots of a game in words: «contra un robot principiante», «contra tres robots
    intermedios», or each seat's level when they differ."""
    bots = [
        (seat, level) for seat, level in enumerate(game.bot_levels) if level and seat != game.learner_seat
    ]
    if not bots:
        return ""
    levels = {level for _seat, level in bots}
    if len(levels) == 1:
        level = levels.pop()
        return ngettext(
            "contra un robot de nivel %(level)s",
            "contra %(n)s robots de nivel %(level)s",
            len(bots),
        ) % {"n": len(bots), "level": str(level_label(level)).lower()}
    parts = [f"{common.seat_label(game, seat)}: {str(level_label(level)).lower()}" for seat, level in bots]
    return _("contra robots de varios niveles (%(levels)s)") % {"levels": ", ".join(parts)}


def _score_text(game, found):
    """Each side's hands won (or each seat's porotos in cabrero), the learner's first."""
    cabrero = game.variant == "cabrero"
    mine = game.learner_seat if cabrero else common.side_of(game, game.learner_seat)
    tally = sorted(found.tally, key=lambda pair: (pair[0] != mine, pair[0]))
    label = common.seat_label if cabrero else common.side_label
    counts = ", ".join(f"{label(game, key)} {count}" for key, count in tally)
    if cabrero:
        return _("Porotos: %(counts)s") % {"counts": counts}
    return _("Manos ganadas: %(counts)s") % {"counts": counts}


def _result_text(game, found):
    if found.result == OPEN:
        return _("Sin terminar")
    if found.result == WON:
        if game.variant == "cabrero":
            return _("Has ganado: no has quedado fuera")
        return _("Has ganado")
    if game.variant == "cabrero":
        names = [common.seat_label(game, seat) for seat in found.winners]
        return _("Has perdido: quedan %(names)s") % {"names": ", ".join(names)}
    names = [common.side_label(game, side) for side in found.winners]
    return _("Has perdido: gana %(names)s") % {"names": ", ".join(names)}


def record(game):
    found = outcome(game)
    summary = review.summary(game)
    return GameRecord(
        game=game,
        title=summary["title"],
        result=found.result,
        result_text=_result_text(game, found),
        score_text=_score_text(game, found),
        bots_text=bots_text(game),
        hands=summary["hand"],
    )


def variant_key(game):
    """The table a game was played at: variant and number of players (pairs apart)."""
    return (game.variant, game.players, common.in_pairs(game))


def variant_title(key):
    variant, players, pairs = key
    title = variant_names().get(variant, variant)
    if variant != "habanero":
        title = _("%(name)s a %(n)s") % {"name": title, "n": players}
        if pairs:
            title += " · " + _("por parejas")
    return title


@dataclass(frozen=True)
class Tally:
    label: str
    won: int
    lost: int

    @property
    def played(self):
        return self.won + self.lost

    @property
    def percent(self):
        return round(100 * self.won / self.played) if self.played else 0


def per_variant(records):
    """Finished games won and lost per table (variant and players), most played first."""
    won, lost = Counter(), Counter()
    for item in records:
        if item.result == OPEN:
            continue
        (won if item.won else lost)[variant_key(item.game)] += 1
    keys = sorted(set(won) | set(lost), key=lambda k: (-(won[k] + lost[k]), k))
    return [Tally(variant_title(k), won[k], lost[k]) for k in keys]


def per_level(records):
    """Finished games won and lost per bot level (a table of mixed levels counts as «varios»)."""
    won, lost = Counter(), Counter()
    for item in records:
        if item.result == OPEN:
            continue
        levels = {lv for seat, lv in enumerate(item.game.bot_levels) if lv and seat != item.game.learner_seat}
        key = levels.pop() if len(levels) == 1 else ""
        (won if item.won else lost)[key] += 1
    order = list(LEVELS) + [""]
    keys = sorted(set(won) | set(lost), key=lambda k: order.index(k) if k in order else len(order))
    return [Tally(str(level_label(k)) if k else _("Niveles mezclados"), won[k], lost[k]) for k in keys]
