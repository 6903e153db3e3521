"""Aprende Tute's rules engine: pure Python, no Django (see docs ENGINE_CONTRACT.md).

``from games.engine import legal_cards, new_game, Rules, ...``
"""

from .cards import card_points, parse_card, stronger
from .errors import EngineError, IllegalAction, InvalidDeal, InvalidRules, UnknownCard
from .match import Match, Standings, new_match, replay_match
from .notation import Position, format_position
from .notation import parse as parse_position
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
    "Position",
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
    "format_position",
    "legal_cards",
    "parse_card",
    "parse_position",
    "stronger",
    "trick_winner",
]
