//! Shopper customers (SCAPI-shaped): register, read and update the profile, change and
//! reset the password. `customer/shopper-customers/v1/organizations/{org}/...`

use std::collections::BTreeMap;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::routing::{get, post, put};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::auth::Shopper;
use super::password;
use super::reset;
use super::store::{self, CustomerRow, NewCustomer};
use crate::app::AppState;
use crate::error::{AppError, AppResult};
use crate::http::JsonBody;

pub fn routes() -> Router<AppState> {
    let base = "/customer/shopper-customers/v1/organizations/{organization_id}";
    Router::new()
        .route(&format!("{base}/customers"), post(register))
        .route(
            &format!("{base}/customers/{{customer_id}}"),
            get(get_customer).patch(update_customer),
        )
        .route(
            &format!("{base}/customers/{{customer_id}}/password"),
            put(change_password),
        )
        .route(
            &format!("{base}/customers/password/actions/create-reset-token"),
            post(create_reset_token),
        )
        .route(
            &format!("{base}/customers/password/actions/reset"),
            post(reset_password),
        )
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SiteQuery {
    #[serde(rename = "siteId")]
    site_id: Option<String>,
    locale: Option<String>,
}

/// A registered customer. The lease-customer GUID is `c_{shortName}CustomerGuid`
/// (`c_northwindCustomerGuid` in the demo), present once the customer has leases.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Customer {
    pub customer_id: String,
    pub customer_no: String,
    pub customer_type: String,
    pub auth_type: String,
    pub is_registered: bool,
    pub is_guest: bool,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub login: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phone_mobile: Option<String>,
    /// Custom attributes, e.g. `c_northwindCustomerGuid`.
    #[serde(flatten)]
    #[schema(value_type = Object)]
    pub custom: BTreeMap<String, serde_json::Value>,
}

fn customer_json(state: &AppState, row: CustomerRow) -> Customer {
    let mut custom = BTreeMap::new();
    if let (Some(guid), Some(brand)) = (row.lease_customer_guid, state.sites.brand.as_ref()) {
        custom.insert(
            format!("c_{}CustomerGuid", brand.short_name),
            serde_json::Value::String(guid),
        );
    }
    Customer {
        customer_id: row.id,
        customer_no: row.customer_no,
        customer_type: "registered".to_owned(),
        auth_type: "registered".to_owned(),
        is_registered: true,
        is_guest: false,
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        login: row.login,
        phone_mobile: row.phone,
        custom,
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegistrationCustomer {
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    login: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegistrationRequest {
    customer: RegistrationCustomer,
    #[serde(default)]
    password: String,
    #[serde(default)]
    accepts_marketing: bool,
}

/// A plausible email: one @, a dot in the domain, no spaces.
pub fn is_valid_email(email: &str) -> bool {
    let email = email.trim();
    let Some((local, domain)) = email.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && !domain.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !email.chars().any(char::is_whitespace)
        && email.len() <= 254
}

fn check_registration(request: &RegistrationRequest) -> AppResult<()> {
    let c = &request.customer;
    if c.first_name.trim().is_empty() {
        return Err(AppError::bad_parameter(
            "firstName",
            "Please enter your first name.",
        ));
    }
    if c.last_name.trim().is_empty() {
        return Err(AppError::bad_parameter(
            "lastName",
            "Please enter your last name.",
        ));
    }
    if !is_valid_email(&c.email) {
        return Err(AppError::bad_parameter(
            "email",
            "Please enter a valid email address.",
        ));
    }
    if let Some(login) = &c.login {
        if store::normalize_login(login) != store::normalize_login(&c.email) {
            return Err(AppError::bad_parameter(
                "login",
                "The login must be the email address.",
            ));
        }
    }
    password::check_new_password("password", &request.password)
}

async fn existing_customer(
    state: &AppState,
    organization_id: &str,
    customer_id: &str,
) -> AppResult<CustomerRow> {
    store::customer_by_id(&state.db, organization_id, customer_id)
        .await?
        .ok_or_else(|| AppError::not_found("Customer not found."))
}

fn organization(state: &AppState, organization_id: &str, query: &SiteQuery) -> AppResult<()> {
    state.sites.check_organization(organization_id)?;
    state.sites.site_param(query.site_id.as_deref())?;
    Ok(())
}

/// Registers a customer (with a guest or registered shopper token).
#[utoipa::path(post, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers",
    params(("organization_id" = String, Path, description = "Organization id"), SiteQuery),
    request_body = RegistrationRequest,
    responses((status = 200, body = Customer), (status = 400, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody)), tag = "shopper-customers")]
pub async fn register(
    State(state): State<AppState>,
    Path(organization_id): Path<String>,
    Query(query): Query<SiteQuery>,
    _shopper: Shopper,
    JsonBody(request): JsonBody<RegistrationRequest>,
) -> AppResult<Json<Customer>> {
    organization(&state, &organization_id, &query)?;
    check_registration(&request)?;
    let hash = password::hash(request.password.clone()).await?;
    let c = &request.customer;
    let id = store::insert_customer(
        &state.db,
        &organization_id,
        NewCustomer {
            email: &c.email,
            first_name: &c.first_name,
            last_name: &c.last_name,
            phone: None,
            password_hash: &hash,
            accepts_marketing: request.accepts_marketing,
            lease_customer_guid: None,
        },
    )
    .await?
    .ok_or_else(|| AppError::Conflict("An account with this email already exists.".to_owned()))?;
    let row = store::customer_by_id(&state.db, &organization_id, &id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("customer vanished after insert"))?;
    Ok(Json(customer_json(&state, row)))
}

/// The signed-in customer's profile.
#[utoipa::path(get, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"), SiteQuery),
    responses((status = 200, body = Customer), (status = 401, body = crate::error::ErrorBody),
        (status = 403, body = crate::error::ErrorBody)), tag = "shopper-customers")]
