//! Basket calls: create, read, delete; add, change and remove lines; currency and email; a
//! customer's baskets; merging a guest's basket after sign-in. A basket is its shopper's:
//! another shopper's basket id answers like an unknown one.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;

use super::access::owned_whole;
use super::flows::lines::{add_items, change_line, new_line_id};
use super::flows::merge::merge_guest_baskets;
use super::model::add_lines;
use super::model::{
    check_email, Basket, BasketsResult, CreateBasketInput, CustomerInfoInput, ItemInput,
    MergeQuery, QuantityInput, StoredBasket, UpdateBasketInput,
};
use super::store;
use super::views::{no_basket, owned, products_of, save_details, view, view_knowing, view_of};
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{JsonBody, OrgSite, Path, Query, SiteLocaleQuery};
use crate::identity::session::Shopper;
use crate::state::AppState;

/// Creates the shopper's basket on the site (with its first lines and email, when given). A
/// shopper has one: a second create is a 400 (`basket_quota_exceeded`) and the client reads
/// the one there is.
#[utoipa::path(post, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery),
    request_body = CreateBasketInput,
    responses((status = 200, body = Basket), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "baskets")]
pub async fn create_basket(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    JsonBody(input): JsonBody<CreateBasketInput>,
) -> AppResult<Json<Basket>> {
    let currency = context.site.currency(input.currency.as_deref())?;
    let email = input
        .customer_info
        .as_ref()
        .map(|c| check_email(&c.email))
        .transpose()?;
    let inputs = input.product_items.unwrap_or_default();
    let products = products_of(
        &state,
        &context,
        inputs.iter().map(|i| i.product_id.clone()),
    )
    .await?;
    let now = state.clock.now_ms();
    let basket = StoredBasket {
        id: uuid::Uuid::new_v4().to_string(),
        site_id: context.site.id.clone(),
        customer_id: shopper.customer_id().to_owned(),
        usid: shopper.0.usid.clone(),
        registered: shopper.is_registered(),
        currency,
        email,
        created_at_ms: now,
        updated_at_ms: now,
    };
    let mut tx = state.db.begin_write().await?;
    if !store::insert_basket(&mut *tx, &context.organization.id, &basket).await? {
        return Err(AppError::BadRequest {
            parameter: None,
            message: "You already have a basket on this site.".to_owned(),
        }
        .with_reason("basket_quota_exceeded"));
    }
    let (lines, writes) = add_lines(Vec::new(), &inputs, &products, new_line_id)?;
    for write in &writes {
        store::write_line(&mut *tx, &basket.id, write).await?;
    }
    tx.commit().await?;
    let view = view_knowing(
        &state,
        &context,
        &basket,
        &lines,
        Default::default(),
        products,
    );
    Ok(Json(view.await?))
}

/// The shopper's basket.
#[utoipa::path(get, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"), SiteLocaleQuery),
    responses((status = 200, body = Basket), (status = 404, body = ErrorBody)), security(("bearer" = [])), tag = "baskets")]
pub async fn get_basket(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String)>,
) -> AppResult<Json<Basket>> {
    let (basket, checkout, items) = owned_whole(&state, &context, &shopper, &path.1).await?;
    Ok(Json(
        view_of(&state, &context, &basket, &items, checkout).await?,
    ))
}

/// Removes the shopper's basket.
#[utoipa::path(delete, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"), SiteLocaleQuery),
    responses((status = 204, description = "Deleted"), (status = 404, body = ErrorBody)), security(("bearer" = [])), tag = "baskets")]
pub async fn delete_basket(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String)>,
) -> AppResult<StatusCode> {
    let basket_id = path.1;
    let mut tx = state.db.begin_write().await?;
    if !store::lock_owned(
        &mut *tx,
        &basket_id,
        shopper.customer_id(),
        &context.site.id,
    )
    .await?
    {
        return Err(no_basket());
    }
    store::delete_basket(&mut tx, &basket_id).await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Changes the basket's currency (one the site sells in).
#[utoipa::path(patch, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"), SiteLocaleQuery),
    request_body = UpdateBasketInput,
    responses((status = 200, body = Basket), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "baskets")]
pub async fn update_basket(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String)>,
    JsonBody(input): JsonBody<UpdateBasketInput>,
) -> AppResult<Json<Basket>> {
    let basket_id = path.1;
    let basket = owned(&state, &context, &shopper, &basket_id).await?;
    let currency = match input.currency.as_deref() {
        Some(asked) => context.site.currency(Some(asked))?,
        None => basket.currency.clone(),
    };
    let email = basket.email.clone();
    save_details(&state, &context, basket, currency, email).await
}

