//! The content asset (OCAPI shape), the lists of posts, and the HTML sanitizer.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::page::{Listing, PageType};

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

/// `?typeId=&offset=&limit=` of a list of posts.
#[derive(Debug, Clone, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct PostsQuery {
    /// `newsPage` or `blogPage`.
    #[param(pattern = "^(newsPage|blogPage)$")]
    pub type_id: String,
    /// From 0.
    #[param(minimum = 0)]
    pub offset: Option<i64>,
    /// 1 to 24; 6 when absent.
    #[param(minimum = 1, maximum = 24)]
    pub limit: Option<i64>,
}

/// How many posts a list page shows unless asked otherwise, and at most.
pub const POSTS_PER_PAGE: i64 = 6;
pub const MAX_POSTS_PER_PAGE: i64 = 24;

/// A post as its list shows it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PostSummary {
    pub id: String,
    pub type_id: PageType,
    pub name: String,
    pub description: String,
    pub listing: Listing,
}

/// A window of posts, newest first.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PostList {
    pub data: Vec<PostSummary>,
    pub limit: i64,
    pub offset: i64,
    pub total: i64,
}

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
