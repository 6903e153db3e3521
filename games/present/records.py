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

from games.levels import LADDER, canonical_level, level_name
from games.present import common, review
from tute import Scoring

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
    hands_won: int = 0  # hands the learner's side won (cabrero: hands without a poroto)
    hands_lost: int = 0  # hands another side won (cabrero: hands with a poroto); ties count for nobody


@dataclass(frozen=True)
class GameRecord:
    game: object
    title: str
    result: str
    result_text: str  # «Has ganado», «Ha ganado Derecha»…
    score_text: str  # «2 manos a 1», «3 porotos»…
    bots_text: str  # «contra dos robots: principiante (Derecha) e intermedio (Izquierda)»
    hands: int
    hands_won: int = 0  # as in Outcome
    hands_lost: int = 0

    @property
    def won(self):
        return self.result == WON

    @property
    def recent(self):
        """Played less than a minute ago."""
        return (timezone.now() - self.game.updated).total_seconds() < 60


def outcome(game):
    """The game's Outcome, replayed at most once per game length."""
    key = f"learners:outcome:v2:{game.public_id}:{len(game.actions)}"
    cached = cache.get(key)
    if cached is not None:
        return Outcome(cached[0], tuple(cached[1]), tuple(tuple(pair) for pair in cached[2]), *cached[3:])
    try:
        match = game.match_at()
        standings = match.standings()
        winners = tuple(match.winners())
        hands = _hands(game, match.results)
    except ValueError:  # a log the engine refuses (never written by the site): listed, not counted
        logger.warning("game %s does not replay", game.public_id, exc_info=True)
        return Outcome(OPEN, (), ())
    if not winners:
        result = OPEN
    elif common.side_of(game, game.learner_seat) in winners:
        result = WON
    else:
        result = LOST
    found = Outcome(result, winners, tuple(sorted(standings.items())), *hands)
    cached = [found.result, list(found.winners), [list(p) for p in found.tally], *hands]
    cache.set(key, cached, 60 * 60 * 24 * 30)
    return found


def _hands(game, results):
    """(won, lost) hands of the learner in these hand results."""
    won = lost = 0
    mine = common.side_of(game, game.learner_seat)
    for hand in results:
        if hand.perdidos:  # arrastre of three scored by lost games: a hand without one is won
            won += hand.perdidos[game.learner_seat] == 0
            lost += hand.perdidos[game.learner_seat] > 0
        elif game.variant == "cabrero":
            if game.learner_seat in hand.porotos:  # not out of the match, nor resting as dealer
                won += hand.porotos[game.learner_seat] == 0
                lost += hand.porotos[game.learner_seat] > 0
        elif hand.winner is not None:
            won += hand.winner == mine
            lost += hand.winner != mine
    return won, lost


def level_names(levels):
    return [level_name(level).lower() for level in levels]


def game_level(game):
    """The one level of a game's bots (as the ladder names it), or "" when they differ or there
    are none."""
    found = {
        canonical_level(level)
        for seat, level in enumerate(game.bot_levels)
        if level and seat != game.learner_seat
    }
    return found.pop() if len(found) == 1 else ""


def bots_text(game):
    """The bots of a game in words: «contra un robot principiante», «contra tres robots
    intermedios», or each seat's level when they differ."""
    bots = [
        (seat, level) for seat, level in enumerate(game.bot_levels) if level and seat != game.learner_seat
    ]
    if not bots:
        return ""
    levels = {canonical_level(level) for _seat, level in bots}
    if len(levels) == 1:
        level = levels.pop()
        return ngettext(
            "contra un robot de nivel %(level)s",
            "contra %(n)s robots de nivel %(level)s",
            len(bots),
        ) % {"n": len(bots), "level": level_name(level).lower()}
    parts = [f"{common.seat_label(game, seat)}: {level_name(level).lower()}" for seat, level in bots]
    return _("contra robots de varios niveles (%(levels)s)") % {"levels": ", ".join(parts)}


def _score_text(game, found):
    """Each side's hands won (or each seat's porotos in cabrero), the learner's first."""
    scoring = common.scoring(game)
    by_seat = scoring is not Scoring.RONDAS
    mine = game.learner_seat if by_seat else common.side_of(game, game.learner_seat)
    tally = sorted(found.tally, key=lambda pair: (pair[0] != mine, pair[0]))
    label = common.seat_label if by_seat else common.side_label
    counts = ", ".join(f"{label(game, key)} {count}" for key, count in tally)
    if scoring is Scoring.POROTOS:
        return _("Porotos: %(counts)s") % {"counts": counts}
    if scoring is Scoring.JUEGOS_PERDIDOS:
        return _("Juegos perdidos: %(counts)s") % {"counts": counts}
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
        hands_won=found.hands_won,
        hands_lost=found.hands_lost,
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


@dataclass(frozen=True)
class LevelRecord:
    """A learner's record against one level of bots: games and hands won and lost, in all and
    per table (``tables``: (title, games Tally, hands Tally), most played first)."""

    level: str  # a rung of the ladder, or "" for tables of mixed levels
    label: str
    games: Tally
    hands: Tally
    tables: tuple


def per_level(records):
    """Finished games and their hands won and lost per bot level, weakest level first (a table
    of mixed levels counts under «Niveles mezclados», last)."""
    games, hands = {}, {}
    for item in records:
        if item.result == OPEN:
            continue
        level, table = game_level(item.game), variant_key(item.game)
        for key in ((level, None), (level, table)):
            won, lost = games.get(key, (0, 0))
            games[key] = (won + item.won, lost + (not item.won))
            hands_won, hands_lost = hands.get(key, (0, 0))
            hands[key] = (hands_won + item.hands_won, hands_lost + item.hands_lost)
    order = list(LADDER) + [""]
    rows = []
    for level in sorted({level for level, _t in games}, key=order.index):
        tables = sorted(
            (table for lv, table in games if lv == level and table is not None),
            key=lambda t, lv=level: (-sum(games[(lv, t)]), t),
        )
        rows.append(
            LevelRecord(
                level=level,
                label=level_name(level) if level else _("Niveles mezclados"),
                games=Tally("", *games[(level, None)]),
                hands=Tally("", *hands[(level, None)]),
                tables=tuple(
                    (variant_title(t), Tally("", *games[(level, t)]), Tally("", *hands[(level, t)]))
                    for t in tables
                ),
            )
        )
    return rows
