//! A peer's answer to a message this server sent (from the outbox worker): a `state`
//! to apply to the mirror, or a refusal to tell the player who acted.

use serde_json::Value;

use crate::domain::federation::Envelope;
use crate::service::Context;

/// What a peer said to a delivered message.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// 2xx, with the body (may be `null`).
    Accepted(Value),
    /// 4xx: the peer will never take it; `refusal` is its problem's `refusal` id.
    Refused { refusal: String },
}

/// Acts on the answer to `sent`. An error is logged by the worker; the message stays
/// delivered (the answer is kept with it for a later look).
pub async fn handle(ctx: Context<'_>, sent: &Envelope, answer: &Answer) -> anyhow::Result<()> {
    let _ = (ctx, sent, answer);
    Ok(())
}
