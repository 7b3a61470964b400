//! Every SQL statement of payment methods. A lease's methods are changed inside a transaction
//! that holds the lease's row (PostgreSQL), so two changes at once leave one default.

use super::model::{label, PaymentMethodView};
use crate::db::{self, Db, Exec};
use crate::error::AppResult;

/// A stored method (with its token, which only a charge reads).
#[derive(sqlx::FromRow)]
struct MethodRow {
    guid: String,
    kind: String,
    brand: String,
    last4: String,
    exp_month: Option<i64>,
    exp_year: Option<i64>,
    holder_name: String,
    is_default: i64,
    autopay: i64,
    gateway_token: String,
}

const COLUMNS: &str = "guid, kind, brand, last4, CAST(exp_month AS BIGINT) AS exp_month, \
     CAST(exp_year AS BIGINT) AS exp_year, holder_name, CAST(is_default AS BIGINT) AS is_default, \
     CAST(autopay AS BIGINT) AS autopay, gateway_token";

fn view(row: MethodRow) -> AppResult<PaymentMethodView> {
    Ok(PaymentMethodView {
        label: label(&row.kind, &row.brand, &row.last4),
        guid: row.guid,
        kind: row.kind,
        brand: row.brand,
        last4: row.last4,
        exp_month: row.exp_month.map(|m| m as u32),
        exp_year: row.exp_year.map(|y| y as u32),
        holder_name: row.holder_name,
        is_default: db::flag(row.is_default, "payment_methods.is_default")?,
        autopay: db::flag(row.autopay, "payment_methods.autopay")?,
    })
}

/// The lease's methods in the order they were added (removed ones are gone).
pub async fn methods_of_lease<'e>(
    ex: impl Exec<'e>,
    lease_seq: i64,
) -> AppResult<Vec<PaymentMethodView>> {
    let rows: Vec<MethodRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM payment_methods WHERE lease_seq = $1 AND removed_at_ms IS NULL \
         ORDER BY seq"
    ))
    .bind(lease_seq)
    .fetch_all(ex)
    .await?;
    rows.into_iter().map(view).collect()
}

/// Starts a change of the lease's methods: on PostgreSQL the lease's row is held until commit.
pub async fn begin_change(
    db: &Db,
    lease_seq: i64,
) -> AppResult<sqlx::Transaction<'static, sqlx::Any>> {
    let mut tx = db.begin_write().await?;
    crate::lease::operations::hold(&mut *tx, db.backend, lease_seq).await?;
    Ok(tx)
}

pub struct NewMethod<'a> {
    pub guid: &'a str,
    pub lease_seq: i64,
    pub kind: &'a str,
    pub brand: &'a str,
    pub last4: &'a str,
    pub exp: Option<(u32, u32)>,
    pub holder_name: &'a str,
    pub gateway_token: &'a str,
    pub authorization_text: Option<&'a str>,
    /// The Idempotency-Key of the submit that adds it.
    pub idempotency_key: &'a str,
}

pub async fn insert_method<'e>(
    ex: impl Exec<'e>,
    new: &NewMethod<'_>,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO payment_methods (guid, lease_seq, kind, brand, last4, exp_month, exp_year, \
         holder_name, gateway_token, authorization_text, created_at_ms, idempotency_key) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
    )
    .bind(new.guid)
    .bind(new.lease_seq)
    .bind(new.kind)
    .bind(new.brand)
    .bind(new.last4)
    .bind(new.exp.map(|(month, _)| i64::from(month)))
    .bind(new.exp.map(|(_, year)| i64::from(year)))
    .bind(new.holder_name)
    .bind(new.gateway_token)
    .bind(new.authorization_text)
    .bind(now_ms)
    .bind(new.idempotency_key)
    .execute(ex)
    .await?;
    Ok(())
}

/// Whether the submit with this Idempotency-Key added a method to the lease already.
pub async fn added_by_key<'e>(ex: impl Exec<'e>, lease_seq: i64, key: &str) -> AppResult<bool> {
    let found: Option<String> = sqlx::query_scalar(
        "SELECT guid FROM payment_methods WHERE lease_seq = $1 AND idempotency_key = $2",
    )
    .bind(lease_seq)
    .bind(key)
    .fetch_optional(ex)
    .await?;
    Ok(found.is_some())
}

