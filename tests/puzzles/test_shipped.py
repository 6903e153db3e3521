"""The shipped puzzles (puzzles/data/*.jsonl): enough of every family, each one a position of its
game with the rule's figures; a sample verified again with a fresh search, and found again from
its game's seed (docs/PUZZLES.md)."""

import json
import random
from functools import cache

import pytest

from puzzles import loading, mining, themes
from puzzles.models import Family
from tute import Rules, format_position, new_match
from tute.bots import ReasonCode
from tute.bots import puzzle as miner
from tute.bots.search import search
from tute.notation import position_from_view

PER_FAMILY = 500
ROUNDING = 0.002  # stored values are rounded to three decimals


@cache
def shipped():
    return loading.records()


def view_of(item):
    match = new_match(item["variant"], item["players"], seed=item["seed"], rules=Rules(**item["rules"]))
    for _seat, action in item["actions"]:
        match = match.apply(action)
    return match.hand.view(item["seat"])


def sample(per_family, salt):
    """A few records of each family, the same ones on every run."""
    rng = random.Random(salt)
    out = []
    for family in Family.values:
        items = [r for r in shipped() if r["family"] == family]
        out += rng.sample(items, min(per_family, len(items)))
    return out


@pytest.mark.parametrize("family", Family.values)
def test_every_family_ships_enough_puzzles(family):
    assert sum(1 for r in shipped() if r["family"] == family) >= PER_FAMILY


def test_every_record_is_its_position_with_the_rule_s_figures():
    margin = {"puntos": miner.MARGIN, "probabilidad": miner.CHANCE_MARGIN}
    keys = set()
    for item in shipped():
        assert item["key"] not in keys
        keys.add(item["key"])
        view = view_of(item)
        assert view.current_player == item["seat"]
        assert format_position(position_from_view(view)) == item["notation"]
        assert item["solution"] in item["accepted"]
        assert set(item["accepted"]) <= set(miner.graded_actions(view))
        assert item["margin"] >= margin[item["unit"]]
        values = item["values"]
        best = values[item["solution"]]
        assert all(
            best - value >= margin[item["unit"]] - ROUNDING
            for play, value in values.items()
            if play != item["solution"]
        )
        if item["exact"]:
            assert item["worlds"] == 1
        else:
            assert item["z"] is None or item["z"] >= miner.Z
            assert item["luck"] <= miner.LUCK
            assert item["worlds"] >= miner.MIN_WORLDS
        assert item["hint"]["best"] in item["accepted"]
        assert all(theme in {str(t) for t in themes.Theme} for theme in item["themes"])
        assert set(item["bots"]) == set(miner.LEVEL_TRIES)


def test_every_reason_of_the_judge_has_a_theme_or_none_on_purpose():
    assert set(themes.REASON_THEMES) == set(ReasonCode)
    assert set(themes.LABELS) == set(themes.Theme)
    assert set(themes.DESCRIPTIONS) == set(themes.Theme)


@pytest.mark.parametrize("item", sample(2, "fresh"), ids=lambda item: item["key"])
def test_a_fresh_search_finds_the_same_best_play(item):
    """Other worlds (another generator, three times the work): the same play comes out best,
    every other play worse by half the margin and 2 standard errors at least; an exact puzzle,
    the very same figures."""
    view = view_of(item)
    groups = miner.play_groups(view, miner.graded_actions(view))
    reps = list(groups)
    stats = search(
        view,
        reps,
        budget=3 * item["budget"],
        rng=random.Random(f"fresh:{item['key']}"),
        min_samples=6,
        detail=True,
    )
    values = {a: [miner._value(view, r) for r in stats[a].records] for a in reps}
    best = max(reps, key=lambda a: sum(values[a]) / len(values[a]))
    assert best in item["accepted"]
    if item["exact"]:
        assert {a: round(sum(v) / len(v), 3) for a, v in values.items()} == item["values"]
        return
    half = (miner.CHANCE_MARGIN if view.variant == "cabrero" else miner.MARGIN) / 2
    for action in reps:
        if action == best:
            continue
        diffs = [b - a for a, b in zip(values[action], values[best], strict=True)]
        mean = sum(diffs) / len(diffs)
        spread = (sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)) ** 0.5 / len(diffs) ** 0.5
        assert mean >= half
        assert mean >= 2 * spread


@pytest.mark.parametrize("item", sample(1, "seed"), ids=lambda item: item["key"])
def test_a_puzzle_is_found_again_from_its_game_s_seed(item):
    """Mining the game of the puzzle's seed again gives the very same record."""
    found = [
        json.loads(json.dumps(mining.record(c, item["game"])))
        for c in miner.mine(item["family"], item["seed"])
    ]
    same = [r for r in found if r["key"] == item["key"]]
    assert same == [item]
