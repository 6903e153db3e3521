"""The exercise types by name: every course type is registered, another app can add its own,
and a name is never taken twice."""

import pytest

from tutorial import exercises
from tutorial.exercises.registry import TYPES, build, register
from tutorial.generator import GENERATED_TYPES


def test_every_generated_type_is_registered():
    assert set(GENERATED_TYPES) <= set(TYPES)
    for kind in GENERATED_TYPES:
        assert TYPES[kind].type == kind


def test_another_app_registers_its_own_type(monkeypatch):
    monkeypatch.setattr("tutorial.exercises.registry.TYPES", dict(TYPES))
    from tutorial.exercises import registry

    @registry.register
    class Shown(exercises.LegalExercise):
        type = "shown-only"

    exercise = registry.build({"type": "shown-only", "position": "v:arrastre/4 t:c s:0 h0:1o,2o"})
    assert isinstance(exercise, Shown)


def test_a_type_name_is_not_taken_twice():
    class Other(exercises.LegalExercise):
        type = "legal"

    with pytest.raises(ValueError, match="already"):
        register(Other)
    with pytest.raises(ValueError, match="unknown exercise type"):
        build({"type": "nope"})
