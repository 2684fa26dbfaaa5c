//! The computer analysis of finished games: a player asks for it ([`request`]), a
//! worker ([`worker`]) has the engine ([`engine`], over [`uci`]) judge each position,
//! and pages, the API and the PGN read the result as an [`AnalysisView`]. Running
//! games are never analysed (fair play). Without an engine the feature is off.

pub mod engine;
pub mod uci;
pub mod view;
pub mod worker;

use crate::{
    config::AnalysisConfig,
    domain::{GameId, UserId, Words, game_state::GameStatus},
    store::{self, analysis::JobRow},
};

use super::{Context, Missing, ServiceError};

pub use view::{AnalysisView, EngineWord, PlyView};

/// The refusal of an analysis of a game still running: fair play.
pub const GAME_RUNNING: &str = "computer-refused-running";
/// The refusal when this server has no engine.
pub const OFF: &str = "computer-refused-off";
/// The refusal of an aborted game (nothing to analyse).
pub const NOT_FINISHED: &str = "computer-refused-aborted";
/// The refusal of a failed job asked for again before its retry time.
pub const RETRY_LATER: &str = "computer-refused-retry";
/// The refusal of a job that failed on the game itself (its moves do not replay).
pub const BROKEN: &str = "computer-refused-broken";

/// Queues the analysis of `game` for `user` (one of its players): refused while the
/// game runs, for an aborted game and when there is no engine. A job already queued,
/// running or done is answered as it is; a failed one is queued again once its retry
/// time has come (`worker::RETRY_SECONDS` after the failure), else refused, so asking
/// over and over does not run the engine over and over.
pub async fn request(
    ctx: Context<'_>,
    settings: &AnalysisConfig,
    game: GameId,
    user: UserId,
) -> Result<JobRow, ServiceError> {
    let row = store::games::by_id(ctx.pool, game)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    if !row.is_player(user) {
        return Err(ServiceError::NotAPlayer);
    }
    refusal(settings, row.state.status()).map_or(Ok(()), Err)?;
    let job =
        store::analysis::request(ctx.pool, game, row.ply + 1, settings.nodes, Some(user)).await?;
    if job.status == "failed" {
        return Err(match job.reason.as_deref() {
            Some("game") => ServiceError::conflict(BROKEN),
            _ => ServiceError::Conflict(
                Words::new(RETRY_LATER).arg("minutes", (worker::RETRY_SECONDS / 60.0) as i64),
            ),
        });
    }
    Ok(job)
}

/// Why a game in `status` cannot be analysed here, if it cannot.
pub fn refusal(settings: &AnalysisConfig, status: GameStatus) -> Option<ServiceError> {
    match status {
        GameStatus::Running => Some(ServiceError::conflict(GAME_RUNNING)),
        GameStatus::Aborted => Some(ServiceError::conflict(NOT_FINISHED)),
        GameStatus::Finished if settings.engine.is_none() => Some(ServiceError::conflict(OFF)),
        GameStatus::Finished => None,
    }
}
