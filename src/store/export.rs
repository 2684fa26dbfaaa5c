//! The reads of a player's data export: everything stored about them, as the database
//! holds it, minus secrets (password and token hashes).

use serde_json::Value;
use sqlx::PgExecutor;

use super::{
    games::{GameRow, MoveRow, game_columns},
    move_history::{WholeGame, history_columns},
};
use crate::domain::UserId;

/// The columns of `users` that never leave the server, even to their owner: they would
/// let whoever finds the file attack the password or the calendar feed.
pub const SECRET_USER_COLUMNS: [&str; 2] = ["password_hash", "calendar_token_hash"];

/// The account (every setting column but the secrets), rating, rating history, messages
/// the player sent, notes, conditional lines, vacations, API tokens (names and
/// dates) and push subscriptions (endpoints and dates, not their keys), as one JSON
/// object.
pub async fn account(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<Value> {
    sqlx::query_scalar(
        "SELECT jsonb_build_object(
           'account', to_jsonb(u) - $2::text[],
           'rating', (SELECT to_jsonb(r) - 'user_id' FROM ratings r WHERE r.user_id = u.id),
           'rating_history', coalesce((SELECT jsonb_agg(to_jsonb(h) - 'user_id' ORDER BY h.id)
                                       FROM rating_history h WHERE h.user_id = u.id), '[]'),
           'messages_sent', coalesce((SELECT jsonb_agg(jsonb_build_object(
                                          'game', m.game_id, 'ply', m.ply, 'body', m.body,
                                          'sent_at', m.created_at) ORDER BY m.id)
                                      FROM game_messages m WHERE m.author_id = u.id), '[]'),
           'notes', coalesce((SELECT jsonb_agg(jsonb_build_object(
                                  'game', n.game_id, 'note', n.note, 'updated_at', n.updated_at)
                                  ORDER BY n.game_id)
                              FROM game_notes n WHERE n.user_id = u.id), '[]'),
           'conditional_lines', coalesce((SELECT jsonb_agg(to_jsonb(c) - 'user_id' ORDER BY c.id)
                                          FROM conditional_lines c WHERE c.user_id = u.id), '[]'),
           'vacations', coalesce((SELECT jsonb_agg(jsonb_build_object(
                                      'start', v.start_date, 'end', v.end_date) ORDER BY v.start_date)
                                  FROM vacations v WHERE v.user_id = u.id), '[]'),
           'api_tokens', coalesce((SELECT jsonb_agg(jsonb_build_object(
                                       'name', t.name, 'created_at', t.created_at,
                                       'last_used_at', t.last_used_at, 'revoked_at', t.revoked_at)
                                       ORDER BY t.id)
                                   FROM api_tokens t WHERE t.user_id = u.id), '[]'),
           'push_subscriptions', coalesce((SELECT jsonb_agg(jsonb_build_object(
                                       'endpoint', s.endpoint, 'created_at', s.created_at,
                                       'last_success_at', s.last_success_at,
                                       'last_failure_at', s.last_failure_at) ORDER BY s.id)
                                   FROM push_subscriptions s WHERE s.user_id = u.id), '[]'))
         FROM users u WHERE u.id = $1",
    )
    .bind(user)
    .bind(&SECRET_USER_COLUMNS[..])
    .fetch_one(db)
    .await
}

/// Every game of the player, oldest first, each with its moves.
pub async fn games(
    db: impl PgExecutor<'_>,
    user: UserId,
) -> sqlx::Result<Vec<(GameRow, Vec<MoveRow>)>> {
    let found: Vec<WholeGame> = sqlx::query_as(concat!(
        "SELECT ",
        game_columns!(),
        ", ",
        history_columns!(),
        " FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         WHERE g.white_id = $1 OR g.black_id = $1 ORDER BY g.id"
    ))
    .bind(user)
    .fetch_all(db)
    .await?;
    Ok(found.into_iter().map(WholeGame::into_parts).collect())
}
