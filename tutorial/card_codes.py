"""Card codes as the exercises read them ("12o": rank "12", suit "o"), and the strength order
from the tute."""

import tute
from tute import SUITS, strength_key

__all__ = ["ALL_RANKS", "SUITS", "by_strength", "rank", "suit"]

ALL_RANKS = tuple(str(rank) for rank in tute.RANKS_BY_NUMBER)  # as the card codes spell them


def rank(code):
    return code[:-1]


def suit(code):
    return code[-1]


def by_strength(cards):
    """Cards of one suit from strongest to weakest, as the engine ranks them."""
    return sorted(cards, key=strength_key)
