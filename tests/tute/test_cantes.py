"""docs/RULES.md §4 — cantes and tute: the declaration window after a trick, one per trick,
partners, las cuarenta primero, tute, the options; ``declarations`` and ``explain_declaration``."""

import random

import pytest

import tute
from tute import (
    IllegalAction,
    Rules,
    cante_points,
    declarations,
    explain_declaration,
    swap_for,
)

from .helpers import (
    A_TRICK_1,
    A_TRICK_2,
    P1,
    Q1,
    T1,
    T2,
    A,
    P,
    Q,
    T,
    actions,
    deal,
    deal4,
    habanero_window,
    hand,
    play,
)


def _drawn_now(state):
    """The card the current player drew after the last trick (habanero), else None."""
    for seat, action in reversed(state.history):
        if action.startswith("robo:") and seat == state.current_player:
            return action[5:]
        if not action.startswith("robo"):
            return None
    return None


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


def deal_d(**options):
    """Trump oros. Seat 0 holds the four reyes and the caballo of oros (the cuarenta); it wins
    trick 1 (T1) with 1c, everyone following copas, and trick 2 (T2) with 1o."""
    return deal4(*T, "10o", rules=Rules(**options) if options else None)


# Deal F: trump oros. Seat 0 wins tricks 1 and 2 (1o, 3o) holding the cuarenta and the veinte of
# copas: las cuarenta primero holds the veinte back at the first window.
F = (
    "1o 3o 12o 11o 12c 11c 2b 3b 4b 5b",
    "2o 4o 5o 1c 2c 3c 4c 1e 2e 3e",
    "6o 7o 5c 6c 7c 10c 4e 5e 6e 7e",
    "10o 12e 11e 10e 6b 7b 10b 11b 12b 1b",
)


# Deal E: trump oros; seat 0 holds the four caballos and wins trick 1 with 1c.
E = (
    "1c 1o 11o 11c 11e 11b 2o 3c 4c 5c",
    "7c 2c 3o 4o 1e 2e 3e 4e 5e 6e",
    "10c 5o 6o 7e 10e 12e 1b 2b 3b 4b",
    "12c 6c 7o 10o 12o 5b 6b 7b 10b 12b",
)


# --- window actions with a bad code ------------------------------------------------------------------


@pytest.mark.parametrize(("action", "bad"), [("cambio:99z", "99z"), ("cambio:13o", "13o"), ("cante:z", "z")])
def test_an_unknown_code_in_a_window_action_is_named(action, bad):
    state = habanero_window()
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    assert f"«{bad}»" in str(refused.value)
    assert "no es" in str(refused.value)


# --- the declaration window (§4) ---------------------------------------------------------------------


def test_no_window_before_the_first_trick():
    assert not any(":" in a or a == "paso" for a in deal4(*P, "10o").legal_actions())


def test_after_winning_a_trick_the_winner_may_declare_or_pass():
    state = play(deal4(*P, "10o"), *P1)
    assert state.in_window
    assert state.trick == ()
    assert state.current_player == 0
    assert actions(state) == {"cante:c", "cante:e", "paso"}


def test_one_cante_per_trick_won_then_the_winner_leads():
    state = play(deal4(*P, "10o"), *P1, "cante:c")
    assert not state.in_window
    assert state.current_player == 0
    assert "cante:e" not in actions(state)
    assert "3o" in actions(state)
    assert state.cantes == ((0, "c"),)


def test_the_winners_paso_passes_the_window_to_a_partner_who_can_declare():
    state = play(deal4(*P, "10o"), *P1, "paso")
    assert state.current_player == 2
    assert actions(state) == {"cante:b", "paso"}
    state = play(state, "cante:b")
    assert state.current_player == 0
    assert state.points()[0] == 13 + 20


def test_the_partners_paso_closes_the_window_and_the_winner_leads():
    state = play(deal4(*P, "10o"), *P1, "paso", "paso")
    assert state.current_player == 0
    assert not state.in_window


def test_a_veinte_is_20_and_las_cuarenta_40():
    state = play(deal4(*P, "10o"), *P1, "cante:e")
    assert state.points() == {0: 13 + 20, 1: 0}
    state = play(deal4(*Q, "10o"), *Q1, "cante:o")
    assert state.points()[0] == 13 + 40


