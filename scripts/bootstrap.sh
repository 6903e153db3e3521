#!/usr/bin/env bash
# Prepare the project on this machine: find Python >= 3.12, create .venv, install the pinned
# requirements, compile translations. Safe to run again: pip only runs when a requirements file
# changed since the last successful install.
#
#   scripts/bootstrap.sh          # runtime requirements (requirements.txt)
#   scripts/bootstrap.sh --test   # plus the test requirements (requirements-test.txt)
#
# Environment: PYTHON=/path/to/python3.x forces an interpreter.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
VENV="$ROOT/.venv"
REQUIREMENTS="requirements.txt"
if [[ "${1:-}" == "--test" ]]; then
    REQUIREMENTS="requirements-test.txt"  # includes requirements.txt with -r
fi

say() { printf '==> %s\n' "$*"; }
die() { printf 'ERROR: %s\n' "$*" >&2; exit 1; }

# --- 1. An interpreter: Python >= 3.12 (Django 6 needs it) -------------------------------
is_suitable() {
    # true when "$@" runs a Python >= 3.12
    "$@" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)' >/dev/null 2>&1
}

find_python() {
    local candidate version root
    if [[ -n "${PYTHON:-}" ]]; then
        is_suitable "$PYTHON" && { echo "$PYTHON"; return 0; }
        return 1  # an explicit choice: do not look elsewhere
    fi
    for candidate in python3.14 python3.13 python3.12 python3; do
        if command -v "$candidate" >/dev/null 2>&1 && is_suitable "$candidate"; then
            command -v "$candidate"; return 0
        fi
    done
    # pyenv: its shims only work when a version is selected, so look at the versions directly.
    root="${PYENV_ROOT:-$HOME/.pyenv}"
    if [[ -n "${PYENV_VERSION:-}" && -x "$root/versions/$PYENV_VERSION/bin/python3" ]]; then
        candidate="$root/versions/$PYENV_VERSION/bin/python3"
        is_suitable "$candidate" && { echo "$candidate"; return 0; }
    fi
    if [[ -d "$root/versions" ]]; then
        # newest first
        for version in $(ls "$root/versions" | sort -t. -k1,1nr -k2,2nr -k3,3nr); do
            candidate="$root/versions/$version/bin/python3"
            if [[ -x "$candidate" ]] && is_suitable "$candidate"; then
                echo "$candidate"; return 0
            fi
        done
    fi
    return 1
}

venv_ok() { [[ -x "$VENV/bin/python" ]] && is_suitable "$VENV/bin/python"; }

if ! venv_ok; then
    [[ -z "${PYTHON:-}" ]] || is_suitable "$PYTHON" || die "PYTHON=$PYTHON is not a Python >= 3.12."
    PY="$(find_python)" || die "Python 3.12 or newer is needed (Django 6) and none was found.
  Looked for: python3.14, python3.13, python3.12, python3 on PATH, and \$PYENV_ROOT/versions/*.
  Install one, for example:  pyenv install 3.13   (or your system's python3.12 / python3.13 package),
  or point to it:            PYTHON=/path/to/python3.13 $0"
    say "Creating .venv with $PY ($("$PY" -c 'import sys; print(sys.version.split()[0])'))"
    rm -rf "$VENV"
    "$PY" -m venv "$VENV" || die "Could not create the virtual environment with $PY
  (on Debian/Ubuntu system Pythons you may need the python3.X-venv package)."
fi

# --- 2. Pinned requirements (skipped when unchanged) ---------------------------------------
stamp="$VENV/.installed-$(basename "$REQUIREMENTS" .txt)"
wanted="$(cat requirements.txt "$REQUIREMENTS" | sha256sum | cut -d' ' -f1)"
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$wanted" ]]; then
    say "Installing $REQUIREMENTS into .venv (quiet; errors are shown)"
    log="$(mktemp)"
    # Every package (transitive ones too) is pinned with its hashes: pip refuses anything else.
    if ! "$VENV/bin/python" -m pip install --require-hashes --disable-pip-version-check --no-input --progress-bar off \
            -q -r "$REQUIREMENTS" >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        rm -f "$log"
        die "pip install -r $REQUIREMENTS failed (last lines above)."
    fi
    rm -f "$log"
    echo "$wanted" >"$stamp"
else
    say "Requirements already installed ($REQUIREMENTS)"
fi

# --- 3. Translations: compile locale/*.po into .mo (the .mo files are not committed) -------
if compgen -G "locale/*/LC_MESSAGES/*.po" >/dev/null; then
    if ! command -v msgfmt >/dev/null 2>&1; then
        if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
            say "Installing gettext (msgfmt) with apt-get"
            DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
            DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends gettext >/dev/null
        else
            die "msgfmt (GNU gettext) is needed to compile the translations: install the 'gettext' package."
        fi
    fi
    say "Compiling translations"
    DEBUG=1 "$VENV/bin/python" manage.py compilemessages --ignore=.venv --ignore=staticfiles -v 0
fi
