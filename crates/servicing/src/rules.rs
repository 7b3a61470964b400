//! Servicing rules: configuration, not code.
//!
//! The provider stores these rules (as JSON) in its database; [`ServicingRules::default`]
//! is the demo provider's configuration. Missing JSON fields
//! take their default, unknown fields are an error (a typo never silently changes a rule).
//!
//! When a lease is signed, the rules for its state are resolved into [`LeaseTerms`] and
//! kept with the lease: the agreement discloses them, so a later change of configuration
//! never changes a signed lease.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::money::{Cents, Rate};
use crate::ServicingError;

/// Per-state rules. Every field but the tax rate is optional: absent means "the
/// default rule applies".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StateRules {
    /// Sales tax on every payment and every payoff, in parts per million.
    #[serde(default)]
    pub tax_rate: Rate,
    /// The highest lease multiplier the state allows; the lease uses the lower of this
    /// and the default multiplier.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub multiplier_cap: Option<Rate>,
    /// The state's early-purchase percentage of the remaining rent after the 90-day
    /// window (replaces the default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub early_purchase_percent: Option<Rate>,
    /// The highest late fee the state allows; the lease uses the lower of this and the
    /// default late fee.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub late_fee_cap: Option<Cents>,
}

impl StateRules {
    /// A state with only a sales-tax rate.
    pub const fn taxed(tax_rate: Rate) -> Self {
        StateRules {
            tax_rate,
            multiplier_cap: None,
            early_purchase_percent: None,
            late_fee_cap: None,
        }
    }
}

/// The servicing rules of a provider. `Default` is the demo configuration.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ServicingRules {
    /// Total of payments = cash price × this (default 1.95×), unless a state caps it.
    pub lease_multiplier: Rate,
    /// Paid at signing, plus tax; it counts as rent (part of the total of payments).
    /// Default $49.00.
    pub initial_payment: Cents,
    /// Length of the early-purchase window that starts at delivery (default 90 days,
    /// the delivery day being day 0 and day 90 the last day inside the window).
    pub same_as_cash_days: u16,
    /// Fee added to the cash price for a payoff inside the window (default $10.00).
    pub same_as_cash_fee: Cents,
    /// After the window, payoff = this share of the remaining rent (default 60 %),
    /// unless the state sets its own.
    pub early_purchase_percent: Rate,
    /// Days after a due date before a missed payment makes the lease PastDue and earns a
    /// late fee (default 5).
    pub grace_days: u16,
    /// Late fee per missed payment, once (default $5.00), unless a state caps it.
    pub late_fee: Cents,
    /// Days past due at which the lease is charged off (default 120).
    pub charge_off_days: u16,
    /// Smallest custom payment amount, pretax (default $1.00); the largest is the payoff.
    pub custom_amount_min: Cents,
    /// Benefits Plus fee per payment while enrolled, plus tax (default $2.50).
    pub benefits_plus_fee: Cents,
    /// The catch-up plans offered: numbers of upcoming payments the past-due amount is
    /// spread over (default 2, 3 and 4).
    pub catch_up_installments: Vec<u8>,
    /// Shortest term in months (default 12).
    pub term_months_min: u8,
    /// Longest term in months (default 24).
    pub term_months_max: u8,
    /// Term used when the application names none (default 12).
    pub default_term_months: u8,
    /// The nightly run sends the "payment due" notice this many days before the due
    /// date (default 3; the documents are silent, this is the demo's choice).
    pub due_soon_days: u16,
    /// States where lease-to-own is not offered (site preference `excludedStates`;
    /// default MN, NJ, VT, WI, WY).
    pub excluded_states: Vec<String>,
    /// Per-state rules by two-letter state code (the demo table: state base sales-tax
    /// rates, SC 55 % and MA, RI 80 % early purchase).
    pub states: BTreeMap<String, StateRules>,
}

/// The demo sales-tax table: each state's base rate in parts per million (a demo, not
/// tax advice; a provider configures its own).
const DEMO_TAX_PPM: [(&str, u32); 51] = [
    ("AK", 0),
    ("AL", 40_000),
    ("AR", 65_000),
    ("AZ", 56_000),
    ("CA", 72_500),
    ("CO", 29_000),
    ("CT", 63_500),
    ("DC", 60_000),
    ("DE", 0),
    ("FL", 60_000),
    ("GA", 40_000),
    ("HI", 40_000),
    ("IA", 60_000),
    ("ID", 60_000),
    ("IL", 62_500),
    ("IN", 70_000),
    ("KS", 65_000),
    ("KY", 60_000),
    ("LA", 44_500),
    ("MA", 62_500),
    ("MD", 60_000),
    ("ME", 55_000),
    ("MI", 60_000),
    ("MN", 68_750),
    ("MO", 42_250),
    ("MS", 70_000),
    ("MT", 0),
    ("NC", 47_500),
    ("ND", 50_000),
    ("NE", 55_000),
    ("NH", 0),
    ("NJ", 66_250),
    ("NM", 48_750),
    ("NV", 68_500),
    ("NY", 40_000),
    ("OH", 57_500),
    ("OK", 45_000),
    ("OR", 0),
    ("PA", 60_000),
    ("RI", 70_000),
    ("SC", 60_000),
    ("SD", 42_000),
    ("TN", 70_000),
    ("TX", 62_500),
    ("UT", 61_000),
    ("VA", 53_000),
    ("VT", 60_000),
    ("WA", 65_000),
    ("WI", 50_000),
    ("WV", 60_000),
    ("WY", 40_000),
];

