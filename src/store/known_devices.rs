//! Devices (a browser's or API client's `device` cookie) that logged into an account
//! before. Only the cookie's SHA-256 is stored.

use sqlx::PgExecutor;
use time::Duration;

use crate::domain::{SecretToken, UserId};

/// How long a device stays known after its last login (browsers keep cookies 400 days
/// at most).
pub const LIFETIME: Duration = Duration::days(400);

/// Whether `device` logged into `user`'s account within [`LIFETIME`].
pub async fn is_known(
    db: impl PgExecutor<'_>,
    user: UserId,
    device: &SecretToken,
) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM known_devices
                        WHERE user_id = $1 AND token_hash = $2
                          AND last_login_at > now() - make_interval(days => $3))",
    )
    .bind(user)
    .bind(device.hash())
    .bind(LIFETIME.whole_days() as i32)
    .fetch_one(db)
    .await
}

/// Records a successful login of `user` from `device`.
pub async fn remember(
    db: impl PgExecutor<'_>,
    user: UserId,
    device: &SecretToken,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO known_devices (user_id, token_hash) VALUES ($1, $2)
         ON CONFLICT (user_id, token_hash) DO UPDATE SET last_login_at = now()",
    )
    .bind(user)
    .bind(device.hash())
    .execute(db)
    .await?;
    Ok(())
}

/// Forgets every device of `user` (a password reset recovers a taken-over account).
pub async fn forget_all_for_user(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<u64> {
    let done = sqlx::query("DELETE FROM known_devices WHERE user_id = $1")
        .bind(user)
        .execute(db)
        .await?;
    Ok(done.rows_affected())
}

/// Forgets devices unused for longer than [`LIFETIME`] (housekeeping job).
pub async fn delete_stale(db: impl PgExecutor<'_>) -> sqlx::Result<u64> {
    let done = sqlx::query(
        "DELETE FROM known_devices WHERE last_login_at < now() - make_interval(days => $1)",
    )
    .bind(LIFETIME.whole_days() as i32)
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}
