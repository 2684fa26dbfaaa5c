//! Team matches: the match row (terms, status, final score), its sign-ups and its
//! boards. The pages' reads of whole matches live in `team_match_views`.

use sqlx::{PgConnection, PgExecutor};
use time::OffsetDateTime;

use super::time_control::{BindTimeControl, TimeControlColumns};
use crate::domain::{
    GameId, Setting, UserId,
    clock::TimeControl,
    ids::ClubId,
    team_matches::{EndReason, MatchId, MatchStatus, Score, Side, StartRule},
};

/// A match with both clubs' names, as every action and page reads it.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct MatchRow {
    pub id: MatchId,
    pub home_club: ClubId,
    pub away_club: ClubId,
    pub home_slug: String,
    pub home_name: String,
    pub away_slug: String,
    pub away_name: String,
    /// The fixed number of boards, or `None` when open.
    pub boards: Option<i32>,
    #[sqlx(flatten, try_from = "TimeControlColumns")]
    pub time_control: TimeControl,
    pub max_silence_days: Option<i32>,
    pub rated: bool,
    #[sqlx(flatten, try_from = "RuleColumns")]
    pub start_rule: StartRule,
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
    pub registration_deadline: OffsetDateTime,
    #[sqlx(try_from = "String")]
    pub status: MatchStatus,
    pub reason: Option<String>,
    pub home_halves: Option<i32>,
    pub away_halves: Option<i32>,
    /// A site admin closed the home club.
    pub home_closed: bool,
    /// A site admin closed the away club.
    pub away_closed: bool,
}

impl MatchRow {
    /// The name of a closed club of the match, if one is closed.
    pub fn closed_club(&self) -> Option<&str> {
        if self.home_closed {
            Some(&self.home_name)
        } else if self.away_closed {
            Some(&self.away_name)
        } else {
            None
        }
    }

    /// Why the match was declined or aborted, if it was.
    pub fn end_reason(&self) -> Option<EndReason> {
        self.reason.as_deref().and_then(EndReason::from_stored)
    }

    /// The rating range sign-ups must fit.
    pub fn rating_range(&self) -> crate::domain::rating::RatingRange {
        crate::domain::rating::RatingRange {
            min: self.min_rating,
            max: self.max_rating,
        }
    }

    /// The club of `side`.
    pub fn club(&self, side: Side) -> ClubId {
        match side {
            Side::Home => self.home_club,
            Side::Away => self.away_club,
        }
    }
}

/// `start_rule` and `start_number`, read with `flatten`.
#[derive(sqlx::FromRow)]
pub struct RuleColumns {
    start_rule: String,
    start_number: Option<i32>,
}

impl TryFrom<RuleColumns> for StartRule {
    type Error = String;
    fn try_from(c: RuleColumns) -> Result<Self, String> {
        StartRule::from_columns(&c.start_rule, c.start_number)
    }
}

/// The terms of a new match, as the challenge form parsed them.
#[derive(Clone, Debug)]
pub struct NewMatch {
    pub home_club: ClubId,
    pub away_club: ClubId,
    pub boards: Option<i32>,
    pub time_control: TimeControl,
    pub max_silence_days: Option<i32>,
    pub rated: bool,
    pub start_rule: StartRule,
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
    pub registration_deadline: OffsetDateTime,
    pub proposed_by: UserId,
}

/// The columns every read of a match selects (`m` the match, `h` and `a` the clubs),
/// as a literal for `concat!` (sqlx takes only static SQL).
macro_rules! match_select {
    () => {
        "SELECT m.id, m.home_club, m.away_club, h.slug AS home_slug,
        h.name AS home_name, a.slug AS away_slug, a.name AS away_name, m.boards, m.tc_kind,
        m.days_per_move, m.increment_days, m.max_days, m.period_moves, m.double_after,
        m.max_silence_days, m.rated, m.start_rule, m.start_number, m.min_rating,
        m.max_rating, m.registration_deadline, m.status, m.reason, m.home_halves,
        m.away_halves, h.closed_at IS NOT NULL AS home_closed,
        a.closed_at IS NOT NULL AS away_closed
     FROM team_matches m JOIN clubs h ON h.id = m.home_club JOIN clubs a ON a.id = m.away_club"
    };
}

