//! The payment gateway: the boundary to the processor that holds card and bank numbers, as a
//! trait in the state with a built-in sandbox. The server hands a checked card or account to
//! `tokenize` and keeps only the token, the brand, the last 4 and the expiry.
//!
//! The sandbox behaves like a processor's test mode. Its tokens carry the behaviour their
//! test number asked for (never the number): `sbx_card_<behaviour>_<id>`.
//!
//! | test card | behaviour |
//! |---|---|
//! | 4242 4242 4242 4242, 5555 5555 5555 4444, 3782 822463 10005, 6011 1111 1111 1117 (and any other valid number) | approves |
//! | 4000 0000 0000 9995 | declines: insufficient funds |
//! | 4000 0000 0000 0069 | declines: expired card |
//! | 4000 0000 0000 0002 | declines: do not honor |
//! | 4000 0000 0000 0119 | times out |
//! | 4000 0000 0000 3220 | approves after a delay |
//!
//! Bank accounts (any valid routing number, e.g. 011000015): account 000111111116 declines
//! for insufficient funds, 000222222227 declines (account closed), 000333333335 times out;
//! any other account approves.

use crate::outbox::model::BoxFuture;
use crate::payment_methods::model::{CheckedBank, CheckedCard};

/// What is tokenized: a checked card or bank account.
#[derive(Debug, Clone, Copy)]
pub enum Instrument<'a> {
    Card(&'a CheckedCard),
    Bank(&'a CheckedBank),
}

#[derive(Debug, thiserror::Error)]
pub enum GatewayError {
    /// The processor refused the instrument (e.g. a closed account), with its reason code.
    #[error("declined: {0}")]
    Declined(&'static str),
    /// The processor did not answer.
    #[error("the payment processor did not answer")]
    Unavailable,
}

/// The processor (built in: `Sandbox`).
pub trait PaymentGateway: Send + Sync {
    /// Exchanges a card or an account for a token that later charges it.
    fn tokenize<'a>(
        &'a self,
        instrument: Instrument<'a>,
    ) -> BoxFuture<'a, Result<String, GatewayError>>;
}

/// The built-in sandbox processor (see the module documentation for its test numbers).
#[derive(Debug, Default, Clone)]
pub struct Sandbox;

/// How a sandbox instrument behaves when charged, by its test number.
pub fn sandbox_behaviour(instrument: Instrument<'_>) -> &'static str {
    match instrument {
        Instrument::Card(card) => match card.digits.as_str() {
            "4000000000009995" => "insufficient_funds",
            "4000000000000069" => "expired_card",
            "4000000000000002" => "do_not_honor",
            "4000000000000119" => "timeout",
            "4000000000003220" => "delayed",
            _ => "approve",
        },
        Instrument::Bank(bank) => match bank.account_number.as_str() {
            "000111111116" => "insufficient_funds",
            "000222222227" => "account_closed",
            "000333333335" => "timeout",
            _ => "approve",
        },
    }
}

impl PaymentGateway for Sandbox {
    fn tokenize<'a>(
        &'a self,
        instrument: Instrument<'a>,
    ) -> BoxFuture<'a, Result<String, GatewayError>> {
        Box::pin(async move {
            let kind = match instrument {
                Instrument::Card(_) => "card",
                Instrument::Bank(_) => "bank",
            };
            let id = uuid::Uuid::new_v4().simple();
            Ok(format!("sbx_{kind}_{}_{id}", sandbox_behaviour(instrument)))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::payment_methods::model::CardBrand;

    #[tokio::test]
    async fn a_sandbox_token_names_the_behaviour_and_never_the_number() {
        let card = CheckedCard {
            digits: "4000000000009995".into(),
            brand: CardBrand::Visa,
            exp_month: 1,
            exp_year: 2030,
            security_code: "123".into(),
            holder_name: "A".into(),
            postal_code: "78205".into(),
        };
        let token = Sandbox.tokenize(Instrument::Card(&card)).await.unwrap();
        assert!(token.starts_with("sbx_card_insufficient_funds_"), "{token}");
        assert!(!token.contains(&card.digits));
        let other = Sandbox.tokenize(Instrument::Card(&card)).await.unwrap();
        assert_ne!(token, other, "a token per tokenization");
    }
}
