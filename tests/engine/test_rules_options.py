"""RULES.md §8 — the house-rule options: the Rules value, its defaults and its validation."""

import dataclasses

import pytest

from games.engine import Rules, new_game

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


@pytest.mark.parametrize(("name", "default"), DEFAULTS.items())
def test_rules_defaults_are_those_of_the_rules_table(name, default):
    assert getattr(Rules(), name) == default


def test_rules_change_one_option_by_keyword():
    rules = Rules(parejas=False, rondas=3)
    assert rules.parejas is False and rules.rondas == 3
    assert rules.fallar_siempre is False


def test_rules_is_an_immutable_value():
    rules = Rules()
    with pytest.raises((AttributeError, TypeError, dataclasses.FrozenInstanceError)):
        rules.parejas = False
    assert Rules() == Rules()
    assert Rules(rondas=2) != Rules()
    assert hash(Rules()) == hash(Rules())


def test_unknown_option_raises_value_error():
    with pytest.raises(ValueError):
        Rules(comodines=True)


@pytest.mark.parametrize("rondas", [0, 6, -1])
def test_rondas_are_one_to_five(rondas):
    with pytest.raises(ValueError):
        Rules(rondas=rondas)


@pytest.mark.parametrize("rondas", [1, 2, 3, 4, 5])
def test_rondas_one_to_five_are_accepted(rondas):
    assert Rules(rondas=rondas).rondas == rondas


@pytest.mark.parametrize("cartas", [6, 9, 10])
def test_cartas_habanero_is_eight_or_seven(cartas):
    with pytest.raises(ValueError):
        Rules(cartas_habanero=cartas)


def test_new_game_takes_rules():
    state = new_game("arrastre", 4, seed=1, rules=Rules(parejas=False))
    assert state.view(0).rules == Rules(parejas=False)


def test_tres_sin_doses_only_for_three_players():
    with pytest.raises(ValueError):
        new_game("arrastre", 4, seed=1, rules=Rules(tres_sin_doses=True))