/// Stores a proposed match.
pub async fn insert(db: impl PgExecutor<'_>, m: &NewMatch) -> sqlx::Result<MatchId> {
    sqlx::query_scalar(
        "INSERT INTO team_matches (home_club, away_club, boards, tc_kind, days_per_move,
                increment_days, max_days, rated, start_rule, start_number, min_rating,
                max_rating, registration_deadline, proposed_by, period_moves, double_after,
                max_silence_days)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
         RETURNING id",
    )
    .bind(m.home_club)
    .bind(m.away_club)
    .bind(m.boards)
    .bind_time_control(&m.time_control)
    .bind(m.rated)
    .bind(m.start_rule.as_str())
    .bind(m.start_rule.number().map(|n| i32::from(n.get())))
    .bind(m.min_rating)
    .bind(m.max_rating)
    .bind(m.registration_deadline)
    .bind(m.proposed_by)
    .bind_periods(&m.time_control)
    .bind(m.max_silence_days)
    .fetch_one(db)
    .await
}

/// Locks the rows of clubs `a` and `b` (in id order), so that two challenges between
/// them run one after the other; then whether a challenge between them (either way)
/// still waits for an answer.
pub async fn lock_pending_between(
    tx: &mut PgConnection,
    a: ClubId,
    b: ClubId,
) -> sqlx::Result<bool> {
    sqlx::query("SELECT id FROM clubs WHERE id IN ($1, $2) ORDER BY id FOR UPDATE")
        .bind(a)
        .bind(b)
        .execute(&mut *tx)
        .await?;
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM team_matches WHERE status = 'proposed'
                        AND ((home_club = $1 AND away_club = $2)
                             OR (home_club = $2 AND away_club = $1)))",
    )
    .bind(a)
    .bind(b)
    .fetch_one(tx)
    .await
}

