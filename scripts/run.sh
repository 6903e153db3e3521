#!/usr/bin/env bash
# Install everything and serve the site for development on http://127.0.0.1:8000 (SQLite).
#   ./scripts/run.sh              # TUTE_ADDR=0.0.0.0:8000 ./scripts/run.sh to listen elsewhere
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
"$ROOT/scripts/bootstrap.sh"

export DEBUG="${DEBUG:-1}"
PY="$ROOT/.venv/bin/python"

echo "==> Applying migrations"
"$PY" manage.py migrate --noinput -v 0
# Lesson content, when the tutorial app provides a loader command.
if "$PY" manage.py help load_lessons >/dev/null 2>&1; then
    echo "==> Loading lessons"
    "$PY" manage.py load_lessons
fi
echo "==> Collecting static files"
"$PY" manage.py collectstatic --noinput -v 0

ADDR="${TUTE_ADDR:-127.0.0.1:8000}"
echo "==> Serving on http://$ADDR/  (Ctrl+C stops; emails are printed here)"
exec "$PY" manage.py runserver "$ADDR"
