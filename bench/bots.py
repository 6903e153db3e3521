"""Benchmark of the bots: duplicate matches between two levels, with timings.

    .venv/bin/python bench/bots.py [DEALS] [--pairing A-B|ladder|heuristic|all]
                                   [--variant habanero|arrastre3|parejas|all] [--seed N[,N...]]
                                   [--jobs N] [--progress N] [--judge N]

``--pairing A-B``: level A (whose win % is printed) against level B, any two of
``tute.bots.LEVELS``, ``random`` (a random legal card; it declares like the others),
``vidente`` (not a level: the experto's search run on the true deal, as if it saw every card; a
ceiling for what hidden information is worth) or ``clarividente`` (bench/clairvoyant.py: it sees
every card and solves the end of the hand exactly, the last 18 cards in arrastre of three and 20
in pairs, the maestro's search on the true deal before): ``maestro-experto``, ``novato-random``,
``clarividente-experto``...
``ladder``: every adjacent pair of the ladder, the stronger first, and novato against random;
``heuristic``: the same for the levels below the experto only (cheap: microseconds per
decision); ``all``: experto-intermedio and intermedio-principiante (the former default).
``--jobs N`` plays the deals in N processes (the figures do not depend on N: every deal has its
own generator).

Every deal is played once per arrangement of the two levels on the seats, so both levels get
the same cards from the same seats:

- habanero (2 players) and arrastre in pairs (4 players): twice, the levels swapping seats;
- arrastre of 3 (every player for himself): three times, the first level in each seat in turn
  against two bots of the second level.

Win %: share of the hands won by the first level against the second (ties count half). In
arrastre of 3 every hand gives two head-to-head comparisons, the first level's points against
each of the other two seats'. The 95 % interval treats each deal (all its arrangements) as one
observation. Times: median and 95th percentile per decision, per level (ms), by the wall clock
and in CPU time of the process ("<level> CPU"; the wall clock is noisy on a shared machine).
The bots and the judge search on work units only, so their choices do not depend on the
machine's load. ``--judge N`` also times ``judge`` on N positions of each variant.
"""

import argparse
import math
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.clairvoyant import clairvoyant_action  # noqa: E402
from tute import new_game  # noqa: E402
from tute.bots import LEVELS, choose_action, judge, players  # noqa: E402
from tute.bots.deep import Style  # noqa: E402
from tute.bots.heuristics import window_choice  # noqa: E402
from tute.bots.knowledge import true_deal  # noqa: E402
from tute.bots.players import legal_card_actions  # noqa: E402

VARIANTS = {
    "habanero": ("habanero", 2),
    "arrastre3": ("arrastre", 3),
    "parejas": ("arrastre", 4),
}
RANDOM = "random"
SEES_ALL = "vidente"
CLAIRVOYANT = "clarividente"
LADDER = [(LEVELS[i + 1], LEVELS[i]) for i in range(len(LEVELS) - 1)] + [(LEVELS[0], RANDOM)]
HEURISTIC = [pair for pair in LADDER if "experto" not in pair and "maestro" not in pair]
GROUPS = {
    "ladder": LADDER,
    "heuristic": HEURISTIC,
    "all": [("experto", "intermedio"), ("intermedio", "principiante")],
}


def parse_style(text):
    """A ``deep.Style`` from 'plain' or a comma-separated list of reply, tail=N, inference, race,
    pile=S (the budget while habanero's pile lasts, in work seconds), win=N (the race's win value)."""
    options = {
        "reply": False,
        "exact_tail": 0,
        "habanero_inference": False,
        "race": False,
        "pile_budget": 0.0,
        "win_value": 0,
    }
    flags = {"reply": "reply", "inference": "habanero_inference", "race": "race"}
    for part in filter(None, text.split(",")):
        name, _sep, value = part.partition("=")
        if name in flags and not value:
            options[flags[name]] = True
        elif name == "tail" and value.isdigit():
            options["exact_tail"] = int(value)
        elif name == "pile" and value.replace(".", "", 1).isdigit():
            options["pile_budget"] = float(value)
        elif name == "win" and value.isdigit():
            options["win_value"] = int(value)
        elif name != "plain":
            raise argparse.ArgumentTypeError(
                f"{part!r}: plain, reply, tail=N, inference, race, pile=S or win=N"
            )
    return Style(**options)


def parse_pairing(text):
    """[(first, second), ...] for a pairing argument."""
    if text in GROUPS:
        return GROUPS[text]
    first, sep, second = text.partition("-")
    known = (*LEVELS, RANDOM, SEES_ALL, CLAIRVOYANT)
    if not sep or first not in known or second not in known:
        raise argparse.ArgumentTypeError(
            f"{text!r}: A-B with A, B in {', '.join(known)}, or {', '.join(GROUPS)}"
        )
    return [(first, second)]


