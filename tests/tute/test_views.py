"""What one seat may know (docs/ENGINE_CONTRACT.md: view): its own hand and the public facts only, the
same legal actions, inferred voids and bounds, ``state_with``."""

import random

import pytest

from tute import (
    Rules,
    View,
    new_game,
)

from .helpers import P1, A, M, P, deal4, play

# --- views -------------------------------------------------------------------------------------------


def test_a_view_shows_its_own_hand_and_the_public_facts_only():
    state = play(deal4(*P, "10o"), *P1, "cante:c", "3o")
    view = state.view(1)
    assert isinstance(view, View)
    assert view.hand == state.hands[1]
    assert view.hand_sizes == (8, 9, 9, 9)
    assert view.trick == ("3o",)
    assert view.trick_seats == (0,)
    assert view.tricks == ((0, P1, 0),)
    assert view.cantes == ((0, "c"),)
    assert view.trump == "o"
    assert view.trump_card == "10o"
    assert view.known_cards[0] == frozenset({"12c", "11c"})
    assert view.known_cards[3] == frozenset()


def test_a_view_says_whose_turn_the_points_and_the_table_and_hides_other_deals():
    state = play(deal4(*P, "10o"), *P1, "cante:c", "3o")
    view = state.view(1)
    assert view.current_player == 1
    assert view.legal_actions() == state.legal_actions()
    assert state.view(0).legal_actions() == []
    assert view.points == {0: 33, 1: 0}
    assert view.pile_size == 0
    assert view.sitting_out is None
    assert view.dealer == 3
    assert view.mano == 0
    assert view.players == 4
    assert view.variant == "arrastre"
    assert all(
        action == "recibe" for seat, action in view.history if seat != 1 and action.startswith("recibe")
    )
    assert not view.unseen() & set(view.hand)
    assert "10o" not in view.unseen()
    assert "12c" not in view.unseen()


def test_views_infer_a_void_when_a_player_does_not_follow_suit():
    state = play(deal4(*M, "12c"), "5o", "6o", "1c")
    view = state.view(0)
    assert "o" in view.voids[2]
    assert view.cannot_beat.get(2, {}) == {}


def test_views_infer_cannot_beat_when_following_without_beating():
    state = play(deal4(*M, "12c"), "5o", "6o", "1c", "2o")
    view = state.view(0)
    # seat 3 followed with the 2o after a trump cut: nothing can be inferred about oros
    assert view.cannot_beat[3] == {}
    assert "o" not in view.voids[3]
    state = play(deal4(*P, "10o"), *P1, "paso", "paso", "3o", "4o")
    assert state.view(0).cannot_beat[1] == {"o": "3o"}  # followed without beating the 3o


def test_no_inference_under_renuncio_real():
    state = play(deal4(*M, "12c", rules=Rules(renuncio_real=True)), "5o", "2b")
    assert not state.view(0).voids[1]


def test_state_with_rejects_hands_that_do_not_fit_the_view():
    state = play(deal4(*P, "10o"), *P1, "cante:c")
    view = state.view(1)
    real = {s: state.hands[s] for s in range(4)}
    assert view.state_with(real).hands == state.hands
    wrong = dict(real)
    wrong[0], wrong[2] = real[2], real[0]  # seat 0 is known to hold 12c and 11c
    with pytest.raises(ValueError, match="seat 0 is known to hold 12c, 11c"):
        view.state_with(wrong)
    with pytest.raises(ValueError, match="seat 3 holds 9 cards, not 8"):
        view.state_with({**real, 3: real[3][:-1]})


def test_a_seat_copy_keeps_only_what_that_seat_may_know():
    state = play(deal4(*P, "10o"), *P1, "cante:c", "3o")
    copy = state.seat_copy(1)
    assert copy.hands[1] == state.hands[1]
    assert all(not copy.hands[s] for s in (0, 2, 3))
    assert copy.seed is None
    assert copy.history == state.view(1).history
    assert copy.legal_actions() == state.legal_actions()
    assert copy.hidden_cards(1) == state.hidden_cards(1) == state.view(1).unseen() | {"12c", "11c"}
    with pytest.raises(ValueError, match="seat must be between 0 and 3"):
        state.seat_copy(4)


def test_a_seat_copy_filled_with_the_real_hands_plays_on_as_the_state():
    state = play(deal4(*P, "10o"), *P1, "cante:c", "3o")
    filled = state.seat_copy(1).with_hidden_hands({s: state.hands[s] for s in (0, 2, 3)})
    assert filled.hands == state.hands
    assert filled.points() == state.points()
    while not state.is_terminal():
        action = state.legal_actions()[0]
        assert filled.legal_actions() == state.legal_actions()
        state, filled = state.apply(action), filled.apply(action)
    assert filled.result() == state.result()


def test_filling_a_seat_copy_checks_the_seats_and_the_pile():
    state = new_game("habanero", 2, seed=5)
    copy = state.seat_copy(0)
    with pytest.raises(ValueError, match="seat must be between 0 and 1"):
        copy.with_hidden_hands({2: ()})
    with pytest.raises(ValueError, match="the pile holds 23 face-down cards, not 0"):
        copy.with_hidden_hands({1: state.hands[1]})
    assert copy.with_hidden_hands({1: state.hands[1]}, state.pile).pile == state.pile


def test_a_view_of_the_sitting_out_dealer():
    state = new_game("cabrero", 6, seed=3)
    view = state.view(state.dealer)
    assert view.hand == ()
    assert view.sitting_out == state.dealer
    assert view.legal_actions() == []


# --- voids before each play --------------------------------------------------------------------------


def test_voids_before_plays_are_the_public_voids_each_card_was_played_with():
    """``View.voids_before_plays()[k]``: what every view showed of the other seats before the
    k-th card of the hand was played."""

    for variant, players in (("arrastre", 3), ("arrastre", 4), ("habanero", 2)):
        rng = random.Random(players)
        state = new_game(variant, players, seed=7)
        seen = []  # before each card: the public voids, as seen by a seat that is not concerned
        while not state.is_terminal():
            actions = state.legal_actions()
            action = rng.choice(actions)
            if action[:1].isdigit():
                views = [state.view(s) for s in range(players)]
                seen.append({s: views[(s + 1) % players].voids[s] for s in range(players)})
            state = state.apply(action)
            view = state.view(0)
            assert list(view.voids_before_plays()) == seen


# --- what each seat may know at the table ------------------------------------------------------------


def test_a_view_shows_its_own_hand_and_the_dealers_face_up_card_only():
    state = deal4(*A, "12o")
    view = state.view(1)
    assert set(view.hand) == set(A[1].split())
    assert view.hand_sizes == (10, 10, 10, 10)
    assert view.trump_card == "12o"
    assert "12o" in view.known_cards.get(3, frozenset())
    for seat in (0, 2):
        assert not view.known_cards.get(seat)
    assert view.unseen() == frozenset(A[0].split() + A[2].split() + A[3].split()) - {"12o"}


def test_a_view_offers_the_same_legal_actions_on_its_turn():
    state = play(deal4(*A, "12o"), "1o")
    assert set(state.view(1).legal_actions()) == set(state.legal_actions())


def test_a_view_never_shows_another_players_hidden_cards():
    state = play(deal4(*A, "12o"), "1o", "2o")
    view = state.view(2)
    text = repr((view.hand, view.trick, view.tricks, view.cantes, view.known_cards, view.history))
    hidden = set(A[0].split() + A[1].split() + A[3].split()) - {"1o", "2o", "12o"}
    assert not [card for card in hidden if f"'{card}'" in text]
