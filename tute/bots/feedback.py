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

import dataclasses
import math
import statistics
from collections import Counter
from dataclasses import dataclass

from tute.bots.cards import POINTS, RANK, STRENGTH, SUIT, beats
from tute.bots.knowledge import is_pairs, partner_winning, protected_suits, winning_index
from tute.bots.players import default_rng, legal_card_actions
from tute.bots.search import equivalent_classes, search

BUENA = "buena"
IMPRECISION = "imprecision"
ERROR = "error"
ERROR_GRAVE = "error_grave"
LABELS = (BUENA, IMPRECISION, ERROR, ERROR_GRAVE)

# Expected loss (points of margin) from which a play gets each label.
THRESHOLDS = ((25.0, ERROR_GRAVE), (10.0, ERROR), (4.0, IMPRECISION))
# In cabrero the loss is a chance of being left in the middle.
CABRERO_THRESHOLDS = ((0.25, ERROR_GRAVE), (0.10, ERROR), (0.04, IMPRECISION))

# A move is graded below "buena" only when its expected loss is more standard errors of the
# paired difference over the sampled deals than noise alone would give a move as good as the
# best with this chance (one-sided), the best being the top of every action compared: 1.96 with
# two actions, 2.7 with eight. A difference within the sampling noise is no verdict a learner
# should be told (the figures would not bear it out; bench/feedback.py --deep).
FALSE_ALARM = 0.025
# ... and its loss is told as if one deal more had been drawn in which the move judged does this
# much better (points; cabrero: chance of the middle): deals that all agree give a standard error
# of 0, yet a rarer deal the search has not drawn may still turn the verdict (bench/feedback.py
# --deep: such labels did not hold under a ten times deeper search). Not when the search
# located every card (one deal, the truth).
UNSEEN_DEAL = (5.0, 0.05)
JUDGE_BUDGET = 0.12  # seconds' worth of search work behind a judgement and a hint
# Habanero before the pile runs out: every play-out plays the whole pile too, and the judge's
# p95 must stay under 300 ms (bench/bots.py --judge); there the judge searches on less work.
PILE_JUDGE_BUDGET = 0.09
MIN_SAMPLES = 6
TRICK_SHARE = 0.2  # a change in who takes the trick in this share of the deals is worth saying
TRICK_POINTS = 2  # mean points of the current trick (a sota) from which a difference is worth a reason
POOR_TRICK = 6  # a trick worth at most this many points on average does not need a trump
KEPT_WINS = 0.4  # share of the deals where a card kept wins a later trick, to say so
CARD_POINTS = 2  # a card worth this many points more (a sota) is worth a reason about its points

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
    CEDE_LA_BAZA,
    MAS_BAZAS_DESPUES,
    PIERDE_LA_MANO,
    NO_CANTA,
    NO_CAMBIA,
    NO_CANTA_TUTE,
    CANTA_MENOS,
    CAMBIA_ANTES,
    CIERRA_TUTE,
    CANTA_OTRO_ANTES,
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


def _representatives(view, actions):
    """{action: the action searched for it}: cards worth the same (same suit and points, no card
    another seat could still play between them: ``search.equivalent_classes``) change nothing
    by being played one rather than the other, so the weakest of each group is searched for
    all of them; every other action stands for itself."""
    cards = [a for a in actions if a in view.hand]
    alias = {a: a for a in actions}
    for group in equivalent_classes(view, cards) if cards else ():
        for card in group:
            alias[card] = group[0]
    return alias


