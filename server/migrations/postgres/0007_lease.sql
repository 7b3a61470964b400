-- Leases (issue 9): the servicing crate's lease as JSON, with the columns the portal and the
-- nightly run select on. `seq` orders the nightly run's batches.
CREATE TABLE leases (
    seq             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    guid            TEXT NOT NULL UNIQUE,
    organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    customer_id     TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    lease_number    TEXT NOT NULL,
    store_json      TEXT NOT NULL,
    zip_code        TEXT NOT NULL,
    status          TEXT NOT NULL,
    lease_json      TEXT NOT NULL,
    serviced_on     TEXT,
    -- Raised by every write: a write that read an older version changes nothing (no lost update).
    version         BIGINT NOT NULL DEFAULT 0,
    created_at_ms   BIGINT NOT NULL,
    updated_at_ms   BIGINT NOT NULL
);
CREATE UNIQUE INDEX leases_number_key ON leases (organization_id, lease_number);
CREATE INDEX leases_customer ON leases (customer_id, seq);

-- Servicing rules per organization (servicing::ServicingRules as JSON); none means the defaults.
CREATE TABLE servicing_rules (
    organization_id TEXT PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
    rules_json      TEXT NOT NULL,
    updated_at_ms   BIGINT NOT NULL
);
