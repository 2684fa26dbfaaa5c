//! Tournaments, their players, and their games.

use sqlx::{PgConnection, PgExecutor};
use time::OffsetDateTime;

use super::{
    games::GameRow,
    time_control::{BindTimeControl, TimeControlColumns},
};
use crate::{
    chess::StartNumber,
    domain::{
        GameId, TournamentId, UserId,
        clock::TimeControl,
        entry::EntryRules,
        groups::{AdvanceTies, FinalFormat, GroupRules},
        knockout::KnockoutRules,
        pairings::Format,
        position_policy::PositionPolicy,
        tiebreaks::{self, TieBreak},
        tournaments::TournamentStatus,
    },
};

/// A tournament row.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct TournamentRow {
    pub id: TournamentId,
    pub name: String,
    pub description: String,
    pub format: Format,
    /// `tc_kind`, `days_per_move`, `increment_days`, `max_days`, `period_moves` and
    /// `double_after`.
    #[sqlx(flatten, try_from = "TimeControlColumns")]
    pub time_control: TimeControl,
    /// The silence rule of its games, if any.
    pub max_silence_days: Option<i32>,
    /// Players may give their opponents more time (`/games/{id}/give-time`).
    pub allow_give_time: bool,
    /// Engine help in its games: allowed, forbidden, or `None` for the site's policy.
    pub engines_allowed: Option<bool>,
    pub vacation_allowed: bool,
    pub rated: bool,
    /// How start positions are drawn (`position_policy` and `fixed_start_number`).
    #[sqlx(flatten, try_from = "PolicyColumns")]
    pub policy: PositionPolicy,
    /// How a `groups` event runs (the five group columns); `None` for a round robin.
    #[sqlx(flatten, try_from = "GroupColumns")]
    pub groups: Option<GroupRules>,
    /// How a `knockout` runs (`games_per_match`, `max_tiebreak_pairs`); `None` otherwise.
    #[sqlx(flatten, try_from = "KnockoutColumns")]
    pub knockout: Option<KnockoutRules>,
    pub min_players: i32,
    pub max_players: i32,
    /// The most vacation days that count in this tournament's games, per player.
    pub max_vacation_days: Option<i32>,
    /// The tie-breaks after points, in order (`tiebreaks`, names joined by commas).
    #[sqlx(try_from = "String")]
    pub tiebreaks: TieBreakOrder,
    /// Entry rules (see [`TournamentRow::entry`]); the password as an argon2 hash.
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
    pub min_rated_games: Option<i32>,
    pub entry_password_hash: Option<String>,
    pub registration_deadline: Option<OffsetDateTime>,
    pub status: TournamentStatus,
    pub cancel_reason: Option<String>,
    /// The admin or organiser who created it (organisers run only their own).
    pub created_by: Option<UserId>,
    pub created_at: OffsetDateTime,
    pub started_at: Option<OffsetDateTime>,
    pub finished_at: Option<OffsetDateTime>,
}

impl TournamentRow {
    /// The cap on vacation days for this tournament's games, counted from its start (or
    /// today, for the games the start creates).
    pub fn vacation_cap(&self) -> Option<crate::domain::clock::VacationCap> {
        Some(crate::domain::clock::VacationCap {
            days: u32::try_from(self.max_vacation_days?).unwrap_or(0),
            from: self
                .started_at
                .unwrap_or_else(OffsetDateTime::now_utc)
                .to_offset(time::UtcOffset::UTC)
                .date(),
        })
    }

    /// Who may join.
    pub fn entry(&self) -> EntryRules {
        EntryRules {
            min_rating: self.min_rating,
            max_rating: self.max_rating,
            min_rated_games: self.min_rated_games,
            password_required: self.entry_password_hash.is_some(),
        }
    }
}

/// The two columns a [`PositionPolicy`] is stored in.
#[derive(sqlx::FromRow)]
struct PolicyColumns {
    position_policy: String,
    fixed_start_number: Option<StartNumber>,
}

impl TryFrom<PolicyColumns> for PositionPolicy {
    type Error = String;

    fn try_from(c: PolicyColumns) -> Result<Self, String> {
        PositionPolicy::parse(&c.position_policy, c.fixed_start_number)
            .ok_or_else(|| format!("{:?} is not a stored position policy", c.position_policy))
    }
}

