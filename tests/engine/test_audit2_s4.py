"""Second audit of the engine against ENGINE_CONTRACT.md and RULES.md (session 4): each test pins
a discrepancy that was found and fixed."""

import pytest

from games.engine import IllegalAction, deal_game

DECK = [f"{rank}{suit}" for suit in "oceb" for rank in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]


def _habanero_window():
    """Seat 0 wins the first trick holding the 7 de oros and the veinte de espadas; as de oros shows."""
    mine = ["7o", "1c", "3c", "12e", "11e", "4b", "5b", "6b"]
    rest = [c for c in DECK if c not in mine and c != "1o"][::-1]
    state = deal_game("habanero", 2, [mine, rest[:8]], trump_card="1o", pile=rest[8:], dealer=1)
    state = state.apply("1c").apply("2b")
    assert state.in_window and state.current_player == 0
    return state


# --- "An unknown code raises ValueError with a message naming the bad code" --------------------


@pytest.mark.parametrize("action, bad", [("cambio:99z", "99z"), ("cambio:13o", "13o"), ("cante:z", "z")])
def test_an_unknown_code_in_a_window_action_is_named(action, bad):
    state = _habanero_window()
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    assert f"«{bad}»" in str(refused.value)
    assert "no es" in str(refused.value)
