"""Load and speed bench: the production stack (gunicorn, DEBUG off, PostgreSQL, Redis) on 127.0.0.1.

    .venv/bin/python bench/load.py [--learners 50] [--duration 60] [--workers 2*cores+1]

1. Prepares a fresh PostgreSQL database `tute_bench` (the server comes from TUTE_PG, else from
   scripts/pg.sh), migrates it, loads the lessons and collects the static files.
2. Serves the site with gunicorn (`--no-control-socket`) on 127.0.0.1 with production settings:
   DEBUG=0, a random SECRET_KEY, ALLOWED_HOSTS=127.0.0.1, SECURE_SSL_REDIRECT=0 (plain http on
   loopback), TUTE_BENCH=1 (which adds the bare yardstick page /_bench/bare/), and Redis for the
   cache and sessions (REDIS_URL, else scripts/redis.sh; the bench's keys get their own prefix).
3. Simulates --learners learners at once for --duration seconds, each a thread with its own
   cookies and a think time before each click (--think, seconds MIN-MAX, default 1-4: a person
   reads the page before clicking; 0 = flat out): walking lesson steps (htmx after the first),
   answering quiz questions, playing whole practice games against intermedio bots with the
   default feedback ("full"). The learner clicks the cards of its hand in page order; a card the
   rules refuse (422) is its own kind of request, not an error. What the browser loads by itself
   without a click (the redirect after creating a game or answering, the feedback panel that
   htmx loads after each move: the experto judging the move) is fetched at once, no think time.
   Prints requests/s, p50/p95/p99 latency per kind of request (lesson step, quiz answer, play
   with the bots' reply, feedback...) and the errors (5xx, unexpected statuses, broken
   connections), and the load average of the machine (other processes skew the figures).
   `--scenario class`: 30 pupils behind one address whose lesson walks stay in the two lessons
   their teacher set, and three tables of four over WebSockets (bench/tables.py) at once.
4. Measures requests/s of one lesson step (the full page, and the htmx partial a click fetches)
   and of the bare page with wrk (Debian's `wrk`; a Python fallback when it is missing) at the
   same concurrency, and prints their ratio (the target is on the full page); and of the floor
   page (/_bench/floor/: it reads the same learner's session, takes a CSRF token and sends a
   stored body of the step's size), the least any lesson step must do.

Everything is bounded in time and talks to 127.0.0.1 only. Exit status 1 when a target is missed
(errors, p95 of a play > 100 ms, ratio < 0.5).
"""

import argparse
import html
import http.client
import os
import random
import re
import secrets
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
from collections import defaultdict
from http.cookies import SimpleCookie
from pathlib import Path
from urllib.parse import urlencode, urlsplit, urlunsplit

import psycopg

ROOT = Path(__file__).resolve().parent.parent
PY = str(ROOT / ".venv" / "bin" / "python")
GUNICORN = str(ROOT / ".venv" / "bin" / "gunicorn")
HOST = "127.0.0.1"
BENCH_DB = os.environ.get("TUTE_BENCH_DB", "tute_bench")  # one per engineer on a shared machine

# A reused keep-alive connection the server had closed: the request never reached a view.
IDLE_CLOSED = (BrokenPipeError, ConnectionResetError, http.client.RemoteDisconnected)

TARGET_PLAY_P95_MS = 100
TARGET_FEEDBACK_P95_MS = 500
TARGET_LESSON_P95_MS = 100
TARGET_RATIO = 0.8
SERVER_CPU = re.compile(r"cpu;dur=([\d.]+)")
POLL = re.compile(r'hx-get="([^"]+sondeo=\d+)" hx-trigger="load delay:(\d+)ms"')


# --------------------------------------------------------------------------------------------
# Setup: database, settings, server


def postgres_url():
    return _local_service("TUTE_PG", "pg.sh", "PostgreSQL")


def redis_url():
    return _local_service("REDIS_URL", "redis.sh", "Redis")


