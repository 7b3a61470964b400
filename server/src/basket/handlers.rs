//! Basket calls: create, read, delete; add, change and remove lines; currency and email; a
//! customer's baskets; merging a guest's basket after sign-in. A basket is its shopper's:
//! another shopper's basket id answers like an unknown one.

use std::collections::HashMap;

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;

use super::model::{
    basket_view, check_quantity, largest_quantity, merged_quantities, Basket, BasketsResult,
    CreateBasketInput, CustomerInfoInput, ItemInput, LineProduct, MergeQuery, QuantityInput,
    StoredBasket, StoredItem, UpdateBasketInput, MAX_LINES,
};
use super::store;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{JsonBody, OrgSite, Path, Query, SiteLocaleQuery};
use crate::identity::model::is_valid_email;
use crate::identity::session::Shopper;
use crate::sites::Site;
use crate::state::AppState;

fn no_basket() -> AppError {
    AppError::not_found("No basket with that id.")
}

fn no_item() -> AppError {
    AppError::not_found("No line with that id in the basket.")
}

/// The currencies a site sells in: its default and its locales' preferred ones.
fn site_currency(site: &Site, asked: Option<&str>) -> AppResult<String> {
    let Some(asked) = asked else {
        return Ok(site.l10n.default_currency.clone());
    };
    let known = asked == site.l10n.default_currency
        || site
            .l10n
            .supported_locales
            .iter()
            .any(|l| l.preferred_currency == asked);
    if known {
        Ok(asked.to_owned())
    } else {
        Err(AppError::bad_parameter(
            "currency",
            format!("The site does not sell in '{asked}'."),
        ))
    }
}

fn checked_email(email: &str) -> AppResult<String> {
    let email = email.trim();
    if is_valid_email(email) && email.len() <= 254 {
        Ok(email.to_owned())
    } else {
        Err(AppError::bad_parameter(
            "email",
            "Please enter a valid email address.",
        ))
    }
}

/// What the catalog says of the products of these lines and inputs, by id.
async fn products_of(
    state: &AppState,
    context: &OrgSite,
    ids: impl IntoIterator<Item = String>,
) -> AppResult<HashMap<String, LineProduct>> {
    let mut ids: Vec<String> = ids.into_iter().collect();
    ids.sort();
    ids.dedup();
    store::line_products(
        &state.db.pool,
        &context.organization.id,
        &ids,
        &context.locale,
        &context.site.l10n.default_locale,
    )
    .await
}

/// The basket as the shopper's client reads it.
async fn view(state: &AppState, context: &OrgSite, basket: &StoredBasket) -> AppResult<Basket> {
    let items = store::items(&state.db.pool, &basket.id).await?;
    let products = products_of(state, context, items.iter().map(|i| i.product_id.clone())).await?;
    Ok(basket_view(basket, &items, |id| products.get(id)))
}

async fn owned(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    basket_id: &str,
) -> AppResult<StoredBasket> {
    store::owned_basket(
        &state.db.pool,
        basket_id,
        shopper.customer_id(),
        &context.site.id,
    )
    .await?
    .ok_or_else(no_basket)
}

/// Adds the lines to the basket inside `tx` (its row already taken): a product already in it
/// gets the quantities added; every resulting quantity must be one the product takes.
async fn add_lines(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    basket_id: &str,
    inputs: &[ItemInput],
    products: &HashMap<String, LineProduct>,
) -> AppResult<()> {
    let mut lines = store::items(&mut **tx, basket_id).await?;
    for input in inputs {
        let Some(product) = products.get(&input.product_id) else {
            return Err(AppError::bad_parameter(
                "productId",
                format!("No product '{}' is sold online.", input.product_id),
            ));
        };
        if input.quantity < 1 {
            return Err(AppError::bad_parameter(
                "quantity",
                "The quantity must be at least 1.",
            ));
        }
        match lines
            .iter_mut()
            .find(|line| line.product_id == input.product_id)
        {
            Some(line) => {
                let quantity = line.quantity.saturating_add(input.quantity);
                check_quantity(quantity, product).map_err(|p| p.error(&product.name))?;
                store::set_quantity(&mut **tx, basket_id, &line.id, quantity).await?;
                line.quantity = quantity;
            }
            None => {
                if lines.len() >= MAX_LINES {
                    return Err(AppError::bad_parameter(
                        "productItems",
                        format!("A basket holds at most {MAX_LINES} different products."),
                    ));
                }
                check_quantity(input.quantity, product).map_err(|p| p.error(&product.name))?;
                let line = StoredItem {
                    id: uuid::Uuid::new_v4().to_string(),
                    product_id: input.product_id.clone(),
                    quantity: input.quantity,
                    position: lines.iter().map(|l| l.position + 1).max().unwrap_or(0),
                };
                store::insert_item(&mut **tx, basket_id, &line).await?;
                lines.push(line);
            }
        }
    }
    Ok(())
}

