//! A lease's details: schedule, balance, next and past-due payments, payoff quote, Benefits
//! Plus.

use super::*;

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

standardized_response!(DetailsResponse = LeaseDetails);

pub(super) fn date(d: Date) -> String {
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

pub(super) fn merchandise(lease: &Lease) -> Vec<MerchandiseView> {
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
