#!/usr/bin/env python3
"""Payment submits under load and under a crash, for `make bench`.

Usage: payments-reliability.py LEASEFRONT_BIN [PORT]

On a fresh SQLite database with generated leases (their customers may sign in), the release
server takes 1,000 concurrent payment submits across 100 leases, every key sent twice at once
and retried (the same key) on 409, 5xx or a dropped connection until it has its answer. Then
1,000 more, with the server killed (SIGKILL) a third of the way through and started again on
the same database while the clients keep retrying. After each round the database must show,
for every key, one payment, settled, charged once at the processor (the sandbox's ledger),
and every lease's total paid must have grown by exactly the sum of its settled payments.
Exits 1 when any of that fails. Standard library only (sqlite3 reads the database).
"""
import importlib.util, json, os, random, signal, sqlite3, subprocess, sys, tempfile, threading, time
import http.client
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("bench_token", ROOT / "scripts" / "bench-token.py")
bench_token = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench_token)

BIN = sys.argv[1]
PORT = int(sys.argv[2]) if len(sys.argv) > 2 else 18492
BASE = f"http://127.0.0.1:{PORT}"
ORG = "organizations/f_ecom_northwind"
PAYMENTS = f"/mobify/proxy/api/custom/northwind-payments/v1/{ORG}"
METHODS = f"/mobify/proxy/api/custom/payment-methods/v1/{ORG}"
LEASE = f"/mobify/proxy/api/custom/lease/v1/{ORG}"
PASSWORD = "Bench#Pay2026"
LEASES, PER_LEASE, CLIENTS = 100, 10, 64

work = Path(tempfile.mkdtemp(prefix="leasefront-payments-"))
db_path = work / "payments.db"
db_url = f"sqlite://{db_path}"
server = None


def start_server():
    global server
    log = open(work / "server.log", "a")
    server = subprocess.Popen([BIN, "serve", "--addr", f"127.0.0.1:{PORT}", "--database-url", db_url,
                               "--web-dir", str(ROOT / "web" / "dist"), "--demo"],
                              stdout=log, stderr=subprocess.STDOUT)
    for _ in range(240):
        try:
            if request("GET", "/api/health")[0] == 200:
                return
        except OSError:
            pass
        time.sleep(0.25)
    sys.exit("the server did not start; see " + str(work / "server.log"))


def request(method, path, body=None, headers=None):
    conn = http.client.HTTPConnection("127.0.0.1", PORT, timeout=60)
    try:
        data = json.dumps(body) if body is not None else None
        conn.request(method, path, data, {"content-type": "application/json", **(headers or {})})
        response = conn.getresponse()
        text = response.read()
        return response.status, (json.loads(text) if text else None)
    finally:
        conn.close()


def read_db(sql, args=()):
    conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=30)
    try:
        return conn.execute(sql, args).fetchall()
    finally:
        conn.close()


def total_paid(lease, token):
    status, body = request("GET", f"{LEASE}/lease_details?siteId=northwind&c_lease_guid={lease}",
                           headers={"authorization": f"Bearer {token}"})
    assert status == 200, (status, body)
    return body["standardized"]["total_paid"]


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.sent = self.in_use = self.unavailable = self.dropped = self.finals = 0
        self.latencies = []

    def add(self, **counts):
        with self.lock:
            for name, n in counts.items():
                setattr(self, name, getattr(self, name) + n)


def submit_until_answered(job, stats):
    """Sends one key until it has its answer (200 or 402): (status, payment guid)."""
    lease, method, token, key, amount = job
    body = {"c_lease_guid": lease, "c_payment_method_guid": method, "c_payment_type": "custom",
            "c_pretax_total_amount": amount}
    headers = {"authorization": f"Bearer {token}", "idempotency-key": key}
    deadline = time.time() + 180
    while time.time() < deadline:
        started = time.perf_counter()
        try:
            stats.add(sent=1)
            status, answer = request("POST", f"{PAYMENTS}/submit_payment?siteId=northwind&locale=en-US",
                                     body, headers)
        except (OSError, http.client.HTTPException):
            stats.add(dropped=1)
            time.sleep(0.3)
            continue
        if status in (200, 402):
            with stats.lock:
                stats.finals += 1
                stats.latencies.append(time.perf_counter() - started)
            guid = answer["standardized"]["guid"] if status == 200 else None
            return status, guid
        if status == 409:
            stats.add(in_use=1)
            time.sleep(0.2)
        elif status >= 500:
            stats.add(unavailable=1)
            time.sleep(0.3)
        else:
            raise RuntimeError(f"{key}: {status} {answer}")
    raise RuntimeError(f"{key}: no answer within 180 s")


