"""RULES.md §1 (cards) and §8 (options): codes, strength, points, the Rules value."""

import ast
import dataclasses
import pathlib

import pytest

from games.engine import Rules, card_points, new_game, parse_card, stronger, trick_winner
from games.engine.cards import CODES, card_name

STRENGTH = ("1", "3", "12", "11", "10", "7", "6", "5", "4", "2")
DECK = [f"{r}{s}" for s in "oceb" for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]


# --- cards ---------------------------------------------------------------------------------------


def test_the_deck_has_forty_cards_without_eights_or_nines():
    assert sorted(CODES) == sorted(DECK)
    assert not any(code.startswith(("8", "9")) for code in CODES)


def test_card_codes_are_rank_then_suit_letter_in_lower_case():
    assert parse_card("1o") == "1o" and parse_card("12e") == "12e" and parse_card("10b") == "10b"
    assert card_name("3c") == "tres de copas"


def test_upper_case_codes_are_accepted():
    assert parse_card("12E") == "12e"
    assert card_points(["1O", "3C"]) == 21
    assert stronger("1B", "3b")


@pytest.mark.parametrize("bad", ["9b", "8o", "13c", "0e", "1x", "", "as de oros"])
def test_an_unknown_code_raises_value_error_naming_it(bad):
    with pytest.raises(ValueError) as error:
        card_points([bad])
    assert repr(bad) in str(error.value)


@pytest.mark.parametrize("suit", "oceb")
def test_strength_order_is_as_3_rey_caballo_sota_7_6_5_4_2(suit):
    for i, high in enumerate(STRENGTH):
        for low in STRENGTH[i + 1 :]:
            assert stronger(high + suit, low + suit)
            assert not stronger(low + suit, high + suit)


def test_cards_of_different_suits_do_not_outrank_each_other():
    assert not stronger("1o", "2c") and not stronger("2c", "1o")


def test_points_as_11_tres_10_rey_4_caballo_3_sota_2_and_blank_cards_0():
    assert [card_points([f"{r}o"]) for r in (1, 3, 12, 11, 10, 7, 6, 5, 4, 2)] == [
        11,
        10,
        4,
        3,
        2,
        0,
        0,
        0,
        0,
        0,
    ]


def test_thirty_points_a_suit_and_120_in_the_deck():
    for suit in "oceb":
        assert card_points([c for c in DECK if c.endswith(suit)]) == 30
    assert card_points(DECK) == 120


def test_seed_000_example_five_de_oros_led_copas_trump():
    # Seed 000: the 5 de oros is led, copas is trump.
    assert trick_winner(["5o", "6o"], "c") == 1  # seis de oros: wins, oros and higher
    assert trick_winner(["5o", "4o"], "c") == 0  # cuatro de oros: loses, lower
    assert trick_winner(["5o", "2c"], "c") == 1  # dos de copas: wins, a trump
    assert trick_winner(["5o", "7b"], "c") == 0  # a basto: neither the suit led nor trump


def test_the_highest_trump_wins_else_the_highest_card_of_the_suit_led():
    assert trick_winner(["5o", "1e", "12o", "3o"], "c") == 3
    assert trick_winner(["5o", "2c", "1o", "4c"], "c") == 3
    assert trick_winner(["1c", "3c", "12c", "2c"], "c") == 0


# --- the Rules value ----------------------------------------------------------------------------

DEFAULTS = {
    "parejas": True,
    "montar_al_companero": False,
    "fallar_siempre": False,
    "tres_sin_doses": False,
    "cartas_habanero": 8,
    "arrastrar_con_mazo": False,
    "permitir_tute": True,
    "cuarenta_primero": True,
    "tute_sin_cantes_previos": True,
    "cantes_se_pierden": False,
    "rondas": 1,
    "renuncio_real": False,
    "no_vale_cargar": False,
    "triunfos_rotativos": False,
    "porotos": 4,
}


def test_rules_hold_exactly_the_options_of_section_8_with_their_defaults():
    rules = Rules()
    assert [f.name for f in dataclasses.fields(Rules)] == list(DEFAULTS)
    assert {name: getattr(rules, name) for name in DEFAULTS} == DEFAULTS


def test_rules_are_immutable_and_compare_by_value():
    rules = Rules(parejas=False)
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.parejas = True
    assert rules == Rules(parejas=False) and hash(rules) == hash(Rules(parejas=False))
    assert rules != Rules()
    assert rules.replace(parejas=True) == Rules()


def test_an_unknown_option_raises_value_error():
    with pytest.raises(ValueError, match="montar_companero"):
        Rules(montar_companero=True)


@pytest.mark.parametrize(
    "options",
    [
        {"cartas_habanero": 9},
        {"cartas_habanero": 6},
        {"rondas": 0},
        {"rondas": 6},
        {"porotos": 0},
        {"parejas": "yes"},
        {"rondas": 2.5},
        {"montar_al_companero": True, "parejas": False},
    ],
)
def test_bad_values_and_impossible_combinations_raise_value_error(options):
    with pytest.raises(ValueError):
        Rules(**options)


@pytest.mark.parametrize("value", [7, 8])
def test_cartas_habanero_may_be_7_or_8(value):
    assert Rules(cartas_habanero=value).cartas_habanero == value


@pytest.mark.parametrize(("variant", "players"), [("arrastre", 4), ("habanero", 2), ("cabrero", 3)])
def test_tres_sin_doses_is_only_for_three_player_arrastre(variant, players):
    with pytest.raises(ValueError):
        new_game(variant, players, seed=1, rules=Rules(tres_sin_doses=True))


@pytest.mark.parametrize(("variant", "players"), [("cabrero", 3), ("cabrero", 6), ("arrastre", 4)])
def test_triunfos_rotativos_is_only_for_cabrero_with_4_or_5_players(variant, players):
    with pytest.raises(ValueError):
        new_game(variant, players, seed=1, rules=Rules(triunfos_rotativos=True))


def test_options_that_do_not_concern_a_variant_are_ignored():
    state = new_game("habanero", 2, seed=1, rules=Rules(parejas=True, porotos=2, no_vale_cargar=False))
    assert state.players == 2


# --- purity ---------------------------------------------------------------------------------------


def test_no_engine_module_imports_django():
    engine = pathlib.Path(__file__).resolve().parents[2] / "games" / "engine"
    for path in engine.rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            assert not any(name.split(".")[0] == "django" for name in names), f"{path.name} imports django"
