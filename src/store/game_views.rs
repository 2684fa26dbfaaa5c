//! The game page's reads: the whole game in one statement, and a player's own part
//! (messages, note, vacations) with the row's version, which lets a player's page reuse
//! the game the view cache keeps when the row has not changed since.

use sqlx::PgExecutor;
use time::{Date, OffsetDateTime};

use super::{
    games::{GameRow, MessageRow, MoveRow, game_columns},
    move_history::{MoveHistory, history_columns},
};
use crate::domain::{GameId, UserId};

/// The version of a game's row: its `xmin`, the transaction that wrote the row as it
/// now stands. Any update writes a new row version with a new `xmin`, so an equal value
/// means nothing in the row changed (moves, clocks, offers, endings all live in it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, sqlx::Type)]
#[sqlx(transparent)]
pub struct RowVersion(pub i64);

/// The columns every read of the page shares, from `games g` with `$2` today and `$3`
/// the viewer: the row's version, each player's vacation end on `$2`, the messages
/// (`msg`, joined by `messages_join!`) and the viewer's note, both only for a player.
macro_rules! viewer_columns {
    () => {
        "g.xmin::text::bigint AS row_version,
         (SELECT max(v.end_date) FROM vacations v
          WHERE v.user_id = g.white_id AND v.start_date <= $2 AND v.end_date >= $2) AS white_away_until,
         (SELECT max(v.end_date) FROM vacations v
          WHERE v.user_id = g.black_id AND v.start_date <= $2 AND v.end_date >= $2) AS black_away_until,
         msg.message_ids, msg.message_authors, msg.message_plies, msg.message_bodies, msg.message_times,
         (SELECT n.note FROM game_notes n
          WHERE n.game_id = g.id AND n.user_id = $3 AND $3 IN (g.white_id, g.black_id)) AS viewer_note,
         (SELECT e.seq FROM game_record_entries e
          WHERE e.game_id = g.id ORDER BY e.seq DESC LIMIT 1) AS record_seq,
         (SELECT e.hash FROM game_record_entries e
          WHERE e.game_id = g.id ORDER BY e.seq DESC LIMIT 1) AS record_hash,
         (SELECT r.seq FROM game_record_breaks r WHERE r.game_id = g.id) AS record_broken_at"
    };
}

/// The players' messages as arrays in `msg`, for a viewer `$3` who plays the game.
macro_rules! messages_join {
    () => {
        " LEFT JOIN LATERAL (
             SELECT array_agg(m.id ORDER BY m.id) AS message_ids,
                    array_agg(u.username ORDER BY m.id) AS message_authors,
                    array_agg(m.ply ORDER BY m.id) AS message_plies,
                    array_agg(m.body ORDER BY m.id) AS message_bodies,
                    array_agg(m.created_at ORDER BY m.id) AS message_times
             FROM game_messages m JOIN users u ON u.id = m.author_id
             WHERE m.game_id = g.id AND $3 IN (g.white_id, g.black_id)
         ) msg ON true "
    };
}

/// What changes without the game's row changing, or belongs to one viewer: the
/// vacations on a day, and for a player the messages and their note.
#[derive(Debug, Default)]
pub struct ViewerPart {
    pub white_away_until: Option<Date>,
    pub black_away_until: Option<Date>,
    /// Empty unless the viewer plays the game.
    pub messages: Vec<MessageRow>,
    /// The viewer's note, when the viewer plays the game and wrote one.
    pub viewer_note: Option<String>,
    /// The head of the game's record and where `record check` found it broken.
    pub record: RecordMark,
}

/// What the game page shows of its record (docs/RECORD.md): the last entry's number
/// and hash, and the entry where `corrchess record check` last found it broken.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordMark {
    pub head: Option<(i32, String)>,
    pub broken_at: Option<i32>,
}

