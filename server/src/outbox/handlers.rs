//! `/dev/outbox`: in demo mode, every email and text message the server would send, so a
//! developer can follow reset links and read one-time codes without a mail server.

use axum::extract::State;
use axum::response::{Html, IntoResponse, Response};
use axum::Json;
use serde::Deserialize;

use super::model::{escape, linkify};
use super::store;
use crate::error::{AppError, AppResult};
use crate::http::Query;
use crate::state::AppState;

#[derive(Debug, Deserialize)]
pub struct OutboxQuery {
    page: Option<i64>,
    format: Option<String>,
    recipient: Option<String>,
}

const PAGE_SIZE: i64 = 25;

/// Newest first, 25 a page; `?recipient=` filters; `?format=json` for scripts and tests.
pub async fn show_outbox(
    State(state): State<AppState>,
    Query(query): Query<OutboxQuery>,
) -> AppResult<Response> {
    if !state.config.demo_mode {
        return Err(AppError::not_found(
            "The outbox is only shown in demo mode.",
        ));
    }
    let page = query.page.unwrap_or(1).max(1);
    let recipient = query.recipient.unwrap_or_default();
    let entries = store::page(
        &state.db.pool,
        &recipient,
        PAGE_SIZE,
        (page - 1) * PAGE_SIZE,
    )
    .await?;
    if query.format.as_deref() == Some("json") {
        return Ok(Json(
            serde_json::json!({ "page": page, "pageSize": PAGE_SIZE, "messages": entries }),
        )
        .into_response());
    }
    let rows: String = entries
        .iter()
        .map(|e| {
            format!(
                "<article><h2>{}</h2><p><strong>{}</strong> to {}</p><pre>{}</pre></article>",
                escape(&e.subject),
                escape(&e.channel),
                escape(&e.recipient),
                linkify(&escape(&e.body))
            )
        })
        .collect();
    let next = if entries.len() as i64 == PAGE_SIZE {
        format!(
            "<a href=\"/dev/outbox?page={}\">Older messages</a>",
            page + 1
        )
    } else {
        String::new()
    };
    Ok(Html(format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Outbox</title>\
         <style>body{{font-family:system-ui;max-width:48rem;margin:2rem auto;padding:0 1rem}}pre{{white-space:pre-wrap}}article{{border-bottom:1px solid #ddd}}</style>\
         </head><body><main><h1>Outbox (demo mode)</h1>{rows}{next}</main></body></html>"
    ))
    .into_response())
}
