//! Every SQL statement of identity: OAuth clients, customers, authorization codes, refresh
//! tokens and password-reset tokens. Tokens and codes are stored as SHA-256 hashes only.
//! Single statements take any executor; multi-statement functions take a connection (from
//! the pool, or a transaction the caller owns: `&mut *tx`).

use sqlx::{AnyConnection, Connection, FromRow};

use super::model::{
    AuthClient, AuthCode, CustomerRecord, NewCustomer, RefreshSession, Rotation, ROTATION_GRACE_MS,
};
use super::tokens::{token_hash, CustomerType};
use crate::db::{self, Exec};
use crate::error::{AppError, AppResult};

#[derive(FromRow)]
struct ClientRow {
    id: String,
    redirect_uris_json: String,
    refresh_cookie: i64,
}

pub async fn find_client<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    client_id: &str,
) -> AppResult<Option<AuthClient>> {
    let row: Option<ClientRow> = sqlx::query_as(
        "SELECT id, redirect_uris_json, refresh_cookie FROM auth_clients \
         WHERE organization_id = $1 AND id = $2",
    )
    .bind(organization_id)
    .bind(client_id)
    .fetch_optional(ex)
    .await?;
    row.map(|r| {
        Ok(AuthClient {
            redirect_uris: db::json(&r.redirect_uris_json, "auth_clients.redirect_uris_json")?,
            refresh_cookie: db::flag(r.refresh_cookie, "auth_clients.refresh_cookie")?,
            id: r.id,
        })
    })
    .transpose()
}

#[derive(FromRow)]
struct CustomerRow {
    id: String,
    customer_no: String,
    login: String,
    email: String,
    first_name: String,
    last_name: String,
    phone: Option<String>,
    password_hash: String,
    accepts_marketing: i64,
    lease_customer_guid: Option<String>,
}

impl TryFrom<CustomerRow> for CustomerRecord {
    type Error = AppError;

    fn try_from(r: CustomerRow) -> AppResult<Self> {
        Ok(CustomerRecord {
            accepts_marketing: db::flag(r.accepts_marketing, "customers.accepts_marketing")?,
            id: r.id,
            customer_no: r.customer_no,
            login: r.login,
            email: r.email,
            first_name: r.first_name,
            last_name: r.last_name,
            phone: r.phone,
            password_hash: r.password_hash,
            lease_customer_guid: r.lease_customer_guid,
        })
    }
}

const CUSTOMER_COLUMNS: &str = "id, customer_no, login, email, first_name, last_name, phone, \
     password_hash, accepts_marketing, lease_customer_guid";

async fn customer_where<'e>(
    ex: impl Exec<'e>,
    condition: &str,
    organization_id: &str,
    value: &str,
) -> AppResult<Option<CustomerRecord>> {
    let row: Option<CustomerRow> = sqlx::query_as(&format!(
        "SELECT {CUSTOMER_COLUMNS} FROM customers WHERE organization_id = $1 AND {condition} = $2"
    ))
    .bind(organization_id)
    .bind(value)
    .fetch_optional(ex)
    .await?;
    row.map(CustomerRecord::try_from).transpose()
}

pub async fn customer_by_login<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    login: &str,
) -> AppResult<Option<CustomerRecord>> {
    customer_where(
        ex,
        "login",
        organization_id,
        &super::model::normalize_login(login),
    )
    .await
}

pub async fn customer_by_id<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    id: &str,
) -> AppResult<Option<CustomerRecord>> {
    customer_where(ex, "id", organization_id, id).await
}

/// Phones are unique per organization (an index says so), so this is one customer at most.
pub async fn customer_by_phone<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    phone: &str,
) -> AppResult<Option<CustomerRecord>> {
    customer_where(ex, "phone", organization_id, phone).await
}

pub const LOGIN_TAKEN: &str = "An account with this email already exists.";
pub const PHONE_TAKEN: &str = "This phone number is already used by another account.";

fn login_or_phone_taken(error: sqlx::Error) -> AppError {
    if db::violates_unique(
        &error,
        "customers_login_key",
        "customers.organization_id, customers.login",
    ) {
        AppError::Conflict(LOGIN_TAKEN.to_owned())
    } else if db::violates_unique(
        &error,
        "customers_phone_key",
        "customers.organization_id, customers.phone",
    ) {
        AppError::Conflict(PHONE_TAKEN.to_owned())
    } else {
        error.into()
    }
}