/// The five columns [`GroupRules`] are stored in (all null for a round robin).
#[derive(sqlx::FromRow)]
struct GroupColumns {
    group_size: Option<i32>,
    group_double: bool,
    advance_per_group: Option<i32>,
    advance_ties: Option<AdvanceTies>,
    final_format: Option<FinalFormat>,
}

impl TryFrom<GroupColumns> for Option<GroupRules> {
    type Error = String;

    fn try_from(c: GroupColumns) -> Result<Self, String> {
        match (
            c.group_size,
            c.advance_per_group,
            c.advance_ties,
            c.final_format,
        ) {
            (None, None, None, None) => Ok(None),
            (Some(size), Some(advance), Some(ties), Some(final_format)) => Ok(Some(GroupRules {
                group_size: usize::try_from(size).map_err(|e| e.to_string())?,
                double: c.group_double,
                advance_per_group: usize::try_from(advance).map_err(|e| e.to_string())?,
                ties,
                final_format,
            })),
            _ => Err("group settings partly stored".into()),
        }
    }
}

/// A stored order of tie-breaks (`tiebreaks`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TieBreakOrder(pub Vec<TieBreak>);

impl TryFrom<String> for TieBreakOrder {
    type Error = String;

    fn try_from(text: String) -> Result<Self, String> {
        // A decode error, for the logs only: the column holds what the form accepted.
        tiebreaks::parse_order(&text)
            .map(Self)
            .map_err(|e| format!("stored tie-breaks {text:?}: {e:?}"))
    }
}

/// The two columns [`KnockoutRules`] are stored in (null unless a knockout).
#[derive(sqlx::FromRow)]
struct KnockoutColumns {
    games_per_match: Option<i32>,
    max_tiebreak_pairs: Option<i32>,
}

impl TryFrom<KnockoutColumns> for Option<KnockoutRules> {
    type Error = String;

    fn try_from(c: KnockoutColumns) -> Result<Self, String> {
        match (c.games_per_match, c.max_tiebreak_pairs) {
            (None, None) => Ok(None),
            (Some(games), Some(pairs)) => Ok(Some(KnockoutRules {
                games_per_match: usize::try_from(games).map_err(|e| e.to_string())?,
                max_tiebreak_pairs: usize::try_from(pairs).map_err(|e| e.to_string())?,
            })),
            _ => Err("knockout settings partly stored".into()),
        }
    }
}

/// A runtime-checked statement whose parameters are bound one after another.
type PgQuery<'q> = sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments>;

