//! The pre-approval decision, pure: from what the applicant told us (age, state, monthly income)
//! and whether they applied recently, approved for an amount up to the cap or denied with a
//! reason (docs/features/preapproval.md).

use serde::{Deserialize, Serialize};
use time::Date;

/// The organization's pre-approval rules.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ApprovalRules {
    /// The most any approval is for ($4,000 in the demo, the amount the site advertises).
    pub cap_cents: i64,
    /// Below this monthly income nobody is approved.
    pub min_monthly_income_cents: i64,
    /// An approval is this many times the monthly income, down to whole $100s, then capped.
    pub income_multiple_tenths: i64,
    pub min_age_years: u8,
    /// A second application by the same person within these days is denied.
    pub cooldown_days: i64,
    /// How long an approval is good for.
    pub approval_days: i64,
    /// Where lease-to-own is not offered (the site's `excludedStates`).
    pub excluded_states: Vec<String>,
    /// The smallest cash price a lease is signed for ($300 in the demo).
    pub lease_minimum_cents: i64,
}

impl Default for ApprovalRules {
    fn default() -> Self {
        Self {
            cap_cents: 400_000,
            min_monthly_income_cents: 100_000,
            income_multiple_tenths: 15,
            min_age_years: 18,
            cooldown_days: 30,
            approval_days: 45,
            excluded_states: ["MN", "NJ", "VT", "WI", "WY"].map(String::from).to_vec(),
            lease_minimum_cents: 30_000,
        }
    }
}

