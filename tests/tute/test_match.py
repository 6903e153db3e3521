"""docs/RULES.md §5 and §7 — the match: rondas, dealer and mano moving right, ties, porotos,
eliminations, six players; a Match is an immutable value."""

import dataclasses
import random
from collections import Counter

import pytest

from tute import (
    Rules,
    new_match,
    replay_match,
)

from .helpers import finish_match_hand, rng


def finish_hand(match, r):
    while not match.hand.is_terminal():
        options = sorted(a for a in match.hand.legal_actions() if not a.startswith("renuncio"))
        match = match.apply(r.choice(options))
    return match


def mano_of(state):
    return state.current_player


def active_seats(state):
    return [s for s, h in enumerate(state.hands) if len(h)]


# --- a Match is an immutable value -------------------------------------------------------------------


@pytest.mark.parametrize("attribute", ["hand", "number", "rules", "variant", "players", "seed"])
def test_a_match_refuses_attribute_assignment(attribute):
    match = new_match("arrastre", 4, seed=3)
    before = getattr(match, attribute)
    with pytest.raises((AttributeError, TypeError, dataclasses.FrozenInstanceError)):
        setattr(match, attribute, None)
    assert getattr(match, attribute) == before


def test_a_match_still_copies_and_plays():
    import copy
    import pickle

    match = new_match("arrastre", 4, seed=3)
    after = match.apply(match.hand.legal_actions()[0])
    for clone in (copy.copy(after), pickle.loads(pickle.dumps(after))):
        assert clone.hand.history == after.hand.history
        assert clone.number == after.number
        assert clone.rules == after.rules


# --- matches -----------------------------------------------------------------------------------------


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
    assert max(standings.values()) == 2
    assert match.winners() == [max(standings, key=standings.get)]
    again = replay_match("arrastre", 4, 21, Rules(rondas=2), match.decisions)
    assert again.standings() == standings
    assert again.number == match.number


def test_next_hand_needs_a_finished_hand():
    with pytest.raises(ValueError, match=r"La mano no ha terminado\."):
        new_match("arrastre", 4, seed=1).next_hand()


@pytest.mark.parametrize("seed", range(3))
def test_the_first_dealer_of_a_match_is_drawn_by_lot(seed):
    dealers = {new_match("arrastre", 4, seed=seed * 100 + s).hand.dealer for s in range(12)}
    assert len(dealers) > 1


@pytest.mark.parametrize(
    ("variant", "players", "rondas"), [("arrastre", 4, 2), ("habanero", 2, 3), ("arrastre", 3, 2)]
)
def test_a_match_is_won_by_the_first_side_to_win_the_agreed_number_of_hands(variant, players, rondas):
    r = rng(rondas * 10 + players)
    match = new_match(variant, players, seed=7, rules=Rules(rondas=rondas))
    wins = Counter()
    for _ in range(60):
        first = match.hand
        match = finish_hand(match, r)
        winner = match.hand.result().winner
        if winner is not None:
            wins[winner] += 1
        standings = match.standings()
        for side, count in wins.items():
            assert standings[side] == count
        if max(wins.values(), default=0) >= rondas:
            assert match.is_over()
            assert list(match.winners()) == [winner]
            return
        assert not match.is_over()
        match = match.next_hand()
        # the next hand is dealt by the previous mano: dealer and mano move one seat to the right
        assert match.hand.dealer == (first.dealer + 1) % players == mano_of(first)
        assert mano_of(match.hand) == (match.hand.dealer + 1) % players
    pytest.fail("the match did not end")


def test_default_match_is_one_hand():
    r = rng(1)
    match = new_match("arrastre", 4, seed=3)
    for _ in range(20):
        match = finish_hand(match, r)
        if match.hand.result().winner is not None:
            assert match.is_over()
            return
        assert not match.is_over()  # a tie counts for nobody: the next hand is dealt
        match = match.next_hand()
    pytest.fail("no hand was won")


def test_match_is_immutable():
    match = new_match("arrastre", 4, seed=3)
    hand = match.hand
    action = hand.legal_actions()[0]
    after = match.apply(action)
    assert match.hand is hand
    assert match.hand.current_player == hand.current_player
    assert after.hand.current_player != hand.current_player


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (5, 3), (6, 4)])
def test_cabrero_porotos_elimination_and_winners(players, seed):
    r = rng(seed)
    limit = 2
    match = new_match("cabrero", players, seed=seed, rules=Rules(porotos=limit))
    porotos = Counter()
    out = set()
    for _ in range(200):
        state = match.hand
        playing = active_seats(state)
        assert not set(playing) & out, "a player who is out was dealt cards"
        remaining = [s for s in range(players) if s not in out]
        if len(remaining) == 6:
            assert len(playing) == 5
            assert state.dealer not in playing
        else:
            assert sorted(playing) == remaining
            size = {3: 13, 4: 10, 5: 8}[len(remaining)]
            assert all(len(state.hands[s]) == size for s in playing)
        match = finish_hand(match, r)
        for seat, n in match.hand.result().porotos.items():
            porotos[seat] += n
        out = {s for s in range(players) if porotos[s] >= limit}
        standings = match.standings()
        assert {s: standings[s] for s in range(players) if standings.get(s)} == {
            s: n for s, n in porotos.items() if n
        }
        assert set(standings.out) == out
        if players - len(out) < 3:
            assert match.is_over()
            assert sorted(match.winners()) == [s for s in range(players) if s not in out]
            return
        assert not match.is_over()
        previous_mano = mano_of(state)
        match = match.next_hand()
        if not out and players < 6:
            assert match.hand.dealer == previous_mano
            assert mano_of(match.hand) == (previous_mano + 1) % players
    pytest.fail("the cabrero match did not end")


def test_cabrero_later_hands_show_the_dealers_last_card_as_trump():
    r = rng(5)
    match = finish_hand(new_match("cabrero", 4, seed=5), r).next_hand()
    state = match.hand
    assert state.trump_card in state.hands[state.dealer]
    assert state.trump == state.trump_card[-1]


def test_cabrero_three_players_later_hands_swap_the_shown_leftover():
    r = rng(6)
    match = new_match("cabrero", 3, seed=6)
    for _ in range(4):
        match = finish_hand(match, r).next_hand()
        state = match.hand
        assert state.trump_card in (f"2{state.trump}", f"4{state.trump}")
        assert all(state.trump_card not in h for h in state.hands)
        assert [len(h) for h in state.hands] == [13, 13, 13]


def test_triunfos_rotativos_trump_goes_oros_copas_espadas_bastos():
    r = rng(7)
    match = new_match("cabrero", 4, seed=7, rules=Rules(triunfos_rotativos=True))
    trumps = [match.hand.trump]
    for _ in range(4):
        match = finish_hand(match, r).next_hand()
        trumps.append(match.hand.trump)
        assert match.hand.trump_card is None
    assert trumps == ["o", "c", "e", "b", "o"]


def test_six_players_the_dealer_sits_out_every_hand_and_moves_right():
    r = rng(8)
    match = new_match("cabrero", 6, seed=8)
    for _ in range(3):
        state = match.hand
        assert len(state.hands[state.dealer]) == 0
        assert state.view(state.dealer).sitting_out == state.dealer
        match = finish_hand(match, r)
        if match.is_over():
            return
        match = match.next_hand()
        assert match.hand.dealer == (state.dealer + 1) % 6
