//! The writes of deleting an account: what goes (the player's words, sessions, tokens,
//! devices, vacations, notes, lines, unsent mail to the address) and what stays (the row,
//! renamed, so finished games keep both players and their ratings).

use sqlx::PgConnection;

use super::games::{GameRow, select_games};
use crate::domain::UserId;

/// Locks the account first (as a vacation booking does: account, then games), and says
/// whether it still exists undeleted.
pub async fn lock_live(tx: &mut PgConnection, user: UserId) -> sqlx::Result<bool> {
    let found: Option<i64> =
        sqlx::query_scalar("SELECT id FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE")
            .bind(user)
            .fetch_optional(&mut *tx)
            .await?;
    Ok(found.is_some())
}

/// The player's running games, locked, in id order.
pub async fn running_games_locked(
    tx: &mut PgConnection,
    user: UserId,
) -> sqlx::Result<Vec<GameRow>> {
    sqlx::query_as(select_games!(
        "WHERE (g.white_id = $1 OR g.black_id = $1) AND g.status = 'running'
         ORDER BY g.id FOR UPDATE OF g"
    ))
    .bind(user)
    .fetch_all(&mut *tx)
    .await
}

/// Withdraws the player from every running tournament they still sit in (neither
/// replaced nor withdrawn): their results stand, their remaining games are forfeited by
/// the caller, and no stage's end lets them advance.
pub async fn withdraw_from_running_tournaments(
    tx: &mut PgConnection,
    user: UserId,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE tournament_players p SET withdrawn_at = now(), results_annulled = false
         FROM tournaments t
         WHERE p.user_id = $1 AND t.id = p.tournament_id AND t.status = 'running'
           AND p.withdrawn_at IS NULL AND p.replaced_by IS NULL",
    )
    .bind(user)
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// Withdraws the player's open challenges (made or received) and registrations in
/// tournaments that have not started.
pub async fn withdraw_open_offers(tx: &mut PgConnection, user: UserId) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE challenges SET status = 'cancelled'
         WHERE status = 'open' AND (challenger_id = $1 OR opponent_id = $1)",
    )
    .bind(user)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "DELETE FROM tournament_players p USING tournaments t
         WHERE p.user_id = $1 AND t.id = p.tournament_id AND t.status = 'registration'",
    )
    .bind(user)
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// Removes what the player wrote and held, and renames the row: `deleted player N`, an
/// address nobody has (in `.invalid`, which the outbox never queues mail to), no
/// password hash, no sign-up network hash, no admin role, no mail.
pub async fn erase(tx: &mut PgConnection, user: UserId) -> sqlx::Result<()> {
    sqlx::query(
        "DELETE FROM outbox WHERE sent_at IS NULL
           AND lower(to_address) = (SELECT lower(email) FROM users WHERE id = $1)",
    )
    .bind(user)
    .execute(&mut *tx)
    .await?;
    for sql in [
        "DELETE FROM game_messages WHERE author_id = $1",
        "DELETE FROM game_notes WHERE user_id = $1",
        "DELETE FROM conditional_lines WHERE user_id = $1",
        "DELETE FROM vacations WHERE user_id = $1",
        "DELETE FROM sessions WHERE user_id = $1",
        "DELETE FROM api_tokens WHERE user_id = $1",
        "DELETE FROM email_tokens WHERE user_id = $1",
        "DELETE FROM known_devices WHERE user_id = $1",
        "DELETE FROM push_subscriptions WHERE user_id = $1",
    ] {
        sqlx::query(sql).bind(user).execute(&mut *tx).await?;
    }
    sqlx::query(
        "UPDATE users SET username = 'deleted player ' || id,
                email = 'deleted-' || id || '@deleted.invalid',
                password_hash = '!', is_admin = false, is_organizer = false, email_verified_at = NULL,
                mail_moves = 'off', calendar_token_hash = NULL, signup_network = NULL,
                deleted_at = now()
         WHERE id = $1",
    )
    .bind(user)
    .execute(&mut *tx)
    .await?;
    Ok(())
}
