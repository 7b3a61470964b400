//! Settling a payment once the gateway has answered: an approved charge is allocated to the
//! lease (oldest due first, through the servicing crate) and the payment marked settled with a
//! receipt, in one transaction; a declined one is marked declined. Used by the submit and by
//! reconciliation, which asks the gateway what became of payments left pending (a crash or a
//! lost answer between recording and settling): nothing lost, nothing charged twice.

use servicing::Cents;

use super::gateway::{ChargeOutcome, GatewayError};
use super::store::{self, PaymentRow};
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::outbox::model::Channel;
use crate::state::AppState;

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
            let organization: String =
                sqlx::query_scalar("SELECT organization_id FROM leases WHERE seq = $1")
                    .bind(payment.lease_seq)
                    .fetch_one(&db.pool)
                    .await?;
            let rules = crate::lease::store::rules(&db.pool, &organization).await?;
            // A portal write or the nightly run may change the lease meanwhile: read again.
            let mut done = false;
            for _ in 0..5 {
                let mut tx = db.pool.begin().await?;
                let Some(record) =
                    crate::lease::store::lease_by_seq(&mut *tx, payment.lease_seq).await?
                else {
                    return Err(AppError::Internal(anyhow::anyhow!(
                        "payment of a deleted lease"
                    )));
                };
                let mut lease = record.lease.clone();
                let as_of = crate::lease::model::date_of_ms(now);
                let amount = Cents::new(payment.total);
                let applied = if payment.kind == "payoff" {
                    lease.pay_off(as_of, amount)
                } else {
                    lease.apply_payment(as_of, amount)
                };
                // Money taken on a lease that closed meanwhile is kept as a credit to refund.
                let detail = match applied {
                    Ok(_) => authorization.clone(),
                    Err(_) => {
                        lease.credit += amount;
                        format!("{authorization}; unapplied: refund due")
                    }
                };
                if !crate::lease::store::save_lease(
                    &mut *tx,
                    record.seq,
                    record.version,
                    &lease,
                    &rules,
                    now,
                )
                .await?
                {
                    continue;
                }
                let receipt = receipt_number(&payment.guid);
                if store::finish(
                    &mut *tx,
                    &payment.guid,
                    "settled",
                    Some(&detail),
                    Some(&receipt),
                    now,
                )
                .await?
                {
                    let customer = crate::identity::store::customer_by_id(
                        &mut *tx,
                        &organization,
                        &payment.customer_id,
                    )
                    .await?;
                    if let Some(customer) = customer {
                        let total = Cents::new(payment.total);
                        crate::outbox::store::enqueue(
                            &mut *tx,
                            Channel::Email,
                            &customer.email,
                            "Your payment receipt / Su recibo de pago",
                            &format!(
                                "Receipt {receipt}: we received your payment of {total} for lease \
                                 #{number} from {method}.\n\nRecibo {receipt}: recibimos su pago de \
                                 {total} para el arrendamiento #{number} con {method}.",
                                number = record.lease_number,
                                method = payment.method_label,
                            ),
                            now,
                        )
                        .await?;
                    }
                    tx.commit().await?;
                } else {
                    // Settled by another request (a retry, or reconciliation) first.
                    tx.rollback().await?;
                }
                done = true;
                break;
            }
            if !done {
                return Err(AppError::Conflict(
                    "The lease kept changing while the payment was applied; it will be applied shortly."
                        .to_owned(),
                ));
            }
        }
    }
    store::by_guid(&db.pool, &payment.guid)
        .await?
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("a settled payment disappeared")))
}

/// Asks the gateway about payments pending for over `older_than_ms` and settles each as the
/// gateway recorded it; one the gateway never charged is marked failed. Returns how many moved.
pub async fn reconcile(state: &AppState, older_than_ms: i64) -> AppResult<usize> {
    let before = state.clock.now_ms() - older_than_ms;
    let mut moved = 0;
    for payment in store::pending_before(&state.db.pool, before).await? {
        match state.gateway.find_charge(&payment.guid).await {
            Ok(Some(outcome)) => {
                settle(&state.db, state.clock.now_ms(), &payment, &outcome).await?;
                moved += 1;
            }
            Ok(None) => {
                if store::finish(
                    &state.db.pool,
                    &payment.guid,
                    "failed",
                    Some("not_charged"),
                    None,
                    state.clock.now_ms(),
                )
                .await?
                {
                    moved += 1;
                }
            }
            Err(GatewayError::Unavailable | GatewayError::Declined(_)) => {}
        }
    }
    Ok(moved)
}

/// Reconciles once at start and then every minute (payments left pending for 2 minutes).
pub fn spawn(state: AppState) {
    tokio::spawn(async move {
        loop {
            match reconcile(&state, 120_000).await {
                Ok(0) => {}
                Ok(moved) => tracing::info!(moved, "pending payments reconciled"),
                Err(error) => tracing::warn!(%error, "payment reconciliation failed"),
            }
            tokio::time::sleep(std::time::Duration::from_secs(60)).await;
        }
    });
}
