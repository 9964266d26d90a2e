#!/usr/bin/env bash
# `bash scripts/ci/debian-postgres.sh <command...>`: run a command with TEST_DATABASE_URL naming
# a throwaway cluster of Debian's PostgreSQL (the oldest major installed: 15 on Debian 12) on a
# free loopback port; the cluster is stopped and removed when the command ends. As root, the
# server runs as the postgres user (it refuses root).
set -euo pipefail
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | head -n 1 || true)
if [ -z "$pgbin" ]; then
  echo "No Debian PostgreSQL under /usr/lib/postgresql: apt-get install postgresql (.ci/run does)" >&2
  exit 1
fi
pgdir=$(mktemp -d /tmp/ci-pg-XXXXXX)
if [ "$(id -u)" = 0 ]; then
  chown postgres:postgres "$pgdir"
  as_pg() { su postgres -s /bin/sh -c "$1"; }
else
  as_pg() { sh -c "$1"; }
fi
free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
stop() {
  as_pg "$pgbin/pg_ctl -D $pgdir/data -m fast -w stop" >/dev/null 2>&1 || true
  rm -rf "$pgdir"
}
trap stop EXIT
trap 'exit 143' TERM INT
as_pg "$pgbin/initdb -D $pgdir/data -A trust -U postgres >/dev/null"
# As many connections as the embedded server allows (apps/api/src/db/embedded.ts).
# The picked port is free again before PostgreSQL binds it: another process (the other shard's
# cluster, started at the same moment) may take it. Then another port, twice more.
for attempt in 1 2 3; do
  port=$(free_port)
  if as_pg "$pgbin/pg_ctl -D $pgdir/data -l $pgdir/log -w -o \"-p $port -k $pgdir -c listen_addresses=127.0.0.1 -c max_connections=200\" start >/dev/null"; then
    break
  fi
  if [ "$attempt" = 3 ] || ! grep -qi "already in use\|lock file" "$pgdir/log"; then
    cat "$pgdir/log" >&2
    exit 1
  fi
  : >"$pgdir/log"
done
echo "On $("$pgbin/postgres" --version), 127.0.0.1:$port"
# Trust authentication ignores the password; PgBouncer's set-up (kept-pgbouncer.test.ts) wants one.
TEST_DATABASE_URL="postgres://postgres:ci@127.0.0.1:$port/postgres" "$@"
