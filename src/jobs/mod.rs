//! Background work that every server process runs; each job claims its rows with
//! `FOR UPDATE SKIP LOCKED` or is idempotent, so any number of processes may run it.

pub mod housekeeping;

use std::time::Duration;

use sqlx::PgPool;

/// Runs the periodic jobs forever.
pub async fn run(pool: PgPool, interval: Duration) {
    let mut ticker = tokio::time::interval(interval);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        if let Err(e) = run_once(&pool).await {
            tracing::error!("background jobs: {e:#}");
        }
    }
}

/// One pass of every job (tests call this to make time-based work happen now).
pub async fn run_once(pool: &PgPool) -> anyhow::Result<()> {
    housekeeping::run(pool).await?;
    Ok(())
}
