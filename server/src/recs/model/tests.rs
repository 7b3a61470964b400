use serde_json::json;

use super::*;

fn common() -> serde_json::Value {
    json!({"cookieId": "c-123", "userId": "u-9", "realm": "bbsv", "instanceType": "prd"})
}

fn with(extra: serde_json::Value) -> serde_json::Value {
    let mut body = common();
    for (k, v) in extra.as_object().unwrap() {
        body[k] = v.clone();
    }
    body
}

fn refused(kind: ActivityKind, body: serde_json::Value) -> String {
    read_activity(kind, &body).unwrap_err().parameter
}

#[test]
fn every_activity_name_reads_back() {
    for kind in ActivityKind::ALL {
        assert_eq!(ActivityKind::parse(kind.as_str()), Some(kind));
    }
    assert_eq!(ActivityKind::parse("viewproduct"), None);
}

#[test]
fn a_view_keeps_the_product_and_nothing_personal() {
    let read = read_activity(
        ActivityKind::ViewProduct,
        &with(json!({"product": {"id": "sofas-001", "sku": "sofas-001-gray"}})),
    )
    .unwrap();
    assert_eq!(read.cookie_id, "c-123");
    assert_eq!(read.activity.products[0].id, "sofas-001");
    assert_eq!(read.activity.products[0].quantity, 1);
}

#[test]
fn common_fields_are_checked() {
    let mut body = with(json!({"product": {"id": "p"}}));
    body.as_object_mut().unwrap().remove("cookieId");
    assert_eq!(refused(ActivityKind::ViewProduct, body), "cookieId");
    let long = "x".repeat(65);
    assert_eq!(
        refused(
            ActivityKind::ViewProduct,
            with(json!({"cookieId": long, "product": {"id": "p"}}))
        ),
        "cookieId"
    );
    assert_eq!(
        refused(
            ActivityKind::ViewProduct,
            with(json!({"realm": "", "product": {"id": "p"}}))
        ),
        "realm"
    );
    assert_eq!(
        refused(
            ActivityKind::ViewProduct,
            with(json!({"instanceType": "dev", "product": {"id": "p"}}))
        ),
        "instanceType"
    );
    assert_eq!(
        refused(
            ActivityKind::ViewProduct,
            with(json!({"userId": 5, "product": {"id": "p"}}))
        ),
        "userId"
    );
    assert_eq!(refused(ActivityKind::ViewProduct, json!([1])), "body");
}

#[test]
fn each_activity_names_its_missing_or_bad_field() {
    use ActivityKind::*;
    let cases = [
        (ViewProduct, json!({}), "product"),
        (ViewProduct, json!({"product": {}}), "product.id"),
        (ViewSearch, json!({}), "searchText"),
        (
            ViewSearch,
            json!({"searchText": "sofa", "showProducts": "yes"}),
            "showProducts",
        ),
        (
            ViewSearch,
            json!({"searchText": "sofa", "products": [{"id": "a"}, {"x": 1}]}),
            "products[1].id",
        ),
        (ClickSearch, json!({"searchText": "sofa"}), "product"),
        (ViewCategory, json!({"category": {"id": ""}}), "category.id"),
        (
            ClickCategory,
            json!({"category": {"id": "sofas"}}),
            "product",
        ),
        (
            ViewReco,
            json!({"recommenderName": "r", "products": []}),
            "__recoUUID",
        ),
        (
            ViewReco,
            json!({"recommenderName": "r", "__recoUUID": "u"}),
            "products",
        ),
        (
            ClickReco,
            json!({"__recoUUID": "u", "product": {"id": "p"}}),
            "recommenderName",
        ),
        (ViewPage, json!({}), "currentLocation"),
        (
            BeginCheckout,
            json!({"products": [{"id": "p", "price": 10, "quantity": 1}]}),
            "amount",
        ),
        (
            BeginCheckout,
            json!({"products": [], "amount": 1}),
            "products",
        ),
        (
            CheckoutStep,
            json!({"stepName": "shipping", "basketId": "b"}),
            "stepNumber",
        ),
        (
            CheckoutStep,
            json!({"stepName": "shipping", "stepNumber": 2}),
            "basketId",
        ),
        (
            AddToCart,
            json!({"products": [{"id": "p", "quantity": 1}]}),
            "products[0].price",
        ),
        (
            AddToCart,
            json!({"products": [{"id": "p", "price": -1, "quantity": 1}]}),
            "products[0].price",
        ),
        (
            AddToCart,
            json!({"products": [{"id": "p", "price": 1, "quantity": 0}]}),
            "products[0].quantity",
        ),
        (
            AddToCart,
            json!({"products": [{"id": "p", "price": 1}]}),
            "products[0].quantity",
        ),
    ];
    for (kind, extra, field) in cases {
        assert_eq!(
            refused(kind, with(extra.clone())),
            field,
            "{kind:?} {extra}"
        );
    }
}

