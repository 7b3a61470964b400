//! Catch-up plans (apiName `northwind-catcup`) on both databases: today's plans for María's
//! past-due lease, each spreading exactly the past-due amount; submitting one makes the lease
//! Active with the plan shown; stale or repeated submits; another customer's lease.

use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{
    s, token, TestApp, TestResponse, JAMES, LEASE, MARIA, MARIA_PAST_DUE, MARIA_TV, UNKNOWN,
};

const CATCHUP: &str = "/mobify/proxy/api/custom/northwind-catcup/v1/organizations/f_ecom_northwind";

async fn plans(app: &TestApp, token: &str, lease: &str) -> TestResponse {
    app.call(
        "GET",
        &format!("{CATCHUP}/fetch_catch_up_plans?siteId=northwind&c_lease_guid={lease}"),
    )
    .bearer(token)
    .send()
    .await
}

async fn submit(app: &TestApp, token: &str, key: &str, lease: &str, plan: &str) -> TestResponse {
    app.call(
        "POST",
        &format!("{CATCHUP}/submit_catch_up_plan?siteId=northwind"),
    )
    .bearer(token)
    .header("Idempotency-Key", key)
    .json(json!({ "c_lease_guid": lease, "c_plan_id": plan }))
    .send()
    .await
}

async fn details(app: &TestApp, token: &str, lease: &str) -> Value {
    let response = app
        .call(
            "GET",
            &format!("{LEASE}/lease_details?siteId=northwind&c_lease_guid={lease}"),
        )
        .bearer(token)
        .send()
        .await;
    response.json()["standardized"].clone()
}

async fn a_plan_spreads_the_past_due_amount_and_brings_the_lease_current(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let before = details(app, &maria, MARIA_PAST_DUE).await;
    assert_eq!(before["status"], "PastDue");
    let offered = plans(app, &maria, MARIA_PAST_DUE).await;
    assert_eq!(offered.status, 200, "{}", offered.text());
    let offered = offered.json()["standardized"].clone();
    let list = offered["plans"].as_array().unwrap().clone();
    let counts: Vec<u64> = list
        .iter()
        .map(|p| p["installments"].as_u64().unwrap())
        .collect();
    assert_eq!(counts, [2, 3, 4]);
    for plan in &list {
        let payments = plan["payments"].as_array().unwrap();
        assert_eq!(
            payments.len() as u64,
            plan["installments"].as_u64().unwrap()
        );
        let shares: i64 = payments
            .iter()
            .map(|p| p["rent_amount"].as_i64().unwrap())
            .sum();
        assert_eq!(
            shares,
            before["past_due"]["pretax"].as_i64().unwrap(),
            "shares sum to the past due"
        );
        for payment in payments {
            assert!(payment["total_rent_amount"].as_i64() > payment["rent_amount"].as_i64());
        }
    }
    assert_eq!(offered["active_plan"], Value::Null);
    // The three-payment plan (the portal's preselected one).
    let chosen = &list[1];
    let submitted = submit(app, &maria, "plan-1", MARIA_PAST_DUE, s(&chosen["id"])).await;
    assert_eq!(submitted.status, 200, "{}", submitted.text());
    let body = submitted.json()["standardized"].clone();
    assert_eq!(body["lease_status"], "Active");
    assert_eq!(body["plan"]["payments"], chosen["payments"]);
    let after = details(app, &maria, MARIA_PAST_DUE).await;
    assert_eq!(after["status"], "Active");
    assert_eq!(after["past_due"]["total"], 0);
    // The plan is shown, and no other is offered while it is kept.
    let now = plans(app, &maria, MARIA_PAST_DUE).await.json()["standardized"].clone();
    assert_eq!(now["plans"], json!([]));
    assert_eq!(now["active_plan"]["status"], "active");
    assert_eq!(now["active_plan"]["payments"], chosen["payments"]);
    // The same submit again answers the same; a new one is refused.
    let again = submit(app, &maria, "plan-1", MARIA_PAST_DUE, s(&chosen["id"])).await;
    assert_eq!(
        (again.status, again.json()),
        (submitted.status, submitted.json())
    );
    let another = submit(app, &maria, "plan-2", MARIA_PAST_DUE, s(&list[0]["id"])).await;
    assert_eq!(another.status, 409, "{}", another.text());
    assert_eq!(another.json()["reason"], "plan_not_offered");
}
both_databases!(a_plan_spreads_the_past_due_amount_and_brings_the_lease_current);

async fn a_stale_or_unknown_plan_is_refused(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let list = plans(app, &maria, MARIA_PAST_DUE).await.json()["standardized"]["plans"].clone();
    let id = s(&list[0]["id"]).to_owned();
    let (_, installments) = id.split_once(':').unwrap();
    let stale = submit(
        app,
        &maria,
        "s-1",
        MARIA_PAST_DUE,
        &format!("2020-01-01:{installments}"),
    )
    .await;
    assert_eq!(stale.status, 409, "{}", stale.text());
    let malformed = submit(app, &maria, "s-2", MARIA_PAST_DUE, "three").await;
    assert_eq!(
        (
            malformed.status.as_u16(),
            malformed.json()["parameter"].clone()
        ),
        (400, json!("c_plan_id"))
    );
    let day = id.split_once(':').unwrap().0;
    let not_offered = submit(app, &maria, "s-3", MARIA_PAST_DUE, &format!("{day}:7")).await;
    assert_eq!(not_offered.status, 409);
    // Nothing past due: nothing offered, nothing taken.
    let current = plans(app, &maria, MARIA_TV).await.json()["standardized"].clone();
    assert_eq!(current["plans"], json!([]));
    let none = submit(app, &maria, "s-4", MARIA_TV, &format!("{day}:3")).await;
    assert_eq!(none.status, 409);
    assert_eq!(
        details(app, &maria, MARIA_PAST_DUE).await["status"],
        "PastDue",
        "unchanged"
    );
}
both_databases!(a_stale_or_unknown_plan_is_refused);

async fn another_customers_lease_answers_like_an_unknown_one(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let james = token(app, JAMES).await;
    let id = s(&plans(app, &maria, MARIA_PAST_DUE).await.json()["standardized"]["plans"][1]["id"])
        .to_owned();
    let unknown = plans(app, &james, UNKNOWN).await;
    let theirs = plans(app, &james, MARIA_PAST_DUE).await;
    assert_eq!(
        (theirs.status, theirs.json()),
        (unknown.status, unknown.json())
    );
    assert_eq!(theirs.status, 404);
    let taken = submit(app, &james, "j-1", MARIA_PAST_DUE, &id).await;
    assert_eq!(
        (taken.status, taken.json()["message"].clone()),
        (unknown.status, unknown.json()["message"].clone())
    );
    assert_eq!(
        details(app, &maria, MARIA_PAST_DUE).await["status"],
        "PastDue"
    );
}
both_databases!(another_customers_lease_answers_like_an_unknown_one);
