//! The lease quote stated next to a product's price: the lease the servicing rules would
//! originate for it (preapproval's estimate), at the advertised pay frequency and before tax —
//! the shopper's state and pay frequency are applied where they are known (the product page,
//! the cart, the checkout).

use servicing::{Cents, ServicingRules};

use crate::catalog::model::Product;
use crate::preapproval::estimate::{price_quote, ADVERTISED_FREQUENCY};

/// Puts the quote on a product with a price that a lease can pay for, and on its set's and
/// bundle's members: the lease of the least one can order (its price × its minimum quantity,
/// what its page starts at). A product that cannot be leased, or that costs more than an
/// approval can be for, gets none.
pub fn add_lease_quotes(product: &mut Product, rules: &ServicingRules) {
    let least = product.min_order_quantity.max(1);
    product.c_lease_quote = product
        .price
        .filter(|_| product.c_leasable)
        .and_then(|price| price.0.checked_mul(least))
        .and_then(|cents| price_quote(rules, Cents::new(cents), ADVERTISED_FREQUENCY, None));
    for member in product.set_products.iter_mut().flatten() {
        add_lease_quotes(member, rules);
    }
    for bundled in product.bundled_products.iter_mut().flatten() {
        add_lease_quotes(&mut bundled.product, rules);
    }
}
