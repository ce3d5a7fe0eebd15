#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster on 127.0.0.1 for tests and benchmarks, and prints the URL.
#   scripts/postgres.sh start [port]   → prints postgres://postgres@127.0.0.1:<port>/postgres
#   scripts/postgres.sh stop  [port]
# Tests run it with fsync, synchronous_commit and full_page_writes off (fast, not crash-safe).
# PG_DURABLE=1 starts it with PostgreSQL's defaults instead (every commit flushed to disk, as
# production runs): the bench's headline figures use that.
# Needs Debian's postgresql-15 server binaries (/usr/lib/postgresql/15/bin). As root, the cluster runs
# as the `postgres` user (initdb refuses root).
set -euo pipefail
cmd=${1:-start}
port=${2:-54329}
bin=/usr/lib/postgresql/15/bin
dir=${PGTEST_DIR:-/tmp/tricktable-pg-$port}
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "$cmd" in
  start)
    [ -x "$bin/initdb" ] || { echo "PostgreSQL 15 server binaries not found in $bin (apt-get install postgresql-15)" >&2; exit 1; }
    if [ ! -f "$dir/PG_VERSION" ]; then
      mkdir -p "$dir"
      [ "$(id -u)" = 0 ] && chown postgres "$dir"
      as_pg "$bin/initdb" -D "$dir" -U postgres --auth=trust --no-sync -E UTF8 >/dev/null
    fi
    durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    [ "${PG_DURABLE:-}" = 1 ] && durability="-c fsync=on -c synchronous_commit=on -c full_page_writes=on"
    if ! as_pg "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
      as_pg "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
        -o "-h 127.0.0.1 -p $port -k /tmp $durability -c max_connections=200" start >/dev/null
    fi
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_pg "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null 2>&1 || true
    ;;
  *) echo "usage: $0 start|stop [port]" >&2; exit 2 ;;
esac