def _search(view, actions, budget, rng, keep=None):
    """(stats, values, actions searched): one card of each group of equivalent cards (see
    ``_representatives``), in the order of ``actions``; ``keep`` (the card judged) stands for
    its group, with the figures of the card searched for it, the two cards' names swapped."""
    if rng is None:
        rng = default_rng(view)
    if budget is None:
        budget = PILE_JUDGE_BUDGET if view.pile_size else JUDGE_BUDGET
    alias = _representatives(view, actions)
    searched = [a for a in actions if alias[a] == a]
    stats = search(view, searched, budget=budget, rng=rng, min_samples=MIN_SAMPLES, detail=True)
    if keep is not None and alias.get(keep, keep) != keep:
        stand_in = alias[keep]
        stats[keep] = _swapped(stats.pop(stand_in), stand_in, keep)
        searched = [keep if a == stand_in else a for a in searched]
    return stats, {a: _value(view, stats[a]) for a in searched}, searched


def _swapped(entry, one, other):
    """``entry`` (search.ActionStats) of card ``one`` as the figures of card ``other``, worth the
    same: the two names exchanged in every sampled deal's record."""
    names = {one: other, other: one}

    def swap(cards):
        return tuple(names.get(card, card) for card in cards)

    records = [
        r._replace(
            plays=tuple((seat, names.get(card, card)) for seat, card in r.plays),
            later_wins=swap(r.later_wins),
            later_lost=swap(r.later_lost),
        )
        for r in entry.records
    ]
    return dataclasses.replace(entry, action=other, records=records)


def evaluate(view, *, budget=None, rng=None):
    """{action: expected result for the seat}, best first (see the module docstring); cards
    worth the same get the same value."""
    actions = _actions(view)
    _stats, values, _searched = _search(view, actions, budget, rng)
    alias = _representatives(view, actions)
    every = {a: values[alias[a]] for a in actions}
    return dict(sorted(every.items(), key=lambda item: -item[1]))


def judge(view, action, *, budget=None, rng=None):
    """A :class:`Judgement` of ``action`` (one of ``view.legal_actions()``) in ``view``."""
    actions = _actions(view)
    if action not in view.legal_actions():
        raise ValueError(f"{action!r} is not a legal action here")
    if action.startswith("renuncio:"):
        raise ValueError("renuncio calls are not graded: only plays, declarations and swaps")
    if action not in actions:
        actions.append(action)
    stats, values, searched = _search(view, actions, budget, rng, keep=action)
    return _judgement(view, action, searched, stats, values)


def advise(view, *, budget=None, rng=None):
    """A hint: (the best action, the :class:`Judgement` of the next best one or None when there
    is no other, the gain of the best over it). One search, the one ``judge`` makes with the same
    generator: the judgement of the best action, so seeded, calls it the best."""
    stats, values, actions = _search(view, _actions(view), budget, rng)
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
    deals = stats[action].samples
    borne = (loss * deals - UNSEEN_DEAL[view.variant == "cabrero"]) / (deals + 1) if deals > 1 else loss
    significance = statistics.NormalDist().inv_cdf(1 - FALSE_ALARM / max(1, len(actions) - 1))
    if borne >= significance * _standard_error(stats[best].records, stats[action].records):
        for limit, name in thresholds:
            if borne >= limit:
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
        found = _window_reasons(view, action, best, recs_a, recs_b, samples)
    else:
        found = _card_reasons(view, action, best, recs_a, recs_b, samples)
    found += _hand_reasons(view, action, best, recs_a, recs_b, samples, found)
    return tuple(found)


class _Pair:
    """The two card plays compared over the same sampled deals (sample i of ``a``, the move
    judged, and of ``b``, the better one, is the same deal), with the counts most reasons use."""

    def __init__(self, view, action, best, recs_a, recs_b, samples):
        self.view = view
        self.action = action
        self.best = best
        self.a = recs_a
        self.b = recs_b
        self.samples = samples
        self.side = side = _Side(view)
        self.trump = view.trump
        self.cabrero = view.variant == "cabrero"
        self.trick = list(view.trick)
        index = winning_index(view) if self.trick else None
        self.winning = self.trick[index] if index is not None else None
        self.winner_now = view.trick_seats[index] if index is not None else None
        self.rival_a = self.count(recs_a, lambda r: side.rival(r.winner))
        self.rival_b = self.count(recs_b, lambda r: side.rival(r.winner))
        self.ours_a = self.count(recs_a, lambda r: side.mine(r.winner))
        self.ours_b = self.count(recs_b, lambda r: side.mine(r.winner))

    @staticmethod
    def count(records, test):
        return sum(1 for r in records if test(r))

    def share(self, fraction):
        return fraction * self.samples

    def is_trump(self, card):
        return SUIT[card] == self.trump

    def cards(self):
        return (self.action, self.best)


