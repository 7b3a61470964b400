//! The lease application's shapes and the checks every field passes before a decision.

use serde::{Deserialize, Serialize};
use time::{Date, Duration};
use utoipa::ToSchema;

use servicing::PayFrequency;

use super::campaign::ApplicationCampaign;
use crate::error::AppError;

/// The states (and DC and Puerto Rico) an address may be in.
const STATES: &str = "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR";

/// The merchant id of the storefront's own checkout (a merchant too).
pub const STOREFRONT_MERCHANT: &str = "storefront";

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ApplicationAddress {
    #[schema(max_length = 100)]
    pub street: String,
    #[schema(max_length = 60)]
    pub city: String,
    /// Two letters.
    #[schema(pattern = "^[A-Za-z]{2}$")]
    pub state: String,
    #[schema(pattern = r"^\d{5}$")]
    pub postal_code: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ApplicationBank {
    /// The ABA routing number (9 digits). Given to the gateway, never stored.
    #[schema(pattern = r"^\d{9}$")]
    pub routing_number: String,
    /// 4 to 17 digits. Given to the gateway; only its last 4 are kept.
    #[schema(pattern = r"^\d{4,17}$")]
    pub account_number: String,
}

/// A lease application, as the lease window sends it.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ApplicationRequest {
    /// The merchant the approval is for: a retailer's merchant id, or `storefront`.
    pub merchant_id: String,
    #[schema(max_length = 40)]
    pub first_name: String,
    #[schema(max_length = 40)]
    pub last_name: String,
    /// `YYYY-MM-DD`.
    #[schema(value_type = String, format = Date)]
    pub date_of_birth: String,
    /// The last 4 digits of the social security number; the whole number is never asked for.
    #[schema(pattern = r"^\d{4}$")]
    pub ssn_last4: String,
    pub address: ApplicationAddress,
    #[schema(max_length = 254)]
    pub email: String,
    /// 10 digits.
    pub phone: String,
    /// Agreed to get texts about the lease.
    pub sms_consent: bool,
    /// Before taxes, in cents.
    #[schema(minimum = 0, maximum = 100_000_000)]
    pub monthly_income: i64,
    #[schema(value_type = String, example = "bi_weekly")]
    pub pay_frequency: PayFrequency,
    /// `YYYY-MM-DD`, within the next 35 days.
    #[schema(value_type = String, format = Date)]
    pub next_payday: String,
    pub bank: ApplicationBank,
    /// The campaign the shopper came from (their tracking cookies), for the attribution report
    /// only: it decides nothing. Names not listed and values that are not fine text (over 256
    /// characters, control characters) are dropped, never refused.
    #[serde(
        default,
        deserialize_with = "super::campaign::lenient",
        skip_serializing_if = "Option::is_none"
    )]
    pub campaign: Option<ApplicationCampaign>,
}

/// An application whose every field passed its check.
#[derive(Debug, Clone)]
pub struct CheckedApplication {
    pub merchant_id: String,
    pub first_name: String,
    pub last_name: String,
    pub date_of_birth: Date,
    pub ssn_last4: String,
    pub street: String,
    pub city: String,
    pub state: String,
    pub postal_code: String,
    pub email: String,
    pub phone: String,
    pub sms_consent: bool,
    pub monthly_income_cents: i64,
    pub pay_frequency: PayFrequency,
    pub next_payday: Date,
    pub routing_number: String,
    pub account_number: String,
    pub campaign: ApplicationCampaign,
}

fn bad(parameter: &str, message: &str) -> AppError {
    AppError::bad_parameter(parameter, message.to_owned())
}

fn date(text: &str, parameter: &str) -> Result<Date, AppError> {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    Date::parse(text.trim(), &format).map_err(|_| bad(parameter, "Enter a date as YYYY-MM-DD."))
}

fn name(text: &str, parameter: &str) -> Result<String, AppError> {
    let text = text.trim();
    let fine = !text.is_empty()
        && text.chars().count() <= 40
        && text
            .chars()
            .all(|c| c.is_alphabetic() || matches!(c, ' ' | '-' | '\'' | '.'));
    fine.then(|| text.to_owned()).ok_or_else(|| {
        bad(
            parameter,
            "Enter a name of letters, spaces, hyphens or apostrophes (40 at most).",
        )
    })
}

fn digits(text: &str) -> String {
    text.chars().filter(char::is_ascii_digit).collect()
}

