"""The experto: perfect-information Monte Carlo over the hidden cards.

Each iteration samples the unseen cards into the other hands and the pile, consistently with
what the seat knows (``knowledge.sample_deal``) and, in arrastre, likely given how the rivals
have played (``inference``: a deal is drawn again, with a chance, for each rival card a club
player holding it would not have played), then plays every root action on that sample and
finishes the hand — with the intermedio heuristics for everybody, or exactly (alpha-beta) when
few cards are left. In habanero, once the pile is gone, every card is known and the hand is
solved exactly. In pairs the end of the hand (``OM_CARDS`` cards or fewer in the seat's hand)
is searched against the heuristics instead (``ModelSearch``: the seat chooses its cards, the
others play like club players), which won more hands against the intermedio than an alpha-beta
that assumes perfect rivals (figures in bench/BOTS_NOTES.md).

The action chosen is the one that wins the hand most often over the samples, not the one with
the best points margin: the game and its tables count hands won. A sample scores ``WIN_VALUE``
times the share of the rivals the seat's side ends with more points than (ties half; habanero
and pairs: the one rival side; arrastre of three or more each for himself: the average over the
rivals), plus the margin, which then mostly breaks ties. Two sides (habanero, pairs) use the
smaller ``WIN_VALUE_TWO_SIDES`` (winning as a bonus on the margin), which measured better there
(bench/BOTS_NOTES.md). Cabrero: the chance of not losing (``CABRERO_SAFE``); arrastre of three
scored by lost games (``Rules.juegos_perdidos``): not taking a lost game and making the rivals
take them (``Sim.lost_games_standing``), weighed alike. ``evaluate``
(feedback) keeps reporting the expected margin.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple, Protocol

from tute import Rules, strength_key
from tute.bots import inference
from tute.bots.cards import BY_STRENGTH, POINTS, STRENGTH, SUIT, beats
from tute.bots.heuristics import Situation, cante_suits, heuristic_card
from tute.bots.knowledge import Knowledge, Sampler, is_pairs, knowledge, played_cards, sample_deal
from tute.bots.sim import Sim, legal_cache, sim_from_view
from tute.cards import DIEZ_DE_ULTIMAS
from tute.view import View

# Choosing: the score of a sample is win value * (share of the rivals beaten) + margin. The game
# and the benchmark count hands won (more points than each rival), not points: in arrastre of
# three winning weighs most; with two sides the margin, a smoother signal over few samples, does
# better with winning as a bonus only (40 = the former margin + 20 * sign(margin)). The
# measurements behind both values are in bench/BOTS_NOTES.md.
WIN_VALUE = 150
WIN_VALUE_TWO_SIDES = 40
CABRERO_SAFE = 100  # score of not losing a cabrero hand (against points of margin / 10)
PRIOR_BONUS = 2.0  # points of margin granted to the intermedio's choice (a tie-breaker)
EXACT_CARDS = 12  # cards left on the whole table at or under which samples are solved exactly
SOLVER_NODES = 60_000
OM_CARDS = 5  # pairs: at or under this many cards in the seat's hand, ModelSearch
OM_NODES = 4_000
WORK_PER_SECOND = 200_000  # work units (play-out cards, see search) per second on this machine
NODE_WORK = 2.0  # an exact-search node costs about two play-out cards
ACTION_WORK = 12  # copying the sample and starting a play-out
SAMPLE_WORK = 40  # sampling a deal and building its table
WALL_CLOCK_GUARD = 0.12  # seconds: a live bot never searches longer (or 1.6 times a larger budget)
OBLIGATIONS_WORK = 1.2  # relative cost of a card once the obligations bind (no habanero pile)
MODEL_WORK = 1.5  # a rival's past play checked against the model (inference.Model.fits)
# A race (the maestro's search in habanero's pile phase, ``deep.Style.race``): every action is
# played on the first RACE_FIRST deals; then, every RACE_EVERY deals, the actions clearly behind
# the leader are left behind (``race``) and the deals still in the budget, up to RACE_SAMPLES,
# go to the others.
RACE_FIRST = 32
RACE_EVERY = 8
RACE_Z = 3.0
RACE_SAMPLES = 4000


class Sample(NamedTuple):
    """One sampled deal's play-out of a root action, as feedback reads it."""

    plays: tuple[tuple[int, str], ...]  # (seat, card) of the current trick, from its first card to its last
    winner: int | None  # the seat that took the current trick (None: a window action)
    cantes: tuple[tuple[int, str], ...]  # (seat, suit) of the cantes made during the play-out
    place: str  # cabrero: "a_mas", "a_menos", "medio" or "libre" (see Sim.cabrero_place)
    tute: int | None  # the seat that sang tute in the play-out
    margin: float = 0.0  # final margin of the seat's side
    won: float = 0.0  # hand won (share of rivals beaten; cabrero: not in the middle)
    last: int = 0  # the seat's side took the diez de últimas
    later_wins: tuple[str, ...] = ()  # the seat's cards that won a later trick of the play-out
    later_lost: tuple[str, ...] = ()  # the seat's cards played later into tricks the other side took


