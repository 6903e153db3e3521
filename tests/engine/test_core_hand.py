"""RULES.md §3–§5, §7 — the declaration window, cantes, tute, renuncio, results, history, views,
matches."""

import random

import pytest

from games.engine import (
    IllegalAction,
    RenuncioCall,
    Rules,
    View,
    deal_game,
    new_game,
    new_match,
    replay,
    replay_match,
)

DECK = [f"{r}{s}" for s in "oceb" for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]


def deal4(rows, trump_card, variant="arrastre", **options):
    hands = [row.split() for row in rows]
    assert sorted(c for h in hands for c in h) == sorted(DECK)
    return deal_game(variant, 4, hands, trump_card=trump_card, rules=Rules(**options) if options else None)


def play(state, *actions):
    for action in actions:
        state = state.apply(action)
    return state


# Trump oros. Seat 0 wins trick 1 with the 1o and holds the veintes of copas and espadas; his
# partner (seat 2) holds the veinte of bastos.
P = (
    "1o 3o 12c 11c 12e 11e 2b 3b 4b 5b",
    "2o 4o 5o 1c 2c 3c 4c 1e 2e 3e",
    "6o 7o 12b 11b 7c 10c 4e 5e 6e 7e",
    "10o 11o 12o 5c 6c 10e 6b 7b 10b 1b",
)
P1 = ("1o", "2o", "6o", "10o")

# Trump oros. Seat 0 wins trick 1 (1e) holding the cuarenta and the veinte of copas.
Q = (
    "1e 12o 11o 12c 11c 2c 3c 4c 5c 6c",
    "2e 3e 4e 2o 3o 4o 7c 10c 1c 2b",
    "5e 6e 7e 5o 6o 7o 3b 4b 5b 6b",
    "10e 11e 12e 10o 1o 7b 10b 11b 12b 1b",
)
Q1 = ("1e", "2e", "5e", "10e")

# Trump oros. Seat 0 holds the four reyes and the caballo of oros; wins trick 1 (1c), trick 2 (1o).
T = (
    "1c 1o 11o 12o 12c 12e 12b 3c 4c 5c",
    "7c 2c 2o 3o 1e 2e 3e 4e 5e 6e",
    "10c 4o 5o 6o 7e 10e 11e 1b 2b 3b",
    "11c 6c 7o 10o 4b 5b 6b 7b 10b 11b",
)
T1 = ("1c", "7c", "10c", "11c")
T2 = ("1o", "2o", "4o", "7o")


def actions(state):
    return set(state.legal_actions())


# --- the declaration window (§4) ------------------------------------------------------------------


def test_no_window_before_the_first_trick():
    assert not any(":" in a or a == "paso" for a in deal4(P, "10o").legal_actions())


def test_after_winning_a_trick_the_winner_may_declare_or_pass():
    state = play(deal4(P, "10o"), *P1)
    assert state.in_window and state.trick == () and state.current_player == 0
    assert actions(state) == {"cante:c", "cante:e", "paso"}


def test_one_cante_per_trick_won_then_the_winner_leads():
    state = play(deal4(P, "10o"), *P1, "cante:c")
    assert not state.in_window and state.current_player == 0
    assert "cante:e" not in actions(state) and "3o" in actions(state)
    assert state.cantes == ((0, "c"),)


def test_the_winners_paso_passes_the_window_to_a_partner_who_can_declare():
    state = play(deal4(P, "10o"), *P1, "paso")
    assert state.current_player == 2 and actions(state) == {"cante:b", "paso"}
    state = play(state, "cante:b")
    assert state.current_player == 0 and state.points()[0] == 13 + 20


def test_the_partners_paso_closes_the_window_and_the_winner_leads():
    state = play(deal4(P, "10o"), *P1, "paso", "paso")
    assert state.current_player == 0 and not state.in_window


