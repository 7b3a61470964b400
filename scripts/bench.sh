#!/usr/bin/env bash
# `make bench`: server-rendered pages per second and latency (p50/p99) on this machine, with
# the release build and the demo data. wrk runs with ONE thread: on a 2-core machine the load
# generator shares the cores with the server, so figures are a floor, not a capacity.
#   cache hit:  the same URL again and again (the rendered page is served from memory)
#   cache miss: a new query string on every request (plan, in-process queries, render)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${LEASEFRONT_BIN:-${CARGO_TARGET_DIR:-target}/release/leasefront}"
port="${BENCH_PORT:-18491}"
duration="${BENCH_DURATION:-10s}"
connections="${BENCH_CONNECTIONS:-8}"
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 1; }

data=$(mktemp -d)
"$bin" serve --addr "127.0.0.1:$port" --database-url "sqlite://$data/bench.db" --web-dir web/dist --demo \
  >/dev/null 2>"$data/server.log" &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 1 120); do curl -fs "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.5; done

cat >"$data/miss.lua" <<'LUA'
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", wrk.path .. "?bench=" .. n)
end
LUA

run() { # name path [lua]
  local name=$1 path=$2 script=${3:-}
  curl -fs -o /dev/null "http://127.0.0.1:$port$path"
  echo "== $name: GET $path (wrk -t1 -c$connections -d$duration${script:+, new query string per request})"
  wrk -t1 -c"$connections" -d"$duration" --latency ${script:+-s "$script"} "http://127.0.0.1:$port$path" \
    | grep -E "Requests/sec|^ +50%|^ +99%|Non-2xx|Socket errors"
}

if ! curl -fs "http://127.0.0.1:$port/" | grep -q 'data-ssr'; then
  echo "warning: the home page is not server-rendered (no web/dist/server bundle?)" >&2
fi
run "home, cache hit" /
run "home es-US, cache hit" /es/
run "home, cache miss (render)" / "$data/miss.lua"
run "customer login, cache hit" /customer-login
# A 48-tile listing page joins these when the catalog's category listing is built.
