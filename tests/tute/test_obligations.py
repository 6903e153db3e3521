"""docs/RULES.md §3, §6 and §7 — the obligations (asistir, montar, fallar, pisar, libre), partners,
arrastrar, the habanero pile, no vale cargar; ``explain_card``'s verdicts; a refused card in a
game; and a reference model written from the rules text, checked over random positions."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tute import IllegalAction, Rules, explain_card, legal_cards, trick_winner

from .helpers import DECK, STRENGTH, deal, explain, legal


def mixed_deal():
    # seat 0 leads 5o; seat 1 has oros; seat 2 has no oros but trumps (copas); seat 3 has oros.
    hands = [
        "5o 1e 2e 3e 4e 5e 6e 7e 10e 11e".split(),
        "4o 6o 1o 2b 3b 4b 5b 6b 7b 10b".split(),
        "1c 2c 3c 4c 5c 6c 7c 10c 11c 12e".split(),
        "2o 3o 7o 10o 11o 12o 12c 1b 11b 12b".split(),
    ]
    return deal("arrastre", hands, trump_card="12c")


POINTS = {"1": 11, "3": 10, "12": 4, "11": 3, "10": 2}


def suit(card):
    return card[-1]


def rank(card):
    return card[:-1]


def beats(card, winning, trump):
    """Would `card` take the trick from `winning`?"""
    if suit(card) == suit(winning):
        return STRENGTH.index(rank(card)) < STRENGTH.index(rank(winning))
    return suit(card) == trump


def model_winner(trick, trump):
    best = 0
    for i, card in enumerate(trick[1:], start=1):
        if beats(card, trick[best], trump):
            best = i
    return best


def model_legal(hand, trick, trump, partner_winning, pile, rules):
    hand = list(hand)
    if not trick:
        return set(hand)
    led = suit(trick[0])
    trumps = [c for c in hand if suit(c) == trump]
    if pile:
        if rules.arrastrar_con_mazo and led == trump and trumps:
            return set(trumps)
        return set(hand)
    winning = trick[model_winner(trick, trump)]
    exempt = partner_winning and not rules.montar_al_companero
    legal = model_obliged(hand, led, trumps, winning, trump, exempt, rules)
    if rules.no_vale_cargar and not any(beats(c, winning, trump) for c in legal):
        legal = model_without_loading(legal)
    return set(legal)


def model_obliged(hand, led, trumps, winning, trump, exempt, rules):
    """The cards asistir, montar, fallar and pisar leave (no pile)."""
    follow = [c for c in hand if suit(c) == led]
    if follow:  # 1. asistir
        if exempt or suit(winning) != led:  # partner exemption; a trump has cut a non-trump lead
            return follow
        return [c for c in follow if beats(c, winning, trump)] or follow  # 2. montar the winning card
    if exempt or not trumps:  # 5. libre (or the partner exemption)
        return hand
    if suit(winning) == trump:  # 4. pisar
        over = [c for c in trumps if beats(c, winning, trump)]
        return over or (trumps if rules.fallar_siempre else hand)
    return trumps  # 3. fallar


def model_without_loading(legal):
    """No vale cargar: a card that cannot win goes without points (or with the fewest)."""
    blanks = [c for c in legal if rank(c) not in POINTS]
    fewest = min(POINTS.get(rank(c), 0) for c in legal)
    return blanks or [c for c in legal if POINTS.get(rank(c), 0) == fewest]


@st.composite
def situations(draw):
    cards = draw(st.permutations(DECK))
    table = list(cards[: draw(st.integers(0, 3))])
    hand = list(cards[4 : 4 + draw(st.integers(1, 10))])
    trump = draw(st.sampled_from("oceb"))
    pile = draw(st.booleans()) and draw(st.booleans())
    partner = bool(table) and draw(st.booleans())
    options = {}
    for name in ("fallar_siempre", "arrastrar_con_mazo", "montar_al_companero"):
        options[name] = draw(st.booleans())
    if not partner:
        options["no_vale_cargar"] = draw(st.booleans())
    return hand, table, trump, partner, pile, Rules(**options)


# --- the obligations ---------------------------------------------------------------------------------


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
    assert legal("6o 2o 1c", "5o 4o", partner_winning=True) == {"6o", "2o"}
    assert legal("6o 2o 1c", "5o 4o") == {"6o"}


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


# --- explain_card ------------------------------------------------------------------------------------


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
    with pytest.raises(ValueError, match="card 5o is both in the hand and on the table"):
        legal("5o 4o", "5o")


# --- a refused card in a game: IllegalAction names the obligation ------------------------------------


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


# --- leading -----------------------------------------------------------------------------------------


# --- 1. asistir --------------------------------------------------------------------------------------


def test_must_follow_suit_when_you_have_it():
    assert legal("4o 1c 5e", "5o") == {"4o"}


def test_following_suit_comes_before_trumping():
    assert legal("2o 1c 3c", "5o") == {"2o"}


# --- 2. montar ---------------------------------------------------------------------------------------


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


# --- 3. fallar ---------------------------------------------------------------------------------------


def test_without_the_suit_led_must_play_a_trump():
    assert legal("4c 1e 5b", "5o") == {"4c"}


def test_without_the_suit_led_any_trump_when_no_trump_is_on_the_table():
    assert legal("4c 1c 1e", "5o 1o") == {"4c", "1c"}


# --- 4. pisar ----------------------------------------------------------------------------------------


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


# --- 5. libre ----------------------------------------------------------------------------------------


def test_without_the_suit_led_and_without_trumps_any_card():
    assert legal("1e 4b 12e", "5o") == {"1e", "4b", "12e"}


# --- arrastrar ---------------------------------------------------------------------------------------


def test_trump_lead_must_be_followed_with_a_higher_trump_when_able():
    assert legal("2c 6c 1o", "4c") == {"6c"}


def test_trump_lead_follow_with_a_trump_even_if_it_cannot_beat():
    assert legal("2c 1o", "4c") == {"2c"}


def test_trump_lead_without_trumps_any_card():
    assert legal("1o 5e", "4c") == {"1o", "5e"}


# --- partners ----------------------------------------------------------------------------------------


def test_partner_winning_without_the_suit_led_any_card():
    assert legal("1c 4e", "5o 4o", partner_winning=True) == {"1c", "4e"}


def test_partner_winning_with_a_trump_need_not_overtrump():
    assert legal("3c 4e", "5o 2c 6o", partner_winning=True) == {"3c", "4e"}


def test_montar_al_companero_obligations_apply_as_against_an_opponent():
    rules = Rules(montar_al_companero=True)
    assert legal("6o 2o 1c", "5o 4o", partner_winning=True, rules=rules) == {"6o"}
    assert legal("1c 4e", "5o 4o", partner_winning=True, rules=rules) == {"1c"}
    assert legal("3c 4e", "5o 2c 6o", partner_winning=True, rules=rules) == {"3c"}


# --- habanero pile (§6) ------------------------------------------------------------------------------


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


# --- no vale cargar (§7) -----------------------------------------------------------------------------


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


# --- explain_card ------------------------------------------------------------------------------------


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


def test_model_winner_agrees_on_the_seed_example():
    assert model_winner(["5o", "6o", "2c", "7b"], "c") == 2


@settings(max_examples=1500, deadline=None)
@given(situations())
def test_trick_winner_highest_trump_else_highest_of_the_suit_led(situation):
    hand, table, trump, *_ = situation
    trick = table + hand[:1]
    assert trick_winner(trick, trump) == model_winner(trick, trump)


@settings(max_examples=2000, deadline=None)
@given(situations())
def test_legal_cards_follow_the_obligations_in_order(situation):
    hand, table, trump, partner, pile, rules = situation
    expected = model_legal(hand, table, trump, partner, pile, rules)
    got = legal_cards(hand, table, trump, partner_winning=partner, pile=pile, rules=rules)
    assert got == expected, (hand, table, trump, partner, pile, rules.changed())


@settings(max_examples=500, deadline=None)
@given(situations())
def test_explain_card_allows_exactly_the_legal_cards(situation):
    hand, table, trump, partner, pile, rules = situation
    legal = legal_cards(hand, table, trump, partner_winning=partner, pile=pile, rules=rules)
    for card in hand:
        e = explain_card(hand, table, trump, card, partner_winning=partner, pile=pile, rules=rules)
        assert e.allowed == (card in legal)
        assert e.card == card
        if table:
            assert e.winning_card == table[model_winner(table, trump)]
            assert e.would_win == beats(card, e.winning_card, trump)
        if not e.allowed:
            assert e.demanded
            assert e.demanded <= set(hand)
