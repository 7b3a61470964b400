//! Content assets on both databases.

use crate::both_databases;
use crate::helpers::TestApp;

fn content_url(site: &str, id: &str, locale: &str) -> String {
    format!("/mobify/proxy/ocapi/s/{site}/dw/shop/v22_8/content/{id}?locale={locale}")
}

async fn content_assets_come_in_both_locales(app: &TestApp) {
    for id in [
        "footer",
        "raf-footer",
        "raf-promo",
        "compare-modal",
        "integrated-retailer-optional-text",
        "non-integrated-retailer-optional-text",
        "footer-signup-label",
    ] {
        let en = app.get(&content_url("northwind", id, "en-US")).await;
        let es = app.get(&content_url("northwind", id, "es-US")).await;
        assert_eq!(en.status, 200, "{id}: {}", en.text());
        assert_eq!(es.status, 200, "{id}: {}", es.text());
        let (en, es) = (en.json(), es.json());
        assert_eq!(en["id"], id);
        assert_eq!(en["_type"], "content");
        assert!(!en["c_body"].as_str().unwrap().is_empty());
        assert_ne!(en["c_body"], es["c_body"], "{id} is translated");
    }
    let footer = app.get(&content_url("nw", "footer", "es")).await.json();
    assert!(footer["c_body"]
        .as_str()
        .unwrap()
        .contains("Política de privacidad"));
}
both_databases!(content_assets_come_in_both_locales);

async fn content_bodies_are_sanitized(app: &TestApp) {
    sqlx::query(
        "INSERT INTO content_assets (site_id, content_id, locale_id, name, body_html) \
         VALUES ('northwind', 'evil', 'en-US', 'Evil', $1)",
    )
    .bind(r#"<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>"#)
    .execute(&app.state.db.pool)
    .await
    .unwrap();
    let body = app
        .get(&content_url("northwind", "evil", "en-US"))
        .await
        .json();
    let html = body["c_body"].as_str().unwrap();
    assert_eq!(html, "<p>Hi</p><a rel=\"noopener noreferrer\">x</a>");
}
both_databases!(content_bodies_are_sanitized);

async fn content_falls_back_to_the_default_locale_and_rejects_bad_input(app: &TestApp) {
    sqlx::query(
        "INSERT INTO content_assets (site_id, content_id, locale_id, name, body_html) \
         VALUES ('northwind', 'english-only', 'en-US', 'English only', '<p>English</p>')",
    )
    .execute(&app.state.db.pool)
    .await
    .unwrap();
    let res = app
        .get(&content_url("northwind", "english-only", "es-US"))
        .await;
    assert_eq!(res.status, 200);
    assert_eq!(res.json()["c_body"], "<p>English</p>");

    let res = app
        .get(&content_url("northwind", "no-such-asset", "en-US"))
        .await;
    assert_eq!(res.status, 404);
    assert!(res.json()["message"]
        .as_str()
        .unwrap()
        .contains("no-such-asset"));

    let res = app.get(&content_url("nowhere", "footer", "en-US")).await;
    assert_eq!(res.status, 404);
    assert!(res.json()["message"].as_str().unwrap().contains("nowhere"));

    let res = app.get(&content_url("northwind", "footer", "xx-YY")).await;
    assert_eq!(res.status, 400);
    assert_eq!(res.json()["parameter"], "locale");
}
both_databases!(content_falls_back_to_the_default_locale_and_rejects_bad_input);

async fn content_takes_the_client_id_query_parameter(app: &TestApp) {
    let ok = app
        .get("/mobify/proxy/ocapi/s/northwind/dw/shop/v22_8/content/footer?locale=en-US&client_id=northwind-web")
        .await;
    assert_eq!(ok.status, 200, "{}", ok.text());
    let unknown = app
        .get("/mobify/proxy/ocapi/s/northwind/dw/shop/v22_8/content/footer?locale=en-US&client_id=nope")
        .await;
    assert_eq!(unknown.status, 400);
    assert_eq!(unknown.json()["parameter"], "client_id");
}
both_databases!(content_takes_the_client_id_query_parameter);
