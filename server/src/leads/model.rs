//! The lead forms' rules, the same the web app applies: which fields each kind of lead takes,
//! which are required, and what each may hold (an email, a 10-digit phone, a 5-digit ZIP code,
//! one of the listed bands). Pure: the handler parses, the store keeps.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;
use sha2::{Digest, Sha256};
use utoipa::ToSchema;

use crate::error::AppError;

pub const REQUIRED: &str = "This field is required.";
pub const INVALID_EMAIL: &str = "Please enter a valid email address.";
pub const INVALID_PHONE: &str = "Please enter a valid 10-digit phone number.";
pub const INVALID_POSTAL_CODE: &str = "Please enter a valid 5-digit ZIP code.";
pub const NOT_AN_OPTION: &str = "Please choose one of the options.";

/// The `LeadSource` of a partner lead (the eComm site's form).
pub const PARTNER_LEAD_SOURCE: &str = "eComm Partner Page";
/// The `LeadSource` of a report download.
pub const REPORT_LEAD_SOURCE: &str = "eComm Report Download";

/// Annual revenue (and the part of it financed): the bands a partner picks from.
pub const REVENUE_BANDS: [&str; 5] = ["Under $1M", "$1-10M", "$10-50M", "$50-100M", "Over $100M"];
/// Years in business, in bands of five: 0-5, 6-10, … 46-50.
pub const YEARS_IN_BUSINESS_BANDS: [&str; 10] = [
    "0-5", "6-10", "11-15", "16-20", "21-25", "26-30", "31-35", "36-40", "41-45", "46-50",
];
/// Where a partner would offer leases.
pub const OFFERING_OPTIONS: [&str; 3] = ["In-Store", "Online", "In-Store & Online"];
pub const CONTACT_METHODS: [&str; 2] = ["Phone", "Email"];

/// The form field a person never sees: whatever fills it is a robot.
pub const HONEYPOT_FIELD: &str = "Website";
/// The campaign parameters, visitor id and source (optional; clipped, never refused).
pub const UTM_FIELD: &str = "lead_UTM__c";
pub const UTM_MAX_CHARS: usize = 1000;

/// The same lead sent again within this window is answered with the first one's id.
pub const DUPLICATE_WINDOW_MS: i64 = 60_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LeadKind {
    Partner,
    Report,
}

impl LeadKind {
    pub fn as_str(self) -> &'static str {
        match self {
            LeadKind::Partner => "partner",
            LeadKind::Report => "report",
        }
    }

    fn of_source(source: &str) -> Option<Self> {
        match source {
            PARTNER_LEAD_SOURCE => Some(LeadKind::Partner),
            REPORT_LEAD_SOURCE => Some(LeadKind::Report),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Copy)]
enum Check {
    Text,
    Email,
    Phone,
    PostalCode,
    OneOf(&'static [&'static str]),
}

struct FieldRule {
    name: String,
    max_chars: usize,
    check: Check,
}

fn rule(name: &str, max_chars: usize, check: Check) -> FieldRule {
    FieldRule {
        name: name.to_owned(),
        max_chars,
        check,
    }
}

/// The field where a partner says how they would offer leases, named for the brand.
pub fn offering_field(short_name: &str) -> String {
    format!("Where_would_you_like_to_offer_{short_name}__c")
}

/// Every field of a kind of lead, in the order the CRM and the export list them; all required.
fn rules(kind: LeadKind, short_name: &str) -> Vec<FieldRule> {
    let mut fields = vec![
        rule("FirstName", 40, Check::Text),
        rule("LastName", 80, Check::Text),
        rule("Company", 255, Check::Text),
    ];
    if kind == LeadKind::Partner {
        fields.push(rule("Title", 128, Check::Text));
    }
    fields.push(rule("Email", 80, Check::Email));
    fields.push(rule("contactMethod__c", 10, Check::OneOf(&CONTACT_METHODS)));
    fields.push(rule("Phone", 10, Check::Phone));
    match kind {
        LeadKind::Partner => {
            fields.push(rule("Annual_GMV__c", 20, Check::OneOf(&REVENUE_BANDS)));
            fields.push(rule(
                "Annual_GMV_Financed__c",
                20,
                Check::OneOf(&REVENUE_BANDS),
            ));
            fields.push(rule(
                "Years_In_Business__c",
                10,
                Check::OneOf(&YEARS_IN_BUSINESS_BANDS),
            ));
            fields.push(rule(
                &offering_field(short_name),
                20,
                Check::OneOf(&OFFERING_OPTIONS),
            ));
        }
        LeadKind::Report => fields.push(rule("PostalCode", 5, Check::PostalCode)),
    }
    fields
}

