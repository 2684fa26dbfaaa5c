//! Players as the public sees them: a profile's account and rating, its record, its
//! finished games by page, its tournaments, the leaderboard and the name search.

use shakmaty::Color;
use sqlx::PgExecutor;
use time::OffsetDateTime;

use super::games::{GameRow, page_of_ended_games, select_games};
use crate::domain::{
    GameId, TournamentId, UserId, Username,
    game_state::PgnResult,
    listing::{PAGE_SIZE, Page, ResultFilter},
    rating::{PROVISIONAL_RD, Rating},
};

/// A player with their current rating.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct PlayerRow {
    pub id: UserId,
    pub username: String,
    pub created_at: OffsetDateTime,
    pub rating: f64,
    pub rd: f64,
    pub volatility: f64,
    /// When their last rated game ended.
    pub rated_at: Option<OffsetDateTime>,
}

impl PlayerRow {
    /// The Glicko-2 values.
    pub fn values(&self) -> Rating {
        Rating {
            rating: self.rating,
            rd: self.rd,
            volatility: self.volatility,
        }
    }
}

/// `SELECT` of every [`PlayerRow`] column, followed by `$tail`.
macro_rules! select_players {
    ($tail:literal) => {
        concat!(
            "SELECT u.id, u.username, u.created_at, r.rating, r.rd, r.volatility, r.rated_at
             FROM users u JOIN ratings r ON r.user_id = u.id ",
            $tail
        )
    };
}

/// The player of that name (any case), if any. A name no account could have (a path
/// segment with a NUL, say) is not looked up.
pub async fn by_name(db: impl PgExecutor<'_>, name: &str) -> sqlx::Result<Option<PlayerRow>> {
    let Ok(name) = Username::parse(name) else {
        return Ok(None);
    };
    sqlx::query_as(select_players!("WHERE lower(u.username) = lower($1)"))
        .bind(name.as_str())
        .fetch_optional(db)
        .await
}

/// Finished games won, drawn and lost, as white and as black.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct Record {
    pub white_won: i64,
    pub white_drawn: i64,
    pub white_lost: i64,
    pub black_won: i64,
    pub black_drawn: i64,
    pub black_lost: i64,
}

impl Record {
    pub fn won(&self) -> i64 {
        self.white_won + self.black_won
    }
    pub fn drawn(&self) -> i64 {
        self.white_drawn + self.black_drawn
    }
    pub fn lost(&self) -> i64 {
        self.white_lost + self.black_lost
    }
    pub fn played(&self) -> i64 {
        self.won() + self.drawn() + self.lost()
    }
    pub fn white(&self) -> i64 {
        self.white_won + self.white_drawn + self.white_lost
    }
    pub fn black(&self) -> i64 {
        self.black_won + self.black_drawn + self.black_lost
    }

    /// How many games a result filter lists.
    pub fn count(&self, filter: ResultFilter) -> i64 {
        match filter {
            ResultFilter::All => self.played(),
            ResultFilter::Won => self.won(),
            ResultFilter::Drawn => self.drawn(),
            ResultFilter::Lost => self.lost(),
        }
    }
}

/// A player's record over their finished games (aborted games do not count).
pub async fn record(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<Record> {
    sqlx::query_as(
        "SELECT count(*) FILTER (WHERE white_id = $1 AND result = '1-0') AS white_won,
                count(*) FILTER (WHERE white_id = $1 AND result = '1/2-1/2') AS white_drawn,
                count(*) FILTER (WHERE white_id = $1 AND result = '0-1') AS white_lost,
                count(*) FILTER (WHERE black_id = $1 AND result = '0-1') AS black_won,
                count(*) FILTER (WHERE black_id = $1 AND result = '1/2-1/2') AS black_drawn,
                count(*) FILTER (WHERE black_id = $1 AND result = '1-0') AS black_lost
         FROM games WHERE status = 'finished' AND (white_id = $1 OR black_id = $1)",
    )
    .bind(user)
    .fetch_one(db)
    .await
}

/// One page of a player's finished games, newest first, limited to a result. Each colour
/// is an ordered scan of its own index (`games_*_finished_idx`), the two merged.
pub async fn finished_games(
    db: impl PgExecutor<'_>,
    user: UserId,
    filter: ResultFilter,
    page: Page,
) -> sqlx::Result<Vec<GameRow>> {
    let as_white = PgnResult(filter.result_as(Color::White));
    let as_black = PgnResult(filter.result_as(Color::Black));
    sqlx::query_as(select_games!(page_of_ended_games!(
        "status = 'finished'",
        "($2 = '*' OR result = $2)",
        "($3 = '*' OR result = $3)"
    )))
    .bind(user)
    .bind(as_white)
    .bind(as_black)
    .bind(PAGE_SIZE)
    .bind(page.offset())
    .fetch_all(db)
    .await
}

/// A player's finished games ended after `after` (an end time and id, oldest first),
/// at most `limit`: the PGN archive reads them batch by batch.
pub async fn finished_after(
    db: impl PgExecutor<'_>,
    user: UserId,
    after: Option<(OffsetDateTime, GameId)>,
    limit: i64,
) -> sqlx::Result<Vec<GameRow>> {
    let (at, id) = after.map_or((None, GameId(0)), |(at, id)| (Some(at), id));
    sqlx::query_as(select_games!(
        "WHERE g.id IN (
             SELECT id FROM (
                 (SELECT id, finished_at FROM games
                  WHERE white_id = $1 AND status = 'finished'
                    AND ($2::timestamptz IS NULL OR (finished_at, id) > ($2, $3))
                  ORDER BY finished_at, id LIMIT $4)
                 UNION ALL
                 (SELECT id, finished_at FROM games
                  WHERE black_id = $1 AND status = 'finished'
                    AND ($2::timestamptz IS NULL OR (finished_at, id) > ($2, $3))
                  ORDER BY finished_at, id LIMIT $4)
             ) mine ORDER BY finished_at, id LIMIT $4)
         ORDER BY g.finished_at, g.id"
    ))
    .bind(user)
    .bind(at)
    .bind(id)
    .bind(limit)
    .fetch_all(db)
    .await
}

