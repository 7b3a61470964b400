-- Shopper activity the storefront reports (`einstein/v3` activities), kept for Leasefront's
-- own recommenders. No personal identifier is kept: the visitor is a keyed hash (HMAC-SHA256
-- with a server secret) of the browser's cookie id, the user id is never stored, and nothing
-- typed by the shopper (search text, page addresses) is kept. Rows older than 90 days are
-- deleted. `products_json` holds the products of the event: [{"id", "quantity", "priceCents"}].
CREATE TABLE recs_activities (
    site_id       TEXT NOT NULL,
    visitor_key   TEXT NOT NULL,
    activity      TEXT NOT NULL,
    products_json TEXT NOT NULL,
    category_id   TEXT,
    recommender   TEXT,
    amount_cents  BIGINT,
    created_at_ms BIGINT NOT NULL
);
-- "This visitor's recently viewed" and the model's read of the recent activity.
CREATE INDEX recs_activities_visitor ON recs_activities (site_id, visitor_key, created_at_ms);
-- Deleting what is older than the retention.
CREATE INDEX recs_activities_created ON recs_activities (created_at_ms);