/// Sets the shopper's email on the basket.
#[utoipa::path(put, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}/customer",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"), SiteLocaleQuery),
    request_body = CustomerInfoInput,
    responses((status = 200, body = Basket), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "baskets")]
pub async fn update_basket_customer(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String)>,
    JsonBody(input): JsonBody<CustomerInfoInput>,
) -> AppResult<Json<Basket>> {
    let basket_id = path.1;
    let email = check_email(&input.email)?;
    let basket = owned(&state, &context, &shopper, &basket_id).await?;
    let currency = basket.currency.clone();
    save_details(&state, &context, basket, currency, Some(email)).await
}

/// Adds lines (a product already in the basket gets the quantity added).
#[utoipa::path(post, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}/items",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"), SiteLocaleQuery),
    request_body = Vec<ItemInput>,
    responses((status = 200, body = Basket), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "baskets")]
pub async fn add_basket_items(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String)>,
    JsonBody(inputs): JsonBody<Vec<ItemInput>>,
) -> AppResult<Json<Basket>> {
    let basket_id = path.1;
    if inputs.is_empty() {
        return Err(AppError::bad_parameter(
            "productItems",
            "Name at least one product to add.",
        ));
    }
    add_items(&state, &context, &shopper, &basket_id, &inputs).await
}

/// Changes a line's quantity; 0 removes the line.
#[utoipa::path(patch, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}/items/{item_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"),
        ("item_id" = String, Path, description = "Line id"), SiteLocaleQuery),
    request_body = QuantityInput,
    responses((status = 200, body = Basket), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "baskets")]
pub async fn update_basket_item(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String, String)>,
    JsonBody(input): JsonBody<QuantityInput>,
) -> AppResult<Json<Basket>> {
    let (basket_id, item_id) = (path.1, path.2);
    if input.quantity < 0 {
        return Err(AppError::bad_parameter(
            "quantity",
            "The quantity can't be negative.",
        ));
    }
    change_line(
        &state,
        &context,
        &shopper,
        &basket_id,
        &item_id,
        input.quantity,
    )
    .await
}

/// Removes a line.
#[utoipa::path(delete, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}/items/{item_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"),
        ("item_id" = String, Path, description = "Line id"), SiteLocaleQuery),
    responses((status = 200, body = Basket), (status = 404, body = ErrorBody)), security(("bearer" = [])), tag = "baskets")]
pub async fn remove_basket_item(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String, String)>,
) -> AppResult<Json<Basket>> {
    let (basket_id, item_id) = (path.1, path.2);
    change_line(&state, &context, &shopper, &basket_id, &item_id, 0).await
}

/// The customer's baskets on the site (at most one). Another customer's id answers like a
/// customer without baskets would not: 404, as an unknown one.
#[utoipa::path(get, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/baskets",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"), SiteLocaleQuery),
    responses((status = 200, body = BasketsResult), (status = 404, body = ErrorBody)), security(("bearer" = [])), tag = "baskets")]
pub async fn customer_baskets(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String)>,
) -> AppResult<Json<BasketsResult>> {
    let customer_id = path.1;
    if customer_id != shopper.customer_id() {
        return Err(AppError::not_found("No customer with that id."));
    }
    let mut baskets = Vec::new();
    if let Some(basket) =
        store::customer_basket(&state.db.pool, &customer_id, &context.site.id).await?
    {
        baskets.push(view(&state, &context, &basket).await?);
    }
    Ok(Json(BasketsResult {
        total: baskets.len(),
        baskets,
    }))
}

/// After sign-in: the lines of this session's guest basket join the customer's basket
/// (quantities of the same product added, kept within what the product takes) and the guest
/// basket is gone. With nothing to merge the customer's basket is answered as it is, so a
/// second sign-in, or one in another tab, changes nothing. Without a customer basket one is
/// made when `createDestinationBasket=true`, else 404.
#[utoipa::path(post, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/actions/merge",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery, MergeQuery),
    responses((status = 200, body = Basket), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "baskets")]
pub async fn merge_basket(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Query(query): Query<MergeQuery>,
) -> AppResult<Json<Basket>> {
    if !shopper.is_registered() {
        return Err(AppError::Forbidden("Sign in to merge a basket.".to_owned()));
    }
    let basket = merge_guest_baskets(
        &state,
        &context,
        &shopper,
        query.create_destination_basket == Some(true),
    )
    .await?;
    Ok(Json(view(&state, &context, &basket).await?))
}
