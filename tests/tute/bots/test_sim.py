"""The search's table asks the engine about cantes and cabrero results (one owner per rule)."""

import pytest

from tute import cabrero_outcome, new_game
from tute.bots.sim import sim_from_view


def _habanero_sim(leader_hand, other_hand, pile):
    state = new_game("habanero", 2, seed=3)
    view = state.view(state.current_player)
    other = 1 - view.seat
    sim = sim_from_view(view, {other: list(view.hand)}, [])
    suit = next(s for s in "oceb" if s != sim.trump)
    replace = {"S": suit, "T": sim.trump}

    def cards(codes):
        return [code.format(**replace) if "{" in code else code for code in codes]

    sim.hands[view.seat] = cards(leader_hand)
    sim.hands[other] = cards(other_hand)
    sim.pile = cards(pile)
    sim.declared = set()
    sim.cantors = set()
    sim.points = [0, 0]
    sim.turn = view.seat
    return sim, view.seat, other


@pytest.mark.parametrize(
    ("drawn_first", "priced"),
    [("4{T}", 20), ("11{S}", 0)],
    ids=["cante-held", "caballo-just-drawn"],
)
def test_habanero_cante_estimate_follows_the_engine(drawn_first, priced):
    """The winner prices the cante he holds, not one completed by the card he has just drawn."""
    leader_hand = ["1{S}", "12{S}"] + (["11{S}"] if drawn_first == "4{T}" else ["5{T}"])
    sim, leader, other = _habanero_sim(leader_hand, ["2{S}", "6{T}", "7{T}"], [drawn_first, "2{T}", "3{T}"])
    sim.play(sim.hands[leader][0])
    sim.play(sim.hands[other][0])
    assert sim.last_winner == leader
    assert sim.points[leader] == 11 + priced


def test_no_cante_is_priced_once_the_habanero_pile_is_gone():
    sim, leader, other = _habanero_sim(["1{S}", "12{S}", "11{S}"], ["2{S}", "6{T}", "7{T}"], [])
    sim.play(sim.hands[leader][0])
    sim.play(sim.hands[other][0])
    assert sim.points[leader] == 11


def test_cabrero_safety_is_the_engines_outcome():
    state = new_game("cabrero", 3, seed=5)
    view = state.view(state.current_player)
    sim = sim_from_view(view, {s: [] for s in range(3) if s != view.seat}, [])
    sim.hands = [[], [], []]
    sim.points = [70, 40, 20]
    sim.won_last = [3, 9, 0]  # seat 2 never won a trick
    sim.cantors = set()
    sim.tute = None
    outcome = cabrero_outcome({0: 70, 1: 40, 2: 20}, {0: 2, 1: 8, 2: None})
    for seat in range(3):
        assert sim.cabrero_safe(seat) == (seat not in outcome.losers)
    assert not sim.cabrero_safe(1)
    assert sim.cabrero_safe(0)
    assert sim.cabrero_safe(2)


@pytest.mark.parametrize(
    ("points", "tute", "share"),
    [([50, 60, 40], None, 0.5), ([70, 60, 40], None, 1.0), ([60, 60, 40], None, 0.75), ([70, 0, 0], 1, 0.0)],
)
def test_beaten_share_counts_each_rival_of_arrastre_for_three(points, tute, share):
    """The experto chooses by hands won: in arrastre of three, the share of the rivals beaten."""
    state = new_game("arrastre", 3, seed=2)
    view = state.view(state.current_player)
    sim = sim_from_view(view, {s: [] for s in range(3) if s != view.seat}, [])
    sim.points = points
    sim.tute = tute
    assert sim.beaten_share(0) == share


def _arrastre3_sim(hands, cantors=()):
    """A three-player table where seat 0 leads; ``hands`` use S (a plain suit) and T (trump)."""
    state = new_game("arrastre", 3, seed=2)
    view = state.view(state.current_player)
    sim = sim_from_view(view, {s: [] for s in range(3) if s != view.seat}, [])
    suit = next(s for s in "oceb" if s != sim.trump)
    sim.hands = [[code.format(S=suit, T=sim.trump) for code in hand] for hand in hands]
    sim.trick, sim.trick_seats, sim.turn = [], [], 0
    sim.points, sim.declared, sim.cantors, sim.tute = [0, 0, 0], set(), set(cantors), None
    return sim


@pytest.mark.parametrize(("cantors", "tute"), [((), 0), ((0,), None)], ids=["tute", "after-a-cante"])
def test_a_play_out_ends_with_the_tute_the_engine_offers(cantors, tute):
    """The winner of a trick holding the four reyes declares tute, as the bots and players do
    (the hand ends, his side wins it); after a cante of his own the engine offers no tute
    (*tute solo sin cantes previos*), so the best cante is priced instead."""
    reyes = [f"12{s}" for s in "oceb"]
    sim = _arrastre3_sim(
        [
            ["1{S}", *reyes, "11{T}"],
            ["2{S}", "4{S}", "5{S}", "6{S}", "7{S}", "10{S}"],
            ["3{S}", "5{T}", "6{T}", "7{T}", "10{T}", "2{T}"],
        ]
    )
    sim.cantors = set(cantors)
    sim.play(sim.hands[0][0])
    sim.play(sim.hands[1][0])
    sim.play(sim.hands[2][0])
    assert sim.last_winner == 0
    assert sim.tute == tute
    assert sim.is_over() == (tute is not None)
    if tute is None:
        assert sim.points[0] == 11 + 10 + 40  # as and tres, then las cuarenta
    else:
        assert sim.margin(0) == 130
        assert sim.beaten_share(0) == 1.0
