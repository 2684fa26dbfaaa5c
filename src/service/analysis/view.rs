//! A game's analysis as the page, the API and the PGN read it: the job's progress and,
//! once done, one entry per move with its evaluation, the engine's choice before it,
//! its mark, and each player's accuracy (judged by `domain::analysis`).

use crate::{
    domain::{
        GameId,
        analysis::{Eval, Mark, judge},
    },
    store::{
        self,
        analysis::{JobRow, PositionRow},
    },
};

/// One move of an analysed game.
#[derive(Clone, Debug, PartialEq)]
pub struct PlyView {
    /// 1-based half-move.
    pub ply: u32,
    /// The evaluation of the position after the move, from White's side.
    pub eval: Eval,
    /// White's winning chances after the move (0–100), for the graph.
    pub white_percent: f64,
    /// The engine's choice in the position before the move (UCI and SAN).
    pub best_uci: Option<String>,
    pub best_san: Option<String>,
    pub mark: Option<Mark>,
}

/// The engine's word on one position of an analysed game, for the page that steps
/// through the game: its evaluation and the move it would play there.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineWord {
    /// From White's side.
    pub eval: Eval,
    /// The engine's move in this position (UCI and SAN); none once the game is over.
    pub best_uci: Option<String>,
    pub best_san: Option<String>,
}

/// A game's analysis: progress, and when done the judged moves.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisView {
    /// `none`, `queued`, `running`, `done` or `failed`.
    pub status: String,
    /// Why the last attempt failed.
    pub reason: Option<String>,
    /// Failed, and its retry time has come: a player may ask for it again.
    pub retry_due: bool,
    pub positions_done: i32,
    pub positions: i32,
    /// White's winning chances at the start (the graph's first point).
    pub start_percent: f64,
    /// One per move, when done.
    pub plies: Vec<PlyView>,
    pub white_accuracy: Option<f64>,
    pub black_accuracy: Option<f64>,
    /// When done, the engine's word on each position, indexed by the half-moves played
    /// (0: the start).
    pub engine: Vec<EngineWord>,
}

impl AnalysisView {
    /// The analysis of `game` (status `none` when nobody asked for one).
    pub async fn load(db: &sqlx::PgPool, game: GameId) -> sqlx::Result<AnalysisView> {
        let job = store::analysis::job_of(db, game).await?;
        let positions = match &job {
            Some(j) if j.status == "done" => store::analysis::positions_of(db, game).await?,
            _ => Vec::new(),
        };
        Ok(Self::of(job.unwrap_or_default(), &positions))
    }

    /// The judged analysis of `game` for its PGN: `None` while the game runs (nothing
    /// is read) or until the analysis is done.
    pub async fn done_for(
        db: &sqlx::PgPool,
        game: &store::games::GameRow,
    ) -> sqlx::Result<Option<AnalysisView>> {
        if game.is_running() {
            return Ok(None);
        }
        Ok(Some(Self::load(db, game.id).await?).filter(AnalysisView::is_done))
    }

    /// The view of `job` with its analysed `positions` (by ply, from 0); the moves are
    /// judged only when every position is there.
    pub fn of(job: JobRow, positions: &[PositionRow]) -> AnalysisView {
        let complete = job.status == "done"
            && !positions.is_empty()
            && positions.len() == usize::try_from(job.positions).unwrap_or(0)
            && positions
                .iter()
                .enumerate()
                .all(|(k, p)| p.ply as usize == k);
        let mut view = AnalysisView {
            status: job.status,
            reason: job.reason,
            retry_due: job.retry_due,
            positions_done: job.positions_done,
            positions: job.positions,
            start_percent: 50.0,
            plies: Vec::new(),
            white_accuracy: None,
            black_accuracy: None,
            engine: Vec::new(),
        };
        if !complete {
            return view;
        }
        let evals: Vec<Eval> = positions.iter().map(|p| p.eval).collect();
        let judgement = judge(&evals);
        view.start_percent = evals[0].white_win_percent(true);
        view.plies = judgement
            .moves
            .iter()
            .map(|m| {
                let k = m.ply as usize;
                PlyView {
                    ply: m.ply,
                    eval: evals[k],
                    white_percent: evals[k].white_win_percent(k.is_multiple_of(2)),
                    best_uci: positions[k - 1].best_uci.clone(),
                    best_san: positions[k - 1].best_san.clone(),
                    mark: m.mark,
                }
            })
            .collect();
        view.white_accuracy = judgement.white_accuracy;
        view.black_accuracy = judgement.black_accuracy;
        view.engine = positions
            .iter()
            .map(|p| EngineWord {
                eval: p.eval,
                best_uci: p.best_uci.clone(),
                best_san: p.best_san.clone(),
            })
            .collect();
        view
    }

    /// Whether the moves are judged.
    pub fn is_done(&self) -> bool {
        !self.plies.is_empty()
    }

    /// The entry of move `ply`, when judged.
    pub fn at(&self, ply: u32) -> Option<&PlyView> {
        self.plies.get(usize::try_from(ply).ok()?.checked_sub(1)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(ply: i32, eval: Eval, best: &str) -> PositionRow {
        PositionRow {
            ply,
            eval,
            best_uci: Some(best.into()),
            best_san: Some(best.into()),
            line: best.into(),
        }
    }

    fn job(status: &str, done: i32, positions: i32) -> JobRow {
        JobRow {
            status: status.into(),
            reason: None,
            attempts: 1,
            positions_done: done,
            positions,
            retry_due: false,
        }
    }

    #[test]
    fn a_done_job_is_judged_move_by_move() {
        let positions = [
            pos(0, Eval::Cp(30), "e2e4"),
            pos(1, Eval::Cp(25), "e7e5"),
            pos(2, Eval::Cp(900), "d1h5"),
        ];
        let v = AnalysisView::of(job("done", 3, 3), &positions);
        assert!(v.is_done());
        assert_eq!(v.plies.len(), 2);
        assert_eq!(v.plies[0].best_uci.as_deref(), Some("e2e4"));
        assert_eq!(v.plies[1].best_uci.as_deref(), Some("e7e5"));
        assert_eq!(v.plies[1].eval, Eval::Cp(900));
        assert_eq!(v.plies[1].mark, Some(Mark::Blunder));
        assert_eq!(v.at(2).map(|p| p.ply), Some(2));
        assert_eq!(v.at(0), None);
        assert!(v.white_accuracy.unwrap() > 97.0);
        // The engine's word on every position, the last one's move too.
        assert_eq!(v.engine.len(), 3);
        assert_eq!(v.engine[0].eval, Eval::Cp(30));
        assert_eq!(v.engine[2].best_uci.as_deref(), Some("d1h5"));
    }

    #[test]
    fn progress_without_judgement() {
        let v = AnalysisView::of(job("running", 1, 3), &[pos(0, Eval::Cp(0), "e2e4")]);
        assert!(!v.is_done());
        assert_eq!((v.positions_done, v.positions), (1, 3));
        assert!(
            v.engine.is_empty(),
            "nothing to step through before it is done"
        );
        let v = AnalysisView::of(JobRow::default(), &[]);
        assert_eq!(v.status, "none");
        // A hole in the rows is never judged.
        let v = AnalysisView::of(
            job("done", 3, 3),
            &[pos(0, Eval::Cp(0), "a"), pos(2, Eval::Cp(0), "b")],
        );
        assert!(!v.is_done());
    }
}
