//! Keeps the [`ViewCache`] told of changes: `LISTEN game_changed` on a connection of its
//! own, forgetting a game on each notice. The cache serves only while notices are known
//! to arrive: the listener sends itself a probe before it starts and every
//! [`PROBE_EVERY`] after, and stops the cache when one does not come back (a connection
//! lost, or a pooler in transaction mode that never delivers notices). After the
//! connection comes back, everything kept is forgotten (notices were lost meanwhile).

use std::{sync::Arc, time::Duration};

use sqlx::{PgPool, postgres::PgListener};

use super::cache::{Notice, PROBE_PREFIX, ViewCache};

/// The channel the triggers of migration 0034 notify.
pub const CHANNEL: &str = "game_changed";

/// How often the listener checks that notices still arrive.
const PROBE_EVERY: Duration = Duration::from_secs(30);
/// How long a probe may take to come back.
const PROBE_WAIT: Duration = Duration::from_secs(5);
/// How long to wait before listening again after a failure.
const RETRY: Duration = Duration::from_secs(2);

/// Runs forever on its own connection of `pool` (the pool's size counts it).
pub async fn run(pool: PgPool, cache: Arc<ViewCache>) {
    let mut probes = 0u64;
    loop {
        match listen(&pool).await {
            Ok(mut listener) => {
                let heard = hear(&pool, &mut listener, &cache, &mut probes).await;
                cache.stop_serving();
                if let Err(e) = heard {
                    tracing::warn!("game change listener: {e:#}");
                }
            }
            Err(e) => tracing::warn!("game change listener could not listen: {e:#}"),
        }
        tokio::time::sleep(RETRY).await;
    }
}

async fn listen(pool: &PgPool) -> sqlx::Result<PgListener> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.listen(CHANNEL).await?;
    Ok(listener)
}

/// Applies notices while probes come back; returns when one does not, or on an error.
async fn hear(
    pool: &PgPool,
    listener: &mut PgListener,
    cache: &ViewCache,
    probes: &mut u64,
) -> sqlx::Result<()> {
    let mut every = tokio::time::interval(PROBE_EVERY);
    loop {
        tokio::select! {
            _ = every.tick() => {
                *probes += 1;
                if !probe(pool, listener, cache, *probes).await? {
                    tracing::warn!("game change notices do not arrive; spectators' pages are read each time");
                    return Ok(());
                }
                cache.set_serving();
            }
            notice = listener.try_recv() => match notice? {
                Some(notice) => Notice::parse(notice.payload()).apply(cache),
                None => cache.forget_all(),
            },
        }
    }
}

/// Sends probe `n` and applies notices until it comes back (`true`) or [`PROBE_WAIT`]
/// passes (`false`).
async fn probe(
    pool: &PgPool,
    listener: &mut PgListener,
    cache: &ViewCache,
    n: u64,
) -> sqlx::Result<bool> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(CHANNEL)
        .bind(format!("{PROBE_PREFIX}{n}"))
        .execute(pool)
        .await?;
    let deadline = tokio::time::Instant::now() + PROBE_WAIT;
    loop {
        let Ok(notice) = tokio::time::timeout_at(deadline, listener.try_recv()).await else {
            return Ok(false);
        };
        match notice?.map(|n| Notice::parse(n.payload())) {
            Some(Notice::Probe(m)) if m == n => return Ok(true),
            Some(other) => other.apply(cache),
            None => cache.forget_all(),
        }
    }
}
