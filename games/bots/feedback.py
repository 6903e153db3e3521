"""Move feedback from the experto's search: ``evaluate`` and ``judge`` (data, not sentences).

``evaluate(view)`` gives every legal action its expected result for the seat: the points
margin at the end of the hand (the seat's side minus the best other side), or in cabrero the
chance of not being left in the middle. ``judge(view, action)`` compares an action with the best
one and returns a :class:`Judgement`: a label by expected loss, the better action, the points at
stake, the reasons found by comparing the two actions over the search's own sampled deals (each
with its figures: in how many of the deals it happens), and the likely continuation of the
current trick after each of the two.

Both search with work units only (no clock) and the same generator gives the same deals: the
judgement of the card a hint recommended at a ply, seeded like the hint, calls it the best.
"""

import math
import statistics
from collections import Counter
from dataclasses import dataclass

from games.bots.cards import POINTS, RANK, STRENGTH, SUIT, beats
from games.bots.heuristics import cante_suits
from games.bots.knowledge import is_pairs
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
# In cabrero the loss is a chance of being left in the middle.
CABRERO_THRESHOLDS = ((0.25, ERROR_GRAVE), (0.10, ERROR), (0.04, IMPRECISION))

# A move is graded below "buena" only when its expected loss is this many standard errors of
# the paired difference over the sampled deals: a difference within the sampling noise is no
# verdict a learner should be told (the figures would not bear it out).
SIGNIFICANCE = 2.0
JUDGE_BUDGET = 0.15  # seconds' worth of search work behind a judgement and a hint
MIN_SAMPLES = 6
TRICK_SHARE = 0.2  # a change in who takes the trick in this share of the deals is worth saying
TRICK_POINTS = 4  # mean points of the current trick from which a difference is worth a reason
POOR_TRICK = 6  # a trick worth at most this many points on average does not need a trump
KEPT_WINS = 0.4  # share of the deals where a card kept wins a later trick, to say so

# Reason codes. Each names the cards and the mechanism; its figures come from the samples.
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
PIERDE_LA_MANO = "pierde_la_mano"  # (general) the hand is won less often
NO_CANTA = "no_canta"  # passed when a cante was better
NO_CAMBIA = "no_cambia"  # passed when the swap of the trump card was better
NO_CANTA_TUTE = "no_canta_tute"  # did not declare tute
CANTA_MENOS = "canta_menos"  # declared las veinte when las cuarenta were there
DEJA_MANO_CON_TRIUNFOS = "deja_mano_con_triunfos"  # (stored by earlier versions only)
REASONS = (
    PUNTOS_A_BAZA_PERDIDA,
    TRIUNFO_INNECESARIO,
    ROMPE_CANTE,
    PIERDE_ULTIMAS,
    PUDO_GANAR_CON_MENOR,
    DEJA_BAZA_AL_RIVAL,
    FALLA_EL_RIVAL,
    MONTA_AL_COMPANERO,
    NO_CARGA_AL_COMPANERO,
    ARRASTRA_SIN_NECESIDAD,
    GANA_LA_BAZA,
    PUNTOS_AL_RIVAL,
    MENOS_PUNTOS_EN_LA_BAZA,
    CANTE_AL_RIVAL,
    GUARDA_TRIUNFO,
    TRIUNFO_EN_BAZA_POBRE,
    GUARDA_CARTA,
    LA_PIERDE_DESPUES,
    SACA_TRIUNFOS,
    HACE_FALLO,
    PIERDE_CANTE,
    PIERDE_TUTE,
    TUTE_AL_RIVAL,
    QUEDA_EN_MEDIO,
    VA_A_MENOS,
    VA_A_MAS,
    NO_ENTRA,
    EVITA_LA_BAZA,
    PIERDE_LA_MANO,
    NO_CANTA,
    NO_CAMBIA,
    NO_CANTA_TUTE,
    CANTA_MENOS,
    DEJA_MANO_CON_TRIUNFOS,
)
# Reasons that say only that the hand goes worse (won less often, left in the middle more
# often), without a mechanism of the table: a judgement needs another to be concrete.
GENERAL_REASONS = frozenset({PIERDE_LA_MANO, QUEDA_EN_MEDIO})


