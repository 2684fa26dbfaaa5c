//! One engine process spoken to over UCI ([`super::uci`]): started at low priority,
//! asked one position at a time under a time limit, killed when it hangs or when the
//! value is dropped. Every fault is an [`EngineError`] with a reason the job keeps.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, Lines};
use tokio::process::{Child, ChildStdin, ChildStdout, Command};

use super::uci::{self, Line, Search};
use crate::domain::analysis::Eval;

/// Why the engine gave no answer: the reason a failed job keeps (`reason()`), and a
/// detail for the log.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    /// The program could not be started.
    #[error("the engine could not start: {0}")]
    Start(String),
    /// It ended (crashed, exited) or closed its output.
    #[error("the engine ended: {0}")]
    Crashed(String),
    /// It gave no answer within the time limit, and was killed.
    #[error("the engine gave no answer within {0:?}")]
    Hung(Duration),
    /// It wrote something that is not UCI, or an impossible move.
    #[error("the engine wrote garbage: {0}")]
    Garbage(String),
}

impl EngineError {
    /// The stored reason: `start`, `crashed`, `timeout` or `garbage`.
    pub fn reason(&self) -> &'static str {
        match self {
            Self::Start(_) => "start",
            Self::Crashed(_) => "crashed",
            Self::Hung(_) => "timeout",
            Self::Garbage(_) => "garbage",
        }
    }
}

/// What the engine said of one position: the score from the side to move, its best
/// move (`None` in a position without moves) and line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub score: Eval,
    pub best: Option<String>,
    pub pv: Vec<String>,
}

/// Unknown lines tolerated before the handshake ends (a banner, a licence note).
const BANNER_LINES: usize = 20;

/// A running engine process.
pub struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Lines<BufReader<ChildStdout>>,
    limit: Duration,
}

/// `nice`, when this machine has it: the engine runs at the lowest priority, so the
/// server's requests always come first.
fn nice() -> Option<PathBuf> {
    ["/usr/bin/nice", "/bin/nice"]
        .iter()
        .map(PathBuf::from)
        .find(|p| p.is_file())
}

impl Engine {
    /// Starts `program` and does the handshake (`uci`, Chess960 on, `isready`), each
    /// answer within `limit`.
    pub async fn start(program: &Path, limit: Duration) -> Result<Engine, EngineError> {
        let mut command = match nice() {
            Some(nice) => {
                let mut c = Command::new(nice);
                c.arg("-n").arg("19").arg(program);
                c
            }
            None => Command::new(program),
        };
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .map_err(|e| EngineError::Start(format!("{}: {e}", program.display())))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(EngineError::Start("no pipes".into()));
        };
        let mut engine = Engine {
            child,
            stdin,
            lines: BufReader::new(stdout).lines(),
            limit,
        };
        engine.send("uci").await?;
        engine.handshake_until(Line::UciOk).await?;
        for cmd in uci::SETUP {
            engine.send(cmd).await?;
        }
        engine.handshake_until(Line::ReadyOk).await?;
        Ok(engine)
    }

    /// Reads handshake lines until `wanted`, tolerating a few lines that are not UCI.
    async fn handshake_until(&mut self, wanted: Line) -> Result<(), EngineError> {
        let mut unknown = 0;
        loop {
            let line = self.read_line().await?;
            match uci::parse_line(&line) {
                Ok(l) if l == wanted => return Ok(()),
                Ok(_) => {}
                Err(g) if unknown >= BANNER_LINES => {
                    return Err(EngineError::Garbage(g.0));
                }
                Err(_) => unknown += 1,
            }
        }
    }

    async fn send(&mut self, command: &str) -> Result<(), EngineError> {
        let line = format!("{command}\n");
        let write = async {
            self.stdin.write_all(line.as_bytes()).await?;
            self.stdin.flush().await
        };
        let written = tokio::time::timeout(self.limit, write).await;
        match written {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(self.ended(e.to_string()).await),
            Err(_) => Err(EngineError::Hung(self.limit)),
        }
    }

    /// The next line, within the time limit.
    async fn read_line(&mut self) -> Result<String, EngineError> {
        let read = tokio::time::timeout(self.limit, self.lines.next_line()).await;
        match read {
            Ok(Ok(Some(line))) => Ok(line),
            Ok(Ok(None)) => Err(self.ended("closed its output".into()).await),
            Ok(Err(e)) => Err(self.ended(e.to_string()).await),
            Err(_) => Err(EngineError::Hung(self.limit)),
        }
    }

    /// The error of an engine that stopped talking, with its exit status when it has
    /// one already.
    async fn ended(&mut self, what: String) -> EngineError {
        let status = tokio::time::timeout(Duration::from_millis(200), self.child.wait()).await;
        match status {
            Ok(Ok(s)) => EngineError::Crashed(format!("{what} ({s})")),
            _ => EngineError::Crashed(what),
        }
    }

    /// Searches the position after `moves` from `fen` for `nodes` nodes; the whole
    /// search must end within the time limit.
    pub async fn analyse<S: AsRef<str>>(
        &mut self,
        fen: &str,
        moves: &[S],
        nodes: u64,
    ) -> Result<Verdict, EngineError> {
        self.send(&uci::position_command(fen, moves)).await?;
        self.send(&uci::go_command(nodes)).await?;
        let limit = self.limit;
        let search = tokio::time::timeout(limit, self.read_search()).await;
        let search = search.map_err(|_| EngineError::Hung(limit))??;
        let score = search
            .score
            .ok_or_else(|| EngineError::Garbage("bestmove without a score".into()))?;
        Ok(Verdict {
            score,
            best: search.best,
            pv: search.pv,
        })
    }

    async fn read_search(&mut self) -> Result<Search, EngineError> {
        let mut search = Search::default();
        loop {
            let line = self.read_line().await?;
            let line = uci::parse_line(&line).map_err(|g| EngineError::Garbage(g.0))?;
            if search.take(line) {
                return Ok(search);
            }
        }
    }

    /// Asks the engine to quit, then kills it.
    pub async fn stop(mut self) {
        let _ = self.send("quit").await;
        if tokio::time::timeout(Duration::from_millis(500), self.child.wait())
            .await
            .is_err()
        {
            let _ = self.child.kill().await;
        }
    }
}
