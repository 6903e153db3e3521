"""RULES.md §6 — tute habanero (2 players): draws, the pile frees play, the 7/2 swap, cantes."""

import pytest

import games.engine as engine
from games.engine import Rules, legal_cards

from .rules_helpers import DECK, losing_answer, play

# Trump copas. Seat 0 (mano) leads 1o in trick 1; seat 1 answers 2b and loses.
S0 = "1o 7c 12e 11e 3o 4o 5o 6o"
S1 = "2b 3b 4b 5b 6b 7b 10b 11b"
TRICK_1 = ("1o", "2b")


def hab(h0=S0, h1=S1, tc="1c", prefix=(), rules=None):
    h0, h1 = h0.split(), h1.split()
    used = set(h0) | set(h1) | {tc} | set(prefix)
    pile = list(prefix) + [c for c in DECK if c not in used]
    return engine.deal_game("habanero", 2, [h0, h1], trump_card=tc, pile=pile, rules=rules)


def actions(state):
    return set(state.legal_actions())


def test_mano_is_the_non_dealer_and_leads():
    state = hab()
    assert state.dealer == 1 and state.current_player == 0
    assert state.pile_size == 24


def test_after_a_trick_both_draw_the_winner_first():
    state = play(hab(prefix=("3e", "4e")), *TRICK_1)
    assert "3e" in state.hands[0] and "4e" in state.hands[1]
    assert state.pile_size == 22
    assert [len(h) for h in state.hands] == [8, 8]


def test_when_the_second_player_wins_he_draws_first():
    state = play(hab(prefix=("3e", "4e")), "3o", "10b")  # 10b is not trump: seat 0 wins
    assert "3e" in state.hands[0]
    state = play(hab(h1="2b 3b 4b 5b 6b 7b 10b 2c", prefix=("3e", "4e")), "3o", "2c")  # trump wins
    assert "3e" in state.hands[1] and "4e" in state.hands[0]


def test_while_the_pile_has_cards_any_card_may_be_played():
    state = play(hab(h1="2o 3b 4b 5b 6b 7b 10b 2c"), "3o")
    assert actions(state) == {"2o", "3b", "4b", "5b", "6b", "7b", "10b", "2c"}


def test_arrastrar_con_mazo_a_trump_lead_must_be_answered_with_a_trump():
    state = play(hab(h0="1o 7c 12e 11e 3o 4o 5o 6o", h1="2o 3b 4b 5b 6b 7b 10b 2c", tc="1c"), "7c")
    assert "2o" in actions(state)
    rules = Rules(arrastrar_con_mazo=True)
    state = play(hab(h1="2o 3b 4b 5b 6b 7b 10b 2c", rules=rules), "7c")
    assert actions(state) == {"2c"}


@pytest.mark.parametrize("tc", ["1c", "3c", "12c", "11c", "10c"])
def test_the_winner_may_swap_his_7_of_trumps_for_a_high_trump_card(tc):
    state = play(hab(tc=tc), *TRICK_1)
    assert state.current_player == 0
    assert "cambio:7c" in actions(state) and "paso" in actions(state)
    state = play(state, "cambio:7c")
    assert tc in state.hands[0] and "7c" not in state.hands[0]
    assert state.trump_card == "7c"
    assert state.current_player == 0
    assert "paso" in actions(state)  # the swap keeps the window open
    assert "cambio:7c" not in actions(state)


@pytest.mark.parametrize("tc", ["7c", "6c", "5c", "4c"])
def test_the_winner_may_swap_his_2_of_trumps_for_a_7_6_5_or_4(tc):
    state = play(hab(h0="1o 2c 12e 11e 3o 4o 5o 6o", tc=tc), *TRICK_1)
    assert "cambio:2c" in actions(state)
    state = play(state, "cambio:2c")
    assert tc in state.hands[0] and state.trump_card == "2c"


def test_a_2_showing_is_never_swapped():
    state = play(hab(h0="1o 7c 12e 3o 4o 5o 6o 10o", tc="2c"), *TRICK_1)
    assert not any(a.startswith("cambio") for a in actions(state))


