"""Each reason of a verdict in words: a one-line headline a beginner reads at a glance and the
sentence with its figures that «Ver por qué» shows.

One small function per reason code (``TELLERS``, filled by ``@tells``; a test checks that no
code of ``tute.bots.ReasonCode`` is missing). Each says the key idea and the better action in
the headline, with no counts of deals (at most «casi siempre», «a menudo»), and the evidence in
the sentence («en 31 de 40 repartos posibles»; with every card known, «siempre» or «nunca»).
Cabrero reasons say what to do now. Cards come with their articles, seats and rivals as the
table has them (``games.words``). Which reason a verdict's headline tells is decided once, by
the judge's rule (``tute.bots.key_reason``), not here.
"""

from collections.abc import Callable
from dataclasses import dataclass

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games import words
from games.present.wording import Wording, freq, freq_short, more_often, often, points
from tute.bots import Reason, ReasonCode


@dataclass(frozen=True)
class Said:
    """A reason in words: its headline and its sentence."""

    headline: str
    sentence: str


# -- the table of reasons ------------------------------------------------------------------------

Teller = Callable[[Wording, Reason], Said]
TELLERS: dict[ReasonCode, Teller] = {}


def tells(code):
    """Register the function that puts reason ``code`` into words."""

    def register(teller):
        TELLERS[code] = teller
        return teller

    return register


@tells(ReasonCode.PUNTOS_A_BAZA_PERDIDA)
def _puntos_a_baza_perdida(w, r):
    return Said(
        w.one_or_several(
            _("Esta baza es%(often)s de tu rival: echa %(best)s y guarda los puntos."),
            _("Esta baza es%(often)s de los rivales: echa %(best)s y guarda los puntos."),
        )
        % {"often": often(r.count, r.samples), "best": w.better},
        _("Echas %(card)s (%(points)s más que %(best)s) a una baza que se lleva %(rival)s %(freq)s.")
        % {
            "card": w.played,
            "points": points(r.points),
            "best": w.better,
            "rival": w.rival,
            "freq": freq(r.count, r.samples),
        },
    )


@tells(ReasonCode.TRIUNFO_INNECESARIO)
def _triunfo_innecesario(w, r):
    figures = {
        "card": w.played,
        "best": w.better,
        "ours": w.we(_("la ganas"), _("la ganáis")),
        "freq": freq(r.count, r.samples),
        "other": freq_short(r.other, r.samples),
    }
    if r.count == r.other == 0:
        sentence = w.we(
            _("Gastas %(card)s, un triunfo, y la baza acaba igual: no la ganas ni con él ni con %(best)s."),
            _("Gastas %(card)s, un triunfo, y la baza acaba igual: no la ganáis ni con él ni con %(best)s."),
        )
    elif r.count == r.other == r.samples:
        sentence = w.we(
            _("Gastas %(card)s, un triunfo, y la baza acaba igual: la ganas tanto con él como con %(best)s."),
            _(
                "Gastas %(card)s, un triunfo, y la baza acaba igual: la ganáis tanto con él como con "
                "%(best)s."
            ),
        )
    else:
        sentence = _(
            "Gastas %(card)s, un triunfo, y la baza acaba igual: %(ours)s %(freq)s con él y "
            "%(other)s con %(best)s."
        )
    return Said(
        _("No gastes %(card)s, un triunfo: con %(best)s la baza acaba igual.") % figures,
        sentence % figures,
    )


@tells(ReasonCode.ROMPE_CANTE)
def _rompe_cante(w, r):
    card = w.card(r, 0, w.played)
    cante = w.cante(r.suit)
    if r.samples and r.other >= 0.5 * r.samples:
        headline = _("Guarda %(card)s: sin él pierdes %(cante)s%(often)s.") % {
            "card": card,
            "cante": cante,
            "often": often(r.other, r.samples),
        }
    else:
        headline = _("Guarda %(card)s: es de %(cante)s.") % {"card": card, "cante": cante}
    text = _("%(card)s es de un cante: si juegas esa carta ya no puedes cantar %(cante)s") % {
        "card": capfirst(card),
        "cante": cante,
    }
    text += "." if w.cabrero else " (" + points(r.points) + ")."
    if r.samples:
        text += " " + _("Con %(best)s lo guardas y cantas %(cante)s %(freq)s.") % {
            "best": w.better,
            "cante": cante,
            "freq": freq(r.other, r.samples),
        }
    return Said(headline, text)