/// Inserts a customer and returns its id. A taken login or phone is a 409 naming it; a
/// customer number that happens to be taken is drawn again.
pub async fn insert_customer(
    conn: &mut AnyConnection,
    organization_id: &str,
    new: &NewCustomer<'_>,
    now_ms: i64,
) -> AppResult<String> {
    insert_customer_numbered(
        conn,
        organization_id,
        new,
        now_ms,
        &mut super::model::new_customer_no,
    )
    .await
}

/// `insert_customer` with the customer numbers drawn from `draw_number`.
pub async fn insert_customer_numbered(
    conn: &mut AnyConnection,
    organization_id: &str,
    new: &NewCustomer<'_>,
    now_ms: i64,
    draw_number: &mut (dyn FnMut() -> String + Send),
) -> AppResult<String> {
    let id = uuid::Uuid::new_v4().to_string();
    for _ in 0..10 {
        // Only the number's collision is absorbed here; any other unique index raises.
        let inserted = sqlx::query(
            "INSERT INTO customers (id, organization_id, customer_no, login, email, first_name, last_name, \
             phone, password_hash, accepts_marketing, lease_customer_guid, created_at_ms, updated_at_ms) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) \
             ON CONFLICT (organization_id, customer_no) DO NOTHING",
        )
        .bind(&id)
        .bind(organization_id)
        .bind(draw_number())
        .bind(super::model::normalize_login(new.email))
        .bind(new.email.trim())
        .bind(new.first_name.trim())
        .bind(new.last_name.trim())
        .bind(new.phone)
        .bind(new.password_hash)
        .bind(db::flag_value(new.accepts_marketing))
        .bind(new.lease_customer_guid)
        .bind(now_ms)
        .execute(&mut *conn)
        .await
        .map_err(login_or_phone_taken)?;
        if inserted.rows_affected() == 1 {
            return Ok(id);
        }
    }
    Err(anyhow::anyhow!("no free customer number after 10 draws").into())
}

pub async fn update_profile<'e>(
    ex: impl Exec<'e>,
    id: &str,
    first_name: &str,
    last_name: &str,
    phone: Option<&str>,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "UPDATE customers SET first_name = $1, last_name = $2, phone = COALESCE($3, phone), \
         updated_at_ms = $4 WHERE id = $5",
    )
    .bind(first_name.trim())
    .bind(last_name.trim())
    .bind(phone)
    .bind(now_ms)
    .bind(id)
    .execute(ex)
    .await
    .map_err(login_or_phone_taken)?;
    Ok(())
}

pub async fn update_password_hash<'e>(
    ex: impl Exec<'e>,
    id: &str,
    password_hash: &str,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query("UPDATE customers SET password_hash = $1, updated_at_ms = $2 WHERE id = $3")
        .bind(password_hash)
        .bind(now_ms)
        .bind(id)
        .execute(ex)
        .await?;
    Ok(())
}

/// Fills the lease-customer GUID when empty (two calls agree on one).
pub async fn give_lease_customer_guid<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    guid: &str,
) -> AppResult<()> {
    sqlx::query(
        "UPDATE customers SET lease_customer_guid = $1 WHERE id = $2 AND lease_customer_guid IS NULL",
    )
    .bind(guid)
    .bind(customer_id)
    .execute(ex)
    .await?;
    Ok(())
}

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

/// Password-reset tokens: single use, stored hashed.
pub async fn insert_reset_token<'e>(
    ex: impl Exec<'e>,
    token: &str,
    customer_id: &str,
    expires_at_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at_ms) VALUES ($1, $2, $3)",
    )
    .bind(token_hash(token))
    .bind(customer_id)
    .bind(expires_at_ms)
    .execute(ex)
    .await?;
    Ok(())
}

/// Uses the token if it is live and belongs to the customer.
pub async fn consume_reset_token<'e>(
    ex: impl Exec<'e>,
    token: &str,
    customer_id: &str,
    now_ms: i64,
) -> AppResult<bool> {
    let used = sqlx::query(
        "UPDATE password_reset_tokens SET used_at_ms = $1 WHERE token_hash = $2 AND customer_id = $3 \
         AND used_at_ms IS NULL AND expires_at_ms > $1",
    )
    .bind(now_ms)
    .bind(token_hash(token))
    .bind(customer_id)
    .execute(ex)
    .await?;
    Ok(used.rows_affected() == 1)
}

/// Every outstanding reset link of the customer stops working.
pub async fn revoke_reset_tokens<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "UPDATE password_reset_tokens SET used_at_ms = $1 WHERE customer_id = $2 AND used_at_ms IS NULL",
    )
    .bind(now_ms)
    .bind(customer_id)
    .execute(ex)
    .await?;
    Ok(())
}
