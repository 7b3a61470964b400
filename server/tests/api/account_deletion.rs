//! Account deletion requests on both databases: no token is a 401, a guest a 403, anything but
//! `{"confirm": true}` a 400 naming the field; the first request is recorded (201) and
//! acknowledged by email with its reference, in the request's language; a repeat answers the
//! same reference (200) and sends nothing more, also when sent at once; another customer has
//! none.

use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{s, TestApp, JAMES, PROFILE, SHOPPER};

const SUBJECT: &str = "We received your request to delete your account";
const SUBJECT_ES: &str = "Recibimos su solicitud para eliminar su cuenta";

fn uri(locale: &str) -> String {
    format!("{PROFILE}/account_deletion?siteId=northwind&locale={locale}")
}

/// The acknowledgments in the customer's outbox.
async fn acknowledgments(app: &TestApp, email: &str) -> Vec<Value> {
    app.outbox(email)
        .await
        .into_iter()
        .filter(|m| [SUBJECT, SUBJECT_ES].contains(&s(&m["subject"])))
        .collect()
}

async fn only_a_signed_in_customer_asks(app: &TestApp) {
    let none = app.get(&uri("en-US")).await;
    assert_eq!(none.status, 401, "{}", none.text());
    let posted = app
        .call("POST", &uri("en-US"))
        .json(json!({"confirm": true}))
        .send()
        .await;
    assert_eq!(posted.status, 401, "{}", posted.text());

    let guest = app.guest_session().await;
    let guest_token = s(&guest["access_token"]);
    let read = app.call_as("GET", &uri("en-US"), guest_token, None).await;
    assert_eq!(read.status, 403, "{}", read.text());
    let asked = app
        .call_as(
            "POST",
            &uri("en-US"),
            guest_token,
            Some(json!({"confirm": true})),
        )
        .await;
    assert_eq!(asked.status, 403, "{}", asked.text());
}
both_databases!(only_a_signed_in_customer_asks);

async fn anything_but_a_confirmation_is_refused(app: &TestApp) {
    let token = s(&app.login(SHOPPER.0, SHOPPER.1).await["access_token"]).to_owned();
    for (body, field) in [
        (json!({}), "confirm"),
        (json!({"confirm": false}), "confirm"),
        (json!({"confirm": "yes"}), "confirm"),
        (json!([]), "confirm"),
        (
            json!({"confirm": true, "customerId": "someone"}),
            "customerId",
        ),
    ] {
        let res = app
            .call_as("POST", &uri("en-US"), &token, Some(body.clone()))
            .await;
        assert_eq!(
            (res.status.as_u16(), res.json()["parameter"].clone()),
            (400, json!(field)),
            "{body}: {}",
            res.text()
        );
    }
    let read = app.call_as("GET", &uri("en-US"), &token, None).await;
    assert_eq!(read.json(), json!({"requested": false}));
    assert!(acknowledgments(app, SHOPPER.0).await.is_empty());
}
both_databases!(anything_but_a_confirmation_is_refused);

async fn a_request_is_recorded_once_and_acknowledged(app: &TestApp) {
    let token = s(&app.login(SHOPPER.0, SHOPPER.1).await["access_token"]).to_owned();
    let before = app.call_as("GET", &uri("en-US"), &token, None).await;
    assert_eq!(before.status, 200, "{}", before.text());
    assert_eq!(before.json(), json!({"requested": false}));

    let first = app
        .call("POST", &uri("en-US"))
        .bearer(&token)
        .header("correlation-id", "any-customer-id")
        .json(json!({"confirm": true}))
        .send()
        .await;
    assert_eq!(first.status, 201, "{}", first.text());
    let answer = first.json();
    assert_eq!(answer["requested"], true);
    let reference = s(&answer["reference"]).to_owned();
    assert!(
        reference.len() == 12
            && reference.starts_with("DEL-")
            && reference[4..]
                .chars()
                .all(|c| c.is_ascii_digit() || c.is_ascii_uppercase()),
        "{reference}"
    );
    assert!(s(&answer["requestedAt"]).ends_with('Z'), "{answer}");

    let mail = acknowledgments(app, SHOPPER.0).await;
    assert_eq!(mail.len(), 1);
    assert_eq!(mail[0]["channel"], "email");
    assert_eq!(mail[0]["subject"], SUBJECT);
    let body = s(&mail[0]["body"]);
    for part in [
        reference.as_str(),
        "We will finish within 30 days",
        "leases and what you owe are not affected",
        "1-800-555-0199",
    ] {
        assert!(body.contains(part), "{part} in {body}");
    }

    // Again, in another language and a moment later: the same request, no second email.
    app.advance(std::time::Duration::from_secs(60));
    let second = app
        .call_as(
            "POST",
            &uri("es-US"),
            &token,
            Some(json!({"confirm": true})),
        )
        .await;
    assert_eq!(second.status, 200, "{}", second.text());
    assert_eq!(second.json(), answer);
    assert_eq!(acknowledgments(app, SHOPPER.0).await.len(), 1);

    let read = app.call_as("GET", &uri("en-US"), &token, None).await;
    assert_eq!(read.status, 200);
    assert_eq!(read.json(), answer);

    // Another customer has asked nothing.
    let other = s(&app.login(JAMES.0, JAMES.1).await["access_token"]).to_owned();
    let theirs = app.call_as("GET", &uri("en-US"), &other, None).await;
    assert_eq!(theirs.json(), json!({"requested": false}));
}
both_databases!(a_request_is_recorded_once_and_acknowledged);

async fn requests_sent_at_once_are_one(app: &TestApp) {
    let token = s(&app.login(JAMES.0, JAMES.1).await["access_token"]).to_owned();
    let requests = (0..4)
        .map(|_| {
            app.call("POST", &uri("es-US"))
                .bearer(&token)
                .json(json!({"confirm": true}))
                .build()
        })
        .collect();
    let answers = app.concurrently(requests).await;
    let mut statuses: Vec<u16> = answers.iter().map(|r| r.status.as_u16()).collect();
    statuses.sort_unstable();
    assert_eq!(
        statuses,
        [200, 200, 200, 201],
        "{:?}",
        answers.iter().map(|r| r.text()).collect::<Vec<_>>()
    );
    let reference = answers[0].json()["reference"].clone();
    assert!(answers.iter().all(|r| r.json()["reference"] == reference));
    let mail = acknowledgments(app, JAMES.0).await;
    assert_eq!(mail.len(), 1);
    assert_eq!(mail[0]["subject"], SUBJECT_ES);
    let body = s(&mail[0]["body"]);
    assert!(
        body.contains(s(&reference)) && body.contains("30 días"),
        "{body}"
    );
}
both_databases!(requests_sent_at_once_are_one);
