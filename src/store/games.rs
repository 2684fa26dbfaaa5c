//! Games, their moves and messages.

use std::collections::HashMap;

use sqlx::{PgConnection, PgExecutor};
use time::{Date, OffsetDateTime};

use crate::domain::{Lang, Setting};

use super::{
    move_history::{MoveHistory, WholeGame, history_columns},
    ratings::GameRatings,
    time_control::{BindTimeControl, TimeControlColumns},
};
use crate::{
    chess::StartNumber,
    domain::{
        ChallengeId, GameId, MailPreference, TimeZone, TournamentId, UserId,
        clock::{DateRange, TimeControl},
        game_state::{Conclusion, GameState, GameStatus, PgnResult, Verdict},
        seats::{Blocks, Seats},
    },
};

/// A game row with the players' names.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct GameRow {
    pub id: GameId,
    pub white_id: UserId,
    pub white: String,
    pub black_id: UserId,
    pub black: String,
    pub start_number: StartNumber,
    /// `tc_kind`, `days_per_move`, `increment_days`, `max_days`, `period_moves` and
    /// `double_after`.
    #[sqlx(flatten, try_from = "TimeControlColumns")]
    pub time_control: TimeControl,
    /// The silence rule: the most days a turn may last whatever the clock says.
    pub max_silence_days: Option<i32>,
    pub rated: bool,
    pub ply: i32,
    pub fen: String,
    /// Running, or over and how (`status`, `result` and `termination`).
    #[sqlx(flatten, try_from = "StateColumns")]
    pub state: GameState,
    pub deadline: Option<OffsetDateTime>,
    pub draw_offer_by: Option<UserId>,
    pub created_at: OffsetDateTime,
    pub last_move_at: Option<OffsetDateTime>,
    pub finished_at: Option<OffsetDateTime>,
    pub vacation_allowed: bool,
    pub white_bank_seconds: i64,
    pub black_bank_seconds: i64,
    pub turn_started_at: OffsetDateTime,
    /// When the deadline last changed (a move, a vacation): the calendar's DTSTAMP.
    pub deadline_changed_at: OffsetDateTime,
    pub reminded_ply: Option<i32>,
    /// The tournament this game belongs to, if any, and its round there.
    pub tournament_id: Option<TournamentId>,
    pub round: Option<i32>,
    /// Why the tournament director decided the result, for an adjudicated game.
    pub adjudication_reason: Option<String>,
    /// A tournament's cap on the vacation days that count (see [`GameRow::vacation_cap`]).
    pub vacation_cap_days: Option<i32>,
    pub vacation_cap_from: Option<time::Date>,
    /// Both players' ratings at the start and, once a rated game ended, their changes.
    #[sqlx(flatten)]
    pub ratings: GameRatings,
    /// The host of the game's home when this is a mirror (issue 48); `None`: home here.
    pub home_host: Option<String>,
}

/// The three columns a [`GameState`] is stored in.
#[derive(sqlx::FromRow)]
struct StateColumns {
    status: GameStatus,
    result: PgnResult,
    termination: Option<String>,
}

impl TryFrom<StateColumns> for GameState {
    type Error = String;

    fn try_from(c: StateColumns) -> Result<Self, String> {
        GameState::from_columns(c.status, c.result, c.termination.as_deref())
    }
}

/// Every [`GameRow`] column of `g` (a game) joined with `w` and `b` (its players).
macro_rules! game_columns {
    () => {
        "g.id, g.white_id, w.username AS white, g.black_id, b.username AS black, g.start_number,
         g.days_per_move, g.rated, g.ply, g.fen, g.status, g.result, g.termination, g.deadline,
         g.draw_offer_by, g.created_at, g.last_move_at, g.finished_at, g.tc_kind, g.increment_days,
         g.max_days, g.vacation_allowed, g.white_bank_seconds, g.black_bank_seconds,
         g.turn_started_at, g.reminded_ply, g.tournament_id, g.round, g.adjudication_reason,
         g.white_rating, g.black_rating, g.white_provisional, g.black_provisional,
         g.white_rating_diff, g.black_rating_diff, g.vacation_cap_days, g.vacation_cap_from,
         coalesce(g.deadline_changed_at, g.turn_started_at) AS deadline_changed_at,
         g.period_moves, g.double_after, g.max_silence_days, g.home_host"
    };
}
pub(crate) use game_columns;

