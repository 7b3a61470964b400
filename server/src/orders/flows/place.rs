//! Placing an order paid by a lease, in three steps that survive a crash between any two:
//!
//! 1. **Hold** (one transaction, `hold.rs`): the order is recorded `pending` under the basket's
//!    id (unique: a double-click or a retry finds it), its stock taken (one conditional `UPDATE`
//!    a line: shoppers racing for the last units get exactly the units there are) and the
//!    approval marked used.
//! 2. **Charge**: the initial payment is charged to the card under the order's id as the
//!    gateway reference (a retry charges the same reference: never twice).
//! 3. **Complete** (one transaction, `complete.rs`): the order `created`, the lease inserted
//!    with its initial payment applied, the card kept as the lease's payment method, the payment
//!    settled with a receipt, the confirmation email queued and the basket removed. A declined
//!    payment instead releases the hold: no order, the stock and the approval back.
//!
//! An order left pending (the server died after step 1 or 2) is finished by the next submit of
//! the same basket, or from the gateway's record by `reconcile.rs`.

use super::complete::settle;
use super::hold::hold;
use crate::error::{AppError, AppResult};
use crate::http::OrgSite;
use crate::identity::session::Shopper;
use crate::orders::answers::answer;
use crate::orders::model::{initial_payment, pending_order};
use crate::orders::store;
use crate::payment_gateway::decline::decline_reason;
use crate::payment_gateway::ChargeOutcome;
use crate::state::AppState;

/// Places the shopper's basket as an order paid by a lease; answers the order.
pub async fn place(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    basket_id: &str,
) -> AppResult<serde_json::Value> {
    if !shopper.is_registered() {
        return Err(AppError::Forbidden(
            "Sign in to pay with a lease: a lease belongs to a customer.".to_owned(),
        )
        .with_reason("sign_in_required"));
    }
    // The basket's order, or a new one held. A submit of the same basket running at once may
    // make the order meanwhile (and use the approval, take the stock, remove the basket): when
    // holding fails, the basket's order is looked for once more, and that one is this order.
    let mut refused = None;
    let row = loop {
        if let Some(row) =
            store::by_basket(&state.db.pool, basket_id, shopper.customer_id()).await?
        {
            break row;
        }
        if let Some(error) = refused {
            return Err(error);
        }
        refused = Some(match hold(state, context, shopper, basket_id).await {
            Ok(Some(row)) => break row,
            // Another submit of this basket recorded its order first: that one is this order.
            Ok(None) => AppError::Conflict("The order changed meanwhile: try again.".to_owned()),
            Err(error) => error,
        });
    };
    // An order still pending (new, or left so by a crash or a lost answer): its initial payment
    // charged to the card under the order's id (a retry charges the same reference: never
    // twice), then the order completed, or its hold released after a decline (a 402). A created
    // order is answered as it is.
    let row = if row.status == "pending" {
        let pending = pending_order(&row.order_json)?;
        let amount = initial_payment(&pending.lease);
        let outcome = state
            .gateway
            .charge(&pending.tender.token, amount.total, &row.id)
            .await
            .map_err(|_| AppError::Unavailable.with_reason("processor_unavailable"))?;
        let created = settle(state, &row, &pending, &amount, &outcome).await?;
        if let ChargeOutcome::Declined { reason } = &outcome {
            return Err(AppError::PaymentDeclined(
                "The initial payment was declined and nothing was charged. Try another card."
                    .to_owned(),
            )
            .with_reason(decline_reason(reason)));
        }
        created.ok_or_else(|| AppError::Internal(anyhow::anyhow!("a created order is missing")))?
    } else {
        row
    };
    answer(state, &row).await
}
