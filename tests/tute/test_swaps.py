"""docs/RULES.md §2, §6, §7 — swapping the face-up trump card: habanero's 7 and 2, the three-player
muestra chain; ``swap_for`` and ``muestra_swaps`` agree with the deals."""

import pytest

import tute
from tute import (
    muestra_swaps,
    swap_for,
)

from .helpers import hand

# --- swaps -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("face", "cards", "expected"),
    [
        ("12o", "7o,2o,1c", "7o"),  # the 7 of trumps for an as, 3, rey, caballo or sota
        ("1o", "7o,2o", "7o"),
        ("10o", "2o,1c", None),  # a figure is not taken with the 2
        ("5b", "7b,2b,1o", "2b"),  # the 2 for a 7, 6, 5 or 4
        ("4e", "2e,7e", "2e"),
        ("7c", "2c", "2c"),
        ("2c", "7c,1c", None),
        ("11c", "2c,1c", None),
    ],
)
def test_habanero_swap_the_seven_or_the_two(face, cards, expected):
    assert swap_for(face, hand(cards), "habanero") == expected


def test_habanero_swap_only_while_the_pile_has_cards():
    assert swap_for("12o", ["7o"], "habanero", pile=2) == "7o"
    assert swap_for("12o", ["7o"], "habanero", pile=0) is None


@pytest.mark.parametrize(
    ("face", "cards", "variant", "expected"),
    [
        ("1e", "7e,3e", "arrastre/3", "7e"),
        ("6b", "2b,10b", "arrastre/3", "2b"),
        ("4o", "2o,7o", "arrastre/3", None),  # a 4 or a 2 is not swapped with three players
        ("12c", "7c,2c", "arrastre/3", "7c"),  # arrastre: the 7 first (then the 2 takes the 7)
        ("12c", "7c,2c", "cabrero/3", "2c"),  # cabrero: the holder of both swaps his 2 straight
        ("12c", "7c,2c", "arrastre/4", None),  # four players: no swap
    ],
)
def test_three_player_swap_of_the_leftover_card(face, cards, variant, expected):
    assert swap_for(face, hand(cards), variant) == expected


def test_muestra_swaps_chain_the_seven_then_the_two():
    hands = [["7e"], ["2e"], ["3e"]]
    assert muestra_swaps("1e", hands) == [(0, "7e", "1e"), (1, "2e", "7e")]
    assert muestra_swaps("6e", hands) == [(1, "2e", "6e")]
    assert muestra_swaps("4e", hands) == []
    assert muestra_swaps("1e", [["7e", "2e"], [], []]) == [(0, "7e", "1e"), (0, "2e", "7e")]
    assert muestra_swaps("1e", [["7e", "2e"], [], []], cabrero=True) == [(0, "2e", "1e")]
    with pytest.raises(ValueError, match="nobody holds the 7e: give every hand"):
        muestra_swaps("1e", [["3e"], [], []])


@pytest.mark.parametrize(("variant", "cabrero"), [("arrastre", False), ("cabrero", True)])
def test_three_player_deals_make_the_muestra_swaps(variant, cabrero):
    for seed in range(40):
        state = tute.new_game(variant, 3, seed=seed, dealer=0)
        events = state.history
        shown = [a[8:] for _s, a in events if a.startswith("muestra:")]
        if not shown:
            continue  # cabrero's first hand: no card shown
        dealt = {s: a[7:].split(",") for s, a in events if a.startswith("recibe:")}
        made = [(s, a[7:]) for s, a in events if a.startswith("cambio:")]
        expected = muestra_swaps(shown[0], dealt, cabrero=cabrero)
        assert made == [(seat, give) for seat, give, _take in expected]
        assert state.trump_card == (expected[-1][1] if expected else shown[0])


def test_a_later_cabrero_hand_swaps_the_leftover_card():
    match = tute.new_match("cabrero", 3, seed=3)
    checked = 0
    for _ in range(6):
        while not match.hand.is_terminal():
            match = match.apply(match.hand.legal_actions()[0])
        if match.is_over():
            break
        match = match.next_hand()
        events = match.hand.history
        shown = [a[8:] for _s, a in events if a.startswith("muestra:")]
        dealt = {s: a[7:].split(",") for s, a in events if a.startswith("recibe:")}
        made = [(s, a[7:]) for s, a in events if a.startswith("cambio:")]
        assert made == [(s, g) for s, g, _t in muestra_swaps(shown[0], dealt, cabrero=True)]
        checked += 1
    assert checked
