//! Saved addresses on both databases: save, list (the preferred first), read, change, make
//! another preferred, remove (the preferred moves on), the shipping rules, a name taken, the limit,
//! and another customer's addresses answering like unknown ones.

use std::time::Duration;

use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{s, token, TestApp, AISHA, SHOPPER};

const CUSTOMERS: &str =
    "/mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_northwind/customers";

fn address(name: &str, zip: &str) -> Value {
    json!({
        "addressId": name, "firstName": "Aisha", "lastName": "Khan", "address1": "12 Elm St",
        "city": "Austin", "stateCode": "tx", "postalCode": zip, "countryCode": "US", "phone": "(512) 555-0100"
    })
}

fn uri(customer: &str, rest: &str) -> String {
    format!("{CUSTOMERS}/{customer}/addresses{rest}?siteId=northwind")
}

fn names(list: &Value) -> Vec<(String, bool)> {
    list["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            (
                s(&a["addressId"]).to_owned(),
                a["preferred"].as_bool().unwrap(),
            )
        })
        .collect()
}

async fn a_customer_keeps_addresses_one_preferred(app: &TestApp) {
    let aisha = token(app, AISHA).await;
    let me = s(&crate::helpers::jwt_claims(&aisha)["sub"]).to_owned();
    let home = app
        .call_as(
            "POST",
            &uri(&me, ""),
            &aisha,
            Some(address("Home", "78701")),
        )
        .await;
    assert_eq!(home.status, 200, "{}", home.text());
    assert_eq!(home.json()["preferred"], true, "the first is preferred");
    assert_eq!(home.json()["stateCode"], "TX");
    assert_eq!(home.json()["phone"], "5125550100");
    app.advance(Duration::from_millis(5));
    let work = app
        .call_as(
            "POST",
            &uri(&me, ""),
            &aisha,
            Some(address("Work", "78702")),
        )
        .await;
    assert_eq!(work.json()["preferred"], false);
    let list = app.call_as("GET", &uri(&me, ""), &aisha, None).await.json();
    assert_eq!(
        names(&list),
        [("Home".to_owned(), true), ("Work".to_owned(), false)]
    );

    // A name taken, a bad ZIP: refused, nothing changed.
    let taken = app
        .call_as(
            "POST",
            &uri(&me, ""),
            &aisha,
            Some(address("Home", "78703")),
        )
        .await;
    assert_eq!(taken.status, 409);
    let bad = app
        .call_as("POST", &uri(&me, ""), &aisha, Some(address("Lake", "7870")))
        .await;
    assert_eq!(bad.status, 400);
    assert_eq!(bad.json()["parameter"], "postalCode");

    // Work becomes the preferred one, then Home (no longer preferred) is changed and removed.
    let mut moved = address("Work", "78704");
    moved["preferred"] = json!(true);
    let changed = app
        .call_as("PATCH", &uri(&me, "/Work"), &aisha, Some(moved))
        .await;
    assert_eq!(changed.status, 200, "{}", changed.text());
    let list = app.call_as("GET", &uri(&me, ""), &aisha, None).await.json();
    assert_eq!(
        names(&list),
        [("Work".to_owned(), true), ("Home".to_owned(), false)]
    );
    assert_eq!(list["data"][0]["postalCode"], "78704");
    let removed = app
        .call_as("DELETE", &uri(&me, "/Work"), &aisha, None)
        .await;
    assert_eq!(removed.status, 204);
    let list = app.call_as("GET", &uri(&me, ""), &aisha, None).await.json();
    assert_eq!(
        names(&list),
        [("Home".to_owned(), true)],
        "the one left is preferred"
    );
    assert_eq!(
        app.call_as("GET", &uri(&me, "/Work"), &aisha, None)
            .await
            .status,
        404
    );

    // Another customer: her addresses answer like an unknown customer's.
    let shopper = token(app, SHOPPER).await;
    assert_eq!(
        app.call_as("GET", &uri(&me, ""), &shopper, None)
            .await
            .status,
        404
    );
    assert_eq!(
        app.call_as("DELETE", &uri(&me, "/Home"), &shopper, None)
            .await
            .status,
        404
    );
    assert_eq!(
        app.call_as(
            "PATCH",
            &uri(&me, "/Home"),
            &shopper,
            Some(address("Home", "78701"))
        )
        .await
        .status,
        404
    );
    // A guest keeps none.
    let guest = app.guest_session().await;
    let guest_id = s(&guest["customer_id"]).to_owned();
    let refused = app
        .call_as(
            "POST",
            &uri(&guest_id, ""),
            s(&guest["access_token"]),
            Some(address("Home", "78701")),
        )
        .await;
    assert_eq!(refused.status, 403);
}
both_databases!(a_customer_keeps_addresses_one_preferred);

async fn a_customer_keeps_twenty_addresses_at_most(app: &TestApp) {
    let aisha = token(app, AISHA).await;
    let me = s(&crate::helpers::jwt_claims(&aisha)["sub"]).to_owned();
    let saves: Vec<_> = (0..22)
        .map(|i| {
            app.call("POST", &uri(&me, ""))
                .bearer(&aisha)
                .json(address(&format!("Place {i}"), "78701"))
                .build()
        })
        .collect();
    let answers = app.concurrently(saves).await;
    assert_eq!(answers.iter().filter(|r| r.status == 200).count(), 20);
    assert!(answers
        .iter()
        .filter(|r| r.status != 200)
        .all(|r| r.json()["reason"] == "too_many_addresses"));
    let list = app.call_as("GET", &uri(&me, ""), &aisha, None).await.json();
    assert_eq!(list["total"], 20);
    assert_eq!(
        names(&list).iter().filter(|(_, p)| *p).count(),
        1,
        "one preferred"
    );
}
both_databases!(a_customer_keeps_twenty_addresses_at_most);
