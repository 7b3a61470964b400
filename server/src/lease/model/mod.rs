//! The lease calls' shapes and the pure rules between a stored lease and them: the record and
//! the dashboard here, a lease's details (`details`), its agreement (`agreement`), the demo's
//! leases (`demo`). Every amount is whole cents (an integer): the web app formats it for the
//! locale.

mod agreement;
mod demo;
mod details;

pub use agreement::*;
pub use demo::*;
pub use details::*;

use crate::http::standardized::standardized_response;
use serde::{Deserialize, Serialize};
use servicing::{
    AmountDue, Cents, Lease, LeaseApplication, LeaseStatus, MerchandiseLine, PayFrequency,
    ScheduleItem, ServicingRules,
};
use time::{Date, Duration};
use utoipa::{IntoParams, ToSchema};

/// Where the lease was signed: shown on the dashboard and in the lease selector's label.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeaseStore {
    pub name: String,
    pub phone: String,
    pub address1: String,
    pub city: String,
    pub state_code: String,
    pub postal_code: String,
}

/// A stored lease with what the portal needs beside the servicing values.
#[derive(Debug, Clone)]
pub struct LeaseRecord {
    pub seq: i64,
    /// Raised by every write (optimistic concurrency, see `store::save_lease`).
    pub version: i64,
    pub guid: String,
    pub organization_id: String,
    pub customer_id: String,
    pub lease_number: String,
    pub store: LeaseStore,
    pub zip_code: String,
    pub lease: Lease,
}

/// `?c_lease_guid=` of the lease calls.
#[derive(Debug, Deserialize, IntoParams)]
pub struct LeaseGuidQuery {
    /// The lease's guid (from `lease_dashboard`).
    #[param(required = true)]
    pub c_lease_guid: Option<String>,
}

/// A guid in its hyphenated form (36 characters): anything else is not looked up.
pub fn is_lease_guid(value: &str) -> bool {
    value.len() == 36 && uuid::Uuid::try_parse(value).is_ok()
}

/// The calendar day (UTC) of a time in epoch milliseconds: the as-of day of servicing (the
/// demo's leases keep no time zone of their own).
pub fn date_of_ms(ms: i64) -> Date {
    time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .map_or(time::OffsetDateTime::UNIX_EPOCH.date(), |t| t.date())
}

/// How many payments remain on a lease and its total cost to own, as of a day: what every email
/// that states a payment amount states with it, in English and in Spanish.
pub fn payment_terms(lease: &servicing::Lease, as_of: Date) -> (String, String) {
    let summary = lease.summary(as_of);
    let total = summary.total_cost_to_own;
    match summary.remaining_payments {
        0 => (
            format!("No payments remain on this lease; its total cost to own is {total}."),
            format!(
                "No quedan pagos en este arrendamiento; su costo total para ser dueño es {total}."
            ),
        ),
        1 => (
            format!("1 payment remains on this lease; its total cost to own is {total}."),
            format!(
                "Queda 1 pago en este arrendamiento; su costo total para ser dueño es {total}."
            ),
        ),
        n => (
            format!("{n} payments remain on this lease; its total cost to own is {total}."),
            format!(
                "Quedan {n} pagos en este arrendamiento; su costo total para ser dueño es {total}."
            ),
        ),
    }
}

/// The status as the API names it (the servicing crate's names).
pub fn status_name(status: LeaseStatus) -> &'static str {
    match status {
        LeaseStatus::Pending => "Pending",
        LeaseStatus::Active => "Active",
        LeaseStatus::PastDue => "PastDue",
        LeaseStatus::PaidOut => "PaidOut",
        LeaseStatus::Returned => "Returned",
        LeaseStatus::ChargedOff => "ChargedOff",
    }
}

// ---- lease_dashboard ----------------------------------------------------------------------

