"""RULES.md §7 — tute cabrero: first hand, six players, who loses the hand, capote, tute, porotos."""

import pytest

import games.engine as engine
from games.engine import new_game

from .rules_helpers import DECK, cabrero_expectation, play, random_deal, random_playout, rng

CHUNKS4 = [list(DECK[i * 10 : (i + 1) * 10]) for i in range(4)]  # chunk 0 is all the oros


def nonzero(porotos):
    return {seat: n for seat, n in porotos.items() if n}


def first_legal(state):
    return sorted(a for a in state.legal_actions() if ":" not in a and a != "paso")[0]


# --- first hand -------------------------------------------------------------------------------


@pytest.mark.parametrize("holder", [0, 1, 2, 3])
def test_first_hand_trump_is_oros_and_the_holder_of_the_2_de_oros_is_mano(holder):
    hands = CHUNKS4[1:] + CHUNKS4[:1]  # oros in seat 3
    hands = hands[3 - holder :] + hands[: 3 - holder]  # oros (with the 2) in seat `holder`
    assert "2o" in hands[holder]
    state = engine.deal_game("cabrero", 4, hands)
    assert state.trump == "o"
    assert state.current_player == holder


def test_first_hand_five_players_eight_cards_each_2_de_oros_mano():
    hands = [list(DECK[i * 8 : (i + 1) * 8]) for i in range(5)]
    hands = hands[1:] + hands[:1]  # 2o (DECK[1]) now in seat 4
    state = engine.deal_game("cabrero", 5, hands)
    assert [len(h) for h in state.hands] == [8] * 5
    assert state.trump == "o" and state.current_player == 4


@pytest.mark.parametrize("seed", range(4))
def test_new_game_first_hand_mano_holds_the_2_de_oros(seed):
    for players in (4, 5):
        state = new_game("cabrero", players, seed=seed)
        assert state.trump == "o"
        assert "2o" in state.hands[state.current_player]


def test_three_players_the_2_de_oros_holder_takes_the_face_down_leftover():
    rest = [c for c in DECK if c not in ("2o", "5e")]
    hands = [rest[0:13], ["2o"] + rest[13:25], rest[25:38]]
    state = engine.deal_game("cabrero", 3, hands, trump_card="5e", first_hand=True)
    assert state.trump == "o"
    assert "5e" in state.hands[1] and "2o" not in state.hands[1]
    assert all("2o" not in h for h in state.hands)
    assert [len(h) for h in state.hands] == [13, 13, 13]
    assert state.current_player == 1
    for seat in (0, 2):  # the leftover was taken without showing it
        assert "5e" not in state.view(seat).known_cards.get(1, frozenset())


def test_three_players_a_leftover_2_de_oros_stays_out_and_mano_is_right_of_the_dealer():
    rest = [c for c in DECK if c != "2o"]
    hands = [rest[0:13], rest[13:26], rest[26:39]]
    state = engine.deal_game("cabrero", 3, hands, trump_card="2o", first_hand=True)
    assert state.trump == "o"
    assert state.hands == tuple(tuple(h) for h in hands)
    assert state.current_player == (state.dealer + 1) % 3


# --- six players ------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_six_players_the_dealer_sits_out_and_the_others_play_a_five_player_hand(seed):
    state = new_game("cabrero", 6, seed=seed)
    dealer = state.dealer
    assert len(state.hands[dealer]) == 0
    assert sorted(len(h) for s, h in enumerate(state.hands) if s != dealer) == [8] * 5
    assert state.view(0).sitting_out == dealer
    assert state.current_player == (dealer + 1) % 6
    assert state.trump_card is not None and state.trump == state.trump_card[-1]
    assert any(state.trump_card in h for h in state.hands)


def test_six_players_do_not_use_the_2_de_oros_rule_for_trump():
    trumps = {new_game("cabrero", 6, seed=s).trump for s in range(12)}
    assert trumps != {"o"}


# --- the hand's loser(s): ranking table, ties ------------------------------------------------


def finished_cabrero(players, seed):
    r = rng(seed)
    if players == 6:
        state = new_game("cabrero", 6, seed=seed)
    else:
        state = random_deal("cabrero", players, r)
    return random_playout(state, r)


