//! Personal access tokens for the JSON API: created on the settings page or with a
//! login and password over the API, revoked by their owner.

use crate::domain::Words;
use sqlx::PgPool;

use super::{
    FieldErrors, ServiceError,
    login::{self, LoginOutcome},
    password_hasher::PasswordHasher,
};
use crate::{
    config::RateLimit,
    domain::{SecretToken, UserId},
    store::{
        self,
        api_tokens::{ApiToken, ApiTokenId},
    },
};

/// The longest token name, in characters.
pub const MAX_NAME_CHARS: usize = 100;

/// A token name: trimmed, 1 to [`MAX_NAME_CHARS`] characters, no control characters.
pub fn parse_name(name: &str) -> Result<String, ServiceError> {
    let name = name.trim();
    let message = if name.is_empty() {
        Some(Words::new("refusal-token-name-empty"))
    } else if name.chars().count() > MAX_NAME_CHARS {
        Some(Words::new("refusal-token-name-long").arg("max", MAX_NAME_CHARS))
    } else if name.chars().any(char::is_control) {
        Some(Words::new("refusal-token-name-control"))
    } else {
        None
    };
    match message {
        Some(m) => Err(ServiceError::Invalid(FieldErrors::single("name", m))),
        None => Ok(name.to_owned()),
    }
}

/// Creates a token for a logged-in user; its secret is returned to be shown this once,
/// in the answer to the creating POST, and is stored nowhere but as its hash.
pub async fn create(
    pool: &PgPool,
    user: UserId,
    name: &str,
) -> Result<(ApiToken, SecretToken), ServiceError> {
    let name = parse_name(name)?;
    let (token, secret) = store::api_tokens::create(pool, user, &name).await?;
    tracing::info!(user = %user, token = %token.id, "API token created");
    Ok((token, secret))
}

/// What asking for a token with a login and password came to.
#[derive(Debug)]
pub enum TokenLogin {
    /// The token, its secret shown this once.
    Created {
        token: ApiToken,
        secret: SecretToken,
    },
    /// The login and password do not match an account.
    Refused,
    /// The account's login budget is used up for now.
    Limited { retry_after: u64 },
}

/// Creates a token for whoever `login` and `password` name, counted against the
/// account's login budget like the login form (the API keeps no device cookie, so a
/// script's attempts count as a stranger's).
pub async fn create_with_password(
    pool: &PgPool,
    passwords: &PasswordHasher,
    limit: RateLimit,
    login: &str,
    password: &str,
    name: &str,
) -> Result<TokenLogin, ServiceError> {
    let mut errors = FieldErrors::default();
    if login.trim().is_empty() {
        errors.add("login", Words::new("refusal-enter-login"));
    }
    if password.is_empty() {
        errors.add("password", Words::new("refusal-enter-password"));
    }
    if let Err(ServiceError::Invalid(e)) = parse_name(name) {
        for (field, message) in e.0 {
            errors.add(field, message);
        }
    }
    if !errors.is_empty() {
        return Err(ServiceError::Invalid(errors));
    }
    Ok(
        match login::log_in(pool, passwords, limit, login, password, None).await? {
            LoginOutcome::LoggedIn(user) => {
                let (token, secret) =
                    store::api_tokens::create(pool, user, &parse_name(name)?).await?;
                tracing::info!(user = %user, token = %token.id, "API token created");
                TokenLogin::Created { token, secret }
            }
            LoginOutcome::Refused => TokenLogin::Refused,
            LoginOutcome::Limited { retry_after } => TokenLogin::Limited { retry_after },
            LoginOutcome::Suspended(reason) => {
                return Err(ServiceError::Conflict(LoginOutcome::suspended_words(
                    &reason,
                )));
            }
        },
    )
}

/// The user for a bearer token, when it is live.
pub async fn authenticate(
    pool: &PgPool,
    token: &SecretToken,
) -> Result<Option<store::api_tokens::TokenOwner>, ServiceError> {
    Ok(store::api_tokens::authenticate(pool, token).await?)
}

/// Revokes one of `user`'s tokens; false when it does not exist or is revoked already.
pub async fn revoke(pool: &PgPool, user: UserId, id: ApiTokenId) -> Result<bool, ServiceError> {
    let done = store::api_tokens::revoke(pool, user, id).await?;
    if done {
        tracing::info!(user = %user, token = %id, "API token revoked");
    }
    Ok(done)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn token_names() {
        assert_eq!(parse_name("  my bot ").unwrap(), "my bot");
        assert!(parse_name("   ").is_err());
        assert!(parse_name(&"x".repeat(101)).is_err());
        assert!(parse_name(&"x".repeat(100)).is_ok());
        assert!(parse_name("a\nb").is_err());
    }
}
