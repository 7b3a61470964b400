//! The payment gateway: the boundary to the processor that holds card and bank numbers, as a
//! trait in the state with a built-in sandbox. The server hands a checked card or account to
//! `tokenize` and keeps only the token, the brand, the last 4 and the expiry; it charges a
//! token with a reference of its own (the payment's guid), which the processor keeps: the same
//! reference charged again answers the first outcome and never charges twice, and
//! `find_charge` tells what became of a reference whose answer was lost (reconciliation).
//!
//! The sandbox behaves like a processor's test mode. Its tokens carry the behaviour their
//! test number asked for (never the number): `sbx_card_<behaviour>_<id>`. Its ledger of
//! charges is its own table (`sandbox_charges`, its SQL in `store.rs`), as a processor's
//! would be its own database.
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

pub mod decline;
mod instrument;
mod store;

pub use instrument::{aba_valid, CardBrand, CheckedBank, CheckedCard};

use servicing::Cents;

use crate::db::Db;
use crate::outbox::model::BoxFuture;

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

/// What the processor did with a charge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChargeOutcome {
    /// Charged; the processor's authorization code.
    Approved { authorization: String },
    /// Not charged, with the issuer's reason (`insufficient_funds`, `expired_card`,
    /// `do_not_honor`, `account_closed`).
    Declined { reason: String },
}

/// The processor (built in: `Sandbox`).
pub trait PaymentGateway: Send + Sync {
    /// Exchanges a card or an account for a token that later charges it.
    fn tokenize<'a>(
        &'a self,
        instrument: Instrument<'a>,
    ) -> BoxFuture<'a, Result<String, GatewayError>>;

    /// Charges `amount` to `token` under our `reference`; the same reference again answers
    /// the first outcome without charging again.
    fn charge<'a>(
        &'a self,
        token: &'a str,
        amount: Cents,
        reference: &'a str,
    ) -> BoxFuture<'a, Result<ChargeOutcome, GatewayError>>;

    /// What became of a charge under `reference` (None: the processor never charged it).
    fn find_charge<'a>(
        &'a self,
        reference: &'a str,
    ) -> BoxFuture<'a, Result<Option<ChargeOutcome>, GatewayError>>;
}

/// Settles charges left pending (a crash or a lost answer between recording and settling) by
/// what the processor recorded under each one's reference: `settle` gets the recorded outcome,
/// or None when the processor never charged it, and answers whether the charge moved. A
/// reference the processor cannot tell about now is left for the next run. Answers how many
/// moved.
pub async fn reconcile<R, F, Fut>(
    gateway: &dyn PaymentGateway,
    pending: Vec<R>,
    reference: impl Fn(&R) -> &str,
    mut settle: F,
) -> crate::error::AppResult<usize>
where
    F: FnMut(R, Option<ChargeOutcome>) -> Fut,
    Fut: std::future::Future<Output = crate::error::AppResult<bool>>,
{
    let mut moved = 0;
    for charge in pending {
        let recorded = match gateway.find_charge(reference(&charge)).await {
            Ok(recorded) => recorded,
            Err(GatewayError::Unavailable | GatewayError::Declined(_)) => continue,
        };
        if settle(charge, recorded).await? {
            moved += 1;
        }
    }
    Ok(moved)
}

/// The built-in sandbox processor (see the module documentation for its test numbers).
#[derive(Clone)]
pub struct Sandbox {
    ledger: Db,
    /// How long a "delayed" test card takes to approve.
    delay: std::time::Duration,
}

impl Sandbox {
    pub fn new(ledger: Db) -> Self {
        Self {
            ledger,
            delay: std::time::Duration::from_secs(2),
        }
    }
}

/// The behaviour a sandbox token was made with.
fn token_behaviour(token: &str) -> &str {
    let rest = token
        .strip_prefix("sbx_card_")
        .or_else(|| token.strip_prefix("sbx_bank_"))
        .unwrap_or("invalid_");
    rest.rsplit_once('_')
        .map_or("invalid", |(behaviour, _)| behaviour)
}

fn outcome_of(status: &str, detail: &str) -> ChargeOutcome {
    if status == "approved" {
        ChargeOutcome::Approved {
            authorization: detail.to_owned(),
        }
    } else {
        ChargeOutcome::Declined {
            reason: detail.to_owned(),
        }
    }
}

