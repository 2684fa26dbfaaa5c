//! What every service action needs besides its own arguments: the database and the
//! link builder for the mails it queues. Borrowed, so pages, the API and the job loop
//! make one from what they hold without cloning.

use sqlx::PgPool;

use crate::domain::Links;

/// The database pool and the link builder, passed to a service action as one value.
#[derive(Clone, Copy, Debug)]
pub struct Context<'a> {
    pub pool: &'a PgPool,
    pub links: &'a Links,
}

impl<'a> Context<'a> {
    /// The context over `pool` and `links`.
    pub fn new(pool: &'a PgPool, links: &'a Links) -> Self {
        Self { pool, links }
    }
}