def test_each_suit_is_declared_once_and_a_cante_may_wait_for_a_later_trick():
    state = play(deal4(*P, "10o"), *P1, "cante:c", "3o", "4o", "7o", "11o")
    assert actions(state) == {"cante:e", "paso"}


def test_las_cuarenta_primero():
    assert actions(play(deal4(*Q, "10o"), *Q1)) == {"cante:o", "paso"}
    assert actions(play(deal4(*Q, "10o", rules=Rules(cuarenta_primero=False)), *Q1)) == {
        "cante:o",
        "cante:c",
        "paso",
    }


def test_cantes_se_pierden_declaring_one_keeps_the_others_for_later_tricks():
    state = play(
        deal4(*P, "10o", rules=Rules(cantes_se_pierden=True)), *P1, "cante:c", "3o", "4o", "7o", "11o"
    )
    # seat 0 declared copas at the first window: his veinte of espadas waits for this one
    assert state.current_player == 0
    assert actions(state) == {"cante:e", "paso"}
    state = play(state, "paso")
    # passing loses it; the window goes to his partner's own veinte
    assert state.current_player == 2
    assert actions(state) == {"cante:b", "paso"}
    state = play(deal4(*P, "10o", rules=Rules(cantes_se_pierden=True)), *P1, "paso")
    assert state.current_player == 2  # the partner may still declare his own


def test_cantes_se_pierden_off_a_passed_cante_may_be_declared_later():
    state = play(deal4(*P, "10o"), *P1, "paso", "paso", "3o", "4o", "7o", "11o")
    assert actions(state) == {"cante:c", "cante:e", "paso"}


def test_cantes_add_at_most_100_three_veintes_and_the_cuarenta():
    rows = (
        "1o 3o 12o 11o 12c 11c 12e 11e 12b 11b",
        "2o 4o 1c 2c 3c 4c 5c 6c 7c 10c",
        "5o 6o 1e 2e 3e 4e 5e 6e 7e 10e",
        "7o 10o 1b 2b 3b 4b 5b 6b 7b 10b",
    )
    state = play(deal4(*rows, "10o"), "1o", "2o", "5o", "7o")
    assert actions(state) == {"cante:o", "tute:12", "tute:11", "paso"}
    state = play(state, "cante:o", "3o", "4o", "6o", "10o", "cante:c", "12o", "1c", "1e", "1b", "cante:e")
    state = play(state, "11o", "2c", "2e", "2b", "cante:b")
    assert [what for _, what in state.cantes] == ["o", "c", "e", "b"]
    cards = 11 + 10 + 2 + 4 + 11 + 11 + 11 + 3
    assert state.points()[0] == cards + 100


def test_a_cante_not_offered_is_refused():
    state = play(deal4(*P, "10o"), *P1)
    with pytest.raises(IllegalAction):
        state.apply("cante:o")
    with pytest.raises(IllegalAction):
        state.apply("1o")


# --- declarations and explain_declaration ------------------------------------------------------------


def test_las_veinte_need_rey_and_caballo_of_a_suit():
    assert declarations(hand("12e,11e,12b,11b,1o,3o,7c,4c,10o"), "c") == ["cante:e", "cante:b"]
    assert declarations(hand("12c,10c,11o,12b,1e,3e,7e,4o,2b"), "e") == []
    check = explain_declaration("cante:o", hand("11o,12c,1e"), "e")
    assert not check.allowed
    assert check.reason == "faltan_cartas"
    assert check.missing == ("12o",)


def test_cante_points_las_cuarenta_in_trumps_las_veinte_otherwise_tute_wins_the_hand():
    assert cante_points("cante:o", "o") == 40
    assert cante_points("cante:c", "o") == 20
    assert cante_points("tute:12", "o") is None
    assert explain_declaration("cante:b", hand("12b,11b"), "b").points == 40
    with pytest.raises(ValueError, match=r"unknown declaration 'cante:x': write cante:<suit> \(o, c, e"):
        cante_points("cante:x", "o")