@tells(ReasonCode.PIERDE_ULTIMAS)
def _pierde_ultimas(w, r):
    return Said(
        w.we(
            _("Con %(best)s te llevas las diez de últimas%(often)s."),
            _("Con %(best)s os lleváis las diez de últimas%(often)s."),
        )
        % {"best": w.better, "often": more_often(r.other, r.count, r.samples)},
        _("Las diez de últimas son para tu lado %(freq)s con %(best)s y %(other)s con %(card)s.")
        % {
            "freq": freq(r.other, r.samples),
            "best": w.better,
            "other": freq_short(r.count, r.samples),
            "card": w.played,
        },
    )


@tells(ReasonCode.PUDO_GANAR_CON_MENOR)
def _pudo_ganar_con_menor(w, r):
    figures = {"best": w.better, "card": w.played, "freq": freq(r.count, r.samples)}
    return Said(
        w.we(
            _("Gana con %(best)s y guarda %(card)s: la baza es tuya igual."),
            _("Gana con %(best)s y guarda %(card)s: la baza es vuestra igual."),
        )
        % figures,
        w.we(
            _("Con %(best)s la baza era tuya igual (%(freq)s) y guardabas %(card)s."),
            _("Con %(best)s la baza era vuestra igual (%(freq)s) y guardabas %(card)s."),
        )
        % figures,
    )


def _who_takes(w, r):
    return {
        "who": w.who(r.seat),
        "taker": w.card(r, 1),
        "freq": freq(r.count, r.samples),
        "best": w.better,
        "ours": w.we(_("la ganas tú"), _("la ganáis vosotros")),
        "other": freq_short(r.other, r.samples),
        "suit": words.suit_name(r.suit) if r.suit else "",
    }


@tells(ReasonCode.DEJA_BAZA_AL_RIVAL)
def _deja_baza_al_rival(w, r):
    figures = _who_takes(w, r)
    return Said(
        w.we(
            _("Con %(card)s pierdes esta baza%(often)s: mejor %(best)s."),
            _("Con %(card)s perdéis esta baza%(often)s: mejor %(best)s."),
        )
        % {"card": w.played, "often": often(r.count, r.samples), "best": w.better},
        _("%(who)s se lleva esta baza con %(taker)s %(freq)s. Con %(best)s %(ours)s %(other)s.")
        % {**figures, "who": capfirst(figures["who"])},
    )


@tells(ReasonCode.FALLA_EL_RIVAL)
def _falla_el_rival(w, r):
    figures = _who_takes(w, r)
    return Said(
        _("%(who)s no tiene %(suit)s y falla: mejor %(best)s.")
        % {**figures, "who": capfirst(figures["who"])},
        _(
            "%(who)s ya no tiene %(suit)s: falla con %(taker)s y se lleva esta baza %(freq)s. Con "
            "%(best)s %(ours)s %(other)s."
        )
        % {**figures, "who": capfirst(figures["who"])},
    )


@tells(ReasonCode.MONTA_AL_COMPANERO)
def _monta_al_companero(w, r):
    return Said(
        _("Tu compañero ya ganaba la baza: no lo superes, juega %(best)s.") % {"best": w.better},
        _(
            "Tu compañero ya ganaba la baza con %(winning)s: superarlo con %(card)s gasta una carta "
            "que la baza no necesitaba."
        )
        % {"winning": w.card(r, 1), "card": w.played},
    )


@tells(ReasonCode.NO_CARGA_AL_COMPANERO)
def _no_carga_al_companero(w, r):
    return Said(
        _("La baza es%(often)s de tu compañero: cárgala con %(best)s.")
        % {"often": often(r.count, r.samples), "best": w.better},
        _("Tu compañero se lleva la baza %(freq)s: con %(best)s le dabas %(points)s más.")
        % {"freq": freq(r.count, r.samples), "best": w.better, "points": points(r.points)},
    )


