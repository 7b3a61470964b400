-- Account deletion requests (/delete-account): a signed-in customer asks once; a repeat answers
-- the same row. `reference` is the short code the customer quotes to customer care
-- (`DEL-` and 8 characters); the acknowledgment email is an outbox row queued with it.
CREATE TABLE account_deletion_requests (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL UNIQUE,
    site_id TEXT NOT NULL,
    locale_id TEXT NOT NULL,
    requested_at_ms BIGINT NOT NULL,
    reference TEXT NOT NULL UNIQUE
);
