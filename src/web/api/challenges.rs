//! Challenges over the API: the same service functions as the challenge pages.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::ToSchema;

use super::{auth::ApiUser, json::Json, problem::ApiError};
use crate::{
    domain::{ChallengeId, MultiLine, SingleLine, clock},
    service::{
        Missing, ServiceError, challenge_terms::ChallengeInput, challenges,
        time_control_input::TimeControlInput,
    },
    store::{self, challenges::Challenge as ChallengeRow},
    web::AppState,
};

/// A challenge: an offer of a game, open to anyone or to one player.
#[derive(Serialize, ToSchema)]
pub struct Challenge {
    pub id: i64,
    /// Username of the player who offers the game.
    pub challenger: String,
    /// Username of the challenged player; null for an open challenge.
    pub opponent: Option<String>,
    /// The challenger's colour: `white`, `black` or `random`.
    pub color: String,
    pub days_per_move: i32,
    /// The time control with every field of its kind, and the silence rule.
    pub time_control: super::tournaments::TimeControlView,
    /// The start position (0-959); null when drawn at random on acceptance.
    pub start_number: Option<i16>,
    pub rated: bool,
    pub note: String,
    /// The finished game this challenge offers to play again (a rematch), if any.
    pub rematch_of: Option<i64>,
    /// `open`, `accepted`, `declined` or `cancelled`.
    pub status: String,
    /// The game created on acceptance.
    pub game_id: Option<i64>,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
    /// The challenger's current rating (a whole number).
    pub challenger_rating: i32,
    /// Whether that rating is provisional (RD above 110).
    pub challenger_provisional: bool,
    /// The lowest rating that may accept, or null for no limit.
    pub min_rating: Option<i32>,
    /// The highest rating that may accept, or null for no limit.
    pub max_rating: Option<i32>,
}

impl From<ChallengeRow> for Challenge {
    fn from(c: ChallengeRow) -> Self {
        let challenger = crate::domain::rating::Rating {
            rating: c.challenger_rating,
            rd: c.challenger_rd,
            volatility: 0.0,
        };
        Self {
            challenger_rating: challenger.shown(),
            challenger_provisional: challenger.is_provisional(),
            min_rating: c.min_rating,
            max_rating: c.max_rating,
            id: c.id.0,
            challenger: c.challenger,
            opponent: c.opponent,
            color: c.color.as_str().to_owned(),
            days_per_move: c.time_control.days() as i32,
            time_control: super::tournaments::TimeControlView::of(
                &c.time_control,
                c.max_silence_days,
            ),
            start_number: c.start_number.map(i16::from),
            rated: c.rated,
            note: c.note,
            rematch_of: c.rematch_of.map(|g| g.0),
            status: c.status.as_str().to_owned(),
            game_id: c.game_id.map(|g| g.0),
            created_at: c.created_at,
        }
    }
}

/// The challenger's colour.
#[derive(Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ColorRequest {
    White,
    Black,
    Random,
}

/// The kind of time control.
#[derive(Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum TimeControlKind {
    PerMove,
    Fischer,
    MovesInDays,
}