def random_action(view, rng):
    """A random legal card (never a renuncio); declarations as every level makes them."""
    actions = list(view.legal_actions())
    hand = set(view.hand)
    cards = legal_card_actions(view, actions)
    others = [a for a in actions if a not in hand and not a.startswith("renuncio:")]
    if not cards or any(a != "paso" for a in others):
        return window_choice(others, view.trump)
    return rng.choice(cards)


def arrangements(name, first, second):
    if name == "habanero":
        return [(first, second), (second, first)]
    if name == "parejas":
        return [(first, second, first, second), (second, first, second, first)]
    return [tuple(first if seat == k else second for seat in range(3)) for k in range(3)]


def play_hand(variant, players, seed, levels, timings, rng):
    state = new_game(variant, players, seed=seed)
    while not state.is_terminal():
        seat = state.current_player
        view = state.view(seat)
        level = levels[seat]
        start, cpu = time.perf_counter(), time.process_time()
        if level == RANDOM:
            action = random_action(view, rng)
        elif level == SEES_ALL:
            action = choose_action(view, "experto", rng=rng, sampler=true_deal(state))
        elif level == CLAIRVOYANT:
            action = clairvoyant_action(state, rng)
        else:
            action = choose_action(view, level, rng=rng)
        timings.setdefault(level, []).append(time.perf_counter() - start)
        timings.setdefault(level + " CPU", []).append(time.process_time() - cpu)
        state = state.apply(action)
    return state.result()


def score_hand(name, levels, result, first):
    """Share of the first level's head-to-head comparisons won in this hand (ties half)."""
    points = result.points
    if name in ("habanero", "parejas"):
        seat = levels.index(first)
        side = seat % 2 if name == "parejas" else seat
        winner = result.winner
        if winner is None:
            return 0.5
        return 1.0 if winner == side else 0.0
    mine = levels.index(first)
    scores = []
    for seat, level in enumerate(levels):
        if level != first:
            scores.append(
                1.0 if points[mine] > points[seat] else 0.5 if points[mine] == points[seat] else 0.0
            )
    return sum(scores) / len(scores)


def percentile(values, q):
    if not values:
        return float("nan")
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def play_deal(args):
    """Every arrangement of one deal: (score of the first level, hands, timings)."""
    name, first, second, deal_seed = args
    variant, players = VARIANTS[name]
    timings = {}
    rng = random.Random(deal_seed)
    scores = []
    for levels in arrangements(name, first, second):
        result = play_hand(variant, players, deal_seed, levels, timings, rng)
        scores.append(score_hand(name, levels, result, first))
    return sum(scores) / len(scores), len(scores), timings


def run_pairing(pairing, name, deals, seeds, jobs=1, progress=0, first_deal=0):
    first, second = pairing
    timings = {}
    per_deal = []
    hands = 0
    seeds = [seeds] if isinstance(seeds, int) else seeds
    tasks = [
        (name, first, second, seed * 100_003 + deal)
        for seed in seeds
        for deal in range(first_deal, first_deal + deals)
    ]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(play_deal, tasks, chunksize=4))
    else:
        results = map(play_deal, tasks)
    for task, (score, count, deal_timings) in zip(tasks, results, strict=True):
        per_deal.append(score)
        hands += count
        if progress and len(per_deal) % progress == 0:
            mean = 100 * statistics.fmean(per_deal)
            print(  # the deal's own score too, so that pieces run apart can be pooled
                f"  ... {first}-{second} {name}: {len(per_deal)} deals, {mean:.1f} % "
                f"(deal {task[3]}: {score:.4f})",
                file=sys.stderr,
                flush=True,
            )
        for level, values in deal_timings.items():
            timings.setdefault(level, []).extend(values)
    mean = statistics.fmean(per_deal)
    half = 1.96 * statistics.stdev(per_deal) / len(per_deal) ** 0.5 if len(per_deal) > 1 else float("nan")
    return {
        "pairing": f"{first}-{second}",
        "variant": name,
        "hands": hands,
        "deals": len(per_deal),
        "win": 100 * mean,
        "ci": (100 * (mean - half), 100 * (mean + half)),
        "times": {
            level: (1000 * statistics.median(t), 1000 * percentile(t, 0.95)) for level, t in timings.items()
        },
    }


def logit(percent):
    """The log-odds of a win share (in %): steps of a ladder add roughly on this scale."""
    share = min(max(percent / 100, 1e-6), 1 - 1e-6)
    return math.log(share / (1 - share))


