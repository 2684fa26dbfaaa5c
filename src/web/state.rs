//! What every handler can reach.

use lettre::message::Mailbox;
use sqlx::PgPool;

use crate::{config::Config, service::password_hasher::PasswordHasher};

/// Shared, read-only application state (cheap to clone: the pool is an `Arc`).
#[derive(Clone)]
pub struct AppState {
    pub pool: PgPool,
    pub config: Config,
    pub mail_from: Mailbox,
    /// The process-wide cap on argon2 work: every hash and password check uses it.
    pub passwords: PasswordHasher,
}

impl AppState {
    /// An absolute link for mails.
    pub fn link(&self, path: &str) -> String {
        format!("{}{path}", self.config.base_url)
    }
}
