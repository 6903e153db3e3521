"""RULES.md §3 — the obligations (asistir, montar, fallar, pisar, libre), partners, arrastrar;
§6 habanero pile and arrastrar con mazo; §7 no vale cargar; and explain_card's verdicts.

Trump is copas ("c") throughout unless a test says otherwise.
"""

import pytest

from games.engine import Rules, explain_card, legal_cards

T = "c"


def legal(hand, trick, trump=T, **kwargs):
    return legal_cards(hand.split(), trick.split(), trump, **kwargs)


# --- leading -------------------------------------------------------------------------------


def test_mano_leads_any_card():
    assert legal("1o 3c 5e 2b", "") == {"1o", "3c", "5e", "2b"}


# --- 1. asistir -----------------------------------------------------------------------------


def test_must_follow_suit_when_you_have_it():
    assert legal("4o 1c 5e", "5o") == {"4o"}


def test_following_suit_comes_before_trumping():
    assert legal("2o 1c 3c", "5o") == {"2o"}


# --- 2. montar ------------------------------------------------------------------------------


def test_must_beat_the_card_led_when_following_and_able():
    assert legal("4o 6o 1c", "5o") == {"6o"}


def test_any_beating_card_of_the_suit_is_allowed():
    assert legal("6o 1o 2o", "5o") == {"6o", "1o"}


def test_must_beat_the_card_currently_winning_not_just_the_card_led():
    # 5o led, 7o is winning: 6o beats the card led but not the winning card.
    assert legal("6o 10o 1c", "5o 7o") == {"10o"}


def test_following_suit_without_a_card_that_beats_the_winning_card_any_card_of_the_suit():
    assert legal("6o 4o 1c", "5o 1o") == {"6o", "4o"}


def test_once_a_trump_has_cut_a_non_trump_lead_any_card_of_the_suit_led_is_allowed():
    assert legal("6o 1o 3c", "5o 2c") == {"6o", "1o"}


def test_trump_cut_then_led_suit_still_must_be_followed_not_trumped():
    assert legal("4o 3c 1e", "5o 2c 12o") == {"4o"}


# --- 3. fallar ------------------------------------------------------------------------------


def test_without_the_suit_led_must_play_a_trump():
    assert legal("4c 1e 5b", "5o") == {"4c"}


def test_without_the_suit_led_any_trump_when_no_trump_is_on_the_table():
    assert legal("4c 1c 1e", "5o 1o") == {"4c", "1c"}


# --- 4. pisar -------------------------------------------------------------------------------


def test_must_overtrump_a_winning_trump_when_able():
    assert legal("2c 6c 1e", "5o 4c") == {"6c"}


def test_overtrump_the_highest_trump_on_the_table():
    assert legal("5c 7c 10c 1e", "5o 6c 4o") == {"7c", "10c"}


def test_when_you_cannot_overtrump_you_need_not_trump_any_card_is_allowed():
    assert legal("2c 1e 4b", "5o 1c") == {"2c", "1e", "4b"}


def test_fallar_siempre_a_lower_trump_must_still_be_played():
    assert legal("2c 1e 4b", "5o 1c", rules=Rules(fallar_siempre=True)) == {"2c"}


def test_fallar_siempre_still_requires_overtrumping_when_able():
    assert legal("2c 6c 1e", "5o 4c", rules=Rules(fallar_siempre=True)) == {"6c"}


# --- 5. libre -------------------------------------------------------------------------------


def test_without_the_suit_led_and_without_trumps_any_card():
    assert legal("1e 4b 12e", "5o") == {"1e", "4b", "12e"}


# --- arrastrar ------------------------------------------------------------------------------


def test_trump_lead_must_be_followed_with_a_higher_trump_when_able():
    assert legal("2c 6c 1o", "4c") == {"6c"}


def test_trump_lead_follow_with_a_trump_even_if_it_cannot_beat():
    assert legal("2c 1o", "4c") == {"2c"}


def test_trump_lead_without_trumps_any_card():
    assert legal("1o 5e", "4c") == {"1o", "5e"}


# --- partners -------------------------------------------------------------------------------


