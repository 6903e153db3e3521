"""Seed 002's «Clasificación por puntos»: XP per match, the chips ledger, who counts; the
project's choices (docs/RULES.md §10): the stake, the top-up, the bank's share, abandoning."""

import datetime

import pytest
from django.db import IntegrityError, transaction

from compete import flows, ledger, ranking
from compete.models import Award, ChipMovement, Contest, Player
from compete.rules import ABANDON_XP, LOSER_XP, START_CHIPS, TOPUP_TO, Outcome, Reason, win_xp
from tute import Rules

from .helpers import contest_of, person, played_game, seats_of, started_game

pytestmark = pytest.mark.django_db


def winners_and_losers(game, users):
    winners = set(game.match_at().winners())
    pairs = game.variant == "arrastre" and game.players == 4 and game.engine_rules().parejas
    side = (lambda seat: seat % 2) if pairs else (lambda seat: seat)
    won = [u for n, u in enumerate(users) if side(n) in winners]
    lost = [u for n, u in enumerate(users) if side(n) not in winners]
    return won, lost


def test_a_new_account_starts_with_its_stake_as_a_ledger_row():
    ana = person("ana")
    assert ledger.balance(ana) == START_CHIPS
    movement = ChipMovement.objects.get(user=ana)
    assert (movement.kind, movement.amount, movement.balance_after) == ("stake", START_CHIPS, START_CHIPS)


@pytest.mark.parametrize(("variant", "players", "rules", "xp"), [
    ("habanero", 2, {}, 20),
    ("arrastre", 3, {}, 30),
    ("arrastre", 4, {"parejas": False}, 40),
    ("arrastre", 4, {}, 20),  # in pairs the pair's 40 are shared
    ("habanero", 2, {"rondas": 3}, 40),  # two extra rounds: +20
    ("cabrero", 4, {}, 40),
])  # fmt: skip
def test_xp_of_a_match_won_and_lost(variant, players, rules, xp):
    users = [person(f"p{n}") for n in range(players)]
    game, contest = contest_of(users, variant=variant, rules=rules, seed=3)
    flows.settle(game)
    won, lost = winners_and_losers(game, users)
    assert won
    for user in won:
        assert ranking.total_xp(user.pk) == xp
    for user in lost:
        assert ranking.total_xp(user.pk) == LOSER_XP
    assert win_xp(variant, players, Rules(**rules), pairs=variant == "arrastre" and players == 4
                  and rules.get("parejas", True)) == xp  # fmt: skip


def test_the_winner_takes_the_pot_less_the_banks_quarter_and_every_move_is_a_row():
    ana, bea = person("ana"), person("bea")
    game, contest = contest_of([ana, bea], bet=100)
    assert contest.pot == 200
    assert ledger.balance(ana) == ledger.balance(bea) == START_CHIPS - 100
    flows.settle(game)
    (winner,), (loser,) = winners_and_losers(game, [ana, bea])
    assert ledger.balance(winner) == START_CHIPS - 100 + 150
    assert ledger.balance(loser) == START_CHIPS - 100
    for user in (ana, bea):
        rows = list(ChipMovement.objects.filter(user=user).order_by("id"))
        assert sum(r.amount for r in rows) == ledger.balance(user)
        assert rows[-1].balance_after == ledger.balance(user)
    award = Award.objects.get(contest=contest, user=winner)
    assert (award.won, award.chips) == (True, 50)
    assert award.rating_after > award.rating_before  # the winner's rating rises, the loser's falls
    lost = Award.objects.get(contest=contest, user=loser)
    assert lost.rating_after < lost.rating_before


def test_a_person_without_the_bet_cannot_start_and_nothing_is_taken():
    ana, bea = person("ana"), person("bea")
    ledger.player_of(bea)
    Player.objects.filter(user=bea).update(chips=30)
    game = played_game()
    with pytest.raises(ledger.NotEnoughChips):
        flows.enter(game, seats_of([ana, bea]), bet=50)
    assert ledger.balance(ana) == START_CHIPS
    assert not Contest.objects.exists()


def test_a_balance_never_goes_negative_even_written_by_hand():
    ana = person("ana")
    player = ledger.player_of(ana)
    with pytest.raises(ledger.NotEnoughChips):
        with transaction.atomic():
            ledger.move(ledger.locked_players([ana.pk])[ana.pk], -START_CHIPS - 1, ChipMovement.Kind.BET)
    with pytest.raises(IntegrityError), transaction.atomic():
        Player.objects.filter(pk=player.pk).update(chips=-1)


def test_settling_twice_applies_once():
    ana, bea = person("ana"), person("bea")
    game, contest = contest_of([ana, bea], bet=50)
    flows.settle(game)
    flows.settle(game)
    assert ChipMovement.objects.filter(contest=contest, kind="win").count() == 1
    assert Award.objects.filter(contest=contest).count() == 2
    assert sorted(ranking.total_xp(u.pk) for u in (ana, bea)) == [LOSER_XP, 20]


def test_the_same_address_counts_for_nobody_and_takes_no_chips():
    ana, bea = person("ana"), person("bea")
    game, contest = contest_of([ana, bea], bet=100, addresses=["10.1.1.1", "10.1.1.1"])
    assert not contest.counts
    assert contest.reasons == [Reason.SAME_ADDRESS]
    flows.settle(game)
    assert ledger.balance(ana) == ledger.balance(bea) == START_CHIPS
    assert ranking.total_xp(ana.pk) == ranking.total_xp(bea.pk) == 0


