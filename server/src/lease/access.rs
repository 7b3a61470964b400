//! What the lease feature offers the other portal features: the signed-in customer's own
//! lease, and today's date for servicing. Another customer's lease answers exactly like one
//! that does not exist.

use time::Date;

use super::model::{self, LeaseRecord};
use super::store;
use crate::error::{AppError, AppResult};
use crate::identity::session::Shopper;
use crate::state::AppState;

/// Today's calendar date for servicing.
pub fn today(state: &AppState) -> Date {
    model::date_of_ms(state.clock.now_ms())
}

fn lease_not_found() -> AppError {
    AppError::not_found("Lease not found.")
}

/// The signed-in customer's lease named by `c_lease_guid`.
pub async fn own_lease(
    state: &AppState,
    shopper: &Shopper,
    guid: Option<&str>,
) -> AppResult<LeaseRecord> {
    let guid = own_lease_guid(shopper, guid)?;
    store::lease_of_customer(&state.db.pool, shopper.customer_id(), guid)
        .await?
        .ok_or_else(lease_not_found)
}

/// The signed-in customer's lease to change (`store::update_with_retry`), named by
/// `c_lease_guid`.
pub fn own_lease_to_change<'a>(
    shopper: &'a Shopper,
    guid: Option<&'a str>,
) -> AppResult<store::Lookup<'a>> {
    let guid = own_lease_guid(shopper, guid)?;
    Ok(store::Lookup::OfCustomer {
        customer_id: shopper.customer_id(),
        guid,
    })
}

/// The lease guid of a portal call: a registered customer's, well formed (anything else is
/// not looked up: not found).
fn own_lease_guid<'a>(shopper: &Shopper, guid: Option<&'a str>) -> AppResult<&'a str> {
    shopper.ensure_registered()?;
    let guid = guid
        .filter(|g| !g.is_empty())
        .ok_or_else(|| AppError::missing_parameter("c_lease_guid"))?;
    if !model::is_lease_guid(guid) {
        return Err(lease_not_found());
    }
    Ok(guid)
}
