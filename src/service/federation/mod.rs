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
pub mod worker;

/// The transport's settings and client live one level up (`service::federation_transport`)
/// so that `Context` can carry them without `service::context` naming this module,
/// which calls the actions (tests/it/layers.rs: service modules call one way).
pub use super::federation_transport as transport;