/// `SELECT` of every [`GameRow`] column, followed by `$tail` (a `WHERE` …).
macro_rules! select_games {
    ($($tail:tt)+) => {
        concat!(
            "SELECT ",
            $crate::store::games::game_columns!(),
            " FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id ",
            $($tail)+
        )
    };
}
pub(crate) use select_games;

/// The `WHERE` and `ORDER BY` of one page of `$1`'s games that match `$ended`, the latest
/// first, the result as white tested by `$as_white` (on `$2`) and as black by `$as_black`
/// (on `$3`): `$4` games after skipping `$5`. Each colour is an ordered scan of its own
/// index that stops after `$4 + $5` rows, the two merged: the cost follows the page,
/// not the player's whole history.
macro_rules! page_of_ended_games {
    ($ended:literal, $as_white:literal, $as_black:literal) => {
        concat!(
            "WHERE g.id IN (SELECT id FROM (",
            $crate::store::games::ended_as!("white_id", $ended, $as_white),
            " UNION ALL ",
            $crate::store::games::ended_as!("black_id", $ended, $as_black),
            ") mine ORDER BY finished_at DESC, id DESC LIMIT $4 OFFSET $5)
             ORDER BY g.finished_at DESC, g.id DESC"
        )
    };
}
pub(crate) use page_of_ended_games;

/// One colour's part of [`page_of_ended_games`]: `$1`'s games as `$seat` that match
/// `$ended` and `$result`, the latest `$4 + $5`.
macro_rules! ended_as {
    ($seat:literal, $ended:literal, $result:literal) => {
        concat!(
            "(SELECT id, finished_at FROM games
              WHERE ",
            $seat,
            " = $1 AND ",
            $ended,
            " AND ",
            $result,
            "
              ORDER BY finished_at DESC, id DESC LIMIT $4 + $5)"
        )
    };
}
pub(crate) use ended_as;

impl GameRow {
    /// The tournament's cap on vacation days that count in this game, if it has one.
    pub fn vacation_cap(&self) -> Option<crate::domain::clock::VacationCap> {
        Some(crate::domain::clock::VacationCap {
            days: u32::try_from(self.vacation_cap_days?).unwrap_or(0),
            from: self.vacation_cap_from?,
        })
    }

    /// Who sits where, with the ply and both banks: the rules of whose move, whose
    /// bank and whose opponent live in [`Seats`], not in the row.
    pub fn seats(&self) -> Seats {
        Seats {
            white: self.white_id,
            black: self.black_id,
            ply: self.ply,
            white_bank_seconds: self.white_bank_seconds,
            black_bank_seconds: self.black_bank_seconds,
        }
    }

    pub fn is_running(&self) -> bool {
        self.state.is_running()
    }

    /// The deadline of the player on move passed before `now` (the sweep may not have
    /// run yet, but the time is up all the same).
    pub fn is_overdue(&self, now: time::OffsetDateTime) -> bool {
        self.deadline.is_some_and(|d| d < now)
    }

    pub fn is_player(&self, user: UserId) -> bool {
        self.white_id == user || self.black_id == user
    }

