//! What other features may do with a lease's payment methods: read them (what a payment
//! charges and shows, autopay's method) and keep a card given elsewhere, in their own
//! transaction. The table stays behind these.

use super::store::{self, NewMethod};
pub use super::store::{autopay_method, charge_info, methods_of_lease};
use crate::error::AppResult;

/// A card the customer gave elsewhere (the checkout's card for the initial payment), as the
/// gateway tokenized it: never its number or security code.
pub struct KeptCard<'a> {
    pub brand: &'a str,
    pub last4: &'a str,
    pub expiration_month: u32,
    pub expiration_year: u32,
    pub holder: &'a str,
    pub token: &'a str,
}

/// Keeps the card as the lease's default payment method, under `idempotency_key` (the same
/// key never adds it twice), in the caller's transaction; answers the method's guid and label.
pub async fn keep_card(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    lease_seq: i64,
    card: &KeptCard<'_>,
    idempotency_key: &str,
    now_ms: i64,
) -> AppResult<(String, String)> {
    let guid = uuid::Uuid::new_v4().to_string();
    store::insert_method(
        &mut **tx,
        &NewMethod {
            guid: &guid,
            lease_seq,
            kind: "card",
            brand: card.brand,
            last4: card.last4,
            exp: Some((card.expiration_month, card.expiration_year)),
            holder_name: card.holder,
            gateway_token: card.token,
            authorization_text: None,
            idempotency_key,
        },
        now_ms,
    )
    .await?;
    store::set_default(tx, lease_seq, &guid).await?;
    Ok((guid, super::model::label("card", card.brand, card.last4)))
}