@tells(ReasonCode.ARRASTRA_SIN_NECESIDAD)
def _arrastra_sin_necesidad(w, r):
    figures = {"card": w.played, "best": w.better, "n": r.count}
    if r.count <= 0:
        sentence = _("Sales de triunfo con %(card)s y te quedas sin triunfos; con %(best)s lo guardabas.")
    else:
        sentence = ngettext(
            "Sales de triunfo con %(card)s y te queda %(n)s triunfo; con %(best)s guardabas todos.",
            "Sales de triunfo con %(card)s y te quedan %(n)s triunfos; con %(best)s guardabas todos.",
            r.count,
        )
    return Said(_("No salgas de triunfo ahora: sal con %(best)s.") % figures, sentence % figures)


@tells(ReasonCode.GANA_LA_BAZA)
def _gana_la_baza(w, r):
    figures = {
        "best": w.better,
        "card": w.played,
        "often": more_often(r.other, r.count, r.samples),
        "freq": freq(r.other, r.samples),
        "other": freq_short(r.count, r.samples),
    }
    return Said(
        w.we(
            _("Con %(best)s te llevas esta baza%(often)s."),
            _("Con %(best)s os lleváis esta baza%(often)s."),
        )
        % figures,
        w.we(
            _("Con %(best)s te llevas esta baza %(freq)s; con %(card)s, %(other)s."),
            _("Con %(best)s os lleváis esta baza %(freq)s; con %(card)s, %(other)s."),
        )
        % figures,
    )


@tells(ReasonCode.PUNTOS_AL_RIVAL)
def _puntos_al_rival(w, r):
    figures = {
        "best": w.better,
        "card": w.played,
        "n": points(max(0, r.count - r.other)),
        "count": points(r.count),
        "other": points(r.other),
    }
    if w.two:
        headline = _("Con %(best)s tu rival se lleva %(n)s menos de esta baza.")
        sentence = _(
            "Con %(card)s, tu rival se lleva de esta baza %(count)s de media; con %(best)s, %(other)s."
        )
    else:
        headline = _("Con %(best)s los rivales se llevan %(n)s menos de esta baza.")
        sentence = _(
            "Con %(card)s, los rivales se llevan de esta baza %(count)s de media; con %(best)s, %(other)s."
        )
    return Said(headline % figures, sentence % figures)


@tells(ReasonCode.MENOS_PUNTOS_EN_LA_BAZA)
def _menos_puntos_en_la_baza(w, r):
    figures = {
        "best": w.better,
        "card": w.played,
        "n": points(max(0, r.other - r.count)),
        "count": points(r.count),
        "other": points(r.other),
    }
    return Said(
        w.we(
            _("Con %(best)s te llevas %(n)s más de esta baza."),
            _("Con %(best)s os lleváis %(n)s más de esta baza."),
        )
        % figures,
        w.we(
            _("Con %(best)s te llevas de esta baza %(other)s de media; con %(card)s, %(count)s."),
            _("Con %(best)s os lleváis de esta baza %(other)s de media; con %(card)s, %(count)s."),
        )
        % figures,
    )


@tells(ReasonCode.CANTE_AL_RIVAL)
def _cante_al_rival(w, r):
    who = w.who(r.seat)
    cante = w.cante(r.suit)
    return Said(
        _("Así %(rival)s puede cantar %(cante)s: mejor %(best)s.")
        % {"rival": w.rival, "cante": cante, "best": w.better},
        _("Con %(card)s, %(who)s gana una baza y canta %(cante)s %(freq)s; con %(best)s, %(other)s.")
        % {
            "card": w.played,
            "who": who,
            "cante": cante,
            "freq": freq(r.count, r.samples),
            "best": w.better,
            "other": freq_short(r.other, r.samples),
        },
    )


