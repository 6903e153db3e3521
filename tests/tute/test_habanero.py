"""docs/RULES.md §6 — tute habanero (2 players): the deal and the pile, draws, free play while the
pile lasts, the 7/2 swap, cantes with the card just drawn."""

import random

import pytest

from tute import IllegalAction, Rules, legal_cards, new_game

from .helpers import DECK, actions, automatic, deal, events, habanero_window, losing_answer, play

H0 = "1b 7o 11o 11c 3b 4e 5e 6e".split()


H1 = "2b 4b 5b 6b 7b 10b 11b 12b".split()


def habanero(face="12o", first_draws=("12c", "2c"), **options):
    used = set(H0 + H1 + [face, *first_draws])
    pile = list(first_draws) + [c for c in DECK if c not in used]
    return deal("habanero", [H0, H1], trump_card=face, pile=pile, rules=Rules(**options))


# Trump copas. Seat 0 (mano) leads 1o in trick 1; seat 1 answers 2b and loses.
S0 = "1o 7c 12e 11e 3o 4o 5o 6o"


S1 = "2b 3b 4b 5b 6b 7b 10b 11b"


TRICK_1 = ("1o", "2b")


def hab(h0=S0, h1=S1, tc="1c", prefix=(), rules=None):
    h0, h1 = h0.split(), h1.split()
    used = set(h0) | set(h1) | {tc} | set(prefix)
    pile = list(prefix) + [c for c in DECK if c not in used]
    return deal("habanero", [h0, h1], trump_card=tc, pile=pile, rules=rules)


def steer(state, tricks, protected, windows):
    """Seat 0 wins `tricks` tricks leading unprotected cards; every window is passed."""
    for _ in range(tricks):
        if state.current_player == 0 and "paso" in state.legal_actions():
            windows.append(set(state.legal_actions()))
            state = state.apply("paso")
        assert state.current_player == 0
        assert state.trick == ()
        for lead in sorted(set(state.legal_actions()) - set(protected)):
            answer = losing_answer(state.hands[1], lead, state.trump)
            if answer:
                break
        else:
            pytest.fail("test steering found no losing answer")
        state = state.apply(lead).apply(answer)
    return state


# --- window actions in upper case --------------------------------------------------------------------


def test_a_swap_written_in_upper_case_is_accepted():
    state = habanero_window()
    after = state.apply("cambio:7O")
    assert after.history[-1] == (0, "cambio:7o")
    assert after.trump_card == "7o"
    assert "1o" in after.hands[0]


def test_window_actions_in_upper_case_are_accepted():
    state = habanero_window()
    assert state.apply("CANTE:E").cantes == ((0, "e"),)
    assert state.apply("Paso").current_player == 0


# --- habanero ----------------------------------------------------------------------------------------


def test_habanero_eight_cards_each_and_a_pile_of_24_with_the_trump_card_last():
    state = habanero()
    assert [len(h) for h in state.hands] == [8, 8]
    assert state.pile_size == 24
    assert state.current_player == 0
    assert state.dealer == 1
    assert len(state.pile) == 23
    assert state.pile[:2] == ("12c", "2c")


def test_habanero_seven_cards_each_option():
    state = new_game("habanero", 2, seed=2, rules=Rules(cartas_habanero=7))
    assert [len(h) for h in state.hands] == [7, 7]
    assert state.pile_size == 26


def test_habanero_after_a_trick_the_winner_draws_first():
    state = habanero().apply("1b").apply("2b")
    assert automatic(state)[-2:] == [(0, "robo:12c"), (1, "robo:2c")]
    assert state.hands[0][-1] == "12c"
    assert state.hands[1][-1] == "2c"
    assert state.pile_size == 22
    assert state.view(1).history[-2:] == ((0, "robo"), (1, "robo:2c"))


def test_habanero_the_trump_card_is_drawn_last_by_the_loser_and_the_game_lasts_20_tricks():
    rng = random.Random(3)
    state = habanero()
    while not state.is_terminal():
        state = state.apply(rng.choice(state.legal_actions()))
    draws = events(state, "robo")
    assert len(draws) == 24
    assert draws[-1][1] == "robo:" + state.trump_card
    last_trick_with_pile = state.tricks[11]
    assert draws[-1][0] != last_trick_with_pile[2]
    assert len(state.tricks) == 20


def test_habanero_free_play_while_the_pile_lasts_then_the_obligations():
    rng = random.Random(5)
    state = habanero()
    checked = 0
    while not state.is_terminal():
        if state.trick and not state.in_window:
            hand = set(state.hands[state.current_player])
            cards = set(a for a in state.legal_actions() if a in hand)
            if state.pile_size:
                assert cards == hand
            else:
                checked += cards != hand
        state = state.apply(rng.choice(state.legal_actions()))
    assert checked  # some answer was constrained after the pile ran out


