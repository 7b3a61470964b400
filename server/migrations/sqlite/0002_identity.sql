-- External links of the organization (retailer login, legacy customer login, ...).
ALTER TABLE organizations ADD COLUMN links_json TEXT NOT NULL DEFAULT '{}';

-- Secrets shared by every app server (e.g. the token signing key), made once.
CREATE TABLE server_secrets (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- OAuth clients of the shopper auth API. refresh_cookie = 1: the refresh token travels in an
-- HttpOnly cookie instead of the response body (the web app).
CREATE TABLE auth_clients (
    id                 TEXT PRIMARY KEY,
    organization_id    TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    name               TEXT NOT NULL,
    redirect_uris_json TEXT NOT NULL,
    refresh_cookie     BIGINT NOT NULL DEFAULT 0
);

-- Registered shoppers and lease customers. Guests have no row: their id lives in their tokens.
CREATE TABLE customers (
    id                  TEXT PRIMARY KEY,
    organization_id     TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    customer_no         TEXT NOT NULL,
    login               TEXT NOT NULL,
    email               TEXT NOT NULL,
    first_name          TEXT NOT NULL,
    last_name           TEXT NOT NULL,
    phone               TEXT,
    password_hash       TEXT NOT NULL,
    accepts_marketing   BIGINT NOT NULL DEFAULT 0,
    lease_customer_guid TEXT,
    created_at          BIGINT NOT NULL,
    updated_at          BIGINT NOT NULL
);
CREATE UNIQUE INDEX customers_login_key ON customers (organization_id, login);
CREATE UNIQUE INDEX customers_no_key ON customers (organization_id, customer_no);

-- One-time authorization codes (PKCE), stored hashed.
CREATE TABLE auth_codes (
    code_hash      TEXT PRIMARY KEY,
    client_id      TEXT NOT NULL,
    channel_id     TEXT NOT NULL,
    redirect_uri   TEXT NOT NULL,
    code_challenge TEXT NOT NULL,
    customer_id    TEXT NOT NULL,
    customer_type  TEXT NOT NULL,
    usid           TEXT NOT NULL,
    expires_at     BIGINT NOT NULL,
    used_at        BIGINT
);

-- Refresh tokens, stored hashed. Each rotation makes a new row in the same family; presenting
-- a rotated token again revokes the whole family (theft detection).
CREATE TABLE refresh_tokens (
    token_hash    TEXT PRIMARY KEY,
    family_id     TEXT NOT NULL,
    client_id     TEXT NOT NULL,
    channel_id    TEXT NOT NULL,
    customer_id   TEXT NOT NULL,
    customer_type TEXT NOT NULL,
    usid          TEXT NOT NULL,
    created_at    BIGINT NOT NULL,
    expires_at    BIGINT NOT NULL,
    rotated_at    BIGINT,
    revoked_at    BIGINT
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_customer ON refresh_tokens (customer_id);

-- Failed sign-ins per account and per client address, for rate limiting and lockout.
CREATE TABLE sign_in_attempts (
    attempt_key       TEXT PRIMARY KEY,
    window_started_at BIGINT NOT NULL,
    failures          BIGINT NOT NULL,
    locked_until      BIGINT
);

CREATE TABLE password_reset_tokens (
    token_hash  TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    expires_at  BIGINT NOT NULL,
    used_at     BIGINT
);

-- Email and SMS waiting to be sent (and, in demo mode, readable at /dev/outbox).
CREATE TABLE outbox (
    id          TEXT PRIMARY KEY,
    channel     TEXT NOT NULL,
    recipient   TEXT NOT NULL,
    subject     TEXT NOT NULL,
    body        TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    claimed_at  BIGINT,
    claimed_by  TEXT,
    sent_at     BIGINT,
    attempts    BIGINT NOT NULL DEFAULT 0,
    last_error  TEXT
);
CREATE INDEX outbox_created ON outbox (created_at);
CREATE INDEX outbox_pending ON outbox (sent_at, claimed_at);
