"""Bots only ever return one of the legal actions, at every table and every level."""

import random

import pytest

from tests.tute.bots.conftest import TABLES, table_id
from tute import new_game
from tute.bots import LEVELS, UnknownLevel, choose_action


@pytest.mark.parametrize("table", TABLES, ids=table_id)
def test_bots_only_return_legal_actions(table, fast_experto):
    variant, players, rules = table
    decisions = 0
    for seed in range(6):
        state = new_game(variant, players, seed=seed, rules=rules)
        rng = random.Random(seed)
        # Mixed tables: every seat gets a level, rotating with the seed.
        levels = [LEVELS[(seat + seed) % len(LEVELS)] for seat in range(players)]
        if seed >= 2:  # the searching levels are the slow ones: keep it to a few hands
            levels = [level if level not in ("experto", "maestro") else "intermedio" for level in levels]
        while not state.is_terminal():
            seat = state.current_player
            view = state.view(seat)
            action = choose_action(view, levels[seat], rng=rng)
            legal = view.legal_actions()
            assert action in legal, (action, legal, levels[seat])
            if action in view.hand:
                # Never a renuncio, even where the engine would accept one.
                assert action in view.playable_cards()
            state = state.apply(action)
            decisions += 1
    assert decisions > 60


def test_every_level_answers_the_same_view_legally(fast_experto):
    for seed in range(30):
        state = new_game("arrastre", 4, seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 30)):
            state = state.apply(rng.choice(state.legal_actions()))
        view = state.view(state.current_player)
        for level in LEVELS:
            assert choose_action(view, level, rng=random.Random(seed)) in view.legal_actions()


def test_an_unknown_level_is_refused():
    state = new_game("habanero", 2, seed=1)
    with pytest.raises(UnknownLevel):
        choose_action(state.view(state.current_player), "gran_maestro")


def test_a_seat_whose_turn_it_is_not_gets_an_error():
    state = new_game("habanero", 2, seed=1)
    other = 1 - state.current_player
    with pytest.raises(ValueError, match="the seat has nothing to do: it is not its turn or the hand"):
        choose_action(state.view(other), "intermedio")


@pytest.mark.parametrize("level", LEVELS)
def test_seeded_choices_are_reproducible(level, fast_experto):
    state = new_game("arrastre", 3, seed=7)
    for _ in range(8):
        state = state.apply(state.legal_actions()[0])
    view = state.view(state.current_player)
    first = [choose_action(view, level, rng=random.Random(5)) for _ in range(2)]
    assert first[0] == first[1]
    # Without an rng the choice is seeded by the view itself.
    assert choose_action(view, level) == choose_action(view, level)


def test_bots_call_a_renuncio_the_history_proves():
    from tute import Rules

    rules = Rules(renuncio_real=True)
    found = 0
    for seed in range(40):
        state = new_game("arrastre", 4, seed=seed, rules=rules)
        rng = random.Random(seed)
        reneged = None
        while not state.is_terminal():
            seat = state.current_player
            view = state.view(seat)
            cards = [a for a in view.legal_actions() if a in view.hand]
            illegal = [c for c in cards if c not in view.playable_cards()]
            if seat == 1 and illegal and reneged is None and view.trick:
                # Seat 1 does not follow suit although he could: a renuncio.
                action = next((c for c in illegal if c[-1] != view.trick[0][-1]), None)
                if action is not None:
                    reneged = (action, view.trick[0][-1])
                    state = state.apply(action)
                    continue
            action = choose_action(view, "intermedio", rng=rng)
            if action.startswith("renuncio:"):
                assert action == "renuncio:1"
                assert reneged is not None
                assert state.apply(action).result().renuncio.correct
                found += 1
                break
            state = state.apply(action)
    assert found > 0
