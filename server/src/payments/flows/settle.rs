//! Settling a payment once the gateway has answered: an approved charge is allocated to the
//! lease (oldest due first, through the servicing crate) and the payment marked settled with a
//! receipt, in one transaction; a declined one is marked declined. Used by the submit and by
//! reconciliation, which asks the gateway what became of payments left pending (a crash or a
//! lost answer between recording and settling): nothing lost, nothing charged twice.

use servicing::Cents;

use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::lease::operations::{Lookup, Updated};
use crate::outbox::model::Channel;
use crate::payment_gateway::ChargeOutcome;
use crate::payments::store::{self, PaymentRow};

/// The receipt number of a payment (from its guid: stable, unique, not guessable in order).
pub fn receipt_number(guid: &str) -> String {
    let hex: String = guid
        .chars()
        .filter(char::is_ascii_hexdigit)
        .take(10)
        .collect();
    format!("R-{}", hex.to_ascii_uppercase())
}

/// Applies the gateway's outcome to a pending payment as of `now` (epoch ms); answers the
/// payment as it now is.
pub async fn settle(
    db: &Db,
    now: i64,
    payment: &PaymentRow,
    outcome: &ChargeOutcome,
) -> AppResult<PaymentRow> {
    match outcome {
        ChargeOutcome::Declined { reason } => {
            store::finish(&db.pool, &payment.guid, "declined", Some(reason), None, now).await?;
        }
        ChargeOutcome::Approved { authorization } => {
            apply(db, now, payment, authorization).await?;
        }
    }
    store::by_guid(&db.pool, &payment.guid)
        .await?
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("a settled payment disappeared")))
}

/// Applies an approved payment to its lease, settles it and puts its receipt in the outbox, in
/// one transaction. A portal write or the nightly run may change the lease meanwhile: it is
/// read again.
async fn apply(db: &Db, now: i64, payment: &PaymentRow, authorization: &str) -> AppResult<()> {
    let amount = Cents::new(payment.total);
    let updated = crate::lease::operations::update_with_retry(
        db,
        Lookup::Seq(payment.lease_seq),
        5,
        now,
        |record, _rules| {
            let mut lease = record.lease.clone();
            let as_of = crate::lease::model::date_of_ms(now);
            let applied = if payment.kind == "payoff" {
                lease.pay_off(as_of, amount)
            } else {
                lease.apply_payment(as_of, amount)
            };
            // Money taken on a lease that closed meanwhile is kept as a credit to refund.
            let detail = match applied {
                Ok(_) => authorization.to_owned(),
                Err(_) => {
                    lease.credit += amount;
                    format!("{authorization}; unapplied: refund due")
                }
            };
            Ok((lease, detail))
        },
    )
    .await?;
    let Some(Updated {
        mut tx,
        record,
        answer: detail,
        ..
    }) = updated
    else {
        return Err(AppError::Conflict(
            "The lease kept changing while the payment was applied; it will be applied shortly."
                .to_owned(),
        ));
    };
    let receipt = receipt_number(&payment.guid);
    let settled = store::finish(
        &mut *tx,
        &payment.guid,
        "settled",
        Some(&detail),
        Some(&receipt),
        now,
    )
    .await?;
    if !settled {
        // Settled by another request (a retry, or reconciliation) first.
        tx.rollback().await?;
        return Ok(());
    }
    let customer = crate::identity::operations::customer_by_id(
        &mut *tx,
        &record.organization_id,
        &payment.customer_id,
    )
    .await?;
    if let Some(customer) = customer {
        crate::outbox::operations::send(
            &mut *tx,
            Channel::Email,
            &customer.email,
            "Your payment receipt / Su recibo de pago",
            &format!(
                "Receipt {receipt}: we received your payment of {amount} for lease \
                 #{number} from {method}.\n\nRecibo {receipt}: recibimos su pago de \
                 {amount} para el arrendamiento #{number} con {method}.",
                number = record.lease_number,
                method = payment.method_label,
            ),
            now,
        )
        .await?;
    }
    tx.commit().await?;
    Ok(())
}
