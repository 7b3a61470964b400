//! OpenAPI links: where a client (or a fuzzer) finds the ids it sends, as an answer's field
//! that fills another call's parameter.

use serde_json::{json, Value};

/// Where a client finds the ids it sends: an answer's field that fills another call's
/// parameter (OpenAPI links), as (from, status, to, [(parameter, where in the answer)]).
pub type Link = (
    &'static str,
    &'static str,
    &'static str,
    &'static [(&'static str, &'static str)],
);

pub const LINKS: &[Link] = {
    const LEASE: &[(&str, &str)] =
        &[("c_lease_guid", "$response.body#/standardized/leases/0/guid")];
    const BASKET: &[(&str, &str)] = &[("basket_id", "$response.body#/basketId")];
    const SHIPMENT: &[(&str, &str)] = &[
        ("basket_id", "$response.body#/basketId"),
        ("shipment_id", "$response.body#/shipments/0/shipmentId"),
    ];
    const ITEM: &[(&str, &str)] = &[
        ("basket_id", "$response.body#/basketId"),
        ("item_id", "$response.body#/productItems/0/itemId"),
    ];
    const BASKET_CUSTOMER: &[(&str, &str)] =
        &[("customer_id", "$response.body#/customerInfo/customerId")];
    const LIST: &[(&str, &str)] = &[
        ("customer_id", "$request.path.customer_id"),
        ("list_id", "$response.body#/id"),
    ];
    const ADDRESS: &[(&str, &str)] = &[
        ("customer_id", "$request.path.customer_id"),
        ("address_name", "$response.body#/addressId"),
    ];
    const ORDER: &[(&str, &str)] = &[("order_no", "$response.body#/orderNo")];
    &[
        ("lease_dashboard", "200", "lease_details", LEASE),
        ("lease_dashboard", "200", "get_agreement", LEASE),
        ("lease_dashboard", "200", "fetch_all", LEASE),
        ("lease_dashboard", "200", "new_payment", LEASE),
        ("lease_dashboard", "200", "view_payments", LEASE),
        ("lease_dashboard", "200", "review_payment", LEASE),
        ("lease_dashboard", "200", "fetch_catch_up_plans", LEASE),
        ("create_basket", "200", "get_basket", BASKET),
        ("create_basket", "200", "update_basket", BASKET),
        ("create_basket", "200", "delete_basket", BASKET),
        ("create_basket", "200", "update_basket_customer", BASKET),
        ("create_basket", "200", "add_basket_items", BASKET),
        ("create_basket", "200", "add_payment_instrument", BASKET),
        ("create_basket", "200", "get_lease_checkout", BASKET),
        ("create_basket", "200", "sign_lease_agreement", BASKET),
        ("create_basket", "200", "update_shipping_address", SHIPMENT),
        ("create_basket", "200", "update_shipping_method", SHIPMENT),
        (
            "create_basket",
            "200",
            "shipping_methods_for_shipment",
            SHIPMENT,
        ),
        ("create_basket", "200", "get_customer", BASKET_CUSTOMER),
        ("create_basket", "200", "update_customer", BASKET_CUSTOMER),
        ("create_basket", "200", "customer_baskets", BASKET_CUSTOMER),
        ("create_basket", "200", "customer_orders", BASKET_CUSTOMER),
        (
            "create_basket",
            "200",
            "get_customer_addresses",
            BASKET_CUSTOMER,
        ),
        (
            "create_basket",
            "200",
            "create_customer_address",
            BASKET_CUSTOMER,
        ),
        ("create_basket", "200", "get_product_lists", BASKET_CUSTOMER),
        (
            "create_basket",
            "200",
            "create_product_list",
            BASKET_CUSTOMER,
        ),
        ("add_basket_items", "200", "update_basket_item", ITEM),
        ("add_basket_items", "200", "remove_basket_item", ITEM),
        ("create_product_list", "200", "get_product_list", LIST),
        ("create_product_list", "200", "add_product_list_item", LIST),
        (
            "create_customer_address",
            "200",
            "get_customer_address",
            ADDRESS,
        ),
        (
            "create_customer_address",
            "200",
            "update_customer_address",
            ADDRESS,
        ),
        (
            "create_customer_address",
            "200",
            "remove_customer_address",
            ADDRESS,
        ),
        ("create_order", "200", "get_order", ORDER),
    ]
};

/// Writes `LINKS` into the answers they start from.
pub fn add_links(doc: &mut Value) {
    let mut operations: Vec<&mut Value> = Vec::new();
    if let Some(paths) = doc["paths"].as_object_mut() {
        for item in paths.values_mut().filter_map(Value::as_object_mut) {
            operations.extend(item.values_mut());
        }
    }
    for operation in operations {
        let Some(id) = operation["operationId"].as_str().map(str::to_owned) else {
            continue;
        };
        for (from, status, to, parameters) in LINKS.iter().filter(|link| link.0 == id) {
            let Some(answer) = operation
                .pointer_mut(&format!("/responses/{status}"))
                .and_then(Value::as_object_mut)
            else {
                panic!("the link from {from} starts at an answer {status} it does not give");
            };
            let parameters: serde_json::Map<String, Value> = parameters
                .iter()
                .map(|(name, at)| ((*name).to_owned(), json!(at)))
                .collect();
            let links = answer.entry("links").or_insert_with(|| json!({}));
            links[*to] = json!({ "operationId": to, "parameters": parameters });
        }
    }
}
