"""The one-line position notation (tute.notation): round trips, errors, engine questions."""

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tute
from tute import Rules, explain_card, legal_cards
from tute.notation import NotationError, Position, format, parse, position_from_view

from .helpers import BOOL_OPTIONS, DECK, deal, play

EXAMPLE = "v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o"


VARIANTS = [("arrastre", 2), ("arrastre", 3), ("arrastre", 4), ("habanero", 2)] + [
    ("cabrero", n) for n in (3, 4, 5, 6)
]


# parejas and montar_al_companero only make sense with four players: drawn apart.
SIMPLE_OPTIONS = [name for name in BOOL_OPTIONS if name not in ("parejas", "montar_al_companero")]


def deal_size(players, cartas):
    return {2: cartas, 3: 13, 4: 10, 5: 8, 6: 8}[players]


@st.composite
def rules_for(draw, players):
    """Rules with a few options changed, those that make sense for that many players."""
    options = {}
    for name in draw(st.lists(st.sampled_from(SIMPLE_OPTIONS), unique=True, max_size=3)):
        options[name] = not getattr(Rules(), name)
    if draw(st.booleans()):
        options["rondas"] = draw(st.integers(1, 5))
    if draw(st.booleans()):
        options["porotos"] = draw(st.integers(1, 8))
    if players == 2 and draw(st.booleans()):
        options["cartas_habanero"] = 7
    if players == 4 and draw(st.booleans()):
        if draw(st.booleans()):
            options["parejas"] = False
        else:
            options["montar_al_companero"] = True
    return Rules(**options)


@st.composite
def hand_for(draw, deck, n, known):
    """A hand of `n` cards as notation gives it: the cards (from `deck`), a count, or unknown."""
    kind = draw(st.sampled_from(["known", "count", "unknown"]))
    if kind == "known" or known:
        return tuple(deck.pop() for _ in range(n))
    return n if kind == "count" else None


@st.composite
def positions(draw):
    variant, players = draw(st.sampled_from(VARIANTS))
    rules = draw(rules_for(players))
    cartas = rules.cartas_habanero
    limit = deal_size(players, cartas)
    deck = list(draw(st.permutations(DECK)))
    trump = draw(st.sampled_from("oceb"))
    dealer = draw(st.one_of(st.none(), st.integers(0, players - 1)))
    if variant == "cabrero" and players == 6 and dealer is None:
        dealer = 0
    sitting_out = dealer if (variant == "cabrero" and players == 6) else None
    active = [s for s in range(players) if s != sitting_out]
    to_play = draw(st.sampled_from(active))
    pile = None
    if players == 2:
        pile = draw(st.one_of(st.none(), st.sampled_from(range(0, 40 - 2 * cartas + 1, 2))))
    size = limit if pile else draw(st.integers(1, limit))
    table_len = draw(st.integers(0, len(active) - 1))
    here = active.index(to_play)
    played = {active[(here - table_len + i) % len(active)] for i in range(table_len)}
    table = tuple(deck.pop() for _ in range(table_len))
    hands = [
        draw(st.sampled_from([None, 0, ()]))
        if seat == sitting_out
        else draw(hand_for(deck, size - (1 if seat in played else 0), known=seat == to_play))
        for seat in range(players)
    ]
    trump_card = None
    if draw(st.booleans()):
        unused = [c for c in deck if c.endswith(trump)]
        if unused:
            trump_card = unused[0]
    suits = draw(st.lists(st.sampled_from(["o", "c", "e", "b", "tute"]), unique=True, max_size=3))
    cantes = tuple((draw(st.sampled_from(active)), what) for what in suits)
    return Position(
        variant=variant,
        players=players,
        trump=trump,
        trump_card=trump_card,
        dealer=dealer,
        to_play=to_play,
        hands=tuple(hands),
        table=table,
        pile=pile,
        cantes=cantes,
        rules=rules,
    )


