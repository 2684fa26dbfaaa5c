//! Records for games older than records: built once from the stored game (its row,
//! moves and messages), the first entry marked `rebuilt: true`. Runs at start for every
//! game without a record, each in its own transaction with the game's row locked.

use sqlx::PgPool;

use super::super::ServiceError;
use crate::{
    domain::{
        GameId,
        record::{
            chain,
            entry::at_text,
            events::{Event, Moved, Start},
        },
    },
    store::{
        self,
        games::{GameRow, MoveRow},
        record::RecordedMessage,
    },
};

/// Builds the records of every game that has none; how many it built.
pub async fn missing(pool: &PgPool) -> Result<usize, ServiceError> {
    let mut built = 0;
    loop {
        let games = store::record::games_without(pool, 100).await?;
        if games.is_empty() {
            return Ok(built);
        }
        for game in games {
            one(pool, game).await?;
            built += 1;
        }
    }
}

/// Builds game `id`'s record, unless it has one by now.
async fn one(pool: &PgPool, id: GameId) -> Result<(), ServiceError> {
    let mut tx = pool.begin().await?;
    if store::games::lock(&mut tx, id).await?.is_none() {
        return Ok(());
    }
    let Some((row, moves)) = store::games::with_moves(&mut *tx, id).await? else {
        return Ok(());
    };
    let messages = store::record::messages(&mut *tx, id).await?;
    let linked = chain::link(
        events(&row, &moves, &messages)
            .into_iter()
            .map(|e| (e.kind.to_owned(), at_text(e.at), e.data)),
    );
    let rows: Vec<_> = linked
        .into_iter()
        .map(|s| {
            let at = time::OffsetDateTime::parse(
                &s.entry.at,
                &time::format_description::well_known::Rfc3339,
            )
            .unwrap_or(row.created_at);
            let seq = i32::try_from(s.entry.seq).unwrap_or(i32::MAX);
            let canonical = s.entry.canonical();
            (seq, s.entry.kind, at, canonical, s.entry.prev, s.hash)
        })
        .collect();
    store::record::insert_chain(&mut *tx, id, &rows).await?;
    tx.commit().await?;
    Ok(())
}

/// What the stored game says happened, in order: the start, the moves (each with the
/// hash of the message sent with it), the messages without a move, the end.
pub fn events(row: &GameRow, moves: &[MoveRow], messages: &[RecordedMessage]) -> Vec<Event> {
    let start = Start {
        white: row.white_id.0,
        black: row.black_id.0,
        start_number: row.start_number.get(),
        time_control: row.time_control.pgn(),
        rated: row.rated,
        event: None,
        deadline: None,
    };
    let mut events = vec![Event::start(&start, row.created_at, true)];
    let mut later: Vec<Event> = moves
        .iter()
        .map(|m| {
            let message = messages
                .iter()
                .find(|t| t.ply == Some(m.ply))
                .map(|t| t.body.as_str());
            Event::moved(&Moved {
                ply: m.ply,
                uci: &m.uci,
                san: &m.san,
                seconds: m.seconds_used,
                at: m.played_at,
                deadline: None,
                draw_offer: false,
                message,
            })
        })
        .collect();
    later.extend(
        messages
            .iter()
            .filter(|t| t.ply.is_none())
            .map(|t| Event::message(t.author_id == row.white_id, &t.body, t.created_at)),
    );
    // Stable: a move and a message at the same instant keep that order.
    later.sort_by_key(|e| e.at);
    events.extend(later);
    if let Some(conclusion) = row.state.conclusion() {
        let at = row.finished_at.unwrap_or(row.created_at);
        events.push(Event::ended(conclusion, at));
    }
    events
}
