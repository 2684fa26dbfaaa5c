//! Ratings: each player's current Glicko-2 values (one locked row per player while a
//! rated game ends), what each rated game did (`rating_history`), and each game's
//! ratings at its start and changes.

use sqlx::{PgConnection, PgExecutor};
use time::OffsetDateTime;

use crate::domain::{
    GameId, UserId,
    game_state::PgnResult,
    rating::{Label, Rating, Standing},
    rating_replay::{RatedGame, Replay, Stored},
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

/// Both players' standings, locked, and the database clock once both locks were held.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LockedPair {
    pub a: Standing,
    pub b: Standing,
    /// Read after both rows were locked: the end time of the game being rated.
    pub now: OffsetDateTime,
}

/// Locks both players' rating rows until the transaction ends, lower user id first
/// (the lock step runs above the sort, so rows are locked in `ORDER BY` order): two
/// games ending at once wait for each other instead of deadlocking. The clock is read
/// as each locked row comes out of the CTE, so the latest reading follows both locks: a
/// later ending of the same player's game always reads a later time.
pub async fn lock_pair(tx: &mut PgConnection, a: UserId, b: UserId) -> sqlx::Result<LockedPair> {
    #[derive(sqlx::FromRow)]
    struct Locked {
        #[sqlx(flatten)]
        standing: StandingRow,
        now: OffsetDateTime,
    }
    let rows: Vec<Locked> = sqlx::query_as(
        "WITH locked AS (
             SELECT user_id, rating, rd, volatility, rated_at FROM ratings
             WHERE user_id IN ($1, $2) ORDER BY user_id FOR UPDATE)
         SELECT user_id, rating, rd, volatility, rated_at, clock_timestamp() AS now FROM locked",
    )
    .bind(a)
    .bind(b)
    .fetch_all(tx)
    .await?;
    let find = |u: UserId| {
        rows.iter()
            .find(|r| r.standing.user_id == u)
            .map(|r| Standing::from(&r.standing))
            .ok_or(sqlx::Error::RowNotFound)
    };
    let now = rows
        .iter()
        .map(|r| r.now)
        .max()
        .ok_or(sqlx::Error::RowNotFound)?;
    Ok(LockedPair {
        a: find(a)?,
        b: find(b)?,
        now,
    })
}

/// What a rated game did: each player's new values, and the shown changes of White and
/// Black.
pub struct GameEffect {
    pub game: GameId,
    /// When the game ended (from [`lock_pair`]).
    pub at: OffsetDateTime,
    pub updates: [(UserId, Rating); 2],
    pub white_diff: i32,
    pub black_diff: i32,
}

/// Stores what a rated game did, in one statement: both players' new values, a history
/// row each, and on the game its end time and both changes.
pub async fn record(tx: &mut PgConnection, e: &GameEffect) -> sqlx::Result<()> {
    let users: Vec<i64> = e.updates.iter().map(|(u, _)| u.0).collect();
    let ratings: Vec<f64> = e.updates.iter().map(|(_, r)| r.rating).collect();
    let rds: Vec<f64> = e.updates.iter().map(|(_, r)| r.rd).collect();
    let volatilities: Vec<f64> = e.updates.iter().map(|(_, r)| r.volatility).collect();
    sqlx::query(
        "WITH h AS (
             INSERT INTO rating_history (user_id, game_id, rating, rd, volatility, at)
             SELECT u, $2, r, d, v, $6 FROM unnest($1::bigint[], $3::float8[], $4::float8[], $5::float8[]) AS x(u, r, d, v)
             RETURNING user_id, rating, rd, volatility, at),
         r AS (
             UPDATE ratings SET rating = h.rating, rd = h.rd, volatility = h.volatility, rated_at = h.at
             FROM h WHERE ratings.user_id = h.user_id)
         UPDATE games SET finished_at = $6, white_rating_diff = $7, black_rating_diff = $8 WHERE id = $2",
    )
    .bind(users)
    .bind(e.game)
    .bind(ratings)
    .bind(rds)
    .bind(volatilities)
    .bind(e.at)
    .bind(e.white_diff)
    .bind(e.black_diff)
    .execute(tx)
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

/// Every rated game with a result, in end order (the order its ratings were applied).
pub async fn rated_games(db: impl PgExecutor<'_>) -> sqlx::Result<Vec<RatedGame>> {
    #[derive(sqlx::FromRow)]
    struct Row {
        id: GameId,
        white_id: UserId,
        black_id: UserId,
        result: PgnResult,
        finished_at: OffsetDateTime,
    }
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT id, white_id, black_id, result, finished_at FROM games
         WHERE rated AND status = 'finished' ORDER BY finished_at, id",
    )
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .filter_map(|r| {
            Some(RatedGame {
                id: r.id,
                white: r.white_id,
                black: r.black_id,
                result: r.result.0?,
                at: r.finished_at,
            })
        })
        .collect())
}

