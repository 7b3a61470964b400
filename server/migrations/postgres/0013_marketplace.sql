-- The marketplace's retailers: partner stores a shopper can apply with. Each carries its custom
-- attributes as stored (`c_marketplaceCategory`, `c_integrated`, `c_latitude`, …, as the
-- commerce platform keeps a category's: strings and lists of strings, in one JSON object) and
-- the drawing and colour its tile art is made of.
CREATE TABLE marketplace_retailers (
    organization_id TEXT NOT NULL,
    id TEXT NOT NULL,
    position BIGINT NOT NULL,
    online BIGINT NOT NULL DEFAULT 1,
    name TEXT NOT NULL,
    custom_json TEXT NOT NULL,
    art_json TEXT NOT NULL,
    PRIMARY KEY (organization_id, id)
);