#[test]
fn lists_and_texts_are_bounded() {
    let products: Vec<_> = (0..51).map(|i| json!({"id": format!("p{i}")})).collect();
    assert_eq!(
        refused(
            ActivityKind::ViewSearch,
            with(json!({"searchText": "a", "products": products}))
        ),
        "products"
    );
    assert_eq!(
        refused(
            ActivityKind::ViewPage,
            with(json!({"currentLocation": "x".repeat(2049)}))
        ),
        "currentLocation"
    );
}

#[test]
fn basket_lines_keep_cents_and_quantities() {
    let read = read_activity(
        ActivityKind::BeginCheckout,
        &with(json!({"products": [{"id": "p", "price": 19.99, "quantity": 2}], "amount": 39.98})),
    )
    .unwrap();
    assert_eq!(read.activity.products[0].price_cents, 1999);
    assert_eq!(read.activity.products[0].quantity, 2);
    assert_eq!(read.activity.amount_cents, Some(3998));
}

#[test]
fn the_visitor_key_is_keyed_and_stable() {
    let a = visitor_key(b"key-one", "cookie");
    assert_eq!(a, visitor_key(b"key-one", "cookie"));
    assert_ne!(a, visitor_key(b"key-two", "cookie"));
    assert_ne!(a, visitor_key(b"key-one", "cookie2"));
    assert_eq!(a.len(), 64);
    assert!(!a.contains("cookie"));
}

#[test]
fn recs_requests_default_and_bound_the_limit() {
    let read = read_recs_request(&common()).unwrap();
    assert_eq!(read.limit, DEFAULT_LIMIT);
    let mut body = common();
    body["limit"] = json!(51);
    assert_eq!(read_recs_request(&body).unwrap_err().parameter, "limit");
    body["limit"] = json!(3);
    body["products"] = json!([{"id": "a"}]);
    let read = read_recs_request(&body).unwrap();
    assert_eq!((read.limit, read.anchors), (3, vec!["a".to_owned()]));
}

#[test]
fn zones_name_their_recommenders() {
    assert_eq!(
        zone_recommender("home"),
        Some(Recommender::TopRevenueForCategory)
    );
    assert_eq!(
        zone_recommender("cart"),
        Some(Recommender::ProductToProduct)
    );
    assert_eq!(zone_recommender("nowhere"), None);
    for r in Recommender::ALL {
        assert_eq!(Recommender::parse(r.name()), Some(r));
    }
}

#[test]
fn the_limiter_allows_a_burst_then_the_refill() {
    let limiter = ActivityLimiter::default();
    let start = 1_000_000;
    for _ in 0..100 {
        assert!(limiter.allow("a", start));
    }
    assert!(!limiter.allow("a", start));
    assert!(limiter.allow("b", start));
    // 20 a second: 50 ms gives one back.
    assert!(limiter.allow("a", start + 50));
    assert!(!limiter.allow("a", start + 50));
    for _ in 0..20 {
        assert!(limiter.allow("a", start + 1_050));
    }
    assert!(!limiter.allow("a", start + 1_050));
}
