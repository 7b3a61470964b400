//! Every SQL statement of the portal login: provider sessions (the `lf_idp` cookie), provider
//! codes, SMS and magic-link challenges, exchanged subject tokens, login sources. Secrets are
//! stored as SHA-256 hashes only.

use sqlx::{AnyConnection, FromRow};

use super::model::{Acr, Binding};
use crate::db::Exec;
use crate::error::AppResult;

pub async fn insert_session<'e>(
    ex: impl Exec<'e>,
    session_hash: &str,
    customer_id: &str,
    now_ms: i64,
    expires_at_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO idp_sessions (session_hash, customer_id, created_at_ms, expires_at_ms) \
         VALUES ($1, $2, $3, $4)",
    )
    .bind(session_hash)
    .bind(customer_id)
    .bind(now_ms)
    .bind(expires_at_ms)
    .execute(ex)
    .await?;
    Ok(())
}

/// The customer of a live provider session.
pub async fn session_customer<'e>(
    ex: impl Exec<'e>,
    session_hash: &str,
    now_ms: i64,
) -> AppResult<Option<String>> {
    Ok(sqlx::query_scalar(
        "SELECT customer_id FROM idp_sessions WHERE session_hash = $1 AND revoked_at_ms IS NULL \
         AND expires_at_ms > $2",
    )
    .bind(session_hash)
    .bind(now_ms)
    .fetch_optional(ex)
    .await?)
}

pub async fn revoke_session<'e>(
    ex: impl Exec<'e>,
    session_hash: &str,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "UPDATE idp_sessions SET revoked_at_ms = $1 WHERE session_hash = $2 AND revoked_at_ms IS NULL",
    )
    .bind(now_ms)
    .bind(session_hash)
    .execute(ex)
    .await?;
    Ok(())
}

pub async fn insert_code<'e>(
    ex: impl Exec<'e>,
    code_hash: &str,
    customer_id: &str,
    acr: Acr,
    binding: &Binding,
    expires_at_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO idp_codes (code_hash, customer_id, acr, code_challenge, state, expires_at_ms) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(code_hash)
    .bind(customer_id)
    .bind(acr.as_str())
    .bind(&binding.code_challenge)
    .bind(&binding.state)
    .bind(expires_at_ms)
    .execute(ex)
    .await?;
    Ok(())
}

/// A provider code as issued.
pub struct IssuedCode {
    pub customer_id: String,
    pub acr: Acr,
    pub code_challenge: String,
}

/// Marks the code used (whatever happens next: a wrong verifier burns it) and returns it;
/// None when unknown, used or expired.
pub async fn consume_code(
    conn: &mut AnyConnection,
    code_hash: &str,
    now_ms: i64,
) -> AppResult<Option<IssuedCode>> {
    let used = sqlx::query(
        "UPDATE idp_codes SET used_at_ms = $1 WHERE code_hash = $2 AND used_at_ms IS NULL \
         AND expires_at_ms > $1",
    )
    .bind(now_ms)
    .bind(code_hash)
    .execute(&mut *conn)
    .await?;
    if used.rows_affected() != 1 {
        return Ok(None);
    }
    let row: Option<(String, String, String)> = sqlx::query_as(
        "SELECT customer_id, acr, code_challenge FROM idp_codes WHERE code_hash = $1",
    )
    .bind(code_hash)
    .fetch_optional(&mut *conn)
    .await?;
    row.map(|(customer_id, acr, code_challenge)| {
        Ok(IssuedCode {
            customer_id,
            acr: Acr::parse(&acr)?,
            code_challenge,
        })
    })
    .transpose()
}

/// An SMS code or magic link waiting to be used.
pub struct NewChallenge<'a> {
    pub id: &'a str,
    pub kind: Acr,
    pub recipient: &'a str,
    /// None when nobody matched the phone or email: the challenge then looks the same but
    /// can never succeed.
    pub customer_id: Option<&'a str>,
    pub secret_hash: &'a str,
    pub binding: &'a Binding,
    pub now_ms: i64,
    pub expires_at_ms: i64,
}

pub async fn insert_challenge<'e>(ex: impl Exec<'e>, c: &NewChallenge<'_>) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO idp_challenges (id, kind, recipient, customer_id, secret_hash, code_challenge, \
         state, created_at_ms, expires_at_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(c.id)
    .bind(c.kind.as_str())
    .bind(c.recipient)
    .bind(c.customer_id)
    .bind(c.secret_hash)
    .bind(&c.binding.code_challenge)
    .bind(&c.binding.state)
    .bind(c.now_ms)
    .bind(c.expires_at_ms)
    .execute(ex)
    .await?;
    Ok(())
}