def _local_service(variable, script, name):
    """The URL of a service on this machine: from the environment `variable`, else from
    scripts/`script`, which starts one. Anything but a loopback address stops the bench."""
    url = os.environ.get(variable)
    if not url:
        result = subprocess.run([str(ROOT / "scripts" / script)], capture_output=True, text=True)
        sys.stderr.write(result.stderr)
        if result.returncode != 0:
            sys.exit(f"No {name}: set {variable} or run as root so scripts/{script} can start one.")
        url = result.stdout.strip()
    host = urlsplit(url).hostname
    if host not in {"127.0.0.1", "localhost", "::1"}:
        sys.exit(f"The bench only talks to a local {name}, not {host}.")
    return url


def with_database(url, name):
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + name, "", ""))


def fresh_database(url):
    with psycopg.connect(with_database(url, "postgres").replace("postgres://", "postgresql://"),
                         autocommit=True) as conn:  # fmt: skip
        conn.execute(f"DROP DATABASE IF EXISTS {BENCH_DB} WITH (FORCE)")
        conn.execute(f"CREATE DATABASE {BENCH_DB}")
    return with_database(url, BENCH_DB)


def production_env(database_url):
    env = {k: v for k, v in os.environ.items() if k not in {"PYTEST_VERSION", "DJANGO_SETTINGS_MODULE"}}
    env.update(
        REDIS_URL=redis_url(),
        CACHE_KEY_PREFIX=f"bench-{os.getpid()}",
        DEBUG="0",
        SECRET_KEY=secrets.token_urlsafe(64),
        ALLOWED_HOSTS=HOST,
        SECURE_SSL_REDIRECT="0",
        SECURE_HSTS_SECONDS="0",
        DATABASE_URL=database_url,
        TUTE_BENCH="1",
        LOG_LEVEL="ERROR",
    )
    return env


def manage(env, *args):
    subprocess.run([PY, "manage.py", *args], cwd=ROOT, env=env, check=True)


def free_port():
    if os.environ.get("TUTE_BENCH_PORT"):  # a port of the range this engineer was given
        return int(os.environ["TUTE_BENCH_PORT"])
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def start_gunicorn(env, port, workers, threads=1):
    threading_args = ["--worker-class", "gthread", "--threads", str(threads)] if threads > 1 else []
    command = [
        GUNICORN, "tute_site.wsgi", "--bind", f"{HOST}:{port}", "--workers", str(workers), *threading_args,
        "--no-control-socket", "--access-logfile", "-" if os.environ.get("BENCH_ACCESS_LOG") else "/dev/null",
        "--error-logfile", "-", "--log-level", "warning", "--graceful-timeout", "5",
    ]  # fmt: skip
    server = subprocess.Popen(command, cwd=ROOT, env=env, start_new_session=True)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            status, _body = request_once(port, "GET", "/healthz")
            if status == 200:
                return server
        except OSError:
            pass
        if server.poll() is not None:
            sys.exit("gunicorn stopped while starting (see its log above).")
        time.sleep(0.2)
    stop(server)
    sys.exit("gunicorn did not answer /healthz within 30 s.")


def stop(server):
    if server.poll() is None:
        os.killpg(server.pid, signal.SIGTERM)  # the process group we started, nothing else
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()


def request_once(port, method, path):
    conn = http.client.HTTPConnection(HOST, port, timeout=10)
    try:
        conn.request(method, path)
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


# --------------------------------------------------------------------------------------------
# A learner: one keep-alive connection, cookies, CSRF token


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.latencies = defaultdict(list)  # kind -> [seconds]
        self.cpu = defaultdict(list)  # kind -> [ms of the server's CPU] (Server-Timing: cpu)
        self.errors = defaultdict(int)  # "kind status" -> count
        self.error_samples = []

    def record(self, kind, seconds, cpu_ms=None):
        with self.lock:
            self.latencies[kind].append(seconds)
            if cpu_ms is not None:
                self.cpu[kind].append(cpu_ms)

    def error(self, kind, what, detail=""):
        with self.lock:
            self.errors[f"{kind} {what}"] += 1
            if len(self.error_samples) < 5:
                self.error_samples.append(f"{kind} {what} {detail[:300]}")


