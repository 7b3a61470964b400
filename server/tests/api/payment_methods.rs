//! Payment methods of a lease (apiName `payment-methods`) on both databases: cards and bank
//! accounts checked field by field and tokenized by the sandbox gateway (never a number or a
//! security code stored), the default and autopay, idempotent submits, and another
//! customer's lease or method answering like an unknown one.

use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{
    s, token, TestApp, TestResponse, JAMES, JAMES_CHARGED_OFF, MARIA, MARIA_PAST_DUE, MARIA_TV,
    METHODS, UNKNOWN,
};

async fn submit(
    app: &TestApp,
    token: &str,
    endpoint: &str,
    key: &str,
    body: Value,
) -> TestResponse {
    app.call(
        "POST",
        &format!("{METHODS}/{endpoint}?siteId=northwind&locale=en-US"),
    )
    .bearer(token)
    .header("Idempotency-Key", key)
    .json(body)
    .send()
    .await
}

async fn fetch_all(app: &TestApp, token: &str, lease: &str) -> TestResponse {
    app.call(
        "GET",
        &format!("{METHODS}/fetch_all?siteId=northwind&locale=en-US&c_lease_guid={lease}"),
    )
    .bearer(token)
    .send()
    .await
}

fn card(number: &str) -> Value {
    json!({ "number": number, "exp_month": 12, "exp_year": 2031, "security_code": "123",
            "holder_name": "María López", "postal_code": "78205" })
}

fn add_card(lease: &str, number: &str) -> Value {
    json!({ "c_lease_guid": lease, "type": "card", "card": card(number) })
}

fn methods(response: &TestResponse) -> Vec<Value> {
    assert_eq!(response.status, 200, "{}", response.text());
    response.json()["standardized"]["payment_methods"]
        .as_array()
        .unwrap()
        .clone()
}

async fn a_card_is_kept_as_brand_last_4_and_a_token(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    assert!(methods(&fetch_all(app, &maria, MARIA_TV).await).is_empty());
    let added = submit(
        app,
        &maria,
        "add",
        "k-1",
        add_card(MARIA_TV, "4242 4242 4242 4242"),
    )
    .await;
    let list = methods(&added);
    assert_eq!(list.len(), 1);
    assert_eq!(list[0]["label"], "Visa •••• 4242");
    assert_eq!(
        list[0]["is_default"], true,
        "the first method is the default"
    );
    assert_eq!(list[0]["autopay"], false);
    assert!(!added.text().contains("4242424242424242"));
    // Nothing of the number but its last 4, and never the security code, is in the database.
    let stored: Vec<(String, String, String)> = sqlx::query_as(
        "SELECT last4, gateway_token, COALESCE(authorization_text, '') FROM payment_methods",
    )
    .fetch_all(&app.state.db.pool)
    .await
    .unwrap();
    assert_eq!(stored.len(), 1);
    let (last4, token, _) = &stored[0];
    assert_eq!(last4, "4242");
    assert!(token.starts_with("sbx_card_approve_") && !token.contains("4242424242424242"));
    let keys: Vec<(String,)> = sqlx::query_as("SELECT request_hash FROM idempotency_keys")
        .fetch_all(&app.state.db.pool)
        .await
        .unwrap();
    assert_eq!(keys.len(), 1);
    // The listing shows the same.
    assert_eq!(methods(&fetch_all(app, &maria, MARIA_TV).await), list);
}
both_databases!(a_card_is_kept_as_brand_last_4_and_a_token);

async fn each_bad_field_is_named_with_its_reason(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let mut key = 0;
    let mut refused = |body: Value| {
        key += 1;
        let maria = maria.clone();
        async move {
            let response = submit(app, &maria, "add", &format!("bad-{key}"), body).await;
            assert_eq!(response.status, 400, "{}", response.text());
            let body = response.json();
            (
                s(&body["parameter"]).to_owned(),
                s(&body["reason"]).to_owned(),
            )
        }
    };
    let with = |edit: &dyn Fn(&mut Value)| {
        let mut body = add_card(MARIA_TV, "4242424242424242");
        edit(&mut body["card"]);
        body
    };
    assert_eq!(
        refused(with(&|c| c["number"] = json!("4242424242424241"))).await,
        ("number".into(), "invalid".into())
    );
    assert_eq!(
        refused(with(&|c| c["number"] = json!("3530111333300000"))).await,
        ("number".into(), "unsupported_brand".into())
    );
    assert_eq!(
        refused(with(&|c| c["exp_year"] = json!(2020))).await,
        ("exp_year".into(), "expired".into())
    );
    assert_eq!(
        refused(with(&|c| c["security_code"] = json!("1"))).await,
        ("security_code".into(), "invalid".into())
    );
    assert_eq!(
        refused(with(&|c| c["postal_code"] = json!("1234"))).await,
        ("postal_code".into(), "invalid".into())
    );
    let bank = |routing: &str, accepted: bool| {
        json!({ "c_lease_guid": MARIA_TV, "type": "bank", "bank": {
            "routing_number": routing, "account_number": "000123456789", "account_type": "checking",
            "holder_name": "María López", "authorization_accepted": accepted } })
    };
    assert_eq!(
        refused(bank("011000016", true)).await,
        ("routing_number".into(), "invalid".into())
    );
    assert_eq!(
        refused(bank("011000015", false)).await,
        ("authorization_accepted".into(), "required".into())
    );
    // Nothing was added by any of them.
    assert!(methods(&fetch_all(app, &maria, MARIA_TV).await).is_empty());
}
both_databases!(each_bad_field_is_named_with_its_reason);

