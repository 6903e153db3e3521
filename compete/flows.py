"""Use cases of playing for points: a competitive match enters (``enter``, when it starts) and
is settled exactly once (``settle``, when it ends: played out, ended amicably or abandoned).

The tables call these (tables.flows): ``enter`` inside the transaction that starts the match,
with each seat's person (account or guest), bot level and address; ``settle`` inside the one
that ends it. Settling locks the contest row first, then the players' rows in the order of their
ids; a contest already settled is left as it is, so two processes settling the same match at
once apply it once (the ledger's unique constraint stands behind the lock).
"""

import dataclasses

from django.db import transaction
from django.utils import timezone

from compete import ledger, ranking, ratings
from compete.models import Award, ChipMovement, ClassCompetition, Contest
from compete.rules import (
    ABANDON_XP,
    LOSER_XP,
    RATED_DESPITE,
    Outcome,
    Reason,
    pot_shares,
    win_xp,
)
from tute import Rules


@dataclasses.dataclass(frozen=True)
class SeatEntry:
    """Who sits at a seat when a match starts: a person with an account (``user_id``), a guest
    (``guest``), or a bot (``level``); a person's ``address`` as seen when they sat down."""

    seat: int
    user_id: int | None = None
    guest: bool = False
    level: str = ""
    address: str = ""


def reasons(seats):
    """Why a match with these seats would not count (empty: it counts)."""
    found = []
    people = [s for s in seats if not s.level]
    if any(s.guest or s.user_id is None for s in people):
        found.append(Reason.GUEST)
    if any(s.level for s in seats):
        found.append(Reason.BOT)
    addresses = [s.address for s in people if s.address]
    if len(addresses) != len(set(addresses)):
        found.append(Reason.SAME_ADDRESS)
    return found


def class_competes(classroom_id):
    """Whether a class's tables may compete: off unless its teacher turned it on."""
    return ClassCompetition.objects.filter(classroom_id=classroom_id, on=True).exists()


def _sides(variant, players, rules):
    pairs = variant == "arrastre" and players == 4 and rules.parejas
    return (lambda seat: seat % 2) if pairs else (lambda seat: seat), pairs


@transaction.atomic
def enter(game, seats, *, bet=0, classroom=None):
    """The contest of a competitive match that starts now; when it counts, every person's bet
    goes into the pot (``ledger.NotEnoughChips`` when someone lacks it: nothing is saved)."""
    rules = game.engine_rules()
    side, _pairs = _sides(game.variant, game.players, rules)
    why = reasons(seats)
    counts = not why
    contest = Contest.objects.create(
        game=game,
        variant=game.variant,
        players=game.players,
        rules=dict(game.rules),
        classroom=classroom,
        bet=bet if counts else 0,
        counts=counts,
        reasons=[str(r) for r in why],
        seats=[{**dataclasses.asdict(s), "side": side(s.seat)} for s in seats],
    )
    if counts and bet:
        players = ledger.locked_players(s.user_id for s in seats)
        for entry in seats:
            ledger.move(players[entry.user_id], -bet, ChipMovement.Kind.BET, contest)
        contest.pot = bet * len(seats)
        contest.save(update_fields=["pot"])
    return contest


def abandon(game, seat):
    """A person leaves a competitive match for good: noted on the contest (the table then ends
    the match and settles it as abandoned)."""
    contest = Contest.objects.select_for_update().filter(game=game).first()
    if contest is not None and seat not in contest.abandoned_by:
        contest.abandoned_by = [*contest.abandoned_by, seat]
        contest.save(update_fields=["abandoned_by"])
    return contest


@transaction.atomic
def settle(game, outcome=Outcome.PLAYED):
    """Apply a finished contest once: XP, chips, ratings and places. Returns the contest (None
    when the match was not competitive)."""
    contest = Contest.objects.select_for_update().filter(game=game).first()
    if contest is None or contest.settled is not None:
        return contest
    if contest.abandoned_by and outcome is Outcome.PLAYED:
        outcome = Outcome.ABANDONED
    people = [s for s in contest.seats if not s["level"] and s["user_id"]]
    players = ledger.locked_players(s["user_id"] for s in people)
    settlement = _Settlement(contest, game, outcome, people)
    if outcome is Outcome.AMICABLE:
        settlement.refund_all(players)
    elif contest.counts or _rated(contest):
        settlement.result(players)
    else:
        settlement.nothing()
    contest.settled, contest.outcome = timezone.now(), str(outcome)
    contest.save(update_fields=["settled", "outcome"])
    return contest


def _rated(contest):
    return set(contest.reasons) <= {str(r) for r in RATED_DESPITE}


