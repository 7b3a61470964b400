//! The agreement's disclosures.

use super::*;

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

standardized_response!(AgreementResponse = Agreement);

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
