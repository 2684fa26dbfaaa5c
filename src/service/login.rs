//! Logging in with a password under a per-account budget of attempts, following OWASP's
//! device-cookie scheme: the budget belongs to the account the login names (whether it
//! was typed as username or address), strangers share one budget per account, and a
//! device that logged into the account before has a budget of its own. So guessing is
//! limited per account, while using up the strangers' budget does not lock the owner out.

use crate::domain::Words;
use sqlx::PgPool;

use super::{ServiceError, password_hasher::PasswordHasher};
use crate::{
    config::RateLimit,
    domain::{SecretToken, UserId},
    store,
};

/// Whose budget a password attempt is counted against.
#[derive(Clone, Copy, Debug)]
pub enum Budget<'a> {
    /// Attempts on an account from anywhere but its known devices.
    Account(UserId),
    /// Attempts on an account from one device that logged into it before.
    KnownDevice(UserId, &'a SecretToken),
    /// A login that names no account: counted on its normalised text, so the answers
    /// look like those for an account.
    Unknown(&'a str),
}

impl Budget<'_> {
    /// The rate-limit key of this budget (only a hash of a device token goes in it).
    pub fn key(self) -> String {
        match self {
            Self::Account(user) => format!("login:user:{user}"),
            Self::KnownDevice(user, device) => {
                format!("login:user:{user}:device:{}", hex::encode(device.hash()))
            }
            Self::Unknown(text) => format!("login:name:{}", normalise(text)),
        }
    }
}

/// The longest login worth looking up: an email address has at most 254 bytes.
const MAX_LOGIN_BYTES: usize = 254;

/// No username or address is longer than [`MAX_LOGIN_BYTES`] or holds control
/// characters (PostgreSQL refuses NUL in text): such a login matches no account and is
/// neither looked up nor counted.
fn plausible(login: &str) -> bool {
    login.trim().len() <= MAX_LOGIN_BYTES && !login.chars().any(char::is_control)
}

/// How a typed login is compared: trimmed and in lower case.
fn normalise(login: &str) -> String {
    login.trim().to_lowercase()
}

/// The budget of a password attempt on `user`'s account from `device`: the device's own
/// when it logged into this account before, the account's otherwise.
pub async fn account_budget<'a>(
    pool: &PgPool,
    user: UserId,
    device: Option<&'a SecretToken>,
) -> sqlx::Result<Budget<'a>> {
    Ok(match device {
        Some(device) if store::known_devices::is_known(pool, user, device).await? => {
            Budget::KnownDevice(user, device)
        }
        _ => Budget::Account(user),
    })
}

/// What a login attempt came to.
#[derive(Debug, PartialEq, Eq)]
pub enum LoginOutcome {
    /// The password matched.
    LoggedIn(UserId),
    /// No account has this login and password.
    Refused,
    /// The budget of this account (from this device) is used up for now.
    Limited { retry_after: u64 },
    /// The password matched, but an admin suspended the account (the reason given).
    Suspended(String),
}

impl LoginOutcome {
    /// The sentence a suspended player reads when they try to log in.
    pub fn suspended_words(reason: &str) -> Words {
        Words::new("refusal-suspended").arg("reason", reason)
    }
}

/// Checks `login` (username or address) and `password`, counting a failed attempt
/// against `limit` on the budget [`account_budget`] picks (or the typed text's, for a
/// login that names no account). An unknown login costs as much hashing as a wrong
/// password.
pub async fn log_in(
    pool: &PgPool,
    passwords: &PasswordHasher,
    limit: RateLimit,
    login: &str,
    password: &str,
    device: Option<&SecretToken>,
) -> Result<LoginOutcome, ServiceError> {
    if !plausible(login) {
        return Ok(LoginOutcome::Refused);
    }
    let found = store::users::credentials_by_login(pool, login).await?;
    let budget = match &found {
        Some((user, _, _)) => account_budget(pool, *user, device).await?,
        None => Budget::Unknown(login),
    };
    // Counted before the check, so parallel guesses cannot overrun the budget; a right
    // password takes its hit back, so only failures use the budget up.
    let key = budget.key();
    if let Err(retry_after) = store::rate_limits::hit(pool, &key, limit).await? {
        tracing::info!(key, "login limit reached");
        return Ok(LoginOutcome::Limited { retry_after });
    }
    let (user, stored, suspension) = match found {
        Some((user, stored, suspension)) => (Some(user), Some(stored), suspension),
        None => (None, None, None),
    };
    let matches = passwords.verify(password.to_owned(), stored).await?;
    match user {
        Some(_) if matches && suspension.is_some() => {
            store::rate_limits::refund(pool, &key).await?;
            Ok(LoginOutcome::Suspended(suspension.unwrap_or_default()))
        }
        Some(user) if matches => {
            store::rate_limits::refund(pool, &key).await?;
            Ok(LoginOutcome::LoggedIn(user))
        }
        _ => Ok(LoginOutcome::Refused),
    }
}

/// Starts a session for `user` and records that `device` (or a new one, when the client
/// has none) logged into the account; returns the session's and the device's tokens
/// for their cookies.
pub async fn start_session(
    pool: &PgPool,
    user: UserId,
    device: Option<SecretToken>,
) -> sqlx::Result<(SecretToken, SecretToken)> {
    let device = device.unwrap_or_else(SecretToken::generate);
    let mut tx = pool.begin().await?;
    let session = store::sessions::create(&mut *tx, user).await?;
    store::known_devices::remember(&mut *tx, user, &device).await?;
    tx.commit().await?;
    Ok((session, device))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_logins_compare_trimmed_and_in_lower_case() {
        assert_eq!(normalise("  Alice@Example.ORG "), "alice@example.org");
        assert_eq!(Budget::Unknown(" Bob ").key(), Budget::Unknown("bob").key());
    }

    #[test]
    fn logins_no_account_can_have_are_not_looked_up() {
        assert!(plausible("alice@example.org"));
        assert!(!plausible("ali\u{0}ce"));
        assert!(!plausible(&"a".repeat(MAX_LOGIN_BYTES + 1)));
    }

    #[test]
    fn each_known_device_has_a_budget_apart_from_the_account() {
        let user = UserId(7);
        let (a, b) = (SecretToken::generate(), SecretToken::generate());
        let account = Budget::Account(user).key();
        let device_a = Budget::KnownDevice(user, &a).key();
        let device_b = Budget::KnownDevice(user, &b).key();
        assert_ne!(account, device_a);
        assert_ne!(device_a, device_b);
        assert!(!device_a.contains(a.expose()), "no token in the key");
        // An unknown name never shares a budget with an account.
        assert_ne!(Budget::Unknown("7").key(), account);
    }
}
