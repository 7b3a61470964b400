//! Content assets: `GET /mobify/proxy/ocapi/s/{site}/dw/shop/v22_8/content/{id}?locale=`.
//! Bodies are sanitized on the way out, so whatever reached the table can't run script.

use std::sync::LazyLock;

use axum::extract::{Path, Query, State};
use axum::routing::get;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::app::AppState;
use crate::error::{AppError, AppResult};

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/s/{site_id}/dw/shop/v22_8/content/{content_id}",
        get(get_content_asset),
    )
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ContentQuery {
    /// Locale id or alias; the site's default locale when absent.
    locale: Option<String>,
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

/// One content asset in the requested locale, falling back to the site's default locale.
#[utoipa::path(
    get,
    path = "/mobify/proxy/ocapi/s/{site_id}/dw/shop/v22_8/content/{content_id}",
    params(
        ("site_id" = String, Path, description = "Site id or alias"),
        ("content_id" = String, Path, description = "Content asset id"),
        ContentQuery
    ),
    responses(
        (status = 200, body = ContentAsset),
        (status = 400, description = "Unsupported locale", body = crate::error::ErrorBody),
        (status = 404, description = "Unknown site or content asset", body = crate::error::ErrorBody),
    ),
    tag = "content"
)]
pub async fn get_content_asset(
    State(state): State<AppState>,
    Path((site_id, content_id)): Path<(String, String)>,
    Query(query): Query<ContentQuery>,
) -> AppResult<Json<ContentAsset>> {
    let site = state
        .sites
        .site(&site_id)
        .ok_or_else(|| AppError::not_found(format!("Site '{site_id}' not found.")))?;
    let locale = site.locale_param(query.locale.as_deref())?;
    // The requested locale first, then the site default.
    let row: Option<(String, String)> = sqlx::query_as(
        "SELECT name, body_html FROM content_assets \
         WHERE site_id = $1 AND content_id = $2 AND locale_id IN ($3, $4) \
         ORDER BY CASE WHEN locale_id = $3 THEN 0 ELSE 1 END LIMIT 1",
    )
    .bind(&site.id)
    .bind(&content_id)
    .bind(locale)
    .bind(&site.l10n.default_locale)
    .fetch_optional(&state.db.pool)
    .await?;
    let (name, body_html) =
        row.ok_or_else(|| AppError::not_found(format!("Content asset '{content_id}' not found.")))?;
    Ok(Json(ContentAsset {
        version: "22.8".to_owned(),
        kind: "content".to_owned(),
        id: content_id,
        name,
        c_body: sanitize_html(&body_html),
    }))
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
