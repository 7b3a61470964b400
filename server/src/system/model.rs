//! The health answer.

use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// `ok` when everything answers, `unavailable` otherwise.
    pub status: String,
    /// `reachable` or `unreachable`.
    pub database: String,
    /// `sqlite` or `postgres`.
    pub backend: String,
}