def round_of(name, leases, crash_after=None):
    stats = Stats()
    before = {lease: total_paid(lease, token) for lease, _, token in leases}
    jobs = []
    for lease, method, token in leases:
        for i in range(PER_LEASE):
            key = f"{name}-{lease[:8]}-{i}"
            amount = f"1.{random.randint(0, 99):02d}"
            job = (lease, method, token, key, amount)
            jobs += [job, job]  # every key twice at once: a double click, a retry racing the first
    random.shuffle(jobs)
    killer = None
    if crash_after:
        def kill_and_restart():
            while stats.finals < crash_after:
                time.sleep(0.01)
            server.send_signal(signal.SIGKILL)
            server.wait()
            print(f"   killed the server (SIGKILL) after {stats.finals} answers; starting it again", flush=True)
            start_server()
        killer = threading.Thread(target=kill_and_restart)
        killer.start()
    started = time.time()
    with ThreadPoolExecutor(CLIENTS) as pool:
        answers = list(pool.map(lambda job: (job[3], submit_until_answered(job, stats)), jobs))
    seconds = time.time() - started
    if killer:
        killer.join()
    keys = {key for key, _ in answers}
    failures = []
    by_key = {}
    for key, (status, guid) in answers:
        if status != 200:
            failures.append(f"{key} answered {status}")
        if by_key.setdefault(key, guid) != guid:
            failures.append(f"{key} answered two payments: {by_key[key]} and {guid}")
    marks = ",".join("?" * len(keys))
    rows = read_db(f"SELECT idempotency_key, guid, status, total, lease_seq FROM payments "
                   f"WHERE idempotency_key IN ({marks})", tuple(keys))
    if len(rows) != len(keys):
        failures.append(f"{len(rows)} payments for {len(keys)} keys")
    for key, guid, status, _, _ in rows:
        if status != "settled":
            failures.append(f"{key}: {status}")
        if by_key.get(key) != guid:
            failures.append(f"{key}: the client was answered {by_key.get(key)}, the database has {guid}")
    guids = [row[1] for row in rows]
    charges = read_db(f"SELECT reference, amount, status FROM sandbox_charges WHERE reference IN "
                      f"({','.join('?' * len(guids))})", tuple(guids))
    if len(charges) != len(guids) or any(c[2] != "approved" for c in charges):
        failures.append(f"{len(charges)} processor charges for {len(guids)} payments")
    settled_sum = sum(row[3] for row in rows)
    charged_sum = sum(c[1] for c in charges)
    if settled_sum != charged_sum:
        failures.append(f"settled {settled_sum} cents, charged {charged_sum}")
    paid_by_lease = {}
    seq_of = dict(read_db(f"SELECT seq, guid FROM leases WHERE guid IN ({','.join('?' * len(leases))})",
                          tuple(lease for lease, _, _ in leases)))
    for _, _, _, total, seq in rows:
        paid_by_lease[seq_of[seq]] = paid_by_lease.get(seq_of[seq], 0) + total
    for lease, _, token in leases:
        grown = total_paid(lease, token) - before[lease]
        if grown != paid_by_lease.get(lease, 0):
            failures.append(f"lease {lease}: total paid grew {grown}, settled {paid_by_lease.get(lease, 0)}")
    latencies = sorted(stats.latencies)
    p = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000
    print(f"== {name}: {len(keys)} keys across {len(leases)} leases, each sent twice at once, {CLIENTS} clients: "
          f"{seconds:.1f} s; {stats.sent} requests ({stats.in_use} answered 409 in use, {stats.unavailable} 5xx, "
          f"{stats.dropped} dropped connections); answered submit p50 {p(0.5):.1f} ms, p99 {p(0.99):.1f} ms")
    print(f"   {len(rows)} payments, {len(charges)} processor charges, settled {settled_sum / 100:.2f} = "
          f"charged {charged_sum / 100:.2f}; lease totals paid grew by exactly their settled payments: "
          f"{'yes' if not failures else 'NO'}")
    return failures


def main():
    subprocess.run([BIN, "demo", "leases", "--count", "400", "--password", PASSWORD, "--database-url", db_url],
                   check=True, stdout=subprocess.DEVNULL)
    start_server()
    try:
        chosen = read_db("SELECT leases.guid, customers.email FROM leases JOIN customers "
                         "ON customers.id = leases.customer_id WHERE customers.email LIKE '%@generated.invalid' "
                         "AND leases.status IN ('Active', 'PastDue') ORDER BY leases.seq LIMIT ?", (2 * LEASES,))
        if len(chosen) < 2 * LEASES:
            sys.exit(f"only {len(chosen)} open generated leases")
        tokens = {}
        for _, email in chosen:
            if email not in tokens:
                tokens[email] = bench_token.access_token(BASE, email, PASSWORD)
        leases = []
        for lease, email in chosen:
            token = tokens[email]
            status, body = request("POST", f"{METHODS}/add?siteId=northwind",
                                   {"c_lease_guid": lease, "type": "card", "make_default": True,
                                    "card": {"number": "4242424242424242", "exp_month": 12, "exp_year": 2031,
                                             "security_code": "123", "holder_name": "Bench Customer",
                                             "postal_code": "78205"}},
                                   {"authorization": f"Bearer {token}", "idempotency-key": f"card-{lease}"})
            assert status == 200, (status, body)
            leases.append((lease, body["standardized"]["payment_methods"][0]["guid"], token))
        failures = round_of("steady", leases[:LEASES])
        failures += round_of("crash", leases[LEASES:], crash_after=LEASES * PER_LEASE // 3)
        pending = read_db("SELECT COUNT(*) FROM payments WHERE status = 'pending'")[0][0]
        if pending:
            failures.append(f"{pending} payments still pending")
        if failures:
            print("FAILED:\n  " + "\n  ".join(failures[:20]))
            sys.exit(1)
        print("== payments: nothing lost, nothing charged twice")
    finally:
        if server and server.poll() is None:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    main()
