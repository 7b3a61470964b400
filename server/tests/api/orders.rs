//! Placing an order paid by a lease, on both databases: a customer's basket ships, is
//! approved, signed and placed, and the order's lease is in their portal with its initial
//! payment settled; a retried submit makes nothing twice; a declined initial payment makes no
//! order; the stock race; an order never charged released; and another customer's basket,
//! order or orders answering like unknown ones. What makes a basket ready to place is the
//! checkout's (checkout.rs).

use std::time::Duration;

use serde_json::json;

use crate::both_databases;
use crate::helpers::{
    approve, basket_to, lease_checkout, pay_with, place, s, sign, site_uri, token, TestApp, AISHA,
    BASKETS, CHARCOAL_SOFA, JAMES, LEASE, MARIA, ORDERS, ORG, SHOPPER, VISA,
};

const CUSTOMERS: &str =
    "/mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_northwind/customers";
const DECLINED: &str = "4000 0000 0000 9995";

async fn stock_of(app: &TestApp, product: &str) -> i64 {
    sqlx::query_scalar("SELECT stock_level FROM catalog_products WHERE id = $1")
        .bind(product)
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap()
}

fn customer_id(token: &str) -> String {
    s(&crate::helpers::jwt_claims(token)["sub"]).to_owned()
}

