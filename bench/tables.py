"""Tables bench: simulated people over WebSockets (no browser) on two ASGI processes.

    .venv/bin/python bench/tables.py [--four 25] [--solo 25] [--duration 60] [--think 1-3]

1. Prepares a PostgreSQL database (BENCH_DATABASE_URL, default tute_tables_bench on
   127.0.0.1:5432 as role tute) and uses Redis (REDIS_URL, default database 2 on 127.0.0.1:6379).
2. Opens --four tables of four people (arrastre in pairs, five hands a match) and --solo tables
   of one person and three intermedio bots, each person an anonymous browser session, and
   starts every match.
3. Serves the site with two daphne processes (production settings: DEBUG off) sharing Redis and
   PostgreSQL; the people of each table are spread over both processes.
4. For --duration seconds each person reads every pushed table, and on their turn thinks
   (--think seconds) and plays: a cante or tute when offered, else the cards of the hand in
   order (a card the rules refuse gets a refusal, and the next is tried); the table's first
   seat deals the next hand.
5. Prints: errors (closed sockets, error messages other than refusals and stale tables),
   lost or duplicated moves (every move a person saw accepted is in its game's log, once, and
   every log replays through the engine), p50/p95/p99 from a move's sending to its delivery to
   every other person of the table (four-people tables), the round trip of a move at the bots'
   tables (the bots' replies included: reported apart), and the memory per connection of the
   ASGI processes (RSS growth divided by connections). The machine's load average is printed
   too: other processes skew the figures.

Everything talks to 127.0.0.1 only and stops by itself.
"""

import argparse
import asyncio
import dataclasses
import json
import multiprocessing
import os
import random
import re
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from importlib import import_module
from pathlib import Path

import psycopg
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

DATABASE = os.environ.get("BENCH_DATABASE_URL", "postgres://tute:tute@127.0.0.1:5432/tute_tables_bench")
REDIS = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/2")
SECRET = secrets.token_urlsafe(40)
# The site's settings for this process (which opens the tables and checks the logs) and for the
# servers it starts (they inherit the environment); Django reads them when it is set up below.
os.environ.update(
    {
        "DATABASE_URL": DATABASE,
        "REDIS_URL": REDIS,
        "SECRET_KEY": SECRET,
        "DEBUG": "0",
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "DJANGO_SETTINGS_MODULE": "tute_site.settings",
        "DJANGO_ALLOW_ASYNC_UNSAFE": "true",
    }
)

import django  # noqa: E402 (after the settings above)

django.setup()

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402

from games.models import SESSION_KEY  # noqa: E402
from tables import flows  # noqa: E402
from tables.models import Table  # noqa: E402

PLY = re.compile(r'id="table" class="[^"]*" data-ply="(\d+)"')
CARD = re.compile(r'<button type="submit" name="action" value="([^"]+)" id="card-')
DECLARE = re.compile(r'<button type="submit" name="action" value="((?:cante|tute|cambio|paso)[^"]*)"')


def setup_database():
    """A new, empty bench database, migrated (the connection opens only now)."""
    name = DATABASE.rsplit("/", 1)[1]
    with psycopg.connect(DATABASE.rsplit("/", 1)[0] + "/postgres", autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')
    call_command("migrate", verbosity=0)


def open_tables(four, solo, bots="intermedio"):
    store = import_module(settings.SESSION_ENGINE).SessionStore
    people = []

    def person():
        session = store()
        key = secrets.token_urlsafe(24)
        session[SESSION_KEY] = key
        session.create()
        return flows.Who(None, key), f"{settings.SESSION_COOKIE_NAME}={session.session_key}"

    for index in range(four + solo):
        kind = "four" if index < four else "solo"
        owner, cookie = person()
        seats = ["", "", ""] if kind == "four" else [bots] * 3
        table = flows.open_table(
            owner,
            variant="arrastre",
            players=4,
            rules={"rondas": 5},
            seats=seats,
            listed=False,
            turn_seconds=0,
            phrases=True,
        )
        members = [(0, cookie)]
        if kind == "four":
            for number in (1, 2, 3):
                who, their_cookie = person()
                flows.sit(table, who, number)
                members.append((number, their_cookie))
        flows.start(Table.objects.get(pk=table.pk), owner)
        for number, their_cookie in members:
            people.append(
                {
                    "table": table.code,
                    "table_id": table.pk,
                    "kind": kind,
                    "seat": number,
                    "cookie": their_cookie,
                }
            )
    return people


def start_servers(count=2):
    env = {
        **{k: v for k, v in os.environ.items() if k not in ("PYTEST_VERSION",)},
        "LOG_LEVEL": "ERROR",
        "CONN_MAX_AGE": "60",
        "SECURE_SSL_REDIRECT": "0",
    }
    servers = []
    wanted = os.environ.get("TUTE_PORT_RANGE", "")  # e.g. 8200-8299: keep to one's own ports
    candidates = iter(range(int(wanted.split("-")[0]), int(wanted.split("-")[1]) + 1)) if wanted else None
    for _ in range(count):
        port = _free_port(candidates)
        # A listen backlog for everybody connecting at once (Twisted's default is 50).
        endpoint = f"tcp:port={port}:interface=127.0.0.1:backlog=1024"
        cmd = [sys.executable, "-m", "daphne", "-e", endpoint, "tute_site.asgi:application"]
        # The server's errors go to a file (a pipe nobody reads would fill and stall the server).
        log = tempfile.NamedTemporaryFile("w+", prefix="bench-daphne-", suffix=".log", delete=False)
        process = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=log)
        process.log = log.name
        servers.append((process, f"http://127.0.0.1:{port}", port))
    deadline = time.monotonic() + 40
    for process, _url, port in servers:
        while True:
            if process.poll() is not None:
                raise SystemExit(f"daphne stopped: {Path(process.log).read_text()[-2000:]}")
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    raise SystemExit("daphne did not start") from None
                time.sleep(0.2)
    return servers


