//! The one integration-test binary: every feature's calls against the real router and a real
//! database — each case on SQLite and, when `TEST_POSTGRES_URL` is set, on PostgreSQL.

mod helpers;

mod account_deletion;
mod addresses;
mod basket;
mod catalog;
mod catchup;
mod checkout;
mod client_log;
mod content;
mod geo;
mod http;
mod identity;
mod leads;
mod lease;
mod marketplace;
mod orders;
mod outbox;
mod ownership;
mod payment_methods;
mod payments;
mod portal_login;
mod preapproval;
mod prefs;
mod recs;
mod search;
mod seo;
mod shopper_context;
mod ssr;
mod stores;
mod system;
mod wishlist;