#[derive(Debug, Serialize, ToSchema)]
pub struct DashboardLease {
    pub guid: String,
    pub lease_number: String,
    /// `Pending`, `Active`, `PastDue`, `PaidOut`, `Returned` or `ChargedOff`.
    pub status: String,
    /// The store's name, for the selector's label.
    pub store_name: String,
    /// Set when a charged-off lease's debt was sold: the portal then shows only Home.
    pub debt_buyer: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DashboardStandardized {
    /// The newest lease's number (the default selection).
    pub lease_number: String,
    /// Every lease of the customer, newest first.
    pub leases: Vec<DashboardLease>,
    /// The newest lease's store.
    pub store: LeaseStore,
    /// The newest lease's debt buyer.
    pub debt_buyer: Option<String>,
}

standardized_response!(DashboardResponse = DashboardStandardized);

pub fn dashboard(records: &[LeaseRecord], as_of: Date) -> Option<DashboardResponse> {
    let newest = records.first()?;
    Some(DashboardResponse::ok(DashboardStandardized {
        lease_number: newest.lease_number.clone(),
        leases: records
            .iter()
            .map(|r| DashboardLease {
                guid: r.guid.clone(),
                lease_number: r.lease_number.clone(),
                status: status_name(r.lease.status_as_of(as_of)).to_owned(),
                store_name: r.store.name.clone(),
                debt_buyer: r.lease.debt_buyer.clone(),
            })
            .collect(),
        store: newest.store.clone(),
        debt_buyer: newest.lease.debt_buyer.clone(),
    }))
}

// ---- Benefits Plus ------------------------------------------------------------------------

/// `POST custom/benefits-plus/v1/organizations/{org}/enroll` and `.../cancel`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct BenefitsPlusRequest {
    #[schema(min_length = 1)]
    pub c_lease_guid: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BenefitsPlusResult {
    pub enrolled: bool,
    pub fee_per_payment: i64,
    /// Upcoming payments whose amount changed.
    pub payments_changed: u32,
}

standardized_response!(BenefitsPlusResponse = BenefitsPlusResult);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_well_formed_guids_are_looked_up() {
        assert!(is_lease_guid("6f1c2a0e-3b7d-4c61-9a55-1d2e8f4b7a01"));
        assert!(!is_lease_guid("6f1c2a0e3b7d4c619a551d2e8f4b7a01"));
        assert!(!is_lease_guid("6f1c2a0e-3b7d-4c61-9a55-1d2e8f4b7a0'"));
        assert!(!is_lease_guid("' OR 1=1 --"));
        assert!(!is_lease_guid(""));
    }

    #[test]
    fn payment_terms_count_the_payments_left_in_both_languages() {
        let signed = time::macros::date!(2026 - 11 - 27);
        let mut lease = servicing::Lease::originate(
            &ServicingRules::default(),
            &servicing::LeaseApplication {
                state: "TX".to_owned(),
                merchandise: vec![servicing::MerchandiseLine {
                    product_id: "sofa".to_owned(),
                    name: "Harbor Sofa".to_owned(),
                    quantity: 1,
                    unit_price: servicing::Cents::new(54_799),
                }],
                approved_amount: servicing::Cents::new(400_000),
                frequency: servicing::PayFrequency::BiWeekly,
                term_months: None,
                signed_on: signed,
                first_due_date: time::macros::date!(2026 - 12 - 04),
                benefits_plus: false,
            },
        )
        .unwrap();
        let total = lease.summary(signed).total_cost_to_own;
        let (english, spanish) = payment_terms(&lease, signed);
        let left = lease.summary(signed).remaining_payments;
        assert!(left > 1);
        assert_eq!(
            english,
            format!("{left} payments remain on this lease; its total cost to own is {total}.")
        );
        assert_eq!(
            spanish,
            format!("Quedan {left} pagos en este arrendamiento; su costo total para ser dueño es {total}.")
        );
        // Each payment made on its due date, until one is left.
        while let Some(next) = lease
            .next_due(signed)
            .filter(|_| lease.summary(signed).remaining_payments > 1)
        {
            lease.apply_payment(next.date, next.amount.total).unwrap();
        }
        assert_eq!(
            payment_terms(&lease, signed),
            (
                format!("1 payment remains on this lease; its total cost to own is {total}."),
                format!(
                    "Queda 1 pago en este arrendamiento; su costo total para ser dueño es {total}."
                )
            )
        );
        let last = lease.next_due(signed).unwrap();
        lease.apply_payment(last.date, last.amount.total).unwrap();
        assert_eq!(
            payment_terms(&lease, signed),
            (
                format!("No payments remain on this lease; its total cost to own is {total}."),
                format!("No quedan pagos en este arrendamiento; su costo total para ser dueño es {total}.")
            )
        );
    }
}