/// Creates the shopper's basket on the site (with its first lines and email, when given). A
/// shopper has one: a second create is a 400 (`basket_quota_exceeded`) and the client reads
/// the one there is.
#[utoipa::path(post, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery),
    request_body = CreateBasketInput,
    responses((status = 200, body = Basket), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)),
    tag = "baskets")]
pub async fn create_basket(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    JsonBody(input): JsonBody<CreateBasketInput>,
) -> AppResult<Json<Basket>> {
    let currency = site_currency(&context.site, input.currency.as_deref())?;
    let email = input
        .customer_info
        .as_ref()
        .map(|c| checked_email(&c.email))
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
    add_lines(&mut tx, &basket.id, &inputs, &products).await?;
    tx.commit().await?;
    Ok(Json(view(&state, &context, &basket).await?))
}

/// The shopper's basket.
#[utoipa::path(get, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"), SiteLocaleQuery),
    responses((status = 200, body = Basket), (status = 404, body = ErrorBody)), tag = "baskets")]
pub async fn get_basket(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String)>,
) -> AppResult<Json<Basket>> {
    let basket_id = path.1;
    let basket = owned(&state, &context, &shopper, &basket_id).await?;
    Ok(Json(view(&state, &context, &basket).await?))
}

/// Removes the shopper's basket.
#[utoipa::path(delete, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"), SiteLocaleQuery),
    responses((status = 204, description = "Deleted"), (status = 404, body = ErrorBody)), tag = "baskets")]
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
        Some(asked) => site_currency(&context.site, Some(asked))?,
        None => basket.currency.clone(),
    };
    let now = state.clock.now_ms();
    store::touch(
        &state.db.pool,
        &basket.id,
        &currency,
        basket.email.as_deref(),
        now,
    )
    .await?;
    let basket = StoredBasket {
        currency,
        updated_at_ms: now,
        ..basket
    };
    Ok(Json(view(&state, &context, &basket).await?))
}

/// Sets the shopper's email on the basket.
#[utoipa::path(put, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}/customer",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"), SiteLocaleQuery),
    request_body = CustomerInfoInput,
    responses((status = 200, body = Basket), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)),
    tag = "baskets")]
pub async fn update_basket_customer(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String)>,
    JsonBody(input): JsonBody<CustomerInfoInput>,
) -> AppResult<Json<Basket>> {
    let basket_id = path.1;
    let email = checked_email(&input.email)?;
    let basket = owned(&state, &context, &shopper, &basket_id).await?;
    let now = state.clock.now_ms();
    store::touch(
        &state.db.pool,
        &basket.id,
        &basket.currency,
        Some(&email),
        now,
    )
    .await?;
    let basket = StoredBasket {
        email: Some(email),
        updated_at_ms: now,
        ..basket
    };
    Ok(Json(view(&state, &context, &basket).await?))
}

/// Marks the basket changed, commits `tx`, and answers the basket as the client reads it.
async fn touch_and_answer(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    mut tx: sqlx::Transaction<'static, sqlx::Any>,
    basket_id: &str,
) -> AppResult<Json<Basket>> {
    let basket = store::owned_basket(&mut *tx, basket_id, shopper.customer_id(), &context.site.id)
        .await?
        .ok_or_else(no_basket)?;
    let now = state.clock.now_ms();
    store::touch(
        &mut *tx,
        basket_id,
        &basket.currency,
        basket.email.as_deref(),
        now,
    )
    .await?;
    tx.commit().await?;
    let basket = StoredBasket {
        updated_at_ms: now,
        ..basket
    };
    Ok(Json(view(state, context, &basket).await?))
}

/// Adds lines (a product already in the basket gets the quantity added).
#[utoipa::path(post, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}/items",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"), SiteLocaleQuery),
    request_body = Vec<ItemInput>,
    responses((status = 200, body = Basket), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)),
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
    let products = products_of(
        &state,
        &context,
        inputs.iter().map(|i| i.product_id.clone()),
    )
    .await?;
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
    add_lines(&mut tx, &basket_id, &inputs, &products).await?;
    touch_and_answer(&state, &context, &shopper, tx, &basket_id).await
}

/// Changes a line's quantity; 0 removes the line.
#[utoipa::path(patch, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}/items/{item_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"),
        ("item_id" = String, Path, description = "Line id"), SiteLocaleQuery),
    request_body = QuantityInput,
    responses((status = 200, body = Basket), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)),
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
    responses((status = 200, body = Basket), (status = 404, body = ErrorBody)), tag = "baskets")]
