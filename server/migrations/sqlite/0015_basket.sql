-- Shopper baskets (SCAPI shopper-baskets): one open basket per shopper and site, made atomic by
-- the unique index (two tabs creating at once get one basket and a quota answer). A guest's
-- basket keeps the session's usid: after sign-in the same usid finds it to merge.
CREATE TABLE baskets (
    id TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL,
    site_id TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    usid TEXT NOT NULL,
    registered BIGINT NOT NULL,
    currency TEXT NOT NULL,
    email TEXT,
    created_at_ms BIGINT NOT NULL,
    updated_at_ms BIGINT NOT NULL
);
CREATE UNIQUE INDEX baskets_one_per_customer ON baskets (customer_id, site_id);
CREATE INDEX baskets_usid ON baskets (usid, registered);

-- A basket's lines: one per product, in the order they were first added. Prices are the
-- catalog's at the time the basket is read, never stored.
CREATE TABLE basket_items (
    id TEXT PRIMARY KEY,
    basket_id TEXT NOT NULL,
    product_id TEXT NOT NULL,
    quantity BIGINT NOT NULL,
    position BIGINT NOT NULL
);
CREATE UNIQUE INDEX basket_items_product ON basket_items (basket_id, product_id);
