"""The experto's model of its rivals: which sampled deals fit the way they played."""

import random

import pytest

from tute import new_game
from tute.bots import choose_action, inference
from tute.bots.knowledge import knowledge, sample_deal
from tute.bots.sim import legal_cache


def _positions(players, deals, rng):
    """(state, view) at card decisions of intermedio self-play, arrastre of ``players``."""
    for deal in range(deals):
        state = new_game("arrastre", players, seed=deal)
        while not state.is_terminal():
            view = state.view(state.current_player)
            if state.trick or state.tricks:
                yield state, view
            state = state.apply(choose_action(view, "intermedio", rng=rng))


@pytest.mark.parametrize("players", [3, 4])
def test_the_real_hands_explain_every_rival_play_of_intermedio_rivals(players):
    """Against intermedio rivals the true deal always fits: the model is the intermedio."""
    rng = random.Random(5)
    checked = 0
    for state, view in _positions(players, 6, rng):
        model = inference.Model(view, legal_cache(view.trump, view.rules))
        hands = {seat: list(hand) for seat, hand in enumerate(state.hands) if seat != view.seat}
        assert model.misses(hands) == 0
        assert model.accept(hands, 0.999)
        checked += len(model.plays)
    assert checked > 1000


def test_only_the_rival_side_is_modelled():
    rng = random.Random(2)
    for _state, view in _positions(4, 2, rng):
        seats = {play.seat for play in inference.Model(view, legal_cache(view.trump, view.rules)).plays}
        assert all(seat % 2 != view.seat % 2 for seat in seats)


def test_a_deal_that_contradicts_the_plays_is_turned_down_as_often_as_the_model_says():
    """A deal that leaves k rival plays unexplained is kept with probability TRUST_MISS ** k."""
    rng = random.Random(1)
    found = 0
    for _state, view in _positions(3, 30, rng):
        model = inference.Model(view, legal_cache(view.trump, view.rules))
        know = knowledge(view)
        for _ in range(5):
            hands, _pile = sample_deal(know, rng)
            misses = model.misses(hands)
            if not misses:
                assert model.accept(hands, 0.999)
                continue
            found += 1
            weight = inference.TRUST_MISS**misses
            assert model.accept(hands, weight * 0.99)
            assert not model.accept(hands, weight * 1.01)
            model.floor = misses  # forgiven: as likely as a deal that explains everything
            assert model.accept(hands, 0.999)
            model.floor = 0
        if found > 20:
            break
    assert found > 20


def test_a_rival_no_deal_explains_raises_the_floor_instead_of_starving_the_search(monkeypatch):
    """A learner's play that no deal explains: after MAX_TRIES refusals the model forgives one
    miss more, and the next draws are accepted again."""
    monkeypatch.setattr(inference, "TRUST_MISS", 1e-9)  # no lucky acceptance on the way
    rng = random.Random(4)
    for _state, view in _positions(3, 1, rng):
        if len(view.tricks) >= 3:
            break
    model = inference.Model(view, legal_cache(view.trump, view.rules))
    model.fits = lambda play, hand: play is not model.plays[0]  # the first play fits no deal
    know = knowledge(view)
    _hands, _pile, tries = inference.draw(know, rng, model, sample_deal)
    assert tries == inference.MAX_TRIES
    assert model.floor == 1
    tries = [inference.draw(know, rng, model, sample_deal)[2] for _ in range(10)]
    assert tries == [1] * 10
    assert model.floor == 1


def test_rivals_who_do_not_play_like_the_model_at_all_switch_it_off(monkeypatch):
    """Past MAX_FLOOR forgiven misses the draws are plain samples: the search keeps its
    samples against learners whose plays the model cannot explain."""
    monkeypatch.setattr(inference, "TRUST_MISS", 1e-9)
    rng = random.Random(4)
    for _state, view in _positions(3, 1, rng):
        if len(view.tricks) >= 3:
            break
    model = inference.Model(view, legal_cache(view.trump, view.rules))
    model.fits = lambda play, hand: False  # nothing fits
    know = knowledge(view)
    for floor in range(inference.MAX_FLOOR + 1):
        assert inference.draw(know, rng, model, sample_deal)[2] == inference.MAX_TRIES
        assert model.floor == floor + 1
    assert [inference.draw(know, rng, model, sample_deal)[2] for _ in range(5)] == [1] * 5


def test_drawn_deals_respect_what_the_seat_knows():
    """The model only chooses among deals of the sampler: never a card the seat has seen."""
    rng = random.Random(9)
    for _state, view in list(_positions(3, 3, rng))[::7]:
        know = knowledge(view)
        model = inference.Model(view, legal_cache(view.trump, view.rules))
        seen = set(view.hand) | {c for _l, cards, _w in view.tricks for c in cards} | set(view.trick)
        for _ in range(10):
            hands, pile, tries = inference.draw(know, rng, model, sample_deal)
            assert 1 <= tries <= inference.MAX_TRIES
            assert not pile
            for seat, cards in hands.items():
                assert len(cards) == view.hand_sizes[seat]
                assert not seen & set(cards)


def test_the_model_is_off_where_the_hand_then_is_unknown():
    habanero = new_game("habanero", 2, seed=1)
    assert not inference.applies(habanero.view(habanero.current_player))
