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
/// The refusal of a new job to a player who has [`MAX_OPEN_JOBS`] waiting or running.
pub const TOO_MANY: &str = "computer-refused-too-many";
/// How many jobs one player's requests may have waiting or running at once: the
/// engine's time is shared, and the workers take requesters in turn
/// (`store::analysis::claim_next`).
pub const MAX_OPEN_JOBS: i64 = 2;

/// Queues the analysis of `game` for `user` (one of its players): refused while the
/// game runs, for an aborted game and when there is no engine. A job already queued,
/// running or done is answered as it is; a failed one is queued again once its retry
/// time has come (`worker::RETRY_SECONDS` after the failure), else refused, so asking
/// over and over does not run the engine over and over. A player with
/// [`MAX_OPEN_JOBS`] of their requests waiting or running is refused a new one.
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
    // One request of the player at a time, so that two at once cannot both pass the
    // limit; a job the game already has is answered whoever asked for it.
    let mut tx = ctx.pool.begin().await?;
    store::users::lock(&mut tx, user).await?;
    let known = store::analysis::job_of(&mut *tx, game).await?;
    let new_job = known.is_none_or(|j| j.retry_due);
    if new_job && store::analysis::open_jobs_of(&mut *tx, user, game).await? >= MAX_OPEN_JOBS {
        return Err(ServiceError::Conflict(
            Words::new(TOO_MANY).arg("max", MAX_OPEN_JOBS),
        ));
    }
    let job =
        store::analysis::request(&mut *tx, game, row.ply + 1, settings.nodes, Some(user)).await?;
    tx.commit().await?;
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
