"""docs/RULES.md §2 — seats, dealing, trump, dealer and mano, the three-player muestra swaps, and
``deal_game``'s validation of a known deal."""

import pytest

from tute import Rules, deal_game, new_game, new_match

from .helpers import DECK, automatic, cards, check_whole_deck, events, play, three_hands

SEEDS = range(6)


def all_cards(state):
    return [c for hand in state.hands for c in hand]


H4 = [
    "1o 2o 3o 4o 5o 6o 7o 10o 11o 12o",
    "1c 2c 3c 4c 5c 6c 7c 10c 11c 12c",
    "1e 2e 3e 4e 5e 6e 7e 10e 11e 12e",
    "1b 2b 3b 4b 5b 6b 7b 10b 11b 12b",
]


# Seat 0 holds the 7 of copas, seat 1 the 2 of copas; the muestra is the leftover card.
def three_player_deal(muestra, seven_holder=0, two_holder=1):
    rest = [c for c in DECK if c not in (muestra, "7c", "2c")]
    hands = [[], [], []]
    hands[seven_holder].append("7c")
    hands[two_holder].append("2c")
    for seat in range(3):
        while len(hands[seat]) < 13:
            hands[seat].append(rest.pop(0))
    check_whole_deck(hands, [muestra])
    return hands


# --- four players ------------------------------------------------------------------------------------


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
    assert state.dealer == 3
    assert state.current_player == 0


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
    assert state.variant == "habanero"
    assert state.pile_size == 24


# --- three players -----------------------------------------------------------------------------------


@pytest.mark.parametrize("muestra", ["1e", "3e", "12e", "11e", "10e"])
def test_three_players_a_high_muestra_goes_to_the_7_and_the_7_to_the_2(muestra):
    state = deal_game("arrastre", 3, three_hands(muestra, {"7e": 2, "2e": 0}), trump_card=muestra)
    assert automatic(state)[-2:] == [(2, "cambio:7e"), (0, "cambio:2e")]
    assert muestra in state.hands[2]
    assert "7e" in state.hands[0]
    assert state.trump_card == "2e" == state.muestra
    assert state.trump == "e"


def test_three_players_the_swapped_card_takes_the_place_of_the_card_given():
    hands = three_hands("1e", {"7e": 2, "2e": 0})
    state = deal_game("arrastre", 3, hands, trump_card="1e")
    assert state.hands[2].index("1e") == hands[2].index("7e")


def test_arrastre_three_players_holder_of_7_and_2_swaps_twice():
    state = deal_game("arrastre", 3, three_hands("3e", {"7e": 1, "2e": 1}), trump_card="3e")
    assert automatic(state)[-2:] == [(1, "cambio:7e"), (1, "cambio:2e")]
    assert "3e" in state.hands[1]
    assert "7e" in state.hands[1]
    assert "2e" not in state.hands[1]


def test_cabrero_three_players_holder_of_7_and_2_swaps_his_2_straight():
    hands = three_hands("3e", {"7e": 1, "2e": 1})
    state = deal_game("cabrero", 3, hands, trump_card="3e", first_hand=False)
    assert automatic(state)[-1] == (1, "cambio:2e")
    assert not events(state, "cambio")[:-1]
    assert "3e" in state.hands[1]
    assert "7e" in state.hands[1]
    assert state.view(0).known_cards[1] == frozenset({"3e"})  # the 7 stays secret


@pytest.mark.parametrize("muestra", ["7e", "6e", "5e"])
def test_three_players_a_7_6_or_5_muestra_goes_to_the_2(muestra):
    state = deal_game("arrastre", 3, three_hands(muestra, {"2e": 2}), trump_card=muestra)
    assert events(state, "cambio") == [(2, "cambio:2e")]
    assert muestra in state.hands[2]
    assert state.trump_card == "2e"


@pytest.mark.parametrize("muestra", ["4e", "2e"])
def test_three_players_a_4_or_2_muestra_is_not_swapped_and_stays_out(muestra):
    state = deal_game("arrastre", 3, three_hands(muestra, {}), trump_card=muestra)
    assert events(state, "cambio") == []
    assert state.trump_card == muestra
    assert all(muestra not in h for h in state.hands)


