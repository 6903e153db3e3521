"""Two processes settling the same match at the same moment (two daphne workers each seeing the
match end): the settlement is applied exactly once, and nothing is lost or written twice.

Real concurrent connections, released together by a barrier, many times over. It runs on
PostgreSQL (the row lock is what is tested); SQLite serialises writers by locking the whole file,
so it is skipped there with that reason, as tests/production/test_races.py is.
"""

import threading

import pytest
from django.db import connection, connections

from compete import flows, ledger, ranking
from compete.models import Award, ChipMovement, Contest

from .helpers import person, played_game, seats_of

ROUNDS = 12

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        connection.vendor == "sqlite",
        reason="needs a database with row locks and concurrent connections: runs in the PostgreSQL pass",
    ),
]


def at_once(calls):
    barrier = threading.Barrier(len(calls))
    results, errors = [None] * len(calls), []

    def run(index, call):
        try:
            barrier.wait()
            results[index] = call()
        except Exception as error:  # reported below, with the test's failure
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=(i, c)) for i, c in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors, errors
    return results


def test_two_processes_settling_one_match_apply_it_once():
    ana, bea = person("ana"), person("bea")
    for round_number in range(ROUNDS):
        game = played_game(seed=round_number)
        contest = flows.enter(game, seats_of([ana, bea]), bet=20)
        at_once([lambda g=game: flows.settle(g), lambda g=game: flows.settle(g)])
        contest = Contest.objects.get(pk=contest.pk)
        assert contest.settled is not None
        assert ChipMovement.objects.filter(contest=contest, kind="win").count() == 1
        assert Award.objects.filter(contest=contest).count() == 2
    total = ChipMovement.objects.filter(kind="bet").count()
    assert total == 2 * ROUNDS
    for user in (ana, bea):  # every balance is the sum of its rows
        rows = ChipMovement.objects.filter(user=user)
        assert sum(r.amount for r in rows) == ledger.balance(user)
    xp = ranking.total_xp(ana.pk) + ranking.total_xp(bea.pk)
    assert xp == ROUNDS * (20 + 5)


def test_two_matches_of_the_same_people_settled_at_once_do_not_deadlock():
    ana, bea = person("ana"), person("bea")
    games = [played_game(seed=seed) for seed in (1, 2)]
    for game in games:
        flows.enter(game, seats_of([ana, bea] if game is games[0] else [bea, ana]), bet=10)
    at_once([lambda: flows.settle(games[0]), lambda: flows.settle(games[1])])
    assert Contest.objects.filter(settled__isnull=False).count() == 2
    assert ranking.total_xp(ana.pk) + ranking.total_xp(bea.pk) == 2 * 25