def test_partner_winning_must_still_follow_suit_but_need_not_beat():
    assert legal("6o 2o 1c", "5o 4o", partner_winning=True) == {"6o", "2o"}
    assert legal("6o 2o 1c", "5o 4o") == {"6o"}


def test_partner_winning_without_the_suit_led_any_card():
    assert legal("1c 4e", "5o 4o", partner_winning=True) == {"1c", "4e"}


def test_partner_winning_with_a_trump_need_not_overtrump():
    assert legal("3c 4e", "5o 2c 6o", partner_winning=True) == {"3c", "4e"}


def test_montar_al_companero_obligations_apply_as_against_an_opponent():
    rules = Rules(montar_al_companero=True)
    assert legal("6o 2o 1c", "5o 4o", partner_winning=True, rules=rules) == {"6o"}
    assert legal("1c 4e", "5o 4o", partner_winning=True, rules=rules) == {"1c"}
    assert legal("3c 4e", "5o 2c 6o", partner_winning=True, rules=rules) == {"3c"}


# --- habanero pile (§6) ---------------------------------------------------------------------


def test_while_the_pile_has_cards_there_are_no_obligations():
    assert legal("4o 6o 1c 5e", "5o", pile=True) == {"4o", "6o", "1c", "5e"}
    assert legal("2c 6c 1o", "4c", pile=True) == {"2c", "6c", "1o"}


def test_arrastrar_con_mazo_a_trump_lead_must_be_answered_with_any_trump():
    rules = Rules(arrastrar_con_mazo=True)
    assert legal("2c 6c 1o", "4c", pile=True, rules=rules) == {"2c", "6c"}
    assert legal("2c 1o", "4c", pile=True, rules=rules) == {"2c"}


def test_arrastrar_con_mazo_without_trumps_any_card():
    assert legal("1o 5e", "4c", pile=True, rules=Rules(arrastrar_con_mazo=True)) == {"1o", "5e"}


def test_arrastrar_con_mazo_a_non_trump_lead_leaves_play_free():
    rules = Rules(arrastrar_con_mazo=True)
    assert legal("4o 6o 1c 5e", "5o", pile=True, rules=rules) == {"4o", "6o", "1c", "5e"}


# --- no vale cargar (§7) --------------------------------------------------------------------


def test_no_vale_cargar_a_follower_who_cannot_win_plays_a_blank_card():
    rules = Rules(no_vale_cargar=True)
    assert legal("3o 4o 12o", "1o", rules=rules) == {"4o"}


def test_no_vale_cargar_without_blank_cards_the_legal_card_of_fewest_points():
    rules = Rules(no_vale_cargar=True)
    assert legal("3o 12o 10o", "1o", rules=rules) == {"10o"}


def test_no_vale_cargar_applies_to_a_free_discard():
    rules = Rules(no_vale_cargar=True)
    assert legal("1e 5b 3b", "5o", rules=rules) == {"5b"}


def test_no_vale_cargar_when_unable_to_overtrump():
    rules = Rules(no_vale_cargar=True)
    assert legal("2c 3e", "5o 1c", rules=rules) == {"2c"}


def test_no_vale_cargar_does_not_apply_when_a_legal_card_can_win():
    rules = Rules(no_vale_cargar=True)
    assert legal("6o 1o 2o", "5o", rules=rules) == {"6o", "1o"}


def test_no_vale_cargar_is_off_by_default():
    assert legal("3o 4o 12o", "1o") == {"3o", "4o", "12o"}


# --- explain_card ---------------------------------------------------------------------------


def explain(hand, trick, card, trump=T, **kwargs):
    return explain_card(hand.split(), trick.split(), trump, card, **kwargs)


def test_explain_leading_card_is_salida():
    e = explain("1o 3c", "", "3c")
    assert (e.card, e.allowed, e.obligation) == ("3c", True, "salida")
    assert e.demanded == frozenset()
    assert e.winning_card is None


def test_explain_not_following_suit_breaks_asistir():
    e = explain("4o 1c 5e", "5o", "1c")
    assert (e.allowed, e.obligation) == (False, "asistir")
    assert "4o" in e.demanded
    assert e.winning_card == "5o"