@dataclass(frozen=True)
class Reason:
    """Why ``action`` is worse than ``best``: a code (REASONS) and the facts that make it
    concrete. ``cards`` the cards it names, in the order its sentence uses them; ``seat`` the seat
    it speaks of (who takes the trick, who declares...); ``count`` of ``samples`` sampled deals
    where it happens with the move judged, ``other`` how many with the better one; ``points`` the
    points it is about; ``suit`` a suit it names (a cante's)."""

    code: str
    cards: tuple[str, ...] = ()
    seat: int | None = None
    count: int = 0
    other: int = 0
    samples: int = 0
    points: int = 0
    suit: str = ""

    def to_json(self):
        data: dict[str, object] = {"code": self.code}
        for name in ("cards", "seat", "count", "other", "samples", "points", "suit"):
            value = getattr(self, name)
            if value or (name == "seat" and value is not None):
                data[name] = list(value) if name == "cards" else value
        return data

    @classmethod
    def from_json(cls, data):
        if isinstance(data, str):  # judgements stored before reasons had figures
            return cls(code=data)
        seat = data.get("seat")
        return cls(
            code=str(data["code"]),
            cards=tuple(str(card) for card in data.get("cards", ())),
            seat=None if seat is None else int(seat),
            count=int(data.get("count", 0)),
            other=int(data.get("other", 0)),
            samples=int(data.get("samples", 0)),
            points=int(data.get("points", 0)),
            suit=str(data.get("suit", "")),
        )


@dataclass(frozen=True)
class Continuation:
    """The likely rest of the current trick after ``action`` ("Ver por qué"): the trick's cards
    in play order with their seats, who takes it, and in how many of the sampled deals the trick
    goes exactly so."""

    action: str
    plays: tuple[tuple[int, str], ...]
    winner: int | None
    count: int
    samples: int

    def to_json(self):
        return {
            "action": self.action,
            "plays": [[seat, card] for seat, card in self.plays],
            "winner": self.winner,
            "count": self.count,
            "samples": self.samples,
        }

    @classmethod
    def from_json(cls, data):
        winner = data.get("winner")
        return cls(
            action=str(data["action"]),
            plays=tuple((int(seat), str(card)) for seat, card in data.get("plays", ())),
            winner=None if winner is None else int(winner),
            count=int(data.get("count", 0)),
            samples=int(data.get("samples", 0)),
        )


@dataclass(frozen=True)
class Judgement:
    action: str  # the action judged
    best: str  # the best action found (equal to ``action`` when it is the best)
    label: str  # one of LABELS
    loss: float  # expected loss against ``best`` (points of margin; chance of the middle in cabrero)
    value: float  # expected result of ``action``
    best_value: float  # expected result of ``best``
    points_at_stake: int  # points on the table plus those of the two cards compared
    reasons: tuple  # Reason values, most telling first (none for a good move)
    unit: str  # "puntos" or "probabilidad"
    samples: int  # sampled deals behind the figures
    continuations: tuple = ()  # Continuation of the trick after ``action`` and after ``best``


def _actions(view):
    actions = list(view.legal_actions())
    cards = legal_card_actions(view, actions)
    others = [a for a in actions if a not in cards and not a.startswith("renuncio:") and a not in view.hand]
    return cards + others


def _measure(view):
    return "probabilidad" if view.variant == "cabrero" else "puntos"


def _value(view, entry):
    return entry.mean("wins") if view.variant == "cabrero" else entry.mean("margin")


def _search(view, actions, budget, rng):
    if rng is None:
        rng = default_rng(view)
    stats = search(view, actions, budget=budget, rng=rng, min_samples=MIN_SAMPLES, detail=True)
    return stats, {a: _value(view, stats[a]) for a in actions}


