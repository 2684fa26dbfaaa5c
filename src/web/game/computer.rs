//! The computer analysis on the game page: `POST /games/{id}/analysis` (either player
//! of a finished game asks for it), and the section that shows its progress, the
//! evaluation graph (server-rendered SVG, each point a link to `?ply=N`), the marked
//! moves with the engine's choice, and each player's accuracy.

use std::fmt::Write as _;

use actix_web::{HttpResponse, web};

use crate::i18n::Lang;
use crate::web::{AppError, AppState, extract::session::CurrentUser, page::see_other};
use crate::{
    domain::{
        GameId,
        analysis::{Eval, Mark},
    },
    service::analysis::{self, AnalysisView},
    store::games::{GameRow, MoveRow},
};

/// `POST /games/{id}/analysis`: queues the analysis and shows the game again; a running
/// game is refused with the fair-play reason (409).
pub async fn request(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<GameId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    analysis::request(state.ctx(), &state.config.analysis, id, user.id).await?;
    Ok(see_other(&format!("/games/{id}#computer")))
}

/// A marked move as the section lists it.
pub struct MarkedMove {
    pub ply: u32,
    /// "12…Nf6", in the reader's letters.
    pub numbered: String,
    pub mark: Mark,
    /// The engine's choice instead, in SAN in the reader's letters ("" when none).
    pub best: String,
}

/// What the game page shows of the computer analysis.
#[derive(Default)]
pub struct Computer {
    /// The section shows at all (a finished game, or a running one to a player).
    pub shown: bool,
    /// The request button shows (a player, a finished game, an engine, no job or a
    /// failed one whose retry time has come).
    pub can_request: bool,
    /// Why the analysis is not offered ("" when it is, or nothing needs saying).
    pub refusal: String,
    /// "Analysing, 34 of 80 positions", a failure's reason, or "".
    pub progress: String,
    /// The evaluation graph (SVG markup made here, every value escaped or numeric).
    pub graph: String,
    /// Each player's accuracy, worded ("" while none).
    pub white_accuracy: String,
    pub black_accuracy: String,
    pub marked: Vec<MarkedMove>,
    pub view: Option<AnalysisView>,
    /// "Analysis complete: 28 positions judged." once done, else "".
    pub done_note: String,
    /// Every move with its evaluation, for readers without the graph (or the script).
    pub rows: Vec<EvalRow>,
    /// The engine's word on the position the board shows ("" before the analysis is done).
    pub here: ShownEngine,
    /// The engine's word on every position for static/game.js, as JSON: one
    /// `[evaluation, best move in UCI, best move in SAN]` per position (index: ply).
    pub engine_json: String,
}

/// One move of the evaluations table.
pub struct EvalRow {
    pub ply: u32,
    /// "12…Nf6", in the reader's letters.
    pub numbered: String,
    /// The evaluation after the move ("+0.35", "#3", "checkmate").
    pub eval: String,
    pub mark: Option<Mark>,
    /// The engine's choice instead, when it differs from the move played ("" else).
    pub best: String,
}

/// The engine's word on the position the board shows, beside the board.
#[derive(Default)]
pub struct ShownEngine {
    /// "+0.35", "#-2", "checkmate"; "" when the analysis is not done.
    pub eval: String,
    /// The engine's move there in the reader's letters ("" when none).
    pub best: String,
    /// The same in UCI, for the board's arrow.
    pub best_uci: String,
}

