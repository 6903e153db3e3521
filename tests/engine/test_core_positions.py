"""Position-level rules beyond the trick: declarations (RULES.md §4, §6), swapping the face-up
trump card (§2, §6, §7) and who loses a cabrero hand (§7) — the public functions, and that
State's windows, deals and results agree with them."""

import random

import pytest

from games import engine
from games.engine import (
    Rules,
    cabrero_outcome,
    cante_points,
    declarations,
    explain_declaration,
    muestra_swaps,
    swap_for,
)


def hand(text):
    return text.split(",")


# --- cantes ---------------------------------------------------------------------------------


def test_las_veinte_need_rey_and_caballo_of_a_suit():
    assert declarations(hand("12e,11e,12b,11b,1o,3o,7c,4c,10o"), "c") == ["cante:e", "cante:b"]
    assert declarations(hand("12c,10c,11o,12b,1e,3e,7e,4o,2b"), "e") == []
    check = explain_declaration("cante:o", hand("11o,12c,1e"), "e")
    assert not check.allowed and check.reason == "faltan_cartas" and check.missing == ("12o",)


def test_cante_points_las_cuarenta_in_trumps_las_veinte_otherwise_tute_wins_the_hand():
    assert cante_points("cante:o", "o") == 40
    assert cante_points("cante:c", "o") == 20
    assert cante_points("tute:12", "o") is None
    assert explain_declaration("cante:b", hand("12b,11b"), "b").points == 40
    with pytest.raises(ValueError):
        cante_points("cante:x", "o")


def test_las_cuarenta_primero_blocks_the_veintes_until_the_cuarenta_is_declared():
    cards = hand("12o,11o,12c,11c,1e,5e,7b,2b,6o")
    assert declarations(cards, "o") == ["cante:o"]
    assert explain_declaration("cante:c", cards, "o").reason == "cuarenta_primero"
    assert declarations(cards, "o", declared=["o"]) == ["cante:c"]
    assert declarations(cards, "o", rules=Rules(cuarenta_primero=False)) == ["cante:o", "cante:c"]


def test_las_cuarenta_primero_never_blocks_tute():
    assert declarations(hand("12o,12c,12e,12b,11o,3c,5b,2e,7o"), "o") == ["cante:o", "tute:12"]


def test_each_suit_is_declared_once():
    cards = hand("12e,11e,12o,11o,2b,6b,7c")
    assert declarations(cards, "c", declared=["e"]) == ["cante:o"]
    assert declarations(cards, "c", declared=["cante:e", "o"]) == []
    assert explain_declaration("cante:e", cards, "c", declared=["e"]).reason == "ya_cantado"


def test_tute_of_reyes_and_of_caballos():
    assert declarations(hand("11o,11c,11e,11b,1c,3b,2o,6e,7e"), "c") == ["tute:11"]
    assert explain_declaration("tute:12", hand("11o,11c,11e,11b"), "c").missing == (
        "12o",
        "12c",
        "12e",
        "12b",
    )


def test_permitir_tute_off_forbids_tute():
    cards = hand("11o,11c,11e,11b,1c,3b,2o,6e,7e")
    assert declarations(cards, "c", rules=Rules(permitir_tute=False)) == []
    assert explain_declaration("tute:11", cards, "c", rules=Rules(permitir_tute=False)).reason == (
        "tute_no_permitido"
    )


def test_tute_solo_sin_cantes_previos():
    cards = hand("11o,11c,11e,11b,12c,4b,6b")
    assert declarations(cards, "e", declared=["c"], own_cante=True) == []
    assert explain_declaration("tute:11", cards, "e", own_cante=True).reason == "cantes_previos"
    rules = Rules(tute_sin_cantes_previos=False)
    assert declarations(cards, "e", declared=["c"], own_cante=True, rules=rules) == ["tute:11"]


def test_habanero_not_with_the_card_just_drawn_and_not_without_pile():
    cards = hand("12o,11o,1c,3e,5b,6b,7c,4e")
    assert declarations(cards, "c", drawn="11o", pile=10) == []
    assert explain_declaration("cante:o", cards, "c", drawn="11o", pile=10).reason == "recien_robada"
    assert declarations(cards, "c", drawn="4e", pile=10) == ["cante:o"]
    assert declarations(cards, "c", drawn="4e", pile=0) == []
    assert explain_declaration("cante:o", cards, "c", pile=0).reason == "sin_mazo"


def test_cantes_se_pierden_a_lost_declaration_is_not_offered_again():
    cards = hand("12o,11o,12e,11e,1c")
    assert declarations(cards, "c", lost=["cante:o"]) == ["cante:e"]
    assert explain_declaration("cante:o", cards, "c", lost=["cante:o"]).reason == "perdido"


def _drawn_now(state):
    """The card the current player drew after the last trick (habanero), else None."""
    for seat, action in reversed(state.history):
        if action.startswith("robo:") and seat == state.current_player:
            return action[5:]
        if not action.startswith("robo"):
            return None
    return None