#[derive(Debug, FromRow)]
pub struct SmsChallenge {
    pub customer_id: Option<String>,
    pub secret_hash: String,
    pub attempts: i64,
    pub expires_at_ms: i64,
    pub used_at_ms: Option<i64>,
    pub code_challenge: String,
    pub state: String,
}

impl SmsChallenge {
    pub fn binding(&self) -> Binding {
        Binding {
            code_challenge: self.code_challenge.clone(),
            state: self.state.clone(),
        }
    }
}

pub async fn sms_challenge<'e>(ex: impl Exec<'e>, id: &str) -> AppResult<Option<SmsChallenge>> {
    Ok(sqlx::query_as(
        "SELECT customer_id, secret_hash, attempts, expires_at_ms, used_at_ms, code_challenge, state \
         FROM idp_challenges WHERE id = $1 AND kind = 'sms_otp'",
    )
    .bind(id)
    .fetch_optional(ex)
    .await?)
}

/// Counts a try before the code is compared, so parallel guesses can't exceed the limit.
/// False when the tries are used up (or the challenge is used).
pub async fn count_sms_try<'e>(ex: impl Exec<'e>, id: &str, max_tries: i64) -> AppResult<bool> {
    let counted = sqlx::query(
        "UPDATE idp_challenges SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 \
         AND used_at_ms IS NULL",
    )
    .bind(id)
    .bind(max_tries)
    .execute(ex)
    .await?;
    Ok(counted.rows_affected() == 1)
}

/// Uses the challenge once; false when another request used it first.
pub async fn use_challenge<'e>(ex: impl Exec<'e>, id: &str, now_ms: i64) -> AppResult<bool> {
    let used = sqlx::query(
        "UPDATE idp_challenges SET used_at_ms = $1 WHERE id = $2 AND used_at_ms IS NULL",
    )
    .bind(now_ms)
    .bind(id)
    .execute(ex)
    .await?;
    Ok(used.rows_affected() == 1)
}

/// Uses a live magic link once; its customer and the binding of the browser that asked.
pub async fn use_magic_link(
    conn: &mut AnyConnection,
    secret_hash: &str,
    now_ms: i64,
) -> AppResult<Option<(String, Binding)>> {
    let used = sqlx::query(
        "UPDATE idp_challenges SET used_at_ms = $1 WHERE secret_hash = $2 AND kind = 'magick_link' \
         AND used_at_ms IS NULL AND expires_at_ms > $1 AND customer_id IS NOT NULL",
    )
    .bind(now_ms)
    .bind(secret_hash)
    .execute(&mut *conn)
    .await?;
    if used.rows_affected() != 1 {
        return Ok(None);
    }
    let row: Option<(Option<String>, String, String)> = sqlx::query_as(
        "SELECT customer_id, code_challenge, state FROM idp_challenges WHERE secret_hash = $1",
    )
    .bind(secret_hash)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(row.and_then(|(customer_id, code_challenge, state)| {
        customer_id.map(|id| {
            (
                id,
                Binding {
                    code_challenge,
                    state,
                },
            )
        })
    }))
}

/// Records that a subject token was exchanged; false when it already was (each works once).
/// Entries past their token's expiry are no longer needed and go.
pub async fn first_exchange(
    conn: &mut AnyConnection,
    jti: &str,
    expires_at_ms: i64,
    now_ms: i64,
) -> AppResult<bool> {
    sqlx::query("DELETE FROM idp_exchanged_tokens WHERE expires_at_ms < $1")
        .bind(now_ms)
        .execute(&mut *conn)
        .await?;
    let inserted = sqlx::query(
        "INSERT INTO idp_exchanged_tokens (jti, expires_at_ms) VALUES ($1, $2) ON CONFLICT DO NOTHING",
    )
    .bind(jti)
    .bind(expires_at_ms)
    .execute(&mut *conn)
    .await?;
    Ok(inserted.rows_affected() == 1)
}

pub async fn insert_login_source<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    flags_json: &str,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO customer_login_sources (id, customer_id, flags_json, created_at_ms) \
         VALUES ($1, $2, $3, $4)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(customer_id)
    .bind(flags_json)
    .bind(now_ms)
    .execute(ex)
    .await?;
    Ok(())
}
