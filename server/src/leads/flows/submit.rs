//! Taking a lead: counted against its address's limit, then stored and queued for the CRM in
//! one transaction, once (the same lead sent again within a minute is the first one); a
//! robot's lead (its hidden field filled) is answered like any lead and kept never.

use crate::error::{AppError, AppResult};
use crate::http::OrgSite;
use crate::leads::model::Lead;
use crate::leads::store::{self, NewLead};
use crate::outbox::model::Channel;
use crate::rate_limits::model::SendRefused;
use crate::rate_limits::{self, SendLimit};
use crate::state::AppState;

/// Leads one client address may send: ten an hour (a partner sends one; a robot many).
pub const LEADS_PER_ADDRESS: SendLimit = SendLimit {
    resend_after_ms: 0,
    per_window: 10,
    window_ms: 60 * 60 * 1000,
};

/// Takes a checked lead from a client address; answers the lead's id (the first one's, for the
/// same lead sent again). Past the address's limit, 429.
pub(in crate::leads) async fn submit(
    state: &AppState,
    context: &OrgSite,
    address: &str,
    lead: &Lead,
) -> AppResult<String> {
    let now = state.clock.now_ms();
    rate_limits::operations::reserve_send(
        &state.db.pool,
        &rate_limits::model::send_key("lead", address),
        LEADS_PER_ADDRESS,
        now,
    )
    .await?
    .map_err(|refused| {
        let (SendRefused::TooMany { retry_after_ms } | SendRefused::TooSoon { retry_after_ms }) =
            refused;
        AppError::too_many(
            "Too many forms were sent from this connection. Please try again later.",
            rate_limits::model::wait_seconds(retry_after_ms),
            "too_many_leads",
        )
    })?;
    let mut id = uuid::Uuid::new_v4().to_string();
    if lead.from_robot {
        tracing::info!(site = %context.site.id, "a lead with the hidden field filled was not kept");
        return Ok(id);
    }
    let payload_json = lead.payload().to_string();
    let mut tx = state.db.begin_write().await?;
    store::forget_old_fingerprints(&mut *tx, now).await?;
    match store::claim_fingerprint(&mut tx, &lead.fingerprint(&context.site.id), &id, now).await? {
        Ok(()) => {
            store::insert_lead(
                &mut *tx,
                &NewLead {
                    id: &id,
                    organization_id: &context.organization.id,
                    site_id: &context.site.id,
                    kind: lead.kind.as_str(),
                    email: lead.email(),
                    payload_json: &payload_json,
                    created_at_ms: now,
                },
            )
            .await?;
            crate::outbox::operations::send_as(
                &mut *tx,
                &id,
                Channel::Crm,
                "crm",
                lead.kind.as_str(),
                &payload_json,
                now,
            )
            .await?;
        }
        Err(first) => id = first,
    }
    tx.commit().await?;
    Ok(id)
}