def _monta_al_companero(p, _found):
    """Beat a partner who was already winning, where the better card did not."""
    if p.winning is None or not partner_winning(p.view):
        return ()
    if beats(p.action, p.winning, p.trump) and not beats(p.best, p.winning, p.trump):
        return (Reason(MONTA_AL_COMPANERO, cards=(p.action, p.winning), seat=p.winner_now, other=p.ours_b),)
    return ()


def _rival_takes_the_trick(p, _found):
    """The rival takes this trick with the card judged, where the better one kept it: with which
    card, and whether by trumping a suit he is known to lack."""
    if not (p.rival_a - p.rival_b >= p.share(TRICK_SHARE) and p.rival_a >= p.share(0.5)):
        return ()
    (taker, card), count = _most_common(
        (r.winner, _card_of(r, r.winner)) for r in p.a if p.side.rival(r.winner)
    )
    led = SUIT[p.trick[0]] if p.trick else SUIT[p.action]
    void = led in p.view.voids.get(taker, ()) and p.is_trump(card) and led != p.trump
    code = FALLA_EL_RIVAL if void else DEJA_BAZA_AL_RIVAL
    return (
        Reason(
            code,
            cards=(p.action, card, p.best),
            seat=taker,
            count=count,
            other=p.ours_b,
            samples=p.samples,
            suit=led,
        ),
    )


def _who_takes_the_trick(p, found):
    """The better card takes this trick more often (with a trump kept back, or not); in cabrero,
    it avoids entering."""
    if any(r.code in (DEJA_BAZA_AL_RIVAL, FALLA_EL_RIVAL) for r in found):
        return ()
    figures = {"cards": p.cards(), "count": p.ours_a, "other": p.ours_b, "samples": p.samples}
    if p.ours_b - p.ours_a >= p.share(TRICK_SHARE):
        if p.is_trump(p.best) and not p.is_trump(p.action):
            return (Reason(GUARDA_TRIUNFO, **{**figures, "count": p.rival_a}),)
        return (Reason(GANA_LA_BAZA, **figures),)
    if p.ours_a - p.ours_b >= p.share(TRICK_SHARE):
        if p.cabrero:
            return (Reason(EVITA_LA_BAZA, **figures),)  # entering a trick can leave the seat in the middle
        if (
            p.ours_a >= p.share(0.5)
            and _trick_points(p.a, p.side.mine) * p.samples <= POOR_TRICK * 2 * p.ours_a
        ):
            # Taking a trick means leading the next one; the better card lets it go.
            worth = round(_trick_points(p.a, p.side.mine) * p.samples / p.ours_a)
            return (Reason(CEDE_LA_BAZA, **{**figures, "other": p.rival_b, "points": worth}),)
    return ()


def _points_of_the_trick(p, _found):
    """The points of this trick, to each side, on average over the deals."""
    if p.cabrero:
        return ()
    given_a, given_b = _trick_points(p.a, p.side.rival), _trick_points(p.b, p.side.rival)
    taken_a, taken_b = _trick_points(p.a, p.side.mine), _trick_points(p.b, p.side.mine)
    if given_a - given_b >= TRICK_POINTS:
        return (
            Reason(
                PUNTOS_AL_RIVAL,
                cards=p.cards(),
                count=round(given_a),
                other=round(given_b),
                samples=p.samples,
            ),
        )
    if taken_b - taken_a >= TRICK_POINTS:
        return (
            Reason(
                MENOS_PUNTOS_EN_LA_BAZA,
                cards=p.cards(),
                count=round(taken_a),
                other=round(taken_b),
                samples=p.samples,
            ),
        )
    return ()


