//! The lease checkout's shapes and pure rules: whether a basket can be paid by a lease (its
//! leasable total between the minimum and the approval, a state where lease-to-own is offered),
//! the lease it would sign (its merchandise, first due date and agreement version), and the
//! e-signature's checks.

use serde::{Deserialize, Serialize};
use servicing::{Cents, Lease, LeaseApplication, MerchandiseLine, PayFrequency, ServicingError};
use sha2::Digest;
use time::Date;
use utoipa::ToSchema;

use crate::basket::model::ProductItem;
use crate::basket::shipping::ShippingMethod;
use crate::error::{AppError, AppResult};
use crate::lease::model::{Agreement, LeaseStore};
use crate::preapproval::approval::CheckoutApproval;
use crate::preapproval::estimate::model::LeaseEstimate;

/// Why a basket cannot be paid by a lease, with a stable reason and the storefront's words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Ineligibility {
    pub reason: String,
    pub message: String,
}

fn ineligible(reason: &str, message: String) -> Ineligibility {
    Ineligibility {
        reason: reason.to_owned(),
        message,
    }
}

/// What the eligibility rules read of a basket and its shopper.
#[derive(Debug, Clone)]
pub struct EligibilityInput<'a> {
    pub lines: &'a [ProductItem],
    /// Products and shipping: what the lease pays for.
    pub cash_price: Cents,
    pub minimum: Cents,
    /// The shipping state, once there is an address.
    pub state: Option<&'a str>,
    pub excluded_states: &'a [String],
    pub approval: Option<&'a CheckoutApproval>,
}

/// Every reason the basket cannot be paid by a lease (none: it can).
pub fn eligibility(input: &EligibilityInput<'_>) -> Vec<Ineligibility> {
    let mut reasons = Vec::new();
    let available: Vec<&ProductItem> = input.lines.iter().filter(|l| l.available).collect();
    if available.is_empty() {
        reasons.push(ineligible("empty", "Your cart is empty.".to_owned()));
        return reasons;
    }
    if available.iter().any(|line| !line.leasable) {
        reasons.push(ineligible(
            "not_leasable",
            "Some items in your cart can't be leased. Remove them to pay with a lease.".to_owned(),
        ));
    }
    if input.cash_price < input.minimum {
        reasons.push(ineligible(
            "below_minimum",
            format!(
                "A lease starts at {}. Add to your cart to pay with a lease.",
                input.minimum
            ),
        ));
    }
    if let Some(state) = input.state {
        if input
            .excluded_states
            .iter()
            .any(|s| s.eq_ignore_ascii_case(state))
        {
            reasons.push(ineligible(
                "excluded_state",
                format!("Lease-to-own is not offered in {state}. Ship to another state to pay with a lease."),
            ));
        }
    }
    match input.approval {
        None => reasons.push(ineligible(
            "approval_required",
            "Apply for a lease to pay with one: it takes a few minutes.".to_owned(),
        )),
        Some(approval) if input.cash_price > Cents::new(approval.approval_amount_cents) => {
            reasons.push(ineligible(
                "over_approval",
                format!(
                    "Your cart is over your approved amount of {}. Remove items to pay with a lease.",
                    Cents::new(approval.approval_amount_cents)
                ),
            ))
        }
        Some(_) => {}
    }
    reasons
}

/// The first regular due date of a lease signed `today`: the applicant's payday, or the first
/// one after it (at the pay frequency) that comes after today.
pub fn first_due_date(
    frequency: PayFrequency,
    next_payday: Date,
    today: Date,
) -> Result<Date, ServicingError> {
    let mut due = frequency.first_payday_on_or_after(next_payday);
    // An approval lasts 45 days: a handful of steps at most.
    for _ in 0..120 {
        if due > today {
            return Ok(due);
        }
        due = frequency.due_dates(due, 2)?[1];
    }
    Err(ServicingError::DateOutOfRange)
}

