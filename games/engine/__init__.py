"""Aprende Tute's rules engine: pure Python, no Django (see docs ENGINE_CONTRACT.md).

``from games.engine import legal_cards, new_game, Rules, ...``
"""

from .cards import card_points, parse_card, stronger
from .errors import EngineError, IllegalAction, InvalidDeal, InvalidRules, UnknownCard
from .match import Match, Standings, new_match, replay_match
from .obligations import Explanation, explain_card, legal_cards, trick_winner
from .rules import DEFAULT_RULES, Rules
from .state import State, apply_all, deal_game, new_game, replay
from .view import View

__all__ = [
    "DEFAULT_RULES",
    "EngineError",
    "Explanation",
    "IllegalAction",
    "InvalidDeal",
    "InvalidRules",
    "Match",
    "Rules",
    "Standings",
    "State",
    "View",
    "apply_all",
    "deal_game",
    "new_game",
    "new_match",
    "replay",
    "replay_match",
    "UnknownCard",
    "card_points",
    "explain_card",
    "legal_cards",
    "parse_card",
    "stronger",
    "trick_winner",
]

_NOTATION = {"parse_position": "parse", "format_position": "format", "Position": "Position"}


def __getattr__(name):
    # The position notation lives in games.engine.notation (written separately); imported lazily
    # so that the engine works without it and no import cycle can arise.
    if name in _NOTATION:
        from . import notation

        return getattr(notation, _NOTATION[name])
    raise AttributeError(f"module 'games.engine' has no attribute {name!r}")


if __import__("importlib.util").util.find_spec(__name__ + ".notation") is not None:
    __all__ += ["Position", "format_position", "parse_position"]