def evaluate(view, *, budget=JUDGE_BUDGET, rng=None):
    """{action: expected result for the seat}, best first (see the module docstring)."""
    actions = _actions(view)
    _stats, values = _search(view, actions, budget, rng)
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
    stats, values = _search(view, actions, budget, rng)
    return _judgement(view, action, actions, stats, values)


def advise(view, *, budget=JUDGE_BUDGET, rng=None):
    """A hint: (the best action, the :class:`Judgement` of the next best one or None when there
    is no other, the gain of the best over it). One search, the one ``judge`` makes with the same
    generator: the judgement of the best action, so seeded, calls it the best."""
    actions = _actions(view)
    stats, values = _search(view, actions, budget, rng)
    ranked = sorted(actions, key=lambda a: -values[a])
    if len(ranked) == 1:
        return ranked[0], None, 0.0
    alternative = _judgement(view, ranked[1], actions, stats, values)
    return ranked[0], alternative, round(values[ranked[0]] - values[ranked[1]], 3)


def _judgement(view, action, actions, stats, values):
    best = max(actions, key=lambda a: (values[a], a == action))
    loss = max(0.0, values[best] - values[action])
    thresholds = CABRERO_THRESHOLDS if view.variant == "cabrero" else THRESHOLDS
    label = BUENA
    if loss >= SIGNIFICANCE * _standard_error(stats[best].records, stats[action].records):
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
        continuations=tuple(
            c for c in (_continuation(stats[a].records, a) for a in dict.fromkeys((action, best))) if c
        ),
    )


def _standard_error(best, judged):
    """The standard error of the mean difference between two actions over the same sampled
    deals (paired: sample i of both is the same deal)."""
    diffs = [b.won - a.won if b.place else b.margin - a.margin for a, b in zip(judged, best, strict=False)]
    if len(diffs) < 2:
        return 0.0
    return statistics.stdev(diffs) / math.sqrt(len(diffs))


def _continuation(records, action):
    """The most frequent way the current trick goes on after ``action`` over the samples."""
    if not records or not records[0].plays:
        return None
    ways = Counter((r.plays, r.winner) for r in records)
    (plays, winner), count = max(ways.items(), key=lambda item: (item[1], item[0][0]))
    return Continuation(action=action, plays=plays, winner=winner, count=count, samples=len(records))


# -- reasons ---------------------------------------------------------------------------------


class _Side:
    """Seats on the seat's side, and the cards each seat played in a sampled trick."""

    def __init__(self, view):
        self.seat = view.seat
        self.pairs = bool(is_pairs(view))

    def mine(self, seat):
        return seat is not None and (seat % 2 == self.seat % 2 if self.pairs else seat == self.seat)

    def rival(self, seat):
        return seat is not None and not self.mine(seat)


def _card_of(record, seat):
    for who, card in record.plays:
        if who == seat:
            return card
    return None


def _most_common(items):
    counts = Counter(items)
    if not counts:
        return None, 0
    return max(counts.items(), key=lambda item: (item[1], str(item[0])))


def _reasons(view, action, best, stats):
    hand = set(view.hand)
    recs_a, recs_b = stats[action].records, stats[best].records
    samples = min(len(recs_a), len(recs_b))
    if not samples:
        return ()
    recs_a, recs_b = recs_a[:samples], recs_b[:samples]
    if action not in hand or best not in hand:
        found = list(_window_reasons(view, action, best))
    else:
        found = _card_reasons(view, action, best, recs_a, recs_b, samples)
    found += _hand_reasons(view, action, best, recs_a, recs_b, samples, found)
    return tuple(found)