/// What the decision reads of an application.
#[derive(Debug, Clone, PartialEq)]
pub struct Applicant {
    pub date_of_birth: Date,
    /// Two letters.
    pub state: String,
    pub monthly_income_cents: i64,
    /// The same person applied within the cool-down.
    pub applied_recently: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DenialReason {
    /// Lease-to-own is not offered in the applicant's state.
    ExcludedState,
    /// Younger than the minimum age.
    UnderAge,
    /// Monthly income below the minimum.
    IncomeTooLow,
    /// Applied again within the cool-down.
    RecentApplication,
}

impl DenialReason {
    pub fn as_str(self) -> &'static str {
        match self {
            DenialReason::ExcludedState => "excluded_state",
            DenialReason::UnderAge => "under_age",
            DenialReason::IncomeTooLow => "income_too_low",
            DenialReason::RecentApplication => "recent_application",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    Approved { amount_cents: i64 },
    Denied(DenialReason),
}

/// Whole years from `birth` to `today` (a birthday on 29 February is reached on 1 March).
pub fn age_years(birth: Date, today: Date) -> i32 {
    let mut years = today.year() - birth.year();
    if (today.month() as u8, today.day()) < (birth.month() as u8, birth.day()) {
        years -= 1;
    }
    years
}

/// The decision, in this order: an excluded state, an applicant under age, a repeat within the
/// cool-down, too little income; else approved for the income's multiple, down to whole $100s,
/// at most the cap.
pub fn decide(applicant: &Applicant, rules: &ApprovalRules, today: Date) -> Decision {
    let excluded = rules
        .excluded_states
        .iter()
        .any(|state| state.eq_ignore_ascii_case(&applicant.state));
    if excluded {
        return Decision::Denied(DenialReason::ExcludedState);
    }
    if age_years(applicant.date_of_birth, today) < i32::from(rules.min_age_years) {
        return Decision::Denied(DenialReason::UnderAge);
    }
    if applicant.applied_recently {
        return Decision::Denied(DenialReason::RecentApplication);
    }
    if applicant.monthly_income_cents < rules.min_monthly_income_cents {
        return Decision::Denied(DenialReason::IncomeTooLow);
    }
    let multiple = applicant
        .monthly_income_cents
        .saturating_mul(rules.income_multiple_tenths)
        / 10;
    let amount_cents = (multiple / 10_000 * 10_000).min(rules.cap_cents);
    Decision::Approved { amount_cents }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use time::macros::date;

    use super::*;

    const TODAY: Date = date!(2026 - 11 - 27);

    fn applicant(income_dollars: i64) -> Applicant {
        Applicant {
            date_of_birth: date!(1990 - 05 - 14),
            state: "TX".into(),
            monthly_income_cents: income_dollars * 100,
            applied_recently: false,
        }
    }

    #[test]
    fn approves_a_multiple_of_the_income_in_whole_hundreds_up_to_the_cap() {
        let rules = ApprovalRules::default();
        assert_eq!(
            decide(&applicant(1_000), &rules, TODAY),
            Decision::Approved {
                amount_cents: 150_000
            }
        );
        assert_eq!(
            decide(&applicant(2_150), &rules, TODAY),
            Decision::Approved {
                amount_cents: 320_000
            }
        );
        assert_eq!(
            decide(&applicant(9_000), &rules, TODAY),
            Decision::Approved {
                amount_cents: 400_000
            }
        );
    }

    #[test]
    fn denies_each_reason_in_turn() {
        let rules = ApprovalRules::default();
        let excluded = Applicant {
            state: "mn".into(),
            ..applicant(5_000)
        };
        assert_eq!(
            decide(&excluded, &rules, TODAY),
            Decision::Denied(DenialReason::ExcludedState)
        );
        let young = Applicant {
            date_of_birth: date!(2008 - 11 - 28),
            ..applicant(5_000)
        };
        assert_eq!(
            decide(&young, &rules, TODAY),
            Decision::Denied(DenialReason::UnderAge)
        );
        let eighteen_today = Applicant {
            date_of_birth: date!(2008 - 11 - 27),
            ..applicant(5_000)
        };
        assert!(matches!(
            decide(&eighteen_today, &rules, TODAY),
            Decision::Approved { .. }
        ));
        let again = Applicant {
            applied_recently: true,
            ..applicant(5_000)
        };
        assert_eq!(
            decide(&again, &rules, TODAY),
            Decision::Denied(DenialReason::RecentApplication)
        );
        assert_eq!(
            decide(&applicant(999), &rules, TODAY),
            Decision::Denied(DenialReason::IncomeTooLow)
        );
    }

    #[test]
    fn ages_count_whole_years_and_leap_day_birthdays() {
        assert_eq!(age_years(date!(2000 - 02 - 29), date!(2018 - 02 - 28)), 17);
        assert_eq!(age_years(date!(2000 - 02 - 29), date!(2018 - 03 - 01)), 18);
        assert_eq!(age_years(date!(1990 - 12 - 31), date!(2026 - 12 - 30)), 35);
    }

    proptest! {
        /// An approval is never above the cap nor below the smallest income's approval, grows
        /// with income, and never happens in an excluded state or under age.
        #[test]
        fn approvals_stay_within_the_rules(
            income in 0i64..50_000_000,
            more in 0i64..5_000_000,
            state in prop::sample::select(vec!["TX", "CA", "MN", "WY", "PR", "FL"]),
            age in 10i32..90,
            recently in any::<bool>(),
        ) {
            let rules = ApprovalRules::default();
            let birth = date!(1930 - 01 - 01).replace_year(2026 - age).unwrap();
            let who = Applicant { date_of_birth: birth, state: state.into(), monthly_income_cents: income, applied_recently: recently };
            match decide(&who, &rules, TODAY) {
                Decision::Approved { amount_cents } => {
                    prop_assert!(amount_cents <= rules.cap_cents);
                    prop_assert!(amount_cents >= 150_000);
                    prop_assert_eq!(amount_cents % 10_000, 0);
                    prop_assert!(!rules.excluded_states.iter().any(|s| s == state));
                    prop_assert!(age_years(birth, TODAY) >= 18 && !recently);
                    let richer = Applicant { monthly_income_cents: income + more, ..who.clone() };
                    match decide(&richer, &rules, TODAY) {
                        Decision::Approved { amount_cents: richer_amount } => prop_assert!(richer_amount >= amount_cents),
                        other => prop_assert!(false, "more income was {other:?}"),
                    }
                }
                Decision::Denied(reason) => {
                    let allowed = rules.excluded_states.iter().any(|s| s == state)
                        || age_years(birth, TODAY) < 18
                        || recently
                        || income < rules.min_monthly_income_cents;
                    prop_assert!(allowed, "denied for {reason:?}");
                }
            }
        }
    }
}
