//! The ownership matrix, made from the OpenAPI document: every operation that takes the id of a
//! customer's record (the customer, a lease, a payment method, a basket and its items, an
//! order, an address, a product list and its items, the shopper session) is called by one
//! customer with a second customer's id and with a well-formed unknown one. The two answers are
//! the same (the id itself aside), and the second customer's records read the same afterwards.
//! Every name in the document that looks like an id must be in `NAMES`, owned or not: a new
//! operation fails this test until its ids are placed, so it is covered the day it is added.

mod document;
mod fixtures;

use std::collections::BTreeMap;

use serde_json::Value;

use crate::both_databases;
use crate::helpers::{TestApp, TestResponse, ORG};
use document::{operations, Operation, Place, Slot};
use fixtures::{unknown, Customer, Fixture, CARLOS, MARIA};

/// What an owned id names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Customer,
    Lease,
    PaymentMethod,
    Basket,
    BasketItem,
    PaymentInstrument,
    Order,
    Address,
    ProductList,
    ProductListItem,
    Usid,
}

const KINDS: [Kind; 11] = [
    Kind::Customer,
    Kind::Lease,
    Kind::PaymentMethod,
    Kind::Basket,
    Kind::BasketItem,
    Kind::PaymentInstrument,
    Kind::Order,
    Kind::Address,
    Kind::ProductList,
    Kind::ProductListItem,
    Kind::Usid,
];

pub enum Class {
    Owned(Kind),
    /// Why it names nothing of one customer's.
    NotOwned(&'static str),
}
use Class::{NotOwned, Owned};

/// Every id-like name of the document (any path parameter; any other parameter or body field
/// named like an id) and whose record it names. `operation.name` is for that operation only.
pub const NAMES: &[(&str, Class)] = &[
    ("customer_id", Owned(Kind::Customer)),
    ("c_lease_guid", Owned(Kind::Lease)),
    ("c_payment_method_guid", Owned(Kind::PaymentMethod)),
    ("basket_id", Owned(Kind::Basket)),
    ("create_order.basketId", Owned(Kind::Basket)),
    ("update_basket_item.item_id", Owned(Kind::BasketItem)),
    ("remove_basket_item.item_id", Owned(Kind::BasketItem)),
    ("payment_instrument_id", Owned(Kind::PaymentInstrument)),
    ("order_no", Owned(Kind::Order)),
    ("address_name", Owned(Kind::Address)),
    ("list_id", Owned(Kind::ProductList)),
    (
        "delete_product_list_item.item_id",
        Owned(Kind::ProductListItem),
    ),
    ("usid", Owned(Kind::Usid)),
    ("organization_id", NotOwned("the deployment's organization")),
    ("siteId", NotOwned("a site")),
    ("site", NotOwned("a site")),
    ("site_id", NotOwned("a site")),
    ("channel_id", NotOwned("a site")),
    ("client_id", NotOwned("a client application")),
    ("x-cq-client-id", NotOwned("a client application")),
    ("api", NotOwned("the brand's API name")),
    (
        "shipment_id",
        NotOwned("the basket's one shipment, `me`: the basket is the owned part"),
    ),
    ("id", NotOwned("a product, a category or a shipping method")),
    ("ids", NotOwned("products, categories or stores")),
    ("productId", NotOwned("a product")),
    ("categoryId", NotOwned("a category")),
    (
        "paymentMethodId",
        NotOwned("the kind of payment (the lease)"),
    ),
    ("merchantId", NotOwned("a store of the marketplace")),
    ("page_id", NotOwned("a content page")),
    ("content_id", NotOwned("a content asset")),
    ("typeId", NotOwned("a kind of post")),
    ("activity", NotOwned("a kind of shopper activity")),
    ("recommender", NotOwned("a recommender")),
    ("zone", NotOwned("a page zone")),
    (
        "c_plan_id",
        NotOwned("one of today's catch-up plans: the lease is the owned part"),
    ),
    (
        "addressId",
        NotOwned("the name of a new address, under the caller's own customer id"),
    ),
    (
        "challengeId",
        NotOwned("a sign-in's code challenge, before any customer is known"),
    ),
    (
        "user_id",
        NotOwned("a login to reset: anyone may ask, and every answer is alike"),
    ),
    (
        "userId",
        NotOwned("the public activity and recommendation calls never keep or read it"),
    ),
    (
        "cookieId",
        NotOwned("an anonymous visitor's own cookie: no customer's record"),
    ),
    (
        "einstein_activity.basketId",
        NotOwned("the public activity call never keeps or reads it"),
    ),
    (
        "shopper_token.usid",
        NotOwned("the grant's session is its code's or refresh token's"),
    ),
    (
        "shopper_password_action.usid",
        NotOwned("a password reset names a login, not a session"),
    ),
    (
        "shopper_password_reset.usid",
        NotOwned("a password reset names a login, not a session"),
    ),
];

/// Writes `value` at a JSON pointer of the body (objects made as needed).
fn set(body: &mut Value, pointer: &str, value: &str) {
    let mut node = body;
    for part in pointer.trim_start_matches('/').split('/') {
        assert!(
            part != "*",
            "an owned id inside an array ({pointer}): extend the probe"
        );
        node = node
            .as_object_mut()
            .unwrap_or_else(|| panic!("the fixture body has no object at {pointer}"))
            .entry(part)
            .or_insert_with(|| Value::Object(Default::default()));
    }
    *node = Value::String(value.to_owned());
}

/// The probed ids of a call: each slot and the value it is given.
type Probed<'a> = [(&'a Slot, String)];