@settings(max_examples=300, deadline=None)
@given(positions())
def test_round_trip_position_to_text_to_position(position):
    text = format(position)
    assert parse(text) == position
    assert format(parse(text)) == text


@settings(max_examples=200, deadline=None)
@given(positions())
def test_canonical_text_round_trips_exactly(position):
    text = format(position)
    assert format(parse(text)) == text
    assert "  " not in text
    assert "\n" not in text


@settings(max_examples=200, deadline=None)
@given(positions())
def test_table_seats_end_just_before_the_seat_to_act(position):
    seats = position.table_seats()
    assert len(seats) == len(position.table)
    if seats:
        active = position.active_seats()
        assert active[(active.index(seats[-1]) + 1) % len(active)] == position.to_play


def test_example_from_the_shared_conventions():
    p = parse(EXAMPLE)
    assert (p.variant, p.players, p.trump, p.to_play) == ("arrastre", 4, "c", 2)
    assert p.hands == (None, None, ("4o", "7o", "1o", "3c", "5e"), None)
    assert p.table == ("5o", "12o")
    assert p.table_seats() == (0, 1)
    assert p.trump_card is None
    assert p.dealer is None
    assert p.pile is None
    assert p.cantes == ()
    assert p.rules == Rules()
    assert format(p) == EXAMPLE
    assert str(p) == EXAMPLE


def test_every_token_parses():
    text = "v:arrastre/4 t:o tc:3o d:3 s:1 h0:?2 h1:1o,2c,3e h3:12b,2b,3b m:4o c:0=c,2=tute o:parejas=0"
    p = parse(text)
    assert p.trump_card == "3o"
    assert p.dealer == 3
    assert p.hands[0] == 2
    assert p.hands[2] is None
    assert p.cantes == ((0, "c"), (2, "tute"))
    assert p.rules == Rules(parejas=False)
    assert format(p) == text


def test_upper_case_cards_are_read_and_written_lower_case():
    p = parse("v:arrastre/4 t:C s:2 h2:4O,7o,1O,3c,5e m:5o,12O")
    assert format(p) == EXAMPLE


def test_options_in_any_order_are_written_in_canonical_order():
    p = parse("v:cabrero/4 t:o s:0 o:no_vale_cargar=1,fallar_siempre=1")
    assert format(p) == "v:cabrero/4 t:o s:0 o:fallar_siempre=1,no_vale_cargar=1"


def test_default_options_are_not_written():
    assert format(parse("v:arrastre/4 t:o s:0 o:parejas=1")) == "v:arrastre/4 t:o s:0"


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("v:arrastre/4 t:c s:2 x:1", "x"),
        ("v:arrastre/4 t:c s:2 h2:4o,9o", "9o"),
        ("v:arrastre/4 t:c s:2 h2:4o,7o m:4o", "4o"),
        ("v:arrastre/4 t:c s:2 h2:4o,4o", "4o"),
        ("v:arrastre/4 t:c s:4", "s:4"),
        ("v:arrastre/4 t:c s:2 h7:1o", "h7"),
        ("v:arrastre/4 t:c d:9 s:2", "d:9"),
        ("v:arrastre/4 t:c s:0 m:1o,2o,3o,4o,5o", "m:"),
        ("v:arrastre/4 t:c s:0 o:comodines=1", "comodines"),
        ("v:arrastre/4 t:c s:0 o:parejas=2", "parejas"),
        ("v:arrastre/4 t:c s:0 o:rondas=9", "rondas"),
        ("v:arrastre/4 t:x s:0", "t:x"),
        ("v:poker/4 t:c s:0", "v:poker/4"),
        ("v:habanero/3 t:c s:0", "v:habanero/3"),
        ("v:arrastre/4 t:c", "s:"),
        ("t:c s:0", "v:"),
        ("v:arrastre/4 t:c s:0 tc:5o", "tc:5o"),
        ("v:arrastre/4 t:c s:0 tc:8c", "8c"),
        ("v:arrastre/4 t:c s:two", "two"),
        ("v:arrastre/4 t:c s:0 s:1", "s:1"),
        ("v:arrastre/4 t:c s:0 h0:1o h0:2o", "h0"),
        ("v:arrastre/4 t:c s:0 c:0=x", "0=x"),
        ("v:arrastre/4 t:c s:0 c:0=o,1=o", "1=o"),
        ("v:arrastre/4 t:c s:0 c:5=o", "5"),
        ("v:arrastre/4 t:c s:0 p:24", "p:24"),
        ("v:habanero/2 t:c s:0 p:25", "p:25"),
        ("v:arrastre/4 t:c s:0 bogus", "bogus"),
    ],
)
def test_malformed_text_raises_value_error_naming_the_bad_token(text, named):
    with pytest.raises(ValueError, match=re.escape(named)):
        parse(text)