def _free_port(candidates):
    for port in candidates if candidates is not None else [0]:
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return s.getsockname()[1]
    raise SystemExit("no free port")


async def warm_up(person, servers):
    """A spectator's socket on each server for a moment: each process loads its templates, opens its
    pool's first database connections and replays a game before the bench measures its memory."""
    for _process, url, _port in servers:
        for _ in range(3):
            conn = await _connect({**person, "cookie": ""}, url)
            if isinstance(conn, BaseException):
                raise SystemExit(f"warm-up: {conn!r}")
            await conn.recv()
            await conn.close()


def cpu_seconds(pid):
    """User and system CPU time the process has used (less sensitive to the machine's load than
    latencies: the server's work per move)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kib(pid):
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class Stats:
    def __init__(self):
        self.errors = []
        self.refused = 0
        self.stale = 0
        self.accepted = []  # (table id, ply, seat, action) of every move its person saw accepted
        self.connected = 0
        self.dealt = {}  # table id -> next hands dealt
        self.delivery = []  # four-people tables: send -> delivery to each other person (s)
        self.round_trip_four = []
        self.round_trip_bots = []  # solo tables: send -> the table back, the bots' replies included
        self.sent = {}  # (table id, ply) -> send time
        self.messages = 0
        self.sizes = []  # bytes of every pushed message
        self.flooding = False  # a client floods a table with bad frames (the run's second half)
        self.delivery_quiet, self.delivery_flooded = [], []
        self.flood_sent = 0
        self.flood_answers = 0
        self.flood_closed = 0  # the server closed the flooding socket (and it reconnected)
        self.flood_refused = 0


@dataclasses.dataclass
class Person:
    """One simulated person at a table: what they saw last and the move they wait to see."""

    info: dict
    stats: Stats
    seen_ply: int = -1
    html: str = ""  # the last table they were shown
    refused: set = dataclasses.field(default_factory=set)  # moves refused at this ply
    pending: tuple | None = None  # (ply, send time, action or "next")

    @property
    def table_id(self):
        return self.info["table_id"]

    def read(self, arrived, text):
        """A pushed message: an error, a refusal, and/or the table at a later ply."""
        stats = self.stats
        stats.messages += 1
        stats.sizes.append(len(text.encode()))
        if 'id="table-error"' in text:
            if "La mesa ha cambiado" in text:
                stats.stale += 1
            else:
                stats.errors.append(re.search(r'id="table-error"[^>]*>([^<]*)', text).group(1))
            self.pending = None
        elif 'id="refusal"' in text:
            stats.refused += 1
            if self.pending:
                self.refused.add(self.pending[2])
            self.pending = None
        found = PLY.search(text)
        if found:
            self.html = text
            self._moved_on(arrived, int(found.group(1)))

    def _moved_on(self, arrived, ply):
        if ply <= self.seen_ply:
            return
        stats = self.stats
        for earlier in range(self.seen_ply, ply) if self.seen_ply >= 0 else ():
            sent = stats.sent.get((self.table_id, earlier))
            if sent and sent[1] != self.info["seat"] and self.info["kind"] == "four":
                stats.delivery.append(arrived - sent[0])
                (stats.delivery_flooded if stats.flooding else stats.delivery_quiet).append(arrived - sent[0])
        if self.pending and ply > self.pending[0]:
            mine = stats.round_trip_four if self.info["kind"] == "four" else stats.round_trip_bots
            mine.append(arrived - self.pending[1])
            if self.pending[2] == "next":
                stats.dealt[self.table_id] = stats.dealt.get(self.table_id, 0) + 1
            else:
                stats.accepted.append((self.table_id, self.pending[0], self.info["seat"], self.pending[2]))
            self.pending = None
        self.seen_ply = ply
        self.refused = set()

    def message(self, kind, action):
        """The move to send (and remember as the one this person waits to see)."""
        sent_at = time.perf_counter()
        # The last move sent at a ply is the one that can be accepted there: a card the rules
        # refused earlier (and the person's thinking before the next try) is no delivery time.
        self.stats.sent[(self.table_id, self.seen_ply)] = (sent_at, self.info["seat"])
        self.pending = (self.seen_ply, sent_at, action if kind == "act" else "next")
        if kind == "act":
            return json.dumps({"kind": "act", "action": action, "ply": str(self.seen_ply)})
        return json.dumps({"kind": "next", "ply": str(self.seen_ply)})


async def _connect(person, url):
    """The table's socket, tried again after a failure as the page's script does; None at last."""
    failure = None
    for attempt in range(5):
        try:
            return await connect(
                url.replace("http://", "ws://", 1) + f"/ws/mesas/{person['table']}/",
                origin=url,
                additional_headers={"Cookie": person["cookie"]},
                open_timeout=10,
                max_size=None,
            )
        except (OSError, InvalidHandshake, TimeoutError) as error:
            failure = error
            await asyncio.sleep(0.5 * (attempt + 1))
    return failure


async def simulate(info, url, stats, until, think, delay):
    await asyncio.sleep(delay)  # people arrive over a few seconds, not in the same millisecond
    conn = await _connect(info, url)
    if isinstance(conn, BaseException):
        stats.errors.append(f"connect: {conn!r}")
        return
    stats.connected += 1
    arrivals = asyncio.Queue()
    reader = asyncio.create_task(_read(conn, arrivals))
    person = Person(info, stats)
    try:
        while time.monotonic() < until:
            try:
                arrived, text = await asyncio.wait_for(arrivals.get(), max(0.1, until - time.monotonic()))
            except TimeoutError:
                break
            if text is None:
                stats.errors.append(f"closed {conn.close_code}")
                return
            person.read(arrived, text)
            choice = None if person.pending else _choose(person.html, info, person.refused)
            if choice is None:
                continue
            await asyncio.sleep(random.uniform(*think))
            if time.monotonic() >= until:
                break
            await conn.send(person.message(*choice))
    finally:
        reader.cancel()
        await conn.close()


async def _read(conn, arrivals):
    """Every message stamped as it arrives, while the person thinks; None once the socket closed."""
    try:
        async for text in conn:
            arrivals.put_nowait((time.perf_counter(), text))
    except ConnectionClosed:
        pass
    arrivals.put_nowait((time.perf_counter(), None))


def _choose(html, person, refused):
    if 'class="turn your-turn"' in html:
        declarations = DECLARE.findall(html)
        for prefix in ("tute", "cante", "cambio"):
            for action in declarations:
                if action.startswith(prefix) and action not in refused:
                    return "act", action
        cards = [c for c in CARD.findall(html) if c not in refused]
        if cards and "can-play" in html:
            return "act", cards[0]
        if "paso" in declarations:
            return "act", "paso"
        return None
    if person["seat"] == 0 and 'id="next-hand"' in html:
        return "next", None
    return None


def flood_process(table_code, url, seconds, counts, rate):
    """A client of its own (another process, so that the bench's people are not slowed by it)
    sending bad frames to a table for `seconds`: each as soon as the answer to the last one came
    (rate 0: a script in a loop), or `rate` a second whatever the answers; it reconnects whenever
    the server closes it. `counts`: frames sent, answers read, sockets closed, connections refused."""
    asyncio.run(_flood(table_code, url, time.monotonic() + seconds, counts, rate))


async def _flood(table_code, url, until, counts, rate):
    socket_url = url.replace("http://", "ws://", 1) + f"/ws/mesas/{table_code}/"
    while time.monotonic() < until:
        try:
            conn = await connect(socket_url, origin=url, open_timeout=10)
        except (OSError, InvalidHandshake, TimeoutError):
            counts[3] += 1
            await asyncio.sleep(0.05)
            continue
        try:
            await conn.recv()  # the room
            await _flood_frames(conn, until, counts, rate)
        except ConnectionClosed:
            counts[2] += 1
        finally:
            await conn.close()


async def _flood_frames(conn, until, counts, rate):
    while time.monotonic() < until:
        await conn.send("not json {")
        counts[0] += 1
        if rate:
            await asyncio.sleep(1 / rate)
        else:
            await conn.recv()
            counts[1] += 1


async def flood(info, url, stats, start, until, rate):
    """From `start` to `until`, one client floods a table with bad frames (flood_process)."""
    await asyncio.sleep(max(0.0, start - time.monotonic()))
    counts = multiprocessing.Array("l", 4)
    process = multiprocessing.Process(
        target=flood_process, args=(info["table"], url, until - time.monotonic(), counts, rate)
    )
    stats.flooding = True
    process.start()
    try:
        while process.is_alive():
            await asyncio.sleep(0.2)
    finally:
        stats.flooding = False
        process.join(5)
    stats.flood_sent, stats.flood_answers, stats.flood_closed, stats.flood_refused = list(counts)


def check_logs(stats):
    """Every log replays through the engine; every move a person saw accepted is in its game's
    log at the place it was sent for (else lost), and no place is claimed by two moves."""
    tables = list(Table.objects.select_related("game"))
    games = {t.pk: t.game for t in tables}
    problems = []
    for table_id, game in games.items():
        try:
            game.match_at()
        except Exception as error:  # noqa: BLE001 - reported
            problems.append(f"table {table_id}: log does not replay: {error!r}")
    lost = 0
    claimed = {}
    for table_id, ply, seat, action in stats.accepted:
        actions = games[table_id].actions
        if ply >= len(actions) or actions[ply] != [seat, action]:
            lost += 1
        claimed[(table_id, ply)] = claimed.get((table_id, ply), 0) + 1
    duplicated = sum(n - 1 for n in claimed.values())
    stand_ins = sum(1 for t in tables for event in t.events if event["kind"] in ("replaced", "timeout"))
    return lost, duplicated, problems, stand_ins


def pct(values, q):
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q / 100 * (len(values) - 1))))] * 1000


def arguments():
    parser = argparse.ArgumentParser()
    parser.add_argument("--four", type=int, default=25)
    parser.add_argument("--solo", type=int, default=25)
    parser.add_argument("--duration", type=float, default=60)
    parser.add_argument("--think", default="1-3")
    parser.add_argument("--bots", default="intermedio", help="the level of the bots at the solo tables")
    parser.add_argument(
        "--task-workers", type=int, default=0,
        help="0: the searching bots move inside the daphne processes (the immediate backend); "
        "N: N task worker processes (manage.py db_worker) play them",
    )  # fmt: skip
    parser.add_argument("--no-flood", action="store_true", help="no flood of bad frames in the second half")
    parser.add_argument(
        "--flood-rate", type=float, default=0, help="bad frames a second (0: each as soon as answered)"
    )
    return parser.parse_args()


def task_workers(count):
    """`count` task worker processes (0: the servers run the bots' searches themselves)."""
    if not count:
        return []
    os.environ["TASKS_BACKEND"] = "database"  # for the servers started after this, too
    worker = [sys.executable, "manage.py", "db_worker", "--interval", "0.1", "--no-startup-delay"]
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    return [subprocess.Popen(worker, cwd=ROOT, **quiet) for _ in range(count)]


def main():
    args = arguments()
    think = tuple(float(x) for x in args.think.split("-"))
    print(f"load average before: {os.getloadavg()}")
    setup_database()
    people = open_tables(args.four, args.solo, args.bots)
    workers = task_workers(args.task_workers)
    servers = start_servers(2)
    asyncio.run(warm_up(people[0], servers))  # one-time costs (threads, templates) are no connection's
    time.sleep(1)
    before = [rss_kib(p.pid) for p, _u, _port in servers]
    cpu_before = sum(cpu_seconds(p.pid) for p, _u, _port in servers)
    stats = Stats()

    async def run():
        until = time.monotonic() + args.duration
        tasks = [
            asyncio.create_task(simulate(person, servers[i % 2][1], stats, until, think, i * 0.04))
            for i, person in enumerate(people)
        ]
        if not args.no_flood:
            start = time.monotonic() + args.duration / 2
            flooding = flood(people[0], servers[0][1], stats, start, until, args.flood_rate)
            tasks.append(asyncio.create_task(flooding))
        await asyncio.sleep(min(10, args.duration / 3))
        stats.rss_connected = [rss_kib(p.pid) for p, _u, _port in servers]
        await asyncio.gather(*tasks)

    started = time.monotonic()
    try:
        asyncio.run(run())
    finally:
        after = [rss_kib(p.pid) for p, _u, _port in servers]
        cpu = sum(cpu_seconds(p.pid) for p, _u, _port in servers) - cpu_before
        worker_cpu = sum(cpu_seconds(w.pid) for w in workers)
        for process in [p for p, _u, _port in servers] + workers:
            process.terminate()
        for process in [p for p, _u, _port in servers] + workers:
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
    elapsed = time.monotonic() - started
    time.sleep(1)
    lost, duplicated, problems, stand_ins = check_logs(stats)
    connections = stats.connected
    accepted = len(stats.accepted)
    print(
        f"tables: {args.four} of four people + {args.solo} of one person and three bots; "
        f"{connections} of {len(people)} connections on 2 daphne processes; {elapsed:.0f} s"
    )
    print(
        f"moves accepted: {accepted} ({accepted / elapsed:.1f}/s), next hands: {sum(stats.dealt.values())}, "
        f"messages pushed and read: {stats.messages} ({stats.messages / elapsed:.0f}/s); size: mean "
        f"{statistics.mean(stats.sizes or [0]) / 1000:.1f} KB, max {max(stats.sizes or [0]) / 1000:.1f} KB"
    )
    print(
        f"errors: {len(stats.errors)} {stats.errors[:5]}; refusals (cards the rules refuse): "
        f"{stats.refused}; stale tables: {stats.stale}"
    )
    print(
        f"lost moves: {lost}, duplicated moves: {duplicated}, logs that do not replay: {len(problems)} "
        f"{problems[:3]}; bots standing in for people (absence, time): {stand_ins}"
    )
    print(
        f"move -> delivery to every other person (four-people tables): n={len(stats.delivery)} "
        f"p50={pct(stats.delivery, 50):.0f} ms p95={pct(stats.delivery, 95):.0f} ms "
        f"p99={pct(stats.delivery, 99):.0f} ms"
    )
    if not args.no_flood:
        quiet, flooded = pct(stats.delivery_quiet, 95), pct(stats.delivery_flooded, 95)
        print(
            f"flood of bad frames from one client in the second half: {stats.flood_sent} frames sent "
            f"({stats.flood_sent / (args.duration / 2):.0f}/s), {stats.flood_answers} answers, "
            f"{stats.flood_closed} sockets closed by the server, {stats.flood_refused} refused; others' "
            f"delivery p95 {quiet:.0f} ms before, {flooded:.0f} ms during: x{flooded / quiet:.2f}"
        )
    print(
        f"move -> back to its sender (four-people tables): p50={pct(stats.round_trip_four, 50):.0f} ms "
        f"p95={pct(stats.round_trip_four, 95):.0f} ms"
    )
    print(
        f"bots' tables, move -> table back with the three bots' replies: n={len(stats.round_trip_bots)} "
        f"p50={pct(stats.round_trip_bots, 50):.0f} ms p95={pct(stats.round_trip_bots, 95):.0f} ms"
    )
    moves = accepted + sum(stats.dealt.values())
    per_move = 1000 * cpu / max(moves, 1)
    print(f"ASGI processes' CPU: {cpu:.1f} s, {per_move:.0f} ms per move (its pushes included)")
    print(f"bots: {args.bots}; task workers: {args.task_workers} (their CPU: {worker_cpu:.1f} s)")
    grown = [c - b for c, b in zip(stats.rss_connected, before, strict=True)]
    print(
        f"memory: RSS before {before} KiB, connected {stats.rss_connected} KiB, end {after} KiB; "
        f"~{sum(grown) / max(connections, 1):.0f} KiB per connection"
    )
    print(f"load average after: {os.getloadavg()} (2 cores shared with other work: figures are noisy)")
    for process, _url, _port in servers:
        log = Path(process.log).read_text()
        if log.strip():
            print(f"server errors ({log.count('Traceback')} tracebacks, {process.log}):\n{log[-1500:]}")
    if stats.delivery:
        print(f"median of deliveries: {statistics.median(stats.delivery) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
