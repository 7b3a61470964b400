-- The stores of the store locator (`store/shopper-stores/v1` search), as a commerce platform
-- keeps them: address, coordinates (degrees), phone, the IANA time zone of the opening hours,
-- and the hours themselves (JSON: each weekday's opening and closing time, or null when
-- closed). The search narrows the stores to a box of latitudes (and longitudes) around the
-- searched place here, then keeps those within the exact distance.
CREATE TABLE stores (
    organization_id TEXT NOT NULL,
    id TEXT NOT NULL,
    name TEXT NOT NULL,
    address1 TEXT NOT NULL,
    city TEXT NOT NULL,
    state_code TEXT NOT NULL,
    postal_code TEXT NOT NULL,
    country_code TEXT NOT NULL,
    latitude DOUBLE PRECISION NOT NULL,
    longitude DOUBLE PRECISION NOT NULL,
    phone TEXT NOT NULL,
    time_zone TEXT NOT NULL,
    hours_json TEXT NOT NULL,
    store_locator_enabled BIGINT NOT NULL DEFAULT 1,
    PRIMARY KEY (organization_id, id)
);
CREATE INDEX stores_by_latitude ON stores (organization_id, latitude, longitude);