/// The lease a basket signs: each available line and a paid delivery as its merchandise, the
/// shipping state's terms, the approval's amount and pay frequency, signed today.
pub fn prospective_lease(
    rules: &servicing::ServicingRules,
    lines: &[ProductItem],
    shipping: Option<&ShippingMethod>,
    state: &str,
    approval: &CheckoutApproval,
    today: Date,
) -> Result<Lease, ServicingError> {
    let mut merchandise: Vec<MerchandiseLine> = lines
        .iter()
        .filter(|line| line.available)
        .map(|line| MerchandiseLine {
            product_id: line.product_id.clone(),
            name: line.product_name.clone(),
            quantity: u32::try_from(line.quantity).unwrap_or(0),
            unit_price: Cents::new(line.base_price.0),
        })
        .collect();
    if let Some(method) = shipping.filter(|m| m.price.0 > 0) {
        merchandise.push(MerchandiseLine {
            product_id: format!("shipping-{}", method.id),
            name: method.name.clone(),
            quantity: 1,
            unit_price: Cents::new(method.price.0),
        });
    }
    Lease::originate(
        rules,
        &LeaseApplication {
            state: state.to_owned(),
            merchandise,
            approved_amount: Cents::new(approval.approval_amount_cents),
            frequency: approval.pay_frequency,
            term_months: None,
            signed_on: today,
            first_due_date: first_due_date(approval.pay_frequency, approval.next_payday, today)?,
            benefits_plus: false,
        },
    )
}

/// The version of the agreement a lease states: a signature is for this version only, so a
/// basket changed after signing (a line, the address, the day) must be signed again.
pub fn agreement_version(lease: &Lease, lease_number: &str) -> String {
    let mut digest = sha2::Sha256::new();
    digest.update(lease_number.as_bytes());
    digest.update([0]);
    digest.update(serde_json::to_string(lease).unwrap_or_default().as_bytes());
    format!("{:x}", digest.finalize())[..16].to_owned()
}

/// The storefront as the merchant on its own leases.
pub fn storefront_store() -> LeaseStore {
    LeaseStore {
        name: "Northwind Online Store".to_owned(),
        phone: "8005550199".to_owned(),
        address1: "100 Commerce Way".to_owned(),
        city: "Austin".to_owned(),
        state_code: "TX".to_owned(),
        postal_code: "78701".to_owned(),
    }
}

/// The e-signature as stored with the basket, and then with the order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StoredSignature {
    pub full_name: String,
    pub signed_at_ms: i64,
    /// Where it was signed from (the client's address), when known.
    pub ip_address: Option<String>,
    pub agreement_version: String,
    pub application_id: String,
}

/// An e-signature: the customer types their full name and agrees.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignatureInput {
    pub full_name: String,
    /// "I agree to sign this lease agreement electronically."
    pub consent: bool,
    /// The agreement version the customer read (from the lease checkout). Required.
    pub agreement_version: Option<String>,
}

/// A typed name compared the way people type names: spacing and case do not matter.
fn normalized_name(name: &str) -> String {
    name.split_whitespace()
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Checks a signature against the approval's name and the agreement shown; the name as typed.
pub fn check_signature(
    input: &SignatureInput,
    approval: &CheckoutApproval,
    version: &str,
) -> AppResult<String> {
    if !input.consent {
        return Err(AppError::bad_parameter(
            "consent",
            "Check the box to agree to sign electronically.",
        )
        .with_reason("consent_required"));
    }
    let typed = input.full_name.trim();
    let expected = format!("{} {}", approval.first_name, approval.last_name);
    if typed.is_empty() || normalized_name(typed) != normalized_name(&expected) {
        return Err(AppError::bad_parameter(
            "fullName",
            "Type your full name as it is on your lease application.",
        )
        .with_reason("name_mismatch"));
    }
    if input.agreement_version.as_deref() != Some(version) {
        return Err(AppError::Conflict(
            "The lease changed since you read it. Review it and sign again.".to_owned(),
        )
        .with_reason("agreement_changed"));
    }
    Ok(typed.to_owned())
}

/// The approval a checkout uses, as the shopper's client reads it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApprovalView {
    pub application_id: String,
    pub lease_number: String,
    /// Cents.
    pub approval_amount: i64,
    pub expires_at: String,
    #[schema(value_type = String, example = "bi_weekly")]
    pub pay_frequency: PayFrequency,
    /// The applicant's name as on the application: the name the customer signs with.
    pub applicant_name: String,
}

