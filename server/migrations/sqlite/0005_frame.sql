-- One time unit for every stored timestamp: epoch milliseconds, named in the column (*_at_ms).
-- Columns that held seconds are converted.
ALTER TABLE auth_codes RENAME COLUMN expires_at TO expires_at_ms;
ALTER TABLE auth_codes RENAME COLUMN used_at TO used_at_ms;
UPDATE auth_codes SET expires_at_ms = expires_at_ms * 1000, used_at_ms = used_at_ms * 1000;

ALTER TABLE refresh_tokens RENAME COLUMN created_at TO created_at_ms;
ALTER TABLE refresh_tokens RENAME COLUMN expires_at TO expires_at_ms;
ALTER TABLE refresh_tokens RENAME COLUMN rotated_at TO rotated_at_ms;
ALTER TABLE refresh_tokens RENAME COLUMN revoked_at TO revoked_at_ms;
UPDATE refresh_tokens SET created_at_ms = created_at_ms * 1000, expires_at_ms = expires_at_ms * 1000,
    rotated_at_ms = rotated_at_ms * 1000, revoked_at_ms = revoked_at_ms * 1000;
-- The successor a rotation issued (its hash), and when a replay inside the grace period was
-- answered with it (once).
ALTER TABLE refresh_tokens ADD COLUMN successor_hash TEXT;
ALTER TABLE refresh_tokens ADD COLUMN replayed_at_ms BIGINT;

-- Sign-in attempts are now counted before the password is checked; old counts start over.
DELETE FROM sign_in_attempts;
ALTER TABLE sign_in_attempts RENAME COLUMN window_started_at TO window_started_at_ms;
ALTER TABLE sign_in_attempts RENAME COLUMN locked_until TO locked_until_ms;

ALTER TABLE password_reset_tokens RENAME COLUMN expires_at TO expires_at_ms;
ALTER TABLE password_reset_tokens RENAME COLUMN used_at TO used_at_ms;
UPDATE password_reset_tokens SET expires_at_ms = expires_at_ms * 1000, used_at_ms = used_at_ms * 1000;

ALTER TABLE outbox RENAME COLUMN created_at TO created_at_ms;
ALTER TABLE outbox RENAME COLUMN claimed_at TO claimed_at_ms;
ALTER TABLE outbox RENAME COLUMN sent_at TO sent_at_ms;
UPDATE outbox SET claimed_at_ms = claimed_at_ms * 1000;

ALTER TABLE customers RENAME COLUMN created_at TO created_at_ms;
ALTER TABLE customers RENAME COLUMN updated_at TO updated_at_ms;
-- A phone signs in by SMS: it may belong to one account of the organization only.
CREATE UNIQUE INDEX customers_phone_key ON customers (organization_id, phone);

ALTER TABLE idp_sessions RENAME COLUMN created_at TO created_at_ms;
ALTER TABLE idp_sessions RENAME COLUMN expires_at TO expires_at_ms;
ALTER TABLE idp_sessions RENAME COLUMN revoked_at TO revoked_at_ms;
UPDATE idp_sessions SET created_at_ms = created_at_ms * 1000, expires_at_ms = expires_at_ms * 1000,
    revoked_at_ms = revoked_at_ms * 1000;

-- Provider codes are bound to the browser that began the sign-in: its PKCE challenge and
-- state. Codes and challenges from before this change can't be completed.
ALTER TABLE idp_codes RENAME COLUMN expires_at TO expires_at_ms;
ALTER TABLE idp_codes RENAME COLUMN used_at TO used_at_ms;
DELETE FROM idp_codes;
ALTER TABLE idp_codes ADD COLUMN code_challenge TEXT NOT NULL DEFAULT '';
ALTER TABLE idp_codes ADD COLUMN state TEXT NOT NULL DEFAULT '';

ALTER TABLE idp_challenges RENAME COLUMN created_at TO created_at_ms;
ALTER TABLE idp_challenges RENAME COLUMN expires_at TO expires_at_ms;
ALTER TABLE idp_challenges RENAME COLUMN used_at TO used_at_ms;
DELETE FROM idp_challenges;
ALTER TABLE idp_challenges ADD COLUMN code_challenge TEXT NOT NULL DEFAULT '';
ALTER TABLE idp_challenges ADD COLUMN state TEXT NOT NULL DEFAULT '';

ALTER TABLE customer_login_sources RENAME COLUMN created_at TO created_at_ms;
ALTER TABLE shopper_contexts RENAME COLUMN updated_at TO updated_at_ms;

-- Sends (SMS codes, magic links, reset emails) per recipient, reserved before sending.
CREATE TABLE send_throttles (
    throttle_key         TEXT PRIMARY KEY,
    window_started_at_ms BIGINT NOT NULL,
    sends                BIGINT NOT NULL,
    last_sent_at_ms      BIGINT NOT NULL
);

-- Subject tokens (the provider's access tokens) already exchanged: each works once.
CREATE TABLE idp_exchanged_tokens (
    jti           TEXT PRIMARY KEY,
    expires_at_ms BIGINT NOT NULL
);
CREATE INDEX idp_exchanged_tokens_expiry ON idp_exchanged_tokens (expires_at_ms);
