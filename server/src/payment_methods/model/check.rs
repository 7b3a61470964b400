//! The rules a card or a bank account must pass before the gateway sees it — Luhn and the
//! card's brand, its expiry, its security code's length, the ABA routing checksum.

use serde::Deserialize;

pub use crate::payment_gateway::{aba_valid, CardBrand, CheckedBank, CheckedCard};
use utoipa::ToSchema;

/// A field that failed its rule: the parameter named in the 400 and a stable reason the web
/// app turns into its own translated message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Invalid {
    pub field: &'static str,
    pub reason: &'static str,
    pub message: &'static str,
}

const fn invalid(field: &'static str, reason: &'static str, message: &'static str) -> Invalid {
    Invalid {
        field,
        reason,
        message,
    }
}

/// The brand of a card number, by its first digits (the brands we accept).
fn brand_of(digits: &str) -> Option<CardBrand> {
    let prefix = |n: usize| digits.get(..n).and_then(|p| p.parse::<u32>().ok());
    match (prefix(1), prefix(2), prefix(3), prefix(4), prefix(6)) {
        (Some(4), ..) => Some(CardBrand::Visa),
        (_, Some(34 | 37), ..) => Some(CardBrand::Amex),
        (_, Some(51..=55), ..) => Some(CardBrand::Mastercard),
        (_, _, _, Some(2221..=2720), _) => Some(CardBrand::Mastercard),
        (_, Some(65), ..) | (_, _, Some(644..=649), ..) | (_, _, _, Some(6011), _) => {
            Some(CardBrand::Discover)
        }
        (.., Some(622126..=622925)) => Some(CardBrand::Discover),
        _ => None,
    }
}

/// The digits of what was typed, when it is only digits with spaces or dashes between.
fn digits_of(typed: &str) -> Option<String> {
    let digits: String = typed.chars().filter(|c| !matches!(c, ' ' | '-')).collect();
    (!digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())).then_some(digits)
}

/// The Luhn (mod 10) check every card number carries in its last digit.
pub fn luhn_valid(digits: &str) -> bool {
    let mut sum = 0;
    for (i, c) in digits.chars().rev().enumerate() {
        let Some(mut d) = c.to_digit(10) else {
            return false;
        };
        if i % 2 == 1 {
            d *= 2;
            if d > 9 {
                d -= 9;
            }
        }
        sum += d;
    }
    !digits.is_empty() && sum.is_multiple_of(10)
}

/// A card as typed in the add-a-method form.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct CardInput {
    /// The card number (spaces and dashes allowed). Passed to the gateway, never stored.
    pub number: String,
    /// 1–12.
    pub exp_month: u32,
    /// Four digits (two are read as 20YY).
    pub exp_year: u32,
    /// The security code. Passed to the gateway, never stored (not even encrypted).
    pub security_code: String,
    pub holder_name: String,
    /// The billing ZIP code (5 digits).
    pub postal_code: String,
}

impl std::fmt::Display for CardInput {
    /// Never the number or the code (this is what a log or a panic would show).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "card ending {}", last4(&self.number))
    }
}

/// A bank account as typed in the add-a-method form.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct BankInput {
    /// 9 digits with a valid ABA checksum.
    pub routing_number: String,
    /// 4–17 digits. Passed to the gateway; only the last 4 are kept.
    pub account_number: String,
    /// `checking` or `savings`.
    pub account_type: String,
    pub holder_name: String,
    /// The customer agreed to the debit authorization shown before consent (NACHA WEB).
    pub authorization_accepted: bool,
}

fn last4(number: &str) -> String {
    let digits: Vec<char> = number.chars().filter(char::is_ascii_digit).collect();
    digits[digits.len().saturating_sub(4)..].iter().collect()
}

fn holder(name: &str, field: &'static str) -> Result<String, Invalid> {
    let name = name.trim();
    if name.is_empty() {
        return Err(invalid(field, "required", "Enter the name on the account."));
    }
    if name.chars().count() > 100 {
        return Err(invalid(
            field,
            "too_long",
            "The name can be 100 characters at most.",
        ));
    }
    Ok(name.to_owned())
}

