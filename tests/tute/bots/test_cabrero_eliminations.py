"""Cabrero after a player is out on porotos: the hand is dealt to fewer seats, and every bot
level, evaluate and judge must still play it (the search once assumed that only a six-player
dealer could sit a hand out, and crashed)."""

import random

import pytest

from tute import new_match
from tute.bots import choose_action, evaluate, judge

LEVELS = ("principiante", "intermedio", "experto")


def _first_hand_after_an_elimination(players, seed):
    """A match played by intermedios until a hand is dealt with a seat out of the match."""
    rng = random.Random(seed)
    match = new_match("cabrero", players, seed=seed)
    while not match.is_over():
        state = match.hand
        if state.is_terminal():
            match = match.next_hand()
            continue
        if len(state.view(state.current_player).seats) < players - (players == 6):
            return match
        match = match.apply(choose_action(state.view(state.current_player), "intermedio", rng=rng))
    return None


@pytest.mark.parametrize(("players", "seed"), [(4, 0), (5, 2), (6, 1)])
def test_every_level_plays_a_hand_with_a_seat_out_of_the_match(players, seed):
    match = _first_hand_after_an_elimination(players, seed)
    assert match is not None, "no elimination in this match: pick another seed"
    state = match.hand
    out = set(range(players)) - set(state.view(state.current_player).seats)
    assert out
    assert all(not state.hands[s] for s in out if s != state.sitting_out)
    rng = random.Random(seed)
    judged = 0
    while not state.is_terminal():
        seat = state.current_player
        assert seat not in out
        view = state.view(seat)
        level = LEVELS[len(state.history) % 3]
        action = choose_action(view, level, rng=rng)
        assert action in view.legal_actions()
        if judged < 3 and len([a for a in view.legal_actions() if a in view.hand]) > 1:
            values = evaluate(view, budget=0.02)
            assert set(values) <= set(view.legal_actions())
            assert judge(view, action).label
            judged += 1
        state = state.apply(action)
    assert judged
