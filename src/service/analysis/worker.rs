//! The analysis worker: one per `ANALYSIS_WORKERS` in every server process, each with
//! its own engine process. It claims one job at a time under a lease (`SKIP LOCKED`),
//! has the engine judge each position not yet stored, and stores it at once with a
//! renewed lease, so progress shows and a job whose worker died is taken up again
//! where it stopped. An engine fault fails the job with its reason (a retry later) and
//! the engine is started afresh for the next one. Never runs inside a request.

use std::path::Path;
use std::time::Duration;

use shakmaty::{Chess, Color, Position, san::SanPlus, uci::UciMove};
use sqlx::PgPool;

use super::engine::{Engine, EngineError, Verdict};
use crate::{
    chess::StartNumber,
    config::AnalysisConfig,
    domain::analysis::Eval,
    store::{
        self,
        analysis::{ClaimedJob, PositionRow},
    },
};

/// Attempts of a job before it stays failed.
pub const MAX_ATTEMPTS: i32 = 3;
/// Seconds after a failure until a job is tried again.
pub const RETRY_SECONDS: f64 = 600.0;
/// Plies of the engine's line that are kept.
const LINE_PLIES: usize = 8;

/// Why a job stopped before its end.
#[derive(Debug, thiserror::Error)]
enum JobError {
    #[error(transparent)]
    Engine(#[from] EngineError),
    /// The stored game cannot be replayed (never retried).
    #[error("the game cannot be replayed: {0}")]
    Game(String),
    /// Another worker holds the job now: leave it alone.
    #[error("the lease was lost")]
    LeaseLost,
    #[error(transparent)]
    Db(#[from] sqlx::Error),
}

/// Runs one worker forever (returns at once without an engine).
pub async fn run(pool: PgPool, settings: AnalysisConfig) {
    let Some(program) = settings.engine.clone() else {
        return;
    };
    let mut engine = None;
    loop {
        match work_one(&pool, &settings, &program, &mut engine).await {
            Ok(true) => continue,
            Ok(false) => {}
            Err(e) => tracing::error!("analysis worker: {e:#}"),
        }
        tokio::time::sleep(settings.poll_interval).await;
    }
}

/// How long a claim holds a job without news: more than one position may take.
fn lease(settings: &AnalysisConfig) -> Duration {
    settings.position_timeout * 2 + Duration::from_secs(30)
}

/// Claims one due job and analyses it to its end or its failure; false: none was due.
/// `engine` is the worker's engine, started when first needed and dropped (killed)
/// after a fault.
pub async fn work_one(
    pool: &PgPool,
    settings: &AnalysisConfig,
    program: &Path,
    engine: &mut Option<Engine>,
) -> anyhow::Result<bool> {
    let lease = lease(settings);
    let Some(mut job) = store::analysis::claim_next(pool, lease, MAX_ATTEMPTS).await? else {
        return Ok(false);
    };
    let outcome = analyse_job(pool, settings, program, engine, &mut job).await;
    let failure = match &outcome {
        Ok(()) => None,
        Err(JobError::Engine(e)) => {
            tracing::warn!(game = %job.game_id, "analysis failed: {e}");
            if let Some(e) = engine.take() {
                e.stop().await;
            }
            Some((e.reason(), Some(RETRY_SECONDS)))
        }
        Err(JobError::Game(why)) => {
            tracing::error!(game = %job.game_id, "analysis failed: {why}");
            Some(("game", None))
        }
        Err(JobError::LeaseLost) => return Ok(true),
        Err(JobError::Db(_)) => None,
    };
    if let Err(JobError::Db(e)) = outcome {
        return Err(e.into());
    }
    if store::analysis::end(pool, &job, failure).await? {
        let outcome = failure.map_or("done", |(reason, _)| reason);
        metrics::counter!("corrchess_analysis_jobs_ended_total", "outcome" => outcome).increment(1);
    } else {
        tracing::warn!(game = %job.game_id, "analysis: the lease was lost at the end");
    }
    Ok(true)
}

/// Analyses every position of `job` not stored yet.
async fn analyse_job(
    pool: &PgPool,
    settings: &AnalysisConfig,
    program: &Path,
    engine: &mut Option<Engine>,
    job: &mut ClaimedJob,
) -> Result<(), JobError> {
    let start = u16::try_from(job.start_number)
        .ok()
        .and_then(|n| StartNumber::new(n).ok())
        .ok_or_else(|| JobError::Game(format!("start number {}", job.start_number)))?;
    let positions = replay(start, &job.move_ucis)?;
    if positions.len() != usize::try_from(job.positions).unwrap_or(0) {
        return Err(JobError::Game(
            "the moves changed since it was queued".into(),
        ));
    }
    let fen = start.initial_fen();
    let from = usize::try_from(job.positions_done).unwrap_or(0);
    for (k, pos) in positions.iter().enumerate().skip(from) {
        let running = match engine {
            Some(e) => e,
            None => engine.insert(Engine::start(program, settings.position_timeout).await?),
        };
        let verdict = running
            .analyse(&fen, &job.move_ucis[..k], settings.nodes)
            .await?;
        let row = judged(k, pos, verdict)?;
        let lease = lease(settings);
        job.locked_until = store::analysis::save_position(pool, job, &row, lease)
            .await?
            .ok_or(JobError::LeaseLost)?;
        metrics::counter!("corrchess_analysis_positions_total").increment(1);
    }
    Ok(())
}

/// The positions of a game: the start and the one after each move.
fn replay(start: StartNumber, moves: &[String]) -> Result<Vec<Chess>, JobError> {
    let mut pos = start.position();
    let mut all = vec![pos.clone()];
    for (i, uci) in moves.iter().enumerate() {
        let m = UciMove::from_ascii(uci.as_bytes())
            .ok()
            .and_then(|u| u.to_move(&pos).ok())
            .ok_or_else(|| JobError::Game(format!("move {} ({uci}) is not legal", i + 1)))?;
        pos.play_unchecked(m);
        all.push(pos.clone());
    }
    Ok(all)
}

/// The stored row of the engine's `verdict` on position `pos` (after `k` plies): the
/// score turned to White's side, the best move checked against the rules and written
/// in SAN. An impossible move is garbage.
fn judged(k: usize, pos: &Chess, verdict: Verdict) -> Result<PositionRow, EngineError> {
    let eval = Eval::from_mover(verdict.score, pos.turn() == Color::White);
    let garbage = |what: String| EngineError::Garbage(what);
    let (best_uci, best_san) = match verdict.best {
        Some(uci) => {
            let m = UciMove::from_ascii(uci.as_bytes())
                .ok()
                .and_then(|u| u.to_move(pos).ok())
                .ok_or_else(|| garbage(format!("best move {uci} is not legal")))?;
            let san = SanPlus::from_move(pos.clone(), m).to_string();
            (Some(uci), Some(san))
        }
        None if pos.legal_moves().is_empty() => (None, None),
        None => return Err(garbage("no best move in a position with moves".into())),
    };
    Ok(PositionRow {
        ply: i32::try_from(k).unwrap_or(i32::MAX),
        eval,
        best_uci,
        best_san,
        line: verdict
            .pv
            .iter()
            .take(LINE_PLIES)
            .map(String::as_str)
            .collect::<Vec<_>>()
            .join(" "),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_move_is_checked_and_written_in_san() {
        let pos = StartNumber::CLASSICAL.position();
        let v = Verdict {
            score: Eval::Cp(20),
            best: Some("e2e4".into()),
            pv: vec!["e2e4".into(), "e7e5".into()],
        };
        let row = judged(0, &pos, v).unwrap();
        assert_eq!(row.best_san.as_deref(), Some("e4"));
        assert_eq!(row.line, "e2e4 e7e5");
        assert_eq!(row.eval, Eval::Cp(20));
        let bad = Verdict {
            score: Eval::Cp(0),
            best: Some("e2e5".into()),
            pv: vec![],
        };
        assert!(matches!(judged(0, &pos, bad), Err(EngineError::Garbage(_))));
    }

    #[test]
    fn blacks_scores_turn_to_whites_side() {
        let positions = replay(StartNumber::CLASSICAL, &["e2e4".to_owned()]).unwrap();
        assert_eq!(positions.len(), 2);
        let v = Verdict {
            score: Eval::Cp(-30),
            best: Some("e7e5".into()),
            pv: vec![],
        };
        assert_eq!(judged(1, &positions[1], v).unwrap().eval, Eval::Cp(30));
    }

    #[test]
    fn a_broken_game_is_no_engine_fault() {
        assert!(matches!(
            replay(StartNumber::CLASSICAL, &["e2e5".to_owned()]),
            Err(JobError::Game(_))
        ));
    }
}