class _Settlement:
    """The arithmetic of one settlement (a helper of ``settle``, inside its transaction)."""

    def __init__(self, contest, game, outcome, people):
        self.contest, self.game, self.outcome, self.people = contest, game, outcome, people
        self.rules = Rules(**contest.rules)
        _side, self.pairs = _sides(contest.variant, contest.players, self.rules)
        self.abandoners = set(contest.abandoned_by)

    def refund_all(self, players):
        """An amicable end: every bet back, except to who left for good (seed 002)."""
        for seat in self.people:
            if self.contest.bet and seat["seat"] not in self.abandoners:
                ledger.move(
                    players[seat["user_id"]], self.contest.bet, ChipMovement.Kind.REFUND, self.contest
                )
            Award.objects.create(contest=self.contest, user_id=seat["user_id"], seat=seat["seat"])

    def nothing(self):
        """A match that does not count: each person's (empty) award, for the table to say so."""
        for seat in self.people:
            Award.objects.create(contest=self.contest, user_id=seat["user_id"], seat=seat["seat"])

    def winners(self):
        """The winning sides: the engine's, or, after an abandon, every side but the leaver's."""
        if self.outcome is Outcome.ABANDONED:
            lost = {s["side"] for s in self.contest.seats if s["seat"] in self.abandoners}
            return {s["side"] for s in self.contest.seats} - lost
        return set(self.game.match_at().winners())

    def ranks(self):
        """(sides, one rank per side) for the rating: a leaver's side last."""
        sides = sorted({s["side"] for s in self.contest.seats})
        lost = {s["side"] for s in self.contest.seats if s["seat"] in self.abandoners}
        return sides, ratings.ranks_from(self.game.match_at(), sides, lost, self.winners())

    def excused(self, winners):
        """After an abandon, the leaver's partners: they get their bet back and no XP."""
        if self.outcome is not Outcome.ABANDONED:
            return set()
        by_seat = {s["seat"]: s for s in self.contest.seats}
        lost = {by_seat[a]["side"] for a in self.abandoners}
        return {s["seat"] for s in self.people if s["seat"] not in self.abandoners and s["side"] in lost}

    def result(self, players):
        """A match played out or abandoned: ratings, then XP and the pot (when it counts)."""
        winners = self.winners()
        counts, bet = self.contest.counts, self.contest.bet
        excused = self.excused(winners)
        changes = self._rate()
        pot = self.contest.pot
        for seat in self.people:
            if counts and bet and seat["seat"] in excused:
                ledger.move(players[seat["user_id"]], bet, ChipMovement.Kind.REFUND, self.contest)
                pot -= bet
        winning = [s for s in self.people if s["side"] in winners]
        share = pot_shares(pot, len(winning))[0] if counts else 0
        gains = {}
        for seat in self.people:
            won = seat["side"] in winners
            xp = self._xp(seat, won, excused) if counts else 0
            if won and share:
                ledger.move(players[seat["user_id"]], share, ChipMovement.Kind.WIN, self.contest)
            paid = bet if counts and seat["seat"] not in excused else 0
            gains[seat["seat"]] = (won, xp, (share if won else 0) - paid)
        self._tally_and_award(gains, changes)

    def _tally_and_award(self, gains, changes):
        scopes = [ranking.EVERYONE]
        if self.contest.classroom_id:
            scopes.append(ranking.class_scope(self.contest.classroom_id))
        before = {s["user_id"]: ranking.place_of(s["user_id"]) for s in self.people}
        for seat in self.people:
            ranking.add_xp(seat["user_id"], self.contest.variant, gains[seat["seat"]][1], scopes=scopes)
        for seat in self.people:
            user_id = seat["user_id"]
            won, xp, chips = gains[seat["seat"]]
            after = ranking.place_of(user_id)
            mu = changes.get(("user", user_id), (None, None))
            Award.objects.create(
                contest=self.contest,
                user_id=user_id,
                seat=seat["seat"],
                won=won,
                xp=xp,
                chips=chips,
                place_before=before[user_id][0] if before[user_id] else None,
                place_after=after[0] if after else None,
                rating_before=mu[0],
                rating_after=mu[1],
                abandoned=seat["seat"] in self.abandoners,
            )

    def _xp(self, seat, won, excused):
        if seat["seat"] in self.abandoners:
            return -ABANDON_XP
        if seat["seat"] in excused:
            return 0
        if won:
            return win_xp(self.contest.variant, self.contest.players, self.rules, pairs=self.pairs)
        return LOSER_XP

    def _rate(self):
        sides, ranks = self.ranks()
        teams = []
        for side in sides:
            members = []
            for seat in self.contest.seats:
                if seat["side"] != side:
                    continue
                members.append(("bot", seat["level"]) if seat["level"] else ("user", seat["user_id"]))
            teams.append(members)
        return ratings.rate(self.contest.variant, teams, ranks)