def test_explain_not_beating_breaks_montar_and_demands_the_beating_cards():
    e = explain("4o 6o 1c", "5o", "4o")
    assert (e.allowed, e.obligation, e.demanded) == (False, "montar", frozenset({"6o"}))
    assert e.would_win is False
    assert e.winning_card == "5o"


def test_explain_beating_card_satisfies_montar_and_would_win():
    e = explain("4o 6o 1c", "5o", "6o")
    assert (e.allowed, e.obligation, e.would_win) == (True, "montar", True)


def test_explain_montar_against_the_winning_card():
    e = explain("6o 10o", "5o 7o", "6o")
    assert (e.allowed, e.obligation, e.demanded) == (False, "montar", frozenset({"10o"}))
    assert e.winning_card == "7o"


def test_explain_following_suit_unable_to_beat_is_asistir():
    e = explain("4o 1c", "5o", "4o")
    assert (e.allowed, e.obligation, e.would_win) == (True, "asistir", False)


def test_explain_not_trumping_breaks_fallar():
    e = explain("4c 1c 5b", "5o", "5b")
    assert (e.allowed, e.obligation, e.demanded) == (False, "fallar", frozenset({"4c", "1c"}))


def test_explain_trumping_satisfies_fallar():
    e = explain("4c 5b", "5o", "4c")
    assert (e.allowed, e.obligation, e.would_win) == (True, "fallar", True)


def test_explain_low_trump_breaks_pisar():
    e = explain("2c 6c 1e", "5o 4c", "2c")
    assert (e.allowed, e.obligation, e.demanded, e.winning_card) == (False, "pisar", frozenset({"6c"}), "4c")


def test_explain_overtrumping_satisfies_pisar():
    e = explain("2c 6c 1e", "5o 4c", "6c")
    assert (e.allowed, e.obligation, e.would_win) == (True, "pisar", True)


def test_explain_free_discard_is_libre():
    e = explain("1e 4b", "5o", "4b")
    assert (e.allowed, e.obligation, e.demanded, e.would_win) == (True, "libre", frozenset(), False)


def test_explain_cannot_overtrump_any_card_is_libre():
    e = explain("2c 1e 4b", "5o 1c", "1e")
    assert (e.allowed, e.obligation) == (True, "libre")


def test_explain_card_not_in_hand():
    e = explain("1o 3c", "5o", "7b")
    assert (e.allowed, e.obligation) == (False, "no_en_mano")


def test_explain_with_the_pile_is_mazo():
    e = explain("4o 6o 1c", "5o", "1c", pile=True)
    assert (e.allowed, e.obligation) == (True, "mazo")


def test_explain_arrastrar_con_mazo():
    e = explain("2c 1o", "4c", "1o", pile=True, rules=Rules(arrastrar_con_mazo=True))
    assert (e.allowed, e.obligation, e.demanded) == (False, "arrastrar_con_mazo", frozenset({"2c"}))


def test_explain_partner_winning_exemption_is_companero():
    e = explain("1c 4e", "5o 4o", "4e", partner_winning=True)
    assert (e.allowed, e.obligation) == (True, "companero")


def test_explain_partner_winning_still_requires_following_suit():
    e = explain("6o 2o 1c", "5o 4o", "1c", partner_winning=True)
    assert (e.allowed, e.obligation) == (False, "asistir")


def test_explain_no_vale_cargar():
    e = explain("3o 4o 12o", "1o", "3o", rules=Rules(no_vale_cargar=True))
    assert (e.allowed, e.obligation, e.demanded) == (False, "no_vale_cargar", frozenset({"4o"}))


@pytest.mark.parametrize(
    ("hand", "trick", "trump"),
    [
        ("4o 6o 1c 5e", "5o", "c"),
        ("2c 6c 1o 12o", "4c", "c"),
        ("6o 10o 1c 3b", "5o 7o", "c"),
        ("2c 6c 1e 7b", "5o 4c 3o", "c"),
        ("1o 2o 3e 4b", "1b 3b", "e"),
    ],
)
def test_explain_agrees_with_legal_cards(hand, trick, trump):
    allowed = legal(hand, trick, trump)
    for card in hand.split():
        assert explain(hand, trick, card, trump).allowed == (card in allowed)
