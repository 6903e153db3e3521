#!/usr/bin/env bash
# Regenerate the locked requirements (every package, transitive ones included, pinned with
# hashes) from requirements.in and requirements-test.in. Needs network access to PyPI.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
TOOLS="${TMPDIR:-/tmp}/tute-lock-tools"
PY="${PYTHON:-$ROOT/.venv/bin/python}"
[[ -x "$TOOLS/bin/pip-compile" ]] || { "$PY" -m venv "$TOOLS" && "$TOOLS/bin/pip" install -q pip-tools; }
"$TOOLS/bin/pip-compile" -q --generate-hashes --allow-unsafe --strip-extras --no-header --no-emit-index-url --no-emit-find-links \
    -o requirements.txt requirements.in
"$TOOLS/bin/pip-compile" -q --generate-hashes --allow-unsafe --strip-extras --no-header --no-emit-index-url --no-emit-find-links \
    -o requirements-test.txt requirements-test.in