@pytest.mark.parametrize(
    ("text", "code", "params"),
    [
        ("v:arrastre/4 t:c s:2 x:1", "unknown_key", {"key": "x"}),
        ("v:arrastre/4 t:c s:2 h2:4o,9o", "bad_card", {"card": "9o"}),
        ("v:arrastre/4 t:c s:2 h2:4o,7o m:4o", "card_twice", {"card": "4o", "first": "h2", "second": "m"}),
        ("v:arrastre/4 t:c s:4", "seat_out_of_range", {"players": 4}),
        ("v:arrastre/4 t:c s:0 m:1o,2o,3o,4o,5o", "table_too_long", {"count": 5, "most": 4}),
        ("v:arrastre/4 t:c s:0 o:comodines=1", "unknown_option", {"option": "comodines"}),
        ("v:arrastre/4 t:c s:0 o:parejas=2", "bad_option", {"option": "parejas", "value": "2"}),
        ("v:arrastre/4 t:c s:0 h0:1o,2o,3o,4o,5o,6o,7o,10o,11o,12o,1c", "hand_size", {"limit": 10}),
        ("v:arrastre/4 t:c", "missing_key", {"key": "s"}),
        ("v:poker/4 t:c s:0", "bad_variant", {"variant": "poker"}),
        ("v:arrastre/4 t:x s:0", "bad_trump", {}),
        ("v:arrastre/4 t:c s:0 c:0=o,1=o", "cante_twice", {"what": "o"}),
        ("v:arrastre/4 t:c s:0 p:24", "bad_pile", {"pile": 24}),
        ("", "empty", {}),
    ],
)
def test_notation_errors_carry_a_code_and_params_for_the_site_to_word(text, code, params):
    with pytest.raises(NotationError) as excinfo:
        parse(text)
    assert excinfo.value.code == code
    assert params.items() <= excinfo.value.params.items()
    assert str(excinfo.value)  # the English message is kept


def test_a_whole_trick_on_the_table_is_led_by_the_seat_to_act():
    p = parse("v:arrastre/4 t:c s:0 m:5o,12o,1o,3c")
    assert p.trick_complete()
    assert p.table_seats() == (0, 1, 2, 3)
    assert p.winning_seat() == 3
    assert format(p) == "v:arrastre/4 t:c s:0 m:5o,12o,1o,3c"
    q = parse("v:arrastre/3 t:o s:2 h2:1c,4c m:3b,1b,2o")
    assert q.table_seats() == (2, 0, 1)
    assert q.winning_seat() == 1
    assert not parse(EXAMPLE).trick_complete()


def test_no_card_to_play_when_the_whole_trick_is_on_the_table():
    p = parse("v:arrastre/4 t:c s:0 h0:1c,4c m:5o,12o,1o,3c")
    for question in (p.legal_cards, lambda: p.explain("1c")):
        with pytest.raises(NotationError) as excinfo:
            question()
        assert excinfo.value.code == "trick_complete"
        assert "whole trick" in str(excinfo.value)


