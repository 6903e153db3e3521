"""Sampled deals respect everything the seat knows and nothing it has seen elsewhere."""

import random

import pytest

from tests.tute.bots.conftest import TABLES, positions, table_id
from tute import strength_key
from tute.bots.knowledge import knowledge, played_cards, sample_deal


def check_sample(view, hands, pile):
    seen_elsewhere = set(view.hand) | played_cards(view)
    if view.trump_card and view.pile_size:
        seen_elsewhere.add(view.trump_card)
    if view.muestra:
        seen_elsewhere.add(view.muestra)
    placed = [card for cards in hands.values() for card in cards] + list(pile)
    known_elsewhere = {c for seat, cards in view.known_cards.items() if seat != view.seat for c in cards}
    # Exactly the unseen cards plus those known to be in other hands, each once, and never a card
    # the seat has seen elsewhere.
    assert len(placed) == len(set(placed))
    assert set(placed) == set(view.unseen()) | known_elsewhere
    assert not set(placed) & seen_elsewhere
    for seat, cards in hands.items():
        assert seat != view.seat
        assert len(cards) == view.hand_sizes[seat]
        assert set(view.known_cards.get(seat, ())) <= set(cards), "a known card is missing"
        for card in cards:
            suit = card[-1]
            assert suit not in view.voids.get(seat, ()), f"seat {seat} is void in {suit}"
            limit = view.cannot_beat.get(seat, {}).get(suit)
            assert limit is None or strength_key(card) >= strength_key(limit), (
                f"seat {seat} cannot hold {card}"
            )


@pytest.mark.parametrize("table", TABLES, ids=table_id)
def test_sampled_deals_respect_the_known_facts(table):
    variant, players, rules = table
    checked = 0
    facts = 0
    for seed in range(3):
        for state, view in positions(variant, players, rules, seed, every=3):
            rng = random.Random(seed)
            know = knowledge(view)
            facts += sum(len(v) for s, v in view.voids.items() if s != view.seat)
            facts += sum(len(v) for s, v in view.cannot_beat.items() if s != view.seat)
            for _ in range(4):
                hands, pile = sample_deal(know, rng)
                check_sample(view, hands, pile)
                # The engine agrees: a full state can be built from the sample.
                rebuilt = view.state_with(hands, pile)
                assert rebuilt.view(view.seat).hand == view.hand
                checked += 1
            # The true deal fits the facts the sampler works from.
            truth = {s: state.hands[s] for s in range(players) if s != view.seat}
            for seat, cards in truth.items():
                assert all(seat in know.allowed[c] for c in cards if c in know.allowed)
    assert checked > 20
    if variant != "habanero" and not rules.renuncio_real:
        assert facts > 0, "no void or cannot_beat fact was met: the test proves little"


def test_a_deal_that_cannot_fit_is_refused():
    from tute.bots.knowledge import Knowledge, SamplingError

    know = Knowledge(
        seat=0,
        players=2,
        pool=("1o", "3o"),
        known={1: ()},
        needs={1: 2},
        pile_hidden=0,
        allowed={"1o": (1,), "3o": ()},
    )
    with pytest.raises(SamplingError):
        sample_deal(know, random.Random(1))


def test_cards_placed_by_chains_when_the_greedy_choice_fails():
    from tute.bots.knowledge import Knowledge

    # Seat 1 may hold anything, seat 2 only oros: the oros must go to seat 2.
    pool = ("1o", "3o", "1c", "3c")
    allowed = {"1o": (1, 2), "3o": (1, 2), "1c": (1,), "3c": (1,)}
    know = Knowledge(
        seat=0, players=3, pool=pool, known={1: (), 2: ()}, needs={1: 2, 2: 2}, pile_hidden=0, allowed=allowed
    )
    for seed in range(30):
        hands, pile = sample_deal(know, random.Random(seed))
        assert sorted(hands[2]) == ["1o", "3o"]
        assert sorted(hands[1]) == ["1c", "3c"]
        assert pile == []


def test_samples_vary_with_the_generator():
    from tests.tute.bots.conftest import positions as gen

    _state, view = next(gen("arrastre", 4, None, 3))
    know = knowledge(view)
    deals = {tuple(sorted(sample_deal(know, random.Random(seed))[0][1])) for seed in range(10)}
    assert len(deals) > 5
    again = sample_deal(know, random.Random(4))
    assert again == sample_deal(know, random.Random(4))