@tells(ReasonCode.GUARDA_TRIUNFO)
def _guarda_triunfo(w, r):
    figures = {
        "best": w.better,
        "card": w.played,
        "rival": w.rival,
        "often": more_often(r.other, r.count, r.samples),
        "freq": freq(r.other, r.samples),
        "other": freq_short(r.count, r.samples),
    }
    return Said(
        w.we(
            _("Juega el triunfo, %(best)s: te llevas esta baza%(often)s."),
            _("Juega el triunfo, %(best)s: os lleváis esta baza%(often)s."),
        )
        % figures,
        w.we(
            _(
                "Con %(best)s, un triunfo, te llevas esta baza %(freq)s; con %(card)s se la lleva "
                "%(rival)s %(other)s."
            ),
            _(
                "Con %(best)s, un triunfo, os lleváis esta baza %(freq)s; con %(card)s se la lleva "
                "%(rival)s %(other)s."
            ),
        )
        % figures,
    )


@tells(ReasonCode.TRIUNFO_EN_BAZA_POBRE)
def _triunfo_en_baza_pobre(w, r):
    figures = {"card": w.played, "best": w.better, "points": points(r.points)}
    return Said(
        _("Esta baza vale poco: no gastes %(card)s, juega %(best)s.") % figures,
        _(
            "Gastas %(card)s, un triunfo, para ganar una baza que vale %(points)s de media; con "
            "%(best)s lo guardabas."
        )
        % figures,
    )


@tells(ReasonCode.GUARDA_CARTA)
def _guarda_carta(w, r):
    figures = {"card": w.played, "best": w.better, "freq": freq(r.count, r.samples)}
    return Said(
        _("Guarda %(card)s para más adelante: ahora juega %(best)s.") % figures,
        _("Juega %(best)s y guarda %(card)s: más adelante gana una baza %(freq)s.") % figures,
    )


@tells(ReasonCode.LA_PIERDE_DESPUES)
def _la_pierde_despues(w, r):
    figures = {"best": w.better, "often": often(r.count, r.samples), "freq": freq(r.count, r.samples)}
    return Said(
        w.one_or_several(
            _("Juega ya %(best)s: si esperas, acaba en una baza de tu rival%(often)s."),
            _("Juega ya %(best)s: si esperas, acaba en una baza de los rivales%(often)s."),
        )
        % figures,
        w.one_or_several(
            _("Juega ya %(best)s: si esperas, acaba más tarde en una baza de tu rival %(freq)s."),
            _("Juega ya %(best)s: si esperas, acaba más tarde en una baza de los rivales %(freq)s."),
        )
        % figures,
    )


@tells(ReasonCode.SACA_TRIUNFOS)
def _saca_triunfos(w, r):
    figures = {"best": w.better, "freq": freq(r.count, r.samples)}
    if w.two:
        headline = _("Sal de triunfo con %(best)s: obligas a tu rival a soltar los suyos.")
        sentence = _(
            "Saliendo de triunfo con %(best)s, tu rival tiene que soltar un triunfo en esta baza %(freq)s."
        )
    else:
        headline = _("Sal de triunfo con %(best)s: obligas a los rivales a soltar los suyos.")
        sentence = _(
            "Saliendo de triunfo con %(best)s, algún rival tiene que soltar un triunfo en esta baza %(freq)s."
        )
    return Said(headline % figures, sentence % figures)


@tells(ReasonCode.HACE_FALLO)
def _hace_fallo(w, r):
    figures = {
        "best": w.better,
        "card": w.played,
        "suit": words.suit_name(r.suit),
        "freq": freq(r.other, r.samples),
        "other": freq_short(r.count, r.samples),
    }
    return Said(
        _("Juega %(best)s: te quedas sin %(suit)s y luego puedes fallar.") % figures,
        _(
            "Con %(best)s te quedas sin %(suit)s y puedes fallar: ganas luego más bazas que con "
            "%(card)s %(freq)s (menos, %(other)s)."
        )
        % figures,
    )


@tells(ReasonCode.PIERDE_CANTE)
def _pierde_cante(w, r):
    partner = r.seat is not None and r.seat != w.game.learner_seat
    figures = {
        "best": w.better,
        "card": w.played,
        "cante": w.cante(r.suit),
        "often": more_often(r.other, r.count, r.samples),
        "freq": freq(r.other, r.samples),
        "other": freq_short(r.count, r.samples),
    }
    if partner:
        headline = _("Con %(best)s tu compañero canta luego %(cante)s%(often)s.")
        sentence = _(
            "Con %(best)s ganáis una baza y tu compañero canta %(cante)s %(freq)s; con %(card)s, %(other)s."
        )
    else:
        headline = _("Con %(best)s cantas luego %(cante)s%(often)s.")
        sentence = _("Con %(best)s ganas una baza y cantas %(cante)s %(freq)s; con %(card)s, %(other)s.")
    return Said(headline % figures, sentence % figures)


