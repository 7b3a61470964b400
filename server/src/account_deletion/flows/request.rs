//! Recording a customer's account deletion request: the request with a reference drawn for
//! it, and the acknowledgment email in the same transaction; a repeat finds the first request
//! and sends nothing.

use crate::account_deletion::model::{acknowledgment_email, new_reference};
use crate::account_deletion::store::{self, NewRequest, StoredRequest};
use crate::error::{AppError, AppResult};
use crate::http::OrgSite;
use crate::identity::session::Shopper;
use crate::outbox::model::Channel;
use crate::state::AppState;

/// Draws of a reference before giving up (one in 2^40 is taken by another request).
const REFERENCE_TRIES: usize = 3;

/// Records the signed-in customer's request; answers it, and whether this call recorded it
/// (false: it was requested before).
pub(in crate::account_deletion) async fn record(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
) -> AppResult<(StoredRequest, bool)> {
    let customer = crate::identity::operations::customer_by_id(
        &state.db.pool,
        &context.organization.id,
        shopper.customer_id(),
    )
    .await?
    .ok_or_else(|| AppError::not_found("No customer with that id."))?;
    let id = uuid::Uuid::new_v4().to_string();
    for _ in 0..REFERENCE_TRIES {
        let reference = new_reference();
        let now = state.clock.now_ms();
        let mut tx = state.db.begin_write().await?;
        let new = NewRequest {
            id: &id,
            customer_id: &customer.id,
            site_id: &context.site.id,
            locale_id: &context.locale,
            reference: &reference,
            requested_at_ms: now,
        };
        let Some(request) = store::record(&mut *tx, &new).await? else {
            continue;
        };
        let recorded = request.id == id;
        if recorded {
            let email = acknowledgment_email(
                &context.locale,
                &context.organization.brand.name,
                &customer.first_name,
                &request.reference,
            );
            crate::outbox::operations::send(
                &mut *tx,
                Channel::Email,
                &customer.email,
                &email.subject,
                &email.body,
                now,
            )
            .await?;
        }
        tx.commit().await?;
        if recorded {
            // Never the reference: it is what the customer quotes to customer care.
            tracing::info!(site = %context.site.id, "an account deletion request was recorded");
        }
        return Ok((request, recorded));
    }
    Err(anyhow::anyhow!("every account deletion reference drawn was taken").into())
}
