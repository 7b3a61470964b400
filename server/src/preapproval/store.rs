//! The applications' SQL.

use sqlx::Row;

use super::attribution::SourceCount;
use super::model::ApplicationResponse;
use crate::db::Exec;
use crate::error::AppResult;

/// The first lease number an organization reserves for approvals (the demo's leases are 1002…).
const FIRST_RESERVED: i64 = 500_000_001;

/// Claims the cool-down for a person: true when they have not applied within it (the row is
/// made, or its time had passed and is moved on), false when they have. One statement: two
/// applications at once cannot both pass.
pub async fn claim_cooldown<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    identity_key: &str,
    now_ms: i64,
    until_ms: i64,
) -> AppResult<bool> {
    let claimed: Option<i64> = sqlx::query_scalar(
        "INSERT INTO preapproval_cooldowns (organization_id, identity_key, until_ms) VALUES ($1, $2, $3) \
         ON CONFLICT (organization_id, identity_key) DO UPDATE SET until_ms = excluded.until_ms \
         WHERE preapproval_cooldowns.until_ms <= $4 RETURNING until_ms",
    )
    .bind(organization_id)
    .bind(identity_key)
    .bind(until_ms)
    .bind(now_ms)
    .fetch_optional(ex)
    .await?;
    Ok(claimed.is_some())
}

/// The next lease number of the organization, reserved (the counter moves in one statement).
pub async fn reserve_lease_number<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
) -> AppResult<String> {
    let number: i64 = sqlx::query_scalar(
        "INSERT INTO preapproval_lease_numbers (organization_id, next_number) VALUES ($1, $2) \
         ON CONFLICT (organization_id) DO UPDATE SET next_number = preapproval_lease_numbers.next_number + 1 \
         RETURNING next_number",
    )
    .bind(organization_id)
    .bind(FIRST_RESERVED)
    .fetch_one(ex)
    .await?;
    Ok(number.to_string())
}

/// An application as stored (only the last 4 of the social security number and the account).
pub struct NewApplication<'a> {
    pub id: &'a str,
    pub organization_id: &'a str,
    pub site_id: &'a str,
    pub customer_id: &'a str,
    pub merchant_id: &'a str,
    pub lease_number: &'a str,
    pub status: &'a str,
    pub denial_reason: Option<&'a str>,
    pub approval_amount_cents: i64,
    pub identity_key: &'a str,
    pub application: &'a super::model::CheckedApplication,
    pub bank_last4: &'a str,
    pub bank_token: &'a str,
    pub created_at_ms: i64,
    pub expires_at_ms: i64,
}

pub async fn insert_application<'e>(ex: impl Exec<'e>, a: &NewApplication<'_>) -> AppResult<()> {
    let app = a.application;
    sqlx::query(
        "INSERT INTO preapproval_applications (id, organization_id, site_id, customer_id, merchant_id, \
         lease_number, status, denial_reason, approval_amount_cents, identity_key, first_name, last_name, \
         date_of_birth, ssn_last4, street, city, state, postal_code, email, phone, sms_consent, \
         monthly_income_cents, pay_frequency, next_payday, bank_last4, bank_token, created_at_ms, expires_at_ms, \
         utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, msclkid, fbclid, referral_code, \
         davuid, dasrc) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, \
         $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39)",
    )
    .bind(a.id)
    .bind(a.organization_id)
    .bind(a.site_id)
    .bind(a.customer_id)
    .bind(a.merchant_id)
    .bind(a.lease_number)
    .bind(a.status)
    .bind(a.denial_reason)
    .bind(a.approval_amount_cents)
    .bind(a.identity_key)
    .bind(&app.first_name)
    .bind(&app.last_name)
    .bind(app.date_of_birth.to_string())
    .bind(&app.ssn_last4)
    .bind(&app.street)
    .bind(&app.city)
    .bind(&app.state)
    .bind(&app.postal_code)
    .bind(&app.email)
    .bind(&app.phone)
    .bind(i64::from(app.sms_consent))
    .bind(app.monthly_income_cents)
    .bind(serde_json::to_value(app.pay_frequency).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default())
    .bind(app.next_payday.to_string())
    .bind(a.bank_last4)
    .bind(a.bank_token)
    .bind(a.created_at_ms)
    .bind(a.expires_at_ms)
    .bind(&app.campaign.utm_source)
    .bind(&app.campaign.utm_medium)
    .bind(&app.campaign.utm_campaign)
    .bind(&app.campaign.utm_term)
    .bind(&app.campaign.utm_content)
    .bind(&app.campaign.gclid)
    .bind(&app.campaign.msclkid)
    .bind(&app.campaign.fbclid)
    .bind(&app.campaign.referral_code)
    .bind(&app.campaign.davuid)
    .bind(&app.campaign.dasrc)
    .execute(ex)
    .await?;
    Ok(())
}

