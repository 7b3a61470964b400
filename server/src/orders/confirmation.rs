//! The confirmation email of a placed order (pure): the order, the lease's figures in full with
//! its 90-day option, the receipt of the initial payment, the signature's record, and the signed
//! agreement itself, in English and Spanish.

use servicing::Cents;

use super::model::{order_lease, PendingOrder};
use super::store::OrderRow;
use crate::checkout::model::storefront_store;
use crate::lease::model::LeaseRecord;

/// The confirmation: the order, the lease's figures in full, the receipt of the initial payment,
/// the signature's record and the signed agreement itself, in English and Spanish.
pub fn confirmation_email(
    row: &OrderRow,
    pending: &PendingOrder,
    receipt: &str,
    method: &str,
    brand: &str,
) -> String {
    let figures = order_lease(&pending.lease, &pending.lease_number);
    let money = |cents: i64| Cents::new(cents).to_string();
    let record = LeaseRecord {
        seq: 0,
        version: 0,
        guid: row.lease_guid.clone().unwrap_or_default(),
        organization_id: row.organization_id.clone(),
        customer_id: row.customer_id.clone(),
        lease_number: pending.lease_number.clone(),
        store: storefront_store(),
        zip_code: pending.zip_code.clone(),
        lease: pending.lease.clone(),
    };
    let english = crate::lease::model::agreement(&record, "en-US");
    let spanish = crate::lease::model::agreement(&record, "es-US");
    let summary = format!(
        "Order {order}: your Northwind lease #{lease} is signed.\n\
         Cash price {cash}. Initial payment {initial} paid today with {method} (receipt {receipt}).\n\
         Then {count} payments of {payment} ({frequency}) from {first}. Total cost to own {total}.\n\
         You won't own it until all payments are made, or you use the {days}-day early purchase option{early}.\n\
         Signed electronically by {name} (agreement version {version}).\n\n\
         Pedido {order}: tu arrendamiento Northwind #{lease} está firmado.\n\
         Precio al contado {cash}. Pago inicial {initial} pagado hoy con {method} (recibo {receipt}).\n\
         Luego {count} pagos {frecuencia} de {payment} desde el {first}. Costo total para ser dueño {total}.\n\
         No serás dueño hasta hacer todos los pagos, o usar la opción de compra anticipada de {days} días{temprano}.\n\
         Firmado electrónicamente por {name} (versión del contrato {version}).",
        order = row.order_no,
        lease = pending.lease_number,
        cash = money(figures.cash_price),
        initial = money(figures.initial_payment),
        count = figures.number_of_payments,
        payment = money(figures.payment_amount),
        frequency = english.frequency_words(false),
        frecuencia = spanish.frequency_words(true),
        first = figures.first_due_date,
        total = money(figures.total_cost_to_own),
        days = figures.early_purchase_days,
        early = figures
            .early_purchase_amount
            .map(|amount| format!(" ({} in total)", money(amount)))
            .unwrap_or_default(),
        temprano = figures
            .early_purchase_amount
            .map(|amount| format!(" ({} en total)", money(amount)))
            .unwrap_or_default(),
        name = pending.signature.full_name,
        version = pending.signature.agreement_version,
    );
    format!(
        "{summary}\n\n--- The agreement you signed ---\n\n{}\n\n--- El contrato que firmaste ---\n\n{}",
        english.plain_text(brand, false),
        spanish.plain_text(brand, true)
    )
}
