//! Team matches over the API: the challenge of a club's admin, one match (status,
//! score, boards with both games), and accepting, signing up and starting, through the
//! same service functions as the match page. Refusals are the problem types of
//! `problem.rs` (`entry-refused` for who may not, `rating-out-of-range`,
//! `action-refused` for the match's state, `validation-failed` for the form).

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{auth::ApiUser, challenges::TimeControlKind, problem::ApiError};
use crate::{
    domain::{
        SingleLine, clock,
        team_matches::{MatchId, Score, Side},
    },
    service::{
        team_matches::{MatchInput, proposal, signup, start, view},
        time_control_input::TimeControlInput,
    },
    web::{AppState, team_match::actions::side_named},
};

/// A new team match: the contract's fields of the challenge form.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"opponent": "knights", "boards": 4, "days_per_move": 3, "rated": true, "start_rule": "per_board", "registration_days": 7}))]
pub struct NewMatch {
    /// The challenged club's slug.
    #[schema(value_type = String, pattern = r"^[^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$")]
    pub opponent: SingleLine,
    /// 2 to 100 boards; leave out for an open match (the smaller side's count).
    #[serde(default)]
    #[schema(minimum = 2, maximum = 100)]
    pub boards: Option<i64>,
    /// `per_move` (the default), `fischer` or `moves_in_days`.
    #[serde(default)]
    pub time_control: Option<TimeControlKind>,
    /// Days per move (or the Fischer starting bank).
    #[serde(default)]
    pub days_per_move: Option<i64>,
    /// Fischer only: days added after each move.
    #[serde(default)]
    pub increment_days: Option<i64>,
    /// Fischer only: the most days a bank may hold.
    #[serde(default)]
    pub max_days: Option<i64>,
    /// Moves in days: the moves of a period.
    #[serde(default)]
    pub moves: Option<i64>,
    /// Moves in days: the days of a period.
    #[serde(default)]
    pub days: Option<i64>,
    /// Moves in days, optional: days beyond this many on one move count twice.
    #[serde(default)]
    pub double_after: Option<i64>,
    /// Optional: the silence rule's days.
    #[serde(default)]
    pub max_silence_days: Option<i64>,
    pub rated: bool,
    /// `per_board` (the default), `one` or `number`.
    #[serde(default)]
    #[schema(value_type = Option<String>, pattern = r"^ *(per_board|one|number)? *$")]
    pub start_rule: Option<SingleLine>,
    /// With `number`: the start position, 0 to 959.
    #[serde(default)]
    #[schema(minimum = 0, maximum = 959)]
    pub start_number: Option<i64>,
    #[serde(default)]
    #[schema(minimum = 0, maximum = 4000)]
    pub min_rating: Option<i64>,
    #[serde(default)]
    #[schema(minimum = 0, maximum = 4000)]
    pub max_rating: Option<i64>,
    /// Days until the registration deadline, 1 to 60 (default 7).
    #[serde(default)]
    #[schema(minimum = 1, maximum = 60)]
    pub registration_days: Option<i64>,
}

impl From<NewMatch> for MatchInput {
    fn from(b: NewMatch) -> Self {
        let text = |n: Option<i64>| n.map(|n| n.to_string()).unwrap_or_default();
        let kind = match b.time_control {
            Some(TimeControlKind::Fischer) => clock::TimeControlKind::Fischer,
            Some(TimeControlKind::MovesInDays) => clock::TimeControlKind::MovesInDays,
            Some(TimeControlKind::PerMove) | None => clock::TimeControlKind::PerMove,
        };
        MatchInput {
            opponent: b.opponent.as_str().to_owned(),
            boards: text(b.boards),
            time_control: TimeControlInput {
                kind: kind.as_str().into(),
                days_per_move: text(b.days_per_move),
                increment_days: b
                    .increment_days
                    .map_or_else(|| "1".into(), |d| d.to_string()),
                max_days: text(b.max_days),
                moves: text(b.moves),
                days: text(b.days),
                double_after: text(b.double_after),
                max_silence_days: text(b.max_silence_days),
            },
            rated: b.rated,
            start_rule: b
                .start_rule
                .map(|r| r.as_str().to_owned())
                .unwrap_or_default(),
            start_number: text(b.start_number),
            min_rating: text(b.min_rating),
            max_rating: text(b.max_rating),
            registration_days: b
                .registration_days
                .map_or_else(|| "7".into(), |d| d.to_string()),
        }
    }
}

