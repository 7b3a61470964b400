"""Schemathesis hooks for the API contract test: every operation runs as the signed-in demo
customer. Calls that end the session (logout, a password change) revoke the token, so the
next call signs in again instead of testing the rest of the API as a stranger."""

import os
import sys
import uuid

import schemathesis

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import importlib

bench_token = importlib.import_module("bench-token")

BASE = os.environ["CONTRACT_BASE_URL"]
EMAIL = os.environ.get("CONTRACT_EMAIL", "maria.lopez@northwind-lease.example")
PASSWORD = os.environ.get("CONTRACT_PASSWORD", "Lease#2026")
# The fuzzer's own failed sign-ins lock 127.0.0.1 out (as they should); the test's sign-in
# speaks for another address through the trusted proxy header, so it is never locked out.
SIGN_IN_ADDRESS = "192.0.2.10"

_token = {"value": None}


@schemathesis.auth(refresh_interval=None)
class SignedInCustomer:
    def get(self, case, ctx):
        if _token["value"] is None:
            _token["value"] = bench_token.access_token(BASE, EMAIL, PASSWORD, SIGN_IN_ADDRESS)
        return _token["value"]

    def set(self, case, data, ctx):
        # Over any token the fuzzer drew from the bearer scheme: the check of a missing or
        # wrong token (ignored_auth) sends its own requests.
        case.headers = case.headers or {}
        case.headers["Authorization"] = f"Bearer {data}"


@schemathesis.hook
def after_call(context, case, response):
    # Any 401 to our token means the session ended (logout, password change, deletion):
    # sign in again before the next call.
    sent = (case.headers or {}).get("Authorization", "")
    shopper_call = case.operation.path.startswith("/mobify/")
    if response.status_code == 401 and shopper_call and _token["value"] and sent == f"Bearer {_token['value']}":
        _token["value"] = None


@schemathesis.hook
def before_call(context, case, **kwargs):
    # A client sends a new Idempotency-Key with each new submit (the same one only to retry
    # it); the fuzzer's drawn keys repeat across different bodies, which the server rightly
    # refuses (422). Fresh keys keep every case a first submit.
    headers = case.headers or {}
    for name in list(headers):
        if name.lower() == "idempotency-key":
            headers[name] = str(uuid.uuid4())
