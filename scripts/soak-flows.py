#!/usr/bin/env python3
"""The soak's signed-in flows, run by soak-writer.py beside wrk's reads and the leads, each a
few a second at most (a small pool of threads, each pausing between its flows):

- sign in: a customer signs in as the web does (SLAS login with PKCE, then the token), each
  attempt from its own client address (X-Forwarded-For: the soak's nginx is the trusted
  proxy), always with the right password, then reads their lease dashboard;
- payments: a signed-in customer pays $1.00-1.99 on one of their open leases (a card added
  once per lease), each payment under its own Idempotency-Key, retried with the same key on
  a 409 in use, 5xx or a dropped connection until it is answered (as payments-reliability.py
  does); every settled payment is written to DIR/payments (key and payment guid);
- checkout: a signed-in customer is approved for a lease (a new last name each time, so the
  cool-down never applies), readies a basket (a sofa, the shipping address and method, the
  card for the initial payment, the signed agreement) and places the order with the lease as
  tender, the submit retried like a payment (as orders-reliability.py does); every order is
  written to DIR/orders (basket id and order number). A basket an interrupted checkout left
  behind is removed first.

The customers are DIR/customers (email, tab, lease guid: the open leases of generated
customers, all with one password): the first half of them pay, the second half check out,
each customer used by one thread only. Every answer is counted by flow and status; an answer
of 500 and up is also listed with its time, and a 503 counts as expected only while the file
DIR/restarting exists (soak.sh makes it for the minute PostgreSQL is restarted in).
"""
import base64, hashlib, http.client, json, os, random, secrets, threading, time, urllib.parse

from checkout_requests import (BASKETS, CHECKOUT, ORDERS, ORG, APPLY, SITE, application, basket_steps, last_name,
                               new_basket, signature)

AUTH = f"/mobify/proxy/api/shopper/auth/v1/{ORG}/oauth2"
CLIENT, REDIRECT = "northwind-app", "http://localhost:3000/callback"
LEASE = f"/mobify/proxy/api/custom/lease/v1/{ORG}"
PAYMENTS = f"/mobify/proxy/api/custom/northwind-payments/v1/{ORG}"
METHODS = f"/mobify/proxy/api/custom/payment-methods/v1/{ORG}"
CUSTOMERS = f"/mobify/proxy/api/customer/shopper-customers/v1/{ORG}/customers"
CARD = {"number": "4242424242424242", "exp_month": 12, "exp_year": 2031, "security_code": "123",
        "holder_name": "Soak Customer", "postal_code": "78205"}
# How long one request is retried (PostgreSQL is away about ten seconds; an idempotency claim
# cut off by the outage is taken over after 35).
RETRY_SECONDS = 180
PAYMENT_THREADS, CHECKOUT_THREADS = 2, 2
PAYMENTS_PER_SIGN_IN = 4
PAYMENT_PAUSE, CHECKOUT_PAUSE = 2.0, 3.0


class Tally:
    """Answers by flow and status, outcomes by flow, and every answer of 500 and up."""

    def __init__(self, restarting):
        self.lock = threading.Lock()
        self.restarting = restarting
        self.answers, self.outcomes = {}, {}
        self.server_errors, self.unavailable_outside = [], []
        self.started = time.time()

    def answer(self, flow, method, path, status):
        during_restart = os.path.exists(self.restarting)
        with self.lock:
            counts = self.answers.setdefault(flow, {})
            counts[str(status)] = counts.get(str(status), 0) + 1
            if status >= 500 and status != 503:
                self.server_errors.append(self._event(flow, method, path, status, during_restart))
            elif status == 503 and not during_restart:
                self.unavailable_outside.append(self._event(flow, method, path, status, during_restart))

    def _event(self, flow, method, path, status, during_restart):
        return {"at_s": round(time.time() - self.started, 1), "flow": flow, "request": f"{method} {path}",
                "status": status, "during_restart": during_restart}

    def outcome(self, flow, outcome):
        with self.lock:
            counts = self.outcomes.setdefault(flow, {})
            counts[outcome] = counts.get(outcome, 0) + 1

    def summary(self):
        with self.lock:
            return {"answers": self.answers, "outcomes": self.outcomes,
                    "server_errors": len(self.server_errors), "server_error_list": self.server_errors[:50],
                    "unavailable_outside_restart": len(self.unavailable_outside),
                    "unavailable_outside_list": self.unavailable_outside[:50]}


def route(path):
    """The path without its query and ids, for the list of errors."""
    parts = []
    for part in path.split("?")[0].split("/"):
        parts.append("{id}" if len(part) >= 20 and any(c.isdigit() for c in part) else part)
    return "/".join(parts).replace("/mobify/proxy/api", "")


