"""docs/RULES.md §5 — the end of a hand: points (cards + cantes + diez de últimas), winner, ties, and
the result as a typed value."""

import random

import pytest

from tute import (
    Rules,
    new_game,
)

from .helpers import expected_points, random_deal, random_finish, random_playout, rng, side_of


def finished(variant, players, seed, rules=None):
    r = rng(seed)
    state = random_deal(variant, players, r, rules=rules)
    return random_playout(state, r)


def side_fn(state, rules):
    parejas = (rules or Rules()).parejas
    return lambda seat: side_of(seat, state.players, parejas)


CASES = [
    ("arrastre", 4, None),
    ("arrastre", 4, Rules(parejas=False)),
    ("arrastre", 3, None),
    ("habanero", 2, None),
    ("habanero", 2, Rules(cartas_habanero=7)),
]


# --- results of random and known hands ---------------------------------------------------------------


def test_a_tie_on_points_counts_for_nobody_in_pairs():
    for seed in range(3000):
        state = random_finish(new_game("arrastre", 4, seed=seed), random.Random(seed))
        result = state.result()
        if result.tute is None and result.points[0] == result.points[1]:
            assert result.winner is None
            return
    pytest.fail("no tied hand found")


def test_more_points_wins_and_the_last_trick_adds_ten():
    state = random_finish(new_game("arrastre", 4, seed=5), random.Random(5))
    result = state.result()
    last = state.tricks[-1][2]
    assert result.last_trick == last
    if result.tute is None:
        points = result.points
        assert result.winner == (max(points, key=points.get) if points[0] != points[1] else None)


def test_individual_four_player_sides_are_the_seats():
    state = random_finish(new_game("arrastre", 4, seed=6, rules=Rules(parejas=False)), random.Random(6))
    assert set(state.result().points) == {0, 1, 2, 3}


def test_result_before_the_end_raises():
    with pytest.raises(ValueError, match="the hand is not over yet"):
        new_game("arrastre", 4, seed=1).result()


@pytest.mark.parametrize(("variant", "players", "rules"), CASES)
@pytest.mark.parametrize("seed", range(4))
def test_hand_points_are_cards_won_plus_cantes_plus_diez_de_ultimas(variant, players, rules, seed):
    state = finished(variant, players, seed, rules)
    result = state.result()
    view = state.view(0)
    if result.tute is not None:
        pytest.skip("a tute ended this hand")
    expected = expected_points(view, side_fn(state, rules))
    assert {s: p for s, p in result.points.items() if p} == {s: p for s, p in expected.items() if p}
    assert result.last_trick == view.tricks[-1][2]


@pytest.mark.parametrize(("variant", "players", "rules"), CASES)
@pytest.mark.parametrize("seed", range(4))
def test_a_hand_distributes_130_points_plus_cantes(variant, players, rules, seed):
    state = finished(variant, players, seed, rules)
    result = state.result()
    if result.tute is not None:
        pytest.skip("a tute ended this hand")
    cantes = sum(40 if what == state.trump else 20 for _, what in state.view(0).cantes)
    assert sum(result.points.values()) == 130 + cantes


@pytest.mark.parametrize(("variant", "players", "rules"), CASES)
@pytest.mark.parametrize("seed", range(4))
def test_more_points_wins_the_hand(variant, players, rules, seed):
    state = finished(variant, players, seed, rules)
    result = state.result()
    if result.tute is not None:
        assert result.winner == side_fn(state, rules)(result.tute)
        return
    points = result.points
    best = max(points.values())
    leaders = [side for side, p in points.items() if p == best]
    assert result.winner == (leaders[0] if len(leaders) == 1 else None)


@pytest.mark.parametrize(("variant", "players", "rules"), CASES[:4])
def test_every_card_is_played_when_no_tute_ends_the_hand(variant, players, rules):
    state = finished(variant, players, 11, rules)
    if state.result().tute is None:
        tricks = state.view(0).tricks
        size = {2: 20, 3: 13, 4: 10}[players]
        assert len(tricks) == size
        assert all(len(cards) == players for _, cards, _ in tricks)
        assert all(len(hand) == 0 for hand in state.hands)


def test_a_tie_on_points_counts_for_nobody_in_habanero():
    for seed in range(3000):
        state = finished("habanero", 2, 1000 + seed)
        result = state.result()
        points = list(result.points.values())
        if result.tute is None and len(points) == 2 and points[0] == points[1]:
            assert result.winner is None
            return
    pytest.fail("no tied hand found among 3000 random deals")


def test_sides_in_pairs_are_teams_0_and_1():
    state = finished("arrastre", 4, 5)
    assert set(state.result().points) <= {0, 1}


# --- the result as a typed value (docs/ENGINE_CONTRACT.md: every field present, None or empty) ------------


def test_a_result_is_a_frozen_value_with_every_field_and_how_the_hand_ended():
    import dataclasses

    from tute import Ending, HandResult

    state = finished("arrastre", 4, 0)
    result = state.result()
    assert isinstance(result, HandResult)
    assert result.ending is (Ending.TUTE if result.tute is not None else Ending.CARDS)
    assert result.renuncio is None
    cabrero_only = (result.entered, result.a_mas, result.a_menos, result.losers, result.porotos)
    assert cabrero_only == ((), None, None, (), {})
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.winner = 1
    assert result == state.view(1).result()
    assert result == state.result()


@pytest.mark.parametrize("seed", range(6))
def test_the_ending_says_why_the_hand_ended(seed):
    from tute import Ending

    state = finished("cabrero", 4, seed)
    result = state.result()
    if result.ending is Ending.TUTE:
        assert result.tute is not None
        assert result.last_trick is None
    else:
        assert result.ending is Ending.CARDS
        assert result.last_trick == state.tricks[-1][2]
    assert set(result.porotos) == set(state.seats)
    assert set(result.losers) <= set(state.seats)
