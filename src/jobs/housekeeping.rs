//! Removes expired sessions, stale rate-limit counters, long-unused known devices and old
//! sent or given-up mail.

use sqlx::PgPool;

use crate::store;

pub async fn run(pool: &PgPool) -> anyhow::Result<()> {
    let sessions = store::sessions::delete_expired(pool).await?;
    let counters = store::rate_limits::delete_stale(pool).await?;
    let devices = store::known_devices::delete_stale(pool).await?;
    let mail = store::outbox::delete_old(pool).await?;
    if sessions + counters + devices + mail > 0 {
        tracing::debug!(sessions, counters, devices, mail, "housekeeping");
    }
    Ok(())
}
