//! Leasefront: storefront, retailer marketplace and customer portal for a lease-to-own
//! provider. One binary serves the API and the built web app.
//!
//! The frame: `startup` (settings, building the state, serving), `state` (AppState), `clock`,
//! `db`, `error`, `http` (extractors and request plumbing), `sites` (the configuration model),
//! `rate_limits`, `app` (the one composition root: every route), `openapi`, `web` (the SPA),
//! `ssr`, `demo`; `jobs` (background work). Each feature is a folder with the same rooms:
//! `mod.rs` (routes), `handlers.rs`, `store.rs` (its SQL), `model.rs` (types and pure
//! rules); what it offers the others is a named module, never its handlers.

pub mod account_deletion;
pub mod addresses;
pub mod app;
pub mod basket;
pub mod catalog;
pub mod catchup;
pub mod checkout;
pub mod client_log;
pub mod clock;
pub mod content;
pub mod db;
pub mod demo;
pub mod drawings;
pub mod error;
pub mod geo;
pub mod http;
pub mod idempotency;
pub mod identity;
pub mod jobs;
pub mod leads;
pub mod lease;
pub mod marketplace;
pub mod openapi;
pub mod orders;
pub mod outbox;
pub mod payment_gateway;
pub mod payment_methods;
pub mod payments;
pub mod portal_login;
pub mod preapproval;
pub mod prefs;
pub mod rate_limits;
pub mod recs;
pub mod search;
pub mod seo;
pub mod shopper_context;
pub mod sites;
pub mod ssr;
pub mod startup;
pub mod state;
pub mod stores;
pub mod system;
pub mod web;
pub mod wishlist;
