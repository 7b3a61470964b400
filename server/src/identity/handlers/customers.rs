//! Shopper customers (`customer/shopper-customers/v1/organizations/{org}/customers...`):
//! registration, the profile, password change.

use super::*;

pub(super) async fn existing_customer(
    state: &AppState,
    organization_id: &str,
    customer_id: &str,
) -> AppResult<CustomerRecord> {
    store::customer_by_id(&state.db.pool, organization_id, customer_id)
        .await?
        .ok_or_else(|| AppError::not_found("Customer not found."))
}

/// The customer in the path, when it is the signed-in shopper; its id and record.
async fn own_customer(
    state: &AppState,
    organization_id: &str,
    path: (String, String),
    shopper: &Shopper,
) -> AppResult<(String, CustomerRecord)> {
    let customer_id = path.1;
    shopper.ensure_is(&customer_id)?;
    let record = existing_customer(state, organization_id, &customer_id).await?;
    Ok((customer_id, record))
}

/// Registers a customer (with a guest or registered shopper token).
#[utoipa::path(post, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery),
    request_body = RegistrationRequest,
    responses((status = 200, body = Customer), (status = 400, body = ErrorBody),
        (status = 409, body = ErrorBody)), security(("bearer" = [])), tag = "shopper-customers")]
pub async fn register(
    State(state): State<AppState>,
    context: OrgSite,
    _shopper: Shopper,
    JsonBody(request): JsonBody<RegistrationRequest>,
) -> AppResult<Json<Customer>> {
    check_registration(&request)?;
    let hash = password::hash(request.password.clone()).await?;
    let c = &request.customer;
    let org = &context.organization;
    let mut tx = state.db.begin_write().await?;
    let id = store::insert_customer(
        &mut tx,
        &org.id,
        &NewCustomer {
            email: &c.email,
            first_name: &c.first_name,
            last_name: &c.last_name,
            phone: None,
            password_hash: &hash,
            accepts_marketing: request.accepts_marketing,
            lease_customer_guid: None,
        },
        state.clock.now_ms(),
    )
    .await?;
    let record = store::customer_by_id(&mut *tx, &org.id, &id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("customer vanished after insert"))?;
    tx.commit().await?;
    Ok(Json(Customer::of(record, &org.brand)))
}

/// The signed-in customer's profile.
#[utoipa::path(get, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"), SiteLocaleQuery),
    responses((status = 200, body = Customer), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)), security(("bearer" = [])), tag = "shopper-customers")]
pub async fn get_customer(
    State(state): State<AppState>,
    context: OrgSite,
    Path(path): Path<(String, String)>,
    shopper: Shopper,
) -> AppResult<Json<Customer>> {
    let org = &context.organization;
    let (_, record) = own_customer(&state, &org.id, path, &shopper).await?;
    Ok(Json(Customer::of(record, &org.brand)))
}

/// Updates names and phone. A phone is unique per organization (it signs in by SMS).
#[utoipa::path(patch, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"), SiteLocaleQuery),
    request_body = CustomerUpdate,
    responses((status = 200, body = Customer), (status = 400, body = ErrorBody),
        (status = 409, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "shopper-customers")]
pub async fn update_customer(
    State(state): State<AppState>,
    context: OrgSite,
    Path(path): Path<(String, String)>,
    shopper: Shopper,
    JsonBody(update): JsonBody<CustomerUpdate>,
) -> AppResult<Json<Customer>> {
    let org = &context.organization;
    let (customer_id, current) = own_customer(&state, &org.id, path, &shopper).await?;
    let first_name = update.first_name.unwrap_or(current.first_name);
    let last_name = update.last_name.unwrap_or(current.last_name);
    check_names(&first_name, &last_name)?;
    let phone = update
        .phone_mobile
        .as_deref()
        .map(|p| phone_digits("phoneMobile", p))
        .transpose()?;
    store::update_profile(
        &state.db.pool,
        &customer_id,
        &first_name,
        &last_name,
        phone.as_deref(),
        state.clock.now_ms(),
    )
    .await?;
    let record = existing_customer(&state, &org.id, &customer_id).await?;
    Ok(Json(Customer::of(record, &org.brand)))
}

/// Changes the password after checking the current one. Every other session of the customer
/// ends (this one stays signed in).
#[utoipa::path(put, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/password",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"), SiteLocaleQuery),
    request_body = PasswordChange,
    responses((status = 204, description = "Changed"), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody)), security(("bearer" = [])), tag = "shopper-customers")]
pub async fn change_password(
    State(state): State<AppState>,
    context: OrgSite,
    Path(path): Path<(String, String)>,
    shopper: Shopper,
    JsonBody(change): JsonBody<PasswordChange>,
) -> AppResult<StatusCode> {
    let (customer_id, current) =
        own_customer(&state, &context.organization.id, path, &shopper).await?;
    if !password::verify(change.current_password, Some(current.password_hash)).await {
        return Err(AppError::bad_parameter(
            "currentPassword",
            "The current password is not correct.",
        ));
    }
    password::check_new_password("password", &change.password)?;
    let hash = password::hash(change.password).await?;
    store::update_password_hash(&state.db.pool, &customer_id, &hash, state.clock.now_ms()).await?;
    session::end_other_sessions(&state, &customer_id, Some(&shopper.0.sid)).await?;
    Ok(StatusCode::NO_CONTENT)
}
