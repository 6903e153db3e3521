"""Stored move advice: the judge's own values (``tute.bots.verdicts``) as the JSON of
``MoveNote.data``, and back.

The judgement of a learner's move is the judge's ``Judgement`` as ``judge`` returned it, or
:class:`Ungraded` for an action the judge does not grade (a renuncio call); the hint asked before
a move is the judge's ``Hint``. Nothing is copied from one type into another: the site stores
what the judge returns.

This module is the only one that knows the shapes earlier versions stored, and rows written in
them still load:

- a reason stored as a plain code (before reasons had figures) becomes a reason without figures;
  the one code no longer told (``deja_mano_con_triunfos``: the rival kept the lead with trumps
  out) becomes the code that tells that trick now; a code nobody knows is left out;
- a judgement without a label is :class:`Ungraded`; fields nothing reads any more
  (``points_at_stake``, the points on the table before the stake was the expected loss;
  ``followed_hint``) are dropped;
- a hint that kept its next best choice flat (``alternative`` an action, beside its reasons and
  continuations) gets that choice back as a ``Judgement`` labelled by its gain (``label_for``;
  the significance of the difference was not stored).
"""

from dataclasses import dataclass
from typing import Any

from tute.bots import Continuation, Hint, Judgement, Label, Reason, ReasonCode, Renuncio, Unit, label_for

__all__ = [
    "CHANCE_UNIT",
    "POINTS_UNIT",
    "Hint",
    "Judgement",
    "Ungraded",
    "hint_from_json",
    "judgement_from_json",
    "to_json",
]

POINTS_UNIT = Unit.PUNTOS
CHANCE_UNIT = Unit.PROBABILIDAD

# Codes earlier versions stored that the judge no longer gives → the code that tells it now.
RENAMED_CODES = {"deja_mano_con_triunfos": ReasonCode.DEJA_BAZA_AL_RIVAL}


@dataclass(frozen=True)
class Ungraded:
    """A learner's action the judge does not grade (a renuncio call): nothing to label."""

    action: str
    trump: str | None = None
    renuncio: Renuncio | None = None

    @property
    def label(self) -> str:
        return ""


StoredJudgement = Judgement | Ungraded
Json = dict[str, Any]


# -- to JSON ---------------------------------------------------------------------------------


def _reason_json(reason: Reason) -> Json:
    data: Json = {"code": str(reason.code)}
    for name in ("cards", "seat", "count", "other", "samples", "points", "suit", "worth"):
        value = getattr(reason, name)
        if value or (name == "seat" and value is not None):
            data[name] = list(value) if name == "cards" else value
    return data


def _continuation_json(continuation: Continuation) -> Json:
    return {
        "action": continuation.action,
        "plays": [[seat, card] for seat, card in continuation.plays],
        "winner": continuation.winner,
        "count": continuation.count,
        "samples": continuation.samples,
    }


def _renuncio_json(renuncio: Renuncio | None) -> Json | None:
    return (
        None
        if renuncio is None
        else {"obligation": renuncio.obligation, "winning_card": renuncio.winning_card}
    )


def _judgement_json(verdict: StoredJudgement) -> Json:
    if isinstance(verdict, Ungraded):
        return {
            "action": verdict.action,
            "label": "",
            "trump": verdict.trump,
            "renuncio": _renuncio_json(verdict.renuncio),
        }
    return {
        "action": verdict.action,
        "best": verdict.best,
        "label": str(verdict.label),
        "loss": verdict.loss,
        "value": verdict.value,
        "best_value": verdict.best_value,
        "unit": str(verdict.unit),
        "samples": verdict.samples,
        "trump": verdict.trump,
        "reasons": [_reason_json(r) for r in verdict.reasons],
        "continuations": [_continuation_json(c) for c in verdict.continuations],
        "renuncio": _renuncio_json(verdict.renuncio),
    }


def to_json(advice: StoredJudgement | Hint) -> Json:
    """The JSON ``MoveNote.data`` keeps of a judgement (or an ungraded action) or a hint."""
    if isinstance(advice, Hint):
        return {
            "best": advice.best,
            "unit": str(advice.unit),
            "trump": advice.trump,
            "gain": advice.gain,
            "alternative": None if advice.alternative is None else _judgement_json(advice.alternative),
        }
    return _judgement_json(advice)


