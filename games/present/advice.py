"""Move advice in words: a stored judgement or hint (``games.advice``) as the advice panel
(``games/_advice.html``) shows it, each reason with the figures of the sampled deals behind it,
and the likely continuation of the trick after each choice ("Ver por qué")."""

from dataclasses import dataclass, field

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.advice import CHANCE_UNIT, Hint
from games.present.common import action_text, in_pairs, is_card, seat_label
from games.words import cante_name as named_cante
from games.words import suit_name, the_card
from tute.bots import feedback as codes


def cante_name(suit, trump):
    """«las cuarenta» (in trumps: the trump shows on the table) or «las veinte en copas»."""
    return named_cante(suit, trump, with_suit=suit != trump)


def capitalized(text):
    return capfirst(text)


@dataclass(frozen=True)
class TrickLine:
    """One choice's likely trick: ``plays`` [{"card", "seat"}] in play order, who takes it."""

    title: str
    plays: list
    winner: str
    frequency: str


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
    lines: list = field(default_factory=list)  # TrickLine of each choice ("Ver por qué")


# Reasons stored without figures by earlier versions of the site.
_PLAIN_TEXTS = {
    "puntos_a_baza_perdida": lambda: _("Echaste puntos a una baza que se lleva el rival."),
    "triunfo_innecesario": lambda: _("Gastaste un triunfo que la baza no necesitaba."),
    "rompe_cante": lambda: _("Jugaste el rey o el caballo de un cante que aún podías cantar."),
    "pierde_ultimas": lambda: _("Así se pierden las diez de últimas."),
    "pudo_ganar_con_menor": lambda: _("Podías ganar la baza con una carta más baja."),
    "deja_baza_al_rival": lambda: _(
        "Así la baza suele llevársela el rival; con la otra carta lo normal era ganarla."
    ),
    "deja_mano_con_triunfos": lambda: _("Y el rival se queda la mano con triunfos todavía fuera."),
    "monta_al_companero": lambda: _("Superaste a tu compañero, que ya iba ganando."),
    "no_carga_al_companero": lambda: _("Podías cargar puntos en la baza de tu compañero."),
    "arrastra_sin_necesidad": lambda: _("Saliste de triunfo cuando convenía otra carta."),
    "no_canta": lambda: _("Pasaste cuando convenía cantar."),
    "no_cambia": lambda: _("No cambiaste la muestra y convenía."),
    "no_canta_tute": lambda: _("No cantaste el tute."),
}


def _in(count, samples):
    """«en 31 de 40 repartos posibles» (or, every card being located, «con las cartas como
    están»)."""
    if samples <= 1:
        return _("con las cartas como están (se sabe dónde está cada una)")
    return ngettext(
        "en %(count)s de %(samples)s reparto posible",
        "en %(count)s de %(samples)s repartos posibles",
        samples,
    ) % {"count": count, "samples": samples}


def _points(n):
    return ngettext("%(n)s punto", "%(n)s puntos", n) % {"n": n}


class _Words:
    """What a reason's sentence needs to know about the game and the move."""

    def __init__(self, game, advice):
        self.game = game
        self.trump = advice.trump
        self.pairs = in_pairs(game)
        self.cabrero = advice.unit == CHANCE_UNIT

    def phrase(self, action):
        """A card with its article («la sota de oros»); another action as its button's words in
        quotes («Cantar las veinte en copas», «Paso»), which reads after «con»."""
        if not action:
            return ""
        if is_card(action):
            return the_card(action)
        return _("«%(action)s»") % {"action": action_text(self.game, self.trump, action)}

    def who(self, seat):
        if seat is None:
            return _("un rival")
        if self.pairs and (seat - self.game.learner_seat) % self.game.players == 2:
            return _("tu compañero")
        return seat_label(self.game, seat)


