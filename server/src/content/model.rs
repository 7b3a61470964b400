//! The content asset (OCAPI shape) and the HTML sanitizer.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ContentQuery {
    /// Locale id or alias; the site's default locale when absent.
    pub locale: Option<String>,
    /// The calling client (its `client_id`); an unknown one is refused.
    pub client_id: Option<String>,
}

/// A content asset in the OCAPI shape the storefront reads.
#[derive(Debug, Serialize, ToSchema)]
pub struct ContentAsset {
    #[serde(rename = "_v")]
    pub version: String,
    #[serde(rename = "_type")]
    pub kind: String,
    pub id: String,
    pub name: String,
    /// The asset's HTML body, sanitized.
    pub c_body: String,
}

static SANITIZER: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
    let mut builder = ammonia::Builder::default();
    builder
        .add_generic_attributes(["class", "aria-label", "aria-hidden"])
        .add_tag_attributes("th", ["scope"])
        .add_tag_attributes("a", ["target"]);
    builder
});

/// Removes script, event handlers, `javascript:` URLs and anything else unsafe.
pub fn sanitize_html(html: &str) -> String {
    SANITIZER.clean(html).to_string()
}

#[cfg(test)]
mod tests {
    use super::sanitize_html;

    #[test]
    fn scripts_and_handlers_are_removed_but_markup_stays() {
        let clean = sanitize_html(
            r#"<nav aria-label="Shop" class="x"><a href="/cart" onclick="steal()">Cart</a></nav><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a>"#,
        );
        assert!(!clean.contains("script"), "{clean}");
        assert!(
            !clean.contains("onclick") && !clean.contains("onerror"),
            "{clean}"
        );
        assert!(!clean.contains("javascript:"), "{clean}");
        assert!(
            clean.contains(r#"<nav aria-label="Shop" class="x">"#),
            "{clean}"
        );
        assert!(clean.contains(r#"href="/cart""#), "{clean}");
    }
}
