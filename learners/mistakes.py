"""The kinds of mistake a learner makes most in practice games, and the exercises that drill each.

The judgement of every move the learner asked about is stored with reason codes
(games.MoveNote, codes from tute/bots/feedback.py); a move labelled good carries none."""

from collections import Counter
from dataclasses import dataclass

from django.urls import reverse
from django.utils.translation import gettext as _

from games.models import MoveNote
from tute.bots import REASONS
from tutorial import flows as tutorial_flows
from tutorial.generator import GENERATED_TYPES
from tutorial.views import KIND_NAMES

MISTAKEN = ("imprecision", "error", "error_grave")

# Reason code -> the exercise kinds (tutorial/generator.py) that train what it is about.
DRILLS = {
    "puntos_a_baza_perdida": ("winner", "points"),
    "triunfo_innecesario": ("winner", "legal"),
    "rompe_cante": ("cante",),
    "pierde_ultimas": ("points",),
    "pudo_ganar_con_menor": ("order", "winner"),
    "deja_baza_al_rival": ("winner",),
    "deja_mano_con_triunfos": ("winner",),
    "monta_al_companero": ("legal",),
    "no_carga_al_companero": ("points",),
    "arrastra_sin_necesidad": ("legal",),
    "no_canta": ("cante",),
    "no_cambia": ("swap",),
    "no_canta_tute": ("cante",),
}


def mistake_names():
    """A short name for each kind of mistake (the reason codes of the judgement)."""
    return {
        "puntos_a_baza_perdida": _("Echar puntos a una baza que se lleva el rival"),
        "triunfo_innecesario": _("Gastar un triunfo que la baza no necesitaba"),
        "rompe_cante": _("Jugar el rey o el caballo de un cante por cantar"),
        "pierde_ultimas": _("Perder las diez de últimas"),
        "pudo_ganar_con_menor": _("Ganar con una carta más alta de lo necesario"),
        "deja_baza_al_rival": _("Dejar al rival una baza que podías ganar"),
        "deja_mano_con_triunfos": _("Dejar la mano al rival con triunfos fuera"),
        "monta_al_companero": _("Superar al compañero que ya iba ganando"),
        "no_carga_al_companero": _("No cargar puntos en la baza del compañero"),
        "arrastra_sin_necesidad": _("Salir de triunfo sin necesidad"),
        "no_canta": _("No cantar cuando convenía"),
        "no_cambia": _("No cambiar la muestra cuando convenía"),
        "no_canta_tute": _("No cantar el tute"),
    }


@dataclass(frozen=True)
class Drill:
    kind: str
    name: str
    url: str


@dataclass(frozen=True)
class Mistake:
    code: str
    name: str
    count: int
    drills: tuple  # Drill, ...


def frequent(games, *, limit=5, seed=None):
    """The `limit` most frequent kinds of mistake in the judged moves of `games` (a queryset or
    a list of Game), most frequent first."""
    counts = Counter()
    notes = MoveNote.objects.filter(game__in=games, kind=MoveNote.Kind.JUDGEMENT).values_list(
        "data", flat=True
    )
    for data in notes:
        if not isinstance(data, dict) or data.get("label") not in MISTAKEN:
            continue
        for code in data.get("reasons") or ():
            if code in REASONS:
                counts[code] += 1
    names, kinds = mistake_names(), KIND_NAMES()
    found = []
    for code, count in sorted(counts.items(), key=lambda item: (-item[1], REASONS.index(item[0])))[:limit]:
        drills = tuple(
            Drill(
                kind,
                kinds[kind],
                reverse("tutorial:practice", args=[kind, seed or tutorial_flows.fresh_seed()]),
            )
            for kind in DRILLS.get(code, ())
            if kind in GENERATED_TYPES
        )
        found.append(Mistake(code, names.get(code, code), count, drills))
    return found
