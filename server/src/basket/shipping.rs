//! A basket's shipment and tender, pure: the shipping address and its checks (a US address with
//! a 5-digit ZIP), the shipping methods and their prices, and the payment instrument as a client
//! reads it (a card shown by brand and last 4). The state's sales tax is the basket view's.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::catalog::model::Price;
use crate::error::{AppError, AppResult};
use crate::identity::model::phone_digits;

/// The one shipment a basket has (SCAPI's default shipment id).
pub const SHIPMENT_ID: &str = "me";

/// How a lease is paid: the tender a basket takes.
pub const LEASE_PAYMENT_METHOD: &str = "NORTHWIND_LEASE";

/// The states, district and territory a US address may name.
pub const US_STATES: [&str; 52] = [
    "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA",
    "KS", "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM",
    "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA",
    "WV", "WI", "WY", "PR",
];

/// A shipping (or saved) address (SCAPI `OrderAddress`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderAddress {
    #[schema(pattern = r"\S", max_length = 100)]
    pub first_name: String,
    #[schema(pattern = r"\S", max_length = 100)]
    pub last_name: String,
    #[schema(pattern = r"\S", max_length = 100)]
    pub address1: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(max_length = 100)]
    pub address2: Option<String>,
    #[schema(pattern = r"\S", max_length = 100)]
    pub city: String,
    /// Two letters: a state, the District of Columbia or Puerto Rico (any case).
    pub state_code: String,
    /// Five digits.
    #[schema(pattern = r"^\s*[0-9]{5}\s*$")]
    pub postal_code: String,
    /// `US`.
    #[serde(default = "us")]
    #[schema(pattern = r"^\s*[Uu][Ss]\s*$")]
    pub country_code: String,
    /// Ten digits.
    #[schema(pattern = r"^[^0-9]*([0-9][^0-9]*){10}$")]
    pub phone: String,
}

fn us() -> String {
    "US".to_owned()
}

fn required(parameter: &str, value: &str, message: &str) -> AppResult<String> {
    let value = value.trim();
    if value.is_empty() {
        return Err(AppError::bad_parameter(parameter, message));
    }
    if value.chars().count() > 100 {
        return Err(AppError::bad_parameter(
            parameter,
            "Please use at most 100 characters.",
        ));
    }
    Ok(value.to_owned())
}

/// The address trimmed and checked, each bad field a 400 naming it with the storefront's words.
pub fn check_address(address: &OrderAddress) -> AppResult<OrderAddress> {
    let first_name = required(
        "firstName",
        &address.first_name,
        "Please enter your first name.",
    )?;
    let last_name = required(
        "lastName",
        &address.last_name,
        "Please enter your last name.",
    )?;
    let address1 = required("address1", &address.address1, "Please enter your address.")?;
    let address2 = match address.address2.as_deref().map(str::trim) {
        Some(line) if !line.is_empty() => Some(required("address2", line, "")?),
        _ => None,
    };
    let city = required("city", &address.city, "Please enter your city.")?;
    let state_code = address.state_code.trim().to_ascii_uppercase();
    if !US_STATES.contains(&state_code.as_str()) {
        return Err(AppError::bad_parameter(
            "stateCode",
            "Please select your state.",
        ));
    }
    let postal_code = address.postal_code.trim().to_owned();
    if postal_code.len() != 5 || !postal_code.chars().all(|c| c.is_ascii_digit()) {
        return Err(AppError::bad_parameter(
            "postalCode",
            "Invalid Zipcode. Please enter a valid Zipcode.",
        ));
    }
    if !address.country_code.trim().eq_ignore_ascii_case("US") {
        return Err(AppError::bad_parameter(
            "countryCode",
            "We ship to addresses in the United States.",
        ));
    }
    let phone = phone_digits("phone", &address.phone)?;
    Ok(OrderAddress {
        first_name,
        last_name,
        address1,
        address2,
        city,
        state_code,
        postal_code,
        country_code: us(),
        phone,
    })
}

/// A way to ship (SCAPI `ShippingMethod`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShippingMethod {
    pub id: String,
    pub name: String,
    pub description: String,
    pub price: Price,
}

/// The methods a basket may ship by (SCAPI `ShippingMethodResult`).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShippingMethodResult {
    pub applicable_shipping_methods: Vec<ShippingMethod>,
    pub default_shipping_method_id: String,
}

/// Furniture and electronics go by truck: free to the door, or brought in and set up.
pub fn shipping_methods(spanish: bool) -> Vec<ShippingMethod> {
    let method = |id: &str, name: &str, description: &str, cents: i64| ShippingMethod {
        id: id.to_owned(),
        name: name.to_owned(),
        description: description.to_owned(),
        price: Price(cents),
    };
    if spanish {
        vec![
            method(
                "standard",
                "Entrega estándar",
                "A tu puerta en 5 a 7 días hábiles",
                0,
            ),
            method(
                "white-glove",
                "Entrega con instalación",
                "La llevamos a tu habitación y la instalamos en 3 a 5 días hábiles",
                7_900,
            ),
        ]
    } else {
        vec![
            method(
                "standard",
                "Standard delivery",
                "To your door in 5 to 7 business days",
                0,
            ),
            method(
                "white-glove",
                "White-glove delivery",
                "Brought to your room and set up in 3 to 5 business days",
                7_900,
            ),
        ]
    }
}