async fn a_customer_checks_out_with_a_lease_and_finds_it_in_the_portal(app: &TestApp) {
    let aisha = token(app, AISHA).await;
    let basket = basket_to(app, &aisha, 1, "TX", "78701").await;

    let read = app
        .call_as(
            "GET",
            &site_uri(BASKETS, &format!("/{basket}")),
            &aisha,
            None,
        )
        .await
        .json();
    assert_eq!(
        read["shipments"][0]["shippingAddress"]["phone"],
        "5125550100"
    );
    assert_eq!(read["shipments"][0]["shippingMethod"]["id"], "white-glove");
    assert_eq!(read["shippingTotal"], json!(79.0));
    // Texas: 6.25% of $626.99 is $39.19.
    assert_eq!(read["taxTotal"], json!(39.19));
    assert_eq!(read["orderTotal"], json!(666.18));

    // Without an approval: the quote, and the reason it can't be leased yet.
    let before = lease_checkout(app, &aisha, &basket).await;
    assert_eq!(before["eligible"], false);
    assert_eq!(before["reasons"][0]["reason"], "approval_required");
    assert_eq!(before["cashPrice"], 62_699);
    assert!(before["agreement"].is_null());
    assert_eq!(before["quote"]["numberOfPayments"], 26);

    let approval = approve(app, &aisha, "Aisha", "Khan", 250_000).await;
    let ready = lease_checkout(app, &aisha, &basket).await;
    assert_eq!(ready["eligible"], true, "{ready}");
    assert_eq!(ready["approval"]["leaseNumber"], approval["leaseNumber"]);
    let quote = &ready["quote"];
    assert_eq!(quote["state"], "TX");
    assert_eq!(quote["taxIncluded"], true);
    assert!(quote["totalCostToOwn"].as_i64().unwrap() > 62_699);
    let agreement = &ready["agreement"];
    assert_eq!(agreement["cash_price"], 62_699);
    assert_eq!(agreement["state_code"], "TX");
    assert_eq!(agreement["lease_number"], approval["leaseNumber"]);
    assert_eq!(
        agreement["merchandise"].as_array().unwrap().len(),
        2,
        "the sofa and the delivery"
    );

    // Placing before it is paid for or signed says what is missing.
    let early = place(app, &aisha, &basket).await;
    assert_eq!(early.status, 409);
    assert_eq!(early.json()["reason"], "payment_required");

    let paid = pay_with(app, &aisha, &basket, VISA).await;
    assert_eq!(paid.status, 200, "{}", paid.text());
    let instrument = &paid.json()["paymentInstruments"][0];
    assert_eq!(instrument["paymentCard"]["maskedNumber"], "•••• 4242");
    assert!(
        !paid.text().contains("4242424242424242"),
        "the number is never answered"
    );
    let stored: Vec<String> = sqlx::query_scalar("SELECT payment_json FROM basket_checkouts")
        .fetch_all(&app.state.db.pool)
        .await
        .unwrap();
    assert!(stored
        .iter()
        .all(|t| !t.contains("4242424242424242") && !t.contains("\"123\"")));

    assert_eq!(
        place(app, &aisha, &basket).await.json()["reason"],
        "signature_required"
    );
    let wrong = sign(app, &aisha, &basket, "Someone Else").await;
    assert_eq!(wrong.status, 400);
    assert_eq!(wrong.json()["parameter"], "fullName");
    let signed = sign(app, &aisha, &basket, "aisha khan").await;
    assert_eq!(signed.status, 200, "{}", signed.text());
    assert_eq!(signed.json()["signature"]["fullName"], "aisha khan");

    let placed = place(app, &aisha, &basket).await;
    assert_eq!(placed.status, 200, "{}", placed.text());
    let order = placed.json();
    let order_no = s(&order["orderNo"]).to_owned();
    assert!(order_no.starts_with("NW"));
    assert_eq!(order["orderTotal"], json!(666.18));
    let lease = &order["c_lease"];
    assert_eq!(lease["leaseNumber"], approval["leaseNumber"]);
    assert_eq!(lease["status"], "Pending");
    assert_eq!(lease["cashPrice"], 62_699);
    assert_eq!(lease["numberOfPayments"], 26);
    assert_eq!(
        lease["totalCostToOwn"], quote["totalCostToOwn"],
        "the quote is the lease signed"
    );
    assert_eq!(lease["paymentAmount"], quote["paymentAmount"]);
    let lease_guid = s(&lease["leaseGuid"]).to_owned();

    // The basket became the order; a second submit answers the same order.
    let gone = app
        .call_as(
            "GET",
            &site_uri(BASKETS, &format!("/{basket}")),
            &aisha,
            None,
        )
        .await;
    assert_eq!(gone.status, 404);
    let again = place(app, &aisha, &basket).await;
    assert_eq!(again.status, 200, "{}", again.text());
    assert_eq!(again.json()["orderNo"], order_no.as_str());
    assert_eq!(stock_of(app, CHARCOAL_SOFA).await, 15);
    let charges: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM sandbox_charges")
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap();
    assert_eq!(charges, 1, "one initial payment charged");

    // The lease is in her portal, its initial payment settled with a receipt.
    let dashboard = app
        .call_as(
            "GET",
            &format!("{LEASE}/lease_dashboard?siteId=northwind"),
            &aisha,
            None,
        )
        .await
        .json();
    let leases = dashboard["standardized"]["leases"].as_array().unwrap();
    assert_eq!(leases.len(), 1, "{dashboard}");
    assert_eq!(leases[0]["lease_number"], approval["leaseNumber"]);
    let history = app
        .call_as(
            "GET",
            &format!("/mobify/proxy/api/custom/northwind-payments/v1/organizations/{ORG}/view_payments?siteId=northwind&c_lease_guid={lease_guid}"),
            &aisha,
            None,
        )
        .await;
    assert_eq!(history.status, 200, "{}", history.text());
    assert!(history.text().contains("settled"), "{}", history.text());
    assert!(
        history
            .text()
            .contains(&lease["initialPayment"].to_string()),
        "{}",
        history.text()
    );

    // Her orders, and the confirmation email with the lease's figures.
    let mine = customer_id(&aisha);
    let orders = app
        .call_as(
            "GET",
            &site_uri(CUSTOMERS, &format!("/{mine}/orders")),
            &aisha,
            None,
        )
        .await
        .json();
    assert_eq!(orders["total"], 1);
    assert_eq!(orders["data"][0]["orderNo"], order_no.as_str());
    let one = app
        .call_as(
            "GET",
            &site_uri(ORDERS, &format!("/{order_no}")),
            &aisha,
            None,
        )
        .await;
    let order = one.json();
    assert_eq!(order["c_lease"]["leaseGuid"], lease_guid.as_str());
    let mail = app.outbox(AISHA.0).await;
    let confirmation = mail
        .iter()
        .find(|m| s(&m["subject"]).contains(&order_no))
        .expect("a confirmation email");
    let body = s(&confirmation["body"]);
    assert!(body.contains("26 payments"), "{body}");
    assert!(body.contains("Total cost to own"), "{body}");
    // The signed agreement itself, in both languages, with the order's lease's figures.
    let total = servicing::Cents::new(order["c_lease"]["totalCostToOwn"].as_i64().unwrap());
    let number = s(&order["c_lease"]["leaseNumber"]);
    for expected in [
        "Rental-Purchase Agreement".to_owned(),
        format!("Lease #{number}, signed on"),
        format!("Total cost to own (tax included): {total}"),
        "Reinstatement rights".to_owned(),
        "governed by the laws of the state of TX".to_owned(),
        "Contrato de arrendamiento con opción a compra".to_owned(),
        format!("Costo total para ser dueño (impuestos incluidos): {total}"),
    ] {
        assert!(body.contains(&expected), "{expected} not in {body}");
    }

    // Another customer: her order and orders answer like unknown ones.
    let shopper = token(app, SHOPPER).await;
    let theirs = app
        .call_as(
            "GET",
            &site_uri(ORDERS, &format!("/{order_no}")),
            &shopper,
            None,
        )
        .await;
    assert_eq!(theirs.status, 404);
    let list = app
        .call_as(
            "GET",
            &site_uri(CUSTOMERS, &format!("/{mine}/orders")),
            &shopper,
            None,
        )
        .await;
    assert_eq!(list.status, 403);
    let replay = place(app, &shopper, &basket).await;
    assert_eq!(replay.status, 404, "{}", replay.text());
}
both_databases!(a_customer_checks_out_with_a_lease_and_finds_it_in_the_portal);