def test_a_veinte_is_20_and_las_cuarenta_40():
    state = play(deal4(P, "10o"), *P1, "cante:e")
    assert state.points() == {0: 13 + 20, 1: 0}
    state = play(deal4(Q, "10o"), *Q1, "cante:o")
    assert state.points()[0] == 13 + 40


def test_each_suit_is_declared_once_and_a_cante_may_wait_for_a_later_trick():
    state = play(deal4(P, "10o"), *P1, "cante:c", "3o", "4o", "7o", "11o")
    assert actions(state) == {"cante:e", "paso"}


def test_las_cuarenta_primero():
    assert actions(play(deal4(Q, "10o"), *Q1)) == {"cante:o", "paso"}
    assert actions(play(deal4(Q, "10o", cuarenta_primero=False), *Q1)) == {"cante:o", "cante:c", "paso"}


def test_cantes_se_pierden_declaring_one_keeps_the_others_for_later_tricks():
    state = play(deal4(P, "10o", cantes_se_pierden=True), *P1, "cante:c", "3o", "4o", "7o", "11o")
    # seat 0 declared copas at the first window: his veinte of espadas waits for this one
    assert state.current_player == 0 and actions(state) == {"cante:e", "paso"}
    state = play(state, "paso")
    # passing loses it; the window goes to his partner's own veinte
    assert state.current_player == 2 and actions(state) == {"cante:b", "paso"}
    state = play(deal4(P, "10o", cantes_se_pierden=True), *P1, "paso")
    assert state.current_player == 2  # the partner may still declare his own


def test_cantes_se_pierden_off_a_passed_cante_may_be_declared_later():
    state = play(deal4(P, "10o"), *P1, "paso", "paso", "3o", "4o", "7o", "11o")
    assert actions(state) == {"cante:c", "cante:e", "paso"}


def test_a_player_holding_the_four_reyes_may_declare_tute_and_wins_the_hand():
    state = play(deal4(T, "10o"), *T1)
    assert actions(state) == {"cante:o", "tute:12", "paso"}  # the cuarenta never blocks tute
    state = play(state, "tute:12")
    assert state.is_terminal() and state.current_player is None
    result = state.result()
    assert result.tute == 0 and result.winner == 0 and result.last_trick is None
    assert (0, "tute:12") in state.cantes


def test_tute_only_without_earlier_cantes():
    state = play(deal4(T, "10o"), *T1, "cante:o", *T2)
    assert "tute:12" not in actions(state)
    state = play(deal4(T, "10o", tute_sin_cantes_previos=False), *T1, "cante:o", *T2)
    assert "tute:12" in actions(state)


def test_permitir_tute_off():
    assert actions(play(deal4(T, "10o", permitir_tute=False), *T1)) == {"cante:o", "paso"}


def test_cantes_add_at_most_100_three_veintes_and_the_cuarenta():
    rows = (
        "1o 3o 12o 11o 12c 11c 12e 11e 12b 11b",
        "2o 4o 1c 2c 3c 4c 5c 6c 7c 10c",
        "5o 6o 1e 2e 3e 4e 5e 6e 7e 10e",
        "7o 10o 1b 2b 3b 4b 5b 6b 7b 10b",
    )
    state = play(deal4(rows, "10o"), "1o", "2o", "5o", "7o")
    assert actions(state) == {"cante:o", "tute:12", "tute:11", "paso"}
    state = play(state, "cante:o", "3o", "4o", "6o", "10o", "cante:c", "12o", "1c", "1e", "1b", "cante:e")
    state = play(state, "11o", "2c", "2e", "2b", "cante:b")
    assert [what for _, what in state.cantes] == ["o", "c", "e", "b"]
    cards = 11 + 10 + 2 + 4 + 11 + 11 + 11 + 3
    assert state.points()[0] == cards + 100


def test_a_cante_not_offered_is_refused():
    state = play(deal4(P, "10o"), *P1)
    with pytest.raises(IllegalAction):
        state.apply("cante:o")
    with pytest.raises(IllegalAction):
        state.apply("1o")


# --- renuncio (§3) ----------------------------------------------------------------------------------

