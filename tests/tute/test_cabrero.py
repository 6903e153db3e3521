"""docs/RULES.md §7 — tute cabrero: its deals, who loses a hand (a más, a menos, capote, tute, ties),
renuncio and porotos; ``cabrero_outcome`` and ``State.result()`` agree."""

import random

import pytest

import tute
from tute import (
    RenuncioCall,
    Rules,
    cabrero_outcome,
    new_game,
    new_match,
)

from .helpers import (
    DECK,
    T1,
    A,
    M,
    T,
    cabrero_expectation,
    deal,
    events,
    finish_match_hand,
    nonzero,
    play,
    random_deal,
    random_finish,
    random_playout,
    rng,
    three_hands,
)


def cabrero_first_hand(**options):
    return deal("cabrero", M, rules=Rules(**options))


def oros_capote_deal():
    rows = ["1o 2o 3o 4o 5o 6o 7o 10o 11o 12o"] + [" ".join(DECK[10 * i : 10 * i + 10]) for i in (1, 2, 3)]
    return deal("cabrero", rows)


CHUNKS4 = [list(DECK[i * 10 : (i + 1) * 10]) for i in range(4)]  # chunk 0 is all the oros


def first_legal(state):
    return sorted(a for a in state.legal_actions() if ":" not in a and a != "paso")[0]


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


def capote_hand(cante):
    """Seat 0 holds every oro (trump, and the 2 de oros: mano) and wins all ten tricks."""
    state = deal("cabrero", CHUNKS4)
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


TUTE_HAND = "1o 2o 12o 12c 12e 12b 2c 3c 4c 5c".split()


def cabrero_a(**options):
    hands = [h.split() for h in A]
    return deal("cabrero", hands, rules=Rules(renuncio_real=True, **options))


# --- deals -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5])
def test_cabrero_first_hand_trump_is_oros_and_the_2_de_oros_holder_is_mano(players):
    for seed in range(5):
        state = new_game("cabrero", players, seed=seed)
        assert state.trump == "o"
        assert state.trump_card is None
        assert events(state, "triunfo") == [(state.dealer, "triunfo:o")]
        if players == 3 and state.muestra == "2o" and not events(state, "cambio"):
            assert state.current_player == (state.dealer + 1) % 3
        elif players == 3:
            assert events(state, "cambio") == [(state.current_player, "cambio:2o")]
        else:
            assert "2o" in state.hands[state.current_player]


def test_cabrero_three_players_the_leftover_is_taken_unseen_and_the_2_de_oros_stays_out():
    hands = three_hands("5e", {"2o": 1})
    state = deal("cabrero", hands, trump_card="5e", first_hand=True)
    assert state.current_player == 1
    assert "5e" in state.hands[1]
    assert state.muestra == "2o"
    assert state.trump_card is None
    assert "5e" in state.view(0).unseen()
    assert "2o" not in state.view(0).unseen()


def test_cabrero_a_leftover_2_de_oros_stays_out_and_mano_follows_the_dealer():
    state = deal("cabrero", three_hands("2o", {}), dealer=0)
    assert state.current_player == 1
    assert state.muestra == "2o"


def test_cabrero_later_hand_three_players_shows_and_swaps_the_leftover():
    state = deal("cabrero", three_hands("6b", {"2b": 0}), trump_card="6b", first_hand=False)
    assert state.trump == "b"
    assert "6b" in state.hands[0]
    assert state.trump_card == "2b"


def test_cabrero_later_hand_four_players_shows_the_dealers_card():
    hands = [DECK[i * 10 : (i + 1) * 10] for i in range(4)]
    state = deal("cabrero", hands, trump_card=hands[3][5])
    assert state.trump == hands[3][5][-1]
    assert state.current_player == 0


def test_cabrero_six_players_the_dealer_sits_out_and_never_acts():
    for seed in range(6):
        rng = random.Random(seed)
        state = new_game("cabrero", 6, seed=seed)
        dealer = state.dealer
        assert state.sitting_out == dealer
        assert state.hands[dealer] == ()
        assert (dealer, "descansa") in state.history
        assert state.trump_card in state.hands[(dealer - 1) % 6]
        while not state.is_terminal():
            assert state.current_player != dealer
            state = state.apply(rng.choice(state.legal_actions()))
        assert dealer not in state.result().points


def test_cabrero_three_players_a_given_trump_card_is_a_later_hand_and_none_a_first_hand():
    # The contract: trump_card is "the card that shows trump" (3 players: the leftover, then the
    # compulsory swaps), None "only where trump needs no card (cabrero's first hand)".
    later = deal("cabrero", three_hands("6b", {"2b": 0}), trump_card="6b")
    assert later.trump == "b"
    assert "6b" in later.hands[0]
    assert later.trump_card == "2b"
    first = deal("cabrero", three_hands("6b", {"2o": 1}))
    assert first.trump == "o"
    assert first.current_player == 1
    assert "6b" in first.hands[1]


