"""The analysis of a game for its review page: the expected result after each of the learner's
decisions (the judge's stored figures, ``MoveNote`` judgements), drawn as a server-side SVG graph
with a text equivalent, the learner's accuracy, and the list of mistakes to replay as drills.

Modelled on the lichess analysis graph: one point per decision, a line through them, the
mistakes marked; here the figure is the judge's expected result of the move made (the points
margin at the end of the hand, or in cabrero the chance of not being left in the middle)."""

from dataclasses import dataclass, field

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.advice import CHANCE_UNIT
from games.models import NEXT_HAND, MoveNote
from games.present.common import action_text

BUENA = "buena"
MISTAKES = ("imprecision", "error", "error_grave")  # the judge's labels below "buena"

# The graph's drawing boxes (SVG user units; the image scales to its container): one for wide
# screens and one for a phone, where the wide one would shrink its marks and words to half size.
# table.css shows the one that fits.
WIDE = {"width": 640, "height": 220, "pad_x": 48, "pad_y": 22, "dot": 3, "mistake": 6}
NARROW = {"width": 300, "height": 230, "pad_x": 36, "pad_y": 22, "dot": 4, "mistake": 7}


def label_names():
    return {
        BUENA: _("Buena"),
        "imprecision": _("Imprecisión"),
        "error": _("Error"),
        "error_grave": _("Error grave"),
    }


@dataclass
class Decision:
    """One of the learner's decisions: where it was taken and the judge's figures, if stored."""

    ply: int
    number: int  # 1-based, in the order the learner took them
    hand: int
    trick: int  # index of the trick in the review (for its link)
    action: str
    text: str
    judged: bool = False
    label: str = ""
    value: float = 0.0
    best_value: float = 0.0
    loss: float = 0.0
    best_text: str = ""
    x: float = 0.0
    y: float = 0.0
    label_text: str = ""
    value_text: str = ""
    best_value_text: str = ""

    @property
    def is_card(self):
        """A card played (not a declaration, a swap or a paso): its drill asks for a card."""
        return self.action[:1].isdigit()


@dataclass
class Analysis:
    decisions: list[Decision]
    judged: list[Decision]
    mistakes: list[Decision]
    unit: str
    accuracy: int | None  # % of the graded decisions judged "buena"
    mean_loss: float | None
    graph: dict = field(default_factory=dict)
    narrow_graph: dict = field(default_factory=dict)

    @property
    def unjudged(self):
        return len(self.decisions) - len(self.judged)

    @property
    def good(self):
        return sum(d.label == BUENA for d in self.judged)

    @property
    def mean_loss_text(self):
        if self.mean_loss is None:
            return ""
        if self.unit == CHANCE_UNIT:
            return f"{round(100 * self.mean_loss)} %"
        return f"{self.mean_loss:.1f}"


def decisions(game, tricks=None):
    """The learner's gradeable decisions (plays, cantes, swaps, pasos; not renuncio calls), in
    order, with the trick (index into ``review(game)``'s tricks) each belongs to."""
    starts = [t["start_ply"] for t in tricks] if tricks else []
    out, hand = [], 1
    match = game.new_match()
    for ply, (seat, action) in enumerate(game.actions):
        if action == NEXT_HAND:
            hand += 1
            match = match.next_hand()
            continue
        trump = match.hand.trump
        match = match.apply(action)
        if seat != game.learner_seat or action.startswith("renuncio:"):
            continue
        trick = max(0, sum(1 for s in starts if s <= ply) - 1)
        out.append(
            Decision(
                ply=ply,
                number=len(out) + 1,
                hand=hand,
                trick=trick,
                action=action,
                text=action_text(game, trump, action),
            )
        )
    return out


