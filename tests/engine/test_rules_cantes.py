"""RULES.md §4 — cantes: the window, one per trick, partners, cuarenta primero, tute, options."""

from games.engine import Rules

from .rules_helpers import deal4, play

# Deal A: trump oros (the dealer, seat 3, shows 12o). Seat 0 holds the two highest trumps
# (1o, 3o) to win tricks 1 and 2, and two veintes (copas, espadas).
A = (
    "1o 3o 12c 11c 12e 11e 2b 3b 4b 5b",
    "2o 4o 5o 1c 2c 3c 4c 1e 2e 3e",
    "6o 7o 5c 6c 7c 10c 4e 5e 6e 7e",
    "10o 11o 12o 10e 6b 7b 10b 11b 12b 1b",
)
A_TRICK_1 = ("1o", "2o", "6o", "10o")
A_TRICK_2 = ("3o", "4o", "7o", "11o")


def deal_a(**options):
    return deal4(*A, "12o", rules=Rules(**options) if options else None)


# Deal B: trump oros. Seat 0 wins trick 1 with 1o and holds the veinte of copas; its partner,
# seat 2, holds the veinte of espadas; seat 3 (an opponent) holds the cuarenta and a veinte.
B = (
    "1o 12c 11c 2c 3c 4c 5c 6c 7c 10c",
    "2o 3o 4o 1c 2e 3e 4e 5e 6e 7e",
    "5o 6o 7o 12e 11e 10e 1e 2b 3b 4b",
    "10o 11o 12o 5b 6b 7b 10b 11b 12b 1b",
)
B_TRICK_1 = ("1o", "2o", "5o", "10o")

# Deal C: trump oros. Seat 0 leads 1e (everyone follows espadas) and holds the cuarenta and the
# veinte of copas.
C = (
    "1e 12o 11o 12c 11c 2c 3c 4c 5c 6c",
    "2e 3e 4e 2o 3o 4o 7c 10c 1c 2b",
    "5e 6e 7e 5o 6o 7o 3b 4b 5b 6b",
    "10e 11e 12e 10o 1o 7b 10b 11b 12b 1b",
)
C_TRICK_1 = ("1e", "2e", "5e", "10e")

# Deal D: trump oros. Seat 0 holds the four reyes and the caballo of oros (the cuarenta); it wins
# trick 1 with 1c (everyone follows copas) and trick 2 with 1o.
D = (
    "1c 1o 11o 12o 12c 12e 12b 3c 4c 5c",
    "7c 2c 2o 3o 1e 2e 3e 4e 5e 6e",
    "10c 4o 5o 6o 7e 10e 11e 1b 2b 3b",
    "11c 6c 7o 10o 4b 5b 6b 7b 10b 11b",
)
D_TRICK_1 = ("1c", "7c", "10c", "11c")
D_TRICK_2 = ("1o", "2o", "4o", "7o")


def deal_d(**options):
    return deal4(*D, "10o", rules=Rules(**options) if options else None)


def actions(state):
    return set(state.legal_actions())


def test_no_cante_before_the_first_trick():
    state = deal_a()
    assert state.current_player == 0
    assert not any(a.startswith(("cante", "tute")) for a in state.legal_actions())


def test_after_winning_a_trick_the_winner_may_declare_or_pass():
    state = play(deal_a(), *A_TRICK_1)
    assert state.trick == ()
    assert state.current_player == 0
    assert actions(state) == {"cante:c", "cante:e", "paso"}


def test_a_veinte_is_worth_20():
    state = play(deal_a(), *A_TRICK_1)
    before = state.view(0).points[0]
    state = play(state, "cante:c")
    assert state.view(0).points[0] == before + 20
    assert (0, "c") in state.view(1).cantes


def test_las_cuarenta_are_worth_40():
    state = play(deal4(*C, "10o"), *C_TRICK_1)
    before = state.view(0).points[0]
    state = play(state, "cante:o")
    assert state.view(0).points[0] == before + 40


def test_one_cante_per_trick_won():
    state = play(deal_a(), *A_TRICK_1, "cante:c")
    assert state.current_player == 0
    assert actions(state) == {"3o", "12c", "11c", "12e", "11e", "2b", "3b", "4b", "5b"}


def test_a_cante_not_declared_may_be_declared_after_a_later_trick():
    state = play(deal_a(), *A_TRICK_1, "cante:c", *A_TRICK_2)
    assert state.current_player == 0
    assert actions(state) == {"cante:e", "paso"}


def test_each_suit_is_declared_once():
    state = play(deal_a(), *A_TRICK_1, "cante:c", *A_TRICK_2)
    assert "cante:c" not in actions(state)


def test_paso_closes_the_window_and_the_winner_leads():
    state = play(deal_a(), *A_TRICK_1, "paso")
    assert state.current_player == 0
    assert "3o" in actions(state) and "paso" not in actions(state)


def test_cantes_se_pierden_an_undeclared_cante_is_lost_for_good():
    state = play(deal_a(cantes_se_pierden=True), *A_TRICK_1, "paso", *A_TRICK_2)
    assert state.current_player == 0
    assert not any(a.startswith("cante") for a in actions(state))


def test_cantes_se_pierden_declaring_one_cante_keeps_the_others_for_later_tricks():
    state = play(deal_a(cantes_se_pierden=True), *A_TRICK_1, "cante:c", *A_TRICK_2)
    assert state.current_player == 0
    assert actions(state) == {"cante:e", "paso"}
    state = play(state, "paso", "2b")  # passing there loses the espadas for good
    assert "cante:e" not in state.legal_actions()


