//! Shopper sessions and accounts against the real router, on SQLite and PostgreSQL, each part
//! in its file: sessions and tokens, registration and profiles, the sign-in lockout, and
//! password resets and changes.

mod lockout;
mod password_reset;
mod registration;
mod sessions;

use std::time::Duration;

use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{
    link_in, pkce, query_of, s, TestApp, APP_CLIENT, APP_REDIRECT, AUTH, CUSTOMERS, MARIA,
    MARIA_GUID, SHOPPER, WEB_CLIENT, WEB_REDIRECT,
};
