//! What other features may do with the outbox: send a message, which is writing it here in
//! their own transaction (it goes out only if their change commits). The table stays behind
//! these.

pub use super::store::{
    enqueue as send, enqueue_as as send_as, enqueue_many as send_many, NewMessage,
};
