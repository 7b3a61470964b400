//! What the marketplace tells other features about merchants: which merchant ids take lease
//! applications on the web (an integrated retailer's `c_desktopLocationGuid`).

use super::model::Retailer;
use super::store;
use crate::db::Exec;
use crate::error::AppResult;

pub async fn takes_web_applications<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    short_name: &str,
    merchant_id: &str,
) -> AppResult<bool> {
    Ok(store::retailers(ex, organization_id)
        .await?
        .iter()
        .map(|record| Retailer::read(record, short_name))
        .any(|r| r.integrated && r.location_guid.as_deref() == Some(merchant_id)))
}
