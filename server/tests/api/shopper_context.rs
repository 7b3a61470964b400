//! Shopper context on both databases: only the session's own usid, 404 when none.

use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{s, TestApp, TestResponse};

fn uri(usid: &str) -> String {
    format!("/mobify/proxy/api/shopper/shopper-context/v1/organizations/f_ecom_northwind/shopper-context/{usid}?siteId=northwind")
}

async fn call(
    app: &TestApp,
    method: &str,
    uri: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> TestResponse {
    let mut request = app.call(method, uri);
    if let Some(t) = token {
        request = request.bearer(t);
    }
    if let Some(b) = body {
        request = request.json(b);
    }
    request.send().await
}

async fn a_session_sets_reads_updates_and_clears_its_context(app: &TestApp) {
    let tokens = app.guest_session().await;
    let token = s(&tokens["access_token"]);
    let mine = uri(s(&tokens["usid"]));

    assert_eq!(call(app, "GET", &mine, Some(token), None).await.status, 404);
    let put = call(
        app,
        "PUT",
        &mine,
        Some(token),
        Some(json!({"customQualifiers": {"customerGuid": "g-1"}, "storeContextData": {"storeId": "s-1"}})),
    )
    .await;
    assert_eq!(put.status, 201, "{}", put.text());
    let got = call(app, "GET", &mine, Some(token), None).await.json();
    assert_eq!(got["customQualifiers"]["customerGuid"], "g-1");
    assert_eq!(got["storeContextData"]["storeId"], "s-1");

    let patched = call(
        app,
        "PATCH",
        &mine,
        Some(token),
        Some(json!({"customQualifiers": {"store": "s-9"}, "storeContextData": {"storeId": "s-2"}})),
    )
    .await;
    assert_eq!(patched.status, 200, "{}", patched.text());
    assert_eq!(
        patched.json()["customQualifiers"],
        json!({"customerGuid": "g-1", "store": "s-9"})
    );
    assert_eq!(
        patched.json()["storeContextData"],
        json!({"storeId": "s-2"})
    );

    // Values and keys are capped; the stored context is unchanged by a refused update.
    for bad in [
        json!({"customQualifiers": {"customerGuid": "x".repeat(300)}}),
        json!({"customQualifiers": {"k".repeat(65): "v"}}),
        json!({"storeContextData": {"": "v"}}),
    ] {
        let res = call(app, "PATCH", &mine, Some(token), Some(bad)).await;
        assert_eq!(res.status, 400, "{}", res.text());
    }
    let wrong_type = call(
        app,
        "PUT",
        &mine,
        Some(token),
        Some(json!({"customQualifiers": {"n": 1}})),
    )
    .await;
    assert_eq!(wrong_type.status, 400);
    let unchanged = call(app, "GET", &mine, Some(token), None).await.json();
    assert_eq!(unchanged["customQualifiers"]["customerGuid"], "g-1");

    // Another session's usid, or no token: refused.
    assert_eq!(
        call(app, "GET", &uri("someone-else"), Some(token), None)
            .await
            .status,
        403
    );
    assert_eq!(call(app, "GET", &mine, None, None).await.status, 401);
    assert_eq!(
        call(
            app,
            "GET",
            &mine.replace("?siteId=northwind", ""),
            Some(token),
            None
        )
        .await
        .status,
        400
    );

    assert_eq!(
        call(app, "DELETE", &mine, Some(token), None).await.status,
        204
    );
    assert_eq!(
        call(app, "DELETE", &mine, Some(token), None).await.status,
        404,
        "already gone"
    );
    assert_eq!(
        call(
            app,
            "PATCH",
            &mine,
            Some(token),
            Some(json!({"customQualifiers": {}}))
        )
        .await
        .status,
        404
    );
}
both_databases!(a_session_sets_reads_updates_and_clears_its_context);

async fn updates_at_the_same_moment_all_land(app: &TestApp) {
    let tokens = app.guest_session().await;
    let token = s(&tokens["access_token"]);
    let mine = uri(s(&tokens["usid"]));
    let put = call(
        app,
        "PUT",
        &mine,
        Some(token),
        Some(json!({"customQualifiers": {}})),
    )
    .await;
    assert_eq!(put.status, 201, "{}", put.text());

    // Each adds its own qualifier: none may fail on the database's lock, nor undo another.
    let patches = (0..8).map(|i| {
        call(
            app,
            "PATCH",
            &mine,
            Some(token),
            Some(json!({"customQualifiers": {format!("q{i}"): format!("v{i}")}})),
        )
    });
    for res in futures_util::future::join_all(patches).await {
        assert_eq!(res.status, 200, "{}", res.text());
    }
    let got = call(app, "GET", &mine, Some(token), None).await.json();
    let qualifiers = got["customQualifiers"].as_object().unwrap();
    assert_eq!(qualifiers.len(), 8, "{got}");
}
both_databases!(updates_at_the_same_moment_all_land);

async fn nobody_can_mint_a_token_for_another_sessions_usid(app: &TestApp) {
    let victim = app.guest_session().await;
    let victim_usid = s(&victim["usid"]).to_owned();
    let put = call(
        app,
        "PUT",
        &uri(&victim_usid),
        Some(s(&victim["access_token"])),
        Some(json!({"customQualifiers": {"customerGuid": "victim-guid"}})),
    )
    .await;
    assert_eq!(put.status, 201);

    // An attacker asks for a guest session carrying the victim's usid: the server makes its own.
    let p = crate::helpers::pkce();
    let res = app
        .get(&format!(
            "{}&usid={victim_usid}",
            app.authorize_uri(
                crate::helpers::APP_CLIENT,
                crate::helpers::APP_REDIRECT,
                &p.challenge
            )
        ))
        .await;
    let params = res.location_params();
    assert_ne!(params["usid"], victim_usid);
    let attacker = app
        .exchange(
            crate::helpers::APP_CLIENT,
            crate::helpers::APP_REDIRECT,
            &params["code"],
            &p.verifier,
        )
        .await
        .json();
    assert_ne!(attacker["usid"], victim_usid.as_str());
    // So the victim's context stays out of reach.
    let read = call(
        app,
        "GET",
        &uri(&victim_usid),
        Some(s(&attacker["access_token"])),
        None,
    )
    .await;
    assert_eq!(read.status, 403);
    let delete = call(
        app,
        "DELETE",
        &uri(&victim_usid),
        Some(s(&attacker["access_token"])),
        None,
    )
    .await;
    assert_eq!(delete.status, 403);
    let still = call(
        app,
        "GET",
        &uri(&victim_usid),
        Some(s(&victim["access_token"])),
        None,
    )
    .await;
    assert_eq!(
        still.json()["customQualifiers"]["customerGuid"],
        "victim-guid"
    );
}
both_databases!(nobody_can_mint_a_token_for_another_sessions_usid);
