//! Tournaments over the API: the list, one tournament (players, standings, games, start
//! positions), joining and leaving, through the same service functions and view model
//! as the tournament pages.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::ToSchema;

use super::tournament_bracket::{KnockoutRoundView, bracket};
use super::tournament_stages::{EntryView, TournamentStage, stages};
use super::{auth::ApiUser, problem::ApiError};
use crate::{
    domain::{
        TournamentId,
        clock::{TimeControl, TimeControlKind},
        pairings,
    },
    service::tournaments::{
        registration,
        view::{self, StandingView, TournamentView},
    },
    store::{self, tournaments::TournamentRow},
    web::AppState,
};

/// How much time the players get: the `time_control` of a tournament, a challenge
/// and a game alike.
#[derive(Serialize, ToSchema)]
pub struct TimeControlView {
    /// `per_move` (a fresh allotment after every move), `fischer` (a bank with an
    /// increment) or `moves_in_days` (`moves` moves in `days` days, unused days carried
    /// over).
    pub kind: String,
    /// Days per move, the Fischer starting bank, or the days of a period.
    pub days_per_move: i32,
    /// Fischer: days added after each move; null for the other kinds.
    pub increment_days: Option<i32>,
    /// Fischer: the most days a bank may hold; null for no cap (and for the other kinds).
    pub max_days: Option<i32>,
    /// Moves in days: the moves of a period; null for the other kinds.
    pub moves: Option<i32>,
    /// Moves in days: the days of a period; null for the other kinds.
    pub days: Option<i32>,
    /// Moves in days: days beyond this many on one move count twice; null for none.
    pub double_after: Option<i32>,
    /// The silence rule (any kind): a player who has not moved for this many days loses
    /// on time; null for none.
    pub max_silence_days: Option<i32>,
    /// In words, e.g. `3 days per move` or `10 moves in 50 days`.
    pub description: String,
}

impl TimeControlView {
    /// The view of `tc` with the silence rule `max_silence_days`.
    pub(crate) fn of(tc: &TimeControl, max_silence_days: Option<i32>) -> Self {
        let c = tc.columns();
        let periods = c.kind == TimeControlKind::MovesInDays;
        Self {
            kind: c.kind.as_str().to_owned(),
            days_per_move: c.days,
            increment_days: (c.kind == TimeControlKind::Fischer).then_some(c.increment_days),
            max_days: c.max_days,
            moves: c.period_moves,
            days: periods.then_some(c.days),
            double_after: c.double_after,
            max_silence_days,
            description: tc.describe(crate::domain::Lang::En),
        }
    }
}

/// How the tournament's start positions are chosen.
#[derive(Serialize, ToSchema)]
pub struct PositionPolicyView {
    /// `tournament` (one for the event), `round` (one per round), `pairing` (one per
    /// pair of players), `game` (one per game) or `fixed` (the organiser's number).
    pub kind: String,
    /// For `fixed`: the start number (0-959); null otherwise.
    pub start_number: Option<i16>,
    /// In words.
    pub description: String,
}

/// A tournament in the list.
#[derive(Serialize, ToSchema)]
pub struct TournamentSummary {
    pub id: i64,
    pub name: String,
    /// `registration` (open to join), `running`, `finished` or `cancelled`.
    pub status: String,
    /// `round_robin`, `double_round_robin`, `groups` or `knockout`.
    pub format: String,
    /// Registered players before the start; players holding a seat after it
    /// (withdrawn ones included, replaced ones not).
    pub player_count: i64,
    pub min_players: i32,
    pub max_players: i32,
    pub rated: bool,
    /// Whether clocks stand still during the players' vacations.
    pub vacation_allowed: bool,
    /// Whether players may give their opponents more time (`give-time`).
    pub allow_give_time: bool,
    /// The most vacation days per player that stop the clock in this tournament's
    /// games, counted from its start; null for no cap.
    pub max_vacation_days: Option<i32>,
    /// The tie-breaks after points, in order: `sb`, `wins`, `direct`, `koya`, `rating`.
    pub tiebreaks: Vec<String>,
    pub time_control: TimeControlView,
    pub position_policy: PositionPolicyView,
    /// When registration closes and the tournament starts (or is cancelled with too
    /// few players), RFC 3339; null when the organisers start it by hand.
    #[serde(with = "time::serde::rfc3339::option")]
    pub registration_deadline: Option<OffsetDateTime>,
    /// Who may join.
    pub entry: EntryView,
}

