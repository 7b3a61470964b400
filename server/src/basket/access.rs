//! What the basket offers the checkout and orders: a shopper's basket as stored and as read
//! (another shopper's answers like an unknown one), its checkout, writing the checkout's
//! signature, and removing the basket once it became an order.

use super::model::{Basket, StoredBasket, StoredCheckout, StoredItem};
use super::store;
use super::views::{no_basket, view_of};
use crate::error::AppResult;
use crate::http::OrgSite;
use crate::identity::session::Shopper;
use crate::state::AppState;

/// A shopper's basket: as stored, its checkout, and as its client reads it.
pub struct ReadBasket {
    pub stored: StoredBasket,
    pub checkout: StoredCheckout,
    pub view: Basket,
}

pub async fn read(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    basket_id: &str,
) -> AppResult<ReadBasket> {
    let (stored, checkout, items) = owned_whole(state, context, shopper, basket_id).await?;
    // The checkout is read once: the view takes a copy of it.
    let view = view_of(state, context, &stored, &items, checkout.clone()).await?;
    Ok(ReadBasket {
        stored,
        checkout,
        view,
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

/// Stores the checkout's signature on the shopper's basket (its row taken first).
pub async fn save_signature(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    basket_id: &str,
    signature: serde_json::Value,
) -> AppResult<()> {
    let mut tx = state.db.begin_write().await?;
    if !store::lock_owned(&mut *tx, basket_id, shopper.customer_id(), &context.site.id).await? {
        return Err(no_basket());
    }
    let mut checkout = store::checkout(&mut *tx, basket_id).await?;
    checkout.signature = Some(signature);
    store::save_checkout(&mut *tx, basket_id, &checkout, state.clock.now_ms()).await?;
    tx.commit().await?;
    Ok(())
}

/// Removes the basket inside the order's transaction.
pub async fn remove(tx: &mut sqlx::Transaction<'_, sqlx::Any>, basket_id: &str) -> AppResult<()> {
    store::delete_basket(tx, basket_id).await
}
