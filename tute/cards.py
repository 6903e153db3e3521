"""The Spanish deck of 40 cards: codes, strength and points (docs/RULES.md §1).

A card code is rank then suit letter, lower case: ``1o`` (as de oros), ``3c``, ``12e``, ``10b``.
Upper case input (``"12E"``) is accepted everywhere; an unknown code raises
:class:`UnknownCard` (a ``ValueError``) whose message names the bad code.

Internally a card is an int ``0..39``: ``suit * 10 + place`` where ``place`` is the position of
the rank in the strength order as, 3, rey, caballo, sota, 7, 6, 5, 4, 2 (0 = as, the strongest).
So, within one suit, a *smaller* int is a *stronger* card, and a hand is a 40-bit mask. Iterating
the bits of a hand from low to high lists it by suit (oros, copas, espadas, bastos) and, inside a
suit, from the strongest card to the weakest: the order in which hands are shown.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import UnknownCard

SUITS: tuple[str, ...] = ("o", "c", "e", "b")
"""Suit letters in the engine's fixed order: oros, copas, espadas, bastos."""

SUIT_NAMES = {"o": "oros", "c": "copas", "e": "espadas", "b": "bastos"}

RANKS = (1, 3, 12, 11, 10, 7, 6, 5, 4, 2)
"""Ranks from the strongest to the weakest (fuerza): as, 3, rey, caballo, sota, 7, 6, 5, 4, 2."""

RANKS_BY_NUMBER = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
"""Ranks in the order of their numbers: the order in which a suit is printed and listed."""

DECK: tuple[str, ...] = tuple(f"{rank}{suit}" for suit in SUITS for rank in RANKS_BY_NUMBER)
"""The 40 card codes, suit by suit (oros, copas, espadas, bastos), each from the as to the rey.

The one card vocabulary of the project: every other module imports ``SUITS``, ``RANKS``,
``RANKS_BY_NUMBER`` and ``DECK`` from here (through ``tute``) instead of spelling them.
"""

RANK_POINTS = {1: 11, 3: 10, 12: 4, 11: 3, 10: 2, 7: 0, 6: 0, 5: 0, 4: 0, 2: 0}

# Whoever wins the last trick of the hand adds these points (docs/RULES.md §1).
DIEZ_DE_ULTIMAS = 10
"""Points (valor) of each rank; the ranks worth 0 are the cartas blancas."""

RANK_NAMES = {
    1: "as",
    2: "dos",
    3: "tres",
    4: "cuatro",
    5: "cinco",
    6: "seis",
    7: "siete",
    10: "sota",
    11: "caballo",
    12: "rey",
}

# --- int tables (index = card int) -------------------------------------------------------------

