//! A basket as stored and its pure rules: which quantities a product takes, a line's price and
//! the basket's totals, and how a guest's lines join a customer's. The shapes its client reads
//! and sends (SCAPI `shopper-baskets`) are in `shapes.rs`; the tests in `tests.rs`.

mod shapes;

pub use shapes::*;

use super::shipping::{OrderAddress, Shipment, ShippingMethod, StoredTender, SHIPMENT_ID};
use crate::catalog::model::{short_stock_message, Price};
use crate::clock::rfc3339;
use crate::error::{AppError, AppResult};
use crate::identity::model::is_valid_email;
use crate::preapproval::estimate::quoting::QuotingRules;
use crate::preapproval::estimate::ADVERTISED_FREQUENCY;

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
/// (none until there is an address), the tender, and the organization's servicing rules with
/// whether the site leases in the shipping state (each line's lease quote).
#[derive(Debug, Clone, Default)]
pub struct CheckoutParts {
    pub shipping_address: Option<OrderAddress>,
    pub shipping_method: Option<ShippingMethod>,
    pub tax_rate: Option<servicing::Rate>,
    pub tender: Option<StoredTender>,
    pub rules: std::sync::Arc<QuotingRules>,
    /// The site does not lease in the shipping state: no line is quoted.
    pub excluded_state: bool,
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
            QuantityProblem::OutOfStock => (
                "quantity",
                short_stock_message(0, product_name),
                "out_of_stock",
            ),
            QuantityProblem::OverStock { stock_level } => (
                "quantity",
                short_stock_message(*stock_level, product_name),
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

/// A write a change to a basket's lines makes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineWrite {
    Insert(StoredItem),
    SetQuantity { item_id: String, quantity: i64 },
    Delete { item_id: String },
}

/// The lines once `inputs` are added to `lines` and the writes that make them so: a product
/// already in the basket gets the quantities added, another gets a new line (`new_id`) after the
/// others; every resulting quantity must be one the product takes (`products`: the catalog's
/// word on each, by id), and a basket holds at most `MAX_LINES` products.
pub fn add_lines(
    mut lines: Vec<StoredItem>,
    inputs: &[ItemInput],
    products: &std::collections::HashMap<String, LineProduct>,
    mut new_id: impl FnMut() -> String,
) -> AppResult<(Vec<StoredItem>, Vec<LineWrite>)> {
    let mut writes = Vec::new();
    for input in inputs {
        let Some(product) = products.get(&input.product_id) else {
            return Err(AppError::bad_parameter(
                "productId",
                format!("No product '{}' is sold online.", input.product_id),
            ));
        };
        if input.quantity < 1 {
            return Err(AppError::bad_parameter(
                "quantity",
                "The quantity must be at least 1.",
            ));
        }
        match lines
            .iter_mut()
            .find(|line| line.product_id == input.product_id)
        {
            Some(line) => {
                let quantity = line.quantity.saturating_add(input.quantity);
                check_quantity(quantity, product).map_err(|p| p.error(&product.name))?;
                line.quantity = quantity;
                writes.push(LineWrite::SetQuantity {
                    item_id: line.id.clone(),
                    quantity,
                });
            }
            None => {
                if lines.len() >= MAX_LINES {
                    return Err(AppError::bad_parameter(
                        "productItems",
                        format!("A basket holds at most {MAX_LINES} different products."),
                    ));
                }
                check_quantity(input.quantity, product).map_err(|p| p.error(&product.name))?;
                let line = StoredItem {
                    id: new_id(),
                    product_id: input.product_id.clone(),
                    quantity: input.quantity,
                    position: lines.iter().map(|l| l.position + 1).max().unwrap_or(0),
                };
                writes.push(LineWrite::Insert(line.clone()));
                lines.push(line);
            }
        }
    }
    Ok((lines, writes))
}

/// The lines once line `item_id` holds `quantity` (0 removes it), and the write that makes them
/// so; none when the basket has no such line. The quantity must be one the product takes.
pub fn change_line(
    mut lines: Vec<StoredItem>,
    item_id: &str,
    quantity: i64,
    products: &std::collections::HashMap<String, LineProduct>,
) -> AppResult<Option<(Vec<StoredItem>, LineWrite)>> {
    let Some(position) = lines.iter().position(|l| l.id == item_id) else {
        return Ok(None);
    };
    if quantity == 0 {
        lines.remove(position);
        let write = LineWrite::Delete {
            item_id: item_id.to_owned(),
        };
        return Ok(Some((lines, write)));
    }
    let product = products.get(&lines[position].product_id).ok_or_else(|| {
        AppError::bad_parameter("productId", "That product is no longer sold online.")
    })?;
    check_quantity(quantity, product).map_err(|p| p.error(&product.name))?;
    lines[position].quantity = quantity;
    let write = LineWrite::SetQuantity {
        item_id: item_id.to_owned(),
        quantity,
    };
    Ok(Some((lines, write)))
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

/// The basket a shopper's client reads, from its stored lines and what the catalog says of
/// each product now (`product(id)`; none when it is no longer online).
pub fn basket_view<'a>(
    basket: &StoredBasket,
    items: &[StoredItem],
    product: impl Fn(&str) -> Option<&'a LineProduct>,
    checkout: &CheckoutParts,
) -> Basket {
    let mut total = 0i64;
    // A line's quote includes the shipping state's tax once there is an address.
    let state = checkout
        .shipping_address
        .as_ref()
        .map(|address| address.state_code.as_str());
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
            let leasable = found.is_some_and(|p| p.leasable);
            ProductItem {
                item_id: item.id.clone(),
                product_id: item.product_id.clone(),
                product_name: found.map(|p| p.name.clone()).unwrap_or_default(),
                quantity: item.quantity,
                base_price: Price(unit),
                price: Price(line),
                price_after_item_discount: Price(line),
                available,
                leasable,
                lease_quote: (available && leasable && !checkout.excluded_state)
                    .then(|| {
                        checkout.rules.quote(
                            servicing::Cents::new(line),
                            ADVERTISED_FREQUENCY,
                            state,
                        )
                    })
                    .flatten(),
            }
        })
        .collect();
    let shipping = checkout.shipping_method.as_ref().map(|m| m.price.0);
    let tax = checkout.tax_rate.map(|rate| {
        // The state's sales tax on the cash price, rounded as the servicing rules round.
        servicing::Cents::new(total + shipping.unwrap_or(0)).apply_rate(rate)
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

#[cfg(test)]
mod tests;