/// A match by id.
pub async fn by_id(db: impl PgExecutor<'_>, id: MatchId) -> sqlx::Result<Option<MatchRow>> {
    sqlx::query_as(concat!(match_select!(), " WHERE m.id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// A match by id, locked for the caller's transaction. Its clubs' rows are not locked:
/// a game's end reads its match under the game's lock, and an account's deletion
/// locks clubs after games, so a shared lock here could deadlock two deletions; a club
/// closed a moment after the read is caught by the start, which aborts the match.
pub async fn lock(tx: &mut PgConnection, id: MatchId) -> sqlx::Result<Option<MatchRow>> {
    sqlx::query_as(concat!(match_select!(), " WHERE m.id = $1 FOR UPDATE OF m"))
        .bind(id)
        .fetch_optional(tx)
        .await
}

/// Moves a match to `status`, with the reason of a decline or an abort.
pub async fn set_status(
    db: impl PgExecutor<'_>,
    id: MatchId,
    status: MatchStatus,
    reason: Option<EndReason>,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE team_matches SET status = $2, reason = $3,
                started_at = CASE WHEN $2 = 'running' THEN now() ELSE started_at END
         WHERE id = $1",
    )
    .bind(id)
    .bind(status.as_str())
    .bind(reason.map(EndReason::stored))
    .execute(db)
    .await?;
    Ok(())
}

/// Ends a match with its final score.
pub async fn mark_finished(db: impl PgExecutor<'_>, id: MatchId, score: Score) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE team_matches SET status = 'finished', finished_at = now(), home_halves = $2,
                away_halves = $3
         WHERE id = $1",
    )
    .bind(id)
    .bind(score.home_halves)
    .bind(score.away_halves)
    .execute(db)
    .await?;
    Ok(())
}

/// Signs `user` up on `side` with their rating now; false when they are signed up
/// already (on either side).
pub async fn sign_up(
    db: impl PgExecutor<'_>,
    id: MatchId,
    user: UserId,
    side: Side,
    rating: i32,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "INSERT INTO team_match_players (match_id, user_id, side, rating) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING",
    )
    .bind(id)
    .bind(user)
    .bind(side.as_str())
    .bind(rating)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Drops `user`'s sign-ups for matches not started yet: for the side of `club` (they
/// left it), or for every side when `club` is `None` (the account is deleted).
pub async fn drop_pending_sign_ups(
    db: impl PgExecutor<'_>,
    user: UserId,
    club: Option<ClubId>,
) -> sqlx::Result<u64> {
    let done = sqlx::query(
        "DELETE FROM team_match_players p USING team_matches m
         WHERE p.match_id = m.id AND p.user_id = $1
           AND m.status IN ('proposed', 'registration')
           AND ($2::bigint IS NULL
                OR $2 = CASE p.side WHEN 'home' THEN m.home_club ELSE m.away_club END)",
    )
    .bind(user)
    .bind(club)
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}

/// Takes `user`'s sign-up back; false when there was none.
pub async fn withdraw(db: impl PgExecutor<'_>, id: MatchId, user: UserId) -> sqlx::Result<bool> {
    let done = sqlx::query("DELETE FROM team_match_players WHERE match_id = $1 AND user_id = $2")
        .bind(id)
        .bind(user)
        .execute(db)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// A signed-up player: who, on which side, with which rating, and where mail reaches
/// them.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Entry {
    pub user_id: UserId,
    pub username: String,
    pub email: String,
    #[sqlx(try_from = "Option<String>")]
    pub language: Setting,
    #[sqlx(try_from = "String")]
    pub side: Side,
    /// The rating at sign-up, which orders the boards.
    pub rating: i32,
    /// The order of sign-up, which breaks rating ties.
    pub seq: i64,
    /// The player's rating is provisional now (shown with "?", as everywhere).
    pub provisional: bool,
}

impl Entry {
    /// The language of the player's mail.
    pub fn lang(&self) -> crate::domain::Lang {
        self.language.for_mail()
    }
}

/// Every sign-up of a match, in board order per side (highest rating first): only
/// live accounts still members of their side's club, so a player who left or deleted
/// the account before the start is never paired (a reserve moves up).
pub async fn entries(db: impl PgExecutor<'_>, id: MatchId) -> sqlx::Result<Vec<Entry>> {
    sqlx::query_as(
        "SELECT p.user_id, u.username, u.email, u.language, p.side, p.rating, p.seq,
                coalesce(r.rd > $2, true) AS provisional
         FROM team_match_players p JOIN users u ON u.id = p.user_id
         LEFT JOIN ratings r ON r.user_id = p.user_id
         JOIN team_matches m ON m.id = p.match_id
         JOIN club_members c ON c.user_id = p.user_id
              AND c.club_id = CASE p.side WHEN 'home' THEN m.home_club ELSE m.away_club END
         WHERE p.match_id = $1 AND u.deleted_at IS NULL
         ORDER BY p.side DESC, p.rating DESC, p.seq",
    )
    .bind(id)
    .bind(crate::domain::rating::PROVISIONAL_RD)
    .fetch_all(db)
    .await
}

/// One board as the start writes it.
#[derive(Clone, Copy, Debug)]
pub struct NewBoard {
    pub board: i32,
    pub home_player: UserId,
    pub away_player: UserId,
    pub start_number: i32,
    pub home_white_game: GameId,
    pub away_white_game: GameId,
}

/// Stores a board of a starting match.
pub async fn insert_board(db: impl PgExecutor<'_>, id: MatchId, b: &NewBoard) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO team_match_boards (match_id, board, home_player, away_player, start_number,
                home_white_game, away_white_game)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(id)
    .bind(b.board)
    .bind(b.home_player)
    .bind(b.away_player)
    .bind(b.start_number)
    .bind(b.home_white_game)
    .bind(b.away_white_game)
    .execute(db)
    .await?;
    Ok(())
}

/// The match a game is played in, if any.
pub async fn of_game(db: impl PgExecutor<'_>, game: GameId) -> sqlx::Result<Option<MatchId>> {
    sqlx::query_scalar(
        "SELECT match_id FROM team_match_boards WHERE home_white_game = $1
         UNION ALL
         SELECT match_id FROM team_match_boards WHERE away_white_game = $1",
    )
    .bind(game)
    .fetch_optional(db)
    .await
}

