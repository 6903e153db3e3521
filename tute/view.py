"""What one seat may know about a hand: :class:`View`, made by ``State.view(seat)``.

A view plays on its state's ``seat_copy`` and a view's ``state_with`` makes a state again, so
the two classes live together in ``tute.state``; what a seat knows is computed in
``tute.seen``. This module is the view's import path (``from tute.view import View``).
"""

from .state import View

__all__ = ["View"]
