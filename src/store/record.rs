//! A game's verifiable record (migration 0123, docs/RECORD.md): its entries, the
//! public halves of the server's record keys, and the breaks `record check` found.

use sqlx::{PgConnection, PgExecutor};
use time::OffsetDateTime;

use crate::domain::GameId;

/// An entry as stored: its number, kind, canonical text and hash.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct StoredEntry {
    pub seq: i32,
    pub kind: String,
    pub canonical: String,
    pub hash: String,
}

/// Appends an entry to `game`'s record in one statement: `prefix` is its canonical text
/// up to the value of `prev` (`domain::record::entry::prefix`); the statement completes
/// it with the last entry's hash and the next number as `domain::record::entry::complete`
/// does, and hashes it. Returns the entry's number and hash. Call it with the game's
/// row locked (every action that changes a game does), so no two appends race.
pub async fn append(
    conn: &mut PgConnection,
    game: GameId,
    kind: &str,
    at: OffsetDateTime,
    prefix: &str,
) -> sqlx::Result<(i32, String, bool)> {
    sqlx::query_as(
        "WITH last AS (
             SELECT seq, hash FROM game_record_entries WHERE game_id = $1
             ORDER BY seq DESC LIMIT 1
         ), next AS (
             SELECT coalesce((SELECT seq FROM last), 0) + 1 AS seq, (SELECT hash FROM last) AS prev
         ), e AS (
             SELECT seq, prev,
                    $4 || coalesce('\"' || prev || '\"', 'null') || ',\"seq\":' || seq || '}' AS canonical
             FROM next
         )
         INSERT INTO game_record_entries (game_id, seq, kind, at, canonical, prev, hash)
         SELECT $1, seq, $2, $3, canonical, prev,
                encode(sha256(convert_to(canonical, 'UTF8')), 'hex')
         FROM e
         RETURNING seq, hash,
                   EXISTS (SELECT 1 FROM games g JOIN users u ON u.id IN (g.white_id, g.black_id)
                           WHERE g.id = $1 AND g.home_host IS NULL AND u.home_host IS NOT NULL)",
    )
    .bind(game)
    .bind(kind)
    .bind(at)
    .bind(prefix)
    .fetch_one(conn)
    .await
}

/// One entry of a chain written at once: its number, kind, time, canonical text,
/// previous hash and hash.
pub type ChainEntry = (i32, String, OffsetDateTime, String, Option<String>, String);

/// A whole chain written at once (a rebuilt record): each entry's number, kind, time,
/// canonical text, previous hash and hash. Nothing is written when the game has one.
pub async fn insert_chain(
    db: impl PgExecutor<'_>,
    game: GameId,
    entries: &[ChainEntry],
) -> sqlx::Result<()> {
    let mut seqs = Vec::new();
    let mut kinds = Vec::new();
    let mut ats = Vec::new();
    let mut canonicals = Vec::new();
    let mut prevs = Vec::new();
    let mut hashes = Vec::new();
    for (seq, kind, at, canonical, prev, hash) in entries {
        seqs.push(*seq);
        kinds.push(kind.clone());
        ats.push(*at);
        canonicals.push(canonical.clone());
        prevs.push(prev.clone());
        hashes.push(hash.clone());
    }
    sqlx::query(
        "INSERT INTO game_record_entries (game_id, seq, kind, at, canonical, prev, hash)
         SELECT $1, e.* FROM unnest($2::int[], $3::text[], $4::timestamptz[], $5::text[], $6::text[], $7::text[]) e
         WHERE NOT EXISTS (SELECT 1 FROM game_record_entries WHERE game_id = $1)",
    )
    .bind(game)
    .bind(seqs)
    .bind(kinds)
    .bind(ats)
    .bind(canonicals)
    .bind(prevs)
    .bind(hashes)
    .execute(db)
    .await?;
    Ok(())
}

/// `game`'s entries in order.
pub async fn entries(db: impl PgExecutor<'_>, game: GameId) -> sqlx::Result<Vec<StoredEntry>> {
    sqlx::query_as(
        "SELECT seq, kind, canonical, hash FROM game_record_entries WHERE game_id = $1 ORDER BY seq",
    )
    .bind(game)
    .fetch_all(db)
    .await
}

