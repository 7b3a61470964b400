//! What the gateway is asked to tokenize: a card or a bank account that passed every rule of
//! the payment-method checks. The types live with the gateway, which every payment-method and
//! payment call goes through; the checks build them.

/// Card brands accepted (by the number's first digits).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardBrand {
    Visa,
    Mastercard,
    Amex,
    Discover,
}

impl CardBrand {
    pub fn name(self) -> &'static str {
        match self {
            CardBrand::Visa => "Visa",
            CardBrand::Mastercard => "Mastercard",
            CardBrand::Amex => "American Express",
            CardBrand::Discover => "Discover",
        }
    }

    /// Digits of the security code printed on the card.
    pub fn security_code_digits(self) -> usize {
        if self == CardBrand::Amex {
            4
        } else {
            3
        }
    }
}

/// A card that passed every rule: what the gateway is asked to tokenize.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedCard {
    pub digits: String,
    pub brand: CardBrand,
    pub exp_month: u32,
    pub exp_year: u32,
    pub security_code: String,
    pub holder_name: String,
    pub postal_code: String,
}

/// A bank account that passed every rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedBank {
    pub routing_number: String,
    pub account_number: String,
    pub account_type: &'static str,
    pub holder_name: String,
}

/// The ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple
/// of 10.
pub fn aba_valid(routing: &str) -> bool {
    if routing.len() != 9 || !routing.chars().all(|c| c.is_ascii_digit()) {
        return false;
    }
    let d: Vec<u32> = routing.chars().filter_map(|c| c.to_digit(10)).collect();
    let sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
    sum.is_multiple_of(10)
}
