//! Thin handlers: a lead from the partner or report form, and the CRM field mapping list.

use axum::extract::State;
use axum::Json;

use super::flows::submit;
use super::model::{parse_lead, FieldMappingList, LeadPayload, LeadResponse, MappingObject};
use super::store;
use crate::error::{AppResult, ErrorBody};
use crate::http::{ClientAddress, JsonBody, OrgSite, SiteLocaleQuery};
use crate::identity::session::Shopper;
use crate::state::AppState;

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
    let id = submit::submit(&state, &context, &address, &lead).await?;
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
