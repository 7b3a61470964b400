//! The campaign an application came from: the tracking parameters the visitor arrived with, as
//! the application form sends them from its cookies. Kept for the attribution report and never
//! trusted for anything else (the decision never reads it: anyone can type these into a link).
//!
//! It can never cost a shopper their application: a campaign that is not an object, a value
//! that is not text, longer than `MAX_CHARS` or holding a control character, and any name not
//! listed here are dropped (kept as none), never answered with a 400.

use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;

/// The longest value kept (the storefront keeps no longer one in its cookies either).
pub const MAX_CHARS: usize = 256;

/// The campaign parameters, named as on the link the visitor arrived by; for reporting only.
/// Each is optional. A value that is not text, is over 256 characters or holds a control
/// character is dropped, as is any name not listed: the application is never refused for it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
pub struct ApplicationCampaign {
    /// The campaign's source, e.g. `google` or `newsletter`.
    #[schema(max_length = 256)]
    #[serde(
        default,
        deserialize_with = "text",
        skip_serializing_if = "Option::is_none"
    )]
    pub utm_source: Option<String>,
    /// Its medium, e.g. `cpc`, `email` or `organic`.
    #[schema(max_length = 256)]
    #[serde(
        default,
        deserialize_with = "text",
        skip_serializing_if = "Option::is_none"
    )]
    pub utm_medium: Option<String>,
    /// Its name.
    #[schema(max_length = 256)]
    #[serde(
        default,
        deserialize_with = "text",
        skip_serializing_if = "Option::is_none"
    )]
    pub utm_campaign: Option<String>,
    #[schema(max_length = 256)]
    #[serde(
        default,
        deserialize_with = "text",
        skip_serializing_if = "Option::is_none"
    )]
    pub utm_term: Option<String>,
    #[schema(max_length = 256)]
    #[serde(
        default,
        deserialize_with = "text",
        skip_serializing_if = "Option::is_none"
    )]
    pub utm_content: Option<String>,
    /// Google Ads' click id.
    #[schema(max_length = 256)]
    #[serde(
        default,
        deserialize_with = "text",
        skip_serializing_if = "Option::is_none"
    )]
    pub gclid: Option<String>,
    /// Microsoft Advertising's click id.
    #[schema(max_length = 256)]
    #[serde(
        default,
        deserialize_with = "text",
        skip_serializing_if = "Option::is_none"
    )]
    pub msclkid: Option<String>,
    /// Meta's click id.
    #[schema(max_length = 256)]
    #[serde(
        default,
        deserialize_with = "text",
        skip_serializing_if = "Option::is_none"
    )]
    pub fbclid: Option<String>,
    /// The refer-a-friend code the visitor came with.
    #[schema(max_length = 256)]
    #[serde(
        default,
        deserialize_with = "text",
        skip_serializing_if = "Option::is_none"
    )]
    pub referral_code: Option<String>,
    /// The storefront's visitor id.
    #[schema(max_length = 256)]
    #[serde(
        default,
        deserialize_with = "text",
        skip_serializing_if = "Option::is_none"
    )]
    pub davuid: Option<String>,
    /// The visitor's source (`web` when their link named none).
    #[schema(max_length = 256)]
    #[serde(
        default,
        deserialize_with = "text",
        skip_serializing_if = "Option::is_none"
    )]
    pub dasrc: Option<String>,
}

/// A value as kept: text, trimmed, not empty, at most `MAX_CHARS` characters, no control
/// character; anything else is none.
fn keep(value: &str) -> Option<String> {
    let value = value.trim();
    let fine = !value.is_empty()
        && value.chars().count() <= MAX_CHARS
        && !value.chars().any(char::is_control);
    fine.then(|| value.to_owned())
}

/// A field of the campaign: any JSON value is read, only fine text is kept.
fn text<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<String>, D::Error> {
    Ok(match serde_json::Value::deserialize(deserializer)? {
        serde_json::Value::String(value) => keep(&value),
        _ => None,
    })
}

/// The request's `campaign`: anything but an object is no campaign.
pub(super) fn lenient<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<ApplicationCampaign>, D::Error> {
    let value = serde_json::Value::deserialize(deserializer)?;
    Ok(serde_json::from_value::<ApplicationCampaign>(value)
        .ok()
        .filter(|campaign| *campaign != ApplicationCampaign::default()))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[derive(Deserialize)]
    struct Holder {
        #[serde(default, deserialize_with = "lenient")]
        campaign: Option<ApplicationCampaign>,
    }

    fn read(value: serde_json::Value) -> Option<ApplicationCampaign> {
        serde_json::from_value::<Holder>(json!({ "campaign": value }))
            .unwrap()
            .campaign
    }

    #[test]
    fn the_parameters_are_kept_trimmed() {
        let campaign = read(json!({
            "utm_source": " google ", "utm_medium": "cpc", "utm_campaign": "otoño-2026",
            "gclid": "Cj0KCQ", "davuid": "4321764300000000", "dasrc": "web", "referral_code": "ANA7"
        }))
        .unwrap();
        assert_eq!(campaign.utm_source.as_deref(), Some("google"));
        assert_eq!(campaign.utm_campaign.as_deref(), Some("otoño-2026"));
        assert_eq!(campaign.referral_code.as_deref(), Some("ANA7"));
        assert_eq!(campaign.utm_term, None);
    }

    #[test]
    fn what_is_not_fine_text_is_dropped_not_refused() {
        let campaign = read(json!({
            "utm_source": "x".repeat(MAX_CHARS + 1),
            "utm_medium": "email\u{1b}[31m",
            "utm_campaign": 42,
            "utm_term": "  ",
            "utm_content": "y".repeat(MAX_CHARS),
            "utm_unknown": "kept nowhere",
        }))
        .unwrap();
        assert_eq!(
            campaign,
            ApplicationCampaign {
                utm_content: Some("y".repeat(MAX_CHARS)),
                ..Default::default()
            }
        );
        assert_eq!(read(json!("utm_source=google")), None);
        assert_eq!(read(json!({"utm_source": ["google"]})), None);
        assert_eq!(read(json!({})), None);
        assert_eq!(read(json!(null)), None);
    }
}
