#!/usr/bin/env bash
# Install what the tests need and run every check: ruff, lint-imports, mypy, then pytest (browser
# tests included) on SQLite, then again on PostgreSQL with Redis (cache, sessions, rate limits).
#   ./scripts/test.sh                 # everything
#   ./scripts/test.sh tests/browser   # extra arguments go to pytest
#
# PostgreSQL and Redis: unless TUTE_PG / REDIS_URL are already set, scripts/pg.sh and
# scripts/redis.sh provide them (installing them with apt-get when missing, as root; starting them
# when down). When either cannot be had the pass that needs it says why it is skipped.
# TUTE_PG= (set, empty) skips the PostgreSQL pass: e.g. `TUTE_PG= ./scripts/test.sh tests/tute`.
# .ci/run calls this script.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
"$ROOT/scripts/bootstrap.sh" --test
PY="$ROOT/.venv/bin/python"

# --- PostgreSQL and Redis for the second pass ----------------------------------------------
if [[ -z "${TUTE_PG+set}" ]]; then
    if url="$("$ROOT/scripts/pg.sh" | tail -n 1)" && [[ "$url" == postgres://* ]]; then
        export TUTE_PG="$url"
    else
        echo "!! SKIPPING THE POSTGRESQL PASS: scripts/pg.sh could not provide a PostgreSQL (see above)." >&2
    fi
fi
if [[ -n "${TUTE_PG:-}" && -z "${REDIS_URL:-}" ]]; then
    if url="$("$ROOT/scripts/redis.sh" | tail -n 1)" && [[ "$url" == redis://* ]]; then
        export REDIS_URL="$url"
    else
        echo "!! NO REDIS: scripts/redis.sh could not provide one (see above); the Redis tests will be skipped." >&2
    fi
fi

# --- Chromium for the browser tests (Playwright's own download does not work here) ----------
have_chromium() { [[ -x /usr/lib/chromium/chromium ]] || command -v chromium >/dev/null 2>&1; }
if ! have_chromium; then
    if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
        echo "==> Installing Debian's chromium for the browser tests (apt-get)"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq >/dev/null
        apt-get install -y -qq chromium >/dev/null </dev/null
    else
        echo "ERROR: the browser tests need Chromium: run 'apt-get install chromium' as root." >&2
        exit 1
    fi
fi

echo "==> ruff check, ruff format --check"
"$ROOT/.venv/bin/ruff" check .
"$ROOT/.venv/bin/ruff" format --check .

echo "==> lint-imports (layer contracts in pyproject.toml)"
"$ROOT/.venv/bin/lint-imports"

echo "==> mypy (configuration in pyproject.toml)"
"$ROOT/.venv/bin/mypy"

# Both passes run even when the first fails, so one CI run shows every failure.
status=0
echo "==> pytest on SQLite"
env -u DATABASE_URL -u TUTE_PG -u REDIS_URL "$PY" -m pytest -q -rs "$@" || status=1

if [[ -n "${TUTE_PG:-}" ]]; then
    if [[ -n "${REDIS_URL:-}" ]]; then
        echo "==> pytest on PostgreSQL (${TUTE_PG%%://*}://…@${TUTE_PG##*@}) with Redis ($REDIS_URL)"
    else
        echo "==> pytest on PostgreSQL (${TUTE_PG%%://*}://…@${TUTE_PG##*@}) WITHOUT Redis:" \
             "REDIS_URL is not set (.ci/run sets it with scripts/redis.sh), so the tests that need" \
             "Redis (shared cache, sessions and rate limits) are skipped"
    fi
    DATABASE_URL="$TUTE_PG" "$PY" -m pytest -q -rs "$@" || status=1
else
    echo "==> PostgreSQL pass skipped: no PostgreSQL (TUTE_PG is empty)"
fi
if [[ "$status" != 0 ]]; then
    echo "!! tests failed (see above)" >&2
fi
exit "$status"
