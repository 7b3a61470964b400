//! The bank debit authorizations a customer agrees to — a bank account's, when it is added;
//! a one-time bank payment's — and the emailed copy of each. The payments feature uses them
//! too.

use crate::error::AppResult;
use crate::http::OrgSite;
use crate::identity::session::Shopper;
use crate::outbox::model::Channel;

/// A bank account's type in a sentence: `checking`, `savings`; `de cheques`, `de ahorros`.
pub fn account_kind(account_type: &str, spanish: bool) -> &'static str {
    match (account_type == "savings", spanish) {
        (true, true) => "de ahorros",
        (false, true) => "de cheques",
        (true, false) => "savings",
        (false, false) => "checking",
    }
}

/// The debit authorization a customer agrees to before a bank account is added (NACHA WEB):
/// what is debited, when, and how to revoke it. Kept with the method and emailed.
pub fn bank_authorization(brand: &str, account_type: &str, last4: &str, spanish: bool) -> String {
    let kind = account_kind(account_type, spanish);
    if spanish {
        format!(
            "Autorizo a {brand} a debitar de mi cuenta {kind} que termina en {last4} cada pago \
             que yo envíe en el portal de clientes, por el monto y en la fecha que elija al \
             enviarlo, y, solo si activo el pago automático, cada pago programado de mi \
             arrendamiento en su fecha de vencimiento, por el monto adeudado. Puedo revocar esta \
             autorización eliminando la cuenta o desactivando el pago automático en el portal \
             de clientes, o llamándolos, al menos 3 días hábiles antes de un débito."
        )
    } else {
        format!(
            "I authorize {brand} to debit my {kind} account ending in {last4} for each payment \
             I submit in the customer portal, for the amount and on the date I choose when I \
             submit it, and — only if I turn on autopay — for each scheduled lease payment on \
             its due date, for the amount due. I can revoke this authorization by removing the \
             account or turning autopay off in the customer portal, or by calling you, at \
             least 3 business days before a debit."
        )
    }
}

/// Emails the customer a copy of a debit authorization they accepted (a bank account's, when
/// it is added; a one-time bank payment's).
pub async fn email_authorization(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    context: &OrgSite,
    shopper: &Shopper,
    lease_number: &str,
    text: &str,
    now: i64,
) -> AppResult<()> {
    let customer = crate::identity::operations::customer_by_id(
        &mut **tx,
        &context.organization.id,
        shopper.customer_id(),
    )
    .await?;
    let Some(customer) = customer else {
        return Ok(());
    };
    let (subject, intro) = if context.locale.starts_with("es") {
        (
            "Su autorización de débito bancario",
            "Esta es una copia de la autorización que aceptó",
        )
    } else {
        (
            "Your bank debit authorization",
            "This is a copy of the authorization you agreed to",
        )
    };
    crate::outbox::operations::send(
        &mut **tx,
        Channel::Email,
        &customer.email,
        subject,
        &format!("{intro} (lease #{lease_number}):\n\n{text}"),
        now,
    )
    .await?;
    Ok(())
}