async fn a_bank_account_keeps_and_emails_the_authorization(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let body = json!({ "c_lease_guid": MARIA_TV, "type": "bank", "bank": {
        "routing_number": "011000015", "account_number": "000123456789", "account_type": "checking",
        "holder_name": "María López", "authorization_accepted": true } });
    let list = methods(&submit(app, &maria, "add", "bank-1", body).await);
    assert_eq!(list[0]["label"], "Checking •••• 6789");
    let emails = app.outbox(MARIA.0).await;
    let copy = emails
        .iter()
        .find(|e| s(&e["subject"]) == "Your bank debit authorization")
        .expect("a copy of the authorization is emailed");
    let text = s(&copy["body"]);
    assert!(
        text.contains("ending in 6789") && text.contains("revoke"),
        "{text}"
    );
    assert!(!text.contains("000123456789"));
}
both_databases!(a_bank_account_keeps_and_emails_the_authorization);

async fn default_autopay_and_removal(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    // Autopay needs a method.
    let none = submit(
        app,
        &maria,
        "autopay",
        "a-0",
        json!({ "c_lease_guid": MARIA_TV, "enabled": true }),
    )
    .await;
    assert_eq!(none.status, 409, "{}", none.text());
    methods(
        &submit(
            app,
            &maria,
            "add",
            "a-1",
            add_card(MARIA_TV, "4242424242424242"),
        )
        .await,
    );
    let list = methods(
        &submit(
            app,
            &maria,
            "add",
            "a-2",
            add_card(MARIA_TV, "5555555555554444"),
        )
        .await,
    );
    let (visa, mastercard) = (
        s(&list[0]["guid"]).to_owned(),
        s(&list[1]["guid"]).to_owned(),
    );
    assert_eq!(
        list[1]["is_default"], false,
        "a second method is not the default unless asked"
    );
    let on = submit(
        app,
        &maria,
        "autopay",
        "a-3",
        json!({ "c_lease_guid": MARIA_TV, "enabled": true }),
    )
    .await;
    assert_eq!(on.json()["standardized"]["autopay"], true);
    // Autopay moves with the default.
    let moved = methods(
        &submit(
            app,
            &maria,
            "set_default",
            "a-4",
            json!({ "c_lease_guid": MARIA_TV, "c_payment_method_guid": mastercard }),
        )
        .await,
    );
    let by = |guid: &str| moved.iter().find(|m| m["guid"] == guid).unwrap().clone();
    assert_eq!(
        (
            by(&mastercard)["is_default"].clone(),
            by(&mastercard)["autopay"].clone()
        ),
        (json!(true), json!(true))
    );
    assert_eq!(
        (
            by(&visa)["is_default"].clone(),
            by(&visa)["autopay"].clone()
        ),
        (json!(false), json!(false))
    );
    // Removing the default: the other becomes the default, autopay off.
    let left = methods(
        &submit(
            app,
            &maria,
            "remove",
            "a-5",
            json!({ "c_lease_guid": MARIA_TV, "c_payment_method_guid": mastercard }),
        )
        .await,
    );
    assert_eq!(left.len(), 1);
    assert_eq!(
        (
            left[0]["guid"].clone(),
            left[0]["is_default"].clone(),
            left[0]["autopay"].clone()
        ),
        (json!(visa), json!(true), json!(false))
    );
    // Methods belong to their lease.
    assert!(methods(&fetch_all(app, &maria, MARIA_PAST_DUE).await).is_empty());
}
both_databases!(default_autopay_and_removal);

