//! Baskets on both databases: a shopper's lifecycle, the quantities a product takes, one basket
//! a shopper (also when created twice at once), currency and email, another shopper's basket
//! answering like an unknown one, items no longer sold, the product added read as it is now, and
//! a guest's basket merged into the customer's after sign-in — once, whatever happens after.
//! A basket's shipping and payment are the checkout's (checkout.rs).

mod items;
mod merge;
mod shopper;

use serde_json::Value;

use crate::helpers::s;

pub(super) const CUSTOMERS: &str =
    "/mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_northwind/customers";
pub(super) const SITE: &str = "siteId=northwind";
/// Brenton Tufted Sofa, $1,205.99, one left.
pub(super) const LAST_NAVY_SOFA: &str = "sofas-003-navy";
/// None left.
pub(super) const SOLD_OUT_SOFA: &str = "sofas-003-beige";

pub(super) fn lines(basket: &Value) -> Vec<(String, i64)> {
    basket["productItems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                s(&i["productId"]).to_owned(),
                i["quantity"].as_i64().unwrap(),
            )
        })
        .collect()
}
