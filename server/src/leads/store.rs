//! Every SQL statement of the leads: keep one (a repeat within a minute finds the first), the
//! field mapping list, and the export's rows.

use sqlx::Row;

use super::model::{FieldMappingRecord, DUPLICATE_WINDOW_MS};
use crate::db::Exec;
use crate::error::AppResult;

/// Claims a submission's fingerprint for `lead_id`, unless the same fingerprint was claimed
/// within the duplicate window: then the id it was claimed for. One statement, so two copies
/// of a lead sent at once are told apart by the database, never by a read before the write.
pub async fn claim_fingerprint(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    fingerprint: &str,
    lead_id: &str,
    now_ms: i64,
) -> AppResult<Result<(), String>> {
    let claimed = sqlx::query(
        "INSERT INTO lead_submissions (fingerprint, lead_id, submitted_at_ms) VALUES ($1, $2, $3) \
         ON CONFLICT (fingerprint) DO UPDATE SET lead_id = $2, submitted_at_ms = $3 \
         WHERE lead_submissions.submitted_at_ms <= $4",
    )
    .bind(fingerprint)
    .bind(lead_id)
    .bind(now_ms)
    .bind(now_ms - DUPLICATE_WINDOW_MS)
    .execute(&mut **tx)
    .await?;
    if claimed.rows_affected() == 1 {
        return Ok(Ok(()));
    }
    let first: String =
        sqlx::query_scalar("SELECT lead_id FROM lead_submissions WHERE fingerprint = $1")
            .bind(fingerprint)
            .fetch_one(&mut **tx)
            .await?;
    Ok(Err(first))
}

/// Fingerprints older than the window are of no more use.
pub async fn forget_old_fingerprints<'e>(ex: impl Exec<'e>, now_ms: i64) -> AppResult<()> {
    sqlx::query("DELETE FROM lead_submissions WHERE submitted_at_ms <= $1")
        .bind(now_ms - DUPLICATE_WINDOW_MS)
        .execute(ex)
        .await?;
    Ok(())
}

pub struct NewLead<'a> {
    pub id: &'a str,
    pub organization_id: &'a str,
    pub site_id: &'a str,
    pub kind: &'a str,
    pub email: &'a str,
    pub payload_json: &'a str,
    pub created_at_ms: i64,
}

pub async fn insert_lead<'e>(ex: impl Exec<'e>, lead: &NewLead<'_>) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO leads (id, organization_id, site_id, kind, email, payload_json, created_at_ms) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(lead.id)
    .bind(lead.organization_id)
    .bind(lead.site_id)
    .bind(lead.kind)
    .bind(lead.email)
    .bind(lead.payload_json)
    .bind(lead.created_at_ms)
    .execute(ex)
    .await?;
    Ok(())
}

/// A kept lead, for the export.
pub struct StoredLead {
    pub id: String,
    pub site_id: String,
    pub kind: String,
    pub payload_json: String,
    pub created_at_ms: i64,
    /// When the CRM took it (None: not yet, or stored only).
    pub forwarded_at_ms: Option<i64>,
}

/// The organization's leads made at or after `since_ms`, oldest first, `limit` after `after`
/// (the last one's creation time and id: the export reads in pages).
pub async fn leads_since<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    since_ms: i64,
    after: Option<(i64, &str)>,
    limit: i64,
) -> AppResult<Vec<StoredLead>> {
    let (after_ms, after_id) = after.unwrap_or((i64::MIN, ""));
    let rows = sqlx::query(
        "SELECT l.id, l.site_id, l.kind, l.payload_json, l.created_at_ms, o.sent_at_ms \
         FROM leads l LEFT JOIN outbox o ON o.id = l.id \
         WHERE l.organization_id = $1 AND l.created_at_ms >= $2 \
           AND (l.created_at_ms > $3 OR (l.created_at_ms = $3 AND l.id > $4)) \
         ORDER BY l.created_at_ms, l.id LIMIT $5",
    )
    .bind(organization_id)
    .bind(since_ms)
    .bind(after_ms)
    .bind(after_id)
    .bind(limit)
    .fetch_all(ex)
    .await?;
    Ok(rows
        .iter()
        .map(|row| {
            Ok(StoredLead {
                id: row.try_get("id")?,
                site_id: row.try_get("site_id")?,
                kind: row.try_get("kind")?,
                payload_json: row.try_get("payload_json")?,
                created_at_ms: row.try_get("created_at_ms")?,
                forwarded_at_ms: row.try_get("sent_at_ms")?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()?)
}

pub async fn field_mappings<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
) -> AppResult<Vec<FieldMappingRecord>> {
    let rows = sqlx::query(
        "SELECT sfdc_field, mapping_field FROM lead_field_mappings WHERE organization_id = $1 \
         ORDER BY position",
    )
    .bind(organization_id)
    .fetch_all(ex)
    .await?;
    Ok(rows
        .iter()
        .map(|row| {
            Ok(FieldMappingRecord {
                SFDC_Field__c: row.try_get("sfdc_field")?,
                Mapping_Field__c: row.try_get("mapping_field")?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()?)
}

pub async fn insert_field_mapping<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    position: i64,
    record: &FieldMappingRecord,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO lead_field_mappings (organization_id, position, sfdc_field, mapping_field) \
         VALUES ($1, $2, $3, $4) ON CONFLICT (organization_id, sfdc_field) DO NOTHING",
    )
    .bind(organization_id)
    .bind(position)
    .bind(&record.SFDC_Field__c)
    .bind(&record.Mapping_Field__c)
    .execute(ex)
    .await?;
    Ok(())
}