class Learner:
    CSRF = re.compile(r'"X-CSRFToken": "([^"]+)"')

    def __init__(self, port, stats, deadline, rng, think=(0.0, 0.0)):
        self.port, self.stats, self.deadline, self.rng = port, stats, deadline, rng
        self.think = think
        self.cookies = {}
        self.csrf = ""
        self.conn = None

    def request(
        self, kind, method, path, data=None, htmx=False, expect=(200,), think=True, refused_kind=None
    ):
        """(status, headers, text), or None after recording an error.

        think: a click of the learner, who first reads the page (False: the browser's own
        follow-up request, sent at once)."""
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
        body = None
        if data is not None:
            body = urlencode(data)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            headers["X-CSRFToken"] = self.csrf
        if htmx:
            headers["HX-Request"] = "true"
        if think and self.think[1] > 0:  # a learner reads the page before the next click
            time.sleep(min(self.rng.uniform(*self.think), max(0.0, self.deadline - time.monotonic())))
            if not self.running():
                return None
        sent = self.send(kind, method, path, body, headers)
        if sent is None:
            return None
        response, text, elapsed = sent
        for header in response.headers.get_all("Set-Cookie") or []:
            for name, morsel in SimpleCookie(header).items():
                self.cookies[name] = morsel.value
        if match := self.CSRF.search(text):
            self.csrf = match.group(1)
        if response.status not in expect:
            self.stats.error(kind, response.status, f"{method} {path}: {text[:200]}")
            return None
        cpu = SERVER_CPU.search(response.headers.get("Server-Timing", ""))
        self.stats.record(
            refused_kind if refused_kind and response.status == 422 else kind,
            elapsed,
            float(cpu.group(1)) if cpu else None,
        )
        return response.status, response.headers, text

    def send(self, kind, method, path, body, headers):
        """(response, text, seconds) of one request on the kept-alive connection, or None after
        recording an error."""
        started = time.perf_counter()
        for attempt in (1, 2):
            reused = self.conn is not None
            try:
                if self.conn is None:
                    self.conn = http.client.HTTPConnection(HOST, self.port, timeout=30)
                self.conn.request(method, path, body=body, headers=headers)
                response = self.conn.getresponse()
                text = response.read().decode("utf-8", "replace")
                return response, text, time.perf_counter() - started
            except (OSError, http.client.HTTPException) as error:
                self.conn.close()
                self.conn = None
                # The server closed an idle keep-alive connection while the learner was reading
                # (gthread workers do after --keep-alive seconds): like a browser, send the
                # request again once on a new connection.
                if attempt == 1 and reused and isinstance(error, IDLE_CLOSED):
                    started = time.perf_counter()
                    continue
                self.stats.error(kind, "connection", repr(error))
                return None
        return None

    def running(self):
        return time.monotonic() < self.deadline

    # -- lessons ------------------------------------------------------------------------------

    def walk_lesson(self, lessons):
        slug = self.rng.choice(lessons)
        for number in range(1, 8):
            if not self.running():
                return
            result = self.request(  # the first step is a page load, the next ones htmx (hx-boost)
                "lesson step", "GET", f"/aprender/{slug}/{number}/", htmx=number > 1, expect=(200, 302, 404)
            )
            if result is None or result[0] != 200:
                return

    def answer_quiz(self, lessons):
        slug = self.rng.choice(lessons)
        seed = self.rng.randrange(1, 10**6)
        for question in range(1, 6):
            if not self.running():
                return
            path = f"/aprender/{slug}/prueba/{seed}/{question}/"
            result = self.request("quiz page", "GET", path, expect=(200, 302, 404))
            if result is None or result[0] != 200:
                return
            choices = re.findall(r'name="a" value="([^"]+)"', result[2])
            picks = re.findall(r'name="c" value="([^"]+)"', result[2])
            data = {"a": self.rng.choice(choices)} if choices else {"c": picks[:1]} if picks else None
            if data is None:
                return
            if "c" in data:
                data = {"c": data["c"][0]}
            result = self.request(
                "quiz answer", "POST", path, data=data, htmx=True, expect=(200, 302, 303, 400)
            )
            if result and result[0] in (302, 303) and self.running():  # htmx follows the redirect
                self.request("quiz verdict page", "GET", result[1]["Location"], htmx=True, think=False)

    # -- a practice game --------------------------------------------------------------------------

    BUTTON = re.compile(r"<button[^>]*>")
    FEEDBACK = re.compile(r'hx-get="([^"]+/valoracion/\d+/)" hx-trigger="load"')

    def play_game(self, max_actions=80):
        started = self.start_game()
        if started is None:
            return
        table, html = started
        for _ in range(max_actions):
            if not self.running():
                return
            ply = re.search(r'data-ply="(\d+)"', html)
            if ply is None or 'id="match-over"' in html:
                return
            ply = ply.group(1)
            if 'id="next-hand"' in html:
                result = self.request(
                    "next hand", "POST", table + "siguiente-mano/", data={"ply": ply}, htmx=True
                )
            else:
                result = self.play_turn(table, ply, html)
            if result is None:
                return
            html = result[2]

    def start_game(self):
        """(the table's address, its page) of a new practice game, or None."""
        if self.request("setup page", "GET", "/jugar/") is None:  # the form, and the CSRF token
            return None
        result = self.request("new game", "POST", "/jugar/", data={"preset": "parejas"}, expect=(302,))
        if result is None:
            return None
        table = result[1]["Location"]
        result = self.request("table page", "GET", table, think=False)
        return None if result is None else (table, result[2])

    def play_turn(self, table, ply, html):
        """Play a card or a declaration the page offers (another one when the rules refuse it),
        then load the judgement of the move as htmx does. The accepted play's result, or None."""
        actions = self.playable(html)
        tried = set()
        while True:
            action = next((a for a in actions if a not in tried), None)
            if action is None:
                return None  # not the learner's turn and nothing to do: the bots finished the game
            tried.add(action)
            result = self.request(
                "play (bots reply)", "POST", table + "jugada/", data={"ply": ply, "action": action},
                htmx=True, expect=(200, 422), refused_kind="refused card (422)",
            )  # fmt: skip
            if result is None or result[0] == 200:
                break
            # Refused by the rules: the page marks the cards the rule demands, and the learner,
            # having read why, plays one of them.
            actions = self.playable(result[2], demanded_only=True) + actions
        feedback = result and self.FEEDBACK.search(result[2])
        if feedback and self.running():  # htmx loads the judgement of the move at once
            if self.await_feedback(feedback.group(1)) is None:
                return None
        return result

    def await_feedback(self, path):
        """Load the feedback panel as htmx does: while the judgement is being computed (a task)
        the panel asks again after its delay. Records each request ("feedback request") and the
        whole wait from the first request to the judgement shown ("feedback (judge)")."""
        started = time.perf_counter()
        for _ in range(200):
            result = self.request("feedback request", "GET", path, htmx=True, think=False)
            if result is None:
                return None
            poll = POLL.search(result[2])
            if poll is None:
                self.stats.record("feedback (judge)", time.perf_counter() - started)
                return result
            time.sleep(int(poll.group(2)) / 1000)
            path = html.unescape(poll.group(1))
        self.stats.error("feedback (judge)", "never shown")
        return None

    def playable(self, html, demanded_only=False):
        """Declarations first (cantes...), then the hand's cards, in page order (demanded_only:
        the cards a refusal marks as the ones the rule demands)."""
        declarations, cards = [], []
        for tag in self.BUTTON.findall(html):
            if 'name="action"' not in tag or " disabled" in tag:
                continue
            if demanded_only and not re.search(r'class="[^"]*\bdemanded\b', tag):
                continue
            value = re.search(r'value="([^"]+)"', tag)
            if value is None:
                continue
            (cards if 'id="card-' in tag else declarations).append(value.group(1))
        declarations = [d for d in declarations if d != "paso"] or declarations
        return declarations + cards

    MIXES = {
        "mixed": (0.35, 0.55),
        "class": (0.40, 0.50),
    }  # lessons below the first, quizzes below the second

    def live(self, lessons, scenario="mixed"):
        lesson_share, quiz_share = self.MIXES[scenario]
        while self.running():
            choice = self.rng.random()
            if choice < lesson_share:  # a class works on the two lessons its teacher set
                self.walk_lesson(lessons[:2] if scenario == "class" else lessons)
            elif choice < quiz_share:
                self.answer_quiz(lessons)
            else:
                self.play_game()


