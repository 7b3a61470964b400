-- Payment methods (issue 10): per lease, as the gateway tokenized them. Never a card number or
-- a security code: the brand (or account type), the last 4, the expiry and the gateway's token.
CREATE TABLE payment_methods (
    -- The order the methods were added in.
    seq                BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
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

-- Payments (issue 10). A payment is recorded (pending) before the gateway is called and
-- settled after, so a crash between the two is reconciled from the gateway's own record of
-- the reference (the payment's guid): nothing lost, nothing charged twice. One payment per
-- idempotency key of the customer.
CREATE TABLE payments (
    guid            TEXT PRIMARY KEY,
    lease_seq       BIGINT NOT NULL REFERENCES leases (seq) ON DELETE CASCADE,
    customer_id     TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    method_guid     TEXT NOT NULL,
    method_label    TEXT NOT NULL,
    kind            TEXT NOT NULL,
    pretax          BIGINT NOT NULL,
    tax             BIGINT NOT NULL,
    total           BIGINT NOT NULL,
    -- pending, settled, declined, failed (the processor never charged it)
    status          TEXT NOT NULL,
    detail          TEXT,
    receipt_number  TEXT,
    created_at_ms   BIGINT NOT NULL,
    settled_at_ms   BIGINT,
    UNIQUE (customer_id, idempotency_key)
);
CREATE INDEX payments_lease ON payments (lease_seq, created_at_ms);
CREATE INDEX payments_pending ON payments (status, created_at_ms);

-- The built-in sandbox processor's own ledger (a real processor keeps this on its side).
CREATE TABLE sandbox_charges (
    reference TEXT PRIMARY KEY,
    token     TEXT NOT NULL,
    amount    BIGINT NOT NULL,
    status    TEXT NOT NULL,
    detail    TEXT NOT NULL
);
