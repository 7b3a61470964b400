//! The two customers of the ownership matrix, each holding one record of every kind an id can
//! name (made through the API, as that customer); what each operation needs besides its ids to
//! get past its checks; and what the second customer reads of her own records.

use std::collections::HashMap;

use base64::Engine;
use leasefront::clock::Clock;
use serde_json::{json, Value};

use super::Kind;
use crate::helpers::{
    pkce, s, TestApp, APP_CLIENT, APP_REDIRECT, BASKETS, CHECKOUT, CUSTOMERS, LEASE, MARIA_TV,
    METHODS, ORDERS,
};

const PAYMENTS: &str =
    "/mobify/proxy/api/custom/northwind-payments/v1/organizations/f_ecom_northwind";
const CATCH_UP: &str =
    "/mobify/proxy/api/custom/northwind-catcup/v1/organizations/f_ecom_northwind";
const PREAPPROVAL: &str = "/mobify/proxy/api/custom/preapproval/v1/organizations/f_ecom_northwind";
const CONTEXT: &str =
    "/mobify/proxy/api/shopper/shopper-context/v1/organizations/f_ecom_northwind/shopper-context";
const SITE: &str = "siteId=northwind&locale=en-US";
/// $547.99, 16 in stock: enough for a lease.
const SOFA: &str = "sofas-001-charcoal";

/// A demo lease customer and the lease of theirs the probes use.
pub struct Person {
    pub email: &'static str,
    pub password: &'static str,
    pub first: &'static str,
    pub last: &'static str,
    pub lease: &'static str,
    pub address_name: &'static str,
}

/// María: the caller of every probe (her Active monthly lease).
pub const MARIA: Person = Person {
    email: "maria.lopez@northwind-lease.example",
    password: "Lease#2026",
    first: "María",
    last: "López",
    lease: MARIA_TV,
    address_name: "maria-home",
};

/// Carlos: the other customer, whose ids María tries (his weekly past-due lease).
pub const CARLOS: Person = Person {
    email: "carlos.mendoza@northwind-lease.example",
    password: "Lease#2026",
    first: "Carlos",
    last: "Mendoza",
    lease: "4a7d2e90-6c1b-4e38-9f52-3b8e0c7a1d21",
    address_name: "carlos-home",
};

/// A signed-in customer and the id of their record of each kind.
pub struct Customer {
    pub person: &'static Person,
    pub token: String,
    ids: HashMap<Kind, String>,
}

impl Customer {
    pub fn id(&self, kind: Kind) -> &str {
        self.ids
            .get(&kind)
            .unwrap_or_else(|| panic!("{} has no {kind:?} in the fixtures", self.person.email))
    }
}

/// A well-formed id of each kind that nobody has.
pub fn unknown(kind: Kind) -> &'static str {
    match kind {
        Kind::Order => "NW99999999",
        Kind::Address => "nobodys-address",
        _ => "00000000-0000-4000-8000-000000000000",
    }
}

/// Calls as one customer (app, token) that must succeed.
struct As<'a>(&'a TestApp, &'a str);

impl As<'_> {
    /// The answer's JSON (Null when empty); a Null `body` sends none.
    async fn ok(&self, method: &str, uri: &str, body: Value) -> Value {
        let mut request = self
            .0
            .call(method, uri)
            .bearer(self.1)
            .header("idempotency-key", &uuid::Uuid::new_v4().to_string());
        if !body.is_null() {
            request = request.json(body);
        }
        let res = request.send().await;
        assert!(res.status.is_success(), "{method} {uri}: {}", res.text());
        if res.body.is_empty() {
            Value::Null
        } else {
            res.json()
        }
    }
}

fn name(person: &Person) -> String {
    format!("{} {}", person.first, person.last)
}

fn address(person: &Person) -> Value {
    json!({"firstName": person.first, "lastName": person.last, "address1": "100 Alamo Plaza",
           "city": "San Antonio", "stateCode": "TX", "postalCode": "78205", "countryCode": "US",
           "phone": "(210) 555-0100"})
}

fn card(person: &Person) -> Value {
    json!({"paymentMethodId": "NORTHWIND_LEASE", "paymentCard": {
        "number": "4242 4242 4242 4242", "securityCode": "123", "expirationMonth": 12,
        "expirationYear": 2031, "holder": name(person)}})
}

fn today(app: &TestApp) -> time::Date {
    time::OffsetDateTime::from_unix_timestamp(app.clock.now_ms() / 1000)
        .unwrap()
        .date()
}

/// A basket with a sofa, shipping to Texas and paid with a card, as answered.
async fn basket(me: &As<'_>, person: &Person) -> Value {
    let item = json!({"productItems": [{"productId": SOFA, "quantity": 1}]});
    let made = me.ok("POST", &format!("{BASKETS}?{SITE}"), item).await;
    let at = |rest: &str| format!("{BASKETS}/{}{rest}?{SITE}", s(&made["basketId"]));
    me.ok(
        "PUT",
        &at("/shipments/me/shipping-address"),
        address(person),
    )
    .await;
    let method = json!({"id": "white-glove"});
    me.ok("PUT", &at("/shipments/me/shipping-method"), method)
        .await;
    me.ok("POST", &at("/payment-instruments"), card(person))
        .await
}

