"""Card tables the bots use for speed, all derived from the engine at import time.

Nothing here decides a rule: points come from ``card_points`` and the order of strength from
the library's ``strength_key`` (the one owner of card strength; the bots compare two cards of a
suit with it directly); the tables only cache those answers so that search loops need not call
the engine for every comparison.
"""

from __future__ import annotations

from collections.abc import Iterable

from tute import DECK, SUITS, card_points, strength_key, trick_winner

POINTS = {card: card_points([card]) for card in DECK}
SUIT = {card: card[-1] for card in DECK}
RANK = {card: int(card[:-1]) for card in DECK}
# Cards of a suit from the strongest down (the library's order of strength).
BY_STRENGTH = {suit: tuple(sorted((c for c in DECK if c[-1] == suit), key=strength_key)) for suit in SUITS}
# How many cards of its own suit a card outranks (0 = the dos, 9 = the as): its rank's strength,
# for keys that weigh cards of different suits by rank alike (the lowest card to give away, the
# strongest to try a trick with). Two cards of one suit are compared with ``strength_key``.
STRENGTH = {card: len(cards) - 1 - cards.index(card) for cards in BY_STRENGTH.values() for card in cards}
ORDER = {card: index for index, card in enumerate(DECK)}


def canonical(cards: Iterable[str]) -> list[str]:
    """Cards in a fixed order (so equal sets give equal tuples: cache keys)."""
    return sorted(cards, key=ORDER.__getitem__)


_BEATS: dict[tuple[str, str, str], bool] = {}


def beats(card: str, winning: str, trump: str) -> bool:
    """True when ``card`` played now would take the trick from ``winning``, the card winning it.

    Asked of the engine's ``trick_winner`` as a two-card trick led by the winning card (the led
    suit no longer matters once a card is winning: only that card can be beaten) and cached.
    """
    key = (card, winning, trump)
    answer = _BEATS.get(key)
    if answer is None:
        answer = _BEATS[key] = trick_winner((winning, card), trump) == 1
    return answer
