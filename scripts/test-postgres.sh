#!/usr/bin/env bash
# A throwaway PostgreSQL 15 for the server's integration tests, in its own folder and port.
#   scripts/test-postgres.sh start   -> prints the TEST_DATABASE_URL to use
#   scripts/test-postgres.sh stop
# Installs Debian's postgresql-15 when it is missing (needs root, as CI has).
set -euo pipefail

PG_BIN=/usr/lib/postgresql/15/bin
PG_DIR=${PG_TEST_DIR:-/tmp/publi-test-postgres}
PG_PORT=${PG_TEST_PORT:-54329}

start() {
  if [ ! -x "$PG_BIN/postgres" ]; then
    echo "Installing PostgreSQL 15 from Debian's packages" >&2
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >&2
  fi
  # PostgreSQL refuses to run as root: the cluster belongs to the postgres user.
  local run_as=()
  if [ "$(id -u)" = 0 ]; then run_as=(runuser -u postgres --); fi
  if [ -f "$PG_DIR/postmaster.pid" ]; then stop; fi
  rm -rf "$PG_DIR" && mkdir -p "$PG_DIR"
  if [ "$(id -u)" = 0 ]; then chown postgres "$PG_DIR"; fi
  "${run_as[@]}" "$PG_BIN/initdb" -D "$PG_DIR" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  "${run_as[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR" -l "$PG_DIR/server.log" -w \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
  echo "postgres://postgres@127.0.0.1:$PG_PORT/postgres"
}

stop() {
  local run_as=()
  if [ "$(id -u)" = 0 ]; then run_as=(runuser -u postgres --); fi
  "${run_as[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR" -m fast stop >/dev/null 2>&1 || true
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