    /// The colour `user` plays (Black for Black's player, else White).
    pub fn side_of(&self, user: UserId) -> shakmaty::Color {
        if user == self.black_id {
            shakmaty::Color::Black
        } else {
            shakmaty::Color::White
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
    /// The message's id (a player reports a message by it).
    pub id: i64,
    pub author: String,
    pub ply: Option<i32>,
    pub body: String,
    pub created_at: OffsetDateTime,
}

/// The facts of a new game.
pub struct NewGame<'a> {
    pub white: UserId,
    pub black: UserId,
    pub start_number: StartNumber,
    pub time_control: TimeControl,
    pub rated: bool,
    pub fen: &'a str,
    pub challenge: Option<ChallengeId>,
    pub deadline: OffsetDateTime,
    pub vacation_allowed: bool,
    /// Both players' banks at the start, in seconds.
    pub bank_seconds: i64,
    /// When White's first turn began (the deadline counts from here).
    pub started_at: OffsetDateTime,
    /// The tournament and round, for a tournament game.
    pub tournament: Option<(TournamentId, i32)>,
    /// The tournament's cap on vacation days that count.
    pub vacation_cap: Option<crate::domain::clock::VacationCap>,
    /// The silence rule's days, if the game has one.
    pub max_silence_days: Option<i32>,
}

pub async fn insert(db: impl PgExecutor<'_>, g: &NewGame<'_>) -> sqlx::Result<GameId> {
    sqlx::query_scalar(
        "INSERT INTO games (white_id, black_id, start_number, tc_kind, days_per_move, increment_days, max_days,
                            rated, fen, challenge_id, deadline, vacation_allowed, white_bank_seconds, black_bank_seconds,
                            turn_started_at, created_at, tournament_id, round,
                            white_rating, black_rating, white_provisional, black_provisional,
                            vacation_cap_days, vacation_cap_from,
                            period_moves, double_after, max_silence_days)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14, $14, $15, $16,
                floor(w.rating + 0.5)::int, floor(b.rating + 0.5)::int, w.rd > $17, b.rd > $17,
                $18, $19, $20, $21, $22
         FROM ratings w, ratings b WHERE w.user_id = $1 AND b.user_id = $2
         RETURNING id",
    )
    .bind(g.white)
    .bind(g.black)
    .bind(g.start_number)
    .bind_time_control(&g.time_control)
    .bind(g.rated)
    .bind(g.fen)
    .bind(g.challenge)
    .bind(g.deadline)
    .bind(g.vacation_allowed)
    .bind(g.bank_seconds)
    .bind(g.started_at)
    .bind(g.tournament.map(|t| t.0))
    .bind(g.tournament.map(|t| t.1))
    .bind(crate::domain::rating::PROVISIONAL_RD)
    .bind(g.vacation_cap.map(|c| c.days as i32))
    .bind(g.vacation_cap.map(|c| c.from))
    .bind_periods(&g.time_control)
    .bind(g.max_silence_days)
    .fetch_one(db)
    .await
}

