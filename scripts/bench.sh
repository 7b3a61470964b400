#!/usr/bin/env bash
# `make bench`: server-rendered pages per second and latency (p50/p99) on this machine, with
# the release build and the demo data. wrk runs with ONE thread: on a 2-core machine the load
# generator shares the cores with the server, so figures are a floor, not a capacity.
#   cache hit:  the same URL again and again (the rendered page is served from memory)
#   cache miss: a new query string on every request (plan, in-process queries, render)
#   mixed: four pages in turn at 32 connections, every fifth request a cache miss
# The catalog is a generated one of BENCH_PRODUCTS products (default 100,000; `leasefront demo
# catalog`): product search and suggestions at 32 connections (answered again from the answers
# kept for the index's generation, and computed anew), the index build time, and a
# listing page (50 tiles) with the page cache cold and warm. BENCH_LEASES generated leases
# (default 100,000; `leasefront demo leases`): lease_dashboard and lease_details at 32
# connections, then the nightly servicing run over them on SQLite, and on PostgreSQL when
# BENCH_POSTGRES_URL names an empty database of your own (BENCH_NIGHTLY_LEASES leases, 4 workers).
# Marketplace, geocoding and the store locator at 32 connections. Baskets: get-basket and add-to-cart for 32 guest
# shoppers at 32 connections (scripts/bench-baskets.py).
# Recommendations: `leasefront recs evaluate` (hit rate @10 against popularity), then recs calls
# and activity intake at 32 connections (the server trusts this machine as its proxy, so the
# intake run speaks for many shoppers under the per-address limit).
# Payments: new_payment and review-payment at 32 connections, then scripts/payments-reliability.py
# (2,000 concurrent submits with retries of the same keys, half of them across a server kill -9).
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${LEASEFRONT_BIN:-${CARGO_TARGET_DIR:-target}/release/leasefront}"
port="${BENCH_PORT:-18491}"
duration="${BENCH_DURATION:-10s}"
connections="${BENCH_CONNECTIONS:-8}"
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 1; }

# The server's render against Node's over the same bundle and the same query answers (the demo
# data): `leasefront bench render` times the binary's QuickJS renders, scripts/bench-render-node.mjs
# the same inputs in Node.
scripts/bench-render.sh "$bin"

# Recommendations offline: hit rate @10 of product-to-product on held-out generated visits against
# the most popular products; fails the bench when the recommender does not beat the baseline.
echo "== recs evaluation"
"$bin" recs evaluate

products="${BENCH_PRODUCTS:-100000}"
data=$(mktemp -d)
echo "== catalog: generating $products products"
"$bin" demo catalog --products "$products" --database-url "sqlite://$data/bench.db"
leases="${BENCH_LEASES:-100000}"
echo "== leases: generating $leases leases"
"$bin" demo leases --count "$leases" --database-url "sqlite://$data/bench.db"
# This machine is the trusted proxy, so the activity intake run below can speak for many
# shoppers (X-Forwarded-For) under the per-address limit; without the header nothing changes.
"$bin" serve --addr "127.0.0.1:$port" --database-url "sqlite://$data/bench.db" --web-dir web/dist --demo \
  --trusted-proxies 127.0.0.1 >"$data/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 120); do curl -fs "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.5; done
api="http://127.0.0.1:$port/mobify/proxy/api/search/shopper-search/v1/organizations/f_ecom_northwind"
# The index is built at start: wait until search answers (at most 10 minutes).
started=$(date +%s)
until curl -fs -o /dev/null --max-time 600 "$api/product-search?siteId=northwind&q=sofa"; do
  if [ $(( $(date +%s) - started )) -gt 600 ]; then
    echo "search did not answer within 10 minutes; the server's log:" >&2; tail -20 "$data/server.log" >&2; exit 1
  fi
  sleep 1
done
grep -o 'search index built.*' "$data/server.log" | sed 's/\x1b\[[0-9;]*m//g' | sed 's/^/== /' || true

cat >"$data/miss.lua" <<'LUA'
local n = 0
request = function()
  n = n + 1
  local separator = string.find(wrk.path, "?", 1, true) and "&" or "?"
  return wrk.format("GET", wrk.path .. separator .. "bench=" .. n)
end
LUA

# Searches rotate over phrases (and refinements); suggestions over what a shopper types.
cat >"$data/search.lua" <<'LUA'
local phrases = { "q=sofa", "q=queen%20mattress", "q=tv", "q=laptop", "q=sofaa", "q=ring", "q=all%20season%20tires",
  "refine=cgid%3Dfurniture", "q=refrigerator&refine=c_refinementColor%3Dblack", "q=grill&sort=price-low-to-high",
  "q=lavadora&locale=es-US", "refine=cgid%3Dtv-electronics&refine=price%3D(500..1000)" }
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", wrk.path .. "&" .. phrases[(n % #phrases) + 1])
end
LUA
cat >"$data/suggest.lua" <<'LUA'
local typed = { "sof", "mat", "lap", "tel", "rin", "tir", "ref", "was", "gri", "hea", "col", "sofa%20b" }
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", wrk.path .. "&q=" .. typed[(n % #typed) + 1])
end
LUA
# The same, each answer computed anew (Cache-Control: no-cache skips the answers kept for the
# index's current generation): what a phrase nobody asked before costs.
for script in search suggest; do
  sed 's/^  return wrk.format("GET", \(.*\))$/  return wrk.format("GET", \1, { ["Cache-Control"] = "no-cache" })/' \
    "$data/$script.lua" >"$data/$script-fresh.lua"