def ladder_summary(rows):
    """Per variant, the ladder's steps found among ``rows`` (random → novato → ... → maestro) as
    win %, logit and its 95 % interval; the span from random to the experto (the sum of its
    steps' logits) and the evenness of the steps below the top (largest / smallest logit)."""
    chain = [(LEVELS[0], RANDOM)] + [(LEVELS[i + 1], LEVELS[i]) for i in range(len(LEVELS) - 1)]
    lines = []
    for name in VARIANTS:
        found = {row["pairing"]: row for row in rows if row["variant"] == name}
        steps = [(f"{a}-{b}", found[f"{a}-{b}"]) for a, b in chain if f"{a}-{b}" in found]
        if len(steps) < 2:
            continue
        lines.append(f"ladder {name}:")
        for label, row in steps:
            low, high = row["ci"]
            lines.append(
                f"  {label:<25} {row['win']:5.1f} %  logit {logit(row['win']):+.3f} "
                f"({logit(low):+.3f} to {logit(high):+.3f})"
            )
        below_top = [logit(row["win"]) for label, row in steps if not label.startswith(LEVELS[-1] + "-")]
        if len(below_top) == len(chain) - 1:
            lines.append(f"  span random -> {LEVELS[-2]}: {sum(below_top):.3f} (sum of the steps' logits)")
        if below_top and min(below_top) > 0:
            ratio = max(below_top) / min(below_top)
            lines.append(
                f"  steps below the top: largest {max(below_top):.3f} / smallest {min(below_top):.3f} "
                f"= {ratio:.2f} (even: at most 2)"
            )
    return lines


def time_judge(name, positions, seed):
    """Times of ``judge`` on positions met in intermedio self-play."""
    variant, players = VARIANTS[name]
    rng = random.Random(seed)
    times, cpu_times = [], []
    labels = {}
    deal = 0
    while len(times) < positions:
        state = new_game(variant, players, seed=seed * 7919 + deal)
        deal += 1
        while not state.is_terminal() and len(times) < positions:
            view = state.view(state.current_player)
            action = choose_action(view, "intermedio", rng=rng)
            if rng.random() < 0.3 and len(view.legal_actions()) > 1:
                start, cpu = time.perf_counter(), time.process_time()
                verdict = judge(view, action)
                times.append(time.perf_counter() - start)
                cpu_times.append(time.process_time() - cpu)
                labels[verdict.label] = labels.get(verdict.label, 0) + 1
            state = state.apply(action)
    return (
        1000 * statistics.median(times),
        1000 * percentile(times, 0.95),
        1000 * statistics.median(cpu_times),
        1000 * percentile(cpu_times, 0.95),
        labels,
    )


def main(argv=None):
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("deals", nargs="?", type=int, default=400)
    parser.add_argument("--pairing", default="all", type=parse_pairing)
    parser.add_argument("--variant", default="all", choices=[*VARIANTS, "all"])
    parser.add_argument(
        "--seed", default="1", help="a seed or a comma-separated list: DEALS deals of each, pooled"
    )
    parser.add_argument(
        "--first-deal", type=int, default=0, metavar="N",
        help="start at deal N of each seed (to run a long pairing in pieces; pool them by deals)",
    )  # fmt: skip
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--progress", type=int, default=0, metavar="N", help="a running figure every N deals")
    parser.add_argument("--judge", type=int, default=0, metavar="N")
    parser.add_argument(
        "--maestro-budget", type=float, metavar="S", help="the maestro's budget (work seconds)"
    )
    parser.add_argument(
        "--maestro-style",
        type=parse_style,
        metavar="STYLE",
        help="the maestro's search (tute.bots.deep.Style): 'plain', or any of reply, tail=N, "
        "inference, race, pile=S, win=N",
    )
    args = parser.parse_args(argv)
    if args.maestro_budget is not None:
        players.SEARCH_BUDGETS["maestro"] = args.maestro_budget
    if args.maestro_style is not None:
        players.STYLES["maestro"] = args.maestro_style
    pairings = args.pairing
    names = list(VARIANTS) if args.variant == "all" else [args.variant]
    header = f"{'pairing':<25} {'variant':<10} {'hands':>6} {'win %':>6} {'95% CI':>13}"
    header += "  time per decision ms (median/p95)"
    seeds = [int(part) for part in str(args.seed).split(",")]
    print(header)
    print("-" * len(header), flush=True)
    rows = []
    for pairing in pairings:
        for name in names:
            started = time.perf_counter()
            row = run_pairing(pairing, name, args.deals, seeds, args.jobs, args.progress, args.first_deal)
            rows.append(row)
            times = "  ".join(f"{level} {m:.2f}/{p:.2f}" for level, (m, p) in sorted(row["times"].items()))
            low, high = row["ci"]
            print(
                f"{row['pairing']:<25} {row['variant']:<10} {row['hands']:>6} {row['win']:>6.1f} "
                f"{low:>6.1f}-{high:<6.1f}  {times}   [{time.perf_counter() - started:.0f} s]",
                flush=True,
            )
    for line in ladder_summary(rows):
        print(line, flush=True)
    if args.judge:
        for name in names:
            median, p95, cpu_median, cpu_p95, labels = time_judge(name, args.judge, seeds[0])
            print(
                f"judge {name:<10} {args.judge} positions: median {median:.1f} ms, p95 {p95:.1f} ms "
                f"(CPU {cpu_median:.1f} / {cpu_p95:.1f} ms)",
                labels,
            )


if __name__ == "__main__":
    main()
