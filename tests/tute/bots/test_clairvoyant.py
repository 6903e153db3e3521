"""The bench's clairvoyant reference player (bench/clairvoyant.py): its exact search gives each
card the value that brute force over the engine's own states gives it."""

import random

import pytest

from bench.clairvoyant import WIN_VALUE, ExactSearch, clairvoyant_action
from tute import new_game
from tute.bots import choose_action
from tute.bots.heuristics import window_choice
from tute.bots.knowledge import knowledge, true_deal
from tute.bots.sim import sim_from_view


def side_of(state, seat):
    return seat % 2 if state.players == 4 else seat


def brute_value(state, root):
    """WIN_VALUE times the share of rivals beaten plus the margin against the best rival, the
    root's side maximising and every other seat minimising; windows declared as a club player."""
    if state.is_terminal():
        return leaf(state, root)
    actions = state.legal_actions()
    seat = state.current_player
    view = state.view(seat)
    if not any(action in view.hand for action in actions):
        return brute_value(state.apply(window_choice(actions, state.trump)), root)
    values = [brute_value(state.apply(action), root) for action in actions]
    return max(values) if side_of(state, seat) == side_of(state, root) else min(values)


def leaf(state, root):
    result = state.result()
    mine = side_of(state, root)
    if result.tute is not None:
        won = side_of(state, result.tute) == mine
        return WIN_VALUE * won + (130 if won else -130)
    points = result.points
    rivals = [side for side in points if int(side) != mine]
    beaten = sum(
        1.0 if points[mine] > points[s] else 0.5 if points[mine] == points[s] else 0.0 for s in rivals
    )
    return WIN_VALUE * beaten / len(rivals) + points[mine] - max(points[s] for s in rivals)


def endgames(players, cards_left, count):
    found = []
    for seed in range(200):
        state = new_game("arrastre", players, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            view = state.view(state.current_player)
            cards = [a for a in view.legal_actions() if a in view.hand]
            if (
                sum(view.hand_sizes) <= cards_left
                and len(cards) > 1
                and len(cards) == len(view.legal_actions())
            ):
                found.append(state)
                break
            state = state.apply(choose_action(view, "intermedio", rng=rng))
        if len(found) == count:
            break
    return found


@pytest.mark.parametrize(("players", "cards_left"), [(4, 8), (3, 9)])
def test_the_exact_search_values_every_card_as_brute_force_does(players, cards_left):
    for state in endgames(players, cards_left, 6):
        seat = state.current_player
        view = state.view(seat)
        for card in [a for a in view.legal_actions() if a in view.hand]:
            sim = sim_from_view(view, *true_deal(state)(knowledge(view), random.Random(0)))
            search = ExactSearch(sim, seat)
            value = search._play(
                card, seat, list(sim.trick), list(sim.trick_seats), sim.win_idx, -(10**9), 10**9
            )
            assert value == pytest.approx(brute_value(state.apply(card), seat)), (view.hand, view.trick, card)
            assert (
                sim.hands == sim_from_view(view, *true_deal(state)(knowledge(view), random.Random(0))).hands
            )


def test_the_clairvoyant_plays_a_best_card_of_a_known_endgame():
    for state in endgames(4, 8, 4):
        seat = state.current_player
        view = state.view(seat)
        values = {
            card: brute_value(state.apply(card), seat) for card in view.legal_actions() if card in view.hand
        }
        assert values[clairvoyant_action(state, random.Random(1))] == max(values.values())
