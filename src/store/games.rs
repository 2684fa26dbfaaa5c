//! Games, their moves and messages.

use sqlx::{PgConnection, PgExecutor};
use time::OffsetDateTime;

use crate::domain::{ChallengeId, GameId, UserId};

/// A game row with the players' names.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct GameRow {
    pub id: GameId,
    pub white_id: UserId,
    pub white: String,
    pub black_id: UserId,
    pub black: String,
    pub start_number: i16,
    pub days_per_move: i32,
    pub rated: bool,
    pub ply: i32,
    pub fen: String,
    pub status: String,
    pub result: String,
    pub termination: Option<String>,
    pub deadline: Option<OffsetDateTime>,
    pub draw_offer_by: Option<UserId>,
    pub created_at: OffsetDateTime,
    pub last_move_at: Option<OffsetDateTime>,
    pub finished_at: Option<OffsetDateTime>,
}

impl GameRow {
    pub fn is_running(&self) -> bool {
        self.status == "running"
    }

    pub fn is_player(&self, user: UserId) -> bool {
        self.white_id == user || self.black_id == user
    }

    /// The user whose move it is (white moves at even plies).
    pub fn player_on_move(&self) -> UserId {
        if self.ply % 2 == 0 {
            self.white_id
        } else {
            self.black_id
        }
    }

    pub fn opponent_of(&self, user: UserId) -> UserId {
        if user == self.white_id {
            self.black_id
        } else {
            self.white_id
        }
    }

    pub fn name_of(&self, user: UserId) -> &str {
        if user == self.white_id {
            &self.white
        } else {
            &self.black
        }
    }
}

/// A stored move.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct MoveRow {
    pub ply: i32,
    pub san: String,
    pub uci: String,
    pub played_by: UserId,
    pub played_at: OffsetDateTime,
    pub seconds_used: i64,
}

/// A private message between the two players.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct MessageRow {
    pub author: String,
    pub ply: Option<i32>,
    pub body: String,
    pub created_at: OffsetDateTime,
}

/// The facts of a new game.
pub struct NewGame<'a> {
    pub white: UserId,
    pub black: UserId,
    pub start_number: i16,
    pub days_per_move: i32,
    pub rated: bool,
    pub fen: &'a str,
    pub challenge: Option<ChallengeId>,
    pub deadline: OffsetDateTime,
}

pub async fn insert(db: impl PgExecutor<'_>, g: &NewGame<'_>) -> sqlx::Result<GameId> {
    sqlx::query_scalar(
        "INSERT INTO games (white_id, black_id, start_number, days_per_move, rated, fen, challenge_id, deadline)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
    )
    .bind(g.white)
    .bind(g.black)
    .bind(g.start_number)
    .bind(g.days_per_move)
    .bind(g.rated)
    .bind(g.fen)
    .bind(g.challenge)
    .bind(g.deadline)
    .fetch_one(db)
    .await
}

