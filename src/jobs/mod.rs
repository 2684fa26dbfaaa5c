//! Background work that every server process runs (clocks, reminders, daily digests,
//! tournaments, housekeeping); each job claims its rows with
//! `FOR UPDATE SKIP LOCKED` or is idempotent, so any number of processes may run it.

pub mod housekeeping;

use crate::domain::Links;
use crate::service::Context;
use std::time::Duration;

use sqlx::PgPool;
use time::OffsetDateTime;

use crate::service::{clocks, digests, team_matches, tournaments};

/// What the jobs take from the configuration.
#[derive(Clone, Copy, Debug)]
pub struct JobSettings {
    /// Vacation days per player and year: the automatic vacation books within them.
    pub vacation_days_per_year: i64,
}

impl Default for JobSettings {
    /// The configuration's defaults, for tests that do not set them.
    fn default() -> Self {
        Self {
            vacation_days_per_year: crate::domain::clock::DEFAULT_VACATION_DAYS_PER_YEAR,
        }
    }
}

/// Runs the periodic jobs forever.
pub async fn run(pool: PgPool, links: Links, interval: Duration, settings: JobSettings) {
    let mut ticker = tokio::time::interval(interval);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        let started = std::time::Instant::now();
        let ctx = Context::new(&pool, &links).with_vacation_days(settings.vacation_days_per_year);
        if let Err(e) = run_with(ctx, OffsetDateTime::now_utc(), settings).await {
            tracing::error!("background jobs: {e:#}");
        }
        metrics::counter!("corrchess_job_runs_total").increment(1);
        metrics::histogram!("corrchess_job_run_duration_seconds")
            .record(started.elapsed().as_secs_f64());
    }
}

/// One pass of every job as if it were `now` with the default [`JobSettings`] (tests
/// pass a later time to make deadlines pass without waiting).
pub async fn run_once(ctx: Context<'_>, now: OffsetDateTime) -> anyhow::Result<()> {
    run_with(ctx, now, JobSettings::default()).await
}

/// One pass of every job as if it were `now`, under `settings`.
pub async fn run_with(
    ctx: Context<'_>,
    now: OffsetDateTime,
    settings: JobSettings,
) -> anyhow::Result<()> {
    clocks::announce_vacations(ctx, now.date()).await?;
    clocks::sweep_timeouts(ctx, now, settings.vacation_days_per_year).await?;
    clocks::send_reminders(ctx, now).await?;
    digests::send_digests(ctx, now).await?;
    tournaments::start::start_due(ctx, now).await?;
    tournaments::finish::finish_complete(ctx).await?;
    team_matches::due::remind_due(ctx, now).await?;
    team_matches::due::start_due(ctx, now).await?;
    housekeeping::run(ctx.pool).await?;
    Ok(())
}
