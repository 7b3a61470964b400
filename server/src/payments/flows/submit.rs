//! Submitting a payment, in the order its steps run: the customer's lease and the payment this
//! key recorded (a retry), the method to charge, then for a new payment its review and its
//! record, pending, under the key (with the emailed copy of a bank payment's debit
//! authorization); then a pending payment charged under its own guid and settled; then the
//! answer (a decline is a 402). Idempotent: a retry with the same key charges the same
//! reference, which the processor answers with the first outcome.

use axum::response::{IntoResponse, Response};
use axum::Json;
use servicing::Cents;

use crate::error::{AppError, AppResult};
use crate::http::OrgSite;
use crate::identity::session::Shopper;
use crate::lease::access::own_lease;
use crate::lease::model::{date_of_ms, payment_terms};
use crate::payment_gateway::decline::decline_reason;
use crate::payment_methods::authorization::email_authorization;
use crate::payments::flows::settle::settle;
use crate::payments::model::{PaymentResponse, SubmitPaymentRequest};
use crate::payments::review::{MethodAsked, PaymentAsked};
use crate::payments::store::{self, NewPayment};
use crate::state::AppState;

/// The payment's steps, each once: read, review and record a new payment, charge and settle a
/// pending one, answer.
pub(in crate::payments) async fn pay(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    key: &str,
    request: &SubmitPaymentRequest,
) -> AppResult<Response> {
    let now = state.clock.now_ms();
    let today = date_of_ms(now);
    let pool = &state.db.pool;
    let spanish = context.locale.starts_with("es");

    // Read: the lease, and the payment a first submit with this key recorded.
    let record = own_lease(state, shopper, Some(&request.c_lease_guid)).await?;
    let earlier = store::by_key(pool, shopper.customer_id(), key).await?;
    if earlier.as_ref().is_some_and(|p| p.lease_seq != record.seq) {
        return Err(AppError::Unprocessable(
            "This Idempotency-Key was used for a different request. Use a new key for a new request."
                .to_owned(),
        )
        .with_reason("idempotency_key_reused"));
    }
    // The method to charge: the one a retry recorded, else the one asked for. A payment that
    // already has its outcome charges nothing, so it needs none.
    let method_guid = earlier
        .as_ref()
        .map_or(request.c_payment_method_guid.as_str(), |p| {
            p.method_guid.as_str()
        });
    let method = match &earlier {
        Some(payment) if payment.status != "pending" => None,
        _ => crate::payment_methods::operations::charge_info(pool, record.seq, method_guid).await?,
    };

    // A new payment: reviewed as the review showed it, and recorded pending under the key.
    let payment = match earlier {
        Some(payment) => payment,
        None => {
            let rules = crate::lease::operations::rules(pool, &context.organization.id).await?;
            let reviewed = PaymentAsked {
                kind: &request.c_payment_type,
                pretax: &request.c_pretax_total_amount,
                method: method
                    .as_ref()
                    .map_or(MethodAsked::Unknown, |(_, m)| MethodAsked::Known(m)),
                lease: &record.lease,
                lease_number: &record.lease_number,
                brand: &context.organization.brand.name,
                spanish,
                authorization_accepted: Some(request.authorization_accepted),
            }
            .review(today, &rules)?;
            let guid = uuid::Uuid::new_v4().to_string();
            let mut tx = state.db.begin_write().await?;
            let new = NewPayment {
                guid: &guid,
                lease_seq: record.seq,
                customer_id: shopper.customer_id(),
                idempotency_key: key,
                method_guid: &reviewed.method.guid,
                method_label: &reviewed.method.label,
                kind: reviewed.kind.id(),
                pretax: reviewed.amount.pretax.get(),
                tax: reviewed.amount.tax.get(),
                total: reviewed.amount.total.get(),
                authorization_text: reviewed.authorization.as_deref(),
                source: "portal",
            };
            // A bank payment's debit authorization is emailed with the record, in its
            // transaction: when the key's payment was recorded first, neither is kept.
            if let Some(text) = &reviewed.authorization {
                // The copy states with the amount the payments left and the total cost to own.
                let (terms_en, terms_es) = payment_terms(&record.lease, today);
                let terms = if spanish { terms_es } else { terms_en };
                let copy = format!("{text}\n\n{terms}");
                email_authorization(&mut tx, context, shopper, &record.lease_number, &copy, now)
                    .await?;
            }
            match store::insert_pending(&mut *tx, &new, now).await? {
                Some(payment) => {
                    tx.commit().await?;
                    payment
                }
                // A submit with the same key ran at once and recorded it first: that one is
                // this payment.
                None => {
                    tx.rollback().await?;
                    store::by_key(pool, shopper.customer_id(), key)
                        .await?
                        .ok_or_else(|| {
                            AppError::Internal(anyhow::anyhow!("a recorded payment is missing"))
                        })?
                }
            }
        }
    };

    // A pending payment (new, or left so by a lost answer): charged under its guid, so a retry
    // charges the same reference, and settled as the gateway answered.
    let payment = if payment.status == "pending" {
        let Some((token, _)) = method else {
            return Err(AppError::not_found("Payment method not found."));
        };
        let outcome = state
            .gateway
            .charge(&token, Cents::new(payment.total), &payment.guid)
            .await
            .map_err(|_| AppError::Unavailable.with_reason("processor_unavailable"))?;
        settle(&state.db, state.clock.now_ms(), today, &payment, &outcome).await?
    } else {
        payment
    };

    // The answer: the receipt, or a 402 with the reason the web app words.
    if payment.status == "declined" {
        return Err(AppError::PaymentDeclined(
            "The payment was declined and nothing was charged. Try another payment method."
                .to_owned(),
        )
        .with_reason(decline_reason(
            payment.detail.as_deref().unwrap_or_default(),
        )));
    }
    Ok(Json(PaymentResponse::ok(payment.into())).into_response())
}