def test_three_players_know_who_took_the_muestra():
    state = deal_game("arrastre", 3, three_hands("1e", {"7e": 2, "2e": 0}), trump_card="1e")
    view = state.view(1)
    assert "1e" in view.known_cards[2]
    assert "7e" in view.known_cards[0]
    assert "2e" not in view.unseen()
    assert "1e" not in view.unseen()


def test_tres_sin_doses_twelve_each_without_twos():
    state = new_game("arrastre", 3, seed=4, rules=Rules(tres_sin_doses=True))
    assert [len(h) for h in state.hands] == [12] * 3
    assert not any(c.startswith("2") and len(c) == 2 for h in state.hands for c in h)
    assert state.trump_card in state.hands[state.dealer]
    assert state.muestra is None


# --- cabrero's deals ---------------------------------------------------------------------------------


def test_deal_game_six_player_cabrero_needs_an_empty_dealer_hand():
    hands = [DECK[i * 8 : (i + 1) * 8] for i in range(5)] + [[]]
    state = deal_game("cabrero", 6, hands, trump_card=hands[4][0])
    assert state.sitting_out == 5
    with pytest.raises(ValueError, match="seat 0 must be dealt 8 cards, not 0"):
        deal_game("cabrero", 6, [[]] + hands[:5], trump_card=hands[4][0])


def test_deal_game_rejects_a_pile_outside_habanero():
    hands = [DECK[i * 10 : (i + 1) * 10] for i in range(4)]
    with pytest.raises(ValueError, match="only habanero has a pile"):
        deal_game("arrastre", 4, hands, trump_card=hands[3][0], pile=["1o"])


# --- sizes per variant -------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
def test_four_players_ten_cards_each_whole_deck(seed):
    state = new_game("arrastre", 4, seed=seed)
    assert [len(h) for h in state.hands] == [10, 10, 10, 10]
    assert sorted(all_cards(state)) == sorted(DECK)
    assert state.pile_size == 0


@pytest.mark.parametrize("seed", SEEDS)
def test_four_players_the_dealers_last_card_shows_trump_and_stays_in_his_hand(seed):
    state = new_game("arrastre", 4, seed=seed)
    assert state.trump_card in state.hands[state.dealer]
    assert state.trump == state.trump_card[-1]


@pytest.mark.parametrize("seed", SEEDS)
def test_three_players_thirteen_cards_each_and_the_muestra_left_showing_is_a_2_or_4(seed):
    state = new_game("arrastre", 3, seed=seed)
    assert [len(h) for h in state.hands] == [13, 13, 13]
    assert state.trump_card not in all_cards(state)
    assert sorted(all_cards(state) + [state.trump_card]) == sorted(DECK)
    assert state.trump_card in (f"2{state.trump}", f"4{state.trump}")


@pytest.mark.parametrize("seed", SEEDS)
def test_tres_sin_doses_thirty_six_cards_twelve_each_and_dealer_keeps_trump(seed):
    state = new_game("arrastre", 3, seed=seed, rules=Rules(tres_sin_doses=True))
    assert [len(h) for h in state.hands] == [12, 12, 12]
    dealt = all_cards(state)
    assert sorted(dealt) == sorted(c for c in DECK if not c.startswith("2"))
    assert state.trump_card in state.hands[state.dealer]
    assert state.trump == state.trump_card[-1]


@pytest.mark.parametrize("variant", ["habanero", "arrastre"])
def test_two_players_eight_cards_each_and_a_pile_of_24_with_the_trump_card(variant):
    state = new_game(variant, 2, seed=3)
    assert [len(h) for h in state.hands] == [8, 8]
    assert state.pile_size == 24
    assert state.trump_card not in all_cards(state)
    assert state.trump == state.trump_card[-1]


def test_habanero_option_seven_cards_each_pile_of_26():
    state = new_game("habanero", 2, seed=3, rules=Rules(cartas_habanero=7))
    assert [len(h) for h in state.hands] == [7, 7]
    assert state.pile_size == 26


