//! The inbox's checks and its one transaction (docs/FEDERATION.md, "Transport"):
//! the body's digest, the envelope, the peer's standing, the addressee, the clocks,
//! the signature by a key of the sending host; then the message id taken, the
//! message acted on by [`super::receive::handle`] and its answer kept, together.

use serde_json::Value;
use sqlx::Acquire;
use time::OffsetDateTime;

use super::{peers, receive, transport::Federation};
use crate::domain::{
    Refusal,
    federation::{
        Envelope,
        message::CLOCK_SKEW,
        signature::{self, Received, Request},
    },
};
use crate::service::Context;
use crate::store;

/// A signed request to the inbox as it arrived: header names in lower case.
#[derive(Clone, Copy, Debug)]
pub struct Incoming<'a> {
    pub headers: &'a [(&'a str, &'a str)],
    pub body: &'a [u8],
}

/// What the inbox answers to a message it checked.
#[derive(Clone, Debug, PartialEq)]
pub enum Taken {
    /// Acted on: 200 with this body.
    Answered(Value),
    /// Refused by the game rules: 422 with this refusal id (kept like an answer).
    Refused(String),
    /// Seen before: 409 with the answer it got then (`status` 200 or 422).
    Repeat { status: i16, answer: Value },
}

/// Why the inbox does not take a request; nothing is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// The body is not an envelope, or a header is missing or unreadable (400).
    Malformed,
    /// `Content-Digest` is not the body's (400).
    Digest,
    /// No valid signature of the required components (401).
    Signature,
    /// `Date`, the signature's `created` or the envelope's `created` is more than five
    /// minutes from our clock (401).
    Stale,
    /// The sending host is not allowed or blocked (403).
    Blocked,
    /// The key is not one of the sending host's keys (403).
    KeyUnknown,
    /// The message is for another host (421).
    Misdirected,
    /// The sender's keys could not be fetched (503: the sender retries).
    PeerUnreachable,
    /// The database failed (503: the sender retries).
    Busy,
}

impl Rejection {
    /// The refusal id of the problem answer.
    pub fn id(self) -> &'static str {
        match self {
            Self::Malformed => "federation-malformed",
            Self::Digest => "federation-digest",
            Self::Signature => "federation-signature",
            Self::Stale => "federation-stale",
            Self::Blocked => "federation-peer-blocked",
            Self::KeyUnknown => "federation-key-unknown",
            Self::Misdirected => "federation-misdirected",
            Self::PeerUnreachable => "federation-peer-unreachable",
            Self::Busy => "federation-busy",
        }
    }

    /// The HTTP status of the problem answer.
    pub fn status(self) -> u16 {
        match self {
            Self::Malformed | Self::Digest => 400,
            Self::Signature | Self::Stale => 401,
            Self::Blocked | Self::KeyUnknown => 403,
            Self::Misdirected => 421,
            Self::PeerUnreachable | Self::Busy => 503,
        }
    }
}

fn header<'a>(incoming: &Incoming<'a>, name: &str) -> Option<&'a str> {
    incoming
        .headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(name))
        .map(|(_, v)| *v)
}

fn within_skew(at: OffsetDateTime, now: OffsetDateTime) -> bool {
    (at - now).abs() <= CLOCK_SKEW
}

