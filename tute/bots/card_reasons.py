"""Why one card is worse than another: the reasons of a card play, read from the sampled deals.

Each rule below looks at the two cards over the same deals (``compare.Pair``) and returns the
reasons it finds, with their figures (in how many deals it happens with each card) and their
``worth``: the part of the expected loss they stand for, where the deals measure it (this
trick's points, a cante, a tute; the rest of the hand is shared out by the judge, see
``verdicts.Part``). The rules run in the order the reasons are told (``CARD_RULES``); a rule
may look at what the earlier ones found, so that one fact is not told twice.
"""

from collections.abc import Callable, Sequence

from tute import strength_key
from tute.bots.cards import POINTS, RANK, SUIT, beats
from tute.bots.compare import TUTE_POINTS, Pair, card_of, most_common, trick_points
from tute.bots.knowledge import partner_winning, protected_suits
from tute.bots.search import Sample
from tute.bots.verdicts import Reason, ReasonCode
from tute.view import View

TRICK_SHARE = 0.2  # a change in who takes the trick in this share of the deals is worth saying
TRICK_POINTS = 2  # mean points of the current trick (a sota) from which a difference is worth a reason
POOR_TRICK = 6  # a trick worth at most this many points on average does not need a trump
KEPT_WINS = 0.4  # share of the deals where a card kept wins a later trick, to say so
CARD_POINTS = 2  # a card worth this many points more (a sota) is worth a reason about its points

Rule = Callable[[Pair, list[Reason]], Sequence[Reason]]


def _monta_al_companero(p: Pair, _found: list[Reason]) -> Sequence[Reason]:
    """Beat a partner who was already winning, where the better card did not."""
    if p.winning is None or not partner_winning(p.view):
        return ()
    if beats(p.action, p.winning, p.trump) and not beats(p.best, p.winning, p.trump):
        return (
            Reason(
                ReasonCode.MONTA_AL_COMPANERO,
                cards=(p.action, p.winning),
                seat=p.winner_now,
                other=p.ours_b,
            ),
        )
    return ()


def _rival_takes_the_trick(p: Pair, _found: list[Reason]) -> Sequence[Reason]:
    """The rival takes this trick with the card judged, where the better one kept it: with which
    card, and whether by trumping a suit he is known to lack."""
    if not (p.rival_a - p.rival_b >= p.share(TRICK_SHARE) and p.rival_a >= p.share(0.5)):
        return ()
    taken, count = most_common((r.winner, card_of(r, r.winner)) for r in p.a if p.side.rival(r.winner))
    if taken is None:
        return ()
    taker, card = taken
    if taker is None or card is None:  # never: a rival took the trick with a card of his
        return ()
    led = SUIT[p.trick[0]] if p.trick else SUIT[p.action]
    void = led in p.view.voids.get(taker, ()) and p.is_trump(card) and led != p.trump
    code = ReasonCode.FALLA_EL_RIVAL if void else ReasonCode.DEJA_BAZA_AL_RIVAL
    return (
        Reason(
            code,
            cards=(p.action, card, p.best),
            seat=taker,
            count=count,
            other=p.ours_b,
            samples=p.samples,
            suit=led,
            worth=p.trick_swing(),
        ),
    )


def _who_takes_the_trick(p: Pair, found: list[Reason]) -> Sequence[Reason]:
    """The better card takes this trick more often (with a trump kept back, or not); in cabrero,
    it avoids entering."""
    if any(r.code in (ReasonCode.DEJA_BAZA_AL_RIVAL, ReasonCode.FALLA_EL_RIVAL) for r in found):
        return ()
    cards, samples, worth = p.cards(), p.samples, p.trick_swing()
    if p.ours_b - p.ours_a >= p.share(TRICK_SHARE):
        if p.is_trump(p.best) and not p.is_trump(p.action):
            code, count = ReasonCode.GUARDA_TRIUNFO, p.rival_a
        else:
            code, count = ReasonCode.GANA_LA_BAZA, p.ours_a
        return (Reason(code, cards=cards, count=count, other=p.ours_b, samples=samples, worth=worth),)
    if p.ours_a - p.ours_b >= p.share(TRICK_SHARE):
        if p.cabrero:  # entering a trick can leave the seat in the middle
            return (
                Reason(
                    ReasonCode.EVITA_LA_BAZA, cards=cards, count=p.ours_a, other=p.ours_b, samples=samples
                ),
            )
        taken = trick_points(p.a, p.side.mine)
        if p.ours_a >= p.share(0.5) and taken * p.samples <= POOR_TRICK * 2 * p.ours_a:
            # Taking a trick means leading the next one; the better card lets it go.
            return (
                Reason(
                    ReasonCode.CEDE_LA_BAZA,
                    cards=cards,
                    count=p.ours_a,
                    other=p.rival_b,
                    samples=samples,
                    points=round(taken * p.samples / p.ours_a),
                ),
            )
    return ()


