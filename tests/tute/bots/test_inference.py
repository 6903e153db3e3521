"""The experto's model of its rivals: which sampled deals fit the way they played."""

import math
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


def _mid_hand_view(rng):
    for _state, view in _positions(3, 1, rng):
        if len(view.tricks) >= 3:
            return view
    raise AssertionError("no position three tricks in")


def test_a_rival_no_deal_explains_raises_the_floor_before_the_search_samples(monkeypatch):
    """A learner's play that no deal explains: the probe finds that every deal misses it, the
    floor forgives that miss, and the draws are accepted again from the first sample on."""
    monkeypatch.setattr(inference, "TRUST_MISS", 1e-9)  # no lucky acceptance on the way
    rng = random.Random(4)
    view = _mid_hand_view(rng)
    model = inference.Model(view, legal_cache(view.trump, view.rules))
    model.fits = lambda play, hand: play is not model.plays[0]  # the first play fits no deal
    know = knowledge(view)
    assert model.calibrate(know, sample_deal, inference.probe_rng(view)) == inference.PROBE
    assert model.floor == 1
    assert not model.off
    tries = [inference.draw(know, rng, model, sample_deal)[2] for _ in range(10)]
    assert tries == [1] * 10
    assert model.floor == 1


def test_the_probe_stops_at_a_deal_that_explains_every_play():
    rng = random.Random(4)
    view = _mid_hand_view(rng)
    model = inference.Model(view, legal_cache(view.trump, view.rules))
    model.fits = lambda play, hand: True
    assert model.calibrate(knowledge(view), sample_deal, inference.probe_rng(view)) == 1
    assert model.floor == 0


def test_rivals_who_do_not_play_like_the_model_at_all_switch_it_off(monkeypatch):
    """Past MAX_FLOOR forgiven misses the draws are plain samples: the search keeps its
    samples against learners whose plays the model cannot explain."""
    monkeypatch.setattr(inference, "TRUST_MISS", 1e-9)
    rng = random.Random(4)
    view = _mid_hand_view(rng)
    model = inference.Model(view, legal_cache(view.trump, view.rules))
    model.fits = lambda play, hand: False  # nothing fits
    know = knowledge(view)
    model.calibrate(know, sample_deal, inference.probe_rng(view))
    assert model.floor > inference.MAX_FLOOR
    assert model.off
    assert [inference.draw(know, rng, model, sample_deal)[2] for _ in range(5)] == [1] * 5


def test_a_run_of_refusals_keeps_the_deal_with_fewest_misses_and_not_a_looser_model(monkeypatch):
    """Every draw turned down: the sample is the deal of the batch that explains most plays,
    and the floor stays where the probe put it (so the next samples are weighed alike)."""
    monkeypatch.setattr(inference, "TRUST_MISS", 1e-9)
    rng = random.Random(4)
    view = _mid_hand_view(rng)
    model = inference.Model(view, legal_cache(view.trump, view.rules))
    know = knowledge(view)
    model.floor = -1  # nothing is ever accepted
    seen = []
    real = model.misses

    def counting(hands, limit=math.inf, rng=None):
        seen.append(real(hands, rng=random.Random(0)))
        return real(hands, limit, random.Random(0))

    model.misses = counting
    hands, _pile, tries = inference.draw(know, rng, model, sample_deal)
    assert tries == inference.MAX_TRIES
    assert real(hands, rng=random.Random(0)) == min(seen)
    assert model.floor == -1


def test_the_floor_is_the_positions_own_whatever_the_searchs_generator_and_budget():
    """The judge and a ten times deeper check of the same position sample from one model."""
    rng = random.Random(6)
    for _state, view in list(_positions(4, 2, rng))[::9]:
        floors = set()
        for seed in range(3):
            model = inference.Model(view, legal_cache(view.trump, view.rules))
            model.calibrate(knowledge(view), sample_deal, inference.probe_rng(view))
            for _ in range(20 * (seed + 1)):
                inference.draw(knowledge(view), random.Random(seed), model, sample_deal)
            floors.add(model.floor)
        assert len(floors) == 1


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


def _habanero_positions(deals, rng):
    """(state, view) at decisions of habanero intermedio self-play while the pile lasts."""
    for deal in range(deals):
        state = new_game("habanero", 2, seed=deal)
        while not state.is_terminal() and state.pile_size:
            view = state.view(state.current_player)
            yield state, view
            state = state.apply(choose_action(view, "intermedio", rng=rng))


def true_hands_then(state, seat):
    """The rival's real cards at each of his plays (from the full history), oldest first."""
    hand: set[str] = set()
    face_up = None
    result = []
    for who, action in state.history:
        kind, _sep, arg = action.partition(":")
        if kind == "muestra":
            face_up = arg
        if kind == "cambio":
            if who == seat:
                hand.discard(arg)
                hand.add(face_up)
            face_up = arg
        if who != seat:
            continue
        if kind == "recibe":
            hand.update(arg.split(","))
        elif kind == "robo":
            hand.add(arg)
        elif action[:1].isdigit():
            result.append(frozenset(hand))
            hand.discard(action)
    return result


def test_habanero_the_rivals_hand_at_each_play_takes_back_his_draws():
    """Within a sampled deal the rival's hand at each play has the cards he held then: the
    card played, his cards now and those played since, less some he drew since (never one he
    showed or took by a swap before that draw); one of the ways is the real one."""
    rng = random.Random(3)
    checked = few_draws = 0
    for state, view in list(_habanero_positions(6, rng))[::5]:
        if not view.tricks:
            continue
        assert inference.applies(view, habanero=True)
        assert not inference.applies(view)
        rival = 1 - view.seat
        model = inference.Model(view, legal_cache(view.trump, view.rules))
        hands = {rival: list(state.hands[rival])}
        truth = true_hands_then(state, rival)[::-1]
        seeds = []
        for seed in range(100):
            rebuilt = list(model.hands_then(hands, random.Random(seed)))
            assert len(rebuilt) == len(truth)
            for (play, hand), real in zip(rebuilt, truth, strict=True):
                assert hand[0] == play.card
                assert len(hand) == len(real)
                assert set(view.hand).isdisjoint(hand)
            if [frozenset(hand) for _play, hand in rebuilt] == truth:
                seeds.append(seed)
        checked += 1
        draws = sum(1 for kind, card, _held in model.events if kind == "draw" and card is None)
        if (
            draws - sum(1 for kind, *_rest in model.events[: _first_play(model.events)] if kind == "draw")
            <= 2
        ):
            few_draws += 1
            assert seeds, "with at most two draws since his first play the real way is found"
        # Intermedio rivals: the real deal, taken back the real way, explains every play.
        for seed in seeds[:1]:
            assert model.misses(hands, rng=random.Random(seed)) == 0
    assert checked > 20
    assert few_draws > 3


def _first_play(events):
    return next(number for number, (kind, *_rest) in enumerate(events) if kind == "play")


def test_habanero_a_play_in_the_trick_now_is_read_from_the_hand_exactly():
    """No draw since the rival led this trick: his hand then is his cards now and the lead."""
    rng = random.Random(8)
    for state, view in _habanero_positions(4, rng):
        if view.trick and view.trick_seats[0] != view.seat:
            rival = 1 - view.seat
            model = inference.Model(view, legal_cache(view.trump, view.rules))
            play, hand = next(model.hands_then({rival: list(state.hands[rival])}, random.Random(0)))
            assert play.card == view.trick[0]
            assert sorted(hand) == sorted([*state.hands[rival], view.trick[0]])
