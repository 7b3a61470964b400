//! Created orders as the calls answer them: the order as stored, its lease's status as it is now.

use super::store::OrderRow;
use crate::error::{AppError, AppResult};
use crate::state::AppState;

/// A created order as answered: its lease's status as it is now.
pub async fn answer(state: &AppState, row: &OrderRow) -> AppResult<serde_json::Value> {
    let mut answers = answers(state, std::slice::from_ref(row)).await?;
    answers
        .pop()
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("an order has no answer")))
}

/// Created orders as answered, each lease's status as it is now.
pub async fn answers(state: &AppState, rows: &[OrderRow]) -> AppResult<Vec<serde_json::Value>> {
    let guids: Vec<String> = rows.iter().filter_map(|r| r.lease_guid.clone()).collect();
    let statuses = crate::lease::operations::statuses(&state.db.pool, &guids).await?;
    rows.iter()
        .map(|row| {
            let mut order: serde_json::Value =
                crate::db::json(&row.order_json, "orders.order_json")?;
            if let Some(status) = row.lease_guid.as_ref().and_then(|g| statuses.get(g)) {
                order["c_lease"]["status"] = status.clone().into();
            }
            Ok(order)
        })
        .collect()
}
