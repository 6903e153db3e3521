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
4. Measures requests/s of one lesson step (the full page, and the htmx partial a click fetches)
   and of the bare page with wrk (Debian's `wrk`; a Python fallback when it is missing) at the
   same concurrency, and prints their ratio (the target is on the full page).

Everything is bounded in time and talks to 127.0.0.1 only. Exit status 1 when a target is missed
(errors, p95 of a play > 100 ms, ratio < 0.5).
"""

import argparse
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
TARGET_RATIO = 0.5


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
        self.errors = defaultdict(int)  # "kind status" -> count
        self.error_samples = []

    def record(self, kind, seconds):
        with self.lock:
            self.latencies[kind].append(seconds)

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
        self.stats.record(refused_kind if refused_kind and response.status == 422 else kind, elapsed)
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
            if self.request("feedback (judge)", "GET", feedback.group(1), htmx=True, think=False) is None:
                return None
        return result

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

    def live(self, lessons):
        while self.running():
            choice = self.rng.random()
            if choice < 0.35:
                self.walk_lesson(lessons)
            elif choice < 0.55:
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


def throughput(port, path, seconds, connections, htmx=False):
    cookie = visitor_cookie(port, path)
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
    total = sum(len(v) for v in stats.latencies.values())
    errors = sum(stats.errors.values())
    print(f"\n== {total} requests in {seconds:.0f} s: {total / seconds:.1f} requests/s, {errors} errors")
    errors_of = defaultdict(int)
    for what, count in stats.errors.items():
        errors_of[what.rsplit(" ", 1)[0]] += count
    print(f"{'kind':<22}{'count':>7}{'req/s':>8}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}{'errors':>8}")
    kinds = sorted(set(stats.latencies) | set(errors_of))
    for kind in kinds:
        ms = [v * 1000 for v in stats.latencies.get(kind, [])] or [float("nan")]
        count = len(stats.latencies.get(kind, []))
        print(f"{kind:<22}{count:>7}{count / seconds:>8.1f}{statistics.median(ms):>9.1f}"
              f"{percentile(ms, 95):>9.1f}{percentile(ms, 99):>9.1f}{errors_of.get(kind, 0):>8}")  # fmt: skip
    all_ms = [v * 1000 for values in stats.latencies.values() for v in values]
    if all_ms:
        print(f"{'all':<22}{len(all_ms):>7}{len(all_ms) / seconds:>8.1f}{statistics.median(all_ms):>9.1f}"
              f"{percentile(all_ms, 95):>9.1f}{percentile(all_ms, 99):>9.1f}{errors:>8}")  # fmt: skip
    for what, count in sorted(stats.errors.items()):
        print(f"ERROR {what}: {count}")
    for sample in stats.error_samples:
        print(f"  e.g. {sample}")
    return errors


def lesson_slugs(port):
    status, body = request_once(port, "GET", "/aprender/")
    slugs = sorted(
        set(re.findall(r'href="/aprender/([a-z0-9-]+)/"', body.decode())) - {"glosario", "repasar"}
    )
    if status != 200 or not slugs:
        sys.exit("No lessons found on /aprender/ (did load_lessons run?).")
    return slugs


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--learners", type=int, default=50)
    parser.add_argument("--duration", type=float, default=60)
    parser.add_argument(
        "--workers", type=int, default=2 * (os.cpu_count() or 1) + 1,
        help="gunicorn workers (default 2 x cores + 1, gunicorn's usual start, as README's deploy guide)",
    )  # fmt: skip
    parser.add_argument(
        "--threads", type=int, default=1, help="threads per worker (> 1: gunicorn's gthread workers)"
    )
    parser.add_argument(
        "--think", type=think_range, default="1-4",
        help="seconds a learner reads before each click, MIN-MAX (default 1-4) or one number; 0: flat out",
    )  # fmt: skip
    parser.add_argument("--yardstick-seconds", type=int, default=10)
    parser.add_argument("--connections", type=int, default=8, help="for the lesson/bare comparison")
    args = parser.parse_args()
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
    server = start_gunicorn(env, port, args.workers, args.threads)
    try:
        kind = f"gthread workers x {args.threads} threads" if args.threads > 1 else "sync workers"
        print(f"== gunicorn: {args.workers} {kind} on http://{HOST}:{port}/ (DEBUG=0, PostgreSQL, Redis)")
        lessons = lesson_slugs(port)
        stats = Stats()
        started = time.monotonic()
        deadline = started + args.duration
        learners = [
            Learner(port, stats, deadline, random.Random(i), args.think) for i in range(args.learners)
        ]
        threads = [threading.Thread(target=learner.live, args=(lessons,)) for learner in learners]
        print(
            f"== {args.learners} learners for {args.duration:.0f} s, {args.think[0]:g}-{args.think[1]:g} s "
            "think time before each click: lessons, quizzes, games vs intermedio bots (feedback: full)"
        )
        print(f"   load average before: {load_average()}")
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=args.duration + 60)
        errors = report(stats, time.monotonic() - started)
        print(f"load average after: {load_average()}")

        step = f"/aprender/{lessons[0]}/1/"
        print(f"\n== throughput at {args.connections} connections, {args.yardstick_seconds} s each")
        step_rate, step_bad, tool = throughput(port, step, args.yardstick_seconds, args.connections)
        bare_rate, bare_bad, _tool = throughput(
            port, "/_bench/bare/", args.yardstick_seconds, args.connections
        )
        partial_rate, partial_bad, _tool = throughput(
            port, step, args.yardstick_seconds, args.connections, htmx=True
        )
        ratio = step_rate / bare_rate if bare_rate else 0
        print(f"lesson step {step}: {step_rate:.0f} req/s ({step_bad} bad) [{tool}]")
        print(
            f"lesson step as htmx partial (a click): {partial_rate:.0f} req/s ({partial_bad} bad), "
            f"ratio {partial_rate / bare_rate if bare_rate else 0:.2f}"
        )
        print(f"bare template /_bench/bare/: {bare_rate:.0f} req/s ({bare_bad} bad)")
        print(f"ratio lesson step / bare: {ratio:.2f} (target >= {TARGET_RATIO})")
        errors += step_bad + bare_bad + partial_bad
    finally:
        stop(server)

    plays = [v * 1000 for v in stats.latencies.get("play (bots reply)", [])]
    play_p95 = percentile(plays, 95) if plays else float("inf")
    verdicts = {
        "zero errors": errors == 0,
        f"p95 of a play with the bots' reply <= {TARGET_PLAY_P95_MS} ms ({play_p95:.1f})": play_p95
        <= TARGET_PLAY_P95_MS,
        f"lesson step / bare >= {TARGET_RATIO} ({ratio:.2f})": ratio >= TARGET_RATIO,
    }
    print()
    for text, ok in verdicts.items():
        print(("PASS " if ok else "MISS ") + text)
    return 0 if all(verdicts.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
