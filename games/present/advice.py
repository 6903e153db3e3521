"""Move advice in words: a stored judgement or hint (``games.advice``) as the advice panel
(``games/_advice.html``) shows it.

First what a beginner reads at a glance: the label, one headline (the reason the judge's rule
picks, ``tute.bots.key_reason``, in one line: ``games.present.reasons``), the better action and
the stake: the expected loss the label is decided on, in the variant's unit (points; in
cabrero the chance of ending in the middle, with each choice's chance). Then, under «Ver por
qué» (open when the learner chose «Con detalle»), every reason with its figures and the likely
rest of the trick after each choice.
"""

import math
from dataclasses import dataclass, field

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.advice import Hint, Ungraded
from games.present.common import action_text, is_card, seat_label
from games.present.reasons import fallback, said
from games.present.wording import Wording, freq
from games.words import the_card
from tute.bots import Judgement, Label, Unit


@dataclass(frozen=True)
class TrickLine:
    """One choice's likely trick: ``plays`` [{"card", "seat"}] in play order, who takes it."""

    title: str
    plays: list
    winner: str
    frequency: str


@dataclass(frozen=True)
class Told:
    """A reason's sentence, with its code (``data-reason``: tests and the bench read it)."""

    code: str
    text: str

    def __str__(self):
        return self.text


@dataclass(frozen=True)
class AdviceText:
    label: str  # "" (not graded, or a hint), or a Label
    label_text: str
    action: str
    action_text: str
    better: str  # the better action to show ("" when none)
    better_is_card: bool
    better_text: str
    headline: str = ""  # the one line to read first ("" for a good move)
    headline_code: str = ""  # the code of the reason it tells ("" for the words of no reason)
    stake: int | None = None  # the expected loss as shown: points, or in cabrero percentage points
    stake_text: str = ""
    reasons: list = field(default_factory=list)
    renuncio: object = None  # tute.bots.Renuncio
    alternative_intro: str = ""
    gain_text: str = ""
    lines: list = field(default_factory=list)  # TrickLine of each choice ("Ver por qué")
    detail: bool = False  # «Ver por qué» open («Con detalle»)


def label_names():
    return {
        Label.BUENA: _("Buena jugada"),
        Label.IMPRECISION: _("Imprecisión"),
        Label.ERROR: _("Error"),
        Label.ERROR_GRAVE: _("Error grave"),
    }


def _whole(figure):
    """A stake in whole units, rounded down: the label thresholds are whole numbers (4, 10, 25
    points; 4, 10, 25 %), so a worse label always shows a larger stake than a milder one, never
    the same (an error of 24.6 shows 24; a grave error, 25 or more)."""
    return math.floor(figure + 1e-9)


def stake(verdict):
    """(the stake as shown, its sentence): the expected loss the label is decided on, rounded, in
    the verdict's unit; (None, "") for a good move or a row stored without it."""
    if verdict.label == Label.BUENA or verdict.loss <= 0:
        return None, ""
    if verdict.unit == Unit.PROBABILIDAD:
        shown = _whole(100 * verdict.loss)
        text = _(
            "Te juegas un %(pct)s %% más de quedar en medio: el %(mine)s %% de las veces con tu "
            "jugada, el %(best)s %% con la mejor."
        ) % {
            "pct": shown,
            "mine": round(100 * (1 - verdict.value)),
            "best": round(100 * (1 - verdict.best_value)),
        }
        return shown, text
    shown = _whole(verdict.loss)
    text = ngettext("Te cuesta %(n)s punto de media.", "Te cuesta unos %(n)s puntos de media.", shown) % {
        "n": shown
    }
    return shown, text


def _lines(game, advice, best):
    """The likely trick after each choice, the better one first."""
    lines = []
    order = sorted(advice.continuations, key=lambda c: c.action != (best or ""))
    for continuation in order:
        title = _("Si juegas %(card)s") % {"card": the_card(continuation.action)}
        plays = [{"card": card, "seat": seat_label(game, seat)} for seat, card in continuation.plays]
        winner = seat_label(game, continuation.winner) if continuation.winner is not None else ""
        if continuation.samples > 1:
            frequency = _("Así va la baza %(freq)s.") % {
                "freq": freq(continuation.count, continuation.samples)
            }
        else:
            frequency = _("Así va la baza: se sabe dónde está cada carta.")
        lines.append(TrickLine(title=title, plays=plays, winner=winner, frequency=frequency))
    return lines if len(lines) > 1 else []


