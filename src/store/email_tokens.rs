//! Single-use tokens sent by mail: address verification and password reset.

use sqlx::PgExecutor;
use time::{Duration, OffsetDateTime};

use crate::domain::{SecretToken, UserId};

/// What a mailed token allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    VerifyEmail,
    ResetPassword,
}

impl Purpose {
    fn as_str(self) -> &'static str {
        match self {
            Self::VerifyEmail => "verify_email",
            Self::ResetPassword => "reset_password",
        }
    }

    /// How long a link stays valid.
    pub fn lifetime(self) -> Duration {
        match self {
            Self::VerifyEmail => Duration::days(7),
            Self::ResetPassword => Duration::hours(1),
        }
    }
}

/// Issues a token; earlier unused tokens of the same purpose stop working.
pub async fn issue(
    tx: &mut sqlx::PgConnection,
    user: UserId,
    purpose: Purpose,
    email: &str,
) -> sqlx::Result<SecretToken> {
    sqlx::query(
        "UPDATE email_tokens SET used_at = now()
         WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL",
    )
    .bind(user)
    .bind(purpose.as_str())
    .execute(&mut *tx)
    .await?;
    let token = SecretToken::generate();
    sqlx::query(
        "INSERT INTO email_tokens (token_hash, user_id, purpose, email, expires_at)
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(token.hash())
    .bind(user)
    .bind(purpose.as_str())
    .bind(email)
    .bind(OffsetDateTime::now_utc() + purpose.lifetime())
    .execute(&mut *tx)
    .await?;
    Ok(token)
}

/// A token that is valid now: its user and the address it was sent to.
#[derive(Debug, sqlx::FromRow)]
pub struct ValidToken {
    pub user_id: UserId,
    pub email: String,
}

/// Looks a token up without using it (to show the reset form).
pub async fn peek(
    db: impl PgExecutor<'_>,
    token: &SecretToken,
    purpose: Purpose,
) -> sqlx::Result<Option<ValidToken>> {
    sqlx::query_as(
        "SELECT user_id, email FROM email_tokens
         WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()",
    )
    .bind(token.hash())
    .bind(purpose.as_str())
    .fetch_optional(db)
    .await
}

/// Uses a token up; `None` when it is unknown, used or expired.
pub async fn consume(
    db: impl PgExecutor<'_>,
    token: &SecretToken,
    purpose: Purpose,
) -> sqlx::Result<Option<ValidToken>> {
    sqlx::query_as(
        "UPDATE email_tokens SET used_at = now()
         WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
         RETURNING user_id, email",
    )
    .bind(token.hash())
    .bind(purpose.as_str())
    .fetch_optional(db)
    .await
}