/// The customer's newest approval for the merchant that has not lapsed.
pub async fn current_approval<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    customer_id: &str,
    merchant_id: &str,
    now_ms: i64,
) -> AppResult<Option<(ApplicationResponse, i64)>> {
    let row = sqlx::query(
        "SELECT id, lease_number, approval_amount_cents, merchant_id, expires_at_ms FROM preapproval_applications \
         WHERE organization_id = $1 AND customer_id = $2 AND merchant_id = $3 AND status = 'Approved' \
         AND expires_at_ms > $4 ORDER BY created_at_ms DESC LIMIT 1",
    )
    .bind(organization_id)
    .bind(customer_id)
    .bind(merchant_id)
    .bind(now_ms)
    .fetch_optional(ex)
    .await?;
    let Some(row) = row else { return Ok(None) };
    let expires_at_ms: i64 = row.try_get("expires_at_ms")?;
    Ok(Some((
        ApplicationResponse {
            application_id: row.try_get("id")?,
            lease_number: row.try_get("lease_number")?,
            app_status: "Approved".to_owned(),
            approval_amount: row.try_get("approval_amount_cents")?,
            expires_at: None,
            merchant_id: row.try_get("merchant_id")?,
            denial_reason: None,
        },
        expires_at_ms,
    )))
}

/// How many applications an organization had from `since_ms` up to (not including) `until_ms`,
/// by campaign (source, medium, name), and how many of them were approved.
pub async fn counts_by_source<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    since_ms: i64,
    until_ms: i64,
) -> AppResult<Vec<SourceCount>> {
    let rows = sqlx::query(
        "SELECT utm_source, utm_medium, utm_campaign, COUNT(*) AS applications, \
         SUM(CASE WHEN status = 'Approved' THEN 1 ELSE 0 END) AS approvals \
         FROM preapproval_applications WHERE organization_id = $1 AND created_at_ms >= $2 AND created_at_ms < $3 \
         GROUP BY utm_source, utm_medium, utm_campaign",
    )
    .bind(organization_id)
    .bind(since_ms)
    .bind(until_ms)
    .fetch_all(ex)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(SourceCount {
                source: row.try_get("utm_source")?,
                medium: row.try_get("utm_medium")?,
                campaign: row.try_get("utm_campaign")?,
                applications: row.try_get("applications")?,
                approvals: row.try_get("approvals")?,
            })
        })
        .collect()
}

/// The customer's newest approval for the storefront that has not lapsed and no order has used.
pub async fn current_for_checkout<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    customer_id: &str,
    now_ms: i64,
) -> AppResult<Option<super::approval::CheckoutApproval>> {
    let row = sqlx::query(
        "SELECT id, lease_number, approval_amount_cents, expires_at_ms, first_name, last_name, \
         pay_frequency, next_payday FROM preapproval_applications \
         WHERE organization_id = $1 AND customer_id = $2 AND merchant_id = $3 AND status = 'Approved' \
         AND expires_at_ms > $4 ORDER BY created_at_ms DESC LIMIT 1",
    )
    .bind(organization_id)
    .bind(customer_id)
    .bind(super::model::STOREFRONT_MERCHANT)
    .bind(now_ms)
    .fetch_optional(ex)
    .await?;
    let Some(row) = row else { return Ok(None) };
    let frequency: String = row.try_get("pay_frequency")?;
    let payday: String = row.try_get("next_payday")?;
    let pay_frequency = serde_json::from_value(serde_json::Value::String(frequency))
        .map_err(anyhow::Error::from)?;
    let next_payday = time::Date::parse(
        &payday,
        time::macros::format_description!("[year]-[month]-[day]"),
    )
    .map_err(anyhow::Error::from)?;
    Ok(Some(super::approval::CheckoutApproval {
        application_id: row.try_get("id")?,
        lease_number: row.try_get("lease_number")?,
        approval_amount_cents: row.try_get("approval_amount_cents")?,
        expires_at_ms: row.try_get("expires_at_ms")?,
        first_name: row.try_get("first_name")?,
        last_name: row.try_get("last_name")?,
        pay_frequency,
        next_payday,
    }))
}

/// Marks the approval used by an order, in the order's transaction; false when it was used
/// already (or is not an approval), so one approval never makes two leases.
pub async fn use_for_order<'e>(ex: impl Exec<'e>, application_id: &str) -> AppResult<bool> {
    let updated = sqlx::query(
        "UPDATE preapproval_applications SET status = 'Used' WHERE id = $1 AND status = 'Approved'",
    )
    .bind(application_id)
    .execute(ex)
    .await?
    .rows_affected();
    Ok(updated == 1)
}

/// Gives an approval back to the customer when the order that used it was not made (its initial
/// payment declined), in that order's release transaction.
pub async fn give_back<'e>(ex: impl Exec<'e>, application_id: &str) -> AppResult<()> {
    sqlx::query(
        "UPDATE preapproval_applications SET status = 'Approved' WHERE id = $1 AND status = 'Used'",
    )
    .bind(application_id)
    .execute(ex)
    .await?;
    Ok(())
}
