//! Thin handlers: a lead from the partner or report form, and the CRM field mapping list.

use axum::extract::State;
use axum::Json;

use super::model::{parse_lead, FieldMappingList, LeadPayload, LeadResponse, MappingObject};
use super::store::{self, NewLead};
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{ClientAddress, JsonBody, OrgSite, SiteLocaleQuery};
use crate::identity::session::Shopper;
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

/// Takes a lead from the partner form (`LeadSource` "eComm Partner Page") or the report form
/// ("eComm Report Download"), checked by the forms' rules (400 names the field and says why).
/// The lead is stored and queued for the CRM in one transaction. The same lead sent again
/// within a minute is answered with the first one's id and kept once; a filled hidden field
/// is answered like any lead and kept never; past ten an hour from one address, 429.
#[utoipa::path(post, path = "/mobify/proxy/api/custom/salesforce-lead/v1/organizations/{organization_id}/getleadresponse",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery),
    request_body = LeadPayload,
    responses((status = 200, body = LeadResponse), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 429, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "leads")]
pub async fn submit_lead(
    State(state): State<AppState>,
    context: OrgSite,
    _shopper: Shopper,
    ClientAddress(address): ClientAddress,
    JsonBody(payload): JsonBody<serde_json::Map<String, serde_json::Value>>,
) -> AppResult<Json<LeadResponse>> {
    let lead = parse_lead(&payload, &context.organization.brand.short_name)?;
    let now = state.clock.now_ms();
    rate_limits::operations::reserve_send(
        &state.db.pool,
        &rate_limits::model::send_key("lead", &address),
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
        return Ok(Json(accepted(id)));
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
    Ok(Json(accepted(id)))
}

fn accepted(id: String) -> LeadResponse {
    LeadResponse {
        id,
        success: true,
        errors: Vec::new(),
    }
}

/// Which form field fills each CRM field (`mappingObj.records`: `SFDC_Field__c` →
/// `Mapping_Field__c`), the organization's list.
#[utoipa::path(get, path = "/mobify/proxy/api/custom/salesforce-lead-field-mapping/v1/organizations/{organization_id}/getSalesforceMappingList",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery),
    responses((status = 200, body = FieldMappingList), (status = 401, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "leads")]
pub async fn field_mapping_list(
    State(state): State<AppState>,
    context: OrgSite,
    _shopper: Shopper,
) -> AppResult<Json<FieldMappingList>> {
    let records = store::field_mappings(&state.db.pool, &context.organization.id).await?;
    Ok(Json(FieldMappingList {
        mapping_obj: MappingObject {
            total_size: records.len(),
            records,
        },
    }))
}
