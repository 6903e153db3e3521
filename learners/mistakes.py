"""The kinds of mistake a learner makes most in practice games, and the exercises that drill each.

Every move of the learner's that the judge rated below «buena» is stored as the judge's typed
``Judgement`` (``games.MoveNote``, read through ``games.advice``). A mistake is counted once, as
the kind its headline told: the judgement's key reason (``tute.bots.key_reason``, the rule the
advice panel uses), so that the list names what the learner was told after each card."""

from collections import Counter
from dataclasses import dataclass

from django.urls import reverse
from django.utils.translation import gettext as _

from games.models import MoveNote
from tute.bots import Judgement, Label, ReasonCode
from tutorial import flows as tutorial_flows
from tutorial.generator import GENERATED_TYPES
from tutorial.views import KIND_NAMES

MISTAKEN = (Label.IMPRECISION, Label.ERROR, Label.ERROR_GRAVE)
ORDER = list(ReasonCode)

C = ReasonCode
# Reason code -> the exercise kinds (tutorial/generator.py) that train what it is about.
DRILLS = {
    C.PUNTOS_A_BAZA_PERDIDA: ("winner", "points"),
    C.TRIUNFO_INNECESARIO: ("winner", "legal"),
    C.ROMPE_CANTE: ("cante",),
    C.PIERDE_ULTIMAS: ("points",),
    C.PUDO_GANAR_CON_MENOR: ("order", "winner"),
    C.DEJA_BAZA_AL_RIVAL: ("winner",),
    C.FALLA_EL_RIVAL: ("winner", "legal"),
    C.MONTA_AL_COMPANERO: ("legal", "winner"),
    C.NO_CARGA_AL_COMPANERO: ("points",),
    C.ARRASTRA_SIN_NECESIDAD: ("legal",),
    C.GANA_LA_BAZA: ("winner", "order"),
    C.PUNTOS_AL_RIVAL: ("points", "winner"),
    C.MENOS_PUNTOS_EN_LA_BAZA: ("points", "winner"),
    C.CANTE_AL_RIVAL: ("cante", "winner"),
    C.GUARDA_TRIUNFO: ("winner", "legal"),
    C.TRIUNFO_EN_BAZA_POBRE: ("points", "winner"),
    C.GUARDA_CARTA: ("order", "winner"),
    C.LA_PIERDE_DESPUES: ("order", "winner"),
    C.SACA_TRIUNFOS: ("legal", "winner"),
    C.HACE_FALLO: ("legal",),
    C.PIERDE_CANTE: ("cante",),
    C.PIERDE_TUTE: ("cante",),
    C.TUTE_AL_RIVAL: ("cante",),
    C.QUEDA_EN_MEDIO: ("cabrero",),
    C.VA_A_MENOS: ("cabrero",),
    C.VA_A_MAS: ("cabrero",),
    C.NO_ENTRA: ("cabrero",),
    C.EVITA_LA_BAZA: ("cabrero", "winner"),
    C.CEDE_LA_BAZA: ("points", "winner"),
    C.MAS_BAZAS_DESPUES: ("winner",),
    C.PIERDE_LA_MANO: ("points",),
    C.NO_CANTA: ("cante",),
    C.NO_CAMBIA: ("swap",),
    C.NO_CANTA_TUTE: ("cante",),
    C.CANTA_MENOS: ("cante",),
    C.CAMBIA_ANTES: ("swap", "cante"),
    C.CIERRA_TUTE: ("cante",),
    C.CANTA_OTRO_ANTES: ("cante",),
}


