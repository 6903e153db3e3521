"""The experto bot's suggestion for a "which card would you play" exercise.

The experto plays from the View of a hand the engine plays to the position (games/positions.py),
its earlier tricks played with the cards the teacher says went out (teachers.earlier).

A position that no hand reaches gets no suggestion, and the builder says so.
"""

import random

from games.positions import Unreachable, position_view
from tute import bots

__all__ = ["Unreachable", "position_view", "suggestion"]


def suggestion(position, out=()):
    """The experto's card for this position, or None when no hand reaches it (see above);
    `out` are the cards the teacher says went out in earlier tricks."""
    out = tuple(sorted(out))
    rng = random.Random(f"{position} {','.join(out)}" if out else str(position))
    view = position_view(position, rng, out)
    if view is None:
        return None
    return bots.choose_action(view, "experto", rng=rng)
