#!/usr/bin/env bash
# `make soak` (not in CI): two servers on one PostgreSQL behind nginx (deploy/nginx/leasefront.conf)
# under SOAK_MINUTES (default 30) of mixed traffic. The bulk is wrk at 32 connections (-t1, a
# minute at a time), GETs only: pages, search, suggestions, marketplace, and one signed-in
# customer's dashboard, lease and payment history. Beside it scripts/soak-writer.py writes:
# leads (five a second) and, through scripts/soak-flows.py, four threads of signed-in flows,
# about two a second in all: sign-ins (the web's SLAS login, each from its own address, then
# the dashboard), payments of $1-2 on generated customers' leases (each with an Idempotency-Key)
# and checkouts (approved for a lease, basket, shipping, card, signed agreement, the order placed
# with the lease as tender).
# The database is the demo (serve --demo) plus generated lease customers (`leasefront demo
# leases`) and a sofa with stock for every order. Each minute prints the servers' memory,
# p50/p99 and wrk's answers of 500 and up. Then PostgreSQL is restarted under load: the servers
# must answer 503 (never another 5xx) while it is away, recover by themselves, every flow must
# carry on after it (retrying the same Idempotency-Key), and every lead, payment and order
# confirmed during the soak must be in the database afterwards. Any answer of 500 and up to the
# flows, other than a 503 in the minute of the restart, fails the soak.
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
# The demo data and, for the flows, generated customers who sign in with flow_password (three
# leases each), and the sofa they check out in stock for every order of the soak.
flow_password='Soak#Flow2026'
"$bin" demo leases --count 120 --password "$flow_password" --database-url "$db_url" >/dev/null
psql -q "$db_url" -c "UPDATE catalog_products SET stock_level = 1000000 WHERE id = 'sofas-001-charcoal'"
mkdir -p "$data/flows"
touch "$data/flows/leads" "$data/flows/payments" "$data/flows/orders" # what soak-writer.py confirms
psql -tA -F $'\t' "$db_url" -c "SELECT customers.email, leases.guid FROM leases JOIN customers \
  ON customers.id = leases.customer_id WHERE customers.email LIKE '%@generated.invalid' \
  AND leases.status IN ('Active', 'PastDue') ORDER BY leases.seq" >"$data/flows/customers"
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
sign_in() { python3 scripts/bench-token.py "$base" maria.lopez@northwind-lease.example 'Lease#2026'; }
token=$(sign_in)
lease=$(curl -fs -H "authorization: Bearer $token" \
  "$base/mobify/proxy/api/custom/lease/v1/organizations/f_ecom_northwind/lease_dashboard?siteId=northwind" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["standardized"]["leases"][0]["guid"])')