/// The field names a kind of lead takes (the export's columns), `LeadSource` and `lead_UTM__c`
/// besides.
pub fn field_names(kind: LeadKind, short_name: &str) -> Vec<String> {
    rules(kind, short_name)
        .into_iter()
        .map(|r| r.name)
        .collect()
}

/// A lead that passed every rule: its fields trimmed, in the CRM's names.
#[derive(Debug, Clone, PartialEq)]
pub struct Lead {
    pub kind: LeadKind,
    pub fields: BTreeMap<String, String>,
    /// A robot filled the hidden field: answered like any lead, never kept.
    pub from_robot: bool,
}

impl Lead {
    pub fn email(&self) -> &str {
        self.fields.get("Email").map(String::as_str).unwrap_or("")
    }

    /// The lead as the CRM takes it: its fields, `LeadSource` and `lead_UTM__c`.
    pub fn payload(&self) -> Value {
        Value::Object(
            self.fields
                .iter()
                .map(|(k, v)| (k.clone(), Value::String(v.clone())))
                .collect(),
        )
    }

    /// What makes two submissions the same lead: the site, and every field as kept (the email
    /// in any letter case).
    pub fn fingerprint(&self, site_id: &str) -> String {
        let mut hasher = Sha256::new();
        hasher.update(site_id.as_bytes());
        for (name, value) in &self.fields {
            hasher.update([0]);
            hasher.update(name.as_bytes());
            hasher.update([0]);
            if name == "Email" {
                hasher.update(value.to_lowercase().as_bytes());
            } else {
                hasher.update(value.as_bytes());
            }
        }
        hex(&hasher.finalize())
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn text_of(payload: &serde_json::Map<String, Value>, name: &str) -> Result<String, AppError> {
    match payload.get(name) {
        None | Some(Value::Null) => Ok(String::new()),
        Some(Value::String(s)) => Ok(s.trim().to_owned()),
        Some(_) => Err(AppError::bad_parameter(name, "This field must be text.")),
    }
}

/// Checks a submitted lead against its kind's rules; the first field that breaks one is the
/// error (the web app shows every field's before it sends).
pub fn parse_lead(
    payload: &serde_json::Map<String, Value>,
    short_name: &str,
) -> Result<Lead, AppError> {
    let source = text_of(payload, "LeadSource")?;
    let kind = LeadKind::of_source(&source).ok_or_else(|| {
        AppError::bad_parameter(
            "LeadSource",
            format!("LeadSource must be '{PARTNER_LEAD_SOURCE}' or '{REPORT_LEAD_SOURCE}'."),
        )
    })?;
    let rules = rules(kind, short_name);
    for name in payload.keys() {
        let known = name == "LeadSource"
            || name == UTM_FIELD
            || name == HONEYPOT_FIELD
            || rules.iter().any(|r| &r.name == name);
        if !known {
            return Err(AppError::bad_parameter(
                name,
                format!("A {} lead has no field '{name}'.", kind.as_str()),
            ));
        }
    }
    let mut fields = BTreeMap::new();
    for rule in &rules {
        let value = text_of(payload, &rule.name)?;
        check(rule, &value).map_err(|message| AppError::bad_parameter(&rule.name, message))?;
        fields.insert(rule.name.clone(), value);
    }
    fields.insert("LeadSource".to_owned(), source);
    let utm: String = text_of(payload, UTM_FIELD)?
        .chars()
        .filter(|c| !c.is_control())
        .take(UTM_MAX_CHARS)
        .collect();
    fields.insert(UTM_FIELD.to_owned(), utm);
    let from_robot = !text_of(payload, HONEYPOT_FIELD)?.is_empty();
    Ok(Lead {
        kind,
        fields,
        from_robot,
    })
}

fn check(rule: &FieldRule, value: &str) -> Result<(), String> {
    if value.is_empty() {
        return Err(REQUIRED.to_owned());
    }
    let digits = |n: usize| value.len() == n && value.chars().all(|c| c.is_ascii_digit());
    match rule.check {
        Check::Email if !is_email(value) => return Err(INVALID_EMAIL.to_owned()),
        Check::Phone if !digits(10) => return Err(INVALID_PHONE.to_owned()),
        Check::PostalCode if !digits(5) => return Err(INVALID_POSTAL_CODE.to_owned()),
        Check::OneOf(options) if !options.contains(&value) => return Err(NOT_AN_OPTION.to_owned()),
        _ => {}
    }
    if value.chars().count() > rule.max_chars || value.chars().any(char::is_control) {
        return Err(format!(
            "Please keep this to {} characters on one line.",
            rule.max_chars
        ));
    }
    Ok(())
}

/// The standard email pattern: something, one @, a domain with a dot, no spaces.
fn is_email(value: &str) -> bool {
    let Some((local, domain)) = value.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && !domain.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !value.chars().any(char::is_whitespace)
}

/// A spreadsheet reads a cell starting with one of these as a formula: the export starts such
/// a cell with an apostrophe, so a lead can't run anything on the computer that opens it.
pub fn spreadsheet_safe(value: &str) -> String {
    match value.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{value}"),
        _ => value.to_owned(),
    }
}

/// The answer to a submitted lead (the shape the CRM answers a created record with).
#[derive(Debug, Serialize, ToSchema)]
pub struct LeadResponse {
    pub id: String,
    pub success: bool,
    pub errors: Vec<String>,
}

/// A lead as the forms send it. Partner leads carry `Title`, the revenue and years bands and
/// `Where_would_you_like_to_offer_{brand}__c`; report leads `PostalCode`. `Website` is the
/// hidden field people leave empty.
#[derive(Debug, Serialize, serde::Deserialize, ToSchema)]
#[allow(non_snake_case)]
pub struct LeadPayload {
    pub FirstName: String,
    pub LastName: String,
    pub Company: String,
    pub Title: Option<String>,
    pub Email: String,
    pub contactMethod__c: String,
    pub Phone: String,
    pub Annual_GMV__c: Option<String>,
    pub Annual_GMV_Financed__c: Option<String>,
    pub Years_In_Business__c: Option<String>,
    pub PostalCode: Option<String>,
    pub LeadSource: String,
    pub lead_UTM__c: Option<String>,
    pub Website: Option<String>,
    /// `Where_would_you_like_to_offer_{brand}__c` (partner leads).
    #[serde(flatten)]
    pub offering: BTreeMap<String, String>,
}

/// One mapping of a CRM field to the form field that fills it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[allow(non_snake_case)]
pub struct FieldMappingRecord {
    pub SFDC_Field__c: String,
    pub Mapping_Field__c: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MappingObject {
    #[serde(rename = "totalSize")]
    pub total_size: usize,
    pub records: Vec<FieldMappingRecord>,
}

/// `getSalesforceMappingList`'s answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct FieldMappingList {
    #[serde(rename = "mappingObj")]
    pub mapping_obj: MappingObject,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn partner() -> serde_json::Map<String, Value> {
        json!({
            "FirstName": " Dana ", "LastName": "Reyes", "Company": "Reyes Furniture",
            "Title": "Owner", "Email": "dana@reyes.example", "contactMethod__c": "Phone",
            "Phone": "5125550100", "Annual_GMV__c": "$1-10M", "Annual_GMV_Financed__c": "Under $1M",
            "Years_In_Business__c": "11-15", "Where_would_you_like_to_offer_northwind__c": "In-Store & Online",
            "LeadSource": PARTNER_LEAD_SOURCE, "lead_UTM__c": "utm_source=google&davuid=1001"
        })
        .as_object()
        .unwrap()
        .clone()
    }