impl TournamentSummary {
    fn of(t: &TournamentRow, players: i64) -> Self {
        let policy = t.policy;
        Self {
            id: t.id.0,
            name: t.name.clone(),
            status: t.status.as_str().to_owned(),
            format: t.format.as_str().to_owned(),
            player_count: players,
            min_players: t.min_players,
            max_players: t.max_players,
            rated: t.rated,
            vacation_allowed: t.vacation_allowed,
            allow_give_time: t.allow_give_time,
            max_vacation_days: t.max_vacation_days,
            tiebreaks: t
                .tiebreaks
                .0
                .iter()
                .map(|b| b.as_str().to_owned())
                .collect(),
            time_control: TimeControlView::of(&t.time_control, t.max_silence_days),
            position_policy: PositionPolicyView {
                kind: policy.as_str().to_owned(),
                start_number: policy.fixed_number().map(i16::from),
                description: policy.describe(t.format, crate::domain::Lang::En),
            },
            registration_deadline: t.registration_deadline,
            entry: t.entry().into(),
        }
    }
}

/// A player of a tournament (registered before the start, seated after it).
#[derive(Serialize, ToSchema)]
pub struct TournamentPlayer {
    pub username: String,
    /// The seat in the Berger table (1-based), drawn at the start; null before it.
    pub seed: Option<i32>,
    pub withdrawn: bool,
    /// Withdrawn before half of their games: every result of theirs is deleted.
    pub results_deleted: bool,
    /// Who took over this player's seat, if anyone did.
    pub replaced_by: Option<String>,
}

/// One line of the standings.
#[derive(Serialize, ToSchema)]
pub struct StandingRow {
    /// 1-based place; players still tied after every tie-break share it.
    pub rank: u32,
    pub seed: u32,
    pub username: String,
    /// Points (1 a win, 0.5 a draw).
    pub points: f64,
    /// The Sonneborn-Berger tie-break.
    pub sonneborn_berger: f64,
    /// The number of wins (the second tie-break).
    pub wins: u32,
    /// Games counted so far.
    pub games_played: u32,
    pub withdrawn: bool,
    /// Withdrawn before half of their games: their results do not count.
    pub results_deleted: bool,
}

/// A game of the tournament.
#[derive(Serialize, ToSchema)]
pub struct TournamentGameView {
    /// The game's id (`GET /api/v1/games/{id}`).
    pub id: i64,
    /// The round (within its stage in a groups event).
    pub round: i32,
    /// The stage and group of a game of a groups event; null in a round robin.
    pub stage: Option<i32>,
    pub group: Option<i32>,
    pub white: String,
    pub black: String,
    pub start_number: i16,
    /// `running`, `finished` or `aborted` (an aborted game does not count).
    pub status: String,
    /// `1-0`, `0-1`, `1/2-1/2`, or `*` while running (and when aborted).
    pub result: String,
    /// How the game ended (e.g. `resignation`, `adjudication`); null while running.
    pub termination: Option<String>,
    /// Why the organisers adjudicated the game, if they did.
    pub adjudication_reason: Option<String>,
}

/// A start number and what it was used for.
#[derive(Serialize, ToSchema)]
pub struct StartNumberUse {
    /// `every game`, `round 2`, `ann – ben` or `round 2: ann – ben`, by the policy.
    pub used_for: String,
    pub start_number: i16,
}

/// A tournament with its players, standings, games and start positions.
#[derive(Serialize, ToSchema)]
pub struct Tournament {
    #[serde(flatten)]
    pub summary: TournamentSummary,
    pub description: String,
    /// The number of rounds with the current players.
    pub rounds: u32,
    /// Why it was cancelled, when it was.
    pub cancel_reason: Option<String>,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
    #[serde(with = "time::serde::rfc3339::option")]
    pub started_at: Option<OffsetDateTime>,
    #[serde(with = "time::serde::rfc3339::option")]
    pub finished_at: Option<OffsetDateTime>,
    /// Whether the caller is registered (before the start) or holds a seat.
    pub joined: bool,
    /// By seed after the start, by joining order before it.
    pub players: Vec<TournamentPlayer>,
    /// Empty before the start.
    pub standings: Vec<StandingRow>,
    /// By round; empty before the start.
    pub games: Vec<TournamentGameView>,
    /// The start positions drawn, by what they were used for; empty before the start.
    pub start_numbers: Vec<StartNumberUse>,
    /// A groups event's stages with their groups' standings; empty for a round robin
    /// (and before the start). `standings` above are the final's once it is played.
    pub stages: Vec<TournamentStage>,
    /// A knockout's rounds with their matches; empty for other formats (and before the
    /// start). A knockout has no `standings`.
    pub bracket: Vec<KnockoutRoundView>,
}