# --------------------------------------------------------------------------------------------
# Throughput of one URL (wrk, or Python threads)


def visitor_cookie(port, path):
    """The cookies a learner has after a first visit (so the bench measures returning visits)."""
    conn = http.client.HTTPConnection(HOST, port, timeout=10)
    conn.request("GET", path)
    response = conn.getresponse()
    response.read()
    conn.close()
    jar = {}
    for header in response.headers.get_all("Set-Cookie") or []:
        for name, morsel in SimpleCookie(header).items():
            jar[name] = morsel.value
    return "; ".join(f"{k}={v}" for k, v in jar.items())


def throughput(port, path, seconds, connections, htmx=False, cookie_path=None):
    cookie = visitor_cookie(port, cookie_path or path)
    headers = {"Cookie": cookie} if cookie else {}
    if htmx:
        headers["HX-Request"] = "true"
    wrk = shutil.which("wrk")
    if wrk:
        header = [arg for name, value in headers.items() for arg in ("-H", f"{name}: {value}")]
        out = subprocess.run(
            [wrk, "-t", "2", "-c", str(connections), "-d", f"{seconds}s", *header, f"http://{HOST}:{port}{path}"],
            capture_output=True, text=True, timeout=seconds + 30,
        ).stdout  # fmt: skip
        rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
        bad = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
        return rate, int(bad.group(1)) if bad else 0, "wrk"
    count, bad, lock = 0, 0, threading.Lock()
    deadline = time.monotonic() + seconds

    def hammer():
        nonlocal count, bad
        conn = http.client.HTTPConnection(HOST, port, timeout=10)
        while time.monotonic() < deadline:
            conn.request("GET", path, headers=headers)
            response = conn.getresponse()
            response.read()
            with lock:
                count += 1
                bad += response.status != 200

    threads = [threading.Thread(target=hammer) for _ in range(connections)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return count / seconds, bad, "python"


# --------------------------------------------------------------------------------------------


def think_range(text):
    low, _sep, high = text.partition("-")
    low, high = float(low), float(high or low)
    if not 0 <= low <= high <= 60:
        raise argparse.ArgumentTypeError("think time: MIN-MAX seconds, 0 <= MIN <= MAX <= 60")
    return low, high


def load_average():
    """The 1, 5 and 15 minute load averages: the bench shares the machine with whatever else runs."""
    return " ".join(f"{value:.2f}" for value in os.getloadavg()) + f" ({os.cpu_count()} cores)"


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def report(stats, seconds):
    total = sum(len(v) for k, v in stats.latencies.items() if k != "feedback (judge)")
    errors = sum(stats.errors.values())
    print(f"\n== {total} requests in {seconds:.0f} s: {total / seconds:.1f} requests/s, {errors} errors")
    errors_of = defaultdict(int)
    for what, count in stats.errors.items():
        errors_of[what.rsplit(" ", 1)[0]] += count
    print(f"{'kind':<22}{'count':>7}{'req/s':>8}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}{'errors':>8}"
          f"{'CPU ms p50':>12}{'CPU p95':>9}")  # fmt: skip
    kinds = sorted(set(stats.latencies) | set(errors_of))
    for kind in kinds:
        ms = [v * 1000 for v in stats.latencies.get(kind, [])] or [float("nan")]
        cpu = stats.cpu.get(kind) or [float("nan")]
        count = len(stats.latencies.get(kind, []))
        print(f"{kind:<22}{count:>7}{count / seconds:>8.1f}{statistics.median(ms):>9.1f}"
              f"{percentile(ms, 95):>9.1f}{percentile(ms, 99):>9.1f}{errors_of.get(kind, 0):>8}"
              f"{statistics.median(cpu):>12.1f}{percentile(cpu, 95):>9.1f}")  # fmt: skip
    for what, count in sorted(stats.errors.items()):
        print(f"ERROR {what}: {count}")
    for sample in stats.error_samples:
        print(f"  e.g. {sample}")
    return errors


def group_cpu_seconds(group):
    """User and system CPU time used so far by the live processes of a process group."""
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == group:
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def start_workers(env, count):
    """`count` task worker processes (django-tasks-db's db_worker), each in its own group."""
    command = [PY, "manage.py", "db_worker", "--interval", "0.1", "--no-startup-delay"]
    return [subprocess.Popen(command, cwd=ROOT, env=env, start_new_session=True) for _ in range(count)]


def tables_of_a_class(env, seconds):
    """Three tables of four people over WebSockets (bench/tables.py, its own two daphne processes
    and database), started beside the pupils' requests; its output is read at the end."""
    base_port = os.environ.get("TUTE_BENCH_PORT")
    tables_env = {
        **env,
        "BENCH_DATABASE_URL": with_database(env["DATABASE_URL"], BENCH_DB + "_tables"),
        "TUTE_PORT_RANGE": f"{int(base_port) + 10}-{int(base_port) + 29}" if base_port else "",
    }
    command = [PY, "bench/tables.py", "--four", "3", "--solo", "0", "--duration", str(seconds)]
    output = {"stdout": subprocess.PIPE, "stderr": subprocess.STDOUT, "text": True}
    return subprocess.Popen(command, cwd=ROOT, env=tables_env, start_new_session=True, **output)


def lesson_slugs(port):
    status, body = request_once(port, "GET", "/aprender/")
    slugs = sorted(
        set(re.findall(r'href="/aprender/([a-z0-9-]+)/"', body.decode())) - {"glosario", "repasar"}
    )
    if status != 200 or not slugs:
        sys.exit("No lessons found on /aprender/ (did load_lessons run?).")
    return slugs


def run_learners(port, lessons, args):
    stats = Stats()
    deadline = time.monotonic() + args.duration
    learners = [Learner(port, stats, deadline, random.Random(i), args.think) for i in range(args.learners)]
    threads = [threading.Thread(target=learner.live, args=(lessons, args.scenario)) for learner in learners]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=args.duration + 60)
    return stats


