//! The foundation's calls against the real router and a real database (both backends).

mod common;

use common::TestApp;

const ORG: &str = "f_ecom_northwind";

fn prefs_url(api: &str, query: &str) -> String {
    format!("/mobify/proxy/api/{api}/v1/organizations/{ORG}/getcustompreferences?{query}")
}

async fn preferences_answer_the_requested_ids(app: &TestApp) {
    for api in ["custom-prefs", "custom/custom-prefs"] {
        let res = app
            .get(&prefs_url(
                api,
                "siteId=northwind&locale=en-US&c_prefs=excludedStates,approvalIframeClosingTime,enableKeycloak,unknownPref",
            ))
            .await;
        assert_eq!(res.status, 200, "{api}: {}", res.text());
        let body = res.json();
        let prefs = body["customPreferences"].as_object().unwrap();
        assert_eq!(prefs.len(), 3, "unknown ids are left out: {prefs:?}");
        assert_eq!(
            prefs["excludedStates"],
            serde_json::json!(["MN", "NJ", "VT", "WI", "WY"])
        );
        assert_eq!(prefs["approvalIframeClosingTime"], 5000);
        assert_eq!(prefs["enableKeycloak"], true);
    }
}
both_databases!(preferences_answer_the_requested_ids);

async fn preferences_differ_per_site_and_default_to_all(app: &TestApp) {
    let res = app
        .get(&prefs_url(
            "custom-prefs",
            "siteId=nwp&locale=es&c_prefs=enableKeycloak",
        ))
        .await;
    assert_eq!(res.status, 200, "{}", res.text());
    assert_eq!(res.json()["customPreferences"]["enableKeycloak"], false);

    let all = app
        .get(&prefs_url("custom-prefs", "siteId=northwind"))
        .await
        .json();
    let prefs = all["customPreferences"].as_object().unwrap();
    assert!(prefs.contains_key("marketPlaceCategorization"));
    assert!(prefs.contains_key("northwindCreditJS"));
    let first = &prefs["marketPlaceCategorization"][0];
    for field in [
        "id",
        "url",
        "displayName",
        "displayName_en",
        "displayName_es",
        "enable",
    ] {
        assert!(
            first.get(field).is_some(),
            "marketplace entry lacks {field}"
        );
    }
}
both_databases!(preferences_differ_per_site_and_default_to_all);

async fn preferences_reject_bad_input(app: &TestApp) {
    let res = app
        .get(&prefs_url(
            "custom-prefs",
            "locale=en-US&c_prefs=excludedStates",
        ))
        .await;
    assert_eq!(res.status, 400);
    let body = res.json();
    assert_eq!(body["parameter"], "siteId");
    assert!(body["message"].as_str().unwrap().contains("siteId"));

    let res = app
        .get(&prefs_url("custom-prefs", "siteId=northwind&locale=fr-FR"))
        .await;
    assert_eq!(res.status, 400);
    assert_eq!(res.json()["parameter"], "locale");

    let res = app.get(&prefs_url("custom-prefs", "siteId=nowhere")).await;
    assert_eq!(res.status, 404);
    assert!(res.json()["message"].as_str().unwrap().contains("nowhere"));

    let res = app
        .get("/mobify/proxy/api/custom-prefs/v1/organizations/f_ecom_other/getcustompreferences?siteId=northwind")
        .await;
    assert_eq!(res.status, 404);
    assert!(res.json()["message"]
        .as_str()
        .unwrap()
        .contains("f_ecom_other"));
}
both_databases!(preferences_reject_bad_input);

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

async fn health_reports_the_database(app: &TestApp) {
    let res = app.get("/api/health").await;
    assert_eq!(res.status, 200);
    let body = res.json();
    assert_eq!(body["status"], "ok");
    assert_eq!(body["database"], "reachable");

    app.state.db.pool.close().await;
    let res = app.get("/api/health").await;
    assert_eq!(res.status, 503);
    assert_eq!(res.json()["database"], "unreachable");
}
both_databases!(health_reports_the_database);