pub async fn get_customer(
    State(state): State<AppState>,
    Path((organization_id, customer_id)): Path<(String, String)>,
    Query(query): Query<SiteQuery>,
    shopper: Shopper,
) -> AppResult<Json<Customer>> {
    organization(&state, &organization_id, &query)?;
    shopper.ensure_is(&customer_id)?;
    let row = existing_customer(&state, &organization_id, &customer_id).await?;
    Ok(Json(customer_json(&state, row)))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomerUpdate {
    first_name: Option<String>,
    last_name: Option<String>,
    phone_mobile: Option<String>,
}

/// Updates names and phone.
#[utoipa::path(patch, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"), SiteQuery),
    request_body = CustomerUpdate,
    responses((status = 200, body = Customer), (status = 400, body = crate::error::ErrorBody)),
    tag = "shopper-customers")]
pub async fn update_customer(
    State(state): State<AppState>,
    Path((organization_id, customer_id)): Path<(String, String)>,
    Query(query): Query<SiteQuery>,
    shopper: Shopper,
    JsonBody(update): JsonBody<CustomerUpdate>,
) -> AppResult<Json<Customer>> {
    organization(&state, &organization_id, &query)?;
    shopper.ensure_is(&customer_id)?;
    let current = existing_customer(&state, &organization_id, &customer_id).await?;
    let first_name = update.first_name.unwrap_or(current.first_name);
    let last_name = update.last_name.unwrap_or(current.last_name);
    if first_name.trim().is_empty() {
        return Err(AppError::bad_parameter(
            "firstName",
            "Please enter your first name.",
        ));
    }
    if last_name.trim().is_empty() {
        return Err(AppError::bad_parameter(
            "lastName",
            "Please enter your last name.",
        ));
    }
    let phone = match update.phone_mobile.as_deref() {
        Some(p) => {
            let digits: String = p.chars().filter(char::is_ascii_digit).collect();
            if digits.len() != 10 {
                return Err(AppError::bad_parameter(
                    "phoneMobile",
                    "Please enter a valid 10-digit phone number.",
                ));
            }
            Some(digits)
        }
        None => None,
    };
    store::update_names(
        &state.db,
        &customer_id,
        &first_name,
        &last_name,
        phone.as_deref(),
    )
    .await?;
    let row = existing_customer(&state, &organization_id, &customer_id).await?;
    Ok(Json(customer_json(&state, row)))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordChange {
    #[serde(default)]
    current_password: String,
    #[serde(default)]
    password: String,
}

/// Changes the password after checking the current one.
#[utoipa::path(put, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/password",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"), SiteQuery),
    request_body = PasswordChange,
    responses((status = 204, description = "Changed"), (status = 400, body = crate::error::ErrorBody),
        (status = 401, body = crate::error::ErrorBody)), tag = "shopper-customers")]