/// Checks a card as of `(year, month)` today: the first field that fails, in form order.
pub fn check_card(card: &CardInput, today: (i32, u32)) -> Result<CheckedCard, Invalid> {
    let digits = digits_of(&card.number).ok_or(invalid(
        "number",
        "invalid",
        "Enter the card number, digits only.",
    ))?;
    if !(13..=19).contains(&digits.len()) || !luhn_valid(&digits) {
        return Err(invalid(
            "number",
            "invalid",
            "This card number isn't valid. Check it and try again.",
        ));
    }
    let brand = brand_of(&digits).ok_or(invalid(
        "number",
        "unsupported_brand",
        "We accept Visa, Mastercard, American Express and Discover.",
    ))?;
    if !(1..=12).contains(&card.exp_month) {
        return Err(invalid("exp_month", "invalid", "Choose the expiry month."));
    }
    let exp_year = if card.exp_year < 100 {
        2000 + card.exp_year
    } else {
        card.exp_year
    };
    let (year, month) = today;
    let expiry = (exp_year as i32, card.exp_month);
    if expiry < (year, month) {
        return Err(invalid("exp_year", "expired", "This card has expired."));
    }
    if exp_year as i32 > year + 20 {
        return Err(invalid("exp_year", "invalid", "Check the expiry year."));
    }
    let code = card.security_code.trim();
    if code.len() != brand.security_code_digits() || !code.chars().all(|c| c.is_ascii_digit()) {
        return Err(invalid(
            "security_code",
            "invalid",
            "Enter the security code printed on the card.",
        ));
    }
    let holder_name = holder(&card.holder_name, "holder_name")?;
    let postal_code = card.postal_code.trim();
    if postal_code.len() != 5 || !postal_code.chars().all(|c| c.is_ascii_digit()) {
        return Err(invalid(
            "postal_code",
            "invalid",
            "Enter a 5-digit ZIP code.",
        ));
    }
    Ok(CheckedCard {
        digits,
        brand,
        exp_month: card.exp_month,
        exp_year,
        security_code: code.to_owned(),
        holder_name,
        postal_code: postal_code.to_owned(),
    })
}

/// Checks a bank account: the first field that fails, in form order.
pub fn check_bank(bank: &BankInput) -> Result<CheckedBank, Invalid> {
    let routing = digits_of(&bank.routing_number).unwrap_or_default();
    if !aba_valid(&routing) {
        return Err(invalid(
            "routing_number",
            "invalid",
            "This routing number isn't valid. It's the 9 digits at the bottom left of a check.",
        ));
    }
    let account = digits_of(&bank.account_number).unwrap_or_default();
    if !(4..=17).contains(&account.len()) {
        return Err(invalid(
            "account_number",
            "invalid",
            "Enter the account number, 4 to 17 digits.",
        ));
    }
    let account_type = match bank.account_type.as_str() {
        "checking" => "checking",
        "savings" => "savings",
        _ => {
            return Err(invalid(
                "account_type",
                "invalid",
                "Choose checking or savings.",
            ))
        }
    };
    let holder_name = holder(&bank.holder_name, "holder_name")?;
    if !bank.authorization_accepted {
        return Err(invalid(
            "authorization_accepted",
            "required",
            "Read and accept the debit authorization to add a bank account.",
        ));
    }
    Ok(CheckedBank {
        routing_number: routing,
        account_number: account,
        account_type,
        holder_name,
    })
}

#[cfg(test)]
mod tests {
    use super::super::label;
    use super::*;

    fn card(number: &str) -> CardInput {
        CardInput {
            number: number.to_owned(),
            exp_month: 12,
            exp_year: 2030,
            security_code: "123".to_owned(),
            holder_name: "María López".to_owned(),
            postal_code: "78205".to_owned(),
        }
    }

    const TODAY: (i32, u32) = (2026, 11);

    #[test]
    fn luhn_accepts_the_test_cards_and_catches_one_wrong_digit() {
        for number in [
            "4242424242424242",
            "5555555555554444",
            "378282246310005",
            "6011111111111117",
            "2223003122003222",
        ] {
            assert!(luhn_valid(number), "{number}");
            let mut wrong: Vec<char> = number.chars().collect();
            wrong[3] = if wrong[3] == '9' { '0' } else { '9' };
            assert!(!luhn_valid(&wrong.into_iter().collect::<String>()));
        }
        assert!(!luhn_valid(""));
    }

