//! Challenges: offers of a game, open to anyone or to one player.

use sqlx::{PgConnection, PgExecutor, Postgres, postgres::PgArguments, query::QueryScalar};
use time::OffsetDateTime;

use super::time_control::{BindTimeControl, TimeControlColumns};
use crate::{
    chess::StartNumber,
    domain::{
        ChallengeId, GameId, UserId,
        clock::TimeControl,
        games::{ChallengeStatus, ColorChoice},
        rating::{Rating, RatingRange},
    },
};

/// A challenge with the usernames it refers to.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Challenge {
    pub id: ChallengeId,
    pub challenger_id: UserId,
    pub challenger: String,
    pub opponent_id: Option<UserId>,
    pub opponent: Option<String>,
    pub color: ColorChoice,
    /// `tc_kind`, `days_per_move`, `increment_days`, `max_days`, `period_moves` and
    /// `double_after`.
    #[sqlx(flatten, try_from = "TimeControlColumns")]
    pub time_control: TimeControl,
    /// The silence rule the game will have, if any.
    pub max_silence_days: Option<i32>,
    pub start_number: Option<StartNumber>,
    pub rated: bool,
    pub note: String,
    /// The finished game this challenge offers to play again, if it is a rematch.
    pub rematch_of: Option<GameId>,
    pub status: ChallengeStatus,
    pub game_id: Option<GameId>,
    pub created_at: OffsetDateTime,
    pub vacation_allowed: bool,
    /// Who may accept an open challenge (shown ratings, both ends included).
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
    /// The challenger's current rating and RD.
    pub challenger_rating: f64,
    pub challenger_rd: f64,
}

impl Challenge {
    /// What the challenge offers, for the list and the mails to word.
    pub fn terms(&self) -> crate::domain::challenge_terms::ChallengeTerms {
        crate::domain::challenge_terms::ChallengeTerms {
            time_control: self.time_control,
            start_number: self.start_number,
            rated: self.rated,
            color: self.color,
            vacation_allowed: self.vacation_allowed,
        }
    }

    /// The ratings that may accept.
    pub fn rating_range(&self) -> RatingRange {
        RatingRange {
            min: self.min_rating,
            max: self.max_rating,
        }
    }

    /// The challenger's current rating as printed (`1500?`).
    pub fn challenger_label(&self) -> String {
        Rating {
            rating: self.challenger_rating,
            rd: self.challenger_rd,
            volatility: 0.0,
        }
        .label()
        .to_string()
    }
}

/// `SELECT` of every [`Challenge`] column, followed by `$tail` (a `WHERE` …).
macro_rules! select_challenges {
    ($tail:literal) => {
        concat!(
            "SELECT c.id, c.challenger_id, u.username AS challenger, c.opponent_id, o.username AS opponent,
                    c.color, c.tc_kind, c.days_per_move, c.increment_days, c.max_days, c.start_number,
                    c.rated, c.note, c.rematch_of, c.status, c.game_id, c.created_at, c.vacation_allowed,
                    c.min_rating, c.max_rating, r.rating AS challenger_rating, r.rd AS challenger_rd,
                    c.period_moves, c.double_after, c.max_silence_days
             FROM challenges c JOIN users u ON u.id = c.challenger_id LEFT JOIN users o ON o.id = c.opponent_id
                  JOIN ratings r ON r.user_id = c.challenger_id ",
            $tail
        )
    };
}

/// What a new challenge asks for (already validated).
pub struct NewChallenge<'a> {
    pub challenger: UserId,
    pub opponent: Option<UserId>,
    pub color: ColorChoice,
    pub time_control: TimeControl,
    /// The silence rule's days, if any.
    pub max_silence_days: Option<i32>,
    pub start_number: Option<StartNumber>,
    pub rated: bool,
    pub note: &'a str,
    pub rematch_of: Option<GameId>,
    pub vacation_allowed: bool,
    pub rating_range: RatingRange,
}

pub async fn insert(db: impl PgExecutor<'_>, c: &NewChallenge<'_>) -> sqlx::Result<ChallengeId> {
    bind_new(sqlx::query_scalar(
        "INSERT INTO challenges (challenger_id, opponent_id, color, tc_kind, days_per_move, increment_days,
                                 max_days, start_number, rated, note, vacation_allowed, min_rating, max_rating,
                                 rematch_of, period_moves, double_after, max_silence_days)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
         RETURNING id",
    ), c)
    .fetch_one(db)
    .await
}