M = (
    "5o 1e 2e 3e 4e 5e 6e 7e 10e 11e",
    "4o 6o 1o 2b 3b 4b 5b 6b 7b 10b",
    "1c 2c 3c 4c 5c 6c 7c 10c 11c 12e",
    "2o 3o 7o 10o 11o 12o 12c 1b 11b 12b",
)


def test_practice_default_refuses_an_illegal_card():
    with pytest.raises(IllegalAction, match="asistir"):
        play(deal4(M, "12c"), "5o", "2b")


def test_renuncio_real_accepts_the_card_and_offers_the_call():
    state = play(deal4(M, "12c", renuncio_real=True), "5o", "2b")
    assert state.current_player == 2
    assert {"renuncio:0", "renuncio:1"} <= actions(state)
    assert "renuncio:2" not in actions(state) and "renuncio:3" not in actions(state)


def test_no_renuncio_call_before_anyone_played():
    assert not any(a.startswith("renuncio") for a in deal4(M, "12c", renuncio_real=True).legal_actions())


def test_a_correct_renuncio_call_makes_the_offenders_side_lose():
    state = play(deal4(M, "12c", renuncio_real=True), "5o", "2b", "renuncio:1")
    assert state.is_terminal()
    result = state.result()
    assert result.renuncio == RenuncioCall(by=1, caller=2, correct=True)
    assert result.winner == 0 and result.last_trick is None


def test_a_wrong_renuncio_call_makes_the_callers_side_lose():
    state = play(deal4(M, "12c", renuncio_real=True), "5o", "6o", "renuncio:1")
    assert state.result().renuncio.correct is False
    assert state.result().winner == 1


def test_a_call_on_your_own_partner_still_punishes_the_offenders_side():
    state = play(deal4(M, "12c", renuncio_real=True), "5o", "2b", "3c", "renuncio:1")
    assert state.result().winner == 0  # seat 3 called seat 1, his partner: team 1 loses


def test_renuncio_call_is_refused_without_the_option():
    with pytest.raises(IllegalAction):
        play(deal4(M, "12c"), "5o", "renuncio:0")


def cabrero_first_hand(**options):
    return deal4(M, None, variant="cabrero", **options)


def test_cabrero_correct_renuncio_costs_the_offender_two_porotos():
    state = cabrero_first_hand(renuncio_real=True)
    assert state.current_player == 3  # the 2 de oros is mano
    state = play(state, "2o", "1e", "renuncio:0")
    result = state.result()
    assert result.losers == (0,) and result.porotos == {0: 2, 1: 0, 2: 0, 3: 0}


def test_cabrero_wrong_renuncio_call_costs_the_caller_one_poroto():
    state = play(cabrero_first_hand(renuncio_real=True), "2o", "5o", "renuncio:3")
    result = state.result()
    assert result.losers == (1,) and result.porotos[1] == 1 and result.renuncio.correct is False


# --- results (§5, §7) -----------------------------------------------------------------------------


def random_finish(state, rng):
    while not state.is_terminal():
        state = state.apply(rng.choice([a for a in state.legal_actions() if not a.startswith("renuncio")]))
    return state


def test_a_tie_on_points_counts_for_nobody():
    for seed in range(3000):
        state = random_finish(new_game("arrastre", 4, seed=seed), random.Random(seed))
        result = state.result()
        if result.tute is None and result.points[0] == result.points[1]:
            assert result.winner is None
            return
    pytest.fail("no tied hand found")


def test_more_points_wins_and_the_last_trick_adds_ten():
    state = random_finish(new_game("arrastre", 4, seed=5), random.Random(5))
    result = state.result()
    last = state.tricks[-1][2]
    assert result.last_trick == last
    if result.tute is None:
        points = result.points
        assert result.winner == (max(points, key=points.get) if points[0] != points[1] else None)


def test_individual_four_player_sides_are_the_seats():
    state = random_finish(new_game("arrastre", 4, seed=6, rules=Rules(parejas=False)), random.Random(6))
    assert set(state.result().points) == {0, 1, 2, 3}


