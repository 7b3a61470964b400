//! An order's shapes (SCAPI `shopper-orders`, the fields the storefront uses, and the lease it
//! is paid by) and what completing a pending order takes.

use serde::{Deserialize, Serialize};
use servicing::{Cents, ItemKind, Lease};
use utoipa::{IntoParams, ToSchema};

use crate::basket::model::{CustomerInfo, ProductItem};
use crate::basket::shipping::{PaymentInstrument, Shipment, StoredTender};
use crate::catalog::model::Price;
use crate::checkout::model::{SignatureView, StoredSignature};
use crate::preapproval::estimate::early_purchase_total;

/// `POST …/orders`: the basket to place.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreateOrderInput {
    pub basket_id: String,
}

/// The lease an order is paid by, as the order states it: every figure of its cost, in full.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderLease {
    pub lease_number: String,
    /// The lease's guid in the portal (`/dashboard`); none until the order is created.
    pub lease_guid: Option<String>,
    /// The lease's status now (`Pending` until delivery, then `Active`, …).
    pub status: String,
    /// `weekly`, `bi_weekly`, `semi_monthly` or `monthly`.
    pub pay_frequency: String,
    pub state_code: String,
    /// What the lease pays for (products and shipping), in cents before tax.
    pub cash_price: i64,
    /// Paid at signing, tax included (cents).
    pub initial_payment: i64,
    /// Each regular payment, tax included (cents); the last may carry a few cents more.
    pub payment_amount: i64,
    /// Regular payments after the initial one.
    pub number_of_payments: u32,
    pub first_due_date: String,
    /// Everything paid to own it by making every payment, tax included (cents).
    pub total_cost_to_own: i64,
    /// The rent above the cash price, before tax (cents).
    pub cost_above_cash_price: i64,
    /// Days from delivery inside which the cash price (plus a fee) buys it out.
    pub early_purchase_days: u16,
    /// Everything paid to own it within those days (the initial payment, then the payoff at
    /// delivery), tax included (cents).
    pub early_purchase_amount: Option<i64>,
    /// The last regular payment: the regular one plus the cents the even split left over.
    pub last_payment_amount: i64,
}

/// An order (SCAPI `Order`, the fields the storefront uses) and the lease that pays for it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Order {
    pub order_no: String,
    /// `created`.
    pub status: String,
    pub currency: String,
    pub customer_info: CustomerInfo,
    pub product_items: Vec<ProductItem>,
    pub product_sub_total: Price,
    pub product_total: Price,
    pub shipping_total: Price,
    pub tax_total: Price,
    pub order_total: Price,
    pub shipments: Vec<Shipment>,
    pub payment_instruments: Vec<PaymentInstrument>,
    pub creation_date: String,
    #[serde(rename = "c_lease")]
    pub lease: OrderLease,
    #[serde(rename = "c_signature")]
    pub signature: SignatureView,
}

/// A page of a customer's orders (SCAPI `CustomerOrderResult`).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CustomerOrderResult {
    #[schema(value_type = Vec<Order>)]
    pub data: Vec<serde_json::Value>,
    pub limit: i64,
    pub offset: i64,
    pub total: i64,
}

/// `?offset=&limit=` of a customer's orders.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OrdersQuery {
    /// From 0.
    #[param(minimum = 0)]
    pub offset: Option<i64>,
    /// 1 to 50; 10 when absent.
    #[param(minimum = 1, maximum = 50)]
    pub limit: Option<i64>,
}

/// What completing a pending order takes, kept with it: the order as it will be answered, the
/// lease it signs, the card the initial payment is charged to, and what it holds (the
/// approval, the stock).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PendingOrder {
    pub order: serde_json::Value,
    pub lease: Lease,
    pub lease_number: String,
    pub tender: StoredTender,
    pub approval_id: String,
    pub zip_code: String,
    pub email: Option<String>,
    pub signature: StoredSignature,
    /// The stock the order holds: product id and quantity.
    pub reserved: Vec<(String, i64)>,
}

/// The pending order an order row keeps, as the hold recorded it.
pub fn pending_order(order_json: &str) -> crate::error::AppResult<PendingOrder> {
    crate::db::json(order_json, "orders.order_json").map_err(crate::error::AppError::Internal)
}