/// Binds `c`'s columns as $1 to $17, in the order of [`insert`]'s column list.
fn bind_new<'q>(
    query: QueryScalar<'q, Postgres, ChallengeId, PgArguments>,
    c: &NewChallenge<'q>,
) -> QueryScalar<'q, Postgres, ChallengeId, PgArguments> {
    query
        .bind(c.challenger)
        .bind(c.opponent)
        .bind(c.color)
        .bind_time_control(&c.time_control)
        .bind(c.start_number)
        .bind(c.rated)
        .bind(c.note)
        .bind(c.vacation_allowed)
        .bind(c.rating_range.min)
        .bind(c.rating_range.max)
        .bind(c.rematch_of)
        .bind_periods(&c.time_control)
        .bind(c.max_silence_days)
}

/// Holds, until the transaction ends, the lock that serialises `challenger`'s new
/// challenges, so that [`open_same`] and [`insert`] after it cannot race a second
/// submission of the same form.
pub async fn lock_challenger(tx: &mut PgConnection, challenger: UserId) -> sqlx::Result<()> {
    sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended('challenges', $1))")
        .bind(challenger)
        .execute(tx)
        .await?;
    Ok(())
}

/// The challenger's open challenge with exactly `c`'s terms (the same opponent or none,
/// colour, clock, start, rating range, note, rematch), if one exists: a form posted
/// twice, or a rematch asked twice, is that challenge.
pub async fn open_same(
    db: impl PgExecutor<'_>,
    c: &NewChallenge<'_>,
) -> sqlx::Result<Option<ChallengeId>> {
    bind_new(
        sqlx::query_scalar(
            "SELECT id FROM challenges
         WHERE challenger_id = $1 AND opponent_id IS NOT DISTINCT FROM $2 AND color = $3
           AND tc_kind = $4 AND days_per_move IS NOT DISTINCT FROM $5
           AND increment_days IS NOT DISTINCT FROM $6 AND max_days IS NOT DISTINCT FROM $7
           AND start_number IS NOT DISTINCT FROM $8 AND rated = $9 AND note = $10
           AND vacation_allowed = $11 AND min_rating IS NOT DISTINCT FROM $12
           AND max_rating IS NOT DISTINCT FROM $13 AND rematch_of IS NOT DISTINCT FROM $14
           AND period_moves IS NOT DISTINCT FROM $15 AND double_after IS NOT DISTINCT FROM $16
           AND max_silence_days IS NOT DISTINCT FROM $17 AND status = 'open'
         ORDER BY id LIMIT 1",
        ),
        c,
    )
    .fetch_optional(db)
    .await
}

/// One challenge (any status).
pub async fn by_id(db: impl PgExecutor<'_>, id: ChallengeId) -> sqlx::Result<Option<Challenge>> {
    sqlx::query_as(select_challenges!("WHERE c.id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// Locks a challenge for accepting, declining or cancelling.
pub async fn lock(tx: &mut PgConnection, id: ChallengeId) -> sqlx::Result<Option<Challenge>> {
    sqlx::query_as(select_challenges!("WHERE c.id = $1 FOR UPDATE OF c"))
        .bind(id)
        .fetch_optional(tx)
        .await
}

/// Open challenges anyone may accept, plus those to or from `user`.
pub async fn visible_to(
    db: impl PgExecutor<'_>,
    user: Option<UserId>,
) -> sqlx::Result<Vec<Challenge>> {
    sqlx::query_as(select_challenges!(
        "WHERE c.status = 'open'
               AND (c.opponent_id IS NULL OR c.opponent_id = $1 OR c.challenger_id = $1)
             ORDER BY c.created_at DESC LIMIT 200"
    ))
    .bind(user)
    .fetch_all(db)
    .await
}

pub async fn set_status(
    db: impl PgExecutor<'_>,
    id: ChallengeId,
    status: ChallengeStatus,
    game: Option<GameId>,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE challenges SET status = $2, game_id = $3 WHERE id = $1")
        .bind(id)
        .bind(status)
        .bind(game)
        .execute(db)
        .await?;
    Ok(())
}