/// The method of this id, in the shopper's language.
pub fn shipping_method(id: &str, spanish: bool) -> Option<ShippingMethod> {
    shipping_methods(spanish).into_iter().find(|m| m.id == id)
}

/// A shipment of a basket (SCAPI `Shipment`).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Shipment {
    pub shipment_id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shipping_address: Option<OrderAddress>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shipping_method: Option<ShippingMethod>,
}

/// The card the initial payment is charged to, as stored: the gateway's token and what may be
/// shown of the card. Never the number or the security code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredTender {
    pub payment_instrument_id: String,
    pub token: String,
    pub brand: String,
    pub last4: String,
    pub expiration_month: u8,
    pub expiration_year: u16,
    pub holder: String,
}

/// A payment card as a client reads it (SCAPI `OrderPaymentCard`).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentCardView {
    pub card_type: String,
    /// The last 4 digits behind bullets.
    pub masked_number: String,
    pub number_last_digits: String,
    pub expiration_month: u8,
    pub expiration_year: u16,
    pub holder: String,
}

/// A payment instrument of the basket (SCAPI `OrderPaymentInstrument`): a Northwind lease whose
/// initial payment is charged to the card.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentInstrument {
    pub payment_instrument_id: String,
    pub payment_method_id: String,
    pub payment_card: PaymentCardView,
}

impl StoredTender {
    pub fn view(&self) -> PaymentInstrument {
        PaymentInstrument {
            payment_instrument_id: self.payment_instrument_id.clone(),
            payment_method_id: LEASE_PAYMENT_METHOD.to_owned(),
            payment_card: PaymentCardView {
                card_type: self.brand.clone(),
                masked_number: format!("•••• {}", self.last4),
                number_last_digits: self.last4.clone(),
                expiration_month: self.expiration_month,
                expiration_year: self.expiration_year,
                holder: self.holder.clone(),
            },
        }
    }
}

/// The card of a payment instrument request (SCAPI `OrderPaymentCardRequest`). The number and
/// security code go to the gateway and are dropped.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentCardInput {
    pub number: String,
    pub security_code: String,
    #[schema(minimum = 1, maximum = 12)]
    pub expiration_month: u8,
    pub expiration_year: u16,
    pub holder: String,
}

/// A payment instrument to add (SCAPI `BasketPaymentInstrumentRequest`).
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentInstrumentInput {
    /// `NORTHWIND_LEASE`: the order is paid by a lease.
    #[schema(pattern = "^NORTHWIND_LEASE$")]
    pub payment_method_id: String,
    /// The card the lease's initial payment is charged to.
    pub payment_card: PaymentCardInput,
}

impl std::fmt::Debug for PaymentInstrumentInput {
    // A card number never reaches a log.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PaymentInstrumentInput")
            .field("payment_method_id", &self.payment_method_id)
            .finish_non_exhaustive()
    }
}

/// The shipping method to use.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct ShippingMethodInput {
    pub id: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use servicing::{Cents, Rate};

    fn address() -> OrderAddress {
        OrderAddress {
            first_name: " Ana ".to_owned(),
            last_name: "Reyes".to_owned(),
            address1: "12 Elm St".to_owned(),
            address2: Some(" ".to_owned()),
            city: "Austin".to_owned(),
            state_code: "tx".to_owned(),
            postal_code: "78701".to_owned(),
            country_code: "us".to_owned(),
            phone: "(512) 555-0100".to_owned(),
        }
    }

    #[test]
    fn an_address_is_trimmed_and_its_state_upper_case() {
        let checked = check_address(&address()).unwrap();
        assert_eq!(checked.first_name, "Ana");
        assert_eq!(checked.state_code, "TX");
        assert_eq!(checked.address2, None);
        assert_eq!(checked.phone, "5125550100");
        assert_eq!(checked.country_code, "US");
    }

    #[test]
    fn a_zip_is_five_digits_and_a_state_a_us_one() {
        let zip = |postal_code: &str| OrderAddress {
            postal_code: postal_code.to_owned(),
            ..address()
        };
        for bad in ["7870", "787011", "7870a", "78701-1234"] {
            let error = check_address(&zip(bad)).unwrap_err();
            assert_eq!(
                error.to_string(),
                "Invalid Zipcode. Please enter a valid Zipcode."
            );
        }
        let state = OrderAddress {
            state_code: "ZZ".to_owned(),
            ..address()
        };
        assert_eq!(
            check_address(&state).unwrap_err().to_string(),
            "Please select your state."
        );
        let phone = OrderAddress {
            phone: "555-0100".to_owned(),
            ..address()
        };
        assert!(check_address(&phone).is_err());
    }

    #[test]
    fn tax_is_the_states_rate_on_the_cash_price() {
        // 8.25% of $547.99 is $45.209…, rounded to $45.21.
        let rate = Rate::from_ppm(82_500);
        assert_eq!(Cents::new(54_799).apply_rate(rate), Cents::new(4_521));
    }

    #[test]
    fn a_payment_instrument_shows_the_last_4_only() {
        let tender = StoredTender {
            payment_instrument_id: "pi".to_owned(),
            token: "sbx_card_approve_x".to_owned(),
            brand: "Visa".to_owned(),
            last4: "4242".to_owned(),
            expiration_month: 12,
            expiration_year: 2030,
            holder: "Ana Reyes".to_owned(),
        };
        let view = serde_json::to_string(&tender.view()).unwrap();
        assert!(view.contains("•••• 4242"));
        assert!(!view.contains("sbx_card"));
    }
}
