//! What each start position yields: the counters of migration 0115, added to by a
//! trigger in the transaction that finishes a game, read here without touching the
//! games themselves (only a position's latest games are read from `games`, by index).

use sqlx::PgExecutor;
use time::OffsetDateTime;

use crate::domain::{GameId, UserId};

/// The figures of one start position (or of all, summed).
#[derive(Clone, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct PositionStats {
    pub start_number: i16,
    pub games: i64,
    pub white_wins: i64,
    pub draws: i64,
    pub black_wins: i64,
    pub total_plies: i64,
    pub rating_sum: i64,
    pub rated_games: i64,
}

impl PositionStats {
    /// The average length in half-moves (`None` without games).
    pub fn average_plies(&self) -> Option<f64> {
        (self.games > 0).then(|| self.total_plies as f64 / self.games as f64)
    }

    /// The average rating of the players at the start (`None`: no game had ratings).
    pub fn average_rating(&self) -> Option<i64> {
        (self.rated_games > 0)
            .then(|| (self.rating_sum + self.rated_games) / (2 * self.rated_games))
    }

    /// The share of `part` in the games, in whole percent (0 without games).
    pub fn percent(&self, part: i64) -> i64 {
        if self.games == 0 {
            0
        } else {
            (part * 100 + self.games / 2) / self.games
        }
    }
}

/// How the table of all positions is sorted (`?sort=`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StatsOrder {
    #[default]
    Number,
    Games,
    WhiteWins,
    Draws,
    BlackWins,
    Length,
}

impl StatsOrder {
    /// The order a query word names; unknown words sort by number.
    pub fn parse(word: &str) -> StatsOrder {
        match word {
            "games" => Self::Games,
            "white" => Self::WhiteWins,
            "draws" => Self::Draws,
            "black" => Self::BlackWins,
            "length" => Self::Length,
            _ => Self::Number,
        }
    }

    /// The query word.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Number => "number",
            Self::Games => "games",
            Self::WhiteWins => "white",
            Self::Draws => "draws",
            Self::BlackWins => "black",
            Self::Length => "length",
        }
    }
}

/// The columns summed over the rated and unrated rows (`$1`: rated only).
macro_rules! summed {
    ($tail:literal) => {
        concat!(
            "SELECT start_number, sum(games)::bigint AS games,
                    sum(white_wins)::bigint AS white_wins, sum(draws)::bigint AS draws,
                    sum(black_wins)::bigint AS black_wins,
                    sum(total_plies)::bigint AS total_plies,
                    sum(rating_sum)::bigint AS rating_sum,
                    sum(rated_games)::bigint AS rated_games
             FROM position_stats WHERE (rated OR NOT $1) ",
            $tail
        )
    };
}

/// The figures of start position `n` (zeros when no game from it finished).
pub async fn of_position(
    db: impl PgExecutor<'_>,
    n: i16,
    rated_only: bool,
) -> sqlx::Result<PositionStats> {
    let row: Option<PositionStats> =
        sqlx::query_as(summed!("AND start_number = $2 GROUP BY start_number"))
            .bind(rated_only)
            .bind(n)
            .fetch_optional(db)
            .await?;
    Ok(row.unwrap_or(PositionStats {
        start_number: n,
        ..PositionStats::default()
    }))
}