pub async fn remove_basket_item(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String, String)>,
) -> AppResult<Json<Basket>> {
    let (basket_id, item_id) = (path.1, path.2);
    change_line(&state, &context, &shopper, &basket_id, &item_id, 0).await
}

async fn change_line(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    basket_id: &str,
    item_id: &str,
    quantity: i64,
) -> AppResult<Json<Basket>> {
    let mut tx = state.db.begin_write().await?;
    if !store::lock_owned(&mut *tx, basket_id, shopper.customer_id(), &context.site.id).await? {
        return Err(no_basket());
    }
    let line = store::items(&mut *tx, basket_id)
        .await?
        .into_iter()
        .find(|line| line.id == item_id)
        .ok_or_else(no_item)?;
    if quantity == 0 {
        store::delete_item(&mut *tx, basket_id, item_id).await?;
    } else {
        let products = products_of(state, context, [line.product_id.clone()]).await?;
        let product = products.get(&line.product_id).ok_or_else(|| {
            AppError::bad_parameter("productId", "That product is no longer sold online.")
        })?;
        check_quantity(quantity, product).map_err(|p| p.error(&product.name))?;
        store::set_quantity(&mut *tx, basket_id, item_id, quantity).await?;
    }
    touch_and_answer(state, context, shopper, tx, basket_id).await
}

/// The customer's baskets on the site (at most one). Another customer's id answers like a
/// customer without baskets would not: 404, as an unknown one.
#[utoipa::path(get, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/baskets",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"), SiteLocaleQuery),
    responses((status = 200, body = BasketsResult), (status = 404, body = ErrorBody)), tag = "baskets")]
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
    let customer_id = shopper.customer_id();
    let site_id = &context.site.id;
    let now = state.clock.now_ms();
    let mut tx = state.db.begin_write().await?;
    let destination = match store::customer_basket(&mut *tx, customer_id, site_id).await? {
        Some(basket) => basket,
        None if query.create_destination_basket == Some(true) => {
            let basket = StoredBasket {
                id: uuid::Uuid::new_v4().to_string(),
                site_id: site_id.clone(),
                customer_id: customer_id.to_owned(),
                usid: shopper.0.usid.clone(),
                registered: true,
                currency: context.site.l10n.default_currency.clone(),
                email: None,
                created_at_ms: now,
                updated_at_ms: now,
            };
            if !store::insert_basket(&mut *tx, &context.organization.id, &basket).await? {
                return Err(AppError::Conflict(
                    "The basket changed meanwhile: try again.".to_owned(),
                ));
            }
            basket
        }
        None => return Err(no_basket()),
    };
    store::lock_owned(&mut *tx, &destination.id, customer_id, site_id).await?;
    let guests = store::guest_baskets_of_session(&mut *tx, &shopper.0.usid, site_id).await?;
    if !guests.is_empty() {
        let mut mine = store::items(&mut *tx, &destination.id).await?;
        let mut theirs = Vec::new();
        for guest in &guests {
            theirs.extend(store::items(&mut *tx, &guest.id).await?);
        }
        let ids = mine
            .iter()
            .chain(theirs.iter())
            .map(|i| i.product_id.clone());
        let products = products_of(&state, &context, ids).await?;
        for (product_id, wanted) in merged_quantities(&mine, &theirs) {
            let quantity = products
                .get(&product_id)
                .and_then(|p| largest_quantity(wanted, p));
            let existing = mine.iter().position(|line| line.product_id == product_id);
            match (existing, quantity) {
                (Some(at), Some(quantity)) => {
                    store::set_quantity(&mut *tx, &destination.id, &mine[at].id, quantity).await?;
                }
                (None, Some(quantity)) if mine.len() < MAX_LINES => {
                    let line = StoredItem {
                        id: uuid::Uuid::new_v4().to_string(),
                        product_id,
                        quantity,
                        position: mine.iter().map(|l| l.position + 1).max().unwrap_or(0),
                    };
                    store::insert_item(&mut *tx, &destination.id, &line).await?;
                    mine.push(line);
                }
                // A line of the customer's own that no longer sells stays for the storefront to
                // remove with its message; a guest's that can't be bought is dropped.
                _ => {}
            }
        }
        for guest in &guests {
            store::delete_basket(&mut tx, &guest.id).await?;
        }
        store::touch(
            &mut *tx,
            &destination.id,
            &destination.currency,
            destination.email.as_deref(),
            now,
        )
        .await?;
    }
    tx.commit().await?;
    let basket = store::owned_basket(&state.db.pool, &destination.id, customer_id, site_id)
        .await?
        .ok_or_else(no_basket)?;
    Ok(Json(view(&state, &context, &basket).await?))
}
