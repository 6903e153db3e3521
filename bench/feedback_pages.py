"""Bench of the move feedback as a learner meets it: whole practice games played through the
pages, over HTTP, against a running site, every verdict of the feedback panel written down.

    .venv/bin/python bench/feedback_pages.py [--games N] [--seed S] [--port 8450] [--variant NAME]

1. Makes a fresh SQLite database in a temporary directory, migrates it and serves the site with
   ``manage.py runserver`` (DEBUG on, no Redis: one process) on 127.0.0.1:PORT (default 8450:
   the feedback branch's range is 8400-8499).
2. One anonymous learner (one cookie jar) plays --games whole games (matches) at each one-click
   table of the lobby: habanero, arrastre of three, pairs, cabrero of four, at the level the
   lobby suggests to a new learner (the novato). It reads only HTML and sends what a browser
   sends (tests/games/page_learner.py): it switches on the aid that marks the playable cards,
   picks one of them at random (a beginner's choice), declares what it is offered most of the
   time, and after each move loads the feedback panel as htmx does.
3. Prints per variant: the verdicts by label, and over those below «buena» the share with a
   headline ([data-headline], at most 90 characters, no counts of deals), with a concrete reason
   (a reason code other than the general «you finish behind / in the middle more often»), with a
   stake, the stake's range per label and any inversion (a worse label with a smaller stake
   than a milder one), the longest headline; the feedback panel's latency (median / p95, ms:
   the judge runs on the first ask); then whether Mi progreso lists the frequent mistakes of
   those games as their headlines told them; and the load average (other engineers share the
   two cores).

Targets (issue 26), over the verdicts below «buena» of the whole play-through: >= 95 % with a
headline, >= 90 % with a concrete reason, every one with a stake; no inversion within a variant;
Mi progreso right. Exit status 1 when one is missed.
"""

import argparse
import http.client
import os
import random
import secrets
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.games.page_learner import LABELS, Learner, expected_mistakes, figures  # noqa: E402
from tests.production.live_http import Browser  # noqa: E402

PY = str(ROOT / ".venv" / "bin" / "python")
HOST = "127.0.0.1"
TABLES = {"habanero": "habanero", "arrastre3": "arrastre3", "parejas": "parejas", "cabrero4": "cabrero4"}
TARGETS = {"headline": 0.95, "concrete": 0.90, "stake": 1.0}


class HttpPages:
    """``Pages`` over HTTP: a browser's cookies and CSRF token; a form posted without htmx
    follows its redirect. Times each request by its kind of path."""

    def __init__(self, base_url):
        self.browser = Browser(base_url)
        self.times = {}

    def _timed(self, kind, method, path, data=None, headers=None):
        started = time.perf_counter()
        status, response_headers, text = self.browser.request(method, path, data=data, headers=headers)
        self.times.setdefault(kind, []).append(time.perf_counter() - started)
        return status, response_headers, text

    @staticmethod
    def _kind(path):
        for part, kind in (
            ("/valoracion/", "feedback"),
            ("/jugada/", "play"),
            ("/siguiente-mano/", "next hand"),
        ):
            if part in path:
                return kind
        return "other"

    def get(self, path, *, htmx=False):
        status, _headers, text = self._timed(self._kind(path), "GET", path, headers=self._htmx(htmx))
        return status, text

    def post(self, path, data, *, htmx=False):
        status, headers, text = self._timed(
            self._kind(path), "POST", path, data=data, headers=self._htmx(htmx)
        )
        if not htmx and status in (301, 302, 303):
            return self.get(headers["Location"])
        return status, text

    @staticmethod
    def _htmx(htmx):
        return {"HX-Request": "true"} if htmx else {}


