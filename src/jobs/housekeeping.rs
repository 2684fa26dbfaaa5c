//! Removes expired sessions, stale rate-limit counters and long-unused known devices.

use sqlx::PgPool;

use crate::store;

pub async fn run(pool: &PgPool) -> anyhow::Result<()> {
    let sessions = store::sessions::delete_expired(pool).await?;
    let counters = store::rate_limits::delete_stale(pool).await?;
    let devices = store::known_devices::delete_stale(pool).await?;
    if sessions + counters + devices > 0 {
        tracing::debug!(sessions, counters, devices, "housekeeping");
    }
    Ok(())
}
