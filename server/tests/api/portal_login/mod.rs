//! The portal login: the identity provider (password, SMS code, magic link, provider
//! session), codes bound to the browser that began the sign-in, the token exchange, the
//! provider's login entry and logout, and the profile calls after it — on SQLite and
//! PostgreSQL. Each way of signing in has its file; the provider session (its login entry,
//! logout and the profile calls after it) has its own.

mod magic_link;
mod password;
mod provider_session;
mod sms;