/// One call of `op` as `caller`: the probed slots hold their given value, its other owned ids
/// the caller's own.
async fn call(
    app: &TestApp,
    op: &Operation,
    fixture: &Fixture,
    caller: &Customer,
    probed: &Probed<'_>,
) -> TestResponse {
    let value = |slot: &Slot| match probed.iter().find(|(p, _)| p.name == slot.name) {
        Some((_, value)) => value.clone(),
        None => caller.id(slot.kind).to_owned(),
    };
    let given = |name: &str| -> Option<String> {
        let owned = op
            .owned
            .iter()
            .find(|slot| slot.name == name && !matches!(slot.place, Place::Body(_)));
        let fixed = fixture
            .params
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.clone());
        let common = match name {
            "organization_id" => Some(ORG),
            "siteId" => Some("northwind"),
            "locale" => Some("en-US"),
            "shipment_id" => Some("me"),
            _ => None,
        };
        owned.map(value).or(fixed).or(common.map(str::to_owned))
    };
    let mut path = op.path.clone();
    let mut query = form_urlencoded::Serializer::new(String::new());
    let mut headers = Vec::new();
    for (name, place, required) in &op.params {
        let value = match place.as_str() {
            "header" if name.eq_ignore_ascii_case("idempotency-key") => {
                Some(uuid::Uuid::new_v4().to_string())
            }
            _ => given(name),
        };
        let Some(value) = value else {
            assert!(
                !required,
                "{}: no value for its required {place} parameter {name}: add it to its fixture",
                op.id
            );
            continue;
        };
        match place.as_str() {
            "path" => path = path.replace(&format!("{{{name}}}"), &value),
            "query" => {
                query.append_pair(name, &value);
            }
            _ => headers.push((name.clone(), value)),
        }
    }
    let mut request = app.call(&op.method, &format!("{path}?{}", query.finish()));
    request = match &fixture.authorization {
        Some(authorization) => request.header("authorization", authorization),
        None => request.bearer(&caller.token),
    };
    for (name, value) in &headers {
        request = request.header(name, value);
    }
    if let Some(media) = &op.body {
        let mut body = fixture.body.clone().unwrap_or_else(|| {
            panic!(
                "{} ({} {}) takes a body and has no fixture: add one in ownership/fixtures.rs",
                op.id, op.method, op.path
            )
        });
        for slot in &op.owned {
            if let Place::Body(pointer) = &slot.place {
                set(&mut body, pointer, &value(slot));
            }
        }
        request = if media.contains("form-urlencoded") {
            let fields = body
                .as_object()
                .expect("a form fixture is an object of strings");
            let pairs: Vec<(&str, &str)> = fields
                .iter()
                .map(|(k, v)| (k.as_str(), v.as_str().expect("a form field is a string")))
                .collect();
            request.form(&pairs)
        } else {
            request.json(body)
        };
    }
    request.send().await
}

