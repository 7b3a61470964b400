//! The portal's lease calls: the dashboard's list, a lease's details and what is past due,
//! another customer's lease answering like an unknown one, the agreement in the customer's
//! locale, and Benefits Plus enrolled and cancelled once.

use serde_json::json;

use super::{details, get, BENEFITS};
use crate::both_databases;
use crate::helpers::{
    s, token, TestApp, AISHA, JAMES, JAMES_CHARGED_OFF, LEASE, MARIA, MARIA_PAST_DUE, MARIA_TV,
    SHOPPER, UNKNOWN,
};

async fn the_dashboard_lists_each_customers_own_leases(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let (status, body) = get(
        app,
        &maria,
        &format!("{LEASE}/lease_dashboard?siteId=northwind"),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["statusCode"], 200);
    let leases = body["standardized"]["leases"].as_array().unwrap();
    let summary: Vec<(&str, &str)> = leases
        .iter()
        .map(|l| (s(&l["lease_number"]), s(&l["status"])))
        .collect();
    assert_eq!(
        summary,
        [
            ("100245873", "Active"),
            ("100245872", "PastDue"),
            ("100245871", "Active")
        ],
        "newest first, with the status each demo lease was made for"
    );
    assert_eq!(body["standardized"]["lease_number"], "100245873");
    assert_eq!(
        body["standardized"]["store"]["name"],
        "Brightline Electronics"
    );
    assert_eq!(leases[0]["store_name"], "Brightline Electronics");
    assert!(body["standardized"]["debt_buyer"].is_null());

    let james = token(app, JAMES).await;
    let (_, body) = get(
        app,
        &james,
        &format!("{LEASE}/lease_dashboard?siteId=northwind"),
    )
    .await;
    let leases = body["standardized"]["leases"].as_array().unwrap();
    assert_eq!(leases[0]["status"], "PaidOut");
    assert_eq!(leases[1]["status"], "ChargedOff");
    assert_eq!(leases[1]["debt_buyer"], "Summit Recovery Partners");

    // A lease customer without leases: no content.
    let aisha = token(app, AISHA).await;
    let (status, _) = get(
        app,
        &aisha,
        &format!("{LEASE}/lease_dashboard?siteId=northwind"),
    )
    .await;
    assert_eq!(status, 204);

    // A guest session is not a portal session; no token is no session.
    let guest = app.guest_session().await;
    let (status, _) = get(
        app,
        s(&guest["access_token"]),
        &format!("{LEASE}/lease_dashboard?siteId=northwind"),
    )
    .await;
    assert_eq!(status, 403);
    let res = app
        .call("GET", &format!("{LEASE}/lease_dashboard?siteId=northwind"))
        .send()
        .await;
    assert_eq!(res.status, 401);
}
both_databases!(the_dashboard_lists_each_customers_own_leases);

async fn lease_details_add_up_and_show_what_is_past_due(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let (status, body) = get(app, &maria, &details(MARIA_PAST_DUE)).await;
    assert_eq!(status, 200, "{body}");
    let lease = &body["standardized"];
    assert_eq!(lease["status"], "PastDue");
    assert_eq!(lease["pay_frequency"], "weekly");
    assert_eq!(lease["state_code"], "TX");
    assert_eq!(lease["zip_code"], "78205");
    assert_eq!(lease["approved_amount"], 400_000);
    assert_eq!(lease["cash_price"], 74_900 + 32_900);
    // Four weeks missed: past due with a late fee on each missed payment past the grace days.
    assert!(lease["days_past_due"].as_i64().unwrap() >= 25, "{lease}");
    let past_due = lease["past_due"]["total"].as_i64().unwrap();
    assert!(past_due > 0);
    assert_eq!(
        past_due,
        lease["past_due"]["pretax"].as_i64().unwrap() + lease["past_due"]["tax"].as_i64().unwrap()
    );
    let schedule = lease["schedule"].as_array().unwrap();
    assert_eq!(
        schedule.len(),
        1 + 52,
        "the initial payment and 52 weekly ones"
    );
    let rent: i64 = schedule.iter().map(|p| p["rent"].as_i64().unwrap()).sum();
    assert_eq!(rent, lease["total_of_payments"].as_i64().unwrap());
    assert!(
        lease["payoff"]["amount"]["total"].as_i64().unwrap() <= lease["balance"].as_i64().unwrap()
    );
    assert!(lease["next_payment"]["date"].is_string());

    // The TV lease is inside its 90-day window: same-as-cash payoff.
    let (_, body) = get(app, &maria, &details(MARIA_TV)).await;
    assert_eq!(body["standardized"]["payoff"]["option"], "same_as_cash");
    assert_eq!(body["standardized"]["past_due"]["total"], 0);
}
both_databases!(lease_details_add_up_and_show_what_is_past_due);