def analysis(game, tricks=None):
    """The game's analysis from the judgements stored so far (see the module docstring)."""
    notes = {n.ply: n.advice for n in game.notes.filter(kind=MoveNote.Kind.JUDGEMENT)}
    found = decisions(game, tricks)
    unit = ""
    for d in found:
        verdict = notes.get(d.ply)
        if verdict is None or not verdict.label:
            continue
        d.judged = True
        d.label = verdict.label
        d.label_text = label_names().get(verdict.label, verdict.label)
        d.value_text = _fmt(verdict.value, verdict.unit)
        d.best_value_text = _fmt(verdict.best_value, verdict.unit)
        d.value, d.best_value, d.loss = verdict.value, verdict.best_value, verdict.loss
        if verdict.best and verdict.best != verdict.action:
            d.best_text = action_text(game, verdict.trump, verdict.best)
        unit = verdict.unit
    judged = [d for d in found if d.judged]
    mistakes = [d for d in judged if d.label in MISTAKES]
    accuracy = round(100 * sum(d.label == BUENA for d in judged) / len(judged)) if judged else None
    mean_loss = sum(d.loss for d in judged) / len(judged) if judged else None
    result = Analysis(
        decisions=found,
        judged=judged,
        mistakes=mistakes,
        unit=unit,
        accuracy=accuracy,
        mean_loss=mean_loss,
    )
    result.graph = graph(result) if judged else {}
    result.narrow_graph = graph(result, NARROW, "-narrow") if judged else {}
    return result


def _fmt(value, unit, *, with_unit=True):
    if unit == CHANCE_UNIT:
        return f"{round(100 * value)} %"
    if not with_unit:
        return f"{value:+.0f}"
    return ngettext("%(n)s punto", "%(n)s puntos", abs(round(value))) % {"n": f"{value:+.0f}"}


def unit_label(unit):
    """What the graph's vertical axis measures, in a few words (written above it)."""
    if unit == CHANCE_UNIT:
        return _("probabilidad de no quedar en medio")
    return _("puntos de diferencia")


def unit_sentence(unit):
    """What the graph's vertical axis measures, in full (its caption)."""
    if unit == CHANCE_UNIT:
        return _("la probabilidad de no quedar en medio")
    return _("puntos de diferencia al final de la mano (por encima del 0, vas ganando)")


def graph(result, box=None, suffix=""):
    """The SVG drawing of the expected result after each judged decision in ``box`` (WIDE or
    NARROW): coordinates of the points and the line, the zero (or 50 %) line, the hands'
    boundaries, the axis labels and unit; ``suffix`` keeps the element ids of two drawings apart."""
    box = box or WIDE
    width, height, pad_x, pad_y = box["width"], box["height"], box["pad_x"], box["pad_y"]
    judged = result.judged
    chance = result.unit == CHANCE_UNIT
    if chance:
        low, high = 0.0, 1.0
    else:
        extent = max(10.0, *(abs(d.value) for d in judged))
        extent = 10 * -(-extent // 10)
        low, high = -extent, extent
    inner_w, inner_h = width - 2 * pad_x, height - 2 * pad_y
    step = inner_w / max(1, len(judged) - 1)

    def y_of(value):
        return round(pad_y + (high - min(high, max(low, value))) / (high - low) * inner_h, 1)

    dots = []
    for i, d in enumerate(judged):
        x = round(pad_x + (i * step if len(judged) > 1 else inner_w / 2), 1)
        dots.append({"d": d, "x": x, "y": y_of(d.value), "r": box["dot" if d.label == BUENA else "mistake"]})
        if box is WIDE:
            d.x, d.y = x, dots[-1]["y"]
    middle = (low + high) / 2
    hands = []
    for before, after in zip(dots, dots[1:], strict=False):
        if after["d"].hand != before["d"].hand:
            hands.append({"x": round((before["x"] + after["x"]) / 2, 1), "hand": after["d"].hand})
    area = " ".join(f"{dot['x']},{dot['y']}" for dot in dots)
    base = y_of(middle)
    return {
        "suffix": suffix,
        "dots": dots,
        "unit_label": unit_label(result.unit),
        "unit_sentence": unit_sentence(result.unit),
        "width": width,
        "height": height,
        "line": area,
        "fill": f"{dots[0]['x']},{base} {area} {dots[-1]['x']},{base}",
        "zero": base,
        "left": pad_x,
        "right": width - pad_x,
        "top_label": _fmt(high, result.unit, with_unit=False),
        "bottom_label": _fmt(low, result.unit, with_unit=False),
        "zero_label": _fmt(middle, result.unit) if chance else "0",
        "top": pad_y,
        "bottom": height - pad_y,
        "plot_width": inner_w,
        "plot_height": inner_h,
        "hands": hands,
        "chance": chance,
    }
