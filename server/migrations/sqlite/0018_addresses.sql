-- A customer's saved addresses (SCAPI customer addresses): named by the customer (`address_id`,
-- unique per customer), one of them preferred. The address itself is JSON (basket::shipping's
-- OrderAddress, checked by the same rules as a shipping address).
CREATE TABLE customer_addresses (
    customer_id TEXT NOT NULL,
    address_id TEXT NOT NULL,
    address_json TEXT NOT NULL,
    preferred BIGINT NOT NULL,
    position BIGINT NOT NULL,
    created_at_ms BIGINT NOT NULL,
    updated_at_ms BIGINT NOT NULL,
    PRIMARY KEY (customer_id, address_id)
);
