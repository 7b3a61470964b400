//! Site preferences on both databases.

use crate::both_databases;
use crate::helpers::{TestApp, ORG};

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

async fn a_client_id_must_be_one_of_ours(app: &TestApp) {
    let ok = app
        .call(
            "GET",
            &prefs_url(
                "custom/custom-prefs",
                "siteId=northwind&c_prefs=enableKeycloak",
            ),
        )
        .header("client_id", "northwind-web")
        .send()
        .await;
    assert_eq!(ok.status, 200, "{}", ok.text());
    let unknown = app
        .call(
            "GET",
            &prefs_url(
                "custom/custom-prefs",
                "siteId=northwind&c_prefs=enableKeycloak",
            ),
        )
        .header("client_id", "someone-else")
        .send()
        .await;
    assert_eq!(unknown.status, 400);
    assert_eq!(unknown.json()["parameter"], "client_id");
}
both_databases!(a_client_id_must_be_one_of_ours);

async fn corrupt_stored_preferences_are_an_error_not_silence(app: &TestApp) {
    sqlx::query("UPDATE custom_preferences SET value_json = '{broken' WHERE preference_id = 'enableKeycloak'")
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    let res = app
        .get(&prefs_url("custom-prefs", "siteId=northwind"))
        .await;
    assert_eq!(res.status, 500);
    assert!(!res.text().contains("broken"), "internals stay in the log");
}
both_databases!(corrupt_stored_preferences_are_an_error_not_silence);
