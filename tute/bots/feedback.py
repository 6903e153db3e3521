"""Move feedback from the experto's search: ``evaluate``, ``judge`` and ``advise`` (data, not
sentences).

``evaluate(view)`` gives every legal action its expected result for the seat: the points
margin at the end of the hand (the seat's side minus the best other side), or in cabrero the
chance of not being left in the middle. ``judge(view, action)`` compares an action with the best
one and returns a ``verdicts.Judgement``: a label by expected loss (the stake), the better
action, the reasons found by comparing the two over the search's own sampled deals (with their
figures and the part of the stake each stands for), and the likely continuation of the current
trick after each of the two. ``advise(view)`` is the hint before a move: the best action and
the judgement of the next best one.

This module decides the search behind a verdict, its label and its best action; the reasons
are decided in ``card_reasons`` (a card played) and ``hand_reasons`` (declarations, the end of
the hand), the values and the label thresholds in ``verdicts``.

All of it searches with work units only (no clock) and the same generator gives the same
deals: the judgement of the card a hint recommended at a ply, seeded like the hint, calls it
the best.
"""

import dataclasses
import math
import random
import statistics
from collections import Counter
from collections.abc import Sequence

from tute.bots.card_reasons import card_reasons
from tute.bots.hand_reasons import hand_reasons, window_reasons
from tute.bots.players import default_rng, legal_card_actions
from tute.bots.search import ActionStats, Sample, equivalent_classes, search
from tute.bots.verdicts import (
    PART_OF,
    THRESHOLDS,
    Continuation,
    Hint,
    Judgement,
    Label,
    Part,
    Reason,
    Renuncio,
    Unit,
    label_for,
)
from tute.view import View

# A move is graded below "buena" only when its expected loss is more standard errors of the
# paired difference over the sampled deals than noise alone would give a move as good as the
# best with this chance (one-sided), the best being the top of every action compared: 1.96 with
# two actions, 2.7 with eight. A difference within the sampling noise is no verdict a learner
# should be told (the figures would not bear it out; bench/feedback.py --deep).
FALSE_ALARM = 0.025
# ... and its loss is told as if one deal more had been drawn in which the move judged does this
# much better (points; cabrero: chance of the middle): deals that all agree give a standard error
# of 0, yet a rarer deal the search has not drawn may still turn the verdict (bench/feedback.py
# --deep: such labels did not hold under a ten times deeper search). Not when the search
# located every card (one deal, the truth).
UNSEEN_DEAL = {Unit.PUNTOS: 5.0, Unit.PROBABILIDAD: 0.05}
JUDGE_BUDGET = 0.12  # seconds' worth of search work behind a judgement and a hint
# Habanero before the pile runs out: every play-out plays the whole pile too, and the judge's
# p95 must stay under 300 ms (bench/bots.py --judge); there the judge searches on less work.
PILE_JUDGE_BUDGET = 0.09
MIN_SAMPLES = 6
# The parts of the loss the deals measure in each unit (cabrero counts no points: there only
# the ways out of the middle are measured); the rest of the loss goes to the other reasons.
MEASURED = {
    Unit.PUNTOS: frozenset({Part.TRICK, Part.CANTE, Part.TUTE, Part.ULTIMAS}),
    Unit.PROBABILIDAD: frozenset({Part.PLACE}),
}

Stats = dict[str, ActionStats]


def _actions(view: View) -> list[str]:
    actions = list(view.legal_actions())
    cards: list[str] = legal_card_actions(view, actions)
    others = [a for a in actions if a not in cards and not a.startswith("renuncio:") and a not in view.hand]
    return cards + others


def _unit(view: View) -> Unit:
    return Unit.PROBABILIDAD if view.variant == "cabrero" else Unit.PUNTOS


def _value(view: View, entry: ActionStats) -> float:
    return float(entry.mean("wins") if view.variant == "cabrero" else entry.mean("margin"))


def _representatives(view: View, actions: Sequence[str]) -> dict[str, str]:
    """{action: the action searched for it}: cards worth the same (same suit and points, no card
    another seat could still play between them: ``search.equivalent_classes``) change nothing
    by being played one rather than the other, so the weakest of each group is searched for
    all of them; every other action stands for itself."""
    cards = [a for a in actions if a in view.hand]
    alias = {a: a for a in actions}
    for group in equivalent_classes(view, cards) if cards else ():
        for card in group:
            alias[card] = group[0]
    return alias