class PlayOut(NamedTuple):
    """One root action played out on one sampled deal: the figures an action's statistics add
    up (``_tally``)."""

    margin: float  # final margin of the seat's side
    last: int  # the seat's side took the diez de últimas
    safe: float | None  # cabrero, arrastre of three by lost games: the standing (``_standing``)
    beaten: float  # share of the rivals beaten
    record: Sample | None  # the play-out's Sample, for feedback (search(detail=True))


class Deeper(Protocol):
    """A way of playing out the sampled deals other than the experto's (``deep.Style``)."""

    @property
    def habanero_inference(self) -> bool: ...
    @property
    def win_value(self) -> int: ...
    def deepens(self, view: View) -> bool: ...
    def races(self, view: View) -> bool: ...
    def play_out(
        self, base: Sim, action: str, seat: int, win_value: float, rng: random.Random
    ) -> PlayOut: ...


def _roll_out_noting_wins(sim: Sim, seat: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``rollout`` that also returns the cards with which ``seat`` won the tricks it took, and
    those it played into tricks the other side took."""
    wins: list[str] = []
    lost: list[str] = []
    plays: dict[int, str] = {}
    done = sim.tricks_done
    side = sim.side(seat)
    while not sim.is_over():
        mover = sim.turn
        plays[mover] = rollout_step(sim)
        if sim.tricks_done > done:
            done = sim.tricks_done
            winner = sim.last_winner
            if winner == seat:
                wins.append(plays[seat])
            elif seat in plays and winner is not None and sim.side(winner) != side:
                lost.append(plays[seat])
            plays = {}
    return tuple(wins), tuple(lost)


class OutOfNodes(Exception):
    """The exact search ran past its node budget."""


# The exact search's transposition table: at the start of a baza, (the hands, the seat to lead)
# -> (lower bound, upper bound, best card found there or None).
TableKey = tuple[tuple[tuple[str, ...], ...], int]
TranspositionTable = dict[TableKey, tuple[float, float, str | None]]


@dataclass
class ActionStats:
    action: str
    samples: int = 0
    margin: float = 0.0  # sum of final margins (points of the side minus the best other side)
    score: float = 0.0  # sum of the choosing scores (WIN_VALUE * beaten share + margin; cabrero apart)
    wins: float = 0.0  # hands won (ties count half): margin > 0 over the best other side
    beaten: float = 0.0  # sum over samples of the share of the rivals beaten (ties half)
    last_trick: int = 0  # the seat's side took the diez de últimas
    exact: bool = False
    records: list[Sample] = field(default_factory=list)  # one Sample per sampled deal (search(detail=True))
    scores: list[float] = field(default_factory=list)  # the choosing score of each sampled deal (a race)
    dropped: bool = False  # left behind in a race (its figures stop at the deals it was played on)

    def mean(self, name: str = "margin") -> float:
        total: float = getattr(self, name)
        return total / self.samples if self.samples else 0.0


def rollout(sim: Sim) -> Sim:
    """Finish the hand with the intermedio heuristics for every seat."""
    while not sim.is_over():
        rollout_step(sim)
    return sim


# -- exact search --------------------------------------------------------------------------


class Solver:
    """Alpha-beta on a perfect-information ``Sim`` with no pile left.

    Two sides (habanero, pairs): the value is the future points of the root seat's side minus
    the other side's, with a transposition table at trick boundaries. More sides: the root seat
    against the others (paranoid), value = its final margin against the best other seat.
    """

    nodes_total: float = 0  # nodes searched since the caller last reset it (for the work budget)

    def __init__(
        self, sim: Sim, root_seat: int, max_nodes: int = SOLVER_NODES, table: TranspositionTable | None = None
    ) -> None:
        self.sim = sim
        self.root_side = sim.side(root_seat)
        self.two_sides = sim.pairs or sim.players == 2 and not sim.out
        self.nodes = 0
        self.max_nodes = max_nodes
        self.table: TranspositionTable = {} if table is None else table
        self.legal_of = sim.legal_of
        self.trump = sim.trump
        self.active = sim.active

    def value_of(self, card: str) -> float:
        """Final margin for the root side after playing ``card`` now (exact)."""
        sim = self.sim
        base = sim.margin_for_side(self.root_side) if self.two_sides else 0
        hand = sim.hands[sim.turn]
        index = hand.index(card)
        del hand[index]
        try:
            delta = self._after_play(
                card, sim.turn, list(sim.trick), list(sim.trick_seats), sim.win_idx, -999, 999
            )
        finally:
            hand.insert(index, card)
        if self.two_sides:
            return base + delta
        return delta

    # The search mutates ``sim.hands`` and restores them; tricks are passed along explicitly.
    def _after_play(
        self,
        card: str,
        seat: int,
        trick: list[str],
        seats: list[int],
        win_idx: int,
        alpha: float,
        beta: float,
    ) -> float:
        sim = self.sim
        if trick and beats(card, trick[win_idx], self.trump):
            win_idx = len(trick)
        elif not trick:
            win_idx = 0
        trick = trick + [card]
        seats = seats + [seat]
        if len(trick) == self.active:
            winner = seats[win_idx]
            gain = sum(POINTS[c] for c in trick)
            last = not any(sim.hands)
            if last:
                gain += DIEZ_DE_ULTIMAS
            if self.two_sides:
                signed = gain if sim.side(winner) == self.root_side else -gain
                if last:
                    return signed
                return signed + self._node(winner, [], [], 0, alpha - signed, beta - signed)
            side = sim.side(winner)
            sim.points[side] += gain
            try:
                if last:
                    return sim.margin_for_side(self.root_side)
                return self._node(winner, [], [], 0, alpha, beta)
            finally:
                sim.points[side] -= gain
        return self._node(sim.next_seat(seat), trick, seats, win_idx, alpha, beta)

    def _node(
        self, seat: int, trick: list[str], seats: list[int], win_idx: int, alpha: float, beta: float
    ) -> float:
        self.nodes += 1
        Solver.nodes_total += 1
        if self.nodes > self.max_nodes:
            raise OutOfNodes
        sim = self.sim
        key: TableKey | None = None
        best_first: str | None = None
        if not trick and self.two_sides:
            key, cut, alpha, beta, best_first = self._probe(seat, alpha, beta)
            if cut is not None:
                return cut
        hand = sim.hands[seat]
        partner_winning = bool(trick) and sim.pairs and seats[win_idx] % 2 == seat % 2
        legal = self.legal_of(hand, trick, partner_winning, False)
        moves = _ordered(legal, trick, win_idx, self.trump, best_first)
        maximizing = sim.side(seat) == self.root_side
        alpha0, beta0 = alpha, beta
        best: float = -9999 if maximizing else 9999
        best_move: str | None = None
        for card in moves:
            index = hand.index(card)
            del hand[index]
            try:
                value = self._after_play(card, seat, trick, seats, win_idx, alpha, beta)
            finally:
                hand.insert(index, card)
            if maximizing:
                if value > best:
                    best, best_move = value, card
                    alpha = max(alpha, value)
            elif value < best:
                best, best_move = value, card
                beta = min(beta, value)
            if alpha >= beta:
                break
        if key is not None:
            self._store(key, best, best_move, alpha0, beta0)
        return best

    def _probe(
        self, seat: int, alpha: float, beta: float
    ) -> tuple[TableKey, float | None, float, float, str | None]:
        """At the start of a baza: (key in the table, value when the table settles it or None,
        alpha and beta narrowed by its bounds, the best card found there before or None)."""
        key = (tuple(tuple(h) for h in self.sim.hands), seat)
        entry = self.table.get(key)
        if entry is None:
            return key, None, alpha, beta, None
        low, high, best_first = entry
        if low >= beta:
            return key, low, alpha, beta, best_first
        if high <= alpha:
            return key, high, alpha, beta, best_first
        if low == high:
            return key, low, alpha, beta, best_first
        return key, None, max(alpha, low), min(beta, high), best_first

    def _store(self, key: TableKey, best: float, best_move: str | None, alpha0: float, beta0: float) -> None:
        """Keep the value found at the start of a baza as bounds (within the window alpha0,
        beta0 it is exact), with what was known before."""
        low: float = -9999
        high: float = 9999
        if best <= alpha0:
            high = best
        elif best >= beta0:
            low = best
        else:
            low = high = best
        old = self.table.get(key)
        if old is not None:
            low, high = max(low, old[0]), min(high, old[1])
        self.table[key] = (low, high, best_move)


def _ordered(
    legal: list[str], trick: list[str], win_idx: int, trump: str, best_first: str | None
) -> list[str]:
    if trick:
        winning = trick[win_idx]
        moves = sorted(legal, key=lambda c: (not beats(c, winning, trump), -POINTS[c], STRENGTH[c]))
    else:
        moves = sorted(legal, key=lambda c: (-STRENGTH[c], -POINTS[c]))
    if best_first is not None and best_first in moves:
        moves.remove(best_first)
        moves.insert(0, best_first)
    return moves


_ENDGAME_TABLES: dict[tuple[str, Rules, int, frozenset[str]], TranspositionTable] = {}


def _endgame_table(sim: Sim, seat: int) -> TranspositionTable:
    """Transposition tables survive between decisions of the same habanero endgame (values are
    for the side of ``seat``: one table per side)."""
    key = (sim.trump, sim.rules, sim.side(seat), frozenset(c for hand in sim.hands for c in hand))
    table = _ENDGAME_TABLES.get(key)
    if table is None:
        if len(_ENDGAME_TABLES) > 32:
            _ENDGAME_TABLES.clear()
        table = _ENDGAME_TABLES[key] = {}
    return table


# -- the PIMC loop -------------------------------------------------------------------------


def determined(know: Knowledge) -> bool:
    """Only one deal fits: no face-down pile and at most one other hand with unknown cards."""
    return not know.pile_hidden and sum(1 for need in know.needs.values() if need) <= 1


def search(
    view: View,
    actions: list[str],
    *,
    budget: float = 0.045,
    rng: random.Random,
    min_samples: int = 3,
    max_samples: int = 400,
    live: bool = False,
    detail: bool = False,
    sampler: Sampler | None = None,
    style: Deeper | None = None,
) -> dict[str, ActionStats]:
    """Statistics per root action, from as many sampled deals as the budget allows.

    The budget is counted in work units (cards played in the play-outs, nodes of the exact
    search), so the statistics depend only on the view, the actions, the budget and ``rng``:
    the hint and the judgement at a ply, seeded alike, agree, and a review shows the same
    verdicts tomorrow. ``live`` (a bot choosing its card at a table): a wall-clock guard also
    stops the search on a slow machine, and the habanero endgame's transposition tables are
    kept between decisions (they change how many nodes an exact search needs, so not the
    result, but whether it fits its node budget). ``detail``: each action's ``records`` keep
    one ``Sample`` per sampled deal (how the trick went on, the cantes made...), for feedback.
    ``sampler`` deals the unseen cards (``knowledge.sample_deal`` unless given; bench/bots.py's
    ``vidente`` gives ``knowledge.true_deal``, to measure what seeing every card is worth).
    ``style`` (``deep.Style``, the maestro's): deeper play-outs in habanero's pile phase and
    inference on the rival there too."""
    start = time.perf_counter()
    stats = {action: ActionStats(action) for action in actions}
    know = knowledge(view)
    if determined(know):
        max_samples = 1  # every card is located: one deal is the truth
    work_limit = budget * WORK_PER_SECOND / (1.0 if view.pile_size else OBLIGATIONS_WORK)
    Solver.nodes_total = 0
    model, work = _inference_model(view, know, style, sampler)
    sampler = sampler or sample_deal
    plan = _plan(view, know, style, live, detail)
    if plan.racing:
        max_samples = max(max_samples, RACE_SAMPLES)
    for number in range(max_samples):
        hands, pile, drawing = _draw(know, rng, model, sampler)
        if model is not None:
            work += drawing
        base = sim_from_view(view, hands, pile)
        _play_world(plan, base, actions, stats, rng)
        cards = sum(len(hand) for hand in base.hands) + len(base.pile)
        work += (cards + ACTION_WORK) * len(actions) + SAMPLE_WORK + NODE_WORK * Solver.nodes_total
        Solver.nodes_total = 0
        if plan.racing and number + 1 >= RACE_FIRST and (number + 1 - RACE_FIRST) % RACE_EVERY == 0:
            actions = race(stats, actions)
        if plan.racing and len(actions) == 1:
            break
        if number + 1 >= min_samples and (work > work_limit or live and _past_guard(start, budget)):
            break
    return stats


def _past_guard(start: float, budget: float) -> bool:
    """A live search has run past its wall-clock guard (see ``search``)."""
    return time.perf_counter() - start > max(1.6 * budget, WALL_CLOCK_GUARD)


def _plan(view: View, know: Knowledge, style: Deeper | None, live: bool, detail: bool) -> _Plan:
    """How ``search`` plays out the sampled deals of ``view``.

    The exact search is for two sides (habanero, pairs). With three or more players each for
    himself it would have to assume the others play together against the seat (paranoid),
    which misjudges real tables; in cabrero the aim is not even points but not losing. There
    the play-outs, which model each player's own aims, decide. Pairs: ModelSearch instead of
    the exact search for the end of the hand (see ModelSearch)."""
    two_sides = view.players == 2 or is_pairs(view)
    exact = two_sides and not view.pile_size and sum(view.hand_sizes) <= EXACT_CARDS
    if determined(know):
        exact = exact or (two_sides and not view.pile_size)
    win_value: float = WIN_VALUE_TWO_SIDES if two_sides else WIN_VALUE
    om = two_sides and view.variant == "arrastre" and len(view.hand) <= OM_CARDS
    if om:
        exact = False
    om_value = win_value
    deeper = style if style is not None and not detail and style.deepens(view) else None
    racing = style is not None and style.races(view) and not detail
    if racing and style is not None:
        win_value = style.win_value or win_value
    return _Plan(view.seat, exact, om_value if om else None, deeper, win_value, live, detail, racing)


def _inference_model(
    view: View, know: Knowledge, style: Deeper | None, sampler: Sampler | None
) -> tuple[inference.Model | None, float]:
    """Arrastre: deals are drawn again while they fit badly the way the rivals played
    (``inference``). The model, calibrated, and the work its calibration took (None, 0.0 where
    no model applies)."""
    habanero_inference = bool(style and style.habanero_inference)
    if not inference.applies(view, habanero_inference) or determined(know):
        return None, 0.0
    model = inference.Model(view, legal_cache(view.trump, view.rules))
    probed = model.calibrate(know, sampler or sample_deal, inference.probe_rng(view))
    return model, 0.0 + (probed * SAMPLE_WORK + MODEL_WORK * model.evaluated)


@dataclass
class _Plan:
    """How ``search`` plays out each sampled deal (``exact`` and ``om_value`` are given up for
    the rest of the search when an exact search runs out of nodes)."""

    seat: int
    exact: bool
    om_value: float | None  # pairs' ModelSearch for the end of the hand, with this win value
    deeper: Deeper | None  # a deep.Style whose play-outs replace the experto's, or None
    win_value: float
    live: bool
    detail: bool
    racing: bool


def _draw(
    know: Knowledge, rng: random.Random, model: inference.Model | None, sampler: Sampler
) -> tuple[dict[int, list[str]], list[str], float]:
    """(hands, pile, work beyond one sample) of the next sampled deal: plain, or drawn again
    while it fits badly the way the rivals played (``inference.draw``)."""
    if model is None:
        hands, pile = sampler(know, rng)
        return hands, pile, 0.0
    checked = model.evaluated
    hands, pile, tries = inference.draw(know, rng, model, sampler)
    return hands, pile, (tries - 1) * SAMPLE_WORK + MODEL_WORK * (model.evaluated - checked)


def _play_world(
    plan: _Plan, base: Sim, actions: list[str], stats: dict[str, ActionStats], rng: random.Random
) -> None:
    """Play every action out on the sampled deal ``base`` and add the results to ``stats``."""
    for action in actions:
        final: PlayOut | None
        if plan.deeper is not None and not plan.exact:
            final = plan.deeper.play_out(base, action, plan.seat, plan.win_value, rng)
        else:
            final = _play_out(base, action, plan.seat, plan.exact, plan.om_value, plan.live, plan.detail)
        if final is None:
            plan.exact, plan.om_value = False, None
            final = _play_out(base, action, plan.seat, False, detail=plan.detail)
            assert final is not None  # only an exact search runs out of nodes
        _tally(stats[action], final, plan.win_value, plan.exact, plan.racing)


def race(stats: dict[str, ActionStats], actions: list[str], z: float | None = None) -> list[str]:
    """The actions still in a race after the deals sampled so far: every one but those behind the
    leader (the best mean score) by more than ``RACE_Z`` standard errors of the paired difference
    over the same deals, which are marked ``dropped``. The deals left go to the actions still in
    it: a clear loser stops costing play-outs, and the close calls get the deals."""
    z = RACE_Z if z is None else z
    leader = max(actions, key=lambda action: stats[action].mean("score"))
    kept = []
    for action in actions:
        diffs = [a - b for a, b in zip(stats[leader].scores, stats[action].scores, strict=True)]
        behind = statistics.fmean(diffs)
        spread = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
        if action != leader and behind > z * spread:
            stats[action].dropped = True
        else:
            kept.append(action)
    return kept


def _tally(entry: ActionStats, final: PlayOut, win_value: float, exact: bool, racing: bool = False) -> None:
    """Add one sampled deal's play-out (``_play_out``'s figures) to an action's statistics
    (``racing``: keep the deal's score too, for ``race``)."""
    margin, last_mine, safe, beaten, record = final
    if record is not None:
        entry.records.append(record)
    entry.samples += 1
    entry.margin += margin
    if safe is None:
        entry.beaten += beaten
        score = win_value * beaten + margin
        entry.wins += 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
    else:
        # Cabrero (and arrastre of three scored by lost games): not losing the hand is what
        # counts; points only break ties.
        score = CABRERO_SAFE * safe + margin / 10
        entry.wins += safe
    entry.score += score
    if racing:
        entry.scores.append(score)
    entry.last_trick += last_mine
    entry.exact = exact


def _play_out(
    base: Sim,
    action: str,
    seat: int,
    exact: bool,
    om_value: float | None = None,
    live: bool = False,
    detail: bool = False,
) -> PlayOut | None:
    """The ``PlayOut`` of ``action`` on the sampled deal ``base`` (final margin, last trick won
    by the seat's side, cabrero safety or None, share of the rivals beaten, the ``Sample`` when
    ``detail``), or None when the exact search ran out of nodes.

    ``om_value`` (the win value of the choosing score): finish the hand with the seat choosing
    its own cards to maximise that score and the others playing the heuristics
    (``ModelSearch``), instead of the heuristics for everybody."""
    sim = base.copy()
    side = sim.side(seat)
    is_card = action in sim.hands[seat]
    modelled: Sim | None = None
    margin: float | None = None
    try:
        if om_value is not None and is_card:
            modelled = _model_hand(sim, action, seat, om_value)
        if exact and is_card:
            # The trick and last-trick facts come from a heuristic play-out of the same line.
            margin = _exact_margin(sim, action, seat, live)
    except OutOfNodes:
        return None
    plays = _start_notes(sim, is_card) if detail else None
    trick_winner_seat: int | None = None
    if is_card:
        trick_winner_seat = _finish_baza(sim, seat, action, plays)
    else:
        sim.apply_window(action)
    later_wins: tuple[str, ...] = ()
    later_lost: tuple[str, ...] = ()
    if detail:
        later_wins, later_lost = _roll_out_noting_wins(sim, seat)
    else:
        rollout(sim)
    last_winner = sim.last_winner
    last_mine = int(last_winner is not None and sim.side(last_winner) == side and sim.tute is None)
    if margin is None:
        margin = sim.margin(seat)
    safe = _standing(sim, seat)
    record: Sample | None = None
    if detail:
        record = _sample(sim, seat, plays, trick_winner_seat, later_wins, later_lost)
    if modelled is not None:
        sim = modelled
        margin = sim.margin(seat)
    beaten = _beaten(sim, seat, margin)
    if record is not None:
        record = record._replace(margin=margin, won=beaten if safe is None else safe, last=last_mine)
    return PlayOut(margin, last_mine, safe, beaten, record)


def _standing(sim: Sim, seat: int) -> float | None:
    """What counts instead of the points, from 0 to 1, where the scoring is not by hands won:
    cabrero, not being left in the middle; arrastre of three scored by lost games, not taking
    one (``Sim.lost_games_standing``). None elsewhere."""
    if sim.cabrero:
        return int(sim.cabrero_safe(seat))
    if sim.juegos:
        return sim.lost_games_standing(seat)
    return None


def _start_notes(sim: Sim, is_card: bool) -> list[tuple[int, str]]:
    """For a detailed play-out: note the cantes from now on, and return the cards of the baza
    played so far (to which the play-out adds its own)."""
    sim.cante_log = []
    return list(zip(sim.trick_seats, sim.trick, strict=True)) if is_card else []


def _model_hand(sim: Sim, action: str, seat: int, om_value: float) -> Sim:
    """The end of the hand after playing ``action`` as ``ModelSearch`` finds it (a new ``Sim``)."""
    after = sim.copy()
    after.play(action)
    return ModelSearch(seat, om_value).best_leaf(after)


def _exact_margin(sim: Sim, action: str, seat: int, live: bool) -> float:
    """The exact search's final margin after playing ``action`` (``sim`` is left as it was)."""
    solver = Solver(sim, seat, table=_endgame_table(sim, seat) if live and sim.players == 2 else None)
    return solver.value_of(action)


def _finish_baza(sim: Sim, seat: int, action: str, plays: list[tuple[int, str]] | None) -> int | None:
    """Play the card ``action`` and the heuristics' cards to the end of the baza; returns the
    seat that won it (None if the hand ended first). ``plays`` (a list or None) notes the cards."""
    tricks_before = sim.tricks_done
    sim.play(action)
    if plays is not None:
        plays.append((seat, action))
    if sim.tricks_done > tricks_before:
        return sim.last_winner
    while not sim.is_over():
        mover = sim.turn
        card = rollout_step(sim)
        if plays is not None:
            plays.append((mover, card))
        if sim.tricks_done > tricks_before:
            return sim.last_winner
    return None


def _sample(
    sim: Sim,
    seat: int,
    plays: list[tuple[int, str]] | None,
    trick_winner_seat: int | None,
    later_wins: tuple[str, ...],
    later_lost: tuple[str, ...],
) -> Sample:
    """The ``Sample`` of a finished play-out, for feedback (margin, won and last come after)."""
    return Sample(
        plays=tuple(plays or ()),
        winner=trick_winner_seat,
        cantes=tuple(sim.cante_log or ()),
        place=sim.cabrero_place(seat) if sim.cabrero else "",
        tute=sim.tute,
        later_wins=later_wins,
        later_lost=later_lost,
    )


def _beaten(sim: Sim, seat: int, margin: float) -> float:
    """Share of the rivals the seat beat: the margin's sign where only two sides count."""
    if sim.tute is None and (sim.pairs or sim.active == 2):
        return 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
    return sim.beaten_share(seat)


class ModelSearch:
    """The hand's end as a one-player problem: the seat chooses each of its cards to maximise
    its choosing score (win value times the share of rivals beaten, plus the margin), every
    other seat plays the intermedio heuristics (the play-outs' model of the table). Cheaper than
    the exact search (only the seat branches), and it does not assume perfect rivals."""

    def __init__(self, seat: int, win_value: float, max_nodes: int = OM_NODES) -> None:
        self.seat = seat
        self.win_value = win_value
        self.max_nodes = max_nodes
        self.nodes = 0

    def best_leaf(self, sim: Sim) -> Sim:
        return self._search(sim)[1]

    def _search(self, sim: Sim) -> tuple[float, Sim]:
        seat = self.seat
        while not sim.is_over() and sim.turn != seat:
            rollout_step(sim)
            self.nodes += 1
            Solver.nodes_total += 0.5  # a heuristic card costs about one work unit
        if sim.is_over():
            return self.win_value * sim.beaten_share(seat) + sim.margin(seat), sim
        legal = sim.legal()
        if len(legal) == 1:
            sim.play(legal[0])
            return self._search(sim)
        best: tuple[float, Sim] | None = None
        for card in legal:
            self.nodes += 1
            Solver.nodes_total += 1
            if self.nodes > self.max_nodes:
                raise OutOfNodes
            child = sim.copy()
            child.play(card)
            result = self._search(child)
            if best is None or result[0] > best[0]:
                best = result
        assert best is not None  # a hand not over has a legal card
        return best


def rollout_step(sim: Sim) -> str:
    """One card of the play-out, chosen by the intermedio heuristics for the seat to play (and
    returned)."""
    seat = sim.turn
    hand = sim.hands[seat]
    legal = sim.legal()
    if len(legal) == 1:
        sim.play(legal[0])
        return legal[0]
    cantes_open = sim.cantes_model and (sim.players != 2 or bool(sim.pile))
    protect: Collection[str] = cante_suits(hand, sim.declared) if cantes_open else ()
    card = heuristic_card(
        legal,
        Situation(
            hand,
            sim.trick,
            sim.trick_seats,
            sim.win_idx,
            seat,
            sim.trump,
            sim.pairs,
            sim.played,
            bool(sim.pile),
            sim.active - len(sim.trick) - 1,
            protect,
            sim.voids,
        ),
    )
    sim.play(card)
    return card


def equivalent_classes(view: View, cards: Sequence[str]) -> list[list[str]]:
    """Group cards that are worth the same: same suit and points, and no card that could still
    be played by another seat between them in strength. Playing one or the other changes
    nothing, so the search tries one card of each group (the weakest)."""
    played = played_cards(view)
    own = set(view.hand)
    groups: list[list[str]] = []
    by_suit: dict[str, list[str]] = {}
    for card in cards:
        by_suit.setdefault(SUIT[card], []).append(card)
    for suit, members in by_suit.items():
        members.sort(key=strength_key, reverse=True)  # the weakest first
        current = [members[0]]
        for card in members[1:]:
            weaker, stronger = strength_key(current[-1]), strength_key(card)
            between = [c for c in BY_STRENGTH[suit] if stronger < strength_key(c) < weaker]
            same = POINTS[card] == POINTS[current[-1]] and all(c in played or c in own for c in between)
            if same:
                current.append(card)
            else:
                groups.append(current)
                current = [card]
        groups.append(current)
    return groups


def best_action(
    view: View,
    actions: list[str],
    *,
    budget: float,
    rng: random.Random,
    prior: str | None = None,
    live: bool = False,
    sampler: Sampler | None = None,
    style: Deeper | None = None,
) -> str:
    """The experto's choice: the action with the best average score over the samples (hands
    won first, margin second: see the module's docstring).

    Equivalent cards are searched once; ``prior`` (the intermedio's choice) gets a small bonus,
    so that sampling noise alone does not move the experto away from a sound play. ``sampler``:
    see ``search``; ``style``: see ``search``."""
    if len(actions) == 1:
        return actions[0]
    hand = set(view.hand)
    cards = [a for a in actions if a in hand]
    others = [a for a in actions if a not in hand]
    groups = equivalent_classes(view, cards) if cards else []
    candidates = [group[0] if prior not in group else prior for group in groups] + others
    if len(candidates) == 1:
        return candidates[0]
    stats = search(view, candidates, budget=budget, rng=rng, live=live, sampler=sampler, style=style)
    candidates = [action for action in candidates if not stats[action].dropped]

    def key(action: str) -> tuple[float, float]:
        entry = stats[action]
        bonus = PRIOR_BONUS if action == prior else 0.0
        return (entry.mean("score") + bonus, entry.mean("margin"))

    return max(candidates, key=key)