def _points_to_a_lost_trick(p, _found):
    extra = POINTS[p.action] - POINTS[p.best]
    if p.cabrero or extra < CARD_POINTS or p.rival_a < p.share(0.5):
        return ()
    return (Reason(PUNTOS_A_BAZA_PERDIDA, cards=p.cards(), count=p.rival_a, samples=p.samples, points=extra),)


def _partner_not_loaded(p, _found):
    """Pairs: the better card loads points on a trick the partner takes."""
    extra = POINTS[p.best] - POINTS[p.action]
    if p.cabrero or not p.side.pairs or extra < CARD_POINTS or p.ours_b < p.share(0.6):
        return ()
    seat = p.view.seat
    if not (partner_winning(p.view) or any(r.winner != seat and p.side.mine(r.winner) for r in p.b)):
        return ()
    return (
        Reason(
            NO_CARGA_AL_COMPANERO,
            cards=(p.best, p.action),
            seat=(seat + 2) % 4,
            count=p.ours_b,
            samples=p.samples,
            points=extra,
        ),
    )


def _lower_card_wins(p, _found):
    """The better card, lower of the same suit, takes the trick as well."""
    if SUIT[p.action] != SUIT[p.best] or STRENGTH[p.best] >= STRENGTH[p.action]:
        return ()
    if p.ours_b >= p.share(0.5) and p.ours_b >= p.ours_a - p.share(0.1):
        return (Reason(PUDO_GANAR_CON_MENOR, cards=(p.best, p.action), count=p.ours_b, samples=p.samples),)
    return ()


def _trump_spent(p, found):
    """A trump played where the better card was no trump, or a lower one."""
    if not p.is_trump(p.action) or (p.is_trump(p.best) and STRENGTH[p.best] >= STRENGTH[p.action]):
        return ()
    if not p.trick and not p.is_trump(p.best):
        trumps_left = sum(1 for card in p.view.hand if p.is_trump(card)) - 1
        return (Reason(ARRASTRA_SIN_NECESIDAD, cards=p.cards(), count=trumps_left),)
    if abs(p.ours_a - p.ours_b) <= p.share(0.15):
        if any(r.code == PUDO_GANAR_CON_MENOR for r in found):
            return ()
        return (
            Reason(TRIUNFO_INNECESARIO, cards=p.cards(), count=p.ours_a, other=p.ours_b, samples=p.samples),
        )
    if p.trick and not p.is_trump(p.best) and p.ours_a >= p.share(0.5):
        worth = _trick_points(p.a, p.side.mine) * p.samples / max(p.ours_a, 1)
        if worth <= POOR_TRICK:
            return (
                Reason(
                    TRIUNFO_EN_BAZA_POBRE,
                    cards=p.cards(),
                    count=p.ours_a,
                    samples=p.samples,
                    points=round(worth),
                ),
            )
    return ()


def _card_kept_wins(p, _found):
    """The card played now, kept with the better choice, wins a trick later."""
    kept = p.count(p.b, lambda r: p.action in r.later_wins)
    if kept >= p.share(KEPT_WINS) and kept > p.count(p.a, lambda r: p.best in r.later_wins):
        return (Reason(GUARDA_CARTA, cards=(p.best, p.action), count=kept, samples=p.samples),)
    return ()


def _later_tricks(p, found):
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
        return (Reason(HACE_FALLO, cards=p.cards(), count=fewer, other=more, samples=p.samples, suit=suit),)
    if found or p.cabrero:
        return ()
    return (Reason(MAS_BAZAS_DESPUES, cards=p.cards(), count=fewer, other=more, samples=p.samples),)


def _better_card_lost_later(p, _found):
    """The better card, kept by the move judged, goes to the other side later anyway."""
    lost = p.count(p.a, lambda r: p.best in r.later_lost)
    if POINTS[p.best] >= CARD_POINTS and lost >= p.share(KEPT_WINS):
        return (Reason(LA_PIERDE_DESPUES, cards=p.cards(), count=lost, samples=p.samples),)
    return ()


