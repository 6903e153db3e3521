"""A compact perfect-information table for the bots' search.

The engine's ``State`` is the referee: immutable, fully checked, with a complete history. Search
needs to play thousands of cards per decision, so the bots keep this small mutable table for
sampled deals. It owns no rule: which cards may be played comes from the engine's
``legal_cards`` (cached by its exact arguments), the winner of a trick from ``trick_winner`` (via
``cards.beats``), card points from ``card_points`` (via ``cards.POINTS``). What it adds is
bookkeeping: whose turn it is, collecting tricks, the habanero draw (winner first), the diez de
últimas, and an *estimate* of the cantes each side will collect: after each trick the winning
side declares what the engine's ``declarations`` offers it (cached by its exact arguments): a
tute, which ends the hand, else the best cante, priced by ``cante_points``. Who loses a cabrero
hand is the engine's ``cabrero_outcome``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from tute import (
    CabreroOutcome,
    Rules,
    Scoring,
    View,
    cabrero_outcome,
    cante_points,
    declarations,
    lost_games,
    scoring_of,
)
from tute.bots.cards import POINTS, beats, canonical
from tute.bots.knowledge import is_pairs
from tute.cards import BIT, DIEZ_DE_ULTIMAS, card_index, suit_index
from tute.obligations import legal_mask

# The engine's mask-level legality function (``legal_cards`` without the parsing of codes).
_BIT_OF = {code: BIT[card_index(code)] for code in POINTS}
_INT_OF = {code: card_index(code) for code in POINTS}


class LegalCache:
    """The engine's ``legal_cards`` answers for one trump and set of rules, by exact arguments."""

    def __init__(self, trump: str, rules: Rules) -> None:
        self.trump = trump
        self.trump_index = suit_index(trump)
        self.rules = rules
        self.answers: dict[tuple[tuple[str, ...], tuple[str, ...], bool, bool], list[str]] = {}

    def __call__(
        self, hand: Sequence[str], trick: Sequence[str], partner_winning: bool, pile: bool
    ) -> list[str]:
        key = (tuple(hand), tuple(trick), partner_winning, pile)
        answer = self.answers.get(key)
        if answer is None:
            if len(self.answers) > 200_000:
                self.answers.clear()
            bit_of = _BIT_OF
            hand_mask = 0
            for card in hand:
                hand_mask |= bit_of[card]
            trick_ints = [_INT_OF[card] for card in trick]
            legal = legal_mask(hand_mask, trick_ints, self.trump_index, partner_winning, pile, self.rules)
            answer = self.answers[key] = [card for card in hand if legal & bit_of[card]]
        return answer


# A club player's declaration: ("tute", None), or a cante's suit and its points.
BestCante = tuple[str, int | None]
CanteKey = tuple[tuple[str, ...], frozenset[str], bool, str | None, int | None]


class CanteCache:
    """The engine's ``declarations`` for one trump and set of rules, by exact arguments, reduced
    to what a club player declares: a tute when offered (``("tute", None)``: it wins the hand),
    else the best cante (las cuarenta before las veinte) and its points, or None."""

    def __init__(self, trump: str, rules: Rules) -> None:
        self.trump = trump
        self.rules = rules
        self.answers: dict[CanteKey, BestCante | None] = {}

    def __call__(
        self,
        hand: Sequence[str],
        declared: frozenset[str],
        own_cante: bool,
        drawn: str | None,
        pile: int | None,
    ) -> BestCante | None:
        key = (tuple(hand), declared, own_cante, drawn, pile)
        try:
            return self.answers[key]
        except KeyError:
            pass
        if len(self.answers) > 200_000:
            self.answers.clear()
        offered = declarations(
            hand, self.trump, declared=declared, own_cante=own_cante, drawn=drawn, pile=pile, rules=self.rules
        )
        best: BestCante | None = None
        for action in offered:
            if action.startswith("tute:"):
                best = ("tute", None)
                break
            if action.startswith("cante:"):
                value = cante_points(action, self.trump) or 0
                if best is None or value > (best[1] or 0):
                    best = (action[6:], value)
        self.answers[key] = best
        return best


_CACHES: dict[tuple[str, Rules], LegalCache] = {}
_CANTE_CACHES: dict[tuple[str, Rules], CanteCache] = {}


