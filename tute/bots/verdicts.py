"""The judge's verdicts as typed values, and the two rules written once on them.

The values: a label (:class:`Label`), the unit of the figures (:class:`Unit`), why a move is
worse (:class:`Reason`, with a :class:`ReasonCode`), the likely rest of the trick
(:class:`Continuation`), the judgement of a move (:class:`Judgement`) and the hint before one
(:class:`Hint`). The rules: which label an expected loss earns (:func:`label_for`) and which
reason a verdict's one-line headline tells (:func:`key_reason`).

The judge (``tute.bots.feedback``) decides them from its sampled deals; the site stores them
(and owns the JSON of earlier shapes) and puts them into words. Nothing here knows of storage
or of words.
"""

from dataclasses import dataclass
from enum import Enum, StrEnum


class Label(StrEnum):
    """How good a move is, by its expected loss against the best one (``label_for``)."""

    BUENA = "buena"
    IMPRECISION = "imprecision"
    ERROR = "error"
    ERROR_GRAVE = "error_grave"


class Unit(StrEnum):
    """The unit of a judgement's figures (values, loss, the stake a learner is shown)."""

    PUNTOS = "puntos"  # points of margin at the end of the hand: the seat's side minus the best other
    PROBABILIDAD = "probabilidad"  # cabrero: the chance of not ending in the middle (no poroto)


# The expected loss from which a move gets each label, worst first, in each unit. A loss within
# the sampling noise is no verdict (``feedback.FALSE_ALARM``): the judge keeps "buena" there.
THRESHOLDS: dict[Unit, tuple[tuple[float, Label], ...]] = {
    Unit.PUNTOS: ((25.0, Label.ERROR_GRAVE), (10.0, Label.ERROR), (4.0, Label.IMPRECISION)),
    Unit.PROBABILIDAD: ((0.25, Label.ERROR_GRAVE), (0.10, Label.ERROR), (0.04, Label.IMPRECISION)),
}


def label_for(loss: float, unit: Unit) -> Label:
    """The label an expected loss earns: the worst whose threshold it reaches, else "buena".
    A worse label always stands on a larger loss (the thresholds only grow), so a stake shown
    as the loss never contradicts its label."""
    for limit, label in THRESHOLDS[unit]:
        if loss >= limit:
            return label
    return Label.BUENA


class ReasonCode(StrEnum):
    """Why a move is worse than the best one. Each names the cards and the mechanism; its
    figures come from the sampled deals (see :class:`Reason`)."""

    PUNTOS_A_BAZA_PERDIDA = "puntos_a_baza_perdida"  # threw points into a trick the rival takes
    TRIUNFO_INNECESARIO = "triunfo_innecesario"  # spent a trump the trick did not need
    ROMPE_CANTE = "rompe_cante"  # played the rey or caballo of a cante still to declare
    PIERDE_ULTIMAS = "pierde_ultimas"  # gave up the diez de últimas
    PUDO_GANAR_CON_MENOR = "pudo_ganar_con_menor"  # could have won the trick with a lower card
    DEJA_BAZA_AL_RIVAL = "deja_baza_al_rival"  # the rival takes a trick the better card won
    FALLA_EL_RIVAL = "falla_el_rival"  # ... by trumping a suit he is known to lack
    MONTA_AL_COMPANERO = "monta_al_companero"  # beat a partner who was already winning
    NO_CARGA_AL_COMPANERO = "no_carga_al_companero"  # could have loaded points on the partner's trick
    ARRASTRA_SIN_NECESIDAD = "arrastra_sin_necesidad"  # led a trump when a plain card was better
    GANA_LA_BAZA = "gana_la_baza"  # the better card takes this trick more often
    PUNTOS_AL_RIVAL = "puntos_al_rival"  # the rivals take more points from this trick
    MENOS_PUNTOS_EN_LA_BAZA = "menos_puntos_en_la_baza"  # the seat's side takes fewer points from it
    CANTE_AL_RIVAL = "cante_al_rival"  # lets a rival win a trick and declare a cante
    GUARDA_TRIUNFO = "guarda_triunfo"  # kept a trump back where trumping took the trick
    TRIUNFO_EN_BAZA_POBRE = "triunfo_en_baza_pobre"  # spent a trump to win a trick of few points
    GUARDA_CARTA = "guarda_carta"  # the card played, kept, wins a later trick
    LA_PIERDE_DESPUES = "la_pierde_despues"  # the better card, kept, goes to the rivals later anyway
    SACA_TRIUNFOS = "saca_triunfos"  # leading a trump draws the rivals' trumps
    HACE_FALLO = "hace_fallo"  # the better card leaves the seat void in a suit it can then trump
    PIERDE_CANTE = "pierde_cante"  # the better card wins the trick that lets the side declare
    PIERDE_TUTE = "pierde_tute"  # the better card lets the side sing tute (which wins the hand)
    TUTE_AL_RIVAL = "tute_al_rival"  # the card judged lets a rival sing tute
    QUEDA_EN_MEDIO = "queda_en_medio"  # cabrero: more often left in the middle
    VA_A_MENOS = "va_a_menos"  # cabrero: the better card escapes by going a menos
    VA_A_MAS = "va_a_mas"  # cabrero: the better card escapes by going a más
    NO_ENTRA = "no_entra"  # cabrero: the better card escapes by winning no trick at all
    EVITA_LA_BAZA = "evita_la_baza"  # cabrero: the better card does not take this trick
    CEDE_LA_BAZA = "cede_la_baza"  # the better card lets a poor trick go (and the lead with it)
    MAS_BAZAS_DESPUES = "mas_bazas_despues"  # with the better card the seat wins more tricks later
    PIERDE_LA_MANO = "pierde_la_mano"  # (general) the hand is won less often
    NO_CANTA = "no_canta"  # passed when a cante was better
    NO_CAMBIA = "no_cambia"  # passed when the swap of the trump card was better
    NO_CANTA_TUTE = "no_canta_tute"  # did not declare tute
    CANTA_MENOS = "canta_menos"  # declared las veinte when las cuarenta were there
    CAMBIA_ANTES = "cambia_antes"  # declared before swapping the trump card (a cante closes the window)
    CIERRA_TUTE = "cierra_tute"  # declared a cante that rules out the seat's tute (tute sin cantes previos)
    CANTA_OTRO_ANTES = "canta_otro_antes"  # the other cante first keeps a cante for later more often


