//! Shopper sessions and accounts against the real router, on SQLite and PostgreSQL, each part
//! in its file: sessions and tokens, registration and profiles, the sign-in lockout, and
//! password resets and changes.

mod lockout;
mod password_reset;
mod registration;
mod sessions;
