-- The campaign a lease application came from: the tracking parameters the visitor arrived with
-- (kept in their cookies with marketing consent; a referral code always), as the application
-- form sends them. For the attribution report only: nothing decides anything by them. Each is
-- null when the visitor had none; a value the server would not keep (too long, or with control
-- characters) is null too.
ALTER TABLE preapproval_applications ADD COLUMN utm_source TEXT;
ALTER TABLE preapproval_applications ADD COLUMN utm_medium TEXT;
ALTER TABLE preapproval_applications ADD COLUMN utm_campaign TEXT;
ALTER TABLE preapproval_applications ADD COLUMN utm_term TEXT;
ALTER TABLE preapproval_applications ADD COLUMN utm_content TEXT;
ALTER TABLE preapproval_applications ADD COLUMN gclid TEXT;
ALTER TABLE preapproval_applications ADD COLUMN msclkid TEXT;
ALTER TABLE preapproval_applications ADD COLUMN fbclid TEXT;
ALTER TABLE preapproval_applications ADD COLUMN referral_code TEXT;
ALTER TABLE preapproval_applications ADD COLUMN davuid TEXT;
ALTER TABLE preapproval_applications ADD COLUMN dasrc TEXT;
-- The report reads an organization's applications of a period.
CREATE INDEX preapproval_applications_created ON preapproval_applications (organization_id, created_at_ms);
