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

/// One pass of every job as if it were `now`, under `settings`. Each job runs whatever
/// the others did: a failing one is logged and counted
/// (`corrchess_job_failures_total{job}`), the next one runs all the same, and the pass
/// reports the names of those that failed.
pub async fn run_with(
    ctx: Context<'_>,
    now: OffsetDateTime,
    settings: JobSettings,
) -> anyhow::Result<()> {
    let mut failed = Vec::new();
    for job in Job::ALL {
        if let Err(e) = job.run(ctx, now, settings).await {
            tracing::error!(job = job.name(), "background job failed: {e:#}");
            metrics::counter!(JOB_FAILURES, "job" => job.name()).increment(1);
            failed.push(job.name());
        }
    }
    if failed.is_empty() {
        Ok(())
    } else {
        anyhow::bail!("background jobs failed: {}", failed.join(", "))
    }
}

/// Failed runs of a job, by job (`corrchess_job_failures_total{job}`).
pub const JOB_FAILURES: &str = "corrchess_job_failures_total";

/// The jobs of one pass, in the order they run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Job {
    Vacations,
    Timeouts,
    Reminders,
    Digests,
    TournamentStarts,
    TournamentFinishes,
    TeamMatchReminders,
    TeamMatchStarts,
    Housekeeping,
}

impl Job {
    /// Every job, in the order of a pass.
    pub const ALL: [Self; 9] = [
        Self::Vacations,
        Self::Timeouts,
        Self::Reminders,
        Self::Digests,
        Self::TournamentStarts,
        Self::TournamentFinishes,
        Self::TeamMatchReminders,
        Self::TeamMatchStarts,
        Self::Housekeeping,
    ];

    /// The job's name in the log and in the metric's `job` label.
    pub fn name(self) -> &'static str {
        match self {
            Self::Vacations => "vacations",
            Self::Timeouts => "timeouts",
            Self::Reminders => "reminders",
            Self::Digests => "digests",
            Self::TournamentStarts => "tournament_starts",
            Self::TournamentFinishes => "tournament_finishes",
            Self::TeamMatchReminders => "team_match_reminders",
            Self::TeamMatchStarts => "team_match_starts",
            Self::Housekeeping => "housekeeping",
        }
    }

    async fn run(
        self,
        ctx: Context<'_>,
        now: OffsetDateTime,
        settings: JobSettings,
    ) -> anyhow::Result<()> {
        match self {
            Self::Vacations => {
                clocks::announce_vacations(ctx, now.date()).await?;
            }
            Self::Timeouts => {
                clocks::sweep_timeouts(ctx, now, settings.vacation_days_per_year).await?;
            }
            Self::Reminders => {
                clocks::send_reminders(ctx, now).await?;
            }
            Self::Digests => {
                digests::send_digests(ctx, now).await?;
            }
            Self::TournamentStarts => {
                tournaments::start::start_due(ctx, now).await?;
            }
            Self::TournamentFinishes => {
                tournaments::finish::finish_complete(ctx).await?;
            }
            Self::TeamMatchReminders => {
                team_matches::due::remind_due(ctx, now).await?;
            }
            Self::TeamMatchStarts => {
                team_matches::due::start_due(ctx, now).await?;
            }
            Self::Housekeeping => housekeeping::run(ctx.pool).await?,
        }
        Ok(())
    }
}