/// How many of a match's games still run, and the score of those that ended.
pub async fn progress(db: impl PgExecutor<'_>, id: MatchId) -> sqlx::Result<(i64, Score)> {
    let rows: Vec<(bool, Option<String>, bool)> = sqlx::query_as(
        "SELECT g.status = 'running', g.result, g.id = b.home_white_game
         FROM team_match_boards b JOIN games g ON g.id IN (b.home_white_game, b.away_white_game)
         WHERE b.match_id = $1",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    let mut score = Score::default();
    let mut running = 0;
    for (is_running, result, home_white) in rows {
        if is_running {
            running += 1;
        } else {
            score.add(result.as_deref(), home_white);
        }
    }
    Ok((running, score))
}

/// Claims one match whose registration deadline has passed by `now`, still proposed or
/// in registration (`SKIP LOCKED`: each is claimed by one process).
pub async fn claim_due(
    tx: &mut PgConnection,
    now: OffsetDateTime,
) -> sqlx::Result<Option<MatchId>> {
    sqlx::query_scalar(
        "SELECT id FROM team_matches
         WHERE status IN ('proposed', 'registration') AND registration_deadline <= $1
         ORDER BY registration_deadline LIMIT 1 FOR UPDATE SKIP LOCKED",
    )
    .bind(now)
    .fetch_optional(tx)
    .await
}

/// Claims one match in registration whose deadline is less than a day after `now` and
/// whose reminder has not gone out, and notes it as sent.
pub async fn claim_reminder(
    tx: &mut PgConnection,
    now: OffsetDateTime,
) -> sqlx::Result<Option<MatchId>> {
    sqlx::query_scalar(
        "UPDATE team_matches SET reminded_at = $1
         WHERE id = (SELECT id FROM team_matches
                     WHERE status = 'registration' AND reminded_at IS NULL
                       AND registration_deadline > $1
                       AND registration_deadline <= $1 + interval '1 day'
                     ORDER BY registration_deadline LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING id",
    )
    .bind(now)
    .fetch_optional(tx)
    .await
}

/// Someone mail reaches: a club's admin, a member not signed up.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Recipient {
    pub user_id: UserId,
    pub username: String,
    pub email: String,
    #[sqlx(try_from = "Option<String>")]
    pub language: Setting,
}

impl Recipient {
    /// The language of the recipient's mail.
    pub fn lang(&self) -> crate::domain::Lang {
        self.language.for_mail()
    }
}

/// A club's admins.
pub async fn club_admins(db: impl PgExecutor<'_>, club: ClubId) -> sqlx::Result<Vec<Recipient>> {
    sqlx::query_as(
        "SELECT u.id AS user_id, u.username, u.email, u.language
         FROM club_members c JOIN users u ON u.id = c.user_id
         WHERE c.club_id = $1 AND c.admin ORDER BY u.username",
    )
    .bind(club)
    .fetch_all(db)
    .await
}

/// The members of either club of match `id` who have not signed up.
pub async fn unsigned_members(
    db: impl PgExecutor<'_>,
    id: MatchId,
) -> sqlx::Result<Vec<Recipient>> {
    sqlx::query_as(
        "SELECT DISTINCT u.id AS user_id, u.username, u.email, u.language
         FROM team_matches m JOIN club_members c ON c.club_id IN (m.home_club, m.away_club)
         JOIN users u ON u.id = c.user_id
         WHERE m.id = $1 AND NOT EXISTS
             (SELECT 1 FROM team_match_players p WHERE p.match_id = m.id AND p.user_id = u.id)
         ORDER BY u.username",
    )
    .bind(id)
    .fetch_all(db)
    .await
}

/// `user`'s place in the clubs of match `id`: for each side whether they are a member
/// and whether an admin, in one read.
#[derive(Clone, Copy, Debug, Default, sqlx::FromRow)]
pub struct Standing {
    pub home_member: bool,
    pub home_admin: bool,
    pub away_member: bool,
    pub away_admin: bool,
}

/// Where `user` stands in the two clubs of `m`.
pub async fn standing(
    db: impl PgExecutor<'_>,
    home: ClubId,
    away: ClubId,
    user: UserId,
) -> sqlx::Result<Standing> {
    sqlx::query_as(
        "SELECT COALESCE(bool_or(club_id = $1), false) AS home_member,
                COALESCE(bool_or(club_id = $1 AND admin), false) AS home_admin,
                COALESCE(bool_or(club_id = $2), false) AS away_member,
                COALESCE(bool_or(club_id = $2 AND admin), false) AS away_admin
         FROM club_members WHERE club_id IN ($1, $2) AND user_id = $3",
    )
    .bind(home)
    .bind(away)
    .bind(user)
    .fetch_one(db)
    .await
}
