#!/usr/bin/env bash
# `make soak` (not in CI): two servers on one PostgreSQL behind nginx (deploy/nginx/leasefront.conf)
# under SOAK_MINUTES (default 30) of mixed traffic at 32 connections — pages, search, suggestions,
# marketplace, the signed-in customer's dashboard, lease and payment history (wrk -t1, a minute
# at a time) and writes beside them (scripts/soak-writer.py: leads, five a second). Each minute
# prints the servers' memory, p50/p99 and the answers of 500 and up. Then PostgreSQL is
# restarted under load: the servers must answer 503 (never 500) while it is away, recover by
# themselves, and every write confirmed before the restart must still be there.
#   SOAK_POSTGRES_URL   an admin URL of the PostgreSQL to use (postgres://postgres@127.0.0.1:5432/postgres)
#   SOAK_PG_RESTART     the command that restarts it (default: this machine's pg_ctlcluster)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${LEASEFRONT_BIN:-${CARGO_TARGET_DIR:-target}/release/leasefront}"
minutes="${SOAK_MINUTES:-30}"
admin="${SOAK_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
cluster=$(ls /etc/postgresql 2>/dev/null | head -1)
restart="${SOAK_PG_RESTART:-pg_ctlcluster --skip-systemctl-redirect $cluster main}"
for tool in wrk nginx psql; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: apt-get install wrk nginx-light postgresql-client" >&2; exit 1; }
done
port_a=18711 port_b=18712 port_lb=18710
db_url="${admin%/*}/leasefront_soak"
data=$(mktemp -d)
psql -q "$admin" -c "DROP DATABASE IF EXISTS leasefront_soak" -c "CREATE DATABASE leasefront_soak"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  [ -f "$data/nginx/nginx.pid" ] && kill "$(cat "$data/nginx/nginx.pid")" 2>/dev/null || true
  $restart start >/dev/null 2>&1 || true
  rm -rf "$data"
}
trap cleanup EXIT

start_server() { # port
  "$bin" serve --demo --addr "127.0.0.1:$1" --database-url "$db_url" --web-dir web/dist \
    --trusted-proxies 127.0.0.1 >"$data/server-$1.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 240); do curl -fs "http://127.0.0.1:$1/api/health" >/dev/null && return; sleep 0.5; done
  echo "the server on $1 did not start:" >&2; tail -20 "$data/server-$1.log" >&2; exit 1
}
start_server $port_a # loads the demo data into the empty database
start_server $port_b
pid_a=${pids[0]} pid_b=${pids[1]}
mkdir -p "$data/nginx"
sed -e "s/127.0.0.1:8081/127.0.0.1:$port_a/; s/127.0.0.1:8082/127.0.0.1:$port_b/; s/listen 127.0.0.1:8080/listen 127.0.0.1:$port_lb/" \
  deploy/nginx/leasefront.conf >"$data/nginx/leasefront.conf"
nginx -p "$data/nginx" -c "$data/nginx/leasefront.conf"
base="http://127.0.0.1:$port_lb"
curl -fs "$base/api/health" >/dev/null
token=$(python3 scripts/bench-token.py "$base" maria.lopez@northwind-lease.example 'Lease#2026')
lease=$(curl -fs -H "authorization: Bearer $token" \
  "$base/mobify/proxy/api/custom/lease/v1/organizations/f_ecom_northwind/lease_dashboard?siteId=northwind" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["standardized"]["leases"][0]["guid"])')

