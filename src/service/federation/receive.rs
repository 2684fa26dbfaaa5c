//! A message from a peer, already checked by the inbox (signed by a key of `from`,
//! fresh, addressed here, not seen before), acted on inside the inbox's transaction:
//! what it changes and its answer commit together with the message's id, so a message
//! delivered twice is answered once.

use serde_json::Value;

use crate::domain::{Refusal, Words, federation::Envelope};
use crate::service::Tx;

/// Acts on `envelope` and returns the answer's JSON body (for `accept` and the game
/// actions: the game's new `state` envelope), or a refusal id that goes back to the
/// peer as a 422 problem and from there to the player who acted.
pub async fn handle(tx: &mut Tx<'_>, envelope: &Envelope) -> Result<Value, Refusal> {
    let _ = (tx, envelope);
    Err(Refusal::Words(Words::new("federation-unsupported")))
}