async fn a_declined_initial_payment_makes_no_order_and_another_card_does(app: &TestApp) {
    let aisha = token(app, AISHA).await;
    approve(app, &aisha, "Aisha", "Khan", 250_000).await;
    let basket = basket_to(app, &aisha, 2, "TX", "78701").await;
    assert_eq!(pay_with(app, &aisha, &basket, DECLINED).await.status, 200);
    assert_eq!(sign(app, &aisha, &basket, "Aisha Khan").await.status, 200);

    let declined = place(app, &aisha, &basket).await;
    assert_eq!(declined.status, 402, "{}", declined.text());
    assert_eq!(declined.json()["reason"], "insufficient_funds");
    assert_eq!(stock_of(app, CHARCOAL_SOFA).await, 16, "the stock is back");
    let orders: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM orders")
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap();
    assert_eq!(orders, 0);
    let still = lease_checkout(app, &aisha, &basket).await;
    assert_eq!(
        still["eligible"], true,
        "the approval is hers again: {still}"
    );
    assert!(
        !still["signature"].is_null(),
        "nothing changed: still signed"
    );

    assert_eq!(pay_with(app, &aisha, &basket, VISA).await.status, 200);
    let placed = place(app, &aisha, &basket).await;
    assert_eq!(placed.status, 200, "{}", placed.text());
    assert_eq!(stock_of(app, CHARCOAL_SOFA).await, 14);
}
both_databases!(a_declined_initial_payment_makes_no_order_and_another_card_does);

/// A new customer, registered through the shopper API; answers their access token.
async fn registered(app: &TestApp, first: &str, last: &str) -> String {
    let guest = app.guest_session().await;
    let email = format!(
        "{}.{}@example.com",
        first.to_lowercase(),
        last.to_lowercase()
    );
    let created = app
        .call("POST", &format!("{CUSTOMERS}?siteId=northwind"))
        .bearer(s(&guest["access_token"]))
        .json(json!({
            "customer": {"firstName": first, "lastName": last, "email": email, "login": email},
            "password": "Racing1!"
        }))
        .send()
        .await;
    assert_eq!(created.status, 200, "{}", created.text());
    token(app, (&email, "Racing1!")).await
}