/// Binds the five group columns of `rules` (nulls for a round robin).
fn bind_groups(q: PgQuery<'_>, rules: Option<GroupRules>) -> PgQuery<'_> {
    q.bind(rules.map(|r| r.group_size as i32))
        .bind(rules.is_some_and(|r| r.double))
        .bind(rules.map(|r| r.advance_per_group as i32))
        .bind(rules.map(|r| r.ties))
        .bind(rules.map(|r| r.final_format))
}

/// `SELECT` of every [`TournamentRow`] column, followed by `$tail`.
macro_rules! select_tournaments {
    ($tail:literal) => {
        concat!(
            "SELECT id, name, description, format, tc_kind, days_per_move, increment_days, max_days,
                    vacation_allowed, rated, position_policy, fixed_start_number, group_size,
                    group_double, advance_per_group, advance_ties, final_format,
                    games_per_match, max_tiebreak_pairs, max_vacation_days, tiebreaks, min_players,
                    max_players, min_rating, max_rating, min_rated_games, entry_password_hash,
                    registration_deadline, status, cancel_reason, created_by, created_at,
                    started_at, finished_at, period_moves, double_after, max_silence_days,
                    allow_give_time, engines_allowed
             FROM tournaments ",
            $tail
        )
    };
}

/// The settings an admin chooses (for a new tournament or an edit before the start).
#[derive(Clone, Debug)]
pub struct Settings {
    pub name: String,
    pub description: String,
    pub format: Format,
    pub time_control: TimeControl,
    /// The silence rule of its games, if any.
    pub max_silence_days: Option<i32>,
    /// Players may give their opponents more time.
    pub allow_give_time: bool,
    /// Engine help in its games: allowed, forbidden, or `None` for the site's policy.
    pub engines_allowed: Option<bool>,
    pub vacation_allowed: bool,
    pub rated: bool,
    pub policy: PositionPolicy,
    /// The group rules of a `groups` event.
    pub groups: Option<GroupRules>,
    /// The match rules of a `knockout`.
    pub knockout: Option<KnockoutRules>,
    /// The most vacation days that count in the tournament's games (none: no cap).
    pub max_vacation_days: Option<i32>,
    /// The tie-breaks after points, in order.
    pub tiebreaks: Vec<TieBreak>,
    pub min_players: i32,
    pub max_players: i32,
    pub registration_deadline: Option<OffsetDateTime>,
    /// The rating and games rules (the password's presence is `entry_password_hash`).
    pub entry: EntryRules,
    /// A new entry password's hash; `None` keeps the stored one (none for a new event).
    pub entry_password_hash: Option<String>,
    /// Drops the stored entry password (when no new one is given).
    pub remove_entry_password: bool,
}

/// A statement's parameters after `q`'s: every column of `s` (the entry password's new
/// hash among them) in the order `insert` and `update` name them.
fn bind_settings<'q>(q: PgQuery<'q>, s: &'q Settings) -> PgQuery<'q> {
    let q = q
        .bind(&s.name)
        .bind(&s.description)
        .bind(s.format)
        .bind_time_control(&s.time_control)
        .bind(s.vacation_allowed)
        .bind(s.rated)
        .bind(s.policy.as_str())
        .bind(s.policy.fixed_number())
        .bind(s.min_players)
        .bind(s.max_players)
        .bind(s.registration_deadline);
    bind_groups(q, s.groups)
        .bind(s.entry.min_rating)
        .bind(s.entry.max_rating)
        .bind(s.entry.min_rated_games)
        .bind(&s.entry_password_hash)
        .bind(s.knockout.map(|k| k.games_per_match as i32))
        .bind(s.knockout.map(|k| k.max_tiebreak_pairs as i32))
        .bind(s.max_vacation_days)
        .bind(tiebreaks::order_text(&s.tiebreaks))
        .bind_periods(&s.time_control)
        .bind(s.max_silence_days)
        .bind(s.allow_give_time)
        .bind(s.engines_allowed)
}

pub async fn insert(
    db: impl PgExecutor<'_>,
    s: &Settings,
    created_by: UserId,
) -> sqlx::Result<TournamentId> {
    let q = sqlx::query(
        "INSERT INTO tournaments (name, description, format, tc_kind, days_per_move, increment_days,
                max_days, vacation_allowed, rated, position_policy, fixed_start_number, min_players,
                max_players, registration_deadline, group_size, group_double, advance_per_group,
                advance_ties, final_format, min_rating, max_rating, min_rated_games,
                entry_password_hash, games_per_match, max_tiebreak_pairs, max_vacation_days,
                tiebreaks, period_moves, double_after, max_silence_days, allow_give_time,
                engines_allowed, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
                 $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33)
         RETURNING id",
    );
    let row = bind_settings(q, s).bind(created_by).fetch_one(db).await?;
    sqlx::Row::try_get(&row, 0)
}