/// Every choice of the owned ids to give another customer's (or an unknown) value, the caller's
/// own in the others: each alone, and each pair and more together (another customer's list with
/// her item, under the caller's own customer id, is a way in as much as her list alone).
fn probes(op: &Operation) -> Vec<Vec<&Slot>> {
    (1..1usize << op.owned.len())
        .map(|set| {
            let chosen = op
                .owned
                .iter()
                .enumerate()
                .filter(|(i, _)| set & (1 << i) != 0);
            chosen.map(|(_, slot)| slot).collect()
        })
        .collect()
}

/// An answer with each probed id written as its name.
#[derive(Debug, PartialEq)]
struct Answer {
    status: u16,
    body: String,
    /// A header carries the id (a sign-in's redirect naming the session it kept).
    id_in_headers: bool,
}

fn answer(res: &TestResponse, probed: &Probed<'_>) -> Answer {
    let mut body = res.text();
    let mut id_in_headers = false;
    for (slot, id) in probed {
        body = body.replace(id.as_str(), &format!("<{}>", slot.name));
        id_in_headers |= res
            .headers
            .values()
            .any(|v| v.to_str().unwrap_or("").contains(id.as_str()));
    }
    Answer {
        status: res.status.as_u16(),
        body,
        id_in_headers,
    }
}

async fn another_customers_ids_answer_like_unknown_ones(app: &TestApp) {
    let operations = operations(&leasefront::app::openapi_document());
    let maria = fixtures::customer(app, &MARIA, false).await;
    let carlos = fixtures::customer(app, &CARLOS, true).await;
    let mut before = fixtures::records(app, &carlos).await;
    let mut matrix: BTreeMap<Kind, Vec<&str>> = BTreeMap::new();
    for op in operations.iter().filter(|op| !op.owned.is_empty()) {
        let fixture = fixtures::fixture(&op.id, app, &maria);
        for probe in probes(op) {
            let names: Vec<&str> = probe.iter().map(|slot| slot.name.as_str()).collect();
            let with = |of: &dyn Fn(Kind) -> String| -> Vec<(&Slot, String)> {
                probe.iter().map(|slot| (*slot, of(slot.kind))).collect()
            };
            let (theirs, nobodys) = (
                with(&|kind| carlos.id(kind).to_owned()),
                with(&|kind| unknown(kind).to_owned()),
            );
            let to_theirs = call(app, op, &fixture, &maria, &theirs).await;
            let to_nobodys = call(app, op, &fixture, &maria, &nobodys).await;
            assert!(
                !matches!(to_nobodys.status.as_u16(), 400 | 401 | 415 | 422),
                "{} with an unknown {names:?} never reached its ownership check: {} {}; fix its fixture",
                op.id, to_nobodys.status, to_nobodys.text()
            );
            assert_eq!(
                answer(&to_theirs, &theirs),
                answer(&to_nobodys, &nobodys),
                "{} ({} {}): another customer's {names:?} answers unlike an unknown one",
                op.id,
                op.method,
                op.path
            );
        }
        let after = fixtures::records(app, &carlos).await;
        for (was, is) in before.iter().zip(&after) {
            assert_eq!(
                was, is,
                "{} with another customer's ids changed what she reads",
                op.id
            );
        }
        before = after;
        for slot in &op.owned {
            matrix.entry(slot.kind).or_default().push(&op.id);
        }
    }
    let missing: Vec<_> = KINDS
        .iter()
        .filter(|kind| !matrix.contains_key(kind))
        .collect();
    assert!(
        missing.is_empty(),
        "no operation takes an id of {missing:?}"
    );
    // The matrix, for `--nocapture`.
    for (kind, ops) in &matrix {
        eprintln!("{kind:?} ({}): {}", ops.len(), ops.join(", "));
    }
    for (name, class) in NAMES {
        if let NotOwned(why) = class {
            eprintln!("not owned: {name}: {why}");
        }
    }
}
both_databases!(another_customers_ids_answer_like_unknown_ones);
