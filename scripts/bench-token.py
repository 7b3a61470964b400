#!/usr/bin/env python3
"""Prints a registered customer's access token (SLAS login with PKCE), for `make bench`.
Usage: bench-token.py BASE_URL EMAIL PASSWORD"""
import base64, hashlib, http.client, secrets, sys, urllib.parse

base, email, password = sys.argv[1:4]
url = urllib.parse.urlsplit(base)
auth = "/mobify/proxy/api/shopper/auth/v1/organizations/f_ecom_northwind/oauth2"
client, redirect = "northwind-app", "http://localhost:3000/callback"
verifier = secrets.token_urlsafe(48)
challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()


def post(path, fields, headers=None):
    conn = http.client.HTTPConnection(url.hostname, url.port)
    body = urllib.parse.urlencode(fields)
    conn.request("POST", path, body, {"content-type": "application/x-www-form-urlencoded", **(headers or {})})
    return conn.getresponse()


basic = base64.b64encode(f"{email}:{password}".encode()).decode()
login = post(f"{auth}/login", {"client_id": client, "channel_id": "northwind", "redirect_uri": redirect,
                               "code_challenge": challenge}, {"authorization": f"Basic {basic}"})
location = login.getheader("location") or ""
code = urllib.parse.parse_qs(urllib.parse.urlsplit(location).query).get("code", [""])[0]
if not code:
    sys.exit(f"login failed: {login.status} {login.read()[:200]!r}")
token = post(f"{auth}/token", {"grant_type": "authorization_code_pkce", "client_id": client, "channel_id": "northwind",
                               "code": code, "code_verifier": verifier, "redirect_uri": redirect})
import json
print(json.loads(token.read())["access_token"])
