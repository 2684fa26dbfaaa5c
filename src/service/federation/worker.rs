//! The federation outbox worker (docs/FEDERATION.md, "Retries"): delivers
//! `federation_outbox` in order per peer — only a peer's oldest undelivered message is
//! ever claimed, with a lease so two processes never post it at once — signed afresh at
//! each attempt. 2xx and 4xx end a message (the answer goes to
//! [`super::answers::handle`]); no answer or 5xx is tried again after a back-off that
//! doubles from two seconds up to `FEDERATION_RETRY_MAX`. Wakes on
//! `NOTIFY federation_outbox`, when a delivery ends, or a poll.

use std::{sync::Arc, time::Duration};

use serde_json::Value;
use sqlx::{PgPool, postgres::PgListener};
use time::OffsetDateTime;

use super::{
    answers::{self, Answer},
    peers::{self, PeerError},
    transport::{Federation, REQUEST_TIMEOUT},
};
use crate::{
    domain::{Links, federation::Envelope},
    service::Context,
    store::federation_outbox::{self, Queued},
};

/// How long a claim holds a message: longer than fetching the peer's document and
/// posting may take together.
pub const LEASE: Duration = Duration::from_secs(60);
const _: () = assert!(LEASE.as_secs() > 3 * REQUEST_TIMEOUT.as_secs());
/// The first wait after a failed attempt; it doubles with each failure.
pub const FIRST_RETRY: Duration = Duration::from_secs(2);
/// The counter of deliveries, by outcome (`delivered`, `refused`, `duplicate`, `retry`).
pub const DELIVERIES: &str = "corrchess_federation_deliveries_total";

/// The wait after `failures` failed attempts in a row: 2 s doubling, at most `cap`.
pub fn backoff(failures: u32, cap: Duration) -> Duration {
    let doubled = FIRST_RETRY
        .checked_mul(1u32 << failures.saturating_sub(1).min(20))
        .unwrap_or(cap);
    doubled.min(cap)
}

/// What one attempt came to.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// The peer answered for good (2xx, or 4xx): the message is done.
    Done {
        refused: bool,
        answer: Value,
        said: Answer,
        /// The [`DELIVERIES`] outcome: `delivered`, `duplicate` or `refused`.
        label: &'static str,
    },
    /// Try again later.
    Retry(String),
}

/// What a peer's reply means for the message (RFC 9457 problem bodies on 4xx).
pub fn outcome(status: u16, body: Value) -> Outcome {
    match status {
        200..=299 => Outcome::Done {
            label: "delivered",
            refused: false,
            said: Answer::Accepted(body.clone()),
            answer: body,
        },
        409 if body["refusal"] == "federation-duplicate" => {
            let stored = body["answer"].clone();
            let said = if body["answer_status"] == 422 {
                Answer::Refused {
                    refusal: refusal_of(&stored),
                }
            } else {
                Answer::Accepted(stored.clone())
            };
            Outcome::Done {
                label: "duplicate",
                refused: matches!(said, Answer::Refused { .. }),
                answer: stored,
                said,
            }
        }
        400..=499 => Outcome::Done {
            label: "refused",
            refused: true,
            said: Answer::Refused {
                refusal: refusal_of(&body),
            },
            answer: body,
        },
        _ => Outcome::Retry(format!("HTTP {status}")),
    }
}

/// The `refusal` of a problem body, or `federation-refused` without one (a peer that
/// is no corrchess, a proxy's error page).
fn refusal_of(body: &Value) -> String {
    body["refusal"]
        .as_str()
        .unwrap_or("federation-refused")
        .to_owned()
}

/// Runs forever: delivers what is due, then waits for a notice or `poll`.
pub async fn run(pool: PgPool, links: Links, fed: Arc<Federation>, poll: Duration) {
    let mut listener = match PgListener::connect_with(&pool).await {
        Ok(mut l) => match l.listen("federation_outbox").await {
            Ok(()) => Some(l),
            Err(e) => {
                tracing::warn!("federation worker: no LISTEN ({e}); polling");
                None
            }
        },
        Err(e) => {
            tracing::warn!("federation worker: no listener ({e}); polling");
            None
        }
    };
    loop {
        let delivered = match deliver_due(&pool, &links, &fed).await {
            Ok(n) => n,
            Err(e) => {
                tracing::error!("federation worker: {e:#}");
                0
            }
        };
        if delivered > 0 {
            // The next message of each peer may be due at once.
            continue;
        }
        match listener.as_mut() {
            Some(l) => {
                tokio::select! {
                    n = l.recv() => if let Err(e) = n {
                        tracing::warn!("federation listener: {e:#}");
                        tokio::time::sleep(poll).await;
                    },
                    () = tokio::time::sleep(poll) => {}
                }
            }
            None => tokio::time::sleep(poll).await,
        }
    }
}

