//! Autopay in the nightly run. A lease with autopay on names its due dates as days
//! with work (servicing's `Lease::next_service_on`); on such a day `Lease::service` says what
//! to charge (everything due by then) and the run records it here as a pending payment, in the
//! chunk's transaction, under the key `autopay {lease guid} {day}` — the UNIQUE key makes it
//! once per lease and due date however often the run is repeated. After the chunks,
//! `jobs::autopay::charge_pending` charges each pending autopay payment under its guid (a retry after a crash
//! or a timeout charges the same reference, which the processor answers with the first
//! outcome) and settles it like a portal payment: receipt or failure notice in the outbox.

use servicing::{AmountDue, Cents};
use time::Date;

use crate::db::Db;
use crate::error::AppResult;
use crate::outbox::model::Channel;
use crate::payment_gateway::{ChargeOutcome, PaymentGateway};
use crate::payments::flows::settle::settle;
use crate::payments::store::{self, NewPayment};

/// The idempotency key of a lease's autopay charge for a day (a space: no customer's key has
/// one, so the two never meet).
fn key(lease_guid: &str, day: Date) -> String {
    format!("autopay {lease_guid} {day}")
}

/// Records the day's autopay charge of a lease as a pending payment to its default method.
/// False when the lease has no autopay method now or the charge was recorded before.
pub async fn record(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    lease_seq: i64,
    lease_guid: &str,
    day: Date,
    amount: AmountDue,
    now_ms: i64,
) -> AppResult<bool> {
    let Some(method) =
        crate::payment_methods::operations::autopay_method(&mut **tx, lease_seq).await?
    else {
        return Ok(false);
    };
    let customer_id = crate::lease::operations::customer_of(&mut **tx, lease_seq).await?;
    let guid = uuid::Uuid::new_v4().to_string();
    store::insert_pending(
        &mut **tx,
        &NewPayment {
            guid: &guid,
            lease_seq,
            customer_id: &customer_id,
            idempotency_key: &key(lease_guid, day),
            method_guid: &method.guid,
            method_label: &method.label,
            kind: "autopay",
            pretax: amount.pretax.get(),
            tax: amount.tax.get(),
            total: amount.total.get(),
            authorization_text: None,
            source: "autopay",
        },
        now_ms,
    )
    .await
    .map(|recorded| recorded.is_some())
}

/// What charging the pending autopay payments came to.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct AutopaySummary {
    pub settled: u64,
    pub declined: u64,
    /// Not charged: the method was removed since the run recorded the charge.
    pub failed: u64,
    /// The processor did not answer: still pending, charged under the same reference next time.
    pub unanswered: u64,
}

/// Charges one pending autopay payment under its guid and settles it as the gateway answered,
/// adding what came of it to `summary`; a removed method fails the payment, and the customer is
/// told of a failure.
pub async fn charge_one(
    db: &Db,
    gateway: &dyn PaymentGateway,
    guid: &str,
    now_ms: i64,
    summary: &mut AutopaySummary,
) -> AppResult<()> {
    let Some(payment) = store::by_guid(&db.pool, guid).await? else {
        return Ok(());
    };
    if payment.status != "pending" {
        return Ok(());
    }
    let token = crate::payment_methods::operations::charge_info(
        &db.pool,
        payment.lease_seq,
        &payment.method_guid,
    )
    .await?
    .map(|(token, _)| token);
    let Some(token) = token else {
        if store::finish(
            &db.pool,
            guid,
            "failed",
            Some("method_removed"),
            None,
            now_ms,
        )
        .await?
        .is_some()
        {
            summary.failed += 1;
            notify_failure(&db.pool, &payment, "method_removed", now_ms).await?;
        }
        return Ok(());
    };
    let outcome = match gateway
        .charge(&token, Cents::new(payment.total), &payment.guid)
        .await
    {
        Ok(outcome) => outcome,
        Err(_) => {
            summary.unanswered += 1;
            return Ok(());
        }
    };
    let as_of = crate::lease::model::date_of_ms(now_ms);
    let settled = settle(db, now_ms, as_of, &payment, &outcome).await?;
    match (&outcome, settled.status.as_str()) {
        (ChargeOutcome::Declined { reason }, "declined") => {
            summary.declined += 1;
            notify_failure(&db.pool, &settled, reason, now_ms).await?;
        }
        (_, "settled") => summary.settled += 1,
        _ => {}
    }
    Ok(())
}

/// Tells the customer an autopay charge did not go through, and what to do.
async fn notify_failure(
    pool: &sqlx::AnyPool,
    payment: &store::PaymentRow,
    reason: &str,
    now_ms: i64,
) -> AppResult<()> {
    let contact = crate::lease::operations::contact(pool, payment.lease_seq).await?;
    let Some((email, lease_number)) = contact else {
        return Ok(());
    };
    let total = Cents::new(payment.total);
    let as_of = crate::lease::model::date_of_ms(now_ms);
    let (terms_en, terms_es) =
        crate::lease::operations::payment_terms_of(pool, payment.lease_seq, as_of)
            .await?
            .unwrap_or_default();
    let (why, por_que) = match reason {
        "insufficient_funds" => ("insufficient funds", "fondos insuficientes"),
        "expired_card" => ("the card has expired", "la tarjeta venció"),
        "account_closed" => ("the account is closed", "la cuenta está cerrada"),
        "method_removed" => (
            "the payment method was removed",
            "se eliminó el método de pago",
        ),
        _ => ("the issuer declined it", "el emisor la rechazó"),
    };
    crate::outbox::operations::send(
        pool,
        Channel::Email,
        &email,
        "Your autopay payment did not go through / Su pago automático no se realizó",
        &format!(
            "We could not charge your autopay payment of {total} for lease #{lease_number} to \
             {method} ({why}). Nothing was charged. {terms_en} Pay in the customer portal or \
             choose another payment method there.\n\n\
             No pudimos cobrar su pago automático de {total} del arrendamiento #{lease_number} \
             a {method} ({por_que}). No se cobró nada. {terms_es} Pague en el portal de \
             clientes o elija otro método de pago allí.",
            method = payment.method_label,
        ),
        now_ms,
    )
    .await
}

/// The guids of the autopay payments still pending (what `jobs::autopay` charges).
pub async fn pending(pool: &sqlx::AnyPool) -> AppResult<Vec<String>> {
    store::pending_autopay(pool).await
}
