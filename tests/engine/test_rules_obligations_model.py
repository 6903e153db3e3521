"""RULES.md §3, §6, §7 — the obligations checked against a small reference model written from the
rules text, over many random positions (hypothesis)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from games.engine import Rules, explain_card, legal_cards, trick_winner

from .rules_helpers import DECK

STRENGTH = ["1", "3", "12", "11", "10", "7", "6", "5", "4", "2"]  # high to low
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
    follow = [c for c in hand if suit(c) == led]
    if follow:  # 1. asistir
        if exempt or suit(winning) != led:  # partner exemption; a trump has cut a non-trump lead
            legal = follow
        else:  # 2. montar the winning card
            legal = [c for c in follow if beats(c, winning, trump)] or follow
    elif exempt or not trumps:  # 5. libre (or the partner exemption)
        legal = hand
    elif suit(winning) == trump:  # 4. pisar
        over = [c for c in trumps if beats(c, winning, trump)]
        legal = over or (trumps if rules.fallar_siempre else hand)
    else:  # 3. fallar
        legal = trumps
    if rules.no_vale_cargar and not any(beats(c, winning, trump) for c in legal):
        blanks = [c for c in legal if rank(c) not in POINTS]
        fewest = min(POINTS.get(rank(c), 0) for c in legal)
        legal = blanks or [c for c in legal if POINTS.get(rank(c), 0) == fewest]
    return set(legal)


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
            assert e.demanded and e.demanded <= set(hand)