async fn app_config_comes_from_the_data_set(app: &TestApp) {
    let body = app.get("/api/app-config").await.json();
    assert_eq!(body["organizationId"], ORG);
    assert_eq!(body["brand"]["shortName"], "northwind");
    assert_eq!(body["defaultSiteId"], "northwind");
    let sites: Vec<_> = body["sites"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(sites, ["northwind", "northwind-partners"]);
    assert_eq!(body["sites"][0]["alias"], "nw");
    assert_eq!(
        body["sites"][0]["l10n"]["supportedLocales"][1]["alias"],
        "es"
    );
}
both_databases!(app_config_comes_from_the_data_set);

async fn demo_data_loads_once(app: &TestApp) {
    let set = leasefront::demo::DataSet::parse(leasefront::demo::DEMO_DATA).unwrap();
    assert!(!leasefront::demo::load_if_empty(&app.state.db, &set)
        .await
        .unwrap());
    // Even a forced second load changes nothing.
    leasefront::demo::load(&app.state.db, &set).await.unwrap();
    let sites: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM sites")
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap();
    assert_eq!(sites, 2);
}
both_databases!(demo_data_loads_once);

async fn the_spa_is_served_with_cache_rules(app: &TestApp) {
    let index = app.get("/").await;
    assert_eq!(index.status, 200);
    assert_eq!(index.header("cache-control"), "no-cache");
    let html = index.text();
    assert!(html.contains(r#"<script id="app-config" type="application/json">{"organizationId":"f_ecom_northwind""#), "{html}");

    // Client routes fall back to the app, with any prefix.
    for path in [
        "/northwind/es-US/",
        "/es/cart",
        "/some/unknown/page",
        "/callback?code=x",
    ] {
        let res = app.get(path).await;
        assert_eq!(res.status, 200, "{path}");
        assert!(res.text().contains("app-config"), "{path}");
    }

    let asset = app.get("/assets/index-abc123.js").await;
    assert_eq!(asset.status, 200);
    assert_eq!(
        asset.header("cache-control"),
        "public, max-age=31536000, immutable"
    );

    let translations = app.get("/static/translations/compiled/es-US.json").await;
    assert_eq!(translations.status, 200);
    assert_eq!(translations.header("cache-control"), "no-cache");

    // A missing asset is a 404, never the HTML page.
    assert_eq!(app.get("/assets/gone-999.js").await.status, 404);

    // API paths never fall back to HTML.
    for path in [
        "/api/nope",
        "/mobify/proxy/api/custom/unknown/v1/x",
        "/mobify/other",
    ] {
        let res = app.get(path).await;
        assert_eq!(res.status, 404, "{path}");
        assert!(
            res.header("content-type").starts_with("application/json"),
            "{path}"
        );
    }
}
both_databases!(the_spa_is_served_with_cache_rules);

async fn responses_carry_a_request_id(app: &TestApp) {
    let res = app.get("/api/health").await;
    assert_eq!(res.header("x-request-id").len(), 36);
}
both_databases!(responses_carry_a_request_id);

#[tokio::test]
async fn without_demo_data_every_site_is_unknown() {
    let app = TestApp::sqlite_with(false).await;
    let res = app
        .get(&prefs_url("custom-prefs", "siteId=northwind"))
        .await;
    assert_eq!(res.status, 404);
    assert_eq!(app.get("/api/app-config").await.status, 404);
    // The page still loads; with no configuration it carries none.
    assert!(!app.get("/").await.text().contains("app-config\" type"));
}

#[tokio::test]
async fn the_openapi_document_lists_the_calls() {
    let app = TestApp::sqlite().await;
    let doc = app.get("/api/openapi.json").await.json();
    let paths = doc["paths"].as_object().unwrap();
    assert!(paths.contains_key(
        "/mobify/proxy/api/custom-prefs/v1/organizations/{organization_id}/getcustompreferences"
    ));
    assert!(
        paths.contains_key("/mobify/proxy/ocapi/s/{site_id}/dw/shop/v22_8/content/{content_id}")
    );
    assert!(paths.contains_key("/api/health"));
    for schema in [
        "ContentAsset",
        "CustomPreferencesResponse",
        "ErrorBody",
        "AppConfig",
        "Health",
    ] {
        assert!(
            doc["components"]["schemas"].get(schema).is_some(),
            "{schema}"
        );
    }
}

#[test]
fn postgres_urls_swap_the_database() {
    assert_eq!(
        common_with_database("postgres://postgres@127.0.0.1:5432/test", "x"),
        "postgres://postgres@127.0.0.1:5432/x"
    );
    assert_eq!(
        common_with_database("postgres://u:p@h/test?sslmode=disable", "x"),
        "postgres://u:p@h/x?sslmode=disable"
    );
}

fn common_with_database(url: &str, name: &str) -> String {
    common::with_database_for_tests(url, name)
}