    fn refused(payload: &serde_json::Map<String, Value>) -> (String, String) {
        match parse_lead(payload, "northwind") {
            Err(AppError::BadRequest {
                parameter: Some(p),
                message,
            }) => (p, message),
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn a_partner_lead_is_kept_trimmed_with_its_source_and_campaign() {
        let lead = parse_lead(&partner(), "northwind").unwrap();
        assert_eq!(lead.kind, LeadKind::Partner);
        assert_eq!(lead.fields["FirstName"], "Dana");
        assert_eq!(lead.fields["LeadSource"], PARTNER_LEAD_SOURCE);
        assert_eq!(lead.fields[UTM_FIELD], "utm_source=google&davuid=1001");
        assert!(!lead.from_robot);
    }

    #[test]
    fn every_field_is_required_with_the_forms_message() {
        for name in field_names(LeadKind::Partner, "northwind") {
            let mut payload = partner();
            payload.insert(name.clone(), json!("  "));
            assert_eq!(refused(&payload), (name.clone(), REQUIRED.to_owned()));
            payload.remove(&name);
            assert_eq!(refused(&payload), (name, REQUIRED.to_owned()));
        }
    }

    #[test]
    fn email_phone_and_bands_are_checked() {
        for (field, value, message) in [
            ("Email", "dana@reyes", INVALID_EMAIL),
            ("Email", "dana reyes@x.example", INVALID_EMAIL),
            ("Phone", "512555010", INVALID_PHONE),
            ("Phone", "(512) 555-0100", INVALID_PHONE),
            ("Annual_GMV__c", "$5M", NOT_AN_OPTION),
            ("Years_In_Business__c", "51-55", NOT_AN_OPTION),
            ("contactMethod__c", "Fax", NOT_AN_OPTION),
            (
                "Where_would_you_like_to_offer_northwind__c",
                "Mail order",
                NOT_AN_OPTION,
            ),
        ] {
            let mut payload = partner();
            payload.insert(field.to_owned(), json!(value));
            assert_eq!(refused(&payload), (field.to_owned(), message.to_owned()));
        }
    }

    #[test]
    fn a_report_lead_needs_a_five_digit_zip_and_takes_no_partner_fields() {
        let mut report = partner();
        for partner_only in [
            "Title",
            "Annual_GMV__c",
            "Annual_GMV_Financed__c",
            "Years_In_Business__c",
            "Where_would_you_like_to_offer_northwind__c",
        ] {
            report.remove(partner_only);
        }
        report.insert("LeadSource".into(), json!(REPORT_LEAD_SOURCE));
        report.insert("PostalCode".into(), json!("7870"));
        assert_eq!(
            refused(&report),
            ("PostalCode".into(), INVALID_POSTAL_CODE.into())
        );
        report.insert("PostalCode".into(), json!("78701"));
        assert_eq!(
            parse_lead(&report, "northwind").unwrap().kind,
            LeadKind::Report
        );
        report.insert("Title".into(), json!("Owner"));
        assert_eq!(refused(&report).0, "Title");
    }

    #[test]
    fn unknown_sources_fields_and_long_or_multi_line_values_are_refused() {
        let mut payload = partner();
        payload.insert("LeadSource".into(), json!("Somewhere"));
        assert_eq!(refused(&payload).0, "LeadSource");
        let mut payload = partner();
        payload.insert("OwnerId".into(), json!("005x"));
        assert_eq!(refused(&payload).0, "OwnerId");
        let mut payload = partner();
        payload.insert("FirstName".into(), json!("D".repeat(41)));
        assert_eq!(refused(&payload).0, "FirstName");
        let mut payload = partner();
        payload.insert("Company".into(), json!("Reyes\nInjected: yes"));
        assert_eq!(refused(&payload).0, "Company");
        let mut payload = partner();
        payload.insert("Phone".into(), json!(5125550100_i64));
        assert_eq!(refused(&payload).0, "Phone");
    }

    #[test]
    fn the_hidden_field_marks_a_robot() {
        let mut payload = partner();
        payload.insert(HONEYPOT_FIELD.into(), json!("http://spam.example"));
        assert!(parse_lead(&payload, "northwind").unwrap().from_robot);
    }

    #[test]
    fn the_same_lead_has_one_fingerprint_whatever_the_email_case() {
        let a = parse_lead(&partner(), "northwind").unwrap();
        let mut payload = partner();
        payload.insert("Email".into(), json!("DANA@Reyes.example"));
        let b = parse_lead(&payload, "northwind").unwrap();
        assert_eq!(a.fingerprint("northwind"), b.fingerprint("northwind"));
        assert_ne!(a.fingerprint("northwind"), a.fingerprint("other"));
        payload.insert("Company".into(), json!("Reyes Home"));
        let c = parse_lead(&payload, "northwind").unwrap();
        assert_ne!(a.fingerprint("northwind"), c.fingerprint("northwind"));
    }

    #[test]
    fn formulas_never_reach_a_spreadsheet() {
        assert_eq!(spreadsheet_safe("=HYPERLINK(\"x\")"), "'=HYPERLINK(\"x\")");
        assert_eq!(spreadsheet_safe("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(spreadsheet_safe("Dana"), "Dana");
        assert_eq!(spreadsheet_safe(""), "");
    }
}
