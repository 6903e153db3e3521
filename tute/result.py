"""The result of a finished hand as a typed value: :class:`HandResult` and its :class:`Ending`.

Modelled on python-chess's ``Outcome``/``Termination``: one frozen value with every field of
the contract (docs/ENGINE_CONTRACT.md, ``State.result()``), so every result reads the same way;
fields that do not apply to a variant or an ending are None or empty.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field


class Ending(enum.Enum):
    """How a hand ended."""

    CARDS = "cards"
    """The cards ran out: the last trick was played (its winner takes the diez de últimas)."""
    TUTE = "tute"
    """A player declared tute: his side wins the hand at once."""
    RENUNCIO = "renuncio"
    """*Renuncio real*: a player called renuncio on another; the call ends the hand."""


@dataclass(frozen=True, slots=True)
class RenuncioCall:
    """A renuncio call that ended the hand: ``by`` the accused seat, ``caller`` the seat that
    called, ``correct`` whether the accused had broken an obligation."""

    by: int
    caller: int
    correct: bool


@dataclass(frozen=True, slots=True)
class HandResult:
    """The outcome of a finished hand.

    - ``ending``: how it ended (:class:`Ending`).
    - ``points``: {side: points} (cards won + cantes + diez de últimas). A side is a seat, or in
      pairs a team (0: seats 0 and 2, 1: seats 1 and 3).
    - ``winner``: the winning side, None for a tie. Cabrero: the seat of a tute or of a capote
      without an earlier cante, else None.
    - ``last_trick``: the seat that won the last trick (None when a tute or a renuncio call
      ended the hand first).
    - ``tute``: the seat that declared tute, or None.
    - ``renuncio``: the call that ended the hand under *renuncio real*, or None.
    - Cabrero only (else empty or None): ``entered`` (seats that won a trick, in ranking
      order), ``a_mas``, ``a_menos`` (seat or None), ``losers`` (the seats that take porotos)
      and ``porotos`` {seat: porotos taken this hand}, every seat of the hand included.
    - Arrastre of three scored by lost games only (``Rules.juegos_perdidos``, else empty or
      None): ``perdidos`` {seat: lost games taken this hand}, every seat included, and
      ``dos_juegos``, the seat that made two games (``tute.scoring.lost_games``).
    """

    ending: Ending
    points: dict[int, int]
    winner: int | None
    last_trick: int | None = None
    tute: int | None = None
    renuncio: RenuncioCall | None = None
    entered: tuple[int, ...] = ()
    a_mas: int | None = None
    a_menos: int | None = None
    losers: tuple[int, ...] = ()
    porotos: dict[int, int] = field(default_factory=dict)
    perdidos: dict[int, int] = field(default_factory=dict)
    dos_juegos: int | None = None


__all__ = ["Ending", "HandResult", "RenuncioCall"]
