-- Issue 10. A method remembers the submit that added it (its Idempotency-Key): a retry that
-- takes over the claim of a submit cut off after its commit (a crash, the request timeout)
-- finds the method instead of adding it again.
ALTER TABLE payment_methods ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX payment_methods_key ON payment_methods (lease_seq, idempotency_key);