/// A new challenge.
#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"opponent": "bob", "color": "white", "days_per_move": 3, "start_number": 518, "rated": true}))]
pub struct NewChallenge {
    /// Username to challenge; leave out (or null) for an open challenge anyone may accept.
    #[serde(default)]
    #[schema(value_type = Option<String>, pattern = r"^[^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$")]
    pub opponent: Option<SingleLine>,
    pub color: ColorRequest,
    /// Days each player has per move (or the Fischer starting bank), 1 to 60; needed
    /// for `per_move` and `fischer`.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 60)]
    pub days_per_move: Option<i64>,
    /// `per_move` (the default), `fischer` or `moves_in_days`.
    #[serde(default)]
    pub time_control: Option<TimeControlKind>,
    /// Moves in days: the moves of a period, 5 to 50.
    #[serde(default)]
    #[schema(minimum = 5, maximum = 50)]
    pub moves: Option<i64>,
    /// Moves in days: the days of a period, 10 to 100.
    #[serde(default)]
    #[schema(minimum = 10, maximum = 100)]
    pub days: Option<i64>,
    /// Moves in days, optional: days beyond this many on one move count twice (1 to 100).
    #[serde(default)]
    #[schema(minimum = 1, maximum = 100)]
    pub double_after: Option<i64>,
    /// Optional, any kind: the silence rule, a player who has not moved for this many
    /// days (5 to 365) loses on time.
    #[serde(default)]
    #[schema(minimum = 5, maximum = 365)]
    pub max_silence_days: Option<i64>,
    /// Fischer only: days added after each move, 1 to 30.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 30)]
    pub increment_days: Option<i64>,
    /// Fischer only: the most days a bank may hold (at least `days_per_move`).
    #[serde(default)]
    #[schema(minimum = 1, maximum = 365)]
    pub max_days: Option<i64>,
    /// Whether clocks stand still during vacations (default true).
    #[serde(default)]
    pub vacation_allowed: Option<bool>,
    /// A start position 0-959 (518 is the classical setup); leave out for a random one.
    #[serde(default)]
    #[schema(minimum = 0, maximum = 959)]
    pub start_number: Option<i64>,
    pub rated: bool,
    /// A note for the opponent, up to 500 characters.
    #[serde(default)]
    #[schema(value_type = Option<String>, max_length = 500, pattern = r"^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$")]
    pub note: Option<MultiLine>,
    /// Open challenges only: the lowest rating that may accept (0 to 4000).
    #[serde(default)]
    #[schema(minimum = 0, maximum = 4000)]
    pub min_rating: Option<i64>,
    /// Open challenges only: the highest rating that may accept (0 to 4000).
    #[serde(default)]
    #[schema(minimum = 0, maximum = 4000)]
    pub max_rating: Option<i64>,
}

/// What accepting a challenge created.
#[derive(Serialize, ToSchema)]
pub struct Accepted {
    pub game_id: i64,
}

/// Open challenges anyone may accept, and those to or from the caller.
#[utoipa::path(
    get,
    path = "/api/v1/challenges",
    operation_id = "list_challenges",
    tag = "challenges",
    responses(
        (status = 200, description = "Challenges, newest first", body = Vec<Challenge>),
    )
)]
pub async fn list(state: web::Data<AppState>, caller: ApiUser) -> Result<HttpResponse, ApiError> {
    let rows = store::challenges::visible_to(&state.pool, Some(caller.user.id)).await?;
    let list: Vec<Challenge> = rows.into_iter().map(Challenge::from).collect();
    Ok(HttpResponse::Ok().json(list))
}

/// Offers a game, to one player or to anyone. A direct challenge mails the opponent.
/// An open challenge of the caller on exactly the same terms is answered instead of a
/// new one (a request sent twice makes one challenge).
#[utoipa::path(
    post,
    path = "/api/v1/challenges",
    tag = "challenges",
    request_body = NewChallenge,
    responses(
        (status = 201, description = "The challenge", body = Challenge),
        (status = 403, description = "The caller's email address is not confirmed"),
        (status = 422, description = "A field is not valid (`errors` says which)"),
    )
)]
pub async fn create(
    state: web::Data<AppState>,
    caller: ApiUser,
    body: Json<NewChallenge>,
) -> Result<HttpResponse, ApiError> {
    if let Err(retry_after) =
        crate::web::middleware::rate_limit::notify_hit(&state, caller.user.id).await?
    {
        return Err(ApiError::RateLimited { retry_after });
    }
    let body = body.into_inner();
    let text = |n: Option<i64>| n.map(|n| n.to_string()).unwrap_or_default();
    let input = ChallengeInput {
        opponent: body.opponent.map(String::from).unwrap_or_default(),
        color: match body.color {
            ColorRequest::White => "white",
            ColorRequest::Black => "black",
            ColorRequest::Random => "random",
        }
        .into(),
        start: if body.start_number.is_some() {
            "number".into()
        } else {
            "random".into()
        },
        start_number: body.start_number.map(|n| n.to_string()).unwrap_or_default(),
        rated: body.rated,
        note: body.note.map(String::from).unwrap_or_default(),
        time_control: TimeControlInput {
            kind: match body.time_control {
                Some(TimeControlKind::Fischer) => clock::TimeControlKind::Fischer,
                Some(TimeControlKind::MovesInDays) => clock::TimeControlKind::MovesInDays,
                Some(TimeControlKind::PerMove) | None => clock::TimeControlKind::PerMove,
            }
            .as_str()
            .into(),
            days_per_move: text(body.days_per_move),
            moves: text(body.moves),
            days: text(body.days),
            double_after: text(body.double_after),
            max_silence_days: text(body.max_silence_days),
            increment_days: body
                .increment_days
                .map(|d| d.to_string())
                .unwrap_or_else(|| "1".into()),
            max_days: body.max_days.map(|d| d.to_string()).unwrap_or_default(),
        },
        vacation_allowed: body.vacation_allowed.unwrap_or(true),
        min_rating: body.min_rating.map(|r| r.to_string()).unwrap_or_default(),
        max_rating: body.max_rating.map(|r| r.to_string()).unwrap_or_default(),
    };
    let id = crate::service::federation::offer::create(state.ctx(), &caller.user, &input).await?;
    let row = store::challenges::by_id(&state.pool, id)
        .await?
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("challenge {id} vanished")))?;
    Ok(HttpResponse::Created()
        .insert_header(("Location", format!("/api/v1/challenges/{id}")))
        .json(Challenge::from(row)))
}

