//! What the basket calls share, over the store: what the catalog says of a basket's products,
//! the basket as its client reads it, the owner check, and saving its details. The writes of
//! several steps are in `flows/`.

use std::collections::HashMap;

use axum::Json;

use super::model::{
    basket_view, Basket, CheckoutParts, LineProduct, StoredBasket, StoredCheckout, StoredItem,
};
use super::shipping::shipping_method;
use super::store;
use crate::catalog::model::{effective_price, Kind};
use crate::error::{AppError, AppResult};
use crate::http::OrgSite;
use crate::identity::session::Shopper;
use crate::state::AppState;

pub fn no_basket() -> AppError {
    AppError::not_found("No basket with that id.")
}

pub(super) fn no_item() -> AppError {
    AppError::not_found("No line with that id in the basket.")
}

/// What the catalog says of the products of these lines and inputs, by id.
pub(super) async fn products_of(
    state: &AppState,
    context: &OrgSite,
    ids: impl IntoIterator<Item = String>,
) -> AppResult<HashMap<String, LineProduct>> {
    let mut ids: Vec<String> = ids.into_iter().collect();
    ids.sort();
    ids.dedup();
    line_products(
        &state.db.pool,
        &context.organization.id,
        &ids,
        &context.locale,
        &context.site.l10n.default_locale,
    )
    .await
}

/// What the catalog says of these products, by id, as read within the last `kept::FRESH_MS`
/// (the other lines of a change's answer); the products read now are kept.
pub(super) async fn kept_products_of(
    state: &AppState,
    context: &OrgSite,
    ids: impl IntoIterator<Item = String>,
) -> AppResult<HashMap<String, LineProduct>> {
    // A repeated id is looked up twice and read once (`products_of` reads each once).
    let ids: Vec<String> = ids.into_iter().collect();
    let organization = &context.organization.id;
    // A name is in the locale, else the site's default: both say which name was read.
    let language = format!(
        "{}\u{0}{}",
        context.locale, context.site.l10n.default_locale
    );
    let now = state.clock.now_ms();
    let (kept, missing) = state
        .line_products
        .fresh(organization, &language, &ids, now);
    let read = products_of(state, context, missing.iter().cloned()).await?;
    state
        .line_products
        .keep(organization, &language, &missing, &read, now);
    Ok(kept
        .into_iter()
        .filter_map(|(id, product)| Some((id, product?)))
        .chain(read)
        .collect())
}

/// The basket as the shopper's client reads it.
pub(super) async fn view(
    state: &AppState,
    context: &OrgSite,
    basket: &StoredBasket,
) -> AppResult<Basket> {
    let items = store::items(&state.db.pool, &basket.id).await?;
    let checkout = store::checkout(&state.db.pool, &basket.id).await?;
    view_of(state, context, basket, &items, checkout).await
}

/// The basket as the shopper's client reads it, from its lines and checkout already read.
pub(super) async fn view_of(
    state: &AppState,
    context: &OrgSite,
    basket: &StoredBasket,
    items: &[StoredItem],
    checkout: StoredCheckout,
) -> AppResult<Basket> {
    view_knowing(state, context, basket, items, checkout, HashMap::new()).await
}

/// `view_of` when what the catalog says of some of the lines' products was read already: only
/// the others are read.
pub(super) async fn view_knowing(
    state: &AppState,
    context: &OrgSite,
    basket: &StoredBasket,
    items: &[StoredItem],
    checkout: StoredCheckout,
    mut products: HashMap<String, LineProduct>,
) -> AppResult<Basket> {
    let missing: Vec<String> = items
        .iter()
        .filter(|i| !products.contains_key(&i.product_id))
        .map(|i| i.product_id.clone())
        .collect();
    if !missing.is_empty() {
        products.extend(products_of(state, context, missing).await?);
    }
    let parts = checkout_parts(state, context, checkout).await?;
    Ok(basket_view(basket, items, |id| products.get(id), &parts))
}

/// The checkout as the basket's view shows it: the method in the shopper's language and the
/// shipping state's sales-tax rate (by the organization's servicing rules; none for a state
/// they do not know).
pub(super) async fn checkout_parts(
    state: &AppState,
    context: &OrgSite,
    checkout: StoredCheckout,
) -> AppResult<CheckoutParts> {
    let spanish = context.locale.starts_with("es");
    let rules = state
        .quoting_rules
        .rules(&state.db, &context.organization.id, state.clock.now_ms())
        .await?;
    let tax_rate = checkout.shipping_address.as_ref().map(|address| {
        rules
            .rules
            .state(&address.state_code)
            .map_or(servicing::Rate::ZERO, |s| s.tax_rate)
    });
    // The site's preferences name the states it does not lease in (read once there is an address).
    let excluded_state = match &checkout.shipping_address {
        Some(address) => crate::preapproval::approval::approval_rules(state, &context.site.id)
            .await?
            .excluded_states
            .iter()
            .any(|s| s.eq_ignore_ascii_case(&address.state_code)),
        None => false,
    };
    Ok(CheckoutParts {
        shipping_method: checkout
            .shipping_method_id
            .as_deref()
            .and_then(|id| shipping_method(id, spanish)),
        shipping_address: checkout.shipping_address,
        tax_rate,
        tender: checkout.tender,
        rules,
        excluded_state,
    })
}

/// The shopper's basket as stored (its row alone), or 404.
pub async fn owned(
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

/// Stores the basket's currency and email and answers the basket as its client reads it.
pub(super) async fn save_details(
    state: &AppState,
    context: &OrgSite,
    basket: StoredBasket,
    currency: String,
    email: Option<String>,
) -> AppResult<Json<Basket>> {
    let now = state.clock.now_ms();
    store::touch(&state.db.pool, &basket.id, &currency, email.as_deref(), now).await?;
    let basket = StoredBasket {
        currency,
        email,
        updated_at_ms: now,
        ..basket
    };
    Ok(Json(view(state, context, &basket).await?))
}

/// What the catalog says now of these products (online ones only), with their names in
/// `locale`: a variant is named by its master.
async fn line_products(
    pool: &sqlx::AnyPool,
    organization_id: &str,
    ids: &[String],
    locale: &str,
    fallback: &str,
) -> AppResult<std::collections::HashMap<String, LineProduct>> {
    let records =
        crate::catalog::operations::line_records(pool, organization_id, ids, (locale, fallback))
            .await?;
    Ok(records
        .into_iter()
        .map(|record| {
            let product = LineProduct {
                name: record.name,
                price_cents: effective_price(record.list_price_cents, record.sale_price_cents),
                stock_level: record.stock_level,
                min_order_quantity: record.min_order_quantity,
                step_quantity: record.step_quantity,
                buyable: matches!(record.kind, Kind::Variant | Kind::Item | Kind::Bundle),
                leasable: record.leasable,
            };
            (record.id, product)
        })
        .collect())
}
