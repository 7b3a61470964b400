-- Shopper context (SCAPI shopper-context): qualifiers kept per shopper session (usid).
CREATE TABLE shopper_contexts (
    usid            TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    context_json    TEXT NOT NULL,
    updated_at      BIGINT NOT NULL
);
