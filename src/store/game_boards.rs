//! A player's running games with what their mini-boards show besides the game row:
//! the last move (from the history kept in the row) and the tournament's name. One
//! statement for the whole grid, however many games: the board is drawn from the
//! stored FEN, so no game is replayed and no move row read.

use sqlx::PgExecutor;

use super::games::GameRow;
use crate::domain::UserId;

/// A running game and what its board in the grid needs.
#[derive(Debug, sqlx::FromRow)]
pub struct BoardGameRow {
    #[sqlx(flatten)]
    pub game: GameRow,
    /// The last move's SAN and UCI as stored (castling as the king onto its rook), or
    /// `None` before the first move.
    pub last_san: Option<String>,
    pub last_uci: Option<String>,
    /// The tournament's name, for a tournament game.
    pub tournament_name: Option<String>,
}

/// A player's running games, the nearest deadline first, each with its last move and
/// tournament name (at most 1,000: more than anyone can play at once). "My games" reads
/// its list of running games from these rows too.
pub async fn running_with_boards(
    db: impl PgExecutor<'_>,
    user: UserId,
) -> sqlx::Result<Vec<BoardGameRow>> {
    sqlx::query_as(concat!(
        "SELECT ",
        crate::store::games::game_columns!(),
        ", g.move_sans[g.ply] AS last_san, g.move_ucis[g.ply] AS last_uci,
         t.name AS tournament_name
         FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         LEFT JOIN tournaments t ON t.id = g.tournament_id
         WHERE (g.white_id = $1 OR g.black_id = $1) AND g.status = 'running'
         ORDER BY g.deadline NULLS LAST, g.id LIMIT 1000"
    ))
    .bind(user)
    .fetch_all(db)
    .await
}
