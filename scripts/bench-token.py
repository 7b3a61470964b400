#!/usr/bin/env python3
"""Prints a registered customer's access token (SLAS login with PKCE), for `make bench`.
Usage: bench-token.py BASE_URL EMAIL PASSWORD  (or import it and call access_token)."""
import base64, hashlib, http.client, json, secrets, sys, urllib.parse

AUTH = "/mobify/proxy/api/shopper/auth/v1/organizations/f_ecom_northwind/oauth2"
CLIENT, REDIRECT = "northwind-app", "http://localhost:3000/callback"


def _post(url, path, fields, headers=None):
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
    body = urllib.parse.urlencode(fields)
    conn.request("POST", path, body, {"content-type": "application/x-www-form-urlencoded", **(headers or {})})
    return conn.getresponse()


def access_token(base, email, password, forwarded_for=None):
    url = urllib.parse.urlsplit(base)
    verifier = secrets.token_urlsafe(48)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    basic = base64.b64encode(f"{email}:{password}".encode()).decode()
    forwarded = {"x-forwarded-for": forwarded_for} if forwarded_for else {}
    login = _post(url, f"{AUTH}/login", {"client_id": CLIENT, "channel_id": "northwind", "redirect_uri": REDIRECT,
                                         "code_challenge": challenge}, {"authorization": f"Basic {basic}", **forwarded})
    location = login.getheader("location") or ""
    code = urllib.parse.parse_qs(urllib.parse.urlsplit(location).query).get("code", [""])[0]
    if not code:
        raise RuntimeError(f"login failed: {login.status} {login.read()[:200]!r}")
    token = _post(url, f"{AUTH}/token", {"grant_type": "authorization_code_pkce", "client_id": CLIENT,
                                         "channel_id": "northwind", "code": code, "code_verifier": verifier,
                                         "redirect_uri": REDIRECT})
    return json.loads(token.read())["access_token"]


if __name__ == "__main__":
    print(access_token(*sys.argv[1:4]))
