//! A saved address's shapes (SCAPI `CustomerAddress`) and its checks: a name of the customer's
//! choosing, and the address by the shipping address's rules (a US state, a 5-digit ZIP, a
//! 10-digit phone).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::basket::shipping::{check_address, OrderAddress};
use crate::error::{AppError, AppResult};

/// Most addresses a customer keeps.
pub const MAX_ADDRESSES: i64 = 20;

/// A saved address as a client reads and writes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomerAddress {
    /// The customer's name for it ("Home"), unique among their addresses.
    #[schema(pattern = r"\S", max_length = 50)]
    pub address_id: String,
    #[serde(flatten)]
    pub address: OrderAddress,
    /// The one offered first (the first address saved is).
    #[serde(default)]
    pub preferred: bool,
}

/// A change to a saved address: any of its fields, and whether it is preferred.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomerAddressUpdate {
    #[serde(flatten)]
    pub address: OrderAddress,
    #[serde(default)]
    pub preferred: bool,
}

/// The customer's addresses, the preferred first.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CustomerAddressResult {
    pub data: Vec<CustomerAddress>,
    pub total: usize,
}

/// The address's name, trimmed: 1 to 50 characters.
pub fn check_address_id(address_id: &str) -> AppResult<String> {
    let name = address_id.trim();
    if name.is_empty() || name.chars().count() > 50 {
        return Err(AppError::bad_parameter(
            "addressId",
            "Name the address (50 characters at most).",
        ));
    }
    Ok(name.to_owned())
}

/// A saved address checked: its name and the address by the shipping rules.
pub fn check(address: &CustomerAddress) -> AppResult<CustomerAddress> {
    Ok(CustomerAddress {
        address_id: check_address_id(&address.address_id)?,
        address: check_address(&address.address)?,
        preferred: address.preferred,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_has_a_name_and_follows_the_shipping_rules() {
        let address = CustomerAddress {
            address_id: " Home ".to_owned(),
            address: OrderAddress {
                first_name: "Ana".to_owned(),
                last_name: "Reyes".to_owned(),
                address1: "12 Elm St".to_owned(),
                address2: None,
                city: "Austin".to_owned(),
                state_code: "tx".to_owned(),
                postal_code: "78701".to_owned(),
                country_code: "US".to_owned(),
                phone: "512-555-0100".to_owned(),
            },
            preferred: false,
        };
        let checked = check(&address).unwrap();
        assert_eq!(checked.address_id, "Home");
        assert_eq!(checked.address.state_code, "TX");
        let unnamed = CustomerAddress {
            address_id: "  ".to_owned(),
            ..address.clone()
        };
        assert!(check(&unnamed).is_err());
        let bad_zip = CustomerAddress {
            address: OrderAddress {
                postal_code: "787".to_owned(),
                ..address.address.clone()
            },
            ..address
        };
        assert_eq!(
            check(&bad_zip).unwrap_err().to_string(),
            "Invalid Zipcode. Please enter a valid Zipcode."
        );
    }
}