# Reasons that say only that the hand goes worse (won less often, left in the middle more
# often), without a mechanism of the table: a judgement needs another to be concrete.
GENERAL_REASONS = frozenset({ReasonCode.PIERDE_LA_MANO, ReasonCode.QUEDA_EN_MEDIO})


class Part(Enum):
    """Which part of the expected loss a reason is about. The judge measures the parts it can
    count on the deals (this trick's points, cantes, a tute, the diez de últimas, cabrero's ways
    out of the middle) and gives the rest of the hand (a trump or a card spent now that is
    missed later, the lead...) to the reasons about it, so that each reason's ``worth`` is a
    share of the stake and the headline can name the biggest one."""

    TRICK = "trick"
    CANTE = "cante"
    TUTE = "tute"
    ULTIMAS = "ultimas"
    PLACE = "place"
    LATER = "later"
    WHOLE = "whole"  # the move's whole loss (a declaration the rules decide)
    GENERAL = "general"


_PARTS: dict[Part, tuple[ReasonCode, ...]] = {
    Part.TRICK: (
        ReasonCode.PUNTOS_A_BAZA_PERDIDA,
        ReasonCode.DEJA_BAZA_AL_RIVAL,
        ReasonCode.FALLA_EL_RIVAL,
        ReasonCode.NO_CARGA_AL_COMPANERO,
        ReasonCode.GANA_LA_BAZA,
        ReasonCode.PUNTOS_AL_RIVAL,
        ReasonCode.MENOS_PUNTOS_EN_LA_BAZA,
        ReasonCode.GUARDA_TRIUNFO,
        ReasonCode.EVITA_LA_BAZA,
    ),
    Part.CANTE: (
        ReasonCode.ROMPE_CANTE,
        ReasonCode.PIERDE_CANTE,
        ReasonCode.CANTE_AL_RIVAL,
        ReasonCode.CANTA_OTRO_ANTES,
        ReasonCode.NO_CANTA,
        ReasonCode.CANTA_MENOS,
    ),
    Part.TUTE: (
        ReasonCode.PIERDE_TUTE,
        ReasonCode.TUTE_AL_RIVAL,
        ReasonCode.CIERRA_TUTE,
    ),
    Part.ULTIMAS: (ReasonCode.PIERDE_ULTIMAS,),
    Part.PLACE: (
        ReasonCode.VA_A_MENOS,
        ReasonCode.VA_A_MAS,
        ReasonCode.NO_ENTRA,
    ),
    Part.LATER: (
        ReasonCode.TRIUNFO_INNECESARIO,
        ReasonCode.PUDO_GANAR_CON_MENOR,
        ReasonCode.MONTA_AL_COMPANERO,
        ReasonCode.ARRASTRA_SIN_NECESIDAD,
        ReasonCode.TRIUNFO_EN_BAZA_POBRE,
        ReasonCode.GUARDA_CARTA,
        ReasonCode.LA_PIERDE_DESPUES,
        ReasonCode.SACA_TRIUNFOS,
        ReasonCode.HACE_FALLO,
        ReasonCode.CEDE_LA_BAZA,
        ReasonCode.MAS_BAZAS_DESPUES,
    ),
    Part.WHOLE: (
        ReasonCode.NO_CAMBIA,
        ReasonCode.CAMBIA_ANTES,
        ReasonCode.NO_CANTA_TUTE,
    ),
    Part.GENERAL: (
        ReasonCode.PIERDE_LA_MANO,
        ReasonCode.QUEDA_EN_MEDIO,
    ),
}
PART_OF: dict[ReasonCode, Part] = {code: part for part, codes in _PARTS.items() for code in codes}