def test_las_cuarenta_primero_blocks_the_veintes_until_the_cuarenta_is_declared():
    cards = hand("12o,11o,12c,11c,1e,5e,7b,2b,6o")
    assert declarations(cards, "o") == ["cante:o"]
    assert explain_declaration("cante:c", cards, "o").reason == "cuarenta_primero"
    assert declarations(cards, "o", declared=["o"]) == ["cante:c"]
    assert declarations(cards, "o", rules=Rules(cuarenta_primero=False)) == ["cante:o", "cante:c"]


def test_las_cuarenta_primero_never_blocks_tute():
    assert declarations(hand("12o,12c,12e,12b,11o,3c,5b,2e,7o"), "o") == ["cante:o", "tute:12"]


def test_declarations_offer_each_suit_once():
    cards = hand("12e,11e,12o,11o,2b,6b,7c")
    assert declarations(cards, "c", declared=["e"]) == ["cante:o"]
    assert declarations(cards, "c", declared=["cante:e", "o"]) == []
    assert explain_declaration("cante:e", cards, "c", declared=["e"]).reason == "ya_cantado"


def test_tute_of_reyes_and_of_caballos():
    assert declarations(hand("11o,11c,11e,11b,1c,3b,2o,6e,7e"), "c") == ["tute:11"]
    assert explain_declaration("tute:12", hand("11o,11c,11e,11b"), "c").missing == (
        "12o",
        "12c",
        "12e",
        "12b",
    )


def test_permitir_tute_off_forbids_tute():
    cards = hand("11o,11c,11e,11b,1c,3b,2o,6e,7e")
    assert declarations(cards, "c", rules=Rules(permitir_tute=False)) == []
    assert explain_declaration("tute:11", cards, "c", rules=Rules(permitir_tute=False)).reason == (
        "tute_no_permitido"
    )


def test_tute_solo_sin_cantes_previos():
    cards = hand("11o,11c,11e,11b,12c,4b,6b")
    assert declarations(cards, "e", declared=["c"], own_cante=True) == []
    assert explain_declaration("tute:11", cards, "e", own_cante=True).reason == "cantes_previos"
    rules = Rules(tute_sin_cantes_previos=False)
    assert declarations(cards, "e", declared=["c"], own_cante=True, rules=rules) == ["tute:11"]


def test_habanero_not_with_the_card_just_drawn_and_not_without_pile():
    cards = hand("12o,11o,1c,3e,5b,6b,7c,4e")
    assert declarations(cards, "c", drawn="11o", pile=10) == []
    assert explain_declaration("cante:o", cards, "c", drawn="11o", pile=10).reason == "recien_robada"
    assert declarations(cards, "c", drawn="4e", pile=10) == ["cante:o"]
    assert declarations(cards, "c", drawn="4e", pile=0) == []
    assert explain_declaration("cante:o", cards, "c", pile=0).reason == "sin_mazo"


def test_cantes_se_pierden_a_lost_declaration_is_not_offered_again():
    cards = hand("12o,11o,12e,11e,1c")
    assert declarations(cards, "c", lost=["cante:o"]) == ["cante:e"]
    assert explain_declaration("cante:o", cards, "c", lost=["cante:o"]).reason == "perdido"


@pytest.mark.parametrize(
    ("variant", "players", "rules"),
    [
        ("arrastre", 4, None),
        ("habanero", 2, None),
        ("cabrero", 3, None),
        ("arrastre", 4, Rules(cuarenta_primero=False, tute_sin_cantes_previos=False)),
        ("habanero", 2, Rules(permitir_tute=False)),
    ],
)
def test_state_windows_offer_exactly_the_declarations_of_the_position(variant, players, rules):
    rng = random.Random(7)
    windows = 0
    for seed in range(60):
        state = tute.new_game(variant, players, seed=seed, rules=rules)
        while not state.is_terminal():
            actions = state.legal_actions()
            if state.in_window:
                windows += 1
                seat = state.current_player
                pile = state.pile_size if variant == "habanero" else None
                expected = declarations(
                    state.hands[seat],
                    state.trump,
                    declared=[what for _s, what in state.cantes],
                    own_cante=any(s == seat for s, _w in state.cantes),
                    drawn=_drawn_now(state),
                    pile=pile,
                    rules=state.rules,
                )
                offered = [a for a in actions if a.startswith(("cante:", "tute:"))]
                assert offered == expected
                swaps = [a[7:] for a in actions if a.startswith("cambio:")]
                if variant == "habanero":  # the only window swap: the trick winner's, in habanero
                    swap = swap_for(state.trump_card, state.hands[seat], pile=pile)
                    assert swaps == ([swap] if swap else [])
                else:
                    assert swaps == []
            # prefer declarations and swaps, to reach later windows with cantes made
            special = [a for a in actions if ":" in a and not a.startswith("renuncio")]
            state = state.apply(
                rng.choice(special) if special and rng.random() < 0.7 else rng.choice(actions)
            )
    assert windows > 20


