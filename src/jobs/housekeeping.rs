//! Removes expired sessions and stale rate-limit counters.

use sqlx::PgPool;

use crate::store;

pub async fn run(pool: &PgPool) -> anyhow::Result<()> {
    let sessions = store::sessions::delete_expired(pool).await?;
    let counters = store::rate_limits::delete_stale(pool).await?;
    if sessions + counters > 0 {
        tracing::debug!(sessions, counters, "housekeeping");
    }
    Ok(())
}
