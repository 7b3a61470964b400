-- Issue 10. A one-time bank debit keeps the authorization the customer accepted for it (the
-- NACHA WEB rule: this one amount, this day, how to revoke it); a card payment has none.
ALTER TABLE payments ADD COLUMN authorization_text TEXT;
-- Who made the payment: `portal` (the customer) or `autopay` (the nightly run, on a due date;
-- its idempotency key, `autopay {lease guid} {due date}`, has a space no customer's key has).
ALTER TABLE payments ADD COLUMN source TEXT NOT NULL DEFAULT 'portal';