async fn a_retried_submit_runs_once_and_a_reused_key_is_refused(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let body = add_card(MARIA_TV, "4242424242424242");
    let first = submit(app, &maria, "add", "retry-1", body.clone()).await;
    let again = submit(app, &maria, "add", "retry-1", body.clone()).await;
    assert_eq!(again.status, 200);
    assert_eq!(again.json(), first.json(), "the first answer again");
    assert_eq!(
        methods(&fetch_all(app, &maria, MARIA_TV).await).len(),
        1,
        "added once"
    );
    // The same key for another request.
    let other = submit(
        app,
        &maria,
        "add",
        "retry-1",
        add_card(MARIA_TV, "5555555555554444"),
    )
    .await;
    assert_eq!(other.status, 422, "{}", other.text());
    assert_eq!(other.json()["reason"], "idempotency_key_reused");
    // Four at once with one key: one method.
    let requests = (0..4)
        .map(|_| {
            app.call("POST", &format!("{METHODS}/add?siteId=northwind"))
                .bearer(&maria)
                .header("Idempotency-Key", "burst-1")
                .json(add_card(MARIA_TV, "6011111111111117"))
                .build()
        })
        .collect();
    let answers = app.concurrently(requests).await;
    assert!(answers.iter().any(|a| a.status == 200));
    for answer in &answers {
        assert!(
            answer.status == 200 || answer.status == 409,
            "{}",
            answer.text()
        );
    }
    assert_eq!(methods(&fetch_all(app, &maria, MARIA_TV).await).len(), 2);
    // No key: refused before anything happens.
    let keyless = app
        .call("POST", &format!("{METHODS}/add?siteId=northwind"))
        .bearer(&maria)
        .json(add_card(MARIA_TV, "378282246310005"))
        .send()
        .await;
    assert_eq!(keyless.status, 400);
    assert_eq!(keyless.json()["parameter"], "Idempotency-Key");
}
both_databases!(a_retried_submit_runs_once_and_a_reused_key_is_refused);

async fn another_customers_lease_or_method_answers_like_an_unknown_one(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let james = token(app, JAMES).await;
    let list = methods(
        &submit(
            app,
            &maria,
            "add",
            "m-1",
            add_card(MARIA_TV, "4242424242424242"),
        )
        .await,
    );
    let method = s(&list[0]["guid"]).to_owned();
    let unknown = fetch_all(app, &james, UNKNOWN).await;
    let theirs = fetch_all(app, &james, MARIA_TV).await;
    assert_eq!(
        (theirs.status, theirs.json()),
        (unknown.status, unknown.json())
    );
    assert_eq!(theirs.status, 404);
    for (endpoint, body) in [
        ("add", add_card(MARIA_TV, "4242424242424242")),
        (
            "remove",
            json!({ "c_lease_guid": MARIA_TV, "c_payment_method_guid": method }),
        ),
        (
            "set_default",
            json!({ "c_lease_guid": MARIA_TV, "c_payment_method_guid": method }),
        ),
        (
            "autopay",
            json!({ "c_lease_guid": MARIA_TV, "enabled": true }),
        ),
    ] {
        let response = submit(app, &james, endpoint, &format!("j-{endpoint}"), body).await;
        assert_eq!(response.status, 404, "{endpoint}: {}", response.text());
        assert_eq!(response.json()["message"], unknown.json()["message"]);
    }
    // Maria's method is still hers, unchanged; a method of another lease is unknown here.
    assert_eq!(methods(&fetch_all(app, &maria, MARIA_TV).await), list);
    let elsewhere = submit(
        app,
        &maria,
        "remove",
        "m-2",
        json!({ "c_lease_guid": MARIA_PAST_DUE, "c_payment_method_guid": method }),
    )
    .await;
    assert_eq!(elsewhere.status, 404);
    // A closed lease takes no new method.
    let closed = submit(
        app,
        &james,
        "add",
        "j-closed",
        add_card(JAMES_CHARGED_OFF, "4242424242424242"),
    )
    .await;
    assert_eq!(closed.status, 409, "{}", closed.text());
}
both_databases!(another_customers_lease_or_method_answers_like_an_unknown_one);

async fn an_add_cut_off_after_its_commit_is_answered_by_its_retry_without_adding_twice(
    app: &TestApp,
) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let body = add_card(MARIA_TV, "4242424242424242");
    let added = submit(app, &maria, "add", "cut-1", body.clone()).await;
    assert_eq!(methods(&added).len(), 1);
    // The server died after the commit, before it kept the answer: the claim is unfinished.
    sqlx::query(
        "UPDATE idempotency_keys SET status = NULL, response_json = NULL \
         WHERE idempotency_key = 'cut-1'",
    )
    .execute(&app.state.db.pool)
    .await
    .unwrap();
    let early = submit(app, &maria, "add", "cut-1", body.clone()).await;
    assert_eq!(early.status, 409, "{}", early.text());
    app.advance(std::time::Duration::from_millis(
        leasefront::idempotency::STALE_CLAIM_MS as u64 + 1,
    ));
    let retried = submit(app, &maria, "add", "cut-1", body).await;
    assert_eq!(retried.status, 200, "{}", retried.text());
    assert_eq!(methods(&retried).len(), 1, "the card is not added twice");
    assert_eq!(methods(&fetch_all(app, &maria, MARIA_TV).await).len(), 1);
}
both_databases!(an_add_cut_off_after_its_commit_is_answered_by_its_retry_without_adding_twice);
