"""Audit of the engine against ENGINE_CONTRACT.md and RULES.md (session 4): each test pins a
discrepancy that was found and fixed."""

import dataclasses

import pytest

from games.engine import new_match

# --- "A Match is immutable too" -------------------------------------------------------------------


@pytest.mark.parametrize("attribute", ["hand", "number", "rules", "variant", "players", "seed"])
def test_a_match_refuses_attribute_assignment(attribute):
    match = new_match("arrastre", 4, seed=3)
    before = getattr(match, attribute)
    with pytest.raises((AttributeError, TypeError, dataclasses.FrozenInstanceError)):
        setattr(match, attribute, None)
    assert getattr(match, attribute) == before


def test_a_match_still_copies_and_plays():
    import copy
    import pickle

    match = new_match("arrastre", 4, seed=3)
    after = match.apply(match.hand.legal_actions()[0])
    for clone in (copy.copy(after), pickle.loads(pickle.dumps(after))):
        assert clone.hand.history == after.hand.history
        assert clone.number == after.number and clone.rules == after.rules