/// [`ViewerPart`] as a statement returns it: the messages as parallel arrays (NULL when
/// there are none or the viewer does not play).
#[derive(sqlx::FromRow)]
struct ViewerColumns {
    row_version: RowVersion,
    white_away_until: Option<Date>,
    black_away_until: Option<Date>,
    message_ids: Option<Vec<i64>>,
    message_authors: Option<Vec<String>>,
    message_plies: Option<Vec<Option<i32>>>,
    message_bodies: Option<Vec<String>>,
    message_times: Option<Vec<OffsetDateTime>>,
    viewer_note: Option<String>,
    record_seq: Option<i32>,
    record_hash: Option<String>,
    record_broken_at: Option<i32>,
}

impl ViewerColumns {
    fn into_part(self) -> (RowVersion, ViewerPart) {
        let messages = self
            .message_ids
            .unwrap_or_default()
            .into_iter()
            .zip(self.message_authors.unwrap_or_default())
            .zip(self.message_plies.unwrap_or_default())
            .zip(self.message_bodies.unwrap_or_default())
            .zip(self.message_times.unwrap_or_default())
            .map(|((((id, author), ply), body), created_at)| MessageRow {
                id,
                author,
                ply,
                body,
                created_at,
            })
            .collect();
        let part = ViewerPart {
            white_away_until: self.white_away_until,
            black_away_until: self.black_away_until,
            messages,
            viewer_note: self.viewer_note,
            record: RecordMark {
                head: self.record_seq.zip(self.record_hash),
                broken_at: self.record_broken_at,
            },
        };
        (self.row_version, part)
    }
}

/// A game for its page: the row and its version, its moves, and the viewer's part.
#[derive(Debug)]
pub struct ViewedGame {
    pub row: GameRow,
    pub version: RowVersion,
    pub moves: Vec<MoveRow>,
    pub viewer: ViewerPart,
}

#[derive(sqlx::FromRow)]
struct ViewedRow {
    #[sqlx(flatten)]
    row: GameRow,
    #[sqlx(flatten)]
    history: MoveHistory,
    #[sqlx(flatten)]
    viewer: ViewerColumns,
}

/// Game `id` with everything its page shows, in one statement (so one snapshot): the
/// game page's and the API's whole read. `viewer`'s messages and note come only when
/// the viewer plays the game.
pub async fn whole(
    db: impl PgExecutor<'_>,
    id: GameId,
    today: Date,
    viewer: Option<UserId>,
) -> sqlx::Result<Option<ViewedGame>> {
    let sql = concat!(
        "SELECT ",
        game_columns!(),
        ", ",
        viewer_columns!(),
        ", ",
        history_columns!(),
        " FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id",
        messages_join!(),
        "WHERE g.id = $1"
    );
    let found: Option<ViewedRow> = viewed(db, sql, id, today, viewer).await?;
    Ok(found.map(|v| {
        let (version, viewer) = v.viewer.into_part();
        ViewedGame {
            moves: v.history.into_moves(v.row.white_id, v.row.black_id),
            row: v.row,
            version,
            viewer,
        }
    }))
}

/// Only the viewer's part of game `id` and the row's version: what a player's page reads
/// when the rest is kept. Touches the game's row by its key and no move.
pub async fn viewer_part(
    db: impl PgExecutor<'_>,
    id: GameId,
    today: Date,
    viewer: Option<UserId>,
) -> sqlx::Result<Option<(RowVersion, ViewerPart)>> {
    let sql = concat!(
        "SELECT ",
        viewer_columns!(),
        " FROM games g",
        messages_join!(),
        "WHERE g.id = $1"
    );
    let found: Option<ViewerColumns> = viewed(db, sql, id, today, viewer).await?;
    Ok(found.map(ViewerColumns::into_part))
}

/// Runs one of this file's reads, which all bind the same three values: `$1` the game,
/// `$2` the viewer's today (for the messages' dates) and `$3` the viewer.
async fn viewed<T>(
    db: impl PgExecutor<'_>,
    sql: &'static str,
    id: GameId,
    today: Date,
    viewer: Option<UserId>,
) -> sqlx::Result<Option<T>>
where
    T: for<'r> sqlx::FromRow<'r, sqlx::postgres::PgRow> + Send + Unpin,
{
    sqlx::query_as(sql)
        .bind(id)
        .bind(today)
        .bind(viewer)
        .fetch_optional(db)
        .await
}