/// Every stored rating value the audit checks: each player's current values, every
/// history row, and every game's changes.
pub async fn stored(tx: &mut PgConnection) -> sqlx::Result<Stored> {
    #[derive(sqlx::FromRow)]
    struct Player {
        username: String,
        #[sqlx(flatten)]
        standing: StandingRow,
    }
    #[derive(sqlx::FromRow)]
    struct History {
        user_id: UserId,
        game_id: GameId,
        rating: f64,
        rd: f64,
        volatility: f64,
        at: OffsetDateTime,
    }
    let players: Vec<Player> = sqlx::query_as(
        "SELECT u.username, r.user_id, r.rating, r.rd, r.volatility, r.rated_at
         FROM ratings r JOIN users u ON u.id = r.user_id",
    )
    .fetch_all(&mut *tx)
    .await?;
    let history: Vec<History> =
        sqlx::query_as("SELECT user_id, game_id, rating, rd, volatility, at FROM rating_history")
            .fetch_all(&mut *tx)
            .await?;
    let diffs: Vec<(GameId, Option<i32>, Option<i32>)> = sqlx::query_as(
        "SELECT id, white_rating_diff, black_rating_diff FROM games
         WHERE white_rating_diff IS NOT NULL OR black_rating_diff IS NOT NULL",
    )
    .fetch_all(&mut *tx)
    .await?;
    Ok(Stored {
        players: players
            .into_iter()
            .map(|p| {
                (
                    p.standing.user_id,
                    (p.username, Standing::from(&p.standing)),
                )
            })
            .collect(),
        history: history
            .into_iter()
            .map(|h| {
                let r = Rating {
                    rating: h.rating,
                    rd: h.rd,
                    volatility: h.volatility,
                };
                ((h.user_id, h.game_id), (r, h.at))
            })
            .collect(),
        diffs: diffs.into_iter().map(|(g, w, b)| (g, (w, b))).collect(),
    })
}

/// Makes every game write wait until the transaction ends (reads go on): while the
/// audit rewrites, no game can end (and no rating row be locked by one). Taken before
/// any rating row, as a game's ending locks its game first.
pub async fn lock_for_rewrite(tx: &mut PgConnection) -> sqlx::Result<()> {
    sqlx::query("LOCK TABLE games IN EXCLUSIVE MODE")
        .execute(tx)
        .await?;
    Ok(())
}

/// Replaces every stored rating value with the replay's: history rows, game changes and
/// every player's current values (the start values for players the replay does not rate).
pub async fn rewrite(tx: &mut PgConnection, replay: &Replay) -> sqlx::Result<()> {
    let mut h = Columns::default();
    for r in &replay.games {
        h.push(r.game.white, r.white_after, r.game.at, r.game.id);
        h.push(r.game.black, r.black_after, r.game.at, r.game.id);
    }
    sqlx::query("DELETE FROM rating_history")
        .execute(&mut *tx)
        .await?;
    sqlx::query(
        "INSERT INTO rating_history (user_id, game_id, rating, rd, volatility, at)
         SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::float8[], $4::float8[], $5::float8[], $6::timestamptz[])",
    )
    .bind(&h.users)
    .bind(&h.games)
    .bind(&h.ratings)
    .bind(&h.rds)
    .bind(&h.volatilities)
    .bind(&h.ats)
    .execute(&mut *tx)
    .await?;
    rewrite_diffs(tx, replay).await?;
    let mut p = Columns::default();
    for (user, s) in &replay.standings {
        p.push(
            *user,
            s.rating,
            s.rated_at.unwrap_or(OffsetDateTime::UNIX_EPOCH),
            GameId(0),
        );
    }
    sqlx::query(
        "UPDATE ratings SET rating = 1500, rd = 350, volatility = 0.06, rated_at = NULL
         WHERE user_id <> ALL($1)",
    )
    .bind(&p.users)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE ratings SET rating = x.r, rd = x.d, volatility = x.v, rated_at = x.at
         FROM unnest($1::bigint[], $2::float8[], $3::float8[], $4::float8[], $5::timestamptz[]) AS x(u, r, d, v, at)
         WHERE ratings.user_id = x.u",
    )
    .bind(&p.users)
    .bind(&p.ratings)
    .bind(&p.rds)
    .bind(&p.volatilities)
    .bind(&p.ats)
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// The replay's changes on every rated game, and none on any other.
async fn rewrite_diffs(tx: &mut PgConnection, replay: &Replay) -> sqlx::Result<()> {
    let ids: Vec<i64> = replay.games.iter().map(|r| r.game.id.0).collect();
    let white: Vec<i32> = replay.games.iter().map(|r| r.white_diff).collect();
    let black: Vec<i32> = replay.games.iter().map(|r| r.black_diff).collect();
    sqlx::query(
        "UPDATE games SET white_rating_diff = NULL, black_rating_diff = NULL
         WHERE (white_rating_diff IS NOT NULL OR black_rating_diff IS NOT NULL) AND id <> ALL($1)",
    )
    .bind(&ids)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE games SET white_rating_diff = x.w, black_rating_diff = x.b
         FROM unnest($1::bigint[], $2::int[], $3::int[]) AS x(id, w, b) WHERE games.id = x.id",
    )
    .bind(&ids)
    .bind(&white)
    .bind(&black)
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// Rating values as parallel arrays, for one `unnest` statement.
#[derive(Default)]
struct Columns {
    users: Vec<i64>,
    games: Vec<i64>,
    ratings: Vec<f64>,
    rds: Vec<f64>,
    volatilities: Vec<f64>,
    ats: Vec<OffsetDateTime>,
}

impl Columns {
    fn push(&mut self, user: UserId, r: Rating, at: OffsetDateTime, game: GameId) {
        self.users.push(user.0);
        self.games.push(game.0);
        self.ratings.push(r.rating);
        self.rds.push(r.rd);
        self.volatilities.push(r.volatility);
        self.ats.push(at);
    }
}