def _search(
    view: View,
    actions: Sequence[str],
    budget: float | None,
    rng: random.Random | None,
    keep: str | None = None,
) -> tuple[Stats, dict[str, float], list[str]]:
    """(stats, values, actions searched): one card of each group of equivalent cards (see
    ``_representatives``), in the order of ``actions``; ``keep`` (the card judged) stands for
    its group, with the figures of the card searched for it, the two cards' names swapped."""
    if rng is None:
        rng = default_rng(view)
    if budget is None:
        budget = PILE_JUDGE_BUDGET if view.pile_size else JUDGE_BUDGET
    alias = _representatives(view, actions)
    searched = [a for a in actions if alias[a] == a]
    stats: Stats = search(view, searched, budget=budget, rng=rng, min_samples=MIN_SAMPLES, detail=True)
    if keep is not None and alias.get(keep, keep) != keep:
        stand_in = alias[keep]
        stats[keep] = _swapped(stats.pop(stand_in), stand_in, keep)
        searched = [keep if a == stand_in else a for a in searched]
    return stats, {a: _value(view, stats[a]) for a in searched}, searched


def _swapped(entry: ActionStats, one: str, other: str) -> ActionStats:
    """``entry`` of card ``one`` as the figures of card ``other``, worth the same: the two names
    exchanged in every sampled deal's record."""
    names = {one: other, other: one}

    def swap(cards: Sequence[str]) -> tuple[str, ...]:
        return tuple(names.get(card, card) for card in cards)

    records = [
        r._replace(
            plays=tuple((seat, names.get(card, card)) for seat, card in r.plays),
            later_wins=swap(r.later_wins),
            later_lost=swap(r.later_lost),
        )
        for r in entry.records
    ]
    return dataclasses.replace(entry, action=other, records=records)


def evaluate(
    view: View, *, budget: float | None = None, rng: random.Random | None = None
) -> dict[str, float]:
    """{action: expected result for the seat}, best first (see the module docstring); cards
    worth the same get the same value."""
    actions = _actions(view)
    _stats, values, _searched = _search(view, actions, budget, rng)
    alias = _representatives(view, actions)
    every = {a: values[alias[a]] for a in actions}
    return dict(sorted(every.items(), key=lambda item: -item[1]))


def judge(
    view: View, action: str, *, budget: float | None = None, rng: random.Random | None = None
) -> Judgement:
    """The :class:`Judgement` of ``action`` (one of ``view.legal_actions()``) in ``view``.
    Raises ValueError for an action that is not legal, and for a renuncio call (not graded)."""
    actions = _actions(view)
    if action not in view.legal_actions():
        raise ValueError(f"{action!r} is not a legal action here")
    if action.startswith("renuncio:"):
        raise ValueError("renuncio calls are not graded: only plays, declarations and swaps")
    if action not in actions:
        actions.append(action)
    stats, values, searched = _search(view, actions, budget, rng, keep=action)
    verdict = _judgement(view, action, searched, stats, values)
    if action in view.hand and action not in view.playable_cards():
        # Accepted under renuncio real, but it broke an obligation: say which.
        refused = view.explain(action)
        verdict = dataclasses.replace(verdict, renuncio=Renuncio(refused.obligation, refused.winning_card))
    return verdict


def advise(view: View, *, budget: float | None = None, rng: random.Random | None = None) -> Hint:
    """The :class:`Hint` at ``view``: the best action, the judgement of the next best one (None
    when there is no other) and the gain of the best over it. One search, the one ``judge``
    makes with the same generator: the judgement of the best action, so seeded, calls it the
    best."""
    stats, values, actions = _search(view, _actions(view), budget, rng)
    ranked = sorted(actions, key=lambda a: -values[a])
    hint = Hint(best=ranked[0], unit=_unit(view), trump=view.trump)
    if len(ranked) == 1:
        return hint
    alternative = _judgement(view, ranked[1], actions, stats, values)
    return dataclasses.replace(
        hint, alternative=alternative, gain=round(values[ranked[0]] - values[ranked[1]], 3)
    )