def _serve(port, workdir):
    env = {
        **os.environ,
        "DEBUG": "1",
        "SECRET_KEY": secrets.token_urlsafe(50),
        "DATABASE_URL": f"sqlite:///{workdir}/bench.sqlite3",
        "LOG_LEVEL": "ERROR",
    }
    env.pop("REDIS_URL", None)
    subprocess.run([PY, "manage.py", "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)
    server = subprocess.Popen(
        [PY, "manage.py", "runserver", f"{HOST}:{port}", "--noreload", "--nothreading"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    for _ in range(100):
        try:
            connection = http.client.HTTPConnection(HOST, port, timeout=2)
            connection.request("GET", "/")
            connection.getresponse().read()
            connection.close()
            return server
        except OSError:
            time.sleep(0.2)
    server.terminate()
    raise SystemExit(f"the site did not answer on {HOST}:{port}")


def _stop(server):
    """Stop the server started here (its process group), by force if it does not stop soon."""
    os.killpg(server.pid, signal.SIGTERM)
    try:
        server.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(server.pid, signal.SIGKILL)
        server.wait(timeout=30)


def _ms(values, q):
    ordered = sorted(values)
    return 1000 * ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _report(variant, verdicts):
    found = figures(verdicts)
    labels = {label: sum(1 for v in verdicts if v.label == label) for label in LABELS}
    print(
        f"{variant:<10} verdicts {found.judged}  {labels}\n"
        f"           below «buena» {found.negative}: headline {found.with_headline} "
        f"({100 * found.headline_share:.1f} %), concrete reason {found.concrete} "
        f"({100 * found.concrete_share:.1f} %), stake {found.with_stake} ({100 * found.stake_share:.1f} %), "
        f"longest headline {found.longest_headline} characters"
    )
    ranges = []
    for label in LABELS[1:]:
        stakes = [v.stake for v in verdicts if v.label == label and v.stake is not None]
        if stakes:
            ranges.append(f"{label} {min(stakes)}-{max(stakes)}")
    unit = "% more in the middle" if variant.startswith("cabrero") else "points"
    inversions = found.inversions or "none"
    print(f"           stake by label ({unit}): {', '.join(ranges) or '-'}; inversions: {inversions}")
    return found, ["order of stakes"] if found.inversions else []


def _shares_missed(found):
    """The targets on shares the verdicts below «buena» of the whole play-through miss."""
    shares = {"headline": found.headline_share, "concrete": found.concrete_share, "stake": found.stake_share}
    return [name for name, share in shares.items() if share < TARGETS[name]]


def main(argv=None):
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=3, help="whole games per table (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--port", type=int, default=8450)
    parser.add_argument("--variant", choices=[*TABLES, "all"], default="all")
    args = parser.parse_args(argv)
    tables = TABLES if args.variant == "all" else {args.variant: TABLES[args.variant]}
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="tute-feedback-bench-") as workdir:
        server = _serve(args.port, workdir)
        try:
            pages = HttpPages(f"http://{HOST}:{args.port}")
            pages.get("/jugar/")  # the lobby: the session and the CSRF token, as a browser gets them
            learner = Learner(pages, random.Random(args.seed))
            print(f"{args.games} whole games per table, seed {args.seed}, learner: a random playable card")
            missed = []
            every = []
            for preset, variant in tables.items():
                verdicts = []
                for _ in range(args.games):
                    verdicts += learner.play_game(preset, variant)
                every += verdicts
                missed += [f"{variant}: {name}" for name in _report(variant, verdicts)[1]]
            total = figures(every)
            missed += [f"all: {name}" for name in _shares_missed(total)]
            print(
                f"all        below «buena» {total.negative}: headline {100 * total.headline_share:.1f} %, "
                f"concrete reason {100 * total.concrete_share:.1f} %, stake {100 * total.stake_share:.1f} %"
            )
            listed = learner.progress_mistakes()
            expected = expected_mistakes(learner.verdicts)
            verdict = "right" if listed == expected else "WRONG"
            print(f"Mi progreso lists {listed}; the headlines told {expected}: {verdict}")
            if listed != expected or not listed:
                missed.append("Mi progreso")
            feedback = pages.times.get("feedback", [])
            if feedback:
                print(
                    f"feedback panel: {len(feedback)} requests, median {_ms(feedback, 0.5):.0f} ms, "
                    f"p95 {_ms(feedback, 0.95):.0f} ms (mean {1000 * statistics.mean(feedback):.0f} ms)"
                )
        finally:
            _stop(server)
    load = os.getloadavg()
    print(f"{time.perf_counter() - started:.0f} s; load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    if missed:
        print("MISSED: " + "; ".join(missed))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
