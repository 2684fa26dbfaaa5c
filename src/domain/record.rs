//! A game's verifiable record (issue 47, docs/RECORD.md): every event that changes a
//! game is one entry `{seq, kind, at, data, prev}` whose hash is the SHA-256 of its
//! RFC 8785 (JCS) bytes and whose `prev` is the hash of the entry before it; the server
//! signs the head `{game, seq, hash}` with Ed25519. Pure: the store appends, the
//! service decides what an event says, the edge serves and words it.

pub mod chain;
pub mod entry;
pub mod events;
pub mod signing;
pub mod verify;

pub use chain::{BadEntry, Flaw, Sealed};
pub use entry::Entry;
pub use events::Event;
pub use signing::{Head, HeadFlaw, PublicKey, RecordKey};
