"""Work done off the request path (Django's tasks; the backend is chosen in settings.TASKS).

A task takes ids, never objects: it may run in another process, later, on another host. Each
one is safe to run twice or never: what it computes is stored once per move (a unique row, or
the game's own row under its lock), and a page waiting for it computes it itself after
`TASKS_DEADLINE_SECONDS` (games.views.feedback), so a stalled or crashed worker never leaves a
learner waiting. The results do not depend on where they are computed: the bots and the judge
stop on work units, never on the clock.
"""

from django.db import transaction
from django.tasks import task

from games import flows  # which enqueues these tasks: only its functions are used, when they run
from games.models import Game


@task
def judge_move(game_id: int, ply: int) -> None:
    """Judge the learner's move at `ply` of a practice game and store the judgement."""
    # A savepoint: run at once inside the move's transaction (the immediate backend), a failure
    # here must not spoil the move.
    with transaction.atomic():
        game = Game.objects.filter(pk=game_id).first()
        if game is None or ply >= game.ply or game.actions[ply][0] != game.learner_seat:
            return  # the game was deleted, or taken back past that move
        flows.judgement(game, ply)


@task
def bots_move(game_id: int, ply: int) -> None:
    """Play a practice game's bots from `ply` on (a searching bot's move, off the request);
    nothing if they were played already (a task run twice, or the page's own fallback)."""
    found = flows.searched_bots_moves(game_id, ply)
    if found is not None:
        flows.save_bots_moves(found)
