//! Background work that every server process runs; each job claims its rows with
//! `FOR UPDATE SKIP LOCKED` or is idempotent, so any number of processes may run it.

pub mod housekeeping;

use crate::domain::Links;
use std::time::Duration;

use sqlx::PgPool;
use time::OffsetDateTime;

use crate::service::{clocks, tournaments};

/// Runs the periodic jobs forever.
pub async fn run(pool: PgPool, links: Links, interval: Duration) {
    let mut ticker = tokio::time::interval(interval);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        if let Err(e) = run_once(&pool, &links, OffsetDateTime::now_utc()).await {
            tracing::error!("background jobs: {e:#}");
        }
    }
}

/// One pass of every job as if it were `now` (tests pass a later time to make
/// deadlines pass without waiting).
pub async fn run_once(pool: &PgPool, links: &Links, now: OffsetDateTime) -> anyhow::Result<()> {
    clocks::announce_vacations(pool, links, now.date()).await?;
    clocks::sweep_timeouts(pool, links, now).await?;
    clocks::send_reminders(pool, links, now).await?;
    tournaments::start::start_due(pool, links, now).await?;
    tournaments::finish::finish_complete(pool, links).await?;
    housekeeping::run(pool).await?;
    Ok(())
}