# --- renuncio ----------------------------------------------------------------------------------------


def test_cabrero_correct_renuncio_costs_the_offender_two_porotos():
    state = cabrero_first_hand(renuncio_real=True)
    assert state.current_player == 3  # the 2 de oros is mano
    state = play(state, "2o", "1e", "renuncio:0")
    result = state.result()
    assert result.losers == (0,)
    assert result.porotos == {0: 2, 1: 0, 2: 0, 3: 0}


def test_cabrero_wrong_renuncio_call_costs_the_caller_one_poroto():
    state = play(cabrero_first_hand(renuncio_real=True), "2o", "5o", "renuncio:3")
    result = state.result()
    assert result.losers == (1,)
    assert result.porotos[1] == 1
    assert result.renuncio.correct is False


# --- results -----------------------------------------------------------------------------------------


def test_cabrero_capote_every_other_player_loses():
    state = oros_capote_deal()
    for card in "1o 3o 12o 11o 10o 7o 6o 5o 4o 2o".split():
        state = play(state, *(["paso"] if state.in_window else []), card)
        while state.current_player not in (0, None):
            state = state.apply(state.legal_actions()[0])
    result = state.result()
    assert result.entered == (0,)
    assert result.winner == 0
    assert result.a_mas == 0
    assert sorted(result.losers) == [1, 2, 3]
    assert result.porotos == {0: 0, 1: 1, 2: 1, 3: 1}
    assert result.points[0] == 130


def test_cabrero_capote_after_a_cante_loses_and_nobody_else_does():
    state = oros_capote_deal()
    for card in "1o 3o 12o 11o 10o 7o 6o 5o 4o 2o".split():
        if state.in_window:
            state = state.apply("cante:o" if "cante:o" in state.legal_actions() else "paso")
        state = state.apply(card)
        while state.current_player not in (0, None):
            state = state.apply(state.legal_actions()[0])
    result = state.result()
    assert (0, "o") in state.cantes
    assert result.losers == (0,)
    assert result.winner is None
    assert result.porotos[0] == 1


def test_cabrero_tute_every_other_player_takes_a_poroto():
    rows = list(T)
    rows[0] = "1c 1o 11o 12o 12c 12e 12b 2o 4c 5c"
    rows[1] = "7c 2c 3c 3o 1e 2e 3e 4e 5e 6e"
    state = play(deal("cabrero", rows), *T1, "tute:12")
    result = state.result()
    assert result.winner == 0
    assert result.tute == 0
    assert sorted(result.losers) == [1, 2, 3]
    assert sum(result.porotos.values()) == 3


def test_cabrero_tied_players_rank_by_the_later_last_trick_won():
    found = 0
    for seed in range(4000):
        state = random_finish(new_game("cabrero", 4, seed=seed), random.Random(seed))
        result = state.result()
        if result.tute is not None:
            continue
        last = {winner: i for i, (_, _, winner) in enumerate(state.tricks)}
        entered = result.entered
        for a, b in zip(entered, entered[1:], strict=False):
            if result.points[a] == result.points[b]:
                assert last[a] > last[b]
                found += 1
        if found >= 3:
            return
    pytest.fail("no tie among entered players found")


@pytest.mark.parametrize("players", [3, 4, 5])
def test_cabrero_the_middle_players_lose(players):
    for seed in range(200):
        state = random_finish(new_game("cabrero", players, seed=seed), random.Random(seed))
        result = state.result()
        if result.tute is not None or len(result.entered) < 2:
            continue
        entered = result.entered
        points = [result.points[s] for s in entered]
        assert points == sorted(points, reverse=True)
        expected = (entered[1],) if len(entered) == 2 else entered[1:-1]
        assert result.losers == expected
        assert result.a_mas == entered[0]
        assert result.a_menos == (entered[-1] if len(entered) >= 3 else None)


# --- in a match --------------------------------------------------------------------------------------


def test_cabrero_match_eliminates_at_the_porotos_limit_and_the_last_players_win():
    rng = random.Random(4)
    match = new_match("cabrero", 5, seed=4, rules=Rules(porotos=2))
    while True:
        match = finish_match_hand(match, rng)
        standings = match.standings()
        assert standings.out == frozenset(s for s, n in standings.items() if n >= 2)
        if match.is_over():
            break
        match = match.next_hand()
        assert not set(match.hand.seats) & standings.out
    assert sorted(match.winners()) == [s for s in range(5) if s not in match.out]
    assert len(match.winners()) < 3