def _card_reasons(view, action, best, recs_a, recs_b, samples):
    side = _Side(view)
    cabrero = view.variant == "cabrero"
    trump = view.trump
    reasons = []
    trick = list(view.trick)
    winning = trick[winning_index(view)] if trick else None
    winner_now = view.trick_seats[winning_index(view)] if trick else None
    a_beats = winning is not None and beats(action, winning, trump)
    b_beats = winning is not None and beats(best, winning, trump)
    rival_a = sum(1 for r in recs_a if side.rival(r.winner))
    rival_b = sum(1 for r in recs_b if side.rival(r.winner))
    ours_a = sum(1 for r in recs_a if side.mine(r.winner))
    ours_b = sum(1 for r in recs_b if side.mine(r.winner))
    partner_wins = partner_winning(view)
    if partner_wins and a_beats and not b_beats and winning is not None:
        reasons.append(Reason(MONTA_AL_COMPANERO, cards=(action, winning), seat=winner_now, other=ours_b))
    # The trick itself: who takes it, and with which card.
    if rival_a - rival_b >= TRICK_SHARE * samples and rival_a >= 0.5 * samples:
        (taker, card), count = _most_common(
            (r.winner, _card_of(r, r.winner)) for r in recs_a if side.rival(r.winner)
        )
        led = SUIT[trick[0]] if trick else SUIT[action]
        void = led in view.voids.get(taker, ()) and SUIT[card] == trump and led != trump
        code = FALLA_EL_RIVAL if void else DEJA_BAZA_AL_RIVAL
        reasons.append(
            Reason(
                code,
                cards=(action, card, best),
                seat=taker,
                count=count,
                other=ours_b,
                samples=samples,
                suit=led,
            )
        )
    elif SUIT[best] == trump and SUIT[action] != trump and ours_b - ours_a >= TRICK_SHARE * samples:
        reasons.append(
            Reason(GUARDA_TRIUNFO, cards=(action, best), count=rival_a, other=ours_b, samples=samples)
        )
    elif ours_b - ours_a >= TRICK_SHARE * samples:
        reasons.append(
            Reason(GANA_LA_BAZA, cards=(action, best), count=ours_a, other=ours_b, samples=samples)
        )
    elif cabrero and ours_a - ours_b >= TRICK_SHARE * samples:
        # Cabrero: entering a trick can leave the seat in the middle.
        reasons.append(
            Reason(EVITA_LA_BAZA, cards=(action, best), count=ours_a, other=ours_b, samples=samples)
        )
    if not cabrero:
        # The points of this trick, to each side, on average over the deals.
        given_a, given_b = _trick_points(recs_a, side.rival), _trick_points(recs_b, side.rival)
        taken_a, taken_b = _trick_points(recs_a, side.mine), _trick_points(recs_b, side.mine)
        if given_a - given_b >= TRICK_POINTS and not any(r.code == PUNTOS_A_BAZA_PERDIDA for r in reasons):
            reasons.append(
                Reason(
                    PUNTOS_AL_RIVAL,
                    cards=(action, best),
                    count=round(given_a),
                    other=round(given_b),
                    samples=samples,
                )
            )
        elif taken_b - taken_a >= TRICK_POINTS:
            reasons.append(
                Reason(
                    MENOS_PUNTOS_EN_LA_BAZA,
                    cards=(action, best),
                    count=round(taken_a),
                    other=round(taken_b),
                    samples=samples,
                )
            )
    if not cabrero and POINTS[action] - POINTS[best] >= 3 and rival_a >= 0.5 * samples:
        reasons.append(
            Reason(
                PUNTOS_A_BAZA_PERDIDA,
                cards=(action, best),
                count=rival_a,
                samples=samples,
                points=POINTS[action] - POINTS[best],
            )
        )
    if not cabrero and POINTS[best] - POINTS[action] >= 3 and ours_b >= 0.6 * samples and side.pairs:
        if partner_wins or any(r.winner != view.seat and side.mine(r.winner) for r in recs_b):
            partner = (view.seat + 2) % 4
            reasons.append(
                Reason(
                    NO_CARGA_AL_COMPANERO,
                    cards=(best, action),
                    seat=partner,
                    count=ours_b,
                    samples=samples,
                    points=POINTS[best] - POINTS[action],
                )
            )
    same_trick = abs(ours_a - ours_b) <= 0.15 * samples
    if SUIT[action] == SUIT[best] and STRENGTH[best] < STRENGTH[action] and ours_b >= 0.5 * samples:
        if ours_b >= ours_a - 0.1 * samples:
            reasons.append(Reason(PUDO_GANAR_CON_MENOR, cards=(best, action), count=ours_b, samples=samples))
    if SUIT[action] == trump and not (SUIT[best] == trump and STRENGTH[best] >= STRENGTH[action]):
        trumps_left = sum(1 for card in view.hand if SUIT[card] == trump) - 1
        if not trick and SUIT[best] != trump:
            reasons.append(Reason(ARRASTRA_SIN_NECESIDAD, cards=(action, best), count=trumps_left))
        elif same_trick and not any(r.code == PUDO_GANAR_CON_MENOR for r in reasons):
            reasons.append(
                Reason(TRIUNFO_INNECESARIO, cards=(action, best), count=ours_a, other=ours_b, samples=samples)
            )
        elif trick and SUIT[best] != trump and ours_a >= 0.5 * samples:
            worth = _trick_points(recs_a, side.mine) * samples / max(ours_a, 1)
            if worth <= POOR_TRICK:
                reasons.append(
                    Reason(
                        TRIUNFO_EN_BAZA_POBRE,
                        cards=(action, best),
                        count=ours_a,
                        samples=samples,
                        points=round(worth),
                    )
                )
    # The card played now, kept with the better choice: does it win a trick later? And the
    # better card, kept by the move judged: is it lost to the other side later anyway?
    kept = sum(1 for r in recs_b if action in r.later_wins)
    if kept >= KEPT_WINS * samples and kept > sum(1 for r in recs_a if best in r.later_wins):
        reasons.append(Reason(GUARDA_CARTA, cards=(best, action), count=kept, samples=samples))
    # Throwing the last card of a suit: the seat may trump that suit later.
    if SUIT[best] != trump and sum(1 for card in view.hand if SUIT[card] == SUIT[best]) == 1:
        # Paired by deal: in how many the seat wins more (fewer) tricks later.
        more = fewer = 0
        for a, b in zip(recs_a, recs_b, strict=True):
            more += len(b.later_wins) > len(a.later_wins)
            fewer += len(b.later_wins) < len(a.later_wins)
        if more - fewer >= 0.15 * samples:
            reasons.append(
                Reason(
                    HACE_FALLO,
                    cards=(action, best),
                    count=fewer,
                    other=more,
                    samples=samples,
                    suit=SUIT[best],
                )
            )
    lost = sum(1 for r in recs_a if best in r.later_lost)
    if POINTS[best] >= 3 and lost >= KEPT_WINS * samples:
        reasons.append(Reason(LA_PIERDE_DESPUES, cards=(action, best), count=lost, samples=samples))
    if not trick and SUIT[best] == trump and SUIT[action] != trump:
        drawn = sum(
            1 for r in recs_b if any(SUIT[card] == trump and side.rival(who) for who, card in r.plays)
        )
        if drawn >= 0.5 * samples:
            reasons.append(Reason(SACA_TRIUNFOS, cards=(best, action), count=drawn, samples=samples))
    # A tute (four reyes or four caballos) wins the hand at once.
    for mine, code in ((True, PIERDE_TUTE), (False, TUTE_AL_RIVAL)):
        tutes_a = sum(1 for r in recs_a if r.tute is not None and side.mine(r.tute) == mine)
        tutes_b = sum(1 for r in recs_b if r.tute is not None and side.mine(r.tute) == mine)
        if (tutes_b - tutes_a if mine else tutes_a - tutes_b) >= 0.1 * samples:
            reasons.insert(
                0, Reason(code, cards=(action, best), count=tutes_a, other=tutes_b, samples=samples)
            )
    # Cantes of the seat's own side, which need a trick won first.
    (own_cante, count_b) = _most_common(
        (seat, suit) for r in recs_b for seat, suit in set(r.cantes) if side.mine(seat)
    )
    if own_cante is not None:
        count_a = sum(1 for r in recs_a if own_cante in r.cantes)
        if count_b - count_a >= 0.2 * samples:
            seat, suit = own_cante
            reasons.append(
                Reason(
                    PIERDE_CANTE,
                    cards=(action, best),
                    seat=seat,
                    suit=suit,
                    count=count_a,
                    other=count_b,
                    samples=samples,
                    points=40 if suit == trump else 20,
                )
            )
    if cantes_open(view):
        suits = cante_suits(view.hand, declared_suits(view))
        if (
            SUIT[action] in suits
            and RANK[action] in (11, 12)
            and not (SUIT[best] in suits and RANK[best] in (11, 12))
        ):
            value = 40 if SUIT[action] == trump else 20
            reasons.append(Reason(ROMPE_CANTE, cards=(action,), suit=SUIT[action], points=value))
    # Cantes the rivals make after winning a trick.
    (rival_cante, count_a) = _most_common(
        (seat, suit) for r in recs_a for seat, suit in set(r.cantes) if side.rival(seat)
    )
    if rival_cante is not None:
        count_b = sum(1 for r in recs_b if any(c == rival_cante for c in r.cantes))
        if count_a - count_b >= 0.2 * samples:
            seat, suit = rival_cante
            reasons.append(
                Reason(
                    CANTE_AL_RIVAL,
                    cards=(action, best),
                    seat=seat,
                    suit=suit,
                    count=count_a,
                    other=count_b,
                    samples=samples,
                    points=40 if suit == trump else 20,
                )
            )
    return reasons