@tells(ReasonCode.PIERDE_TUTE)
def _pierde_tute(w, r):
    figures = {
        "best": w.better,
        "card": w.played,
        "often": more_often(r.other, r.count, r.samples),
        "freq": freq(r.other, r.samples),
        "other": freq_short(r.count, r.samples),
    }
    return Said(
        w.we(
            _("Con %(best)s cantas tute y ganas la mano%(often)s."),
            _("Con %(best)s cantáis tute y ganáis la mano%(often)s."),
        )
        % figures,
        _("Con %(best)s tu lado canta tute, que gana la mano, %(freq)s; con %(card)s, %(other)s.") % figures,
    )


@tells(ReasonCode.TUTE_AL_RIVAL)
def _tute_al_rival(w, r):
    figures = {
        "best": w.better,
        "card": w.played,
        "rival": w.rival,
        "freq": freq(r.count, r.samples),
        "other": freq_short(r.other, r.samples),
    }
    return Said(
        w.one_or_several(
            _("Cuidado con el tute de tu rival: juega %(best)s."),
            _("Cuidado con el tute de los rivales: juega %(best)s."),
        )
        % figures,
        _("Con %(card)s, %(rival)s canta tute, que gana la mano, %(freq)s; con %(best)s, %(other)s.")
        % figures,
    )


def _places(r):
    return {
        "freq": freq(r.other, r.samples),
        "other": freq_short(r.count, r.samples),
        "often": more_often(r.other, r.count, r.samples),
    }


@tells(ReasonCode.QUEDA_EN_MEDIO)
def _queda_en_medio(w, r):
    figures = {
        "best": w.better,
        "card": w.played,
        "freq": freq(r.count, r.samples),
        "other": freq_short(r.other, r.samples),
    }
    return Said(
        _("Juega %(best)s: quedas en medio menos veces.") % figures,
        _(
            "Juega %(best)s para no quedar en medio (y apuntarte porotos): con %(card)s quedas en medio "
            "%(freq)s; con %(best)s, %(other)s."
        )
        % figures,
    )


@tells(ReasonCode.VA_A_MENOS)
def _va_a_menos(w, r):
    figures = {"best": w.better, "card": w.played, **_places(r)}
    return Said(
        _("Juega %(best)s: acabas a menos y te libras%(often)s.") % figures,
        _(
            "Juega %(best)s para acabar a menos (entras en baza, pero el último, y te libras): "
            "lo consigues %(freq)s; con %(card)s, %(other)s."
        )
        % figures,
    )


@tells(ReasonCode.VA_A_MAS)
def _va_a_mas(w, r):
    figures = {"best": w.better, "card": w.played, **_places(r)}
    return Said(
        _("Juega %(best)s: acabas a más y te libras%(often)s.") % figures,
        _(
            "Juega %(best)s para acabar a más (el primero de la mano, y te libras): lo consigues "
            "%(freq)s; con %(card)s, %(other)s."
        )
        % figures,
    )


@tells(ReasonCode.NO_ENTRA)
def _no_entra(w, r):
    figures = {"best": w.better, "card": w.played, **_places(r)}
    return Said(
        _("Juega %(best)s: no entras en ninguna baza y te libras%(often)s.") % figures,
        _(
            "Juega %(best)s para no entrar en ninguna baza, que te libra: lo consigues %(freq)s; "
            "con %(card)s, %(other)s."
        )
        % figures,
    )


@tells(ReasonCode.EVITA_LA_BAZA)
def _evita_la_baza(w, r):
    figures = {
        "best": w.better,
        "card": w.played,
        "freq": freq(r.count, r.samples),
        "other": freq_short(r.other, r.samples),
    }
    return Said(
        _("No entres en esta baza: juega %(best)s.") % figures,
        _(
            "Juega %(best)s y no entres en esta baza: con %(card)s te la llevas %(freq)s, y entrar en "
            "baza puede dejarte en medio; con %(best)s, %(other)s."
        )
        % figures,
    )


