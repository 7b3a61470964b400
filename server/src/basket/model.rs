//! A basket's shapes (SCAPI `shopper-baskets`) and its pure rules: which quantities a product
//! takes, a line's price and the basket's totals, and how a guest's lines join a customer's.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::shipping::{
    OrderAddress, PaymentInstrument, Shipment, ShippingMethod, StoredTender, SHIPMENT_ID,
};
use crate::catalog::model::Price;
use crate::clock::rfc3339;
use crate::error::{AppError, AppResult};
use crate::identity::model::is_valid_email;
use crate::sites::Site;

/// Most lines a basket holds, and most of one product in a line: a basket is a shopper's, not
/// a warehouse's.
pub const MAX_LINES: usize = 50;
pub const MAX_QUANTITY: i64 = 99;

/// A basket as stored.
#[derive(Debug, Clone)]
pub struct StoredBasket {
    pub id: String,
    pub site_id: String,
    pub customer_id: String,
    pub usid: String,
    pub registered: bool,
    pub currency: String,
    pub email: Option<String>,
    pub created_at_ms: i64,
    pub updated_at_ms: i64,
}

/// A line as stored: the product and how many.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredItem {
    pub id: String,
    pub product_id: String,
    pub quantity: i64,
    pub position: i64,
}

/// What the catalog says now of a product a line holds.
#[derive(Debug, Clone)]
pub struct LineProduct {
    pub name: String,
    /// The price of one (sale price when there is one); none when it has no price.
    pub price_cents: Option<i64>,
    pub stock_level: i64,
    pub min_order_quantity: i64,
    pub step_quantity: i64,
    /// A product that can be bought as it is (not a master or a set, which are chosen from).
    pub buyable: bool,
    /// A lease can pay for it.
    pub leasable: bool,
}

/// A basket's checkout as stored: the shipment, the tender and the e-signature (whose shape is
/// the checkout's own: the basket only keeps it).
#[derive(Debug, Clone, Default)]
pub struct StoredCheckout {
    pub shipping_address: Option<OrderAddress>,
    pub shipping_method_id: Option<String>,
    pub tender: Option<StoredTender>,
    pub signature: Option<serde_json::Value>,
}

/// What the checkout adds to a basket's view: the shipment as chosen, its state's sales-tax rate
/// (none until there is an address), and the tender.
#[derive(Debug, Clone, Default)]
pub struct CheckoutParts {
    pub shipping_address: Option<OrderAddress>,
    pub shipping_method: Option<ShippingMethod>,
    pub tax_rate: Option<servicing::Rate>,
    pub tender: Option<StoredTender>,
}

/// Why a quantity cannot be in a basket.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QuantityProblem {
    /// Not online, no price, or a product one chooses from (a master, a set).
    NotBuyable,
    OutOfStock,
    /// More than is left.
    OverStock {
        stock_level: i64,
    },
    BelowMinimum {
        minimum: i64,
    },
    /// Not the minimum plus a whole number of steps.
    NotAStep {
        minimum: i64,
        step: i64,
    },
    OverLimit,
}

/// Whether `quantity` of the product can be in a basket: at least its minimum, the minimum
/// plus whole steps, at most what is in stock and at most `MAX_QUANTITY`.
pub fn check_quantity(quantity: i64, product: &LineProduct) -> Result<(), QuantityProblem> {
    if !product.buyable || product.price_cents.is_none() {
        return Err(QuantityProblem::NotBuyable);
    }
    let minimum = product.min_order_quantity.max(1);
    let step = product.step_quantity.max(1);
    if product.stock_level <= 0 || product.stock_level < minimum {
        return Err(QuantityProblem::OutOfStock);
    }
    if quantity > MAX_QUANTITY {
        return Err(QuantityProblem::OverLimit);
    }
    if quantity < minimum {
        return Err(QuantityProblem::BelowMinimum { minimum });
    }
    if (quantity - minimum) % step != 0 {
        return Err(QuantityProblem::NotAStep { minimum, step });
    }
    if quantity > product.stock_level {
        return Err(QuantityProblem::OverStock {
            stock_level: product.stock_level,
        });
    }
    Ok(())
}

