"""The judge's cost and its verdicts on a fixed set of positions, per variant.

    .venv/bin/python bench/judge_cost.py [--positions 200] [--variant NAME|all]
                                         [--record FILE] [--check FILE] [--profile FILE]

The positions are made by the engine, never by hand: for each variant, whole hands are dealt
from fixed seeds (``seed * 1_000_003 + deal``, as bench/feedback.py), a learner-like player (the
principiante bot) sits at one seat and intermedio bots at the others, and every learner decision
with a choice becomes a position (seed, the decisions before it, the move the learner made; recorded with
``--record`` and read back by ``--check``, so the set stays fixed when the bots change)
until ``--positions`` per variant. Each is judged as the site judges it (``tute.bots.judge`` with
the feedback seed of the ply, work units only: no clock).

Printed per variant: CPU time of the process per judged move (median, p95, mean; the wall clock
too), and how many verdicts match ``--check`` FILE (the fingerprints recorded with ``--record``:
label, best action, loss, value, best value, reasons' codes, samples: the reasons are counted
apart, since the feedback's own work rewords them on purpose). bench/judge_positions.json
holds the set recorded before the speed work of issue #33; a change that alters any verdict shows
here as a mismatch, with the first few listed.

``--profile FILE`` runs the judgements under cProfile and writes its statistics (pstats) there.
"""

import argparse
import cProfile
import json
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tute import new_game  # noqa: E402
from tute.bots import choose_action, judge  # noqa: E402

VARIANTS = {
    "habanero": ("habanero", 2),
    "arrastre3": ("arrastre", 3),
    "parejas": ("arrastre", 4),
    "cabrero4": ("cabrero", 4),
}
SEED = 1


def positions(name, count):
    """[(seed, decisions before the move, the learner's move)] of one variant, from the engine."""
    variant, players = VARIANTS[name]
    rng = random.Random(SEED)
    found = []
    deal = 0
    while len(found) < count:
        state = new_game(variant, players, seed=SEED * 1_000_003 + deal)
        learner = deal % players
        deal += 1
        decisions = []
        while not state.is_terminal() and len(found) < count:
            seat = state.current_player
            view = state.view(seat)
            if seat == learner:
                action = choose_action(view, "principiante", rng=rng)
                choices = [a for a in view.legal_actions() if not a.startswith("renuncio:")]
                if len(choices) > 1 and not action.startswith("renuncio:"):
                    found.append((state.seed, list(decisions), action))
            else:
                action = choose_action(view, "intermedio", rng=rng)
            decisions.append(action)
            state = state.apply(action)
    return found


def view_of(name, seed, decisions):
    variant, players = VARIANTS[name]
    state = new_game(variant, players, seed=seed)
    for action in decisions:
        state = state.apply(action)
    return state.view(state.current_player)


def fingerprint(verdict):
    return [
        str(verdict.label),
        verdict.best,
        round(verdict.loss, 9),
        round(verdict.value, 9),
        round(verdict.best_value, 9),
        [str(r.code) for r in verdict.reasons],
        verdict.samples,
    ]


def same_search(before, after):
    """The judge's search and label are the same: label, best action, loss, values, samples
    (everything but the reasons, which the feedback's own work may reword on purpose)."""
    return before[:5] + before[6:] == after[:5] + after[6:]


def percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def run(name, found, expected):
    cpu, wall, prints, mismatches, reworded = [], [], [], [], []
    for number, (seed, decisions, action) in enumerate(found):
        view = view_of(name, seed, decisions)
        started, clock = time.process_time(), time.perf_counter()
        verdict = judge(view, action, rng=random.Random(f"{seed}:feedback:{len(decisions)}"))
        cpu.append(time.process_time() - started)
        wall.append(time.perf_counter() - clock)
        prints.append(fingerprint(verdict))
        if expected is not None and not same_search(expected[number], prints[-1]):
            mismatches.append((number, expected[number], prints[-1]))
        elif expected is not None and expected[number] != prints[-1]:
            reworded.append(number)
    return cpu, wall, prints, mismatches, reworded


def _rows(name, rows):
    """One JSON row per line: the file diffs position by position."""
    lines = ",\n".join("   " + json.dumps(row, separators=(",", ":")) for row in rows)
    return f'  "{name}": [\n{lines}\n  ]'


def main(argv=None):
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--variant", default="all", choices=[*VARIANTS, "all"])
    parser.add_argument("--record", metavar="FILE")
    parser.add_argument("--check", metavar="FILE")
    parser.add_argument("--profile", metavar="FILE")
    args = parser.parse_args(argv)
    names = list(VARIANTS) if args.variant == "all" else [args.variant]
    checked = json.load(open(args.check)) if args.check else {"positions": {}, "verdicts": {}}  # noqa: SIM115
    expected = checked["verdicts"]
    recorded = {"positions": {}, "verdicts": {}}
    profiler = cProfile.Profile() if args.profile else None
    print(f"load average {' '.join(f'{v:.2f}' for v in os.getloadavg())} ({os.cpu_count()} cores)")
    print(f"{'variant':<10}{'moves':>6}{'CPU med':>9}{'CPU p95':>9}{'CPU mean':>9}{'wall med':>9}  verdicts")
    failed = False
    for name in names:
        if profiler:
            profiler.enable()
        found = checked["positions"].get(name) or positions(name, args.positions)
        cpu, wall, prints, mismatches, reworded = run(name, found, expected.get(name))
        if profiler:
            profiler.disable()
        recorded["positions"][name] = found
        recorded["verdicts"][name] = prints
        same = (
            ""
            if name not in expected
            else f"{len(prints) - len(mismatches)}/{len(prints)} labels and figures as recorded"
            f" ({len(reworded)} with other reasons)"
        )
        print(
            f"{name:<10}{len(cpu):>6}{1000 * statistics.median(cpu):>8.0f}ms"
            f"{1000 * percentile(cpu, 0.95):>7.0f}ms{1000 * statistics.fmean(cpu):>7.0f}ms"
            f"{1000 * statistics.median(wall):>7.0f}ms  {same}",
            flush=True,
        )
        for number, before, after in mismatches[:5]:
            print(f"   position {number}: recorded {before}, now {after}")
        failed = failed or bool(mismatches)
    if args.record:
        with open(args.record, "w") as out:
            out.write("{\n")
            for key in ("positions", "verdicts"):
                out.write(f' "{key}": {{\n')
                rows = [
                    f'  "{n}": [\n'
                    + ",\n".join("   " + json.dumps(r, separators=(",", ":")) for r in recorded[key][n])
                    + "\n  ]"
                    for n in recorded[key]
                ]
                out.write(",\n".join(rows) + ("\n },\n" if key == "positions" else "\n }\n"))
            out.write("}\n")
    if profiler:
        profiler.dump_stats(args.profile)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
