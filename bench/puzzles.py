"""Benchmark of puzzle mining: puzzles verified per CPU minute and the share of candidates kept.

    .venv/bin/python bench/puzzles.py [GAMES] [--family NAME|all] [--seed N] [--budget SECONDS]

Mines GAMES (default 4) bot games per family exactly as ``manage.py mine_puzzles`` does (games
``seed * 100000 + n`` from n = 90000, away from the shipped puzzles' games) and prints, per
family: the decisions with a choice looked at (the candidates), how many the shallow screen
dropped, how many were searched deeply, how many were kept (and the share of candidates kept),
why the others were rejected, and the CPU time of the process: finding and verifying
(tute/bots/puzzle.py) and the record of each puzzle kept (the judge's hint, the bot levels'
tries), with the puzzles verified per CPU minute. ``--budget`` changes the verification's work
(``VERIFY_BUDGET``), to compare. CPU time, not the wall clock: the machine is shared; the load
average is printed with the figures.
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tute_site.settings")
os.environ.setdefault("DEBUG", "1")

import django  # noqa: E402

django.setup()

from puzzles import mining  # noqa: E402
from tute.bots import puzzle as miner  # noqa: E402

FIRST_GAME = 90_000


def bench_family(family, games, seed, budget):
    tally = miner.Tally()
    mine_cpu = record_cpu = 0.0
    for number in range(FIRST_GAME, FIRST_GAME + games):
        started = time.process_time()
        found = list(miner.mine(family, seed * 100_000 + number, tally, budget=budget))
        mine_cpu += time.process_time() - started
        started = time.process_time()
        for candidate in found:
            mining.record(candidate, number, budget=budget)
        record_cpu += time.process_time() - started
    return tally, mine_cpu, record_cpu


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=4)
    parser.add_argument("--family", default="all", choices=["all", *miner.FAMILIES])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=miner.VERIFY_BUDGET)
    args = parser.parse_args()
    families = list(miner.FAMILIES) if args.family == "all" else [args.family]
    print(f"load average at start: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"{args.games} games per family, verification budget {args.budget}")
    columns = ("cands", 6), ("screened", 8), ("deep", 5), ("kept", 5), ("kept%", 6), ("mine s", 7)
    columns += ("rec s", 6), ("/CPU min", 8)
    print(f"{'family':<11} " + " ".join(f"{name:>{width}}" for name, width in columns))
    total_kept = total_cpu = 0.0
    for family in families:
        tally, mine_cpu, record_cpu = bench_family(family, args.games, args.seed, args.budget)
        cpu = mine_cpu + record_cpu
        share = 100 * tally.kept / tally.decisions if tally.decisions else 0.0
        per_minute = 60 * tally.kept / cpu if cpu else 0.0
        total_kept += tally.kept
        total_cpu += cpu
        print(
            f"{family:<11} {tally.decisions:>6} {tally.screened_out:>8} {tally.verified:>5} {tally.kept:>5} "
            f"{share:>5.1f}% {mine_cpu:>7.1f} {record_cpu:>6.1f} {per_minute:>8.1f}"
        )
        print(f"{'':<11} rejected: {dict(sorted(tally.rejected.items()))}")
    if total_cpu:
        rate = 60 * total_kept / total_cpu
        print(f"all: {total_kept:.0f} puzzles in {total_cpu:.1f} s CPU: {rate:.1f} per CPU minute")
    print(f"load average at end: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