def test_declarations_and_swap_of_the_seat_to_act():
    assert parse("v:arrastre/4 t:c s:3 h3:12e,11e,12o,11o,2b,6b,7c c:3=e").declarations() == ["cante:o"]
    assert parse("v:arrastre/4 t:e s:1 h1:11o,11c,11e,11b,12c,4b,6b c:1=c").declarations() == []
    assert parse("v:arrastre/4 t:e s:1 h1:11o,11c,11e,11b,12c,4b,6b c:0=b").declarations() == [
        "cante:c",
        "tute:11",
    ]
    check = parse("v:arrastre/4 t:o s:0 h0:12o,11o,12c,11c,1e").explain_declaration("cante:c")
    assert check.reason == "cuarenta_primero"
    assert parse("v:habanero/2 t:o tc:12o p:10 s:0 h0:7o,2o,1c,3e,5b,6b,11c,4e").swap_card() == "7o"
    assert parse("v:habanero/2 t:o tc:12o s:0 h0:7o,2o,1c,3e,5b,6b,11c").swap_card() is None  # no pile
    assert parse("v:arrastre/3 t:b tc:6b s:0 h0:2b,10b,1c").swap_card() == "2b"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty position text"),
        ("   ", "empty position text"),
        # seats that have not played hold the same count
        ("v:arrastre/4 t:c s:2 h2:1o,2o,3o h3:4o,5o", "does not match"),
        # seat 0 played: it holds one card fewer
        ("v:arrastre/4 t:c s:2 h0:1o,2o h2:3o,4o m:5o,6o", "does not match"),
        # 11 cards, 10 are dealt
        ("v:arrastre/4 t:c s:0 h0:1o,2o,3o,4o,5o,6o,7o,10o,11o,12o,1c", "deals 10 a player"),
        ("v:habanero/2 t:c s:0 h0:1o,2o p:20", "each hand holds 8 cards"),  # with a pile
        ("v:arrastre/3 t:c tc:2c s:0 h0:2c", "is face up, yet it is also in h0"),  # the muestra
        # the pinte is under the pile
        ("v:habanero/2 t:c tc:1c s:0 h0:1c,2o,3o,4o,5o,6o,7o,10o p:24", "is face up, yet it is also in h0"),
        ("v:cabrero/6 t:c d:2 s:2", "who sits out"),  # the dealer sits out
        ("v:cabrero/6 t:c d:2 s:0 h2:1o", "holds no cards"),  # the dealer holds no cards
        ("v:arrastre/3 t:c s:0 h0:2o o:tres_sin_doses=1", "plays without the 2s"),
    ],
)
def test_impossible_positions_raise_value_error(text, message):
    with pytest.raises(ValueError, match=message):
        parse(text)


def test_the_hand_of_the_seat_to_act_must_be_known_to_ask_for_legal_cards():
    with pytest.raises(ValueError, match=r"the hand of seat 2 \(the seat to act\) is not known"):
        parse("v:arrastre/4 t:c s:2 m:5o").legal_cards()


# --- questions answered by the engine ----------------------------------------------------------------


def test_legal_cards_of_the_seat_to_act():
    p = parse(EXAMPLE)
    assert p.legal_cards() == legal_cards(["4o", "7o", "1o", "3c", "5e"], ["5o", "12o"], "c") == {"1o"}


def test_partner_winning_is_computed_from_the_table_seats():
    # Seat 0 led 5o (partner of seat 2), seat 1 played 4o: the partner is winning.
    p = parse("v:arrastre/4 t:c s:2 h2:6o,2o,1c m:5o,4o")
    assert p.partner_winning()
    assert p.legal_cards() == {"6o", "2o"}
    assert p.explain("1c").obligation == "asistir"
    # Seat 1 to play: seat 3 (its partner) led 4o, seat 0 (an opponent) is winning with 5o.
    q = parse("v:arrastre/4 t:c s:1 h1:6o,2o,1c m:4o,5o")
    assert q.table_seats() == (3, 0)
    assert q.winning_seat() == 0
    assert not q.partner_winning()
    assert q.legal_cards() == {"6o"}


