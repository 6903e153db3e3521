"""Move feedback from the experto's search: ``evaluate`` and ``judge`` (data, not sentences).

``evaluate(view, budget=...)`` gives every legal action its expected result for the seat: the
points margin at the end of the hand (the seat's side minus the best other side), or in
cabrero the chance of not losing the hand. ``judge(view, action)`` compares an action with the
best one and returns a :class:`Judgement`: a label by expected loss, the better action, the
points at stake and reason codes found by comparing the two actions.
"""

from dataclasses import dataclass

from games.bots.cards import POINTS, RANK, STRENGTH, SUIT, beats
from games.bots.heuristics import cante_suits
from games.bots.players import (
    cantes_open,
    declared_suits,
    default_rng,
    legal_card_actions,
    partner_winning,
    winning_index,
)
from games.bots.search import search

BUENA = "buena"
IMPRECISION = "imprecision"
ERROR = "error"
ERROR_GRAVE = "error_grave"
LABELS = (BUENA, IMPRECISION, ERROR, ERROR_GRAVE)

# Expected loss (points of margin) from which a play gets each label.
THRESHOLDS = ((25.0, ERROR_GRAVE), (10.0, ERROR), (4.0, IMPRECISION))
# In cabrero the loss is a chance of losing the hand.
CABRERO_THRESHOLDS = ((0.25, ERROR_GRAVE), (0.10, ERROR), (0.04, IMPRECISION))

# Reason codes.
PUNTOS_A_BAZA_PERDIDA = "puntos_a_baza_perdida"  # threw points into a trick the rival wins
TRIUNFO_INNECESARIO = "triunfo_innecesario"  # spent a trump the trick did not need
ROMPE_CANTE = "rompe_cante"  # played the rey or caballo of a cante still to declare
PIERDE_ULTIMAS = "pierde_ultimas"  # gave up the diez de últimas
PUDO_GANAR_CON_MENOR = "pudo_ganar_con_menor"  # could have won the trick with a lower card
DEJA_BAZA_AL_RIVAL = "deja_baza_al_rival"  # let the rival win a trick it could have won
DEJA_MANO_CON_TRIUNFOS = "deja_mano_con_triunfos"  # ... and the rival keeps the lead with trumps out
MONTA_AL_COMPANERO = "monta_al_companero"  # beat a partner who was already winning
NO_CARGA_AL_COMPANERO = "no_carga_al_companero"  # could have loaded points on the partner's trick
ARRASTRA_SIN_NECESIDAD = "arrastra_sin_necesidad"  # led a trump when a plain card was better
NO_CANTA = "no_canta"  # passed when a cante was better
NO_CAMBIA = "no_cambia"  # passed when the swap of the trump card was better
NO_CANTA_TUTE = "no_canta_tute"  # did not declare tute
REASONS = (
    PUNTOS_A_BAZA_PERDIDA,
    TRIUNFO_INNECESARIO,
    ROMPE_CANTE,
    PIERDE_ULTIMAS,
    PUDO_GANAR_CON_MENOR,
    DEJA_BAZA_AL_RIVAL,
    DEJA_MANO_CON_TRIUNFOS,
    MONTA_AL_COMPANERO,
    NO_CARGA_AL_COMPANERO,
    ARRASTRA_SIN_NECESIDAD,
    NO_CANTA,
    NO_CAMBIA,
    NO_CANTA_TUTE,
)


@dataclass(frozen=True)
class Judgement:
    action: str  # the action judged
    best: str  # the best action found (equal to ``action`` when it is the best)
    label: str  # one of LABELS
    loss: float  # expected loss against ``best`` (points of margin; chance of losing in cabrero)
    value: float  # expected result of ``action``
    best_value: float  # expected result of ``best``
    points_at_stake: int  # points on the table plus those of the two cards compared
    reasons: tuple  # reason codes (REASONS), most telling first
    unit: str  # "puntos" or "probabilidad"
    samples: int  # sampled deals behind the figures


def _actions(view):
    actions = list(view.legal_actions())
    cards = legal_card_actions(view, actions)
    others = [a for a in actions if a not in cards and not a.startswith("renuncio:") and a not in view.hand]
    return cards + others


def _measure(view):
    return "probabilidad" if view.variant == "cabrero" else "puntos"


def _value(view, entry):
    return entry.mean("wins") if view.variant == "cabrero" else entry.mean("margin")


JUDGE_BUDGET = 0.15  # seconds of search behind a judgement (and behind the site's hints)


