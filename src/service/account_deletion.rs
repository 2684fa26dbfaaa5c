//! Deleting an account, by its owner (after their password and a confirmation) or by an
//! admin (after a confirmation). In one
//! transaction: the player withdraws from the tournaments that run; running tournament
//! and team-match games are lost by forfeit, casual ones end as a resignation would
//! (aborted before both players moved), so each opponent gets their result and mail as
//! for any ending (docs/design/account-deletion.md); open challenges and
//! registrations are withdrawn, the player's messages, notes, lines, vacations,
//! sessions and tokens go, and the row stays renamed "deleted player N" so that
//! finished games, crosstables and ratings keep both players. The address is free again.

use super::{Context, FieldErrors, ServiceError, password_hasher::PasswordHasher};
use crate::domain::Words;
use crate::{
    chess::GameResult,
    domain::{
        UserId,
        game_state::{Conclusion, Ending},
    },
    store,
};

/// How each running game of a leaving player ends. A game of a tournament or a team
/// match (`in_event`) is lost by forfeit however few moves were made: its table or its
/// match score needs the result. A casual game ends as the player's resignation would:
/// aborted before both players moved, else lost.
pub fn ending_for(row: &store::games::GameRow, leaving: UserId, in_event: bool) -> Conclusion {
    let winner = GameResult::win_for(!row.side_of(leaving));
    if in_event {
        Conclusion::Decided(winner, Ending::Forfeit)
    } else if row.ply < Conclusion::PLIES_TO_COUNT {
        Conclusion::Aborted
    } else {
        Conclusion::Decided(winner, Ending::Resignation)
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
    let running = store::account_erasure::running_games_locked(&mut tx, user).await?;
    // Withdrawn before the games end, so no stage's end lets the player advance.
    store::account_erasure::withdraw_from_running_tournaments(&mut tx, user).await?;
    for row in running {
        let in_event = row.tournament_id.is_some()
            || store::team_matches::of_game(&mut *tx, row.id)
                .await?
                .is_some();
        let conclusion = ending_for(&row, user, in_event);
        super::after_game::end_game(&mut ctx.within(&mut tx), &row, conclusion).await?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::test_games;

    #[test]
    fn an_event_game_is_forfeited_a_casual_one_resigned_or_aborted() {
        for ply in [0, 1, 2, 7] {
            let row = store::games::GameRow {
                ply,
                ..test_games::new_game("ann", "bob")
            };
            let (white, black) = (test_games::WHITE, test_games::BLACK);
            assert_eq!(
                ending_for(&row, white, true),
                Conclusion::Decided(GameResult::BlackWins, Ending::Forfeit)
            );
            assert_eq!(
                ending_for(&row, black, true),
                Conclusion::Decided(GameResult::WhiteWins, Ending::Forfeit)
            );
            let casual = ending_for(&row, white, false);
            if ply < 2 {
                assert_eq!(casual, Conclusion::Aborted);
            } else {
                let resigned = Conclusion::Decided(GameResult::BlackWins, Ending::Resignation);
                assert_eq!(casual, resigned);
            }
        }
    }
}
