#!/usr/bin/env python3
"""Place-order submits under load and under a crash, for `make bench`.

Usage: orders-reliability.py LEASEFRONT_BIN [PORT]

On a fresh SQLite database with generated lease customers, each of 250 customers is approved
for a lease with the storefront and readies a basket (a sofa, a shipping address and method, the
card for the initial payment, the signed agreement). Then 1,000 place-order submits at once, every
basket submitted four times (double clicks, retries racing the first), each retried on 409 without
a reason, 5xx or a dropped connection until it has its order; the server is killed (SIGKILL) a
third of the way through and started again on the same database while the clients keep retrying.
Afterwards the database must show, for every basket, one order, created, one lease with its
initial payment settled and charged once at the processor (the sandbox's ledger), every client
answered that order, no order left pending, and the stock down by exactly the orders. Exits 1 when
any of that fails. Standard library only; the server, the requests and the database reads are
payments-reliability.py's.
"""
import importlib.util, random, signal, sqlite3, subprocess, sys, tempfile, threading, time
import http.client
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from checkout_requests import (BASKETS, CHECKOUT, ORDERS, APPLY, PRODUCT, SITE, application, basket_steps,
                               last_name, new_basket, signature)

ROOT = Path(__file__).resolve().parent.parent


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


pr = load("payments_reliability", "payments-reliability.py")
bench_token = pr.bench_token
# A database of this script's own.
pr.work = Path(tempfile.mkdtemp(prefix="leasefront-orders-"))
pr.db_path = pr.work / "orders.db"
pr.db_url = f"sqlite://{pr.db_path}"
request, read_db = pr.request, pr.read_db

CUSTOMERS, SUBMITS_PER_BASKET, CLIENTS = 250, 4, 64


def ready_basket(index, email):
    """Approves the customer and readies their basket; answers (basket id, token)."""
    token = bench_token.access_token(pr.BASE, email, pr.PASSWORD)
    auth = {"authorization": f"Bearer {token}"}
    last = last_name(index, 6)
    status, body = request("POST", APPLY, application(email, "Bench", last), {**auth, "idempotency-key": f"apply-{index}"})
    assert status == 200 and body["appStatus"] == "Approved", (status, body)
    status, basket = request("POST", f"{BASKETS}?{SITE}", new_basket(), auth)
    assert status == 200, (status, basket)
    basket_id = basket["basketId"]
    for method, path, body in basket_steps(basket_id, "Bench", last):
        status, answer = request(method, f"{path}?{SITE}", body, auth)
        assert status == 200, (path, status, answer)
    status, lease = request("GET", f"{CHECKOUT}/{basket_id}/lease?{SITE}", None, auth)
    assert status == 200 and lease["eligible"], (status, lease)
    status, signed = request("PUT", f"{CHECKOUT}/{basket_id}/signature?{SITE}", signature("Bench", last, lease), auth)
    assert status == 200, (status, signed)
    return basket_id, token


def place_until_answered(job, stats):
    """Submits one basket until it has its order: the order number."""
    basket_id, token = job
    deadline = time.time() + 180
    while time.time() < deadline:
        started = time.perf_counter()
        try:
            stats.add(sent=1)
            status, answer = request("POST", f"{ORDERS}?{SITE}", {"basketId": basket_id},
                                     {"authorization": f"Bearer {token}"})
        except (OSError, http.client.HTTPException):
            stats.add(dropped=1)
            time.sleep(0.3)
            continue
        if status == 200:
            with stats.lock:
                stats.finals += 1
                stats.latencies.append(time.perf_counter() - started)
            return answer["orderNo"]
        if status == 409 and not (answer or {}).get("reason"):
            stats.add(in_use=1)
            time.sleep(0.2)
        elif status >= 500:
            stats.add(unavailable=1)
            time.sleep(0.3)
        else:
            raise RuntimeError(f"{basket_id}: {status} {answer}")
    raise RuntimeError(f"{basket_id}: no answer within 180 s")


