"""docs/RULES.md §8 — the house-rule options: the Rules value, its defaults and its validation."""

import dataclasses

import pytest

from tute import Rules, new_game

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
    "juegos_perdidos": 0,
    "renuncio_real": False,
    "renuncio_pierde_partida": False,
    "no_vale_cargar": False,
    "triunfos_rotativos": False,
    "porotos": 4,
}


# --- the Rules value ---------------------------------------------------------------------------------


def test_rules_hold_exactly_the_options_of_section_8_with_their_defaults():
    rules = Rules()
    assert [f.name for f in dataclasses.fields(Rules)] == list(DEFAULTS)
    assert {name: getattr(rules, name) for name in DEFAULTS} == DEFAULTS


def test_rules_are_immutable_and_compare_by_value():
    rules = Rules(parejas=False)
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.parejas = True
    assert rules == Rules(parejas=False)
    assert hash(rules) == hash(Rules(parejas=False))
    assert rules != Rules()
    assert rules.replace(parejas=True) == Rules()


def test_an_unknown_option_raises_value_error():
    with pytest.raises(ValueError, match="montar_companero"):
        Rules(montar_companero=True)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"cartas_habanero": 9}, "cartas_habanero must be 7 or 8"),
        ({"cartas_habanero": 6}, "cartas_habanero must be 7 or 8"),
        ({"rondas": 0}, "rondas must be between 1 and 5"),
        ({"rondas": 6}, "rondas must be between 1 and 5"),
        ({"porotos": 0}, "porotos must be at least 1"),
        ({"parejas": "yes"}, "parejas must be True or False"),
        ({"rondas": 2.5}, "rondas must be an integer"),
        ({"montar_al_companero": True, "parejas": False}, "montar_al_companero needs parejas"),
    ],
)
def test_bad_values_and_impossible_combinations_raise_value_error(options, message):
    with pytest.raises(ValueError, match=message):
        Rules(**options)


@pytest.mark.parametrize("value", [7, 8])
def test_cartas_habanero_may_be_7_or_8(value):
    assert Rules(cartas_habanero=value).cartas_habanero == value


@pytest.mark.parametrize(("variant", "players"), [("arrastre", 4), ("habanero", 2), ("cabrero", 3)])
def test_tres_sin_doses_is_only_for_three_player_arrastre(variant, players):
    with pytest.raises(ValueError, match="tres_sin_doses is only for arrastre with 3 players"):
        new_game(variant, players, seed=1, rules=Rules(tres_sin_doses=True))


@pytest.mark.parametrize(("variant", "players"), [("cabrero", 3), ("cabrero", 6), ("arrastre", 4)])
def test_triunfos_rotativos_is_only_for_cabrero_with_4_or_5_players(variant, players):
    with pytest.raises(ValueError, match="triunfos_rotativos is only for cabrero with 4 or 5 players"):
        new_game(variant, players, seed=1, rules=Rules(triunfos_rotativos=True))


def test_options_that_do_not_concern_a_variant_are_ignored():
    state = new_game("habanero", 2, seed=1, rules=Rules(parejas=True, porotos=2, no_vale_cargar=False))
    assert state.players == 2


@pytest.mark.parametrize(("name", "default"), DEFAULTS.items())
def test_rules_defaults_are_those_of_the_rules_table(name, default):
    assert getattr(Rules(), name) == default


def test_rules_change_one_option_by_keyword():
    rules = Rules(parejas=False, rondas=3)
    assert rules.parejas is False
    assert rules.rondas == 3
    assert rules.fallar_siempre is False


def test_rules_is_an_immutable_value():
    rules = Rules()
    with pytest.raises((AttributeError, TypeError, dataclasses.FrozenInstanceError)):
        rules.parejas = False
    assert Rules() == Rules()
    assert Rules(rondas=2) != Rules()
    assert hash(Rules()) == hash(Rules())


def test_unknown_option_raises_value_error():
    with pytest.raises(ValueError, match=r"unknown option\(s\): comodines; options are parejas"):
        Rules(comodines=True)


@pytest.mark.parametrize("rondas", [0, 6, -1])
def test_rondas_are_one_to_five(rondas):
    with pytest.raises(ValueError, match="rondas must be between 1 and 5, not"):
        Rules(rondas=rondas)


@pytest.mark.parametrize("rondas", [1, 2, 3, 4, 5])
def test_rondas_one_to_five_are_accepted(rondas):
    assert Rules(rondas=rondas).rondas == rondas


@pytest.mark.parametrize("cartas", [6, 9, 10])
def test_cartas_habanero_is_eight_or_seven(cartas):
    with pytest.raises(ValueError, match="cartas_habanero must be 7 or 8, not"):
        Rules(cartas_habanero=cartas)


def test_new_game_takes_rules():
    state = new_game("arrastre", 4, seed=1, rules=Rules(parejas=False))
    assert state.view(0).rules == Rules(parejas=False)


def test_tres_sin_doses_only_for_three_players():
    with pytest.raises(ValueError, match="tres_sin_doses is only for arrastre with 3 players"):
        new_game("arrastre", 4, seed=1, rules=Rules(tres_sin_doses=True))
