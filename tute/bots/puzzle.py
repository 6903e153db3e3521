"""Puzzles from bot games: one decision where one play is clearly best (docs/PUZZLES.md).

``mine(family, seed)`` plays the first hand of a match between bots (the levels drawn from the
seed) and, at each decision of any seat, asks whether it makes a puzzle: ``verify(view, ...)``
searches the worlds consistent with that seat's view with the judge's own search
(``search.search``: sampled deals, play-outs, exact endgames; one exact world when every card is
located) at ``VERIFY_BUDGET``, several times the work the judge spends on a move, and keeps the
position only when the best action beats every other legal action by ``MARGIN`` (points of
margin; in cabrero, ``CHANCE_MARGIN`` of the chance of not losing), by ``Z`` standard errors of
the paired difference over the worlds, and does not lose to it in more than ``LUCK`` of them.
Cards worth the same (``search.equivalent_classes``) are one play: any of them answers.

Everything depends on the seed only: the bots' choices, the worlds sampled (the generator of the
verification is ``verify_seed``), so a puzzle is found again from its seed, and the judge asked
later with the same generator and budget sees the very same worlds (its best is the solution).
``bot_results`` tells how often each level of the ladder finds the solution (a first rating).
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from tute import Match, Rules, new_match
from tute.bots.knowledge import is_pairs, knowledge
from tute.bots.players import choose_action, legal_card_actions
from tute.bots.search import Sample, determined, equivalent_classes, search
from tute.view import View

# The families of the site's puzzles: variant, players, options.
FAMILIES: dict[str, tuple[str, int, Rules]] = {
    "habanero": ("habanero", 2, Rules()),
    "arrastre3": ("arrastre", 3, Rules()),
    "parejas": ("arrastre", 4, Rules()),
    "individual": ("arrastre", 4, Rules(parejas=False)),
    "cabrero": ("cabrero", 4, Rules()),
}

# The rule (docs/PUZZLES.md): every other play loses at least MARGIN points of expected margin
# (the judge's "error"), by Z standard errors, and wins in at most LUCK of the worlds.
MARGIN = 10.0
CHANCE_MARGIN = 0.10  # cabrero: the chance of not losing the hand
Z = 3.0
LUCK = 0.25
MIN_WORLDS = 30  # fewer sampled worlds than this are no evidence
# Seconds' worth of search work (the judge's default is 0.12). The significance rule, not the
# number of worlds, decides: fewer worlds only make a clear play harder to prove. Measured with
# bench/puzzles.py, 0.3 costs about twice the CPU per puzzle kept and kept no more puzzles
# (docs/PUZZLES.md); the shipped puzzles are re-verified on a sample with a fresh search of three
# times this work (tests/puzzles).
VERIFY_BUDGET = 0.1
JUDGE_MIN_SAMPLES = 6  # feedback.MIN_SAMPLES: the verification searches exactly as the judge does
SCREEN_BUDGET = 0.02  # a first, shallow look that drops positions where two plays are close
MAX_PER_HAND = 3  # puzzles kept from one hand of a bot game
# The levels that play the bot games the puzzles come from (the seed chooses one per seat).
GAME_LEVELS = ("principiante", "aficionado", "intermedio")
# How many times each level is asked to find the solution (levels that search or err at random
# are asked more than once, each time with its own generator).
# The experto searches as the verification does, with less work: asked once. The maestro, the
# same search with three times the experto's work, is not asked (it costs most and adds little:
# where the experto finds the play, so does it).
LEVEL_TRIES = {"novato": 6, "principiante": 6, "aficionado": 6, "intermedio": 1, "experto": 1}


class Rejected(Exception):
    """The position makes no puzzle; ``reason`` says which part of the rule it fails."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Verdict:
    """A verified puzzle: ``solution`` (the play searched for its group), ``accepted`` (it and
    the cards worth the same), the expected result of every play searched (``values``: points of
    margin, or the chance of not losing in cabrero), ``margin`` (the best minus the second best),
    ``z`` (the smallest paired difference in standard errors; inf when exact), ``luck`` (the
    largest share of worlds where another play did better), ``worlds`` searched, ``exact``."""

    solution: str
    accepted: tuple[str, ...]
    values: dict[str, float]
    margin: float
    z: float
    luck: float
    worlds: int
    exact: bool
    unit: str