def mistake_names():
    """A short name for each kind of mistake (the reason codes of the judgement)."""
    return {
        C.PUNTOS_A_BAZA_PERDIDA: _("Echar puntos a una baza que se lleva el rival"),
        C.TRIUNFO_INNECESARIO: _("Gastar un triunfo que la baza no necesitaba"),
        C.ROMPE_CANTE: _("Jugar el rey o el caballo de un cante por cantar"),
        C.PIERDE_ULTIMAS: _("Perder las diez de últimas"),
        C.PUDO_GANAR_CON_MENOR: _("Ganar con una carta más alta de lo necesario"),
        C.DEJA_BAZA_AL_RIVAL: _("Dejar al rival una baza que podías ganar"),
        C.FALLA_EL_RIVAL: _("Jugar a un palo que el rival falla"),
        C.MONTA_AL_COMPANERO: _("Superar al compañero que ya iba ganando"),
        C.NO_CARGA_AL_COMPANERO: _("No cargar puntos en la baza del compañero"),
        C.ARRASTRA_SIN_NECESIDAD: _("Salir de triunfo sin necesidad"),
        C.GANA_LA_BAZA: _("Dejar escapar una baza que podías ganar"),
        C.PUNTOS_AL_RIVAL: _("Dar puntos al rival en la baza"),
        C.MENOS_PUNTOS_EN_LA_BAZA: _("Llevarte menos puntos de los que podías"),
        C.CANTE_AL_RIVAL: _("Dejar cantar al rival"),
        C.GUARDA_TRIUNFO: _("Guardarte el triunfo cuando había que fallar"),
        C.TRIUNFO_EN_BAZA_POBRE: _("Gastar un triunfo en una baza que vale poco"),
        C.GUARDA_CARTA: _("Gastar ahora una carta que ganaba más adelante"),
        C.LA_PIERDE_DESPUES: _("Guardar una carta que acabas perdiendo"),
        C.SACA_TRIUNFOS: _("No salir de triunfo para sacar los del rival"),
        C.HACE_FALLO: _("No quedarte sin un palo para poder fallar"),
        C.PIERDE_CANTE: _("Dejar pasar la baza que te dejaba cantar"),
        C.PIERDE_TUTE: _("Dejar pasar la ocasión de cantar tute"),
        C.TUTE_AL_RIVAL: _("Dejar cantar tute al rival"),
        C.QUEDA_EN_MEDIO: _("Quedar en medio en el cabrero"),
        C.VA_A_MENOS: _("No buscar acabar a menos en el cabrero"),
        C.VA_A_MAS: _("No buscar acabar a más en el cabrero"),
        C.NO_ENTRA: _("Entrar en baza cuando convenía no entrar"),
        C.EVITA_LA_BAZA: _("Llevarte una baza que convenía dejar en el cabrero"),
        C.CEDE_LA_BAZA: _("Ganar una baza pobre y tener que salir"),
        C.MAS_BAZAS_DESPUES: _("Jugar la carta que gana menos bazas después"),
        C.PIERDE_LA_MANO: _("Acabar la mano por detrás del rival"),
        C.NO_CANTA: _("No cantar cuando convenía"),
        C.NO_CAMBIA: _("No cambiar la muestra cuando convenía"),
        C.NO_CANTA_TUTE: _("No cantar el tute"),
        C.CANTA_MENOS: _("Cantar las veinte teniendo las cuarenta"),
        C.CAMBIA_ANTES: _("Cantar antes de cambiar la muestra"),
        C.CIERRA_TUTE: _("Cantar un cante que te cierra el tute"),
        C.CANTA_OTRO_ANTES: _("Cantar los cantes en mal orden"),
    }


@dataclass(frozen=True)
class Drill:
    kind: str
    name: str
    url: str


@dataclass(frozen=True)
class Mistake:
    code: ReasonCode
    name: str
    count: int
    drills: tuple  # Drill, ...


def _kinds(notes):
    """The kind of each mistaken judgement among ``notes``: its key reason's code."""
    for note in notes:
        verdict = note.advice
        if isinstance(verdict, Judgement) and verdict.label in MISTAKEN and verdict.key_reason is not None:
            yield verdict.key_reason.code


def frequent(games, *, limit=5, seed=None):
    """The `limit` most frequent kinds of mistake in the judged moves of `games` (a queryset or
    a list of Game), most frequent first."""
    notes = MoveNote.objects.filter(game__in=games, kind=MoveNote.Kind.JUDGEMENT)
    counts = Counter(_kinds(notes))
    names, kinds = mistake_names(), KIND_NAMES()
    found = []
    for code, count in sorted(counts.items(), key=lambda item: (-item[1], ORDER.index(item[0])))[:limit]:
        drills = tuple(
            Drill(
                kind,
                kinds[kind],
                reverse("tutorial:practice", args=[kind, seed or tutorial_flows.fresh_seed()]),
            )
            for kind in DRILLS.get(code, ())
            if kind in GENERATED_TYPES
        )
        found.append(Mistake(code, names[code], count, drills))
    return found
