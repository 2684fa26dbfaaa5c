//! Joining and leaving before the start, by the players themselves or by an admin.

use sqlx::{PgConnection, PgPool};

use super::{ServiceError, lock_open, require_admin};
use crate::{
    domain::{TournamentId, UserId},
    store::{self, tournaments::TournamentRow, users::User},
};

/// Registers `user` under the locked tournament's player limit.
async fn register(
    tx: &mut PgConnection,
    t: &TournamentRow,
    user: UserId,
) -> Result<(), ServiceError> {
    let count = store::tournaments::players(&mut *tx, t.id).await?.len() as i32;
    if count >= t.max_players {
        return Err(ServiceError::Conflict(format!(
            "The tournament is full ({} players).",
            t.max_players
        )));
    }
    if !store::tournaments::add_player(&mut *tx, t.id, user).await? {
        return Err(ServiceError::Conflict(
            "That player is registered already.".into(),
        ));
    }
    Ok(())
}

/// A verified player joins a tournament open for registration.
pub async fn join(pool: &PgPool, user: &User, id: TournamentId) -> Result<(), ServiceError> {
    if !user.is_verified() {
        return Err(ServiceError::Unverified);
    }
    let mut tx = pool.begin().await?;
    let t = lock_open(&mut tx, id).await?;
    register(&mut tx, &t, user.id).await?;
    tx.commit().await?;
    Ok(())
}

/// A player leaves before the start.
pub async fn leave(pool: &PgPool, user: &User, id: TournamentId) -> Result<(), ServiceError> {
    let mut tx = pool.begin().await?;
    lock_open(&mut tx, id).await?;
    if !store::tournaments::remove_player(&mut *tx, id, user.id).await? {
        return Err(ServiceError::Conflict(
            "You are not registered for this tournament.".into(),
        ));
    }
    tx.commit().await?;
    Ok(())
}

async fn user_named(pool: &PgPool, username: &str) -> Result<User, ServiceError> {
    store::users::by_username(pool, username.trim())
        .await?
        .ok_or_else(|| {
            ServiceError::Conflict(format!(
                "There is no player called \"{}\".",
                username.trim()
            ))
        })
}

/// An admin registers a player (verified or not: the admin vouches for them).
pub async fn add_player(
    pool: &PgPool,
    admin: &User,
    id: TournamentId,
    username: &str,
) -> Result<(), ServiceError> {
    require_admin(admin)?;
    let player = user_named(pool, username).await?;
    let mut tx = pool.begin().await?;
    let t = lock_open(&mut tx, id).await?;
    register(&mut tx, &t, player.id).await?;
    tx.commit().await?;
    Ok(())
}

/// An admin removes a player before the start.
pub async fn remove_player(
    pool: &PgPool,
    admin: &User,
    id: TournamentId,
    username: &str,
) -> Result<(), ServiceError> {
    require_admin(admin)?;
    let player = user_named(pool, username).await?;
    let mut tx = pool.begin().await?;
    lock_open(&mut tx, id).await?;
    if !store::tournaments::remove_player(&mut *tx, id, player.id).await? {
        return Err(ServiceError::Conflict(
            "That player is not registered.".into(),
        ));
    }
    tx.commit().await?;
    Ok(())
}
