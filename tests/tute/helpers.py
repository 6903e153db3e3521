"""Shared factories and helpers of the engine tests.

Written from docs/RULES.md and docs/ENGINE_CONTRACT.md only: the helpers deal known hands through the
public API (``deal``, ``deal4``; ``new_game`` with a seed for a shuffled hand), play actions,
and compute the expected outcome of a finished hand from the public view (tricks won, cantes)
so that results can be checked against the rules' own arithmetic.
"""

import random
from collections import defaultdict

import tute
from tute import DECK, card_points, trick_winner

STRENGTH = ("1", "3", "12", "11", "10", "7", "6", "5", "4", "2")
"""Ranks from the strongest to the weakest (docs/RULES.md §1)."""


def cards(text):
    """'1o 3c 12e' -> ['1o', '3c', '12e']."""
    return text.split()


def deal(variant, rows, trump_card=None, **kwargs):
    """A hand from a known deal: one row per seat, space-separated codes or a list of codes;
    other arguments as ``deal_game`` (``rules``, ``dealer``, ``pile``, ``first_hand``…)."""
    hands = [cards(row) if isinstance(row, str) else list(row) for row in rows]
    return tute.deal_game(variant, len(hands), hands, trump_card=trump_card, **kwargs)


def deal4(h0, h1, h2, h3, trump_card, *, rules=None, dealer=None):
    """A 4-player arrastre hand from four hands written as space-separated codes."""
    check_whole_deck([cards(h0), cards(h1), cards(h2), cards(h3)])
    return deal("arrastre", (h0, h1, h2, h3), trump_card, dealer=dealer, rules=rules)


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


def actions(state):
    """The legal actions, as a set."""
    return set(state.legal_actions())


def nonzero(porotos):
    """The seats that take porotos, with how many."""
    return {seat: n for seat, n in porotos.items() if n}


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
        return tute.deal_game(variant, players, hands, trump_card=rest[-1], pile=rest[:-1], rules=rules)
    if players == 3:
        hands = [deck[0:13], deck[13:26], deck[26:39]]
        leftover = deck[39]
        return tute.deal_game(variant, players, hands, trump_card=leftover, rules=rules)
    size = 40 // players
    hands = [deck[i * size : (i + 1) * size] for i in range(players)]
    dealer = players - 1
    if variant == "cabrero":
        return tute.deal_game(variant, players, hands, rules=rules)
    return tute.deal_game(variant, players, hands, trump_card=hands[dealer][-1], rules=rules)


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
    """Who wins a más / a menos and who loses, from docs/RULES.md §7's table and its tie rule."""
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


def legal(hand, trick, trump="c", **options):
    """``legal_cards`` with hands and tricks written as space-separated codes."""
    return tute.legal_cards(hand.split(), trick.split(), trump, **options)


def explain(hand, trick, card, trump="c", **options):
    """``explain_card`` with hands and tricks written as space-separated codes."""
    return tute.explain_card(hand.split(), trick.split(), trump, card, **options)


# --- known deals and helpers shared by several subjects ------------------------------------------


def habanero_window():
    """Seat 0 wins the first trick holding the 7 de oros and the veinte de espadas; as de oros shows."""
    mine = ["7o", "1c", "3c", "12e", "11e", "4b", "5b", "6b"]
    rest = [c for c in DECK if c not in mine and c != "1o"][::-1]
    state = tute.deal_game("habanero", 2, [mine, rest[:8]], trump_card="1o", pile=rest[8:], dealer=1)
    state = state.apply("1c").apply("2b")
    assert state.current_player == 0
    assert "cambio:7o" in state.legal_actions()
    return state


def events(state, name):
    return [(seat, action) for seat, action in state.history if action.split(":")[0] == name]


def automatic(state):
    decisions = list(state.decisions)
    out = []
    for item in state.history:
        if decisions and item == decisions[0]:
            decisions.pop(0)
        else:
            out.append(item)
    return out


