"""docs/RULES.md §5 and §3 — seed 000's scoring schemes as table options: three-player arrastre
scored by lost games (``juegos_perdidos``) and *renuncio pierde la partida*."""

import random

import pytest

from tute import (
    IllegalAction,
    LostGames,
    Rules,
    Scoring,
    lost_games,
    new_game,
    new_match,
    replay_match,
    scoring_of,
)
from tute.bots import choose_action


def bots_finish_hand(match, level="intermedio", seed=0):
    rng = random.Random(seed)
    while not match.hand.is_terminal():
        seat = match.hand.current_player
        match = match.apply(choose_action(match.hand.view(seat), level, rng=rng))
    return match


def bots_play_match(match, level="intermedio", seed=0):
    while True:
        match = bots_finish_hand(match, level, seed)
        if match.is_over():
            return match
        match = match.next_hand()
        seed += 1


def renege(match):
    """Play on (each seat its first legal card) until a follower holds a card the obligations
    forbid; play it (renuncio real accepts it). Returns (match, offender)."""
    while True:
        state = match.hand
        seat = state.current_player
        if state.trick:
            forbidden = [c for c in state.hands[seat] if c not in state.playable_cards()]
            if forbidden:
                return match.apply(forbidden[0]), seat
        cards = [a for a in state.legal_actions() if a[:1].isdigit()]
        match = match.apply(cards[0] if cards else state.legal_actions()[0])


# --- the options ------------------------------------------------------------------------------------


def test_both_options_are_off_by_default():
    assert Rules().juegos_perdidos == 0
    assert Rules().renuncio_pierde_partida is False


@pytest.mark.parametrize("value", [-1, 21])
def test_juegos_perdidos_is_off_or_a_number_of_lost_games(value):
    with pytest.raises(ValueError, match="juegos_perdidos must be 0"):
        Rules(juegos_perdidos=value)


@pytest.mark.parametrize(("variant", "players"), [("arrastre", 4), ("habanero", 2), ("cabrero", 3)])
def test_juegos_perdidos_is_only_for_three_player_arrastre(variant, players):
    with pytest.raises(ValueError, match="juegos_perdidos is only for arrastre with 3 players"):
        new_match(variant, players, seed=1, rules=Rules(juegos_perdidos=10))


def test_renuncio_pierde_la_partida_needs_renuncio_real():
    with pytest.raises(ValueError, match="renuncio_pierde_partida needs renuncio_real"):
        Rules(renuncio_pierde_partida=True)
    assert Rules(renuncio_real=True, renuncio_pierde_partida=True).renuncio_pierde_partida


@pytest.mark.parametrize(
    ("variant", "players", "rules", "scoring"),
    [
        ("arrastre", 3, Rules(), Scoring.RONDAS),
        ("arrastre", 3, Rules(juegos_perdidos=8), Scoring.JUEGOS_PERDIDOS),
        ("arrastre", 4, Rules(), Scoring.RONDAS),
        ("habanero", 2, Rules(), Scoring.RONDAS),
        ("cabrero", 4, Rules(), Scoring.POROTOS),
    ],
)
def test_each_table_has_one_scoring(variant, players, rules, scoring):
    assert scoring_of(variant, players, rules) is scoring
    assert new_match(variant, players, seed=3, rules=rules).standings().kind is scoring


# --- who takes a lost game (one function, lost_games) ---------------------------------------------


def test_the_player_with_the_fewest_points_takes_a_lost_game():
    assert lost_games({0: 60, 1: 45, 2: 25}) == LostGames({0: 0, 1: 0, 2: 1})


def test_players_tied_for_the_fewest_points_take_one_each():
    assert lost_games({0: 70, 1: 30, 2: 30}) == LostGames({0: 0, 1: 1, 2: 1})


def test_all_three_level_nobody_takes_one():
    assert lost_games({0: 50, 1: 50, 2: 50}) == LostGames({0: 0, 1: 0, 2: 0})


