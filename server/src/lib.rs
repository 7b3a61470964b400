//! Leasefront: storefront, retailer marketplace and customer portal for a lease-to-own
//! provider. One binary serves the API and the built web app.

pub mod app;
pub mod content;
pub mod context;
pub mod customer_profile;
pub mod db;
pub mod demo;
pub mod error;
pub mod health;
pub mod http;
pub mod identity;
pub mod idp;
pub mod jobs;
pub mod logging;
pub mod openapi;
pub mod outbox;
pub mod prefs;
pub mod sites;
pub mod web;