# -- from JSON -------------------------------------------------------------------------------


def _code(value: object) -> ReasonCode | None:
    text = str(value)
    if text in RENAMED_CODES:
        return RENAMED_CODES[text]
    try:
        return ReasonCode(text)
    except ValueError:
        return None


def _reason(data: object) -> Reason | None:
    if isinstance(data, str):  # stored before reasons had figures
        code = _code(data)
        return None if code is None else Reason(code)
    code = _code(data.get("code")) if isinstance(data, dict) else None
    if code is None or not isinstance(data, dict):
        return None
    seat = data.get("seat")
    return Reason(
        code=code,
        cards=tuple(str(card) for card in data.get("cards", ())),
        seat=None if seat is None else int(seat),
        count=int(data.get("count", 0)),
        other=int(data.get("other", 0)),
        samples=int(data.get("samples", 0)),
        points=int(data.get("points", 0)),
        suit=str(data.get("suit", "")),
        worth=float(data.get("worth", 0.0)),
    )


def _reasons(data: Json) -> tuple[Reason, ...]:
    found = (_reason(r) for r in data.get("reasons") or ())
    return tuple(r for r in found if r is not None)


def _continuation(data: Json) -> Continuation:
    winner = data.get("winner")
    return Continuation(
        action=str(data["action"]),
        plays=tuple((int(seat), str(card)) for seat, card in data.get("plays", ())),
        winner=None if winner is None else int(winner),
        count=int(data.get("count", 0)),
        samples=int(data.get("samples", 0)),
    )


def _continuations(data: Json) -> tuple[Continuation, ...]:
    return tuple(_continuation(c) for c in data.get("continuations") or ())


def _renuncio(data: Json) -> Renuncio | None:
    stored = data.get("renuncio")
    if not stored:
        return None
    return Renuncio(obligation=str(stored["obligation"]), winning_card=stored.get("winning_card"))


def _unit(data: Json) -> Unit:
    return Unit.PROBABILIDAD if data.get("unit") == Unit.PROBABILIDAD else Unit.PUNTOS


def judgement_from_json(data: Json) -> StoredJudgement:
    """A stored judgement, of any shape the site has stored (see the module docstring)."""
    action = str(data.get("action", ""))
    try:
        label = Label(str(data.get("label", "")))
    except ValueError:  # "": an action the judge does not grade
        return Ungraded(action=action, trump=data.get("trump"), renuncio=_renuncio(data))
    return Judgement(
        action=action,
        best=str(data.get("best") or action),
        label=label,
        loss=float(data.get("loss", 0.0)),
        value=float(data.get("value", 0.0)),
        best_value=float(data.get("best_value", 0.0)),
        unit=_unit(data),
        samples=int(data.get("samples", 0)),
        trump=data.get("trump"),
        reasons=_reasons(data),
        continuations=_continuations(data),
        renuncio=_renuncio(data),
    )


def _flat_alternative(data: Json, unit: Unit, gain: float) -> Judgement | None:
    """The next best choice of a hint stored flat by earlier versions (see the module docstring)."""
    alternative = str(data.get("alternative") or "")
    if not alternative:
        return None
    return Judgement(
        action=alternative,
        best=str(data.get("best", "")),
        label=label_for(gain, unit),
        loss=gain,
        value=0.0,
        best_value=0.0,
        unit=unit,
        trump=data.get("trump"),
        reasons=_reasons(data),
        continuations=_continuations(data),
    )


def hint_from_json(data: Json) -> Hint:
    """A stored hint, of any shape the site has stored (see the module docstring)."""
    unit = _unit(data)
    gain = float(data.get("gain", 0.0))
    stored = data.get("alternative")
    alternative: Judgement | None
    if isinstance(stored, dict):
        found = judgement_from_json(stored)
        alternative = found if isinstance(found, Judgement) else None
    else:
        alternative = _flat_alternative(data, unit, gain)
    return Hint(
        best=str(data.get("best", "")), unit=unit, trump=data.get("trump"), alternative=alternative, gain=gain
    )
