//! Reviewing a payment, purely: an amount as typed read exactly into cents (never through a
//! float), the amounts a lease offers (next payment, past due, payoff, custom with its bounds),
//! and a payment asked for checked as the review shows it and the submit charges it, with a
//! bank payment's single-debit authorization.

use servicing::{AmountDue, Cents, Lease, ServicingRules};
use time::Date;

use super::model::PaymentType;
use crate::error::{AppError, AppResult};
use crate::payment_methods::model::PaymentMethodView;

/// An amount that failed its rule: a stable reason and what to tell the customer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BadAmount {
    pub reason: &'static str,
    pub message: &'static str,
}

const fn bad(reason: &'static str, message: &'static str) -> BadAmount {
    BadAmount { reason, message }
}

/// Reads a dollar amount as typed (`25`, `25.5`, `25.50`, `$1,025.50`) into cents, exactly.
/// Zero, negative, non-numeric and more than two decimals are refused.
pub fn parse_amount(typed: &str) -> Result<Cents, BadAmount> {
    let text: String = typed
        .trim()
        .trim_start_matches('$')
        .chars()
        .filter(|c| *c != ',')
        .collect();
    if text.is_empty() {
        return Err(bad("required", "Enter an amount."));
    }
    if text.starts_with('-') {
        return Err(bad("negative", "The amount can't be negative."));
    }
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if (whole.is_empty() && fraction.is_empty()) || !digits(whole) || !digits(fraction) {
        return Err(bad(
            "not_a_number",
            "Enter the amount as a number, like 25.00.",
        ));
    }
    if fraction.len() > 2 {
        return Err(bad(
            "too_many_decimals",
            "The amount can have at most two decimals (cents).",
        ));
    }
    if whole.len() > 9 {
        return Err(bad(
            "above_maximum",
            "The amount is more than this lease's payoff.",
        ));
    }
    let whole: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().unwrap_or(0)
    };
    let cents: i64 = format!("{fraction:0<2}").parse().unwrap_or(0);
    let amount = Cents::new(whole * 100 + cents);
    if amount.is_zero() {
        return Err(bad("zero", "Enter an amount greater than zero."));
    }
    Ok(amount)
}

/// The fixed amounts a lease offers as of a day (none for a closed lease).
pub fn fixed_amount(lease: &Lease, as_of: Date, kind: PaymentType) -> Option<AmountDue> {
    match kind {
        PaymentType::NextPayment => lease.next_due(as_of).map(|n| n.amount),
        PaymentType::PastDue => Some(lease.past_due(as_of)).filter(|a| !a.is_zero()),
        PaymentType::Payoff => lease.payoff_quote(as_of).map(|q| q.amount),
        PaymentType::Custom => None,
    }
}

/// What a payment of `kind` and `pretax` comes to with its tax, or why it can't be made.
pub fn review_amount(
    lease: &Lease,
    as_of: Date,
    rules: &ServicingRules,
    kind: PaymentType,
    pretax: Cents,
) -> Result<AmountDue, BadAmount> {
    let payoff = lease
        .payoff_quote(as_of)
        .ok_or(bad("lease_closed", "This lease takes no more payments."))?;
    if pretax > payoff.amount.pretax {
        return Err(bad(
            "above_maximum",
            "The amount is more than this lease's payoff.",
        ));
    }
    match kind {
        PaymentType::Custom => lease.custom_amount(as_of, rules, pretax).map_err(|_| {
            bad(
                "below_minimum",
                "The amount is less than the smallest payment this lease takes.",
            )
        }),
        fixed => {
            let amount = fixed_amount(lease, as_of, fixed).ok_or(bad(
                "not_offered",
                "This payment isn't due on the lease now.",
            ))?;
            if amount.pretax != pretax {
                return Err(bad(
                    "amount_changed",
                    "This amount is no longer what is due. Start the payment again.",
                ));
            }
            Ok(amount)
        }
    }
}

/// A date as the customer reads it: `November 24, 2026`, `24 de noviembre de 2026`.
pub fn long_date(day: Date, spanish: bool) -> String {
    const EN: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    const ES: [&str; 12] = [
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ];
    let month = usize::from(u8::from(day.month())) - 1;
    if spanish {
        format!("{} de {} de {}", day.day(), ES[month], day.year())
    } else {
        format!("{} {}, {}", EN[month], day.day(), day.year())
    }
}

/// The authorization a customer agrees to before one bank debit (the NACHA WEB rule for a
/// single entry): the account, the one amount, the day, the lease, and how to revoke it. Shown
/// on the review, accepted at the submit, kept with the payment and emailed.
pub fn single_debit_authorization(
    brand: &str,
    account_type: &str,
    last4: &str,
    total: Cents,
    on: Date,
    lease_number: &str,
    spanish: bool,
) -> String {
    let date = long_date(on, spanish);
    let kind = crate::payment_methods::authorization::account_kind(account_type, spanish);
    if spanish {
        format!(
            "Autorizo a {brand} a debitar una sola vez {total} de mi cuenta {kind} que termina en \
             {last4}, el {date} o el siguiente día hábil, como pago de mi arrendamiento \
             n.º {lease_number}. Esta autorización es solo para este pago. Puedo revocarla \
             llamando a {brand} antes de que se haga el débito."
        )
    } else {
        format!(
            "I authorize {brand} to debit my {kind} account ending in {last4} once, for \
             {total}, on {date} or the next business day, as a payment on my lease \
             #{lease_number}. This authorization is for this one payment only. I can revoke it \
             by calling {brand} before the debit is made."
        )
    }
}

