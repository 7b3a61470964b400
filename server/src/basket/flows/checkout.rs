//! Changing a basket's checkout parts in one write (what the checkout's calls do).

use axum::Json;

use crate::basket::model::{Basket, StoredCheckout};
use crate::basket::store;
use crate::basket::views::{no_basket, view};
use crate::error::AppResult;
use crate::http::OrgSite;
use crate::identity::session::Shopper;
use crate::state::AppState;

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
