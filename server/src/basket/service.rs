//! What the basket calls share, over the store: what the catalog says of a basket's products,
//! the basket as its client reads it, the owner check, adding lines, changing one, the
//! write-then-answer tail, and merging a guest's basket after sign-in.

use std::collections::HashMap;

use axum::Json;

use super::model::{
    self, add_lines, basket_view, largest_quantity, merged_quantities, Basket, CheckoutParts,
    ItemInput, LineProduct, LineWrite, StoredBasket, StoredCheckout, StoredItem, MAX_LINES,
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
async fn kept_products_of(
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

/// The shopper's basket with its checkout and its lines in order (one read), or 404.
pub(super) async fn owned_whole(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    basket_id: &str,
) -> AppResult<(StoredBasket, StoredCheckout, Vec<StoredItem>)> {
    store::owned_whole(
        &state.db.pool,
        basket_id,
        shopper.customer_id(),
        &context.site.id,
    )
    .await?
    .ok_or_else(no_basket)
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

/// Changes the shopper's basket's lines and answers the basket. What the catalog says of the
/// products named in `adding` is read before the writer is taken; inside the write transaction
/// the basket's row is taken (another change to it waits) with its checkout and its lines, and
/// `change` works out the lines after and the writes that make them so. The other lines'
/// products (as read within a second: `kept`) are read after the commit.
pub(super) async fn change_lines(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    basket_id: &str,
    adding: &[String],
    change: impl FnOnce(
        Vec<StoredItem>,
        &HashMap<String, LineProduct>,
    ) -> AppResult<(Vec<StoredItem>, Vec<LineWrite>)>,
) -> AppResult<Json<Basket>> {
    let mut products = products_of(state, context, adding.iter().cloned()).await?;
    let mut tx = state.db.begin_write().await?;
    let (basket, checkout, lines) = store::take_owned(
        &mut *tx,
        state.db.backend,
        basket_id,
        shopper.customer_id(),
        &context.site.id,
        state.clock.now_ms(),
    )
    .await?
    .ok_or_else(no_basket)?;
    let (lines, writes) = change(lines, &products)?;
    for write in &writes {
        store::write_line(&mut *tx, basket_id, write).await?;
    }
    tx.commit().await?;
    let others = lines
        .iter()
        .filter(|l| !products.contains_key(&l.product_id))
        .map(|l| l.product_id.clone());
    products.extend(kept_products_of(state, context, others).await?);
    let parts = checkout_parts(state, context, checkout).await?;
    Ok(Json(basket_view(
        &basket,
        &lines,
        |id| products.get(id),
        &parts,
    )))
}

/// Adds lines (a product already in the basket gets the quantity added).
pub(super) async fn add_items(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    basket_id: &str,
    inputs: &[ItemInput],
) -> AppResult<Json<Basket>> {
    let adding: Vec<String> = inputs.iter().map(|i| i.product_id.clone()).collect();
    change_lines(
        state,
        context,
        shopper,
        basket_id,
        &adding,
        |lines, products| add_lines(lines, inputs, products, new_line_id),
    )
    .await
}

/// A new line's id.
pub(super) fn new_line_id() -> String {
    uuid::Uuid::new_v4().to_string()
}

/// Sets a line's quantity; 0 removes the line.
pub(super) async fn change_line(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    basket_id: &str,
    item_id: &str,
    quantity: i64,
) -> AppResult<Json<Basket>> {
    // The line's product is found first (a line's product never changes) so that what the
    // catalog says of it is read before the writer is taken.
    let (_, _, lines) = owned_whole(state, context, shopper, basket_id).await?;
    let line = lines
        .into_iter()
        .find(|line| line.id == item_id)
        .ok_or_else(no_item)?;
    change_lines(
        state,
        context,
        shopper,
        basket_id,
        &[line.product_id],
        |lines, products| {
            // The line may have gone meanwhile (another tab): still there, or 404.
            let (lines, write) =
                model::change_line(lines, item_id, quantity, products)?.ok_or_else(no_item)?;
            Ok((lines, vec![write]))
        },
    )
    .await
}

/// Merges this session's guest baskets into the customer's (made when `create` and they have
/// none) in one transaction; answers the customer's basket as stored.
pub(super) async fn merge_guest_baskets(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    create: bool,
) -> AppResult<StoredBasket> {
    let customer_id = shopper.customer_id();
    let site_id = &context.site.id;
    let now = state.clock.now_ms();
    let mut tx = state.db.begin_write().await?;
    let destination = match store::customer_basket(&mut *tx, customer_id, site_id).await? {
        Some(basket) => basket,
        None if create => {
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
        let products = products_of(state, context, ids).await?;
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
                        id: new_line_id(),
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
    store::owned_basket(&state.db.pool, &destination.id, customer_id, site_id)
        .await?
        .ok_or_else(no_basket)
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

/// Changes the basket's checkout in one write (the basket's row taken first, so two tabs take
/// turns) and answers the basket.
pub async fn change_checkout(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    basket_id: &str,
    change: impl FnOnce(&mut StoredCheckout) -> AppResult<()>,
) -> AppResult<Json<Basket>> {
    let mut tx = state.db.begin_write().await?;
    if !store::lock_owned(&mut *tx, basket_id, shopper.customer_id(), &context.site.id).await? {
        return Err(no_basket());
    }
    let mut checkout = store::checkout(&mut *tx, basket_id).await?;
    change(&mut checkout)?;
    let now = state.clock.now_ms();
    store::save_checkout(&mut *tx, basket_id, &checkout, now).await?;
    let basket = store::owned_basket(&mut *tx, basket_id, shopper.customer_id(), &context.site.id)
        .await?
        .ok_or_else(no_basket)?;
    store::touch(
        &mut *tx,
        basket_id,
        &basket.currency,
        basket.email.as_deref(),
        now,
    )
    .await?;
    tx.commit().await?;
    Ok(Json(view(state, context, &basket).await?))
}
