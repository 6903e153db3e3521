"""The experto solves endgames where every card is known, and its feedback makes sense."""

import random

import pytest

from tute import deal_game, new_game
from tute.bots import Judgement, Label, ReasonCode, choose_action, evaluate, judge


def exact_value(state, side):
    """Final points of ``side`` minus the other side's, both sides playing perfectly (brute
    force over the engine's own states)."""
    if state.is_terminal():
        points = state.result().points
        return points[side] - points[1 - side]
    values = [exact_value(state.apply(action), side) for action in state.legal_actions()]
    return max(values) if state.current_player == side else min(values)


def habanero_endgames(tricks_left, count):
    """Positions of habanero after the pile is gone (every card known), with a choice that
    matters: some legal card gives a worse result than the best."""
    found = []
    seed = 0
    while len(found) < count and seed < 400:
        state = new_game("habanero", 2, seed=seed)
        rng = random.Random(seed)
        seed += 1
        while not state.is_terminal():
            view = state.view(state.current_player)
            if not view.pile_size and len(view.hand) == tricks_left and len(view.legal_actions()) > 1:
                side = view.seat
                values = {a: exact_value(state.apply(a), side) for a in view.legal_actions()}
                if len(set(values.values())) > 1:
                    found.append((state, values))
                break
            state = state.apply(choose_action(view, "intermedio", rng=rng))
    return found


@pytest.mark.parametrize("tricks_left", [2, 3])
def test_experto_finds_the_winning_play_when_every_card_is_known(tricks_left):
    endgames = habanero_endgames(tricks_left, 8)
    assert len(endgames) >= 5
    for state, values in endgames:
        view = state.view(state.current_player)
        choice = choose_action(view, "experto", rng=random.Random(0))
        assert values[choice] == max(values.values()), (view.hand, view.trick, values, choice)


def test_evaluate_matches_the_exact_values_of_a_known_endgame():
    state, values = habanero_endgames(3, 1)[0]
    view = state.view(state.current_player)
    estimate = evaluate(view, budget=0.05)
    assert set(estimate) == set(view.legal_actions())
    # Every card is known: the estimate is the exact final margin, not an average.
    assert estimate == {action: float(value) for action, value in values.items()}
    assert list(estimate)[0] in {a for a, v in values.items() if v == max(values.values())}


# A hand-made first trick of arrastre in pairs: seat 3 plays last.
# Trump is bastos, shown by the dealer's (seat 3) last card, the 2 de bastos. Seat 0 leads the
# 4 de oros, seat 1 (seat 3's partner) plays the 5 de oros, seat 2 has no oros and trumps with
# the as de bastos. Seat 3 has no oros and only the 2 de bastos: it cannot beat the as, so it may
# play any card. The trick is lost: the as de copas thrown into it is a present to the rivals.
HANDS = [
    ["4o", "1o", "2o", "3o", "6o", "3b", "4b", "3c", "7c", "10c"],
    ["5o", "7o", "10o", "11o", "12o", "5b", "6b", "11c", "12c", "1e"],
    ["1b", "7b", "10b", "11b", "12b", "2e", "3e", "10e", "11e", "12e"],
    ["1c", "2c", "4c", "5c", "6c", "4e", "5e", "6e", "7e", "2b"],
]


def lost_trick_position():
    state = deal_game("arrastre", 4, HANDS, trump_card="2b", dealer=3)
    for card in ("4o", "5o", "1b"):
        state = state.apply(card)
    return state.view(3)


def test_judge_calls_an_as_thrown_into_a_lost_trick_an_error():
    view = lost_trick_position()
    assert "1c" in view.legal_actions()
    assert "4e" in view.legal_actions()
    verdict = judge(view, "1c")
    assert isinstance(verdict, Judgement)
    assert verdict.label in ("error", "error_grave")
    assert "puntos_a_baza_perdida" in {reason.code for reason in verdict.reasons}
    assert verdict.best != "1c"
    assert verdict.best in view.legal_actions()
    assert verdict.loss >= 10
    assert verdict.key_reason is not None
    assert verdict.unit == "puntos"


def test_judge_calls_the_best_play_good():
    view = lost_trick_position()
    best = next(iter(evaluate(view, budget=0.1)))
    verdict = judge(view, best)
    assert verdict.label == "buena"
    assert verdict.reasons == ()
    assert verdict.loss < 4


