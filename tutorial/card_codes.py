"""Card codes as the exercises read them ("12o": rank "12", suit "o"), and the strength order
from the engine."""

from functools import cmp_to_key

from games import engine

ALL_RANKS = ("1", "2", "3", "4", "5", "6", "7", "10", "11", "12")
SUITS = ("o", "c", "e", "b")


def rank(code):
    return code[:-1]


def suit(code):
    return code[-1]


def by_strength(cards):
    """Cards of one suit from strongest to weakest, as the engine ranks them."""

    def compare(a, b):
        if engine.stronger(a, b):
            return -1
        if engine.stronger(b, a):
            return 1
        return 0

    return sorted(cards, key=cmp_to_key(compare))
