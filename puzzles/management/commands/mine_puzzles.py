"""Mine puzzles from bot games, deterministically from a seed (docs/PUZZLES.md).

    manage.py mine_puzzles --family habanero --count 500
    manage.py mine_puzzles --count 500            # every family, one after another

Game ``n`` of a family is dealt with the seed ``seed * 100000 + n``; its decisions are verified
(tute/bots/puzzle.py) and each puzzle found is appended to ``puzzles/data/<family>.jsonl`` at
once, so a long run can be stopped and started again: it mines again the last game in
the file and goes on from there (``--restart`` starts the file anew). The same seed and count
always give the same file. ``--rejudge`` asks the judge again for the hints and themes of a file
(after a change of the judge's reasons or of their JSON: the verification does not change).
"""

import time
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from puzzles import mining
from tute.bots import puzzle as miner

WINDOW_SHARE = 0.15  # at most this share of a family's puzzles are declaration windows
GAMES_PER_SEED = 100_000


class Command(BaseCommand):
    help = "Mine verified puzzles from bot games (deterministic from --seed)."

    def add_arguments(self, parser):
        parser.add_argument("--family", choices=sorted(miner.FAMILIES), action="append")
        parser.add_argument("--count", type=int, default=500, help="puzzles wanted per family")
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument("--out", help="a data file (one family only); default puzzles/data/")
        parser.add_argument("--restart", action="store_true", help="start the file anew")
        parser.add_argument("--max-games", type=int, default=5000)
        parser.add_argument(
            "--games", help="A:B: mine only games A to B-1, every puzzle found, into --out (a part)"
        )
        parser.add_argument(
            "--merge", nargs="+", help="parts (--games) to add to the family's file, in game order"
        )
        parser.add_argument(
            "--rejudge", action="store_true", help="ask the judge again for the file's hints and themes"
        )

    def handle(self, *args, **options):
        families = options["family"] or list(miner.FAMILIES)
        if options["out"] and len(families) != 1:
            raise CommandError("--out needs exactly one --family")
        if (options["games"] or options["merge"]) and (len(families) != 1):
            raise CommandError("--games and --merge need exactly one --family")
        for family in families:
            path = Path(options["out"] or mining.data_file(family))
            if options["rejudge"]:
                mining.rewrite(path, [mining.rejudged(item) for item in mining.read(path)])
                self.stdout.write(f"{family}: hints and themes asked again")
            elif options["games"]:
                self.mine_part(family, path, options)
            elif options["merge"]:
                self.merge(family, path, options)
            else:
                self.mine_family(family, path, options)

    def mine_part(self, family, path, options):
        """Games A to B-1 only (several processes share a family's games): every puzzle found,
        before the share of windows and the count, which ``--merge`` applies in game order, so
        that the merged file is the one a single run makes."""
        first, _sep, last = options["games"].partition(":")
        tally = miner.Tally()
        began = time.process_time()
        base = options["seed"] * GAMES_PER_SEED
        for number in range(int(first), int(last)):
            for candidate in miner.mine(family, base + number, tally):
                item = mining.record(candidate, number)
                if item["hint"]["best"] in item["accepted"]:
                    mining.append(path, item)
            self.stdout.write(
                f"{family} part: game {number}, {tally.kept} kept, {time.process_time() - began:.0f} s CPU"
            )
            self.stdout.flush()
        Path(f"{path}.done").write_text(options["games"])  # the games this part covers, all mined

    def merge(self, family, path, options):
        records = mining.read(path) if path.exists() else []
        start = 0
        if records:  # the last game of a stopped run may be incomplete: the parts mine it again
            start = records[-1]["game"]
            records = [r for r in records if r["game"] < start]
        _check_coverage(options["merge"], start)
        parts = sorted(
            (item for part in options["merge"] for item in mining.read(part)),
            key=lambda item: (item["game"], len(item["actions"])),
        )
        windows = sum(1 for r in records if r["kind"] == "window")
        seen = {r["key"] for r in records}
        for item in parts:
            if item["game"] < start or item["key"] in seen:  # a part mined twice: once is enough
                continue
            seen.add(item["key"])
            if len(records) >= options["count"]:
                break
            if _window_kept(item["kind"] == "window", windows, len(records)):
                records.append(item)
                windows += item["kind"] == "window"
        mining.rewrite(path, records)
        self.stdout.write(f"{family}: {len(records)} puzzles after merging")

    def mine_family(self, family, path, options):
        path = Path(path)
        if options["restart"] and path.exists():
            path.unlink()
        records = mining.read(path) if path.exists() else []
        start = 0
        if records and len(records) < options["count"]:
            # A run stopped during a game: that game is mined again from its start.
            start = records[-1]["game"]
            records = [r for r in records if r["game"] < start]
            mining.rewrite(path, records)
        elif records:
            start = records[-1]["game"] + 1
        windows = sum(1 for r in records if r["kind"] == "window")
        tally = miner.Tally()
        began = time.process_time()
        base = options["seed"] * GAMES_PER_SEED
        for number in range(start, options["max_games"]):
            if len(records) >= options["count"]:
                break
            for candidate in miner.mine(family, base + number, tally):
                if len(records) >= options["count"]:
                    break
                is_window = candidate.verdict.solution not in candidate.view.hand
                if not _window_kept(is_window, windows, len(records)):
                    tally.reject("window_share")
                    continue
                item = mining.record(candidate, number)
                if item["hint"]["best"] not in item["accepted"]:
                    tally.reject("judge_disagrees")  # cannot happen while both search alike
                    continue
                mining.append(path, item)
                records.append(item)
                windows += is_window
            self.stdout.write(self.progress(family, number, records, tally, began), ending="\n")
            self.stdout.flush()
        self.stdout.write(f"{family}: done, {len(records)} puzzles; {tally}")

    @staticmethod
    def progress(family, number, records, tally, began):
        spent = time.process_time() - began
        return (
            f"{family}: game {number}: {len(records)} puzzles; this run {tally.kept} kept of "
            f"{tally.decisions} decisions ({tally.verified} searched deeply), {spent:.0f} s CPU; "
            f"rejected {tally.rejected}"
        )


def _window_kept(is_window, windows, kept):
    """At most WINDOW_SHARE of the puzzles are declaration windows (counted as they come)."""
    return not is_window or windows + 1 <= WINDOW_SHARE * (kept + 1)


def _check_coverage(parts, start):
    """The parts together cover every game from ``start`` on, without a gap (each part says which
    games it mined in ``<part>.done``, written when it finished)."""
    ranges = []
    for part in parts:
        done = Path(f"{part}.done")
        if not done.exists():
            raise CommandError(f"{part} is not finished")
        first, _sep, last = done.read_text().partition(":")
        ranges.append((int(first), int(last)))
    reach = start
    for first, last in sorted(ranges):
        if first > reach:
            raise CommandError(f"no part mined games {reach} to {first - 1}")
        reach = max(reach, last)