/// Changes the settings of a tournament that has not started.
pub async fn update(db: impl PgExecutor<'_>, id: TournamentId, s: &Settings) -> sqlx::Result<()> {
    let q = sqlx::query(
        "UPDATE tournaments SET name = $2, description = $3, format = $4, tc_kind = $5,
                days_per_move = $6, increment_days = $7, max_days = $8, vacation_allowed = $9,
                rated = $10, position_policy = $11, fixed_start_number = $12, min_players = $13,
                max_players = $14, registration_deadline = $15, group_size = $16,
                group_double = $17, advance_per_group = $18, advance_ties = $19, final_format = $20,
                min_rating = $21, max_rating = $22, min_rated_games = $23,
                entry_password_hash = CASE WHEN $34 THEN NULL
                                           ELSE coalesce($24, entry_password_hash) END,
                games_per_match = $25, max_tiebreak_pairs = $26, max_vacation_days = $27,
                tiebreaks = $28, period_moves = $29, double_after = $30, max_silence_days = $31,
                allow_give_time = $32, engines_allowed = $33
         WHERE id = $1 AND status = 'registration'",
    )
    .bind(id);
    bind_settings(q, s)
        .bind(s.remove_entry_password)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn by_id(
    db: impl PgExecutor<'_>,
    id: TournamentId,
) -> sqlx::Result<Option<TournamentRow>> {
    sqlx::query_as(select_tournaments!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// Replaces an entry-password hash with `new` (an old argon2 value rewritten as a keyed
/// hash after a right entry), unless an organiser changed it meanwhile.
pub async fn rewrite_entry_password(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    old: &str,
    new: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE tournaments SET entry_password_hash = $3
         WHERE id = $1 AND entry_password_hash = $2",
    )
    .bind(id)
    .bind(old)
    .bind(new)
    .execute(db)
    .await?;
    Ok(())
}

/// Who created tournament `id`: `None` when there is no such tournament, `Some(None)`
/// when its creator is unknown.
pub async fn creator(
    db: impl PgExecutor<'_>,
    id: TournamentId,
) -> sqlx::Result<Option<Option<UserId>>> {
    sqlx::query_scalar("SELECT created_by FROM tournaments WHERE id = $1")
        .bind(id)
        .fetch_optional(db)
        .await
}

/// Locks the tournament row for the rest of the transaction.
pub async fn lock(tx: &mut PgConnection, id: TournamentId) -> sqlx::Result<Option<TournamentRow>> {
    sqlx::query_as(select_tournaments!("WHERE id = $1 FOR UPDATE"))
        .bind(id)
        .fetch_optional(tx)
        .await
}

/// Every tournament for the list page: open ones first, then running, then the rest.
pub async fn list(db: impl PgExecutor<'_>) -> sqlx::Result<Vec<TournamentRow>> {
    sqlx::query_as(select_tournaments!(
        "ORDER BY CASE status WHEN 'registration' THEN 0 WHEN 'running' THEN 1 ELSE 2 END,
                  coalesce(finished_at, created_at) DESC LIMIT 500"
    ))
    .fetch_all(db)
    .await
}

/// The number of players of each tournament that has any: registered ones before the
/// start, seat holders (withdrawn ones included, replaced ones not) after.
pub async fn player_counts(db: impl PgExecutor<'_>) -> sqlx::Result<Vec<(TournamentId, i64)>> {
    sqlx::query_as(
        "SELECT tournament_id, count(*) FROM tournament_players
         WHERE replaced_by IS NULL GROUP BY tournament_id",
    )
    .fetch_all(db)
    .await
}

/// Open tournaments whose registration deadline has passed, locked for this worker.
pub async fn claim_due(
    tx: &mut PgConnection,
    now: OffsetDateTime,
) -> sqlx::Result<Option<TournamentId>> {
    sqlx::query_scalar(
        "SELECT id FROM tournaments
         WHERE status = 'registration' AND registration_deadline <= $1
         ORDER BY registration_deadline LIMIT 1 FOR UPDATE SKIP LOCKED",
    )
    .bind(now)
    .fetch_optional(tx)
    .await
}

/// A running tournament none of whose games runs any more, locked for this worker.
pub async fn claim_complete(tx: &mut PgConnection) -> sqlx::Result<Option<TournamentId>> {
    sqlx::query_scalar(
        "SELECT t.id FROM tournaments t
         WHERE t.status = 'running'
           AND NOT EXISTS (SELECT 1 FROM games g WHERE g.tournament_id = t.id AND g.status = 'running')
         ORDER BY t.id LIMIT 1 FOR UPDATE SKIP LOCKED",
    )
    .fetch_optional(tx)
    .await
}

/// Marks a tournament started.
pub async fn mark_started(db: impl PgExecutor<'_>, id: TournamentId) -> sqlx::Result<()> {
    sqlx::query("UPDATE tournaments SET status = 'running', started_at = now() WHERE id = $1")
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// Marks a tournament finished.
pub async fn mark_finished(db: impl PgExecutor<'_>, id: TournamentId) -> sqlx::Result<()> {
    sqlx::query("UPDATE tournaments SET status = 'finished', finished_at = now() WHERE id = $1")
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// Cancels a tournament with a reason shown on its page (a `CancelReason`'s stored form).
pub async fn mark_cancelled(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    reason: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE tournaments SET status = 'cancelled', cancel_reason = $2, finished_at = now() WHERE id = $1",
    )
    .bind(id)
    .bind(reason)
    .execute(db)
    .await?;
    Ok(())
}

/// A registered player (current or former) with their name and address.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct PlayerRow {
    pub user_id: UserId,
    pub username: String,
    pub email: String,
    pub seed: Option<i32>,
    pub joined_at: OffsetDateTime,
    pub withdrawn_at: Option<OffsetDateTime>,
    pub results_annulled: bool,
    pub replaced_by: Option<UserId>,
    /// The player's current rating and RD.
    pub rating: f64,
    pub rating_rd: f64,
    /// The language of the player's mail.
    #[sqlx(try_from = "Option<String>")]
    pub language: crate::domain::Setting,
}

impl PlayerRow {
    /// The language of the player's mail.
    pub fn lang(&self) -> crate::domain::Lang {
        self.language.for_mail()
    }

    /// The current rating as printed (`1500?` while provisional).
    pub fn rating_label(&self) -> String {
        crate::domain::rating::Rating {
            rating: self.rating,
            rd: self.rating_rd,
            volatility: 0.0,
        }
        .label()
        .to_string()
    }

    /// Still in the field: neither replaced nor (for mails) gone.
    pub fn is_active(&self) -> bool {
        self.replaced_by.is_none()
    }
}

/// Every player row of a tournament, by seed (then joining order).
pub async fn players(db: impl PgExecutor<'_>, id: TournamentId) -> sqlx::Result<Vec<PlayerRow>> {
    sqlx::query_as(
        "SELECT p.user_id, u.username, u.email, p.seed, p.joined_at, p.withdrawn_at,
                p.results_annulled, p.replaced_by, r.rating, r.rd AS rating_rd, u.language
         FROM tournament_players p JOIN users u ON u.id = p.user_id JOIN ratings r ON r.user_id = p.user_id
         WHERE p.tournament_id = $1 ORDER BY p.seed NULLS LAST, p.joined_at, u.username",
    )
    .bind(id)
    .fetch_all(db)
    .await
}

/// Registers a player; false when they were registered already.
pub async fn add_player(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    user: UserId,
) -> sqlx::Result<bool> {
    let sql = "INSERT INTO tournament_players (tournament_id, user_id) VALUES ($1, $2)
               ON CONFLICT DO NOTHING";
    one_player_row(db, sql, id, user).await
}

/// Unregisters a player before the start; false when they were not registered.
pub async fn remove_player(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    user: UserId,
) -> sqlx::Result<bool> {
    let sql = "DELETE FROM tournament_players WHERE tournament_id = $1 AND user_id = $2";
    one_player_row(db, sql, id, user).await
}

/// Runs `sql` on the row of (`$1` tournament, `$2` user): whether it touched one.
async fn one_player_row(
    db: impl PgExecutor<'_>,
    sql: &'static str,
    id: TournamentId,
    user: UserId,
) -> sqlx::Result<bool> {
    let done = sqlx::query(sql).bind(id).bind(user).execute(db).await?;
    Ok(done.rows_affected() == 1)
}

pub async fn set_seed(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    user: UserId,
    seed: i32,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE tournament_players SET seed = $3 WHERE tournament_id = $1 AND user_id = $2",
    )
    .bind(id)
    .bind(user)
    .bind(seed)
    .execute(db)
    .await?;
    Ok(())
}

/// Records a withdrawal and whether it deletes the player's results.
pub async fn mark_withdrawn(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    user: UserId,
    annulled: bool,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE tournament_players SET withdrawn_at = now(), results_annulled = $3
         WHERE tournament_id = $1 AND user_id = $2",
    )
    .bind(id)
    .bind(user)
    .bind(annulled)
    .execute(db)
    .await?;
    Ok(())
}

