"""Move advice in words: a stored judgement or hint (``games.advice``) as the advice panel
(``games/_advice.html``) shows it."""

from dataclasses import dataclass, field

from django.utils.translation import gettext as _

from games.advice import CHANCE_UNIT, Hint
from games.present.common import action_text, is_card


@dataclass(frozen=True)
class AdviceText:
    label: str  # "" (not graded), "buena", "imprecision", "error", "error_grave"
    label_text: str
    action: str
    action_text: str
    better: str  # the better action to show ("" when none)
    better_is_card: bool
    better_text: str
    stake: int
    reasons: list = field(default_factory=list)
    renuncio: object = None  # advice.RenuncioNote
    alternative_intro: str = ""
    gain_text: str = ""


def _reason_text(code):
    texts = {
        "puntos_a_baza_perdida": _("Echaste puntos a una baza que se lleva el rival."),
        "triunfo_innecesario": _("Gastaste un triunfo que la baza no necesitaba."),
        "rompe_cante": _("Jugaste el rey o el caballo de un cante que aún podías cantar."),
        "pierde_ultimas": _("Así se pierden las diez de últimas."),
        "pudo_ganar_con_menor": _("Podías ganar la baza con una carta más baja."),
        "deja_baza_al_rival": _(
            "Así la baza suele llevársela el rival; con la otra carta lo normal era ganarla."
        ),
        "deja_mano_con_triunfos": _("Y el rival se queda la mano con triunfos todavía fuera."),
        "monta_al_companero": _("Superaste a tu compañero, que ya iba ganando."),
        "no_carga_al_companero": _("Podías cargar puntos en la baza de tu compañero."),
        "arrastra_sin_necesidad": _("Saliste de triunfo cuando convenía otra carta."),
        "no_canta": _("Pasaste cuando convenía cantar."),
        "no_cambia": _("No cambiaste la muestra y convenía."),
        "no_canta_tute": _("No cantaste el tute."),
    }
    return texts.get(code, code)


def _gain_text(game, hint):
    """How much better the expert's choice is than the next best one, in plain words."""
    other = action_text(game, hint.trump, hint.alternative)
    gain = hint.gain
    if hint.unit == CHANCE_UNIT:
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


LABELS = {
    "buena": lambda: _("Buena jugada"),
    "imprecision": lambda: _("Imprecisión"),
    "error": lambda: _("Error"),
    "error_grave": lambda: _("Error grave"),
}


def advice_context(game, advice):
    """A judgement or a hint (games.advice values), in words for the templates (AdviceText)."""
    reasons = [_reason_text(reason.code) for reason in advice.reasons]
    if isinstance(advice, Hint):
        alternative_intro = gain_text = ""
        if advice.alternative:
            # A hint explains the best choice by what would go wrong with the next best one.
            if reasons:
                alternative_intro = _("Si eligieras %(other)s:") % {
                    "other": action_text(game, advice.trump, advice.alternative)
                }
            gain_text = _gain_text(game, advice)
        better = advice.best
        return AdviceText(
            label="",
            label_text="",
            action="",
            action_text="",
            better=better,
            better_is_card=bool(better) and is_card(better),
            better_text=action_text(game, advice.trump, better),
            stake=advice.points_at_stake if better else 0,
            reasons=reasons,
            alternative_intro=alternative_intro,
            gain_text=gain_text,
        )
    label = advice.label
    better = advice.best if advice.best and advice.best != advice.action else ""
    if label and label != "buena" and not advice.reasons:
        reasons.append(_("Tu jugada deja menos puntos de media que la mejor."))
    return AdviceText(
        label=label,
        label_text=LABELS[label]() if label in LABELS else "",
        action=advice.action,
        action_text=action_text(game, advice.trump, advice.action),
        better=better,
        better_is_card=bool(better) and is_card(better),
        better_text=action_text(game, advice.trump, better),
        stake=advice.points_at_stake if better else 0,
        reasons=reasons,
        renuncio=advice.renuncio,
    )
