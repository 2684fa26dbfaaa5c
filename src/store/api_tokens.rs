//! Personal access tokens for the JSON API: the table keeps each token's SHA-256 only.

use sqlx::PgExecutor;
use time::OffsetDateTime;

use super::users::{User, user_columns};
use crate::domain::{SecretToken, UserId};

/// An API token's id.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, sqlx::Type,
)]
#[sqlx(transparent)]
#[serde(transparent)]
pub struct ApiTokenId(pub i64);

impl std::fmt::Display for ApiTokenId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// A token as its owner sees it in the list (never the secret).
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct ApiToken {
    pub id: ApiTokenId,
    pub name: String,
    pub created_at: OffsetDateTime,
    pub last_used_at: Option<OffsetDateTime>,
}

/// Stores a new token for `user` and returns it (the only time the secret exists).
pub async fn create(
    db: impl PgExecutor<'_>,
    user: UserId,
    name: &str,
) -> sqlx::Result<(ApiToken, SecretToken)> {
    let token = SecretToken::generate();
    let row: ApiToken = sqlx::query_as(
        "INSERT INTO api_tokens (user_id, name, token_hash) VALUES ($1, $2, $3)
         RETURNING id, name, created_at, last_used_at",
    )
    .bind(user)
    .bind(name)
    .bind(token.hash())
    .fetch_one(db)
    .await?;
    Ok((row, token))
}

/// The token's id and owner when it is live, marking it used, in one round trip.
/// `last_used_at` is written at most once a minute, so busy clients do not rewrite the
/// row on every call.
pub async fn authenticate(
    db: impl PgExecutor<'_>,
    token: &SecretToken,
) -> sqlx::Result<Option<TokenOwner>> {
    sqlx::query_as(concat!(
        "WITH live AS (
             SELECT id, user_id, last_used_at FROM api_tokens
             WHERE token_hash = $1 AND revoked_at IS NULL
         ), touched AS (
             UPDATE api_tokens t SET last_used_at = now()
             FROM live
             WHERE t.id = live.id
               AND (live.last_used_at IS NULL OR live.last_used_at < now() - interval '1 minute')
         )
         SELECT live.id AS token_id, ",
        user_columns!(),
        " FROM live JOIN users u ON u.id = live.user_id AND u.suspended_at IS NULL"
    ))
    .bind(token.hash())
    .fetch_optional(db)
    .await
}

/// A live token and the account it acts for.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct TokenOwner {
    pub token_id: ApiTokenId,
    #[sqlx(flatten)]
    pub user: User,
}

/// The user's live tokens, newest first.
pub async fn list_for_user(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<Vec<ApiToken>> {
    sqlx::query_as(
        "SELECT id, name, created_at, last_used_at FROM api_tokens
         WHERE user_id = $1 AND revoked_at IS NULL
         ORDER BY created_at DESC, id DESC",
    )
    .bind(user)
    .fetch_all(db)
    .await
}

/// Revokes one of the user's tokens; false when there was no such live token.
pub async fn revoke(db: impl PgExecutor<'_>, user: UserId, id: ApiTokenId) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE api_tokens SET revoked_at = now()
         WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL",
    )
    .bind(id)
    .bind(user)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Revokes every live token of a user (after a password reset: the account may have
/// been taken over, so every credential is replaced).
pub async fn revoke_all_for_user(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<u64> {
    let done = sqlx::query(
        "UPDATE api_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL",
    )
    .bind(user)
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}
