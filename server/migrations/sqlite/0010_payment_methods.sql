-- Payment methods (issue 10): per lease, as the gateway tokenized them. Never a card number or
-- a security code: the brand (or account type), the last 4, the expiry and the gateway's token.
CREATE TABLE payment_methods (
    -- The order the methods were added in.
    seq                INTEGER PRIMARY KEY AUTOINCREMENT,
    guid               TEXT NOT NULL UNIQUE,
    lease_seq          BIGINT NOT NULL REFERENCES leases (seq) ON DELETE CASCADE,
    kind               TEXT NOT NULL,
    brand              TEXT NOT NULL,
    last4              TEXT NOT NULL,
    exp_month          INTEGER,
    exp_year           INTEGER,
    holder_name        TEXT NOT NULL,
    gateway_token      TEXT NOT NULL,
    is_default         INTEGER NOT NULL DEFAULT 0,
    autopay            INTEGER NOT NULL DEFAULT 0,
    -- A bank account's debit authorization as the customer agreed to it (NACHA WEB).
    authorization_text TEXT,
    created_at_ms      BIGINT NOT NULL,
    removed_at_ms      BIGINT
);
CREATE INDEX payment_methods_lease ON payment_methods (lease_seq, seq);

-- Submits carry an Idempotency-Key: the first request's answer is kept and given again to a
-- retry with the same body (another body is a 422). `status` is NULL while the first runs.
CREATE TABLE idempotency_keys (
    customer_id     TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    endpoint        TEXT NOT NULL,
    request_hash    TEXT NOT NULL,
    status          INTEGER,
    response_json   TEXT,
    created_at_ms   BIGINT NOT NULL,
    PRIMARY KEY (customer_id, idempotency_key)
);