impl Default for ServicingRules {
    fn default() -> Self {
        let mut states: BTreeMap<String, StateRules> = DEMO_TAX_PPM
            .iter()
            .map(|&(code, ppm)| (code.to_owned(), StateRules::taxed(Rate::from_ppm(ppm))))
            .collect();
        for (code, percent) in [("SC", 55), ("MA", 80), ("RI", 80)] {
            if let Some(state) = states.get_mut(code) {
                state.early_purchase_percent = Some(Rate::from_percent(percent));
            }
        }
        ServicingRules {
            lease_multiplier: Rate::from_ppm(1_950_000),
            initial_payment: Cents::from_dollars(49),
            same_as_cash_days: 90,
            same_as_cash_fee: Cents::from_dollars(10),
            early_purchase_percent: Rate::from_percent(60),
            grace_days: 5,
            late_fee: Cents::from_dollars(5),
            charge_off_days: 120,
            custom_amount_min: Cents::from_dollars(1),
            benefits_plus_fee: Cents::new(250),
            catch_up_installments: vec![2, 3, 4],
            term_months_min: 12,
            term_months_max: 24,
            default_term_months: 12,
            due_soon_days: 3,
            excluded_states: ["MN", "NJ", "VT", "WI", "WY"]
                .iter()
                .map(|s| (*s).to_owned())
                .collect(),
            states,
        }
    }
}

/// Upper-cased, trimmed state code (`" sc"` → `"SC"`).
pub fn normalize_state(code: &str) -> String {
    code.trim().to_ascii_uppercase()
}

impl ServicingRules {
    /// Checks the rules make sense before they are used: a multiplier of at least 1×,
    /// percentages of at most 100 %, non-negative fees, a term range inside 1–60
    /// months holding the default term, catch-up plans over at least 2 payments.
    pub fn validate(&self) -> Result<(), ServicingError> {
        let bad = |why: &str| Err(ServicingError::InvalidRules(why.to_owned()));
        if self.lease_multiplier < Rate::ONE {
            return bad("lease_multiplier is below 1x");
        }
        if self.early_purchase_percent > Rate::ONE {
            return bad("early_purchase_percent is above 100%");
        }
        for (name, fee) in [
            ("initial_payment", self.initial_payment),
            ("same_as_cash_fee", self.same_as_cash_fee),
            ("late_fee", self.late_fee),
            ("custom_amount_min", self.custom_amount_min),
            ("benefits_plus_fee", self.benefits_plus_fee),
        ] {
            if fee.is_negative() {
                return bad(&format!("{name} is negative"));
            }
        }
        if self.term_months_min == 0
            || self.term_months_min > self.term_months_max
            || self.term_months_max > 60
            || !(self.term_months_min..=self.term_months_max).contains(&self.default_term_months)
        {
            return bad("term months out of order");
        }
        if self.catch_up_installments.iter().any(|&n| n < 2) {
            return bad("catch-up plans need at least 2 payments");
        }
        for (code, state) in &self.states {
            if code.len() != 2 || *code != normalize_state(code) {
                return bad(&format!(
                    "state code {code:?} is not two upper-case letters"
                ));
            }
            if state.early_purchase_percent.is_some_and(|p| p > Rate::ONE) {
                return bad(&format!("{code}: early_purchase_percent is above 100%"));
            }
            if state.multiplier_cap.is_some_and(|m| m < Rate::ONE) {
                return bad(&format!("{code}: multiplier_cap is below 1x"));
            }
            if state.late_fee_cap.is_some_and(Cents::is_negative) {
                return bad(&format!("{code}: late_fee_cap is negative"));
            }
        }
        Ok(())
    }

    /// True when lease-to-own is not offered in the state.
    pub fn is_excluded(&self, state: &str) -> bool {
        let state = normalize_state(state);
        self.excluded_states
            .iter()
            .any(|s| normalize_state(s) == state)
    }

    /// The per-state rules of a state, if configured.
    pub fn state(&self, state: &str) -> Option<&StateRules> {
        self.states.get(&normalize_state(state))
    }