async fn another_customers_lease_answers_like_an_unknown_one(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    for path in [
        details(JAMES_CHARGED_OFF),
        format!("{LEASE}/get_agreement?siteId=northwind&c_lease_guid={JAMES_CHARGED_OFF}"),
    ] {
        let theirs = get(app, &maria, &path).await;
        let unknown = get(app, &maria, &path.replace(JAMES_CHARGED_OFF, UNKNOWN)).await;
        assert_eq!(theirs.0, 404, "{path}");
        assert_eq!(
            theirs, unknown,
            "{path}: the same answer as a lease that does not exist"
        );
        let malformed = get(
            app,
            &maria,
            &path.replace(JAMES_CHARGED_OFF, "1%27%20OR%201%3D1"),
        )
        .await;
        assert_eq!(malformed, unknown, "{path}");
        let missing = get(app, &maria, &path.replace(JAMES_CHARGED_OFF, "")).await;
        assert_eq!(missing.0, 400);
    }
    for endpoint in ["enroll", "cancel"] {
        let theirs = app
            .call("POST", &format!("{BENEFITS}/{endpoint}?siteId=northwind"))
            .bearer(&maria)
            .json(json!({ "c_lease_guid": JAMES_CHARGED_OFF }))
            .send()
            .await;
        let unknown = app
            .call("POST", &format!("{BENEFITS}/{endpoint}?siteId=northwind"))
            .bearer(&maria)
            .json(json!({ "c_lease_guid": UNKNOWN }))
            .send()
            .await;
        assert_eq!(theirs.status, 404);
        assert_eq!(theirs.json(), unknown.json());
    }
    // A registered shopper with no lease reads nothing either.
    let shopper = token(app, SHOPPER).await;
    assert_eq!(get(app, &shopper, &details(MARIA_TV)).await.0, 404);
}
both_databases!(another_customers_lease_answers_like_an_unknown_one);

async fn the_agreement_carries_the_disclosures_in_the_customers_locale(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let (status, body) = get(
        app,
        &maria,
        &format!("{LEASE}/get_agreement?siteId=northwind&locale=es-US&c_lease_guid={MARIA_TV}"),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let agreement = &body["standardized"];
    assert_eq!(agreement["locale"], "es-US");
    assert_eq!(agreement["cash_price"], 119_999);
    assert_eq!(agreement["number_of_payments"], 1 + 12);
    assert_eq!(
        agreement["total_of_payments"], 233_998,
        "1.95 × $1,199.99 = $2,339.9805, half-up"
    );
    assert!(
        agreement["total_cost_to_own"].as_i64().unwrap()
            > agreement["total_of_payments"].as_i64().unwrap(),
        "tax on top"
    );
    assert_eq!(agreement["late_fee"], 500);
    assert_eq!(agreement["early_purchase_window_days"], 90);
    assert_eq!(agreement["early_purchase_fee"], 1_000);
}
both_databases!(the_agreement_carries_the_disclosures_in_the_customers_locale);

async fn benefits_plus_enrols_and_cancels_once(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let before = get(app, &maria, &details(MARIA_TV)).await.1["standardized"].clone();
    assert_eq!(before["benefits_plus"]["enrolled"], false);
    let post = |endpoint: &'static str, guid: &'static str| {
        let maria = maria.clone();
        async move {
            app.call("POST", &format!("{BENEFITS}/{endpoint}?siteId=northwind"))
                .bearer(&maria)
                .json(json!({ "c_lease_guid": guid }))
                .send()
                .await
        }
    };
    let enrolled = post("enroll", MARIA_TV).await;
    assert_eq!(enrolled.status, 200, "{}", enrolled.text());
    assert_eq!(enrolled.json()["standardized"]["enrolled"], true);
    assert!(
        enrolled.json()["standardized"]["payments_changed"]
            .as_u64()
            .unwrap()
            > 0
    );
    let after = get(app, &maria, &details(MARIA_TV)).await.1["standardized"].clone();
    assert_eq!(after["benefits_plus"]["enrolled"], true);
    assert!(
        after["next_payment"]["amount"]["total"].as_i64().unwrap()
            > before["next_payment"]["amount"]["total"].as_i64().unwrap(),
        "the next payment carries the fee and its tax"
    );
    // Again: nothing more changes.
    let again = post("enroll", MARIA_TV).await;
    assert_eq!(again.json()["standardized"]["payments_changed"], 0);

    let cancelled = post("cancel", MARIA_TV).await;
    assert_eq!(cancelled.json()["standardized"]["enrolled"], false);
    let restored = get(app, &maria, &details(MARIA_TV)).await.1["standardized"].clone();
    assert_eq!(restored["next_payment"], before["next_payment"]);

    // A charged-off lease sold to a debt buyer cannot change.
    let james = token(app, JAMES).await;
    let closed = app
        .call("POST", &format!("{BENEFITS}/enroll?siteId=northwind"))
        .bearer(&james)
        .json(json!({ "c_lease_guid": JAMES_CHARGED_OFF }))
        .send()
        .await;
    assert_eq!(closed.status, 409, "{}", closed.text());
}
both_databases!(benefits_plus_enrols_and_cancels_once);

async fn simultaneous_enrolments_change_the_lease_once(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let requests = (0..4)
        .map(|_| {
            app.call("POST", &format!("{BENEFITS}/enroll?siteId=northwind"))
                .bearer(&maria)
                .json(json!({ "c_lease_guid": MARIA_TV }))
                .build()
        })
        .collect();
    let answers = app.concurrently(requests).await;
    let changed: Vec<u64> = answers
        .iter()
        .map(|a| {
            assert_eq!(a.status, 200, "{}", a.text());
            a.json()["standardized"]["payments_changed"]
                .as_u64()
                .unwrap()
        })
        .collect();
    assert_eq!(
        changed.iter().filter(|&&n| n > 0).count(),
        1,
        "one enrolment changed the payments, the others found it done: {changed:?}"
    );
}
both_databases!(simultaneous_enrolments_change_the_lease_once);
