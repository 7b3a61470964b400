//! The lease quote stated next to a product's price: the lease the servicing rules would
//! originate for it (preapproval's estimate), at the advertised pay frequency and before tax —
//! the shopper's state and pay frequency are applied where they are known (the product page,
//! the cart, the checkout).

use servicing::Cents;

use crate::catalog::model::Product;
use crate::preapproval::estimate::quoting::QuotingRules;
use crate::preapproval::estimate::ADVERTISED_FREQUENCY;

/// Puts the quote on a product with a price that a lease can pay for: the lease of the least one
/// can order (its price × its minimum quantity, what its page starts at). A product that cannot
/// be leased, or that costs more than an approval can be for, gets none. A set's or bundle's
/// members get none: their page quotes what is bought, and a rendered page's state stays small.
pub fn add_lease_quote(product: &mut Product, rules: &QuotingRules) {
    let least = product.min_order_quantity.max(1);
    product.c_lease_quote = product
        .price
        .filter(|_| product.c_leasable)
        .and_then(|price| price.0.checked_mul(least))
        .and_then(|cents| rules.quote(Cents::new(cents), ADVERTISED_FREQUENCY, None));
}
