"""How a match keeps score (docs/RULES.md §5 and §7), and seed 000's three-player scoring by
lost games: one function per rule, used by ``State.result``, ``Match`` and the bots alike.

- :class:`Scoring` names the three ways a match is counted: hands won per side
  (``RONDAS``: arrastre and habanero, first to ``rules.rondas``), porotos per seat (``POROTOS``:
  cabrero, out at ``rules.porotos``) and lost games per seat (``JUEGOS_PERDIDOS``: arrastre of
  three with ``rules.juegos_perdidos``, the first to that many loses the match).
- :func:`lost_games` says who takes a lost game from a finished hand of three-player arrastre
  scored by losses (docs/RULES.md §5, seed 000: «apuntando una pérdida al que menos tantos
  hiciera… en el caso de hacer dos juegos un jugador, los otros dos se apuntan uno cada uno»).

Readings chosen here (project rules, docs/RULES.md §9):

- *Hacer dos juegos*: a hand's points are three players' worth; a player who takes at least
  twice as many as the other two together (two thirds of the hand or more) has made the game
  of two, and the other two take a lost game each, whatever their points.
- A tute ends the hand for its declarer: the other two take a lost game each.
- Ties for the fewest points: each of the tied players takes a lost game; when all three tie,
  nobody does.
- A renuncio call (*renuncio real*): a right call makes the offender take the lost game, a
  wrong one the caller.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

from .rules import Rules


class Scoring(enum.Enum):
    """How a match is counted."""

    RONDAS = "rondas"
    """Hands won per side; the first side to win ``rules.rondas`` wins the match."""
    POROTOS = "porotos"
    """Cabrero: porotos per seat; ``rules.porotos`` puts a player out."""
    JUEGOS_PERDIDOS = "juegos_perdidos"
    """Arrastre of three: lost games per seat; the first to ``rules.juegos_perdidos`` loses."""


def scoring_of(variant: str, players: int, rules: Rules) -> Scoring:
    """The scoring a match of that variant, player count and options uses."""
    if variant == "cabrero":
        return Scoring.POROTOS
    if variant == "arrastre" and players == 3 and rules.juegos_perdidos:
        return Scoring.JUEGOS_PERDIDOS
    return Scoring.RONDAS


@dataclass(frozen=True, slots=True)
class LostGames:
    """Who takes a lost game from a hand: ``perdidos`` {seat: lost games taken, every seat},
    ``dos_juegos`` the seat that made two games (None when nobody did)."""

    perdidos: dict[int, int]
    dos_juegos: int | None = None


def lost_games(
    points: Mapping[int, int],
    *,
    tute: int | None = None,
    renuncio: tuple[int, int, bool] | None = None,
) -> LostGames:
    """The lost games of a finished three-player hand scored by losses.

    ``points``: {seat: final points} (cards + cantes + diez de últimas); ``tute``: the seat
    whose tute ended the hand; ``renuncio``: ``(accused, caller, correct)`` when a call ended it.
    """
    seats = sorted(points)
    taken = dict.fromkeys(seats, 0)
    # 1. A tute: its declarer wins the hand at once; the others take one each.
    if tute is not None:
        for seat in seats:
            taken[seat] = int(seat != tute)
        return LostGames(taken)
    # 2. A renuncio call: the offender (right call) or the caller (wrong call) loses the hand.
    if renuncio is not None:
        accused, caller, correct = renuncio
        taken[accused if correct else caller] = 1
        return LostGames(taken)
    # 3. Two games: at least twice the points of the other two together.
    total = sum(points.values())
    for seat in seats:
        if total and points[seat] >= 2 * (total - points[seat]):
            for other in seats:
                taken[other] = int(other != seat)
            return LostGames(taken, dos_juegos=seat)
    # 4. Otherwise the fewest points take one each (all level: nobody).
    fewest = min(points.values())
    if all(value == fewest for value in points.values()):
        return LostGames(taken)
    for seat in seats:
        taken[seat] = int(points[seat] == fewest)
    return LostGames(taken)


__all__ = ["LostGames", "Scoring", "lost_games", "scoring_of"]
