//! Refresh tokens: stored hashed, rotated on use within a family, revoked by family or by
//! customer.

use sqlx::{AnyConnection, Connection, FromRow};

use crate::db::Exec;
use crate::error::AppResult;
use crate::identity::model::{RefreshSession, Rotation, ROTATION_GRACE_MS};
use crate::identity::tokens::{token_hash, CustomerType};

pub async fn insert_refresh_token<'e>(
    ex: impl Exec<'e>,
    token: &str,
    session: &RefreshSession,
    now_ms: i64,
    expires_at_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO refresh_tokens (token_hash, family_id, client_id, channel_id, customer_id, \
         customer_type, usid, created_at_ms, expires_at_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(token_hash(token))
    .bind(&session.family_id)
    .bind(&session.client_id)
    .bind(&session.channel_id)
    .bind(&session.customer_id)
    .bind(session.customer_type.as_str())
    .bind(&session.usid)
    .bind(now_ms)
    .bind(expires_at_ms)
    .execute(ex)
    .await?;
    Ok(())
}

#[derive(FromRow)]
struct RefreshRow {
    family_id: String,
    client_id: String,
    channel_id: String,
    customer_id: String,
    customer_type: String,
    usid: String,
    expires_at_ms: i64,
    rotated_at_ms: Option<i64>,
    revoked_at_ms: Option<i64>,
    successor_hash: Option<String>,
}

impl RefreshRow {
    fn session(&self) -> AppResult<RefreshSession> {
        Ok(RefreshSession {
            family_id: self.family_id.clone(),
            client_id: self.client_id.clone(),
            channel_id: self.channel_id.clone(),
            customer_id: self.customer_id.clone(),
            customer_type: CustomerType::parse(&self.customer_type)?,
            usid: self.usid.clone(),
        })
    }
}

const REFRESH_COLUMNS: &str =
    "family_id, client_id, channel_id, customer_id, customer_type, usid, \
     expires_at_ms, rotated_at_ms, revoked_at_ms, successor_hash";

/// Presents a refresh token. A live token is rotated: it is marked used and its successor
/// (`successor_of(token)`, stored hashed, in the same family) is written in one transaction.
/// A replay inside the grace period is answered once with that same successor; any other
/// replay revokes the family.
pub async fn rotate_refresh_token(
    conn: &mut AnyConnection,
    token: &str,
    successor_of: impl Fn(&str) -> String,
    now_ms: i64,
    successor_expires_at_ms: impl Fn(CustomerType) -> i64,
) -> AppResult<Rotation> {
    let hash = token_hash(token);
    let successor = successor_of(token);
    let successor_hash = token_hash(&successor);
    let mut tx = conn.begin().await?;
    let won = sqlx::query(
        "UPDATE refresh_tokens SET rotated_at_ms = $1, successor_hash = $3 WHERE token_hash = $2 \
         AND rotated_at_ms IS NULL AND revoked_at_ms IS NULL AND expires_at_ms > $1",
    )
    .bind(now_ms)
    .bind(&hash)
    .bind(&successor_hash)
    .execute(&mut *tx)
    .await?;
    let row: Option<RefreshRow> = sqlx::query_as(&format!(
        "SELECT {REFRESH_COLUMNS} FROM refresh_tokens WHERE token_hash = $1"
    ))
    .bind(&hash)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(row) = row else {
        return Ok(Rotation::Invalid);
    };
    let session = row.session()?;
    if won.rows_affected() == 1 {
        insert_refresh_token(
            &mut *tx,
            &successor,
            &session,
            now_ms,
            successor_expires_at_ms(session.customer_type),
        )
        .await?;
        tx.commit().await?;
        return Ok(Rotation::Rotated { session, successor });
    }
    if row.revoked_at_ms.is_some() || row.expires_at_ms <= now_ms {
        return Ok(Rotation::Invalid);
    }
    let Some(rotated_at) = row.rotated_at_ms else {
        return Ok(Rotation::Invalid);
    };
    // The successor must be the one this rotation issued (the signing key may have changed).
    let same_successor = row.successor_hash.as_deref() == Some(successor_hash.as_str());
    if now_ms - rotated_at <= ROTATION_GRACE_MS && same_successor {
        let answered = sqlx::query(
            "UPDATE refresh_tokens SET replayed_at_ms = $1 WHERE token_hash = $2 \
             AND replayed_at_ms IS NULL AND revoked_at_ms IS NULL",
        )
        .bind(now_ms)
        .bind(&hash)
        .execute(&mut *tx)
        .await?;
        let successor_live: Option<i64> = sqlx::query_scalar(
            "SELECT expires_at_ms FROM refresh_tokens WHERE token_hash = $1 AND revoked_at_ms IS NULL",
        )
        .bind(&successor_hash)
        .fetch_optional(&mut *tx)
        .await?;
        if answered.rows_affected() == 1 && successor_live.is_some() {
            tx.commit().await?;
            return Ok(Rotation::Replayed { session, successor });
        }
    }
    revoke_family(&mut *tx, &session.family_id, now_ms).await?;
    tx.commit().await?;
    Ok(Rotation::Reused)
}

/// The family and customer of a known refresh token (for logout), without rotating it.
pub async fn family_of<'e>(ex: impl Exec<'e>, token: &str) -> AppResult<Option<(String, String)>> {
    Ok(
        sqlx::query_as("SELECT family_id, customer_id FROM refresh_tokens WHERE token_hash = $1")
            .bind(token_hash(token))
            .fetch_optional(ex)
            .await?,
    )
}

/// The usid of a live refresh token: the proof that a client owns the usid it asks to keep.
pub async fn usid_of_live_refresh<'e>(
    ex: impl Exec<'e>,
    token: &str,
    now_ms: i64,
) -> AppResult<Option<String>> {
    Ok(sqlx::query_scalar(
        "SELECT usid FROM refresh_tokens WHERE token_hash = $1 AND revoked_at_ms IS NULL \
         AND expires_at_ms > $2 AND (rotated_at_ms IS NULL OR rotated_at_ms > $3)",
    )
    .bind(token_hash(token))
    .bind(now_ms)
    .bind(now_ms - ROTATION_GRACE_MS)
    .fetch_optional(ex)
    .await?)
}

pub async fn revoke_family<'e>(ex: impl Exec<'e>, family_id: &str, now_ms: i64) -> AppResult<()> {
    sqlx::query(
        "UPDATE refresh_tokens SET revoked_at_ms = $1 WHERE family_id = $2 AND revoked_at_ms IS NULL",
    )
    .bind(now_ms)
    .bind(family_id)
    .execute(ex)
    .await?;
    Ok(())
}

/// Revokes every refresh family of the customer but `keep_family` (the session that changed
/// the password, when there is one).
pub async fn revoke_customer_sessions<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    keep_family: Option<&str>,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "UPDATE refresh_tokens SET revoked_at_ms = $1 WHERE customer_id = $2 \
         AND revoked_at_ms IS NULL AND family_id <> $3",
    )
    .bind(now_ms)
    .bind(customer_id)
    .bind(keep_family.unwrap_or(""))
    .execute(ex)
    .await?;
    Ok(())
}

/// True when the session's refresh family was revoked (logout, reuse, password change).
pub async fn session_revoked<'e>(ex: impl Exec<'e>, family_id: &str) -> AppResult<bool> {
    let revoked: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM refresh_tokens WHERE family_id = $1 AND revoked_at_ms IS NOT NULL",
    )
    .bind(family_id)
    .fetch_one(ex)
    .await?;
    Ok(revoked > 0)
}