pub async fn by_id(db: impl PgExecutor<'_>, id: GameId) -> sqlx::Result<Option<GameRow>> {
    sqlx::query_as(select_games!("WHERE g.id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// Game `id` with its moves, in one row (so one snapshot: a move landing meanwhile
/// cannot make them disagree).
pub async fn with_moves(
    db: impl PgExecutor<'_>,
    id: GameId,
) -> sqlx::Result<Option<(GameRow, Vec<MoveRow>)>> {
    let found: Option<WholeGame> = sqlx::query_as(concat!(
        "SELECT ",
        game_columns!(),
        ", ",
        history_columns!(),
        " FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         WHERE g.id = $1"
    ))
    .bind(id)
    .fetch_optional(db)
    .await?;
    Ok(found.map(WholeGame::into_parts))
}

/// A locked game with how to reach each player: what a move needs to mail the opponent.
#[derive(Debug, sqlx::FromRow)]
pub struct LockedGame {
    #[sqlx(flatten)]
    pub row: GameRow,
    pub white_email: String,
    pub white_mail_moves: MailPreference,
    pub black_email: String,
    pub black_mail_moves: MailPreference,
    /// The players' time zones, for the times their mails show.
    #[sqlx(try_from = "String")]
    pub white_time_zone: TimeZone,
    #[sqlx(try_from = "String")]
    pub black_time_zone: TimeZone,
    /// The players' languages, for the words of their mails.
    #[sqlx(try_from = "Option<String>")]
    pub white_language: Setting,
    #[sqlx(try_from = "Option<String>")]
    pub black_language: Setting,
    /// A player has stored conditional lines in this game.
    pub has_lines: bool,
    /// Each player has a browser subscribed to pushes: a move queues none otherwise
    /// (no statement for the many who take mail only).
    white_pushes: bool,
    black_pushes: bool,
    /// White blocks Black (takes no messages from them), and the other way round.
    pub white_blocks_black: bool,
    pub black_blocks_white: bool,
    /// Every vacation of each player, earliest first, as first and last days side by side
    /// (also when the game forbids them: the view shows them).
    white_vacation_starts: Vec<Date>,
    white_vacation_ends: Vec<Date>,
    black_vacation_starts: Vec<Date>,
    black_vacation_ends: Vec<Date>,
    #[sqlx(flatten)]
    pub history: MoveHistory,
}

impl LockedGame {
    /// The address of `user` (a player of the game) and whether they want a mail per move.
    pub fn contact(&self, user: UserId) -> (&str, MailPreference) {
        if user == self.row.white_id {
            (&self.white_email, self.white_mail_moves)
        } else {
            (&self.black_email, self.black_mail_moves)
        }
    }

    /// Who of the players blocks the other (the rule is [`Blocks::opponent_blocks`]).
    pub fn blocks(&self) -> Blocks {
        Blocks {
            white: self.row.white_id,
            white_blocks_black: self.white_blocks_black,
            black_blocks_white: self.black_blocks_white,
        }
    }

    /// The time zone of `user` (a player of the game), for the mails they get.
    pub fn zone_of(&self, user: UserId) -> &TimeZone {
        if user == self.row.white_id {
            &self.white_time_zone
        } else {
            &self.black_time_zone
        }
    }

    /// Whether `user` (a player of the game) has a browser subscribed to pushes.
    pub fn pushes_to(&self, user: UserId) -> bool {
        if user == self.row.white_id {
            self.white_pushes
        } else {
            self.black_pushes
        }
    }

    /// The language of `user` (a player of the game), for the mails they get.
    pub fn lang_of(&self, user: UserId) -> Lang {
        if user == self.row.white_id {
            self.white_language.for_mail()
        } else {
            self.black_language.for_mail()
        }
    }

    /// How `user`'s mails show times and words: their zone and language.
    pub fn reader_of(&self, user: UserId) -> (&TimeZone, Lang) {
        (self.zone_of(user), self.lang_of(user))
    }

    /// Every vacation of `user` (a player of the game), earliest first.
    pub fn vacations_of(&self, user: UserId) -> Vec<DateRange> {
        let (starts, ends) = if user == self.row.white_id {
            (&self.white_vacation_starts, &self.white_vacation_ends)
        } else {
            (&self.black_vacation_starts, &self.black_vacation_ends)
        };
        starts
            .iter()
            .zip(ends)
            .map(|(&start, &end)| DateRange { start, end })
            .collect()
    }
}

/// Locks game `id` for the rest of the transaction and reads its players' addresses, mail
/// preferences, push subscriptions and vacations with it (one round trip for a move).
pub async fn lock_with_contacts(
    tx: &mut PgConnection,
    id: GameId,
) -> sqlx::Result<Option<LockedGame>> {
    sqlx::query_as(concat!(
        "SELECT ",
        game_columns!(),
        ", w.email AS white_email, w.mail_moves AS white_mail_moves,
           b.email AS black_email, b.mail_moves AS black_mail_moves,
           w.time_zone AS white_time_zone, b.time_zone AS black_time_zone,
           w.language AS white_language, b.language AS black_language,
           EXISTS (SELECT 1 FROM conditional_lines c WHERE c.game_id = g.id) AS has_lines,
           EXISTS (SELECT 1 FROM push_subscriptions s
                   WHERE s.user_id = g.white_id AND s.parked_at IS NULL)
               AS white_pushes,
           EXISTS (SELECT 1 FROM push_subscriptions s
                   WHERE s.user_id = g.black_id AND s.parked_at IS NULL)
               AS black_pushes,
           EXISTS (SELECT 1 FROM blocks k WHERE k.blocker_id = g.white_id
                   AND k.blocked_id = g.black_id) AS white_blocks_black,
           EXISTS (SELECT 1 FROM blocks k WHERE k.blocker_id = g.black_id
                   AND k.blocked_id = g.white_id) AS black_blocks_white,
           ARRAY(SELECT v.start_date FROM vacations v WHERE v.user_id = g.white_id
                 ORDER BY v.start_date, v.id) AS white_vacation_starts,
           ARRAY(SELECT v.end_date FROM vacations v WHERE v.user_id = g.white_id
                 ORDER BY v.start_date, v.id) AS white_vacation_ends,
           ARRAY(SELECT v.start_date FROM vacations v WHERE v.user_id = g.black_id
                 ORDER BY v.start_date, v.id) AS black_vacation_starts,
           ARRAY(SELECT v.end_date FROM vacations v WHERE v.user_id = g.black_id
                 ORDER BY v.start_date, v.id) AS black_vacation_ends, ",
        history_columns!(),
        " FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         WHERE g.id = $1 FOR UPDATE OF g"
    ))
    .bind(id)
    .fetch_optional(tx)
    .await
}

/// Locks the game row for the rest of the transaction (one action at a time).
pub async fn lock(tx: &mut PgConnection, id: GameId) -> sqlx::Result<Option<GameRow>> {
    sqlx::query_as(select_games!("WHERE g.id = $1 FOR UPDATE OF g"))
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

/// The moves of several games in one query (a tournament's PGN), each game's in ply
/// order; a game without moves has no entry.
pub async fn moves_of_each(
    db: impl PgExecutor<'_>,
    ids: &[GameId],
) -> sqlx::Result<HashMap<GameId, Vec<MoveRow>>> {
    #[derive(sqlx::FromRow)]
    struct Keyed {
        game_id: GameId,
        #[sqlx(flatten)]
        m: MoveRow,
    }
    let ids: Vec<i64> = ids.iter().map(|g| g.0).collect();
    let rows: Vec<Keyed> = sqlx::query_as(
        "SELECT game_id, ply, san, uci, played_by, played_at, seconds_used FROM moves \
         WHERE game_id = ANY($1) ORDER BY game_id, ply",
    )
    .bind(ids)
    .fetch_all(db)
    .await?;
    let mut by_game: HashMap<GameId, Vec<MoveRow>> = HashMap::new();
    for row in rows {
        by_game.entry(row.game_id).or_default().push(row.m);
    }
    Ok(by_game)
}

/// A move to record and the game's state after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewMove {
    pub game: GameId,
    /// The ply this move makes (1 for White's first).
    pub ply: i32,
    pub san: String,
    pub uci: String,
    pub by: UserId,
    pub seconds_used: i64,
    /// The position after the move.
    pub fen: String,
    /// The opponent's deadline.
    pub deadline: OffsetDateTime,
    /// After the move the mover's draw offer stands (made before, or with this move);
    /// an offer by the opponent lapses.
    pub keep_draw_offer: bool,
    /// The mover's time bank after the move.
    pub mover_bank_seconds: i64,
    pub at: OffsetDateTime,
}

impl NewMove {
    /// The move as it reads back once stored.
    pub fn stored(&self) -> MoveRow {
        MoveRow {
            ply: self.ply,
            san: self.san.clone(),
            uci: self.uci.clone(),
            played_by: self.by,
            played_at: self.at,
            seconds_used: self.seconds_used,
        }
    }
}

/// Writes a move and, when it carries one, its message (the move's ply names it): a
/// move's one call into the store to write.
pub async fn write_move(
    tx: &mut PgConnection,
    m: &NewMove,
    message: Option<&str>,
) -> sqlx::Result<GameRow> {
    let after = record_move(&mut *tx, m).await?;
    if let Some(body) = message {
        add_message(&mut *tx, m.game, m.by, Some(m.ply), body).await?;
    }
    Ok(after)
}

/// Records a move and the game's new state in one statement; returns the game as it
/// is now.
pub async fn record_move(tx: &mut PgConnection, m: &NewMove) -> sqlx::Result<GameRow> {
    sqlx::query_as(concat!(
        "WITH m AS (
             INSERT INTO moves (game_id, ply, san, uci, played_by, seconds_used, played_at)
             VALUES ($1, $2, $8, $9, $10, $11, $7)
         ), g AS (
             UPDATE games SET ply = $2, fen = $3, deadline = $4, last_move_at = $7, turn_started_at = $7,
                    draw_offer_by = CASE WHEN $5 THEN $10 END,
                    move_sans = move_sans || $8::text, move_ucis = move_ucis || $9::text,
                    move_times = move_times || $7::timestamptz, move_seconds = move_seconds || $11::bigint,
                    white_bank_seconds = CASE WHEN $2 % 2 = 1 THEN $6 ELSE white_bank_seconds END,
                    black_bank_seconds = CASE WHEN $2 % 2 = 0 THEN $6 ELSE black_bank_seconds END
             WHERE id = $1
             RETURNING *
         )
         SELECT ",
        game_columns!(),
        " FROM g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id"
    ))
    .bind(m.game)
    .bind(m.ply)
    .bind(&m.fen)
    .bind(m.deadline)
    .bind(m.keep_draw_offer)
    .bind(m.mover_bank_seconds)
    .bind(m.at)
    .bind(&m.san)
    .bind(&m.uci)
    .bind(m.by)
    .bind(m.seconds_used)
    .fetch_one(&mut *tx)
    .await
}

/// Ends a game as `conclusion` says (`unrated`: it no longer counts for the ratings);
/// returns the game as it is now.
pub async fn finish(
    db: impl PgExecutor<'_>,
    game: GameId,
    conclusion: Conclusion,
    unrated: bool,
) -> sqlx::Result<GameRow> {
    sqlx::query_as(concat!(
        "WITH g AS (
             UPDATE games SET status = $2, result = $3, termination = $4, deadline = NULL,
                    draw_offer_by = NULL, finished_at = now(), rated = rated AND NOT $5
             WHERE id = $1
             RETURNING *
         )
         SELECT ",
        game_columns!(),
        " FROM g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id"
    ))
    .bind(game)
    .bind(conclusion.status())
    .bind(conclusion.result())
    .bind(conclusion.termination())
    .bind(unrated)
    .fetch_one(db)
    .await
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

/// Stores a message without a move from `author`, unless the same text from the same
/// author (without a move) is stored in the game since `since`: a form posted twice
/// is one message. True when stored. Call it with the game row locked, so two posts
/// at once cannot both store it.
pub async fn add_talk_once(
    db: impl PgExecutor<'_>,
    game: GameId,
    author: UserId,
    body: &str,
    since: OffsetDateTime,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "INSERT INTO game_messages (game_id, author_id, body)
         SELECT $1, $2, $3
         WHERE NOT EXISTS (SELECT 1 FROM game_messages
                           WHERE game_id = $1 AND author_id = $2 AND ply IS NULL
                             AND body = $3 AND created_at >= $4)",
    )
    .bind(game)
    .bind(author)
    .bind(body)
    .bind(since)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A player's games, running ones first (by deadline), then finished ones (latest
/// first): at most 500, for the API's list.
pub async fn for_player(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<Vec<GameRow>> {
    sqlx::query_as(select_games!("WHERE (g.white_id = $1 OR g.black_id = $1) ORDER BY g.status <> 'running', g.deadline NULLS LAST, g.finished_at DESC NULLS LAST, g.id DESC LIMIT 500"))
    .bind(user)
    .fetch_all(db)
    .await
}

/// One page of a player's finished and aborted games, the latest first, optionally only
/// those with `verdict` for the player and those ended at or after `since`: `limit`
/// games after skipping `offset`. Each colour is an ordered scan of its own index
/// (`games_*_ended_idx`) that stops after `offset + limit` rows (or at `since`), the two
/// merged: the cost follows the page, not the player's whole history.
pub async fn finished_for_player(
    db: impl PgExecutor<'_>,
    user: UserId,
    verdict: Option<Verdict>,
    since: Option<OffsetDateTime>,
    offset: i64,
    limit: i64,
) -> sqlx::Result<Vec<GameRow>> {
    let as_white = verdict.map(|v| v.result_as(shakmaty::Color::White));
    let as_black = verdict.map(|v| v.result_as(shakmaty::Color::Black));
    sqlx::query_as(select_games!(page_of_ended_games!(
        "status <> 'running' AND ($6::timestamptz IS NULL OR finished_at >= $6)",
        "($2::text IS NULL OR result = $2)",
        "($3::text IS NULL OR result = $3)"
    )))
    .bind(user)
    .bind(as_white)
    .bind(as_black)
    .bind(limit)
    .bind(offset)
    .bind(since)
    .fetch_all(db)
    .await
}

/// How many running games wait for the move of the user `$user` (an SQL expression): a
/// query that other queries embed.
macro_rules! my_turn_count {
    ($user:literal) => {
        concat!(
            "SELECT count(*) FROM games
             WHERE status = 'running'
               AND ((white_id = ",
            $user,
            " AND ply % 2 = 0) OR (black_id = ",
            $user,
            " AND ply % 2 = 1))"
        )
    };
}
pub(crate) use my_turn_count;

/// Sets a running game's deadline (after vacations change).
pub async fn set_deadline(
    db: impl PgExecutor<'_>,
    game: GameId,
    deadline: OffsetDateTime,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE games SET deadline = $2 WHERE id = $1 AND status = 'running'")
        .bind(game)
        .bind(deadline)
        .execute(db)
        .await?;
    Ok(())
}

/// Whether time may be given in `game`: the ply of the last gift, and whether its
/// tournament (if any) allows gifts.
pub async fn gift_state(
    db: impl PgExecutor<'_>,
    game: GameId,
) -> sqlx::Result<(Option<i32>, bool)> {
    sqlx::query_as(
        "SELECT g.time_given_ply, coalesce(t.allow_give_time, true)
         FROM games g LEFT JOIN tournaments t ON t.id = g.tournament_id WHERE g.id = $1",
    )
    .bind(game)
    .fetch_one(db)
    .await
}

/// Records a gift of time to the player on move (White when `white`): their bank
/// `bank_seconds`, the new deadline, and the ply the gift was made at.
pub async fn give_time(
    db: impl PgExecutor<'_>,
    game: GameId,
    white: bool,
    bank_seconds: i64,
    deadline: OffsetDateTime,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE games SET
             white_bank_seconds = CASE WHEN $2 THEN $3 ELSE white_bank_seconds END,
             black_bank_seconds = CASE WHEN $2 THEN black_bank_seconds ELSE $3 END,
             deadline = $4, deadline_changed_at = now(), time_given_ply = ply
         WHERE id = $1 AND status = 'running'",
    )
    .bind(game)
    .bind(white)
    .bind(bank_seconds)
    .bind(deadline)
    .execute(db)
    .await?;
    Ok(())
}

/// Running games in which `user` is on move, the nearest deadline first, without
/// locking them (the daily digest reads them).
pub async fn waiting_for(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<Vec<GameRow>> {
    sqlx::query_as(select_games!(
        "WHERE g.status = 'running' AND ((g.white_id = $1 AND g.ply % 2 = 0) OR (g.black_id = $1 AND g.ply % 2 = 1))
         ORDER BY g.deadline, g.id LIMIT 1000"
    ))
    .bind(user)
    .fetch_all(db)
    .await
}

/// The running game other than `except` where `user` is on move with the nearest
/// deadline: the next game waiting for them after a move.
pub async fn next_on_move(
    db: impl PgExecutor<'_>,
    user: UserId,
    except: GameId,
) -> sqlx::Result<Option<GameRow>> {
    sqlx::query_as(select_games!(
        "WHERE g.status = 'running' AND g.id <> $2
           AND ((g.white_id = $1 AND g.ply % 2 = 0) OR (g.black_id = $1 AND g.ply % 2 = 1))
         ORDER BY g.deadline NULLS LAST, g.id LIMIT 1"
    ))
    .bind(user)
    .bind(except)
    .fetch_optional(db)
    .await
}

/// Running games in which `user` is on move (their deadlines depend on their vacations).
pub async fn running_on_move(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<Vec<GameRow>> {
    sqlx::query_as(select_games!(
        "WHERE g.status = 'running' AND ((g.white_id = $1 AND g.ply % 2 = 0) OR (g.black_id = $1 AND g.ply % 2 = 1))
         ORDER BY g.deadline FOR UPDATE OF g"
    ))
    .bind(user)
    .fetch_all(db)
    .await
}

/// The running game whose deadline passed first, locked for this worker (`SKIP
/// LOCKED`: other processes take the others), leaving out `skipped`.
pub async fn claim_overdue(
    tx: &mut PgConnection,
    now: OffsetDateTime,
    skipped: &[GameId],
) -> sqlx::Result<Option<GameId>> {
    sqlx::query_scalar(
        "SELECT id FROM games WHERE status = 'running' AND home_host IS NULL AND deadline < $1
           AND NOT (id = ANY($2))
         ORDER BY deadline LIMIT 1 FOR UPDATE SKIP LOCKED",
    )
    .bind(now)
    .bind(skipped)
    .fetch_optional(tx)
    .await
}

/// Running games whose player on move wants a reminder now and has none for this ply.
/// A reminder whose time falls within the first quarter of the turn (from its start to
/// the deadline) is never sent: it would come (almost) with the move mail, which names
/// the deadline already (docs/design/clocks.md).
pub async fn claim_due_reminders(
    tx: &mut PgConnection,
    now: OffsetDateTime,
    limit: i64,
) -> sqlx::Result<Vec<GameId>> {
    sqlx::query_scalar(
        "SELECT g.id FROM games g
         JOIN users u ON u.id = CASE WHEN g.ply % 2 = 0 THEN g.white_id ELSE g.black_id END
         WHERE g.status = 'running' AND u.reminder_hours > 0
           AND g.reminded_ply IS DISTINCT FROM g.ply
           AND g.deadline > $1
           AND g.deadline - make_interval(hours => u.reminder_hours) <= $1
           AND g.deadline - make_interval(hours => u.reminder_hours)
               >= g.turn_started_at + (g.deadline - g.turn_started_at) / 4
         ORDER BY g.deadline LIMIT $2 FOR UPDATE OF g SKIP LOCKED",
    )
    .bind(now)
    .bind(limit)
    .fetch_all(tx)
    .await
}

pub async fn mark_reminded(db: impl PgExecutor<'_>, game: GameId, ply: i32) -> sqlx::Result<()> {
    sqlx::query("UPDATE games SET reminded_ply = $2 WHERE id = $1")
        .bind(game)
        .bind(ply)
        .execute(db)
        .await?;
    Ok(())
}

/// Running games of `user` (opponents to tell about a vacation).
pub async fn running_for(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<Vec<GameRow>> {
    sqlx::query_as(select_games!(
        "WHERE g.status = 'running' AND (g.white_id = $1 OR g.black_id = $1) ORDER BY g.id"
    ))
    .bind(user)
    .fetch_all(db)
    .await
}

/// How many running games wait for `user`'s move: the navigation's badge, sent live to
/// their open pages when a `c:` notice says it may have changed.
pub async fn on_move_count(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<i64> {
    sqlx::query_scalar(my_turn_count!("$1"))
        .bind(user)
        .fetch_one(db)
        .await
}
