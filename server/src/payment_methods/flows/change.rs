//! Changing a lease's payment methods, one write each: the methods' change, the lease's own
//! autopay flag following its default method, and (adding a bank account) the emailed debit
//! authorization commit together; each answers the lease's methods as they now are. The lease's
//! row is held for the change (`store::begin_change`), so two changes take turns.

use axum::response::{IntoResponse, Response};
use axum::Json;
use time::Date;

use crate::error::{AppError, AppResult};
use crate::http::OrgSite;
use crate::identity::session::Shopper;
use crate::lease::access::{own_lease, today};
use crate::lease::model::LeaseRecord;
use crate::payment_gateway::{GatewayError, Instrument};
use crate::payment_methods::authorization::{bank_authorization, email_authorization};
use crate::payment_methods::model::{
    check_bank, check_card, AddPaymentMethodRequest, AutopayRequest, CheckedBank, CheckedCard,
    Invalid, PaymentMethodRequest, PaymentMethods, PaymentMethodsResponse,
};
use crate::payment_methods::store::{self, NewMethod};
use crate::state::AppState;

/// Methods can be changed on a lease still being paid.
fn ensure_open(record: &LeaseRecord) -> AppResult<()> {
    if record.lease.status.is_servicing() {
        Ok(())
    } else {
        Err(AppError::Conflict(
            "Payment methods can't be changed on a lease that is closed.".to_owned(),
        )
        .with_reason("lease_closed"))
    }
}

fn invalid(error: Invalid) -> AppError {
    AppError::bad_parameter(error.field, error.message).with_reason(error.reason)
}

/// Commits a change of the lease's methods and answers the list. The lease's own autopay flag
/// follows its default method's first (the nightly run reads it from the lease: it names the
/// due dates autopay charges), in the same transaction.
async fn commit_change(
    state: &AppState,
    mut tx: sqlx::Transaction<'static, sqlx::Any>,
    record: &LeaseRecord,
) -> AppResult<Response> {
    let on = store::has_autopay(&mut *tx, record.seq).await?;
    crate::lease::operations::set_autopay(
        &mut tx,
        record.seq,
        on,
        today(state),
        state.clock.now_ms(),
    )
    .await?;
    tx.commit().await?;
    Ok(Json(answer(state, record.seq).await?).into_response())
}

pub(in crate::payment_methods) async fn answer(
    state: &AppState,
    lease_seq: i64,
) -> AppResult<PaymentMethodsResponse> {
    let methods = store::methods_of_lease(&state.db.pool, lease_seq).await?;
    Ok(PaymentMethodsResponse::ok(PaymentMethods {
        autopay: methods.iter().any(|m| m.autopay),
        payment_methods: methods,
    }))
}

/// Adds a checked, tokenized card or bank account to the lease under the submit's key (a
/// retry after the commit finds it added); the first method is the default, and a bank
/// account's debit authorization is emailed, in the same transaction.
pub(in crate::payment_methods) async fn add(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    request: AddPaymentMethodRequest,
    key: String,
) -> AppResult<Response> {
    let record = own_lease(state, shopper, Some(&request.c_lease_guid)).await?;
    // A retry that took over the claim of a submit cut off after its commit: already added.
    if store::added_by_key(&state.db.pool, record.seq, &key).await? {
        return Ok(Json(answer(state, record.seq).await?).into_response());
    }
    ensure_open(&record)?;
    let checked = check_method(&request, today(state))?;
    let token = tokenize(state, &checked).await?;
    let kept = Kept::of(&checked, context);
    let guid = uuid::Uuid::new_v4().to_string();
    let now = state.clock.now_ms();
    let mut tx = store::begin_change(&state.db, record.seq).await?;
    store::insert_method(
        &mut *tx,
        &NewMethod {
            guid: &guid,
            lease_seq: record.seq,
            kind: &request.kind,
            brand: &kept.brand,
            last4: &kept.last4,
            exp: kept.exp,
            holder_name: &kept.holder,
            gateway_token: &token,
            authorization_text: kept.authorization.as_deref(),
            idempotency_key: &key,
        },
        now,
    )
    .await?;
    if request.make_default || !store::has_default(&mut *tx, record.seq).await? {
        store::set_default(&mut tx, record.seq, &guid).await?;
    }
    if let Some(text) = &kept.authorization {
        email_authorization(&mut tx, context, shopper, &record.lease_number, text, now).await?;
    }
    commit_change(state, tx, &record).await
}

