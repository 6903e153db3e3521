"""Shared helpers for the acceptance tests of RULES.md (tests/engine/test_rules_*.py).

Written from RULES.md and ENGINE_CONTRACT.md only: the helpers deal known hands through the
public API, play actions, and compute the expected outcome of a finished hand from the public
view (tricks won, cantes) so that results can be checked against the rules' own arithmetic.
"""

import random
from collections import defaultdict

import games.engine as engine
from games.engine import card_points, trick_winner

SUITS = ("o", "c", "e", "b")
RANKS = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
DECK = tuple(f"{rank}{suit}" for suit in SUITS for rank in RANKS)


def cards(text):
    """'1o 3c 12e' -> ['1o', '3c', '12e']."""
    return text.split()


def deal4(h0, h1, h2, h3, trump_card, *, rules=None, dealer=None):
    """A 4-player arrastre hand from four hands written as space-separated codes."""
    hands = [cards(h0), cards(h1), cards(h2), cards(h3)]
    check_whole_deck(hands)
    return engine.deal_game("arrastre", 4, hands, trump_card=trump_card, dealer=dealer, rules=rules)


def check_whole_deck(hands, extra=()):
    """Guard against typos in hand-built deals: every card exactly once."""
    seen = [c for hand in hands for c in hand] + list(extra)
    assert sorted(seen) == sorted(DECK), (
        f"test deal is wrong: missing {set(DECK) - set(seen)}, twice {[c for c in seen if seen.count(c) > 1]}"
    )


def play(state, *actions):
    for action in actions:
        state = state.apply(action)
    return state


def side_of(seat, players, parejas):
    return seat % 2 if players == 4 and parejas else seat


def random_playout(state, rng, *, avoid=("renuncio:",)):
    """Play to the end choosing uniformly (reproducibly) among the legal actions."""
    while not state.is_terminal():
        actions = sorted(a for a in state.legal_actions() if not a.startswith(avoid))
        state = state.apply(rng.choice(actions))
    return state


def random_deal(variant, players, rng, *, rules=None):
    """A random deal of our own (independent of the engine's shuffle) through deal_game."""
    deck = list(DECK)
    rng.shuffle(deck)
    if variant in ("habanero",) or (variant == "arrastre" and players == 2):
        size = 8 if rules is None else rules.cartas_habanero
        hands = [deck[:size], deck[size : 2 * size]]
        rest = deck[2 * size :]
        return engine.deal_game(variant, players, hands, trump_card=rest[-1], pile=rest[:-1], rules=rules)
    if players == 3:
        hands = [deck[0:13], deck[13:26], deck[26:39]]
        leftover = deck[39]
        return engine.deal_game(variant, players, hands, trump_card=leftover, rules=rules)
    size = 40 // players
    hands = [deck[i * size : (i + 1) * size] for i in range(players)]
    dealer = players - 1
    if variant == "cabrero":
        return engine.deal_game(variant, players, hands, rules=rules)
    return engine.deal_game(variant, players, hands, trump_card=hands[dealer][-1], rules=rules)


def cante_value(what, trump):
    return 40 if what == trump else 20


def expected_points(view, side):
    """Points per side from the public record: cards won + cantes + diez de últimas."""
    points = defaultdict(int)
    for _leader, trick, winner in view.tricks:
        points[side(winner)] += card_points(trick)
    for seat, what in view.cantes:
        if not what.startswith("tute"):
            points[side(seat)] += cante_value(what, view.trump)
    if view.tricks:
        points[side(view.tricks[-1][2])] += 10
    return dict(points)


def cabrero_expectation(view):
    """Who wins a más / a menos and who loses, from RULES.md §7's table and its tie rule."""
    points = expected_points(view, lambda seat: seat)
    last_won = {}
    for index, (_leader, _trick, winner) in enumerate(view.tricks):
        last_won[winner] = index
    entered = sorted(last_won, key=lambda seat: (points.get(seat, 0), last_won[seat]), reverse=True)
    in_hand = [seat for seat in range(view.players) if seat != view.sitting_out]
    if len(entered) == 1:
        capote = entered[0]
        if any(seat == capote for seat, _ in view.cantes):
            losers = [capote]
        else:
            losers = [seat for seat in in_hand if seat != capote]
    elif len(entered) == 2:
        losers = [entered[1]]
    else:
        losers = entered[1:-1]
    return {"points": points, "entered": entered, "losers": losers}


def losing_answer(hand, lead, trump):
    """A card of `hand` that does not beat `lead` (used to steer habanero hands), or None."""
    for card in sorted(hand):
        if trick_winner([lead, card], trump) == 0:
            return card
    return None


def rng(seed):
    return random.Random(seed)
