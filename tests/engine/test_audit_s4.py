"""Audit of the engine against ENGINE_CONTRACT.md and RULES.md (session 4): each test pins a
discrepancy that was found and fixed."""

import dataclasses

import pytest

from games.engine import deal_game, new_match

DECK = [f"{rank}{suit}" for suit in "oceb" for rank in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]


# --- "A Match is immutable too" -------------------------------------------------------------------


@pytest.mark.parametrize("attribute", ["hand", "number", "rules", "variant", "players", "seed"])
def test_a_match_refuses_attribute_assignment(attribute):
    match = new_match("arrastre", 4, seed=3)
    before = getattr(match, attribute)
    with pytest.raises((AttributeError, TypeError, dataclasses.FrozenInstanceError)):
        setattr(match, attribute, None)
    assert getattr(match, attribute) == before


def test_a_match_still_copies_and_plays():
    import copy
    import pickle

    match = new_match("arrastre", 4, seed=3)
    after = match.apply(match.hand.legal_actions()[0])
    for clone in (copy.copy(after), pickle.loads(pickle.dumps(after))):
        assert clone.hand.history == after.hand.history
        assert clone.number == after.number and clone.rules == after.rules


# --- "upper case input is accepted" (card codes inside actions) ------------------------------------


def _habanero_window():
    """Seat 0 wins the first trick holding the 7 de oros and the veinte de espadas; as de oros shows."""
    mine = ["7o", "1c", "3c", "12e", "11e", "4b", "5b", "6b"]
    rest = [c for c in DECK if c not in mine and c != "1o"][::-1]
    state = deal_game("habanero", 2, [mine, rest[:8]], trump_card="1o", pile=rest[8:], dealer=1)
    state = state.apply("1c").apply("2b")
    assert state.current_player == 0 and "cambio:7o" in state.legal_actions()
    return state


def test_a_swap_written_in_upper_case_is_accepted():
    state = _habanero_window()
    after = state.apply("cambio:7O")
    assert after.history[-1] == (0, "cambio:7o")
    assert after.trump_card == "7o" and "1o" in after.hands[0]


def test_window_actions_in_upper_case_are_accepted():
    state = _habanero_window()
    assert state.apply("CANTE:E").cantes == ((0, "e"),)
    assert state.apply("Paso").current_player == 0
