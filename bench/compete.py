"""Speed bench of playing for points at scale: the ranking page and a settlement with 100,000
players and a million ledger rows, on PostgreSQL.

    .venv/bin/python bench/compete.py [--players 100000] [--movements 1000000] [--requests 300]

1. Makes a fresh PostgreSQL database `tute_compete_bench` (server from TUTE_PG, else
   postgres://tute:tute@127.0.0.1:5432/) and migrates it; fills it with SQL: the players (an
   account, a chosen name, a Player with its chips), their XP tallies (overall and one variant,
   all time and this week: four rows each) and the ledger's rows; then VACUUM ANALYZE.
2. The ranking page, through Django's whole request path (middleware, view, template) in this
   process: the first page, a variant, this week, a page far down (offset 2,450), each for an
   anonymous visitor and for a signed-in player (whose own place is counted). Prints p50/p95/max,
   and the ratio of its median to the rules page's (a yardstick measured in the same run: the
   ratio, not the milliseconds, is what compares across loads).
3. Settlements: matches of two of those players played to their end by intermedio bots,
   entered with a bet and settled (compete.flows.settle: ledger rows, XP tallies, places before
   and after, ratings). Prints p50/p95/max of the settlement alone.

Prints the load average with the figures: the machine is shared, compare ratios within a run.
Redis for the cache when REDIS_URL is set (else the process's own memory). Talks to 127.0.0.1.
"""

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

import psycopg

ROOT = Path(__file__).resolve().parent.parent
DB = "tute_compete_bench"


def server_url():
    url = os.environ.get("TUTE_PG", "postgres://tute:tute@127.0.0.1:5432/postgres")
    if "127.0.0.1" not in url and "localhost" not in url:
        sys.exit("TUTE_PG must point at this machine (127.0.0.1)")
    return url


