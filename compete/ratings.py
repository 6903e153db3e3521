"""Skill ratings per variant with openskill's Plackett-Luce model (a maintained rating library
made for multiplayer games: two players, pairs, three to six each for himself).

A rating is a mean ``mu`` and an uncertainty ``sigma`` (25 and 25/3 for a newcomer). On the
pages it is shown as ``shown(mu)`` = 40 × mu (1000 for a newcomer) with ± ``spread(sigma)`` =
80 × sigma (two sigmas: the rating is within that range with 95 % confidence), and a trend: the
change over one's last ``TREND_MATCHES`` rated matches. Bots are rated players too, one rating
per level and variant, from their matches against people and against each other
(``manage.py rate_bots``); ``between_levels`` places a person among them: «entre el aficionado
y el intermedio».
"""

from openskill.models import PlackettLuce

from compete.models import Rating, RatingPoint
from tute import Scoring
from tute.bots import LEVELS

MODEL = PlackettLuce()
SCALE = 40
TREND_MATCHES = 10
VARIANTS = ("arrastre", "habanero", "cabrero")


def shown(mu):
    return round(SCALE * mu)


def spread(sigma):
    return round(2 * SCALE * sigma)


def _row(variant, *, user_id=None, level=""):
    key = {"user_id": user_id} if user_id is not None else {"user__isnull": True, "level": level}
    row = Rating.objects.select_for_update().filter(variant=variant, **key).first()
    if row is None:
        default = MODEL.rating()
        row = Rating.objects.create(
            user_id=user_id,
            level="" if user_id else level,
            variant=variant,
            mu=default.mu,
            sigma=default.sigma,
        )
    return row


def rate(variant, teams, ranks):
    """Update the ratings of a match: ``teams`` one list per side of participants, each
    ``("user", id)`` or ``("bot", level)``; ``ranks`` one per side, 0 the best (ties share a
    rank). Returns {participant: (mu before, mu after)}."""
    rows = [[_row(variant, **_key(p)) for p in team] for team in teams]
    rated = MODEL.rate(
        [[MODEL.rating(mu=r.mu, sigma=r.sigma) for r in team] for team in rows], ranks=list(ranks)
    )
    changes = {}
    for team, new_team, members in zip(rows, rated, teams, strict=True):
        for row, new, member in zip(team, new_team, members, strict=True):
            changes[member] = (row.mu, new.mu)
            row.mu, row.sigma = new.mu, new.sigma
            row.matches += 1
            row.save(update_fields=["mu", "sigma", "matches", "updated"])
            if row.user_id is not None:
                RatingPoint.objects.create(user_id=row.user_id, variant=variant, mu=new.mu, sigma=new.sigma)
    return changes


def ranks_from(match, sides, lost=frozenset(), winners=None):
    """One rank per side of a finished match (0 the best): the winners first, then by the
    match's tally (more hands won, or fewer porotos or lost games), ``lost`` sides (a leaver's)
    last. ``winners`` overrides the match's (an abandoned match)."""
    winners = set(match.winners() if winners is None else winners)
    tally = match.standings()
    by_losses = tally.kind is not Scoring.RONDAS

    def key(side):
        count = tally.get(side, 0)
        return (side in lost, side not in winners, count if by_losses else -count)

    order = sorted({key(side) for side in sides})
    return [order.index(key(side)) for side in sides]


def _key(participant):
    kind, value = participant
    return {"user_id": value} if kind == "user" else {"level": value}


def of_user(user_id, variant):
    return Rating.objects.filter(user_id=user_id, variant=variant).first()


def bot_ratings(variant):
    """{level: Rating} of the bots rated in that variant, in the ladder's order."""
    rows = {r.level: r for r in Rating.objects.filter(user__isnull=True, variant=variant)}
    return {level: rows[level] for level in LEVELS if level in rows and rows[level].matches}


def trend(user_id, variant):
    """(the shown ratings of the last matches, oldest first; the change over them)."""
    points = list(
        RatingPoint.objects.filter(user_id=user_id, variant=variant).order_by("-created", "-id")[
            : TREND_MATCHES + 1
        ]
    )
    values = [shown(p.mu) for p in reversed(points)]
    return values, (values[-1] - values[0] if len(values) > 1 else 0)


def between_levels(mu, variant):
    """Where ``mu`` falls among the bots' levels: ("below", first), ("like", level),
    ("between", (lower, upper)), ("above", last), or None when no bot is rated there yet.
    «Like» a level is within a quarter of a sigma of a newcomer of it."""
    bots = bot_ratings(variant)
    if not bots:
        return None
    near = MODEL.sigma / 4
    ordered = sorted(bots.items(), key=lambda item: item[1].mu)
    for level, row in ordered:
        if abs(row.mu - mu) <= near:
            return ("like", level)
    if mu < ordered[0][1].mu:
        return ("below", ordered[0][0])
    if mu > ordered[-1][1].mu:
        return ("above", ordered[-1][0])
    for (low, low_row), (high, high_row) in zip(ordered, ordered[1:], strict=False):
        if low_row.mu <= mu <= high_row.mu:
            return ("between", (low, high))
    return None
