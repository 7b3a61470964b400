//! What a customer is told of a declined charge: only the reasons the web app words.

/// The reason a client is told for a declined charge: the issuer's own when it is one the web
/// app words (insufficient funds, an expired card, a closed account), else "do not honor", so
/// nothing else an issuer says reaches the customer.
pub fn decline_reason(issuer_reason: &str) -> &'static str {
    match issuer_reason {
        "insufficient_funds" => "insufficient_funds",
        "expired_card" => "expired_card",
        "account_closed" => "account_closed",
        _ => "do_not_honor",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_is_told_the_reasons_it_words_and_do_not_honor_for_any_other() {
        for reason in [
            "insufficient_funds",
            "expired_card",
            "account_closed",
            "do_not_honor",
        ] {
            assert_eq!(decline_reason(reason), reason);
        }
        for other in ["not_charged", "pick_up_card", "", "fraud"] {
            assert_eq!(decline_reason(other), "do_not_honor");
        }
    }
}