@pytest.mark.parametrize(
    ("variant", "players", "rules"),
    [
        ("arrastre", 4, None),
        ("habanero", 2, None),
        ("cabrero", 3, None),
        ("arrastre", 4, Rules(cuarenta_primero=False, tute_sin_cantes_previos=False)),
        ("habanero", 2, Rules(permitir_tute=False)),
    ],
)
def test_state_windows_offer_exactly_the_declarations_of_the_position(variant, players, rules):
    rng = random.Random(7)
    windows = 0
    for seed in range(60):
        state = engine.new_game(variant, players, seed=seed, rules=rules)
        while not state.is_terminal():
            actions = state.legal_actions()
            if state.in_window:
                windows += 1
                seat = state.current_player
                pile = state.pile_size if variant == "habanero" else None
                expected = declarations(
                    state.hands[seat],
                    state.trump,
                    declared=[what for _s, what in state.cantes],
                    own_cante=any(s == seat for s, _w in state.cantes),
                    drawn=_drawn_now(state),
                    pile=pile,
                    rules=state.rules,
                )
                offered = [a for a in actions if a.startswith(("cante:", "tute:"))]
                assert offered == expected
                swaps = [a[7:] for a in actions if a.startswith("cambio:")]
                if variant == "habanero":  # the only window swap: the trick winner's, in habanero
                    swap = swap_for(state.trump_card, state.hands[seat], pile=pile)
                    assert swaps == ([swap] if swap else [])
                else:
                    assert swaps == []
            # prefer declarations and swaps, to reach later windows with cantes made
            special = [a for a in actions if ":" in a and not a.startswith("renuncio")]
            state = state.apply(
                rng.choice(special) if special and rng.random() < 0.7 else rng.choice(actions)
            )
    assert windows > 20


def test_a_cante_adds_its_points_to_the_side():
    hands = [
        "12o 11o 1b 3c 4c 5c 6c 7c 10c 11c".split(),
        "1o 2o 3o 4o 5o 6o 7o 10o 2c 12c".split(),
        "1e 2e 3e 4e 5e 6e 7e 10e 11e 12e".split(),
        "1c 2b 3b 4b 5b 6b 7b 10b 11b 12b".split(),
    ]
    state = engine.deal_game("arrastre", 4, hands, trump_card="12b")
    for card in ("1b", "2c", "2e", "2b"):  # seat 0 leads the as of trumps and wins
        state = state.apply(card)
    assert "cante:o" in state.legal_actions()
    before = state.points()[0]
    assert state.apply("cante:o").points()[0] == before + cante_points("cante:o", "b") == before + 20


# --- swaps ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("face", "cards", "expected"),
    [
        ("12o", "7o,2o,1c", "7o"),  # the 7 of trumps for an as, 3, rey, caballo or sota
        ("1o", "7o,2o", "7o"),
        ("10o", "2o,1c", None),  # a figure is not taken with the 2
        ("5b", "7b,2b,1o", "2b"),  # the 2 for a 7, 6, 5 or 4
        ("4e", "2e,7e", "2e"),
        ("7c", "2c", "2c"),
        ("2c", "7c,1c", None),
        ("11c", "2c,1c", None),
    ],
)
def test_habanero_swap_the_seven_or_the_two(face, cards, expected):
    assert swap_for(face, hand(cards), "habanero") == expected


def test_habanero_swap_only_while_the_pile_has_cards():
    assert swap_for("12o", ["7o"], "habanero", pile=2) == "7o"
    assert swap_for("12o", ["7o"], "habanero", pile=0) is None


@pytest.mark.parametrize(
    ("face", "cards", "variant", "expected"),
    [
        ("1e", "7e,3e", "arrastre/3", "7e"),
        ("6b", "2b,10b", "arrastre/3", "2b"),
        ("4o", "2o,7o", "arrastre/3", None),  # a 4 or a 2 is not swapped with three players
        ("12c", "7c,2c", "arrastre/3", "7c"),  # arrastre: the 7 first (then the 2 takes the 7)
        ("12c", "7c,2c", "cabrero/3", "2c"),  # cabrero: the holder of both swaps his 2 straight
        ("12c", "7c,2c", "arrastre/4", None),  # four players: no swap
    ],
)
def test_three_player_swap_of_the_leftover_card(face, cards, variant, expected):
    assert swap_for(face, hand(cards), variant) == expected


def test_muestra_swaps_chain_the_seven_then_the_two():
    hands = [["7e"], ["2e"], ["3e"]]
    assert muestra_swaps("1e", hands) == [(0, "7e", "1e"), (1, "2e", "7e")]
    assert muestra_swaps("6e", hands) == [(1, "2e", "6e")]
    assert muestra_swaps("4e", hands) == []
    assert muestra_swaps("1e", [["7e", "2e"], [], []]) == [(0, "7e", "1e"), (0, "2e", "7e")]
    assert muestra_swaps("1e", [["7e", "2e"], [], []], cabrero=True) == [(0, "2e", "1e")]
    with pytest.raises(ValueError):
        muestra_swaps("1e", [["3e"], [], []])