def test_two_games_the_other_two_take_one_each_whatever_their_points():
    # 100 is twice 30 + 20: seat 0 made two games; seat 1 had more points than seat 2, and loses too.
    assert lost_games({0: 100, 1: 30, 2: 20}) == LostGames({0: 0, 1: 1, 2: 1}, dos_juegos=0)


def test_just_short_of_two_games_only_the_fewest_loses():
    assert lost_games({0: 99, 1: 30, 2: 21}) == LostGames({0: 0, 1: 0, 2: 1})


def test_a_tute_makes_the_other_two_take_one_each():
    assert lost_games({0: 10, 1: 40, 2: 0}, tute=2) == LostGames({0: 1, 1: 1, 2: 0})


@pytest.mark.parametrize(("correct", "loser"), [(True, 1), (False, 2)])
def test_a_renuncio_call_makes_the_offender_or_the_wrong_caller_take_it(correct, loser):
    taken = lost_games({0: 10, 1: 40, 2: 0}, renuncio=(1, 2, correct)).perdidos
    assert taken == {seat: int(seat == loser) for seat in range(3)}


# --- a hand's result --------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_a_hand_scored_by_losses_says_who_takes_the_lost_games(seed):
    match = new_match("arrastre", 3, seed=seed, rules=Rules(juegos_perdidos=10))
    state = bots_finish_hand(match, seed=seed).hand
    result = state.result()
    expected = lost_games(result.points, tute=result.tute)
    assert result.perdidos == expected.perdidos
    assert result.dos_juegos == expected.dos_juegos
    assert sum(result.perdidos.values()) >= 1 or len(set(result.points.values())) == 1


def test_without_the_option_a_hand_has_no_lost_games():
    state = bots_finish_hand(new_match("arrastre", 3, seed=1)).hand
    assert state.result().perdidos == {}
    assert state.result().dos_juegos is None


# --- the match ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2])
def test_the_first_to_the_lost_games_loses_and_the_fewest_win(seed):
    match = bots_play_match(new_match("arrastre", 3, seed=seed, rules=Rules(juegos_perdidos=3)), seed=seed)
    standings = match.standings()
    assert standings.kind is Scoring.JUEGOS_PERDIDOS
    assert standings.target == 3
    assert max(standings.values()) >= 3
    assert match.winners() == [s for s, n in standings.items() if n == min(standings.values())]
    assert all(standings[s] < 3 for s in match.winners())
    # Every hand's lost games add up to the standings, and the match replays from its decisions.
    assert {s: sum(r.perdidos[s] for r in match.results) for s in range(3)} == dict(standings)
    replayed = replay_match("arrastre", 3, seed=seed, rules=Rules(juegos_perdidos=3), actions=match.decisions)
    assert dict(replayed.standings()) == dict(standings)
    with pytest.raises(IllegalAction):
        match.next_hand()


def test_a_match_of_one_lost_game_ends_with_the_first_hand_lost():
    match = bots_finish_hand(new_match("arrastre", 3, seed=5, rules=Rules(juegos_perdidos=1)))
    assert match.is_over()
    losers = [s for s, n in match.hand.result().perdidos.items() if n]
    assert set(match.winners()) == set(range(3)) - set(losers)


def test_two_games_in_one_hand_count_two_lost_games_in_the_standings():
    for seed in range(200):
        match = new_match("arrastre", 3, seed=seed, rules=Rules(juegos_perdidos=8))
        match = bots_finish_hand(match, seed=seed)
        result = match.hand.result()
        if result.dos_juegos is not None:
            break
    else:
        pytest.fail("no hand of two games in 200 deals")
    maker = result.dos_juegos
    assert result.points[maker] >= 2 * (sum(result.points.values()) - result.points[maker])
    assert dict(match.standings()) == {s: int(s != maker) for s in range(3)}


# --- renuncio pierde la partida -------------------------------------------------------------------

LOSES_THE_MATCH = Rules(renuncio_real=True, renuncio_pierde_partida=True, rondas=3)


