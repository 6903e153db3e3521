"""RULES.md §3, §6 and §7 — the obligations, one test per rule, and explain_card's verdicts.

Trump is copas unless a test says otherwise.
"""

import pytest

from games.engine import IllegalAction, Rules, deal_game, explain_card, legal_cards


def legal(hand, trick, trump="c", **options):
    return legal_cards(hand.split(), trick.split(), trump, **options)


def explain(hand, trick, card, trump="c", **options):
    return explain_card(hand.split(), trick.split(), trump, card, **options)


# --- the obligations ------------------------------------------------------------------------------


def test_mano_leads_any_card():
    assert legal("1o 4c 7e 2b", "") == {"1o", "4c", "7e", "2b"}


def test_must_follow_the_suit_led():  # 1. asistir
    assert legal("4o 1c 5e", "5o") == {"4o"}


def test_must_beat_the_winning_card_when_following():  # 2. montar
    assert legal("4o 6o 1o 1c", "5o") == {"6o", "1o"}


def test_must_beat_the_card_currently_winning_not_the_card_led():
    assert legal("6o 10o 1c", "5o 7o") == {"10o"}


def test_following_unable_to_beat_any_card_of_the_suit():
    assert legal("4o 2o 1c", "5o") == {"4o", "2o"}


def test_after_a_trump_cut_any_card_of_the_led_suit_is_allowed():
    assert legal("4o 1o 3c", "5o 2c") == {"4o", "1o"}


def test_void_in_the_suit_led_must_trump():  # 3. fallar
    assert legal("4c 1c 5b", "5o") == {"4c", "1c"}


def test_must_overtrump_a_winning_trump_when_possible():  # 4. pisar
    assert legal("2c 6c 1e", "5o 4c") == {"6c"}


def test_unable_to_overtrump_any_card_is_allowed():
    assert legal("2c 1e 4b", "5o 1c") == {"2c", "1e", "4b"}


def test_fallar_siempre_still_plays_a_lower_trump():
    assert legal("2c 1e 4b", "5o 1c", rules=Rules(fallar_siempre=True)) == {"2c"}


def test_fallar_siempre_still_prefers_a_higher_trump():
    assert legal("2c 12c 1e", "5o 11c", rules=Rules(fallar_siempre=True)) == {"12c"}


def test_without_the_suit_led_or_a_trump_any_card():  # 5. libre
    assert legal("1e 4b", "5o") == {"1e", "4b"}


def test_a_trump_lead_must_be_followed_and_beaten_with_trumps():  # arrastrar
    assert legal("2c 1c 1o", "4c") == {"1c"}
    assert legal("2c 1o", "4c") == {"2c"}
    assert legal("1o 5e", "4c") == {"1o", "5e"}


def test_partner_winning_must_still_follow_suit_but_need_not_beat():
    assert legal("4o 1o 3c", "5o 6o", partner_winning=True) == {"4o", "1o"}


def test_partner_winning_void_in_the_suit_may_play_any_card():
    assert legal("3c 5e", "5o 6o", partner_winning=True) == {"3c", "5e"}
    assert legal("2c 5e", "5o 4c", partner_winning=True) == {"2c", "5e"}


def test_montar_al_companero_applies_the_obligations_against_a_partner():
    rules = Rules(montar_al_companero=True)
    assert legal("4o 1o 3c", "5o 6o", partner_winning=True, rules=rules) == {"1o"}
    assert legal("3c 5e", "5o 6o", partner_winning=True, rules=rules) == {"3c"}


def test_while_the_habanero_pile_has_cards_there_are_no_obligations():
    assert legal("4o 6o 1c 5e", "5o", pile=True) == {"4o", "6o", "1c", "5e"}


def test_arrastrar_con_mazo_a_trump_lead_is_answered_with_any_trump():
    rules = Rules(arrastrar_con_mazo=True)
    assert legal("2c 1o", "4c", pile=True, rules=rules) == {"2c"}
    assert legal("1o 5e", "4c", pile=True, rules=rules) == {"1o", "5e"}
    assert legal("2c 1o", "4o", pile=True, rules=rules) == {"2c", "1o"}


def test_no_vale_cargar_who_cannot_win_plays_a_blank_card():
    assert legal("3o 4o 12o", "1o", rules=Rules(no_vale_cargar=True)) == {"4o"}


def test_no_vale_cargar_without_a_blank_card_plays_his_cheapest_legal_card():
    assert legal("3o 12o 10o", "1o", rules=Rules(no_vale_cargar=True)) == {"10o"}


def test_no_vale_cargar_does_not_bind_who_can_win():
    assert legal("6o 1o 2o", "5o", rules=Rules(no_vale_cargar=True)) == {"6o", "1o"}


def test_no_vale_cargar_on_a_free_discard():
    assert legal("1e 5b 3b", "5o", rules=Rules(no_vale_cargar=True)) == {"5b"}