@pytest.mark.parametrize(("variant", "cabrero"), [("arrastre", False), ("cabrero", True)])
def test_three_player_deals_make_the_muestra_swaps(variant, cabrero):
    for seed in range(40):
        state = engine.new_game(variant, 3, seed=seed, dealer=0)
        events = state.history
        shown = [a[8:] for _s, a in events if a.startswith("muestra:")]
        if not shown:
            continue  # cabrero's first hand: no card shown
        dealt = {s: a[7:].split(",") for s, a in events if a.startswith("recibe:")}
        made = [(s, a[7:]) for s, a in events if a.startswith("cambio:")]
        expected = muestra_swaps(shown[0], dealt, cabrero=cabrero)
        assert made == [(seat, give) for seat, give, _take in expected]
        assert state.trump_card == (expected[-1][1] if expected else shown[0])


def test_a_later_cabrero_hand_swaps_the_leftover_card():
    match = engine.new_match("cabrero", 3, seed=3)
    checked = 0
    for _ in range(6):
        while not match.hand.is_terminal():
            match = match.apply(match.hand.legal_actions()[0])
        if match.is_over():
            break
        match = match.next_hand()
        events = match.hand.history
        shown = [a[8:] for _s, a in events if a.startswith("muestra:")]
        dealt = {s: a[7:].split(",") for s, a in events if a.startswith("recibe:")}
        made = [(s, a[7:]) for s, a in events if a.startswith("cambio:")]
        assert made == [(s, g) for s, g, _t in muestra_swaps(shown[0], dealt, cabrero=True)]
        checked += 1
    assert checked


# --- cabrero: who loses ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("points", "losers"),
    [
        ([70, None, None, 60], [3]),  # 2 entered: the second loses
        ([52, 30, None, 48], [3]),  # 3 entered: the second loses
        ([45, 38, 22, 25], [1, 3]),  # 4 entered: the second and the third
        ([40, 25, 35, 20, 10], [2, 1, 3]),  # 5 entered: second, third and fourth
    ],
)
def test_pierde_el_del_medio(points, losers):
    outcome = cabrero_outcome(points)
    assert outcome["losers"] == losers
    assert outcome["a_mas"] == outcome["entered"][0]
    assert outcome["a_menos"] == (outcome["entered"][-1] if len(outcome["entered"]) > 2 else None)


def test_only_players_who_entered_count():
    outcome = cabrero_outcome([52, 30, None, 48])
    assert outcome["entered"] == [0, 3, 1]
    assert 2 not in outcome["losers"] and outcome["porotos"][2] == 0


def test_capote_every_other_player_loses_unless_he_declared_a_cante():
    outcome = cabrero_outcome([130, None, None, None])
    assert outcome["winner"] == outcome["a_mas"] == 0 and outcome["losers"] == [1, 2, 3]
    after_cante = cabrero_outcome([150, None, None], cantes=[0])
    assert after_cante["losers"] == [0] and after_cante["winner"] is None and after_cante["a_mas"] is None


def test_ties_are_broken_by_the_last_trick_won():
    points = {0: 40, 1: 40, 2: 50}
    assert cabrero_outcome(points, {0: 3, 1: 7, 2: 9})["entered"] == [2, 1, 0]
    assert cabrero_outcome(points, {0: 8, 1: 7, 2: 9})["losers"] == [0]
    with pytest.raises(ValueError):
        cabrero_outcome(points)


def test_tute_and_renuncio_outcomes():
    assert cabrero_outcome([20, 10, 0], [1, 0, None], tute=1)["losers"] == [0, 2]
    wrong = cabrero_outcome([20, 10, 0], [1, 0, None], renuncio=(2, 0, False))
    assert wrong["losers"] == [0] and wrong["porotos"] == {0: 1, 1: 0, 2: 0}
    right = cabrero_outcome([20, 10, 0], [1, 0, None], renuncio=(2, 0, True))
    assert right["porotos"][2] == 2


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_state_result_is_the_cabrero_outcome_of_its_points(players):
    rng = random.Random(players)
    for seed in range(25):
        state = engine.new_game("cabrero", players, seed=seed)
        while not state.is_terminal():
            actions = state.legal_actions()
            state = state.apply(rng.choice(actions))
        result = state.result()
        if result.tute is not None:
            continue
        last = {}
        for number, (_leader, _cards, winner) in enumerate(state.tricks):
            last[winner] = number
        cantes = {seat for seat, _what in state.cantes}
        expected = cabrero_outcome(result.points, last, cantes=cantes)
        assert result.entered == tuple(expected["entered"]) and result.losers == tuple(expected["losers"])
        assert (result.a_mas, result.a_menos) == (expected["a_mas"], expected["a_menos"])
        assert result.porotos == expected["porotos"] and result.winner == expected["winner"]
