//! The lease calls' shapes (portal spec §3, §7) and the pure rules between a stored lease and
//! them. Every amount is whole cents (an integer): the web app formats it for the locale.

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

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashboardResponse {
    pub status_code: u16,
    pub message: String,
    pub standardized: DashboardStandardized,
}

pub fn dashboard(records: &[LeaseRecord], as_of: Date) -> Option<DashboardResponse> {
    let newest = records.first()?;
    Some(DashboardResponse {
        status_code: 200,
        message: "OK".to_owned(),
        standardized: DashboardStandardized {
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
        },
    })
}

// ---- lease_details ------------------------------------------------------------------------

/// An amount before tax, its tax and the total, in cents.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
pub struct Amount {
    pub pretax: i64,
    pub tax: i64,
    pub total: i64,
}

impl From<AmountDue> for Amount {
    fn from(a: AmountDue) -> Self {
        Self {
            pretax: a.pretax.get(),
            tax: a.tax.get(),
            total: a.total.get(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NextPayment {
    /// `YYYY-MM-DD`.
    pub date: String,
    pub amount: Amount,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PayoffQuoteView {
    /// `same_as_cash` inside the 90-day window, else `early_purchase`.
    pub option: String,
    /// The last day of the 90-day window.
    pub window_ends_on: String,
    pub amount: Amount,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MerchandiseView {
    pub product_id: String,
    pub name: String,
    pub quantity: u32,
    /// Cash price of one, in cents.
    pub unit_price: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ScheduledPayment {
    pub seq: u32,
    /// `initial` (at signing) or `regular`.
    pub kind: String,
    pub due_date: String,
    pub rent: i64,
    pub fees: i64,
    pub tax: i64,
    pub total: i64,
    pub paid: i64,
    pub settled: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BenefitsPlusView {
    pub enrolled: bool,
    /// Fee per payment while enrolled, before tax, in cents.
    pub fee_per_payment: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LeaseDetails {
    pub guid: String,
    pub lease_number: String,
    pub status: String,
    pub debt_buyer: Option<String>,
    /// The day the values are computed for.
    pub as_of: String,
    /// `weekly`, `bi_weekly`, `semi_monthly` or `monthly`.
    pub pay_frequency: String,
    pub term_months: u8,
    pub approved_amount: i64,
    pub cash_price: i64,
    pub zip_code: String,
    pub state_code: String,
    pub store: LeaseStore,
    pub merchandise: Vec<MerchandiseView>,
    pub signed_on: String,
    pub delivered_on: Option<String>,
    /// Everything still unpaid on the schedule.
    pub balance: i64,
    pub past_due: Amount,
    pub days_past_due: i64,
    pub next_payment: Option<NextPayment>,
    /// Open leases only.
    pub payoff: Option<PayoffQuoteView>,
    pub total_of_payments: i64,
    pub total_cost_to_own: i64,
    pub total_paid: i64,
    pub rent_per_payment: i64,
    pub remaining_payments: u32,
    pub benefits_plus: BenefitsPlusView,
    pub schedule: Vec<ScheduledPayment>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DetailsResponse {
    pub status_code: u16,
    pub message: String,
    pub standardized: LeaseDetails,
}

fn date(d: Date) -> String {
    // `Date`'s Display is ISO 8601 (YYYY-MM-DD) for years 0–9999.
    d.to_string()
}

pub fn frequency_name(frequency: PayFrequency) -> &'static str {
    match frequency {
        PayFrequency::Weekly => "weekly",
        PayFrequency::BiWeekly => "bi_weekly",
        PayFrequency::SemiMonthly => "semi_monthly",
        PayFrequency::Monthly => "monthly",
    }
}

fn scheduled_payment(item: &ScheduleItem) -> ScheduledPayment {
    let due = item.due();
    ScheduledPayment {
        seq: item.seq,
        kind: match item.kind {
            servicing::ItemKind::Initial => "initial",
            servicing::ItemKind::Regular => "regular",
        }
        .to_owned(),
        due_date: date(item.due_date),
        rent: due.rent.get(),
        fees: due.fees.get(),
        tax: due.tax.get(),
        total: due.total().get(),
        paid: item.paid.total().get(),
        settled: item.is_settled(),
    }
}

fn merchandise(lease: &Lease) -> Vec<MerchandiseView> {
    lease
        .merchandise
        .iter()
        .map(|m| MerchandiseView {
            product_id: m.product_id.clone(),
            name: m.name.clone(),
            quantity: m.quantity,
            unit_price: m.unit_price.get(),
        })
        .collect()
}

pub fn details(record: &LeaseRecord, as_of: Date) -> LeaseDetails {
    let lease = &record.lease;
    let summary = lease.summary(as_of);
    LeaseDetails {
        guid: record.guid.clone(),
        lease_number: record.lease_number.clone(),
        status: status_name(summary.status).to_owned(),
        debt_buyer: lease.debt_buyer.clone(),
        as_of: date(as_of),
        pay_frequency: frequency_name(lease.frequency).to_owned(),
        term_months: lease.term_months,
        approved_amount: lease.approved_amount.get(),
        cash_price: lease.cash_price.get(),
        zip_code: record.zip_code.clone(),
        state_code: lease.state().to_owned(),
        store: record.store.clone(),
        merchandise: merchandise(lease),
        signed_on: date(lease.signed_on),
        delivered_on: lease.delivered_on.map(date),
        balance: summary.balance.get(),
        past_due: summary.past_due.into(),
        days_past_due: summary.days_past_due,
        next_payment: summary.next_due.map(|n| NextPayment {
            date: date(n.date),
            amount: n.amount.into(),
        }),
        payoff: summary.payoff.map(|q| PayoffQuoteView {
            option: match q.option {
                servicing::PayoffOption::SameAsCash => "same_as_cash",
                servicing::PayoffOption::EarlyPurchase => "early_purchase",
            }
            .to_owned(),
            window_ends_on: date(q.window_ends_on),
            amount: q.amount.into(),
        }),
        total_of_payments: lease.total_of_payments.get(),
        total_cost_to_own: summary.total_cost_to_own.get(),
        total_paid: summary.total_paid.get(),
        rent_per_payment: summary.rent_per_payment.get(),
        remaining_payments: summary.remaining_payments,
        benefits_plus: BenefitsPlusView {
            enrolled: summary.benefits_plus,
            fee_per_payment: lease.terms.benefits_plus_fee.get(),
        },
        schedule: lease.schedule.iter().map(scheduled_payment).collect(),
    }
}

// ---- get_agreement ------------------------------------------------------------------------

/// The rental-purchase disclosures the agreement carries; the web app writes the agreement's
/// text around them in the customer's locale.
#[derive(Debug, Serialize, ToSchema)]
pub struct Agreement {
    pub guid: String,
    pub lease_number: String,
    /// The locale the agreement is read in (`en-US`, `es-US`).
    pub locale: String,
    pub signed_on: String,
    pub state_code: String,
    pub store: LeaseStore,
    pub merchandise: Vec<MerchandiseView>,
    pub cash_price: i64,
    pub pay_frequency: String,
    pub term_months: u8,
    /// Number of payments, the initial payment at signing included.
    pub number_of_payments: u32,
    /// The initial payment at signing (rent and its tax).
    pub initial_payment: Amount,
    /// A regular payment (rent and its tax; the last may carry a few more cents).
    pub regular_payment: Amount,
    /// Rent of the whole schedule before tax.
    pub total_of_payments: i64,
    /// Everything to pay to own, tax included.
    pub total_cost_to_own: i64,
    /// Other charges, in cents before tax.
    pub late_fee: i64,
    pub late_fee_grace_days: u32,
    pub benefits_plus_fee: i64,
    pub early_purchase_fee: i64,
    pub early_purchase_window_days: u32,
    /// Percent (e.g. 60) of the remaining rent after the window.
    pub early_purchase_percent: f64,
    pub tax_rate_percent: f64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AgreementResponse {
    pub status_code: u16,
    pub message: String,
    pub standardized: Agreement,
}

fn amount_of(item: Option<&ScheduleItem>) -> Amount {
    item.map_or(
        Amount {
            pretax: 0,
            tax: 0,
            total: 0,
        },
        |i| i.scheduled().amount().into(),
    )
}

pub fn agreement(record: &LeaseRecord, locale: &str) -> Agreement {
    let lease = &record.lease;
    let terms = &lease.terms;
    let regular = lease
        .schedule
        .iter()
        .find(|i| i.kind == servicing::ItemKind::Regular);
    let initial = lease
        .schedule
        .iter()
        .find(|i| i.kind == servicing::ItemKind::Initial);
    Agreement {
        guid: record.guid.clone(),
        lease_number: record.lease_number.clone(),
        locale: locale.to_owned(),
        signed_on: date(lease.signed_on),
        state_code: lease.state().to_owned(),
        store: record.store.clone(),
        merchandise: merchandise(lease),
        cash_price: lease.cash_price.get(),
        pay_frequency: frequency_name(lease.frequency).to_owned(),
        term_months: lease.term_months,
        number_of_payments: lease.schedule.len() as u32,
        initial_payment: amount_of(initial),
        regular_payment: amount_of(regular),
        total_of_payments: lease.total_of_payments.get(),
        total_cost_to_own: lease
            .schedule
            .iter()
            .map(|i| i.scheduled().total())
            .sum::<Cents>()
            .get(),
        late_fee: terms.late_fee.get(),
        late_fee_grace_days: u32::from(terms.grace_days),
        benefits_plus_fee: terms.benefits_plus_fee.get(),
        early_purchase_fee: terms.same_as_cash_fee.get(),
        early_purchase_window_days: u32::from(terms.same_as_cash_days),
        early_purchase_percent: f64::from(terms.early_purchase_percent.ppm()) / 10_000.0,
        tax_rate_percent: f64::from(terms.tax_rate.ppm()) / 10_000.0,
    }
}

// ---- Benefits Plus ------------------------------------------------------------------------

/// `POST custom/benefits-plus/v1/organizations/{org}/enroll` and `.../cancel`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct BenefitsPlusRequest {
    pub c_lease_guid: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BenefitsPlusResult {
    pub enrolled: bool,
    pub fee_per_payment: i64,
    /// Upcoming payments whose amount changed.
    pub payments_changed: u32,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BenefitsPlusResponse {
    pub status_code: u16,
    pub message: String,
    pub standardized: BenefitsPlusResult,
}

// ---- demo leases --------------------------------------------------------------------------

/// A demo lease (demo/northwind.json `leases`), dated relative to the day the demo loads.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DemoLease {
    /// The customer's email.
    pub customer: String,
    pub guid: String,
    pub lease_number: String,
    pub store: LeaseStore,
    pub state: String,
    pub zip_code: String,
    pub frequency: PayFrequency,
    pub merchandise: Vec<DemoMerchandise>,
    /// Dollars and cents as whole cents.
    pub approved_amount: i64,
    pub signed_days_ago: i64,
    /// Every payment due up to this many days ago is paid on its due date.
    pub paid_until_days_ago: i64,
    #[serde(default)]
    pub benefits_plus: bool,
    /// Paid off (early purchase) on the last paid day.
    #[serde(default)]
    pub paid_off: bool,
    #[serde(default)]
    pub debt_buyer: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DemoMerchandise {
    pub product_id: String,
    pub name: String,
    pub quantity: u32,
    pub unit_price: i64,
}

/// Signs the demo lease on its day, delivers it two days later, pays what its history says
/// and services it up to `today` (late fees, status), so it shows the state it was made for.
pub fn demo_lease(spec: &DemoLease, today: Date, rules: &ServicingRules) -> anyhow::Result<Lease> {
    let signed_on = today - Duration::days(spec.signed_days_ago);
    let application = LeaseApplication {
        state: spec.state.clone(),
        merchandise: spec
            .merchandise
            .iter()
            .map(|m| MerchandiseLine {
                product_id: m.product_id.clone(),
                name: m.name.clone(),
                quantity: m.quantity,
                unit_price: Cents::new(m.unit_price),
            })
            .collect(),
        approved_amount: Cents::new(spec.approved_amount),
        frequency: spec.frequency,
        term_months: None,
        signed_on,
        first_due_date: spec
            .frequency
            .first_payday_on_or_after(signed_on + Duration::days(7)),
        benefits_plus: spec.benefits_plus,
    };
    let mut lease = Lease::originate(rules, &application)?;
    let initial = lease.schedule[0].unpaid().total();
    lease.apply_payment(signed_on, initial)?;
    lease.activate(signed_on + Duration::days(2))?;
    let paid_until = today - Duration::days(spec.paid_until_days_ago);
    let due: Vec<(Date, Cents)> = lease
        .schedule
        .iter()
        .filter(|i| i.due_date <= paid_until && !i.is_settled())
        .map(|i| (i.due_date, i.unpaid().total()))
        .collect();
    for (due_date, amount) in due {
        if amount.is_positive() {
            lease.apply_payment(due_date, amount)?;
        }
    }
    if spec.paid_off {
        let quote = lease
            .payoff_quote(paid_until)
            .ok_or_else(|| anyhow::anyhow!("demo lease {}: no payoff quote", spec.lease_number))?;
        lease.pay_off(paid_until, quote.amount.total)?;
    }
    lease.service(today, rules)?;
    if let Some(buyer) = &spec.debt_buyer {
        lease.sell_to_debt_buyer(buyer)?;
    }
    Ok(lease)
}

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
}
