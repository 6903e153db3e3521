"""The ladder of bot levels on the learner's pages: the level suggested from their results, and
why, in words (the rule itself: games.levels.suggest)."""

from dataclasses import dataclass

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games import levels
from games.levels import level_name
from games.present.records import LOST, WON, game_level, outcome

LADDER_GAMES_READ = 30  # the latest finished games a suggestion reads (a streak is a few of them)


def ladder_results(games):
    """The latest of these games finished against bots of one level, newest first, as the
    (level, won) pairs ``levels.suggest`` reads. Guided games (a prepared deal) and games
    continued from a review (a position tried again) are no result of a level."""
    games = games.filter(finished=True, guided=False, forked_from=None).order_by("-updated")
    results = []
    for game in games[:LADDER_GAMES_READ]:
        level = game_level(game)
        found = outcome(game)
        if level and found.result in (WON, LOST):
            results.append((level, found.result == WON))
    return results


@dataclass(frozen=True)
class LevelSuggestion:
    level: str  # the rung suggested
    text: str  # why, in a sentence
    rule: str  # how suggestions are made


def level_suggestion(games):
    """The level to suggest to the owner of these games (``Game.objects.owned_by(request)``),
    with the reason in words."""
    found = levels.suggest(ladder_results(games))
    return LevelSuggestion(found.level, suggestion_text(found), suggestion_rule())


def suggestion_rule():
    return _(
        "Cuando ganas %(wins)s partidas seguidas a un nivel, te sugerimos el siguiente; cuando pierdes "
        "%(losses)s seguidas, el anterior."
    ) % {"wins": levels.WINS_TO_CLIMB, "losses": levels.LOSSES_TO_STEP_DOWN}


def suggestion_text(found):
    """Why a level is suggested: «Has ganado 3 partidas seguidas al aficionado: prueba con el
    intermedio.»"""
    names = {
        "level": level_name(found.level).lower(),
        "played": level_name(found.played).lower() if found.played else "",
        "n": found.streak,
    }
    if found.reason == levels.NEW:
        return _("Empieza por el %(level)s, el primer nivel: sabe las reglas y se equivoca a menudo.") % names
    if found.reason == levels.STAY and not found.won:
        return _("Sigue con el %(level)s, el nivel de tu última partida.") % names
    if found.reason == levels.STAY and found.streak == 1:
        return _("Has ganado tu última partida al %(played)s: sigue con él.") % names
    streaks = {
        levels.CLIMB: lambda n: ngettext(
            "Has ganado %(n)s partida seguida al %(played)s: prueba con el %(level)s.",
            "Has ganado %(n)s partidas seguidas al %(played)s: prueba con el %(level)s.",
            n,
        ),
        levels.STEP_DOWN: lambda n: ngettext(
            "Has perdido %(n)s partida seguida contra el %(played)s: baja al %(level)s y vuelve luego.",
            "Has perdido %(n)s partidas seguidas contra el %(played)s: baja al %(level)s y vuelve luego.",
            n,
        ),
        levels.TOP: lambda n: ngettext(
            "Has ganado %(n)s partida seguida al %(played)s, el nivel más alto: ¡enhorabuena!",
            "Has ganado %(n)s partidas seguidas al %(played)s, el nivel más alto: ¡enhorabuena!",
            n,
        ),
        levels.BOTTOM: lambda n: ngettext(
            "Has perdido %(n)s partida seguida contra el %(played)s: pide pistas y mira por qué.",
            "Has perdido %(n)s partidas seguidas contra el %(played)s: pide pistas y mira por qué.",
            n,
        ),
        levels.STAY: lambda n: ngettext(
            "Llevas %(n)s partida ganada seguida al %(played)s: sigue con él.",
            "Llevas %(n)s partidas ganadas seguidas al %(played)s: sigue con él.",
            n,
        ),
    }
    return streaks[found.reason](found.streak) % names
