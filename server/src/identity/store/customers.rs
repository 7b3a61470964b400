//! Customer accounts: looked up by login, id or phone; added with a fresh customer number;
//! their profile, password and lease-customer GUID changed.

use sqlx::{AnyConnection, FromRow};

use crate::db::{self, Exec};
use crate::error::{AppError, AppResult};
use crate::identity::model::{CustomerRecord, NewCustomer};

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
        &crate::identity::model::normalize_login(login),
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
        &mut crate::identity::model::new_customer_no,
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
        .bind(crate::identity::model::normalize_login(new.email))
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

/// Gives every customer whose password hash is `old_hash` the hash `new_hash`; how many.
pub async fn replace_password_hash<'e>(
    ex: impl Exec<'e>,
    old_hash: &str,
    new_hash: &str,
) -> AppResult<u64> {
    Ok(
        sqlx::query("UPDATE customers SET password_hash = $1 WHERE password_hash = $2")
            .bind(new_hash)
            .bind(old_hash)
            .execute(ex)
            .await?
            .rows_affected(),
    )
}

/// Gives the customer a lease-customer GUID when they have none (their first lease was signed:
/// the portal is theirs from then on).
pub async fn make_lease_customer<'e>(ex: impl Exec<'e>, customer_id: &str) -> AppResult<()> {
    sqlx::query(
        "UPDATE customers SET lease_customer_guid = $2 WHERE id = $1 AND lease_customer_guid IS NULL",
    )
    .bind(customer_id)
    .bind(uuid::Uuid::new_v4().to_string())
    .execute(ex)
    .await?;
    Ok(())
}