def test_the_2_is_not_swapped_for_a_card_higher_than_the_7():
    state = play(hab(h0="1o 2c 12e 3o 4o 5o 6o 10o", tc="1c"), *TRICK_1)
    assert not any(a.startswith("cambio") for a in actions(state))


def test_the_7_is_not_swapped_for_a_lower_card():
    state = play(hab(h0="1o 7c 12e 3o 4o 5o 6o 10o", tc="6c"), *TRICK_1)
    assert not any(a.startswith("cambio") for a in actions(state))


def test_only_the_trick_winner_may_swap():
    state = play(hab(h0="1o 3c 12e 3o 4o 5o 6o 10o", h1="2b 3b 4b 5b 6b 7b 10b 7c", tc="1c"), *TRICK_1)
    assert state.current_player == 0
    assert not any(a.startswith(("cambio", "paso")) for a in actions(state))


def test_no_swap_before_the_first_trick():
    assert actions(hab()) == set(S0.split())


def test_a_card_just_drawn_may_be_used_to_swap():
    state = play(hab(h0="1o 3c 12e 11e 3o 4o 5o 6o", prefix=("7c", "2e")), *TRICK_1)
    assert "cambio:7c" in actions(state)


def test_cantes_with_the_pile_in_the_winners_window():
    state = play(hab(), *TRICK_1)
    assert "cante:e" in actions(state)


def test_no_cante_with_a_rey_or_caballo_just_drawn():
    state = play(hab(h0="1o 7c 12e 10e 3o 4o 5o 6o", prefix=("11e", "2e")), *TRICK_1)
    assert "11e" in state.hands[0]
    assert "cante:e" not in actions(state)
    state = play(state, "paso", "3o", "3b")
    assert "cante:e" in actions(state)


def test_a_card_obtained_by_a_swap_may_be_declared_at_once():
    state = play(hab(h0="1o 7c 12c 10e 3o 4o 5o 6o", tc="11c"), *TRICK_1)
    assert actions(state) == {"cambio:7c", "paso"}
    state = play(state, "cambio:7c")
    assert actions(state) == {"cante:c", "paso"}
    before = state.view(0).points[0]
    state = play(state, "cante:c")
    assert state.view(0).points[0] == before + 40


def steer(state, tricks, protected, windows):
    """Seat 0 wins `tricks` tricks leading unprotected cards; every window is passed."""
    for _ in range(tricks):
        if state.current_player == 0 and "paso" in state.legal_actions():
            windows.append(set(state.legal_actions()))
            state = state.apply("paso")
        assert state.current_player == 0 and state.trick == ()
        for lead in sorted(set(state.legal_actions()) - set(protected)):
            answer = losing_answer(state.hands[1], lead, state.trump)
            if answer:
                break
        else:
            pytest.fail("test steering found no losing answer")
        state = state.apply(lead).apply(answer)
    return state


@pytest.mark.parametrize(("cartas", "draws"), [(8, 12), (7, 13)])
def test_the_trump_card_is_drawn_last_by_the_loser_then_obligations_return(cartas, draws):
    h0 = " ".join(S0.split()[:cartas])
    h1 = " ".join(S1.split()[:cartas])
    state = hab(h0=h0, h1=h1, rules=Rules(cartas_habanero=cartas))
    windows = []
    state = steer(state, draws, {"7c", "12e", "11e"}, windows)
    assert len(windows) == draws - 1
    assert all({"cambio:7c", "paso"} <= w for w in windows)  # swap offered while the pile lasts
    assert state.pile_size == 0
    assert "1c" in state.hands[1]  # the face-up trump card, drawn by the loser of the last trick
    assert [len(h) for h in state.hands] == [cartas, cartas]
    # After the last draw: no swap and no cante (no window at all); seat 0 leads.
    assert state.current_player == 0
    assert actions(state) == set(state.hands[0])
    # All obligations apply from now on.
    lead = sorted(state.hands[0])[0]
    state = state.apply(lead)
    assert actions(state) == legal_cards(state.hands[1], [lead], "c")


def test_a_habanero_hand_lasts_20_tricks():
    state = hab()
    while not state.is_terminal():
        options = sorted(state.legal_actions())
        state = state.apply("paso" if "paso" in options else next(a for a in options if ":" not in a))
    assert len(state.view(0).tricks) == 20