@tells(ReasonCode.CEDE_LA_BAZA)
def _cede_la_baza(w, r):
    worth = _("%(points)s de media") % {"points": points(r.points)} if r.points else _("sin puntos")
    figures = {
        "best": w.better,
        "card": w.played,
        "worth": worth,
        "freq": freq(r.count, r.samples),
        "other": freq_short(r.other, r.samples),
        "rival": w.rival,
    }
    if w.pairs:
        sentence = _(
            "Con %(card)s vuestro lado se lleva esta baza (%(worth)s) %(freq)s y sale en la siguiente; "
            "con %(best)s se la lleva un rival %(other)s, y sale él."
        )
    else:
        sentence = _(
            "Con %(card)s te llevas esta baza (%(worth)s) %(freq)s y sales tú en la siguiente; con "
            "%(best)s se la lleva %(rival)s %(other)s, y sale él."
        )
    return Said(
        _("Deja pasar esta baza, que vale poco: juega %(best)s.") % figures,
        sentence % figures,
    )


@tells(ReasonCode.MAS_BAZAS_DESPUES)
def _mas_bazas_despues(w, r):
    figures = {
        "best": w.better,
        "card": w.played,
        "freq": freq(r.other, r.samples),
        "other": freq_short(r.count, r.samples),
    }
    return Said(
        _("Juega %(best)s: ganas más bazas en el resto de la mano.") % figures,
        _("Con %(best)s ganas más bazas en el resto de la mano que con %(card)s %(freq)s (menos, %(other)s).")
        % figures,
    )


@tells(ReasonCode.PIERDE_LA_MANO)
def _pierde_la_mano(w, r):
    figures = {
        "best": w.better,
        "card": w.played,
        "freq": freq(r.count, r.samples),
        "other": freq_short(r.other, r.samples),
    }
    return Said(
        _("Mejor %(best)s: acabas la mano por delante más a menudo.") % figures,
        w.one_or_several(
            _("Con %(card)s acabas la mano por delante de tu rival %(freq)s; con %(best)s, %(other)s."),
            _("Con %(card)s acabas la mano por delante de los rivales %(freq)s; con %(best)s, %(other)s."),
        )
        % figures,
    )


@tells(ReasonCode.NO_CANTA)
def _no_canta(w, r):
    cante = w.cante(r.suit)
    if w.cabrero:
        return Said(
            _("Canta %(cante)s en vez de pasar.") % {"cante": cante},
            _("Pasar deja sin cantar %(cante)s.") % {"cante": cante},
        )
    figures = {"cante": cante, "points": points(r.points)}
    return Said(
        _("Canta %(cante)s: son %(points)s.") % figures,
        _("Pasar deja sin cantar %(cante)s: %(points)s.") % figures,
    )


@tells(ReasonCode.NO_CAMBIA)
def _no_cambia(w, r):
    figures = {"card": w.card(r, 0), "trump_card": w.card(r, 1)}
    return Said(
        _("Cambia %(card)s por la muestra: te quedas con %(trump_card)s.") % figures,
        _("Cambiando %(card)s por la muestra te quedas con %(trump_card)s.") % figures,
    )


@tells(ReasonCode.NO_CANTA_TUTE)
def _no_canta_tute(_w, _r):
    return Said(
        _("Canta el tute: gana la mano en el acto."),
        _("No cantaste el tute: el tute gana la mano en el acto."),
    )


@tells(ReasonCode.CANTA_MENOS)
def _canta_menos(w, r):
    cante = w.cante(r.suit)
    if w.cabrero:
        return Said(
            _("Canta %(cante)s, que valen más.") % {"cante": cante},
            _("%(cante)s valen más que el cante que cantaste.") % {"cante": capfirst(cante)},
        )
    figures = {"cante": cante, "points": points(r.points)}
    return Said(
        _("Canta %(cante)s: valen %(points)s más.") % figures,
        _("%(cante)s valen %(points)s más que el cante que cantaste.")
        % {**figures, "cante": capfirst(cante)},
    )


