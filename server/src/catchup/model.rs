//! Catch-up plans' shapes (a plan has an `id` and `payments` of `{date, rent_amount,
//! total_rent_amount, total_rent_tax_amount}`, as the provider's API answers), from the
//! servicing crate's offers.

use serde::{Deserialize, Serialize};
use servicing::{CatchUpOption, CatchUpPayment, CatchUpPlan, PlanStatus};
use time::Date;
use utoipa::{IntoParams, ToSchema};

use crate::http::standardized::standardized_response;
use crate::lease::model::Amount;

#[derive(Debug, Deserialize, IntoParams)]
pub struct CatchUpQuery {
    #[param(required = true)]
    pub c_lease_guid: Option<String>,
}

/// One payment of a plan, in cents. Regular payment = `total_rent_amount − rent_amount`;
/// each payment shown = `total_rent_amount + total_rent_tax_amount`.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PlanPayment {
    /// `YYYY-MM-DD`.
    pub date: String,
    /// The catch-up share (pretax).
    pub rent_amount: i64,
    /// The regular payment plus the share (pretax).
    pub total_rent_amount: i64,
    /// The tax of that payment.
    pub total_rent_tax_amount: i64,
}

impl From<&CatchUpPayment> for PlanPayment {
    fn from(p: &CatchUpPayment) -> Self {
        PlanPayment {
            date: p.date.to_string(),
            rent_amount: p.rent_amount.get(),
            total_rent_amount: p.total_rent_amount.get(),
            total_rent_tax_amount: p.total_rent_tax_amount.get(),
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PlanView {
    /// The offer's id (`{day}:{payments}`): an offer of another day is not taken.
    pub id: String,
    pub installments: u8,
    /// The past-due amount the plan spreads.
    pub past_due: Amount,
    /// The first plan payment's date.
    pub start_date: String,
    /// `weekly`, `bi_weekly`, `semi_monthly` or `monthly`: the schedule interval.
    pub frequency: String,
    pub payments: Vec<PlanPayment>,
}

fn frequency(f: servicing::PayFrequency) -> String {
    serde_json::to_value(f)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

impl From<&CatchUpOption> for PlanView {
    fn from(o: &CatchUpOption) -> Self {
        PlanView {
            id: o.id.clone(),
            installments: o.installments,
            past_due: o.past_due.into(),
            start_date: o.start_date.to_string(),
            frequency: frequency(o.frequency),
            payments: o.payments.iter().map(Into::into).collect(),
        }
    }
}

/// A plan the customer submitted.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ActivePlan {
    pub id: String,
    pub installments: u8,
    pub submitted_on: String,
    pub past_due: Amount,
    /// `active`, `completed` or `broken`.
    pub status: String,
    pub payments: Vec<PlanPayment>,
}

impl From<&CatchUpPlan> for ActivePlan {
    fn from(p: &CatchUpPlan) -> Self {
        ActivePlan {
            id: p.id.clone(),
            installments: p.installments,
            submitted_on: p.submitted_on.to_string(),
            past_due: p.past_due.into(),
            status: match p.status {
                PlanStatus::Active => "active",
                PlanStatus::Completed => "completed",
                PlanStatus::Broken => "broken",
            }
            .to_owned(),
            payments: p.payments.iter().map(Into::into).collect(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CatchUpPlans {
    /// The plans on offer today (none when nothing is past due or a plan is being kept).
    pub plans: Vec<PlanView>,
    /// The plan being kept, if any.
    pub active_plan: Option<ActivePlan>,
}

standardized_response!(CatchUpPlansResponse = CatchUpPlans);

/// `POST …/submit_catch_up_plan` (with an `Idempotency-Key`).
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct SubmitPlanRequest {
    pub c_lease_guid: String,
    /// The `id` of one of today's plans.
    pub c_plan_id: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SubmittedPlan {
    pub plan: ActivePlan,
    /// The lease's status now (`Active` while the plan is kept).
    pub lease_status: String,
}

standardized_response!(SubmitPlanResponse = SubmittedPlan);

/// The day and number of payments an offer id names (`2026-11-24:3`).
pub fn parse_plan_id(id: &str) -> Option<(Date, u8)> {
    let (day, installments) = id.split_once(':')?;
    let format = time::macros::format_description!("[year]-[month]-[day]");
    Some((Date::parse(day, &format).ok()?, installments.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plan_id_names_its_day_and_payments() {
        assert_eq!(
            parse_plan_id("2026-11-24:3"),
            Some((time::macros::date!(2026 - 11 - 24), 3))
        );
        for bad in ["", "2026-11-24", "2026-13-01:3", "2026-11-24:x", "x:3"] {
            assert_eq!(parse_plan_id(bad), None, "{bad}");
        }
    }
}
