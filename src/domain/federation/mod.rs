//! Play across servers (docs/FEDERATION.md): who a player elsewhere is, and what two
//! servers say to each other. Pure: the signing of requests, the transport and the
//! game logic live in `service::federation`, `store::federation` and
//! `web::federation`.

pub mod address;
pub mod message;
pub mod mirror;
pub mod policy;
pub mod signature;
pub mod structured;
pub mod terms;

pub use address::{Address, Host};
pub use message::{Envelope, Message};
