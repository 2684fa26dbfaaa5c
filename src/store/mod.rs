//! All SQL lives here, one file per aggregate. Every query is a parameterised literal.

pub mod challenges;
pub mod email_tokens;
pub mod games;
pub mod outbox;
pub mod rate_limits;
pub mod sessions;
pub mod tournaments;
pub mod users;
pub mod vacations;

/// The name of the unique constraint a failed insert or update ran into, if any.
pub fn unique_violation(err: &sqlx::Error) -> Option<String> {
    match err {
        sqlx::Error::Database(db) if db.is_unique_violation() => {
            Some(db.constraint().unwrap_or_default().to_owned())
        }
        _ => None,
    }
}
