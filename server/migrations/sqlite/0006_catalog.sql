-- The product catalog (SCAPI shopper-products and shopper-search), one per organization.
-- Hot scalar fields (prices, stock, quantities, flags) are columns, so they can be changed
-- atomically; what is only ever read whole (variation definitions, tiers) is JSON text.

-- Variation attributes (color, size) and their values, shared by every product.
CREATE TABLE catalog_attributes (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    names_json      TEXT NOT NULL,            -- {"en-US": "Color", ...}
    position        BIGINT NOT NULL
);
CREATE TABLE catalog_attribute_values (
    attribute_id TEXT NOT NULL REFERENCES catalog_attributes (id) ON DELETE CASCADE,
    value        TEXT NOT NULL,
    names_json   TEXT NOT NULL,
    swatch_hex   TEXT,
    position     BIGINT NOT NULL,
    PRIMARY KEY (attribute_id, value)
);

CREATE TABLE catalog_categories (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    parent_id       TEXT REFERENCES catalog_categories (id) ON DELETE CASCADE, -- NULL: the root
    position        BIGINT NOT NULL,
    art             TEXT,
    online          BIGINT NOT NULL DEFAULT 1
);
CREATE INDEX catalog_categories_parent ON catalog_categories (parent_id, position);
CREATE TABLE catalog_category_texts (
    category_id TEXT NOT NULL REFERENCES catalog_categories (id) ON DELETE CASCADE,
    locale_id   TEXT NOT NULL,
    name        TEXT NOT NULL,
    description TEXT NOT NULL,
    PRIMARY KEY (category_id, locale_id)
);

CREATE TABLE catalog_promotions (
    id               TEXT PRIMARY KEY,
    organization_id  TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    discount_percent BIGINT NOT NULL,
    callouts_json    TEXT NOT NULL
);

-- kind: item, master, variant, set, bundle. Variants belong to a master; masters, sets and
-- bundles have no price of their own (it comes from their variants or members).
CREATE TABLE catalog_products (
    id                  TEXT PRIMARY KEY,
    organization_id     TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    kind                TEXT NOT NULL,
    master_id           TEXT REFERENCES catalog_products (id) ON DELETE CASCADE,
    brand               TEXT,
    primary_category_id TEXT REFERENCES catalog_categories (id),
    currency            TEXT NOT NULL,
    list_price_cents    BIGINT,
    sale_price_cents    BIGINT,
    tiered_prices_json  TEXT NOT NULL DEFAULT '[]',
    stock_level         BIGINT NOT NULL DEFAULT 0,
    min_order_quantity  BIGINT NOT NULL DEFAULT 1,
    step_quantity       BIGINT NOT NULL DEFAULT 1,
    is_new              BIGINT NOT NULL DEFAULT 0,
    online              BIGINT NOT NULL DEFAULT 1,
    art                 TEXT NOT NULL,
    variation_json      TEXT NOT NULL DEFAULT '{}',
    position            BIGINT NOT NULL,
    updated_at_ms       BIGINT NOT NULL
);
CREATE INDEX catalog_products_master ON catalog_products (master_id, position);
CREATE TABLE catalog_product_texts (
    product_id        TEXT NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    locale_id         TEXT NOT NULL,
    name              TEXT NOT NULL,
    short_description TEXT NOT NULL,
    long_description  TEXT NOT NULL,
    PRIMARY KEY (product_id, locale_id)
);
CREATE TABLE catalog_product_categories (
    product_id  TEXT NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    category_id TEXT NOT NULL REFERENCES catalog_categories (id) ON DELETE CASCADE,
    position    BIGINT NOT NULL,
    PRIMARY KEY (product_id, category_id)
);
CREATE INDEX catalog_product_categories_category ON catalog_product_categories (category_id, position);
-- Members of a set or a bundle.
CREATE TABLE catalog_product_members (
    parent_id TEXT NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    member_id TEXT NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    quantity  BIGINT NOT NULL,
    position  BIGINT NOT NULL,
    PRIMARY KEY (parent_id, member_id)
);
CREATE TABLE catalog_product_promotions (
    product_id   TEXT NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    promotion_id TEXT NOT NULL REFERENCES catalog_promotions (id) ON DELETE CASCADE,
    PRIMARY KEY (product_id, promotion_id)
);

-- The change feed: every catalog write appends the products it touched. Each app server's
-- search index polls it (seq greater than the last one it applied), so several servers on
-- one PostgreSQL database follow each other's changes.
CREATE TABLE catalog_changes (
    seq           INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id    TEXT NOT NULL,
    changed_at_ms BIGINT NOT NULL
);
