"""The bots' searching moves at tables, off the sockets' threads (Django's tasks, see games.tasks).

A person's move that leaves an experto or a maestro to play is saved and pushed at once; the
bots' search then runs in a worker process (the embedded default: at once, in-process), and the
table is pushed again when their cards are played. Meanwhile the table shows «pensando…» on the
bot's seat. If no worker answers, the tables' regular tick plays the bots itself after
TASKS_DEADLINE_SECONDS (tables.flows.tick): nobody waits for ever.
"""

from django.tasks import task

from tables import flows


@task
def bots_move(game_id: int, ply: int) -> None:
    """Play the bots of the table whose game is `game_id`, from `ply` on, and push the table."""
    flows.bots_turn(game_id, ply)