class Flows:
    def __init__(self, base, directory, password, stop):
        url = urllib.parse.urlsplit(base)
        self.host, self.port = url.hostname, url.port
        self.dir, self.password, self.stop = directory, password, stop
        self.tally = Tally(os.path.join(directory, "restarting"))
        self.run = format(int(time.time()), "x")
        self.counter, self.counter_lock = 0, threading.Lock()
        self.record_lock = threading.Lock()
        self.payments = open(os.path.join(directory, "payments"), "a")
        self.orders = open(os.path.join(directory, "orders"), "a")
        leases = {}
        with open(os.path.join(directory, "customers")) as rows:
            for row in rows:
                if row.strip():
                    email, lease = row.split()
                    leases.setdefault(email, []).append(lease)
        self.leases = leases
        emails = sorted(leases)
        half = len(emails) // 2
        self.payers, self.shoppers = emails[:half], emails[half:]
        if not self.payers or not self.shoppers:
            raise SystemExit(f"soak-flows: {len(emails)} customers in {directory}/customers; at least 2 are needed")
        self.methods = {}  # lease guid -> payment method guid

    def next_number(self):
        with self.counter_lock:
            self.counter += 1
            return self.counter

    # --- requests

    def call(self, flow, method, path, body=None, headers=None, form=False):
        """(status, parsed body, response headers); status 0 for a dropped connection or timeout."""
        conn = http.client.HTTPConnection(self.host, self.port, timeout=40)
        try:
            if form:
                data, kind = urllib.parse.urlencode(body), "application/x-www-form-urlencoded"
            else:
                data, kind = (json.dumps(body) if body is not None else None), "application/json"
            conn.request(method, path, data, {"content-type": kind, **(headers or {})})
            response = conn.getresponse()
            text = response.read()
            status, answer_headers = response.status, dict((k.lower(), v) for k, v in response.getheaders())
            try:
                answer = json.loads(text) if text else None
            except ValueError:
                answer = None
        except (OSError, http.client.HTTPException):
            status, answer, answer_headers = 0, None, {}
        finally:
            conn.close()
        self.tally.answer(flow, method, route(path), status)
        return status, answer, answer_headers

    def until_answered(self, flow, method, path, body=None, headers=None, form=False, retry_409=True):
        """Sends one request until it has an answer that is not a 5xx, a dropped connection or
        (when the server says the same request is still running) a 409: (status, body, headers).
        Status 0 when it had none within RETRY_SECONDS."""
        deadline = time.time() + RETRY_SECONDS
        while True:
            status, answer, answer_headers = self.call(flow, method, path, body, headers, form)
            reason = (answer or {}).get("reason") if isinstance(answer, dict) else None
            in_use = status == 409 and reason in (None, "idempotency_key_in_use")
            if not (status == 0 or status >= 500 or (retry_409 and in_use)):
                return status, answer, answer_headers
            if time.time() > deadline:
                return 0, answer, answer_headers
            time.sleep(0.5 if status == 409 else 1.0)

    # --- sign in

    def sign_in(self, email):
        """A customer's authorization header and id (the web's SLAS login with PKCE, from an
        address of its own), or None: refused, or no sign-in within RETRY_SECONDS."""
        deadline = time.time() + RETRY_SECONDS
        while True:
            n = self.next_number()
            address = f"100.{64 + n // 65536 % 64}.{n // 256 % 256}.{n % 256}"
            verifier = secrets.token_urlsafe(48)
            challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
            basic = base64.b64encode(f"{email}:{self.password}".encode()).decode()
            status, _, headers = self.call("sign_in", "POST", f"{AUTH}/login", {
                "client_id": CLIENT, "channel_id": "northwind", "redirect_uri": REDIRECT,
                "code_challenge": challenge}, {"authorization": f"Basic {basic}", "x-forwarded-for": address}, form=True)
            code = urllib.parse.parse_qs(urllib.parse.urlsplit(headers.get("location", "")).query).get("code", [""])[0]
            token = None
            if code:
                status, token, _ = self.call("sign_in", "POST", f"{AUTH}/token", {
                    "grant_type": "authorization_code_pkce", "client_id": CLIENT, "channel_id": "northwind",
                    "code": code, "code_verifier": verifier, "redirect_uri": REDIRECT},
                    {"x-forwarded-for": address}, form=True)
            if status == 200 and isinstance(token, dict) and token.get("access_token"):
                self.tally.outcome("sign_in", "confirmed")
                auth = {"authorization": f"Bearer {token['access_token']}"}
                # The portal's first page after signing in.
                self.until_answered("sign_in", "GET", f"{LEASE}/lease_dashboard?siteId=northwind", None, auth)
                return auth, token.get("customer_id", "")
            self.tally.outcome("sign_in", "unavailable" if status == 0 or status >= 500 else f"refused {status}")
            if 400 <= status < 500 or self.stop.is_set() or time.time() > deadline:
                return None
            time.sleep(1.0)

    # --- payments

    def payment_method(self, auth, lease):
        if lease not in self.methods:
            status, answer, _ = self.until_answered("payment", "POST", f"{METHODS}/add?siteId=northwind", {
                "c_lease_guid": lease, "type": "card", "make_default": True, "card": CARD},
                {**auth, "idempotency-key": f"soak-card-{self.run}-{lease}"})
            if status != 200:
                self.tally.outcome("payment", f"card not added: {status}")
                return None
            self.methods[lease] = answer["standardized"]["payment_methods"][0]["guid"]
        return self.methods[lease]

    def pay(self, auth, lease):
        method = self.payment_method(auth, lease)
        if not method:
            return
        key = f"soak-pay-{self.run}-{self.next_number()}"
        amount = f"1.{random.randint(0, 99):02d}"
        status, answer, _ = self.until_answered("payment", "POST", f"{PAYMENTS}/submit_payment?{SITE}", {
            "c_lease_guid": lease, "c_payment_method_guid": method, "c_payment_type": "custom",
            "c_pretax_total_amount": amount}, {**auth, "idempotency-key": key})
        if status == 200:
            with self.record_lock:
                self.payments.write(f"{key}\t{answer['standardized']['guid']}\n")
                self.payments.flush()
            self.tally.outcome("payment", "confirmed")
        elif status == 0:
            self.tally.outcome("payment", "unanswered")
        else:
            reason = (answer or {}).get("reason") if isinstance(answer, dict) else None
            self.tally.outcome("payment", f"refused {status} {reason or ''}".strip())

    def payer(self, emails):
        turn = 0
        while not self.stop.is_set():
            email = emails[turn % len(emails)]
            turn += 1
            signed_in = self.sign_in(email)
            if not signed_in:
                self.stop.wait(PAYMENT_PAUSE)
                continue
            auth, _ = signed_in
            leases = self.leases[email]
            for i in range(PAYMENTS_PER_SIGN_IN):
                if self.stop.is_set():
                    return
                self.pay(auth, leases[(turn + i) % len(leases)])
                self.stop.wait(PAYMENT_PAUSE)

    # --- checkout

    def step(self, method, path, body, auth, ok=(200,)):
        status, answer, _ = self.until_answered("checkout", method, f"{path}?{SITE}" if "?" not in path else path,
                                                body, auth)
        if status not in ok:
            reason = (answer or {}).get("reason") if isinstance(answer, dict) else None
            step = route(path).split("/")[-1]
            self.tally.outcome("checkout", f"stopped at {step}: {status} {reason or ''}".strip())
            return None
        return answer if answer is not None else {}

    def check_out(self, email):
        signed_in = self.sign_in(email)
        if not signed_in:
            return
        auth, customer_id = signed_in
        n = self.next_number()
        last = last_name(n, 7)
        # A basket an interrupted checkout left behind (one basket a customer) goes first.
        found = self.step("GET", f"{CUSTOMERS}/{customer_id}/baskets", None, auth)
        if found is None:
            return
        for basket in found.get("baskets", []):
            if self.step("DELETE", f"{BASKETS}/{basket['basketId']}", None, auth, ok=(200, 204, 404)) is None:
                return
        status, decision, _ = self.until_answered("checkout", "POST", APPLY, application(email, "Soak", last),
                                                  {**auth, "idempotency-key": f"soak-apply-{self.run}-{n}"})
        if status != 200 or decision.get("appStatus") != "Approved":
            self.tally.outcome("checkout", f"not approved: {status} {(decision or {}).get('denialReason') or ''}".strip())
            return
        basket = self.step("POST", BASKETS, new_basket(), auth)
        if basket is None:
            return
        basket_id = basket["basketId"]
        for method, path, body in basket_steps(basket_id, "Soak", last):
            if self.step(method, path, body, auth) is None:
                return
        lease = self.step("GET", f"{CHECKOUT}/{basket_id}/lease", None, auth)
        if lease is None:
            return
        if not lease.get("eligible"):
            self.tally.outcome("checkout", "not eligible: " + ",".join(r.get("reason", "?") for r in lease.get("reasons", [])))
            return
        if self.step("PUT", f"{CHECKOUT}/{basket_id}/signature", signature("Soak", last, lease), auth) is None:
            return
        status, order, _ = self.until_answered("order", "POST", f"{ORDERS}?{SITE}", {"basketId": basket_id}, auth)
        if status == 200:
            with self.record_lock:
                self.orders.write(f"{basket_id}\t{order['orderNo']}\n")
                self.orders.flush()
            self.tally.outcome("order", "confirmed")
        elif status == 0:
            self.tally.outcome("order", "unanswered")
        else:
            reason = (order or {}).get("reason") if isinstance(order, dict) else None
            self.tally.outcome("order", f"refused {status} {reason or ''}".strip())

    def shopper(self, emails):
        turn = 0
        while not self.stop.is_set():
            self.check_out(emails[turn % len(emails)])
            turn += 1
            self.stop.wait(CHECKOUT_PAUSE)

    # --- the pool

    def start(self):
        threads = []
        for i in range(PAYMENT_THREADS):
            threads.append(threading.Thread(target=self.payer, args=(self.payers[i::PAYMENT_THREADS],), daemon=True))
        for i in range(CHECKOUT_THREADS):
            threads.append(threading.Thread(target=self.shopper, args=(self.shoppers[i::CHECKOUT_THREADS],), daemon=True))
        for thread in threads:
            thread.start()
        return threads

    def summary(self):
        summary = self.tally.summary()
        summary["flows"] = {flow: dict(sorted(counts.items())) for flow, counts in sorted(summary.pop("outcomes").items())}
        return summary