/// Whether the lease has a default method.
pub async fn has_default<'e>(ex: impl Exec<'e>, lease_seq: i64) -> AppResult<bool> {
    let found: Option<String> = sqlx::query_scalar(
        "SELECT guid FROM payment_methods \
         WHERE lease_seq = $1 AND is_default = 1 AND removed_at_ms IS NULL",
    )
    .bind(lease_seq)
    .fetch_optional(ex)
    .await?;
    Ok(found.is_some())
}

/// Makes this method the lease's default; autopay, when on, moves with it. False when the
/// lease has no such method.
pub async fn set_default(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    lease_seq: i64,
    guid: &str,
) -> AppResult<bool> {
    // Read first: SQLite evaluates a subquery of an UPDATE against rows it already changed.
    let autopay: i64 = sqlx::query_scalar(
        "SELECT CAST(COALESCE(MAX(autopay), 0) AS BIGINT) FROM payment_methods \
         WHERE lease_seq = $1 AND removed_at_ms IS NULL",
    )
    .bind(lease_seq)
    .fetch_one(&mut **tx)
    .await?;
    let changed = sqlx::query(
        "UPDATE payment_methods SET \
         autopay = CASE WHEN guid = $2 THEN $3 ELSE 0 END, \
         is_default = CASE WHEN guid = $2 THEN 1 ELSE 0 END \
         WHERE lease_seq = $1 AND removed_at_ms IS NULL \
         AND EXISTS (SELECT 1 FROM payment_methods WHERE lease_seq = $1 AND guid = $2 \
             AND removed_at_ms IS NULL)",
    )
    .bind(lease_seq)
    .bind(guid)
    .bind(autopay)
    .execute(&mut **tx)
    .await?
    .rows_affected();
    Ok(changed > 0)
}

/// Removes the method (its token goes with it). False when the lease has no such method.
pub async fn remove<'e>(
    ex: impl Exec<'e>,
    lease_seq: i64,
    guid: &str,
    now_ms: i64,
) -> AppResult<bool> {
    let changed = sqlx::query(
        "UPDATE payment_methods SET removed_at_ms = $3, is_default = 0, autopay = 0, \
         gateway_token = '' WHERE lease_seq = $1 AND guid = $2 AND removed_at_ms IS NULL",
    )
    .bind(lease_seq)
    .bind(guid)
    .bind(now_ms)
    .execute(ex)
    .await?
    .rows_affected();
    Ok(changed > 0)
}

/// Autopay on or off for the lease, from its default method. False when it has none.
pub async fn set_autopay<'e>(ex: impl Exec<'e>, lease_seq: i64, enabled: bool) -> AppResult<bool> {
    let changed = sqlx::query(
        "UPDATE payment_methods SET autopay = CASE WHEN is_default = 1 THEN $2 ELSE 0 END \
         WHERE lease_seq = $1 AND removed_at_ms IS NULL",
    )
    .bind(lease_seq)
    .bind(db::flag_value(enabled))
    .execute(ex)
    .await?
    .rows_affected();
    Ok(changed > 0)
}

/// The lease's default method when autopay is on (what autopay charges).
pub async fn autopay_method<'e>(
    ex: impl Exec<'e>,
    lease_seq: i64,
) -> AppResult<Option<PaymentMethodView>> {
    let row: Option<MethodRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM payment_methods WHERE lease_seq = $1 AND removed_at_ms IS NULL \
         AND is_default = 1 AND autopay = 1"
    ))
    .bind(lease_seq)
    .fetch_optional(ex)
    .await?;
    row.map(view).transpose()
}

/// Whether the lease has autopay on (its default method's flag).
pub async fn has_autopay<'e>(ex: impl Exec<'e>, lease_seq: i64) -> AppResult<bool> {
    Ok(autopay_method(ex, lease_seq).await?.is_some())
}

/// The token and label of one of the lease's methods (what a payment charges and shows).
pub async fn charge_info<'e>(
    ex: impl Exec<'e>,
    lease_seq: i64,
    guid: &str,
) -> AppResult<Option<(String, PaymentMethodView)>> {
    let row: Option<MethodRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM payment_methods \
         WHERE lease_seq = $1 AND guid = $2 AND removed_at_ms IS NULL"
    ))
    .bind(lease_seq)
    .bind(guid)
    .fetch_optional(ex)
    .await?;
    row.map(|row| {
        let token = row.gateway_token.clone();
        view(row).map(|view| (token, view))
    })
    .transpose()
}
