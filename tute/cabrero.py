"""Who loses a hand of tute cabrero (docs/RULES.md §7): one function, :func:`cabrero_outcome`, used by
``State.result`` and by anything that asks the question from final points (lessons, quizzes).

Only the players who won a trick (*entraron en baza*) count, ranked by points, ties broken by
the last trick won (a later trick ranks higher). The first wins *a más*; with three or more
entered, the last wins *a menos*; those in between lose (two entered: the second loses). A
capote (one entered) makes every other player lose, unless the capote player had declared a
cante: then he alone loses. A tute makes every other player lose. Under *renuncio real* a
correct call costs the offender two porotos, a wrong one costs the caller one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class CabreroOutcome:
    """Who wins and who loses a cabrero hand: ``entered`` (the seats that won a trick, in
    ranking order), ``a_mas``, ``a_menos`` (seat or None), ``losers`` (the seats that take
    porotos), ``porotos`` {seat: porotos taken, every seat}, ``winner`` (the seat of a tute or of
    a capote without an earlier cante, else None)."""

    winner: int | None
    entered: tuple[int, ...]
    a_mas: int | None
    a_menos: int | None
    losers: tuple[int, ...]
    porotos: dict[int, int]


def cabrero_outcome(
    points: Mapping[int, int | None] | Sequence[int | None],
    last_won: Mapping[int, int | None] | Sequence[int | None] | None = None,
    *,
    cantes: Iterable[int] = (),
    tute: int | None = None,
    renuncio: tuple[int, int, bool] | None = None,
) -> CabreroOutcome:
    """The outcome of a cabrero hand.

    - ``points``: each seat's final points (cards + cantes + diez de últimas), a mapping seat ->
      points or a sequence indexed by seat. Without ``last_won``, None means the seat did not
      win a trick.
    - ``last_won``: for each seat, the number of the last trick it won (0 = the first trick),
      None (or -1) when it won none; it decides who entered and breaks ties on points. Without
      it, entered seats with equal points raise ValueError (the tie cannot be broken).
    - ``cantes``: the seats that declared a cante this hand (a capote after a cante loses).
    - ``tute``: the seat that declared tute (the hand ended there), or None.
    - ``renuncio``: ``(accused, caller, correct)`` when a renuncio call ended the hand.

    Returns a :class:`CabreroOutcome`.
    """
    points = _by_seat(points, "points")
    if tute is not None and tute not in points:
        raise ValueError(f"tute by seat {tute}, which is not in the hand")
    last = _last_tricks(points, last_won, ended_early=tute is not None or renuncio is not None)
    seats = sorted(points)
    entered = sorted(
        (s for s in seats if last[s] >= 0), key=lambda s: (points[s] or 0, last[s]), reverse=True
    )
    porotos = dict.fromkeys(seats, 0)
    if renuncio is not None and tute is None:
        accused, caller, correct = renuncio
        loser = accused if correct else caller
        porotos[loser] = 2 if correct else 1
        return CabreroOutcome(None, tuple(entered), None, None, (loser,), porotos)
    winner, a_mas, a_menos, losers = _ranking(seats, entered, set(cantes), tute)
    for s in losers if renuncio is None else ():
        porotos[s] = 1
    return CabreroOutcome(winner, tuple(entered), a_mas, a_menos, losers, porotos)


def _last_tricks(
    points: dict[int, Any],
    last_won: Mapping[int, int | None] | Sequence[int | None] | None,
    ended_early: bool,
) -> dict[int, int]:
    """Each seat's last trick won (-1: none). Without ``last_won``, a seat with points entered and
    ties on points cannot be broken (unless a tute or a renuncio call ended the hand)."""
    seats = sorted(points)
    if last_won is not None:
        by_seat = _by_seat(last_won, "last_won")
        return {s: (-1 if by_seat.get(s) is None else by_seat[s]) for s in seats}
    entered_points = [points[s] for s in seats if points[s] is not None]
    if len(set(entered_points)) != len(entered_points) and not ended_early:
        raise ValueError("entered seats tie on points: give last_won to break the tie")
    return {s: (0 if points[s] is not None else -1) for s in seats}


def _ranking(
    seats: list[int], entered: list[int], declared: set[int], tute: int | None
) -> tuple[int | None, int | None, int | None, tuple[int, ...]]:
    """``(winner, a_mas, a_menos, losers)`` of a hand played out or ended by a tute."""
    if tute is not None:
        return tute, None, None, tuple(s for s in seats if s != tute)
    if not entered:
        return None, None, None, ()
    if len(entered) == 1:
        capote = entered[0]
        if capote in declared:  # capote after declaring a cante: he loses, nobody else does
            return None, None, None, (capote,)
        return capote, capote, None, tuple(s for s in seats if s != capote)
    if len(entered) == 2:
        return None, entered[0], None, (entered[1],)
    return None, entered[0], entered[-1], tuple(entered[1:-1])


def _by_seat(values: Mapping[int, Any] | Sequence[Any], name: str) -> dict[int, Any]:
    if isinstance(values, Mapping):
        return dict(values)
    if isinstance(values, str | bytes):
        raise TypeError(f"{name} must be a mapping seat -> value or a sequence by seat")
    return dict(enumerate(values))
