-- Checkout paid by a lease. A basket's checkout: where it ships and how, the initial payment's
-- card (the gateway's token, brand, last 4 and expiry: never the number or security code) and
-- the customer's e-signature of the lease agreement for exactly this basket.
CREATE TABLE basket_checkouts (
    basket_id TEXT PRIMARY KEY,
    shipping_address_json TEXT,
    shipping_method_id TEXT,
    payment_json TEXT,
    signature_json TEXT,
    updated_at_ms BIGINT NOT NULL
);

-- Products a lease can pay for (gift cards, for one, are not).
ALTER TABLE catalog_products ADD COLUMN leasable BIGINT NOT NULL DEFAULT 1;

-- Orders. One a basket (the unique basket id): a retried or double-clicked place order finds
-- the order its first submit made. `pending` holds the stock and the initial payment's charge
-- (its gateway reference is the order id) until the charge is answered; `created` is an order
-- with its lease.
CREATE TABLE orders (
    id TEXT PRIMARY KEY,
    order_no TEXT NOT NULL UNIQUE,
    organization_id TEXT NOT NULL,
    site_id TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    basket_id TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    order_json TEXT NOT NULL,
    lease_guid TEXT,
    lease_number TEXT,
    created_at_ms BIGINT NOT NULL,
    updated_at_ms BIGINT NOT NULL
);
CREATE INDEX orders_customer ON orders (customer_id, site_id, created_at_ms);
CREATE INDEX orders_pending ON orders (status, created_at_ms);

-- The next order number, per organization.
CREATE TABLE order_numbers (
    organization_id TEXT PRIMARY KEY,
    next_number BIGINT NOT NULL
);