def _points_of_the_trick(p: Pair, _found: list[Reason]) -> Sequence[Reason]:
    """The points of this trick, to each side, on average over the deals."""
    if p.cabrero:
        return ()
    given_a, given_b = trick_points(p.a, p.side.rival), trick_points(p.b, p.side.rival)
    taken_a, taken_b = trick_points(p.a, p.side.mine), trick_points(p.b, p.side.mine)
    if given_a - given_b >= TRICK_POINTS:
        code, count, other = ReasonCode.PUNTOS_AL_RIVAL, given_a, given_b
    elif taken_b - taken_a >= TRICK_POINTS:
        code, count, other = ReasonCode.MENOS_PUNTOS_EN_LA_BAZA, taken_a, taken_b
    else:
        return ()
    return (
        Reason(
            code,
            cards=p.cards(),
            count=round(count),
            other=round(other),
            samples=p.samples,
            worth=p.trick_swing(),
        ),
    )


def _points_to_a_lost_trick(p: Pair, _found: list[Reason]) -> Sequence[Reason]:
    extra = POINTS[p.action] - POINTS[p.best]
    if p.cabrero or extra < CARD_POINTS or p.rival_a < p.share(0.5):
        return ()
    return (
        Reason(
            ReasonCode.PUNTOS_A_BAZA_PERDIDA,
            cards=p.cards(),
            count=p.rival_a,
            samples=p.samples,
            points=extra,
            worth=p.trick_swing(),
        ),
    )


def _partner_not_loaded(p: Pair, _found: list[Reason]) -> Sequence[Reason]:
    """Pairs: the better card loads points on a trick the partner takes."""
    extra = POINTS[p.best] - POINTS[p.action]
    if p.cabrero or not p.side.pairs or extra < CARD_POINTS or p.ours_b < p.share(0.6):
        return ()
    seat = p.view.seat
    if not (partner_winning(p.view) or any(r.winner != seat and p.side.mine(r.winner) for r in p.b)):
        return ()
    return (
        Reason(
            ReasonCode.NO_CARGA_AL_COMPANERO,
            cards=(p.best, p.action),
            seat=(seat + 2) % 4,
            count=p.ours_b,
            samples=p.samples,
            points=extra,
            worth=p.trick_swing(),
        ),
    )


def _lower_card_wins(p: Pair, _found: list[Reason]) -> Sequence[Reason]:
    """The better card, lower of the same suit, takes the trick as well."""
    if SUIT[p.action] != SUIT[p.best] or strength_key(p.best) <= strength_key(p.action):
        return ()
    if p.ours_b >= p.share(0.5) and p.ours_b >= p.ours_a - p.share(0.1):
        return (
            Reason(
                ReasonCode.PUDO_GANAR_CON_MENOR, cards=(p.best, p.action), count=p.ours_b, samples=p.samples
            ),
        )
    return ()


