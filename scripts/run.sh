#!/usr/bin/env bash
# Install everything and serve the site for development on http://127.0.0.1:8000 (SQLite, DEBUG on).
#   ./scripts/run.sh
#   TUTE_ADDR=127.0.0.1:8080 ./scripts/run.sh          # another port
#   TUTE_ALLOW_PUBLIC=1 TUTE_ADDR=0.0.0.0:8000 ./scripts/run.sh   # other machines too (see README)
#
# DEBUG pages show settings and code to whoever sees them: with DEBUG on this script listens on the
# loopback interface only, unless TUTE_ALLOW_PUBLIC=1 says the network is trusted. The secret key
# is a random one kept in .dev-secret-key (git-ignored, made on the first run) unless SECRET_KEY
# is set. No Redis is needed: the cache lives in this one process.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

export DEBUG="${DEBUG:-1}"
ADDR="${TUTE_ADDR:-127.0.0.1:8000}"

is_on() {
    case "$(printf '%s' "$1" | tr '[:upper:]' '[:lower:]')" in
        1|true|yes|on) return 0 ;;
        0|false|no|off|"") return 1 ;;
        *) echo "ERROR: $2=$1 is not yes/no (use 1/0, true/false, yes/no, on/off)." >&2; exit 2 ;;
    esac
}

host="${ADDR%:*}"
[[ "$ADDR" == *:* ]] || host="$ADDR"
host="${host#[}"; host="${host%]}"
case "$host" in
    127.*|localhost|::1) loopback=1 ;;
    *) loopback=0 ;;
esac
if is_on "$DEBUG" DEBUG && [[ "$loopback" == 0 ]] && ! is_on "${TUTE_ALLOW_PUBLIC:-0}" TUTE_ALLOW_PUBLIC; then
    echo "ERROR: refusing to serve DEBUG pages on $ADDR: with DEBUG on, anyone who reaches the server sees" >&2
    echo "       settings and tracebacks. Listen on 127.0.0.1, or set TUTE_ALLOW_PUBLIC=1 on a trusted network." >&2
    exit 2
fi

"$ROOT/scripts/bootstrap.sh"
PY="$ROOT/.venv/bin/python"

echo "==> Applying migrations"
"$PY" manage.py migrate --noinput -v 0
# Lesson content, when the tutorial app provides a loader command.
if "$PY" manage.py help load_lessons >/dev/null 2>&1; then
    echo "==> Loading lessons"
    "$PY" manage.py load_lessons
fi
echo "==> Loading puzzles"
"$PY" manage.py load_puzzles
echo "==> Collecting static files"
"$PY" manage.py collectstatic --noinput -v 0

echo "==> Serving on http://$ADDR/  (Ctrl+C stops; emails are printed here)"
exec "$PY" manage.py runserver "$ADDR"
