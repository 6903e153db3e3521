"""docs/RULES.md §1 — the deck and the cards: codes, strength, points, the trick winner, and the worked
example of seed 000."""

import pytest

from tute import DECK, SUITS, card_points, legal_cards, parse_card, stronger, trick_winner
from tute.cards import CODES, card_name

from .helpers import STRENGTH

# --- cards -------------------------------------------------------------------------------------------


def test_the_deck_has_forty_cards_without_eights_or_nines():
    assert sorted(CODES) == sorted(DECK)
    assert not any(code.startswith(("8", "9")) for code in CODES)


def test_card_codes_are_rank_then_suit_letter_in_lower_case():
    assert parse_card("1o") == "1o"
    assert parse_card("12e") == "12e"
    assert parse_card("10b") == "10b"
    assert card_name("3c") == "tres de copas"


def test_upper_case_codes_are_accepted():
    assert parse_card("12E") == "12e"
    assert card_points(["1O", "3C"]) == 21
    assert card_points(["1O", "3C", "12E"]) == 25
    assert stronger("1B", "3b")
    assert trick_winner(["5O", "6O"], "c") == 1


@pytest.mark.parametrize("bad", ["9b", "8o", "13c", "0e", "1x", "", "as de oros"])
def test_an_unknown_code_raises_value_error_naming_it(bad):
    with pytest.raises(ValueError, match="unknown card code") as error:
        card_points([bad])
    assert repr(bad) in str(error.value)


@pytest.mark.parametrize("suit", "oceb")
def test_strength_order_is_as_3_rey_caballo_sota_7_6_5_4_2(suit):
    for i, high in enumerate(STRENGTH):
        for low in STRENGTH[i + 1 :]:
            assert stronger(high + suit, low + suit)
            assert not stronger(low + suit, high + suit)


def test_cards_of_different_suits_do_not_outrank_each_other():
    assert not stronger("1o", "2c")
    assert not stronger("2c", "1o")


def test_points_as_11_tres_10_rey_4_caballo_3_sota_2_and_blank_cards_0():
    assert [card_points([f"{r}o"]) for r in (1, 3, 12, 11, 10, 7, 6, 5, 4, 2)] == [
        11,
        10,
        4,
        3,
        2,
        0,
        0,
        0,
        0,
        0,
    ]


def test_thirty_points_a_suit_and_120_in_the_deck():
    for suit in "oceb":
        assert card_points([c for c in DECK if c.endswith(suit)]) == 30
    assert card_points(DECK) == 120


def test_seed_000_example_five_de_oros_led_copas_trump():
    # Seed 000: the 5 de oros is led, copas is trump.
    assert trick_winner(["5o", "6o"], "c") == 1  # seis de oros: wins, oros and higher
    assert trick_winner(["5o", "4o"], "c") == 0  # cuatro de oros: loses, lower
    assert trick_winner(["5o", "2c"], "c") == 1  # dos de copas: wins, a trump
    assert trick_winner(["5o", "7b"], "c") == 0  # a basto: neither the suit led nor trump


def test_the_highest_trump_wins_else_the_highest_card_of_the_suit_led():
    assert trick_winner(["5o", "1e", "12o", "3o"], "c") == 3
    assert trick_winner(["5o", "2c", "1o", "4c"], "c") == 3
    assert trick_winner(["1c", "3c", "12c", "2c"], "c") == 0


def test_the_deck_has_forty_cards_ranks_one_to_seven_and_ten_to_twelve():
    assert len(DECK) == 40
    assert card_points(DECK) == 120


@pytest.mark.parametrize(
    ("rank", "value"),
    [("1", 11), ("3", 10), ("12", 4), ("11", 3), ("10", 2), ("7", 0), ("6", 0), ("5", 0), ("4", 0), ("2", 0)],
)
@pytest.mark.parametrize("suit", SUITS)
def test_card_values_as_11_tres_10_rey_4_caballo_3_sota_2_blancas_0(rank, value, suit):
    assert card_points([rank + suit]) == value


@pytest.mark.parametrize("suit", SUITS)
def test_thirty_points_a_suit(suit):
    assert card_points([r + suit for r in STRENGTH]) == 30