/// A tournament a player joined.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct TournamentPlayed {
    pub id: TournamentId,
    pub name: String,
    pub status: crate::domain::tournaments::TournamentStatus,
}

/// The tournaments a player joined, newest first.
pub async fn tournaments(
    db: impl PgExecutor<'_>,
    user: UserId,
) -> sqlx::Result<Vec<TournamentPlayed>> {
    sqlx::query_as(
        "SELECT t.id, t.name, t.status FROM tournament_players p JOIN tournaments t ON t.id = p.tournament_id
         WHERE p.user_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT 200",
    )
    .bind(user)
    .fetch_all(db)
    .await
}

// The leaderboard's queries write the RD bound as a literal, as the partial index
// `ratings_leaderboard_idx` does (`WHERE rd <= 110`): a bound passed as a parameter could
// not use the index in a generic plan.
const _: () = assert!(PROVISIONAL_RD == 110.0);

/// Established players (RD at most 110, a rated game since `since`) by rating: one page.
/// Deleted accounts keep their rating for their opponents' games but are not listed.
pub async fn leaderboard(
    db: impl PgExecutor<'_>,
    since: OffsetDateTime,
    offset: i64,
    limit: i64,
) -> sqlx::Result<Vec<PlayerRow>> {
    sqlx::query_as(select_players!(
        "WHERE r.rd <= 110 AND r.rated_at >= $1 AND u.deleted_at IS NULL AND u.home_host IS NULL
         ORDER BY r.rating DESC, r.user_id LIMIT $2 OFFSET $3"
    ))
    .bind(since)
    .bind(limit)
    .bind(offset)
    .fetch_all(db)
    .await
}

/// Provisional players (RD above 110, a rated game since `since`) by shown rating, at
/// most `limit`: the leaderboard's second list, so a new server's players show up
/// before anyone's rating has settled.
pub async fn provisional(
    db: impl PgExecutor<'_>,
    since: OffsetDateTime,
    limit: i64,
) -> sqlx::Result<Vec<PlayerRow>> {
    sqlx::query_as(select_players!(
        "WHERE r.rd > 110 AND r.rated_at >= $1 AND u.deleted_at IS NULL AND u.home_host IS NULL
         ORDER BY r.rating DESC, r.user_id LIMIT $2"
    ))
    .bind(since)
    .bind(limit)
    .fetch_all(db)
    .await
}

/// How many players the leaderboard has.
pub async fn leaderboard_size(db: impl PgExecutor<'_>, since: OffsetDateTime) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "SELECT count(*) FROM ratings r JOIN users u ON u.id = r.user_id
         WHERE r.rd <= 110 AND r.rated_at >= $1 AND u.deleted_at IS NULL AND u.home_host IS NULL",
    )
    .bind(since)
    .fetch_one(db)
    .await
}

/// Players whose name starts with `prefix` (any case), by name, at most `limit`.
pub async fn search(
    db: impl PgExecutor<'_>,
    prefix: &str,
    limit: i64,
) -> sqlx::Result<Vec<PlayerRow>> {
    // LIKE's own characters in a name match themselves.
    let pattern = format!(
        "{}%",
        prefix
            .to_lowercase()
            .replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_")
    );
    sqlx::query_as(select_players!(
        "WHERE lower(u.username) LIKE $1 AND u.deleted_at IS NULL AND u.home_host IS NULL
         ORDER BY lower(u.username) LIMIT $2"
    ))
    .bind(pattern)
    .bind(limit)
    .fetch_all(db)
    .await
}
