-- The first day the nightly run has work for a lease (servicing's Lease::next_service_on, as
-- YYYY-MM-DD; every write of a lease keeps it), NULL when it has none (closed leases). The run
-- reads only the open leases whose day has come. Leases stored before get the earliest day: the
-- first run after this migration services every open lease once and stores its real day.
ALTER TABLE leases ADD COLUMN next_service_on TEXT;
UPDATE leases SET next_service_on = '0000-01-01' WHERE status IN ('Pending', 'Active', 'PastDue');
-- Open leases only, by seq: the run cuts its chunks in seq order from the due ones, and a chunk
-- reads its seq range, finding the due leases in the index without reading the others' rows.
CREATE INDEX leases_next_service ON leases (seq, next_service_on)
    WHERE status IN ('Pending', 'Active', 'PastDue');