/// Removes a method; removing the default makes the newest other method the default, with
/// autopay off.
pub(in crate::payment_methods) async fn remove(
    state: &AppState,
    shopper: &Shopper,
    request: PaymentMethodRequest,
) -> AppResult<Response> {
    let record = own_lease(state, shopper, Some(&request.c_lease_guid)).await?;
    let mut tx = store::begin_change(&state.db, record.seq).await?;
    let methods = store::methods_of_lease(&mut *tx, record.seq).await?;
    let Some(method) = methods
        .iter()
        .find(|m| m.guid == request.c_payment_method_guid)
    else {
        return Err(AppError::not_found("Payment method not found."));
    };
    store::remove(&mut *tx, record.seq, &method.guid, state.clock.now_ms()).await?;
    if method.is_default {
        if let Some(next) = methods.iter().rev().find(|m| m.guid != method.guid) {
            store::set_default(&mut tx, record.seq, &next.guid).await?;
        }
    }
    commit_change(state, tx, &record).await
}

/// Makes a method the lease's default (autopay, when on, moves with it).
pub(in crate::payment_methods) async fn set_default(
    state: &AppState,
    shopper: &Shopper,
    request: PaymentMethodRequest,
) -> AppResult<Response> {
    let record = own_lease(state, shopper, Some(&request.c_lease_guid)).await?;
    ensure_open(&record)?;
    let mut tx = store::begin_change(&state.db, record.seq).await?;
    if !store::set_default(&mut tx, record.seq, &request.c_payment_method_guid).await? {
        return Err(AppError::not_found("Payment method not found."));
    }
    commit_change(state, tx, &record).await
}

/// Turns autopay on (it needs a method to charge) or off.
pub(in crate::payment_methods) async fn set_autopay(
    state: &AppState,
    shopper: &Shopper,
    request: AutopayRequest,
) -> AppResult<Response> {
    let record = own_lease(state, shopper, Some(&request.c_lease_guid)).await?;
    ensure_open(&record)?;
    let mut tx = store::begin_change(&state.db, record.seq).await?;
    if !store::set_autopay(&mut *tx, record.seq, request.enabled).await? && request.enabled {
        return Err(AppError::Conflict(
            "Add a payment method before turning on autopay.".to_owned(),
        )
        .with_reason("no_payment_method"));
    }
    commit_change(state, tx, &record).await
}

/// A card or bank account that passed its rules.
enum Checked {
    Card(CheckedCard),
    Bank(CheckedBank),
}

/// Checks the card or bank account the request carries, as of `today`.
fn check_method(request: &AddPaymentMethodRequest, today: Date) -> AppResult<Checked> {
    match request.kind.as_str() {
        "card" => {
            let card = request
                .card
                .as_ref()
                .ok_or_else(|| AppError::missing_parameter("card"))?;
            let month = (today.year(), u8::from(today.month()) as u32);
            Ok(Checked::Card(check_card(card, month).map_err(invalid)?))
        }
        "bank" => {
            let bank = request
                .bank
                .as_ref()
                .ok_or_else(|| AppError::missing_parameter("bank"))?;
            Ok(Checked::Bank(check_bank(bank).map_err(invalid)?))
        }
        _ => Err(AppError::bad_parameter("type", "type is card or bank.").with_reason("invalid")),
    }
}

/// The gateway's token for the method (the number never reaches the database).
async fn tokenize(state: &AppState, checked: &Checked) -> AppResult<String> {
    let instrument = match checked {
        Checked::Card(card) => Instrument::Card(card),
        Checked::Bank(bank) => Instrument::Bank(bank),
    };
    state
        .gateway
        .tokenize(instrument)
        .await
        .map_err(|e| match e {
            GatewayError::Declined(reason) => AppError::bad_parameter(
                "type",
                "The bank or card issuer declined this method. Try another one.",
            )
            .with_reason(reason),
            GatewayError::Unavailable => AppError::Unavailable,
        })
}

/// What is kept of a method: its brand (a bank account's type), last 4, a card's expiry, the
/// holder, and a bank account's debit authorization in the customer's language.
struct Kept {
    brand: String,
    last4: String,
    exp: Option<(u32, u32)>,
    holder: String,
    authorization: Option<String>,
}

impl Kept {
    fn of(checked: &Checked, context: &OrgSite) -> Self {
        match checked {
            Checked::Card(card) => Kept {
                brand: card.brand.name().to_owned(),
                last4: card.digits[card.digits.len() - 4..].to_owned(),
                exp: Some((card.exp_month, card.exp_year)),
                holder: card.holder_name.clone(),
                authorization: None,
            },
            Checked::Bank(bank) => {
                let number = &bank.account_number;
                let last4 = number[number.len() - 4..].to_owned();
                let text = bank_authorization(
                    &context.organization.brand.name,
                    bank.account_type,
                    &last4,
                    context.locale.starts_with("es"),
                );
                Kept {
                    brand: bank.account_type.to_owned(),
                    last4,
                    exp: None,
                    holder: bank.holder_name.clone(),
                    authorization: Some(text),
                }
            }
        }
    }
}
