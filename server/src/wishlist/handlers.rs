//! Product list calls: a registered customer's lists, making the wish list (when missing),
//! one list, adding an item (a product it has answers that item) and removing one. Only the
//! customer's own: another customer's id, list or item answers like an unknown one.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;

use super::model::{
    check_item, check_list_type, NewProductList, NewProductListItem, ProductList, ProductListItem,
    ProductListResult, MAX_ITEMS,
};
use super::store::{self, StoredList};
use crate::clock::rfc3339;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{JsonBody, OrgSite, Path, SiteLocaleQuery};
use crate::identity::session::Shopper;
use crate::state::AppState;

/// A registered customer, the one in the path: a guest may not keep lists, and another
/// customer's id answers like an unknown one.
fn own_customer(shopper: &Shopper, customer_id: &str) -> AppResult<()> {
    if shopper.customer_id() != customer_id {
        return Err(AppError::not_found("No customer with that id."));
    }
    if !shopper.is_registered() {
        return Err(AppError::Forbidden(
            "Sign in to keep a wish list.".to_owned(),
        ));
    }
    Ok(())
}

fn no_list() -> AppError {
    AppError::not_found("No product list with that id.")
}

async fn view(state: &AppState, list: StoredList) -> AppResult<ProductList> {
    let items = store::items(&state.db.pool, &list.id).await?;
    Ok(ProductList {
        id: list.id,
        kind: list.kind,
        name: list.name,
        public: false,
        customer_product_list_items: items,
        creation_date: rfc3339(list.created_at_ms).unwrap_or_default(),
        last_modified: rfc3339(list.updated_at_ms).unwrap_or_default(),
    })
}

/// The customer's lists.
#[utoipa::path(get, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/product-lists",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"), SiteLocaleQuery),
    responses((status = 200, body = ProductListResult), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "product-lists")]
pub async fn get_product_lists(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String)>,
) -> AppResult<Json<ProductListResult>> {
    own_customer(&shopper, &path.1)?;
    let mut data = Vec::new();
    for list in store::lists(&state.db.pool, &path.1).await? {
        data.push(view(&state, list).await?);
    }
    Ok(Json(ProductListResult {
        limit: data.len(),
        total: data.len(),
        data,
    }))
}

/// Makes the customer's wish list, or answers the one they have (two tabs asking at once get
/// the same list).
#[utoipa::path(post, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/product-lists",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"), SiteLocaleQuery),
    request_body = NewProductList,
    responses((status = 200, body = ProductList), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "product-lists")]
pub async fn create_product_list(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String)>,
    JsonBody(input): JsonBody<NewProductList>,
) -> AppResult<Json<ProductList>> {
    own_customer(&shopper, &path.1)?;
    check_list_type(&input.kind)?;
    let name = input
        .name
        .as_deref()
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .unwrap_or("Wishlist");
    if name.chars().count() > 100 {
        return Err(AppError::bad_parameter(
            "name",
            "A list's name is at most 100 characters.",
        ));
    }
    store::insert_list_if_missing(
        &state.db.pool,
        &context.organization.id,
        &path.1,
        &input.kind,
        name,
        state.clock.now_ms(),
    )
    .await?;
    let list = store::list_of_type(&state.db.pool, &path.1, &input.kind)
        .await?
        .ok_or_else(no_list)?;
    Ok(Json(view(&state, list).await?))
}

/// One of the customer's lists.
#[utoipa::path(get, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/product-lists/{list_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"),
        ("list_id" = String, Path, description = "List id"), SiteLocaleQuery),
    responses((status = 200, body = ProductList), (status = 404, body = ErrorBody)), security(("bearer" = [])), tag = "product-lists")]
pub async fn get_product_list(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String, String)>,
) -> AppResult<Json<ProductList>> {
    own_customer(&shopper, &path.1)?;
    let list = store::owned_list(&state.db.pool, &path.1, &path.2)
        .await?
        .ok_or_else(no_list)?;
    Ok(Json(view(&state, list).await?))
}

/// Adds a product to the list (quantity 1, priority 1, not public unless asked); a product the
/// list has answers its item as it is.
#[utoipa::path(post, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/product-lists/{list_id}/items",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"),
        ("list_id" = String, Path, description = "List id"), SiteLocaleQuery),
    request_body = NewProductListItem,
    responses((status = 200, body = ProductListItem), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "product-lists")]
pub async fn add_product_list_item(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String, String)>,
    JsonBody(input): JsonBody<NewProductListItem>,
) -> AppResult<Json<ProductListItem>> {
    own_customer(&shopper, &path.1)?;
    let item = check_item(&input)?;
    let known = crate::catalog::operations::products(
        &state.db.pool,
        &context.organization.id,
        std::slice::from_ref(&input.product_id),
    )
    .await?;
    if known.is_empty() {
        return Err(AppError::bad_parameter(
            "productId",
            format!("No product '{}' is sold online.", input.product_id),
        ));
    }
    let now = state.clock.now_ms();
    let mut tx = state.db.begin_write().await?;
    // The list's row first: adds to one list take turns, so the count below is the count.
    if store::owned_list(&mut *tx, &path.1, &path.2)
        .await?
        .is_none()
    {
        return Err(no_list());
    }
    store::touch(&mut *tx, &path.2, now).await?;
    let existing = store::items(&mut *tx, &path.2).await?;
    if !existing.iter().any(|i| i.product_id == input.product_id) && existing.len() >= MAX_ITEMS {
        return Err(AppError::bad_parameter(
            "productId",
            format!("A list holds at most {MAX_ITEMS} products."),
        ));
    }
    let saved =
        store::insert_item_if_missing(&mut tx, &path.2, &input.product_id, &item, now).await?;
    tx.commit().await?;
    Ok(Json(saved))
}

/// Removes an item from the list.
#[utoipa::path(delete, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/product-lists/{list_id}/items/{item_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"),
        ("list_id" = String, Path, description = "List id"),
        ("item_id" = String, Path, description = "Item id"), SiteLocaleQuery),
    responses((status = 204, description = "Removed"), (status = 404, body = ErrorBody)), security(("bearer" = [])), tag = "product-lists")]
pub async fn delete_product_list_item(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String, String, String)>,
) -> AppResult<StatusCode> {
    own_customer(&shopper, &path.1)?;
    let mut tx = state.db.begin_write().await?;
    if store::owned_list(&mut *tx, &path.1, &path.2)
        .await?
        .is_none()
    {
        return Err(no_list());
    }
    if !store::delete_item(&mut *tx, &path.2, &path.3).await? {
        return Err(AppError::not_found("No item with that id in the list."));
    }
    store::touch(&mut *tx, &path.2, state.clock.now_ms()).await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