CODES: tuple[str, ...] = tuple(f"{rank}{suit}" for suit in SUITS for rank in RANKS)
SUIT_OF: tuple[int, ...] = tuple(i // 10 for i in range(40))
RANK_OF: tuple[int, ...] = tuple(RANKS[i % 10] for i in range(40))
POINTS_OF: tuple[int, ...] = tuple(RANK_POINTS[RANK_OF[i]] for i in range(40))
BIT: tuple[int, ...] = tuple(1 << i for i in range(40))

# Looked up with anything a caller passes: a bad code raises KeyError or TypeError.
_INDEX: dict[object, int] = {code: i for i, code in enumerate(CODES)}
_INDEX.update({code.upper(): i for i, code in enumerate(CODES)})

SUIT_MASK: tuple[int, ...] = tuple(((1 << 10) - 1) << (10 * s) for s in range(4))
STRONGER_MASK: tuple[int, ...] = tuple(SUIT_MASK[SUIT_OF[i]] & ((1 << i) - 1) for i in range(40))
"""``STRONGER_MASK[c]``: every card of ``c``'s suit that beats ``c``."""

PLACE = {rank: place for place, rank in enumerate(RANKS)}
REYES_MASK = sum(BIT[s * 10 + PLACE[12]] for s in range(4))
CABALLOS_MASK = sum(BIT[s * 10 + PLACE[11]] for s in range(4))
PAIR_MASK: tuple[int, ...] = tuple(BIT[s * 10 + PLACE[12]] | BIT[s * 10 + PLACE[11]] for s in range(4))
"""``PAIR_MASK[s]``: rey and caballo of suit ``s`` (a cante)."""


def card_index(card: str | int) -> int:
    """The int of a card code (upper case accepted); raise UnknownCard naming a bad code."""
    if type(card) is int:
        if 0 <= card < 40:
            return card
        raise UnknownCard(f"unknown card: {card!r}")
    try:
        return _INDEX[card]
    except (KeyError, TypeError):
        pass
    if isinstance(card, str):
        stripped = card.strip()
        if stripped in _INDEX:
            return _INDEX[stripped]
        if stripped.lower() in _INDEX:
            return _INDEX[stripped.lower()]
    raise UnknownCard(f"unknown card code: {card!r} (codes are rank + suit, e.g. 1o, 3c, 12e, 10b)")


def parse_card(card: str) -> str:
    """The canonical (lower case) code of ``card``; raise UnknownCard naming a bad code."""
    return CODES[card_index(card)]


def suit_index(suit: str | int) -> int:
    """The index 0..3 of a suit letter (``o c e b``, upper case accepted)."""
    if type(suit) is int and 0 <= suit < 4:
        return suit
    if isinstance(suit, str):
        letter = suit.strip().lower()
        if len(letter) == 1 and letter in SUITS:
            return SUITS.index(letter)
        for s, name in SUIT_NAMES.items():
            if letter == name:
                return SUITS.index(s)
    raise UnknownCard(f"unknown suit: {suit!r} (suits are o, c, e, b)")


def suit_of(card: str) -> str:
    """The suit letter of a card code."""
    return SUITS[SUIT_OF[card_index(card)]]


def rank_of(card: str) -> int:
    """The rank (1..12) of a card code."""
    return RANK_OF[card_index(card)]


def card_name(card: str) -> str:
    """Spanish name of a card, e.g. ``"tres de copas"`` (for engine messages)."""
    i = card_index(card)
    return f"{RANK_NAMES[RANK_OF[i]]} de {SUIT_NAMES[SUITS[SUIT_OF[i]]]}"


def card_points(cards: Iterable[str] | str) -> int:
    """Total points (valor) of an iterable of card codes (a single code is accepted too)."""
    if isinstance(cards, str):
        return POINTS_OF[card_index(cards)]
    return sum(POINTS_OF[card_index(c)] for c in cards)


def stronger(a: str, b: str) -> bool:
    """True when card ``a`` outranks card ``b`` of the same suit (as, 3, rey, caballo, sota, 7…2).

    Cards of different suits are not comparable by strength: the answer is False.
    """
    ia, ib = card_index(a), card_index(b)
    return SUIT_OF[ia] == SUIT_OF[ib] and ia < ib


def strength_key(card: str) -> int:
    """The sort key of strength: ``sorted(cards, key=strength_key)`` lists cards suit by suit
    (oros, copas, espadas, bastos) and, within a suit, from the strongest to the weakest (as,
    3, rey, caballo, sota, 7, 6, 5, 4, 2). The one order of strength every sort uses."""
    return card_index(card)


def sorted_hand(cards: Iterable[str], trump: str) -> list[str]:
    """A hand as a player holds it: suit by suit, the trumps last, each suit from its strongest
    card (``trump``: the trump suit's letter)."""
    return sorted(cards, key=lambda card: (suit_of(card) == trump, strength_key(card)))


# --- masks -------------------------------------------------------------------------------------


def mask_of(cards: Iterable[str | int]) -> int:
    """The 40-bit mask of an iterable of codes; raise ValueError on a repeated card."""
    mask = 0
    for card in cards:
        bit = BIT[card_index(card)]
        if mask & bit:
            raise ValueError(f"card repeated: {CODES[card_index(card)]}")
        mask |= bit
    return mask


def codes(mask: int) -> tuple[str, ...]:
    """The card codes of a mask, in display order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CODES[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def count(mask: int) -> int:
    """Number of cards in a mask."""
    return mask.bit_count()