def run_phase(env, port, phase, args):
    """One configuration: gunicorn with the judge inline (the immediate backend) or with `phase`
    task worker processes; the learners for --duration s (and, for a class, three tables)."""
    workers = 0 if phase == "inline" else int(phase)
    phase_env = {**env, "TASKS_BACKEND": "immediate" if workers == 0 else "database"}
    server = start_gunicorn(phase_env, port, args.workers, args.threads)
    pool = start_workers(phase_env, workers)
    tables = tables_of_a_class(phase_env, args.duration) if args.scenario == "class" else None
    what = "judge and bots in the web processes" if not workers else f"{workers} task worker process(es)"
    print(f"\n==== phase {phase}: gunicorn {args.workers} workers, {what}; load average {load_average()}")
    try:
        lessons = lesson_slugs(port)
        if pool:
            time.sleep(3)  # the workers' start (Django's imports) is not the learners' work
        web_before = group_cpu_seconds(server.pid)
        pool_before = sum(group_cpu_seconds(w.pid) for w in pool)
        started = time.monotonic()
        stats = run_learners(port, lessons, args)
        seconds = time.monotonic() - started
        web = group_cpu_seconds(server.pid) - web_before
        pool_cpu = sum(group_cpu_seconds(w.pid) for w in pool) - pool_before
    finally:
        stop(server)
        for worker in pool:
            stop(worker)
    errors = report(stats, seconds)
    judged = len(stats.latencies.get("feedback (judge)", []))
    per_move = 1000 * pool_cpu / max(judged, 1)
    print(f"CPU: web processes {web:.1f} s ({web / seconds:.2f} cores), task workers {pool_cpu:.1f} s "
          f"({pool_cpu / seconds:.2f} cores, {per_move:.0f} ms a judged move)")  # fmt: skip
    print(f"load average after: {load_average()}")
    if tables is not None:
        output = tables.communicate(timeout=args.duration + 300)[0]
        keep = ("tables:", "errors:", "lost moves", "move -> delivery", "move -> back", "ASGI processes")
        print("three tables of four (bench/tables.py):")
        lines = [line for line in output.splitlines() if line.startswith(keep)]
        for line in lines or output.splitlines()[-8:]:  # its figures, or how it failed
            print("  " + line)
        errors += 0 if "errors: 0 " in output else 1
    return stats, errors, web + pool_cpu, seconds