def _trump_spent(p: Pair, found: list[Reason]) -> Sequence[Reason]:
    """A trump played where the better card was no trump, or a lower one."""
    if not p.is_trump(p.action) or (p.is_trump(p.best) and strength_key(p.best) <= strength_key(p.action)):
        return ()
    if not p.trick and not p.is_trump(p.best):
        trumps_left = sum(1 for card in p.view.hand if p.is_trump(card)) - 1
        return (Reason(ReasonCode.ARRASTRA_SIN_NECESIDAD, cards=p.cards(), count=trumps_left),)
    if abs(p.ours_a - p.ours_b) <= p.share(0.15):
        if any(r.code == ReasonCode.PUDO_GANAR_CON_MENOR for r in found):
            return ()
        return (
            Reason(
                ReasonCode.TRIUNFO_INNECESARIO,
                cards=p.cards(),
                count=p.ours_a,
                other=p.ours_b,
                samples=p.samples,
            ),
        )
    if p.trick and not p.is_trump(p.best) and p.ours_a >= p.share(0.5):
        worth = trick_points(p.a, p.side.mine) * p.samples / max(p.ours_a, 1)
        if worth <= POOR_TRICK:
            return (
                Reason(
                    ReasonCode.TRIUNFO_EN_BAZA_POBRE,
                    cards=p.cards(),
                    count=p.ours_a,
                    samples=p.samples,
                    points=round(worth),
                ),
            )
    return ()


def _card_kept_wins(p: Pair, _found: list[Reason]) -> Sequence[Reason]:
    """The card played now, kept with the better choice, wins a trick later."""
    kept = p.count(p.b, lambda r: p.action in r.later_wins)
    if kept >= p.share(KEPT_WINS) and kept > p.count(p.a, lambda r: p.best in r.later_wins):
        return (Reason(ReasonCode.GUARDA_CARTA, cards=(p.best, p.action), count=kept, samples=p.samples),)
    return ()


def _later_tricks(p: Pair, found: list[Reason]) -> Sequence[Reason]:
    """Paired by deal: in how many the seat wins more tricks later with the better card than
    with the card judged, and in how many fewer. When the better card is the last of its suit
    the seat may trump that suit later (a void made); else the count alone is told, when
    nothing of this trick explains the difference."""
    more = fewer = 0
    for a, b in zip(p.a, p.b, strict=True):
        more += len(b.later_wins) > len(a.later_wins)
        fewer += len(b.later_wins) < len(a.later_wins)
    if more - fewer < p.share(0.15):
        return ()
    suit = SUIT[p.best]
    if suit != p.trump and sum(1 for card in p.view.hand if SUIT[card] == suit) == 1:
        code = ReasonCode.HACE_FALLO
    elif found or p.cabrero:
        return ()
    else:
        code, suit = ReasonCode.MAS_BAZAS_DESPUES, ""
    return (Reason(code, cards=p.cards(), count=fewer, other=more, samples=p.samples, suit=suit),)


def _better_card_lost_later(p: Pair, _found: list[Reason]) -> Sequence[Reason]:
    """The better card, kept by the move judged, goes to the other side later anyway."""
    lost = p.count(p.a, lambda r: p.best in r.later_lost)
    if POINTS[p.best] >= CARD_POINTS and lost >= p.share(KEPT_WINS):
        return (Reason(ReasonCode.LA_PIERDE_DESPUES, cards=p.cards(), count=lost, samples=p.samples),)
    return ()


def _trumps_drawn(p: Pair, _found: list[Reason]) -> Sequence[Reason]:
    """Leading the better trump makes the rivals play theirs."""
    if p.trick or not p.is_trump(p.best) or p.is_trump(p.action):
        return ()
    drawn = p.count(p.b, lambda r: any(p.is_trump(card) and p.side.rival(who) for who, card in r.plays))
    if drawn >= p.share(0.5):
        return (Reason(ReasonCode.SACA_TRIUNFOS, cards=(p.best, p.action), count=drawn, samples=p.samples),)
    return ()


def _tutes(p: Pair, _found: list[Reason]) -> Sequence[Reason]:
    """A tute (four reyes or four caballos) wins the hand at once: the better card lets the
    side sing it, or the card judged lets a rival."""
    reasons = []
    for mine, code in ((False, ReasonCode.TUTE_AL_RIVAL), (True, ReasonCode.PIERDE_TUTE)):

        def sung(r: Sample, mine: bool = mine) -> bool:
            return r.tute is not None and p.side.mine(r.tute) == mine

        tutes_a, tutes_b = p.count(p.a, sung), p.count(p.b, sung)
        more, fewer = (tutes_b, tutes_a) if mine else (tutes_a, tutes_b)
        if more - fewer >= p.share(0.1):
            reasons.append(
                Reason(
                    code,
                    cards=p.cards(),
                    count=tutes_a,
                    other=tutes_b,
                    samples=p.samples,
                    worth=p.points_worth(TUTE_POINTS, more, fewer),
                )
            )
    return reasons