def oros_capote_deal():
    rows = ["1o 2o 3o 4o 5o 6o 7o 10o 11o 12o"] + [" ".join(DECK[10 * i : 10 * i + 10]) for i in (1, 2, 3)]
    return deal4(rows, None, variant="cabrero")


def test_cabrero_capote_every_other_player_loses():
    state = oros_capote_deal()
    for card in "1o 3o 12o 11o 10o 7o 6o 5o 4o 2o".split():
        state = play(state, *(["paso"] if state.in_window else []), card)
        while state.current_player not in (0, None):
            state = state.apply(state.legal_actions()[0])
    result = state.result()
    assert result.entered == (0,) and result.winner == 0 and result.a_mas == 0
    assert sorted(result.losers) == [1, 2, 3] and result.porotos == {0: 0, 1: 1, 2: 1, 3: 1}
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
    assert result.losers == (0,) and result.winner is None and result.porotos[0] == 1


def test_cabrero_tute_every_other_player_takes_a_poroto():
    rows = list(T)
    rows[0] = "1c 1o 11o 12o 12c 12e 12b 2o 4c 5c"
    rows[1] = "7c 2c 3c 3o 1e 2e 3e 4e 5e 6e"
    state = play(deal4(rows, None, variant="cabrero"), *T1, "tute:12")
    result = state.result()
    assert result.winner == 0 and result.tute == 0
    assert sorted(result.losers) == [1, 2, 3] and sum(result.porotos.values()) == 3


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
        assert result.losers == expected and result.a_mas == entered[0]
        assert result.a_menos == (entered[-1] if len(entered) >= 3 else None)


def test_result_before_the_end_raises():
    with pytest.raises(ValueError):
        new_game("arrastre", 4, seed=1).result()


# --- history, replay, immutability ----------------------------------------------------------------


def test_history_records_decisions_with_the_contract_action_strings():
    state = play(deal4(P, "10o"), *P1, "paso", "cante:b")
    assert state.decisions == ((0, "1o"), (1, "2o"), (2, "6o"), (3, "10o"), (0, "paso"), (2, "cante:b"))
    assert state.history[-6:] == state.decisions


def test_replay_rebuilds_a_hand_from_seed_options_and_decisions():
    rules = Rules(cantes_se_pierden=True)
    state = random_finish(new_game("cabrero", 5, seed=77, rules=rules), random.Random(1))
    again = replay("cabrero", 5, 77, rules, [a for _, a in state.decisions])
    assert again.history == state.history and again.result() == state.result()


def test_apply_returns_a_new_state_and_leaves_the_old_one_untouched():
    state = deal4(P, "10o")
    hands, history = state.hands, state.history
    after = state.apply("1o")
    assert state.hands == hands and state.history == history and state.current_player == 0
    assert after.hands[0] == hands[0][1:] and after.current_player == 1


def test_after_the_end_no_action_is_accepted():
    state = play(deal4(T, "10o"), *T1, "tute:12")
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction):
        state.apply("1o")


def test_a_view_shows_its_own_hand_and_the_public_facts_only():
    state = play(deal4(P, "10o"), *P1, "cante:c", "3o")
    view = state.view(1)
    assert isinstance(view, View)
    assert view.hand == state.hands[1] and view.hand_sizes == (8, 9, 9, 9)
    assert view.trick == ("3o",) and view.trick_seats == (0,)
    assert view.tricks == ((0, P1, 0),)
    assert view.cantes == ((0, "c"),) and view.trump == "o" and view.trump_card == "10o"
    assert view.known_cards[0] == frozenset({"12c", "11c"}) and view.known_cards[3] == frozenset()
    assert view.current_player == 1 and view.legal_actions() == state.legal_actions()
    assert state.view(0).legal_actions() == []
    assert view.points == {0: 33, 1: 0} and view.pile_size == 0 and view.sitting_out is None
    assert view.dealer == 3 and view.mano == 0 and view.players == 4 and view.variant == "arrastre"
    assert all(
        action == "recibe" for seat, action in view.history if seat != 1 and action.startswith("recibe")
    )
    assert not view.unseen() & set(view.hand)
    assert "10o" not in view.unseen() and "12c" not in view.unseen()


