//! The push worker: runs beside the mail worker. It claims one due push at a time with a
//! lease (a crash re-sends at most the push in flight), encrypts it for its browser,
//! posts it to the push service with the VAPID signature, and deletes it once taken.
//! A `404`/`410` deletes the subscription; a push service that fails or cannot be
//! reached gets the push again later, with back-off, for a day. Wakes on
//! `NOTIFY push_outbox` or a short poll.

use std::{sync::Arc, time::Duration};

use sqlx::{PgPool, postgres::PgListener};

use super::crypto::{self, VapidKey};
use crate::store::push::{self, QueuedPush};

/// How long a claim holds a push: longer than a request to the push service may take.
pub const LEASE: Duration = Duration::from_secs(120);
/// How long one request to a push service may take.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
const _: () = assert!(LEASE.as_secs() > 2 * REQUEST_TIMEOUT.as_secs());

/// How long a push service keeps a push for a browser that is offline (`TTL`): a day,
/// the same as [`push::GIVE_UP_AFTER`].
pub const TTL_SECONDS: u32 = 86_400;

/// What the worker needs to send: the key that signs, the contact the push services
/// see (`sub`), and the HTTP client.
#[derive(Clone)]
pub struct Sender {
    key: Arc<VapidKey>,
    subject: String,
    client: reqwest::Client,
}

/// What the push service's answer means for the push.
#[derive(Debug, PartialEq, Eq)]
pub enum Answer {
    /// Taken (2xx).
    Delivered,
    /// The subscription expired or was withdrawn (404, 410): forget it.
    Gone,
    /// Refused for good (another 4xx but 408 and 429): give the push up.
    Refused(String),
    /// Try again later (408, 429, 5xx, no answer).
    Failed(String),
}

/// The meaning of an HTTP status from a push service (RFC 8030 section 5, RFC 8292).
pub fn answer_for(status: u16) -> Answer {
    match status {
        200..=299 => Answer::Delivered,
        404 | 410 => Answer::Gone,
        408 | 429 => Answer::Failed(format!("HTTP {status}")),
        400..=499 => Answer::Refused(format!("HTTP {status}")),
        _ => Answer::Failed(format!("HTTP {status}")),
    }
}

impl Sender {
    /// A sender signing with `key` and naming `subject` (a `mailto:` or `https:` URL).
    pub fn new(key: Arc<VapidKey>, subject: String) -> anyhow::Result<Self> {
        let client = reqwest::Client::builder()
            .timeout(REQUEST_TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .build()?;
        Ok(Self {
            key,
            subject,
            client,
        })
    }

    /// Encrypts and posts one push; what the push service answered.
    pub async fn send(&self, push: &QueuedPush) -> Answer {
        let endpoint = match url::Url::parse(&push.endpoint) {
            Ok(url) => url,
            Err(e) => return Answer::Refused(format!("endpoint: {e}")),
        };
        let body = match crypto::encrypt(push.payload.as_bytes(), &push.p256dh, &push.auth) {
            Ok(body) => body,
            Err(e) => return Answer::Refused(e.to_string()),
        };
        // RFC 8292 section 2: at most a day ahead; 12 hours leaves room for clock skew.
        let exp = time::OffsetDateTime::now_utc().unix_timestamp() + 12 * 3600;
        let authorization = match self.key.authorization(&endpoint, exp, &self.subject) {
            Ok(a) => a,
            Err(e) => return Answer::Failed(e.to_string()),
        };
        let sent = self
            .client
            .post(endpoint)
            .header("Authorization", authorization)
            .header("Content-Encoding", "aes128gcm")
            .header("Content-Type", "application/octet-stream")
            .header("TTL", TTL_SECONDS.to_string())
            .header("Urgency", "normal")
            .body(body)
            .send()
            .await;
        match sent {
            Ok(response) => answer_for(response.status().as_u16()),
            Err(e) => Answer::Failed(format!("no answer: {e}")),
        }
    }
}

/// Sends every push due now; how many were delivered.
pub async fn deliver_due(pool: &PgPool, sender: &Sender) -> anyhow::Result<usize> {
    let mut delivered = 0;
    while let Some(queued) = push::claim_next(pool, LEASE).await? {
        let answer = sender.send(&queued).await;
        let host = url::Url::parse(&queued.endpoint)
            .ok()
            .and_then(|u| u.host_str().map(str::to_owned))
            .unwrap_or_default();
        match answer {
            Answer::Delivered => {
                if !push::mark_delivered(pool, &queued).await? {
                    tracing::warn!(id = queued.id, "push sent after its lease ran out");
                }
                delivered += 1;
            }
            Answer::Gone => {
                tracing::info!(id = queued.id, %host, "push subscription gone: forgotten");
                push::forget_subscription(pool, queued.subscription_id).await?;
            }
            Answer::Refused(error) => note_failure(pool, &queued, &host, &error, true).await?,
            Answer::Failed(error) => note_failure(pool, &queued, &host, &error, false).await?,
        }
    }
    Ok(delivered)
}

/// Counts a failed push against it (or gives it up), with a log line.
async fn note_failure(
    pool: &PgPool,
    queued: &QueuedPush,
    host: &str,
    error: &str,
    give_up: bool,
) -> anyhow::Result<()> {
    let given_up = push::mark_failed(pool, queued, error, give_up).await?;
    tracing::warn!(id = queued.id, %host, attempts = queued.attempts, given_up, "push not delivered: {error}");
    Ok(())
}

/// Runs forever: deliver what is due, then wait for `NOTIFY push_outbox` or `poll`.
pub async fn run(pool: PgPool, sender: Sender, poll: Duration) {
    let mut listener = match PgListener::connect_with(&pool).await {
        Ok(mut l) => match l.listen("push_outbox").await {
            Ok(()) => Some(l),
            Err(e) => {
                tracing::warn!("LISTEN push_outbox failed, polling only: {e:#}");
                None
            }
        },
        Err(e) => {
            tracing::warn!("push listener connection failed, polling only: {e:#}");
            None
        }
    };
    loop {
        if let Err(e) = deliver_due(&pool, &sender).await {
            tracing::error!("push worker: {e:#}");
        }
        match listener.as_mut() {
            Some(l) => {
                tokio::select! {
                    n = l.recv() => if let Err(e) = n {
                        tracing::warn!("push listener: {e:#}");
                        tokio::time::sleep(poll).await;
                    },
                    _ = tokio::time::sleep(poll) => {}
                }
                while l.next_buffered().is_some() {}
            }
            None => tokio::time::sleep(poll).await,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_push_services_answers() {
        assert_eq!(answer_for(201), Answer::Delivered);
        assert_eq!(answer_for(410), Answer::Gone);
        assert_eq!(answer_for(404), Answer::Gone);
        assert!(matches!(answer_for(413), Answer::Refused(_)));
        assert!(matches!(answer_for(403), Answer::Refused(_)));
        assert!(matches!(answer_for(429), Answer::Failed(_)));
        assert!(matches!(answer_for(503), Answer::Failed(_)));
    }
}
