"""The ladder of bot levels as the site uses it: the rungs in order, weakest first (the bots own
them: ``tute.bots.LEVELS``), what a stored level name stands for, how each rung is called
(``games.words``), and which rung to suggest to a learner.

A game stores one level name per seat (``Game.bot_levels``) and keeps playing at the level it was
started with. Every name stored so far is a rung of today's ladder; a name that is not (a level
since renamed, a row edited by hand) plays and is shown as ``FALLBACK`` rather than breaking the
game or a page that lists it.
"""

from dataclasses import dataclass

from games import words
from tute.bots import LEVELS, SEARCH_BUDGETS

LADDER = LEVELS
FIRST = LADDER[0]
FALLBACK = "intermedio"
"""The rung an unknown stored name plays at: the level every game started at before the ladder."""

RENAMED: dict[str, str] = {}
"""Stored names of levels that were renamed or merged → their rung (none so far)."""

THINKING = frozenset(SEARCH_BUDGETS)
"""Levels that search, so that their turn takes a visible time: the table shows «pensando…»."""


def canonical_level(stored):
    """The rung a stored level name plays at: itself when on the ladder, "" for a seat without a
    bot (a person), a renamed level's rung, else ``FALLBACK``."""
    if stored in (None, ""):
        return ""
    if isinstance(stored, str):
        if stored in LADDER:
            return stored
        if stored in RENAMED:
            return RENAMED[stored]
    return FALLBACK


def rung(name):
    """The place on the ladder of the level a stored name plays at, 1 for the weakest."""
    return LADDER.index(canonical_level(name) or FIRST) + 1


def above(name):
    """The next rung up, or None at the top."""
    number = rung(name)
    return LADDER[number] if number < len(LADDER) else None


def below(name):
    """The next rung down, or None at the bottom."""
    number = rung(name)
    return LADDER[number - 2] if number > 1 else None


@dataclass(frozen=True)
class Level:
    """One rung as a page shows it."""

    key: str
    number: int
    name: str
    description: str
    thinks: bool


def describe(key):
    """The rung a stored name plays at, as a page shows it."""
    key = canonical_level(key) or FIRST
    return Level(key, rung(key), words.level_name(key), words.level_description(key), key in THINKING)


def ladder():
    """Every rung, weakest first."""
    return [describe(key) for key in LADDER]


def level_name(stored):
    """The name of the level a stored name plays at («Aficionado»)."""
    return words.level_name(canonical_level(stored) or FALLBACK)


def level_choices():
    """(key, name) of every rung, weakest first: the choices of a form."""
    return [(key, words.level_name(key)) for key in LADDER]


# --------------------------------------------------------------------------- the level to suggest
#
# ``suggest(results)`` is pure: it reads a learner's finished games against bots of one level,
# newest first, as (level, won) pairs, and says which level to play next and why:
# - a new learner (no such game yet) starts at the first rung, the novato;
# - WINS_TO_CLIMB wins in a row at a level: the next one up (at the top, stay there);
# - LOSSES_TO_STEP_DOWN losses in a row at a level: the next one down (at the bottom, stay);
# - otherwise the level of the latest game.
# A streak counts the latest games at the latest game's level with the same result; a game at
# another level ends it. Games against bots of mixed levels, guided games and games continued from
# a review are no result of a rung: the caller leaves them out (games.present.records.ladder_results).

WINS_TO_CLIMB = 3
LOSSES_TO_STEP_DOWN = 3

NEW, CLIMB, STEP_DOWN, TOP, BOTTOM, STAY = "new", "climb", "step_down", "top", "bottom", "stay"


@dataclass(frozen=True)
class Suggestion:
    """The level to suggest (``level``), the reason (one of the constants above), the level the
    learner's latest results are at (``played``, "" for a new learner) and the streak there:
    ``streak`` games in a row ``won`` (or lost)."""

    level: str
    reason: str
    played: str = ""
    streak: int = 0
    won: bool = False


def suggest(results):
    """The Suggestion for a learner whose finished one-level games are ``results``: (level, won)
    pairs, newest first (stored names read as ``canonical_level`` reads them)."""
    results = [(canonical_level(name), bool(won)) for name, won in results]
    results = [(name, won) for name, won in results if name]
    if not results:
        return Suggestion(FIRST, NEW)
    played, won = results[0]
    streak = 0
    for name, result in results:
        if name != played or result != won:
            break
        streak += 1
    if won and streak >= WINS_TO_CLIMB:
        higher = above(played)
        if higher is None:
            return Suggestion(played, TOP, played, streak, won)
        return Suggestion(higher, CLIMB, played, streak, won)
    if not won and streak >= LOSSES_TO_STEP_DOWN:
        lower = below(played)
        if lower is None:
            return Suggestion(played, BOTTOM, played, streak, won)
        return Suggestion(lower, STEP_DOWN, played, streak, won)
    return Suggestion(played, STAY, played, streak, won)