/// Accepts a challenge: the game starts now.
#[utoipa::path(
    post,
    path = "/api/v1/challenges/{id}/accept",
    tag = "challenges",
    params(("id" = i64, Path, description = "Challenge id")),
    responses(
        (status = 201, description = "The game was created", body = Accepted),
        (status = 202, description = "A challenge from another server: the acceptance is sent to its home, which starts the game (`{\"sent_home\": true}`; docs/FEDERATION.md)"),
        (status = 400, description = "The id is not a number"),
        (status = 403, description = "Addressed to another player, the caller's rating is outside the challenge's range, or the caller's email is not confirmed"),
        (status = 404, description = "No such challenge"),
        (status = 409, description = "Already accepted, declined or withdrawn, or the caller's own"),
    )
)]
pub async fn accept(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<ChallengeId>,
) -> Result<HttpResponse, ApiError> {
    let game = match challenges::accept_offer(state.ctx(), &caller.user, id.into_inner()).await? {
        challenges::Accepted::Game(game) => game,
        // A challenge from another server: its home answers with the game later.
        challenges::Accepted::SentHome => {
            return Ok(HttpResponse::Accepted().json(serde_json::json!({"sent_home": true})));
        }
    };
    Ok(HttpResponse::Created()
        .insert_header(("Location", format!("/api/v1/games/{game}")))
        .json(Accepted { game_id: game.0 }))
}

/// Declines a challenge addressed to the caller.
#[utoipa::path(
    post,
    path = "/api/v1/challenges/{id}/decline",
    tag = "challenges",
    params(("id" = i64, Path, description = "Challenge id")),
    responses(
        (status = 200, description = "The declined challenge", body = Challenge),
        (status = 400, description = "The id is not a number"),
        (status = 404, description = "No such challenge"),
        (status = 409, description = "Not addressed to the caller, or no longer open"),
    )
)]
pub async fn decline(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<ChallengeId>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    challenges::decline(state.ctx(), &caller.user, id).await?;
    let row = store::challenges::by_id(&state.pool, id)
        .await?
        .ok_or_else(|| ApiError::from(ServiceError::NotFound(Missing::Challenge)))?;
    Ok(HttpResponse::Ok().json(Challenge::from(row)))
}

/// Withdraws the caller's own open challenge.
#[utoipa::path(
    delete,
    path = "/api/v1/challenges/{id}",
    tag = "challenges",
    params(("id" = i64, Path, description = "Challenge id")),
    responses(
        (status = 204, description = "Withdrawn"),
        (status = 400, description = "The id is not a number"),
        (status = 404, description = "No such challenge"),
        (status = 409, description = "Not the caller's challenge, or no longer open"),
    )
)]
pub async fn cancel(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<ChallengeId>,
) -> Result<HttpResponse, ApiError> {
    challenges::cancel(state.ctx(), &caller.user, id.into_inner()).await?;
    Ok(HttpResponse::NoContent().finish())
}
