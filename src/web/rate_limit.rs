//! Rate limits for login, sign-up, password reset and mail resend, per client address
//! and per account, counted in PostgreSQL so all server processes share them.

use actix_web::HttpRequest;

use super::{AppError, AppState};
use crate::{config::RateLimit, store};

/// The client's address: the peer, or `X-Forwarded-For` behind a trusted proxy.
pub fn client_ip(req: &HttpRequest, state: &AppState) -> String {
    let info = req.connection_info();
    let addr = if state.config.trust_proxy {
        info.realip_remote_addr()
    } else {
        info.peer_addr()
    };
    addr.map(|a| a.to_owned())
        .unwrap_or_else(|| "unknown".into())
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
