//! The UCI line protocol, pure: the commands sent to the engine and the lines read back
//! (`info … score cp|mate … pv …`, `bestmove`). The process around it is
//! [`super::engine`]; keeping the protocol apart lets every odd line be tested here.

use crate::domain::analysis::Eval;

/// One line the engine wrote, as far as the analysis cares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// `uciok`: the handshake is done.
    UciOk,
    /// `readyok`: the engine took every command sent so far.
    ReadyOk,
    /// `id …`, `option …`, `info string …`, a banner: nothing to act on.
    Ignored,
    /// A search report with a score (from the side to move) and its line.
    Info { score: Eval, pv: Vec<String> },
    /// `bestmove X` (`None`: `(none)`, the position has no legal move).
    BestMove(Option<String>),
}

/// Why a line is not UCI: the engine prints garbage.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not UCI: {0:?}")]
pub struct Garbage(pub String);

/// The command that sets up `fen` and the `moves` played from it (UCI, castling as the
/// king onto its own rook, as the engine reads it with `UCI_Chess960` on).
pub fn position_command<S: AsRef<str>>(fen: &str, moves: &[S]) -> String {
    let mut cmd = format!("position fen {fen}");
    if !moves.is_empty() {
        cmd.push_str(" moves");
        for m in moves {
            cmd.push(' ');
            cmd.push_str(m.as_ref());
        }
    }
    cmd
}

/// The command that searches `nodes` nodes: a fixed budget, so the result is the same
/// on any machine.
pub fn go_command(nodes: u64) -> String {
    format!("go nodes {nodes}")
}

/// The commands of the handshake after `uci` answered: Chess960 castling, one thread.
pub const SETUP: [&str; 3] = [
    "setoption name UCI_Chess960 value true",
    "setoption name Threads value 1",
    "isready",
];

/// Whether `word` is a move in UCI's coordinates (`e2e4`, `e7e8q`).
fn is_uci_move(word: &str) -> bool {
    let b = word.as_bytes();
    let square = |f: u8, r: u8| (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&r);
    match b.len() {
        4 => square(b[0], b[1]) && square(b[2], b[3]),
        5 => square(b[0], b[1]) && square(b[2], b[3]) && b"qrbn".contains(&b[4]),
        _ => false,
    }
}

/// Reads one line the engine wrote.
pub fn parse_line(line: &str) -> Result<Line, Garbage> {
    let garbage = || Garbage(line.chars().take(120).collect());
    let mut words = line.split_whitespace();
    match words.next() {
        None => Ok(Line::Ignored),
        Some("uciok") => Ok(Line::UciOk),
        Some("readyok") => Ok(Line::ReadyOk),
        Some("id" | "option" | "copyprotection" | "registration") => Ok(Line::Ignored),
        Some("bestmove") => match words.next() {
            Some("(none)") => Ok(Line::BestMove(None)),
            Some(m) if is_uci_move(m) => Ok(Line::BestMove(Some(m.to_owned()))),
            _ => Err(garbage()),
        },
        Some("info") => parse_info(words.collect()).ok_or_else(garbage),
        Some(_) => Err(garbage()),
    }
}

/// An `info` line's words after `info`: a report with a score, or one to ignore
/// (`None`: a malformed score or line).
fn parse_info(words: Vec<&str>) -> Option<Line> {
    if words.first() == Some(&"string") {
        return Some(Line::Ignored);
    }
    let mut score = None;
    let mut pv = Vec::new();
    let mut i = 0;
    while i < words.len() {
        match words[i] {
            "score" => {
                let value: i32 = words.get(i + 2)?.parse().ok()?;
                score = Some(match *words.get(i + 1)? {
                    "cp" => Eval::Cp(value),
                    "mate" => Eval::Mate(value),
                    _ => return None,
                });
                i += 3;
            }
            "pv" => {
                pv = words[i + 1..].iter().map(|w| (*w).to_owned()).collect();
                if !pv.iter().all(|m| is_uci_move(m)) {
                    return None;
                }
                break;
            }
            "string" => break,
            _ => i += 1,
        }
    }
    Some(match score {
        // Bounds (`lowerbound`, `upperbound`) are kept: the last report before
        // `bestmove` is what counts, and it is exact.
        Some(score) => Line::Info { score, pv },
        None => Line::Ignored,
    })
}

/// What a search found: the last reported score (side to move's view), the best move
/// and the line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Search {
    pub score: Option<Eval>,
    pub pv: Vec<String>,
    pub best: Option<String>,
}