def _judgement(
    view: View, action: str, actions: Sequence[str], stats: Stats, values: dict[str, float]
) -> Judgement:
    best = max(actions, key=lambda a: (values[a], a == action))
    # The loss as stored and shown (the stake) is the one the label is decided on: rounded
    # first, so that a stake at a threshold never shows under a milder label. It is told as if
    # one deal more had been drawn (``UNSEEN_DEAL``), where the best action scores its mean and
    # the move judged that much more: the move's value is told likewise.
    unit = _unit(view)
    raw = max(0.0, values[best] - values[action])
    deals = stats[action].samples
    loss = round(max(0.0, _told(raw, deals, unit)), 3)
    label = Label.BUENA
    if loss > 0 and loss >= _significance(len(actions)) * _standard_error(
        stats[best].records, stats[action].records
    ):
        label = label_for(loss, unit)
    if label == Label.BUENA and (loss == 0 or loss < THRESHOLDS[unit][-1][0] / 2):
        best = action
    reasons = () if label == Label.BUENA else _reasons(view, action, best, stats, loss)
    return Judgement(
        action=action,
        best=best,
        label=label,
        loss=loss,
        value=round(values[best] - loss if best != action else values[action], 3),
        best_value=round(values[best], 3),
        unit=unit,
        samples=stats[action].samples,
        trump=view.trump,
        reasons=reasons,
        continuations=tuple(
            c for c in (_continuation(stats[a].records, a) for a in dict.fromkeys((action, best))) if c
        ),
    )


def _told(loss: float, deals: int, unit: Unit) -> float:
    """The loss as if one deal more had been drawn in which the move judged does
    ``UNSEEN_DEAL`` better than the best (see there); ``loss`` itself from one deal, the truth."""
    if deals <= 1:
        return loss
    return (loss * deals - UNSEEN_DEAL[unit]) / (deals + 1)


def _significance(compared: int) -> float:
    """Standard errors a loss must reach to be told, among ``compared`` actions (``FALSE_ALARM``)."""
    return statistics.NormalDist().inv_cdf(1 - FALSE_ALARM / max(1, compared - 1))


def _standard_error(best: Sequence[Sample], judged: Sequence[Sample]) -> float:
    """The standard error of the mean difference between two actions over the same sampled
    deals (paired: sample i of both is the same deal)."""
    diffs = [b.won - a.won if b.place else b.margin - a.margin for a, b in zip(judged, best, strict=False)]
    if len(diffs) < 2:
        return 0.0
    return statistics.stdev(diffs) / math.sqrt(len(diffs))


def _continuation(records: Sequence[Sample], action: str) -> Continuation | None:
    """The most frequent way the current trick goes on after ``action`` over the samples."""
    if not records or not records[0].plays:
        return None
    ways = Counter((r.plays, r.winner) for r in records)
    (plays, winner), count = max(ways.items(), key=lambda item: (item[1], item[0][0]))
    return Continuation(action=action, plays=plays, winner=winner, count=count, samples=len(records))


def _reasons(view: View, action: str, best: str, stats: Stats, loss: float) -> tuple[Reason, ...]:
    recs_a: list[Sample] = stats[action].records
    recs_b: list[Sample] = stats[best].records
    samples = min(len(recs_a), len(recs_b))
    if not samples:
        return ()
    recs_a, recs_b = recs_a[:samples], recs_b[:samples]
    hand = set(view.hand)
    if action not in hand or best not in hand:
        found = window_reasons(view, action, best, recs_a, recs_b, samples)
    else:
        found = card_reasons(view, action, best, recs_a, recs_b, samples)
    found += hand_reasons(view, action, best, recs_a, recs_b, samples, found)
    return _shared_out(found, loss, _unit(view))


def _shared_out(reasons: Sequence[Reason], loss: float, unit: Unit) -> tuple[Reason, ...]:
    """The reasons with the rest of the loss given to those about it: what the parts the deals
    measure (``MEASURED``; each part counted once, at its largest) leave of the loss is the
    worth of every other concrete reason (a trump or a card missed later, the lead...); a
    reason about the move's whole loss (a swap, a tute not sung) is worth all of it."""
    measured = MEASURED[unit]
    parts: dict[Part, float] = {}
    for reason in reasons:
        part = PART_OF[reason.code]
        if part in measured:
            parts[part] = max(parts.get(part, 0.0), reason.worth)
    rest = round(max(0.0, loss - sum(parts.values())), 3)

    def worth(reason: Reason) -> float:
        part = PART_OF[reason.code]
        if part in measured:
            return round(reason.worth, 3)
        if part is Part.WHOLE:
            return loss
        if part is Part.GENERAL:
            return 0.0
        return rest

    return tuple(dataclasses.replace(r, worth=worth(r)) for r in reasons)
