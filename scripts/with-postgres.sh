#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: installs Debian's server when missing,
# starts a cluster in a temp folder on a free loopback port, exports DATABASE_URL, and always stops
# and removes the cluster afterwards.
set -euo pipefail

find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; fi
}

bin=$(find_bin)
if [ -z "$bin" ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's postgresql package for the PostgreSQL test run..."
    DEBIAN_FRONTEND=noninteractive apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
    bin=$(find_bin)
  fi
  if [ -z "$bin" ]; then
    echo "PostgreSQL's initdb was not found. Install Debian's package as root: apt-get install -y postgresql" >&2
    exit 1
  fi
fi

# initdb refuses to run as root, so the cluster belongs to the postgres user when we are root.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

dir=$(mktemp -d /tmp/beaches-pg-XXXXXX)
[ "$(id -u)" -eq 0 ] && chown postgres: "$dir"
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

cleanup() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') running on port $port"
"$@"