async fn shoppers_racing_for_the_last_units_get_exactly_the_units_there_are(app: &TestApp) {
    sqlx::query("UPDATE catalog_products SET stock_level = 3 WHERE id = $1")
        .bind(CHARCOAL_SOFA)
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    // Twenty shoppers, each approved, shipped, paying and signed, place their orders at once.
    let mut shoppers = Vec::new();
    for ((email, password), first, last) in [
        (AISHA, "Aisha", "Khan"),
        (JAMES, "James", "Carter"),
        (SHOPPER, "Sam", "Shopper"),
        ((MARIA.0, MARIA.1), "Maria", "Lopez"),
    ] {
        shoppers.push((
            token(app, (email, password)).await,
            first.to_owned(),
            last.to_owned(),
        ));
    }
    for last in [
        "Adams", "Baker", "Clark", "Davis", "Evans", "Flores", "Garcia", "Hughes", "Irwin",
        "Jones", "Kelly", "Lewis", "Moore", "Nelson", "Ortiz", "Price",
    ] {
        let token = registered(app, "Riley", last).await;
        shoppers.push((token, "Riley".to_owned(), last.to_owned()));
    }
    let mut requests = Vec::new();
    for (token, first, last) in &shoppers {
        approve(app, token, first, last, 250_000).await;
        let basket = basket_to(app, token, 1, "TX", "78701").await;
        assert_eq!(pay_with(app, token, &basket, VISA).await.status, 200);
        let signed = sign(app, token, &basket, &format!("{first} {last}")).await;
        assert_eq!(signed.status, 200, "{}", signed.text());
        requests.push(
            app.call("POST", &site_uri(ORDERS, ""))
                .bearer(token)
                .json(json!({"basketId": basket}))
                .build(),
        );
    }
    let answers = app.concurrently(requests).await;
    let placed = answers.iter().filter(|r| r.status == 200).count();
    let sold_out: Vec<_> = answers.iter().filter(|r| r.status == 409).collect();
    assert_eq!(
        placed,
        3,
        "{:?}",
        answers.iter().map(|r| r.text()).collect::<Vec<_>>()
    );
    assert_eq!(sold_out.len(), 17);
    assert!(sold_out
        .iter()
        .all(|r| r.json()["reason"] == "out_of_stock"));
    // Each asked for one: the shoppers turned away are told it is out of stock.
    assert!(
        sold_out
            .iter()
            .all(|r| r.json()["message"] == "Out of stock"),
        "{:?}",
        sold_out.iter().map(|r| r.text()).collect::<Vec<_>>()
    );
    assert_eq!(stock_of(app, CHARCOAL_SOFA).await, 0);
    // Each order made one lease and one charge; nobody turned away was charged.
    let (orders, leases, charges): (i64, i64, i64) = sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM orders), \
                (SELECT COUNT(*) FROM orders o JOIN leases l ON l.guid = o.lease_guid \
                 WHERE o.status = 'created'), \
                (SELECT COUNT(*) FROM sandbox_charges c JOIN orders o ON o.id = c.reference)",
    )
    .fetch_one(&app.state.db.pool)
    .await
    .unwrap();
    assert_eq!((orders, leases, charges), (3, 3, 3));
}
both_databases!(shoppers_racing_for_the_last_units_get_exactly_the_units_there_are);

async fn a_guest_is_asked_to_sign_in_and_an_order_never_charged_is_released(app: &TestApp) {
    let guest = app.guest_session().await;
    let guest_token = s(&guest["access_token"]).to_owned();
    let basket = basket_to(app, &guest_token, 1, "TX", "78701").await;
    let refused = pay_with(app, &guest_token, &basket, VISA).await;
    assert_eq!(refused.status, 403);
    assert_eq!(refused.json()["reason"], "sign_in_required");
    assert_eq!(place(app, &guest_token, &basket).await.status, 403);

    // The processor does not answer: the order stays pending and holds its stock until the
    // reconciliation finds the processor never charged it, and gives everything back.
    let aisha = token(app, AISHA).await;
    approve(app, &aisha, "Aisha", "Khan", 250_000).await;
    let basket = basket_to(app, &aisha, 1, "TX", "78701").await;
    pay_with(app, &aisha, &basket, "4000 0000 0000 0119").await;
    sign(app, &aisha, &basket, "Aisha Khan").await;
    let unanswered = place(app, &aisha, &basket).await;
    assert_eq!(unanswered.status, 503, "{}", unanswered.text());
    assert_eq!(stock_of(app, CHARCOAL_SOFA).await, 15, "held while pending");
    assert_eq!(
        place(app, &aisha, &basket).await.status,
        503,
        "a retry charges the same order"
    );
    let pending: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM orders WHERE status = 'pending'")
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap();
    assert_eq!(pending, 1);
    app.advance(Duration::from_secs(180));
    let moved = leasefront::orders::flows::reconcile::reconcile(&app.state, 120_000)
        .await
        .unwrap();
    assert_eq!(moved, 1);
    assert_eq!(stock_of(app, CHARCOAL_SOFA).await, 16);
    assert_eq!(lease_checkout(app, &aisha, &basket).await["eligible"], true);
    pay_with(app, &aisha, &basket, VISA).await;
    assert_eq!(place(app, &aisha, &basket).await.status, 200);
}
both_databases!(a_guest_is_asked_to_sign_in_and_an_order_never_charged_is_released);