done

run() { # name path [lua] [connections]; $bearer, when set, is sent as the access token
  local name=$1 path=$2 script=${3:-} clients=${4:-$connections}
  local auth=()
  [ -n "${bearer:-}" ] && auth=(-H "authorization: Bearer $bearer")
  # One request first (warms the page cache; its status shows in wrk's Non-2xx line if wrong).
  curl -s -o /dev/null "${auth[@]}" "http://127.0.0.1:$port$path"
  echo "== $name: GET $path (wrk -t1 -c$clients -d$duration${script:+, $(basename "$script" .lua) script})"
  wrk -t1 -c"$clients" -d"$duration" --latency "${auth[@]}" ${script:+-s "$script"} "http://127.0.0.1:$port$path" \
    | grep -E "Requests/sec|^ +50%|^ +99%|Non-2xx|Socket errors"
}

if ! curl -fs "http://127.0.0.1:$port/" | grep -q 'data-ssr'; then
  echo "warning: the home page is not server-rendered (no web/dist/server bundle?)" >&2
fi
run "home, cache hit" /
run "home es-US, cache hit" /es/
run "home, cache miss (render)" / "$data/miss.lua"
run "customer login, cache hit" /customer-login
run "listing (50 tiles), cache hit" "/category/furniture?limit=50"
run "listing (50 tiles), cache miss (render)" "/category/furniture?limit=50" "$data/miss.lua"
# A storefront's traffic: four pages in turn, every fifth request a URL nobody asked for
# before (a render), the rest from the page cache; 32 clients.
cat >"$data/mixed.lua" <<'LUA'
local pages = { "/", "/category/furniture?limit=50", "/product/sofas-001", "/search?q=sofa" }
local n = 0
request = function()
  n = n + 1
  local path = pages[(n % #pages) + 1]
  if n % 5 == 0 then
    local separator = string.find(path, "?", 1, true) and "&" or "?"
    path = path .. separator .. "mix=" .. n
  end
  return wrk.format("GET", path)
end
LUA
run "mixed pages, every fifth a render" / "$data/mixed.lua" 32
search_path="/mobify/proxy/api/search/shopper-search/v1/organizations/f_ecom_northwind"
run "product search ($products products)" "$search_path/product-search?siteId=northwind" "$data/search.lua" 32
run "search suggestions ($products products)" "$search_path/search-suggestions?siteId=northwind" "$data/suggest.lua" 32
run "product search, computed anew ($products products)" "$search_path/product-search?siteId=northwind" "$data/search-fresh.lua" 32
run "search suggestions, computed anew ($products products)" "$search_path/search-suggestions?siteId=northwind" "$data/suggest-fresh.lua" 32

# The marketplace for a located shopper (the demo's 44 retailers, San Antonio), and geocoding a
# ZIP code and a point (targets: p99 within 10 ms at 32 clients; a ZIP code under 1 ms).
marketplace_api="/mobify/proxy/api/custom/marketplace/v1/organizations/f_ecom_northwind"
run "marketplace, located shopper" "$marketplace_api/retailers?siteId=northwind&postal_code=78205" "" 32
geo_api="/mobify/proxy/api/custom/geocoding/v1/organizations/f_ecom_northwind"
run "geocode a ZIP code" "$geo_api/geocode?siteId=northwind&components=postal_code:78205" "" 32
run "geocode a point" "$geo_api/geocode?siteId=northwind&latlng=29.4237,-98.4925" "" 32
# The store locator: the stores near a postal code (Berlin's, 10 at first) and near a point (New
# York's, the largest page), and one store's page data.
stores_api="/mobify/proxy/api/store/shopper-stores/v1/organizations/f_ecom_northwind"
run "store search, DE 10178" "$stores_api/store-search?siteId=northwind&countryCode=DE&postalCode=10178&limit=10" "" 32
run "store search, a point, 200" "$stores_api/store-search?siteId=northwind&latitude=40.7128&longitude=-74.006&limit=200" "" 32
run "stores by id" "$stores_api/stores?siteId=northwind&ids=de-be-berlin-1" "" 32

# Recommendations (the demo's generated shopper visits, loaded with the demo data): product-to-
# product for a product page (target: p99 within 10 ms at 32 clients), and activity intake, a
# viewProduct from a different shopper and address each time (target: 5,000 events/s on SQLite).
cat >"$data/recs.lua" <<'LUA'
wrk.method = "POST"
wrk.body = '{"realm":"bbsv","instanceType":"prd","cookieId":"bench-shopper","products":[{"id":"sofas-002"}]}'
wrk.headers["content-type"] = "application/json"
wrk.headers["x-cq-client-id"] = "bench"
LUA
cat >"$data/activity.lua" <<'LUA'
local products = { "sofas-001", "sofas-002-navy", "recliners-003", "beds-001", "tvs-001", "laptops-002", "microwaves-001", "dressers-002" }
local n = 0
request = function()
  n = n + 1
  local body = string.format('{"cookieId":"bench-%d","realm":"bbsv","instanceType":"prd","product":{"id":"%s"}}',
    n % 20000, products[(n % #products) + 1])
  local address = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
  return wrk.format("POST", nil, { ["content-type"] = "application/json", ["x-cq-client-id"] = "bench",
    ["x-forwarded-for"] = address }, body)
end
LUA
einstein="/mobify/proxy/einstein/v3"
run "recs: product-to-product" "$einstein/personalization/recs/northwind/product-to-product-einstein" "$data/recs.lua" 32
run "recs: home zone (top revenue)" "$einstein/personalization/northwind/zones/home/recs" "$data/recs.lua" 32
run "activity intake: viewProduct (SQLite)" "$einstein/activities/northwind/viewProduct" "$data/activity.lua" 32
grep -o 'shopper activity.*' "$data/server.log" | sed 's/\x1b\[[0-9;]*m//g' | sort | uniq -c | sed 's/^/== /' || true

# Baskets: 32 guest shoppers, each with a basket of its own, read and added to in turn
# (targets at 32 clients: get-basket p99 within 10 ms, add-to-cart p99 within 25 ms).
python3 scripts/bench-baskets.py "http://127.0.0.1:$port" "$data/bench.db" "$data" 32
run "get basket (32 shoppers)" /api/health "$data/get-basket.lua" 32
run "add to cart (32 shoppers, 40 products)" /api/health "$data/add-to-cart.lua" 32

# The portal's lease calls for María (three leases) among all the generated ones.
bearer=$(python3 scripts/bench-token.py "http://127.0.0.1:$port" maria.lopez@northwind-lease.example 'Lease#2026')
lease_api="/mobify/proxy/api/custom/lease/v1/organizations/f_ecom_northwind"
run "lease dashboard ($leases leases)" "$lease_api/lease_dashboard?siteId=northwind" "" 32
run "lease details ($leases leases)" "$lease_api/lease_details?siteId=northwind&c_lease_guid=8b2e4c70-1f9d-4a36-b5e8-2c7d9a0f6e12" "" 32
# Payments: a card on María's past-due lease, then the amount options and the review
# of a custom amount (target: p99 within 10 ms at 32 clients).
maria_past_due=8b2e4c70-1f9d-4a36-b5e8-2c7d9a0f6e12
card=$(curl -fs -X POST -H "authorization: Bearer $bearer" -H "content-type: application/json" \
  -H "idempotency-key: bench-card" \
  -d '{"c_lease_guid":"'$maria_past_due'","type":"card","make_default":true,"card":{"number":"4242424242424242","exp_month":12,"exp_year":2031,"security_code":"123","holder_name":"María López","postal_code":"78205"}}' \
  "http://127.0.0.1:$port/mobify/proxy/api/custom/payment-methods/v1/organizations/f_ecom_northwind/add?siteId=northwind" \
  | python3 -c 'import json, sys; print(json.load(sys.stdin)["standardized"]["payment_methods"][0]["guid"])')
pay_api="/mobify/proxy/api/custom/northwind-payments/v1/organizations/f_ecom_northwind"
run "new payment ($leases leases)" "$pay_api/new_payment?siteId=northwind&c_lease_guid=$maria_past_due" "" 32
run "review payment, custom amount ($leases leases)" "$pay_api/review-payment?siteId=northwind&c_lease_guid=$maria_past_due&c_payment_method_guid=$card&c_payment_type=custom&c_pretax_total_amount=25.00" "" 32
unset bearer

# The nightly servicing run for tomorrow (the leases due that day), the server stopped (SQLite
# has one writer).
kill $server 2>/dev/null; wait $server 2>/dev/null || true
tomorrow=$(date -u -d "+1 day" +%F)
echo "== nightly servicing run for $tomorrow on SQLite ($leases generated leases)"
"$bin" servicing run --as-of "$tomorrow" --database-url "sqlite://$data/bench.db"
if [ -n "${BENCH_POSTGRES_URL:-}" ]; then
  # An empty PostgreSQL database of your own (it is filled): BENCH_NIGHTLY_LEASES leases, 4 workers.
  nightly="${BENCH_NIGHTLY_LEASES:-$leases}"
  echo "== nightly servicing run on PostgreSQL ($nightly generated leases, 4 workers)"
  "$bin" demo leases --count "$nightly" --database-url "$BENCH_POSTGRES_URL"
  "$bin" servicing run --as-of "$tomorrow" --workers 4 --database-url "$BENCH_POSTGRES_URL"
fi

# Payment submits under load and across a crash (their own database and server): every key
# charged once, every lease's total paid grown by exactly its settled payments.
python3 scripts/payments-reliability.py "$bin"

# Place-order submits under load and across a crash (their own database and server): one order,
# one lease and one initial charge per basket.
python3 scripts/orders-reliability.py "$bin"
