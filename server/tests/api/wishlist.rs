//! Wish lists on both databases: made once when missing (also by two tabs at once), items added
//! with the storefront's defaults and once a product, removed; bad input names its field; a
//! guest is refused; another customer's id, list or item answers like an unknown one.

use serde_json::json;

use crate::both_databases;
use crate::helpers::{s, TestApp, JAMES, SHOPPER};

const CUSTOMERS: &str =
    "/mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_northwind/customers";

fn lists_uri(customer: &str, rest: &str) -> String {
    format!("{CUSTOMERS}/{customer}/product-lists{rest}?siteId=northwind")
}

async fn a_customer_keeps_a_wish_list(app: &TestApp) {
    let tokens = app.login(SHOPPER.0, SHOPPER.1).await;
    let token = s(&tokens["access_token"]);
    let me = s(&tokens["customer_id"]).to_owned();

    let none = app.call_as("GET", &lists_uri(&me, ""), token, None).await;
    assert_eq!(none.status, 200, "{}", none.text());
    assert_eq!(none.json()["total"], 0);

    // Two tabs making it at once get one list.
    let requests = (0..4)
        .map(|_| {
            app.call("POST", &lists_uri(&me, ""))
                .bearer(token)
                .json(json!({"type": "wish_list"}))
                .build()
        })
        .collect();
    let made = app.concurrently(requests).await;
    assert!(
        made.iter().all(|r| r.status == 200),
        "{:?}",
        made.iter().map(|r| r.text()).collect::<Vec<_>>()
    );
    let list_id = s(&made[0].json()["id"]).to_owned();
    assert!(made.iter().all(|r| r.json()["id"] == list_id.as_str()));
    assert_eq!(made[0].json()["type"], "wish_list");
    assert_eq!(
        app.call_as("GET", &lists_uri(&me, ""), token, None)
            .await
            .json()["total"],
        1
    );

    let added = app
        .call_as(
            "POST",
            &lists_uri(&me, &format!("/{list_id}/items")),
            token,
            Some(json!({"productId": "sofas-001", "type": "product"})),
        )
        .await;
    assert_eq!(added.status, 200, "{}", added.text());
    let item = added.json();
    assert_eq!(
        (
            item["quantity"].clone(),
            item["priority"].clone(),
            item["public"].clone(),
            item["type"].clone()
        ),
        (json!(1), json!(1), json!(false), json!("product"))
    );
    // The same product again is the same item.
    let again = app
        .call_as(
            "POST",
            &lists_uri(&me, &format!("/{list_id}/items")),
            token,
            Some(json!({"productId": "sofas-001"})),
        )
        .await;
    assert_eq!(again.json()["id"], item["id"]);
    app.call_as(
        "POST",
        &lists_uri(&me, &format!("/{list_id}/items")),
        token,
        Some(json!({"productId": "sofas-003-navy", "quantity": 2, "priority": 3})),
    )
    .await;

    let list = app
        .call_as("GET", &lists_uri(&me, &format!("/{list_id}")), token, None)
        .await
        .json();
    let products: Vec<_> = list["customerProductListItems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| s(&i["productId"]).to_owned())
        .collect();
    assert_eq!(products, ["sofas-001", "sofas-003-navy"]);

    let item_id = s(&item["id"]).to_owned();
    let removed = app
        .call_as(
            "DELETE",
            &lists_uri(&me, &format!("/{list_id}/items/{item_id}")),
            token,
            None,
        )
        .await;
    assert_eq!(removed.status, 204, "{}", removed.text());
    assert_eq!(
        app.call_as(
            "DELETE",
            &lists_uri(&me, &format!("/{list_id}/items/{item_id}")),
            token,
            None
        )
        .await
        .status,
        404
    );
    let list = app
        .call_as("GET", &lists_uri(&me, &format!("/{list_id}")), token, None)
        .await
        .json();
    assert_eq!(
        list["customerProductListItems"].as_array().unwrap().len(),
        1
    );
}
both_databases!(a_customer_keeps_a_wish_list);

async fn bad_input_names_its_field_and_changes_nothing(app: &TestApp) {
    let tokens = app.login(SHOPPER.0, SHOPPER.1).await;
    let token = s(&tokens["access_token"]);
    let me = s(&tokens["customer_id"]).to_owned();
    let wrong_type = app
        .call_as(
            "POST",
            &lists_uri(&me, ""),
            token,
            Some(json!({"type": "gift_registry"})),
        )
        .await;
    assert_eq!(
        (
            wrong_type.status.as_u16(),
            wrong_type.json()["parameter"].clone()
        ),
        (400, json!("type"))
    );
    let list_id = s(&app
        .call_as(
            "POST",
            &lists_uri(&me, ""),
            token,
            Some(json!({"type": "wish_list"})),
        )
        .await
        .json()["id"])
    .to_owned();
    let items = lists_uri(&me, &format!("/{list_id}/items"));
    for (body, field) in [
        (json!({"productId": "no-such-product"}), "productId"),
        (json!({"productId": "sofas-001", "quantity": 0}), "quantity"),
        (json!({"productId": "sofas-001", "priority": 9}), "priority"),
        (
            json!({"productId": "sofas-001", "type": "gift_certificate"}),
            "type",
        ),
    ] {
        let res = app.call_as("POST", &items, token, Some(body)).await;
        assert_eq!(
            (res.status.as_u16(), res.json()["parameter"].clone()),
            (400, json!(field)),
            "{}",
            res.text()
        );
    }
    let list = app
        .call_as("GET", &lists_uri(&me, &format!("/{list_id}")), token, None)
        .await
        .json();
    assert_eq!(list["customerProductListItems"], json!([]));
}
both_databases!(bad_input_names_its_field_and_changes_nothing);

async fn only_the_customer_reaches_their_list(app: &TestApp) {
    let owner = app.login(SHOPPER.0, SHOPPER.1).await;
    let owner_token = s(&owner["access_token"]);
    let me = s(&owner["customer_id"]).to_owned();
    let list_id = s(&app
        .call_as(
            "POST",
            &lists_uri(&me, ""),
            owner_token,
            Some(json!({"type": "wish_list"})),
        )
        .await
        .json()["id"])
    .to_owned();
    let item_id = s(&app
        .call_as(
            "POST",
            &lists_uri(&me, &format!("/{list_id}/items")),
            owner_token,
            Some(json!({"productId": "sofas-001"})),
        )
        .await
        .json()["id"])
    .to_owned();

    let other = app.login(JAMES.0, JAMES.1).await;
    let token = s(&other["access_token"]);
    let them = s(&other["customer_id"]).to_owned();
    let unknown = "00000000-0000-4000-8000-000000000000";
    // Another customer's id, whatever the call, answers as an unknown one does.
    for (method, rest, body) in [
        ("GET", String::new(), None),
        ("POST", String::new(), Some(json!({"type": "wish_list"}))),
        ("GET", format!("/{list_id}"), None),
        (
            "POST",
            format!("/{list_id}/items"),
            Some(json!({"productId": "sofas-002"})),
        ),
        ("DELETE", format!("/{list_id}/items/{item_id}"), None),
    ] {
        let theirs = app
            .call_as(method, &lists_uri(&me, &rest), token, body.clone())
            .await;
        let nobodys = app
            .call_as(method, &lists_uri(unknown, &rest), token, body)
            .await;
        assert_eq!(
            (theirs.status.as_u16(), nobodys.status.as_u16()),
            (404, 404),
            "{method} {rest}"
        );
        assert_eq!(theirs.json()["detail"], nobodys.json()["detail"]);
    }
    // Their own id with the owner's list id: no such list.
    assert_eq!(
        app.call_as(
            "GET",
            &lists_uri(&them, &format!("/{list_id}")),
            token,
            None
        )
        .await
        .status,
        404
    );
    assert_eq!(
        app.call_as(
            "DELETE",
            &lists_uri(&them, &format!("/{list_id}/items/{item_id}")),
            token,
            None
        )
        .await
        .status,
        404
    );
    // A guest keeps no list.
    let guest = app.guest_session().await;
    let guest_id = s(&guest["customer_id"]).to_owned();
    let refused = app
        .call_as(
            "POST",
            &lists_uri(&guest_id, ""),
            s(&guest["access_token"]),
            Some(json!({"type": "wish_list"})),
        )
        .await;
    assert_eq!(refused.status, 403);
    // The owner's list is as it was.
    let list = app
        .call_as(
            "GET",
            &lists_uri(&me, &format!("/{list_id}")),
            owner_token,
            None,
        )
        .await
        .json();
    assert_eq!(
        list["customerProductListItems"].as_array().unwrap().len(),
        1
    );
}
both_databases!(only_the_customer_reaches_their_list);