/// Hands `old`'s seat to `new`: the old row keeps its history, the new one the seed.
pub async fn replace_player(
    tx: &mut PgConnection,
    id: TournamentId,
    old: UserId,
    new: UserId,
    seed: i32,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE tournament_players SET replaced_by = $3 WHERE tournament_id = $1 AND user_id = $2",
    )
    .bind(id)
    .bind(old)
    .bind(new)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "INSERT INTO tournament_players (tournament_id, user_id, seed) VALUES ($1, $2, $3)",
    )
    .bind(id)
    .bind(new)
    .bind(seed)
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// A tournament game: the game row (with its adjudication reason) and its round.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct TournamentGame {
    #[sqlx(flatten)]
    pub game: GameRow,
    /// Never null for a tournament game (the game row's own `round` is optional); in a
    /// groups event, the round within its stage.
    pub round: i32,
    /// The stage and group of a game of a groups event.
    pub stage: Option<i32>,
    pub group_no: Option<i32>,
    /// The match (slot in its round) and pair of a knockout game.
    pub match_slot: Option<i32>,
    pub match_pair: Option<i32>,
}

/// Every game of a tournament, by stage, round and group.
pub async fn games(db: impl PgExecutor<'_>, id: TournamentId) -> sqlx::Result<Vec<TournamentGame>> {
    sqlx::query_as(concat!(
        "SELECT ",
        super::games::game_columns!(),
        ", sg.stage, sg.group_no, kg.slot AS match_slot, kg.pair_no AS match_pair
         FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         LEFT JOIN stage_games sg ON sg.game_id = g.id
         LEFT JOIN knockout_games kg ON kg.game_id = g.id
         WHERE g.tournament_id = $1 ORDER BY sg.stage NULLS FIRST, g.round, sg.group_no, g.id"
    ))
    .bind(id)
    .fetch_all(db)
    .await
}