/// Game points of each side.
#[derive(Serialize, ToSchema)]
pub struct MatchScore {
    pub home: f64,
    pub away: f64,
}

/// One board: its players, start position and two games (the home player has white in
/// the first).
#[derive(Serialize, ToSchema)]
pub struct MatchBoard {
    pub board: i32,
    pub home_player: Option<String>,
    pub away_player: Option<String>,
    pub start_number: i32,
    pub games: [i64; 2],
}

/// A club as a match names it.
#[derive(Serialize, ToSchema)]
pub struct MatchClub {
    pub slug: String,
    pub name: String,
}

/// A team match.
#[derive(Serialize, ToSchema)]
pub struct TeamMatch {
    pub id: i64,
    pub home: MatchClub,
    pub away: MatchClub,
    /// `proposed`, `registration`, `running`, `finished`, `declined` or `aborted`.
    pub status: String,
    /// Why a match was declined or aborted, in English; null otherwise.
    pub reason: Option<String>,
    /// The fixed number of boards, or null for an open match.
    pub fixed_boards: Option<i32>,
    pub score: MatchScore,
    pub boards: Vec<MatchBoard>,
    /// The usernames signed up for the home side, in board order (reserves last).
    pub home_sign_ups: Vec<String>,
    /// The same for the away side.
    pub away_sign_ups: Vec<String>,
}

/// The match `id` as the API shows it.
async fn load(state: &AppState, id: MatchId, caller: &ApiUser) -> Result<TeamMatch, ApiError> {
    let v = view::load(&state.pool, id, Some(caller.user.id)).await?;
    let names = |side| v.side(side).map(|e| e.username.clone()).collect();
    let lang = crate::domain::Lang::En;
    Ok(TeamMatch {
        id: v.m.id.0,
        home: MatchClub {
            slug: v.m.home_slug.clone(),
            name: v.m.home_name.clone(),
        },
        away: MatchClub {
            slug: v.m.away_slug.clone(),
            name: v.m.away_name.clone(),
        },
        status: v.m.status.as_str().into(),
        reason: v.m.end_reason().map(|r| lang.words(&r.words())),
        fixed_boards: v.m.boards,
        score: MatchScore {
            home: Score::points(v.score.home_halves),
            away: Score::points(v.score.away_halves),
        },
        boards: v
            .boards
            .iter()
            .map(|b| MatchBoard {
                board: b.board,
                home_player: b.home_name.clone(),
                away_player: b.away_name.clone(),
                start_number: b.start_number,
                games: [b.first_id.0, b.second_id.0],
            })
            .collect(),
        home_sign_ups: names(Side::Home),
        away_sign_ups: names(Side::Away),
    })
}

const MATCH_ID: &str = "Team match id";

/// Challenges another club to a team match; the caller must be an admin of the club.
#[utoipa::path(
    post,
    path = "/api/v1/clubs/{slug}/matches",
    operation_id = "create_team_match",
    tag = "clubs",
    params(("slug" = String, Path, description = "The challenging club's slug")),
    request_body = NewMatch,
    responses(
        (status = 201, description = "The match, proposed", body = TeamMatch),
        (status = 400, description = "The body is not a new match"),
        (status = 403, description = "The caller is no admin of the club (`entry-refused`)"),
        (status = 409, description = "No club with that slug (`action-refused`), or the challenging club is closed (`club-closed`)"),
        (status = 422, description = "A field is not valid (`errors` says which)"),
    )
)]
pub async fn create(
    state: web::Data<AppState>,
    caller: ApiUser,
    slug: web::Path<String>,
    body: super::json::Json<NewMatch>,
) -> Result<HttpResponse, ApiError> {
    let input = MatchInput::from(body.into_inner());
    let id = proposal::challenge(state.ctx(), &caller.user, &slug, &input).await?;
    Ok(HttpResponse::Created()
        .insert_header(("Location", format!("/api/v1/matches/{id}")))
        .json(load(&state, id, &caller).await?))
}

