//! Rate limits for login, sign-up, password reset and mail resend, per client address
//! and per account, counted in PostgreSQL so all server processes share them.

use actix_web::HttpRequest;

use crate::web::{AppError, AppState};
use crate::{
    config::{RateLimit, RateLimits},
    store,
};

/// The client's address: the peer, or behind a trusted proxy the last address in
/// `X-Forwarded-For` (the one our proxy appended). The first entries come from the
/// client itself and could be anything, so they must not pick the rate-limit key.
pub fn client_ip(req: &HttpRequest, state: &AppState) -> String {
    if state.config.trust_proxy
        && let Some(addr) = last_forwarded_for(req)
    {
        return addr;
    }
    req.connection_info()
        .peer_addr()
        .map(|a| a.to_owned())
        .unwrap_or_else(|| "unknown".into())
}

/// The right-most non-empty entry of the (possibly repeated) `X-Forwarded-For` header.
fn last_forwarded_for(req: &HttpRequest) -> Option<String> {
    req.headers()
        .get_all("x-forwarded-for")
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .rfind(|a| !a.is_empty())
        .map(str::to_owned)
}

/// What one client address may do only so often. Each names its key's first part (the
/// refusal metric's `limit` label) and its limit in the configuration, once.
#[derive(Clone, Copy, Debug)]
pub enum PerAddress {
    SignUp,
    Login,
    ResetRequest,
    ResetConfirm,
    /// A player's whole archive (`/players/{name}/games.pgn`).
    Archive,
}

impl PerAddress {
    fn name(self) -> &'static str {
        match self {
            Self::SignUp => "signup",
            Self::Login => "login",
            Self::ResetRequest => "reset",
            Self::ResetConfirm => "reset-confirm",
            Self::Archive => "archive",
        }
    }

    fn limit(self, limits: &RateLimits) -> RateLimit {
        match self {
            Self::SignUp => limits.signup_per_ip,
            Self::Login => limits.login_per_ip,
            Self::ResetRequest => limits.password_reset_per_ip,
            Self::ResetConfirm => limits.password_reset_confirm_per_ip,
            Self::Archive => limits.archive_per_ip,
        }
    }

    /// Counts this action from the client of `req`; `Err(seconds)` when its address has
    /// used up the limit. The page, the API and Xfcc each answer that in their own way.
    pub async fn hit(self, req: &HttpRequest, state: &AppState) -> sqlx::Result<Result<(), u64>> {
        let key = self.key(req, state);
        let result =
            store::rate_limits::hit(&state.pool, &key, self.limit(&state.config.rate_limits))
                .await?;
        if result.is_err() {
            tracing::info!(key, "rate limit reached");
        }
        Ok(result)
    }

    /// Gives back the hit [`Self::hit`] counted, for an attempt that turned out to be
    /// legitimate (an Xfcc call with the right password).
    pub async fn refund(self, req: &HttpRequest, state: &AppState) -> sqlx::Result<()> {
        store::rate_limits::refund(&state.pool, &self.key(req, state)).await
    }

    fn key(self, req: &HttpRequest, state: &AppState) -> String {
        format!("{}:ip:{}", self.name(), client_ip(req, state))
    }

    /// [`Self::hit`] for pages: too many gives the 429 page.
    pub async fn check(self, req: &HttpRequest, state: &AppState) -> Result<(), AppError> {
        self.hit(req, state)
            .await?
            .map_err(|retry_after| AppError::RateLimited { retry_after })
    }
}

/// Counts a hit on `key`; too many gives a 429 error saying when to try again.
pub async fn check(state: &AppState, key: &str, limit: RateLimit) -> Result<(), AppError> {
    match store::rate_limits::hit(&state.pool, key, limit).await? {
        Ok(()) => Ok(()),
        Err(retry_after) => {
            tracing::info!(key, "rate limit reached");
            Err(AppError::RateLimited { retry_after })
        }
    }
}

/// Counts one action that mails another player (a challenge, a draw offer), so nobody
/// can flood an opponent's inbox; `Err(seconds)` when the limit is reached.
pub async fn notify_hit(
    state: &AppState,
    user: crate::domain::UserId,
) -> sqlx::Result<Result<(), u64>> {
    store::rate_limits::hit(
        &state.pool,
        &format!("notify:account:{user}"),
        state.config.rate_limits.notify_per_account,
    )
    .await
}

/// [`notify_hit`] for pages: too many gives the 429 page.
pub async fn check_notify(state: &AppState, user: crate::domain::UserId) -> Result<(), AppError> {
    notify_hit(state, user)
        .await?
        .map_err(|retry_after| AppError::RateLimited { retry_after })
}
