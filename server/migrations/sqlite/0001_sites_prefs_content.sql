-- Organisation, sites and locales: the configuration model (loaded from the demo data set).
CREATE TABLE organizations (
    id          TEXT PRIMARY KEY,
    brand_name  TEXT NOT NULL,
    short_name  TEXT NOT NULL,
    position    BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE sites (
    id               TEXT PRIMARY KEY,
    organization_id  TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    alias            TEXT,
    default_locale   TEXT NOT NULL,
    default_currency TEXT NOT NULL,
    position         BIGINT NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX sites_alias_key ON sites (alias);

CREATE TABLE site_locales (
    site_id            TEXT NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
    locale_id          TEXT NOT NULL,
    alias              TEXT,
    preferred_currency TEXT NOT NULL,
    position           BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (site_id, locale_id)
);

-- Site preferences (customPreferences): one JSON value per preference id.
CREATE TABLE custom_preferences (
    site_id       TEXT NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
    preference_id TEXT NOT NULL,
    value_json    TEXT NOT NULL,
    PRIMARY KEY (site_id, preference_id)
);

-- Content assets, one row per site, asset and locale. body_html is sanitized on the way out.
CREATE TABLE content_assets (
    site_id    TEXT NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
    content_id TEXT NOT NULL,
    locale_id  TEXT NOT NULL,
    name       TEXT NOT NULL,
    body_html  TEXT NOT NULL,
    PRIMARY KEY (site_id, content_id, locale_id)
);