# --- explain_card -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "trick", "card", "allowed", "obligation", "demanded"),
    [
        ("1o 3c", "", "3c", True, "salida", set()),
        ("4o 1c 5e", "5o", "1c", False, "asistir", {"4o"}),
        ("4o 6o 1c", "5o", "4o", False, "montar", {"6o"}),
        ("4o 6o 1c", "5o", "6o", True, "montar", {"6o"}),
        ("4o 1c", "5o", "4o", True, "asistir", {"4o"}),
        ("4c 1c 5b", "5o", "5b", False, "fallar", {"4c", "1c"}),
        ("2c 6c 1e", "5o 4c", "1e", False, "pisar", {"6c"}),
        ("2c 6c 1e", "5o 4c", "6c", True, "pisar", {"6c"}),
        ("1e 4b", "5o", "4b", True, "libre", set()),
        ("2c 1e 4b", "5o 1c", "1e", True, "libre", set()),
        ("1o 3c", "5o", "7b", False, "no_en_mano", set()),
    ],
)
def test_explain_card_names_the_obligation_that_decides(hand, trick, card, allowed, obligation, demanded):
    e = explain(hand, trick, card)
    assert (e.card, e.allowed, e.obligation, e.demanded) == (card, allowed, obligation, frozenset(demanded))


def test_explain_card_reports_the_winning_card_and_whether_the_card_would_win():
    e = explain("6o 10o", "5o 7o", "10o")
    assert (e.winning_card, e.would_win) == ("7o", True)
    e = explain("4o", "5o 7o", "4o")
    assert (e.winning_card, e.would_win) == ("7o", False)
    assert explain("1o", "", "1o").winning_card is None


def test_explain_card_partner_exemption_is_companero():
    e = explain("4o 1o 3c", "5o 6o", "4o", partner_winning=True)
    assert (e.allowed, e.obligation) == (True, "companero")
    e = explain("4o 1o 3c", "5o 6o", "3c", partner_winning=True)
    assert (e.allowed, e.obligation) == (False, "asistir")


def test_explain_card_pile_is_mazo_and_arrastrar_con_mazo():
    assert explain("4o 1c", "5o", "1c", pile=True).obligation == "mazo"
    e = explain("2c 1o", "4c", "1o", pile=True, rules=Rules(arrastrar_con_mazo=True))
    assert (e.allowed, e.obligation, e.demanded) == (False, "arrastrar_con_mazo", frozenset({"2c"}))


def test_explain_card_no_vale_cargar():
    e = explain("3o 4o 12o", "1o", "3o", rules=Rules(no_vale_cargar=True))
    assert (e.allowed, e.obligation, e.demanded) == (False, "no_vale_cargar", frozenset({"4o"}))


def test_fallar_siempre_explains_a_non_trump_as_breaking_fallar():
    e = explain("2c 1e", "5o 1c", "1e", rules=Rules(fallar_siempre=True))
    assert (e.allowed, e.obligation, e.demanded) == (False, "fallar", frozenset({"2c"}))


def test_legal_cards_rejects_a_card_both_in_hand_and_on_the_table():
    with pytest.raises(ValueError):
        legal("5o 4o", "5o")


# --- a refused card in a game: IllegalAction names the obligation -----------------------------------

HANDS = [
    "1o 2o 3o 4o 5o 6o 7o 10o 11o 12o".split(),
    "1c 2c 3c 4c 5c 6c 7c 10c 11c 12c".split(),
    "1e 2e 3e 4e 5e 6e 7e 10e 11e 12e".split(),
    "1b 2b 3b 4b 5b 6b 7b 10b 11b 12b".split(),
]


def mixed_deal():
    # seat 0 leads 5o; seat 1 has oros; seat 2 has no oros but trumps (copas); seat 3 has oros.
    hands = [
        "5o 1e 2e 3e 4e 5e 6e 7e 10e 11e".split(),
        "4o 6o 1o 2b 3b 4b 5b 6b 7b 10b".split(),
        "1c 2c 3c 4c 5c 6c 7c 10c 11c 12e".split(),
        "2o 3o 7o 10o 11o 12o 12c 1b 11b 12b".split(),
    ]
    return deal_game("arrastre", 4, hands, trump_card="12c")


@pytest.mark.parametrize(
    ("plays", "card", "word"),
    [
        (["5o"], "2b", "asistir"),
        (["5o"], "4o", "montar"),
        (["5o", "6o"], "12e", "fallar"),
    ],
)
def test_an_illegal_card_is_refused_naming_the_obligation(plays, card, word):
    state = mixed_deal()
    for action in plays:
        state = state.apply(action)
    with pytest.raises(IllegalAction) as error:
        state.apply(card)
    assert word in str(error.value)
    assert error.value.explanation.obligation == word
    assert isinstance(error.value, ValueError)


def test_a_card_not_in_hand_is_refused():
    with pytest.raises(IllegalAction):
        mixed_deal().apply("1c")


def test_a_non_card_action_is_refused_while_playing():
    with pytest.raises(IllegalAction):
        mixed_deal().apply("paso")