/// One team match: status, score in game points, boards with their two games.
#[utoipa::path(
    get,
    path = "/api/v1/matches/{id}",
    operation_id = "show_team_match",
    tag = "clubs",
    params(("id" = i64, Path, description = MATCH_ID)),
    responses(
        (status = 200, description = "The match", body = TeamMatch),
        (status = 400, description = "The id is not a number"),
        (status = 404, description = "No such match"),
    )
)]
pub async fn show(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<MatchId>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(load(&state, id.into_inner(), &caller).await?))
}

/// Accepts a challenge to the caller's club (its admins only): registration opens.
#[utoipa::path(
    post,
    path = "/api/v1/matches/{id}/accept",
    operation_id = "accept_team_match",
    tag = "clubs",
    params(("id" = i64, Path, description = MATCH_ID)),
    responses(
        (status = 200, description = "Accepted; the match", body = TeamMatch),
        (status = 403, description = "The caller is no admin of the challenged club (`entry-refused`)"),
        (status = 400, description = "The id is not a number"),
        (status = 404, description = "No such match"),
        (status = 409, description = "Not waiting for an answer, or past its deadline (`action-refused`), or a club of it is closed (`club-closed`)"),
    )
)]
pub async fn accept(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<MatchId>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    proposal::accept(state.ctx(), &caller.user, id).await?;
    Ok(HttpResponse::Ok().json(load(&state, id, &caller).await?))
}

/// The side a member of both clubs signs up for.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SideQuery {
    /// `home` or `away`: required of a member of both clubs, ignored otherwise.
    pub side: Option<String>,
}

/// Signs the caller up for their club's side (a member of both clubs names it with
/// `side`).
#[utoipa::path(
    post,
    path = "/api/v1/matches/{id}/signup",
    operation_id = "sign_up_for_team_match",
    tag = "clubs",
    params(("id" = i64, Path, description = MATCH_ID), SideQuery),
    responses(
        (status = 200, description = "Signed up; the match", body = TeamMatch),
        (status = 403, description = "Not a member of either club (or of the club of `side`), signed up already, or a member of both clubs without `side` (`entry-refused`), or the rating is outside the match's limits (`rating-out-of-range`)"),
        (status = 400, description = "The id is not a number"),
        (status = 404, description = "No such match"),
        (status = 409, description = "Not open for sign-ups, or past the deadline (`action-refused`), or a club of it is closed (`club-closed`)"),
    )
)]
pub async fn sign_up(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<MatchId>,
    query: web::Query<SideQuery>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let side = query.side.as_deref().and_then(side_named);
    signup::sign_up(&state.pool, &caller.user, id, side).await?;
    Ok(HttpResponse::Ok().json(load(&state, id, &caller).await?))
}

/// Starts the match now (an admin of either club; each side needs two players).
#[utoipa::path(
    post,
    path = "/api/v1/matches/{id}/start",
    operation_id = "start_team_match",
    tag = "clubs",
    params(("id" = i64, Path, description = MATCH_ID)),
    responses(
        (status = 200, description = "Started; the match with its boards (or `aborted`, its `reason` saying so, when a site admin closed either club)", body = TeamMatch),
        (status = 403, description = "The caller is no admin of either club (`entry-refused`)"),
        (status = 400, description = "The id is not a number"),
        (status = 404, description = "No such match"),
        (status = 409, description = "Not in registration, or a side has fewer than two players (`action-refused`)"),
    )
)]
pub async fn start(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<MatchId>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    start::start(state.ctx(), &caller.user, id).await?;
    Ok(HttpResponse::Ok().json(load(&state, id, &caller).await?))
}
