//! Leads: the partner form ("Interested in participating as a retail partner?") and the
//! report-download form send a lead through `custom/salesforce-lead/.../getleadresponse`; it is
//! checked by the forms' rules, stored, and forwarded to the CRM through the outbox (channel
//! `crm`, a `CrmSender` in the state; without one, stored only). The field mapping list comes
//! from `custom/salesforce-lead-field-mapping/.../getSalesforceMappingList`; `leasefront leads
//! export` writes the leads as CSV. Web: `features/leads`; tests: `tests/api/leads.rs`.

pub mod cli;
pub mod export;
mod flows;
mod handlers;
pub mod model;
pub mod operations;
mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::submit_lead))
        .routes(routes!(handlers::field_mapping_list))
}
