//! The lease-customer profile calls the portal makes after an identity-provider sign-in:
//! `POST custom/customer-profile/v1/organizations/{org}/create_customer` (first) and
//! `PATCH .../login_source` with the browser and method flags (spec portal §4, §7).

use std::collections::BTreeMap;

use axum::extract::{Path, Query, State};
use axum::routing::{patch, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::app::AppState;
use crate::error::{AppError, AppResult};
use crate::http::JsonBody;
use crate::identity::auth::Shopper;
use crate::identity::store;
use crate::identity::tokens::now_seconds;

pub fn routes() -> Router<AppState> {
    let base = "/custom/customer-profile/v1/organizations/{organization_id}";
    Router::new()
        .route(&format!("{base}/create_customer"), post(create_customer))
        .route(&format!("{base}/login_source"), patch(login_source))
}

/// The browser flags and the method flags the portal may send.
pub const BROWSER_FLAGS: [&str; 7] = [
    "desktop_browser",
    "mobile_browser",
    "chrome",
    "safari",
    "firefox",
    "edge",
    "other_browser",
];
pub const METHOD_FLAGS: [&str; 3] = ["username_password", "one_time_password", "magick_link"];

#[derive(Debug, Deserialize)]
pub struct SiteQuery {
    #[serde(rename = "siteId")]
    site_id: Option<String>,
}

/// The custom APIs' envelope.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomerProfileResponse {
    pub status_code: u16,
    pub message: String,
    #[schema(value_type = Object)]
    pub standardized: serde_json::Value,
}

fn registered(shopper: &Shopper) -> AppResult<()> {
    if shopper.is_registered() {
        Ok(())
    } else {
        Err(AppError::Forbidden(
            "Sign in to use the customer portal.".to_owned(),
        ))
    }
}

/// Makes sure the signed-in customer has a lease-customer profile (GUID); idempotent.
#[utoipa::path(post, path = "/mobify/proxy/api/custom/customer-profile/v1/organizations/{organization_id}/create_customer",
    params(("organization_id" = String, Path, description = "Organization id")),
    responses((status = 200, body = CustomerProfileResponse), (status = 401, body = crate::error::ErrorBody),
        (status = 403, body = crate::error::ErrorBody)), tag = "customer-profile")]
pub async fn create_customer(
    State(state): State<AppState>,
    Path(organization_id): Path<String>,
    Query(query): Query<SiteQuery>,
    shopper: Shopper,
) -> AppResult<Json<CustomerProfileResponse>> {
    state.sites.check_organization(&organization_id)?;
    state.sites.site_param(query.site_id.as_deref())?;
    registered(&shopper)?;
    let new_guid = uuid::Uuid::new_v4().to_string();
    // Only fills an empty GUID, so two calls agree on one.
    sqlx::query("UPDATE customers SET lease_customer_guid = $1 WHERE id = $2 AND lease_customer_guid IS NULL")
        .bind(&new_guid)
        .bind(shopper.customer_id())
        .execute(&state.db.pool)
        .await?;
    let customer = store::customer_by_id(&state.db, &organization_id, shopper.customer_id())
        .await?
        .ok_or_else(|| AppError::not_found("Customer not found."))?;
    Ok(Json(CustomerProfileResponse {
        status_code: 200,
        message: "OK".to_owned(),
        standardized: serde_json::json!({
            "customer_id": customer.id,
            "customer_guid": customer.lease_customer_guid,
            "first_name": customer.first_name,
            "last_name": customer.last_name,
            "email": customer.email,
        }),
    }))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LoginSourceResponse {
    pub ok: bool,
    pub status: u16,
    #[schema(value_type = Object)]
    pub data: serde_json::Value,
}

/// Checks the flags object: known names, true/false values, exactly one method.
pub fn check_flags(flags: &BTreeMap<String, serde_json::Value>) -> AppResult<()> {
    for (name, value) in flags {
        if !BROWSER_FLAGS.contains(&name.as_str()) && !METHOD_FLAGS.contains(&name.as_str()) {
            return Err(AppError::bad_parameter(
                name,
                format!("Unknown flag '{name}'."),
            ));
        }
        if !value.is_boolean() {
            return Err(AppError::bad_parameter(
                name,
                format!("The flag '{name}' must be true or false."),
            ));
        }
    }
    let methods = METHOD_FLAGS
        .iter()
        .filter(|m| flags.get(**m).and_then(|v| v.as_bool()) == Some(true))
        .count();
    if methods != 1 {
        return Err(AppError::bad_parameter(
            "body",
            "Exactly one of username_password, one_time_password, magick_link must be true.",
        ));
    }
    Ok(())
}

/// Records how the customer signed in.
#[utoipa::path(patch, path = "/mobify/proxy/api/custom/customer-profile/v1/organizations/{organization_id}/login_source",
    params(("organization_id" = String, Path, description = "Organization id")),
    responses((status = 200, body = LoginSourceResponse), (status = 400, body = crate::error::ErrorBody),
        (status = 401, body = crate::error::ErrorBody)), tag = "customer-profile")]
pub async fn login_source(
    State(state): State<AppState>,
    Path(organization_id): Path<String>,
    Query(query): Query<SiteQuery>,
    shopper: Shopper,
    JsonBody(flags): JsonBody<BTreeMap<String, serde_json::Value>>,
) -> AppResult<Json<LoginSourceResponse>> {
    state.sites.check_organization(&organization_id)?;
    state.sites.site_param(query.site_id.as_deref())?;
    registered(&shopper)?;
    check_flags(&flags)?;
    let flags_json = serde_json::to_string(&flags).map_err(anyhow::Error::from)?;
    sqlx::query("INSERT INTO customer_login_sources (id, customer_id, flags_json, created_at) VALUES ($1, $2, $3, $4)")
        .bind(uuid::Uuid::new_v4().to_string())
        .bind(shopper.customer_id())
        .bind(&flags_json)
        .bind(now_seconds() * 1000)
        .execute(&state.db.pool)
        .await?;
    Ok(Json(LoginSourceResponse {
        ok: true,
        status: 200,
        data: serde_json::json!({ "customer_id": shopper.customer_id(), "flags": flags }),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags(pairs: &[(&str, serde_json::Value)]) -> BTreeMap<String, serde_json::Value> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), v.clone()))
            .collect()
    }

    #[test]
    fn one_method_and_known_boolean_flags() {
        use serde_json::json;
        assert!(check_flags(&flags(&[
            ("chrome", json!(true)),
            ("desktop_browser", json!(true)),
            ("one_time_password", json!(true))
        ]))
        .is_ok());
        assert!(
            check_flags(&flags(&[("chrome", json!(true))])).is_err(),
            "no method"
        );
        assert!(check_flags(&flags(&[
            ("magick_link", json!(true)),
            ("username_password", json!(true))
        ]))
        .is_err());
        assert!(check_flags(&flags(&[
            ("magick_link", json!(true)),
            ("opera", json!(true))
        ]))
        .is_err());
        assert!(check_flags(&flags(&[("magick_link", json!("yes"))])).is_err());
    }
}