@dataclass(frozen=True)
class Candidate:
    """A decision of a bot game that is a puzzle: the game (family, seed, levels), the actions
    before it (``[seat, action]``), the seat to act, its view and the verdict."""

    family: str
    seed: int
    levels: tuple[str, ...]
    actions: tuple[tuple[int, str], ...]
    seat: int
    view: View
    verdict: Verdict
    verify_seed: str


@dataclass
class Tally:
    """What mining looked at: decisions with a choice, dropped by the screen, verified, kept (and
    why the others were rejected)."""

    decisions: int = 0
    screened_out: int = 0
    verified: int = 0
    kept: int = 0
    rejected: dict[str, int] = field(default_factory=dict)

    def reject(self, reason: str) -> None:
        self.rejected[reason] = self.rejected.get(reason, 0) + 1


def graded_actions(view: View) -> list[str]:
    """The actions the judge grades, in its order: the legal cards, then declarations, swaps and
    paso (never a renuncio call)."""
    actions = list(view.legal_actions())
    cards = legal_card_actions(view, actions)
    others = [a for a in actions if a not in cards and not a.startswith("renuncio:") and a not in view.hand]
    return cards + others


def play_groups(view: View, actions: Sequence[str]) -> dict[str, list[str]]:
    """The plays as the judge searches them: groups of cards worth the same (the first of each
    is searched for all), every other action alone; in the order of ``actions``."""
    cards = [a for a in actions if a in view.hand]
    alias = {a: a for a in actions}
    for group in equivalent_classes(view, cards) if cards else ():
        for card in group:
            alias[card] = group[0]
    groups: dict[str, list[str]] = {a: [] for a in actions if alias[a] == a}  # the judge's order
    for action in actions:
        groups[alias[action]].append(action)
    return groups


def _two_sides(view: View) -> bool:
    return view.players == 2 or is_pairs(view)


def _value(view: View, record: Sample) -> float:
    return record.won if view.variant == "cabrero" else record.margin


def _margin(view: View) -> float:
    return CHANCE_MARGIN if view.variant == "cabrero" else MARGIN


def screen(view: View, groups: dict[str, list[str]], seed: str) -> None:
    """A shallow search: Rejected("close") when the two best plays are within half the margin
    (within the whole margin while a habanero pile has cards)."""
    reps = list(groups)
    stats = search(view, reps, budget=SCREEN_BUDGET, rng=random.Random(f"{seed}:screen"), max_samples=60)
    cabrero = view.variant == "cabrero"
    values = sorted((s.mean("wins") if cabrero else s.mean("margin") for s in stats.values()), reverse=True)
    # Habanero with cards in the pile: every play-out plays the pile out too, so a deep search
    # costs most there, and few such positions pass; only a clear gap is searched deeply.
    needed = _margin(view) if view.pile_size else _margin(view) / 2
    if values[0] - values[1] < needed:
        raise Rejected("close")


def verify(view: View, *, seed: str, budget: float = VERIFY_BUDGET) -> Verdict:
    """The Verdict of the position ``view`` (its seat to act), or Rejected with the reason.

    The search is the judge's (``feedback._search``): the same plays in the same order, the same
    budget and minimum of samples, the generator ``random.Random(seed)``."""
    groups = play_groups(view, graded_actions(view))
    if len(groups) < 2:
        raise Rejected("forced")
    know = knowledge(view)
    if determined(know) and not _two_sides(view):
        raise Rejected("exact_many_sides")  # one world, but no exact solver for three or more sides
    reps = list(groups)
    stats = search(
        view, reps, budget=budget, rng=random.Random(seed), min_samples=JUDGE_MIN_SAMPLES, detail=True
    )
    records = {a: [_value(view, r) for r in stats[a].records] for a in reps}
    values = {a: statistics.fmean(v) for a, v in records.items()}
    best = max(reps, key=lambda a: values[a])
    exact = bool(stats[best].exact) and stats[best].samples == 1
    worlds = stats[best].samples
    if not exact and worlds < MIN_WORLDS:
        raise Rejected("few_worlds")
    margin, z, luck = _compare(view, records, best, exact)
    return Verdict(
        solution=best,
        accepted=tuple(groups[best]),
        values={a: round(v, 3) for a, v in values.items()},
        margin=round(margin, 3),
        z=z,
        luck=round(luck, 3),
        worlds=worlds,
        exact=exact,
        unit="probabilidad" if view.variant == "cabrero" else "puntos",
    )