/// Checks every field; `state_of` says which state a ZIP code is in (the postal-code table).
pub fn check(
    request: &ApplicationRequest,
    today: Date,
    state_of: impl Fn(&str) -> Option<String>,
) -> Result<CheckedApplication, AppError> {
    let first_name = name(&request.first_name, "firstName")?;
    let last_name = name(&request.last_name, "lastName")?;
    let date_of_birth = date(&request.date_of_birth, "dateOfBirth")?;
    if date_of_birth > today || date_of_birth.year() < 1900 {
        return Err(bad("dateOfBirth", "Enter your date of birth."));
    }
    let ssn = request.ssn_last4.trim();
    if ssn.len() != 4 || !ssn.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad(
            "ssnLast4",
            "Enter the last 4 digits of your social security number (only those 4).",
        ));
    }
    let address = &request.address;
    let street = address.street.trim();
    if street.is_empty() || street.chars().count() > 100 {
        return Err(bad("address.street", "Enter your street address."));
    }
    let city = address.city.trim();
    if city.is_empty() || city.chars().count() > 60 {
        return Err(bad("address.city", "Enter your city."));
    }
    let state = address.state.trim().to_ascii_uppercase();
    if state.len() != 2 || !STATES.split(' ').any(|s| s == state) {
        return Err(bad("address.state", "Choose your state."));
    }
    let postal_code = address.postal_code.trim();
    if postal_code.len() != 5 || !postal_code.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad("address.postalCode", "Enter a 5-digit ZIP code."));
    }
    match state_of(postal_code) {
        Some(zip_state) if zip_state == state => {}
        Some(_) => {
            return Err(bad(
                "address.postalCode",
                "This ZIP code is not in the state chosen.",
            ))
        }
        None => return Err(bad("address.postalCode", "Enter a valid ZIP code.")),
    }
    let email = request.email.trim();
    let email_fine = email.len() <= 254
        && email.split_once('@').is_some_and(|(local, domain)| {
            !local.is_empty()
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
        })
        && !email.chars().any(char::is_whitespace);
    if !email_fine {
        return Err(bad("email", "Please enter a valid email address."));
    }
    let phone = digits(&request.phone);
    if phone.len() != 10 {
        return Err(bad("phone", "Please enter a valid 10-digit phone number."));
    }
    if !(0..=100_000_000).contains(&request.monthly_income) {
        return Err(bad(
            "monthlyIncome",
            "Enter your monthly income before taxes.",
        ));
    }
    let next_payday = date(&request.next_payday, "nextPayday")?;
    if next_payday < today || next_payday > today + Duration::days(35) {
        return Err(bad(
            "nextPayday",
            "Enter your next payday, within the next 35 days.",
        ));
    }
    let routing_number = digits(&request.bank.routing_number);
    if !crate::payment_gateway::aba_valid(&routing_number) {
        return Err(bad(
            "bank.routingNumber",
            "Enter the 9-digit routing number of your bank.",
        ));
    }
    let account_number = digits(&request.bank.account_number);
    if !(4..=17).contains(&account_number.len())
        || account_number.len() != request.bank.account_number.trim().len()
    {
        return Err(bad(
            "bank.accountNumber",
            "Enter your checking account number (4 to 17 digits).",
        ));
    }
    let merchant_id = request.merchant_id.trim();
    if merchant_id.is_empty() || merchant_id.len() > 64 {
        return Err(bad(
            "merchantId",
            "Name the merchant the application is for.",
        ));
    }
    Ok(CheckedApplication {
        merchant_id: merchant_id.to_owned(),
        first_name,
        last_name,
        date_of_birth,
        ssn_last4: ssn.to_owned(),
        street: street.to_owned(),
        city: city.to_owned(),
        state,
        postal_code: postal_code.to_owned(),
        email: email.to_ascii_lowercase(),
        phone,
        sms_consent: request.sms_consent,
        monthly_income_cents: request.monthly_income,
        pay_frequency: request.pay_frequency,
        next_payday,
        routing_number,
        account_number,
        campaign: request.campaign.clone().unwrap_or_default(),
    })
}

/// Who applied, for the cool-down: a hash of the last name, the date of birth and the last 4
/// of the social security number (none of them kept in it).
pub fn identity_key(application: &CheckedApplication) -> String {
    use sha2::Digest;
    let mut digest = sha2::Sha256::new();
    digest.update(application.last_name.to_lowercase().as_bytes());
    digest.update([0]);
    digest.update(application.date_of_birth.to_string().as_bytes());
    digest.update([0]);
    digest.update(application.ssn_last4.as_bytes());
    format!("{:x}", digest.finalize())
}