def _trumps_drawn(p, _found):
    """Leading the better trump makes the rivals play theirs."""
    if p.trick or not p.is_trump(p.best) or p.is_trump(p.action):
        return ()
    drawn = p.count(p.b, lambda r: any(p.is_trump(card) and p.side.rival(who) for who, card in r.plays))
    if drawn >= p.share(0.5):
        return (Reason(SACA_TRIUNFOS, cards=(p.best, p.action), count=drawn, samples=p.samples),)
    return ()


def _tutes(p, _found):
    """A tute (four reyes or four caballos) wins the hand at once: the better card lets the
    side sing it, or the card judged lets a rival."""
    reasons = []
    for mine, code in ((False, TUTE_AL_RIVAL), (True, PIERDE_TUTE)):
        tutes_a = p.count(p.a, lambda r, mine=mine: r.tute is not None and p.side.mine(r.tute) == mine)
        tutes_b = p.count(p.b, lambda r, mine=mine: r.tute is not None and p.side.mine(r.tute) == mine)
        if (tutes_b - tutes_a if mine else tutes_a - tutes_b) >= p.share(0.1):
            reasons.append(Reason(code, cards=p.cards(), count=tutes_a, other=tutes_b, samples=p.samples))
    return reasons


def _cante_change(p, code, more, fewer, whose):
    """The cante of a seat of ``whose`` side made most often in the records ``more``, when it
    is made at least a fifth of the deals less often in ``fewer`` (same deals)."""
    cante, count_more = _most_common(
        (seat, suit) for r in more for seat, suit in set(r.cantes) if whose(seat)
    )
    if cante is None:
        return ()
    count_fewer = p.count(fewer, lambda r: cante in r.cantes)
    if count_more - count_fewer < p.share(0.2):
        return ()
    seat, suit = cante
    count_a, count_b = (count_fewer, count_more) if more is p.b else (count_more, count_fewer)
    return (
        Reason(
            code,
            cards=p.cards(),
            seat=seat,
            suit=suit,
            count=count_a,
            other=count_b,
            samples=p.samples,
            points=40 if suit == p.trump else 20,
        ),
    )


def _own_cante_lost(p, _found):
    """The better card wins a trick that lets the seat's side declare a cante."""
    return _cante_change(p, PIERDE_CANTE, p.b, p.a, p.side.mine)


def _cante_broken(p, _found):
    """The card judged is the rey or caballo of a cante still to declare."""
    suits = protected_suits(p.view)

    def of_a_cante(card):
        return SUIT[card] in suits and RANK[card] in (11, 12)

    if of_a_cante(p.action) and not of_a_cante(p.best):
        suit = SUIT[p.action]
        return (Reason(ROMPE_CANTE, cards=(p.action,), suit=suit, points=40 if suit == p.trump else 20),)
    return ()


def _rival_cante(p, _found):
    """The card judged lets a rival win a trick and declare a cante."""
    return _cante_change(p, CANTE_AL_RIVAL, p.a, p.b, p.side.rival)


# The reasons of a card play, in the order they are told (a tute first: it decides the hand).
_CARD_RULES = (
    _tutes,
    _monta_al_companero,
    _rival_takes_the_trick,
    _who_takes_the_trick,
    _points_of_the_trick,
    _points_to_a_lost_trick,
    _partner_not_loaded,
    _lower_card_wins,
    _trump_spent,
    _card_kept_wins,
    _later_tricks,
    _better_card_lost_later,
    _trumps_drawn,
    _own_cante_lost,
    _cante_broken,
    _rival_cante,
)


def _card_reasons(view, action, best, recs_a, recs_b, samples):
    pair = _Pair(view, action, best, recs_a, recs_b, samples)
    found: list[Reason] = []
    for rule in _CARD_RULES:
        found.extend(rule(pair, found))
    return found


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
        return _cabrero_places(cards, recs_a, recs_b, samples)
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