def test_views_infer_a_void_when_a_player_does_not_follow_suit():
    state = play(deal4(M, "12c"), "5o", "6o", "1c")
    view = state.view(0)
    assert "o" in view.voids[2]
    assert view.cannot_beat.get(2, {}) == {}


def test_views_infer_cannot_beat_when_following_without_beating():
    state = play(deal4(M, "12c"), "5o", "6o", "1c", "2o")
    view = state.view(0)
    # seat 3 followed with the 2o after a trump cut: nothing can be inferred about oros
    assert view.cannot_beat[3] == {} and "o" not in view.voids[3]
    state = play(deal4(P, "10o"), *P1, "paso", "paso", "3o", "4o")
    assert state.view(0).cannot_beat[1] == {"o": "3o"}  # followed without beating the 3o


def test_no_inference_under_renuncio_real():
    state = play(deal4(M, "12c", renuncio_real=True), "5o", "2b")
    assert not state.view(0).voids[1]


def test_state_with_rejects_hands_that_do_not_fit_the_view():
    state = play(deal4(P, "10o"), *P1, "cante:c")
    view = state.view(1)
    real = {s: state.hands[s] for s in range(4)}
    assert view.state_with(real).hands == state.hands
    wrong = dict(real)
    wrong[0], wrong[2] = real[2], real[0]  # seat 0 is known to hold 12c and 11c
    with pytest.raises(ValueError):
        view.state_with(wrong)
    with pytest.raises(ValueError):
        view.state_with({**real, 3: real[3][:-1]})


def test_a_view_of_the_sitting_out_dealer():
    state = new_game("cabrero", 6, seed=3)
    view = state.view(state.dealer)
    assert view.hand == () and view.sitting_out == state.dealer and view.legal_actions() == []


# --- matches (§5, §7) -----------------------------------------------------------------------------


def finish_match_hand(match, rng):
    while not match.hand.is_terminal():
        match = match.apply(
            rng.choice([a for a in match.hand.legal_actions() if not a.startswith("renuncio")])
        )
    return match


def test_a_match_to_two_rondas_and_its_replay():
    rng = random.Random(2)
    match = new_match("arrastre", 4, seed=21, rules=Rules(rondas=2))
    while True:
        match = finish_match_hand(match, rng)
        if match.is_over():
            break
        mano = match.hand.mano
        match = match.next_hand()
        assert match.hand.dealer == mano
    standings = match.standings()
    assert max(standings.values()) == 2 and match.winners() == [max(standings, key=standings.get)]
    again = replay_match("arrastre", 4, 21, Rules(rondas=2), match.decisions)
    assert again.standings() == standings and again.number == match.number


def test_next_hand_needs_a_finished_hand():
    with pytest.raises(ValueError):
        new_match("arrastre", 4, seed=1).next_hand()


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


def test_voids_before_plays_are_the_public_voids_each_card_was_played_with():
    """``View.voids_before_plays()[k]``: what every view showed of the other seats before the
    k-th card of the hand was played."""
    import random

    for variant, players in (("arrastre", 3), ("arrastre", 4), ("habanero", 2)):
        rng = random.Random(players)
        state = new_game(variant, players, seed=7)
        seen = []  # before each card: the public voids, as seen by a seat that is not concerned
        while not state.is_terminal():
            actions = state.legal_actions()
            action = rng.choice(actions)
            if action[:1].isdigit():
                views = [state.view(s) for s in range(players)]
                seen.append({s: views[(s + 1) % players].voids[s] for s in range(players)})
            state = state.apply(action)
            view = state.view(0)
            assert list(view.voids_before_plays()) == seen