def _cached[Cache: (LegalCache, CanteCache)](
    caches: dict[tuple[str, Rules], Cache], factory: Callable[[str, Rules], Cache], trump: str, rules: Rules
) -> Cache:
    """The table of (trump, rules) from caches, built by factory on first use; at most ~64 kept."""
    key = (trump, rules)
    table = caches.get(key)
    if table is None:
        if len(caches) > 64:
            caches.clear()
        table = caches[key] = factory(trump, rules)
    return table


def cante_cache(trump: str, rules: Rules) -> CanteCache:
    return _cached(_CANTE_CACHES, CanteCache, trump, rules)


def legal_cache(trump: str, rules: Rules) -> LegalCache:
    return _cached(_CACHES, LegalCache, trump, rules)


class Sim:
    """One sampled deal, played forward by the search. Mutable; ``copy()`` before branching."""

    __slots__ = (
        "players",
        "trump",
        "rules",
        "pairs",
        "out",
        "hands",
        "pile",
        "trick",
        "trick_seats",
        "win_idx",
        "turn",
        "points",
        "declared",
        "played",
        "won_last",
        "tricks_done",
        "legal_of",
        "cante_of",
        "cantes_model",
        "last_winner",
        "tute",
        "voids",
        "cantors",
        "cabrero",
        "juegos",
        "cante_log",
        "offers",
        "no_tute",
    )
    players: int
    trump: str
    rules: Rules
    pairs: bool
    out: frozenset[int]  # seats not in this hand
    hands: list[list[str]]
    pile: list[str]
    trick: list[str]
    trick_seats: list[int]
    win_idx: int
    turn: int
    points: list[int]  # per side
    declared: set[str]
    played: set[str]
    won_last: list[int]  # per seat: the number of the last trick it won (0: none)
    tricks_done: int
    legal_of: LegalCache
    cante_of: CanteCache
    cantes_model: bool
    last_winner: int | None
    tute: int | None
    voids: dict[int, frozenset[str]]
    cantors: set[int]
    cabrero: bool
    juegos: bool  # arrastre of three scored by lost games (Rules.juegos_perdidos)
    cante_log: list[tuple[int, str]] | None
    offers: tuple[str, ...]  # the declarations the root window offered (lost by a root "paso")
    no_tute: frozenset[int]  # seats whose tute a cante at the root window shut

    def copy(self) -> Sim:
        other = Sim.__new__(Sim)
        other.players = self.players
        other.trump = self.trump
        other.rules = self.rules
        other.pairs = self.pairs
        other.out = self.out
        other.hands = [list(hand) for hand in self.hands]
        other.pile = list(self.pile)
        other.trick = list(self.trick)
        other.trick_seats = list(self.trick_seats)
        other.win_idx = self.win_idx
        other.turn = self.turn
        other.points = list(self.points)
        other.declared = set(self.declared)
        other.played = set(self.played)
        other.won_last = list(self.won_last)
        other.tricks_done = self.tricks_done
        other.legal_of = self.legal_of
        other.cante_of = self.cante_of
        other.cantes_model = self.cantes_model
        other.last_winner = self.last_winner
        other.tute = self.tute
        other.voids = self.voids
        other.cantors = set(self.cantors)
        other.cabrero = self.cabrero
        other.juegos = self.juegos
        other.cante_log = self.cante_log if self.cante_log is None else list(self.cante_log)
        other.offers = self.offers
        other.no_tute = self.no_tute
        return other

    # -- seats and sides -------------------------------------------------------------------
    def side(self, seat: int) -> int:
        return seat % 2 if self.pairs else seat

    def next_seat(self, seat: int) -> int:
        seat = (seat + 1) % self.players
        while seat in self.out:
            seat = (seat + 1) % self.players
        return seat

    @property
    def active(self) -> int:
        return self.players - len(self.out)

    def partner_winning(self, seat: int) -> bool:
        if not self.pairs or not self.trick:
            return False
        winner = self.trick_seats[self.win_idx]
        return winner != seat and winner % 2 == seat % 2

    def is_over(self) -> bool:
        return self.tute is not None or not any(self.hands)

    def legal(self) -> list[str]:
        seat = self.turn
        return self.legal_of(self.hands[seat], self.trick, self.partner_winning(seat), bool(self.pile))

    # -- playing ---------------------------------------------------------------------------
    def play(self, card: str) -> None:
        seat = self.turn
        self.hands[seat].remove(card)
        trick = self.trick
        if trick:
            if beats(card, trick[self.win_idx], self.trump):
                self.win_idx = len(trick)
        else:
            self.win_idx = 0
        trick.append(card)
        self.trick_seats.append(seat)
        self.played.add(card)
        if len(trick) == self.active:
            self._collect()
        else:
            self.turn = self.next_seat(seat)

    def _collect(self) -> None:
        winner = self.trick_seats[self.win_idx]
        side = self.side(winner)
        self.points[side] += sum(POINTS[card] for card in self.trick)
        self.trick = []
        self.trick_seats = []
        self.tricks_done += 1
        self.won_last[winner] = self.tricks_done
        self.last_winner = winner
        self.turn = winner
        pile = self.pile
        drawn: str | None = None
        if pile:
            loser = self.next_seat(winner)
            drawn = pile.pop(0)
            self.hands[winner].append(drawn)
            self.hands[loser].append(pile.pop(0))
        if not any(self.hands):
            self.points[side] += DIEZ_DE_ULTIMAS
        elif self.cantes_model:
            self._estimate_cante(winner, drawn)

    def _estimate_cante(self, winner: int, drawn: str | None = None) -> None:
        """Price a cante the winning side could show now: the best one the engine offers (one a
        window, the winner first). ``drawn``: habanero, the card the winner has just drawn."""
        habanero = self.players == 2
        if habanero and not self.pile:
            return  # the engine offers no cante once the pile is gone (saves the look-up)
        declared = frozenset(self.declared)
        pile = len(self.pile) if habanero else None
        seats = (winner, (winner + 2) % 4) if self.pairs else (winner,)
        for seat in seats:
            best = self.cante_of(
                self.hands[seat], declared, seat in self.cantors, drawn if seat == winner else None, pile
            )
            if best is not None:
                suit, value = best
                if suit == "tute":
                    if seat in self.no_tute:
                        return  # passed on at an earlier window: lost (cantes se pierden)
                    self.tute = seat  # the hand ends: the side that declares it wins
                    return
                self.declared.add(suit)
                self.cantors.add(seat)
                self.points[self.side(seat)] += value or 0  # a cante's points: never None
                if self.cante_log is not None:
                    self.cante_log.append((seat, suit))
                return

    # -- window actions at the root -------------------------------------------------------
    def apply_window(self, action: str) -> None:
        """Apply a declaration-window action chosen at the root (``cante:x``, ``cambio:c``, ...)."""
        kind, _, arg = action.partition(":")
        seat = self.turn
        if kind == "cante":
            self.declared.add(arg)
            self.cantors.add(seat)
            self.points[self.side(seat)] += cante_points(action, self.trump) or 0  # a cante: never None
        elif kind == "tute":
            self.tute = seat
        elif kind == "cambio":
            hand = self.hands[seat]
            hand.remove(arg)
            hand.append(self.pile[-1])
            self.pile[-1] = arg
            self._estimate_cante(seat)
        elif kind == "paso" and self.rules.cantes_se_pierden:
            # Cantes se pierden: passing loses for good what this window offered the seat
            # (a suit's rey and caballo stay in its hand, so the suit is closed for everyone).
            for offer in self.offers:
                if offer.startswith("cante:"):
                    self.declared.add(offer[6:])
                elif offer.startswith("tute:"):
                    self.no_tute = self.no_tute | {seat}
        # The window closes and the trick winner leads.
        if self.trick:
            raise ValueError("window actions only between tricks")
        self.turn = self.last_winner if self.last_winner is not None else seat

    def margin(self, seat: int) -> int:
        """Points of ``seat``'s side minus the best other side (a hand ended by tute: +/-130)."""
        mine = self.side(seat)
        if self.tute is not None:
            return 130 if self.side(self.tute) == mine else -130
        return self.margin_for_side(mine)

    def cabrero_safe(self, seat: int) -> bool:
        """True when ``seat`` takes no poroto from this (finished) hand.

        The engine owns the cabrero ranking (who entered, a más, a menos, capote, tute):
        ``cabrero_outcome`` with the finished hand's figures."""
        return seat not in self._cabrero_outcome().losers

    def lost_games_standing(self, seat: int) -> float:
        """Arrastre of three scored by lost games: how well ``seat`` ends a finished hand, from
        0 (it alone takes the lost game) to 1 (it made two games: both rivals take one), as
        (1 - its lost games + the rivals' lost games / 2) / 2. The engine's ``lost_games`` says
        who takes one."""
        taken = lost_games(dict(enumerate(self.points)), tute=self.tute).perdidos
        rivals = sum(n for other, n in taken.items() if other != seat)
        return (1 - taken[seat] + rivals / 2) / 2

    def cabrero_place(self, seat: int) -> str:
        """Where ``seat`` ends a finished cabrero hand: "a_mas", "a_menos", "medio" (it takes
        porotos) or "libre" (it takes none without ranking: it did not enter)."""
        outcome = self._cabrero_outcome()
        if seat in outcome.losers:
            return "medio"
        if outcome.a_mas == seat:
            return "a_mas"
        if outcome.a_menos == seat:
            return "a_menos"
        return "libre"

    def _cabrero_outcome(self) -> CabreroOutcome:
        seats = [s for s in range(self.players) if s not in self.out]
        return cabrero_outcome(
            {s: self.points[s] for s in seats},
            {s: self.won_last[s] - 1 if self.won_last[s] else None for s in seats},
            cantes=self.cantors,
            tute=self.tute,
        )

    def beaten_share(self, seat: int) -> float:
        """Share of the rival sides whose final points ``seat``'s side beats (ties count half;
        a tute: all or nothing)."""
        mine = self.side(seat)
        if self.tute is not None:
            return 1.0 if self.side(self.tute) == mine else 0.0
        points = self.points
        own = points[mine]
        total, count = 0.0, 0
        for side, value in enumerate(points):
            if side != mine and self._plays(side):
                count += 1
                total += 1.0 if own > value else 0.5 if own == value else 0.0
        return total / count

    def margin_for_side(self, mine: int) -> int:
        points = self.points
        others = max(value for side, value in enumerate(points) if side != mine and self._plays(side))
        return points[mine] - others

    def _plays(self, side: int) -> bool:
        return self.pairs or side not in self.out


