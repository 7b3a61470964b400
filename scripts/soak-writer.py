#!/usr/bin/env python3
"""The soak's writes and signed-in flows, beside wrk's reads, until SIGTERM (or SECONDS):

- leads: report leads, each from its own email and address, sent through the load balancer
  five times a second by one customer (carlos.mendoza); every lead the server confirmed is
  written to DIR/leads (its email, one a line);
- sign-ins, payments and checkouts (scripts/soak-flows.py): a pool of four threads, two
  signing in generated customers and paying $1-2 on their leases, two signing in others who
  are approved for a lease, ready a basket and place the order; each paces itself (in all about
  one payment a second, one order every two seconds and a sign-in before every four payments and
  every order: wrk's thousands of reads a second stay the bulk). Every confirmed payment is written
  to DIR/payments (key and guid), every confirmed order to DIR/orders (basket and order number).

So the soak can check, after PostgreSQL restarted, that nothing confirmed is missing. On
SIGTERM the flows under way finish (each request retried at most RETRY_SECONDS) and the
summary is printed as JSON: every answer by flow and status, the flows' outcomes (confirmed,
refused with the reason, unanswered), and the answers of 500 and up (503s outside the restart
window, marked by DIR/restarting, separately).
Usage: soak-writer.py BASE_URL DIR SECONDS PASSWORD  (DIR/customers: email, tab, lease guid: the
generated customers' open leases; PASSWORD: theirs)."""
import http.client, importlib, json, os, signal, sys, threading, time, urllib.parse

sys.dont_write_bytecode = True  # no __pycache__ in scripts/
sys.path.insert(0, os.path.dirname(__file__))
bench_token = importlib.import_module("bench-token")
soak_flows = importlib.import_module("soak-flows")
SIGN_IN_AGAIN_SECONDS = 600
LEADS = "/mobify/proxy/api/custom/salesforce-lead/v1/organizations/f_ecom_northwind/getleadresponse?siteId=northwind"


def send(url, token, n, run):
    email = f"soak-{run}-{n}@soak.example"
    lead = {"FirstName": "Sam", "LastName": "Soak", "Company": "Soak Tires", "Email": email,
            "contactMethod__c": "Email", "Phone": "2105550111", "PostalCode": "78205",
            "LeadSource": "eComm Report Download", "lead_UTM__c": ""}
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=40)
    # Each lead speaks for its own address (this machine is the trusted proxy), as shoppers do.
    headers = {"authorization": f"Bearer {token}", "content-type": "application/json",
               "x-forwarded-for": f"198.51.{n // 250 % 250}.{n % 250 + 1}"}
    try:
        conn.request("POST", LEADS, json.dumps(lead), headers)
        response = conn.getresponse()
        response.read()
        return response.status, email
    finally:
        conn.close()


def main(base, directory, seconds, password):
    url = urllib.parse.urlsplit(base)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    flows = soak_flows.Flows(base, directory, password, stop)
    sign_in = lambda: bench_token.access_token(base, "carlos.mendoza@northwind-lease.example", "Lease#2026", "192.0.2.20")
    token, signed_in_at = sign_in(), time.time()
    threads = flows.start()
    run = int(time.time())
    end, n = time.time() + seconds, 0
    with open(os.path.join(directory, "leads"), "a") as out:
        while time.time() < end and not stop.is_set():
            n += 1
            # An access token lasts 30 minutes: Carlos signs in again every ten, as the web app
            # refreshes its token (a try while the database is away keeps the one he has).
            if time.time() - signed_in_at > SIGN_IN_AGAIN_SECONDS:
                try:
                    token, signed_in_at = sign_in(), time.time()
                except (OSError, http.client.HTTPException, RuntimeError, ValueError):
                    pass
            try:
                status, email = send(url, token, n, run)
            except (OSError, http.client.HTTPException):
                status, email = 0, ""
            flows.tally.answer("lead", "POST", soak_flows.route(LEADS), status)
            flows.tally.outcome("lead", "confirmed" if status == 200 else f"not confirmed: {status}")
            if status == 200:
                out.write(email + "\n")
                out.flush()
            stop.wait(0.2)
    stop.set()
    finish_by = time.time() + 2 * soak_flows.RETRY_SECONDS
    for thread in threads:
        thread.join(max(0.0, finish_by - time.time()))
    summary = flows.summary()
    summary["unfinished_threads"] = sum(thread.is_alive() for thread in threads)
    print(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], float(sys.argv[3]), sys.argv[4])