# Deal F: trump oros. Seat 0 wins tricks 1 and 2 (1o, 3o) holding the cuarenta and the veinte of
# copas: las cuarenta primero holds the veinte back at the first window.
F = (
    "1o 3o 12o 11o 12c 11c 2b 3b 4b 5b",
    "2o 4o 5o 1c 2c 3c 4c 1e 2e 3e",
    "6o 7o 5c 6c 7c 10c 4e 5e 6e 7e",
    "10o 12e 11e 10e 6b 7b 10b 11b 12b 1b",
)


def test_cantes_se_pierden_a_cante_held_back_by_las_cuarenta_primero_is_not_lost():
    state = play(deal4(*F, "10o", rules=Rules(cantes_se_pierden=True)), "1o", "2o", "6o", "10o")
    assert actions(state) == {"cante:o", "paso"}
    state = play(state, "paso", "3o", "4o", "7o", "6b")
    assert state.current_player == 0
    assert actions(state) == {"cante:c", "paso"}  # the cuarenta is lost, the veinte is not


def test_without_cantes_se_pierden_a_passed_cante_is_offered_again():
    state = play(deal_a(), *A_TRICK_1, "paso", *A_TRICK_2)
    assert actions(state) == {"cante:c", "cante:e", "paso"}


def test_partner_may_declare_after_the_winners_paso():
    state = play(deal4(*B, "10o"), *B_TRICK_1)
    assert state.current_player == 0
    assert actions(state) == {"cante:c", "paso"}
    state = play(state, "paso")
    assert state.current_player == 2
    assert actions(state) == {"cante:e", "paso"}
    before = state.view(2).points[0]
    state = play(state, "cante:e")
    assert state.view(2).points[0] == before + 20
    assert state.current_player == 0
    assert "cante:c" not in actions(state)


def test_one_cante_for_the_pair_per_trick():
    state = play(deal4(*B, "10o"), *B_TRICK_1, "cante:c")
    assert state.current_player == 0
    assert not any(a.startswith("cante") or a == "paso" for a in actions(state))


def test_when_only_the_partner_can_declare_the_window_goes_to_him():
    # Deal B with seat 0's caballo de copas exchanged for seat 1's as de copas.
    b = (
        "1o 12c 1c 2c 3c 4c 5c 6c 7c 10c",
        "2o 3o 4o 11c 2e 3e 4e 5e 6e 7e",
        B[2],
        B[3],
    )
    state = play(deal4(*b, "10o"), *B_TRICK_1)
    assert state.current_player == 2
    assert actions(state) == {"cante:e", "paso"}


def test_the_opponents_may_not_declare_after_a_trick_they_did_not_win():
    state = play(deal4(*B, "10o"), *B_TRICK_1, "paso", "paso")
    assert state.current_player == 0
    assert not any(a.startswith("cante") for a in actions(state))


def test_cuarenta_primero_the_cuarenta_before_a_veinte():
    state = play(deal4(*C, "10o"), *C_TRICK_1)
    assert actions(state) == {"cante:o", "paso"}


def test_without_cuarenta_primero_either_may_be_declared():
    state = play(deal4(*C, "10o", rules=Rules(cuarenta_primero=False)), *C_TRICK_1)
    assert actions(state) == {"cante:o", "cante:c", "paso"}


def test_tute_of_reyes_is_offered_and_cuarenta_primero_never_blocks_it():
    state = play(deal_d(), *D_TRICK_1)
    assert actions(state) == {"tute:12", "cante:o", "paso"}


def test_tute_ends_the_hand_and_wins_it():
    state = play(deal_d(), *D_TRICK_1, "tute:12")
    assert state.is_terminal()
    assert state.current_player is None
    result = state.result()
    assert result.tute == 0
    assert result.winner == 0
    assert result.last_trick is None


def test_permitir_tute_off_tute_is_not_offered():
    state = play(deal_d(permitir_tute=False), *D_TRICK_1)
    assert actions(state) == {"cante:o", "paso"}


def test_tute_only_without_previous_cantes():
    state = play(deal_d(), *D_TRICK_1, "cante:o", *D_TRICK_2)
    assert state.current_player == 0
    assert "tute:12" not in actions(state)


def test_tute_after_a_cante_when_tute_sin_cantes_previos_is_off():
    state = play(deal_d(tute_sin_cantes_previos=False), *D_TRICK_1, "cante:o", *D_TRICK_2)
    assert state.current_player == 0
    assert actions(state) == {"tute:12", "paso"}
    state = play(state, "tute:12")
    assert state.is_terminal() and state.result().tute == 0


def test_a_tute_not_declared_may_be_declared_later():
    state = play(deal_d(), *D_TRICK_1, "paso", *D_TRICK_2)
    assert "tute:12" in actions(state)


def test_cantes_are_recorded_for_every_seat_to_see():
    state = play(deal_a(), *A_TRICK_1, "cante:e")
    for seat in range(4):
        assert state.view(seat).cantes == ((0, "e"),)


# Deal E: trump oros; seat 0 holds the four caballos and wins trick 1 with 1c.
E = (
    "1c 1o 11o 11c 11e 11b 2o 3c 4c 5c",
    "7c 2c 3o 4o 1e 2e 3e 4e 5e 6e",
    "10c 5o 6o 7e 10e 12e 1b 2b 3b 4b",
    "12c 6c 7o 10o 12o 5b 6b 7b 10b 12b",
)


def test_tute_of_caballos():
    state = play(deal4(*E, "10o"), "1c", "7c", "10c", "12c")
    assert actions(state) == {"tute:11", "paso"}
    state = play(state, "tute:11")
    assert state.is_terminal() and state.result().tute == 0 and state.result().winner == 0
    assert (0, "tute:11") in state.view(1).cantes