def _compare(
    view: View, records: dict[str, list[float]], best: str, exact: bool
) -> tuple[float, float, float]:
    """(smallest mean difference, smallest z, largest share of worlds lost) of the best play
    against each other play; Rejected when one of them fails the rule."""
    margin, z, luck = math.inf, math.inf, 0.0
    for action, values in records.items():
        if action == best:
            continue
        diffs = [b - a for a, b in zip(values, records[best], strict=True)]
        mean = statistics.fmean(diffs)
        if mean < _margin(view):
            raise Rejected("margin")
        margin = min(margin, mean)
        if exact:
            continue
        error = statistics.stdev(diffs) / math.sqrt(len(diffs))
        score = mean / error if error else math.inf
        if score < Z:
            raise Rejected("significance")
        lost = sum(1 for d in diffs if d < 0) / len(diffs)
        if lost > LUCK:
            raise Rejected("luck")
        z, luck = min(z, score), max(luck, lost)
    return margin, z, luck


def bot_results(view: View, accepted: Sequence[str], seed: str) -> dict[str, tuple[int, int]]:
    """{level: (times it played an accepted action, times asked)} for the levels of LEVEL_TRIES."""
    results: dict[str, tuple[int, int]] = {}
    for level, tries in LEVEL_TRIES.items():
        solved = sum(
            choose_action(view, level, rng=random.Random(f"{seed}:{level}:{n}")) in accepted
            for n in range(tries)
        )
        results[level] = (solved, tries)
    return results


def game_levels(family: str, seed: int) -> tuple[str, ...]:
    """The bot level of each seat of the game of ``seed``."""
    players = FAMILIES[family][1]
    rng = random.Random(f"{family}:{seed}:levels")
    return tuple(rng.choice(GAME_LEVELS) for _ in range(players))


def new_hand(family: str, seed: int) -> Match:
    variant, players, rules = FAMILIES[family]
    return new_match(variant, players, seed=seed, rules=rules)


def mine(
    family: str, seed: int, tally: Tally | None = None, *, budget: float = VERIFY_BUDGET
) -> Iterator[Candidate]:
    """The puzzles of the first hand of the bot game of ``seed`` (Candidate values, in order).

    At most MAX_PER_HAND, and at most one per trick."""
    tally = tally if tally is not None else Tally()
    levels = game_levels(family, seed)
    match = new_hand(family, seed)
    actions: list[tuple[int, str]] = []
    kept = 0
    last_trick = -1
    while not match.hand.is_terminal():
        state = match.hand
        seat = state.current_player
        assert seat is not None  # the hand is not over
        view = state.view(seat)
        if kept < MAX_PER_HAND and len(view.tricks) != last_trick:
            found = _consider(family, seed, levels, actions, view, tally, budget)
            if found is not None:
                kept += 1
                last_trick = len(view.tricks)
                yield found
        action = choose_action(view, levels[seat], rng=random.Random(f"{seed}:{len(actions)}"))
        match = match.apply(action)
        actions.append((seat, action))


def _consider(
    family: str,
    seed: int,
    levels: tuple[str, ...],
    actions: list[tuple[int, str]],
    view: View,
    tally: Tally,
    budget: float,
) -> Candidate | None:
    groups = play_groups(view, graded_actions(view))
    if len(groups) < 2:
        return None
    tally.decisions += 1
    verify_seed = f"{family}:{seed}:{len(actions)}"
    try:
        if not determined(knowledge(view)):
            screen(view, groups, verify_seed)
    except Rejected as rejection:
        tally.screened_out += 1
        tally.reject(rejection.reason)
        return None
    tally.verified += 1
    try:
        verdict = verify(view, seed=verify_seed, budget=budget)
    except Rejected as rejection:
        tally.reject(rejection.reason)
        return None
    if _obvious(verdict, groups):
        tally.reject("obvious")
        return None
    tally.kept += 1
    return Candidate(
        family=family,
        seed=seed,
        levels=levels,
        actions=tuple(actions),
        seat=view.seat,
        view=view,
        verdict=verdict,
        verify_seed=verify_seed,
    )


def _obvious(verdict: Verdict, groups: dict[str, list[str]]) -> bool:
    """A declaration whose only alternative is to pass: the rules' own advice (always declare),
    not a puzzle."""
    return verdict.solution.startswith(("cante:", "tute:")) and set(groups) == {verdict.solution, "paso"}


def replay(family: str, seed: int, actions: Sequence[tuple[int, str]]) -> Match:
    """The Match after ``actions`` ([seat, action]) from the deal of ``seed``."""
    match = new_hand(family, seed)
    for _seat, action in actions:
        match = match.apply(action)
    return match
