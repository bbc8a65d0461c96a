#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the tests: initdb into a temp dir as the postgres user, on a
# free port, fsync off (nothing here outlives the run). Prints the DATABASE_URL on stdout; stop it
# with `.ci/postgres.sh stop <dir>`. Needs Debian's postgresql (any of 15 to 18).
set -euo pipefail
if [ "${1:-}" = "stop" ]; then
  dir="$2"
  bin=$(cat "$dir/bin")
  su postgres -s /bin/sh -c "$bin/pg_ctl -D '$dir/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
  exit 0
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
dir=$(mktemp -d /tmp/freight-pg.XXXXXX)
chown postgres "$dir"
echo "$bin" > "$dir/bin"
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
su postgres -s /bin/sh -c "$bin/initdb -D '$dir/data' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
su postgres -s /bin/sh -c "$bin/pg_ctl -D '$dir/data' -l '$dir/log' -w -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300\" start" >/dev/null
echo "postgres://postgres@127.0.0.1:$port/postgres $dir"