/// The decision on an application.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationResponse {
    pub application_id: String,
    /// The lease number reserved for the lease the approval becomes.
    pub lease_number: String,
    /// `Approved` or `Denied`.
    pub app_status: String,
    /// In cents; 0 when denied.
    pub approval_amount: i64,
    /// When the approval lapses (RFC 3339); none when denied.
    pub expires_at: Option<String>,
    pub merchant_id: String,
    /// Why it was denied: `excluded_state`, `under_age`, `income_too_low`, `recent_application`.
    pub denial_reason: Option<String>,
}

#[cfg(test)]
mod tests {
    use time::macros::date;

    use super::*;

    fn request() -> ApplicationRequest {
        ApplicationRequest {
            merchant_id: "storefront".into(),
            first_name: "María José".into(),
            last_name: "O'Neil-López".into(),
            date_of_birth: "1990-05-14".into(),
            ssn_last4: "6789".into(),
            address: ApplicationAddress {
                street: "100 Alamo Plaza".into(),
                city: "San Antonio".into(),
                state: "tx".into(),
                postal_code: "78205".into(),
            },
            email: "Maria@Example.com".into(),
            phone: "(210) 555-0142".into(),
            sms_consent: true,
            monthly_income: 320_000,
            pay_frequency: PayFrequency::BiWeekly,
            next_payday: "2026-12-04".into(),
            bank: ApplicationBank {
                routing_number: "011000015".into(),
                account_number: "000123456789".into(),
            },
            campaign: None,
        }
    }

    const TODAY: Date = date!(2026 - 11 - 27);

    fn texas(zip: &str) -> Option<String> {
        (zip == "78205").then(|| "TX".to_owned())
    }

    fn parameter(error: AppError) -> String {
        match error {
            AppError::BadRequest { parameter, .. } => parameter.unwrap_or_default(),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_good_application_is_read_tidied() {
        let checked = check(&request(), TODAY, texas).unwrap();
        assert_eq!(
            (checked.state.as_str(), checked.phone.as_str()),
            ("TX", "2105550142")
        );
        assert_eq!(checked.email, "maria@example.com");
        assert_eq!(checked.last_name, "O'Neil-López");
    }

    #[test]
    fn each_bad_field_is_named() {
        type Spoil = Box<dyn Fn(&mut ApplicationRequest)>;
        let cases: Vec<(&str, Spoil)> = vec![
            ("firstName", Box::new(|r| r.first_name = " ".into())),
            (
                "lastName",
                Box::new(|r| r.last_name = "Robert'); DROP".into()),
            ),
            (
                "dateOfBirth",
                Box::new(|r| r.date_of_birth = "14/05/1990".into()),
            ),
            (
                "dateOfBirth",
                Box::new(|r| r.date_of_birth = "2027-01-01".into()),
            ),
            ("ssnLast4", Box::new(|r| r.ssn_last4 = "123456789".into())),
            (
                "address.street",
                Box::new(|r| r.address.street = String::new()),
            ),
            ("address.state", Box::new(|r| r.address.state = "ZZ".into())),
            (
                "address.postalCode",
                Box::new(|r| r.address.postal_code = "7820".into()),
            ),
            (
                "address.postalCode",
                Box::new(|r| r.address.postal_code = "10001".into()),
            ),
            ("email", Box::new(|r| r.email = "maria@".into())),
            ("phone", Box::new(|r| r.phone = "555-0142".into())),
            ("monthlyIncome", Box::new(|r| r.monthly_income = -1)),
            (
                "nextPayday",
                Box::new(|r| r.next_payday = "2027-02-01".into()),
            ),
            (
                "bank.routingNumber",
                Box::new(|r| r.bank.routing_number = "011000016".into()),
            ),
            (
                "bank.accountNumber",
                Box::new(|r| r.bank.account_number = "12a45".into()),
            ),
            ("merchantId", Box::new(|r| r.merchant_id = String::new())),
        ];
        for (expected, spoil) in cases {
            let mut bad = request();
            spoil(&mut bad);
            assert_eq!(parameter(check(&bad, TODAY, texas).unwrap_err()), expected);
        }
    }

    #[test]
    fn the_identity_key_is_the_same_person_whatever_the_case() {
        let a = check(&request(), TODAY, texas).unwrap();
        let mut other = request();
        other.last_name = "o'neil-lópez".into();
        other.email = "another@example.com".into();
        let b = check(&other, TODAY, texas).unwrap();
        assert_eq!(identity_key(&a), identity_key(&b));
        other.ssn_last4 = "6780".into();
        assert_ne!(
            identity_key(&a),
            identity_key(&check(&other, TODAY, texas).unwrap())
        );
        assert!(!identity_key(&a).contains("6789"));
    }
}
