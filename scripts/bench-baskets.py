#!/usr/bin/env python3
"""Sets up `make bench`'s basket runs: CLIENTS guest shoppers, each with a basket of its own, and
the products to add (online items and variants with at least 40 in stock, read from the bench
database). Writes two wrk scripts into OUT_DIR: get-basket.lua (each request reads the next
shopper's basket with that shopper's token) and add-to-cart.lua (each request adds one of the
next product to the next shopper's basket). Spread over CLIENTS baskets and 40 products, a
10-second run stays within the stock of every line.
Usage: bench-baskets.py BASE_URL DB_PATH OUT_DIR CLIENTS"""
import base64, hashlib, http.client, json, secrets, sqlite3, sys, urllib.parse

AUTH = "/mobify/proxy/api/shopper/auth/v1/organizations/f_ecom_northwind/oauth2"
BASKETS = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/f_ecom_northwind/baskets"
CLIENT, REDIRECT = "northwind-app", "http://localhost:3000/callback"


def call(url, method, path, body=None, headers=None):
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
    conn.request(method, path, body, headers or {})
    response = conn.getresponse()
    return response, response.read()


def guest_token(url):
    verifier = secrets.token_urlsafe(48)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    query = urllib.parse.urlencode({"client_id": CLIENT, "channel_id": "northwind", "redirect_uri": REDIRECT,
                                    "response_type": "code", "hint": "guest", "code_challenge": challenge})
    response, _ = call(url, "GET", f"{AUTH}/authorize?{query}")
    code = urllib.parse.parse_qs(urllib.parse.urlsplit(response.getheader("location") or "").query).get("code", [""])[0]
    if not code:
        raise RuntimeError(f"guest authorize failed: {response.status}")
    form = urllib.parse.urlencode({"grant_type": "authorization_code_pkce", "client_id": CLIENT, "channel_id": "northwind",
                                   "code": code, "code_verifier": verifier, "redirect_uri": REDIRECT})
    _, body = call(url, "POST", f"{AUTH}/token", form, {"content-type": "application/x-www-form-urlencoded"})
    return json.loads(body)["access_token"]


def lua_list(values):
    return "{ " + ", ".join(json.dumps(v) for v in values) + " }"


def main():
    base, db, out, clients = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    url = urllib.parse.urlsplit(base)
    products = [row[0] for row in sqlite3.connect(db).execute(
        "SELECT id FROM catalog_products WHERE online = 1 AND kind IN ('item', 'variant') AND stock_level >= 40 "
        "AND COALESCE(sale_price_cents, list_price_cents) IS NOT NULL ORDER BY id LIMIT 40")]
    if len(products) < 40:
        raise RuntimeError(f"only {len(products)} products with stock to add")
    tokens, baskets = [], []
    for _ in range(clients):
        token = guest_token(url)
        response, body = call(url, "POST", f"{BASKETS}?siteId=northwind", "{}",
                              {"authorization": f"Bearer {token}", "content-type": "application/json"})
        if response.status != 200:
            raise RuntimeError(f"create basket: {response.status} {body[:200]!r}")
        tokens.append(token)
        baskets.append(json.loads(body)["basketId"])
    common = f"""local tokens = {lua_list(tokens)}
local baskets = {lua_list(baskets)}
local products = {lua_list(products)}
local n = 0
"""
    with open(f"{out}/get-basket.lua", "w") as f:
        f.write(common + f"""request = function()
  n = n + 1
  local i = (n % #baskets) + 1
  return wrk.format("GET", "{BASKETS}/" .. baskets[i] .. "?siteId=northwind", {{ ["authorization"] = "Bearer " .. tokens[i] }})
end
""")
    with open(f"{out}/add-to-cart.lua", "w") as f:
        f.write(common + f"""request = function()
  n = n + 1
  local i = (n % #baskets) + 1
  local p = (math.floor(n / #baskets) % #products) + 1
  return wrk.format("POST", "{BASKETS}/" .. baskets[i] .. "/items?siteId=northwind",
    {{ ["authorization"] = "Bearer " .. tokens[i], ["content-type"] = "application/json" }},
    '[{{"productId":"' .. products[p] .. '","quantity":1}}]')
end
""")
    print(f"{clients} shoppers with a basket each; {len(products)} products to add")


if __name__ == "__main__":
    main()