@dataclass(frozen=True)
class Reason:
    """Why ``action`` is worse than ``best``: a code and the facts that make it concrete.

    ``cards`` the cards it names, in the order its sentence uses them; ``seat`` the seat it
    speaks of (who takes the trick, who declares...); ``count`` of ``samples`` sampled deals
    where it happens with the move judged, ``other`` how many with the better one; ``points``
    the points it is about; ``suit`` a suit it names (a cante's); ``worth`` the part of the
    expected loss it stands for, in the judgement's unit (see :class:`Part`)."""

    code: ReasonCode
    cards: tuple[str, ...] = ()
    seat: int | None = None
    count: int = 0
    other: int = 0
    samples: int = 0
    points: int = 0
    suit: str = ""
    worth: float = 0.0

    @property
    def concrete(self) -> bool:
        """It names a mechanism of the table, not only that the hand goes worse."""
        return self.code not in GENERAL_REASONS


def key_reason(reasons: tuple[Reason, ...]) -> Reason | None:
    """The reason a verdict's headline tells: of the concrete reasons, the one worth most (the
    biggest part of the stake); among equals, the first in the order the judge tells them. A
    general reason only when no concrete one was found; None when there is none at all."""
    pool = [r for r in reasons if r.concrete] or list(reasons)
    return max(pool, key=lambda r: r.worth) if pool else None


@dataclass(frozen=True)
class Continuation:
    """The likely rest of the current trick after ``action``: the trick's cards in play order
    with their seats, who takes it, and in how many of the sampled deals it goes exactly so."""

    action: str
    plays: tuple[tuple[int, str], ...]
    winner: int | None
    count: int
    samples: int


@dataclass(frozen=True)
class Renuncio:
    """A card accepted under *renuncio real* that broke an obligation: which one, and the card
    it had to beat (the engine's ``Explanation``)."""

    obligation: str
    winning_card: str | None = None


@dataclass(frozen=True)
class Judgement:
    """The judgement of ``action``: the best action found (``action`` itself when it is the
    best, or when the better one is not worth telling), the label decided on ``loss``, the
    expected results of both in ``unit``, the reasons (most telling first; none for "buena"),
    the sampled deals behind the figures, the likely trick after each of the two, the trump
    suit the words need, and the obligation an accepted renuncio broke."""

    action: str
    best: str
    label: Label
    loss: float  # expected loss against ``best``, in ``unit``: the stake the label is decided on
    value: float  # expected result of ``action``
    best_value: float  # expected result of ``best``
    unit: Unit
    samples: int = 0
    trump: str | None = None
    reasons: tuple[Reason, ...] = ()
    continuations: tuple[Continuation, ...] = ()
    renuncio: Renuncio | None = None

    @property
    def better(self) -> str:
        """The better action to tell ("" when the move was the best)."""
        return self.best if self.best != self.action else ""

    @property
    def key_reason(self) -> Reason | None:
        return key_reason(self.reasons)


@dataclass(frozen=True)
class Hint:
    """What an expert would do: ``best``, and why, told by what would go wrong with the next
    best choice (``alternative``, judged against ``best``; None when there is no other), and
    how much better ``best`` is (``gain``, in ``unit``)."""

    best: str
    unit: Unit
    trump: str | None = None
    alternative: Judgement | None = None
    gain: float = 0.0
