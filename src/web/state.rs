//! What every handler can reach.

use lettre::message::Mailbox;
use sqlx::PgPool;

use crate::{config::Config, domain::Links, service::password_hasher::PasswordHasher};

/// Shared, read-only application state (cheap to clone: the pool is an `Arc`).
#[derive(Clone)]
pub struct AppState {
    pub pool: PgPool,
    pub config: Config,
    /// Absolute links (mails, PGN, the calendar address) under `config.base_url`.
    pub links: Links,
    pub mail_from: Mailbox,
    /// The process-wide cap on argon2 work: every hash and password check uses it.
    pub passwords: PasswordHasher,
    /// The mail worker's task when this process sends mail (readiness checks it runs).
    pub mail_worker: Option<tokio::task::AbortHandle>,
    /// Spectators' game reads kept in memory, told of changes by the database.
    pub game_views: std::sync::Arc<crate::cache::game_views::ViewCache>,
    /// Recent sessions' users kept in memory, told of changes by the same listener.
    pub sessions: std::sync::Arc<crate::cache::sessions::SessionCache>,
    /// Recent API tokens' owners kept in memory, told of changes the same way.
    pub api_tokens: std::sync::Arc<crate::cache::sessions::ApiTokenCache>,
    /// The VAPID public key (base64url) browsers subscribe to pushes with.
    pub push_public_key: String,
    /// The key that signs games' records when they are served (docs/RECORD.md).
    pub record_key: std::sync::Arc<crate::domain::record::RecordKey>,
    /// The live events of open pages (`GET /games/{id}/events`, `GET /events`).
    pub live: std::sync::Arc<crate::cache::live::LiveEvents>,
    /// The request-body bytes this process may hold at once (`MAX_BODY_BYTES_IN_FLIGHT`).
    pub body_budget: std::sync::Arc<crate::web::middleware::body_budget::BodyBudget>,
    /// Play across servers when `FEDERATION=on` (docs/FEDERATION.md).
    pub federation: Option<std::sync::Arc<crate::service::federation::transport::Federation>>,
}

impl AppState {
    /// The service context over this process's pool and links.
    pub fn ctx(&self) -> crate::service::Context<'_> {
        crate::service::Context::new(&self.pool, &self.links)
            .with_vacation_days(self.config.vacation_days_per_year)
            .with_federation(self.federation.as_deref())
    }
}