/// One run: claims every peer's due head and posts them at once (one per peer);
/// returns how many were delivered (2xx or 4xx).
pub async fn deliver_due(
    pool: &PgPool,
    links: &Links,
    fed: &Arc<Federation>,
) -> anyhow::Result<usize> {
    let claimed = federation_outbox::claim_heads(pool, LEASE).await?;
    let mut tasks = tokio::task::JoinSet::new();
    for queued in claimed {
        let (pool, links, fed) = (pool.clone(), links.clone(), fed.clone());
        tasks.spawn(async move { deliver_one(&pool, &links, &fed, queued).await });
    }
    let mut delivered = 0;
    while let Some(done) = tasks.join_next().await {
        match done {
            Ok(Ok(true)) => delivered += 1,
            Ok(Ok(false)) => {}
            Ok(Err(e)) => tracing::error!("federation worker: {e:#}"),
            Err(e) => tracing::error!("federation worker: a delivery panicked: {e}"),
        }
    }
    Ok(delivered)
}

/// Posts one claimed message and records what came of it; `true` when it is done.
async fn deliver_one(
    pool: &PgPool,
    links: &Links,
    fed: &Federation,
    queued: Queued,
) -> anyhow::Result<bool> {
    let ctx = Context::new(pool, links).with_federation(Some(fed));
    let Ok(mut envelope) = serde_json::from_value::<Envelope>(queued.envelope.clone()) else {
        let answer = super::inbox::problem(400, "federation-malformed");
        federation_outbox::mark_delivered(pool, queued.seq, true, &answer).await?;
        tracing::error!(
            seq = queued.seq,
            "federation: a queued message is no envelope"
        );
        return Ok(true);
    };
    // `created` is when this attempt is sent: a message that waited for a peer that
    // was down is still fresh when it arrives (its id keeps it from being taken twice).
    envelope.created = OffsetDateTime::now_utc().replace_nanosecond(0)?;
    let result = match peers::peer(ctx, fed, &envelope.to).await {
        Err(PeerError::Blocked) => Outcome::Done {
            label: "refused",
            refused: true,
            answer: super::inbox::problem(403, "federation-peer-blocked"),
            said: Answer::Refused {
                refusal: "federation-peer-blocked".into(),
            },
        },
        Err(PeerError::Unreachable(why)) => Outcome::Retry(why),
        Ok(peer) => {
            let body = serde_json::to_vec(&envelope)?;
            match fed.post_signed(&peer.inbox, &body).await {
                Ok(reply) => outcome(reply.status, reply.body),
                Err(why) => Outcome::Retry(why),
            }
        }
    };
    match result {
        Outcome::Done {
            refused,
            answer,
            said,
            label,
        } => {
            federation_outbox::mark_delivered(pool, queued.seq, refused, &answer).await?;
            metrics::counter!(DELIVERIES, "outcome" => label).increment(1);
            tracing::info!(peer = %envelope.to, id = %envelope.id, outcome = label, "federation message delivered");
            if let Err(e) = answers::handle(ctx, &envelope, &said).await {
                tracing::error!(peer = %envelope.to, id = %envelope.id, "federation answer: {e:#}");
            }
            Ok(true)
        }
        Outcome::Retry(why) => {
            let failures = u32::try_from(queued.attempts)
                .unwrap_or(0)
                .saturating_add(1);
            let wait = backoff(failures, fed.retry_max);
            tracing::warn!(peer = %envelope.to, id = %envelope.id, attempts = failures, "federation message not delivered, again in {} s: {why}", wait.as_secs());
            federation_outbox::retry_later(pool, queued.seq, wait, &why).await?;
            metrics::counter!(DELIVERIES, "outcome" => "retry").increment(1);
            Ok(false)
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn backoff_doubles_from_two_seconds_up_to_the_cap() {
        let cap = Duration::from_secs(60);
        let waits: Vec<u64> = (1..=7).map(|n| backoff(n, cap).as_secs()).collect();
        assert_eq!(waits, [2, 4, 8, 16, 32, 60, 60]);
        assert_eq!(backoff(u32::MAX, cap), cap);
        assert_eq!(
            backoff(5, Duration::from_millis(300)),
            Duration::from_millis(300)
        );
    }

    #[test]
    fn replies_end_or_retry_a_message() {
        assert!(matches!(
            outcome(200, json!({"a": 1})),
            Outcome::Done {
                refused: false,
                said: Answer::Accepted(_),
                ..
            }
        ));
        assert_eq!(
            outcome(422, json!({"refusal": "move-illegal"})),
            Outcome::Done {
                label: "refused",
                refused: true,
                answer: json!({"refusal": "move-illegal"}),
                said: Answer::Refused {
                    refusal: "move-illegal".into()
                }
            }
        );
        assert!(
            matches!(outcome(403, Value::Null), Outcome::Done { said: Answer::Refused { refusal }, .. } if refusal == "federation-refused")
        );
        let dup = json!({"refusal": "federation-duplicate", "answer": {"ok": true}, "answer_status": 200});
        assert_eq!(
            outcome(409, dup),
            Outcome::Done {
                label: "duplicate",
                refused: false,
                answer: json!({"ok": true}),
                said: Answer::Accepted(json!({"ok": true}))
            }
        );
        assert!(matches!(outcome(500, Value::Null), Outcome::Retry(_)));
        assert!(matches!(outcome(503, Value::Null), Outcome::Retry(_)));
    }
}