def test_habanero_trick_winner_may_swap_the_7_for_a_high_trump_card():
    state = habanero().apply("1b").apply("2b")
    assert state.current_player == 0
    assert state.legal_actions() == ["cambio:7o", "paso"]
    state = state.apply("cambio:7o")
    assert "12o" in state.hands[0]
    assert "7o" not in state.hands[0]
    assert state.trump_card == "7o"
    assert state.pile_size == 22
    assert "12o" in state.view(1).known_cards[0]


def test_habanero_a_swap_keeps_the_window_open_and_the_card_obtained_may_be_declared():
    state = habanero().apply("1b").apply("2b").apply("cambio:7o")
    assert state.in_window
    assert state.legal_actions() == ["cante:o", "paso"]
    state = state.apply("cante:o")
    assert state.points()[0] == 40 + 11
    assert not state.in_window
    assert state.current_player == 0


def test_habanero_no_cante_with_the_card_just_drawn():
    state = habanero(face="4o").apply("1b").apply("2b")  # seat 0 drew the 12c, holds the 11c
    assert not state.in_window
    assert state.current_player == 0
    state = state.apply("3b").apply("4b")  # he wins again: now it may be declared
    assert "cante:c" in state.legal_actions()


def test_habanero_the_2_may_be_swapped_for_a_low_trump_card():
    state = habanero(face="4o", first_draws=("2o", "2c")).apply("1b").apply("2b")
    assert state.legal_actions() == ["cambio:2o", "paso"]
    state = state.apply("cambio:2o")
    assert state.trump_card == "2o"
    # A swap keeps the window open even with nothing left to declare: the winner passes, then leads.
    assert state.in_window
    assert state.current_player == 0
    assert state.legal_actions() == ["paso"]
    state = state.apply("paso")
    assert not state.in_window
    assert state.current_player == 0
    assert "4o" in state.legal_actions()


def test_habanero_no_swap_before_the_first_trick():
    assert not any(a.startswith("cambio") for a in habanero().legal_actions())


def test_habanero_no_window_once_the_pile_is_empty_after_the_draw():
    for seed in range(40):
        rng = random.Random(seed)
        state = new_game("habanero", 2, seed=seed)
        while not state.is_terminal():
            if state.in_window:
                assert state.pile_size > 0
            state = state.apply(rng.choice(state.legal_actions()))


def test_habanero_refuses_a_swap_that_is_not_offered():
    state = habanero().apply("1b").apply("2b")
    with pytest.raises(IllegalAction):
        state.apply("cambio:2o")


def test_mano_is_the_non_dealer_and_leads():
    state = hab()
    assert state.dealer == 1
    assert state.current_player == 0
    assert state.pile_size == 24


def test_after_a_trick_both_draw_the_winner_first():
    state = play(hab(prefix=("3e", "4e")), *TRICK_1)
    assert "3e" in state.hands[0]
    assert "4e" in state.hands[1]
    assert state.pile_size == 22
    assert [len(h) for h in state.hands] == [8, 8]


def test_when_the_second_player_wins_he_draws_first():
    state = play(hab(prefix=("3e", "4e")), "3o", "10b")  # 10b is not trump: seat 0 wins
    assert "3e" in state.hands[0]
    state = play(hab(h1="2b 3b 4b 5b 6b 7b 10b 2c", prefix=("3e", "4e")), "3o", "2c")  # trump wins
    assert "3e" in state.hands[1]
    assert "4e" in state.hands[0]


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
    assert "cambio:7c" in actions(state)
    assert "paso" in actions(state)
    state = play(state, "cambio:7c")
    assert tc in state.hands[0]
    assert "7c" not in state.hands[0]
    assert state.trump_card == "7c"
    assert state.current_player == 0
    assert "paso" in actions(state)  # the swap keeps the window open
    assert "cambio:7c" not in actions(state)


@pytest.mark.parametrize("tc", ["7c", "6c", "5c", "4c"])
def test_the_winner_may_swap_his_2_of_trumps_for_a_7_6_5_or_4(tc):
    state = play(hab(h0="1o 2c 12e 11e 3o 4o 5o 6o", tc=tc), *TRICK_1)
    assert "cambio:2c" in actions(state)
    state = play(state, "cambio:2c")
    assert tc in state.hands[0]
    assert state.trump_card == "2c"


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
