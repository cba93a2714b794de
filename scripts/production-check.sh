#!/usr/bin/env bash
# The production install, as an operator makes it: the repository's files and the build (made
# beforehand by `npm run build`) in a folder of their own, `npm ci --omit=dev` (no build or test
# tools), then `npm run serve` on a new embedded database. Passes when the server starts, loads its
# demo data and answers a page and the JSON API; fails with the server's log otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir=${BUILD_DIR:-build}
if [ ! -f "$build_dir/server/index.js" ]; then
  echo "No build in $build_dir: run npm run build first." >&2
  exit 1
fi

folder=$(mktemp -d /tmp/beaches-production-XXXXXX)
server_pid=""
cleanup() {
  # npm runs the server as a child of its own: the whole process group goes.
  if [ -n "$server_pid" ]; then
    kill -- "-$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$folder"
}
trap cleanup EXIT

# The tracked files as they are in this working tree, and the build.
git ls-files -z | xargs -0 cp --parents -t "$folder"
cp -r "$build_dir" "$folder/build"

cd "$folder"
npm ci --omit=dev --no-audit --no-fund --loglevel=error
# React Router's build tools are what a production install once missed at start-up: make sure the
# check runs without them.
if [ -e node_modules/@react-router/dev ]; then
  echo "The production install holds @react-router/dev, a development tool: the check proves nothing." >&2
  exit 1
fi

port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
PORT=$port HOST=127.0.0.1 PGLITE_DIR="$folder/data" FORECAST=off setsid npm run serve >"$folder/server.log" 2>&1 &
server_pid=$!

base="http://127.0.0.1:$port"
for _ in $(seq 1 120); do
  if curl -fs -o /dev/null "$base/api/v1/health"; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
  sleep 0.5
done

fail() {
  echo "The production install failed: $1" >&2
  echo "--- server log" >&2
  cat "$folder/server.log" >&2
  exit 1
}
curl -fs -o /dev/null "$base/api/v1/health" || fail "the server did not start"
# Each answer is read whole before it is searched: `curl | grep -q` under pipefail fails when grep
# stops reading at its first match and curl is left writing into a closed pipe.
page() { curl -fs "$base$1" || true; }
[[ $(page /) == *'<html lang="en"'* ]] || fail "the home page does not answer"
[[ $(page /crete) == *Balos* ]] || fail "the area page does not list the demo beaches"
[[ $(page /el/crete) == *'lang="el"'* ]] || fail "the Greek area page does not answer"
[[ $(page "/api/v1/beaches?search=balos") == *'"slug":"balos"'* ]] || fail "the API does not find Balos"
echo "The production install (npm ci --omit=dev) starts and serves the site."