/// One line of standings as the API shows it.
pub fn standing_row(s: &StandingView) -> StandingRow {
    StandingRow {
        rank: s.rank as u32,
        seed: s.seat.seed as u32,
        username: s.seat.username.clone(),
        points: f64::from(s.points_half) / 2.0,
        sonneborn_berger: f64::from(s.sb_quarters) / 4.0,
        wins: s.wins,
        games_played: s.played,
        withdrawn: s.seat.withdrawn,
        results_deleted: s.seat.annulled,
    }
}

impl Tournament {
    fn build(v: &TournamentView, caller: &ApiUser) -> Self {
        let name_of = |id| {
            v.players
                .iter()
                .find(|p| p.user_id == id)
                .map(|p| p.username.clone())
        };
        let active = v.players.iter().filter(|p| p.replaced_by.is_none()).count();
        // Seats after the start (a replacement does not add one), registrations before.
        let players = if v.seats.is_empty() {
            active
        } else {
            v.seats.len()
        };
        Self {
            summary: TournamentSummary::of(&v.t, active as i64),
            description: v.t.description.clone(),
            rounds: pairings::round_count(players, v.t.format) as u32,
            cancel_reason: v.cancel_reason().map(|r| r.describe(crate::i18n::Lang::En)),
            created_at: v.t.created_at,
            started_at: v.t.started_at,
            finished_at: v.t.finished_at,
            joined: v.has_player(caller.user.id),
            players: v
                .players
                .iter()
                .map(|p| TournamentPlayer {
                    username: p.username.clone(),
                    seed: p.seed,
                    withdrawn: p.withdrawn_at.is_some(),
                    results_deleted: p.results_annulled,
                    replaced_by: p.replaced_by.and_then(name_of),
                })
                .collect(),
            standings: v.standings.iter().map(standing_row).collect(),
            games: v
                .games
                .iter()
                .map(|g| TournamentGameView {
                    id: g.game.id.0,
                    round: g.round,
                    stage: g.stage,
                    group: g.group_no,
                    white: g.game.white.clone(),
                    black: g.game.black.clone(),
                    start_number: g.game.start_number.into(),
                    status: g.game.state.status().to_string(),
                    result: g.game.state.result().to_string(),
                    termination: g.game.state.termination().map(str::to_owned),
                    adjudication_reason: g.game.adjudication_reason.clone(),
                })
                .collect(),
            start_numbers: v
                .numbers
                .iter()
                .map(|n| StartNumberUse {
                    used_for: crate::i18n::Lang::En.words(&n.label),
                    start_number: n.number.into(),
                })
                .collect(),
            stages: stages(&v.stages),
            bracket: bracket(&v.bracket),
        }
    }
}

async fn load(
    state: &AppState,
    id: TournamentId,
    caller: &ApiUser,
) -> Result<Tournament, ApiError> {
    let mut conn = state.pool.acquire().await?;
    let v = view::load(&mut conn, id).await?;
    Ok(Tournament::build(&v, caller))
}

/// Every tournament: open for registration first, then running ones, then finished
/// and cancelled ones (newest first).
#[utoipa::path(
    get,
    path = "/api/v1/tournaments",
    operation_id = "list_tournaments",
    tag = "tournaments",
    responses(
        (status = 200, description = "The tournaments", body = Vec<TournamentSummary>),
    )
)]
pub async fn list(state: web::Data<AppState>, _caller: ApiUser) -> Result<HttpResponse, ApiError> {
    let counts: HashMap<TournamentId, i64> = store::tournaments::player_counts(&state.pool)
        .await?
        .into_iter()
        .collect();
    let list: Vec<TournamentSummary> = store::tournaments::list(&state.pool)
        .await?
        .iter()
        .map(|t| TournamentSummary::of(t, counts.get(&t.id).copied().unwrap_or(0)))
        .collect();
    Ok(HttpResponse::Ok().json(list))
}

