//! What a mirror does with a `state` from its game's home (docs/FEDERATION.md
//! "Mirrors"): the entries it has not seen must chain onto its record, home's signed
//! head must be their last one, and the moves must extend the mirror's moves legally.
//! Anything else is a mismatch, and the mirror stops. Pure: the service reads the
//! mirror, calls [`plan`] and writes what it says.

use serde_json::Value;

use super::message::GameState;
use crate::chess::{Game, PlayedMove, StartNumber};
use crate::domain::record::{Entry, Head, HeadFlaw, PublicKey, Sealed};

/// What the mirror holds now.
#[derive(Clone, Copy, Debug)]
pub struct Mirror<'a> {
    pub start: StartNumber,
    /// Its moves so far, UCI as stored.
    pub moves: &'a [String],
    /// Its record's last entry (`seq`, `hash`), `None` when it has none yet.
    pub last: Option<(i64, &'a str)>,
}

/// What to write: home's entries the mirror lacks, and the moves played since.
#[derive(Clone, Debug)]
pub struct Plan {
    pub entries: Vec<Sealed>,
    /// Each new move with the position after it (FEN).
    pub moves: Vec<(PlayedMove, String)>,
    pub head: Head,
}

/// Why a `state` does not fit the mirror.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// An entry is no entry, or has no hash.
    Malformed,
    /// An entry the mirror holds reads differently at home.
    Rewritten { seq: i64 },
    /// The new entries leave a gap, do not link, or do not hash to what they claim.
    Chain { seq: i64 },
    /// Home's signed head does not hold.
    Head(HeadFlaw),
    /// The moves do not begin with the mirror's, or the start position differs.
    Moves,
    /// A new move is illegal from the mirror's position (its ply).
    Illegal { ply: usize },
}

impl Mismatch {
    /// The mismatch as logs and the flag's note name it.
    pub fn describe(&self) -> String {
        match self {
            Self::Malformed => "an entry is malformed".into(),
            Self::Rewritten { seq } => format!("entry {seq} differs from the mirror's"),
            Self::Chain { seq } => format!("entry {seq} does not chain"),
            Self::Head(flaw) => flaw.as_str().into(),
            Self::Moves => "the moves differ from the mirror's".into(),
            Self::Illegal { ply } => format!("move {ply} is illegal"),
        }
    }
}

/// Checks `state` against `mirror` and home's `keys`; what to write when it fits.
pub fn plan(mirror: Mirror<'_>, state: &GameState, keys: &[PublicKey]) -> Result<Plan, Mismatch> {
    if state.start_number != mirror.start.get() {
        return Err(Mismatch::Moves);
    }
    let mut last = mirror.last.map(|(s, h)| (s, h.to_owned()));
    let mut entries = Vec::new();
    for value in &state.entries {
        let sealed = sealed(value)?;
        let seq = sealed.entry.seq;
        let known = last.as_ref().map_or(0, |(s, _)| *s);
        if seq < known {
            // Sent again; the mirror's earlier entries were checked when they came.
            continue;
        }
        if seq == known {
            if last.as_ref().map(|(_, h)| h.as_str()) != Some(sealed.hash.as_str()) {
                return Err(Mismatch::Rewritten { seq });
            }
            continue;
        }
        let links = seq == known + 1
            && sealed.entry.prev.as_deref() == last.as_ref().map(|(_, h)| h.as_str())
            && sealed.entry.hash() == sealed.hash;
        if !links {
            return Err(Mismatch::Chain { seq });
        }
        last = Some((seq, sealed.hash.clone()));
        entries.push(sealed);
    }
    let head: Head = serde_json::from_value(state.head.clone()).map_err(|_| Mismatch::Malformed)?;
    head.verify(
        state.game,
        last.as_ref().map(|(s, h)| (*s, h.as_str())),
        keys,
    )
    .map_err(Mismatch::Head)?;
    if state.moves.len() < mirror.moves.len() || state.moves[..mirror.moves.len()] != *mirror.moves
    {
        return Err(Mismatch::Moves);
    }
    let mut game = Game::replay(mirror.start, mirror.moves).map_err(|_| Mismatch::Moves)?;
    let mut moves = Vec::new();
    for (i, uci) in state.moves.iter().enumerate().skip(mirror.moves.len()) {
        let played = game
            .play_input(uci)
            .map_err(|_| Mismatch::Illegal { ply: i + 1 })?;
        moves.push((played, game.fen()));
    }
    Ok(Plan {
        entries,
        moves,
        head,
    })
}

/// An entry as served (its five members and `hash`).
fn sealed(value: &Value) -> Result<Sealed, Mismatch> {
    let entry = Entry::from_value(value).map_err(|_| Mismatch::Malformed)?;
    let hash = value
        .get("hash")
        .and_then(Value::as_str)
        .ok_or(Mismatch::Malformed)?;
    Ok(Sealed {
        entry,
        hash: hash.to_owned(),
    })
}

#[cfg(test)]
mod tests;