def check_against_the_rules(state):
    result = state.result()
    view = state.view(0)
    if result.tute is not None:
        return None
    expected = cabrero_expectation(view)
    points = {s: p for s, p in result.points.items() if p}
    assert points == {s: p for s, p in expected["points"].items() if p}
    assert list(result.entered) == expected["entered"]
    assert sorted(result.losers) == sorted(expected["losers"])
    assert nonzero(result.porotos) == {seat: 1 for seat in expected["losers"]}
    entered = expected["entered"]
    if len(entered) >= 2:
        assert result.a_mas == entered[0]
        assert result.a_menos == (entered[-1] if len(entered) >= 3 else None)
        assert result.winner is None
    return expected


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(5))
def test_loser_table_and_points_match_the_rules(players, seed):
    check_against_the_rules(finished_cabrero(players, seed))


@pytest.mark.parametrize(("entered", "players"), [(2, 3), (3, 3), (3, 4), (4, 4), (4, 5), (5, 5)])
def test_loser_table_for_each_number_of_players_who_entered(entered, players):
    for seed in range(400):
        state = finished_cabrero(players, 5000 + seed)
        if state.result().tute is None and len(cabrero_expectation(state.view(0))["entered"]) == entered:
            expected = check_against_the_rules(state)
            ranked = expected["entered"]
            wanted = [ranked[1]] if entered == 2 else ranked[1:-1]
            assert sorted(state.result().losers) == sorted(wanted)
            return
    pytest.fail(f"no hand with {entered} players entered found")


def test_ranking_ties_go_to_the_later_last_trick():
    for seed in range(3000):
        state = finished_cabrero(3 + seed % 3, 9000 + seed)
        if state.result().tute is not None:
            continue
        expected = cabrero_expectation(state.view(0))
        pts = [expected["points"].get(s, 0) for s in expected["entered"]]
        if len(set(pts)) < len(pts):
            check_against_the_rules(state)
            return
    pytest.fail("no tie on points among entered players found")


# --- capote ------------------------------------------------------------------------------------


def capote_hand(cante):
    """Seat 0 holds every oro (trump, and the 2 de oros: mano) and wins all ten tricks."""
    state = engine.deal_game("cabrero", 4, CHUNKS4)
    assert state.current_player == 0
    while not state.is_terminal():
        options = state.legal_actions()
        if "paso" in options:
            state = state.apply("cante:o" if cante and "cante:o" in options else "paso")
        elif state.current_player == 0:
            state = state.apply(sorted(options)[0])
        else:
            state = state.apply(first_legal(state))
    return state


def test_capote_every_other_player_loses_and_the_capote_maker_wins():
    result = capote_hand(cante=False).result()
    assert list(result.entered) == [0]
    assert sorted(result.losers) == [1, 2, 3]
    assert nonzero(result.porotos) == {1: 1, 2: 1, 3: 1}
    assert result.winner == 0


def test_capote_after_declaring_a_cante_the_capote_maker_alone_loses():
    result = capote_hand(cante=True).result()
    assert list(result.entered) == [0]
    assert list(result.losers) == [0]
    assert nonzero(result.porotos) == {0: 1}
    assert result.winner is None


# --- tute ---------------------------------------------------------------------------------------

TUTE_HAND = "1o 2o 12o 12c 12e 12b 2c 3c 4c 5c".split()


def test_cabrero_tute_ends_the_hand_every_other_player_takes_a_poroto():
    rest = [c for c in DECK if c not in TUTE_HAND]
    hands = [TUTE_HAND, rest[0:10], rest[10:20], rest[20:30]]
    state = engine.deal_game("cabrero", 4, hands)
    assert state.current_player == 0
    state = play(state, "1o")
    for _ in range(3):
        state = state.apply(first_legal(state))
    assert state.current_player == 0
    assert set(state.legal_actions()) == {"tute:12", "paso"}
    state = play(state, "tute:12")
    assert state.is_terminal()
    result = state.result()
    assert result.tute == 0 and result.winner == 0
    assert sorted(result.losers) == [1, 2, 3]
    assert nonzero(result.porotos) == {1: 1, 2: 1, 3: 1}


def test_six_players_a_tute_costs_the_sitting_out_dealer_nothing():
    mine = TUTE_HAND[:8]
    rest = [c for c in DECK if c not in mine]
    hands = [mine, rest[24:32], rest[16:24], rest[8:16], rest[0:8], []]
    assert "11o" in hands[4]
    state = engine.deal_game("cabrero", 6, hands, trump_card="11o", dealer=5)
    assert state.trump == "o" and state.current_player == 0
    state = play(state, "1o")
    for _ in range(4):
        state = state.apply(first_legal(state))
    assert state.current_player == 0
    state = play(state, "tute:12")
    result = state.result()
    assert sorted(result.losers) == [1, 2, 3, 4]
    assert nonzero(result.porotos) == {1: 1, 2: 1, 3: 1, 4: 1}
