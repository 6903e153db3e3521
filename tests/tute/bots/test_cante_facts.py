"""What the declaration windows reveal (knowledge.cante_facts) is always true of the real hands,
and sampled deals keep it."""

import random

import pytest

from tests.tute.bots.conftest import TABLES, table_id
from tute import Rules, new_game
from tute.bots import choose_action
from tute.bots.knowledge import cante_facts, knowledge, sample_deal


def _play(variant, players, rules, seed):
    """States of a hand played half by intermedios, half at random (so some cantes are passed)."""
    rng = random.Random(seed)
    state = new_game(variant, players, seed=seed, rules=rules)
    while not state.is_terminal():
        yield state
        view = state.view(state.current_player)
        if rng.random() < 0.5:
            action = rng.choice(view.legal_actions())
        else:
            action = choose_action(view, "intermedio", rng=rng)
        state = state.apply(action)


@pytest.mark.parametrize("table", TABLES, ids=table_id)
def test_the_facts_hold_for_the_real_hands(table):
    variant, players, rules = table
    facts = 0
    for seed in range(12):
        for state in _play(variant, players, rules, seed):
            for seat in range(players):
                not_one, not_both = cante_facts(state.view(seat))
                for who, cards in not_one.items():
                    assert who != seat, (seed, who, cards)
                    assert not set(cards) & set(state.hands[who]), (seed, who, cards)
                for who, rey, caballo in not_both:
                    assert who != seat, (seed, who, rey)
                    assert not {rey, caballo} <= set(state.hands[who]), (seed, who, rey)
                facts += sum(map(len, not_one.values())) + len(not_both)
    if variant != "habanero" and not rules.cantes_se_pierden:
        assert facts > 100  # the windows do tell something


def test_a_trick_won_without_a_window_rules_out_pairs_in_the_sampled_deals():
    rng = random.Random(1)
    checked = 0
    for seed in range(30):
        for state in _play("arrastre", 4, Rules(), seed):
            view = state.view(state.current_player)
            know = knowledge(view)
            if not know.not_both:
                continue
            for _ in range(5):
                hands, _pile = sample_deal(know, rng)
                for who, rey, caballo in know.not_both:
                    assert not {rey, caballo} <= set(hands[who])
                checked += 1
    assert checked > 100
