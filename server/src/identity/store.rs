//! The identity tables: OAuth clients, customers, authorization codes, refresh tokens,
//! sign-in attempts and password-reset tokens.

use sqlx::FromRow;

use super::tokens::{now_seconds, token_hash, CustomerType};
use crate::db::Db;
use crate::error::AppResult;

#[derive(Debug, Clone)]
pub struct AuthClient {
    pub id: String,
    pub redirect_uris: Vec<String>,
    /// The refresh token travels in an HttpOnly cookie (the web app), not in the body.
    pub refresh_cookie: bool,
}

impl AuthClient {
    /// A registered absolute URI matches exactly; a registered path (`/callback`) matches
    /// that path on the origin the request came to, so no code is sent to another host.
    pub fn allows_redirect(&self, redirect_uri: &str, request_origin: &str) -> bool {
        self.redirect_uris.iter().any(|registered| {
            if registered.starts_with('/') {
                redirect_uri == format!("{request_origin}{registered}")
            } else {
                redirect_uri == registered
            }
        })
    }
}

pub async fn find_client(
    db: &Db,
    organization_id: &str,
    client_id: &str,
) -> AppResult<Option<AuthClient>> {
    let row: Option<(String, String, i64)> = sqlx::query_as(
        "SELECT id, redirect_uris_json, refresh_cookie FROM auth_clients \
         WHERE organization_id = $1 AND id = $2",
    )
    .bind(organization_id)
    .bind(client_id)
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.map(|(id, uris, cookie)| AuthClient {
        id,
        redirect_uris: serde_json::from_str(&uris).unwrap_or_default(),
        refresh_cookie: cookie != 0,
    }))
}

#[derive(Debug, Clone, FromRow)]
pub struct CustomerRow {
    pub id: String,
    pub customer_no: String,
    pub login: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub phone: Option<String>,
    pub password_hash: String,
    pub accepts_marketing: i64,
    pub lease_customer_guid: Option<String>,
}

const CUSTOMER_COLUMNS: &str = "id, customer_no, login, email, first_name, last_name, phone, \
     password_hash, accepts_marketing, lease_customer_guid";

/// Logins are email addresses, compared without case.
pub fn normalize_login(login: &str) -> String {
    login.trim().to_lowercase()
}

pub async fn customer_by_login(
    db: &Db,
    organization_id: &str,
    login: &str,
) -> AppResult<Option<CustomerRow>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {CUSTOMER_COLUMNS} FROM customers WHERE organization_id = $1 AND login = $2"
    ))
    .bind(organization_id)
    .bind(normalize_login(login))
    .fetch_optional(&db.pool)
    .await?)
}

pub async fn customer_by_id(
    db: &Db,
    organization_id: &str,
    id: &str,
) -> AppResult<Option<CustomerRow>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {CUSTOMER_COLUMNS} FROM customers WHERE organization_id = $1 AND id = $2"
    ))
    .bind(organization_id)
    .bind(id)
    .fetch_optional(&db.pool)
    .await?)
}

pub struct NewCustomer<'a> {
    pub email: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub phone: Option<&'a str>,
    pub password_hash: &'a str,
    pub accepts_marketing: bool,
    pub lease_customer_guid: Option<&'a str>,
}

/// Inserts a customer; None when the login is taken.
pub async fn insert_customer(
    db: &Db,
    organization_id: &str,
    new: NewCustomer<'_>,
) -> AppResult<Option<String>> {
    let id = uuid::Uuid::new_v4().to_string();
    // A customer number people can read out on the phone.
    let customer_no = format!(
        "{:08}",
        u32::from_str_radix(&id.replace('-', "")[..7], 16).unwrap_or(0) % 100_000_000
    );
    let now = now_seconds() * 1000;
    let inserted = sqlx::query(
        "INSERT INTO customers (id, organization_id, customer_no, login, email, first_name, last_name, \
         phone, password_hash, accepts_marketing, lease_customer_guid, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) ON CONFLICT DO NOTHING",
    )
    .bind(&id)
    .bind(organization_id)
    .bind(&customer_no)
    .bind(normalize_login(new.email))
    .bind(new.email.trim())
    .bind(new.first_name.trim())
    .bind(new.last_name.trim())
    .bind(new.phone)
    .bind(new.password_hash)
    .bind(i64::from(new.accepts_marketing))
    .bind(new.lease_customer_guid)
    .bind(now)
    .execute(&db.pool)
    .await?;
    Ok((inserted.rows_affected() == 1).then_some(id))
}