/// Running games of `user` in a tournament, locked (a withdrawal or replacement ends
/// or transfers them).
pub async fn lock_running_games_of(
    tx: &mut PgConnection,
    id: TournamentId,
    user: UserId,
) -> sqlx::Result<Vec<GameId>> {
    sqlx::query_scalar(
        "SELECT id FROM games WHERE tournament_id = $1 AND status = 'running'
           AND (white_id = $2 OR black_id = $2) ORDER BY id FOR UPDATE",
    )
    .bind(id)
    .bind(user)
    .fetch_all(tx)
    .await
}

/// Gives `old`'s side of a running tournament game to `new`.
pub async fn transfer_game(
    db: impl PgExecutor<'_>,
    game: GameId,
    old: UserId,
    new: UserId,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE games SET white_id = CASE WHEN white_id = $2 THEN $3 ELSE white_id END,
                          black_id = CASE WHEN black_id = $2 THEN $3 ELSE black_id END,
                          draw_offer_by = NULL
         WHERE id = $1 AND status = 'running'",
    )
    .bind(game)
    .bind(old)
    .bind(new)
    .execute(db)
    .await?;
    Ok(())
}

/// Stores the reason a game was adjudicated.
pub async fn set_adjudication_reason(
    db: impl PgExecutor<'_>,
    game: GameId,
    reason: &str,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE games SET adjudication_reason = $2 WHERE id = $1")
        .bind(game)
        .bind(reason)
        .execute(db)
        .await?;
    Ok(())
}

/// The tournament a game belongs to, if any.
pub async fn of_game(db: impl PgExecutor<'_>, game: GameId) -> sqlx::Result<Option<TournamentId>> {
    sqlx::query_scalar::<_, Option<TournamentId>>("SELECT tournament_id FROM games WHERE id = $1")
        .bind(game)
        .fetch_optional(db)
        .await
        .map(Option::flatten)
}

/// The tournament side of a game: which tournament, which round, and why it was
/// adjudicated (if it was).
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct GameInTournament {
    pub tournament_id: TournamentId,
    pub name: String,
    pub round: i32,
    pub adjudication_reason: Option<String>,
    /// The tournament's rule on engine help (`None`: the site's policy).
    pub engines_allowed: Option<bool>,
}

/// The tournament a game belongs to, with its round; `None` for a friendly game.
pub async fn game_in_tournament(
    db: impl PgExecutor<'_>,
    game: GameId,
) -> sqlx::Result<Option<GameInTournament>> {
    sqlx::query_as(
        "SELECT g.tournament_id, t.name, g.round, g.adjudication_reason, t.engines_allowed
         FROM games g JOIN tournaments t ON t.id = g.tournament_id WHERE g.id = $1",
    )
    .bind(game)
    .fetch_optional(db)
    .await
}

/// The number of rated games `user` has finished (the entry rules count them).
pub async fn rated_games_of(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT count(*) FROM rating_history WHERE user_id = $1")
        .bind(user)
        .fetch_one(db)
        .await
}

/// Whether any game of the tournament still runs.
pub async fn has_running_games(db: impl PgExecutor<'_>, id: TournamentId) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM games WHERE tournament_id = $1 AND status = 'running')",
    )
    .bind(id)
    .fetch_one(db)
    .await
}