def _named(game, trump, action):
    """A card with its article («la sota de oros»), or another action's words."""
    return the_card(action) if is_card(action) else action_text(game, trump, action)


def _gain_text(game, hint):
    """How much better the expert's choice is than the next best one, in plain words."""
    other = _named(game, hint.trump, hint.alternative.action)
    gain = hint.gain
    if hint.unit == Unit.PROBABILIDAD:
        if gain < 0.02:
            return _("La siguiente opción, %(other)s, es casi igual de buena.") % {"other": other}
        return _("Así tienes %(pct)s puntos porcentuales más de no quedar en medio que con %(other)s.") % {
            "pct": round(gain * 100),
            "other": other,
        }
    if gain < 1:
        return _("La siguiente opción, %(other)s, es casi igual de buena.") % {"other": other}
    return _("De media, esperas unos %(n)s puntos más que con %(other)s.") % {
        "n": round(gain),
        "other": other,
    }


@dataclass(frozen=True)
class _Told:
    headline: str
    headline_code: str
    reasons: list


def _told(game, verdict):
    """The words of a judgement below «buena»: the headline tells the key reason (the judge's
    rule), the details every reason, in the judge's order."""
    wording = Wording(game, trump=verdict.trump, unit=verdict.unit, action=verdict.action, best=verdict.best)
    if not verdict.reasons:
        words = fallback(wording)
        return _Told(words.headline, "", [Told("", words.sentence)])
    key = verdict.key_reason
    reasons = [Told(str(r.code), said(wording, r).sentence) for r in verdict.reasons]
    return _Told(said(wording, key).headline, str(key.code), reasons)


def _hint_text(game, hint, detail):
    told, intro, gain = _Told("", "", []), "", ""
    alternative = hint.alternative
    if alternative is not None:
        # A hint explains the best choice by what would go wrong with the next best one.
        if alternative.reasons or alternative.label != Label.BUENA:
            told = _told(game, alternative)
            intro = _("Si eligieras %(other)s:") % {"other": _named(game, hint.trump, alternative.action)}
        gain = _gain_text(game, hint)
    return AdviceText(
        label="",
        label_text="",
        action="",
        action_text="",
        better=hint.best,
        better_is_card=bool(hint.best) and is_card(hint.best),
        better_text=action_text(game, hint.trump, hint.best),
        headline=told.headline,
        headline_code=told.headline_code,
        reasons=told.reasons,
        alternative_intro=intro,
        gain_text=gain,
        lines=_lines(game, alternative, hint.best) if alternative is not None else [],
        detail=detail,
    )


def _ungraded_text(game, verdict):
    return AdviceText(
        label="",
        label_text="",
        action=verdict.action,
        action_text=action_text(game, verdict.trump, verdict.action),
        better="",
        better_is_card=False,
        better_text="",
        renuncio=verdict.renuncio,
    )


def advice_context(game, advice, *, detail=False):
    """A judgement or a hint (games.advice values), in words for the templates (AdviceText);
    ``detail``: «Ver por qué» open («Con detalle»)."""
    if isinstance(advice, Hint):
        return _hint_text(game, advice, detail)
    if isinstance(advice, Ungraded):
        return _ungraded_text(game, advice)
    verdict: Judgement = advice
    told = _Told("", "", []) if verdict.label == Label.BUENA else _told(game, verdict)
    shown, stake_text = stake(verdict)
    better = verdict.better
    return AdviceText(
        label=str(verdict.label),
        label_text=label_names()[verdict.label],
        action=verdict.action,
        action_text=action_text(game, verdict.trump, verdict.action),
        better=better,
        better_is_card=bool(better) and is_card(better),
        better_text=action_text(game, verdict.trump, better),
        headline=told.headline,
        headline_code=told.headline_code,
        stake=shown,
        stake_text=stake_text,
        reasons=told.reasons,
        renuncio=verdict.renuncio,
        lines=_lines(game, verdict, verdict.best) if verdict.label != Label.BUENA else [],
        detail=detail,
    )