/// Checks `incoming` and, when it holds, acts on it in one transaction.
pub async fn take(
    ctx: Context<'_>,
    fed: &Federation,
    incoming: Incoming<'_>,
    now: OffsetDateTime,
) -> Result<Taken, Rejection> {
    let digest = header(&incoming, "content-digest").ok_or(Rejection::Digest)?;
    signature::digest_matches(digest, incoming.body).map_err(|_| Rejection::Digest)?;
    let envelope: Envelope =
        serde_json::from_slice(incoming.body).map_err(|_| Rejection::Malformed)?;
    if envelope.from == fed.host || !fed.policy.admits(&envelope.from) {
        return Err(Rejection::Blocked);
    }
    if envelope.to != fed.host {
        return Err(Rejection::Misdirected);
    }
    let date = header(&incoming, "date")
        .and_then(signature::parse_http_date)
        .ok_or(Rejection::Signature)?;
    let (Some(input), Some(sig)) = (
        header(&incoming, "signature-input"),
        header(&incoming, "signature"),
    ) else {
        return Err(Rejection::Signature);
    };
    let target = fed.inbox_url();
    let request = Request {
        method: "POST",
        target_uri: &target,
        headers: incoming.headers,
    };
    let received = Received::read(&request, input, sig).map_err(|_| Rejection::Signature)?;
    let created =
        OffsetDateTime::from_unix_timestamp(received.created()).map_err(|_| Rejection::Stale)?;
    if !within_skew(date, now) || !within_skew(created, now) || !envelope.is_fresh(now) {
        return Err(Rejection::Stale);
    }
    let key = match peers::key(ctx, fed, &envelope.from, received.keyid()).await {
        Ok(Some(key)) => key,
        Ok(None) => return Err(Rejection::KeyUnknown),
        Err(peers::PeerError::Blocked) => return Err(Rejection::Blocked),
        Err(peers::PeerError::Unreachable(why)) => {
            tracing::warn!(peer = %envelope.from, "federation: the sender's keys: {why}");
            return Err(Rejection::PeerUnreachable);
        }
    };
    received.verify(&key).map_err(|_| Rejection::Signature)?;
    act(ctx, &envelope).await.map_err(|e| {
        tracing::error!(peer = %envelope.from, id = %envelope.id, "federation inbox: {e:#}");
        Rejection::Busy
    })
}

/// The message's one transaction: its id taken (or its earlier answer read), the
/// message acted on in a savepoint (a refusal undoes what the step did), the answer kept.
async fn act(ctx: Context<'_>, envelope: &Envelope) -> anyhow::Result<Taken> {
    let from = envelope.from.as_str();
    let mut tx = ctx.pool.begin().await?;
    if !store::federation::take(&mut tx, from, &envelope.id).await? {
        tx.rollback().await?;
        let (status, answer) = store::federation::stored_answer(ctx.pool, from, &envelope.id)
            .await?
            .ok_or_else(|| anyhow::anyhow!("a taken message has no row"))?;
        return Ok(Taken::Repeat { status, answer });
    }
    let mut step = tx.begin().await?;
    let handled = receive::handle(&mut ctx.within(&mut step), envelope).await;
    let (taken, status, answer) = match handled {
        Ok(body) => {
            step.commit().await?;
            (Taken::Answered(body.clone()), 200, body)
        }
        Err(Refusal::Internal) => anyhow::bail!("the message's step failed"),
        Err(refusal) => {
            step.rollback().await?;
            let id = refusal_id(&refusal);
            let problem = problem(422, &id);
            (Taken::Refused(id), 422, problem)
        }
    };
    store::federation::answer(&mut tx, from, &envelope.id, status, &answer).await?;
    tx.commit().await?;
    Ok(taken)
}

/// The id a refusal travels as (the peer words it for its player).
pub fn refusal_id(refusal: &Refusal) -> String {
    match refusal {
        Refusal::Words(w) => w.id.to_owned(),
        Refusal::Fields(f) => f.first().map_or("federation-refused", |w| w.id).to_owned(),
        Refusal::Move(_) => "federation-illegal-move".into(),
        Refusal::Limited { .. } => "federation-busy".into(),
        Refusal::Internal => "federation-busy".into(),
    }
}

/// The problem body (RFC 9457, the API's conventions) of a refusal id.
pub fn problem(status: u16, refusal: &str) -> Value {
    serde_json::json!({
        "type": format!("/federation/problems/{refusal}"),
        "title": refusal,
        "status": status,
        "refusal": refusal,
    })
}
