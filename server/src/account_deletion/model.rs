//! The account deletion request's shapes and pure rules: the confirmation the request must
//! carry, the reference the customer quotes, and the acknowledgment email in the customer's
//! language.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::{AppError, AppResult};
use crate::outbox::model::Message;

/// Customer care's phone, which the acknowledgment gives for questions.
pub const CUSTOMER_CARE_PHONE: &str = "1-800-555-0199";
/// Days customer care takes at most to finish a deletion.
pub const DAYS_TO_FINISH: u32 = 30;

/// The reference's prefix; eight characters of `REFERENCE_ALPHABET` follow.
pub const REFERENCE_PREFIX: &str = "DEL-";
pub const REFERENCE_CHARS: usize = 8;
/// Crockford's base 32 (no I, L, O or U): easy to read out on the phone. 32 symbols, so a
/// random byte masked to its low five bits picks each one evenly.
const REFERENCE_ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

pub const CONFIRM_FIELD: &str = "confirm";
pub const CONFIRM_REQUIRED: &str = "Confirm the request with \"confirm\": true.";

/// The request's body: `{"confirm": true}`, nothing else.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AccountDeletionRequest {
    /// Must be `true`: the customer confirmed that their online account should be deleted.
    #[schema(schema_with = must_be_true)]
    pub confirm: bool,
}

/// A boolean whose only accepted value is `true`.
fn must_be_true() -> utoipa::openapi::schema::Object {
    utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::Boolean)
        .enum_values(Some([true]))
        .build()
}

/// Whether the signed-in customer asked to delete their account, and if so the reference and
/// when.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountDeletionStatus {
    pub requested: bool,
    /// The code the customer quotes to customer care (`DEL-` and 8 characters).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
    /// When the request was made (RFC 3339).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub requested_at: Option<String>,
}

impl AccountDeletionStatus {
    pub fn none() -> Self {
        AccountDeletionStatus {
            requested: false,
            reference: None,
            requested_at: None,
        }
    }

    pub fn requested(reference: String, requested_at_ms: i64) -> Self {
        AccountDeletionStatus {
            requested: true,
            reference: Some(reference),
            requested_at: crate::clock::rfc3339(requested_at_ms),
        }
    }
}

/// Checks the body is exactly `{"confirm": true}`: a missing or other `confirm`, or any other
/// field, is a 400 naming the field.
pub fn check_confirmation(body: &serde_json::Value) -> AppResult<()> {
    let Some(fields) = body.as_object() else {
        return Err(AppError::bad_parameter(CONFIRM_FIELD, CONFIRM_REQUIRED));
    };
    if let Some(other) = fields.keys().find(|name| *name != CONFIRM_FIELD) {
        return Err(AppError::bad_parameter(
            other,
            format!("'{other}' is not a field of this request."),
        ));
    }
    match fields.get(CONFIRM_FIELD) {
        Some(serde_json::Value::Bool(true)) => Ok(()),
        _ => Err(AppError::bad_parameter(CONFIRM_FIELD, CONFIRM_REQUIRED)),
    }
}

/// The reference made of random bytes (the handler draws them from the operating system's
/// CSPRNG): `DEL-` and one alphabet symbol a byte.
pub fn reference_of(random: [u8; REFERENCE_CHARS]) -> String {
    let mut reference = String::with_capacity(REFERENCE_PREFIX.len() + REFERENCE_CHARS);
    reference.push_str(REFERENCE_PREFIX);
    reference.extend(
        random
            .iter()
            .map(|byte| char::from(REFERENCE_ALPHABET[usize::from(byte & 31)])),
    );
    reference
}

/// A new reference from the operating system's CSPRNG.
pub fn new_reference() -> String {
    use rand::RngCore;
    let mut random = [0u8; REFERENCE_CHARS];
    rand::rngs::OsRng.fill_bytes(&mut random);
    reference_of(random)
}

/// The acknowledgment email, in the request's language (Spanish for `es-*`, else English).
pub fn acknowledgment_email(
    locale: &str,
    brand: &str,
    first_name: &str,
    reference: &str,
) -> Message {
    let phone = CUSTOMER_CARE_PHONE;
    let days = DAYS_TO_FINISH;
    if locale.starts_with("es") {
        Message {
            subject: "Recibimos su solicitud para eliminar su cuenta".to_owned(),
            body: format!(
                "Hola, {first_name}:\n\nRecibimos su solicitud para eliminar su cuenta en línea de \
                 {brand}. Su referencia es {reference}.\n\nTerminaremos en un plazo de {days} días. \
                 Sus arrendamientos y lo que debe no se ven afectados: sus pagos y fechas de \
                 vencimiento siguen igual.\n\n¿Preguntas? Llame a atención al cliente al {phone} y \
                 mencione su referencia. Si usted no hizo esta solicitud, llámenos de inmediato."
            ),
        }
    } else {
        Message {
            subject: "We received your request to delete your account".to_owned(),
            body: format!(
                "Hi {first_name},\n\nWe received your request to delete your {brand} online \
                 account. Your reference is {reference}.\n\nWe will finish within {days} days. \
                 Your leases and what you owe are not affected: your payments and due dates stay \
                 the same.\n\nQuestions? Call customer care at {phone} and give your reference. If \
                 you didn't make this request, call us right away."
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn refused_field(body: serde_json::Value) -> String {
        match check_confirmation(&body) {
            Err(AppError::BadRequest {
                parameter: Some(p), ..
            }) => p,
            other => panic!("expected a refusal of {body}, got {other:?}"),
        }
    }

    #[test]
    fn only_confirm_true_is_a_request() {
        assert!(check_confirmation(&json!({"confirm": true})).is_ok());
        for body in [
            json!({}),
            json!({"confirm": false}),
            json!({"confirm": "true"}),
            json!({"confirm": 1}),
            json!({"confirm": null}),
            json!([true]),
            json!(true),
        ] {
            assert_eq!(refused_field(body), CONFIRM_FIELD);
        }
        assert_eq!(
            refused_field(json!({"confirm": true, "customerId": "x"})),
            "customerId"
        );
    }

    #[test]
    fn a_reference_is_del_and_eight_readable_characters() {
        assert_eq!(
            reference_of([0, 1, 31, 32, 255, 18, 10, 100]),
            "DEL-01Z0ZJA4"
        );
        let reference = new_reference();
        assert_eq!(reference.len(), 12);
        assert!(reference.starts_with("DEL-"));
        assert!(reference[4..]
            .bytes()
            .all(|c| REFERENCE_ALPHABET.contains(&c)));
        assert_ne!(new_reference(), new_reference());
    }

    #[test]
    fn the_acknowledgment_speaks_the_requests_language() {
        let en = acknowledgment_email("en-US", "Northwind Lease", "Ana", "DEL-ABCD2345");
        assert_eq!(
            en.subject,
            "We received your request to delete your account"
        );
        for part in [
            "DEL-ABCD2345",
            "We will finish within 30 days",
            "leases and what you owe are not affected",
            "1-800-555-0199",
        ] {
            assert!(en.body.contains(part), "{part} in {}", en.body);
        }
        let es = acknowledgment_email("es-US", "Northwind Lease", "Ana", "DEL-ABCD2345");
        assert_eq!(es.subject, "Recibimos su solicitud para eliminar su cuenta");
        for part in [
            "DEL-ABCD2345",
            "30 días",
            "1-800-555-0199",
            "no se ven afectados",
        ] {
            assert!(es.body.contains(part), "{part} in {}", es.body);
        }
    }
}