impl Computer {
    /// The mark sign of move `ply`, or "".
    pub fn sign(&self, ply: &u32) -> &'static str {
        self.view
            .as_ref()
            .and_then(|v| v.at(*ply))
            .and_then(|p| p.mark)
            .map_or("", Mark::sign)
    }

    /// The section for game `g` as `viewer_is_player` sees it (reads the job of a game
    /// that is over; a running game reads nothing).
    pub async fn load(
        state: &AppState,
        g: &GameRow,
        viewer_is_player: bool,
        moves: &[MoveRow],
        shown_ply: u32,
        lang: Lang,
    ) -> Result<Computer, AppError> {
        let settings = &state.config.analysis;
        if g.is_running() {
            return Ok(Computer {
                shown: viewer_is_player,
                refusal: lang.t(analysis::GAME_RUNNING).to_owned(),
                ..Computer::default()
            });
        }
        let view = AnalysisView::load(&state.pool, g.id).await?;
        let refusal = analysis::refusal(settings, g.state.status());
        let mut c = Computer {
            shown: true,
            can_request: viewer_is_player
                && refusal.is_none()
                && (view.status == "none" || view.retry_due),
            refusal: match (&refusal, view.status.as_str()) {
                (Some(e), "none") if viewer_is_player => crate::i18n::refusal::sentence(lang, e),
                _ => String::new(),
            },
            progress: progress(&view, lang),
            ..Computer::default()
        };
        if view.is_done() {
            c.graph = graph(&view, g.id, moves, lang);
            let percent = |a: Option<f64>| a.map_or(String::new(), |a| format!("{a:.0}"));
            c.white_accuracy = percent(view.white_accuracy);
            c.black_accuracy = percent(view.black_accuracy);
            c.marked = marked(&view, moves, lang);
            c.rows = rows(&view, moves, lang);
            c.done_note = lang.t1("computer-done", "total", view.positions);
            let words: Vec<[String; 3]> = view
                .engine
                .iter()
                .map(|w| {
                    [
                        shown_eval(w.eval, lang),
                        w.best_uci.clone().unwrap_or_default(),
                        reader_san(w.best_san.as_deref(), lang),
                    ]
                })
                .collect();
            c.engine_json = serde_json::to_string(&words).unwrap_or_default();
            if let Some([eval, best_uci, best]) = usize::try_from(shown_ply)
                .ok()
                .and_then(|k| words.get(k))
                .cloned()
            {
                c.here = ShownEngine {
                    eval,
                    best,
                    best_uci,
                };
            }
        }
        c.shown = c.shown && (viewer_is_player || view.status != "none");
        c.view = Some(view);
        Ok(c)
    }
}

/// The progress line of a job not done.
fn progress(view: &AnalysisView, lang: Lang) -> String {
    let (done, total) = (view.positions_done, view.positions);
    match view.status.as_str() {
        "queued" => lang.t2("computer-queued", "done", done, "total", total),
        "running" => lang.t2("computer-running", "done", done, "total", total),
        "failed" => {
            let reason = match view.reason.as_deref() {
                Some("start") => "computer-reason-start",
                Some("crashed") => "computer-reason-crashed",
                Some("timeout") => "computer-reason-timeout",
                Some("garbage") => "computer-reason-garbage",
                _ => "computer-reason-game",
            };
            lang.t1("computer-failed", "reason", lang.t(reason))
        }
        _ => String::new(),
    }
}

/// The marked moves, each with the engine's choice.
fn marked(view: &AnalysisView, moves: &[MoveRow], lang: Lang) -> Vec<MarkedMove> {
    view.plies
        .iter()
        .filter_map(|p| {
            let mark = p.mark?;
            Some(MarkedMove {
                ply: p.ply,
                numbered: numbered(moves, p.ply, lang)?,
                mark,
                best: p
                    .best_san
                    .as_deref()
                    .map(|b| crate::i18n::chess::san(lang, b).into_owned())
                    .unwrap_or_default(),
            })
        })
        .collect()
}

/// Every judged move with its evaluation and the engine's choice when it differs.
fn rows(view: &AnalysisView, moves: &[MoveRow], lang: Lang) -> Vec<EvalRow> {
    view.plies
        .iter()
        .map(|p| {
            let played = usize::try_from(p.ply)
                .ok()
                .and_then(|k| moves.get(k.checked_sub(1)?))
                .map(|m| m.uci.as_str());
            let best = match p.best_uci.as_deref() {
                Some(uci) if Some(uci) != played => reader_san(p.best_san.as_deref(), lang),
                _ => String::new(),
            };
            EvalRow {
                ply: p.ply,
                numbered: numbered(moves, p.ply, lang)
                    .unwrap_or_else(|| crate::chess::move_number_label(p.ply)),
                eval: shown_eval(p.eval, lang),
                mark: p.mark,
                best,
            }
        })
        .collect()
}

/// A move in SAN in the reader's letters ("" for none).
fn reader_san(san: Option<&str>, lang: Lang) -> String {
    san.map(|b| crate::i18n::chess::san(lang, b).into_owned())
        .unwrap_or_default()
}

