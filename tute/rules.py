"""Table options (opciones de mesa): the immutable :class:`Rules` value (docs/RULES.md §8).

``Rules()`` holds the defaults; ``Rules(parejas=False)`` etc. change one. An unknown option, a
value of the wrong type or out of range, or an impossible combination raises
:class:`InvalidRules` (a ``ValueError``).

Combinations checked here (they are impossible whatever the variant):

- ``montar_al_companero=True`` needs ``parejas=True`` (there is no partner to exempt);
- ``renuncio_pierde_partida=True`` needs ``renuncio_real=True`` (without it no renuncio is ever
  accepted, so none can lose the match).

Combinations that depend on the variant are checked when a hand is dealt (``check_variant``):

- ``tres_sin_doses`` and ``juegos_perdidos`` only for ``arrastre`` with 3 players;
- ``triunfos_rotativos`` only for ``cabrero`` with 4 or 5 players (docs/RULES.md §7 says "4 or 5
  players only"; with 6 players or after eliminations leave fewer than 4, a match falls back to
  shown-card trumps — project rule).

Options that do not concern a variant (``parejas`` in habanero, ``porotos`` in arrastre…) are
simply ignored, so one ``Rules`` value may serve every table.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, fields

from .errors import InvalidRules

MAX_JUEGOS_PERDIDOS = 20
"""The most lost games a three-player match may be played to (seed 000 names 8, 10 and 12)."""


@dataclass(frozen=True, init=False)
class Rules:
    """Every house-rule option of docs/RULES.md §8, with the project's defaults."""

    parejas: bool = True
    montar_al_companero: bool = False
    fallar_siempre: bool = False
    tres_sin_doses: bool = False
    cartas_habanero: int = 8
    arrastrar_con_mazo: bool = False
    permitir_tute: bool = True
    cuarenta_primero: bool = True
    tute_sin_cantes_previos: bool = True
    cantes_se_pierden: bool = False
    rondas: int = 1
    juegos_perdidos: int = 0
    renuncio_real: bool = False
    renuncio_pierde_partida: bool = False
    no_vale_cargar: bool = False
    triunfos_rotativos: bool = False
    porotos: int = 4

    def __init__(self, **options: bool | int) -> None:
        names = {f.name: f for f in fields(self)}
        unknown = sorted(set(options) - set(names))
        if unknown:
            raise InvalidRules(f"unknown option(s): {', '.join(unknown)}; options are {', '.join(names)}")
        for name, f in names.items():
            object.__setattr__(self, name, _option_value(name, f.type, options.get(name, f.default)))
        if self.cartas_habanero not in (7, 8):
            raise InvalidRules(f"cartas_habanero must be 7 or 8, not {self.cartas_habanero}")
        if not 1 <= self.rondas <= 5:
            raise InvalidRules(f"rondas must be between 1 and 5, not {self.rondas}")
        if not 0 <= self.juegos_perdidos <= MAX_JUEGOS_PERDIDOS:
            raise InvalidRules(
                f"juegos_perdidos must be 0 (off) or up to {MAX_JUEGOS_PERDIDOS}, not {self.juegos_perdidos}"
            )
        if self.porotos < 1:
            raise InvalidRules(f"porotos must be at least 1, not {self.porotos}")
        if self.montar_al_companero and not self.parejas:
            raise InvalidRules("montar_al_companero needs parejas: without partners there is no partner")
        if self.renuncio_pierde_partida and not self.renuncio_real:
            raise InvalidRules(
                "renuncio_pierde_partida needs renuncio_real: without it no renuncio is accepted"
            )

    def replace(self, **changes: bool | int) -> Rules:
        """A copy with some options changed (validated again)."""
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]  # checked by __init__

    def as_dict(self) -> dict[str, bool | int]:
        """The options as a plain dict (field name -> value)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def changed(self) -> dict[str, bool | int]:
        """Only the options that differ from the defaults."""
        default = DEFAULT_RULES
        return {k: v for k, v in self.as_dict().items() if getattr(default, k) != v}

    def check_variant(self, variant: str, players: int) -> None:
        """Raise InvalidRules when an option cannot be used with that variant and player count."""
        if self.tres_sin_doses and not (variant == "arrastre" and players == 3):
            raise InvalidRules("tres_sin_doses is only for arrastre with 3 players")
        if self.juegos_perdidos and not (variant == "arrastre" and players == 3):
            raise InvalidRules("juegos_perdidos is only for arrastre with 3 players")
        if self.triunfos_rotativos and not (variant == "cabrero" and players in (4, 5)):
            raise InvalidRules("triunfos_rotativos is only for cabrero with 4 or 5 players")


RULE_NAMES: tuple[str, ...] = tuple(f.name for f in fields(Rules))
"""The option names, in the order of docs/RULES.md §8."""


def _option_value(name: str, kind: object, value: object) -> bool | int:
    """One option's value checked against its type: a bool (0 and 1 read as False and True) or an
    integer (not a bool)."""
    if kind in ("bool", bool):
        if isinstance(value, bool):
            return value
        if value in (0, 1) and not isinstance(value, float):
            return bool(value)
        raise InvalidRules(f"option {name} must be True or False, not {value!r}")
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidRules(f"option {name} must be an integer, not {value!r}")
    return value


DEFAULT_RULES = Rules()
