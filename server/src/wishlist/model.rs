//! Customer product lists' shapes (SCAPI `CustomerProductList`, `CustomerProductListItem`) and
//! their rules: a wish list holds products, one item a product, quantity 1 to 99, priority 1 to 5.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::AppError;

/// The one list type the storefront keeps.
pub const WISH_LIST: &str = "wish_list";
/// Most items a list holds.
pub const MAX_ITEMS: usize = 200;
pub const MAX_QUANTITY: i64 = 99;
pub const MAX_PRIORITY: i64 = 5;

/// An item of a list.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductListItem {
    pub id: String,
    pub product_id: String,
    pub quantity: i64,
    pub priority: i64,
    pub public: bool,
    /// Always `product`.
    #[serde(rename = "type")]
    pub kind: String,
}

/// A customer's product list.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductList {
    pub id: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub name: String,
    pub public: bool,
    pub customer_product_list_items: Vec<ProductListItem>,
    pub creation_date: String,
    pub last_modified: String,
}

/// The customer's lists (SCAPI `CustomerProductListResult`).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ProductListResult {
    pub data: Vec<ProductList>,
    pub limit: usize,
    pub total: usize,
}

/// A new list: only `wish_list`.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct NewProductList {
    #[serde(rename = "type")]
    #[schema(pattern = "^wish_list$")]
    pub kind: String,
    pub name: Option<String>,
}

/// A new item: a product, by default quantity 1, priority 1, not public.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewProductListItem {
    pub product_id: String,
    #[serde(rename = "type")]
    #[schema(pattern = "^product$")]
    pub kind: Option<String>,
    #[schema(minimum = 1, maximum = 99)]
    pub quantity: Option<i64>,
    #[schema(minimum = 1, maximum = 5)]
    pub priority: Option<i64>,
    pub public: Option<bool>,
}

/// An item as it will be kept: quantity, priority and public checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedItem {
    pub quantity: i64,
    pub priority: i64,
    pub public: bool,
}

/// The list type asked for, when it is one we keep.
pub fn check_list_type(kind: &str) -> Result<(), AppError> {
    if kind == WISH_LIST {
        Ok(())
    } else {
        Err(AppError::bad_parameter(
            "type",
            format!("Only '{WISH_LIST}' lists are kept, not '{kind}'."),
        ))
    }
}

/// The item's values with their defaults, or the field that is wrong.
pub fn check_item(item: &NewProductListItem) -> Result<CheckedItem, AppError> {
    if item.kind.as_deref().is_some_and(|kind| kind != "product") {
        return Err(AppError::bad_parameter("type", "A list item is a product."));
    }
    let quantity = item.quantity.unwrap_or(1);
    if !(1..=MAX_QUANTITY).contains(&quantity) {
        return Err(AppError::bad_parameter(
            "quantity",
            format!("The quantity is 1 to {MAX_QUANTITY}."),
        ));
    }
    let priority = item.priority.unwrap_or(1);
    if !(1..=MAX_PRIORITY).contains(&priority) {
        return Err(AppError::bad_parameter(
            "priority",
            format!("The priority is 1 to {MAX_PRIORITY}."),
        ));
    }
    Ok(CheckedItem {
        quantity,
        priority,
        public: item.public.unwrap_or(false),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(
        kind: Option<&str>,
        quantity: Option<i64>,
        priority: Option<i64>,
    ) -> NewProductListItem {
        NewProductListItem {
            product_id: "sofas-001".to_owned(),
            kind: kind.map(str::to_owned),
            quantity,
            priority,
            public: None,
        }
    }

    #[test]
    fn an_item_defaults_to_one_of_it_first_priority_private() {
        assert_eq!(
            check_item(&item(None, None, None)).unwrap(),
            CheckedItem {
                quantity: 1,
                priority: 1,
                public: false
            }
        );
        assert_eq!(
            check_item(&item(Some("product"), Some(3), Some(5)))
                .unwrap()
                .quantity,
            3
        );
    }

    #[test]
    fn wrong_values_name_their_field() {
        let field = |e: AppError| match e {
            AppError::BadRequest { parameter, .. } => parameter,
            _ => None,
        };
        assert_eq!(
            field(check_item(&item(Some("gift_certificate"), None, None)).unwrap_err()),
            Some("type".to_owned())
        );
        assert_eq!(
            field(check_item(&item(None, Some(0), None)).unwrap_err()),
            Some("quantity".to_owned())
        );
        assert_eq!(
            field(check_item(&item(None, Some(100), None)).unwrap_err()),
            Some("quantity".to_owned())
        );
        assert_eq!(
            field(check_item(&item(None, None, Some(6))).unwrap_err()),
            Some("priority".to_owned())
        );
        assert!(check_list_type("wish_list").is_ok());
        assert!(check_list_type("gift_registry").is_err());
    }
}