/// An amount's refusal as the client is told it: the amount parameter, a stable reason.
impl From<BadAmount> for AppError {
    fn from(error: BadAmount) -> AppError {
        AppError::bad_parameter("c_pretax_total_amount", error.message).with_reason(error.reason)
    }
}

/// The card or bank account a payment is asked to use, as found on the lease.
#[derive(Clone, Copy)]
pub enum MethodAsked<'a> {
    /// None was named.
    Missing,
    /// Named, but not one of this lease's.
    Unknown,
    Known(&'a PaymentMethodView),
}

/// A payment as the customer asked for it, with what the review reads of its lease.
pub struct PaymentAsked<'a> {
    /// `c_payment_type` as sent.
    pub kind: &'a str,
    /// `c_pretax_total_amount` as sent.
    pub pretax: &'a str,
    pub method: MethodAsked<'a>,
    pub lease: &'a Lease,
    pub lease_number: &'a str,
    pub brand: &'a str,
    pub spanish: bool,
    /// At the submit: whether the customer accepted a bank payment's debit authorization
    /// (None at the review, which shows it).
    pub authorization_accepted: Option<bool>,
}

/// A payment as reviewed: its kind, what it charges with its tax, the method, and for a bank
/// account the single-debit authorization the customer accepts.
pub struct ReviewedPayment<'a> {
    pub kind: PaymentType,
    pub amount: AmountDue,
    pub method: &'a PaymentMethodView,
    pub authorization: Option<String>,
}

impl<'a> PaymentAsked<'a> {
    /// Checks a payment as the review shows it and the submit charges it, in the order a customer
    /// fixes them: the type, the amount as typed, the method named, the amount against the lease
    /// as of `as_of`, the method being the lease's, and (at the submit) the bank authorization.
    pub fn review(&self, as_of: Date, rules: &ServicingRules) -> AppResult<ReviewedPayment<'a>> {
        let kind = PaymentType::parse(self.kind).ok_or_else(|| {
            AppError::bad_parameter(
                "c_payment_type",
                "c_payment_type is next_payment, past_due, payoff or custom.",
            )
            .with_reason("invalid")
        })?;
        let pretax = parse_amount(self.pretax)?;
        if matches!(self.method, MethodAsked::Missing) {
            return Err(AppError::missing_parameter("c_payment_method_guid"));
        }
        let amount = review_amount(self.lease, as_of, rules, kind, pretax)?;
        let MethodAsked::Known(method) = self.method else {
            return Err(AppError::not_found("Payment method not found."));
        };
        let authorization = (method.kind == "bank").then(|| {
            single_debit_authorization(
                self.brand,
                &method.brand,
                &method.last4,
                amount.total,
                as_of,
                self.lease_number,
                self.spanish,
            )
        });
        if authorization.is_some() && self.authorization_accepted == Some(false) {
            return Err(AppError::bad_parameter(
                "authorization_accepted",
                "Read and accept the debit authorization to pay from a bank account.",
            )
            .with_reason("required"));
        }
        Ok(ReviewedPayment {
            kind,
            amount,
            method,
            authorization,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_read_into_exact_cents() {
        for (typed, cents) in [
            ("25", 2500),
            ("25.5", 2550),
            ("25.50", 2550),
            ("$1,025.05", 102_505),
            (".99", 99),
            ("0.01", 1),
            ("  19.99 ", 1999),
        ] {
            assert_eq!(parse_amount(typed), Ok(Cents::new(cents)), "{typed}");
        }
    }

    #[test]
    fn a_bad_amount_says_why() {
        for (typed, reason) in [
            ("", "required"),
            ("0", "zero"),
            ("0.00", "zero"),
            ("-5", "negative"),
            ("abc", "not_a_number"),
            ("1e3", "not_a_number"),
            ("12.345", "too_many_decimals"),
            ("1.2.3", "not_a_number"),
            (".", "not_a_number"),
            ("99999999999", "above_maximum"),
        ] {
            assert_eq!(
                parse_amount(typed).map_err(|e| e.reason),
                Err(reason),
                "{typed}"
            );
        }
    }

    #[test]
    fn a_single_debit_authorization_names_the_account_amount_day_and_revocation() {
        let day = Date::from_calendar_date(2026, time::Month::November, 24).unwrap();
        let english = single_debit_authorization(
            "Northwind Lease",
            "checking",
            "6789",
            Cents::new(10_825),
            day,
            "100245871",
            false,
        );
        for part in [
            "checking account ending in 6789 once",
            "$108.25",
            "November 24, 2026",
            "#100245871",
            "revoke",
        ] {
            assert!(english.contains(part), "{part} in {english}");
        }
        let spanish = single_debit_authorization(
            "Northwind Lease",
            "savings",
            "6789",
            Cents::new(10_825),
            day,
            "100245871",
            true,
        );
        for part in ["cuenta de ahorros", "24 de noviembre de 2026", "revocarla"] {
            assert!(spanish.contains(part), "{part} in {spanish}");
        }
    }
}