def test_card_points_of_nothing_is_zero():
    assert card_points([]) == 0


@pytest.mark.parametrize("suit", SUITS)
def test_strength_as_3_rey_caballo_sota_7_6_5_4_2(suit):
    order = [r + suit for r in STRENGTH]
    for i, high in enumerate(order):
        for low in order[i + 1 :]:
            assert stronger(high, low), f"{high} should outrank {low}"
            assert not stronger(low, high), f"{low} should not outrank {high}"


def test_a_card_is_not_stronger_than_itself():
    assert not stronger("1o", "1o")


def test_functions_return_lower_case_codes():
    assert legal_cards(["6O", "4O", "1C"], ["5o"], "c") == {"6o"}


@pytest.mark.parametrize("bad", ["8o", "9c", "13e", "0b", "1x", "o1", "", "10", "abc"])
def test_unknown_card_code_raises_value_error_naming_the_code(bad):
    with pytest.raises(ValueError, match="unknown card code") as excinfo:
        card_points(["1o", bad])
    if bad:
        assert bad in str(excinfo.value)


def test_unknown_code_in_legal_cards_raises_value_error_naming_it():
    with pytest.raises(ValueError, match="9o"):
        legal_cards(["1o", "9o"], [], "c")
    with pytest.raises(ValueError, match="8e"):
        legal_cards(["1o"], ["8e"], "c")


def test_unknown_code_in_stronger_and_trick_winner_raises_value_error():
    with pytest.raises(ValueError, match="9o"):
        stronger("9o", "1o")
    with pytest.raises(ValueError, match="8b"):
        trick_winner(["1o", "8b"], "c")


# Trick winner (§3): highest trump, else highest of the suit led; other suits never win.
def test_trick_is_won_by_the_highest_card_of_the_suit_led_without_trumps():
    assert trick_winner(["5o", "3o", "12o", "1e"], "c") == 1


def test_trick_is_won_by_the_highest_trump():
    assert trick_winner(["1o", "2c", "4c", "3o"], "c") == 2


def test_cards_of_another_suit_never_win():
    assert trick_winner(["2o", "1e", "1b", "3e"], "c") == 0


def test_trick_winner_led_trump():
    assert trick_winner(["4c", "1o", "7c"], "c") == 2


# Seed 000's worked example: a 5 de oros led, copas trump.
def test_seed_example_seis_de_oros_wins_over_the_cinco_led():
    assert trick_winner(["5o", "6o"], "c") == 1


def test_seed_example_cuatro_de_oros_loses():
    assert trick_winner(["5o", "4o"], "c") == 0


def test_seed_example_dos_de_copas_wins_being_trump():
    assert trick_winner(["5o", "2c"], "c") == 1
    assert trick_winner(["5o", "6o", "2c", "4o"], "c") == 2


@pytest.mark.parametrize("basto", ["7b", "1b", "12b"])
def test_seed_example_a_basto_loses_being_neither_suit_led_nor_trump(basto):
    assert trick_winner(["5o", basto], "c") == 0
    assert trick_winner(["5o", "6o", basto], "c") == 1


# --- the order of strength -----------------------------------------------------------------------------


def test_the_strength_key_sorts_each_suit_as_stronger_ranks_it():
    from tute import strength_key

    for a in DECK:
        for b in DECK:
            if a != b and a[-1] == b[-1]:
                assert stronger(a, b) == (strength_key(a) < strength_key(b)), (a, b)
    ordered = sorted(DECK, key=strength_key)
    assert [card[-1] for card in ordered[::10]] == list(SUITS)
    assert ordered[:10] == ["1o", "3o", "12o", "11o", "10o", "7o", "6o", "5o", "4o", "2o"]


def test_a_hand_is_held_suit_by_suit_with_the_trumps_last_strongest_first():
    from tute import sorted_hand

    hand = ["2o", "12b", "1c", "3o", "7c", "10e", "1o"]
    assert sorted_hand(hand, "o") == ["1c", "7c", "10e", "12b", "1o", "3o", "2o"]
    assert sorted_hand(hand, "c") == ["1o", "3o", "2o", "10e", "12b", "1c", "7c"]
    assert sorted_hand((), "b") == []