def _reason_text(words, reason):  # noqa: C901, PLR0911, PLR0912 - one sentence per reason code
    code = reason.code
    if not reason.samples and not reason.cards and not reason.suit and code in _PLAIN_TEXTS:
        return _PLAIN_TEXTS[code]()
    cards = [words.phrase(c) for c in reason.cards]
    first = cards[0] if cards else ""
    second = cards[1] if len(cards) > 1 else ""
    n, s, other = reason.count, reason.samples, reason.other
    if code in (codes.DEJA_BAZA_AL_RIVAL, codes.FALLA_EL_RIVAL):
        best = cards[2]
        ours = _("la ganáis vosotros") if words.pairs else _("la ganas tú")
        if code == codes.FALLA_EL_RIVAL:
            text = _("%(who)s ya no tiene %(suit)s: %(freq)s falla con %(card)s y se lleva esta baza.") % {
                "who": capitalized(words.who(reason.seat)),
                "suit": suit_name(reason.suit),
                "freq": _in(n, s),
                "card": second,
            }
        else:
            text = _("%(freq)s, %(who)s se lleva esta baza con %(card)s.") % {
                "freq": capitalized(_in(n, s)),
                "who": words.who(reason.seat),
                "card": second,
            }
        return (
            text
            + " "
            + _("Con %(best)s %(ours)s en %(other)s de %(samples)s.")
            % {
                "best": best,
                "ours": ours,
                "other": other,
                "samples": s,
            }
        )
    if code == codes.GANA_LA_BAZA:
        if words.pairs:
            text = _("Con %(best)s os lleváis esta baza %(freq)s; con %(card)s, solo en %(count)s.")
        else:
            text = _("Con %(best)s te llevas esta baza %(freq)s; con %(card)s, solo en %(count)s.")
        return text % {
            "best": second,
            "freq": _in(other, s),
            "card": first,
            "count": n,
        }
    if code == codes.GUARDA_TRIUNFO:
        return _(
            "Con %(best)s, un triunfo, te llevas esta baza %(freq)s; "
            "con %(card)s se la lleva un rival en %(count)s."
        ) % {
            "best": second,
            "freq": _in(other, s),
            "card": first,
            "count": n,
        }
    if code == codes.PUNTOS_A_BAZA_PERDIDA:
        return _(
            "Echas %(card)s (%(points)s más que %(best)s) a una baza que un rival se lleva %(freq)s."
        ) % {
            "card": first,
            "points": _points(reason.points),
            "best": second,
            "freq": _in(n, s),
        }
    if code == codes.PUNTOS_AL_RIVAL:
        return _(
            "Con %(card)s, los rivales se llevan de esta baza %(count)s de media; con %(best)s, %(other)s."
        ) % {
            "card": first,
            "count": _points(n),
            "best": second,
            "other": _points(other),
        }
    if code == codes.MENOS_PUNTOS_EN_LA_BAZA:
        return _(
            "Con %(best)s tu lado se lleva de esta baza %(other)s de media; con %(card)s, %(count)s."
        ) % {
            "best": second,
            "other": _points(other),
            "card": first,
            "count": _points(n),
        }
    if code == codes.MONTA_AL_COMPANERO:
        return _(
            "Tu compañero ya ganaba la baza con %(winning)s: superarlo "
            "con %(card)s gasta una carta que la baza no necesitaba."
        ) % {
            "winning": second,
            "card": first,
        }
    if code == codes.NO_CARGA_AL_COMPANERO:
        return _("Tu compañero se lleva la baza %(freq)s: con %(best)s le dabas %(points)s más.") % {
            "freq": _in(n, s),
            "best": first,
            "points": _points(reason.points),
        }
    if code == codes.PUDO_GANAR_CON_MENOR:
        if words.pairs:
            text = _("Con %(best)s la baza era vuestra igual (%(freq)s) y guardabas %(card)s.")
        else:
            text = _("Con %(best)s la baza era tuya igual (%(freq)s) y guardabas %(card)s.")
        return text % {
            "best": first,
            "freq": _in(n, s),
            "card": second,
        }
    if code == codes.ARRASTRA_SIN_NECESIDAD:
        if n == 0:
            return _("Sales de triunfo con %(card)s y te quedas sin triunfos; con %(best)s lo guardabas.") % {
                "card": first,
                "best": second,
            }
        return ngettext(
            "Sales de triunfo con %(card)s y te queda %(n)s triunfo; con %(best)s guardabas todos.",
            "Sales de triunfo con %(card)s y te quedan %(n)s triunfos; con %(best)s guardabas todos.",
            n,
        ) % {"card": first, "n": n, "best": second}
    if code == codes.TRIUNFO_INNECESARIO:
        return _(
            "Gastas %(card)s, un triunfo, y la baza acaba igual: la ganas en %(count)s "
            "de %(samples)s repartos posibles con él y en %(other)s con %(best)s."
        ) % {
            "card": first,
            "count": n,
            "samples": s,
            "other": other,
            "best": second,
        }
    if code == codes.TRIUNFO_EN_BAZA_POBRE:
        return _(
            "Gastas %(card)s, un triunfo, para ganar una baza que "
            "vale %(points)s de media; con %(best)s lo guardabas."
        ) % {
            "card": first,
            "points": _points(reason.points),
            "best": second,
        }
    if code == codes.GUARDA_CARTA:
        return _("Con %(best)s guardas %(card)s, que más adelante gana una baza %(freq)s.") % {
            "best": first,
            "card": second,
            "freq": _in(n, s),
        }
    if code == codes.LA_PIERDE_DESPUES:
        return _("Si guardas %(best)s, %(freq)s acaba más tarde en una baza de los rivales.") % {
            "best": second,
            "freq": _in(n, s),
        }
    if code == codes.HACE_FALLO:
        return _(
            "Con %(best)s te quedas sin %(suit)s y puedes fallar: %(freq)s ganas luego más bazas "
            "que con %(card)s (en %(count)s, menos)."
        ) % {
            "best": second,
            "suit": suit_name(reason.suit),
            "freq": _in(other, s),
            "card": first,
            "count": n,
        }
    if code == codes.SACA_TRIUNFOS:
        return _(
            "Saliendo de triunfo con %(best)s, %(freq)s algún rival tiene que soltar un triunfo en esta baza."
        ) % {
            "best": first,
            "freq": _in(n, s),
        }
    if code == codes.ROMPE_CANTE:
        cante = cante_name(reason.suit, words.trump)
        text = _("%(card)s es de un cante: si juegas esa carta ya no puedes cantar %(cante)s") % {
            "card": capitalized(first),
            "cante": cante,
        }
        if words.cabrero:
            return text + "."
        return text + " (" + _points(reason.points) + ")."
    if code == codes.CANTE_AL_RIVAL:
        return _(
            "Con %(card)s, %(who)s gana una baza y canta %(cante)s %(freq)s; con %(best)s, en %(other)s."
        ) % {
            "card": first,
            "who": words.who(reason.seat),
            "cante": cante_name(reason.suit, words.trump),
            "freq": _in(n, s),
            "best": second,
            "other": other,
        }
    if code == codes.PIERDE_CANTE:
        if reason.seat is not None and reason.seat != words.game.learner_seat:
            text = _(
                "Con %(best)s ganáis una baza y tu compañero canta "
                "%(cante)s %(freq)s; con %(card)s, en %(count)s."
            )
        else:
            text = _("Con %(best)s ganas una baza y cantas %(cante)s %(freq)s; con %(card)s, en %(count)s.")
        return text % {
            "best": second,
            "cante": cante_name(reason.suit, words.trump),
            "freq": _in(other, s),
            "card": first,
            "count": n,
        }
    if code == codes.PIERDE_TUTE:
        return _(
            "Con %(best)s tu lado canta tute, que gana la mano, %(freq)s; con %(card)s, en %(count)s."
        ) % {
            "best": second,
            "freq": _in(other, s),
            "card": first,
            "count": n,
        }
    if code == codes.TUTE_AL_RIVAL:
        return _(
            "Con %(card)s un rival canta tute, y gana la mano, %(freq)s; con %(best)s, en %(other)s."
        ) % {
            "card": first,
            "freq": _in(n, s),
            "best": second,
            "other": other,
        }
    if code == codes.PIERDE_ULTIMAS:
        return _(
            "Las diez de últimas son para tu lado %(freq)s con %(card)s, y en %(other)s con %(best)s."
        ) % {
            "freq": _in(n, s),
            "card": first,
            "other": other,
            "best": second,
        }
    if code == codes.QUEDA_EN_MEDIO:
        return _(
            "Con %(card)s quedas en medio (y te apuntas porotos) %(freq)s; con %(best)s, en %(other)s."
        ) % {
            "card": first,
            "freq": _in(n, s),
            "best": second,
            "other": other,
        }
    if code == codes.VA_A_MENOS:
        return _(
            "Con %(best)s acabas a menos (entras en baza, pero el último, "
            "y te libras) %(freq)s; con %(card)s, en %(count)s."
        ) % {
            "best": second,
            "freq": _in(other, s),
            "card": first,
            "count": n,
        }
    if code == codes.VA_A_MAS:
        return _(
            "Con %(best)s acabas a más (el primero de la mano) %(freq)s; con %(card)s, en %(count)s."
        ) % {
            "best": second,
            "freq": _in(other, s),
            "card": first,
            "count": n,
        }
    if code == codes.NO_ENTRA:
        return _(
            "Con %(best)s no entras en ninguna baza, y te libras, %(freq)s; con %(card)s, en %(count)s."
        ) % {
            "best": second,
            "freq": _in(other, s),
            "card": first,
            "count": n,
        }
    if code == codes.EVITA_LA_BAZA:
        return _(
            "Con %(card)s te llevas esta baza, y entras en baza, %(freq)s; con %(best)s, solo en %(other)s."
        ) % {
            "card": first,
            "freq": _in(n, s),
            "best": second,
            "other": other,
        }
    if code == codes.CEDE_LA_BAZA:
        if words.pairs:
            text = _(
                "Con %(card)s vuestro lado se lleva esta baza (%(worth)s) %(freq)s y sale en la "
                "siguiente; con %(best)s se la lleva un rival en %(other)s, y sale él."
            )
        else:
            text = _(
                "Con %(card)s te llevas esta baza (%(worth)s) %(freq)s y sales tú en la siguiente; "
                "con %(best)s se la lleva el rival en %(other)s, y sale él."
            )
        if reason.points:
            worth = _("%(points)s de media") % {"points": _points(reason.points)}
        else:
            worth = _("sin puntos")
        return text % {"card": first, "worth": worth, "freq": _in(n, s), "best": second, "other": other}
    if code == codes.MAS_BAZAS_DESPUES:
        return _(
            "Con %(best)s ganas más bazas en el resto de la mano que con %(card)s %(freq)s "
            "(menos, en %(count)s)."
        ) % {"best": second, "card": first, "freq": _in(other, s), "count": n}
    if code == codes.PIERDE_LA_MANO:
        return _(
            "Con %(card)s acabas la mano por delante de los rivales %(freq)s; con %(best)s, en %(other)s."
        ) % {
            "card": first,
            "freq": _in(n, s),
            "best": second,
            "other": other,
        }
    if code == codes.NO_CANTA:
        if words.cabrero:
            return _("Pasar deja sin cantar %(cante)s.") % {"cante": cante_name(reason.suit, words.trump)}
        return _("Pasar deja sin cantar %(cante)s: %(points)s.") % {
            "cante": cante_name(reason.suit, words.trump),
            "points": _points(reason.points),
        }
    if code == codes.CANTA_MENOS:
        if words.cabrero:
            return _("%(cante)s valen más.") % {"cante": capitalized(cante_name(reason.suit, words.trump))}
        return _("%(cante)s valen %(points)s más.") % {
            "cante": capitalized(cante_name(reason.suit, words.trump)),
            "points": _points(reason.points),
        }
    if code == codes.NO_CAMBIA:
        return _("Cambiando %(card)s por la muestra te quedas con %(trump_card)s.") % {
            "card": first,
            "trump_card": second,
        }
    if code == codes.CAMBIA_ANTES:
        return _(
            "Al cantar se cierra la ventana y ya no puedes cambiar: cambiando antes %(card)s "
            "por la muestra te quedas con %(trump_card)s y puedes cantar %(cante)s igual."
        ) % {"card": first, "trump_card": second, "cante": cante_name(reason.suit, words.trump)}
    if code == codes.CIERRA_TUTE:
        return _(
            "Quien ya ha cantado no puede cantar tute: si cantas %(cante)s, tu tute queda cerrado. "
            "Sin ese cante cantas tute, que gana la mano, %(freq)s; cantando, en %(count)s."
        ) % {"cante": cante_name(reason.suit, words.trump), "freq": _in(reason.other, s), "count": n}
    if code == codes.CANTA_OTRO_ANTES:
        return _(
            "Un cante cada vez: cantando primero %(cante)s, tu lado canta otro más en una baza "
            "posterior %(freq)s; empezando por el otro, en %(count)s."
        ) % {"cante": cante_name(reason.suit, words.trump), "freq": _in(reason.other, s), "count": n}
    if code == codes.NO_CANTA_TUTE:
        return _("No cantaste el tute: el tute gana la mano en el acto.")
    return _PLAIN_TEXTS[code]() if code in _PLAIN_TEXTS else code


