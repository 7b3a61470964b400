//! The third-party scripts a site may configure in its preferences, and the origins the
//! Content-Security-Policy must let through for them. The web app loads each configured script
//! only with the visitor's consent (web/src/features/third-party-scripts); the policy lists a
//! configured script's origin whatever the consent, since it is the same for every visitor.
//! The rules of when a script counts as configured are the web app's: a script the app would
//! never load (a feedback survey switched off, a chat without its id) opens nothing.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::http::security_headers::ExtraSources;

/// The preference holding each script's address.
pub const TAG_MANAGER: &str = "tagManagerScriptUrl";
pub const ACCESSIBILITY_OVERLAY: &str = "accessibilityScriptUrl";
pub const SESSION_RECORDING: &str = "sessionRecordingScriptUrl";
pub const OPTIMISATION: &str = "optimisationScriptUrl";
pub const HEATMAP: &str = "heatmapScriptUrl";
pub const FEEDBACK: &str = "medalliaFeedbackURL";
pub const CHAT: &str = "chatScriptUrl";
pub const VIDEO_EMBED: &str = "videoEmbedScriptUrl";
/// The feedback survey loads only when this is `true`.
pub const FEEDBACK_ENABLED: &str = "enableMedalliaFeedback";
/// The chat needs its deployment's id; without it the chat is misconfigured and not loaded.
pub const CHAT_ID: &str = "chatDeploymentId";

/// The preferences holding a script's address.
const SCRIPT_IDS: [&str; 8] = [
    TAG_MANAGER,
    ACCESSIBILITY_OVERLAY,
    SESSION_RECORDING,
    OPTIMISATION,
    HEATMAP,
    FEEDBACK,
    CHAT,
    VIDEO_EMBED,
];

/// Every preference the policy depends on: the addresses, and the two that decide whether the
/// feedback survey and the chat load at all.
pub fn preference_ids() -> Vec<&'static str> {
    SCRIPT_IDS
        .into_iter()
        .chain([FEEDBACK_ENABLED, CHAT_ID])
        .collect()
}

/// The origin a script address needs in the policy: `https://host[:port]`. None for an address
/// on our own site (a path: `'self'` covers it) and for anything the app refuses to load (not
/// https, not an address at all).
pub fn script_origin(value: &Value) -> Option<String> {
    let text = value.as_str()?.trim();
    if text.starts_with('/') && !text.starts_with("//") {
        return None;
    }
    let url = url::Url::parse(text).ok()?;
    if url.scheme() != "https" || url.host_str().is_none() {
        return None;
    }
    Some(url.origin().ascii_serialization())
}

fn non_empty_text(value: Option<&Value>) -> bool {
    value
        .and_then(Value::as_str)
        .is_some_and(|text| !text.trim().is_empty())
}

/// What one site's configured scripts need: their origins may serve scripts and be called (the
/// scripts report back to where they came from); the video embed's may also be framed (its
/// player).
pub fn site_sources(preferences: &BTreeMap<String, Value>, into: &mut ExtraSources) {
    for id in SCRIPT_IDS {
        let configured = match id {
            FEEDBACK => preferences.get(FEEDBACK_ENABLED) == Some(&Value::Bool(true)),
            CHAT => non_empty_text(preferences.get(CHAT_ID)),
            _ => true,
        };
        let Some(origin) = preferences.get(id).and_then(script_origin) else {
            continue;
        };
        if !configured {
            continue;
        }
        if id == VIDEO_EMBED {
            into.frame.insert(origin.clone());
        }
        into.script.insert(origin.clone());
        into.connect.insert(origin);
    }
}

/// The union over every site: one policy serves every page (the site is not known to the layer
/// that sets it). `rows` are (site, preference id, value).
pub fn sources(rows: impl IntoIterator<Item = (String, String, Value)>) -> ExtraSources {
    let mut by_site: BTreeMap<String, BTreeMap<String, Value>> = BTreeMap::new();
    for (site, id, value) in rows {
        by_site.entry(site).or_default().insert(id, value);
    }
    let mut extra = ExtraSources::default();
    for preferences in by_site.values() {
        site_sources(preferences, &mut extra);
    }
    extra
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn row(site: &str, id: &str, value: Value) -> (String, String, Value) {
        (site.into(), id.into(), value)
    }

    #[test]
    fn only_https_addresses_elsewhere_need_an_origin() {
        assert_eq!(
            script_origin(&json!("https://cdn.example:8443/a/b.js?x=1")).as_deref(),
            Some("https://cdn.example:8443")
        );
        for none in [
            json!("/scripts/ours.js"),
            json!("http://cdn.example/a.js"),
            json!("//cdn.example/a.js"),
            json!("javascript:alert(1)"),
            json!(""),
            json!(true),
        ] {
            assert_eq!(script_origin(&none), None, "{none}");
        }
    }

    #[test]
    fn only_scripts_the_app_would_load_open_the_policy() {
        let extra = sources([
            row("a", HEATMAP, json!("https://heat.example/h.js")),
            row("a", FEEDBACK, json!("https://survey.example/f.js")),
            row("a", CHAT, json!("https://chat.example/c.js")),
            row("b", VIDEO_EMBED, json!("https://video.example/v.js")),
            row("b", CHAT, json!("https://chat2.example/c.js")),
            row("b", CHAT_ID, json!("dep-1")),
            row("b", FEEDBACK, json!("https://survey2.example/f.js")),
            row("b", FEEDBACK_ENABLED, json!(true)),
            row("b", "excludedStates", json!(["TX"])),
        ]);
        // The feedback survey of site a is off and its chat has no id: neither is listed.
        let script: Vec<&str> = extra.script.iter().map(String::as_str).collect();
        assert_eq!(
            script,
            [
                "https://chat2.example",
                "https://heat.example",
                "https://survey2.example",
                "https://video.example"
            ]
        );
        assert_eq!(extra.connect, extra.script);
        let frame: Vec<&str> = extra.frame.iter().map(String::as_str).collect();
        assert_eq!(frame, ["https://video.example"]);
        assert!(sources([row("a", "excludedStates", json!([]))]).is_empty());
    }
}