/// The initial payment of a lease: rent and tax due at signing.
pub fn initial_payment(lease: &Lease) -> servicing::AmountDue {
    let (pretax, tax) = lease
        .schedule
        .iter()
        .filter(|item| item.kind == ItemKind::Initial)
        .map(|item| {
            let amount = item.scheduled().amount();
            (amount.pretax, amount.tax)
        })
        .fold((Cents::ZERO, Cents::ZERO), |(p, t), (pi, ti)| {
            (p + pi, t + ti)
        });
    servicing::AmountDue::new(pretax, tax)
}

/// The lease's figures as the order states them.
pub fn order_lease(lease: &Lease, lease_number: &str) -> OrderLease {
    let regular: Vec<_> = lease
        .schedule
        .iter()
        .filter(|item| item.kind == ItemKind::Regular)
        .collect();
    OrderLease {
        lease_number: lease_number.to_owned(),
        lease_guid: None,
        status: crate::lease::model::status_name(lease.status).to_owned(),
        pay_frequency: crate::lease::model::frequency_name(lease.frequency).to_owned(),
        state_code: lease.state().to_owned(),
        cash_price: lease.cash_price.get(),
        initial_payment: initial_payment(lease).total.get(),
        payment_amount: regular
            .first()
            .map_or(0, |item| item.scheduled().total().get()),
        number_of_payments: regular.len() as u32,
        first_due_date: regular
            .first()
            .map(|item| item.due_date.to_string())
            .unwrap_or_default(),
        total_cost_to_own: lease.total_cost_to_own().get(),
        cost_above_cash_price: (lease.total_of_payments - lease.cash_price).get(),
        early_purchase_days: lease.terms.same_as_cash_days,
        early_purchase_amount: early_purchase_total(lease, lease.signed_on)
            .ok()
            .map(Cents::get),
        last_payment_amount: regular
            .last()
            .map_or(0, |item| item.scheduled().total().get()),
    }
}

/// The order number as shoppers read it.
pub fn order_number(sequence: i64) -> String {
    format!("NW{sequence:08}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order_numbers_are_fixed_width() {
        assert_eq!(order_number(1), "NW00000001");
        assert_eq!(order_number(12_345_678), "NW12345678");
    }

    #[test]
    fn an_orders_lease_states_every_figure_of_its_cost() {
        let rules = servicing::ServicingRules::default();
        let today = time::macros::date!(2026 - 11 - 27);
        let lease = Lease::originate(
            &rules,
            &servicing::LeaseApplication {
                state: "TX".to_owned(),
                merchandise: vec![servicing::MerchandiseLine {
                    product_id: "sofa".to_owned(),
                    name: "Harbor Sofa".to_owned(),
                    quantity: 1,
                    unit_price: Cents::new(54_799),
                }],
                approved_amount: Cents::new(400_000),
                frequency: servicing::PayFrequency::BiWeekly,
                term_months: None,
                signed_on: today,
                first_due_date: time::macros::date!(2026 - 12 - 04),
                benefits_plus: false,
            },
        )
        .unwrap();
        let stated = order_lease(&lease, "7000001");
        assert_eq!(stated.number_of_payments, 26);
        assert_eq!(stated.first_due_date, "2026-12-04");
        assert_eq!(stated.pay_frequency, "bi_weekly");
        // The total cost to own is the initial payment and every regular one.
        let regular: i64 = lease
            .schedule
            .iter()
            .filter(|i| i.kind == ItemKind::Regular)
            .map(|i| i.scheduled().total().get())
            .sum();
        assert_eq!(stated.total_cost_to_own, stated.initial_payment + regular);
        // Its 90-day option and last payment are the ones its quote stated.
        let quoted = crate::preapproval::estimate::price_quote(
            &rules,
            Cents::new(54_799),
            servicing::PayFrequency::BiWeekly,
            Some("TX"),
        )
        .unwrap();
        assert_eq!(
            stated.early_purchase_amount,
            Some(quoted.early_purchase.amount)
        );
        assert_eq!(stated.last_payment_amount, quoted.last_payment_amount);
        assert_eq!(stated.payment_amount, quoted.payment_amount);
        assert!(stated.payment_amount > 0 && stated.initial_payment > 0);
    }
}
