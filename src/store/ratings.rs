//! Ratings: each player's current Glicko-2 values (one locked row per player while a
//! rated game ends), what each rated game did (`rating_history`), and each game's
//! ratings at its start and changes.

use sqlx::{PgConnection, PgExecutor};
use time::OffsetDateTime;

use crate::domain::{
    GameId, UserId,
    rating::{Label, Rating, Standing},
};

/// A game's ratings: both players' shown ratings when it started (and whether they were
/// provisional), and the change each got when a rated game ended. `None` where there is
/// nothing (a game from before ratings, a game still running or unrated).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct GameRatings {
    pub white_rating: Option<i32>,
    pub black_rating: Option<i32>,
    pub white_provisional: Option<bool>,
    pub black_provisional: Option<bool>,
    pub white_rating_diff: Option<i32>,
    pub black_rating_diff: Option<i32>,
}

impl GameRatings {
    /// White's rating at the start as printed (`1500?`), or "".
    pub fn white_label(&self) -> String {
        label(self.white_rating, self.white_provisional)
    }

    /// Black's rating at the start as printed, or "".
    pub fn black_label(&self) -> String {
        label(self.black_rating, self.black_provisional)
    }

    /// The rating at the start of White (`white`) or Black, as printed, or "".
    pub fn side_label(&self, white: bool) -> String {
        if white {
            self.white_label()
        } else {
            self.black_label()
        }
    }

    /// White's change as printed (`+12`, `-8`, `+0`), or "".
    pub fn white_diff(&self) -> String {
        signed(self.white_rating_diff)
    }

    /// Black's change as printed, or "".
    pub fn black_diff(&self) -> String {
        signed(self.black_rating_diff)
    }
}

fn label(value: Option<i32>, provisional: Option<bool>) -> String {
    value.map_or_else(String::new, |value| {
        Label {
            value,
            provisional: provisional.unwrap_or(false),
        }
        .to_string()
    })
}

/// A change with its sign, or "" for none.
pub fn signed(diff: Option<i32>) -> String {
    diff.map_or_else(String::new, |d| format!("{d:+}"))
}

#[derive(sqlx::FromRow)]
struct StandingRow {
    user_id: UserId,
    rating: f64,
    rd: f64,
    volatility: f64,
    rated_at: Option<OffsetDateTime>,
}

impl From<&StandingRow> for Standing {
    fn from(r: &StandingRow) -> Self {
        Standing {
            rating: Rating {
                rating: r.rating,
                rd: r.rd,
                volatility: r.volatility,
            },
            rated_at: r.rated_at,
        }
    }
}

/// Locks both players' rating rows until the transaction ends, lower user id first
/// (the lock step runs above the sort, so rows are locked in `ORDER BY` order): two
/// games ending at once wait for each other instead of deadlocking. Returns the
/// standings of `a` and `b`, in that order.
pub async fn lock_pair(
    tx: &mut PgConnection,
    a: UserId,
    b: UserId,
) -> sqlx::Result<(Standing, Standing)> {
    let rows: Vec<StandingRow> = sqlx::query_as(
        "SELECT user_id, rating, rd, volatility, rated_at FROM ratings
         WHERE user_id IN ($1, $2) ORDER BY user_id FOR UPDATE",
    )
    .bind(a)
    .bind(b)
    .fetch_all(tx)
    .await?;
    let find = |u: UserId| {
        rows.iter()
            .find(|r| r.user_id == u)
            .map(Standing::from)
            .ok_or(sqlx::Error::RowNotFound)
    };
    Ok((find(a)?, find(b)?))
}

/// Sets a rated game's end to the database clock now, after its players' rows were
/// locked, so end order is the order ratings were applied in; returns it.
pub async fn stamp_end(tx: &mut PgConnection, game: GameId) -> sqlx::Result<OffsetDateTime> {
    sqlx::query_scalar(
        "UPDATE games SET finished_at = clock_timestamp() WHERE id = $1 RETURNING finished_at",
    )
    .bind(game)
    .fetch_one(tx)
    .await
}

/// Stores what game `game`, ended `at`, did to each player: their new values, and a
/// history row each.
pub async fn record(
    tx: &mut PgConnection,
    game: GameId,
    updates: [(UserId, Rating); 2],
    at: OffsetDateTime,
) -> sqlx::Result<()> {
    let users: Vec<i64> = updates.iter().map(|(u, _)| u.0).collect();
    let ratings: Vec<f64> = updates.iter().map(|(_, r)| r.rating).collect();
    let rds: Vec<f64> = updates.iter().map(|(_, r)| r.rd).collect();
    let volatilities: Vec<f64> = updates.iter().map(|(_, r)| r.volatility).collect();
    sqlx::query(
        "WITH h AS (
             INSERT INTO rating_history (user_id, game_id, rating, rd, volatility, at)
             SELECT u, $2, r, d, v, $6 FROM unnest($1::bigint[], $3::float8[], $4::float8[], $5::float8[]) AS x(u, r, d, v)
             RETURNING user_id, rating, rd, volatility, at)
         UPDATE ratings SET rating = h.rating, rd = h.rd, volatility = h.volatility, rated_at = h.at
         FROM h WHERE ratings.user_id = h.user_id",
    )
    .bind(users)
    .bind(game)
    .bind(ratings)
    .bind(rds)
    .bind(volatilities)
    .bind(at)
    .execute(tx)
    .await?;
    Ok(())
}

/// Stores the change each player of a rated game got.
pub async fn set_diffs(
    db: impl PgExecutor<'_>,
    game: GameId,
    white: i32,
    black: i32,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE games SET white_rating_diff = $2, black_rating_diff = $3 WHERE id = $1")
        .bind(game)
        .bind(white)
        .bind(black)
        .execute(db)
        .await?;
    Ok(())
}

/// A player's current standing (a new account's for an unknown id).
pub async fn standing_of(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<Standing> {
    let row: Option<StandingRow> = sqlx::query_as(
        "SELECT user_id, rating, rd, volatility, rated_at FROM ratings WHERE user_id = $1",
    )
    .bind(user)
    .fetch_optional(db)
    .await?;
    Ok(row.as_ref().map_or(Standing::NEW, Standing::from))
}

/// A player's values after one rated game.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct HistoryPoint {
    pub game_id: GameId,
    pub rating: f64,
    pub rd: f64,
    pub volatility: f64,
    pub at: OffsetDateTime,
}

/// The player's last `limit` history points, oldest first.
pub async fn history(
    db: impl PgExecutor<'_>,
    user: UserId,
    limit: i64,
) -> sqlx::Result<Vec<HistoryPoint>> {
    let mut points: Vec<HistoryPoint> = sqlx::query_as(
        "SELECT game_id, rating, rd, volatility, at FROM rating_history
         WHERE user_id = $1 ORDER BY at DESC, id DESC LIMIT $2",
    )
    .bind(user)
    .bind(limit)
    .fetch_all(db)
    .await?;
    points.reverse();
    Ok(points)
}
