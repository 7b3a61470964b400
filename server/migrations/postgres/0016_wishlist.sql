-- Customer product lists (SCAPI shopper-customers product-lists): a registered customer's wish
-- list, one a customer (the unique index makes "created when missing" safe from two tabs), and
-- its items, one a product (adding one twice answers the item there is).
CREATE TABLE product_lists (
    id TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    list_type TEXT NOT NULL,
    name TEXT NOT NULL,
    created_at_ms BIGINT NOT NULL,
    updated_at_ms BIGINT NOT NULL
);
CREATE UNIQUE INDEX product_lists_one_per_type ON product_lists (customer_id, list_type);

CREATE TABLE product_list_items (
    id TEXT PRIMARY KEY,
    list_id TEXT NOT NULL,
    product_id TEXT NOT NULL,
    quantity BIGINT NOT NULL,
    priority BIGINT NOT NULL,
    is_public BIGINT NOT NULL,
    -- The order the items were added in (several can share a millisecond).
    position BIGINT NOT NULL,
    created_at_ms BIGINT NOT NULL
);
CREATE UNIQUE INDEX product_list_items_product ON product_list_items (list_id, product_id);