def _trick_points(records, whose):
    """The mean points of the current trick that go to the seats ``whose`` picks."""
    total = sum(sum(POINTS[card] for _seat, card in r.plays) for r in records if whose(r.winner))
    return total / len(records)


def _hand_reasons(view, action, best, recs_a, recs_b, samples, found):
    """The end of the hand: the diez de últimas, the cabrero ranking, and, when nothing on the
    table explains the difference, how often the hand is won."""
    reasons = []
    cards = (action, best)
    if view.variant == "cabrero":
        middle_a = sum(1 for r in recs_a if r.place == "medio")
        middle_b = sum(1 for r in recs_b if r.place == "medio")
        if middle_a > middle_b:
            reasons.append(
                Reason(QUEDA_EN_MEDIO, cards=cards, count=middle_a, other=middle_b, samples=samples)
            )
            for place, code in (("a_menos", VA_A_MENOS), ("a_mas", VA_A_MAS), ("libre", NO_ENTRA)):
                there_a = sum(1 for r in recs_a if r.place == place)
                there_b = sum(1 for r in recs_b if r.place == place)
                if there_b - there_a >= 0.15 * samples:
                    reasons.append(Reason(code, cards=cards, count=there_a, other=there_b, samples=samples))
        return reasons
    last_a = sum(r.last for r in recs_a)
    last_b = sum(r.last for r in recs_b)
    if last_b - last_a >= 0.3 * samples:
        reasons.append(Reason(PIERDE_ULTIMAS, cards=cards, count=last_a, other=last_b, samples=samples))
    if not found and not reasons:
        won_a = round(sum(r.won for r in recs_a))
        won_b = round(sum(r.won for r in recs_b))
        if won_b > won_a:
            reasons.append(Reason(PIERDE_LA_MANO, cards=cards, count=won_a, other=won_b, samples=samples))
    return reasons


def _window_reasons(view, action, best):
    if best.startswith("tute:"):
        return (Reason(NO_CANTA_TUTE, cards=()),)
    if best.startswith("cante:"):
        suit = best.partition(":")[2]
        points = 40 if suit == view.trump else 20
        if action == "paso":
            return (Reason(NO_CANTA, suit=suit, points=points),)
        if action.startswith("cante:"):
            other = action.partition(":")[2]
            return (Reason(CANTA_MENOS, suit=suit, points=points - (40 if other == view.trump else 20)),)
    if action == "paso" and best.startswith("cambio:"):
        return (Reason(NO_CAMBIA, cards=(best.partition(":")[2], view.trump_card or "")),)
    return ()
