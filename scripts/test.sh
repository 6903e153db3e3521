#!/usr/bin/env bash
# Install what the tests need and run every check: ruff, then pytest (browser tests included)
# on SQLite, then again on PostgreSQL (with Redis for the cache and sessions) when TUTE_PG is set.
#   ./scripts/test.sh                 # everything
#   ./scripts/test.sh tests/browser   # extra arguments go to pytest
#
# PostgreSQL pass (hook for CI): set TUTE_PG to a database URL whose role may CREATEDB, e.g.
#   TUTE_PG=postgres://tute:tute@127.0.0.1:5432/tute REDIS_URL=redis://127.0.0.1:6379/0 ./scripts/test.sh
# .ci/run starts PostgreSQL and Redis (scripts/pg.sh, scripts/redis.sh) and exports TUTE_PG and
# REDIS_URL before calling this script. The SQLite pass needs neither (the embedded default).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
"$ROOT/scripts/bootstrap.sh" --test
PY="$ROOT/.venv/bin/python"

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
    echo "==> PostgreSQL pass skipped: TUTE_PG is not set (.ci/run sets it with scripts/pg.sh)"
fi
if [[ "$status" != 0 ]]; then
    echo "!! tests failed (see above)" >&2
fi
exit "$status"
