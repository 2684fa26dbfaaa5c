//! Play across servers (docs/FEDERATION.md). The transport (`peers`, the signed inbox
//! and the outbox worker) hands each message to [`receive`] and each peer's answer to
//! [`answers`]; those two act on games and challenges with the same service calls as a
//! form. Off unless `FEDERATION=on`.

pub mod answers;
pub mod inbox;
pub mod mirror;
pub mod offer;
pub mod peers;
pub mod receive;
pub mod transport;
pub mod worker;
