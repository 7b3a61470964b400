//! Step 1 of placing an order, in one transaction: the basket checked ready, the order recorded
//! `pending` under the basket's id (unique: a double-click or a retry finds it) with what it
//! holds, its stock taken (one conditional `UPDATE` a line: shoppers racing for the last units
//! get exactly the units there are) and the approval marked used.

use crate::basket::model::ProductItem;
use crate::catalog::model::short_stock_message;
use crate::checkout::model::SignatureView;
use crate::checkout::prepare::prepare;
use crate::clock::rfc3339;
use crate::error::{AppError, AppResult};
use crate::http::OrgSite;
use crate::identity::session::Shopper;
use crate::orders::model::{order_lease, order_number, Order, PendingOrder};
use crate::orders::store::{self, OrderRow};
use crate::state::AppState;

fn not_ready(reason: &'static str, message: impl Into<String>) -> AppError {
    AppError::Conflict(message.into()).with_reason(reason)
}

/// Checks the basket is ready and records the order pending with what it holds; None when
/// another submit of the basket recorded its order first.
pub(super) async fn hold(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    basket_id: &str,
) -> AppResult<Option<OrderRow>> {
    let prepared = prepare(state, context, shopper, basket_id).await?;
    if let Some(reason) = prepared.reasons.first() {
        return Err(AppError::Conflict(reason.message.clone()).with_reason("not_eligible"));
    }
    let basket = &prepared.basket;
    let view = &basket.view;
    if view.product_items.iter().any(|line| !line.available) {
        return Err(not_ready(
            "stale_items",
            "Some items are no longer available online and will be removed from your cart.",
        ));
    }
    let shipment = view.shipments.first();
    let Some(address) = shipment.and_then(|s| s.shipping_address.as_ref()) else {
        return Err(not_ready(
            "shipping_address_required",
            "Add the shipping address.",
        ));
    };
    if shipment.and_then(|s| s.shipping_method.as_ref()).is_none() {
        return Err(not_ready(
            "shipping_method_required",
            "Choose how to ship your order.",
        ));
    }
    let Some(tender) = basket.checkout.tender.clone() else {
        return Err(not_ready(
            "payment_required",
            "Add the card for the initial payment.",
        ));
    };
    let (Some(lease), Some(approval)) = (prepared.lease.clone(), prepared.approval.clone()) else {
        return Err(not_ready(
            "not_eligible",
            "Apply for a lease to pay with one.",
        ));
    };
    let Some(signature) = prepared.signature.clone() else {
        return Err(not_ready(
            "signature_required",
            "Sign the lease agreement to place your order.",
        ));
    };
    let now = state.clock.now_ms();
    let id = uuid::Uuid::new_v4().to_string();
    let mut tx = state.db.begin_write().await?;
    let order_no =
        order_number(store::reserve_order_number(&mut *tx, &context.organization.id).await?);
    let order = Order {
        order_no: order_no.clone(),
        status: "created".to_owned(),
        currency: view.currency.clone(),
        customer_info: view.customer_info.clone(),
        // The order states its lease's figures (`lease`); a line's own quote was what leasing
        // that line alone would cost, which the order's lease replaces.
        product_items: view
            .product_items
            .iter()
            .map(|line| ProductItem {
                lease_quote: None,
                ..line.clone()
            })
            .collect(),
        product_sub_total: view.product_sub_total,
        product_total: view.product_total,
        shipping_total: view
            .shipping_total
            .unwrap_or(crate::catalog::model::Price(0)),
        tax_total: view.tax_total.unwrap_or(crate::catalog::model::Price(0)),
        order_total: view.order_total,
        shipments: view.shipments.clone(),
        payment_instruments: view.payment_instruments.clone(),
        creation_date: rfc3339(now).unwrap_or_default(),
        lease: order_lease(&lease, &approval.lease_number),
        signature: SignatureView {
            full_name: signature.full_name.clone(),
            signed_at: rfc3339(signature.signed_at_ms).unwrap_or_default(),
        },
    };
    let reserved: Vec<(String, i64)> = view
        .product_items
        .iter()
        .map(|line| (line.product_id.clone(), line.quantity))
        .collect();
    let pending = PendingOrder {
        order: serde_json::to_value(&order).map_err(anyhow::Error::from)?,
        lease,
        lease_number: approval.lease_number.clone(),
        tender,
        approval_id: approval.application_id.clone(),
        zip_code: address.postal_code.clone(),
        email: view.customer_info.email.clone(),
        signature,
        reserved,
    };
    let row = OrderRow {
        id,
        order_no,
        organization_id: context.organization.id.clone(),
        site_id: context.site.id.clone(),
        customer_id: shopper.customer_id().to_owned(),
        basket_id: basket_id.to_owned(),
        status: "pending".to_owned(),
        order_json: serde_json::to_string(&pending).map_err(anyhow::Error::from)?,
        lease_guid: None,
    };
    if !store::insert_pending(&mut *tx, &row, now).await? {
        // Another submit of this basket came first.
        tx.rollback().await?;
        return Ok(None);
    }
    for line in &view.product_items {
        let reserved = crate::catalog::operations::reserve_stock(
            &mut tx,
            &line.product_id,
            line.quantity,
            now,
        )
        .await?;
        if let crate::catalog::operations::Reservation::Short { left } = reserved {
            tx.rollback().await?;
            return Err(
                AppError::Conflict(short_stock_message(left, &line.product_name))
                    .with_reason("out_of_stock"),
            );
        }
    }
    if !crate::preapproval::approval::use_for_order(&mut *tx, &approval.application_id).await? {
        tx.rollback().await?;
        return Err(not_ready(
            "approval_used",
            "Your approval was used for another order. Apply again to pay with a lease.",
        ));
    }
    tx.commit().await?;
    Ok(Some(row))
}
