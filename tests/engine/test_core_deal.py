"""RULES.md §2, §6, §7 — dealing, trump, the three-player swaps, habanero, cabrero's deals."""

import random

import pytest

from games.engine import IllegalAction, Rules, deal_game, new_game, new_match

DECK = [f"{r}{s}" for s in "oceb" for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]


def events(state, name):
    return [(seat, action) for seat, action in state.history if action.split(":")[0] == name]


def automatic(state):
    decisions = list(state.decisions)
    out = []
    for item in state.history:
        if decisions and item == decisions[0]:
            decisions.pop(0)
        else:
            out.append(item)
    return out


# --- four players ---------------------------------------------------------------------------------


def test_four_players_ten_cards_each_and_the_dealers_last_card_shows_trump():
    state = new_game("arrastre", 4, seed=11)
    assert [len(h) for h in state.hands] == [10] * 4
    assert state.trump_card in state.hands[state.dealer]
    assert state.trump == state.trump_card[-1]
    assert state.hands[state.dealer][-1] == state.trump_card  # the last card he received


def test_the_deal_is_recorded_in_the_history():
    state = new_game("arrastre", 4, seed=11)
    assert state.history[0] == (state.dealer, "reparte")
    received = {seat: action.split(":")[1].split(",") for seat, action in events(state, "recibe")}
    assert {seat: tuple(cards) for seat, cards in received.items()} == dict(enumerate(state.hands))
    assert events(state, "muestra") == [(state.dealer, "muestra:" + state.trump_card)]
    assert state.decisions == ()


def test_the_first_dealer_is_drawn_by_lot_and_mano_is_the_next_seat():
    dealers = set()
    for seed in range(30):
        state = new_game("arrastre", 4, seed=seed)
        dealers.add(state.dealer)
        assert state.current_player == state.mano == (state.dealer + 1) % 4
    assert dealers == {0, 1, 2, 3}


def test_a_dealer_may_be_given():
    state = new_game("arrastre", 4, seed=3, dealer=3)
    assert state.dealer == 3 and state.current_player == 0


def test_same_seed_same_deal_and_a_seed_is_kept():
    assert new_game("cabrero", 5, seed="abc").hands == new_game("cabrero", 5, seed="abc").hands
    state = new_game("arrastre", 4)
    assert state.seed is not None
    assert new_game("arrastre", 4, seed=state.seed).hands == state.hands


def test_the_first_hand_of_a_match_is_new_game():
    for variant, players in (("arrastre", 4), ("habanero", 2), ("cabrero", 6)):
        assert new_match(variant, players, seed=9).hand.history == new_game(variant, players, seed=9).history


def test_arrastre_with_two_players_is_habanero():
    state = new_game("arrastre", 2, seed=1)
    assert state.variant == "habanero" and state.pile_size == 24


# --- three players ----------------------------------------------------------------------------------


def three_hands(muestra, holders):
    """13 cards each; ``holders`` maps a card to the seat that must hold it."""
    rest = [c for c in DECK if c != muestra and c not in holders]
    hands = [[], [], []]
    for card, seat in holders.items():
        hands[seat].append(card)
    for hand in hands:
        while len(hand) < 13:
            hand.append(rest.pop(0))
    return hands


@pytest.mark.parametrize("muestra", ["1e", "3e", "12e", "11e", "10e"])
def test_three_players_a_high_muestra_goes_to_the_7_and_the_7_to_the_2(muestra):
    state = deal_game("arrastre", 3, three_hands(muestra, {"7e": 2, "2e": 0}), trump_card=muestra)
    assert automatic(state)[-2:] == [(2, "cambio:7e"), (0, "cambio:2e")]
    assert muestra in state.hands[2] and "7e" in state.hands[0]
    assert state.trump_card == "2e" == state.muestra and state.trump == "e"


def test_three_players_the_swapped_card_takes_the_place_of_the_card_given():
    hands = three_hands("1e", {"7e": 2, "2e": 0})
    state = deal_game("arrastre", 3, hands, trump_card="1e")
    assert state.hands[2].index("1e") == hands[2].index("7e")


def test_arrastre_three_players_holder_of_7_and_2_swaps_twice():
    state = deal_game("arrastre", 3, three_hands("3e", {"7e": 1, "2e": 1}), trump_card="3e")
    assert automatic(state)[-2:] == [(1, "cambio:7e"), (1, "cambio:2e")]
    assert "3e" in state.hands[1] and "7e" in state.hands[1] and "2e" not in state.hands[1]


