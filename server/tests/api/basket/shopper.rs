//! A basket is its shopper's: one a shopper (also when created twice at once), another
//! shopper's answering like an unknown one, and its currency and email checked.

use serde_json::json;

use super::{lines, CUSTOMERS, SITE};
use crate::both_databases;
use crate::helpers::{
    add_to_basket, basket_uri, create_basket, s, TestApp, BASKETS, CHARCOAL_SOFA, SHOPPER,
};

async fn a_shopper_has_one_basket_even_when_two_tabs_create_at_once(app: &TestApp) {
    let guest = app.guest_session().await;
    let token = s(&guest["access_token"]);
    let requests = (0..5)
        .map(|_| {
            app.call("POST", &format!("{BASKETS}?{SITE}"))
                .bearer(token)
                .json(json!({}))
                .build()
        })
        .collect();
    let answers = app.concurrently(requests).await;
    let made: Vec<_> = answers.iter().filter(|a| a.status == 200).collect();
    assert_eq!(
        made.len(),
        1,
        "{:?}",
        answers.iter().map(|a| a.status).collect::<Vec<_>>()
    );
    for refused in answers.iter().filter(|a| a.status != 200) {
        assert_eq!(refused.status, 400, "{}", refused.text());
        assert_eq!(refused.json()["reason"], "basket_quota_exceeded");
    }
    let customer = s(&guest["customer_id"]);
    let listed = app
        .call_as(
            "GET",
            &format!("{CUSTOMERS}/{customer}/baskets?{SITE}"),
            token,
            None,
        )
        .await;
    assert_eq!(listed.status, 200, "{}", listed.text());
    assert_eq!(listed.json()["total"], 1);
    assert_eq!(
        listed.json()["baskets"][0]["basketId"],
        made[0].json()["basketId"]
    );
}
both_databases!(a_shopper_has_one_basket_even_when_two_tabs_create_at_once);

async fn another_shoppers_basket_answers_like_an_unknown_one(app: &TestApp) {
    let owner = app.guest_session().await;
    let owner_token = s(&owner["access_token"]);
    let id = s(&create_basket(app, owner_token).await["basketId"]).to_owned();
    assert_eq!(
        add_to_basket(app, owner_token, &id, CHARCOAL_SOFA, 1)
            .await
            .status,
        200
    );
    let item = s(&app
        .call_as("GET", &basket_uri(&id, ""), owner_token, None)
        .await
        .json()["productItems"][0]["itemId"])
    .to_owned();

    let other = app.login(SHOPPER.0, SHOPPER.1).await;
    let token = s(&other["access_token"]);
    let unknown = "00000000-0000-4000-8000-000000000000";
    for (method, rest, body) in [
        ("GET", String::new(), None),
        ("PATCH", String::new(), Some(json!({"currency": "USD"}))),
        (
            "PUT",
            "/customer".to_owned(),
            Some(json!({"email": "x@example.com"})),
        ),
        (
            "POST",
            "/items".to_owned(),
            Some(json!([{"productId": CHARCOAL_SOFA, "quantity": 1}])),
        ),
        (
            "PATCH",
            format!("/items/{item}"),
            Some(json!({"quantity": 2})),
        ),
        ("DELETE", format!("/items/{item}"), None),
        ("DELETE", String::new(), None),
    ] {
        let theirs = app
            .call_as(method, &basket_uri(&id, &rest), token, body.clone())
            .await;
        let nobodys = app
            .call_as(method, &basket_uri(unknown, &rest), token, body)
            .await;
        assert_eq!(
            (theirs.status.as_u16(), nobodys.status.as_u16()),
            (404, 404),
            "{method} {rest}"
        );
        assert_eq!(theirs.json()["detail"], nobodys.json()["detail"]);
    }
    let owner_id = s(&owner["customer_id"]);
    let listed = app
        .call_as(
            "GET",
            &format!("{CUSTOMERS}/{owner_id}/baskets?{SITE}"),
            token,
            None,
        )
        .await;
    assert_eq!(listed.status, 404);
    assert_eq!(app.get(&basket_uri(&id, "")).await.status, 401);
    // The owner's basket is as it was.
    let basket = app
        .call_as("GET", &basket_uri(&id, ""), owner_token, None)
        .await
        .json();
    assert_eq!(lines(&basket), [(CHARCOAL_SOFA.to_owned(), 1)]);
}
both_databases!(another_shoppers_basket_answers_like_an_unknown_one);

async fn currency_and_email_are_checked(app: &TestApp) {
    let guest = app.guest_session().await;
    let token = s(&guest["access_token"]);
    let id = s(&create_basket(app, token).await["basketId"]).to_owned();
    let euro = app
        .call_as(
            "PATCH",
            &basket_uri(&id, ""),
            token,
            Some(json!({"currency": "EUR"})),
        )
        .await;
    assert_eq!(
        (euro.status.as_u16(), euro.json()["parameter"].clone()),
        (400, json!("currency"))
    );
    let dollar = app
        .call_as(
            "PATCH",
            &basket_uri(&id, ""),
            token,
            Some(json!({"currency": "USD"})),
        )
        .await;
    assert_eq!(dollar.json()["currency"], "USD");
    let bad = app
        .call_as(
            "PUT",
            &basket_uri(&id, "/customer"),
            token,
            Some(json!({"email": "not-an-email"})),
        )
        .await;
    assert_eq!(bad.status, 400);
    assert_eq!(bad.json()["message"], "Please enter a valid email address.");
    let good = app
        .call_as(
            "PUT",
            &basket_uri(&id, "/customer"),
            token,
            Some(json!({"email": "ana@example.com"})),
        )
        .await;
    assert_eq!(good.json()["customerInfo"]["email"], "ana@example.com");
    let created = app
        .call_as(
            "POST",
            &format!("{BASKETS}?{SITE}"),
            token,
            Some(json!({"currency": "GBP"})),
        )
        .await;
    assert_eq!(created.status, 400);
}
both_databases!(currency_and_email_are_checked);
