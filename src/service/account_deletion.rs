//! Deleting an account, by its owner (after their password and a confirmation) or by an
//! admin (after a confirmation). In one
//! transaction: running games end (aborted before both players moved, else resigned, so
//! each opponent gets their result and mail as for any ending), open challenges and
//! registrations are withdrawn, the player's messages, notes, lines, vacations,
//! sessions and tokens go, and the row stays renamed "deleted player N" so that
//! finished games, crosstables and ratings keep both players. The address is free again.

use super::{Context, FieldErrors, ServiceError, games, password_hasher::PasswordHasher};
use crate::domain::Words;
use crate::{
    chess::GameResult,
    domain::{
        UserId,
        game_state::{Conclusion, Ending},
    },
    store,
};

/// How each running game of a leaving player ends.
pub fn ending_for(row: &store::games::GameRow, leaving: UserId) -> Conclusion {
    if row.ply < 2 {
        Conclusion::Aborted
    } else {
        let winner = !row.side_of(leaving);
        Conclusion::Decided(GameResult::win_for(winner), Ending::Resignation)
    }
}

/// Deletes `user`'s account once `password` is theirs and `confirmed` is ticked.
pub async fn delete_account(
    ctx: Context<'_>,
    passwords: &PasswordHasher,
    user: UserId,
    password: &str,
    confirmed: bool,
) -> Result<(), ServiceError> {
    let stored = store::users::password_hash(ctx.pool, user).await?;
    let mut errors = FieldErrors::default();
    if !passwords.verify(password.to_owned(), Some(stored)).await? {
        errors.add("password", Words::new("refusal-password-wrong"));
    }
    if !confirmed {
        errors.add("confirm", Words::new("refusal-delete-confirm"));
    }
    if !errors.is_empty() {
        return Err(ServiceError::Invalid(errors));
    }
    erase(ctx, user, None).await?;
    tracing::info!(%user, "account deleted by its owner");
    Ok(())
}

/// Deletes `user`'s account on an admin's decision (an admin deletes their own account
/// from their settings, with their password, like everyone).
pub async fn delete_by_admin(
    ctx: Context<'_>,
    admin: UserId,
    user: UserId,
) -> Result<(), ServiceError> {
    if admin == user {
        return Err(ServiceError::conflict("refusal-delete-own-account"));
    }
    erase(ctx, user, Some(admin)).await?;
    tracing::info!(%user, %admin, "account deleted by an admin");
    Ok(())
}

/// The deletion itself, in one transaction (with the audit entry when an admin did it).
async fn erase(ctx: Context<'_>, user: UserId, admin: Option<UserId>) -> Result<(), ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    if !store::account_erasure::lock_live(&mut tx, user).await? {
        return Err(ServiceError::NotFound(super::Missing::Player));
    }
    for row in store::account_erasure::running_games_locked(&mut tx, user).await? {
        games::end_game(&mut ctx.within(&mut tx), &row, ending_for(&row, user)).await?;
    }
    store::account_erasure::withdraw_open_offers(&mut tx, user).await?;
    store::account_erasure::erase(&mut tx, user).await?;
    store::clubs::erase_member(&mut tx, user).await?;
    if let Some(admin) = admin {
        let target = store::audit::Target::User(user.0);
        store::audit::record(&mut tx, admin, "user.delete", target, "").await?;
    }
    tx.commit().await?;
    Ok(())
}
