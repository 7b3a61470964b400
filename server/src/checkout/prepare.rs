//! A basket read for paying it with a lease: the basket, its checkout, the customer's approval,
//! the rules, whether it can be leased, and the lease it would sign with its agreement version.
//! The lease checkout call answers from it; placing an order signs exactly this lease.

use servicing::{Cents, Lease, ServicingRules};
use time::Date;

use super::model::{
    agreement_version, eligibility, prospective_lease, EligibilityInput, Ineligibility,
    StoredSignature,
};
use crate::basket::access::{self, ReadBasket};
use crate::error::{AppError, AppResult};
use crate::http::OrgSite;
use crate::identity::session::Shopper;
use crate::preapproval::approval::{
    approval_rules, current_for_checkout, ApprovalRules, CheckoutApproval,
};
use crate::state::AppState;

pub struct Prepared {
    pub basket: ReadBasket,
    pub approval: Option<CheckoutApproval>,
    pub approval_rules: ApprovalRules,
    pub rules: ServicingRules,
    pub today: Date,
    /// Products and shipping, before tax.
    pub cash_price: Cents,
    pub reasons: Vec<Ineligibility>,
    /// The lease it signs: when it can be leased and ships to an address.
    pub lease: Option<Lease>,
    pub agreement_version: Option<String>,
    /// The basket's signature, when it is for this agreement version.
    pub signature: Option<StoredSignature>,
}

impl Prepared {
    /// The shipping state, once there is an address.
    pub fn state_code(&self) -> Option<&str> {
        self.basket
            .checkout
            .shipping_address
            .as_ref()
            .map(|a| a.state_code.as_str())
    }
}

pub async fn prepare(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    basket_id: &str,
) -> AppResult<Prepared> {
    let basket = access::read(state, context, shopper, basket_id).await?;
    let now = state.clock.now_ms();
    let approval = if shopper.is_registered() {
        current_for_checkout(
            &state.db.pool,
            &context.organization.id,
            shopper.customer_id(),
            now,
        )
        .await?
    } else {
        None
    };
    let approval_rules = approval_rules(state, &context.site.id).await?;
    let rules = crate::lease::operations::rules(&state.db.pool, &context.organization.id).await?;
    let today = crate::lease::access::today(state);
    let view = &basket.view;
    let cash_price = Cents::new(view.product_total.0 + view.shipping_total.map_or(0, |p| p.0));
    let state_code = basket
        .checkout
        .shipping_address
        .as_ref()
        .map(|a| a.state_code.clone());
    let reasons = eligibility(&EligibilityInput {
        lines: &view.product_items,
        cash_price,
        minimum: Cents::new(approval_rules.lease_minimum_cents),
        state: state_code.as_deref(),
        excluded_states: &approval_rules.excluded_states,
        approval: approval.as_ref(),
    });
    let shipping = view
        .shipments
        .first()
        .and_then(|s| s.shipping_method.as_ref());
    let lease = match (&approval, &state_code) {
        (Some(approval), Some(code)) if reasons.is_empty() => Some(
            prospective_lease(&rules, &view.product_items, shipping, code, approval, today)
                .map_err(|error| {
                    AppError::Internal(anyhow::anyhow!(
                        "the servicing rules refused a checkout's lease: {error}"
                    ))
                })?,
        ),
        _ => None,
    };
    let version = match (&lease, &approval) {
        (Some(lease), Some(approval)) => Some(agreement_version(lease, &approval.lease_number)),
        _ => None,
    };
    let signature = basket
        .checkout
        .signature
        .clone()
        .and_then(|value| serde_json::from_value::<StoredSignature>(value).ok())
        .filter(|s| {
            Some(&s.agreement_version) == version.as_ref()
                && approval
                    .as_ref()
                    .is_some_and(|a| a.application_id == s.application_id)
        });
    Ok(Prepared {
        basket,
        approval,
        approval_rules,
        rules,
        today,
        cash_price,
        reasons,
        lease,
        agreement_version: version,
        signature,
    })
}