const TOURNAMENT_ID: &str = "Tournament id";

/// One tournament: settings, players, standings with tie-breaks, games and the start
/// positions used (tournaments are public).
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}",
    operation_id = "show_tournament",
    tag = "tournaments",
    params(("id" = i64, Path, description = TOURNAMENT_ID)),
    responses(
        (status = 200, description = "The tournament", body = Tournament),
        (status = 400, description = "The id is not a number"),
        (status = 404, description = "No such tournament"),
    )
)]
pub async fn show(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    Ok(HttpResponse::Ok().json(load(&state, id, &caller).await?))
}

/// The optional body of a join: the entry password, when the tournament has one.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct JoinBody {
    /// The organisers' entry password (see the tournament's `entry.password_required`).
    pub entry_password: Option<String>,
}

/// Reads the optional join body: none, `null` (what the document's optional body
/// allows), or a JSON object with `entry_password`.
fn join_password(body: &[u8]) -> Result<String, ApiError> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Ok(String::new());
    }
    serde_json::from_slice::<Option<JoinBody>>(body)
        .map(|b| b.and_then(|b| b.entry_password).unwrap_or_default())
        .map_err(|e| ApiError::Malformed(format!("the body is not a join: {e}")))
}

/// Joins a tournament open for registration (verified accounts only) whose entry rules
/// the caller meets.
#[utoipa::path(
    post,
    path = "/api/v1/tournaments/{id}/join",
    tag = "tournaments",
    params(("id" = i64, Path, description = TOURNAMENT_ID)),
    request_body(content = Option<JoinBody>, description = "Optional: the entry password", content_type = "application/json"),
    responses(
        (status = 200, description = "Registered; the tournament", body = Tournament),
        (status = 400, description = "The id is not a number"),
        (status = 403, description = "The caller's email address is not confirmed, or the entry rules keep the caller out (`entry-refused`)"),
        (status = 404, description = "No such tournament"),
        (status = 409, description = "Started, over, full, or the caller is registered already"),
        (status = 429, description = "Rate limit of the token, or of wrong entry passwords (per account and per tournament), reached"),
    )
)]
pub async fn join(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<TournamentId>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let password = join_password(&body)?;
    let limits = &state.config.rate_limits;
    let terms = registration::JoinTerms {
        password: &password,
        timeout_limit: state.config.timeout_limit,
        // The API's words stay English.
        limits: registration::EntryLimits {
            per_account: limits.entry_password_per_account,
            per_tournament: limits.entry_password_per_tournament,
        },
        links: &state.links,
    };
    registration::join(&state.pool, &state.passwords, &caller.user, id, terms).await?;
    Ok(HttpResponse::Ok().json(load(&state, id, &caller).await?))
}

/// Leaves a tournament before its start.
#[utoipa::path(
    post,
    path = "/api/v1/tournaments/{id}/leave",
    tag = "tournaments",
    params(("id" = i64, Path, description = TOURNAMENT_ID)),
    responses(
        (status = 200, description = "Unregistered; the tournament", body = Tournament),
        (status = 400, description = "The id is not a number"),
        (status = 404, description = "No such tournament"),
        (status = 409, description = "Started or over, or the caller is not registered"),
    )
)]
pub async fn leave(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    registration::leave(&state.pool, &caller.user, id).await?;
    Ok(HttpResponse::Ok().json(load(&state, id, &caller).await?))
}

#[cfg(test)]
mod tests {
    use super::join_password;

    #[test]
    fn a_join_body_may_be_absent_null_or_an_object() {
        assert_eq!(join_password(b"").unwrap(), "");
        assert_eq!(join_password(b"null").unwrap(), "");
        assert_eq!(join_password(b"{}").unwrap(), "");
        assert_eq!(join_password(br#"{"entry_password": null}"#).unwrap(), "");
        assert_eq!(join_password(br#"{"entry_password": "k"}"#).unwrap(), "k");
        assert!(join_password(b"[1]").is_err());
        assert!(join_password(br#"{"other": 1}"#).is_err());
    }
}
