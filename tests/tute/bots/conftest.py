import dataclasses
import random

import pytest

from tute import Rules, new_game

# (variant, players, rules) of every table the bots may sit at.
TABLES = [
    ("habanero", 2, Rules()),
    ("habanero", 2, Rules(cartas_habanero=7, arrastrar_con_mazo=True)),
    ("arrastre", 3, Rules()),
    ("arrastre", 3, Rules(tres_sin_doses=True, fallar_siempre=True)),
    ("arrastre", 4, Rules()),
    ("arrastre", 4, Rules(montar_al_companero=True, cuarenta_primero=False)),
    ("arrastre", 4, Rules(parejas=False, cantes_se_pierden=True)),
    ("arrastre", 4, Rules(renuncio_real=True)),
    ("cabrero", 3, Rules()),
    ("cabrero", 4, Rules(no_vale_cargar=True)),
    ("cabrero", 5, Rules(triunfos_rotativos=True)),
    ("cabrero", 6, Rules(tute_sin_cantes_previos=False)),
]


def table_id(table):
    variant, players, rules = table
    changed = ",".join(name for name, value in rules.as_dict().items() if value != getattr(Rules(), name))
    return f"{variant}{players}" + (f"-{changed}" if changed else "")


@pytest.fixture
def fast_experto(monkeypatch):
    """A small search budget keeps the experto's tests quick."""
    from tute.bots import players

    monkeypatch.setitem(players.SEARCH_BUDGETS, "experto", 0.004)
    monkeypatch.setitem(players.SEARCH_BUDGETS, "maestro", 0.006)
    quick = dataclasses.replace(players.STYLES["maestro"], pile_budget=0.012)
    monkeypatch.setitem(players.STYLES, "maestro", quick)


def positions(variant, players, rules, seed, *, every=1):
    """Views met while intermedio bots play a hand (every ``every``-th decision)."""
    from tute.bots import choose_action

    state = new_game(variant, players, seed=seed, rules=rules)
    rng = random.Random(seed)
    count = 0
    while not state.is_terminal():
        view = state.view(state.current_player)
        if count % every == 0:
            yield state, view
        count += 1
        state = state.apply(choose_action(view, "intermedio", rng=rng))
