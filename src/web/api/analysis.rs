//! The computer analysis and the start positions' figures in the API:
//! `GET`/`POST /api/v1/games/{id}/analysis` and `GET /api/v1/positions/{n}/stats`.

use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::{
    auth::ApiUser,
    game_path::{self, GAME_ID, GamePath, NO_SUCH_GAME, NOT_A_NUMBER},
    problem::ApiError,
};
use crate::web::AppState;
use crate::{
    chess::StartNumber,
    domain::{GameId, analysis::Eval},
    service::analysis::{self, AnalysisView},
    store,
};

/// One half-move of an analysed game.
#[derive(Serialize, ToSchema)]
pub struct AnalysedPly {
    /// 1-based half-move.
    pub ply: u32,
    /// Centipawns from White's side after the move (absent when `mate` is set).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cp: Option<i32>,
    /// Moves to mate after the move, positive when White mates (absent with `cp`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mate: Option<i32>,
    /// The engine's choice (UCI, castling king onto rook) in the position before.
    pub best: Option<String>,
    /// `inaccuracy`, `mistake`, `blunder`, or null.
    pub mark: Option<&'static str>,
}

/// Each player's accuracy, 0–100.
#[derive(Serialize, ToSchema)]
pub struct Accuracy {
    pub white: Option<f64>,
    pub black: Option<f64>,
}

/// A game's computer analysis.
#[derive(Serialize, ToSchema)]
pub struct Analysis {
    /// `none`, `queued`, `running`, `done` or `failed`.
    pub status: String,
    /// Why the last attempt failed (`start`, `crashed`, `timeout`, `garbage`, `game`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    pub positions_done: i32,
    pub positions: i32,
    /// When done: one entry per half-move played.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plies: Option<Vec<AnalysedPly>>,
    /// When done.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub accuracy: Option<Accuracy>,
}

impl Analysis {
    fn of(view: AnalysisView) -> Analysis {
        let done = view.is_done();
        let round = |a: Option<f64>| a.map(|a| (a * 10.0).round() / 10.0);
        Analysis {
            accuracy: done.then(|| Accuracy {
                white: round(view.white_accuracy),
                black: round(view.black_accuracy),
            }),
            plies: done.then(|| {
                view.plies
                    .iter()
                    .map(|p| AnalysedPly {
                        ply: p.ply,
                        cp: match p.eval {
                            Eval::Cp(cp) => Some(cp),
                            Eval::Mate(_) => None,
                        },
                        mate: match p.eval {
                            Eval::Mate(m) => Some(m),
                            Eval::Cp(_) => None,
                        },
                        best: p.best_uci.clone(),
                        mark: p.mark.map(|m| m.as_str()),
                    })
                    .collect()
            }),
            status: view.status,
            reason: view.reason,
            positions_done: view.positions_done,
            positions: view.positions,
        }
    }
}

/// The computer analysis of a game: `status` (`none`, `queued`, `running`, `done`,
/// `failed`), `positions_done` of `positions`, and when done `plies` (per half-move:
/// `ply`, `cp` or `mate` after it from White's side, `best` the engine's choice before
/// it, `mark`) and `accuracy` per player.
#[utoipa::path(
    get,
    path = "/api/v1/games/{id}/analysis",
    operation_id = "show_analysis",
    tag = "games",
    params(("id" = i64, Path, description = GAME_ID)),
    responses(
        (status = 200, description = "The analysis (status `none` when nobody asked for one)", body = Analysis),
        (status = 400, description = NOT_A_NUMBER),
        (status = 404, description = NO_SUCH_GAME),
    )
)]
pub async fn show(
    state: web::Data<AppState>,
    GamePath(id): GamePath,
) -> Result<HttpResponse, ApiError> {
    game_path::existing(&state, id).await?;
    let view = AnalysisView::load(&state.pool, id).await?;
    Ok(HttpResponse::Ok().json(Analysis::of(view)))
}

/// Asks for the computer analysis of a finished game (either player): 202 with the
/// analysis as `GET` shows it; 409 `game-still-running` while the game runs.
#[utoipa::path(
    post,
    path = "/api/v1/games/{id}/analysis",
    operation_id = "request_analysis",
    tag = "games",
    params(("id" = i64, Path, description = GAME_ID)),
    responses(
        (status = 202, description = "Queued (or already queued, running or done)", body = Analysis),
        (status = 400, description = NOT_A_NUMBER),
        (status = 403, description = "The caller does not play this game"),
        (status = 404, description = NO_SUCH_GAME),
        (status = 409, description = "The game is still running (`game-still-running`), was aborted, the server has no engine, its failed analysis was asked for again before its retry time, or the caller has 2 analyses waiting or running already (`action-refused`)"),
    )
)]
pub async fn request(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<GameId>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    analysis::request(state.ctx(), &state.config.analysis, id, caller.user.id).await?;
    let view = AnalysisView::load(&state.pool, id).await?;
    Ok(HttpResponse::Accepted().json(Analysis::of(view)))
}

/// What a start position yields in finished games.
#[derive(Serialize, ToSchema)]
pub struct PositionStats {
    pub start_number: u16,
    pub games: i64,
    pub white_wins: i64,
    pub draws: i64,
    pub black_wins: i64,
    /// Half-moves per game on average (null without games).
    pub average_plies: Option<f64>,
}

/// What a start position yields in finished games here: `games`, `white_wins`, `draws`,
/// `black_wins`, `average_plies`.
#[utoipa::path(
    get,
    path = "/api/v1/positions/{n}/stats",
    operation_id = "position_stats",
    tag = "positions",
    params(("n" = u16, Path, description = "The start position's number, 0–959", minimum = 0, maximum = 959)),
    responses(
        (status = 200, description = "The position's figures", body = PositionStats),
        (status = 400, description = "The number is not a number"),
        (status = 404, description = "No such start position (a number outside 0–959)"),
    )
)]
pub async fn position_stats(
    state: web::Data<AppState>,
    _caller: ApiUser,
    n: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let n = start_number(&n)?;
    let s = store::position_stats::of_position(&state.pool, n.get() as i16, false).await?;
    Ok(HttpResponse::Ok().json(PositionStats {
        start_number: n.get(),
        average_plies: s.average_plies().map(|a| (a * 10.0).round() / 10.0),
        games: s.games,
        white_wins: s.white_wins,
        draws: s.draws,
        black_wins: s.black_wins,
    }))
}

/// The start position a path names: a number outside 0–959 (even one too large for any
/// integer type) is no start position, 404; text that is no number is 400.
fn start_number(text: &str) -> Result<StartNumber, ApiError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ApiError::Malformed(format!(
            "A path parameter has the wrong form: `{text}` is not a start position's number."
        )));
    }
    text.parse::<u16>()
        .ok()
        .and_then(|n| StartNumber::new(n).ok())
        .ok_or_else(|| ApiError::NotFound("Start positions are numbered 0 to 959.".into()))
}
