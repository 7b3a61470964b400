-- The built-in identity provider (plays Keycloak's part for the customer portal).

-- A browser's sign-in at the provider, remembered by an HttpOnly cookie (acr `cookie`).
CREATE TABLE idp_sessions (
    session_hash TEXT PRIMARY KEY,
    customer_id  TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at   BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL,
    revoked_at   BIGINT
);

-- One-time codes the provider hands back to /idpcallback, carrying how the user signed in.
CREATE TABLE idp_codes (
    code_hash   TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    acr         TEXT NOT NULL,
    expires_at  BIGINT NOT NULL,
    used_at     BIGINT
);

-- SMS one-time passwords and magic links. customer_id is NULL when nobody matched the phone
-- or email: the challenge then looks the same but can never succeed.
CREATE TABLE idp_challenges (
    id          TEXT PRIMARY KEY,
    kind        TEXT NOT NULL,
    recipient   TEXT NOT NULL,
    customer_id TEXT REFERENCES customers (id) ON DELETE CASCADE,
    secret_hash TEXT NOT NULL,
    attempts    BIGINT NOT NULL DEFAULT 0,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    used_at     BIGINT
);
CREATE INDEX idp_challenges_recipient ON idp_challenges (kind, recipient, created_at);
CREATE UNIQUE INDEX idp_challenges_secret ON idp_challenges (secret_hash);

-- How customers sign in to the portal (browser and method flags), one row per sign-in.
CREATE TABLE customer_login_sources (
    id          TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    flags_json  TEXT NOT NULL,
    created_at  BIGINT NOT NULL
);
CREATE INDEX customer_login_sources_customer ON customer_login_sources (customer_id, created_at);
