//! Baskets on both databases: a shopper's lifecycle, the quantities a product takes, one basket
//! a shopper (also when created twice at once), currency and email, another shopper's basket
//! answering like an unknown one, items no longer sold, the product added read as it is now, and
//! a guest's basket merged into the customer's after sign-in — once, whatever happens after.

use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{
    pkce, s, TestApp, TestResponse, AUTH, BASKETS, SHOPPER, WEB_CLIENT, WEB_REDIRECT,
};

const CUSTOMERS: &str =
    "/mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_northwind/customers";
const SITE: &str = "siteId=northwind";
/// $547.99, 16 in stock.
const CHARCOAL_SOFA: &str = "sofas-001-charcoal";
/// Brenton Tufted Sofa, $1,205.99, one left.
const LAST_NAVY_SOFA: &str = "sofas-003-navy";
/// None left.
const SOLD_OUT_SOFA: &str = "sofas-003-beige";

fn basket_uri(id: &str, rest: &str) -> String {
    format!("{BASKETS}/{id}{rest}?{SITE}")
}

async fn create(app: &TestApp, token: &str) -> Value {
    let res = app
        .call_as("POST", &format!("{BASKETS}?{SITE}"), token, Some(json!({})))
        .await;
    assert_eq!(res.status, 200, "{}", res.text());
    res.json()
}

async fn add(
    app: &TestApp,
    token: &str,
    basket: &str,
    product: &str,
    quantity: i64,
) -> TestResponse {
    app.call_as(
        "POST",
        &basket_uri(basket, "/items"),
        token,
        Some(json!([{"productId": product, "quantity": quantity}])),
    )
    .await
}

fn lines(basket: &Value) -> Vec<(String, i64)> {
    basket["productItems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                s(&i["productId"]).to_owned(),
                i["quantity"].as_i64().unwrap(),
            )
        })
        .collect()
}

async fn a_shopper_fills_changes_and_empties_a_basket(app: &TestApp) {
    let guest = app.guest_session().await;
    let token = s(&guest["access_token"]);
    let basket = create(app, token).await;
    let id = s(&basket["basketId"]).to_owned();
    assert_eq!(basket["currency"], "USD");
    assert_eq!(basket["productItems"], json!([]));
    assert_eq!(basket["customerInfo"]["customerId"], guest["customer_id"]);
    assert_eq!(basket["productSubTotal"], json!(0.0));

    let two = add(app, token, &id, CHARCOAL_SOFA, 2).await;
    assert_eq!(two.status, 200, "{}", two.text());
    let item = &two.json()["productItems"][0];
    assert_eq!(item["productName"], "Harbor Reclining Sofa");
    assert_eq!(item["basePrice"], json!(547.99));
    assert_eq!(item["price"], json!(1095.98));
    assert_eq!(item["c_available"], true);

    // The same product again is the same line, more of it.
    let three = add(app, token, &id, CHARCOAL_SOFA, 1).await.json();
    assert_eq!(lines(&three), [(CHARCOAL_SOFA.to_owned(), 3)]);
    let item_id = s(&three["productItems"][0]["itemId"]).to_owned();

    let one = app
        .call_as(
            "PATCH",
            &basket_uri(&id, &format!("/items/{item_id}")),
            token,
            Some(json!({"quantity": 1})),
        )
        .await;
    assert_eq!(one.status, 200, "{}", one.text());
    let both = add(app, token, &id, LAST_NAVY_SOFA, 1).await.json();
    assert_eq!(
        lines(&both),
        [
            (CHARCOAL_SOFA.to_owned(), 1),
            (LAST_NAVY_SOFA.to_owned(), 1)
        ]
    );
    assert_eq!(both["productSubTotal"], json!(1753.98));
    assert_eq!(both["orderTotal"], json!(1753.98));

    let removed = app
        .call_as(
            "DELETE",
            &basket_uri(&id, &format!("/items/{item_id}")),
            token,
            None,
        )
        .await;
    assert_eq!(removed.status, 200, "{}", removed.text());
    assert_eq!(lines(&removed.json()), [(LAST_NAVY_SOFA.to_owned(), 1)]);
    // Quantity 0 removes too.
    let navy = s(&removed.json()["productItems"][0]["itemId"]).to_owned();
    let empty = app
        .call_as(
            "PATCH",
            &basket_uri(&id, &format!("/items/{navy}")),
            token,
            Some(json!({"quantity": 0})),
        )
        .await;
    assert_eq!(lines(&empty.json()), []);

    let got = app.call_as("GET", &basket_uri(&id, ""), token, None).await;
    assert_eq!(got.status, 200);
    assert_eq!(
        app.call_as("DELETE", &basket_uri(&id, ""), token, None)
            .await
            .status,
        204
    );
    assert_eq!(
        app.call_as("GET", &basket_uri(&id, ""), token, None)
            .await
            .status,
        404
    );
}
both_databases!(a_shopper_fills_changes_and_empties_a_basket);