api=/mobify/proxy/api
cat >"$data/mix.lua" <<LUA
-- Shoppers and one signed-in customer, in turn; answers of 500 and up are counted.
local paths = {
  {"/", false}, {"/category/furniture", false}, {"/product/sofas-001", false},
  {"$api/search/shopper-search/v1/organizations/f_ecom_northwind/product-search?siteId=northwind&q=sofa", false},
  {"$api/search/shopper-search/v1/organizations/f_ecom_northwind/search-suggestions?siteId=northwind&q=so", false},
  {"$api/custom/marketplace/v1/organizations/f_ecom_northwind/retailers?siteId=northwind&postal_code=78205", false},
  {"$api/custom/lease/v1/organizations/f_ecom_northwind/lease_dashboard?siteId=northwind", true},
  {"$api/custom/lease/v1/organizations/f_ecom_northwind/lease_details?siteId=northwind&c_lease_guid=$lease", true},
  {"$api/custom/northwind-payments/v1/organizations/f_ecom_northwind/view_payments?siteId=northwind&c_lease_guid=$lease", true},
  {"/search?q=tv", false},
}
local n, errors, unavailable = 0, 0, 0
request = function()
  n = n + 1
  local p = paths[(n % #paths) + 1]
  local headers = {}
  if p[2] then headers["authorization"] = "Bearer $token" end
  return wrk.format("GET", p[1], headers)
end
response = function(status)
  if status == 503 then unavailable = unavailable + 1 elseif status >= 500 then errors = errors + 1 end
end
done = function(summary, latency)
  io.write(string.format("SOAK %.1f %.1f %.0f %d %d %d\n", latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, summary.requests / (summary.duration / 1e6), errors, unavailable,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
LUA

rss() { ps -o rss= -p "$1" | tr -d ' '; }
python3 scripts/soak-writer.py "$base" "$data/writes" $(( minutes * 60 + 90 )) >"$data/writer.json" &
writer=$!
pids+=($writer)
echo "== soak: $minutes minutes at 32 connections through nginx to two servers on PostgreSQL (wrk -t1)"
printf "%-6s %12s %12s %9s %9s %9s %6s %6s\n" minute "rss A (kB)" "rss B (kB)" "p50 ms" "p99 ms" "req/s" "5xx" "503"
total_errors=0 first_rss="" last_rss=""
for minute in $(seq 1 "$minutes"); do
  line=$(wrk -t1 -c32 -d60s --timeout 10s --latency -s "$data/mix.lua" "$base" | grep '^SOAK')
  read -r _ p50 p99 rate errors unavailable _ <<<"$line"
  a=$(rss $pid_a) b=$(rss $pid_b)
  printf "%-6s %12s %12s %9s %9s %9s %6s %6s\n" "$minute" "$a" "$b" "$p50" "$p99" "$rate" "$errors" "$unavailable"
  total_errors=$(( total_errors + errors + unavailable ))
  # Warm-up is the first two minutes: growth is measured from the third on.
  [ "$minute" -ne "$(( minutes < 3 ? 1 : 3 ))" ] || first_rss=$(( a + b ))
  last_rss=$(( a + b ))
done
growth=$(python3 -c "print(round(100 * ($last_rss - ${first_rss:-$last_rss}) / ${first_rss:-$last_rss}, 1))")
echo "== memory after warm-up: $growth % growth (both servers); answers of 500 and up: $total_errors"

echo "== PostgreSQL restarted under load"
before=$(wc -l <"$data/writes")
wrk -t1 -c32 -d60s --timeout 10s --latency -s "$data/mix.lua" "$base" >"$data/restart-wrk.txt" &
load=$!
sleep 15
stopped_at=$(date +%s.%N)
$restart stop -m fast
sleep 10
away=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port_a/api/health")
away_page=$(curl -s -o /dev/null -w '%{http_code}' "$base$api/custom/lease/v1/organizations/f_ecom_northwind/lease_dashboard?siteId=northwind" -H "authorization: Bearer $token")
$restart start
recovered=""
for _ in $(seq 1 120); do
  if [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port_a/api/health")" = 200 ] &&
     [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port_b/api/health")" = 200 ]; then
    recovered=$(python3 -c "import time; print(round(time.time() - $stopped_at, 1))"); break
  fi
  sleep 0.5
done
wait $load
read -r _ p50 p99 rate errors unavailable socket_errors <<<"$(grep '^SOAK' "$data/restart-wrk.txt")"
kept=$(psql -tA "$db_url" -c "SELECT COUNT(*) FROM leads WHERE email LIKE 'soak-%'")
echo "while away: health $away, a portal read $away_page; back for both servers ${recovered:-never} s after the stop"
echo "during the restart minute: $unavailable answers 503, $errors of 500 and up, $socket_errors socket errors, p99 $p99 ms"
echo "writes confirmed before the restart: $before; leads in the database now: $kept (all confirmed: $(wc -l <"$data/writes"))"
kill $writer 2>/dev/null || true

status=0
[ "$total_errors" -eq 0 ] || { echo "FAIL: answers of 500 and up during the soak" >&2; status=1; }
python3 -c "import sys; sys.exit(0 if $growth <= 10 else 1)" || { echo "FAIL: memory grew $growth %" >&2; status=1; }
[ "$away" = 503 ] || { echo "FAIL: health answered $away while the database was away" >&2; status=1; }
[ "$errors" -eq 0 ] || { echo "FAIL: answers of 500 (not 503) while the database was away" >&2; status=1; }
[ -n "$recovered" ] || { echo "FAIL: the servers did not recover" >&2; status=1; }
[ "$kept" -ge "$(wc -l <"$data/writes")" ] || { echo "FAIL: confirmed writes were lost" >&2; status=1; }
[ "$status" -eq 0 ] && echo "soak: passed"
exit "$status"