def test_a_guest_or_a_bot_makes_the_match_not_count_but_bots_are_rated():
    ana = person("ana")
    game = played_game()
    seats = [flows.SeatEntry(0, ana.pk, address="1"), flows.SeatEntry(1, guest=True, address="2")]
    guest = flows.enter(game, seats)
    assert guest.reasons == [Reason.GUEST]
    game = played_game(seed=2)
    bot = flows.enter(game, [flows.SeatEntry(0, ana.pk, address="1"), flows.SeatEntry(1, level="novato")])
    assert bot.reasons == [Reason.BOT]
    flows.settle(game)
    assert ranking.total_xp(ana.pk) == 0
    award = Award.objects.get(contest=bot)
    assert award.xp == 0
    assert award.rating_after is not None  # rated against the novato


def test_an_amicable_end_returns_the_bets_except_to_who_abandoned():
    ana, bea, eva = person("ana"), person("bea"), person("eva")
    game = started_game(variant="arrastre", players=3)
    flows.enter(game, seats_of([ana, bea, eva]), bet=25)
    with transaction.atomic():
        flows.abandon(game, 2)
    flows.settle(game, Outcome.AMICABLE)
    assert ledger.balance(ana) == ledger.balance(bea) == START_CHIPS
    assert ledger.balance(eva) == START_CHIPS - 25
    assert ranking.total_xp(ana.pk) == 0


def test_abandoning_loses_the_match_the_bet_and_xp_and_spares_the_partner():
    users = [person(f"p{n}") for n in range(4)]
    game = started_game(variant="arrastre", players=4)
    flows.enter(game, seats_of(users), bet=10)
    ranking.add_xp(users[0].pk, "arrastre", 100)
    with transaction.atomic():
        flows.abandon(game, 0)
    contest = flows.settle(game)
    assert contest.outcome == Outcome.ABANDONED
    assert ranking.total_xp(users[0].pk) == 100 - ABANDON_XP
    assert ledger.balance(users[0]) == START_CHIPS - 10
    assert ledger.balance(users[2]) == START_CHIPS  # the partner: his bet back, no XP
    assert ranking.total_xp(users[2].pk) == 0
    for rival in (users[1], users[3]):  # 30 left in the pot: 22 for the winners, 11 each
        assert ranking.total_xp(rival.pk) == 20
        assert ledger.balance(rival) == START_CHIPS - 10 + 11


def test_the_daily_top_up_brings_a_low_balance_up_once_a_day():
    ana = person("ana")
    ledger.player_of(ana)
    Player.objects.filter(user=ana).update(chips=10)
    today = datetime.date(2026, 12, 5)
    assert ledger.top_up(ana, today) == TOPUP_TO - 10
    assert ledger.top_up(ana, today) == 0
    Player.objects.filter(user=ana).update(chips=0)
    assert ledger.top_up(ana, today + datetime.timedelta(days=1)) == TOPUP_TO
    assert ChipMovement.objects.filter(user=ana, kind="topup").count() == 2
    Player.objects.filter(user=ana).update(chips=TOPUP_TO + 1)
    assert ledger.top_up(ana, today + datetime.timedelta(days=2)) == 0


def test_places_before_and_after_are_kept_for_the_table():
    users = [person(f"p{n}") for n in range(3)]
    ranking.add_xp(users[2].pk, "habanero", 1000)
    game, contest = contest_of(users[:2])
    flows.settle(game)
    (winner,), _lost = winners_and_losers(game, users[:2])
    award = Award.objects.get(contest=contest, user=winner)
    assert award.place_before is None
    assert award.place_after == 2
    assert ranking.place_of(users[2].pk) == (1, 1000)


def test_the_bots_levels_are_rated_against_each_other_and_against_people():
    from io import StringIO

    from django.core.management import call_command

    from compete import ratings

    out = StringIO()
    call_command("rate_bots", matches=3, levels="novato,intermedio", stdout=out)
    for variant in ratings.VARIANTS:
        rated = ratings.bot_ratings(variant)
        assert set(rated) == {"novato", "intermedio"}
        assert all(row.matches >= 1 for row in rated.values())
    assert "habanero  novato" in out.getvalue()
    before = ratings.bot_ratings("habanero")["novato"].matches
    ana = person("ana")
    game = played_game(seed=7)
    flows.enter(game, [flows.SeatEntry(0, ana.pk, address="1"), flows.SeatEntry(1, level="novato")])
    flows.settle(game)
    assert ratings.bot_ratings("habanero")["novato"].matches == before + 1


def test_a_rating_is_placed_among_the_bots_levels_in_words():
    from compete import present, ratings

    for _ in range(6):  # the intermedio beats the novato six times
        ratings.rate("habanero", [[("bot", "intermedio")], [("bot", "novato")]], [0, 1])
    low = ratings.bot_ratings("habanero")["novato"].mu
    high = ratings.bot_ratings("habanero")["intermedio"].mu
    assert low < high
    assert present.level_place((low + high) / 2, "habanero") == "Tu nivel: entre el novato y el intermedio."
    assert present.level_place(high + 10, "habanero") == "Tu nivel: por encima del intermedio."
    assert present.level_place(low - 10, "habanero") == "Tu nivel: por debajo del novato."
    assert present.level_place(high, "habanero") == "Tu nivel: como el intermedio."
    assert present.level_place(25.0, "cabrero") == ""  # no bot rated there yet


@pytest.mark.parametrize(
    ("variant", "players", "rules"), [("arrastre", 3, {}), ("arrastre", 4, {}), ("cabrero", 4, {})]
)
def test_ratings_rise_for_the_winners_of_every_kind_of_table(variant, players, rules):
    users = [person(f"r{n}") for n in range(players)]
    game, contest = contest_of(users, variant=variant, rules=rules, seed=5)
    flows.settle(game)
    for award in Award.objects.filter(contest=contest):
        if award.won:
            assert award.rating_after > award.rating_before
