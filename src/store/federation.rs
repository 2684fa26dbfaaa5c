//! What this server knows of its peers and took from them (migration 0125): each
//! peer's document and keys, and every message its inbox took, with the answer.

use serde_json::Value;
use sqlx::{PgConnection, PgPool};
use time::OffsetDateTime;

/// A peer's inbox and keys as last fetched.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct PeerRow {
    pub host: String,
    pub inbox: String,
    pub jwks: Value,
    pub fetched_at: OffsetDateTime,
}

/// The peer `host` as last fetched.
pub async fn peer(pool: &PgPool, host: &str) -> sqlx::Result<Option<PeerRow>> {
    sqlx::query_as("SELECT host, inbox, jwks, fetched_at FROM federation_peers WHERE host = $1")
        .bind(host)
        .fetch_optional(pool)
        .await
}

/// The keys (JWKS) of peer `host` as last fetched from its own `jwks_uri`, in the
/// caller's transaction: what a mirror checks home's signed head against.
pub async fn peer_keys(conn: &mut PgConnection, host: &str) -> sqlx::Result<Option<Value>> {
    sqlx::query_scalar("SELECT jwks FROM federation_peers WHERE host = $1")
        .bind(host)
        .fetch_optional(conn)
        .await
}

/// Keeps what `host` says of itself now.
pub async fn keep_peer(pool: &PgPool, host: &str, inbox: &str, jwks: &Value) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO federation_peers (host, inbox, jwks, fetched_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (host) DO UPDATE SET inbox = $2, jwks = $3, fetched_at = now()",
    )
    .bind(host)
    .bind(inbox)
    .bind(jwks)
    .execute(pool)
    .await?;
    Ok(())
}

/// Notes that `host` was asked now, so a flood of unknown keys fetches at most once a
/// minute; `false` when it was asked less than a minute ago (or is unknown).
pub async fn may_refetch(pool: &PgPool, host: &str) -> sqlx::Result<bool> {
    let updated = sqlx::query(
        "UPDATE federation_peers SET fetched_at = now()
          WHERE host = $1 AND fetched_at < now() - interval '1 minute'",
    )
    .bind(host)
    .execute(pool)
    .await?;
    Ok(updated.rows_affected() == 1)
}

/// Takes message `id` from `from` into the inbox in the caller's transaction; `false`
/// when it was taken before (the row is then locked until that transaction ends).
pub async fn take(conn: &mut PgConnection, from: &str, id: &str) -> sqlx::Result<bool> {
    let inserted = sqlx::query(
        "INSERT INTO federation_inbox (from_host, message_id, status, answer)
         VALUES ($1, $2, 0, 'null') ON CONFLICT DO NOTHING",
    )
    .bind(from)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(inserted.rows_affected() == 1)
}

/// Keeps the answer to a message taken with [`take`].
pub async fn answer(
    conn: &mut PgConnection,
    from: &str,
    id: &str,
    status: i16,
    answer: &Value,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE federation_inbox SET status = $3, answer = $4 WHERE from_host = $1 AND message_id = $2",
    )
    .bind(from)
    .bind(id)
    .bind(status)
    .bind(answer)
    .execute(conn)
    .await?;
    Ok(())
}

/// The answer given to message `id` from `from`: its status and body.
pub async fn stored_answer(
    pool: &PgPool,
    from: &str,
    id: &str,
) -> sqlx::Result<Option<(i16, Value)>> {
    sqlx::query_as(
        "SELECT status, answer FROM federation_inbox WHERE from_host = $1 AND message_id = $2",
    )
    .bind(from)
    .bind(id)
    .fetch_optional(pool)
    .await
}