impl Sandbox {
    async fn lookup(&self, reference: &str) -> Result<Option<ChargeOutcome>, GatewayError> {
        let row = store::charge(&self.ledger.pool, reference)
            .await
            .map_err(|_| GatewayError::Unavailable)?;
        Ok(row.map(|(status, detail)| outcome_of(&status, &detail)))
    }
}

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

    fn charge<'a>(
        &'a self,
        token: &'a str,
        amount: Cents,
        reference: &'a str,
    ) -> BoxFuture<'a, Result<ChargeOutcome, GatewayError>> {
        Box::pin(async move {
            if let Some(done) = self.lookup(reference).await? {
                return Ok(done);
            }
            let (status, detail) = match token_behaviour(token) {
                "approve" => (
                    "approved",
                    format!("SBX{}", &reference.replace('-', "")[..8]),
                ),
                "delayed" => {
                    tokio::time::sleep(self.delay).await;
                    (
                        "approved",
                        format!("SBX{}", &reference.replace('-', "")[..8]),
                    )
                }
                // The processor never answers (and never charges).
                "timeout" => return Err(GatewayError::Unavailable),
                "insufficient_funds" | "expired_card" | "do_not_honor" | "account_closed" => {
                    ("declined", token_behaviour(token).to_owned())
                }
                _ => ("declined", "invalid_token".to_owned()),
            };
            // One charge per reference, whoever asks first.
            store::insert_charge(
                &self.ledger.pool,
                reference,
                token,
                amount.get(),
                status,
                &detail,
            )
            .await
            .map_err(|_| GatewayError::Unavailable)?;
            self.lookup(reference)
                .await?
                .ok_or(GatewayError::Unavailable)
        })
    }

    fn find_charge<'a>(
        &'a self,
        reference: &'a str,
    ) -> BoxFuture<'a, Result<Option<ChargeOutcome>, GatewayError>> {
        Box::pin(self.lookup(reference))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sandbox_token_names_the_behaviour_of_its_test_number_and_never_the_number() {
        let card = |digits: &str| CheckedCard {
            digits: digits.into(),
            brand: CardBrand::Visa,
            exp_month: 1,
            exp_year: 2030,
            security_code: "123".into(),
            holder_name: "A".into(),
            postal_code: "78205".into(),
        };
        for (digits, behaviour) in [
            ("4242424242424242", "approve"),
            ("4000000000009995", "insufficient_funds"),
            ("4000000000000069", "expired_card"),
            ("4000000000000002", "do_not_honor"),
            ("4000000000000119", "timeout"),
            ("4000000000003220", "delayed"),
        ] {
            let card = card(digits);
            assert_eq!(sandbox_behaviour(Instrument::Card(&card)), behaviour);
            let token = format!("sbx_card_{behaviour}_{}", uuid::Uuid::new_v4().simple());
            assert_eq!(token_behaviour(&token), behaviour);
        }
        assert_eq!(token_behaviour("tok_from_elsewhere"), "invalid");
    }

    /// A processor that knows one charge, never charged another, and cannot say about a third.
    struct Recorded;

    impl PaymentGateway for Recorded {
        fn tokenize<'a>(
            &'a self,
            _: Instrument<'a>,
        ) -> BoxFuture<'a, Result<String, GatewayError>> {
            Box::pin(async { Err(GatewayError::Unavailable) })
        }
        fn charge<'a>(
            &'a self,
            _: &'a str,
            _: Cents,
            _: &'a str,
        ) -> BoxFuture<'a, Result<ChargeOutcome, GatewayError>> {
            Box::pin(async { Err(GatewayError::Unavailable) })
        }
        fn find_charge<'a>(
            &'a self,
            reference: &'a str,
        ) -> BoxFuture<'a, Result<Option<ChargeOutcome>, GatewayError>> {
            Box::pin(async move {
                match reference {
                    "charged" => Ok(Some(ChargeOutcome::Approved {
                        authorization: "A1".to_owned(),
                    })),
                    "never" => Ok(None),
                    _ => Err(GatewayError::Unavailable),
                }
            })
        }
    }

    #[tokio::test]
    async fn reconciling_settles_what_the_processor_recorded_and_leaves_what_it_cannot_tell() {
        let seen = std::sync::Mutex::new(Vec::new());
        let moved = reconcile(
            &Recorded,
            vec!["charged", "unknown", "never"],
            |reference| reference,
            |reference, recorded| {
                seen.lock().unwrap().push((reference, recorded));
                async { Ok(true) }
            },
        )
        .await
        .unwrap();
        assert_eq!(moved, 2, "the charge the processor cannot tell about waits");
        assert_eq!(
            *seen.lock().unwrap(),
            vec![
                (
                    "charged",
                    Some(ChargeOutcome::Approved {
                        authorization: "A1".to_owned()
                    })
                ),
                ("never", None),
            ]
        );
    }
}
