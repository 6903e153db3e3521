"""Stored move advice as typed values: the judgement of a learner's move and the hint asked
before one (``MoveNote.data``), each with a JSON round trip. Their reasons and trick
continuations are the search's own values (``tute.bots.feedback.Reason``, ``Continuation``).

Rows written before these types existed still load: a missing field takes its default, reason
codes stored as plain strings become reasons without figures, and fields nothing reads any
more (``followed_hint``) are dropped.
"""

from dataclasses import dataclass, field, fields

from tute.bots.feedback import Continuation, Reason

__all__ = ["CHANCE_UNIT", "POINTS_UNIT", "Continuation", "Hint", "Judgement", "Reason", "RenuncioNote"]

POINTS_UNIT = "puntos"
CHANCE_UNIT = "probabilidad"


@dataclass(frozen=True)
class RenuncioNote:
    """A card accepted under *renuncio real* that broke an obligation: which, and the card to beat."""

    obligation: str
    winning_card: str | None = None

    def to_json(self):
        return {"obligation": self.obligation, "winning_card": self.winning_card}

    @classmethod
    def from_json(cls, data):
        return cls(obligation=str(data["obligation"]), winning_card=data.get("winning_card"))


def _reasons_from(data):
    return tuple(Reason.from_json(r) for r in data.get("reasons", ()))


@dataclass(frozen=True)
class Judgement:
    """The judgement of the learner's action at a ply. ``label`` is empty when the move is not
    graded (a renuncio accepted under *renuncio real*); ``best`` the better action ("" or the
    action itself when it was the best)."""

    action: str
    label: str = ""
    best: str = ""
    trump: str | None = None
    loss: float = 0.0
    value: float = 0.0
    best_value: float = 0.0
    points_at_stake: int = 0
    reasons: tuple[Reason, ...] = ()
    unit: str = POINTS_UNIT
    samples: int = 0
    renuncio: RenuncioNote | None = None
    continuations: tuple[Continuation, ...] = ()

    def to_json(self):
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        data["reasons"] = [r.to_json() for r in self.reasons]
        data["renuncio"] = self.renuncio.to_json() if self.renuncio else None
        data["continuations"] = [c.to_json() for c in self.continuations]
        return data

    @classmethod
    def from_json(cls, data):
        renuncio = data.get("renuncio")
        return cls(
            action=str(data.get("action", "")),
            label=str(data.get("label", "")),
            best=str(data.get("best", "")),
            trump=data.get("trump"),
            loss=float(data.get("loss", 0.0)),
            value=float(data.get("value", 0.0)),
            best_value=float(data.get("best_value", 0.0)),
            points_at_stake=int(data.get("points_at_stake", 0)),
            reasons=_reasons_from(data),
            unit=str(data.get("unit", POINTS_UNIT)),
            samples=int(data.get("samples", 0)),
            renuncio=RenuncioNote.from_json(renuncio) if renuncio else None,
            continuations=tuple(Continuation.from_json(c) for c in data.get("continuations", ())),
        )


@dataclass(frozen=True)
class Hint:
    """What an expert would do at a ply: ``best``, and why, told by what would go wrong with the
    next best choice (``alternative``, "" when there is no other): its reasons, the points at
    stake, and how much better ``best`` is (``gain``, in ``unit``)."""

    best: str
    trump: str | None = None
    unit: str = POINTS_UNIT
    alternative: str = ""
    gain: float = 0.0
    reasons: tuple[Reason, ...] = ()
    points_at_stake: int = 0
    continuations: tuple[Continuation, ...] = field(default=())

    def to_json(self):
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        data["reasons"] = [r.to_json() for r in self.reasons]
        data["continuations"] = [c.to_json() for c in self.continuations]
        return data

    @classmethod
    def from_json(cls, data):
        return cls(
            best=str(data.get("best", "")),
            trump=data.get("trump"),
            unit=str(data.get("unit", POINTS_UNIT)),
            alternative=str(data.get("alternative", "")),
            gain=float(data.get("gain", 0.0)),
            reasons=_reasons_from(data),
            points_at_stake=int(data.get("points_at_stake", 0)),
            continuations=tuple(Continuation.from_json(c) for c in data.get("continuations", ())),
        )
