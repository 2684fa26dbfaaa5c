//! The push worker: runs beside the mail worker. It claims due pushes with a lease (a
//! crash re-sends at most the pushes in flight), encrypts each for its browser, posts
//! it to the push service with the VAPID signature, and deletes it once taken. Pushes
//! go out concurrently, at most [`MAX_IN_FLIGHT`] at once and [`MAX_PER_HOST`] to one
//! host, each with short timeouts, so one slow push service delays nobody else's.
//! A `404`/`410` deletes the subscription; a push service that fails or cannot be
//! reached gets the push again later, with back-off, for a day; a subscription that
//! failed [`push::PARK_AFTER`] times in a row is parked. Connections go only to public
//! addresses ([`super::resolver`]). Wakes on `NOTIFY push_outbox`, when a push in
//! flight ends, or a short poll.

use std::{collections::HashMap, sync::Arc, time::Duration};

use sqlx::{PgPool, postgres::PgListener};
use tokio::task::JoinSet;

use super::{
    crypto::{self, VapidKey},
    resolver::{self, PublicResolver},
};
use crate::{
    domain::push_subscription::{EndpointPolicy, may_post_to},
    store::push::{self, QueuedPush},
};

/// How long a claim holds a push: longer than a request to the push service may take.
pub const LEASE: Duration = Duration::from_secs(120);
/// How long connecting to a push service (its name resolved, TCP and TLS) may take.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// How long one request to a push service may take, connecting included.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);
const _: () = assert!(LEASE.as_secs() > 2 * REQUEST_TIMEOUT.as_secs());
/// Pushes in flight at once, all push services together.
pub const MAX_IN_FLIGHT: usize = 32;
/// Pushes in flight at once to one host (and port): a slow or hostile push service
/// holds at most this many of [`MAX_IN_FLIGHT`].
pub const MAX_PER_HOST: usize = 4;
const _: () = assert!(MAX_PER_HOST < MAX_IN_FLIGHT);

/// How long a push service keeps a push for a browser that is offline (`TTL`): a day,
/// the same as [`push::GIVE_UP_AFTER`].
pub const TTL_SECONDS: u32 = 86_400;

/// What the worker needs to send: the key that signs, the contact the push services
/// see (`sub`), where it may post (the site's settings), and the HTTP client.
#[derive(Clone)]
pub struct Sender {
    key: Arc<VapidKey>,
    subject: String,
    allow_loopback: bool,
    allowed_hosts: Arc<Vec<String>>,
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
    /// A sender signing with `key` and naming `subject` (a `mailto:` or `https:` URL),
    /// posting only where `policy` lets it (`PUSH_ALLOW_LOOPBACK`, `PUSH_ALLOWED_HOSTS`)
    /// and only to public addresses (loopback too with `allow_loopback`). No proxy: the
    /// addresses checked are the ones connected to.
    pub fn new(
        key: Arc<VapidKey>,
        subject: String,
        policy: &EndpointPolicy<'_>,
    ) -> anyhow::Result<Self> {
        let client = reqwest::Client::builder()
            .connect_timeout(CONNECT_TIMEOUT)
            .timeout(REQUEST_TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .dns_resolver(PublicResolver {
                allow_loopback: policy.allow_loopback,
            })
            .build()?;
        Ok(Self {
            key,
            subject,
            allow_loopback: policy.allow_loopback,
            allowed_hosts: Arc::new(policy.allowed_hosts.to_vec()),
            client,
        })
    }

    /// Encrypts and posts one push; what the push service answered.
    pub async fn send(&self, push: &QueuedPush) -> Answer {
        let endpoint = match url::Url::parse(&push.endpoint) {
            Ok(url) => url,
            Err(e) => return Answer::Refused(format!("endpoint: {e}")),
        };
        let policy = EndpointPolicy {
            allow_loopback: self.allow_loopback,
            allowed_hosts: &self.allowed_hosts,
        };
        // IP literals never reach the resolver: their text is checked here (and a
        // host the site's list no longer takes is not posted to).
        if !may_post_to(&endpoint, &policy) {
            return Answer::Refused(
                "endpoint not allowed: not a public address, or a host the site does not list"
                    .into(),
            );
        }
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
            Err(e) if resolver::is_not_public(&e) => {
                Answer::Refused(format!("{} resolves to no public address", push.host))
            }
            Err(e) => Answer::Failed(format!("no answer: {e}")),
        }
    }
}

