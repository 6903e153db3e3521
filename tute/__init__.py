"""Aprende Tute's rules engine: pure Python, no Django (see docs/ENGINE_CONTRACT.md).

``from tute import legal_cards, new_game, Rules, ...``
"""

from .cabrero import CabreroOutcome, cabrero_outcome
from .cantes import DeclarationCheck, cante_points, declarations, explain_declaration
from .cards import (
    DECK,
    DIEZ_DE_ULTIMAS,
    RANKS,
    RANKS_BY_NUMBER,
    SUITS,
    card_points,
    parse_card,
    rank_of,
    stronger,
    suit_of,
)
from .deal import deal_game, new_game, replay
from .errors import EngineError, IllegalAction, InvalidDeal, InvalidRules, UnknownCard
from .match import Match, Standings, new_match, replay_match
from .notation import Position, format_position
from .notation import parse as parse_position
from .obligations import Explanation, explain_card, legal_cards, trick_winner
from .result import Ending, HandResult, RenuncioCall
from .rules import DEFAULT_RULES, Rules
from .scoring import LostGames, Scoring, lost_games, scoring_of
from .state import State, apply_all
from .swaps import muestra_swaps, swap_for
from .table import Phase
from .view import View

__all__ = [
    "CabreroOutcome",
    "DECK",
    "RANKS",
    "RANKS_BY_NUMBER",
    "SUITS",
    "DIEZ_DE_ULTIMAS",
    "DEFAULT_RULES",
    "DeclarationCheck",
    "Ending",
    "EngineError",
    "Explanation",
    "HandResult",
    "IllegalAction",
    "InvalidDeal",
    "InvalidRules",
    "LostGames",
    "Match",
    "Phase",
    "Position",
    "RenuncioCall",
    "Scoring",
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
    "scoring_of",
    "UnknownCard",
    "cabrero_outcome",
    "cante_points",
    "card_points",
    "declarations",
    "explain_card",
    "explain_declaration",
    "format_position",
    "legal_cards",
    "lost_games",
    "muestra_swaps",
    "parse_card",
    "parse_position",
    "rank_of",
    "stronger",
    "suit_of",
    "swap_for",
    "trick_winner",
]