impl Search {
    /// Takes one line read during a search; `true` once `bestmove` came.
    pub fn take(&mut self, line: Line) -> bool {
        match line {
            Line::Info { score, pv } => {
                self.score = Some(score);
                if !pv.is_empty() {
                    self.pv = pv;
                }
                false
            }
            Line::BestMove(best) => {
                self.best = best;
                true
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands() {
        assert_eq!(
            position_command::<&str>("8/8/8/8/8/8/8/K1k5 w - - 0 1", &[]),
            "position fen 8/8/8/8/8/8/8/K1k5 w - - 0 1"
        );
        assert_eq!(
            position_command("F W", &["e2e4", "e8h8"]),
            "position fen F W moves e2e4 e8h8"
        );
        assert_eq!(go_command(20000), "go nodes 20000");
        assert!(SETUP[0].contains("UCI_Chess960 value true"));
    }

    #[test]
    fn handshake_lines() {
        assert_eq!(parse_line("uciok"), Ok(Line::UciOk));
        assert_eq!(parse_line("readyok"), Ok(Line::ReadyOk));
        assert_eq!(parse_line("id name Stockfish 15.1"), Ok(Line::Ignored));
        assert_eq!(
            parse_line("option name Hash type spin default 16 min 1 max 33554432"),
            Ok(Line::Ignored)
        );
        assert_eq!(parse_line(""), Ok(Line::Ignored));
        assert_eq!(parse_line("   "), Ok(Line::Ignored));
    }

    #[test]
    fn a_report_with_centipawns_and_a_line() {
        let line = "info depth 12 seldepth 15 multipv 1 score cp 35 nodes 20012 nps 500000 \
                    hashfull 5 tbhits 0 time 40 pv e2e4 e7e5 g1f3";
        assert_eq!(
            parse_line(line),
            Ok(Line::Info {
                score: Eval::Cp(35),
                pv: vec!["e2e4".into(), "e7e5".into(), "g1f3".into()],
            })
        );
    }

    #[test]
    fn mate_scores_and_bounds() {
        assert_eq!(
            parse_line("info depth 3 score mate -2 nodes 100 pv h7h8q"),
            Ok(Line::Info {
                score: Eval::Mate(-2),
                pv: vec!["h7h8q".into()]
            })
        );
        assert_eq!(
            parse_line("info depth 9 score cp -12 lowerbound nodes 5 pv b1c3"),
            Ok(Line::Info {
                score: Eval::Cp(-12),
                pv: vec!["b1c3".into()]
            })
        );
        assert_eq!(
            parse_line("info depth 0 score mate 0"),
            Ok(Line::Info {
                score: Eval::Mate(0),
                pv: vec![]
            })
        );
    }

    #[test]
    fn reports_without_score_are_ignored() {
        assert_eq!(
            parse_line("info string NNUE evaluation using nn.nnue enabled"),
            Ok(Line::Ignored)
        );
        assert_eq!(
            parse_line("info depth 5 currmove e2e4 currmovenumber 1"),
            Ok(Line::Ignored)
        );
    }

    #[test]
    fn best_moves() {
        assert_eq!(
            parse_line("bestmove e1h1 ponder e8h8"),
            Ok(Line::BestMove(Some("e1h1".into())))
        );
        assert_eq!(
            parse_line("bestmove a7a8q"),
            Ok(Line::BestMove(Some("a7a8q".into())))
        );
        assert_eq!(parse_line("bestmove (none)"), Ok(Line::BestMove(None)));
    }

    #[test]
    fn garbage_is_refused() {
        for line in [
            "hello world",
            "bestmove",
            "bestmove xyz",
            "bestmove e9e4",
            "info depth 1 score cp banana",
            "info depth 1 score centi 12",
            "info depth 1 score cp",
            "info depth 1 score cp 10 pv e2e4 zz",
        ] {
            assert!(parse_line(line).is_err(), "{line}");
        }
        let long = "x".repeat(500);
        assert_eq!(parse_line(&long).unwrap_err().0.len(), 120);
    }

    #[test]
    fn a_search_keeps_the_last_score_and_line() {
        let mut s = Search::default();
        assert!(!s.take(parse_line("info depth 1 score cp 10 pv e2e4").unwrap()));
        assert!(!s.take(parse_line("info depth 2 score cp 20 pv d2d4 d7d5").unwrap()));
        assert!(!s.take(parse_line("info depth 3 score cp 25").unwrap()));
        assert!(s.take(parse_line("bestmove d2d4").unwrap()));
        assert_eq!(s.score, Some(Eval::Cp(25)));
        assert_eq!(s.pv, vec!["d2d4".to_owned(), "d7d5".to_owned()]);
        assert_eq!(s.best.as_deref(), Some("d2d4"));
    }
}
