#!/usr/bin/env bash
# Make a local Redis ready for the tests and the load bench, and print its URL on stdout.
#   REDIS_URL="$(scripts/redis.sh)" ./scripts/test.sh
#
# Idempotent: installs redis-server with apt-get when it is missing (root only) and starts one on
# 127.0.0.1 without persistence (nothing written to disk) when none answers on the port.
# Messages go to stderr; stdout carries only the URL. Exit status 3 means "no Redis here": the
# caller may skip what needs it.
#
# Environment: TUTE_REDIS_PORT (6379), TUTE_REDIS_DB (0), TUTE_REDIS_DIR (where the pid and log
# files go; default ${TMPDIR:-/tmp}/tute-redis).
set -euo pipefail

PORT="${TUTE_REDIS_PORT:-6379}"
DB="${TUTE_REDIS_DB:-0}"
DIR="${TUTE_REDIS_DIR:-${TMPDIR:-/tmp}/tute-redis}"

say() { printf '==> %s\n' "$*" >&2; }
unavailable() { printf 'Redis unavailable: %s\n' "$*" >&2; exit 3; }

[[ "$PORT" =~ ^[0-9]+$ && "$DB" =~ ^[0-9]+$ ]] || unavailable "TUTE_REDIS_PORT and TUTE_REDIS_DB must be numbers."

answers() { command -v redis-cli >/dev/null 2>&1 && [[ "$(redis-cli -h 127.0.0.1 -p "$PORT" ping 2>/dev/null)" == "PONG" ]]; }

if ! answers; then
    # --- 1. Installed? --------------------------------------------------------------------------
    if ! command -v redis-server >/dev/null 2>&1; then
        if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
            say "Installing redis-server with apt-get"
            export DEBIAN_FRONTEND=noninteractive
            apt-get update -qq >/dev/null
            apt-get install -y -qq redis-server >/dev/null </dev/null || unavailable "apt-get install redis-server failed."
        else
            unavailable "not installed (Debian: run 'apt-get install redis-server' as root)."
        fi
    fi
    # --- 2. Started (no service manager here: a daemon of our own, no persistence) ---------------
    mkdir -p "$DIR"
    say "Starting redis-server on 127.0.0.1:$PORT"
    redis-server --daemonize yes --bind 127.0.0.1 --port "$PORT" --save '' --appendonly no \
        --dir "$DIR" --pidfile "$DIR/redis-$PORT.pid" --logfile "$DIR/redis-$PORT.log" >&2 \
        || unavailable "redis-server did not start (see $DIR/redis-$PORT.log)."
    for _ in $(seq 1 20); do
        answers && break
        sleep 0.25
    done
    answers || unavailable "redis-server does not answer on 127.0.0.1:$PORT (see $DIR/redis-$PORT.log)."
fi

echo "redis://127.0.0.1:$PORT/$DB"
