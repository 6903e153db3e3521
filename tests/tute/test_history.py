"""The record of a hand: history and decisions, replay, immutability, no action after the end."""

import random

import pytest

from tute import (
    IllegalAction,
    Phase,
    Rules,
    new_game,
    replay,
)

from .helpers import P1, T1, A, P, T, deal4, play, random_finish

# --- history, replay, immutability -------------------------------------------------------------------


def test_history_records_decisions_with_the_contract_action_strings():
    state = play(deal4(*P, "10o"), *P1, "paso", "cante:b")
    assert state.decisions == ((0, "1o"), (1, "2o"), (2, "6o"), (3, "10o"), (0, "paso"), (2, "cante:b"))
    assert state.history[-6:] == state.decisions


def test_replay_rebuilds_a_hand_from_seed_options_and_decisions():
    rules = Rules(cantes_se_pierden=True)
    state = random_finish(new_game("cabrero", 5, seed=77, rules=rules), random.Random(1))
    again = replay("cabrero", 5, 77, rules, [a for _, a in state.decisions])
    assert again.history == state.history
    assert again.result() == state.result()


def test_apply_returns_a_new_state_and_leaves_the_old_one_untouched():
    state = deal4(*P, "10o")
    hands, history = state.hands, state.history
    after = state.apply("1o")
    assert state.hands == hands
    assert state.history == history
    assert state.current_player == 0
    assert after.hands[0] == hands[0][1:]
    assert after.current_player == 1


def test_after_the_end_no_action_is_accepted():
    state = play(deal4(*T, "10o"), *T1, "tute:12")
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction):
        state.apply("1o")


# --- the history of decisions ------------------------------------------------------------------------


def test_history_records_each_decision_as_seat_and_action():
    state = play(deal4(*A, "12o"), "1o", "2o")
    assert tuple(state.history[-2:]) == ((0, "1o"), (1, "2o"))


def test_the_phase_says_where_the_hand_stands():
    state = deal4(*P, "10o")
    assert state.phase is Phase.PLAY
    assert not state.in_window
    state = play(state, *P1)
    assert state.phase is Phase.WINDOW
    assert state.in_window
    state = play(deal4(*T, "10o"), *T1, "tute:12")
    assert state.phase is Phase.OVER
    assert state.is_terminal()