/// The largest quantity at most `wanted` that the product takes (a merged line that would
/// be more than is left keeps what is left); none when it takes none.
pub fn largest_quantity(wanted: i64, product: &LineProduct) -> Option<i64> {
    let minimum = product.min_order_quantity.max(1);
    let step = product.step_quantity.max(1);
    let cap = wanted.min(product.stock_level).min(MAX_QUANTITY);
    if cap < minimum {
        return None;
    }
    let quantity = minimum + (cap - minimum) / step * step;
    check_quantity(quantity, product).ok().map(|()| quantity)
}

impl QuantityProblem {
    /// The answer to a shopper who asked for it: a 400 on `quantity` (or `productId`) with the
    /// storefront's own words and a stable reason.
    pub fn error(&self, product_name: &str) -> AppError {
        let (parameter, message, reason) = match self {
            QuantityProblem::NotBuyable => (
                "productId",
                format!("{product_name} can't be bought online."),
                "not_buyable",
            ),
            QuantityProblem::OutOfStock => ("quantity", "Out of stock".to_owned(), "out_of_stock"),
            QuantityProblem::OverStock { stock_level } => (
                "quantity",
                format!("Only {stock_level} left for {product_name}!"),
                "over_stock",
            ),
            QuantityProblem::BelowMinimum { minimum } => (
                "quantity",
                format!("{product_name} is sold {minimum} or more at a time."),
                "below_minimum",
            ),
            QuantityProblem::NotAStep { minimum, step } => (
                "quantity",
                format!("{product_name} is sold {minimum} and then {step} at a time."),
                "not_a_step",
            ),
            QuantityProblem::OverLimit => (
                "quantity",
                format!("At most {MAX_QUANTITY} of one product fit in a basket."),
                "over_limit",
            ),
        };
        AppError::bad_parameter(parameter, message).with_reason(reason)
    }
}

/// The currencies a site sells in: its default and its locales' preferred ones.
pub fn site_currency(site: &Site, asked: Option<&str>) -> AppResult<String> {
    let Some(asked) = asked else {
        return Ok(site.l10n.default_currency.clone());
    };
    let known = asked == site.l10n.default_currency
        || site
            .l10n
            .supported_locales
            .iter()
            .any(|l| l.preferred_currency == asked);
    if known {
        Ok(asked.to_owned())
    } else {
        Err(AppError::bad_parameter(
            "currency",
            format!("The site does not sell in '{asked}'."),
        ))
    }
}

/// The shopper's email for a basket, trimmed; a 400 on `email` when it is not one.
pub fn check_email(email: &str) -> AppResult<String> {
    let email = email.trim();
    if is_valid_email(email) && email.len() <= 254 {
        Ok(email.to_owned())
    } else {
        Err(AppError::bad_parameter(
            "email",
            "Please enter a valid email address.",
        ))
    }
}

/// The quantity of each product once a guest's lines join a customer's: same product, the
/// quantities added; a product only the guest had, added after the customer's lines.
pub fn merged_quantities(customer: &[StoredItem], guest: &[StoredItem]) -> Vec<(String, i64)> {
    let mut merged: Vec<(String, i64)> = customer
        .iter()
        .map(|item| (item.product_id.clone(), item.quantity))
        .collect();
    for item in guest {
        match merged.iter_mut().find(|(id, _)| *id == item.product_id) {
            Some((_, quantity)) => *quantity += item.quantity,
            None => merged.push((item.product_id.clone(), item.quantity)),
        }
    }
    merged
}

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

