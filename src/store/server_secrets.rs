//! Secrets the server makes for itself when no setting gives one, kept in the database
//! so every process (and every restart) uses the same.

use sqlx::PgPool;

/// The secret called `name`: the stored one, or `generated` stored now when there is
/// none yet (of processes starting at once, the first to store wins and all read it).
pub async fn get_or_store(pool: &PgPool, name: &str, generated: &[u8]) -> sqlx::Result<Vec<u8>> {
    sqlx::query(
        "INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
    )
    .bind(name)
    .bind(generated)
    .execute(pool)
    .await?;
    sqlx::query_scalar("SELECT value FROM server_secrets WHERE name = $1")
        .bind(name)
        .fetch_one(pool)
        .await
}

/// Removes the secret called `name`; whether there was one. For a generated key that a
/// setting has replaced: kept, it would only be one more secret in every dump.
pub async fn forget(pool: &PgPool, name: &str) -> sqlx::Result<bool> {
    let done = sqlx::query("DELETE FROM server_secrets WHERE name = $1")
        .bind(name)
        .execute(pool)
        .await?;
    Ok(done.rows_affected() > 0)
}
