//! Settling a payment once the gateway has answered: an approved charge is allocated to the
//! lease (oldest due first, through the servicing crate) and the payment marked settled with a
//! receipt, in one transaction; a declined one is marked declined. Used by the submit and by
//! reconciliation, which asks the gateway what became of payments left pending (a crash or a
//! lost answer between recording and settling): nothing lost, nothing charged twice.

use servicing::Cents;
use time::Date;

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

/// Applies the gateway's outcome to a pending payment as of `now` (epoch ms), the payment
/// allocated as of `as_of`; answers the payment as it now is. In one transaction: an approved
/// charge is allocated to the lease (read again when a portal write or the nightly run changed
/// it meanwhile; money taken on a lease that closed meanwhile is kept as a credit to refund),
/// the payment settled with its receipt and the receipt put in the outbox; a declined one is
/// marked declined. A payment settled by another request first is answered as that one left it.
pub async fn settle(
    db: &Db,
    now: i64,
    as_of: Date,
    payment: &PaymentRow,
    outcome: &ChargeOutcome,
) -> AppResult<PaymentRow> {
    let amount = Cents::new(payment.total);
    // Declined: the payment marked so. Approved: applied to the lease, which answers the lease
    // as read (its number, its organization) and as the payment left it.
    let (mut tx, status, detail, applied) = match outcome {
        ChargeOutcome::Declined { reason } => {
            (db.begin_write().await?, "declined", reason.clone(), None)
        }
        ChargeOutcome::Approved { authorization } => {
            let updated = crate::lease::operations::update_with_retry(
                db,
                Lookup::Seq(payment.lease_seq),
                5,
                now,
                |record, _rules| {
                    let mut lease = record.lease.clone();
                    let applied = if payment.kind == "payoff" {
                        lease.pay_off(as_of, amount)
                    } else {
                        lease.apply_payment(as_of, amount)
                    };
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
                tx,
                record,
                lease,
                answer: detail,
            }) = updated
            else {
                return Err(AppError::Conflict(
                    "The lease kept changing while the payment was applied; it will be applied \
                     shortly."
                        .to_owned(),
                ));
            };
            (tx, "settled", detail, Some((record, lease)))
        }
    };
    let receipt = applied.as_ref().map(|_| receipt_number(&payment.guid));
    let Some(settled) = store::finish(
        &mut *tx,
        &payment.guid,
        status,
        Some(&detail),
        receipt.as_deref(),
        now,
    )
    .await?
    else {
        // Settled by another request (a retry, or reconciliation) first.
        tx.rollback().await?;
        return store::by_guid(&db.pool, &payment.guid)
            .await?
            .ok_or_else(|| AppError::Internal(anyhow::anyhow!("a settled payment disappeared")));
    };
    if let (Some((record, paid)), Some(receipt)) = (applied, receipt) {
        let customer = crate::identity::operations::customer_by_id(
            &mut *tx,
            &record.organization_id,
            &payment.customer_id,
        )
        .await?;
        if let Some(customer) = customer {
            // The lease as this payment left it: the payments remaining and the total cost.
            let (terms_en, terms_es) = crate::lease::model::payment_terms(&paid, as_of);
            crate::outbox::operations::send(
                &mut *tx,
                Channel::Email,
                &customer.email,
                "Your payment receipt / Su recibo de pago",
                &format!(
                    "Receipt {receipt}: we received your payment of {amount} for lease \
                     #{number} from {method}. {terms_en}\n\nRecibo {receipt}: recibimos su pago \
                     de {amount} para el arrendamiento #{number} con {method}. {terms_es}",
                    number = record.lease_number,
                    method = payment.method_label,
                ),
                now,
            )
            .await?;
        }
    }
    tx.commit().await?;
    Ok(settled)
}