/// The pushes being sent, and how many go to each host.
#[derive(Default)]
struct InFlight {
    tasks: JoinSet<()>,
    hosts: HashMap<tokio::task::Id, String>,
    per_host: HashMap<String, usize>,
}

impl InFlight {
    /// The hosts that have [`MAX_PER_HOST`] pushes in flight.
    fn busy_hosts(&self) -> Vec<String> {
        self.per_host
            .iter()
            .filter(|(_, n)| **n >= MAX_PER_HOST)
            .map(|(host, _)| host.clone())
            .collect()
    }

    /// Claims due pushes while there is room, each sent by a task of its own.
    async fn fill(&mut self, pool: &PgPool, sender: &Sender) -> anyhow::Result<()> {
        while self.tasks.len() < MAX_IN_FLIGHT {
            let Some(queued) = push::claim_next(pool, LEASE, &self.busy_hosts()).await? else {
                break;
            };
            let host = queued.host.clone();
            *self.per_host.entry(host.clone()).or_default() += 1;
            let (pool, sender) = (pool.clone(), sender.clone());
            let task = self.tasks.spawn(async move {
                if let Err(e) = deliver(&pool, &sender, &queued).await {
                    tracing::error!(id = queued.id, "push worker: {e:#}");
                }
            });
            self.hosts.insert(task.id(), host);
        }
        Ok(())
    }

    /// Counts a finished task's host down.
    fn finished(&mut self, task: tokio::task::Id) {
        let Some(host) = self.hosts.remove(&task) else {
            return;
        };
        if let Some(n) = self.per_host.get_mut(&host) {
            *n -= 1;
            if *n == 0 {
                self.per_host.remove(&host);
            }
        }
    }
}

/// Sends one claimed push and records what became of it.
async fn deliver(pool: &PgPool, sender: &Sender, queued: &QueuedPush) -> anyhow::Result<()> {
    let host = &queued.host;
    match sender.send(queued).await {
        Answer::Delivered => {
            if !push::mark_delivered(pool, queued).await? {
                tracing::warn!(id = queued.id, "push sent after its lease ran out");
            }
        }
        Answer::Gone => {
            tracing::info!(id = queued.id, %host, "push subscription gone: forgotten");
            push::forget_subscription(pool, queued.subscription_id).await?;
        }
        Answer::Refused(error) => note_failure(pool, queued, &error, true).await?,
        Answer::Failed(error) => note_failure(pool, queued, &error, false).await?,
    }
    Ok(())
}

/// Counts a failed push against it and its subscription (or gives it up, or parks
/// the subscription), with a log line.
async fn note_failure(
    pool: &PgPool,
    queued: &QueuedPush,
    error: &str,
    give_up: bool,
) -> anyhow::Result<()> {
    let host = &queued.host;
    let failed = push::mark_failed(pool, queued, error, give_up).await?;
    tracing::warn!(id = queued.id, %host, attempts = queued.attempts, given_up = failed.given_up, "push not delivered: {error}");
    if failed.parked {
        let dropped = push::drop_parked_pushes(pool, queued.subscription_id).await?;
        tracing::warn!(
            subscription = queued.subscription_id,
            %host,
            dropped,
            "push subscription parked after {} failures in a row",
            push::PARK_AFTER
        );
    }
    Ok(())
}

/// Waits for `NOTIFY push_outbox` (or `poll` without a listener).
async fn notified(listener: &mut Option<PgListener>, poll: Duration) {
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

/// Runs forever: send what is due while there is room, then wait for
/// `NOTIFY push_outbox`, a push in flight to end, or `poll`.
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
    let mut in_flight = InFlight::default();
    loop {
        if let Err(e) = in_flight.fill(&pool, &sender).await {
            tracing::error!("push worker: {e:#}");
        }
        tokio::select! {
            Some(done) = in_flight.tasks.join_next_with_id(), if !in_flight.tasks.is_empty() => {
                let id = match done {
                    Ok((id, ())) => id,
                    Err(e) => {
                        tracing::error!("push task failed: {e}");
                        e.id()
                    }
                };
                in_flight.finished(id);
            }
            () = notified(&mut listener, poll) => {}
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