def test_cabrero_three_players_holder_of_7_and_2_swaps_his_2_straight():
    hands = three_hands("3e", {"7e": 1, "2e": 1})
    state = deal_game("cabrero", 3, hands, trump_card="3e", first_hand=False)
    assert automatic(state)[-1] == (1, "cambio:2e")
    assert not events(state, "cambio")[:-1]
    assert "3e" in state.hands[1] and "7e" in state.hands[1]
    assert state.view(0).known_cards[1] == frozenset({"3e"})  # the 7 stays secret


@pytest.mark.parametrize("muestra", ["7e", "6e", "5e"])
def test_three_players_a_7_6_or_5_muestra_goes_to_the_2(muestra):
    state = deal_game("arrastre", 3, three_hands(muestra, {"2e": 2}), trump_card=muestra)
    assert events(state, "cambio") == [(2, "cambio:2e")]
    assert muestra in state.hands[2] and state.trump_card == "2e"


@pytest.mark.parametrize("muestra", ["4e", "2e"])
def test_three_players_a_4_or_2_muestra_is_not_swapped_and_stays_out(muestra):
    state = deal_game("arrastre", 3, three_hands(muestra, {}), trump_card=muestra)
    assert events(state, "cambio") == []
    assert state.trump_card == muestra and all(muestra not in h for h in state.hands)


def test_three_players_know_who_took_the_muestra():
    state = deal_game("arrastre", 3, three_hands("1e", {"7e": 2, "2e": 0}), trump_card="1e")
    view = state.view(1)
    assert "1e" in view.known_cards[2] and "7e" in view.known_cards[0]
    assert "2e" not in view.unseen() and "1e" not in view.unseen()


def test_tres_sin_doses_twelve_each_without_twos():
    state = new_game("arrastre", 3, seed=4, rules=Rules(tres_sin_doses=True))
    assert [len(h) for h in state.hands] == [12] * 3
    assert not any(c.startswith("2") and len(c) == 2 for h in state.hands for c in h)
    assert state.trump_card in state.hands[state.dealer] and state.muestra is None


# --- habanero -----------------------------------------------------------------------------------------

H0 = "1b 7o 11o 11c 3b 4e 5e 6e".split()
H1 = "2b 4b 5b 6b 7b 10b 11b 12b".split()


def habanero(face="12o", first_draws=("12c", "2c"), **options):
    used = set(H0 + H1 + [face, *first_draws])
    pile = list(first_draws) + [c for c in DECK if c not in used]
    return deal_game("habanero", 2, [H0, H1], trump_card=face, pile=pile, rules=Rules(**options))


def test_habanero_eight_cards_each_and_a_pile_of_24_with_the_trump_card_last():
    state = habanero()
    assert [len(h) for h in state.hands] == [8, 8] and state.pile_size == 24
    assert state.current_player == 0 and state.dealer == 1
    assert len(state.pile) == 23 and state.pile[:2] == ("12c", "2c")


def test_habanero_seven_cards_each_option():
    state = new_game("habanero", 2, seed=2, rules=Rules(cartas_habanero=7))
    assert [len(h) for h in state.hands] == [7, 7] and state.pile_size == 26


def test_habanero_after_a_trick_the_winner_draws_first():
    state = habanero().apply("1b").apply("2b")
    assert automatic(state)[-2:] == [(0, "robo:12c"), (1, "robo:2c")]
    assert state.hands[0][-1] == "12c" and state.hands[1][-1] == "2c"
    assert state.pile_size == 22
    assert state.view(1).history[-2:] == ((0, "robo"), (1, "robo:2c"))


def test_habanero_the_trump_card_is_drawn_last_by_the_loser_and_the_game_lasts_20_tricks():
    rng = random.Random(3)
    state = habanero()
    while not state.is_terminal():
        state = state.apply(rng.choice(state.legal_actions()))
    draws = events(state, "robo")
    assert len(draws) == 24 and draws[-1][1] == "robo:" + state.trump_card
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
    assert state.current_player == 0 and state.legal_actions() == ["cambio:7o", "paso"]
    state = state.apply("cambio:7o")
    assert "12o" in state.hands[0] and "7o" not in state.hands[0]
    assert state.trump_card == "7o" and state.pile_size == 22
    assert "12o" in state.view(1).known_cards[0]


def test_habanero_a_swap_keeps_the_window_open_and_the_card_obtained_may_be_declared():
    state = habanero().apply("1b").apply("2b").apply("cambio:7o")
    assert state.in_window and state.legal_actions() == ["cante:o", "paso"]
    state = state.apply("cante:o")
    assert state.points()[0] == 40 + 11 and not state.in_window and state.current_player == 0


def test_habanero_no_cante_with_the_card_just_drawn():
    state = habanero(face="4o").apply("1b").apply("2b")  # seat 0 drew the 12c, holds the 11c
    assert not state.in_window and state.current_player == 0
    state = state.apply("3b").apply("4b")  # he wins again: now it may be declared
    assert "cante:c" in state.legal_actions()


