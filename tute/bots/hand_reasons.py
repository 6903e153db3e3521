"""Why a declaration is worse than another, and what the end of the hand says about any move.

A declaration window (a cante, a swap of the trump card, a paso) is told by what the better
action does, which the rules decide (no figures needed), and, from the sampled deals, a tute
the cante judged rules out or a cante the better order keeps. The end of the hand adds, to a
card or a declaration, the diez de últimas, cabrero's ranking (left in the middle, and how the
better action escapes it) and, when nothing else explains the difference, how often the hand
is won. Card plays are ``card_reasons``'.
"""

from collections.abc import Sequence

from tute.bots.compare import TUTE_POINTS, Pair
from tute.bots.knowledge import is_pairs
from tute.bots.search import Sample
from tute.bots.verdicts import Reason, ReasonCode
from tute.view import View

ULTIMAS = 10  # the diez de últimas
LAST_TRICK_SHARE = 0.3  # the better action takes the last trick this share of the deals more often
TUTE_SHARE = 0.1  # a tute this share of the deals more often is worth saying
CANTE_SHARE = 0.2  # a cante this share of the deals more often is worth saying
PLACE_SHARE = 0.15  # a way out of the middle this share of the deals more often is worth saying


def _cante_points(view: View, suit: str) -> int:
    return 40 if suit == view.trump else 20


def window_reasons(
    view: View, action: str, best: str, recs_a: Sequence[Sample], recs_b: Sequence[Sample], samples: int
) -> list[Reason]:
    """A declaration window: the cante or the swap the better action makes, and, from the
    sampled deals, a tute the cante judged rules out or a cante the better order keeps."""
    declared = declaration_reason(view, action, best)
    if declared is not None:
        return [declared]
    pair = Pair(view, action, best, recs_a, recs_b, samples)
    return [*_tute_closed(pair), *_cante_kept(pair)]


def declaration_reason(view: View, action: str, best: str) -> Reason | None:
    """What the better declaration or swap does, told without figures (it is the rules'), or
    None. A cante's worth is its points (cabrero counts none)."""
    kind, _sep, arg = best.partition(":")
    counted = view.variant != "cabrero"
    if kind == "tute":
        return Reason(ReasonCode.NO_CANTA_TUTE)
    if kind == "cante" and action == "paso":
        points = _cante_points(view, arg)
        return Reason(ReasonCode.NO_CANTA, suit=arg, points=points, worth=points if counted else 0.0)
    if kind == "cante" and action.startswith("cante:"):
        more = _cante_points(view, arg) - _cante_points(view, action[6:])
        if more <= 0:
            return None
        return Reason(ReasonCode.CANTA_MENOS, suit=arg, points=more, worth=more if counted else 0.0)
    if kind == "cambio" and action == "paso":
        return Reason(ReasonCode.NO_CAMBIA, cards=(arg, view.trump_card or ""))
    if kind == "cambio" and action.startswith("cante:"):
        # Declaring closes the window; swapping first keeps it open for the cante.
        return Reason(ReasonCode.CAMBIA_ANTES, cards=(arg, view.trump_card or ""), suit=action[6:])
    return None


def _tute_closed(p: Pair) -> Sequence[Reason]:
    """Tute sin cantes previos: the cante judged rules out a tute of the seat that the better
    action (passing, or another declaration) leaves open."""
    if not p.action.startswith("cante:") or not p.view.rules.tute_sin_cantes_previos:
        return ()
    seat = p.view.seat
    tutes_a = p.count(p.a, lambda r: r.tute == seat)
    tutes_b = p.count(p.b, lambda r: r.tute == seat)
    if tutes_b - tutes_a < p.share(TUTE_SHARE):
        return ()
    return (
        Reason(
            ReasonCode.CIERRA_TUTE,
            suit=p.action[6:],
            count=tutes_a,
            other=tutes_b,
            samples=p.samples,
            worth=p.points_worth(TUTE_POINTS, tutes_b, tutes_a),
        ),
    )


def _cante_kept(p: Pair) -> Sequence[Reason]:
    """Two cantes of the same value: the one declared first leaves the other for a later trick
    the side wins; the better order declares a cante later more often."""
    if not (p.action.startswith("cante:") and p.best.startswith("cante:")):
        return ()
    later_a = p.count(p.a, lambda r: any(p.side.mine(seat) for seat, _suit in r.cantes))
    later_b = p.count(p.b, lambda r: any(p.side.mine(seat) for seat, _suit in r.cantes))
    if later_b - later_a < p.share(CANTE_SHARE):
        return ()
    suit = p.best[6:]
    return (
        Reason(
            ReasonCode.CANTA_OTRO_ANTES,
            suit=suit,
            count=later_a,
            other=later_b,
            samples=p.samples,
            worth=p.points_worth(20, later_b, later_a),
        ),
    )


def hand_reasons(
    view: View,
    action: str,
    best: str,
    recs_a: Sequence[Sample],
    recs_b: Sequence[Sample],
    samples: int,
    found: Sequence[Reason],
) -> list[Reason]:
    """The end of the hand: the diez de últimas, the cabrero ranking, and, when nothing on the
    table explains the difference, how often the hand is won."""
    cards = (action, best)
    if view.variant == "cabrero":
        return cabrero_places(cards, recs_a, recs_b, samples)
    reasons = []
    last_a = sum(r.last for r in recs_a)
    last_b = sum(r.last for r in recs_b)
    if last_b - last_a >= LAST_TRICK_SHARE * samples:
        # Ten points to the seat's side instead of another's: twice that in the margin where
        # there are two sides.
        swing = ULTIMAS * (2 if view.players == 2 or is_pairs(view) else 1)
        reasons.append(
            Reason(
                ReasonCode.PIERDE_ULTIMAS,
                cards=cards,
                count=last_a,
                other=last_b,
                samples=samples,
                worth=swing * (last_b - last_a) / samples,
            )
        )
    if not found and not reasons:
        won_a = round(sum(r.won for r in recs_a))
        won_b = round(sum(r.won for r in recs_b))
        if won_b > won_a:
            reasons.append(
                Reason(ReasonCode.PIERDE_LA_MANO, cards=cards, count=won_a, other=won_b, samples=samples)
            )
    return reasons


def cabrero_places(
    cards: tuple[str, str], recs_a: Sequence[Sample], recs_b: Sequence[Sample], samples: int
) -> list[Reason]:
    """Cabrero: left in the middle more often, and how the better action escapes it (a menos,
    a más, without entering): each way out told when it makes up at least half of the
    difference in the middle, or a sixth of the deals. A way out is worth the share of the
    deals it gains."""
    middle_a = sum(1 for r in recs_a if r.place == "medio")
    middle_b = sum(1 for r in recs_b if r.place == "medio")
    if middle_a <= middle_b:
        return []
    reasons = [
        Reason(ReasonCode.QUEDA_EN_MEDIO, cards=cards, count=middle_a, other=middle_b, samples=samples)
    ]
    ways = (
        ("a_menos", ReasonCode.VA_A_MENOS),
        ("a_mas", ReasonCode.VA_A_MAS),
        ("libre", ReasonCode.NO_ENTRA),
    )
    for place, code in ways:
        there_a = sum(1 for r in recs_a if r.place == place)
        there_b = sum(1 for r in recs_b if r.place == place)
        gained = there_b - there_a
        if gained > 0 and (gained >= PLACE_SHARE * samples or 2 * gained >= middle_a - middle_b):
            reasons.append(
                Reason(
                    code, cards=cards, count=there_a, other=there_b, samples=samples, worth=gained / samples
                )
            )
    return reasons
