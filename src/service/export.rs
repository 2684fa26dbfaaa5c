//! A player's data, to take away (GDPR Art. 20): one JSON document with the account and
//! its settings, rating and its history, every game with its PGN, the messages the
//! player sent, notes, conditional lines, vacations and API tokens (names and dates,
//! never secrets). Read in one read-only snapshot, so the parts agree.

use serde_json::{Value, json};
use sqlx::PgPool;
use time::OffsetDateTime;

use super::{ServiceError, move_decision::replay, pgn};
use crate::{
    domain::UserId,
    store::{
        self,
        games::{GameRow, MoveRow},
    },
};

/// The export format's name and version, for programs that read it.
pub const FORMAT: &str = "corrchess-export-1";

/// Everything stored about `user`; `site` is the site's address for the PGN headers.
pub async fn document(pool: &PgPool, user: UserId, site: &str) -> Result<Value, ServiceError> {
    let mut tx = pool.begin().await?;
    store::read_only_snapshot(&mut tx).await?;
    let mut doc = store::export::account(&mut *tx, user).await?;
    let games = store::export::games(&mut *tx, user).await?;
    let rows: Vec<GameRow> = games.iter().map(|(row, _)| row.clone()).collect();
    let events = pgn::events_of_each(&mut *tx, &rows).await?;
    tx.commit().await?;
    let games = games
        .iter()
        .map(|(row, moves)| game_entry(row, moves, site, &events[&row.id]))
        .collect::<Result<Vec<_>, _>>()?;
    doc["format"] = json!(FORMAT);
    doc["exported_at"] = json!(
        OffsetDateTime::now_utc()
            .format(&time::format_description::well_known::Rfc3339)
            .unwrap_or_default()
    );
    doc["games"] = Value::Array(games);
    Ok(doc)
}

fn game_entry(
    row: &GameRow,
    moves: &[MoveRow],
    site: &str,
    event: &pgn::Event,
) -> Result<Value, ServiceError> {
    let ucis: Vec<&str> = moves.iter().map(|m| m.uci.as_str()).collect();
    let game = replay(row, &ucis)?;
    Ok(json!({
        "id": row.id,
        "white": row.white,
        "black": row.black,
        "status": row.state.status().as_str(),
        "result": row.state.result().as_str(),
        "termination": row.state.termination(),
        "rated": row.rated,
        "created_at": rfc3339(row.created_at),
        "finished_at": row.finished_at.map(rfc3339),
        "pgn": pgn::render(row, &game, site, event),
    }))
}

fn rfc3339(at: OffsetDateTime) -> String {
    at.format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default()
}
