//! Every SQL statement of identity: OAuth clients (`clients.rs`), customers
//! (`customers.rs`), authorization codes (`codes.rs`), refresh tokens (`refresh.rs`),
//! password-reset tokens (`reset_tokens.rs`) and the server's secrets (`secrets.rs`). Tokens
//! and codes are stored as SHA-256 hashes only. Single statements take any executor;
//! multi-statement functions take a connection (from the pool, or a transaction the caller
//! owns: `&mut *tx`).

mod clients;
mod codes;
mod customers;
mod provider_sessions;
mod refresh;
mod reset_tokens;
mod secrets;

pub use clients::*;
pub use codes::*;
pub use customers::*;
pub use provider_sessions::*;
pub use refresh::*;
pub use reset_tokens::*;
pub use secrets::*;
