"""Swapping the face-up trump card (docs/RULES.md §2, §6, §7).

- Habanero (*cambiar el siete / el dos*, optional, in the trick winner's window while the pile
  has cards): the 7 of trumps for a face-up as, 3, rey, caballo or sota; the 2 of trumps for a
  face-up 7, 6, 5 or 4.
- Three players (arrastre and cabrero, compulsory, before the first trick): an as, 3, rey,
  caballo or sota showing goes to the holder of the 7, then the 7 showing goes to the holder of
  the 2 (cabrero: a player holding both swaps his 2 straight for the shown card); a 7, 6 or 5
  showing goes to the holder of the 2; a 4 or a 2 stays.

One function owns each rule: :func:`swap_card` (which card of a hand goes for the face-up card)
and :func:`muestra_chain` (the three-player chain of compulsory swaps). ``State`` and the public
:func:`swap_for` / :func:`muestra_swaps` call them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from .cards import BIT, CODES, PLACE, RANK_OF, SUIT_OF, card_index, mask_of

HIGH_RANKS = frozenset((1, 3, 12, 11, 10))
"""A face-up as, 3, rey, caballo or sota is taken with the 7."""
MID_RANKS = frozenset((7, 6, 5))
"""Three players: a face-up 7, 6 or 5 is taken with the 2."""
LOW_SWAP_RANKS = frozenset((7, 6, 5, 4))
"""Habanero: a face-up 7, 6, 5 or 4 is taken with the 2."""

SEVEN = tuple(s * 10 + PLACE[7] for s in range(4))
TWO = tuple(s * 10 + PLACE[2] for s in range(4))

HABANERO, THREE, CABRERO_THREE = "habanero", "three", "cabrero"


def swap_card(face: int, hand: int, kind: str) -> int:
    """The card (int) of ``hand`` (mask) that is swapped for the face-up card ``face`` (int), or -1.

    ``kind``: ``"habanero"``, ``"three"`` (arrastre with three players) or ``"cabrero"`` (cabrero
    with three players: a player holding both the 7 and the 2 swaps the 2 straight)."""
    rank = RANK_OF[face]
    suit = SUIT_OF[face]
    seven, two = SEVEN[suit], TWO[suit]
    if rank in HIGH_RANKS:
        if kind == CABRERO_THREE and hand & BIT[seven] and hand & BIT[two]:
            return two
        return seven if hand & BIT[seven] else -1
    low = LOW_SWAP_RANKS if kind == HABANERO else MID_RANKS
    if rank in low and hand & BIT[two]:
        return two
    return -1


def muestra_chain(face: int, holder: Callable[[int], int], cabrero: bool) -> list[tuple[int, int, int]]:
    """The compulsory three-player swaps for the leftover card ``face``: a list of
    ``(seat, card given, card taken)`` in order. ``holder(card)`` gives the seat holding a card.
    The card left showing is the last card given (or ``face`` when there is no swap)."""
    swaps: list[tuple[int, int, int]] = []
    kind = CABRERO_THREE if cabrero else THREE
    while True:
        seat = -1
        if RANK_OF[face] in HIGH_RANKS:
            seat = holder(SEVEN[SUIT_OF[face]])
        elif RANK_OF[face] in MID_RANKS:
            seat = holder(TWO[SUIT_OF[face]])
        if seat < 0:
            return swaps
        # the card the holder gives: his 7 (or 2), per the one rule of swap_card
        give = swap_card(face, _held(holder, seat, face), kind)
        if give < 0:
            return swaps
        swaps.append((seat, give, face))
        face = give


def _held(holder: Callable[[int], int], seat: int, face: int) -> int:
    """The mask of the swap cards (7 and 2 of the face's suit) that ``seat`` holds."""
    suit = SUIT_OF[face]
    mask = 0
    for card in (SEVEN[suit], TWO[suit]):
        if card != face and holder(card) == seat:
            mask |= BIT[card]
    return mask


# --- public, with card codes -------------------------------------------------------------------


def _kind(variant: str) -> str | None:
    text = str(variant).strip().lower()
    name, _, players = text.partition("/")
    if name == "habanero" or (name == "arrastre" and players == "2"):
        return HABANERO
    if name in ("arrastre", "cabrero") and players in ("", "3"):
        return CABRERO_THREE if name == "cabrero" else THREE
    if name in ("arrastre", "cabrero"):
        return None  # four players or more: the card showing trump is not swapped
    raise ValueError(f"unknown variant {variant!r}: habanero, arrastre/3 or cabrero/3")


def swap_for(
    face_card: str, hand: Iterable[str], variant: str = "habanero", *, pile: int | None = None
) -> str | None:
    """The card of ``hand`` that is swapped for the face-up trump card ``face_card``, or None.

    ``variant``: ``"habanero"`` (the trick winner's optional swap: the 7 of trumps for an as,
    3, rey, caballo or sota, the 2 for a 7, 6, 5 or 4), ``"arrastre/3"`` or ``"cabrero/3"``
    (the compulsory swap of the leftover card: the 7 for an as … sota, the 2 for a 7, 6 or 5; in
    cabrero a player holding both swaps his 2 straight). With four or more players nothing is
    swapped. ``pile``: habanero, the cards left in the pile after the draw (0: no more swaps).
    """
    kind = _kind(variant)
    if kind is None or (kind == HABANERO and pile is not None and not pile):
        return None
    if isinstance(hand, str):
        raise TypeError("hand must be an iterable of card codes, not a string")
    card = swap_card(card_index(face_card), mask_of(hand), kind)
    return CODES[card] if card >= 0 else None


def muestra_swaps(
    face_card: str, hands: Sequence[Iterable[str]] | Mapping[int, Iterable[str]], *, cabrero: bool = False
) -> list[tuple[int, str, str]]:
    """The compulsory swaps of a three-player deal whose leftover card is ``face_card``:
    ``[(seat, card given, card taken), ...]`` in order; the card left showing (out of play) is
    the last card given, or ``face_card`` when nobody swaps. ``hands``: the seats' hands as
    dealt (a sequence, or a mapping seat -> hand). ``cabrero``: cabrero's reading (a player with
    both the 7 and the 2 swaps his 2 straight). A swap card held by nobody raises ValueError."""
    items = hands.items() if isinstance(hands, Mapping) else enumerate(hands)
    where = {}
    for seat, hand in items:
        for code in hand:
            where[card_index(code)] = seat
    face = card_index(face_card)

    def holder(card: int) -> int:
        if card not in where:
            raise ValueError(f"nobody holds the {CODES[card]}: give every hand")
        return where[card]

    return [(seat, CODES[give], CODES[take]) for seat, give, take in muestra_chain(face, holder, cabrero)]