def test_no_partners_when_every_player_plays_for_himself():
    p = parse("v:arrastre/4 t:c s:2 h2:6o,2o,1c m:5o,4o o:parejas=0")
    assert not p.partner_winning()
    assert p.legal_cards() == {"6o"}
    assert not parse("v:cabrero/4 t:c s:2 h2:6o,2o,1c m:5o,4o").partner_winning()


def test_montar_al_companero_from_the_options_token():
    p = parse("v:arrastre/4 t:c s:2 h2:6o,2o,1c m:5o,4o o:montar_al_companero=1")
    assert p.partner_winning()
    assert p.legal_cards() == {"6o"}


def test_a_habanero_pile_frees_play():
    p = parse("v:habanero/2 t:c s:1 h1:4o,6o,1c,5e,2b,3b,4b,7b m:5o p:20")
    assert p.legal_cards() == {"4o", "6o", "1c", "5e", "2b", "3b", "4b", "7b"}
    assert p.explain("1c").obligation == "mazo"
    q = parse("v:habanero/2 t:c s:1 h1:4o,6o,1c m:5o p:0")
    assert q.legal_cards() == {"6o"}


def test_explain_calls_the_engine():
    p = parse(EXAMPLE)
    assert p.explain("7o") == explain_card(["4o", "7o", "1o", "3c", "5e"], ["5o", "12o"], "c", "7o")
    assert p.explain("7o").obligation == "montar"


def test_table_seats_skip_the_six_player_dealer_who_sits_out():
    p = parse("v:cabrero/6 t:c d:0 s:2 m:5o,4o")
    assert p.table_seats() == (5, 1)


# --- from a live game --------------------------------------------------------------------------------


def test_position_from_a_view_of_a_live_game():
    hands = [
        "1o 2o 3o 4o 5o 6o 7o 10o 11o 12o".split(),
        "1c 2c 3c 4c 5c 6c 7c 10c 11c 12c".split(),
        "1e 2e 3e 4e 5e 6e 7e 10e 11e 12e".split(),
        "1b 2b 3b 4b 5b 6b 7b 10b 11b 12b".split(),
    ]
    state = play(deal("arrastre", hands, trump_card="5b"), "3o", "3c")
    view = state.view(2)
    p = position_from_view(view)
    own = ",".join(hands[2])
    assert format(p) == f"v:arrastre/4 t:b tc:5b d:3 s:2 h0:?9 h1:?9 h2:{own} h3:?10 m:3o,3c"
    assert p.legal_cards() == set(view.legal_actions())


@pytest.mark.parametrize(
    ("variant", "players"), [("habanero", 2), ("arrastre", 3), ("cabrero", 6), ("cabrero", 5)]
)
@pytest.mark.parametrize("seed", range(3))
def test_position_from_any_view_round_trips_and_answers_like_the_game(variant, players, seed):
    state = tute.new_game(variant, players, seed=seed)
    for step in range(25):
        seat = state.current_player
        view = state.view(seat)
        p = position_from_view(view)
        assert parse(format(p)) == p
        assert p.to_play == seat
        assert p.hands[seat] == tuple(view.hand)
        cards = [a for a in view.legal_actions() if ":" not in a and a != "paso"]
        if cards and len(cards) == len(view.legal_actions()):
            assert p.legal_cards() == set(cards)
        if players == 2:
            assert p.pile == view.pile_size
        options = sorted(state.legal_actions())
        state = state.apply(options[step % len(options)])
        if state.is_terminal():
            break


def test_position_from_a_finished_hand_is_refused():
    state = tute.new_game("habanero", 2, seed=1)
    while not state.is_terminal():
        state = state.apply(sorted(state.legal_actions())[0])
    with pytest.raises(ValueError, match="the hand is over: there is no seat to act"):
        position_from_view(state.view(0))
