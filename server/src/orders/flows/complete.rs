//! Step 3 of placing an order (`place.rs`), in one transaction, or its hold released when the
//! charge was declined. Completing: the order `created`, the lease
//! inserted with its initial payment applied, the card kept as the lease's payment method, the
//! payment settled with a receipt, the customer made a lease customer, the confirmation email
//! queued and the basket removed. A second completion of the same order does nothing.

use crate::basket::access;
use crate::checkout::model::storefront_store;
use crate::error::{AppError, AppResult};
use crate::orders::confirmation::confirmation_email;
use crate::orders::model::PendingOrder;
use crate::orders::store::{self, OrderRow};
use crate::outbox::model::Channel;
use crate::payment_gateway::ChargeOutcome;
use crate::state::AppState;
use servicing::AmountDue;

/// Step 3: the order created with its lease, payment method, settled initial payment and email,
/// and the basket removed, in one transaction; answers the order as it now is.
async fn complete(
    state: &AppState,
    row: &OrderRow,
    pending: &PendingOrder,
    amount: &AmountDue,
    authorization: &str,
) -> AppResult<Option<OrderRow>> {
    let now = state.clock.now_ms();
    let rules = crate::lease::operations::rules(&state.db.pool, &row.organization_id).await?;
    let mut lease = pending.lease.clone();
    lease
        .apply_payment(lease.signed_on, amount.total)
        .map_err(|error| AppError::Internal(anyhow::anyhow!("initial payment: {error}")))?;
    let lease_guid = uuid::Uuid::new_v4().to_string();
    let mut order = pending.order.clone();
    order["c_lease"]["leaseGuid"] = serde_json::Value::String(lease_guid.clone());
    order["c_lease"]["status"] = crate::lease::model::status_name(lease.status)
        .to_owned()
        .into();

    let mut tx = state.db.begin_write().await?;
    let order_json = serde_json::to_string(&order).map_err(anyhow::Error::from)?;
    if !store::complete(
        &mut *tx,
        &row.id,
        &order_json,
        &lease_guid,
        &pending.lease_number,
        now,
    )
    .await?
    {
        // Completed or released by another request first: answered as that one left it.
        tx.rollback().await?;
        return store::by_basket(&state.db.pool, &row.basket_id, &row.customer_id).await;
    }
    let seq = crate::lease::operations::open(
        &mut tx,
        &crate::lease::operations::NewLease {
            guid: &lease_guid,
            organization_id: &row.organization_id,
            customer_id: &row.customer_id,
            lease_number: &pending.lease_number,
            store: &storefront_store(),
            zip_code: &pending.zip_code,
            lease: &lease,
            rules: &rules,
        },
        now,
    )
    .await?;
    let tender = &pending.tender;
    let key = format!("checkout {}", row.order_no);
    let (method_guid, label) = crate::payment_methods::operations::keep_card(
        &mut tx,
        seq,
        &crate::payment_methods::operations::KeptCard {
            brand: &tender.brand,
            last4: &tender.last4,
            expiration_month: u32::from(tender.expiration_month),
            expiration_year: u32::from(tender.expiration_year),
            holder: &tender.holder,
            token: &tender.token,
        },
        &key,
        now,
    )
    .await?;
    let receipt = crate::payments::operations::record_settled(
        &mut tx,
        &crate::payments::operations::NewPayment {
            guid: &row.id,
            lease_seq: seq,
            customer_id: &row.customer_id,
            idempotency_key: &key,
            method_guid: &method_guid,
            method_label: &label,
            kind: "initial",
            pretax: amount.pretax.get(),
            tax: amount.tax.get(),
            total: amount.total.get(),
            authorization_text: None,
            source: "checkout",
        },
        authorization,
        now,
    )
    .await?;
    let customer = crate::identity::operations::customer_by_id(
        &mut *tx,
        &row.organization_id,
        &row.customer_id,
    )
    .await?;
    let brand = state
        .sites
        .the_organization()
        .map(|o| o.brand.name.clone())
        .unwrap_or_default();
    if let Some(email) = customer.map(|c| c.email).or_else(|| pending.email.clone()) {
        crate::outbox::operations::send(
            &mut *tx,
            Channel::Email,
            &email,
            &format!("Your order {} / Tu pedido {}", row.order_no, row.order_no),
            &confirmation_email(row, pending, &receipt, &label, &brand),
            now,
        )
        .await?;
    }
    crate::identity::operations::make_lease_customer(&mut *tx, &row.customer_id).await?;
    access::remove(&mut tx, &row.basket_id).await?;
    tx.commit().await?;
    Ok(Some(OrderRow {
        status: "created".to_owned(),
        order_json,
        lease_guid: Some(lease_guid),
        ..row.clone()
    }))
}

/// Applies the gateway's outcome to a pending order whose initial payment is `amount`:
/// completes it (answered as created), or gives its hold back — no order, the stock and the
/// approval as they were (None).
pub(in crate::orders) async fn settle(
    state: &AppState,
    row: &OrderRow,
    pending: &PendingOrder,
    amount: &AmountDue,
    outcome: &ChargeOutcome,
) -> AppResult<Option<OrderRow>> {
    let ChargeOutcome::Approved { authorization } = outcome else {
        let now = state.clock.now_ms();
        let mut tx = state.db.begin_write().await?;
        if !store::release(&mut *tx, &row.id).await? {
            return Ok(None);
        }
        for (product_id, quantity) in &pending.reserved {
            crate::catalog::operations::release_stock(&mut tx, product_id, *quantity, now).await?;
        }
        crate::preapproval::approval::give_back(&mut *tx, &pending.approval_id).await?;
        tx.commit().await?;
        return Ok(None);
    };
    complete(state, row, pending, amount, authorization).await
}
