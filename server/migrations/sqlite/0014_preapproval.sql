-- Lease applications from the lease window, and their decisions: kept so a returning shopper
-- sees theirs again, and for the record. Only the last 4 of the social security number and of
-- the bank account are kept (with the gateway's token for the account); the identity key is a
-- hash of last name, date of birth and those 4 digits, for the cool-down.
CREATE TABLE preapproval_applications (
    id TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL,
    site_id TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    merchant_id TEXT NOT NULL,
    lease_number TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    denial_reason TEXT,
    approval_amount_cents BIGINT NOT NULL,
    identity_key TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    date_of_birth TEXT NOT NULL,
    ssn_last4 TEXT NOT NULL,
    street TEXT NOT NULL,
    city TEXT NOT NULL,
    state TEXT NOT NULL,
    postal_code TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    sms_consent BIGINT NOT NULL,
    monthly_income_cents BIGINT NOT NULL,
    pay_frequency TEXT NOT NULL,
    next_payday TEXT NOT NULL,
    bank_last4 TEXT NOT NULL,
    bank_token TEXT NOT NULL,
    created_at_ms BIGINT NOT NULL,
    expires_at_ms BIGINT NOT NULL
);
CREATE INDEX preapproval_applications_customer ON preapproval_applications (customer_id, merchant_id, created_at_ms);

-- The cool-down: one row a person, claimed in one statement (a second application inside the
-- cool-down finds the row and its time not yet passed).
CREATE TABLE preapproval_cooldowns (
    organization_id TEXT NOT NULL,
    identity_key TEXT NOT NULL,
    until_ms BIGINT NOT NULL,
    PRIMARY KEY (organization_id, identity_key)
);

-- The next lease number to reserve, per organization.
CREATE TABLE preapproval_lease_numbers (
    organization_id TEXT PRIMARY KEY,
    next_number BIGINT NOT NULL
);
