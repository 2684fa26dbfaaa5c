//! A player's own preparations over the API: conditional lines and the private note,
//! through the same service as the game page. Only the player sees them.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::ToSchema;

use super::{
    auth::ApiUser,
    game_path::{GAME_ID, NO_SUCH_GAME, NOT_A_NUMBER},
    json::Json,
    problem::ApiError,
};
use crate::{
    domain::{GameId, MultiLine, SingleLine},
    service::{
        FieldErrors, ServiceError,
        conditionals::{self, LineSubmission},
    },
    store::conditionals::LineRow,
    web::AppState,
};

/// One move of a line.
#[derive(Serialize, ToSchema)]
pub struct LineMove {
    pub san: String,
    /// Castling as the king onto its rook.
    pub uci: String,
}

/// A stored conditional line: the opponent's move first, then the reply, ….
#[derive(Serialize, ToSchema)]
pub struct ConditionalLine {
    pub id: i64,
    pub moves: Vec<LineMove>,
    /// The message sent with the line's first reply, if any.
    pub message: Option<String>,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
}

impl From<LineRow> for ConditionalLine {
    fn from(l: LineRow) -> Self {
        Self {
            id: l.id,
            moves: l
                .sans
                .into_iter()
                .zip(l.moves)
                .map(|(san, uci)| LineMove { san, uci })
                .collect(),
            message: l.note,
            created_at: l.created_at,
        }
    }
}

/// A line to store: `line` (moves separated by spaces) or `moves` (a list), in any
/// notation the move form takes.
#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"line": "Nf6 Nc3 d5 e3"}))]
pub struct LineRequest {
    #[schema(value_type = Option<String>, pattern = r"^[^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$")]
    pub line: Option<SingleLine>,
    #[schema(value_type = Option<Vec<String>>)]
    pub moves: Option<Vec<SingleLine>>,
    /// Sent with the line's first reply, up to 2000 characters.
    #[schema(value_type = Option<String>, max_length = 2000, pattern = r"^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$")]
    pub message: Option<MultiLine>,
}

/// The caller's conditional lines in a game that can still be played.
#[utoipa::path(
    get,
    path = "/api/v1/games/{id}/conditionals",
    tag = "games",
    params(("id" = i64, Path, description = GAME_ID)),
    responses(
        (status = 200, description = "The caller's lines", body = Vec<ConditionalLine>),
        (status = 400, description = NOT_A_NUMBER),
        (status = 403, description = "The caller does not play this game"),
        (status = 404, description = NO_SUCH_GAME),
    )
)]
pub async fn lines(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<GameId>,
) -> Result<HttpResponse, ApiError> {
    let lines = conditionals::lines(&state.pool, id.into_inner(), caller.user.id).await?;
    let lines: Vec<ConditionalLine> = lines.into_iter().map(ConditionalLine::from).collect();
    Ok(HttpResponse::Ok().json(lines))
}

/// Stores a conditional line while the opponent is on move.
#[utoipa::path(
    post,
    path = "/api/v1/games/{id}/conditionals",
    tag = "games",
    params(("id" = i64, Path, description = GAME_ID)),
    request_body = LineRequest,
    responses(
        (status = 201, description = "The line as stored", body = ConditionalLine),
        (status = 400, description = "Malformed JSON or id"),
        (status = 403, description = "The caller does not play this game"),
        (status = 404, description = NO_SUCH_GAME),
        (status = 409, description = "It is the caller's move, or the game is over"),
        (status = 422, description = "A move of the line cannot be played (`detail` names the first), or the line contradicts a stored one"),
    )
)]
pub async fn add_line(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<GameId>,
    body: Json<LineRequest>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let text = match (&body.line, &body.moves) {
        (Some(line), None) => line.to_string(),
        (None, Some(moves)) => moves.iter().map(|m| m.trim()).collect::<Vec<_>>().join(" "),
        _ => {
            return Err(ServiceError::Invalid(FieldErrors::single(
                "line",
                crate::domain::Words::text(
                    "Send the line either as `line` (moves separated by spaces) or as `moves` (a list).",
                ),
            ))
            .into());
        }
    };
    let message = body.message.as_ref().map_or("", |m| m.as_ref());
    let submission = LineSubmission {
        user: caller.user.id,
        line: &text,
        message,
    };
    let line = conditionals::store_line(&state.pool, id, submission).await?;
    let stored = conditionals::lines(&state.pool, id, caller.user.id)
        .await?
        .into_iter()
        .find(|l| l.id == line)
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("line {line} gone")))?;
    Ok(HttpResponse::Created().json(ConditionalLine::from(stored)))
}

/// Deletes one of the caller's conditional lines.
#[utoipa::path(
    delete,
    path = "/api/v1/games/{id}/conditionals/{line_id}",
    tag = "games",
    params(("id" = i64, Path, description = GAME_ID), ("line_id" = i64, Path, description = "Line id")),
    responses(
        (status = 204, description = "Deleted"),
        (status = 400, description = "An id is not a number"),
        (status = 403, description = "The caller does not play this game"),
        (status = 404, description = "No such game, or no such line of the caller's"),
    )
)]
pub async fn delete_line(
    state: web::Data<AppState>,
    caller: ApiUser,
    path: web::Path<(GameId, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (id, line) = path.into_inner();
    conditionals::delete_line(&state.pool, id, caller.user.id, line).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The caller's private note on a game.
#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"note": "After ...Nf6 the e-pawn is weak."}))]
pub struct Note {
    /// Up to 10,000 characters; empty when there is none (sending it empty deletes it).
    #[schema(value_type = String, max_length = 10000, pattern = r"^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$")]
    pub note: MultiLine,
}

/// The caller's private note on a game.
#[utoipa::path(
    get,
    path = "/api/v1/games/{id}/note",
    tag = "games",
    params(("id" = i64, Path, description = GAME_ID)),
    responses(
        (status = 200, description = "The note", body = Note),
        (status = 400, description = NOT_A_NUMBER),
        (status = 403, description = "The caller does not play this game"),
        (status = 404, description = NO_SUCH_GAME),
    )
)]
pub async fn note(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<GameId>,
) -> Result<HttpResponse, ApiError> {
    let text = conditionals::note(&state.pool, id.into_inner(), caller.user.id).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "note": text })))
}

/// Replaces the caller's private note on a game.
#[utoipa::path(
    put,
    path = "/api/v1/games/{id}/note",
    tag = "games",
    params(("id" = i64, Path, description = GAME_ID)),
    request_body = Note,
    responses(
        (status = 200, description = "The note as stored", body = Note),
        (status = 400, description = "Malformed JSON or id"),
        (status = 403, description = "The caller does not play this game"),
        (status = 404, description = NO_SUCH_GAME),
        (status = 422, description = "Too long"),
    )
)]
pub async fn set_note(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<GameId>,
    body: Json<Note>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    conditionals::set_note(&state.pool, id, caller.user.id, &body.note).await?;
    let text = conditionals::note(&state.pool, id, caller.user.id).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "note": text })))
}
