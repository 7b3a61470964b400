//! Authorization codes: single use, stored hashed.

use sqlx::{AnyConnection, FromRow};

use crate::db::Exec;
use crate::error::AppResult;
use crate::identity::model::AuthCode;
use crate::identity::tokens::{token_hash, CustomerType};

pub async fn insert_code<'e>(
    ex: impl Exec<'e>,
    code: &str,
    grant: &AuthCode,
    expires_at_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO auth_codes (code_hash, client_id, channel_id, redirect_uri, code_challenge, \
         customer_id, customer_type, usid, expires_at_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(token_hash(code))
    .bind(&grant.client_id)
    .bind(&grant.channel_id)
    .bind(&grant.redirect_uri)
    .bind(&grant.code_challenge)
    .bind(&grant.customer_id)
    .bind(grant.customer_type.as_str())
    .bind(&grant.usid)
    .bind(expires_at_ms)
    .execute(ex)
    .await?;
    Ok(())
}

#[derive(FromRow)]
struct CodeRow {
    client_id: String,
    channel_id: String,
    redirect_uri: String,
    code_challenge: String,
    customer_id: String,
    customer_type: String,
    usid: String,
}

/// Marks the code used and returns it; None when unknown, used or expired. Single use even
/// under concurrent requests: only one UPDATE can win.
pub async fn consume_code(
    conn: &mut AnyConnection,
    code: &str,
    now_ms: i64,
) -> AppResult<Option<AuthCode>> {
    let hash = token_hash(code);
    let won = sqlx::query(
        "UPDATE auth_codes SET used_at_ms = $1 WHERE code_hash = $2 AND used_at_ms IS NULL \
         AND expires_at_ms > $1",
    )
    .bind(now_ms)
    .bind(&hash)
    .execute(&mut *conn)
    .await?;
    if won.rows_affected() != 1 {
        return Ok(None);
    }
    let row: Option<CodeRow> = sqlx::query_as(
        "SELECT client_id, channel_id, redirect_uri, code_challenge, customer_id, customer_type, usid \
         FROM auth_codes WHERE code_hash = $1",
    )
    .bind(&hash)
    .fetch_optional(&mut *conn)
    .await?;
    row.map(|r| {
        Ok(AuthCode {
            customer_type: CustomerType::parse(&r.customer_type)?,
            client_id: r.client_id,
            channel_id: r.channel_id,
            redirect_uri: r.redirect_uri,
            code_challenge: r.code_challenge,
            customer_id: r.customer_id,
            usid: r.usid,
        })
    })
    .transpose()
}
