//! `leasefront leads export --since DATE`: every lead made on or after the day (UTC) as CSV,
//! oldest first, read in pages so a year of leads never sits in memory. One column per field
//! of either form; a cell that a spreadsheet would run as a formula is written as text.

use std::io::Write;

use super::model::{field_names, spreadsheet_safe, LeadKind, UTM_FIELD};
use super::store;
use crate::db::Db;

const PAGE: i64 = 500;

/// The export's columns: the lead's own, then every field of both forms (partner first).
pub fn columns(short_name: &str) -> Vec<String> {
    let mut columns: Vec<String> = ["created_at", "id", "site", "kind", "forwarded_at"]
        .map(str::to_owned)
        .to_vec();
    for kind in [LeadKind::Partner, LeadKind::Report] {
        for name in field_names(kind, short_name) {
            if !columns.contains(&name) {
                columns.push(name);
            }
        }
    }
    columns.push("LeadSource".to_owned());
    columns.push(UTM_FIELD.to_owned());
    columns
}

/// Writes the organization's leads made at or after `since` as CSV; answers how many.
pub async fn write_csv(
    db: &Db,
    organization_id: &str,
    short_name: &str,
    since: time::Date,
    out: impl Write,
) -> anyhow::Result<usize> {
    let since_ms = i64::try_from(since.midnight().assume_utc().unix_timestamp_nanos() / 1_000_000)?;
    let columns = columns(short_name);
    let mut csv = csv::Writer::from_writer(out);
    csv.write_record(&columns)?;
    let mut written = 0;
    let mut after: Option<(i64, String)> = None;
    loop {
        let page = store::leads_since(
            &db.pool,
            organization_id,
            since_ms,
            after.as_ref().map(|(ms, id)| (*ms, id.as_str())),
            PAGE,
        )
        .await?;
        for lead in &page {
            let fields: serde_json::Map<String, serde_json::Value> =
                serde_json::from_str(&lead.payload_json)?;
            let time = |ms: Option<i64>| ms.and_then(crate::clock::rfc3339).unwrap_or_default();
            let row = columns.iter().map(|column| match column.as_str() {
                "created_at" => time(Some(lead.created_at_ms)),
                "id" => lead.id.clone(),
                "site" => lead.site_id.clone(),
                "kind" => lead.kind.clone(),
                "forwarded_at" => time(lead.forwarded_at_ms),
                field => spreadsheet_safe(fields.get(field).and_then(|v| v.as_str()).unwrap_or("")),
            });
            csv.write_record(row)?;
            written += 1;
        }
        match page.last() {
            Some(last) if page.len() as i64 == PAGE => {
                after = Some((last.created_at_ms, last.id.clone()))
            }
            _ => break,
        }
    }
    csv.flush()?;
    Ok(written)
}