/// Approved for a lease, then a basket signed and placed: the order's number.
async fn order(me: &As<'_>, person: &Person) -> String {
    let application = json!({
        "merchantId": "storefront", "firstName": person.first, "lastName": person.last,
        "dateOfBirth": "1988-03-02", "ssnLast4": "4321", "email": person.email,
        "address": {"street": "100 Alamo Plaza", "city": "San Antonio", "state": "TX",
                    "postalCode": "78205"},
        "phone": "210-555-0142", "smsConsent": false, "monthlyIncome": 250_000,
        "payFrequency": "bi_weekly",
        "nextPayday": (today(me.0) + time::Duration::days(7)).to_string(),
        "bank": {"routingNumber": "011000015", "accountNumber": "000123456789"}
    });
    let apply = format!("{PREAPPROVAL}/applications?siteId=northwind");
    me.ok("POST", &apply, application).await;
    let basket = basket(me, person).await;
    let id = s(&basket["basketId"]);
    let lease = me
        .ok("GET", &format!("{CHECKOUT}/{id}/lease?{SITE}"), Value::Null)
        .await;
    let signature = json!({"fullName": name(person), "consent": true,
                           "agreementVersion": lease["agreementVersion"]});
    me.ok(
        "PUT",
        &format!("{CHECKOUT}/{id}/signature?{SITE}"),
        signature,
    )
    .await;
    let placed = me
        .ok("POST", &format!("{ORDERS}?{SITE}"), json!({"basketId": id}))
        .await;
    s(&placed["orderNo"]).to_owned()
}

/// Signs `person` in and gives them one record of every kind (an order too, `with_order`).
pub async fn customer(app: &TestApp, person: &'static Person, with_order: bool) -> Customer {
    let tokens = app.login(person.email, person.password).await;
    let token = s(&tokens["access_token"]).to_owned();
    let me = As(app, &token);
    let customer_id = s(&tokens["customer_id"]).to_owned();
    let usid = s(&tokens["usid"]).to_owned();
    let card = json!({"c_lease_guid": person.lease, "type": "card", "make_default": true,
        "card": {"number": "4242424242424242", "exp_month": 12, "exp_year": 2031,
                 "security_code": "123", "holder_name": name(person), "postal_code": "78205"}});
    let methods = me.ok("POST", &format!("{METHODS}/add?{SITE}"), card).await;
    let order = match with_order {
        true => Some(order(&me, person).await),
        false => None,
    };
    let basket = basket(&me, person).await;
    let mut saved = address(person);
    saved["addressId"] = json!(person.address_name);
    let customers = format!("{CUSTOMERS}/customers/{customer_id}");
    me.ok("POST", &format!("{customers}/addresses?{SITE}"), saved)
        .await;
    let lists = format!("{customers}/product-lists");
    let list = json!({"type": "wish_list"});
    let list = me.ok("POST", &format!("{lists}?{SITE}"), list).await;
    let list_id = s(&list["id"]);
    let item = json!({"productId": SOFA, "type": "product"});
    let item = me
        .ok("POST", &format!("{lists}/{list_id}/items?{SITE}"), item)
        .await;
    let context = json!({"customQualifiers": {"segment": person.last}});
    me.ok("PUT", &format!("{CONTEXT}/{usid}?{SITE}"), context)
        .await;
    let text = |v: &Value| s(v).to_owned();
    let mut ids = HashMap::from([
        (Kind::Customer, customer_id.clone()),
        (Kind::Usid, usid.clone()),
        (Kind::Lease, person.lease.to_owned()),
        (
            Kind::PaymentMethod,
            text(&methods["standardized"]["payment_methods"][0]["guid"]),
        ),
        (Kind::Basket, text(&basket["basketId"])),
        (Kind::BasketItem, text(&basket["productItems"][0]["itemId"])),
        (
            Kind::PaymentInstrument,
            text(&basket["paymentInstruments"][0]["paymentInstrumentId"]),
        ),
        (Kind::Address, person.address_name.to_owned()),
        (Kind::ProductList, list_id.to_owned()),
        (Kind::ProductListItem, text(&item["id"])),
    ]);
    if let Some(order) = order {
        ids.insert(Kind::Order, order);
    }
    Customer { person, token, ids }
}

