//! The demo's own reads: how many leases are stored (generated lease numbers continue from it).

use crate::db::Exec;
use crate::error::AppResult;

/// How many leases the database holds.
pub async fn lease_count<'e>(ex: impl Exec<'e>) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM leases")
        .fetch_one(ex)
        .await?)
}