/// The figures of every start position with at least `min_games` games, in `order`
/// (the best first; by number: ascending).
pub async fn all(
    db: impl PgExecutor<'_>,
    rated_only: bool,
    min_games: i64,
    order: StatsOrder,
) -> sqlx::Result<Vec<PositionStats>> {
    let sql = match order {
        StatsOrder::Number => {
            summed!("GROUP BY start_number HAVING sum(games) >= $2 ORDER BY start_number")
        }
        StatsOrder::Games => summed!(
            "GROUP BY start_number HAVING sum(games) >= $2 ORDER BY games DESC, start_number"
        ),
        StatsOrder::WhiteWins => summed!(
            "GROUP BY start_number HAVING sum(games) >= $2 ORDER BY sum(white_wins)::float8 / greatest(sum(games), 1) DESC, start_number"
        ),
        StatsOrder::Draws => summed!(
            "GROUP BY start_number HAVING sum(games) >= $2 ORDER BY sum(draws)::float8 / greatest(sum(games), 1) DESC, start_number"
        ),
        StatsOrder::BlackWins => summed!(
            "GROUP BY start_number HAVING sum(games) >= $2 ORDER BY sum(black_wins)::float8 / greatest(sum(games), 1) DESC, start_number"
        ),
        StatsOrder::Length => summed!(
            "GROUP BY start_number HAVING sum(games) >= $2 ORDER BY sum(total_plies)::float8 / greatest(sum(games), 1) DESC, start_number"
        ),
    };
    sqlx::query_as(sql)
        .bind(rated_only)
        .bind(min_games)
        .fetch_all(db)
        .await
}

/// A finished game of a start position, as its list shows it.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct FinishedGame {
    pub id: GameId,
    pub white: String,
    pub black: String,
    pub result: String,
    pub ply: i32,
    pub finished_at: Option<OffsetDateTime>,
}

/// The latest `limit` finished games of start position `n`.
pub async fn latest_games(
    db: impl PgExecutor<'_>,
    n: i16,
    limit: i64,
) -> sqlx::Result<Vec<FinishedGame>> {
    sqlx::query_as(
        "SELECT g.id, w.username AS white, b.username AS black, g.result, g.ply, g.finished_at
         FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         WHERE g.status = 'finished' AND g.start_number = $1
         ORDER BY g.finished_at DESC, g.id DESC LIMIT $2",
    )
    .bind(n)
    .bind(limit)
    .fetch_all(db)
    .await
}

/// A player's record with one colour in one start position.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct PlayerRecord {
    pub start_number: i16,
    pub color: String,
    pub games: i32,
    pub wins: i32,
    pub draws: i32,
    pub losses: i32,
}

impl PlayerRecord {
    /// Points per game in percent (a draw is half a point).
    pub fn score_percent(&self) -> i64 {
        let points2 = i64::from(self.wins) * 2 + i64::from(self.draws);
        let games = i64::from(self.games).max(1);
        (points2 * 50 + games / 2) / games
    }
}

/// `user`'s best and worst `limit` start positions with each colour, among those they
/// played at least twice with it (one game says nothing of a position): rows ordered by
/// colour, then best first; a position among the best is not listed among the worst.
pub async fn player_records(
    db: impl PgExecutor<'_>,
    user: UserId,
    limit: i64,
) -> sqlx::Result<Vec<(bool, PlayerRecord)>> {
    #[derive(sqlx::FromRow)]
    struct Row {
        best: bool,
        #[sqlx(flatten)]
        record: PlayerRecord,
    }
    let rows: Vec<Row> = sqlx::query_as(
        "WITH r AS (
             SELECT start_number, color, games, wins, draws, losses,
                    (2 * wins + draws)::float8 / games AS score
             FROM player_position_stats WHERE user_id = $1 AND games >= 2
         ), best AS (
             SELECT true AS best, * FROM (
                 SELECT *, row_number() OVER (PARTITION BY color
                                              ORDER BY score DESC, games DESC, start_number) AS k
                 FROM r) x WHERE k <= $2
         ), worst AS (
             SELECT false AS best, * FROM (
                 SELECT *, row_number() OVER (PARTITION BY color
                                              ORDER BY score, games DESC, start_number) AS k
                 FROM r WHERE NOT EXISTS (
                     SELECT 1 FROM best b
                     WHERE b.start_number = r.start_number AND b.color = r.color)) x
             WHERE k <= $2
         )
         SELECT best, start_number, color, games, wins, draws, losses
         FROM (SELECT * FROM best UNION ALL SELECT * FROM worst) u
         ORDER BY color DESC, best DESC, k",
    )
    .bind(user)
    .bind(limit)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|r| (r.best, r.record)).collect())
}
