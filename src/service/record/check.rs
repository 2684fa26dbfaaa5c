//! `corrchess record check`: every game's chain against the game's rows. A chain that
//! no longer holds, or that says another start, move, message, deadline or result than
//! the rows do (a row changed behind the server's back), is reported at its first
//! disagreeing entry, and the game page says so (`game_record_breaks`).

use serde_json::{Value, json};
use sqlx::PgPool;

use super::{super::ServiceError, document::sealed};
use crate::{
    domain::{
        GameId,
        record::{
            Sealed, chain,
            entry::{at_text, sha256_hex},
            events::{ENDING_KINDS, Event},
        },
    },
    store::{
        self,
        games::{GameRow, MoveRow},
        record::RecordedMessage,
    },
};

/// A game whose record breaks, and the first entry (its place, from 1) that does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Broken {
    pub game: GameId,
    pub entry: i64,
}

/// Checks every game, notes each break for the game pages (and forgets those mended);
/// returns the games whose record breaks.
pub async fn all(pool: &PgPool) -> Result<Vec<Broken>, ServiceError> {
    let mut broken = Vec::new();
    let mut after = GameId(0);
    loop {
        let games = store::record::games_after(pool, after, 200).await?;
        let Some(last) = games.last() else {
            return Ok(broken);
        };
        after = *last;
        for game in games {
            let found = one(pool, game).await?;
            let seq = found.and_then(|n| i32::try_from(n).ok());
            store::record::set_break(pool, game, seq).await?;
            if let Some(entry) = found {
                broken.push(Broken { game, entry });
            }
        }
    }
}

/// Where game `id`'s record first disagrees with its rows (`None`: nowhere).
pub async fn one(pool: &PgPool, id: GameId) -> Result<Option<i64>, ServiceError> {
    let mut tx = pool.begin().await?;
    let Some((row, moves)) = store::games::with_moves(&mut *tx, id).await? else {
        return Ok(None);
    };
    let logged = store::games::moves(&mut *tx, id).await?;
    let messages = store::record::messages(&mut *tx, id).await?;
    let chain = sealed(&store::record::entries(&mut *tx, id).await?);
    tx.commit().await?;
    Ok(first_mismatch(
        &chain,
        &Rows {
            row: &row,
            moves: &moves,
            logged: &logged,
            messages: &messages,
        },
    ))
}

/// What a game's rows say: the row, its moves as the row carries them and as the
/// `moves` log holds them, its messages.
pub struct Rows<'a> {
    pub row: &'a GameRow,
    pub moves: &'a [MoveRow],
    pub logged: &'a [MoveRow],
    pub messages: &'a [RecordedMessage],
}

/// The first entry (place from 1) where `chain` breaks or disagrees with `rows`; one
/// past the end when the rows hold more than the chain says.
pub fn first_mismatch(chain: &[Sealed], rows: &Rows<'_>) -> Option<i64> {
    if let Err(bad) = chain::verify(chain) {
        return Some(bad.index as i64 + 1);
    }
    let past_end = chain.len() as i64 + 1;
    let row = rows.row;
    let at = |i: usize| i as i64 + 1;
    let mut found: Vec<i64> = Vec::new();
    match chain.first() {
        Some(first) if first.entry.kind == "start" => {
            let d = &first.entry.data;
            if d["start_number"] != json!(row.start_number.get())
                || d["white"] != json!(row.white_id.0)
                || d["black"] != json!(row.black_id.0)
            {
                found.push(1);
            }
        }
        _ => found.push(1),
    }
    let mut plies = 0;
    let mut talks = rows.messages.iter().filter(|m| m.ply.is_none());
    let mut ending = None;
    let mut deadline: Option<(usize, &Value)> = None;
    for (i, s) in chain.iter().enumerate() {
        let d = &s.entry.data;
        if let Some(value) = d.get("deadline").filter(|v| !v.is_null()) {
            deadline = Some((i, value));
        }
        match s.entry.kind.as_str() {
            "move" => {
                let agrees = rows.moves.get(plies).is_some_and(|m| {
                    rows.logged.get(plies).is_some_and(|l| same_move(m, l))
                        && move_agrees(&s.entry.at, d, m, rows.messages)
                });
                if !agrees {
                    found.push(at(i));
                }
                plies += 1;
            }
            "message" => {
                let agrees = talks.next().is_some_and(|t| {
                    d["sha256"] == json!(sha256_hex(t.body.as_bytes()))
                        && d["by"] == json!(side_of(row, t))
                });
                if !agrees {
                    found.push(at(i));
                }
            }
            kind if ENDING_KINDS.contains(&kind) => ending = Some((i, s)),
            _ => {}
        }
    }
    if plies < rows.moves.len().max(rows.logged.len()) || talks.next().is_some() {
        found.push(past_end);
    }
    match (row.state.conclusion(), ending) {
        (Some(conclusion), Some((i, s))) => {
            let expected = Event::ended(conclusion, s_at(row));
            if s.entry.kind != expected.kind || s.entry.data != expected.data {
                found.push(at(i));
            }
        }
        (Some(_), None) => found.push(past_end),
        (None, Some((i, _))) => found.push(at(i)),
        (None, None) => {
            if let (Some(due), Some((i, said))) = (row.deadline, deadline)
                && *said != json!(at_text(due))
            {
                found.push(at(i));
            }
        }
    }
    found.into_iter().min()
}

/// The time of a game's end (only the kind and data of its entry are compared).
fn s_at(row: &GameRow) -> time::OffsetDateTime {
    row.finished_at.unwrap_or(row.created_at)
}

fn side_of(row: &GameRow, m: &RecordedMessage) -> &'static str {
    crate::domain::record::events::side(m.author_id == row.white_id)
}

fn same_move(a: &MoveRow, b: &MoveRow) -> bool {
    (a.ply, &a.uci, &a.san, a.played_at, a.seconds_used)
        == (b.ply, &b.uci, &b.san, b.played_at, b.seconds_used)
}

/// A move entry says what the stored move says (and the message sent with it).
fn move_agrees(at: &str, data: &Value, m: &MoveRow, messages: &[RecordedMessage]) -> bool {
    let message = messages
        .iter()
        .find(|t| t.ply == Some(m.ply))
        .map(|t| json!(sha256_hex(t.body.as_bytes())));
    at == at_text(m.played_at)
        && data["ply"] == json!(m.ply)
        && data["uci"] == json!(m.uci)
        && data["san"] == json!(m.san)
        && data["seconds"] == json!(m.seconds_used)
        && data.get("message_sha256") == message.as_ref()
}
