#!/usr/bin/env python3
"""The soak's writes, beside wrk's reads: report leads, each from its own email and address,
sent through the load balancer five times a second. Every lead the server confirmed is
written to RECORD (its email, one a line), so the soak can check none is lost after the
database restarts. Usage: soak-writer.py BASE_URL RECORD SECONDS"""
import http.client, importlib, json, os, sys, time, urllib.parse

sys.path.insert(0, os.path.dirname(__file__))
bench_token = importlib.import_module("bench-token")
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
    conn.request("POST", LEADS, json.dumps(lead), headers)
    response = conn.getresponse()
    response.read()
    return response.status, email


def main(base, record, seconds):
    url = urllib.parse.urlsplit(base)
    token = bench_token.access_token(base, "carlos.mendoza@northwind-lease.example", "Lease#2026", "192.0.2.20")
    run = int(time.time())
    end, n, statuses = time.time() + seconds, 0, {}
    with open(record, "a") as out:
        while time.time() < end:
            n += 1
            try:
                status, email = send(url, token, n, run)
            except OSError:
                status, email = 0, ""
            statuses[status] = statuses.get(status, 0) + 1
            if status == 200:
                out.write(email + "\n")
                out.flush()
            time.sleep(0.2)
    print(json.dumps({"writes": statuses}))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], float(sys.argv[3]))