/// Everything `owner` reads of their own records: (what was read, its status and body).
pub async fn records(app: &TestApp, owner: &Customer) -> Vec<(String, u16, String)> {
    let id = |kind| owner.id(kind);
    let me = format!("{CUSTOMERS}/customers/{}", id(Kind::Customer));
    let lease = format!("{SITE}&c_lease_guid={}", id(Kind::Lease));
    let mut reads = vec![
        format!("{me}?{SITE}"),
        format!("{me}/addresses?{SITE}"),
        format!("{me}/addresses/{}?{SITE}", id(Kind::Address)),
        format!("{me}/product-lists?{SITE}"),
        format!("{me}/product-lists/{}?{SITE}", id(Kind::ProductList)),
        format!("{me}/baskets?{SITE}"),
        format!("{me}/orders?{SITE}"),
        format!("{BASKETS}/{}?{SITE}", id(Kind::Basket)),
        format!("{CHECKOUT}/{}/lease?{SITE}", id(Kind::Basket)),
        format!("{LEASE}/lease_dashboard?{SITE}"),
        format!("{LEASE}/lease_details?{lease}"),
        format!("{METHODS}/fetch_all?{lease}"),
        format!("{PAYMENTS}/view_payments?{lease}"),
        format!("{CATCH_UP}/fetch_catch_up_plans?{lease}"),
        format!("{CONTEXT}/{}?{SITE}", id(Kind::Usid)),
    ];
    if owner.ids.contains_key(&Kind::Order) {
        reads.push(format!("{ORDERS}/{}?{SITE}", id(Kind::Order)));
    }
    let mut out = Vec::new();
    for uri in reads {
        let res = app.call_as("GET", &uri, &owner.token, None).await;
        assert!(res.status.is_success(), "{uri}: {}", res.text());
        out.push((uri, res.status.as_u16(), res.text()));
    }
    out
}

/// What an operation needs besides its ids for a probe to reach its ownership check.
#[derive(Default)]
pub struct Fixture {
    /// Its other parameters, by name (in the path or the query, as the document says).
    pub params: Vec<(&'static str, String)>,
    /// Its body; each probe writes its ids into it.
    pub body: Option<Value>,
    /// Its own Authorization header instead of the caller's bearer token (the sign-in).
    pub authorization: Option<String>,
}

/// The fixture of each operation that takes an owned id, for `caller`. An operation with a
/// body that is not listed here fails the matrix, by name.
pub fn fixture(operation: &str, app: &TestApp, caller: &Customer) -> Fixture {
    let who = caller.person;
    let body = |body: Value| Fixture {
        body: Some(body),
        ..Fixture::default()
    };
    let api = |name: &str, body: Option<Value>| Fixture {
        params: vec![("api", name.to_owned())],
        body,
        ..Fixture::default()
    };
    let mut new_address = address(who);
    new_address["addressId"] = json!("new-address");
    match operation {
        "update_basket" => body(json!({"currency": "USD"})),
        "update_basket_customer" => body(json!({"email": who.email})),
        "add_basket_items" => body(json!([{"productId": SOFA, "quantity": 1}])),
        "update_basket_item" => body(json!({"quantity": 2})),
        "add_payment_instrument" => body(card(who)),
        "update_shipping_address" => body(address(who)),
        "update_shipping_method" => body(json!({"id": "white-glove"})),
        "create_order" => body(json!({})),
        "sign_lease_agreement" => {
            body(json!({"fullName": name(who), "consent": true, "agreementVersion": "v1"}))
        }
        "enroll_benefits_plus" | "cancel_benefits_plus" => body(json!({})),
        "add" => body(json!({"type": "card", "make_default": false, "card": {
            "number": "5555555555554444", "exp_month": 12, "exp_year": 2031,
            "security_code": "123", "holder_name": "Any One", "postal_code": "78205"}})),
        "autopay" => body(json!({"enabled": true})),
        "remove" | "set_default" => body(json!({})),
        "new_payment" | "view_payments" => api("northwind-payments", None),
        "review_payment" => Fixture {
            params: vec![
                ("api", "northwind-payments".to_owned()),
                ("c_payment_type", "custom".to_owned()),
                ("c_pretax_total_amount", "25.00".to_owned()),
            ],
            ..Fixture::default()
        },
        "submit_payment" => api(
            "northwind-payments",
            Some(json!({"c_payment_type": "custom",
            "c_pretax_total_amount": "25.00", "authorization_accepted": true})),
        ),
        "fetch_catch_up_plans" => api("northwind-catcup", None),
        "submit_catch_up_plan" => api(
            "northwind-catcup",
            Some(json!({"c_plan_id": format!("{}:2", today(app))})),
        ),
        "update_customer" => body(json!({"firstName": "Someone"})),
        "create_customer_address" => body(new_address),
        "update_customer_address" => body(address(who)),
        "change_password" => {
            body(json!({"currentPassword": who.password, "password": "Another#2027"}))
        }
        "create_product_list" => body(json!({"type": "wish_list"})),
        "add_product_list_item" => body(json!({"productId": SOFA, "type": "product"})),
        "put_context" | "patch_context" => body(json!({"customQualifiers": {"segment": "probe"}})),
        "shopper_login" => Fixture {
            body: Some(json!({"client_id": APP_CLIENT, "channel_id": "northwind",
                "redirect_uri": APP_REDIRECT, "code_challenge": pkce().challenge})),
            authorization: Some(format!(
                "Basic {}",
                base64::engine::general_purpose::STANDARD
                    .encode(format!("{}:{}", who.email, who.password))
            )),
            ..Fixture::default()
        },
        _ => Fixture::default(),
    }
}