def fresh_database(url):
    base = url.rsplit("/", 1)[0]
    with psycopg.connect(f"{base}/postgres", autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {DB}")
        conn.execute(f"CREATE DATABASE {DB}")
    return f"{base}/{DB}"


def setup_django(database):
    os.environ["DATABASE_URL"] = database
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tests.settings")
    sys.path.insert(0, str(ROOT))
    import django  # noqa: PLC0415  (after the environment is set)

    django.setup()
    from django.core.management import call_command  # noqa: PLC0415

    call_command("migrate", verbosity=0)


def fill(players, movements):
    from django.db import connection  # noqa: PLC0415

    from compete.ranking import week_of  # noqa: PLC0415

    week = week_of()
    started = time.perf_counter()
    with connection.cursor() as cur:
        cur.execute("SET statement_timeout = 0")  # the site's 15 s limit is for requests, not for filling
        cur.execute(
            """INSERT INTO auth_user (password, is_superuser, username, first_name, last_name, email,
                   is_staff, is_active, date_joined)
               SELECT '!', false, 'p' || g, '', '', 'p' || g || '@bench.example', false, true, now()
               FROM generate_series(1, %s) g""",
            [players],
        )
        cur.execute(
            """INSERT INTO accounts_person (user_id, display_name)
               SELECT id, 'Jugador ' || id FROM auth_user"""
        )
        cur.execute(
            """INSERT INTO compete_player (user_id, public_id, chips, created)
               SELECT id, gen_random_uuid(), 1000, now() FROM auth_user"""
        )
        for scope_variant, period in (("''", "'total'"), ("''", f"'{week}'")):
            cur.execute(
                f"""INSERT INTO compete_xptally (user_id, scope, variant, period, xp)
                    SELECT id, '', {scope_variant}, {period}, (random() * 5000)::int FROM auth_user"""
            )
        for period in ("'total'", f"'{week}'"):
            cur.execute(
                f"""INSERT INTO compete_xptally (user_id, scope, variant, period, xp)
                    SELECT id, '', (ARRAY['arrastre','habanero','cabrero'])[1 + mod(id, 3)], {period},
                           (random() * 3000)::int FROM auth_user"""
            )
        cur.execute(
            """INSERT INTO compete_chipmovement (user_id, amount, balance_after, kind, created)
               SELECT u.id, 10, 1000, 'topup', now() - (g || ' minutes')::interval
               FROM generate_series(1, %s) g
               JOIN auth_user u ON u.id = (SELECT min(id) FROM auth_user) + g %% %s""",
            [movements, players],
        )
        cur.execute("VACUUM ANALYZE")  # as autovacuum keeps a live database: index-only scans
        cur.execute("RESET statement_timeout")
    return time.perf_counter() - started


def percentiles(times):
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    median, worst = statistics.median(times) * 1000, times[-1] * 1000
    return f"p50 {median:7.1f} ms   p95 {p95 * 1000:7.1f} ms   max {worst:7.1f} ms"


def bench_ranking(requests):
    from django.contrib.auth import get_user_model  # noqa: PLC0415
    from django.test import Client  # noqa: PLC0415

    user = get_user_model().objects.order_by("pk")[5000]
    signed = Client()
    signed.force_login(user)
    anonymous = Client()
    queries = [{}, {"modalidad": "habanero"}, {"periodo": "semana"}, {"pagina": "50"}]
    times = {"anonymous": [], "signed in": [], "yardstick": []}
    for _ in range(requests):  # the yardstick: the rules page (a long page, no query of its own)
        start = time.perf_counter()
        assert anonymous.get("/reglas/").status_code == 200
        times["yardstick"].append(time.perf_counter() - start)
    for number in range(requests):
        for label, client in (("anonymous", anonymous), ("signed in", signed)):
            start = time.perf_counter()
            response = client.get("/clasificacion/", queries[number % len(queries)])
            times[label].append(time.perf_counter() - start)
            assert response.status_code == 200, response.status_code
    assert "Tu puesto" in signed.get("/clasificacion/").content.decode()
    return times


def bench_settlements(count):
    from django.contrib.auth import get_user_model  # noqa: PLC0415

    from compete import flows  # noqa: PLC0415
    from compete.flows import SeatEntry  # noqa: PLC0415
    from games import flows as games  # noqa: PLC0415

    users = list(get_user_model().objects.order_by("pk")[100 : 100 + 2 * count])
    times = []
    for number in range(count):
        game = games.start_game(
            variant="habanero",
            players=2,
            rules={},
            bot_levels=["intermedio"] * 2,
            feedback="none",
            seed=number,
        )
        while not game.finished:
            game = games.next_hand(game, game.ply)
        pair = users[2 * number : 2 * number + 2]
        seats = [SeatEntry(seat=n, user_id=u.pk, address=f"10.9.{number}.{n}") for n, u in enumerate(pair)]
        flows.enter(game, seats, bet=50)
        start = time.perf_counter()
        flows.settle(game)
        times.append(time.perf_counter() - start)
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=100_000)
    parser.add_argument("--movements", type=int, default=1_000_000)
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--settlements", type=int, default=40)
    args = parser.parse_args()
    database = fresh_database(server_url())
    setup_django(database)
    took = fill(args.players, args.movements)
    print(f"filled {args.players:,} players and {args.movements:,} ledger rows in {took:.0f} s")
    print(f"load average before: {os.getloadavg()}")
    ranking_times = bench_ranking(args.requests)
    for label, times in ranking_times.items():
        print(f"ranking page, {label:9}: {percentiles(times)}   ({len(times)} requests)")
    yardstick = statistics.median(ranking_times["yardstick"])
    for label in ("anonymous", "signed in"):
        ratio = statistics.median(ranking_times[label]) / yardstick
        print(f"median ranking page ({label}) / median rules page: {ratio:.2f}")
    times = bench_settlements(args.settlements)
    print(f"settlement             : {percentiles(times)}   ({len(times)} settlements)")
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