def three_hands(muestra, holders):
    """13 cards each; ``holders`` maps a card to the seat that must hold it."""
    rest = [c for c in DECK if c != muestra and c not in holders]
    hands = [[], [], []]
    for card, seat in holders.items():
        hands[seat].append(card)
    for hand in hands:
        while len(hand) < 13:
            hand.append(rest.pop(0))
    return hands


# Trump oros. Seat 0 wins trick 1 with the 1o and holds the veintes of copas and espadas; his
# partner (seat 2) holds the veinte of bastos.
P = (
    "1o 3o 12c 11c 12e 11e 2b 3b 4b 5b",
    "2o 4o 5o 1c 2c 3c 4c 1e 2e 3e",
    "6o 7o 12b 11b 7c 10c 4e 5e 6e 7e",
    "10o 11o 12o 5c 6c 10e 6b 7b 10b 1b",
)
P1 = ("1o", "2o", "6o", "10o")


# Trump oros. Seat 0 wins trick 1 (1e) holding the cuarenta and the veinte of copas.
Q = (
    "1e 12o 11o 12c 11c 2c 3c 4c 5c 6c",
    "2e 3e 4e 2o 3o 4o 7c 10c 1c 2b",
    "5e 6e 7e 5o 6o 7o 3b 4b 5b 6b",
    "10e 11e 12e 10o 1o 7b 10b 11b 12b 1b",
)
Q1 = ("1e", "2e", "5e", "10e")


# Trump oros. Seat 0 holds the four reyes and the caballo of oros; wins trick 1 (1c), trick 2 (1o).
T = (
    "1c 1o 11o 12o 12c 12e 12b 3c 4c 5c",
    "7c 2c 2o 3o 1e 2e 3e 4e 5e 6e",
    "10c 4o 5o 6o 7e 10e 11e 1b 2b 3b",
    "11c 6c 7o 10o 4b 5b 6b 7b 10b 11b",
)
T1 = ("1c", "7c", "10c", "11c")
T2 = ("1o", "2o", "4o", "7o")


# Trump copas (seat 3 shows 12c). Seat 0 leads 5o; the renuncio tests break an obligation here.
M = (
    "5o 1e 2e 3e 4e 5e 6e 7e 10e 11e",
    "4o 6o 1o 2b 3b 4b 5b 6b 7b 10b",
    "1c 2c 3c 4c 5c 6c 7c 10c 11c 12e",
    "2o 3o 7o 10o 11o 12o 12c 1b 11b 12b",
)


def random_finish(state, rng):
    while not state.is_terminal():
        state = state.apply(rng.choice([a for a in state.legal_actions() if not a.startswith("renuncio")]))
    return state


def finish_match_hand(match, rng):
    while not match.hand.is_terminal():
        match = match.apply(
            rng.choice([a for a in match.hand.legal_actions() if not a.startswith("renuncio")])
        )
    return match


def hand(text):
    """'1o,3c' -> ['1o', '3c']."""
    return text.split(",")


# Deal A: trump oros (the dealer, seat 3, shows 12o). Seat 0 holds the two highest trumps
# (1o, 3o) to win tricks 1 and 2, and two veintes (copas, espadas).
A = (
    "1o 3o 12c 11c 12e 11e 2b 3b 4b 5b",
    "2o 4o 5o 1c 2c 3c 4c 1e 2e 3e",
    "6o 7o 5c 6c 7c 10c 4e 5e 6e 7e",
    "10o 11o 12o 10e 6b 7b 10b 11b 12b 1b",
)
A_TRICK_1 = ("1o", "2o", "6o", "10o")
A_TRICK_2 = ("3o", "4o", "7o", "11o")


# The on/off house rules the random tests draw from (tres_sin_doses and triunfos_rotativos change
# the deal: the tests that use them set them).
BOOL_OPTIONS = (
    "parejas",
    "montar_al_companero",
    "fallar_siempre",
    "arrastrar_con_mazo",
    "permitir_tute",
    "cuarenta_primero",
    "tute_sin_cantes_previos",
    "cantes_se_pierden",
    "renuncio_real",
    "no_vale_cargar",
)
