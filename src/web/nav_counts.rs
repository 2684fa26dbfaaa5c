//! Counts shown in the navigation.

use sqlx::PgPool;

use crate::{domain::UserId, store};

/// How many running games wait for this user's move.
pub async fn my_turn(pool: &PgPool, user: UserId) -> sqlx::Result<i64> {
    store::games::my_turn_count(pool, user).await
}
