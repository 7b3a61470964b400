//! The demo data set's leases, made as of the day the demo loads.

use super::*;

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
