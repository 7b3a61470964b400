//! The basket's shapes as its client reads and sends them (SCAPI `shopper-baskets`, the fields
//! the storefront uses).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::basket::shipping::{PaymentInstrument, Shipment};
use crate::catalog::model::Price;
use crate::preapproval::estimate::model::LeaseEstimate;

/// A line of the basket as a shopper's client reads it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductItem {
    pub item_id: String,
    pub product_id: String,
    pub product_name: String,
    pub quantity: i64,
    /// The price of one.
    pub base_price: Price,
    /// The line: the price of one × quantity.
    pub price: Price,
    pub price_after_item_discount: Price,
    /// False when the product is no longer sold online: the line counts for nothing and the
    /// storefront removes it, saying so.
    #[serde(rename = "c_available")]
    pub available: bool,
    /// A lease can pay for it.
    #[serde(rename = "c_leasable")]
    pub leasable: bool,
    /// The lease for the line's price (price of one × quantity) at the advertised pay frequency,
    /// with the shipping state's sales tax once there is an address: its payment, their number,
    /// the total cost to own. None when the line cannot be leased (not leasable, not available,
    /// more than an approval, a state without lease-to-own).
    #[serde(rename = "c_leaseQuote", skip_serializing_if = "Option::is_none")]
    pub lease_quote: Option<LeaseEstimate>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomerInfo {
    pub customer_id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
}

/// A basket (SCAPI `Basket`, the fields the storefront uses).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Basket {
    pub basket_id: String,
    pub currency: String,
    pub customer_info: CustomerInfo,
    pub product_items: Vec<ProductItem>,
    /// Sum of the available lines.
    pub product_sub_total: Price,
    pub product_total: Price,
    /// The chosen shipping method's price; none until one is chosen.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shipping_total: Option<Price>,
    /// The shipping state's sales tax on products and shipping; none until there is an address.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tax_total: Option<Price>,
    /// Products, shipping and tax: the cash price with its tax.
    pub order_total: Price,
    /// The one shipment, with its address and method once chosen.
    pub shipments: Vec<Shipment>,
    /// The tender: a Northwind lease, its initial payment charged to a card.
    pub payment_instruments: Vec<PaymentInstrument>,
    pub creation_date: String,
    pub last_modified: String,
}

/// A line to add: a product and how many.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemInput {
    pub product_id: String,
    pub quantity: i64,
}

/// A new basket, optionally with its first lines and the shopper's email.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreateBasketInput {
    pub currency: Option<String>,
    pub product_items: Option<Vec<ItemInput>>,
    pub customer_info: Option<CustomerInfoInput>,
}

/// A line's new quantity; 0 removes it.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct QuantityInput {
    #[schema(minimum = 0)]
    pub quantity: i64,
}

/// The basket's currency.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct UpdateBasketInput {
    pub currency: Option<String>,
}

/// The shopper's email for the basket.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct CustomerInfoInput {
    pub email: String,
}

/// A customer's baskets (SCAPI `BasketsResult`).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BasketsResult {
    pub baskets: Vec<Basket>,
    pub total: usize,
}

/// Merge options (`createDestinationBasket`).
#[derive(Debug, Clone, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct MergeQuery {
    /// Make the customer's basket when they have none (else the merge answers 404).
    pub create_destination_basket: Option<bool>,
}
