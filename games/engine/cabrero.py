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
    seats = sorted(points)
    if last_won is None:
        last = {s: (0 if points[s] is not None else -1) for s in seats}
        entered_points = [points[s] for s in seats if points[s] is not None]
        if len(set(entered_points)) != len(entered_points) and tute is None and renuncio is None:
            raise ValueError("entered seats tie on points: give last_won to break the tie")
    else:
        last_won = _by_seat(last_won, "last_won")
        last = {s: (-1 if last_won.get(s) is None else last_won[s]) for s in seats}
    for s in (tute,) if tute is not None else ():
        if s not in points:
            raise ValueError(f"tute by seat {s}, which is not in the hand")
    entered = sorted(
        (s for s in seats if last[s] >= 0), key=lambda s: (points[s] or 0, last[s]), reverse=True
    )
    declared = set(cantes)
    porotos = dict.fromkeys(seats, 0)
    a_mas = a_menos = winner = None
    if tute is not None:
        winner = tute
        losers = [s for s in seats if s != tute]
    elif renuncio is not None:
        accused, caller, correct = renuncio
        losers = [accused] if correct else [caller]
        porotos[losers[0]] = 2 if correct else 1
    elif len(entered) == 1:
        capote = entered[0]
        if capote in declared:
            losers = [capote]  # capote after declaring a cante: he loses, nobody else does
        else:
            winner = a_mas = capote
            losers = [s for s in seats if s != capote]
    elif not entered:
        losers = []
    else:
        a_mas = entered[0]
        if len(entered) == 2:
            losers = [entered[1]]
        else:
            a_menos = entered[-1]
            losers = entered[1:-1]
    if renuncio is None:
        for s in losers:
            porotos[s] = 1
    return CabreroOutcome(winner, tuple(entered), a_mas, a_menos, tuple(losers), porotos)


def _by_seat(values: Mapping[int, Any] | Sequence[Any], name: str) -> dict[int, Any]:
    if isinstance(values, Mapping):
        return dict(values)
    if isinstance(values, str | bytes):
        raise TypeError(f"{name} must be a mapping seat -> value or a sequence by seat")
    return dict(enumerate(values))
