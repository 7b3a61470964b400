//! The agreement's disclosures.

use super::*;

/// The rental-purchase disclosures the agreement carries; the web app writes the agreement's
/// text around them in the customer's locale.
#[derive(Debug, Serialize, ToSchema)]
pub struct Agreement {
    pub guid: String,
    pub lease_number: String,
    /// The locale the agreement is read in (`en-US`, `es-US`).
    pub locale: String,
    pub signed_on: String,
    pub state_code: String,
    pub store: LeaseStore,
    pub merchandise: Vec<MerchandiseView>,
    pub cash_price: i64,
    pub pay_frequency: String,
    pub term_months: u8,
    /// Number of payments, the initial payment at signing included.
    pub number_of_payments: u32,
    /// The initial payment at signing (rent and its tax).
    pub initial_payment: Amount,
    /// A regular payment (rent and its tax; the last may carry a few more cents).
    pub regular_payment: Amount,
    /// Rent of the whole schedule before tax.
    pub total_of_payments: i64,
    /// Everything to pay to own, tax included.
    pub total_cost_to_own: i64,
    /// Other charges, in cents before tax.
    pub late_fee: i64,
    pub late_fee_grace_days: u32,
    pub benefits_plus_fee: i64,
    pub early_purchase_fee: i64,
    pub early_purchase_window_days: u32,
    /// Percent (e.g. 60) of the remaining rent after the window.
    pub early_purchase_percent: f64,
    pub tax_rate_percent: f64,
}

standardized_response!(AgreementResponse = Agreement);

fn amount_of(item: Option<&ScheduleItem>) -> Amount {
    item.map_or(
        Amount {
            pretax: 0,
            tax: 0,
            total: 0,
        },
        |i| i.scheduled().amount().into(),
    )
}

pub fn agreement(record: &LeaseRecord, locale: &str) -> Agreement {
    let lease = &record.lease;
    let terms = &lease.terms;
    let regular = lease
        .schedule
        .iter()
        .find(|i| i.kind == servicing::ItemKind::Regular);
    let initial = lease
        .schedule
        .iter()
        .find(|i| i.kind == servicing::ItemKind::Initial);
    Agreement {
        guid: record.guid.clone(),
        lease_number: record.lease_number.clone(),
        locale: locale.to_owned(),
        signed_on: date(lease.signed_on),
        state_code: lease.state().to_owned(),
        store: record.store.clone(),
        merchandise: merchandise(lease),
        cash_price: lease.cash_price.get(),
        pay_frequency: frequency_name(lease.frequency).to_owned(),
        term_months: lease.term_months,
        number_of_payments: lease.schedule.len() as u32,
        initial_payment: amount_of(initial),
        regular_payment: amount_of(regular),
        total_of_payments: lease.total_of_payments.get(),
        total_cost_to_own: lease
            .schedule
            .iter()
            .map(|i| i.scheduled().total())
            .sum::<Cents>()
            .get(),
        late_fee: terms.late_fee.get(),
        late_fee_grace_days: u32::from(terms.grace_days),
        benefits_plus_fee: terms.benefits_plus_fee.get(),
        early_purchase_fee: terms.same_as_cash_fee.get(),
        early_purchase_window_days: u32::from(terms.same_as_cash_days),
        early_purchase_percent: f64::from(terms.early_purchase_percent.ppm()) / 10_000.0,
        tax_rate_percent: f64::from(terms.tax_rate.ppm()) / 10_000.0,
    }
}

