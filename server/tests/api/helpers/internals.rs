//! The calls the tests make into the library's own stores, each made here and nowhere else: a
//! catalog change as the import writes it, a site preference inserted, customers stored with
//! drawn numbers, a payment recorded pending and charged, the kept activity counted, the
//! servicing rules read and replaced, and a message enqueued. When the library offers these
//! as public operations, only this file changes.

use leasefront::error::AppResult;
use leasefront::identity::model::NewCustomer;
use leasefront::outbox::model::Channel;
use servicing::ServicingRules;
use sqlx::{Any, AnyConnection, Pool};

use super::{TestApp, MARIA_TV, ORG};

/// Changes a product's stock and list price (no sale price) as the catalog import does, and
/// commits; whether there was such a product.
pub async fn set_stock_and_price(
    app: &TestApp,
    product: &str,
    stock: i64,
    list_price_cents: i64,
) -> bool {
    let mut tx = app.state.db.begin_write().await.unwrap();
    let changed = leasefront::catalog::operations::update_stock_and_price(
        &mut tx,
        product,
        stock,
        Some(list_price_cents),
        None,
        1,
    )
    .await
    .unwrap();
    tx.commit().await.unwrap();
    changed
}

/// Inserts one of the demo site's custom preferences (a preference it has is left as it is).
pub async fn insert_preference(app: &TestApp, preference_id: &str, value_json: &str) {
    leasefront::prefs::operations::insert_preference(
        &app.state.db.pool,
        "northwind",
        preference_id,
        value_json,
    )
    .await
    .unwrap();
}

/// A customer of the demo organization with only an email of its own.
fn new_customer(email: &str) -> NewCustomer<'_> {
    NewCustomer {
        email,
        first_name: "N",
        last_name: "C",
        phone: None,
        password_hash: "x",
        accepts_marketing: false,
        lease_customer_guid: None,
    }
}

/// Stores a customer as registration does, its customer number drawn by `draw_number`; its id.
pub async fn insert_customer_numbered(
    conn: &mut AnyConnection,
    email: &str,
    draw_number: &mut (dyn FnMut() -> String + Send),
) -> AppResult<String> {
    leasefront::identity::operations::insert_customer_numbered(
        conn,
        ORG,
        &new_customer(email),
        0,
        draw_number,
    )
    .await
}

/// Stores a customer as registration does; its id.
pub async fn insert_customer(conn: &mut AnyConnection, email: &str) -> AppResult<String> {
    leasefront::identity::operations::insert_customer(conn, ORG, &new_customer(email), 0).await
}

/// What a server that died between charging and settling leaves: a $20.00 payment (+ $1.65
/// tax) recorded pending under `key` with `guid`, and the processor's charge of it.
pub async fn recorded_and_charged(app: &TestApp, card: &str, key: &str, guid: &str, now_ms: i64) {
    let (seq, customer): (i64, String) =
        sqlx::query_as("SELECT seq, customer_id FROM leases WHERE guid = $1")
            .bind(MARIA_TV)
            .fetch_one(&app.state.db.pool)
            .await
            .unwrap();
    leasefront::payments::operations::record_pending(
        &app.state.db.pool,
        &leasefront::payments::operations::NewPayment {
            guid,
            lease_seq: seq,
            customer_id: &customer,
            idempotency_key: key,
            method_guid: card,
            method_label: "Visa •••• 4242",
            kind: "custom",
            pretax: 2000,
            tax: 165,
            total: 2165,
            authorization_text: None,
            source: "portal",
        },
        now_ms,
    )
    .await
    .unwrap();
    let (token, _) =
        leasefront::payment_methods::operations::charge_info(&app.state.db.pool, seq, card)
            .await
            .unwrap()
            .unwrap();
    app.state
        .gateway
        .charge(&token, servicing::Cents::new(2165), guid)
        .await
        .unwrap();
}

/// How many recommendation activities are kept.
pub async fn activity_count(app: &TestApp) -> AppResult<i64> {
    leasefront::recs::operations::activity_count(&app.state.db.pool).await
}

/// The demo organization's servicing rules.
pub async fn servicing_rules(app: &TestApp) -> AppResult<ServicingRules> {
    leasefront::lease::operations::rules(&app.state.db.pool, ORG).await
}

/// Replaces the demo organization's servicing rules; how many leases it marked due.
pub async fn replace_servicing_rules(
    tx: &mut AnyConnection,
    rules: &ServicingRules,
    now_ms: i64,
) -> AppResult<u64> {
    leasefront::lease::operations::replace_rules(tx, ORG, rules, now_ms).await
}

/// Puts a message in the outbox, as the features do.
pub async fn enqueue(
    pool: &Pool<Any>,
    channel: Channel,
    recipient: &str,
    subject: &str,
    body: &str,
    now_ms: i64,
) -> AppResult<()> {
    leasefront::outbox::operations::send(pool, channel, recipient, subject, body, now_ms).await
}
