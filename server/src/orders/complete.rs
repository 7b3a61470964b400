//! Step 3 of placing an order (`place.rs`), in one transaction: the order `created`, the lease
//! inserted with its initial payment applied, the card kept as the lease's payment method, the
//! payment settled with a receipt, the customer made a lease customer, the confirmation email
//! queued and the basket removed. A second completion of the same order does nothing.

use super::confirmation::confirmation_email;
use super::model::{initial_payment, PendingOrder};
use super::store::{self, OrderRow};
use crate::basket::access;
use crate::checkout::model::storefront_store;
use crate::error::{AppError, AppResult};
use crate::outbox::model::Channel;
use crate::state::AppState;

/// Step 3: the order created with its lease, payment method, settled initial payment and email,
/// and the basket removed, in one transaction.
pub(super) async fn complete(
    state: &AppState,
    row: &OrderRow,
    pending: &PendingOrder,
    authorization: &str,
) -> AppResult<()> {
    let now = state.clock.now_ms();
    let rules = crate::lease::store::rules(&state.db.pool, &row.organization_id).await?;
    let amount = initial_payment(&pending.lease);
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
        // Completed or released by another request first.
        return Ok(());
    }
    crate::lease::store::insert_lease(
        &mut *tx,
        &crate::lease::store::NewLease {
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
    let seq = store::lease_seq(&mut *tx, &lease_guid).await?;
    let tender = &pending.tender;
    let method_guid = uuid::Uuid::new_v4().to_string();
    let key = format!("checkout {}", row.order_no);
    crate::payment_methods::store::insert_method(
        &mut *tx,
        &crate::payment_methods::store::NewMethod {
            guid: &method_guid,
            lease_seq: seq,
            kind: "card",
            brand: &tender.brand,
            last4: &tender.last4,
            exp: Some((
                u32::from(tender.expiration_month),
                u32::from(tender.expiration_year),
            )),
            holder_name: &tender.holder,
            gateway_token: &tender.token,
            authorization_text: None,
            idempotency_key: &key,
        },
        now,
    )
    .await?;
    crate::payment_methods::store::set_default(&mut tx, seq, &method_guid).await?;
    let label = crate::payment_methods::model::label("card", &tender.brand, &tender.last4);
    crate::payments::store::insert_pending(
        &mut *tx,
        &crate::payments::store::NewPayment {
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
        now,
    )
    .await?;
    let receipt = crate::payments::settle::receipt_number(&row.id);
    crate::payments::store::finish(
        &mut *tx,
        &row.id,
        "settled",
        Some(authorization),
        Some(&receipt),
        now,
    )
    .await?;
    let customer =
        crate::identity::store::customer_by_id(&mut *tx, &row.organization_id, &row.customer_id)
            .await?;
    let brand = state
        .sites
        .the_organization()
        .map(|o| o.brand.name.clone())
        .unwrap_or_default();
    if let Some(email) = customer.map(|c| c.email).or_else(|| pending.email.clone()) {
        crate::outbox::store::enqueue(
            &mut *tx,
            Channel::Email,
            &email,
            &format!("Your order {} / Tu pedido {}", row.order_no, row.order_no),
            &confirmation_email(row, pending, &receipt, &label, &brand),
            now,
        )
        .await?;
    }
    crate::identity::store::make_lease_customer(&mut *tx, &row.customer_id).await?;
    access::remove(&mut tx, &row.basket_id).await?;
    tx.commit().await?;
    Ok(())
}