pub async fn by_id(db: impl PgExecutor<'_>, id: GameId) -> sqlx::Result<Option<GameRow>> {
    sqlx::query_as(
        "SELECT g.id, g.white_id, w.username AS white, g.black_id, b.username AS black, g.start_number,
                g.days_per_move, g.rated, g.ply, g.fen, g.status, g.result, g.termination, g.deadline,
                g.draw_offer_by, g.created_at, g.last_move_at, g.finished_at
         FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         WHERE g.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

/// Locks the game row for the rest of the transaction (one action at a time).
pub async fn lock(tx: &mut PgConnection, id: GameId) -> sqlx::Result<Option<GameRow>> {
    sqlx::query_as(
        "SELECT g.id, g.white_id, w.username AS white, g.black_id, b.username AS black, g.start_number,
                g.days_per_move, g.rated, g.ply, g.fen, g.status, g.result, g.termination, g.deadline,
                g.draw_offer_by, g.created_at, g.last_move_at, g.finished_at
         FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         WHERE g.id = $1 FOR UPDATE OF g",
    )
    .bind(id)
    .fetch_optional(tx)
    .await
}

pub async fn moves(db: impl PgExecutor<'_>, id: GameId) -> sqlx::Result<Vec<MoveRow>> {
    sqlx::query_as(
        "SELECT ply, san, uci, played_by, played_at, seconds_used FROM moves WHERE game_id = $1 ORDER BY ply",
    )
    .bind(id)
    .fetch_all(db)
    .await
}

/// Records a move and the game's new state.
#[allow(clippy::too_many_arguments)]
pub async fn record_move(
    tx: &mut PgConnection,
    game: GameId,
    ply: i32,
    san: &str,
    uci: &str,
    by: UserId,
    seconds_used: i64,
    fen: &str,
    deadline: OffsetDateTime,
    keep_draw_offer: bool,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO moves (game_id, ply, san, uci, played_by, seconds_used) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(game)
    .bind(ply)
    .bind(san)
    .bind(uci)
    .bind(by)
    .bind(seconds_used)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE games SET ply = $2, fen = $3, deadline = $4, last_move_at = now(),
                draw_offer_by = CASE WHEN $5 THEN draw_offer_by END
         WHERE id = $1",
    )
    .bind(game)
    .bind(ply)
    .bind(fen)
    .bind(deadline)
    .bind(keep_draw_offer)
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// Ends a game with a result and a termination.
pub async fn finish(
    db: impl PgExecutor<'_>,
    game: GameId,
    status: &str,
    result: &str,
    termination: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE games SET status = $2, result = $3, termination = $4, deadline = NULL,
                draw_offer_by = NULL, finished_at = now()
         WHERE id = $1",
    )
    .bind(game)
    .bind(status)
    .bind(result)
    .bind(termination)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn set_draw_offer(
    db: impl PgExecutor<'_>,
    game: GameId,
    by: Option<UserId>,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE games SET draw_offer_by = $2 WHERE id = $1")
        .bind(game)
        .bind(by)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn add_message(
    db: impl PgExecutor<'_>,
    game: GameId,
    author: UserId,
    ply: Option<i32>,
    body: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO game_messages (game_id, author_id, ply, body) VALUES ($1, $2, $3, $4)",
    )
    .bind(game)
    .bind(author)
    .bind(ply)
    .bind(body)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn messages(db: impl PgExecutor<'_>, game: GameId) -> sqlx::Result<Vec<MessageRow>> {
    sqlx::query_as(
        "SELECT u.username AS author, m.ply, m.body, m.created_at
         FROM game_messages m JOIN users u ON u.id = m.author_id
         WHERE m.game_id = $1 ORDER BY m.id",
    )
    .bind(game)
    .fetch_all(db)
    .await
}

/// A player's games: `running` ones (mine to move first, by deadline) or finished.
pub async fn for_player(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<Vec<GameRow>> {
    sqlx::query_as(
        "SELECT g.id, g.white_id, w.username AS white, g.black_id, b.username AS black, g.start_number,
                g.days_per_move, g.rated, g.ply, g.fen, g.status, g.result, g.termination, g.deadline,
                g.draw_offer_by, g.created_at, g.last_move_at, g.finished_at
         FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         WHERE (g.white_id = $1 OR g.black_id = $1)
         ORDER BY g.status <> 'running', g.deadline NULLS LAST, g.finished_at DESC NULLS LAST, g.id DESC
         LIMIT 500",
    )
    .bind(user)
    .fetch_all(db)
    .await
}

/// How many running games wait for `user`'s move.
pub async fn my_turn_count(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "SELECT count(*) FROM games
         WHERE status = 'running'
           AND ((white_id = $1 AND ply % 2 = 0) OR (black_id = $1 AND ply % 2 = 1))",
    )
    .bind(user)
    .fetch_one(db)
    .await
}