async fn quantities_a_product_does_not_take_are_refused_in_the_storefronts_words(app: &TestApp) {
    let guest = app.guest_session().await;
    let token = s(&guest["access_token"]);
    let id = s(&create(app, token).await["basketId"]).to_owned();
    assert_eq!(add(app, token, &id, LAST_NAVY_SOFA, 1).await.status, 200);

    let over = add(app, token, &id, LAST_NAVY_SOFA, 1).await;
    assert_eq!(over.status, 400);
    assert_eq!(
        over.json()["message"],
        "Only 1 left for Brenton Tufted Sofa!",
        "{}",
        over.text()
    );
    assert_eq!(over.json()["parameter"], "quantity");
    assert_eq!(over.json()["reason"], "over_stock");

    let sold_out = add(app, token, &id, SOLD_OUT_SOFA, 1).await;
    assert_eq!(
        (sold_out.status.as_u16(), sold_out.json()["message"].clone()),
        (400, json!("Out of stock"))
    );
    // A master is chosen from, not bought.
    let master = add(app, token, &id, "sofas-001", 1).await;
    assert_eq!(
        (master.status.as_u16(), master.json()["reason"].clone()),
        (400, json!("not_buyable"))
    );
    let unknown = add(app, token, &id, "no-such-product", 1).await;
    assert_eq!(
        (unknown.status.as_u16(), unknown.json()["parameter"].clone()),
        (400, json!("productId"))
    );
    let zero = add(app, token, &id, CHARCOAL_SOFA, 0).await;
    assert_eq!(
        (zero.status.as_u16(), zero.json()["parameter"].clone()),
        (400, json!("quantity"))
    );
    let too_many = add(app, token, &id, CHARCOAL_SOFA, 100).await;
    assert_eq!(
        (too_many.status.as_u16(), too_many.json()["reason"].clone()),
        (400, json!("over_limit"))
    );
    let item = s(&app
        .call_as("GET", &basket_uri(&id, ""), token, None)
        .await
        .json()["productItems"][0]["itemId"])
    .to_owned();
    let negative = app
        .call_as(
            "PATCH",
            &basket_uri(&id, &format!("/items/{item}")),
            token,
            Some(json!({"quantity": -1})),
        )
        .await;
    assert_eq!(negative.status, 400);
    let unknown_line = app
        .call_as(
            "PATCH",
            &basket_uri(&id, "/items/nope"),
            token,
            Some(json!({"quantity": 1})),
        )
        .await;
    assert_eq!(unknown_line.status, 404);

    // Nothing refused changed the basket.
    let basket = app
        .call_as("GET", &basket_uri(&id, ""), token, None)
        .await
        .json();
    assert_eq!(lines(&basket), [(LAST_NAVY_SOFA.to_owned(), 1)]);
}
both_databases!(quantities_a_product_does_not_take_are_refused_in_the_storefronts_words);

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
    let id = s(&create(app, owner_token).await["basketId"]).to_owned();
    assert_eq!(
        add(app, owner_token, &id, CHARCOAL_SOFA, 1).await.status,
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
    let id = s(&create(app, token).await["basketId"]).to_owned();
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

async fn an_item_no_longer_sold_online_counts_for_nothing(app: &TestApp) {
    let guest = app.guest_session().await;
    let token = s(&guest["access_token"]);
    let id = s(&create(app, token).await["basketId"]).to_owned();
    add(app, token, &id, CHARCOAL_SOFA, 1).await;
    add(app, token, &id, LAST_NAVY_SOFA, 1).await;
    sqlx::query("UPDATE catalog_products SET online = 0 WHERE id = $1")
        .bind(LAST_NAVY_SOFA)
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    let basket = app
        .call_as("GET", &basket_uri(&id, ""), token, None)
        .await
        .json();
    assert_eq!(basket["productItems"][1]["c_available"], false);
    assert_eq!(basket["productSubTotal"], json!(547.99));
    // Its line can still be removed.
    let line = s(&basket["productItems"][1]["itemId"]).to_owned();
    let removed = app
        .call_as(
            "DELETE",
            &basket_uri(&id, &format!("/items/{line}")),
            token,
            None,
        )
        .await;
    assert_eq!(lines(&removed.json()), [(CHARCOAL_SOFA.to_owned(), 1)]);
}
both_databases!(an_item_no_longer_sold_online_counts_for_nothing);

/// A change's answer may state its other lines as the catalog said them a second ago, but the
/// product a shopper adds is read as it is now: its stock decides.
async fn the_product_added_is_read_as_it_is_now(app: &TestApp) {
    let guest = app.guest_session().await;
    let token = s(&guest["access_token"]);
    let id = s(&create(app, token).await["basketId"]).to_owned();
    assert_eq!(add(app, token, &id, CHARCOAL_SOFA, 1).await.status, 200);
    // The sofa is now one of the other lines of this answer.
    assert_eq!(add(app, token, &id, LAST_NAVY_SOFA, 1).await.status, 200);
    sqlx::query("UPDATE catalog_products SET stock_level = 1 WHERE id = $1")
        .bind(CHARCOAL_SOFA)
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    let over = add(app, token, &id, CHARCOAL_SOFA, 1).await;
    assert_eq!(over.status, 400, "{}", over.text());
    assert_eq!(over.json()["reason"], "over_stock");
    // Reading the basket reads the catalog as it is now.
    let basket = app
        .call_as("GET", &basket_uri(&id, ""), token, None)
        .await
        .json();
    assert_eq!(
        lines(&basket),
        [
            (CHARCOAL_SOFA.to_owned(), 1),
            (LAST_NAVY_SOFA.to_owned(), 1)
        ]
    );
}
both_databases!(the_product_added_is_read_as_it_is_now);

/// The web app's sign-in from that guest session: the session's usid kept.
async fn web_sign_in(app: &TestApp, cookie: &str, usid: &str) -> Value {
    use base64::Engine;
    let p = pkce();
    let basic = format!(
        "Basic {}",
        base64::engine::general_purpose::STANDARD.encode(format!("{}:{}", SHOPPER.0, SHOPPER.1))
    );
    let res = app
        .call("POST", &format!("{AUTH}/login"))
        .header("authorization", &basic)
        .cookie(cookie)
        .form(&[
            ("client_id", WEB_CLIENT),
            ("channel_id", "northwind"),
            ("redirect_uri", WEB_REDIRECT),
            ("code_challenge", &p.challenge),
            ("usid", usid),
        ])
        .send()
        .await;
    let params = res.location_params();
    assert_eq!(params["usid"], usid);
    let tokens = app
        .exchange(WEB_CLIENT, WEB_REDIRECT, &params["code"], &p.verifier)
        .await;
    assert_eq!(tokens.status, 200, "{}", tokens.text());
    tokens.json()
}

async fn a_guests_basket_joins_the_customers_after_sign_in_once(app: &TestApp) {
    // The customer already has a basket with one sofa (from another device).
    let elsewhere = app.login(SHOPPER.0, SHOPPER.1).await;
    let elsewhere_token = s(&elsewhere["access_token"]);
    let mine = s(&create(app, elsewhere_token).await["basketId"]).to_owned();
    add(app, elsewhere_token, &mine, CHARCOAL_SOFA, 1).await;

    // As a guest in this browser: two more of it and the last navy sofa.
    let (guest, cookie) = app.web_guest().await;
    let guest_token = s(&guest["access_token"]);
    let guest_basket = s(&create(app, guest_token).await["basketId"]).to_owned();
    add(app, guest_token, &guest_basket, CHARCOAL_SOFA, 2).await;
    add(app, guest_token, &guest_basket, LAST_NAVY_SOFA, 1).await;

    let signed_in = web_sign_in(app, &cookie, s(&guest["usid"])).await;
    let token = s(&signed_in["access_token"]);
    let merge = format!("{BASKETS}/actions/merge?{SITE}&createDestinationBasket=true");
    let merged = app.call_as("POST", &merge, token, None).await;
    assert_eq!(merged.status, 200, "{}", merged.text());
    assert_eq!(merged.json()["basketId"], mine.as_str());
    assert_eq!(
        lines(&merged.json()),
        [
            (CHARCOAL_SOFA.to_owned(), 3),
            (LAST_NAVY_SOFA.to_owned(), 1)
        ]
    );
    // The guest basket is gone.
    assert_eq!(
        app.call_as("GET", &basket_uri(&guest_basket, ""), guest_token, None)
            .await
            .status,
        404
    );

    // A second merge (a second sign-in, or one in another tab) changes nothing.
    let again = app.call_as("POST", &merge, token, None).await;
    assert_eq!(again.status, 200);
    assert_eq!(lines(&again.json()), lines(&merged.json()));
    // A guest can't merge.
    let other_guest = app.guest_session().await;
    assert_eq!(
        app.call_as("POST", &merge, s(&other_guest["access_token"]), None)
            .await
            .status,
        403
    );
}
both_databases!(a_guests_basket_joins_the_customers_after_sign_in_once);

async fn a_merge_keeps_quantities_the_product_takes_and_makes_the_basket_when_asked(app: &TestApp) {
    let (guest, cookie) = app.web_guest().await;
    let guest_token = s(&guest["access_token"]);
    let guest_basket = s(&create(app, guest_token).await["basketId"]).to_owned();
    add(app, guest_token, &guest_basket, LAST_NAVY_SOFA, 1).await;
    let signed_in = web_sign_in(app, &cookie, s(&guest["usid"])).await;
    let token = s(&signed_in["access_token"]);

    // No basket of the customer's and none asked for: nothing to merge into.
    let refused = app
        .call_as(
            "POST",
            &format!("{BASKETS}/actions/merge?{SITE}"),
            token,
            None,
        )
        .await;
    assert_eq!(refused.status, 404);

    // Meanwhile the last navy sofa sold: the merged line keeps what is left (none: dropped).
    sqlx::query("UPDATE catalog_products SET stock_level = 0 WHERE id = $1")
        .bind(LAST_NAVY_SOFA)
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    let merged = app
        .call_as(
            "POST",
            &format!("{BASKETS}/actions/merge?{SITE}&createDestinationBasket=true"),
            token,
            None,
        )
        .await;
    assert_eq!(merged.status, 200, "{}", merged.text());
    assert_eq!(lines(&merged.json()), []);
    assert_eq!(
        merged.json()["customerInfo"]["customerId"],
        signed_in["customer_id"]
    );
}
both_databases!(a_merge_keeps_quantities_the_product_takes_and_makes_the_basket_when_asked);

/// An address in Austin, Texas.
fn texas() -> Value {
    json!({
        "firstName": "Aisha", "lastName": "Khan", "address1": "12 Elm St",
        "city": "Austin", "stateCode": "TX", "postalCode": "78701", "countryCode": "US",
        "phone": "(512) 555-0100"
    })
}

async fn ship_to(app: &TestApp, token: &str, basket: &str, address: Value) -> TestResponse {
    app.call_as(
        "PUT",
        &basket_uri(basket, "/shipments/me/shipping-address"),
        token,
        Some(address),
    )
    .await
}

async fn each_line_states_its_lease_with_the_shipping_states_tax_once_known(app: &TestApp) {
    let guest = app.guest_session().await;
    let token = s(&guest["access_token"]);
    let id = s(&create(app, token).await["basketId"]).to_owned();
    let two = add(app, token, &id, CHARCOAL_SOFA, 2).await.json();
    // Two sofas, $1,095.98: the line's lease, weekly and before tax.
    let quote = &two["productItems"][0]["c_leaseQuote"];
    assert_eq!(quote["cashPrice"], 109_598, "{quote}");
    assert_eq!(quote["payFrequency"], "weekly");
    assert_eq!(quote["taxIncluded"], false);
    assert_eq!(quote["numberOfPayments"], 52);
    let before_tax = quote["paymentAmount"].as_i64().unwrap();

    // Shipping to Texas: the same lease with Texas's sales tax in every payment.
    let shipped = ship_to(app, token, &id, texas()).await;
    assert_eq!(shipped.status, 200, "{}", shipped.text());
    let quote = &shipped.json()["productItems"][0]["c_leaseQuote"];
    assert_eq!(quote["state"], "TX");
    assert_eq!(quote["taxIncluded"], true);
    assert!(
        quote["paymentAmount"].as_i64().unwrap() > before_tax,
        "{quote}"
    );

    // Minnesota, where lease-to-own is not offered: no quote.
    let minnesota = json!({
        "firstName": "Aisha", "lastName": "Khan", "address1": "1 Main St",
        "city": "Minneapolis", "stateCode": "MN", "postalCode": "55401",
        "countryCode": "US", "phone": "(612) 555-0100"
    });
    let excluded = ship_to(app, token, &id, minnesota).await.json();
    assert!(
        excluded["productItems"][0].get("c_leaseQuote").is_none(),
        "{excluded}"
    );

    // The site's own excluded states decide: once it names Texas, a Texas line has no quote.
    app.set_preference("excludedStates", r#"["TX"]"#).await;
    let texas = ship_to(app, token, &id, texas()).await.json();
    assert!(
        texas["productItems"][0].get("c_leaseQuote").is_none(),
        "{texas}"
    );
}
both_databases!(each_line_states_its_lease_with_the_shipping_states_tax_once_known);
