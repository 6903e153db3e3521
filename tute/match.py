"""A match (partida): hands dealt one after another until a side or the last players win.

``new_match(variant, players, seed=..., rules=...)`` deals the first hand (the same as
``new_game`` with those arguments); ``match.apply(action)`` plays in the current hand;
``match.next_hand()`` deals the next one when a hand is over. A :class:`Match` is immutable.

- Arrastre and habanero: the first side to win ``rules.rondas`` hands wins; a tied hand counts
  for nobody (docs/RULES.md §5).
- Cabrero: every hand's losers take porotos; a seat with ``rules.porotos`` is out and is no
  longer dealt cards; the match ends when fewer than three remain, and those left win (§7).
  With six seats still in, the dealer sits out each hand.
- Arrastre of three with ``rules.juegos_perdidos`` (seed 000's scoring by losses, §5): every
  hand's lost games (``HandResult.perdidos``) are added per seat; the first to reach the number
  loses the match, which ends there, and those with the fewest lost games win.
- *Renuncio pierde la partida* (``rules.renuncio_pierde_partida``, §3): a proven renuncio loses
  the whole match for the offender's side: the match ends and every other side wins; in cabrero
  the offender is out at once and the others play on.
- Each hand's seed is derived from the match seed: hand 0 uses the seed itself, hand k the
  string ``f"{seed}/{k}"``; ``replay_match`` rebuilds a match from its seed and decisions.
- Dealer and mano: the first dealer is drawn by lot; the next hand is dealt by the previous
  mano, and mano is the next seat still in after him (so both move one seat to the right).
- *Triunfos rotativos* (cabrero, 4 or 5 players): hand k has trump ``"oceb"[k % 4]`` (the first
  hand is oros with the 2 de oros rule); if eliminations leave three players, their hands go
  back to the shown leftover card (project rule).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .deal import check_variant, deal_kind, new_game, new_seed, rules_for, shuffle_and_deal
from .errors import IllegalAction
from .result import HandResult
from .rules import Rules
from .scoring import Scoring, scoring_of
from .state import State
from .table import DealKind


class Standings(dict[int, int]):
    """Hands won per side (arrastre, habanero), porotos per seat (cabrero) or lost games per
    seat (arrastre of three scored by losses), as a dict.

    ``kind`` is the :class:`Scoring`; ``out`` the frozenset of seats that are out (cabrero);
    ``target`` the hands to win, the porotos that put a player out or the lost games that lose
    the match; ``forfeit`` the side that lost the match by a proven renuncio (*renuncio pierde
    la partida*), else None.
    """

    kind: Scoring = Scoring.RONDAS
    out: frozenset[int] = frozenset()
    target: int = 0
    forfeit: int | None = None


@dataclass(frozen=True, slots=True, eq=False)
class Match:
    """An immutable match: the current hand, the finished ones and the tallies.

    ``hand``: the current :class:`State`; ``number``: 0-based index of the current hand;
    ``_finished``: earlier hands' final states; ``_tally``: wins per side, or porotos per seat
    (cabrero), finished hands only; ``_out``: the seats that are out (cabrero). Read the
    tallies through ``standings()``, ``porotos`` and ``out``, which count the current hand
    once it is over.
    """

    variant: str
    players: int
    rules: Rules
    seed: object
    hand: State
    number: int
    _finished: tuple[State, ...]
    _tally: dict[int, int]
    _out: frozenset[int]

    # --- playing -------------------------------------------------------------------------------

    def apply(self, action: str) -> Match:
        """The match after ``action`` in the current hand (IllegalAction when not allowed)."""
        return self._with_hand(self.hand.apply(action))

    def _with_hand(self, hand: State) -> Match:
        return Match(
            self.variant,
            self.players,
            self.rules,
            self.seed,
            hand,
            self.number,
            self._finished,
            self._tally,
            self._out,
        )

    @property
    def scoring(self) -> Scoring:
        """How this match is counted (:class:`Scoring`)."""
        return scoring_of(self.variant, self.players, self.rules)

    def _tallies(self) -> tuple[dict[int, int], frozenset[int]]:
        """Tallies including the current hand when it is over (``out``: cabrero's seats out, a
        renuncio that lost the match included)."""
        tally = dict(self._tally)
        out = self._out
        if self.hand.is_terminal():
            result = self.hand.result()
            scoring = self.scoring
            if scoring is Scoring.POROTOS:
                for seat, n in result.porotos.items():
                    tally[seat] += n
                out = frozenset(s for s, n in tally.items() if n >= self.rules.porotos)
                forfeit = self._forfeit_of(result)
                out = out | {forfeit} if forfeit is not None else out
            elif scoring is Scoring.JUEGOS_PERDIDOS:
                for seat, n in result.perdidos.items():
                    tally[seat] += n
            elif result.winner is not None:
                tally[result.winner] += 1
        return tally, out

    def _forfeit_of(self, result: HandResult) -> int | None:
        """The side that loses the match by this hand's proven renuncio (*renuncio pierde la
        partida*), or None."""
        call = result.renuncio
        if not self.rules.renuncio_pierde_partida or call is None or not call.correct:
            return None
        return self.hand.side_of(call.by)

    @property
    def forfeit(self) -> int | None:
        """The side that lost the match by a proven renuncio (*renuncio pierde la partida*), or
        None. Such a renuncio ends the match, so it can only be the current hand's; in cabrero
        the offender is out instead (``out``) and the others play on, so this stays None."""
        if not self.rules.renuncio_pierde_partida or self.scoring is Scoring.POROTOS:
            return None
        if not self.hand.is_terminal():
            return None
        return self._forfeit_of(self.hand.result())

    def _target(self) -> int:
        scoring = self.scoring
        if scoring is Scoring.POROTOS:
            return self.rules.porotos
        if scoring is Scoring.JUEGOS_PERDIDOS:
            return self.rules.juegos_perdidos
        return self.rules.rondas

    def standings(self) -> Standings:
        tally, out = self._tallies()
        standings = Standings(tally)
        standings.kind = self.scoring
        standings.out = out
        standings.target = self._target()
        standings.forfeit = self.forfeit
        return standings

    @property
    def porotos(self) -> dict[int, int]:
        """Cabrero: porotos per seat (including the current hand once it is over)."""
        return dict(self._tallies()[0]) if self.variant == "cabrero" else {}

    @property
    def out(self) -> frozenset[int]:
        """Cabrero: the seats that are out."""
        return self._tallies()[1]

    @property
    def active(self) -> tuple[int, ...]:
        """Seats still in the match."""
        out = self._tallies()[1]
        return tuple(s for s in range(self.players) if s not in out)

    def is_over(self) -> bool:
        tally, out = self._tallies()
        scoring = self.scoring
        if scoring is Scoring.POROTOS:
            return self.players - len(out) < 3
        if self.forfeit is not None:
            return True
        return bool(max(tally.values()) >= self._target())

    def winners(self) -> list[int]:
        """The winning sides (arrastre, habanero), the seats left (cabrero) or the seats with
        the fewest lost games (arrastre of three scored by losses); empty until over. A match
        lost by a renuncio is won by every other side."""
        if not self.is_over():
            return []
        tally, out = self._tallies()
        scoring = self.scoring
        if scoring is Scoring.POROTOS:
            return [s for s in range(self.players) if s not in out]
        forfeit = self.forfeit
        if forfeit is not None:
            return [side for side in tally if side != forfeit]
        if scoring is Scoring.JUEGOS_PERDIDOS:
            fewest = min(tally.values())
            return [seat for seat, n in tally.items() if n == fewest]
        return [side for side, n in tally.items() if n >= self.rules.rondas]

    @property
    def results(self) -> tuple[HandResult, ...]:
        """The results of the finished hands, in order (the current one included when over)."""
        hands = self._finished + ((self.hand,) if self.hand.is_terminal() else ())
        return tuple(h.result() for h in hands)

    @property
    def decisions(self) -> tuple[str, ...]:
        """Every decision of the match in order (what ``replay_match`` takes)."""
        hands = self._finished + (self.hand,)
        return tuple(action for h in hands for _, action in h.decisions)

    # --- the next hand -------------------------------------------------------------------------

    def next_hand(self) -> Match:
        """Deal the next hand (the current one must be over and the match not)."""
        if not self.hand.is_terminal():
            raise IllegalAction("La mano no ha terminado.")
        if self.is_over():
            raise IllegalAction("La partida ha terminado.")
        tally, out = self._tallies()
        players = self.players
        active = [s for s in range(players) if s not in out]
        previous = self.hand
        mano = _next_in(previous.mano, active, players)
        dealer = _previous_in(mano, active, players)
        seats = [s for s in active if s != dealer] if len(active) == 6 else active
        number = self.number + 1
        kind = deal_kind(self.variant, len(seats), self.rules, False)
        trump = number % 4 if kind is DealKind.ROTATING else -1  # oros, copas, espadas, bastos
        seed = f"{self.seed}/{number}"
        hand = shuffle_and_deal(self.variant, players, self.rules, seed, dealer, seats, kind, trump)
        return Match(
            self.variant,
            players,
            self.rules,
            self.seed,
            hand,
            number,
            self._finished + (previous,),
            tally,
            out,
        )

    def __repr__(self) -> str:
        return f"<Match {self.variant}/{self.players} hand={self.number} standings={dict(self.standings())}>"


def _next_in(seat: int, active: list[int], players: int) -> int:
    for k in range(1, players + 1):
        s = (seat + k) % players
        if s in active:
            return s
    raise AssertionError("no active seat")


def _previous_in(seat: int, active: list[int], players: int) -> int:
    for k in range(1, players + 1):
        s = (seat - k) % players
        if s in active:
            return s
    raise AssertionError("no active seat")


def new_match(
    variant: str = "arrastre",
    players: int = 4,
    *,
    seed: object = None,
    rules: Rules | None = None,
    dealer: int | None = None,
) -> Match:
    """Start a match; its first hand is ``new_game(variant, players, seed=seed, rules=rules)``."""
    variant, players = check_variant(variant, players)
    rules = rules_for(rules, variant, players)
    if seed is None:
        seed = new_seed()
    hand = new_game(variant, players, seed=seed, rules=rules, dealer=dealer)
    if scoring_of(variant, players, rules) is not Scoring.RONDAS:
        tally = dict.fromkeys(range(players), 0)
    else:
        tally = dict.fromkeys(hand.sides, 0)
    return Match(variant, players, rules, seed, hand, 0, (), tally, frozenset())


def replay_match(
    variant: str = "arrastre",
    players: int = 4,
    seed: object = None,
    rules: Rules | None = None,
    actions: Iterable[str] = (),
    *,
    dealer: int | None = None,
) -> Match:
    """Rebuild a match from its seed and its decisions in order (``Match.decisions``): when a
    hand is over and more actions follow, the next hand is dealt."""
    match = new_match(variant, players, seed=seed, rules=rules, dealer=dealer)
    for action in actions:
        if match.hand.is_terminal():
            match = match.next_hand()
        match = match.apply(action)
    return match


__all__ = ["Match", "Standings", "new_match", "replay_match"]