    #[test]
    fn brands_come_from_the_first_digits() {
        let brand = |n: &str| check_card(&card(n), TODAY).map(|c| c.brand);
        assert_eq!(brand("4242 4242 4242 4242"), Ok(CardBrand::Visa));
        assert_eq!(brand("5555-5555-5555-4444"), Ok(CardBrand::Mastercard));
        assert_eq!(brand("2223003122003222"), Ok(CardBrand::Mastercard));
        assert_eq!(brand("6011111111111117"), Ok(CardBrand::Discover));
        // A valid number of a brand not taken (JCB).
        assert_eq!(
            brand("3530111333300000").map_err(|e| e.reason),
            Err("unsupported_brand")
        );
    }

    #[test]
    fn a_card_is_checked_field_by_field() {
        let fails = |edit: &dyn Fn(&mut CardInput)| {
            let mut c = card("4242424242424242");
            edit(&mut c);
            check_card(&c, TODAY)
                .map(|_| ())
                .map_err(|e| (e.field, e.reason))
        };
        assert_eq!(fails(&|_| {}), Ok(()));
        assert_eq!(
            fails(&|c| c.number = "4242424242424241".into()),
            Err(("number", "invalid"))
        );
        assert_eq!(
            fails(&|c| c.number = "4242abcd".into()),
            Err(("number", "invalid"))
        );
        assert_eq!(fails(&|c| c.exp_month = 13), Err(("exp_month", "invalid")));
        // This month still works; last month has expired.
        assert_eq!(
            fails(&|c| {
                c.exp_month = 11;
                c.exp_year = 26;
            }),
            Ok(())
        );
        assert_eq!(
            fails(&|c| {
                c.exp_month = 10;
                c.exp_year = 2026;
            }),
            Err(("exp_year", "expired"))
        );
        assert_eq!(fails(&|c| c.exp_year = 2060), Err(("exp_year", "invalid")));
        assert_eq!(
            fails(&|c| c.security_code = "12".into()),
            Err(("security_code", "invalid"))
        );
        assert_eq!(
            fails(&|c| c.holder_name = "  ".into()),
            Err(("holder_name", "required"))
        );
        assert_eq!(
            fails(&|c| c.postal_code = "7820".into()),
            Err(("postal_code", "invalid"))
        );
        // American Express prints four digits.
        assert_eq!(
            fails(&|c| c.number = "378282246310005".into()),
            Err(("security_code", "invalid"))
        );
        assert_eq!(
            fails(&|c| {
                c.number = "378282246310005".into();
                c.security_code = "1234".into();
            }),
            Ok(())
        );
    }

    #[test]
    fn what_a_card_shows_of_itself_is_its_last_4() {
        let c = card("4242424242424242");
        assert_eq!(c.to_string(), "card ending 4242");
        assert_eq!(label("card", "Visa", "4242"), "Visa •••• 4242");
        assert_eq!(label("bank", "checking", "6789"), "Checking •••• 6789");
    }

    #[test]
    fn routing_numbers_carry_the_aba_checksum() {
        for valid in ["011000015", "021000021", "111000025", "122105278"] {
            assert!(aba_valid(valid), "{valid}");
        }
        for wrong in ["011000016", "12345678", "0110000150", "01100001a"] {
            assert!(!aba_valid(wrong), "{wrong}");
        }
    }

    #[test]
    fn a_bank_account_needs_the_authorization_accepted() {
        let bank = BankInput {
            routing_number: "011000015".into(),
            account_number: "000123456789".into(),
            account_type: "checking".into(),
            holder_name: "James Carter".into(),
            authorization_accepted: true,
        };
        assert!(check_bank(&bank).is_ok());
        let refused = BankInput {
            authorization_accepted: false,
            ..bank.clone()
        };
        assert_eq!(
            check_bank(&refused).unwrap_err().field,
            "authorization_accepted"
        );
        let short = BankInput {
            account_number: "123".into(),
            ..bank.clone()
        };
        assert_eq!(check_bank(&short).unwrap_err().field, "account_number");
        let kind = BankInput {
            account_type: "brokerage".into(),
            ..bank
        };
        assert_eq!(check_bank(&kind).unwrap_err().field, "account_type");
    }
}