pub async fn update_names(
    db: &Db,
    id: &str,
    first_name: &str,
    last_name: &str,
    phone: Option<&str>,
) -> AppResult<()> {
    sqlx::query(
        "UPDATE customers SET first_name = $1, last_name = $2, phone = COALESCE($3, phone), updated_at = $4 WHERE id = $5",
    )
    .bind(first_name.trim())
    .bind(last_name.trim())
    .bind(phone)
    .bind(now_seconds() * 1000)
    .bind(id)
    .execute(&db.pool)
    .await?;
    Ok(())
}

pub async fn update_password_hash(db: &Db, id: &str, password_hash: &str) -> AppResult<()> {
    sqlx::query("UPDATE customers SET password_hash = $1, updated_at = $2 WHERE id = $3")
        .bind(password_hash)
        .bind(now_seconds() * 1000)
        .bind(id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// What an authorization code stands for.
#[derive(Debug, Clone, FromRow)]
pub struct AuthCode {
    pub client_id: String,
    pub channel_id: String,
    pub redirect_uri: String,
    pub code_challenge: String,
    pub customer_id: String,
    pub customer_type: String,
    pub usid: String,
}

pub struct CodeGrant<'a> {
    pub client_id: &'a str,
    pub channel_id: &'a str,
    pub redirect_uri: &'a str,
    pub code_challenge: &'a str,
    pub customer_id: &'a str,
    pub customer_type: CustomerType,
    pub usid: &'a str,
}

pub async fn insert_code(
    db: &Db,
    code: &str,
    grant: CodeGrant<'_>,
    ttl_seconds: i64,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO auth_codes (code_hash, client_id, channel_id, redirect_uri, code_challenge, \
         customer_id, customer_type, usid, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(token_hash(code))
    .bind(grant.client_id)
    .bind(grant.channel_id)
    .bind(grant.redirect_uri)
    .bind(grant.code_challenge)
    .bind(grant.customer_id)
    .bind(grant.customer_type.as_str())
    .bind(grant.usid)
    .bind(now_seconds() + ttl_seconds)
    .execute(&db.pool)
    .await?;
    Ok(())
}

/// Marks the code used and returns it; None when unknown, used or expired. Single use even
/// under concurrent requests: only one UPDATE can win.
pub async fn consume_code(db: &Db, code: &str) -> AppResult<Option<AuthCode>> {
    let hash = token_hash(code);
    let now = now_seconds();
    let won = sqlx::query(
        "UPDATE auth_codes SET used_at = $1 WHERE code_hash = $2 AND used_at IS NULL AND expires_at > $1",
    )
    .bind(now)
    .bind(&hash)
    .execute(&db.pool)
    .await?;
    if won.rows_affected() != 1 {
        return Ok(None);
    }
    Ok(sqlx::query_as(
        "SELECT client_id, channel_id, redirect_uri, code_challenge, customer_id, customer_type, usid \
         FROM auth_codes WHERE code_hash = $1",
    )
    .bind(&hash)
    .fetch_optional(&db.pool)
    .await?)
}

#[derive(Debug, Clone, FromRow)]
pub struct RefreshSession {
    pub family_id: String,
    pub client_id: String,
    pub channel_id: String,
    pub customer_id: String,
    pub customer_type: String,
    pub usid: String,
}

pub async fn insert_refresh_token(
    db: &Db,
    token: &str,
    session: &RefreshSession,
    ttl_seconds: i64,
) -> AppResult<()> {
    let now = now_seconds();
    sqlx::query(
        "INSERT INTO refresh_tokens (token_hash, family_id, client_id, channel_id, customer_id, \
         customer_type, usid, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(token_hash(token))
    .bind(&session.family_id)
    .bind(&session.client_id)
    .bind(&session.channel_id)
    .bind(&session.customer_id)
    .bind(&session.customer_type)
    .bind(&session.usid)
    .bind(now)
    .bind(now + ttl_seconds)
    .execute(&db.pool)
    .await?;
    Ok(())
}

#[derive(FromRow)]
struct StoredRefreshToken {
    #[sqlx(flatten)]
    session: RefreshSession,
    rotated_at: Option<i64>,
    revoked_at: Option<i64>,
}

/// Two tabs refreshing at once present the same token: within this many seconds of its
/// rotation a token still works once more instead of counting as a replay.
pub const ROTATION_GRACE_SECONDS: i64 = 10;

pub enum Rotation {
    /// The token was live: it is now rotated, and this is its session.
    Rotated(RefreshSession),
    /// The token was rotated more than the grace period ago: someone replayed it. The family
    /// is now revoked.
    Reused,
    /// Unknown, expired or revoked.
    Invalid,
}

pub async fn rotate_refresh_token(db: &Db, token: &str) -> AppResult<Rotation> {
    let hash = token_hash(token);
    let now = now_seconds();
    let won = sqlx::query(
        "UPDATE refresh_tokens SET rotated_at = $1 WHERE token_hash = $2 \
         AND rotated_at IS NULL AND revoked_at IS NULL AND expires_at > $1",
    )
    .bind(now)
    .bind(&hash)
    .execute(&db.pool)
    .await?;
    let row: Option<StoredRefreshToken> = sqlx::query_as(
        "SELECT family_id, client_id, channel_id, customer_id, customer_type, usid, rotated_at, \
         revoked_at FROM refresh_tokens WHERE token_hash = $1",
    )
    .bind(&hash)
    .fetch_optional(&db.pool)
    .await?;
    let Some(stored) = row else {
        return Ok(Rotation::Invalid);
    };
    if won.rows_affected() == 1 {
        return Ok(Rotation::Rotated(stored.session));
    }
    match (stored.rotated_at, stored.revoked_at) {
        (Some(rotated), None) if now - rotated <= ROTATION_GRACE_SECONDS => {
            Ok(Rotation::Rotated(stored.session))
        }
        (Some(_), _) => {
            revoke_family(db, &stored.session.family_id).await?;
            Ok(Rotation::Reused)
        }
        _ => Ok(Rotation::Invalid),
    }
}

/// The family of a live or rotated refresh token (for logout), without rotating it.
pub async fn family_of(db: &Db, token: &str) -> AppResult<Option<(String, String)>> {
    Ok(
        sqlx::query_as("SELECT family_id, customer_id FROM refresh_tokens WHERE token_hash = $1")
            .bind(token_hash(token))
            .fetch_optional(&db.pool)
            .await?,
    )
}

pub async fn revoke_family(db: &Db, family_id: &str) -> AppResult<()> {
    sqlx::query(
        "UPDATE refresh_tokens SET revoked_at = $1 WHERE family_id = $2 AND revoked_at IS NULL",
    )
    .bind(now_seconds())
    .bind(family_id)
    .execute(&db.pool)
    .await?;
    Ok(())
}

pub async fn revoke_customer_sessions(db: &Db, customer_id: &str) -> AppResult<()> {
    sqlx::query(
        "UPDATE refresh_tokens SET revoked_at = $1 WHERE customer_id = $2 AND revoked_at IS NULL",
    )
    .bind(now_seconds())
    .bind(customer_id)
    .execute(&db.pool)
    .await?;
    Ok(())
}

/// True when the session's refresh family was revoked (logout, reuse, password reset).
pub async fn session_revoked(db: &Db, family_id: &str) -> AppResult<bool> {
    let revoked: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM refresh_tokens WHERE family_id = $1 AND revoked_at IS NOT NULL",
    )
    .bind(family_id)
    .fetch_one(&db.pool)
    .await?;
    Ok(revoked > 0)
}

/// Password-reset tokens: single use, stored hashed.
pub async fn insert_reset_token(
    db: &Db,
    token: &str,
    customer_id: &str,
    ttl_seconds: i64,
) -> AppResult<()> {
    sqlx::query("INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at) VALUES ($1, $2, $3)")
        .bind(token_hash(token))
        .bind(customer_id)
        .bind(now_seconds() + ttl_seconds)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// Uses the token if it is live and belongs to the customer.
pub async fn consume_reset_token(db: &Db, token: &str, customer_id: &str) -> AppResult<bool> {
    let now = now_seconds();
    let used = sqlx::query(
        "UPDATE password_reset_tokens SET used_at = $1 WHERE token_hash = $2 AND customer_id = $3 \
         AND used_at IS NULL AND expires_at > $1",
    )
    .bind(now)
    .bind(token_hash(token))
    .bind(customer_id)
    .execute(&db.pool)
    .await?;
    Ok(used.rows_affected() == 1)
}
