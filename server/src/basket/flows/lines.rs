//! Changing a basket's lines in one write: what the catalog says of the products a change adds
//! is read first, then the basket's row taken, the lines worked out and written, and the basket
//! answered with the other lines' products as read within a second.

use std::collections::HashMap;

use axum::Json;

use crate::basket::access::owned_whole;
use crate::basket::model::{
    self, add_lines, basket_view, Basket, ItemInput, LineProduct, LineWrite, StoredItem,
};
use crate::basket::store;
use crate::basket::views::{checkout_parts, kept_products_of, no_basket, no_item, products_of};
use crate::error::AppResult;
use crate::http::OrgSite;
use crate::identity::session::Shopper;
use crate::state::AppState;

/// Changes the shopper's basket's lines and answers the basket. What the catalog says of the
/// products named in `adding` is read before the writer is taken; inside the write transaction
/// the basket's row is taken (another change to it waits) with its checkout and its lines, and
/// `change` works out the lines after and the writes that make them so. The other lines'
/// products (as read within a second: `kept`) are read after the commit.
pub(in crate::basket) async fn change_lines(
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
pub(in crate::basket) async fn add_items(
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
pub(in crate::basket) fn new_line_id() -> String {
    uuid::Uuid::new_v4().to_string()
}

/// Sets a line's quantity; 0 removes the line.
pub(in crate::basket) async fn change_line(
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
