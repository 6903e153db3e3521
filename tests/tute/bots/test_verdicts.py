"""The judge's verdicts as typed values and the two rules written once on them: the label an
expected loss earns (a worse label always on a larger loss, so the stake shown never contradicts
it) and the reason a headline tells (the concrete one worth most: the biggest part of the stake),
checked on real judgements of learner-like play in every variant."""

import random

import pytest

from tute import new_game
from tute.bots import (
    GENERAL_REASONS,
    Judgement,
    Label,
    Reason,
    ReasonCode,
    Unit,
    choose_action,
    judge,
    key_reason,
    label_for,
)
from tute.bots.feedback import MEASURED
from tute.bots.verdicts import PART_OF, THRESHOLDS, Part

ORDER = list(Label)


def test_every_reason_code_is_a_part_of_the_loss():
    assert set(PART_OF) == set(ReasonCode)
    assert {code for code, part in PART_OF.items() if part is Part.GENERAL} == GENERAL_REASONS


@pytest.mark.parametrize("unit", list(Unit))
def test_a_worse_label_always_stands_on_a_larger_loss(unit):
    top = THRESHOLDS[unit][0][0] * 2
    losses = [top * i / 1000 for i in range(1001)]
    labels = [label_for(loss, unit) for loss in losses]
    assert [ORDER.index(label) for label in labels] == sorted(ORDER.index(label) for label in labels)
    assert set(labels) == set(Label)


def test_the_headline_tells_the_concrete_reason_worth_most():
    general = Reason(ReasonCode.PIERDE_LA_MANO, worth=99.0)
    trick = Reason(ReasonCode.DEJA_BAZA_AL_RIVAL, worth=6.0)
    cante = Reason(ReasonCode.ROMPE_CANTE, worth=34.0)
    later = Reason(ReasonCode.TRIUNFO_INNECESARIO, worth=6.0)
    assert key_reason((trick, cante, general)) == cante
    assert key_reason((trick, later)) == trick  # equals: the first told
    assert key_reason((general,)) == general  # only when nothing concrete was found
    assert key_reason(()) is None


def _judgements(variant, players, moves, seed):
    """Judgements below «buena» of a learner-like player (the principiante, a random card one
    time in three) in seat 0."""
    rng = random.Random(seed)
    found = []
    deal = 0
    while len(found) < moves and deal < 40:
        state = new_game(variant, players, seed=seed * 97 + deal)
        deal += 1
        while not state.is_terminal() and len(found) < moves:
            view = state.view(state.current_player)
            choices = [a for a in view.legal_actions() if not a.startswith("renuncio:")]
            if view.seat == 0 and len(choices) > 1:
                action = (
                    rng.choice(choices)
                    if rng.random() < 1 / 3
                    else choose_action(view, "principiante", rng=rng)
                )
                verdict = judge(view, action, budget=0.04, rng=random.Random(len(found)))
                if verdict.label != Label.BUENA:
                    found.append(verdict)
            else:
                action = choose_action(view, "intermedio", rng=rng)
            state = state.apply(action)
    return found


@pytest.mark.parametrize(
    ("variant", "players"), [("habanero", 2), ("arrastre", 3), ("arrastre", 4), ("cabrero", 4)]
)
def test_each_reason_is_worth_a_part_of_the_stake(variant, players):
    verdicts = _judgements(variant, players, 10, seed=players)
    assert verdicts
    for verdict in verdicts:
        assert isinstance(verdict, Judgement)
        assert verdict.label == label_for(verdict.loss, verdict.unit)  # the stake the label is decided on
        measured = MEASURED[verdict.unit]
        parts = {}
        for reason in verdict.reasons:
            part = PART_OF[reason.code]
            assert reason.worth >= 0
            if part in measured:
                parts[part] = max(parts.get(part, 0.0), reason.worth)
        rest = max(0.0, verdict.loss - sum(parts.values()))
        for reason in verdict.reasons:
            part = PART_OF[reason.code]
            if part is Part.GENERAL:
                assert reason.worth == 0
            elif part is Part.WHOLE:
                assert reason.worth == verdict.loss
            elif part not in measured:
                assert reason.worth == pytest.approx(rest, abs=0.002)
        key = verdict.key_reason
        if any(r.code not in GENERAL_REASONS for r in verdict.reasons):
            assert key.code not in GENERAL_REASONS
            assert key.worth == max(r.worth for r in verdict.reasons if r.code not in GENERAL_REASONS)