pub async fn change_password(
    State(state): State<AppState>,
    Path((organization_id, customer_id)): Path<(String, String)>,
    Query(query): Query<SiteQuery>,
    shopper: Shopper,
    JsonBody(change): JsonBody<PasswordChange>,
) -> AppResult<StatusCode> {
    organization(&state, &organization_id, &query)?;
    shopper.ensure_is(&customer_id)?;
    let current = existing_customer(&state, &organization_id, &customer_id).await?;
    if !password::verify(change.current_password, Some(current.password_hash)).await {
        return Err(AppError::bad_parameter(
            "currentPassword",
            "The current password is not correct.",
        ));
    }
    password::check_new_password("password", &change.password)?;
    let hash = password::hash(change.password).await?;
    store::update_password_hash(&state.db, &customer_id, &hash).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ResetTokenRequest {
    #[serde(default)]
    login: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResetTokenAccepted {
    pub login: String,
    pub expires_in_minutes: i64,
}

/// Emails a reset link when the login exists. The answer is the same either way.
#[utoipa::path(post, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/password/actions/create-reset-token",
    params(("organization_id" = String, Path, description = "Organization id"), SiteQuery),
    request_body = ResetTokenRequest,
    responses((status = 200, body = ResetTokenAccepted), (status = 400, body = crate::error::ErrorBody)),
    tag = "shopper-customers")]
pub async fn create_reset_token(
    State(state): State<AppState>,
    Path(organization_id): Path<String>,
    Query(query): Query<SiteQuery>,
    _shopper: Shopper,
    JsonBody(request): JsonBody<ResetTokenRequest>,
) -> AppResult<Json<ResetTokenAccepted>> {
    organization(&state, &organization_id, &query)?;
    let site = state.sites.site_param(query.site_id.as_deref())?;
    let locale = site.locale_param(query.locale.as_deref())?;
    reset::request_reset(
        &state,
        &organization_id,
        site,
        locale,
        &request.login,
        "login",
    )
    .await?;
    Ok(Json(ResetTokenAccepted {
        login: request.login.trim().to_owned(),
        expires_in_minutes: reset::RESET_TOKEN_MINUTES,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordReset {
    #[serde(default)]
    reset_token: String,
    #[serde(default)]
    new_password: String,
    #[serde(default)]
    login: String,
}

/// Sets a new password with an emailed token; signs the customer out everywhere.
#[utoipa::path(post, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/password/actions/reset",
    params(("organization_id" = String, Path, description = "Organization id"), SiteQuery),
    request_body = PasswordReset,
    responses((status = 204, description = "Password changed"), (status = 400, body = crate::error::ErrorBody)),
    tag = "shopper-customers")]
pub async fn reset_password(
    State(state): State<AppState>,
    Path(organization_id): Path<String>,
    Query(query): Query<SiteQuery>,
    _shopper: Shopper,
    JsonBody(reset): JsonBody<PasswordReset>,
) -> AppResult<StatusCode> {
    organization(&state, &organization_id, &query)?;
    reset::apply_reset(
        &state,
        &organization_id,
        &reset.login,
        &reset.reset_token,
        reset.new_password,
        reset::ResetFields {
            token: "resetToken",
            password: "newPassword",
        },
    )
    .await?;
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::is_valid_email;

    #[test]
    fn emails_need_a_local_part_and_a_dotted_domain() {
        for ok in ["a@b.co", "first.last+tag@sub.example.com"] {
            assert!(is_valid_email(ok), "{ok}");
        }
        for bad in [
            "", "a", "a@b", "@b.co", "a@.co", "a@b.", "a b@c.co", "a@b@c.co",
        ] {
            assert!(!is_valid_email(bad), "{bad}");
        }
    }
}