@pytest.mark.parametrize(("variant", "players"), [("arrastre", 4), ("arrastre", 3), ("habanero", 2)])
def test_a_proven_renuncio_loses_the_whole_match(variant, players):
    rules = LOSES_THE_MATCH.replace(parejas=True) if players == 4 else LOSES_THE_MATCH
    match, offender = renege(new_match(variant, players, seed=11, rules=rules))
    match = match.apply(f"renuncio:{offender}")
    side = match.hand.side_of(offender)
    assert match.hand.result().renuncio.correct
    assert match.is_over()  # after one hand of a match to three
    assert match.standings().forfeit == side
    assert match.winners() == [s for s in match.hand.sides if s != side]


def test_without_the_option_a_proven_renuncio_loses_only_the_hand():
    rules = Rules(renuncio_real=True, rondas=3)
    match, offender = renege(new_match("arrastre", 4, seed=11, rules=rules))
    match = match.apply(f"renuncio:{offender}")
    assert not match.is_over()
    assert match.standings().forfeit is None


def test_a_wrong_call_loses_the_hand_not_the_match():
    match = new_match("arrastre", 4, seed=11, rules=LOSES_THE_MATCH)
    while True:  # the first follower who plays a legal card is wrongly accused by the next seat
        state = match.hand
        cards = [a for a in state.legal_actions() if a[:1].isdigit()]
        match = match.apply(cards[0])
        if len(match.hand.trick) == 1:
            break
    accused = match.hand.trick_seats[0]
    match = match.apply(f"renuncio:{accused}")
    assert match.hand.result().renuncio.correct is False
    assert not match.is_over()


def test_in_cabrero_the_offender_is_out_and_the_others_play_on():
    rules = Rules(renuncio_real=True, renuncio_pierde_partida=True, porotos=4)
    match, offender = renege(new_match("cabrero", 4, seed=4, rules=rules))
    match = match.apply(f"renuncio:{offender}")
    assert match.out == frozenset({offender})
    assert not match.is_over()
    match = match.next_hand()
    assert offender not in match.hand.seats


def test_bots_play_whole_matches_under_both_options():
    rules = Rules(juegos_perdidos=2, renuncio_real=True, renuncio_pierde_partida=True)
    match = bots_play_match(new_match("arrastre", 3, seed=8, rules=rules), level="experto", seed=8)
    assert match.is_over()
    assert match.winners()


def test_bots_call_a_renuncio_once_proven_and_it_loses_the_match():
    match, offender = renege(new_match("arrastre", 4, seed=11, rules=LOSES_THE_MATCH))
    match = bots_finish_hand(match)  # the offender must later play the suit he did not follow
    call = match.hand.result().renuncio
    assert call is not None
    assert call.by == offender
    assert call.correct
    assert match.hand.side_of(call.caller) != match.hand.side_of(offender)
    assert match.is_over()
    assert match.winners() == [match.hand.side_of(call.caller)]


def test_the_options_reach_the_bots_through_the_view():
    rules = Rules(juegos_perdidos=10)
    view = new_game("arrastre", 3, seed=2, rules=rules).view(0)
    assert view.rules.juegos_perdidos == 10


def test_the_search_weighs_lost_games_where_the_match_counts_them():
    from tute.bots.knowledge import knowledge, true_deal
    from tute.bots.search import _standing, rollout
    from tute.bots.sim import sim_from_view

    for rules, counted in ((Rules(juegos_perdidos=10), True), (Rules(), False)):
        state = new_game("arrastre", 3, seed=4, rules=rules)
        view = state.view(state.current_player)
        hands, pile = true_deal(state)(knowledge(view), random.Random(0))
        sim = sim_from_view(view, hands, pile)
        rollout(sim)
        standing = _standing(sim, view.seat)
        if not counted:
            assert standing is None
            continue
        taken = lost_games(dict(enumerate(sim.points)), tute=sim.tute).perdidos
        rivals = sum(n for seat, n in taken.items() if seat != view.seat)
        assert standing == (1 - taken[view.seat] + rivals / 2) / 2
