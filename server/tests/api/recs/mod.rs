//! Leasefront's recommendations behind the Einstein calls (`/mobify/proxy/einstein/v3`), on
//! both databases: activity intake (each bad field named, the client id header, unknown
//! activity and site, the per-address limit), nothing personal kept, the 90-day retention,
//! each recommender over activity seeded through the intake, the zones, the recommenders list.
//! The intake and the recommenders each have their file; the calls both make are here.

mod intake;
mod recommenders;

use serde_json::{json, Value};

use crate::helpers::{TestApp, TestResponse};

const BASE: &str = "/mobify/proxy/einstein/v3";
const CLIENT: &str = "northwind-einstein";

fn common(cookie: &str) -> Value {
    json!({"cookieId": cookie, "realm": "bbsv", "instanceType": "sbx"})
}

fn with(mut body: Value, extra: Value) -> Value {
    for (k, v) in extra.as_object().unwrap() {
        body[k] = v.clone();
    }
    body
}

/// An address of its own per visitor, so seeding never meets the rate limit.
fn peer_of(cookie: &str) -> String {
    let n: u32 = cookie.bytes().map(u32::from).sum::<u32>() + cookie.len() as u32 * 251;
    format!("10.{}.{}.{}:4000", (n >> 16) & 255, (n >> 8) & 255, n & 255)
}

async fn send_activity(app: &TestApp, activity: &str, body: Value, peer: &str) -> TestResponse {
    app.call("POST", &format!("{BASE}/activities/northwind/{activity}"))
        .header("x-cq-client-id", CLIENT)
        .peer(peer)
        .json(body)
        .send()
        .await
}

async fn accepted(app: &TestApp, activity: &str, cookie: &str, extra: Value) {
    let res = send_activity(app, activity, with(common(cookie), extra), &peer_of(cookie)).await;
    assert_eq!(res.status, 200, "{activity}: {}", res.text());
}

async fn view(app: &TestApp, cookie: &str, product: &str) {
    accepted(
        app,
        "viewProduct",
        cookie,
        json!({"product": {"id": product}}),
    )
    .await;
}

async fn add_to_cart(app: &TestApp, cookie: &str, product: &str, price: f64, quantity: i64) {
    let line = json!({"id": product, "price": price, "quantity": quantity});
    accepted(app, "addToCart", cookie, json!({"products": [line]})).await;
}

/// Keeps what is queued and rebuilds the model.
async fn refresh(app: &TestApp) {
    app.state.recs.refresh(&app.state).await.unwrap();
}

async fn ask(app: &TestApp, path: &str, body: Value) -> Value {
    let res = app
        .call("POST", &format!("{BASE}/personalization/{path}"))
        .header("x-cq-client-id", CLIENT)
        .json(body)
        .send()
        .await;
    assert_eq!(res.status, 200, "{path}: {}", res.text());
    res.json()
}

fn ids(answer: &Value) -> Vec<String> {
    answer["recs"]
        .as_array()
        .expect("recs is a list")
        .iter()
        .map(|r| r["id"].as_str().unwrap().to_owned())
        .collect()
}

async fn recs(app: &TestApp, recommender: &str, extra: Value) -> Vec<String> {
    let answer = ask(
        app,
        &format!("recs/northwind/{recommender}"),
        with(common("asker"), extra),
    )
    .await;
    assert_eq!(answer["recommenderName"], recommender);
    ids(&answer)
}

async fn kept_rows(app: &TestApp) -> i64 {
    app.state.recs.intake.flush().await;
    crate::helpers::activity_count(app).await.unwrap()
}