    /// The terms a lease signed today in `state` gets: the defaults with the state's
    /// tax rate, caps and early-purchase percentage applied. Excluded and unknown
    /// states are errors.
    pub fn terms_for(&self, state: &str) -> Result<LeaseTerms, ServicingError> {
        let code = normalize_state(state);
        if self.is_excluded(&code) {
            return Err(ServicingError::ExcludedState(code));
        }
        let rules = self
            .state(&code)
            .ok_or_else(|| ServicingError::UnknownState(code.clone()))?;
        let multiplier = match rules.multiplier_cap {
            Some(cap) => self.lease_multiplier.min(cap),
            None => self.lease_multiplier,
        };
        let late_fee = match rules.late_fee_cap {
            Some(cap) => self.late_fee.min(cap),
            None => self.late_fee,
        };
        Ok(LeaseTerms {
            state: code,
            tax_rate: rules.tax_rate,
            multiplier,
            initial_payment: self.initial_payment,
            same_as_cash_days: self.same_as_cash_days,
            same_as_cash_fee: self.same_as_cash_fee,
            early_purchase_percent: rules
                .early_purchase_percent
                .unwrap_or(self.early_purchase_percent),
            grace_days: self.grace_days,
            late_fee,
            charge_off_days: self.charge_off_days,
            benefits_plus_fee: self.benefits_plus_fee,
        })
    }
}

/// The rules one lease was signed under (resolved from [`ServicingRules`] for its
/// state). These are the agreement's disclosures: other charges, early-purchase terms,
/// and when the lease is past due or charged off.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeaseTerms {
    /// Two-letter state code.
    pub state: String,
    /// Sales tax on every payment and payoff.
    pub tax_rate: Rate,
    /// Total of payments = cash price × this.
    pub multiplier: Rate,
    /// Rent paid at signing (plus tax).
    pub initial_payment: Cents,
    /// Days after delivery inside which the same-as-cash payoff applies.
    pub same_as_cash_days: u16,
    /// Fee added to the cash price in the same-as-cash payoff.
    pub same_as_cash_fee: Cents,
    /// Share of the remaining rent paid to own after the window.
    pub early_purchase_percent: Rate,
    /// Days after a due date before a missed payment counts.
    pub grace_days: u16,
    /// Late fee per missed payment, once.
    pub late_fee: Cents,
    /// Days past due at which the lease is charged off.
    pub charge_off_days: u16,
    /// Benefits Plus fee per payment while enrolled (plus tax).
    pub benefits_plus_fee: Cents,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_the_design_defaults() {
        let rules = ServicingRules::default();
        rules.validate().unwrap();
        assert_eq!(rules.lease_multiplier, Rate::from_ppm(1_950_000));
        assert_eq!(rules.initial_payment, Cents(4_900));
        assert_eq!(rules.same_as_cash_fee, Cents(1_000));
        assert_eq!(rules.late_fee, Cents(500));
        assert_eq!(rules.benefits_plus_fee, Cents(250));
        assert_eq!(rules.catch_up_installments, vec![2, 3, 4]);
        for state in ["MN", "NJ", "VT", "WI", "WY", "wy"] {
            assert!(rules.is_excluded(state), "{state}");
            assert_eq!(
                rules.terms_for(state),
                Err(ServicingError::ExcludedState(normalize_state(state)))
            );
        }
        assert_eq!(
            rules.terms_for("SC").unwrap().early_purchase_percent,
            Rate::from_percent(55)
        );
        assert_eq!(
            rules.terms_for("MA").unwrap().early_purchase_percent,
            Rate::from_percent(80)
        );
        assert_eq!(
            rules.terms_for("RI").unwrap().early_purchase_percent,
            Rate::from_percent(80)
        );
        assert_eq!(
            rules.terms_for("GA").unwrap().early_purchase_percent,
            Rate::from_percent(60)
        );
        assert_eq!(
            rules.terms_for("ZZ"),
            Err(ServicingError::UnknownState("ZZ".into()))
        );
    }

    #[test]
    fn rules_round_trip_and_partial_json_takes_defaults() {
        let rules = ServicingRules::default();
        let json = serde_json::to_string(&rules).unwrap();
        let back: ServicingRules = serde_json::from_str(&json).unwrap();
        assert_eq!(back, rules);

        let custom: ServicingRules = serde_json::from_str(
            r#"{"late_fee": 1000, "states": {"XX": {"tax_rate": 50000,
                "multiplier_cap": 1800000, "late_fee_cap": 300}}}"#,
        )
        .unwrap();
        assert_eq!(custom.lease_multiplier, Rate::from_ppm(1_950_000));
        let terms = custom.terms_for("xx").unwrap();
        assert_eq!(terms.multiplier, Rate::from_ppm(1_800_000));
        assert_eq!(terms.late_fee, Cents(300));
        assert_eq!(terms.tax_rate, Rate::from_percent(5));

        let typo = serde_json::from_str::<ServicingRules>(r#"{"late_fees": 1000}"#);
        assert!(typo.is_err());
    }

    #[test]
    fn validate_rejects_nonsense() {
        let mut rules = ServicingRules {
            lease_multiplier: Rate::from_percent(90),
            ..ServicingRules::default()
        };
        assert!(rules.validate().is_err());
        rules.lease_multiplier = Rate::ONE;
        rules.catch_up_installments = vec![1];
        assert!(rules.validate().is_err());
        rules.catch_up_installments = vec![2];
        rules.default_term_months = 36;
        assert!(rules.validate().is_err());
    }
}
