-- Leads from the partner and report forms: the lead as the CRM takes it (JSON). Its delivery to
-- the CRM is the outbox row with the lead's id (channel 'crm').
CREATE TABLE leads (
    id TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL,
    site_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    email TEXT NOT NULL,
    payload_json TEXT NOT NULL,
    created_at_ms BIGINT NOT NULL
);
CREATE INDEX leads_by_time ON leads (organization_id, created_at_ms, id);

-- The last minute's submissions, by what they said: the same lead sent again within the minute
-- finds the first one's id (a double click, a retried request).
CREATE TABLE lead_submissions (
    fingerprint TEXT PRIMARY KEY,
    lead_id TEXT NOT NULL,
    submitted_at_ms BIGINT NOT NULL
);
CREATE INDEX lead_submissions_by_time ON lead_submissions (submitted_at_ms);

-- Which form field fills each CRM field (getSalesforceMappingList).
CREATE TABLE lead_field_mappings (
    organization_id TEXT NOT NULL,
    position BIGINT NOT NULL,
    sfdc_field TEXT NOT NULL,
    mapping_field TEXT NOT NULL,
    PRIMARY KEY (organization_id, sfdc_field)
);

-- A failed delivery waits before its next try (a minute, doubling, at most an hour).
ALTER TABLE outbox ADD COLUMN not_before_ms BIGINT;