def main():
    subprocess.run([pr.BIN, "demo", "leases", "--count", "800", "--password", pr.PASSWORD, "--database-url", pr.db_url],
                   check=True, stdout=subprocess.DEVNULL)
    pr.start_server()
    try:
        emails = [row[0] for row in read_db(
            "SELECT DISTINCT customers.email FROM customers JOIN leases ON leases.customer_id = customers.id "
            "WHERE customers.email LIKE '%@generated.invalid' ORDER BY customers.email LIMIT ?", (CUSTOMERS,))]
        if len(emails) < CUSTOMERS:
            sys.exit(f"only {len(emails)} generated customers")
        # Enough sofas for every order (the race for the last units is the integration tests').
        conn = sqlite3.connect(pr.db_path, timeout=30)
        conn.execute("UPDATE catalog_products SET stock_level = 100000 WHERE id = ?", (PRODUCT,))
        conn.commit()
        conn.close()
        stock_before = read_db("SELECT stock_level FROM catalog_products WHERE id = ?", (PRODUCT,))[0][0]
        started = time.time()
        with ThreadPoolExecutor(16) as pool:
            baskets = list(pool.map(lambda pair: ready_basket(*pair), enumerate(emails)))
        print(f"== {len(baskets)} customers approved, their baskets shipped, paid for and signed in "
              f"{time.time() - started:.1f} s", flush=True)

        stats = pr.Stats()
        jobs = [job for job in baskets for _ in range(SUBMITS_PER_BASKET)]
        random.shuffle(jobs)
        crash_after = len(baskets) // 3

        def kill_and_restart():
            while stats.finals < crash_after:
                time.sleep(0.01)
            pr.server.send_signal(signal.SIGKILL)
            pr.server.wait()
            print(f"   killed the server (SIGKILL) after {stats.finals} answers; starting it again", flush=True)
            pr.start_server()

        killer = threading.Thread(target=kill_and_restart)
        killer.start()
        started = time.time()
        with ThreadPoolExecutor(CLIENTS) as pool:
            answers = list(pool.map(lambda job: (job[0], place_until_answered(job, stats)), jobs))
        seconds = time.time() - started
        killer.join()

        failures = []
        answered = {}
        for basket_id, order_no in answers:
            if answered.setdefault(basket_id, order_no) != order_no:
                failures.append(f"basket {basket_id} answered two orders: {answered[basket_id]} and {order_no}")
        ids = [basket_id for basket_id, _ in baskets]
        marks = ",".join("?" * len(ids))
        orders = read_db(f"SELECT basket_id, order_no, status, id, lease_guid FROM orders WHERE basket_id IN ({marks})", tuple(ids))
        if len(orders) != len(ids):
            failures.append(f"{len(orders)} orders for {len(ids)} baskets")
        for basket_id, order_no, status, _, _ in orders:
            if status != "created":
                failures.append(f"order {order_no}: {status}")
            if answered.get(basket_id) != order_no:
                failures.append(f"basket {basket_id}: the client was answered {answered.get(basket_id)}, the database has {order_no}")
        order_ids = tuple(row[3] for row in orders)
        lease_guids = tuple(row[4] for row in orders)
        in_ids = ",".join("?" * len(order_ids))
        leases = read_db(f"SELECT COUNT(*), COUNT(DISTINCT lease_number) FROM leases WHERE guid IN ({in_ids})", lease_guids)[0]
        if leases != (len(orders), len(orders)):
            failures.append(f"{leases[0]} leases ({leases[1]} lease numbers) for {len(orders)} orders")
        charges = read_db(f"SELECT reference, amount, status FROM sandbox_charges WHERE reference IN ({in_ids})", order_ids)
        if len(charges) != len(orders) or any(c[2] != "approved" for c in charges):
            failures.append(f"{len(charges)} initial charges for {len(orders)} orders")
        payments = read_db(f"SELECT guid, total, status FROM payments WHERE guid IN ({in_ids})", order_ids)
        if len(payments) != len(orders) or any(p[2] != "settled" for p in payments):
            failures.append(f"{len(payments)} settled initial payments for {len(orders)} orders")
        charged = {c[0]: c[1] for c in charges}
        if any(charged.get(guid) != total for guid, total, _ in payments):
            failures.append("an initial payment's amount differs from its charge")
        pending = read_db("SELECT COUNT(*) FROM orders WHERE status = 'pending'")[0][0]
        if pending:
            failures.append(f"{pending} orders still pending")
        stock_after = read_db("SELECT stock_level FROM catalog_products WHERE id = ?", (PRODUCT,))[0][0]
        if stock_before - stock_after != len(orders):
            failures.append(f"the stock went down {stock_before - stock_after} for {len(orders)} orders")

        latencies = sorted(stats.latencies)
        p = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000
        print(f"== place order: {len(jobs)} submits for {len(baskets)} baskets (each {SUBMITS_PER_BASKET} times at once), "
              f"{CLIENTS} clients, SIGKILL after {crash_after} answers: {seconds:.1f} s; {stats.sent} requests "
              f"({stats.in_use} answered 409, {stats.unavailable} 5xx, {stats.dropped} dropped connections); "
              f"answered submit p50 {p(0.5):.1f} ms, p99 {p(0.99):.1f} ms")
        print(f"   {len(orders)} orders, {leases[0]} leases, {len(charges)} initial charges, {len(payments)} settled "
              f"initial payments, stock down {stock_before - stock_after}: {'all one per basket' if not failures else 'NO'}")
        if failures:
            print("FAILED:\n  " + "\n  ".join(failures[:20]))
            sys.exit(1)
        print("== orders: one order, one lease and one initial charge per basket; nothing lost")
    finally:
        if pr.server and pr.server.poll() is None:
            pr.server.terminate()
            pr.server.wait()


if __name__ == "__main__":
    main()
