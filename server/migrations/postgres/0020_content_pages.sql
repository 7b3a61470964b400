-- Content pages made of regions and components, one row a site, page and locale: the page file
-- as it was checked (JSON), and its hash, so an import writes only what changed.
CREATE TABLE content_pages (
    site_id TEXT NOT NULL,
    page_id TEXT NOT NULL,
    locale_id TEXT NOT NULL,
    type_id TEXT NOT NULL,
    name TEXT NOT NULL,
    listing_date TEXT,
    page_json TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    updated_at_ms BIGINT NOT NULL,
    PRIMARY KEY (site_id, page_id, locale_id)
);
-- News and blog lists: a site's posts of a type in a locale, newest first.
CREATE INDEX content_pages_listed ON content_pages (site_id, locale_id, type_id, listing_date);