/// The basket a shopper's client reads, from its stored lines and what the catalog says of
/// each product now (`product(id)`; none when it is no longer online).
pub fn basket_view<'a>(
    basket: &StoredBasket,
    items: &[StoredItem],
    product: impl Fn(&str) -> Option<&'a LineProduct>,
    checkout: &CheckoutParts,
) -> Basket {
    let mut total = 0i64;
    let product_items = items
        .iter()
        .map(|item| {
            let found = product(&item.product_id);
            let unit = found.and_then(|p| p.price_cents.filter(|_| p.buyable));
            let available = unit.is_some();
            let unit = unit.unwrap_or(0);
            let line = unit * item.quantity;
            if available {
                total += line;
            }
            ProductItem {
                item_id: item.id.clone(),
                product_id: item.product_id.clone(),
                product_name: found.map(|p| p.name.clone()).unwrap_or_default(),
                quantity: item.quantity,
                base_price: Price(unit),
                price: Price(line),
                price_after_item_discount: Price(line),
                available,
                leasable: found.is_some_and(|p| p.leasable),
            }
        })
        .collect();
    let shipping = checkout.shipping_method.as_ref().map(|m| m.price.0);
    let tax = checkout.tax_rate.map(|rate| {
        super::shipping::sales_tax(servicing::Cents::new(total + shipping.unwrap_or(0)), rate)
    });
    Basket {
        basket_id: basket.id.clone(),
        currency: basket.currency.clone(),
        customer_info: CustomerInfo {
            customer_id: basket.customer_id.clone(),
            email: basket.email.clone(),
        },
        product_items,
        product_sub_total: Price(total),
        product_total: Price(total),
        shipping_total: shipping.map(Price),
        tax_total: tax.map(|t| Price(t.get())),
        order_total: Price(total + shipping.unwrap_or(0) + tax.map_or(0, |t| t.get())),
        shipments: vec![Shipment {
            shipment_id: SHIPMENT_ID.to_owned(),
            shipping_address: checkout.shipping_address.clone(),
            shipping_method: checkout.shipping_method.clone(),
        }],
        payment_instruments: checkout.tender.iter().map(StoredTender::view).collect(),
        creation_date: rfc3339(basket.created_at_ms).unwrap_or_default(),
        last_modified: rfc3339(basket.updated_at_ms).unwrap_or_default(),
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn product(stock_level: i64, min: i64, step: i64) -> LineProduct {
        LineProduct {
            name: "Harbor Sofa".to_owned(),
            price_cents: Some(54_799),
            stock_level,
            min_order_quantity: min,
            step_quantity: step,
            buyable: true,
            leasable: true,
        }
    }

    #[test]
    fn quantities_follow_minimum_step_and_stock() {
        let sofa = product(5, 1, 1);
        assert_eq!(check_quantity(1, &sofa), Ok(()));
        assert_eq!(check_quantity(5, &sofa), Ok(()));
        assert_eq!(
            check_quantity(6, &sofa),
            Err(QuantityProblem::OverStock { stock_level: 5 })
        );
        assert_eq!(
            check_quantity(0, &sofa),
            Err(QuantityProblem::BelowMinimum { minimum: 1 })
        );
        let chairs = product(20, 2, 2);
        assert_eq!(check_quantity(4, &chairs), Ok(()));
        assert_eq!(
            check_quantity(3, &chairs),
            Err(QuantityProblem::NotAStep {
                minimum: 2,
                step: 2
            })
        );
        assert_eq!(
            check_quantity(1, &product(0, 1, 1)),
            Err(QuantityProblem::OutOfStock)
        );
        assert_eq!(
            check_quantity(1, &product(1, 2, 1)),
            Err(QuantityProblem::OutOfStock)
        );
        assert_eq!(
            check_quantity(100, &product(500, 1, 1)),
            Err(QuantityProblem::OverLimit)
        );
        let master = LineProduct {
            buyable: false,
            ..product(5, 1, 1)
        };
        assert_eq!(check_quantity(1, &master), Err(QuantityProblem::NotBuyable));
    }

    #[test]
    fn the_messages_are_the_storefronts() {
        let error = QuantityProblem::OverStock { stock_level: 3 }.error("Harbor Sofa");
        assert_eq!(error.to_string(), "Only 3 left for Harbor Sofa!");
        assert_eq!(
            QuantityProblem::OutOfStock.error("x").to_string(),
            "Out of stock"
        );
    }

    #[test]
    fn merging_adds_quantities_of_the_same_product_and_keeps_the_order() {
        let item = |id: &str, product_id: &str, quantity| StoredItem {
            id: id.to_owned(),
            product_id: product_id.to_owned(),
            quantity,
            position: 0,
        };
        let customer = [item("c1", "sofa", 1), item("c2", "lamp", 2)];
        let guest = [item("g1", "rug", 1), item("g2", "sofa", 2)];
        assert_eq!(
            merged_quantities(&customer, &guest),
            [
                ("sofa".to_owned(), 3),
                ("lamp".to_owned(), 2),
                ("rug".to_owned(), 1)
            ]
        );
    }

    #[test]
    fn totals_count_the_available_lines_only() {
        let sofa = product(5, 1, 1);
        let gone = StoredItem {
            id: "i2".to_owned(),
            product_id: "gone".to_owned(),
            quantity: 1,
            position: 1,
        };
        let basket = StoredBasket {
            id: "b".to_owned(),
            site_id: "northwind".to_owned(),
            customer_id: "c".to_owned(),
            usid: "u".to_owned(),
            registered: false,
            currency: "USD".to_owned(),
            email: None,
            created_at_ms: 0,
            updated_at_ms: 0,
        };
        let items = [
            StoredItem {
                id: "i1".to_owned(),
                product_id: "sofa".to_owned(),
                quantity: 2,
                position: 0,
            },
            gone,
        ];
        let view = basket_view(
            &basket,
            &items,
            |id| (id == "sofa").then_some(&sofa),
            &CheckoutParts::default(),
        );
        assert_eq!(view.product_sub_total, Price(109_598));
        assert_eq!(view.product_items[0].price, Price(109_598));
        assert_eq!(view.product_items[0].base_price, Price(54_799));
        assert!(!view.product_items[1].available);
        assert_eq!(view.order_total, Price(109_598));
    }

    proptest! {
        #[test]
        fn the_largest_quantity_is_one_the_product_takes(
            wanted in 0i64..200, stock in 0i64..120, min in 1i64..5, step in 1i64..4
        ) {
            let p = product(stock, min, step);
            match largest_quantity(wanted, &p) {
                Some(q) => {
                    prop_assert!(q <= wanted);
                    prop_assert_eq!(check_quantity(q, &p), Ok(()));
                    // Nothing larger and still at most `wanted` would do.
                    for larger in (q + 1)..=wanted.min(MAX_QUANTITY) {
                        prop_assert!(check_quantity(larger, &p).is_err());
                    }
                }
                None => {
                    for q in 1..=wanted.min(MAX_QUANTITY) {
                        prop_assert!(check_quantity(q, &p).is_err());
                    }
                }
            }
        }

        #[test]
        fn merging_keeps_every_unit(
            customer in proptest::collection::vec((0usize..6, 1i64..5), 0..6),
            guest in proptest::collection::vec((0usize..6, 1i64..5), 0..6),
        ) {
            let lines = |v: &[(usize, i64)]| {
                let mut seen = std::collections::BTreeMap::new();
                for (p, q) in v { seen.insert(*p, *q); }
                seen.into_iter().enumerate().map(|(i, (p, q))| StoredItem {
                    id: format!("i{i}"), product_id: format!("p{p}"), quantity: q, position: i as i64,
                }).collect::<Vec<_>>()
            };
            let (c, g) = (lines(&customer), lines(&guest));
            let merged = merged_quantities(&c, &g);
            let total: i64 = merged.iter().map(|(_, q)| q).sum();
            let expected: i64 = c.iter().chain(g.iter()).map(|i| i.quantity).sum();
            prop_assert_eq!(total, expected);
            let mut ids: Vec<_> = merged.iter().map(|(id, _)| id.clone()).collect();
            ids.sort();
            ids.dedup();
            prop_assert_eq!(ids.len(), merged.len());
        }
    }
}