def sim_from_view(
    view: View, hands: Mapping[int, Iterable[str]], pile: Sequence[str], *, cantes_model: bool = True
) -> Sim:
    """A ``Sim`` for a sampled deal: ``hands`` {seat: cards} for the other seats, ``pile`` face
    down in draw order (the face-up trump card is appended as the last card drawn)."""
    sim = Sim.__new__(Sim)
    sim.players = view.players
    sim.trump = view.trump
    sim.rules = view.rules
    sim.pairs = bool(is_pairs(view))
    sim.out = frozenset(range(view.players)) - frozenset(view.seats)  # seats not in this hand
    all_hands: list[list[str]] = [[] for _ in range(view.players)]
    all_hands[view.seat] = canonical(view.hand)
    for seat, cards in hands.items():
        all_hands[seat] = canonical(cards)
    sim.hands = all_hands
    sim.pile = list(pile) + ([view.trump_card] if view.pile_size and view.trump_card else [])
    sim.trick = list(view.trick)
    sim.trick_seats = list(view.trick_seats)
    win_idx = 0
    for index in range(1, len(sim.trick)):
        if beats(sim.trick[index], sim.trick[win_idx], view.trump):
            win_idx = index
    sim.win_idx = win_idx
    if view.current_player is None:
        raise ValueError("the hand is over: no seat to play")
    sim.turn = view.current_player
    sides = 2 if sim.pairs else view.players
    points = [0] * sides
    for side, value in view.points.items():
        points[int(side)] = value
    sim.points = points
    sim.declared = {entry[1] for entry in view.cantes if not entry[1].startswith("tute")}
    played = set(view.trick)
    won_last = [0] * view.players
    for number, (_leader, cards, winner) in enumerate(view.tricks, start=1):
        played.update(cards)
        won_last[winner] = number
    sim.played = played
    sim.won_last = won_last
    sim.tricks_done = len(view.tricks)
    sim.last_winner = view.tricks[-1][2] if view.tricks else None
    sim.legal_of = legal_cache(view.trump, view.rules)
    sim.cante_of = cante_cache(view.trump, view.rules)
    sim.cantes_model = cantes_model
    sim.tute = None
    sim.voids = view.voids
    sim.cantors = {entry[0] for entry in view.cantes}
    sim.cabrero = view.variant == "cabrero"
    sim.juegos = scoring_of(view.variant, view.players, view.rules) is Scoring.JUEGOS_PERDIDOS
    sim.cante_log = None  # a list of (seat, suit) of the cantes of the play-out, when asked for
    # The declarations the root window offers the seat (lost by a "paso", see apply_window).
    sim.offers = ()
    if view.in_window and view.current_player == view.seat and view.rules.cantes_se_pierden:
        sim.offers = tuple(a for a in view.legal_actions() if a.startswith(("cante:", "tute:")))
    sim.no_tute = frozenset()
    return sim
