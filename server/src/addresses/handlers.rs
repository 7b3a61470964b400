//! Saved address calls: list, save, read, change (the preferred one moves), remove. A
//! registered customer's own only: another customer's id answers like an unknown one.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;

use super::model::{
    check, CustomerAddress, CustomerAddressResult, CustomerAddressUpdate, MAX_ADDRESSES,
};
use super::store;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{JsonBody, OrgSite, Path, SiteLocaleQuery};
use crate::identity::session::Shopper;
use crate::state::AppState;

fn own_customer(shopper: &Shopper, customer_id: &str) -> AppResult<()> {
    if shopper.customer_id() != customer_id {
        return Err(AppError::not_found("No customer with that id."));
    }
    if !shopper.is_registered() {
        return Err(AppError::Forbidden("Sign in to keep addresses.".to_owned()));
    }
    Ok(())
}

fn no_address() -> AppError {
    AppError::not_found("No address with that name.")
}

/// The customer's saved addresses, the preferred first.
#[utoipa::path(get, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/addresses",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"), SiteLocaleQuery),
    responses((status = 200, body = CustomerAddressResult), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "addresses")]
pub async fn get_customer_addresses(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String)>,
) -> AppResult<Json<CustomerAddressResult>> {
    own_customer(&shopper, &path.1)?;
    let data = store::addresses(&state.db.pool, &path.1).await?;
    Ok(Json(CustomerAddressResult {
        total: data.len(),
        data,
    }))
}

/// Saves an address under a name of the customer's (unique among theirs: another with the same
/// name is a 409). The first is preferred; one saved as preferred takes the place of the last.
/// At most 20.
#[utoipa::path(post, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/addresses",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"), SiteLocaleQuery),
    request_body = CustomerAddress,
    responses((status = 200, body = CustomerAddress), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "addresses")]
pub async fn create_customer_address(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String)>,
    JsonBody(input): JsonBody<CustomerAddress>,
) -> AppResult<Json<CustomerAddress>> {
    let customer_id = &path.1;
    own_customer(&shopper, customer_id)?;
    let mut address = check(&input)?;
    let mut tx = store::begin(&state.db, customer_id).await?;
    let existing = store::addresses(&mut *tx, customer_id).await?;
    if existing.len() as i64 >= MAX_ADDRESSES {
        return Err(AppError::bad_parameter(
            "addressId",
            format!("You can keep {MAX_ADDRESSES} addresses at most. Remove one first."),
        )
        .with_reason("too_many_addresses"));
    }
    address.preferred = address.preferred || existing.is_empty();
    if address.preferred {
        store::clear_preferred(&mut *tx, customer_id).await?;
    }
    let now = state.clock.now_ms();
    // Saved in order: the time it was saved is its place.
    if !store::insert(&mut *tx, customer_id, &address, now, now).await? {
        return Err(
            AppError::Conflict("You already have an address with that name.".to_owned())
                .with_reason("address_name_taken"),
        );
    }
    tx.commit().await?;
    Ok(Json(address))
}

/// One saved address.
#[utoipa::path(get, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/addresses/{address_name}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"),
        ("address_name" = String, Path, description = "The address's name"), SiteLocaleQuery),
    responses((status = 200, body = CustomerAddress), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "addresses")]
pub async fn get_customer_address(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String, String)>,
) -> AppResult<Json<CustomerAddress>> {
    own_customer(&shopper, &path.1)?;
    store::addresses(&state.db.pool, &path.1)
        .await?
        .into_iter()
        .find(|a| a.address_id == path.2)
        .map(Json)
        .ok_or_else(no_address)
}

/// Changes a saved address; made preferred, it takes the place of the last. The preferred one
/// cannot be made not preferred (make another preferred instead).
#[utoipa::path(patch, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/addresses/{address_name}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"),
        ("address_name" = String, Path, description = "The address's name"), SiteLocaleQuery),
    request_body = CustomerAddressUpdate,
    responses((status = 200, body = CustomerAddress), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "addresses")]
pub async fn update_customer_address(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String, String)>,
    JsonBody(input): JsonBody<CustomerAddressUpdate>,
) -> AppResult<Json<CustomerAddress>> {
    let (_, customer_id, address_id) = path;
    own_customer(&shopper, &customer_id)?;
    let mut address = check(&CustomerAddress {
        address_id: address_id.clone(),
        address: input.address,
        preferred: input.preferred,
    })?;
    let mut tx = store::begin(&state.db, &customer_id).await?;
    let current = store::addresses(&mut *tx, &customer_id)
        .await?
        .into_iter()
        .find(|a| a.address_id == address_id)
        .ok_or_else(no_address)?;
    address.preferred = address.preferred || current.preferred;
    if address.preferred && !current.preferred {
        store::clear_preferred(&mut *tx, &customer_id).await?;
    }
    store::update(&mut *tx, &customer_id, &address, state.clock.now_ms()).await?;
    tx.commit().await?;
    Ok(Json(address))
}

/// Removes a saved address; when it was the preferred one, the earliest left becomes it.
#[utoipa::path(delete, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/addresses/{address_name}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"),
        ("address_name" = String, Path, description = "The address's name"), SiteLocaleQuery),
    responses((status = 204, description = "Removed"), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "addresses")]
pub async fn remove_customer_address(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String, String)>,
) -> AppResult<StatusCode> {
    let (_, customer_id, address_id) = path;
    own_customer(&shopper, &customer_id)?;
    let mut tx = store::begin(&state.db, &customer_id).await?;
    if !store::remove(&mut *tx, &customer_id, &address_id).await? {
        return Err(no_address());
    }
    store::keep_one_preferred(&mut *tx, &customer_id).await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
