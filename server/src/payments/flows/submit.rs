//! Submitting a payment, step by step: the payment this key recorded (a retry) or a new one
//! recorded pending under the key, then charged under its own guid and settled while it is
//! pending, then answered (a decline is a 402). Idempotent: a retry with the same key charges
//! the same reference, which the processor answers with the first outcome.

use axum::response::{IntoResponse, Response};
use axum::Json;
use servicing::Cents;

use crate::error::{AppError, AppResult};
use crate::http::OrgSite;
use crate::identity::session::Shopper;
use crate::lease::access::{own_lease, today};
use crate::lease::model::LeaseRecord;
use crate::payment_methods::authorization::email_authorization;
use crate::payments::flows::settle::settle;
use crate::payments::model::{
    parse_amount, review_amount, single_debit_authorization, BadAmount, PaymentResponse,
    PaymentType, SubmitPaymentRequest,
};
use crate::payments::store::{self, NewPayment, PaymentRow};
use crate::state::AppState;

pub(in crate::payments) fn bad_amount(error: BadAmount) -> AppError {
    AppError::bad_parameter("c_pretax_total_amount", error.message).with_reason(error.reason)
}

/// The single-debit authorization of a bank-account payment (None for a card), for today.
pub(in crate::payments) fn debit_authorization(
    state: &AppState,
    context: &OrgSite,
    lease_number: &str,
    method: &crate::payment_methods::model::PaymentMethodView,
    total: Cents,
) -> Option<String> {
    (method.kind == "bank").then(|| {
        single_debit_authorization(
            &context.organization.brand.name,
            &method.brand,
            &method.last4,
            total,
            today(state),
            lease_number,
            context.locale.starts_with("es"),
        )
    })
}

/// The payment's steps: the one this key recorded (a retry) or a new one recorded pending,
/// then charged and settled while it is pending, then answered (a decline is a 402).
pub(in crate::payments) async fn pay(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    key: &str,
    request: &SubmitPaymentRequest,
) -> AppResult<Response> {
    let record = own_lease(state, shopper, Some(&request.c_lease_guid)).await?;
    let payment = match store::by_key(&state.db.pool, shopper.customer_id(), key).await? {
        // A retry after a lost answer: the same payment, charged under the same reference.
        Some(payment) if payment.lease_seq == record.seq => payment,
        Some(_) => {
            return Err(AppError::Unprocessable(
                "This Idempotency-Key was used for a different request. Use a new key for a new request."
                    .to_owned(),
            )
            .with_reason("idempotency_key_reused"))
        }
        None => record_payment(state, context, shopper, key, request, &record).await?,
    };
    let payment = if payment.status == "pending" {
        charge(state, &record, &payment).await?
    } else {
        payment
    };
    if payment.status == "declined" {
        return Err(declined(payment.detail.as_deref()));
    }
    Ok(Json(PaymentResponse::ok(payment.into())).into_response())
}

/// Checks the request as the review did and records the payment, pending, under the key (with
/// the emailed copy of a bank payment's debit authorization).
async fn record_payment(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    key: &str,
    request: &SubmitPaymentRequest,
    record: &LeaseRecord,
) -> AppResult<PaymentRow> {
    let kind = PaymentType::parse(&request.c_payment_type).ok_or_else(|| {
        AppError::bad_parameter(
            "c_payment_type",
            "c_payment_type is next_payment, past_due, payoff or custom.",
        )
        .with_reason("invalid")
    })?;
    let pretax = parse_amount(&request.c_pretax_total_amount).map_err(bad_amount)?;
    let rules = crate::lease::operations::rules(&state.db.pool, &context.organization.id).await?;
    let amount =
        review_amount(&record.lease, today(state), &rules, kind, pretax).map_err(bad_amount)?;
    let (_, method) = crate::payment_methods::operations::charge_info(
        &state.db.pool,
        record.seq,
        &request.c_payment_method_guid,
    )
    .await?
    .ok_or_else(|| AppError::not_found("Payment method not found."))?;
    let authorization =
        debit_authorization(state, context, &record.lease_number, &method, amount.total);
    if authorization.is_some() && !request.authorization_accepted {
        return Err(AppError::bad_parameter(
            "authorization_accepted",
            "Read and accept the debit authorization to pay from a bank account.",
        )
        .with_reason("required"));
    }
    let guid = uuid::Uuid::new_v4().to_string();
    let now = state.clock.now_ms();
    let mut tx = state.db.begin_write().await?;
    let inserted = store::insert_pending(
        &mut *tx,
        &NewPayment {
            guid: &guid,
            lease_seq: record.seq,
            customer_id: shopper.customer_id(),
            idempotency_key: key,
            method_guid: &method.guid,
            method_label: &method.label,
            kind: kind.id(),
            pretax: amount.pretax.get(),
            tax: amount.tax.get(),
            total: amount.total.get(),
            authorization_text: authorization.as_deref(),
            source: "portal",
        },
        now,
    )
    .await?;
    if let (true, Some(text)) = (inserted, &authorization) {
        email_authorization(&mut tx, context, shopper, &record.lease_number, text, now).await?;
    }
    tx.commit().await?;
    store::by_key(&state.db.pool, shopper.customer_id(), key)
        .await?
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("a recorded payment is missing")))
}

/// Charges a pending payment under its guid (a retry charges the same reference) and settles
/// it as the gateway answered.
async fn charge(
    state: &AppState,
    record: &LeaseRecord,
    payment: &PaymentRow,
) -> AppResult<PaymentRow> {
    let token = crate::payment_methods::operations::charge_info(
        &state.db.pool,
        record.seq,
        &payment.method_guid,
    )
    .await?
    .map(|(token, _)| token)
    .ok_or_else(|| AppError::not_found("Payment method not found."))?;
    let outcome = state
        .gateway
        .charge(&token, Cents::new(payment.total), &payment.guid)
        .await
        .map_err(|_| AppError::Unavailable.with_reason("processor_unavailable"))?;
    settle(&state.db, state.clock.now_ms(), payment, &outcome).await
}

/// A declined payment's 402, with the reason the web app words.
fn declined(detail: Option<&str>) -> AppError {
    AppError::PaymentDeclined(
        "The payment was declined and nothing was charged. Try another payment method.".to_owned(),
    )
    .with_reason(crate::payment_gateway::decline_reason(
        detail.unwrap_or_default(),
    ))
}