# --- who loses: cabrero_outcome ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("points", "losers"),
    [
        ([70, None, None, 60], [3]),  # 2 entered: the second loses
        ([52, 30, None, 48], [3]),  # 3 entered: the second loses
        ([45, 38, 22, 25], [1, 3]),  # 4 entered: the second and the third
        ([40, 25, 35, 20, 10], [2, 1, 3]),  # 5 entered: second, third and fourth
    ],
)
def test_pierde_el_del_medio(points, losers):
    outcome = cabrero_outcome(points)
    assert list(outcome.losers) == losers
    assert outcome.a_mas == outcome.entered[0]
    assert outcome.a_menos == (outcome.entered[-1] if len(outcome.entered) > 2 else None)


def test_only_players_who_entered_count():
    outcome = cabrero_outcome([52, 30, None, 48])
    assert outcome.entered == (
        0,
        3,
        1,
    )
    assert 2 not in outcome.losers
    assert outcome.porotos[2] == 0


def test_capote_every_other_player_loses_unless_he_declared_a_cante():
    outcome = cabrero_outcome([130, None, None, None])
    assert outcome.winner == outcome.a_mas == 0
    assert outcome.losers == (
        1,
        2,
        3,
    )
    after_cante = cabrero_outcome([150, None, None], cantes=[0])
    assert after_cante.losers == (0,)
    assert after_cante.winner is None
    assert after_cante.a_mas is None


def test_ties_are_broken_by_the_last_trick_won():
    points = {0: 40, 1: 40, 2: 50}
    assert cabrero_outcome(points, {0: 3, 1: 7, 2: 9}).entered == (
        2,
        1,
        0,
    )
    assert cabrero_outcome(points, {0: 8, 1: 7, 2: 9}).losers == (0,)
    with pytest.raises(ValueError, match="entered seats tie on points: give last_won to break the tie"):
        cabrero_outcome(points)


def test_tute_and_renuncio_outcomes():
    assert cabrero_outcome([20, 10, 0], [1, 0, None], tute=1).losers == (
        0,
        2,
    )
    wrong = cabrero_outcome([20, 10, 0], [1, 0, None], renuncio=(2, 0, False))
    assert wrong.losers == (0,)
    assert wrong.porotos == {0: 1, 1: 0, 2: 0}
    right = cabrero_outcome([20, 10, 0], [1, 0, None], renuncio=(2, 0, True))
    assert right.porotos[2] == 2


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_state_result_is_the_cabrero_outcome_of_its_points(players):
    rng = random.Random(players)
    for seed in range(25):
        state = tute.new_game("cabrero", players, seed=seed)
        while not state.is_terminal():
            actions = state.legal_actions()
            state = state.apply(rng.choice(actions))
        result = state.result()
        if result.tute is not None:
            continue
        last = {}
        for number, (_leader, _cards, winner) in enumerate(state.tricks):
            last[winner] = number
        cantes = {seat for seat, _what in state.cantes}
        expected = cabrero_outcome(result.points, last, cantes=cantes)
        assert (result.entered, result.losers) == (expected.entered, expected.losers)
        assert (result.a_mas, result.a_menos) == (expected.a_mas, expected.a_menos)
        assert result.porotos == expected.porotos
        assert result.winner == expected.winner


# --- first hand --------------------------------------------------------------------------------------


@pytest.mark.parametrize("holder", [0, 1, 2, 3])
def test_first_hand_trump_is_oros_and_the_holder_of_the_2_de_oros_is_mano(holder):
    hands = CHUNKS4[1:] + CHUNKS4[:1]  # oros in seat 3
    hands = hands[3 - holder :] + hands[: 3 - holder]  # oros (with the 2) in seat `holder`
    assert "2o" in hands[holder]
    state = deal("cabrero", hands)
    assert state.trump == "o"
    assert state.current_player == holder


def test_first_hand_five_players_eight_cards_each_2_de_oros_mano():
    hands = [list(DECK[i * 8 : (i + 1) * 8]) for i in range(5)]
    hands = hands[1:] + hands[:1]  # 2o (DECK[1]) now in seat 4
    state = deal("cabrero", hands)
    assert [len(h) for h in state.hands] == [8] * 5
    assert state.trump == "o"
    assert state.current_player == 4


@pytest.mark.parametrize("seed", range(4))
def test_new_game_first_hand_mano_holds_the_2_de_oros(seed):
    for players in (4, 5):
        state = new_game("cabrero", players, seed=seed)
        assert state.trump == "o"
        assert "2o" in state.hands[state.current_player]