/// An evaluation as the page shows it: as in PGN, but a mated side says so.
fn shown_eval(eval: Eval, lang: Lang) -> String {
    match eval {
        Eval::Mate(0) => lang.t("computer-engine-mated").to_owned(),
        e => eval_text(e),
    }
}

/// Move `ply` of the game as the reader writes it (`1.e4`, `1...Sf6`), if played.
fn numbered(moves: &[MoveRow], ply: u32, lang: Lang) -> Option<String> {
    let san = &moves.get(usize::try_from(ply).ok()?.checked_sub(1)?)?.san;
    Some(crate::i18n::chess::numbered(lang, ply, san))
}

/// An evaluation as PGN and the page write it: `+0.35`, `-1.20`, `#3`, `#-2`.
pub fn eval_text(eval: Eval) -> String {
    match eval {
        Eval::Cp(cp) => format!("{:+.2}", f64::from(cp) / 100.0),
        Eval::Mate(n) => format!("#{n}"),
    }
}

const WIDTH: f64 = 600.0;
const HEIGHT: f64 = 160.0;

/// The evaluation graph: White's winning chances after each move, the middle line
/// even; each point a link to the position after its move.
fn graph(view: &AnalysisView, game: GameId, moves: &[MoveRow], lang: Lang) -> String {
    let n = view.plies.len().max(1) as f64;
    let point = |k: usize, percent: f64| {
        let x = k as f64 * WIDTH / n;
        let y = HEIGHT - percent * HEIGHT / 100.0;
        (x, y)
    };
    let mut line = String::new();
    let (x0, y0) = point(0, view.start_percent);
    let _ = write!(line, "{x0:.1},{y0:.1}");
    for (k, p) in view.plies.iter().enumerate() {
        let (x, y) = point(k + 1, p.white_percent);
        let _ = write!(line, " {x:.1},{y:.1}");
    }
    let title = escape(lang.t("computer-graph-label"));
    let mut svg = format!(
        "<svg class=\"eval-graph\" id=\"eval-graph\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" \
         role=\"img\" aria-labelledby=\"eval-graph-title\"><title id=\"eval-graph-title\">{title}</title>\
         <rect class=\"eval-black\" x=\"0\" y=\"0\" width=\"{WIDTH}\" height=\"{HEIGHT}\"/>\
         <polygon class=\"eval-white\" points=\"0,{HEIGHT} {line} {WIDTH},{HEIGHT}\"/>\
         <line class=\"eval-even\" x1=\"0\" y1=\"{mid}\" x2=\"{WIDTH}\" y2=\"{mid}\"/>\
         <polyline class=\"eval-line\" points=\"{line}\"/>",
        mid = HEIGHT / 2.0
    );
    for (k, p) in view.plies.iter().enumerate() {
        let (x, y) = point(k + 1, p.white_percent);
        let mark = p.mark.map_or("", Mark::as_str);
        let what = escape(&lang.t2(
            "computer-graph-point",
            "move",
            numbered(moves, p.ply, lang).unwrap_or_else(|| crate::chess::move_number_label(p.ply)),
            "eval",
            eval_text(p.eval),
        ));
        let _ = write!(
            svg,
            "<a href=\"/games/{game}?ply={ply}\"><circle class=\"eval-point {mark}\" cx=\"{x:.1}\" \
             cy=\"{y:.1}\" r=\"4\"><title>{what}</title></circle></a>",
            ply = p.ply
        );
    }
    svg.push_str("</svg>");
    svg
}

/// Text escaped for HTML and SVG.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evaluations_in_pgn_words() {
        assert_eq!(eval_text(Eval::Cp(35)), "+0.35");
        assert_eq!(eval_text(Eval::Cp(-120)), "-1.20");
        assert_eq!(eval_text(Eval::Cp(0)), "+0.00");
        assert_eq!(eval_text(Eval::Mate(3)), "#3");
        assert_eq!(eval_text(Eval::Mate(-2)), "#-2");
    }

    #[test]
    fn escaping() {
        assert_eq!(escape("a<b & \"c\">"), "a&lt;b &amp; &quot;c&quot;&gt;");
    }
}