def test_a_cante_adds_its_points_to_the_side():
    hands = [
        "12o 11o 1b 3c 4c 5c 6c 7c 10c 11c".split(),
        "1o 2o 3o 4o 5o 6o 7o 10o 2c 12c".split(),
        "1e 2e 3e 4e 5e 6e 7e 10e 11e 12e".split(),
        "1c 2b 3b 4b 5b 6b 7b 10b 11b 12b".split(),
    ]
    state = deal("arrastre", hands, trump_card="12b")
    for card in ("1b", "2c", "2e", "2b"):  # seat 0 leads the as of trumps and wins
        state = state.apply(card)
    assert "cante:o" in state.legal_actions()
    before = state.points()[0]
    assert state.apply("cante:o").points()[0] == before + cante_points("cante:o", "b") == before + 20


def test_no_cante_before_the_first_trick():
    state = deal_a()
    assert state.current_player == 0
    assert not any(a.startswith(("cante", "tute")) for a in state.legal_actions())


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


def test_a_declared_suit_is_not_offered_again_at_the_table():
    state = play(deal_a(), *A_TRICK_1, "cante:c", *A_TRICK_2)
    assert "cante:c" not in actions(state)


def test_paso_closes_the_window_and_the_winner_leads():
    state = play(deal_a(), *A_TRICK_1, "paso")
    assert state.current_player == 0
    assert "3o" in actions(state)
    assert "paso" not in actions(state)


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
    state = play(deal_d(), *T1)
    assert actions(state) == {"tute:12", "cante:o", "paso"}


def test_tute_ends_the_hand_and_wins_it():
    state = play(deal_d(), *T1, "tute:12")
    assert state.is_terminal()
    assert state.current_player is None
    result = state.result()
    assert result.tute == 0
    assert result.winner == 0
    assert result.last_trick is None
    assert (0, "tute:12") in state.cantes


def test_permitir_tute_off_tute_is_not_offered():
    state = play(deal_d(permitir_tute=False), *T1)
    assert actions(state) == {"cante:o", "paso"}


def test_tute_only_without_previous_cantes():
    state = play(deal_d(), *T1, "cante:o", *T2)
    assert state.current_player == 0
    assert "tute:12" not in actions(state)


def test_tute_after_a_cante_when_tute_sin_cantes_previos_is_off():
    state = play(deal_d(tute_sin_cantes_previos=False), *T1, "cante:o", *T2)
    assert state.current_player == 0
    assert actions(state) == {"tute:12", "paso"}
    state = play(state, "tute:12")
    assert state.is_terminal()
    assert state.result().tute == 0


def test_a_tute_not_declared_may_be_declared_later():
    state = play(deal_d(), *T1, "paso", *T2)
    assert "tute:12" in actions(state)


def test_cantes_are_recorded_for_every_seat_to_see():
    state = play(deal_a(), *A_TRICK_1, "cante:e")
    for seat in range(4):
        assert state.view(seat).cantes == ((0, "e"),)


def test_tute_of_caballos():
    state = play(deal4(*E, "10o"), "1c", "7c", "10c", "12c")
    assert actions(state) == {"tute:11", "paso"}
    state = play(state, "tute:11")
    assert state.is_terminal()
    assert state.result().tute == 0
    assert state.result().winner == 0
    assert (0, "tute:11") in state.view(1).cantes
