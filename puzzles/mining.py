"""Puzzles as data: a mined candidate (tute/bots/puzzle.py) made into the record the site ships
(one JSON object per line in ``puzzles/data/<family>.jsonl``) and loaded into ``Puzzle`` rows.

A record holds everything the site needs without searching again: the game it comes from (family,
seed, the bots' levels, the actions before the decision), the seat to act and the one-line
notation, the solution and the plays worth the same, the figures of the verification (values,
margin, z, luck, worlds, exact), the judge's hint (why the solution beats the next best play),
the themes, and how each bot level did (the first rating is computed from it when loading:
``rating.first_rating``).
"""

import dataclasses
import json
import math
from pathlib import Path

from puzzles import judging, themes
from tute import DEFAULT_RULES, Rules, format_position
from tute.bots import puzzle as miner
from tute.notation import position_from_view

DATA_DIR = Path(__file__).resolve().parent / "data"
FORMAT = 1  # the shape of a record (bump it when it changes, and load old ones)


def rules_diff(rules):
    """The Rules fields that differ from the defaults (as games store them)."""
    return {
        f.name: getattr(rules, f.name)
        for f in dataclasses.fields(Rules)
        if getattr(rules, f.name) != getattr(DEFAULT_RULES, f.name)
    }


def puzzle_key(candidate):
    return f"{candidate.family}-{candidate.seed}-{len(candidate.actions)}"


def record(candidate, game_number, budget=miner.VERIFY_BUDGET):
    """The shipped record of a verified candidate (its hint, themes, bots and rating computed
    now)."""
    view, verdict = candidate.view, candidate.verdict
    hint = judging.hint_data(view, seed=candidate.verify_seed, budget=budget)
    bots = miner.bot_results(view, verdict.accepted, candidate.verify_seed)
    variant, players, rules = miner.FAMILIES[candidate.family]
    return {
        "format": FORMAT,
        "key": puzzle_key(candidate),
        "family": candidate.family,
        "game": game_number,
        "variant": variant,
        "players": players,
        "rules": rules_diff(rules),
        "seed": candidate.seed,
        "levels": list(candidate.levels),
        "actions": [list(pair) for pair in candidate.actions],
        "seat": candidate.seat,
        "notation": format_position(position_from_view(view)),
        "kind": "card" if verdict.solution in view.hand else "window",
        "solution": verdict.solution,
        "accepted": list(verdict.accepted),
        "values": verdict.values,
        "margin": verdict.margin,
        "z": None if math.isinf(verdict.z) else round(verdict.z, 2),
        "luck": verdict.luck,
        "worlds": verdict.worlds,
        "exact": verdict.exact,
        "unit": verdict.unit,
        "verify_seed": candidate.verify_seed,
        "budget": budget,
        "hint": hint,
        "themes": themes.themes_of(view, verdict.solution, verdict.exact, judging.reason_codes(hint)),
        "bots": {level: list(result) for level, result in bots.items()},
    }


def rejudged(item):
    """``item`` with the judge's part (the hint and the themes from its reasons) asked again: the
    judge's words change with its versions, the verification (the search) does not."""
    match = miner.replay(item["family"], item["seed"], item["actions"])
    view = match.hand.view(item["seat"])
    hint = judging.hint_data(view, seed=item["verify_seed"], budget=item["budget"])
    themes_now = themes.themes_of(view, item["solution"], item["exact"], judging.reason_codes(hint))
    return {**item, "hint": hint, "themes": themes_now}


def data_file(family):
    return DATA_DIR / f"{family}.jsonl"


def read(path):
    """The records of a data file, in order."""
    with open(path, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def _line(item):
    return json.dumps(item, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"


def append(path, item):
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(_line(item))


def rewrite(path, items):
    with open(path, "w", encoding="utf-8") as handle:
        for item in items:
            handle.write(_line(item))