def cante_change(
    p: Pair,
    code: ReasonCode,
    more: Sequence[Sample],
    fewer: Sequence[Sample],
    whose: Callable[[int | None], bool],
) -> Sequence[Reason]:
    """The cante of a seat of ``whose`` side made most often in the records ``more``, when it
    is made at least a fifth of the deals less often in ``fewer`` (same deals)."""
    cante, count_more = most_common((seat, suit) for r in more for seat, suit in set(r.cantes) if whose(seat))
    if cante is None:
        return ()
    count_fewer = p.count(fewer, lambda r: cante in r.cantes)
    if count_more - count_fewer < p.share(0.2):
        return ()
    seat, suit = cante
    count_a, count_b = (count_fewer, count_more) if more is p.b else (count_more, count_fewer)
    points = 40 if suit == p.trump else 20
    return (
        Reason(
            code,
            cards=p.cards(),
            seat=seat,
            suit=suit,
            count=count_a,
            other=count_b,
            samples=p.samples,
            points=points,
            worth=p.points_worth(points, count_more, count_fewer),
        ),
    )


def _own_cante_lost(p: Pair, _found: list[Reason]) -> Sequence[Reason]:
    """The better card wins a trick that lets the seat's side declare a cante."""
    return cante_change(p, ReasonCode.PIERDE_CANTE, p.b, p.a, p.side.mine)


def _cante_broken(p: Pair, _found: list[Reason]) -> Sequence[Reason]:
    """The card judged is the rey or caballo of a cante still to declare: in how many deals the
    seat declares that cante with the better card (never with the card judged)."""
    suits = protected_suits(p.view)

    def of_a_cante(card: str) -> bool:
        return SUIT[card] in suits and RANK[card] in (11, 12)

    if not of_a_cante(p.action) or of_a_cante(p.best):
        return ()
    suit = SUIT[p.action]
    points = 40 if suit == p.trump else 20
    seat = p.view.seat
    sung_a = p.count(p.a, lambda r: (seat, suit) in r.cantes)
    sung_b = p.count(p.b, lambda r: (seat, suit) in r.cantes)
    return (
        Reason(
            ReasonCode.ROMPE_CANTE,
            cards=(p.action,),
            suit=suit,
            points=points,
            count=sung_a,
            other=sung_b,
            samples=p.samples,
            worth=p.points_worth(points, sung_b, sung_a),
        ),
    )


def _rival_cante(p: Pair, _found: list[Reason]) -> Sequence[Reason]:
    """The card judged lets a rival win a trick and declare a cante."""
    return cante_change(p, ReasonCode.CANTE_AL_RIVAL, p.a, p.b, p.side.rival)


# The reasons of a card play, in the order they are told (a tute first: it decides the hand);
# of two about the same part of the loss, the one naming the mechanism (points thrown into a
# lost trick, a partner's trick not loaded, the rey or caballo of a cante played) before the
# bare figures (the points of the trick, a cante made less often), so that a headline choosing
# between equals (``verdicts.key_reason``) tells what to do.
CARD_RULES: tuple[Rule, ...] = (
    _tutes,
    _monta_al_companero,
    _rival_takes_the_trick,
    _who_takes_the_trick,
    _points_to_a_lost_trick,
    _partner_not_loaded,
    _points_of_the_trick,
    _lower_card_wins,
    _trump_spent,
    _card_kept_wins,
    _later_tricks,
    _better_card_lost_later,
    _trumps_drawn,
    _cante_broken,
    _own_cante_lost,
    _rival_cante,
)


def card_reasons(
    view: View, action: str, best: str, recs_a: Sequence[Sample], recs_b: Sequence[Sample], samples: int
) -> list[Reason]:
    """Why the card ``action`` is worse than the card ``best``, in the order they are told."""
    pair = Pair(view, action, best, recs_a, recs_b, samples)
    found: list[Reason] = []
    for rule in CARD_RULES:
        found.extend(rule(pair, found))
    return found
