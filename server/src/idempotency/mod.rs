//! Idempotent submits: every portal submit (adding a payment method, a payment, a catch-up
//! plan) carries an `Idempotency-Key` header. The key is claimed before any work, in one
//! `INSERT … ON CONFLICT DO NOTHING` (never read, then written), so of two requests with one
//! key exactly one runs. Its answer is kept and given again to a retry with the same body;
//! the same key with another body is a 422, and a retry while the first still runs a 409.
//! An answer the server failed to give (a 5xx) releases the key, so the retry runs.
//! The keys' SQL is in `store.rs`.

mod store;

use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use sha2::Digest;

use serde::de::DeserializeOwned;

use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::identity::session::Shopper;
use crate::state::AppState;

pub const HEADER: &str = "idempotency-key";

/// The request's `Idempotency-Key`: required, 1–255 visible characters.
pub fn key(headers: &HeaderMap) -> AppResult<String> {
    let key = headers
        .get(HEADER)
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
        .unwrap_or_default();
    if key.is_empty() || key.len() > 255 || !key.chars().all(|c| c.is_ascii_graphic()) {
        return Err(AppError::bad_parameter(
            "Idempotency-Key",
            "Send an Idempotency-Key header (1 to 255 characters) with every submit, the same one when you retry it.",
        ));
    }
    Ok(key.to_owned())
}

/// One submit under its key.
pub struct Claim {
    customer_id: String,
    key: String,
}

/// What claiming a key came to.
pub enum Claimed {
    /// The key is this request's: run it, then `finish`.
    Run(Claim),
    /// The key was used before with the same body: its answer.
    Replay(Response),
}

fn hash(endpoint: &str, body: &serde_json::Value) -> String {
    let mut digest = sha2::Sha256::new();
    digest.update(endpoint.as_bytes());
    digest.update([0]);
    digest.update(body.to_string().as_bytes());
    format!("{:x}", digest.finalize())
}

/// Claims `key` for this customer's submit to `endpoint` with `body`.
pub async fn claim(
    db: &Db,
    customer_id: &str,
    key: &str,
    endpoint: &str,
    body: &serde_json::Value,
    now_ms: i64,
) -> AppResult<Claimed> {
    let request_hash = hash(endpoint, body);
    if store::insert_key(&db.pool, customer_id, key, endpoint, &request_hash, now_ms).await? {
        return Ok(Claimed::Run(Claim {
            customer_id: customer_id.to_owned(),
            key: key.to_owned(),
        }));
    }
    let Some(store::KeptKey {
        request_hash: kept_hash,
        status,
        response_json: response,
    }) = store::kept_key(&db.pool, customer_id, key).await?
    else {
        // Released between the two statements: the caller's retry will claim it.
        return Err(AppError::Conflict(
            "A request with this Idempotency-Key is still being processed. Try again.".to_owned(),
        ));
    };
    if kept_hash != request_hash {
        return Err(AppError::Unprocessable(
            "This Idempotency-Key was used for a different request. Use a new key for a new request."
                .to_owned(),
        )
        .with_reason("idempotency_key_reused"));
    }
    match (status, response) {
        (Some(status), Some(body)) => {
            let status = StatusCode::from_u16(status as u16).unwrap_or(StatusCode::OK);
            Ok(Claimed::Replay(
                (
                    status,
                    [(axum::http::header::CONTENT_TYPE, "application/json")],
                    body,
                )
                    .into_response(),
            ))
        }
        _ => {
            // A claim older than any request may run belongs to a request that no longer runs
            // (the server died, or the request timeout dropped it): the retry takes it over,
            // one retry only (compare and set). What the first did is found again by the work
            // itself (a payment by its key, charged under the same reference).
            if store::take_over_stale_claim(
                &db.pool,
                customer_id,
                key,
                now_ms,
                now_ms - STALE_CLAIM_MS,
            )
            .await?
            {
                return Ok(Claimed::Run(Claim {
                    customer_id: customer_id.to_owned(),
                    key: key.to_owned(),
                }));
            }
            Err(AppError::Conflict(
                "A request with this Idempotency-Key is still being processed. Try again."
                    .to_owned(),
            )
            .with_reason("idempotency_key_in_use"))
        }
    }
}

/// How old an unfinished claim must be for a retry to take it over: longer than any request
/// runs (the router's timeout drops a request at `REQUEST_TIMEOUT`).
pub const STALE_CLAIM_MS: i64 = crate::http::REQUEST_TIMEOUT.as_millis() as i64 + 5_000;

impl Claim {
    /// Keeps the answer for retries (a server failure releases the key instead) and gives it.
    pub async fn finish(self, db: &Db, answer: AppResult<Response>) -> AppResult<Response> {
        let response = match answer {
            Ok(response) => response,
            Err(error) => error.into_response(),
        };
        let status = response.status();
        if status.is_server_error() {
            store::delete_key(&db.pool, &self.customer_id, &self.key).await?;
            return Ok(response);
        }
        let (parts, body) = response.into_parts();
        let bytes = axum::body::to_bytes(body, 1024 * 1024)
            .await
            .map_err(|e| AppError::Internal(anyhow::anyhow!("reading an answer to keep: {e}")))?;
        store::keep_answer(
            &db.pool,
            &self.customer_id,
            &self.key,
            i64::from(status.as_u16()),
            &String::from_utf8_lossy(&bytes),
        )
        .await?;
        Ok(Response::from_parts(parts, axum::body::Body::from(bytes)))
    }
}

/// The JSON body as kept for the idempotency check: numbers and codes cut to their last 4
/// (the key's record never holds a card or account number, not even hashed).
fn masked(body: &serde_json::Value) -> serde_json::Value {
    match body {
        serde_json::Value::Object(map) => map
            .iter()
            .map(|(k, v)| {
                let v = match (k.as_str(), v) {
                    (
                        "number" | "account_number" | "routing_number",
                        serde_json::Value::String(s),
                    ) => {
                        let digits: Vec<char> = s.chars().filter(char::is_ascii_digit).collect();
                        let tail: String =
                            digits[digits.len().saturating_sub(4)..].iter().collect();
                        serde_json::Value::String(format!("…{tail}:{}", digits.len()))
                    }
                    ("security_code", _) => serde_json::Value::Null,
                    (_, v) => masked(v),
                };
                (k.clone(), v)
            })
            .collect(),
        other => other.clone(),
    }
}

/// Runs a submit under its `Idempotency-Key` (handed to `run` with the request, for work
/// that keeps it): a retry with the same key and body gets the first answer again, without
/// running it twice.
pub async fn run<T, F>(
    state: &AppState,
    shopper: &Shopper,
    headers: &HeaderMap,
    endpoint: &str,
    body: serde_json::Value,
    run: impl FnOnce(T, String) -> F,
) -> AppResult<Response>
where
    T: DeserializeOwned,
    F: std::future::Future<Output = AppResult<Response>>,
{
    shopper.ensure_registered()?;
    let key = key(headers)?;
    let request: T = serde_json::from_value(body.clone()).map_err(|e| {
        AppError::bad_parameter("body", format!("The request body is not valid: {e}."))
    })?;
    let now = state.clock.now_ms();
    match claim(
        &state.db,
        shopper.customer_id(),
        &key,
        endpoint,
        &masked(&body),
        now,
    )
    .await?
    {
        Claimed::Replay(response) => Ok(response),
        Claimed::Run(claimed) => claimed.finish(&state.db, run(request, key).await).await,
    }
}