def _cabrero_places(cards, recs_a, recs_b, samples):
    """Cabrero: left in the middle more often, and how the better card escapes it (a menos, a
    más, without entering): each way out told when it makes up at least half of the difference
    in the middle, or a sixth of the deals."""
    middle_a = sum(1 for r in recs_a if r.place == "medio")
    middle_b = sum(1 for r in recs_b if r.place == "medio")
    if middle_a <= middle_b:
        return []
    reasons = [Reason(QUEDA_EN_MEDIO, cards=cards, count=middle_a, other=middle_b, samples=samples)]
    for place, code in (("a_menos", VA_A_MENOS), ("a_mas", VA_A_MAS), ("libre", NO_ENTRA)):
        there_a = sum(1 for r in recs_a if r.place == place)
        there_b = sum(1 for r in recs_b if r.place == place)
        gained = there_b - there_a
        if gained > 0 and (gained >= 0.15 * samples or 2 * gained >= middle_a - middle_b):
            reasons.append(Reason(code, cards=cards, count=there_a, other=there_b, samples=samples))
    return reasons


def _window_reasons(view, action, best, recs_a, recs_b, samples):
    """A declaration window: the cante or the swap the better action makes, and, from the
    sampled deals, a tute the cante judged rules out or a cante the better order keeps."""
    declared = _declaration_reason(view, action, best)
    if declared is not None:
        return [declared]
    pair = _Pair(view, action, best, recs_a, recs_b, samples)
    return [*_tute_closed(pair), *_cante_kept(pair)]


def _cante_points(view, suit):
    return 40 if suit == view.trump else 20


def _declaration_reason(view, action, best):
    """What the better declaration or swap does, told without figures (it is the rules'), or
    None."""
    kind, _sep, arg = best.partition(":")
    if kind == "tute":
        return Reason(NO_CANTA_TUTE, cards=())
    if kind == "cante" and action == "paso":
        return Reason(NO_CANTA, suit=arg, points=_cante_points(view, arg))
    if kind == "cante" and action.startswith("cante:"):
        more = _cante_points(view, arg) - _cante_points(view, action[6:])
        return Reason(CANTA_MENOS, suit=arg, points=more) if more > 0 else None
    if kind == "cambio" and action == "paso":
        return Reason(NO_CAMBIA, cards=(arg, view.trump_card or ""))
    if kind == "cambio" and action.startswith("cante:"):
        # Declaring closes the window; swapping first keeps it open for the cante.
        return Reason(CAMBIA_ANTES, cards=(arg, view.trump_card or ""), suit=action[6:])
    return None


def _tute_closed(p):
    """Tute sin cantes previos: the cante judged rules out a tute of the seat that the better
    action (passing, or another declaration) leaves open."""
    if not p.action.startswith("cante:") or not p.view.rules.tute_sin_cantes_previos:
        return ()
    seat = p.view.seat
    tutes_a = p.count(p.a, lambda r: r.tute == seat)
    tutes_b = p.count(p.b, lambda r: r.tute == seat)
    if tutes_b - tutes_a < p.share(0.1):
        return ()
    return (Reason(CIERRA_TUTE, suit=p.action[6:], count=tutes_a, other=tutes_b, samples=p.samples),)


def _cante_kept(p):
    """Two cantes of the same value: the one declared first leaves the other for a later trick
    the side wins; the better order declares a cante later more often."""
    if not (p.action.startswith("cante:") and p.best.startswith("cante:")):
        return ()
    later_a = p.count(p.a, lambda r: any(p.side.mine(seat) for seat, _suit in r.cantes))
    later_b = p.count(p.b, lambda r: any(p.side.mine(seat) for seat, _suit in r.cantes))
    if later_b - later_a < p.share(0.2):
        return ()
    return (Reason(CANTA_OTRO_ANTES, suit=p.best[6:], count=later_a, other=later_b, samples=p.samples),)