@pytest.mark.parametrize("seed", SEEDS)
def test_new_game_same_seed_same_deal(seed):
    a = new_game("arrastre", 4, seed=seed)
    b = new_game("arrastre", 4, seed=seed)
    assert a.hands == b.hands
    assert a.trump_card == b.trump_card
    assert a.dealer == b.dealer


def test_different_seeds_give_different_deals():
    deals = {new_game("arrastre", 4, seed=s).hands for s in range(5)}
    assert len(deals) > 1


@pytest.mark.parametrize(
    ("variant", "players"),
    [
        ("habanero", 3),
        ("habanero", 4),
        ("arrastre", 5),
        ("arrastre", 1),
        ("cabrero", 2),
        ("cabrero", 7),
        ("mus", 4),
    ],
)
def test_new_game_rejects_impossible_variant_and_players(variant, players):
    with pytest.raises(ValueError, match=variant):  # each message names the variant
        new_game(variant, players, seed=1)


# --- dealer and mano ---------------------------------------------------------------------------------


def test_default_dealer_is_the_last_seat_and_mano_the_next_seat():
    state = deal_game("arrastre", 4, [cards(h) for h in H4], trump_card="5b")
    assert state.dealer == 3
    assert state.current_player == 0
    assert state.trump == "b"


def test_mano_is_the_player_to_the_right_of_the_dealer():
    state = deal_game("arrastre", 4, [cards(h) for h in H4], trump_card="5c", dealer=1)
    assert state.dealer == 1
    assert state.current_player == 2
    assert state.trump == "c"


def test_play_goes_to_the_right_seat_by_seat():
    state = deal_game("arrastre", 4, [cards(h) for h in H4], trump_card="5c", dealer=1)
    state = play(state, "1e")
    assert state.current_player == 3
    state = play(state, "1b")
    assert state.current_player == 0


@pytest.mark.parametrize("seed", SEEDS)
def test_new_game_mano_follows_the_dealer(seed):
    state = new_game("arrastre", 4, seed=seed)
    assert state.current_player == (state.dealer + 1) % 4


# --- three-player muestra swaps ----------------------------------------------------------------------


@pytest.mark.parametrize("muestra", ["1c", "3c", "12c", "11c", "10c"])
def test_three_players_a_high_muestra_is_taken_by_the_7_holder_then_the_2_holder_takes_the_7(muestra):
    hands = three_player_deal(muestra)
    state = deal_game("arrastre", 3, hands, trump_card=muestra)
    assert state.trump == "c"
    assert muestra in state.hands[0]
    assert "7c" not in state.hands[0]
    assert "7c" in state.hands[1]
    assert "2c" not in state.hands[1]
    assert state.trump_card == "2c"
    assert [len(h) for h in state.hands] == [13, 13, 13]


def test_three_players_same_player_holds_7_and_2_keeps_the_high_card_and_the_7():
    hands = three_player_deal("1c", seven_holder=2, two_holder=2)
    state = deal_game("arrastre", 3, hands, trump_card="1c")
    assert "1c" in state.hands[2]
    assert "7c" in state.hands[2]
    assert "2c" not in state.hands[2]
    assert state.trump_card == "2c"


@pytest.mark.parametrize("muestra", ["7c", "6c", "5c"])
def test_three_players_a_7_6_or_5_muestra_is_taken_by_the_2_holder(muestra):
    rest = [c for c in DECK if c not in (muestra, "2c")]
    hands = [rest[0:13], ["2c"] + rest[13:25], rest[25:38]]
    check_whole_deck(hands, [muestra])
    state = deal_game("arrastre", 3, hands, trump_card=muestra)
    assert muestra in state.hands[1]
    assert "2c" not in state.hands[1]
    assert state.trump_card == "2c"
    assert state.hands[0] == tuple(hands[0])
    assert state.hands[2] == tuple(hands[2])


@pytest.mark.parametrize("muestra", ["4c", "2c"])
def test_three_players_a_4_or_2_muestra_is_not_swapped(muestra):
    rest = [c for c in DECK if c != muestra]
    hands = [rest[0:13], rest[13:26], rest[26:39]]
    state = deal_game("arrastre", 3, hands, trump_card=muestra)
    assert state.trump_card == muestra
    assert state.hands == tuple(tuple(h) for h in hands)