def test_three_players_the_2_de_oros_holder_takes_the_face_down_leftover():
    rest = [c for c in DECK if c not in ("2o", "5e")]
    hands = [rest[0:13], ["2o"] + rest[13:25], rest[25:38]]
    state = deal("cabrero", hands, trump_card="5e", first_hand=True)
    assert state.trump == "o"
    assert "5e" in state.hands[1]
    assert "2o" not in state.hands[1]
    assert all("2o" not in h for h in state.hands)
    assert [len(h) for h in state.hands] == [13, 13, 13]
    assert state.current_player == 1
    for seat in (0, 2):  # the leftover was taken without showing it
        assert "5e" not in state.view(seat).known_cards.get(1, frozenset())


def test_three_players_a_leftover_2_de_oros_stays_out_and_mano_is_right_of_the_dealer():
    rest = [c for c in DECK if c != "2o"]
    hands = [rest[0:13], rest[13:26], rest[26:39]]
    state = deal("cabrero", hands, trump_card="2o", first_hand=True)
    assert state.trump == "o"
    assert state.hands == tuple(tuple(h) for h in hands)
    assert state.current_player == (state.dealer + 1) % 3


# --- six players -------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_six_players_the_dealer_sits_out_and_the_others_play_a_five_player_hand(seed):
    state = new_game("cabrero", 6, seed=seed)
    dealer = state.dealer
    assert len(state.hands[dealer]) == 0
    assert sorted(len(h) for s, h in enumerate(state.hands) if s != dealer) == [8] * 5
    assert state.view(0).sitting_out == dealer
    assert state.current_player == (dealer + 1) % 6
    assert state.trump_card is not None
    assert state.trump == state.trump_card[-1]
    assert any(state.trump_card in h for h in state.hands)


def test_six_players_do_not_use_the_2_de_oros_rule_for_trump():
    trumps = {new_game("cabrero", 6, seed=s).trump for s in range(12)}
    assert trumps != {"o"}


# --- the hand's loser(s): ranking table, ties --------------------------------------------------------


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


# --- capote ------------------------------------------------------------------------------------------


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


# --- tute --------------------------------------------------------------------------------------------


def test_cabrero_tute_ends_the_hand_every_other_player_takes_a_poroto():
    rest = [c for c in DECK if c not in TUTE_HAND]
    hands = [TUTE_HAND, rest[0:10], rest[10:20], rest[20:30]]
    state = deal("cabrero", hands)
    assert state.current_player == 0
    state = play(state, "1o")
    for _ in range(3):
        state = state.apply(first_legal(state))
    assert state.current_player == 0
    assert set(state.legal_actions()) == {"tute:12", "paso"}
    state = play(state, "tute:12")
    assert state.is_terminal()
    result = state.result()
    assert result.tute == 0
    assert result.winner == 0
    assert sorted(result.losers) == [1, 2, 3]
    assert nonzero(result.porotos) == {1: 1, 2: 1, 3: 1}


def test_six_players_a_tute_costs_the_sitting_out_dealer_nothing():
    mine = TUTE_HAND[:8]
    rest = [c for c in DECK if c not in mine]
    hands = [mine, rest[24:32], rest[16:24], rest[8:16], rest[0:8], []]
    assert "11o" in hands[4]
    state = deal("cabrero", hands, trump_card="11o", dealer=5)
    assert state.trump == "o"
    assert state.current_player == 0
    state = play(state, "1o")
    for _ in range(4):
        state = state.apply(first_legal(state))
    assert state.current_player == 0
    state = play(state, "tute:12")
    result = state.result()
    assert sorted(result.losers) == [1, 2, 3, 4]
    assert nonzero(result.porotos) == {1: 1, 2: 1, 3: 1, 4: 1}


def test_cabrero_renuncio_the_offender_takes_two_porotos_and_nobody_else_loses():
    state = cabrero_a()
    assert state.current_player == 1  # the holder of the 2 de oros is mano
    state = play(state, "1c", "6o")  # seat 2 holds copas: asistir broken
    assert "renuncio:2" in state.legal_actions()
    state = play(state, "renuncio:2")
    result = state.result()
    assert result.renuncio == RenuncioCall(by=2, caller=3, correct=True)
    assert nonzero(result.porotos) == {2: 2}
    assert list(result.losers) == [2]


def test_cabrero_renuncio_a_wrong_caller_takes_one_poroto():
    state = play(cabrero_a(), "1c", "5c", "renuncio:2")
    result = state.result()
    assert result.renuncio == RenuncioCall(by=2, caller=3, correct=False)
    assert nonzero(result.porotos) == {3: 1}
    assert list(result.losers) == [3]
