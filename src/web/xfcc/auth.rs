//! Who an Xfcc call comes from. Xfcc sends a username and a password with every call,
//! so the password field takes either the account's password (checked like the login
//! form's: argon2 in the shared hashing slots, counted against the account's login
//! budget) or one of its API tokens (what docs/XFCC.md recommends: no hashing, and
//! revocable on its own). The token is looked at first and costs the client address
//! nothing, so a token keeps working while others at the address (a household, an
//! office behind one NAT) used up its login budget; only a password attempt is counted
//! against the address, and a right password takes its hit back, so the budget is
//! spent by failed passwords alone and a client that polls is never limited.

use actix_web::HttpRequest;

use crate::{
    domain::SecretToken,
    service::{
        ServiceError, api_tokens,
        login::{self, LoginOutcome},
    },
    store::{self, users::User},
    web::{AppState, middleware::rate_limit::PerAddress},
};

/// Whether `login` (a username or an address, in any case) names `user`.
fn names(login: &str, username: &str, email: &str) -> bool {
    let login = login.trim();
    login.eq_ignore_ascii_case(username) || login.eq_ignore_ascii_case(email)
}

/// The account `login` and `password` name, `None` when they name none (or the
/// budgets are used up). Fails only inside (the database, busy hashing slots).
pub async fn caller(
    req: &HttpRequest,
    state: &AppState,
    login: &str,
    password: &str,
) -> Result<Option<User>, ServiceError> {
    if login.trim().is_empty() || password.is_empty() {
        return Ok(None);
    }
    // A token costs no hashing and is charged to the token's API budget, as on
    // `/api/v1`: the address's login budget is not asked at all.
    if let Some(user) = by_token(state, login, password).await? {
        return Ok(user);
    }
    // A password costs an argon2 check, so it needs the address's budget, counted
    // before the check (parallel guesses cannot overrun it) and given back when right.
    if PerAddress::Login.hit(req, state).await?.is_err() {
        tracing::info!("Xfcc login limit of the address reached");
        return Ok(None);
    }
    let user = by_password(state, login, password).await?;
    if user.is_some() {
        PerAddress::Login.refund(req, state).await?;
    }
    Ok(user)
}

/// The owner of the API token in `password`, when it is live and `login` names them:
/// `Some(None)` when the token's API budget is used up (the call is refused).
async fn by_token(
    state: &AppState,
    login: &str,
    password: &str,
) -> Result<Option<Option<User>>, ServiceError> {
    let Some(token) = SecretToken::from_user(password) else {
        return Ok(None);
    };
    let Some(owner) = api_tokens::authenticate(&state.pool, &token)
        .await?
        .filter(|owner| names(login, &owner.user.username, &owner.user.email))
    else {
        return Ok(None);
    };
    let key = format!("api:token:{}", owner.token_id);
    let limit = state.config.rate_limits.api_per_token;
    if store::rate_limits::hit(&state.pool, &key, limit)
        .await?
        .is_err()
    {
        tracing::info!(token = %owner.token_id, "Xfcc call over the token's API limit");
        return Ok(Some(None));
    }
    Ok(Some(Some(owner.user)))
}

/// The account whose password this is, through the login form's check and budget.
async fn by_password(
    state: &AppState,
    login: &str,
    password: &str,
) -> Result<Option<User>, ServiceError> {
    let limit = state.config.rate_limits.login_per_account;
    let outcome =
        login::log_in(&state.pool, &state.passwords, limit, login, password, None).await?;
    Ok(match outcome {
        LoginOutcome::LoggedIn(user) => store::users::by_id(&state.pool, user).await?,
        LoginOutcome::Refused | LoginOutcome::Limited { .. } | LoginOutcome::Suspended(_) => None,
    })
}

#[cfg(test)]
mod tests {
    use super::names;

    #[test]
    fn a_login_names_the_account_by_username_or_address_in_any_case() {
        assert!(names(" Alice ", "alice", "a@example.org"));
        assert!(names("A@Example.org", "alice", "a@example.org"));
        assert!(!names("bob", "alice", "a@example.org"));
    }
}
