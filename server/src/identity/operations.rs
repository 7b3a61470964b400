//! What other features may do with customers, clients and server secrets: the operations other features call; the tables stay behind them.

pub use super::store::{
    client_ids, customer_by_id, customer_by_login, customer_by_phone, find_client,
    give_lease_customer_guid, insert_client, insert_customer, insert_customer_numbered,
    insert_secret, make_lease_customer, replace_password_hash, secret,
};