def summary(results):
    """One table: the p95 of each kind (and the CPU per request) per phase, side by side."""
    phases = list(results)
    print("\n== p95 ms (server CPU ms per request, median) per phase")
    print(f"{'kind':<22}" + "".join(f"{phase:>22}" for phase in phases))
    kinds = sorted({kind for stats, *_ in results.values() for kind in stats.latencies})
    for kind in kinds:
        cells = []
        for phase in phases:
            stats = results[phase][0]
            ms = [v * 1000 for v in stats.latencies.get(kind, [])]
            cpu = stats.cpu.get(kind)
            cell = f"{percentile(ms, 95):.0f}" if ms else "-"
            cells.append(cell + (f" ({statistics.median(cpu):.1f})" if cpu else ""))
        print(f"{kind:<22}" + "".join(f"{cell:>22}" for cell in cells))
    print(f"{'errors':<22}" + "".join(f"{results[p][1]:>22}" for p in phases))
    print(f"{'CPU cores used':<22}" + "".join(f"{results[p][2] / results[p][3]:>22.2f}" for p in phases))


def yardstick(env, port, args):
    """Requests/s of a lesson step (full page and htmx partial) and of the bare template page,
    at the same concurrency, with wrk (or Python threads when wrk is missing)."""
    server = start_gunicorn({**env, "TASKS_BACKEND": "immediate"}, port, args.workers, args.threads)
    try:
        lessons = lesson_slugs(port)
        step = f"/aprender/{lessons[0]}/1/"
        if not shutil.which("wrk"):
            print("\nwrk is not installed (Debian: apt-get install wrk): Python threads measure instead")
        print(f"\n== throughput at {args.connections} connections, {args.yardstick_seconds} s each")
        # Warm every worker first (imports, URL patterns, compiled templates, connections):
        # otherwise the first URL measured pays the new processes' start within its seconds.
        # The floor: a page that only reads the same learner's session, takes a CSRF token and
        # sends a stored body of the lesson page's size (ops/views.py bench_floor).
        floor = f"/_bench/floor/?bytes={len(request_once(port, 'GET', step)[1])}"
        for path, htmx in ((step, False), (step, True), ("/_bench/bare/", False), (floor, False)):
            throughput(port, path, 2, args.connections, htmx=htmx, cookie_path=step)
        step_rate, step_bad, tool = throughput(port, step, args.yardstick_seconds, args.connections)
        bare_rate, bare_bad, _tool = throughput(
            port, "/_bench/bare/", args.yardstick_seconds, args.connections
        )
        partial_rate, partial_bad, _tool = throughput(
            port, step, args.yardstick_seconds, args.connections, htmx=True
        )
        floor_rate, floor_bad, _tool = throughput(
            port, floor, args.yardstick_seconds, args.connections, cookie_path=step
        )
    finally:
        stop(server)
    ratio = step_rate / bare_rate if bare_rate else 0
    print(f"lesson step {step}: {step_rate:.0f} req/s ({step_bad} bad) [{tool}]")
    print(
        f"lesson step as htmx partial (a click): {partial_rate:.0f} req/s ({partial_bad} bad), "
        f"ratio {partial_rate / bare_rate if bare_rate else 0:.2f}"
    )
    print(f"bare template /_bench/bare/: {bare_rate:.0f} req/s ({bare_bad} bad)")
    print(
        f"floor (session read + CSRF token + a stored page of the step's size): {floor_rate:.0f} req/s "
        f"({floor_bad} bad), ratio {floor_rate / bare_rate if bare_rate else 0:.2f}"
    )
    print(f"ratio lesson step / bare: {ratio:.2f} (target >= {TARGET_RATIO})")
    return ratio, step_bad + bare_bad + partial_bad + floor_bad


