//! Background work that every server process runs (clocks, reminders, daily digests,
//! tournaments, housekeeping); each job claims its rows with
//! `FOR UPDATE SKIP LOCKED` or is idempotent, so any number of processes may run it.

pub mod housekeeping;

use crate::domain::Links;
use crate::service::Context;
use std::time::Duration;

use sqlx::PgPool;
use time::OffsetDateTime;

use crate::service::{clocks, digests, tournaments};

/// Runs the periodic jobs forever.
pub async fn run(pool: PgPool, links: Links, interval: Duration) {
    let mut ticker = tokio::time::interval(interval);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        let started = std::time::Instant::now();
        if let Err(e) = run_once(Context::new(&pool, &links), OffsetDateTime::now_utc()).await {
            tracing::error!("background jobs: {e:#}");
        }
        metrics::counter!("corrchess_job_runs_total").increment(1);
        metrics::histogram!("corrchess_job_run_duration_seconds")
            .record(started.elapsed().as_secs_f64());
    }
}

/// One pass of every job as if it were `now` (tests pass a later time to make
/// deadlines pass without waiting).
pub async fn run_once(ctx: Context<'_>, now: OffsetDateTime) -> anyhow::Result<()> {
    clocks::announce_vacations(ctx, now.date()).await?;
    clocks::sweep_timeouts(ctx, now).await?;
    clocks::send_reminders(ctx, now).await?;
    digests::send_digests(ctx, now).await?;
    tournaments::start::start_due(ctx, now).await?;
    tournaments::finish::finish_complete(ctx).await?;
    housekeeping::run(ctx.pool).await?;
    Ok(())
}