/// The words an agreement is written in, by language: its clauses as the document the portal
/// shows states them (web/src/features/lease/messages), for an email.
struct AgreementWords {
    title: &'static str,
    intro: &'static str,
    merchandise: &'static str,
    each: &'static str,
    disclosures: &'static str,
    cash_price: &'static str,
    number_of_payments: &'static str,
    number_of_payments_value: &'static str,
    initial_payment: &'static str,
    regular_payment: &'static str,
    payment_value: &'static str,
    total_of_payments: &'static str,
    total_cost_to_own: &'static str,
    ownership_heading: &'static str,
    ownership: &'static str,
    returns: &'static str,
    charges: &'static str,
    late_fee: &'static str,
    benefits_plus: &'static str,
    sales_tax: &'static str,
    early_heading: &'static str,
    early_window: &'static str,
    early_after: &'static str,
    reinstatement_heading: &'static str,
    reinstatement: &'static str,
    governing_law: &'static str,
    frequencies: [&'static str; 4],
}

const ENGLISH: AgreementWords = AgreementWords {
    title: "Rental-Purchase Agreement",
    intro: "Lease #{number}, signed on {date} at {store}, {address}. In this agreement, “you” means the customer and “we” means {brand}. We own the merchandise and rent it to you.",
    merchandise: "Merchandise",
    each: "each",
    disclosures: "Rental-purchase disclosures",
    cash_price: "Cash price",
    number_of_payments: "Number of payments",
    number_of_payments_value: "{count} payments, {frequency}, over {months} months",
    initial_payment: "Initial payment at signing",
    regular_payment: "Each regular payment",
    payment_value: "{total} ({rent} rent plus {tax} tax)",
    total_of_payments: "Total of payments (before tax)",
    total_cost_to_own: "Total cost to own (tax included)",
    ownership_heading: "No ownership until paid",
    ownership: "You will not own the merchandise until you have paid the total cost to own of {total} or used the early purchase option. This is a rental-purchase agreement, not a credit sale or a loan.",
    returns: "You may return the merchandise at any time, in good repair except for normal wear, and end this agreement. You then owe only the payments already due.",
    charges: "Other charges",
    late_fee: "Late fee: {fee} for each payment made more than {days} days after its due date.",
    benefits_plus: "Benefits Plus (optional): {fee} per payment while you are enrolled.",
    sales_tax: "Sales tax: {rate}% on every payment and on the early purchase price.",
    early_heading: "Early purchase option",
    early_window: "Within {days} days of delivery, you may buy the merchandise for its cash price plus a {fee} fee, minus the rent you have paid, plus tax.",
    early_after: "After that, you may buy it at any time for {percent}% of the remaining rent, plus tax. The early purchase price is never more than what is left to pay.",
    reinstatement_heading: "Reinstatement rights",
    reinstatement: "If you miss a payment, you may reinstate this agreement without losing any rights or options by paying all past-due payments and late fees within the time the law of your state allows. If you returned the merchandise, you may reinstate within the same time, and we will give you the same merchandise or merchandise of equal quality.",
    governing_law: "This agreement is governed by the laws of the state of {state}. Signed electronically on {date}.",
    frequencies: ["weekly", "every two weeks", "twice a month", "monthly"],
};

const SPANISH: AgreementWords = AgreementWords {
    title: "Contrato de arrendamiento con opción a compra",
    intro: "Arrendamiento #{number}, firmado el {date} en {store}, {address}. En este contrato, “tú” eres el cliente y “nosotros” somos {brand}. Somos dueños de la mercancía y te la rentamos.",
    merchandise: "Mercancía",
    each: "cada uno",
    disclosures: "Divulgaciones del arrendamiento con opción a compra",
    cash_price: "Precio al contado",
    number_of_payments: "Número de pagos",
    number_of_payments_value: "{count} pagos, {frequency}, durante {months} meses",
    initial_payment: "Pago inicial al firmar",
    regular_payment: "Cada pago regular",
    payment_value: "{total} ({rent} de renta más {tax} de impuestos)",
    total_of_payments: "Total de los pagos (antes de impuestos)",
    total_cost_to_own: "Costo total para ser dueño (impuestos incluidos)",
    ownership_heading: "No serás dueño hasta terminar de pagar",
    ownership: "No serás dueño de la mercancía hasta que hayas pagado el costo total para ser dueño de {total} o hayas usado la opción de compra anticipada. Este es un contrato de arrendamiento con opción a compra, no una venta a crédito ni un préstamo.",
    returns: "Puedes devolver la mercancía en cualquier momento, en buen estado salvo el desgaste normal, y terminar este contrato. Entonces solo debes los pagos que ya estén vencidos.",
    charges: "Otros cargos",
    late_fee: "Cargo por pago atrasado: {fee} por cada pago hecho más de {days} días después de su fecha de vencimiento.",
    benefits_plus: "Benefits Plus (opcional): {fee} por pago mientras estés inscrito.",
    sales_tax: "Impuesto sobre las ventas: {rate}% en cada pago y en el precio de compra anticipada.",
    early_heading: "Opción de compra anticipada",
    early_window: "Dentro de los {days} días posteriores a la entrega, puedes comprar la mercancía por su precio al contado más un cargo de {fee}, menos la renta que hayas pagado, más impuestos.",
    early_after: "Después, puedes comprarla en cualquier momento por el {percent}% de la renta restante, más impuestos. El precio de compra anticipada nunca es mayor que lo que te falta pagar.",
    reinstatement_heading: "Derechos de restablecimiento",
    reinstatement: "Si no haces un pago, puedes restablecer este contrato sin perder ningún derecho ni opción si pagas todos los pagos vencidos y los cargos por atraso dentro del plazo que permite la ley de tu estado. Si devolviste la mercancía, puedes restablecerlo dentro del mismo plazo y te daremos la misma mercancía u otra de igual calidad.",
    governing_law: "Este contrato se rige por las leyes del estado de {state}. Firmado electrónicamente el {date}.",
    frequencies: ["semanales", "quincenales", "dos veces al mes", "mensuales"],
};

/// `text` with each `{name}` replaced by its value.
fn fill(text: &str, values: &[(&str, String)]) -> String {
    values.iter().fold(text.to_owned(), |text, (name, value)| {
        text.replace(&format!("{{{name}}}"), value)
    })
}

/// A percent as the agreement writes it: 6.25, 60 (no trailing zeros).
fn percent(value: f64) -> String {
    let text = format!("{value:.4}");
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

impl Agreement {
    /// How often the payments are, in words (`every two weeks`, `quincenales`).
    pub fn frequency_words(&self, spanish: bool) -> &'static str {
        let words = if spanish { &SPANISH } else { &ENGLISH };
        match self.pay_frequency.as_str() {
            "weekly" => words.frequencies[0],
            "bi_weekly" => words.frequencies[1],
            "semi_monthly" => words.frequencies[2],
            _ => words.frequencies[3],
        }
    }

    /// The agreement as plain text, in Spanish or English: every clause and figure of the
    /// document the portal shows, for the confirmation email a customer keeps.
    pub fn plain_text(&self, brand: &str, spanish: bool) -> String {
        let words = if spanish { &SPANISH } else { &ENGLISH };
        let money = |cents: i64| Cents::new(cents).to_string();
        let payment = |amount: &Amount| {
            fill(
                words.payment_value,
                &[
                    ("total", money(amount.total)),
                    ("rent", money(amount.pretax)),
                    ("tax", money(amount.tax)),
                ],
            )
        };
        let store = &self.store;
        let mut lines = vec![
            words.title.to_owned(),
            fill(
                words.intro,
                &[
                    ("number", self.lease_number.clone()),
                    ("date", self.signed_on.clone()),
                    ("store", store.name.clone()),
                    (
                        "address",
                        format!(
                            "{}, {}, {} {}",
                            store.address1, store.city, store.state_code, store.postal_code
                        ),
                    ),
                    ("brand", brand.to_owned()),
                ],
            ),
            String::new(),
            format!("{}:", words.merchandise),
        ];
        for item in &self.merchandise {
            lines.push(format!(
                "- {} × {} ({} {})",
                item.name,
                item.quantity,
                money(item.unit_price),
                words.each
            ));
        }
        lines.extend([
            String::new(),
            format!("{}:", words.disclosures),
            format!("- {}: {}", words.cash_price, money(self.cash_price)),
            format!(
                "- {}: {}",
                words.number_of_payments,
                fill(
                    words.number_of_payments_value,
                    &[
                        ("count", self.number_of_payments.to_string()),
                        ("frequency", self.frequency_words(spanish).to_owned()),
                        ("months", self.term_months.to_string()),
                    ]
                )
            ),
            format!(
                "- {}: {}",
                words.initial_payment,
                payment(&self.initial_payment)
            ),
            format!(
                "- {}: {}",
                words.regular_payment,
                payment(&self.regular_payment)
            ),
            format!(
                "- {}: {}",
                words.total_of_payments,
                money(self.total_of_payments)
            ),
            format!(
                "- {}: {}",
                words.total_cost_to_own,
                money(self.total_cost_to_own)
            ),
            String::new(),
            format!("{}:", words.ownership_heading),
            fill(words.ownership, &[("total", money(self.total_cost_to_own))]),
            words.returns.to_owned(),
            String::new(),
            format!("{}:", words.charges),
            fill(
                words.late_fee,
                &[
                    ("fee", money(self.late_fee)),
                    ("days", self.late_fee_grace_days.to_string()),
                ],
            ),
            fill(
                words.benefits_plus,
                &[("fee", money(self.benefits_plus_fee))],
            ),
            fill(words.sales_tax, &[("rate", percent(self.tax_rate_percent))]),
            String::new(),
            format!("{}:", words.early_heading),
            fill(
                words.early_window,
                &[
                    ("days", self.early_purchase_window_days.to_string()),
                    ("fee", money(self.early_purchase_fee)),
                ],
            ),
            fill(
                words.early_after,
                &[("percent", percent(self.early_purchase_percent))],
            ),
            String::new(),
            format!("{}:", words.reinstatement_heading),
            words.reinstatement.to_owned(),
            String::new(),
            fill(
                words.governing_law,
                &[
                    ("state", self.state_code.clone()),
                    ("date", self.signed_on.clone()),
                ],
            ),
        ]);
        lines.join("\n")
    }
}