api=/mobify/proxy/api
# The mix, written anew with each sign-in: an access token lasts 30 minutes (ACCESS_TOKEN_SECONDS),
# so the soak signs María in again every ten minutes, as the web app refreshes its token.
write_mix() {
cat >"$data/mix.lua" <<LUA
-- Shoppers and one signed-in customer, in turn; answers of 500 and up are counted, and so are
-- refusals (400-499): every request of the mix is one a shopper or María may make.
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
-- wrk runs request and response in each thread's own Lua state and done in the main one, so
-- the counts are globals of the thread, read through setup's thread objects.
local threads = {}
setup = function(thread) threads[#threads + 1] = thread end
n, errors, unavailable, refused = 0, 0, 0, 0
request = function()
  n = n + 1
  local p = paths[(n % #paths) + 1]
  local headers = {}
  if p[2] then headers["authorization"] = "Bearer $token" end
  return wrk.format("GET", p[1], headers)
end
response = function(status)
  if status == 503 then unavailable = unavailable + 1
  elseif status >= 500 then errors = errors + 1
  elseif status >= 400 then refused = refused + 1 end
end
done = function(summary, latency)
  local counted = {errors = 0, unavailable = 0, refused = 0}
  for _, thread in ipairs(threads) do
    for name in pairs(counted) do counted[name] = counted[name] + thread:get(name) end
  end
  io.write(string.format("SOAK %.1f %.1f %.0f %d %d %d %d\n", latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, summary.requests / (summary.duration / 1e6), counted.errors,
    counted.unavailable, summary.errors.connect + summary.errors.read + summary.errors.write +
    summary.errors.timeout, counted.refused))
end
LUA
}
write_mix

rss() { ps -o rss= -p "$1" | tr -d ' '; }
python3 scripts/soak-writer.py "$base" "$data/flows" $(( minutes * 60 + 600 )) "$flow_password" \
  >"$data/writer.json" 2>"$data/writer.err" &
writer=$!
pids+=($writer)
echo "== soak: $minutes minutes at 32 connections through nginx to two servers on PostgreSQL (wrk -t1)," \
  "with leads, sign-ins, payments and checkouts beside (soak-writer.py, $(cut -f1 "$data/flows/customers" | sort -u | wc -l) generated customers)"
printf "%-6s %12s %12s %9s %9s %9s %6s %6s %6s\n" minute "rss A (kB)" "rss B (kB)" "p50 ms" "p99 ms" "req/s" "5xx" "503" "4xx"
total_errors=0 total_refused=0
for minute in $(seq 1 "$minutes"); do
  if [ $(( minute % 10 )) = 0 ]; then token=$(sign_in) && write_mix; fi
  line=$(wrk -t1 -c32 -d60s --timeout 10s --latency -s "$data/mix.lua" "$base" | grep '^SOAK')
  read -r _ p50 p99 rate errors unavailable _ refused <<<"$line"
  a=$(rss $pid_a) b=$(rss $pid_b)
  printf "%-6s %12s %12s %9s %9s %9s %6s %6s %6s\n" "$minute" "$a" "$b" "$p50" "$p99" "$rate" "$errors" "$unavailable" "$refused"
  total_errors=$(( total_errors + errors + unavailable ))
  total_refused=$(( total_refused + refused ))
  echo "$a $b" >>"$data/rss"
done
# Warm-up is the first two minutes. A server's memory moves by a sixth from one minute to the
# next as allocations come and go, so growth compares medians: each server's last five minutes
# against its first five after warm-up (fewer in a shorter run); not judged under 4 minutes.
read -r growth growth_line <<<"$(python3 - "$data/rss" <<'PY'
import statistics, sys
rows = [tuple(map(int, line.split())) for line in open(sys.argv[1])][2:]
if len(rows) < 2:
    print("0 not judged: the run is shorter than 4 minutes"); sys.exit()
window = max(1, min(5, len(rows) // 2))
growths = []
for server in (0, 1):
    first = statistics.median(r[server] for r in rows[:window])
    last = statistics.median(r[server] for r in rows[-window:])
    growths.append(round(100 * (last - first) / first, 1))
print(max(growths), f"server A {growths[0]:+} %, server B {growths[1]:+} % (median of minutes "
      f"3-{2 + window} against the last {window})")
PY
)"
echo "== memory after warm-up: $growth_line; answers of 500 and up: $total_errors; refusals (400-499): $total_refused"

echo "== PostgreSQL restarted under load"
confirmed() { echo "$(wc -l <"$data/flows/leads") leads, $(wc -l <"$data/flows/payments") payments, $(wc -l <"$data/flows/orders") orders"; }
before=$(confirmed)
touch "$data/flows/restarting" # the flows' 503s are expected from now until the restart minute ends
token=$(sign_in) && write_mix
wrk -t1 -c32 -d60s --timeout 10s --latency -s "$data/mix.lua" "$base" >"$data/restart-wrk.txt" &
load=$!
sleep 15
stopped_at=$(date +%s.%N)
$restart stop -m fast
sleep 10
read -r away away_s <<<"$(curl -s -o /dev/null -w '%{http_code} %{time_total}' "http://127.0.0.1:$port_a/api/health")"
read -r away_page away_page_s <<<"$(curl -s -o /dev/null -w '%{http_code} %{time_total}' "$base$api/custom/lease/v1/organizations/f_ecom_northwind/lease_dashboard?siteId=northwind" -H "authorization: Bearer $token")"
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
rm -f "$data/flows/restarting"
read -r _ p50 p99 rate errors unavailable socket_errors restart_refused <<<"$(grep '^SOAK' "$data/restart-wrk.txt")"
# The writer stops: the flows under way finish, then it prints its summary.
kill -TERM $writer 2>/dev/null || true
wait $writer || { echo "soak-writer.py failed:" >&2; tail -20 "$data/writer.err" >&2; }
# Every lead, payment and order the servers confirmed, looked for in the database.
read -r missing_leads missing_payments missing_orders <<<"$(psql -qtA -v ON_ERROR_STOP=1 "$db_url" <<SQL
CREATE TEMP TABLE soak_leads (email text);
CREATE TEMP TABLE soak_payments (key text, guid text);
CREATE TEMP TABLE soak_orders (basket_id text, order_no text);
\copy soak_leads FROM '$data/flows/leads'
\copy soak_payments FROM '$data/flows/payments'
\copy soak_orders FROM '$data/flows/orders'
SELECT (SELECT COUNT(*) FROM soak_leads s WHERE NOT EXISTS (SELECT 1 FROM leads l WHERE l.email = s.email))
  || ' ' || (SELECT COUNT(*) FROM soak_payments s WHERE NOT EXISTS (SELECT 1 FROM payments p
    WHERE p.idempotency_key = s.key AND p.guid = s.guid AND p.status = 'settled'))
  || ' ' || (SELECT COUNT(*) FROM soak_orders s WHERE NOT EXISTS (SELECT 1 FROM orders o
    WHERE o.basket_id = s.basket_id AND o.order_no = s.order_no));
SQL
)"
flows=$(python3 - "$data/writer.json" <<'PY'
import json, sys
try:
    s = json.load(open(sys.argv[1]))
except (OSError, ValueError):
    print("0 0 0 0 0 - no summary from soak-writer.py"); sys.exit()
f = s["flows"]
made = lambda flow: sum(f.get(flow, {}).values())
ok = lambda flow: f.get(flow, {}).get("confirmed", 0)
# Outcomes other than confirmed: a try while the database was away, a refusal (its status and
# reason), no answer within the retries.
other = lambda flow: "".join(f", {n} {o}" for o, n in f.get(flow, {}).items() if o != "confirmed")
unanswered = sum(n for flow in f.values() for o, n in flow.items() if o.startswith("unanswered"))
line = (f"sign-ins {made('sign_in')} made, {ok('sign_in')} confirmed{other('sign_in')}; "
        f"payments {made('payment')} made, {ok('payment')} confirmed{other('payment')}; "
        f"orders {made('order')} placed, {ok('order')} confirmed{other('order')}; "
        f"checkouts stopped before the order: {made('checkout')}"
        f"{' (' + other('checkout')[2:] + ')' if f.get('checkout') else ''}; "
        f"leads {made('lead')} sent, {ok('lead')} confirmed{other('lead')}")
print(min(ok("sign_in"), ok("payment"), ok("order")), s["server_errors"], s["unavailable_outside_restart"],
      unanswered, s.get("unfinished_threads", 0), line)
PY
)
read -r flows_min flow_errors flow_unavailable flows_unanswered flows_unfinished flows_line <<<"$flows"
echo "while away: health $away (in $away_s s), a portal read $away_page (in $away_page_s s); back for both servers ${recovered:-never} s after the stop"
echo "during the restart minute: $unavailable answers 503, $errors of 500 and up, $restart_refused refusals (400-499)," \
  "$socket_errors socket errors (connect, read, write or a 10 s timeout), p99 $p99 ms"
echo "flows: $flows_line"
echo "flows' answers of 500 and up: $flow_errors other than 503, $flow_unavailable answers 503 outside the restart minute" \
  "(by flow and status: $(python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1]))["answers"], separators=(",", ":")))' "$data/writer.json" 2>/dev/null || echo none))"
echo "confirmed before the restart: $before; in all: $(confirmed); missing from the database now:" \
  "${missing_leads:-?} leads, ${missing_payments:-?} payments, ${missing_orders:-?} orders"
if [ "${flow_errors:-0}" != 0 ] || [ "${flow_unavailable:-0}" != 0 ]; then
  python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); [print("  ", e) for e in s["server_error_list"] + s["unavailable_outside_list"]]' "$data/writer.json" >&2
fi

status=0
[ "$total_errors" -eq 0 ] || { echo "FAIL: answers of 500 and up during the soak" >&2; status=1; }
[ "$(( total_refused + ${restart_refused:-0} ))" -eq 0 ] || { echo "FAIL: requests of the mix refused (400-499) during the soak" >&2; status=1; }
[ "${unavailable:-0}" -gt 0 ] || { echo "FAIL: no request was answered 503 while the database was away" >&2; status=1; }
python3 -c "import sys; sys.exit(0 if $growth <= 10 else 1)" || { echo "FAIL: memory grew $growth %" >&2; status=1; }
[ "$away" = 503 ] || { echo "FAIL: health answered $away while the database was away" >&2; status=1; }
[ "$away_page" = 503 ] || { echo "FAIL: a portal read answered $away_page while the database was away" >&2; status=1; }
[ "$errors" -eq 0 ] || { echo "FAIL: answers of 500 (not 503) while the database was away" >&2; status=1; }
[ -n "$recovered" ] || { echo "FAIL: the servers did not recover" >&2; status=1; }
[ "${missing_leads:-1}${missing_payments:-1}${missing_orders:-1}" = 000 ] || { echo "FAIL: confirmed writes are missing from the database" >&2; status=1; }
[ "${flow_errors:-1}" = 0 ] || { echo "FAIL: the flows were answered 500 and up (not 503)" >&2; status=1; }
[ "${flow_unavailable:-1}" = 0 ] || { echo "FAIL: the flows were answered 503 outside the restart minute" >&2; status=1; }
[ "${flows_unanswered:-1}" = 0 ] && [ "${flows_unfinished:-1}" = 0 ] || { echo "FAIL: flows had no answer within their retries" >&2; status=1; }
[ "${flows_min:-0}" -gt 0 ] || { echo "FAIL: no sign-in, payment or order was confirmed" >&2; status=1; }
[ "$status" -eq 0 ] && echo "soak: passed"
exit "$status"
