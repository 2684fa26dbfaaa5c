//! A player's finished games as one PGN file, produced batch by batch as the client
//! reads it: a player with thousands of games is never held in memory whole, and no
//! game is replayed (each is written from the SAN recorded when its moves were played).

use futures_util::stream::{self, Stream};
use sqlx::PgPool;
use time::OffsetDateTime;

use super::{ServiceError, move_decision::replay, pgn};
use crate::{
    domain::{GameId, UserId},
    store,
};

/// Games read and rendered per batch.
const BATCH: i64 = 50;

/// Where the archive has got to.
struct Cursor {
    pool: PgPool,
    user: UserId,
    site: String,
    /// The end time and id of the last game sent; `None` before the first batch.
    after: Option<(OffsetDateTime, GameId)>,
    done: bool,
}

/// The PGN of every finished game of `user`, oldest first, as chunks of text (one per
/// batch of games, each batch a query on the end-time indexes, keyed on the last game
/// sent). A database failure ends the stream with an error, so the download is cut off
/// rather than silently short.
pub fn stream(
    pool: PgPool,
    user: UserId,
    site: String,
) -> impl Stream<Item = Result<String, ServiceError>> {
    let start = Cursor {
        pool,
        user,
        site,
        after: None,
        done: false,
    };
    stream::unfold(start, |mut cursor| async move {
        if cursor.done {
            return None;
        }
        match next_batch(&mut cursor).await {
            Ok(Some(text)) => Some((Ok(text), cursor)),
            Ok(None) => None,
            Err(e) => {
                tracing::error!("player archive of {}: {e:?}", cursor.user);
                cursor.done = true;
                Some((Err(e), cursor))
            }
        }
    })
}

/// One game's PGN from its recorded SAN; only a game without a recorded result (which
/// a finished one always has) is replayed.
fn game_pgn(
    row: &store::games::GameRow,
    moves: &[store::games::MoveRow],
    site: &str,
    event: &pgn::Event,
    record_head: Option<&str>,
) -> Result<String, ServiceError> {
    let sans: Vec<&str> = moves.iter().map(|m| m.san.as_str()).collect();
    if let Some(text) = pgn::render_recorded(row, &sans, site, event, record_head) {
        return Ok(text);
    }
    let ucis: Vec<&str> = moves.iter().map(|m| m.uci.as_str()).collect();
    let extras = pgn::Extras {
        note: None,
        analysis: None,
        record_head,
    };
    let game = replay(row, &ucis)?;
    Ok(pgn::render_with(row, &game, site, event, extras))
}

/// The next batch rendered, or `None` when every game was sent.
async fn next_batch(cursor: &mut Cursor) -> Result<Option<String>, ServiceError> {
    let rows =
        store::players::finished_after(&cursor.pool, cursor.user, cursor.after, BATCH).await?;
    let Some(last) = rows.last() else {
        return Ok(None);
    };
    cursor.after = last.finished_at.map(|at| (at, last.id));
    cursor.done = (rows.len() as i64) < BATCH || cursor.after.is_none();
    let ids: Vec<GameId> = rows.iter().map(|g| g.id).collect();
    let mut moves = store::games::moves_of_each(&cursor.pool, &ids).await?;
    let events = pgn::events_of_each(&cursor.pool, &rows).await?;
    let heads = store::record::head_tags_of_each(&cursor.pool, &ids).await?;
    let mut text = String::new();
    for row in &rows {
        let moves = moves.remove(&row.id).unwrap_or_default();
        let head = heads.get(&row.id).map(String::as_str);
        text.push_str(&game_pgn(
            row,
            &moves,
            &cursor.site,
            &events[&row.id],
            head,
        )?);
        if !text.ends_with("\n\n") {
            text.push('\n');
        }
    }
    Ok(Some(text))
}