/// The signature the basket carries for the agreement as it now is.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignatureView {
    pub full_name: String,
    pub signed_at: String,
}

/// Paying a basket with a lease: whether it can be, the approval used, the full quote, the lease
/// agreement for exactly this basket and whether it is signed.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeaseCheckout {
    pub basket_id: String,
    pub eligible: bool,
    /// Every reason it cannot be (empty when it can).
    pub reasons: Vec<Ineligibility>,
    /// The smallest cash price a lease is for, in cents ($300 in the demo).
    pub minimum: i64,
    /// What the lease pays for: products and shipping, in cents before tax.
    pub cash_price: i64,
    pub approval: Option<ApprovalView>,
    /// The quote of the lease this basket signs (shipping state's tax included once there is an
    /// address; the approval's pay frequency, or every two weeks before there is one).
    pub quote: Option<LeaseEstimate>,
    /// The agreement to sign: once the basket is eligible and ships to an address.
    pub agreement: Option<Agreement>,
    pub agreement_version: Option<String>,
    /// The signature, when it is for this agreement version.
    pub signature: Option<SignatureView>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::model::Price;

    fn line(price: i64, quantity: i64, leasable: bool) -> ProductItem {
        ProductItem {
            item_id: "i".to_owned(),
            product_id: "sofa".to_owned(),
            product_name: "Harbor Sofa".to_owned(),
            quantity,
            base_price: Price(price),
            price: Price(price * quantity),
            price_after_item_discount: Price(price * quantity),
            available: true,
            leasable,
            lease_quote: None,
        }
    }

    fn approval(amount: i64) -> CheckoutApproval {
        CheckoutApproval {
            application_id: "a".to_owned(),
            lease_number: "7000001".to_owned(),
            approval_amount_cents: amount,
            expires_at_ms: 0,
            first_name: "Ana".to_owned(),
            last_name: "de la Cruz".to_owned(),
            pay_frequency: PayFrequency::BiWeekly,
            next_payday: time::macros::date!(2026 - 12 - 04),
        }
    }

    fn reasons(
        lines: &[ProductItem],
        cash: i64,
        state: Option<&str>,
        a: Option<&CheckoutApproval>,
    ) -> Vec<String> {
        let excluded = vec!["MN".to_owned(), "NJ".to_owned()];
        eligibility(&EligibilityInput {
            lines,
            cash_price: Cents::new(cash),
            minimum: Cents::new(30_000),
            state,
            excluded_states: &excluded,
            approval: a,
        })
        .into_iter()
        .map(|r| r.reason)
        .collect()
    }

    #[test]
    fn a_basket_between_the_minimum_and_the_approval_shipping_to_an_offered_state_can_be_leased() {
        let a = approval(400_000);
        assert!(reasons(&[line(54_799, 1, true)], 54_799, Some("TX"), Some(&a)).is_empty());
        // The minimum and the approval are both inclusive.
        assert!(reasons(&[line(30_000, 1, true)], 30_000, None, Some(&a)).is_empty());
        assert!(reasons(&[line(400_000, 1, true)], 400_000, None, Some(&a)).is_empty());
    }

    #[test]
    fn each_rule_names_its_reason() {
        let a = approval(100_000);
        assert_eq!(
            reasons(&[line(29_999, 1, true)], 29_999, None, Some(&a)),
            ["below_minimum"]
        );
        assert_eq!(
            reasons(&[line(100_001, 1, true)], 100_001, None, Some(&a)),
            ["over_approval"]
        );
        assert_eq!(
            reasons(&[line(50_000, 1, true)], 50_000, Some("nj"), Some(&a)),
            ["excluded_state"]
        );
        assert_eq!(
            reasons(&[line(50_000, 1, false)], 50_000, None, Some(&a)),
            ["not_leasable"]
        );
        assert_eq!(
            reasons(&[line(50_000, 1, true)], 50_000, None, None),
            ["approval_required"]
        );
        assert_eq!(reasons(&[], 0, None, Some(&a)), ["empty"]);
    }

    #[test]
    fn the_first_due_date_is_the_first_payday_after_signing() {
        use time::macros::date;
        let today = date!(2026 - 11 - 27);
        let bi = PayFrequency::BiWeekly;
        assert_eq!(
            first_due_date(bi, date!(2026 - 12 - 04), today).unwrap(),
            date!(2026 - 12 - 04)
        );
        // A payday that passed rolls on by the pay frequency; signing day itself is not one.
        assert_eq!(
            first_due_date(bi, date!(2026 - 11 - 13), today).unwrap(),
            date!(2026 - 12 - 11)
        );
        assert_eq!(
            first_due_date(bi, date!(2026 - 11 - 27), today).unwrap(),
            date!(2026 - 12 - 11)
        );
        let semi = PayFrequency::SemiMonthly;
        assert_eq!(
            first_due_date(semi, date!(2026 - 11 - 15), today).unwrap(),
            date!(2026 - 11 - 30)
        );
    }

    #[test]
    fn a_signature_needs_consent_the_applicants_name_and_the_agreement_read() {
        let a = approval(400_000);
        let input = |name: &str, consent: bool, version: &str| SignatureInput {
            full_name: name.to_owned(),
            consent,
            agreement_version: Some(version.to_owned()),
        };
        assert_eq!(
            check_signature(&input("  ana  DE LA cruz ", true, "v1"), &a, "v1").unwrap(),
            "ana  DE LA cruz"
        );
        assert!(check_signature(&input("Ana de la Cruz", false, "v1"), &a, "v1").is_err());
        assert!(check_signature(&input("Ana Cruz", true, "v1"), &a, "v1").is_err());
        let changed = check_signature(&input("Ana de la Cruz", true, "v0"), &a, "v1").unwrap_err();
        assert!(matches!(
            changed,
            AppError::WithReason {
                reason: "agreement_changed",
                ..
            }
        ));
    }

    #[test]
    fn the_lease_carries_the_lines_and_a_paid_delivery_and_its_version_changes_with_them() {
        let rules = servicing::ServicingRules::default();
        let today = time::macros::date!(2026 - 11 - 27);
        let white_glove = crate::basket::shipping::shipping_method("white-glove", false).unwrap();
        let lines = [line(54_799, 2, true)];
        let lease = prospective_lease(
            &rules,
            &lines,
            Some(&white_glove),
            "TX",
            &approval(400_000),
            today,
        )
        .unwrap();
        assert_eq!(lease.cash_price, Cents::new(2 * 54_799 + 7_900));
        assert_eq!(lease.merchandise.len(), 2);
        let free = crate::basket::shipping::shipping_method("standard", false).unwrap();
        let other = prospective_lease(&rules, &lines, Some(&free), "TX", &approval(400_000), today)
            .unwrap();
        assert_eq!(other.merchandise.len(), 1);
        assert_ne!(
            agreement_version(&lease, "7000001"),
            agreement_version(&other, "7000001")
        );
        assert_eq!(
            agreement_version(&lease, "7000001"),
            agreement_version(&lease.clone(), "7000001")
        );
    }
}