def _lines(game, advice):
    """The likely trick after each choice, the better one first."""
    lines = []
    order = sorted(advice.continuations, key=lambda c: c.action != (advice.best or ""))
    for continuation in order:
        title = _("Si juegas %(card)s") % {"card": the_card(continuation.action)}
        plays = [{"card": card, "seat": seat_label(game, seat)} for seat, card in continuation.plays]
        winner = seat_label(game, continuation.winner) if continuation.winner is not None else ""
        if continuation.samples > 1:
            frequency = _("Así va la baza %(freq)s.") % {
                "freq": _in(continuation.count, continuation.samples)
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
    other = _named(game, hint.trump, hint.alternative)
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
    words = _Words(game, advice)
    reasons = [_reason_text(words, reason) for reason in advice.reasons]
    if isinstance(advice, Hint):
        alternative_intro = gain_text = ""
        if advice.alternative:
            # A hint explains the best choice by what would go wrong with the next best one.
            if reasons:
                alternative_intro = _("Si eligieras %(other)s:") % {
                    "other": _named(game, advice.trump, advice.alternative)
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
            stake=advice.points_at_stake if better and not words.cabrero else 0,
            reasons=reasons,
            alternative_intro=alternative_intro,
            gain_text=gain_text,
            lines=_lines(game, advice),
        )
    label = advice.label
    better = advice.best if advice.best and advice.best != advice.action else ""
    if label and label != "buena" and not advice.reasons:
        if words.cabrero:
            reasons.append(_("Con tu jugada es más probable quedar en medio que con la mejor."))
        else:
            reasons.append(_("Tu jugada deja menos puntos de media que la mejor."))
    return AdviceText(
        label=label,
        label_text=LABELS[label]() if label in LABELS else "",
        action=advice.action,
        action_text=action_text(game, advice.trump, advice.action),
        better=better,
        better_is_card=bool(better) and is_card(better),
        better_text=action_text(game, advice.trump, better),
        stake=advice.points_at_stake if better and not words.cabrero else 0,
        reasons=reasons,
        renuncio=advice.renuncio,
        lines=_lines(game, advice) if label and label != "buena" else [],
    )
