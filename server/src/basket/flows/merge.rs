//! Merging a session's guest baskets into the customer's after sign-in, in one transaction.

use crate::basket::flows::lines::new_line_id;
use crate::basket::model::{
    largest_quantity, merged_quantities, StoredBasket, StoredItem, MAX_LINES,
};
use crate::basket::store;
use crate::basket::views::{no_basket, products_of};
use crate::error::{AppError, AppResult};
use crate::http::OrgSite;
use crate::identity::session::Shopper;
use crate::state::AppState;

/// Merges this session's guest baskets into the customer's (made when `create` and they have
/// none) in one transaction; answers the customer's basket as stored.
pub(in crate::basket) async fn merge_guest_baskets(
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