def evaluate(view, *, budget=0.25, rng=None):
    """{action: expected result for the seat}, best first (see the module docstring)."""
    actions = _actions(view)
    if rng is None:
        rng = default_rng(view)
    stats = search(view, actions, budget=budget, rng=rng, min_samples=6)
    values = {a: _value(view, stats[a]) for a in actions}
    return dict(sorted(values.items(), key=lambda item: -item[1]))


def judge(view, action, *, budget=JUDGE_BUDGET, rng=None):
    """A :class:`Judgement` of ``action`` (one of ``view.legal_actions()``) in ``view``."""
    actions = _actions(view)
    if action not in view.legal_actions():
        raise ValueError(f"{action!r} is not a legal action here")
    if action.startswith("renuncio:"):
        raise ValueError("renuncio calls are not graded: only plays, declarations and swaps")
    if action not in actions:
        actions.append(action)
    if rng is None:
        rng = default_rng(view)
    stats = search(view, actions, budget=budget, rng=rng, min_samples=6)
    values = {a: _value(view, stats[a]) for a in actions}
    best = max(actions, key=lambda a: (values[a], a == action))
    loss = max(0.0, values[best] - values[action])
    thresholds = CABRERO_THRESHOLDS if view.variant == "cabrero" else THRESHOLDS
    label = BUENA
    for limit, name in thresholds:
        if loss >= limit:
            label = name
            break
    if label == BUENA:
        best = action if loss == 0 or values[best] - values[action] < thresholds[-1][0] / 2 else best
    reasons = () if label == BUENA else _reasons(view, action, best, stats)
    table = sum(POINTS[c] for c in view.trick)
    stake = table + sum(POINTS.get(a, 0) for a in {action, best})
    return Judgement(
        action=action,
        best=best,
        label=label,
        loss=round(loss, 3),
        value=round(values[action], 3),
        best_value=round(values[best], 3),
        points_at_stake=stake,
        reasons=reasons,
        unit=_measure(view),
        samples=stats[action].samples,
    )


def _reasons(view, action, best, stats):
    hand = set(view.hand)
    if action not in hand or best not in hand:
        return _window_reasons(action, best)
    trump = view.trump
    a, b = stats[action], stats[best]
    won_a, won_b = a.mean("trick_won"), b.mean("trick_won")
    last_a, last_b = a.mean("last_trick"), b.mean("last_trick")
    reasons = []
    trick = list(view.trick)
    winning = trick[winning_index(view)] if trick else None
    a_wins_now = winning is not None and beats(action, winning, trump)
    b_wins_now = winning is not None and beats(best, winning, trump)
    if POINTS[action] - POINTS[best] >= 3 and won_a < 0.5:
        reasons.append(PUNTOS_A_BAZA_PERDIDA)
    if partner_winning(view):
        if a_wins_now and not b_wins_now:
            reasons.append(MONTA_AL_COMPANERO)
        if POINTS[best] - POINTS[action] >= 3 and won_a >= 0.5:
            reasons.append(NO_CARGA_AL_COMPANERO)
    if a_wins_now and b_wins_now and SUIT[action] == SUIT[best] and STRENGTH[best] < STRENGTH[action]:
        reasons.append(PUDO_GANAR_CON_MENOR)
    if SUIT[action] == trump and not (SUIT[best] == trump and STRENGTH[best] >= STRENGTH[action]):
        if not trick and SUIT[best] != trump:
            reasons.append(ARRASTRA_SIN_NECESIDAD)
        elif abs(won_a - won_b) <= 0.25 and PUDO_GANAR_CON_MENOR not in reasons:
            reasons.append(TRIUNFO_INNECESARIO)
    if won_b - won_a >= 0.5 and not partner_winning(view):
        reasons.append(DEJA_BAZA_AL_RIVAL)
        if _rivals_may_have_trumps(view):
            reasons.append(DEJA_MANO_CON_TRIUNFOS)
    if cantes_open(view):
        suits = cante_suits(view.hand, declared_suits(view))
        if (
            SUIT[action] in suits
            and RANK[action] in (11, 12)
            and not (SUIT[best] in suits and RANK[best] in (11, 12))
        ):
            reasons.append(ROMPE_CANTE)
    if last_b - last_a >= 0.3:
        reasons.append(PIERDE_ULTIMAS)
    return tuple(reasons)


def _rivals_may_have_trumps(view):
    from games.bots.knowledge import played_cards

    played = played_cards(view)
    own = set(view.hand)
    return any(SUIT[c] == view.trump and c not in played and c not in own for c in POINTS)


def _window_reasons(action, best):
    if best.startswith("tute:"):
        return (NO_CANTA_TUTE,)
    if action == "paso" and best.startswith("cante:"):
        return (NO_CANTA,)
    if action == "paso" and best.startswith("cambio:"):
        return (NO_CAMBIA,)
    return ()