def phases_list(text):
    phases = [p.strip() for p in text.split(",") if p.strip()]
    if not phases or any(p != "inline" and not (p.isdigit() and 1 <= int(p) <= 8) for p in phases):
        raise argparse.ArgumentTypeError("phases: inline or 1-8 worker processes, comma-separated")
    return phases


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenario", choices=["mixed", "class"], default="mixed")
    parser.add_argument("--learners", type=int, help="default: 50 (mixed), 30 (class)")
    parser.add_argument("--duration", type=float, default=60)
    parser.add_argument(
        "--workers", type=int, default=2 * (os.cpu_count() or 1) + 1,
        help="gunicorn workers (default 2 x cores + 1, gunicorn's usual start, as README's deploy guide)",
    )  # fmt: skip
    parser.add_argument(
        "--threads", type=int, default=1, help="threads per worker (> 1: gunicorn's gthread workers)"
    )
    parser.add_argument(
        "--phases", type=phases_list, default="inline,1,2",
        help="configurations run one after the other: inline (the judge in the web processes) "
        "or N task worker processes (default inline,1,2)",
    )  # fmt: skip
    parser.add_argument(
        "--think", type=think_range, default="1-4",
        help="seconds a learner reads before each click, MIN-MAX (default 1-4) or one number; 0: flat out",
    )  # fmt: skip
    parser.add_argument("--yardstick-seconds", type=int, default=10)
    parser.add_argument("--connections", type=int, default=8, help="for the lesson/bare comparison")
    args = parser.parse_args()
    args.learners = args.learners or (30 if args.scenario == "class" else 50)
    if not (1 <= args.learners <= 200 and 1 <= args.duration <= 600):
        sys.exit("Keep it bounded: 1-200 learners, 1-600 seconds.")

    database = fresh_database(postgres_url())
    env = production_env(database)
    print("== preparing", database.split("@")[-1])
    manage(env, "migrate", "--noinput", "-v", "0")
    if subprocess.run([PY, "manage.py", "help", "load_lessons"], cwd=ROOT, env=env,
                      capture_output=True).returncode == 0:  # fmt: skip
        manage(env, "load_lessons")
    manage(env, "collectstatic", "--noinput", "-v", "0")
    port = free_port()
    who = (
        f"{args.learners} pupils behind one address (127.0.0.1): lessons, quizzes, practice games "
        "with full feedback, and three tables of four over WebSockets"
        if args.scenario == "class"
        else f"{args.learners} learners: lessons, quizzes, practice games with full feedback"
    )
    print(f"== {who}; {args.duration:.0f} s per phase, {args.think[0]:g}-{args.think[1]:g} s think time")
    results = {}
    errors = 0
    for phase in args.phases:
        results[phase] = run_phase(env, port, phase, args)
        errors += results[phase][1]
    summary(results)
    ratio, bad = yardstick(env, port, args)
    errors += bad

    print()
    failed = False
    for phase, (stats, phase_errors, *_rest) in results.items():
        verdicts = {
            f"zero errors ({phase_errors})": phase_errors == 0,
            **{
                f"p95 of {kind} <= {target} ms ({value:.0f})": value <= target
                for kind, target in (
                    ("play (bots reply)", TARGET_PLAY_P95_MS),
                    ("feedback (judge)", TARGET_FEEDBACK_P95_MS),
                    ("lesson step", TARGET_LESSON_P95_MS),
                )
                for value in [percentile([v * 1000 for v in stats.latencies.get(kind, [])] or [1e9], 95)]
            },
        }
        for text, ok in verdicts.items():
            print(("PASS " if ok else "MISS ") + f"[{phase}] " + text)
            failed = failed or not ok
    ok = ratio >= TARGET_RATIO and bad == 0
    print(("PASS " if ok else "MISS ") + f"lesson step / bare >= {TARGET_RATIO} ({ratio:.2f})")
    return 1 if failed or not ok else 0


if __name__ == "__main__":
    sys.exit(main())