/// Games without a record (older than records), at most `limit`, oldest first.
pub async fn games_without(db: impl PgExecutor<'_>, limit: i64) -> sqlx::Result<Vec<GameId>> {
    sqlx::query_scalar(
        "SELECT g.id FROM games g
         WHERE NOT EXISTS (SELECT 1 FROM game_record_entries e WHERE e.game_id = g.id)
         ORDER BY g.id LIMIT $1",
    )
    .bind(limit)
    .fetch_all(db)
    .await
}

/// Game ids after `after`, at most `limit`, in order: a walk over every game.
pub async fn games_after(
    db: impl PgExecutor<'_>,
    after: GameId,
    limit: i64,
) -> sqlx::Result<Vec<GameId>> {
    sqlx::query_scalar("SELECT id FROM games WHERE id > $1 ORDER BY id LIMIT $2")
        .bind(after)
        .bind(limit)
        .fetch_all(db)
        .await
}

/// Keeps a public record key (again: a no-op).
pub async fn keep_public_key(db: impl PgExecutor<'_>, kid: &str, key: &[u8]) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO record_keys (kid, public_key) VALUES ($1, $2) ON CONFLICT (kid) DO NOTHING",
    )
    .bind(kid)
    .bind(key)
    .execute(db)
    .await?;
    Ok(())
}

/// Every public record key, the oldest first.
pub async fn public_keys(db: impl PgExecutor<'_>) -> sqlx::Result<Vec<Vec<u8>>> {
    sqlx::query_scalar("SELECT public_key FROM record_keys ORDER BY created_at, kid")
        .fetch_all(db)
        .await
}

/// Notes where `game`'s record breaks (`None`: it holds).
pub async fn set_break(
    db: impl PgExecutor<'_>,
    game: GameId,
    seq: Option<i32>,
) -> sqlx::Result<()> {
    match seq {
        Some(seq) => sqlx::query(
            "INSERT INTO game_record_breaks (game_id, seq) VALUES ($1, $2)
             ON CONFLICT (game_id) DO UPDATE SET seq = $2, found_at = now()",
        )
        .bind(game)
        .bind(seq),
        None => sqlx::query("DELETE FROM game_record_breaks WHERE game_id = $1").bind(game),
    }
    .execute(db)
    .await?;
    Ok(())
}

/// A message as the record knows it: its author, the ply of the move it went with, its
/// text and time.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct RecordedMessage {
    pub author_id: crate::domain::UserId,
    pub ply: Option<i32>,
    pub body: String,
    pub created_at: OffsetDateTime,
}

/// `game`'s messages in the order they were written.
pub async fn messages(db: impl PgExecutor<'_>, game: GameId) -> sqlx::Result<Vec<RecordedMessage>> {
    sqlx::query_as(
        "SELECT author_id, ply, body, created_at FROM game_messages WHERE game_id = $1 ORDER BY id",
    )
    .bind(game)
    .fetch_all(db)
    .await
}

/// The head of `game`'s record as the PGN's `RecordHead` tag says it: `seq:hash`.
pub async fn head_tag(db: impl PgExecutor<'_>, game: GameId) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar(
        "SELECT seq::text || ':' || hash FROM game_record_entries WHERE game_id = $1
         ORDER BY seq DESC LIMIT 1",
    )
    .bind(game)
    .fetch_optional(db)
    .await
}

/// [`head_tag`] of each of `games` that has a record, in one statement (the PGN archive).
pub async fn head_tags_of_each(
    db: impl PgExecutor<'_>,
    games: &[GameId],
) -> sqlx::Result<std::collections::HashMap<GameId, String>> {
    Ok(heads_of_each(db, games)
        .await?
        .into_iter()
        .map(|(game, (seq, hash))| (game, format!("{seq}:{hash}")))
        .collect())
}

/// The head (last entry's number and hash) of each of `games` that has a record, in one
/// statement.
pub async fn heads_of_each(
    db: impl PgExecutor<'_>,
    games: &[GameId],
) -> sqlx::Result<std::collections::HashMap<GameId, (i32, String)>> {
    let rows: Vec<(GameId, i32, String)> = sqlx::query_as(
        "SELECT DISTINCT ON (game_id) game_id, seq, hash
         FROM game_record_entries WHERE game_id = ANY($1)
         ORDER BY game_id, seq DESC",
    )
    .bind(games)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(game, seq, hash)| (game, (seq, hash)))
        .collect())
}
