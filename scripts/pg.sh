#!/usr/bin/env bash
# Make a local PostgreSQL ready for the tests and the load bench, and print its URL on stdout.
#   TUTE_PG="$(scripts/pg.sh)" ./scripts/test.sh
#
# Idempotent: installs PostgreSQL with apt-get when it is missing (root only), starts the local
# cluster when it is down, creates the role (LOGIN CREATEDB, password) and its database when they
# do not exist yet. Connections go over TCP to 127.0.0.1 with the password (root has no role for
# the local socket, so the role is created as the postgres user with runuser/su).
# Messages go to stderr; stdout carries only the URL. Exit status 3 means "no PostgreSQL here":
# the caller may skip its PostgreSQL pass.
#
# Environment: TUTE_PG_ROLE (tute), TUTE_PG_PASSWORD (tute), TUTE_PG_DB (tute).
set -euo pipefail

ROLE="${TUTE_PG_ROLE:-tute}"
PASSWORD="${TUTE_PG_PASSWORD:-tute}"
DB="${TUTE_PG_DB:-tute}"

say() { printf '==> %s\n' "$*" >&2; }
unavailable() { printf 'PostgreSQL unavailable: %s\n' "$*" >&2; exit 3; }

[[ "$ROLE$DB" =~ ^[a-z_][a-z0-9_]*$ ]] || unavailable "TUTE_PG_ROLE/TUTE_PG_DB must be plain lower-case names."
[[ "$PASSWORD" != *"'"* ]] || unavailable "TUTE_PG_PASSWORD may not contain a quote."

is_root() { [[ "$(id -u)" == "0" ]]; }

# --- 1. PostgreSQL installed? ------------------------------------------------------------------
if ! command -v pg_lsclusters >/dev/null 2>&1; then
    if is_root && command -v apt-get >/dev/null 2>&1; then
        say "Installing PostgreSQL with apt-get"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq >/dev/null
        apt-get install -y -qq postgresql >/dev/null </dev/null \
            || unavailable "apt-get install postgresql failed."
    else
        unavailable "not installed (Debian: run 'apt-get install postgresql' as root)."
    fi
fi
is_root || unavailable "starting the cluster and creating the role need root (or set TUTE_PG yourself)."

as_postgres() {
    if command -v runuser >/dev/null 2>&1; then runuser -u postgres -- "$@"; else su postgres -c "$(printf '%q ' "$@")"; fi
}

# --- 2. A cluster, running ---------------------------------------------------------------------
cluster="$(pg_lsclusters -h | sort -k1,1nr | head -n 1)"
if [[ -z "$cluster" ]]; then
    version="$(ls /usr/lib/postgresql | sort -nr | head -n 1)"
    say "Creating PostgreSQL cluster $version/main"
    pg_createcluster "$version" main >&2
    cluster="$(pg_lsclusters -h | sort -k1,1nr | head -n 1)"
fi
read -r version name port status _ <<<"$cluster"
if [[ "$status" != online* ]]; then
    say "Starting PostgreSQL $version/$name on port $port"
    # pg_ctlcluster prints notes such as "Removed stale pid file." on stdout: keep them off the URL.
    pg_ctlcluster "$version" "$name" start >&2 || unavailable "pg_ctlcluster $version $name start failed."
fi
for _ in $(seq 1 30); do
    pg_isready -q -h 127.0.0.1 -p "$port" && break
    sleep 0.5
done
pg_isready -q -h 127.0.0.1 -p "$port" || unavailable "the cluster does not answer on 127.0.0.1:$port."

# --- 3. The role and its database ----------------------------------------------------------------
psql_admin() { as_postgres psql -X -q -v ON_ERROR_STOP=1 -p "$port" -d postgres "$@"; }
if [[ "$(psql_admin -tAc "SELECT 1 FROM pg_roles WHERE rolname = '$ROLE'")" != "1" ]]; then
    say "Creating role $ROLE (LOGIN CREATEDB)"
    psql_admin -c "CREATE ROLE $ROLE LOGIN CREATEDB PASSWORD '$PASSWORD'" >&2
else
    psql_admin -c "ALTER ROLE $ROLE LOGIN CREATEDB PASSWORD '$PASSWORD'" >&2
fi
if [[ "$(psql_admin -tAc "SELECT 1 FROM pg_database WHERE datname = '$DB'")" != "1" ]]; then
    say "Creating database $DB"
    psql_admin -c "CREATE DATABASE $DB OWNER $ROLE" >&2
fi

echo "postgres://$ROLE:$PASSWORD@127.0.0.1:$port/$DB"