@tells(ReasonCode.CAMBIA_ANTES)
def _cambia_antes(w, r):
    figures = {"card": w.card(r, 0), "trump_card": w.card(r, 1), "cante": w.cante(r.suit)}
    return Said(
        _("Cambia primero %(card)s por la muestra y canta después.") % figures,
        _(
            "Al cantar se cierra la ventana y ya no puedes cambiar: cambiando antes %(card)s por la "
            "muestra te quedas con %(trump_card)s y puedes cantar %(cante)s igual."
        )
        % figures,
    )


@tells(ReasonCode.CIERRA_TUTE)
def _cierra_tute(w, r):
    figures = {
        "cante": w.cante(r.suit),
        "freq": freq(r.other, r.samples),
        "other": freq_short(r.count, r.samples),
    }
    return Said(
        _("No cantes %(cante)s: te cierra el tute.") % figures,
        _(
            "Quien ya ha cantado no puede cantar tute: si cantas %(cante)s, tu tute queda cerrado. "
            "Sin ese cante cantas tute, que gana la mano, %(freq)s; cantando, %(other)s."
        )
        % figures,
    )


@tells(ReasonCode.CANTA_OTRO_ANTES)
def _canta_otro_antes(w, r):
    figures = {
        "cante": w.cante(r.suit),
        "freq": freq(r.other, r.samples),
        "other": freq_short(r.count, r.samples),
    }
    return Said(
        _("Canta primero %(cante)s: te queda otro cante para luego.") % figures,
        _(
            "Un cante cada vez: cantando primero %(cante)s, tu lado canta otro más en una baza "
            "posterior %(freq)s; empezando por el otro, %(other)s."
        )
        % figures,
    )


# Reasons stored as plain codes by earlier versions of the site (no cards, no figures): one
# sentence each, which is also their headline.
_PLAIN = {
    ReasonCode.PUNTOS_A_BAZA_PERDIDA: lambda: _("Echaste puntos a una baza que se lleva el rival."),
    ReasonCode.TRIUNFO_INNECESARIO: lambda: _("Gastaste un triunfo que la baza no necesitaba."),
    ReasonCode.ROMPE_CANTE: lambda: _("Jugaste el rey o el caballo de un cante que aún podías cantar."),
    ReasonCode.PIERDE_ULTIMAS: lambda: _("Así se pierden las diez de últimas."),
    ReasonCode.PUDO_GANAR_CON_MENOR: lambda: _("Podías ganar la baza con una carta más baja."),
    ReasonCode.DEJA_BAZA_AL_RIVAL: lambda: _(
        "Así la baza suele llevársela el rival; con la otra carta lo normal era ganarla."
    ),
    ReasonCode.MONTA_AL_COMPANERO: lambda: _("Superaste a tu compañero, que ya iba ganando."),
    ReasonCode.NO_CARGA_AL_COMPANERO: lambda: _("Podías cargar puntos en la baza de tu compañero."),
    ReasonCode.ARRASTRA_SIN_NECESIDAD: lambda: _("Saliste de triunfo cuando convenía otra carta."),
    ReasonCode.NO_CANTA: lambda: _("Pasaste cuando convenía cantar."),
    ReasonCode.NO_CAMBIA: lambda: _("No cambiaste la muestra y convenía."),
}


def said(wording, reason):
    """The reason in words (``Said``): its headline and its sentence."""
    if reason.code in _PLAIN and not (reason.samples or reason.cards or reason.suit):
        text = _PLAIN[reason.code]()
        return Said(text, text)
    return TELLERS[reason.code](wording, reason)


def fallback(wording):
    """The words of a verdict below «buena» with no reason found: what the figures say."""
    if wording.cabrero:
        return Said(
            _("Mejor %(best)s: quedas en medio menos veces.") % {"best": wording.better},
            _("Con tu jugada es más probable quedar en medio que con la mejor."),
        )
    return Said(
        _("Mejor %(best)s: de media acabas la mano con más puntos.") % {"best": wording.better},
        _("Tu jugada deja menos puntos de media que la mejor."),
    )