def test_three_players_thirteen_tricks_are_played():
    rest = [c for c in DECK if c != "4c"]
    hands = [rest[0:13], rest[13:26], rest[26:39]]
    state = deal_game("arrastre", 3, hands, trump_card="4c")
    while not state.is_terminal():
        state = state.apply(sorted(a for a in state.legal_actions())[0])
    assert len(state.view(0).tricks) == 13


def test_tres_sin_doses_deal_game_dealer_keeps_the_trump_card():
    deck = [c for c in DECK if not c.startswith("2")]
    hands = [deck[0:12], deck[12:24], deck[24:36]]
    state = deal_game("arrastre", 3, hands, trump_card=hands[2][-1], rules=Rules(tres_sin_doses=True))
    assert state.trump_card in state.hands[2]
    assert state.current_player == 0
    assert [len(h) for h in state.hands] == [12, 12, 12]


# --- deal_game validation ----------------------------------------------------------------------------


def test_deal_game_rejects_a_card_dealt_twice():
    hands = [cards(h) for h in H4]
    hands[1][0] = "1o"
    with pytest.raises(ValueError, match="card 1o is dealt twice"):
        deal_game("arrastre", 4, hands, trump_card="5b")


def test_deal_game_rejects_wrong_hand_sizes():
    hands = [cards(h) for h in H4]
    hands[0].append(hands[1].pop())
    with pytest.raises(ValueError, match="seat 0 must be dealt 10 cards, not 11"):
        deal_game("arrastre", 4, hands, trump_card="5b")


def test_deal_game_rejects_the_wrong_number_of_hands():
    with pytest.raises(ValueError, match="4 players need 4 hands, got 3"):
        deal_game("arrastre", 4, [cards(h) for h in H4[:3]], trump_card="5b")


def test_deal_game_rejects_a_bad_card_code_naming_it():
    hands = [cards(h) for h in H4]
    hands[2][0] = "9e"
    with pytest.raises(ValueError, match="9e"):
        deal_game("arrastre", 4, hands, trump_card="5b")


def test_deal_game_rejects_a_trump_card_not_in_the_dealers_hand():
    with pytest.raises(ValueError, match=r"trump_card 5o must be a card of the dealer's hand \(seat 3\)"):
        deal_game("arrastre", 4, [cards(h) for h in H4], trump_card="5o")


def test_deal_game_rejects_a_missing_trump_card_for_four_players():
    with pytest.raises(ValueError, match=r"the card that shows trump \(trump_card\) is required"):
        deal_game("arrastre", 4, [cards(h) for h in H4])


def test_deal_game_rejects_a_three_player_muestra_also_in_a_hand():
    rest = [c for c in DECK if c != "4c"]
    hands = [rest[0:13], rest[13:26], rest[25:38]]
    with pytest.raises(ValueError, match="card 7e is dealt twice"):
        deal_game("arrastre", 3, hands, trump_card="4c")


def test_deal_game_rejects_a_habanero_pile_of_the_wrong_size():
    hands = [list(DECK[0:8]), list(DECK[8:16])]
    with pytest.raises(ValueError, match="the habanero pile must hold 23 face-down cards, not 22"):
        deal_game("habanero", 2, hands, trump_card=DECK[39], pile=DECK[16:38])


def test_deal_game_rejects_a_dealer_out_of_range():
    with pytest.raises(ValueError, match="dealer must be a seat between 0 and 3, not 4"):
        deal_game("arrastre", 4, [cards(h) for h in H4], trump_card="5b", dealer=4)


def test_deal_game_rejects_twos_with_tres_sin_doses():
    rest = [c for c in DECK if c != "4c"]
    hands = [rest[0:12], rest[12:24], rest[24:36]]
    with pytest.raises(ValueError, match=r"card 2o is not in the deck of this game \(tres sin doses: no"):
        deal_game("arrastre", 3, hands, trump_card=hands[2][0], rules=Rules(tres_sin_doses=True))


def test_deal_game_accepts_upper_case_codes():
    hands = [[c.upper() for c in cards(h)] for h in H4]
    state = deal_game("arrastre", 4, hands, trump_card="5B")
    assert "1o" in state.hands[0]
    assert state.trump_card == "5b"
