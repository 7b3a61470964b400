//! The lease checkout calls: read what paying the basket with a lease takes, and sign its
//! agreement. Both read the shopper's own basket (another's answers like an unknown one).

use axum::extract::State;
use axum::Json;

use super::model::{
    check_signature, storefront_store, ApprovalView, LeaseCheckout, SignatureInput, SignatureView,
    StoredSignature,
};
use super::prepare::{prepare, Prepared};
use crate::basket::access;
use crate::clock::rfc3339;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{ClientAddress, JsonBody, OrgSite, Path, SiteLocaleQuery};
use crate::identity::session::Shopper;
use crate::lease::model::{agreement, LeaseRecord};
use crate::preapproval::estimate::estimate;
use crate::preapproval::estimate::model::EstimateInput;
use crate::state::AppState;

/// The answer of the lease checkout call, from a prepared basket.
fn lease_checkout(prepared: &Prepared, context: &OrgSite, customer_id: &str) -> LeaseCheckout {
    let approval = prepared.approval.as_ref();
    let frequency = approval.map_or(servicing::PayFrequency::BiWeekly, |a| a.pay_frequency);
    let state_code = prepared.state_code().map(str::to_owned);
    let quote = estimate(
        &prepared.rules,
        &prepared.approval_rules,
        &EstimateInput {
            cash_price: prepared.cash_price,
            frequency,
            state: state_code.clone(),
        },
        prepared.today,
    )
    .ok();
    let agreement = match (&prepared.lease, approval) {
        (Some(lease), Some(approval)) => Some(agreement(
            &LeaseRecord {
                seq: 0,
                version: 0,
                guid: String::new(),
                organization_id: context.organization.id.clone(),
                customer_id: customer_id.to_owned(),
                lease_number: approval.lease_number.clone(),
                store: storefront_store(),
                zip_code: prepared
                    .basket
                    .checkout
                    .shipping_address
                    .as_ref()
                    .map(|a| a.postal_code.clone())
                    .unwrap_or_default(),
                lease: lease.clone(),
            },
            &context.locale,
        )),
        _ => None,
    };
    LeaseCheckout {
        basket_id: prepared.basket.stored.id.clone(),
        eligible: prepared.reasons.is_empty(),
        reasons: prepared.reasons.clone(),
        minimum: prepared.approval_rules.lease_minimum_cents,
        cash_price: prepared.cash_price.get(),
        approval: approval.map(|a| ApprovalView {
            application_id: a.application_id.clone(),
            lease_number: a.lease_number.clone(),
            approval_amount: a.approval_amount_cents,
            expires_at: rfc3339(a.expires_at_ms).unwrap_or_default(),
            pay_frequency: a.pay_frequency,
            applicant_name: format!("{} {}", a.first_name, a.last_name),
        }),
        quote,
        agreement,
        agreement_version: prepared.agreement_version.clone(),
        signature: prepared.signature.as_ref().map(|s| SignatureView {
            full_name: s.full_name.clone(),
            signed_at: rfc3339(s.signed_at_ms).unwrap_or_default(),
        }),
    }
}

/// What paying the basket with a lease takes: whether it can be (every reason it cannot), the
/// approval it uses, the full quote (payment, number of payments, total cost to own, cost above
/// the cash price, initial payment, 90-day option), the lease agreement for exactly this basket
/// once it ships to an address, and the signature when it is for that agreement.
#[utoipa::path(get, path = "/mobify/proxy/api/custom/lease-checkout/v1/organizations/{organization_id}/baskets/{basket_id}/lease",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"), SiteLocaleQuery),
    responses((status = 200, body = LeaseCheckout), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "lease-checkout")]
pub async fn get_lease_checkout(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String)>,
) -> AppResult<Json<LeaseCheckout>> {
    let prepared = prepare(&state, &context, &shopper, &path.1).await?;
    Ok(Json(lease_checkout(
        &prepared,
        &context,
        shopper.customer_id(),
    )))
}

/// Signs the basket's lease agreement: the customer types their full name (as on their
/// application) and agrees to sign electronically. Kept with the time, the client's address and
/// the agreement version; a basket changed afterwards must be signed again. Registered customers
/// with an eligible basket only.
#[utoipa::path(put, path = "/mobify/proxy/api/custom/lease-checkout/v1/organizations/{organization_id}/baskets/{basket_id}/signature",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"), SiteLocaleQuery),
    request_body = SignatureInput,
    responses((status = 200, body = LeaseCheckout), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "Not eligible, no address yet, or the agreement changed since it was read")),
    security(("bearer" = [])),
    tag = "lease-checkout")]
pub async fn sign_lease_agreement(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    ClientAddress(address): ClientAddress,
    Path(path): Path<(String, String)>,
    JsonBody(input): JsonBody<SignatureInput>,
) -> AppResult<Json<LeaseCheckout>> {
    let basket_id = path.1;
    let mut prepared = prepare(&state, &context, &shopper, &basket_id).await?;
    if !shopper.is_registered() {
        return Err(AppError::Forbidden(
            "Sign in to pay with a lease: a lease belongs to a customer.".to_owned(),
        )
        .with_reason("sign_in_required"));
    }
    let (Some(approval), Some(version)) = (&prepared.approval, &prepared.agreement_version) else {
        let message = prepared.reasons.first().map_or_else(
            || "Add the shipping address before you sign.".to_owned(),
            |r| r.message.clone(),
        );
        return Err(AppError::Conflict(message).with_reason("not_ready_to_sign"));
    };
    let full_name = check_signature(&input, approval, version)?;
    let signature = StoredSignature {
        full_name,
        signed_at_ms: state.clock.now_ms(),
        ip_address: Some(address),
        agreement_version: version.clone(),
        application_id: approval.application_id.clone(),
    };
    access::save_signature(
        &state,
        &context,
        &shopper,
        &basket_id,
        serde_json::to_value(&signature).map_err(anyhow::Error::from)?,
    )
    .await?;
    // The basket is as it was read, now signed: answered without reading it again.
    prepared.signature = Some(signature);
    Ok(Json(lease_checkout(
        &prepared,
        &context,
        shopper.customer_id(),
    )))
}