def test_habanero_the_2_may_be_swapped_for_a_low_trump_card():
    state = habanero(face="4o", first_draws=("2o", "2c")).apply("1b").apply("2b")
    assert state.legal_actions() == ["cambio:2o", "paso"]
    state = state.apply("cambio:2o")
    assert state.trump_card == "2o"
    # A swap keeps the window open even with nothing left to declare: the winner passes, then leads.
    assert state.in_window and state.current_player == 0 and state.legal_actions() == ["paso"]
    state = state.apply("paso")
    assert not state.in_window and state.current_player == 0 and "4o" in state.legal_actions()


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


# --- cabrero -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5])
def test_cabrero_first_hand_trump_is_oros_and_the_2_de_oros_holder_is_mano(players):
    for seed in range(5):
        state = new_game("cabrero", players, seed=seed)
        assert state.trump == "o" and state.trump_card is None
        assert events(state, "triunfo") == [(state.dealer, "triunfo:o")]
        if players == 3 and state.muestra == "2o" and not events(state, "cambio"):
            assert state.current_player == (state.dealer + 1) % 3
        elif players == 3:
            assert events(state, "cambio") == [(state.current_player, "cambio:2o")]
        else:
            assert "2o" in state.hands[state.current_player]


def test_cabrero_three_players_the_leftover_is_taken_unseen_and_the_2_de_oros_stays_out():
    hands = three_hands("5e", {"2o": 1})
    state = deal_game("cabrero", 3, hands, trump_card="5e", first_hand=True)
    assert state.current_player == 1 and "5e" in state.hands[1]
    assert state.muestra == "2o" and state.trump_card is None
    assert "5e" in state.view(0).unseen() and "2o" not in state.view(0).unseen()


def test_cabrero_a_leftover_2_de_oros_stays_out_and_mano_follows_the_dealer():
    state = deal_game("cabrero", 3, three_hands("2o", {}), dealer=0)
    assert state.current_player == 1 and state.muestra == "2o"


def test_cabrero_later_hand_three_players_shows_and_swaps_the_leftover():
    state = deal_game("cabrero", 3, three_hands("6b", {"2b": 0}), trump_card="6b", first_hand=False)
    assert state.trump == "b" and "6b" in state.hands[0] and state.trump_card == "2b"


def test_cabrero_later_hand_four_players_shows_the_dealers_card():
    hands = [DECK[i * 10 : (i + 1) * 10] for i in range(4)]
    state = deal_game("cabrero", 4, hands, trump_card=hands[3][5])
    assert state.trump == hands[3][5][-1] and state.current_player == 0


def test_cabrero_six_players_the_dealer_sits_out_and_never_acts():
    for seed in range(6):
        rng = random.Random(seed)
        state = new_game("cabrero", 6, seed=seed)
        dealer = state.dealer
        assert state.sitting_out == dealer and state.hands[dealer] == ()
        assert (dealer, "descansa") in state.history
        assert state.trump_card in state.hands[(dealer - 1) % 6]
        while not state.is_terminal():
            assert state.current_player != dealer
            state = state.apply(rng.choice(state.legal_actions()))
        assert dealer not in state.result().points


def test_deal_game_six_player_cabrero_needs_an_empty_dealer_hand():
    hands = [DECK[i * 8 : (i + 1) * 8] for i in range(5)] + [[]]
    state = deal_game("cabrero", 6, hands, trump_card=hands[4][0])
    assert state.sitting_out == 5
    with pytest.raises(ValueError):
        deal_game("cabrero", 6, [[]] + hands[:5], trump_card=hands[4][0])


def test_deal_game_rejects_a_pile_outside_habanero():
    hands = [DECK[i * 10 : (i + 1) * 10] for i in range(4)]
    with pytest.raises(ValueError):
        deal_game("arrastre", 4, hands, trump_card=hands[3][0], pile=["1o"])


def test_cabrero_three_players_a_given_trump_card_is_a_later_hand_and_none_a_first_hand():
    # The contract: trump_card is "the card that shows trump" (3 players: the leftover, then the
    # compulsory swaps), None "only where trump needs no card (cabrero's first hand)".
    later = deal_game("cabrero", 3, three_hands("6b", {"2b": 0}), trump_card="6b")
    assert later.trump == "b" and "6b" in later.hands[0] and later.trump_card == "2b"
    first = deal_game("cabrero", 3, three_hands("6b", {"2o": 1}))
    assert first.trump == "o" and first.current_player == 1 and "6b" in first.hands[1]
