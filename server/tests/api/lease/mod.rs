//! The portal's lease calls on the demo leases (demo/northwind.json `leases`): the dashboard's
//! list, a lease's details, its agreement, Benefits Plus — and another customer's lease
//! answering exactly like one that does not exist — and the nightly servicing run, on SQLite
//! and PostgreSQL. The portal's calls and the nightly run each have their file.

mod nightly;
mod portal;

use serde_json::Value;

use crate::helpers::{TestApp, LEASE};

const BENEFITS: &str = "/mobify/proxy/api/custom/benefits-plus/v1/organizations/f_ecom_northwind";
// Maria's leases (newest first in the list) and one of James's.

async fn get(app: &TestApp, token: &str, path: &str) -> (u16, Value) {
    let res = app.call("GET", path).bearer(token).send().await;
    let body = if res.status == 204 {
        Value::Null
    } else {
        res.json()
    };
    (res.status.as_u16(), body)
}

fn details(guid: &str) -> String {
    format!("{LEASE}/lease_details?siteId=northwind&locale=en-US&c_lease_guid={guid}")
}
