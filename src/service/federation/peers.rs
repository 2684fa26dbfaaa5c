//! Finding a player elsewhere: WebFinger at the player's host, then its profile and the
//! server's `/.well-known/corrchess` document (inbox, keys).

use crate::domain::{Refusal, Words, federation::Address};
use crate::service::Context;

/// A player on another server, as its server describes them.
#[derive(Clone, Debug, PartialEq)]
pub struct RemotePlayer {
    pub address: Address,
    /// The profile page URL (for the link on our pages).
    pub profile_url: String,
}

/// Looks `address` up at its server. Refusals: `federation-off`, `federation-peer-blocked`,
/// `federation-peer-unreachable`, `federation-player-unknown`.
pub async fn resolve(ctx: Context<'_>, address: &Address) -> Result<RemotePlayer, Refusal> {
    let _ = (ctx, address);
    Err(Refusal::Words(Words::new("federation-off")))
}
