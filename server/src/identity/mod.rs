//! Identity: shopper sessions (SLAS-shaped), customer accounts, passwords, rate limits.

pub mod auth;
pub mod customers;
pub mod password;
pub mod rate_limit;
pub mod reset;
pub mod slas;
pub mod store;
pub mod tokens;

use axum::Router;

use crate::app::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .merge(slas::routes())
        .merge(customers::routes())
}
