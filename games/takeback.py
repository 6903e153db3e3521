"""Taking back a move in a practice game against bots (an optional aid, games/aids.py).

Only the learner's last decision can be taken back, together with the bots' replies after it,
and only while nothing else happened since (no new hand dealt, the game not over). The removed
actions are kept in ``Game.takebacks`` so that the review says a move was taken back, and the
judgement of the removed move is dropped (it judged a move no longer in the game)."""

from django.db import transaction

from games.flows import GameError, _locked
from games.models import NEXT_HAND, MoveNote


class NothingToTakeBack(GameError):
    """There is no decision of the learner that may be taken back now."""


def takeable(game):
    """The index of the learner's decision that may be taken back now, or None."""
    if game.finished or not all(level for s, level in enumerate(game.bot_levels) if s != game.learner_seat):
        return None
    for ply in range(game.ply - 1, -1, -1):
        seat, action = game.actions[ply]
        if action == NEXT_HAND or seat is None:
            return None
        if seat == game.learner_seat:
            return None if action.startswith("renuncio:") else ply
    return None


@transaction.atomic
def take_back(game, seen_ply):
    """Remove the learner's last decision and the bots' replies; returns the saved game.
    Raises StaleTable (the table changed since the learner saw it) or NothingToTakeBack."""
    game = _locked(game, seen_ply)
    ply = takeable(game)
    if ply is None:
        raise NothingToTakeBack(game)
    removed = game.actions[ply:]
    del game.actions[ply:]
    game.takebacks = [*game.takebacks, {"ply": ply, "actions": removed}]
    MoveNote.objects.filter(game=game, ply__gte=ply, kind=MoveNote.Kind.JUDGEMENT).delete()
    game.save()
    return game
