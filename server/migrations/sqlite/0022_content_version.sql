-- The content's version: one row, counted up by every publish that changed a page. A rendered
-- page remembers the version it was made from, so a cached page never outlives a change.
CREATE TABLE content_version (
    id INTEGER PRIMARY KEY,
    version BIGINT NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, 0);