def test_judgements_use_only_the_published_codes():
    for seed in range(6):
        state = new_game("arrastre", 4, seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(4, 30)):
            state = state.apply(rng.choice(state.legal_actions()))
        view = state.view(state.current_player)
        for action in view.legal_actions()[:3]:
            verdict = judge(view, action, budget=0.02)
            assert verdict.label in set(Label)
            assert {reason.code for reason in verdict.reasons} <= set(ReasonCode)
            assert verdict.best in view.legal_actions()


def test_judge_refuses_an_illegal_action():
    view = lost_trick_position()
    with pytest.raises(ValueError, match="'1o' is not a legal action here"):
        judge(view, "1o")


@pytest.mark.parametrize("players", [3, 4, 5])
def test_cabrero_values_are_the_chance_of_not_losing(players):
    """At the last card of a cabrero hand every card is known: the value of each card is 1 when
    the engine's result spares the seat, 0 when it takes a poroto."""
    checked = 0
    seen = set()
    for seed in range(20):
        state = new_game("cabrero", players, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            view = state.view(state.current_player)
            if len(view.trick) == players - 1 and len(view.hand) == 1:
                (card,) = view.legal_actions()
                value = evaluate(view, budget=0.01)[card]
                losers = state.apply(card).result().losers
                assert value == (0.0 if view.seat in losers else 1.0)
                seen.add(value)
                checked += 1
            state = state.apply(choose_action(view, "intermedio", rng=rng))
    assert checked >= 15
    assert seen == {0.0, 1.0}


def test_cards_that_are_worth_the_same_are_searched_once():
    from tute.bots.search import equivalent_classes

    # Seat 3's first play of the hand-made trick: the 4, 5, 6 and 7 de espadas are blanks with
    # no card of another seat between them; the as and the 2 de copas are not alike.
    view = lost_trick_position()
    groups = equivalent_classes(view, ["4e", "5e", "6e", "7e", "1c", "2c", "4c"])
    as_sets = sorted(sorted(group) for group in groups)
    assert ["4e", "5e", "6e", "7e"] in as_sets
    assert ["1c"] in as_sets
    # 2c and 4c are blanks with no card between them in strength: alike too.
    assert ["2c", "4c"] in as_sets


def test_model_search_plays_the_seat_at_least_as_well_as_the_heuristics():
    """ModelSearch maximises over the seat's own cards with the others fixed to the heuristics,
    so its line is never worse for the seat than the heuristic play-out of the same deal, and
    for some deal it is better."""
    from tute.bots.knowledge import knowledge, sample_deal
    from tute.bots.search import WIN_VALUE_TWO_SIDES, ModelSearch, rollout
    from tute.bots.sim import sim_from_view

    def score(sim, seat):
        return WIN_VALUE_TWO_SIDES * sim.beaten_share(seat) + sim.margin(seat)

    better = 0
    for seed in range(12):
        state = new_game("arrastre", 4, seed=seed)
        rng = random.Random(seed)
        while len(state.view(state.current_player).hand) > 4:
            state = state.apply(choose_action(state.view(state.current_player), "intermedio", rng=rng))
        view = state.view(state.current_player)
        hands, pile = sample_deal(knowledge(view), rng)
        base = sim_from_view(view, hands, pile)
        searched = ModelSearch(view.seat, WIN_VALUE_TWO_SIDES).best_leaf(base.copy())
        assert searched.is_over()
        heuristic = score(rollout(base.copy()), view.seat)
        assert score(searched, view.seat) >= heuristic
        better += score(searched, view.seat) > heuristic
    assert better >= 1


def test_the_search_can_be_given_the_deal_it_plays_out():
    """``sampler`` replaces the sampled deals (bench/bots.py's ``vidente`` sees every card): every
    play-out is then the true deal's, so each card's outcome is one figure, not a spread."""
    from tute.bots.knowledge import true_deal
    from tute.bots.search import search

    state = new_game("arrastre", 3, seed=5)
    view = state.view(state.current_player)
    seen = []

    def the_deal(know, rng):
        seen.append(know.seat)
        return true_deal(state)(know, rng)

    cards = sorted(set(view.legal_actions()) & set(view.hand))
    given = search(view, cards, budget=0.02, rng=random.Random(1), sampler=the_deal, detail=True)
    sampled = search(view, cards, budget=0.02, rng=random.Random(1), detail=True)
    assert seen
    assert set(seen) == {view.seat}
    assert all(len({r.margin for r in given[card].records}) == 1 for card in cards)
    assert any(len({r.margin for r in sampled[card].records}) > 1 for card in cards)
