//! Players, challenges and games of other servers (migration 0128, docs/FEDERATION.md
//! "Mirrors"): shadow users, the links of a received challenge and of a mirror game to
//! their ids at home, and a mirror's copy of home's record.

use serde_json::Value;
use sqlx::{PgConnection, PgExecutor};
use time::OffsetDateTime;

use crate::domain::{ChallengeId, GameId, UserId};

/// The user row of `name@host`, made now (no usable password, an address in
/// `.invalid`, verified, so it can accept and be mailed nothing) when there is none.
pub async fn find_or_create_remote(
    conn: &mut PgConnection,
    username: &str,
    host: &str,
) -> sqlx::Result<UserId> {
    let made: Option<UserId> = sqlx::query_scalar(
        "WITH n AS (SELECT nextval(pg_get_serial_sequence('users', 'id')) AS id)
         INSERT INTO users (id, username, email, password_hash, email_verified_at, home_host)
         OVERRIDING SYSTEM VALUE
         SELECT n.id, $1, 'remote-' || n.id || '@remote.invalid', '!', now(), $2 FROM n
         ON CONFLICT (lower(username)) DO NOTHING
         RETURNING id",
    )
    .bind(username)
    .bind(host)
    .fetch_optional(&mut *conn)
    .await?;
    if let Some(id) = made {
        return Ok(id);
    }
    sqlx::query_scalar("SELECT id FROM users WHERE lower(username) = lower($1) AND home_host = $2")
        .bind(username)
        .bind(host)
        .fetch_one(conn)
        .await
}

/// The host of `user` when it is a player elsewhere (`None`: a local account).
pub async fn home_host_of(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("SELECT home_host FROM users WHERE id = $1")
        .bind(user)
        .fetch_optional(db)
        .await
        .map(Option::flatten)
}

/// Marks challenge `id` as received from `host`, where its id is `home_id`.
pub async fn link_challenge(
    db: impl PgExecutor<'_>,
    id: ChallengeId,
    host: &str,
    home_id: i64,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE challenges SET home_host = $2, home_challenge_id = $3 WHERE id = $1")
        .bind(id)
        .bind(host)
        .bind(home_id)
        .execute(db)
        .await?;
    Ok(())
}

/// The local challenge received from `host` as its challenge `home_id`.
pub async fn challenge_from(
    db: impl PgExecutor<'_>,
    host: &str,
    home_id: i64,
) -> sqlx::Result<Option<ChallengeId>> {
    sqlx::query_scalar("SELECT id FROM challenges WHERE home_host = $1 AND home_challenge_id = $2")
        .bind(host)
        .bind(home_id)
        .fetch_optional(db)
        .await
}

/// Where challenge `id` came from: its home host and id there (`None`: made here).
pub async fn challenge_home(
    db: impl PgExecutor<'_>,
    id: ChallengeId,
) -> sqlx::Result<Option<(String, i64)>> {
    sqlx::query_as(
        "SELECT home_host, home_challenge_id FROM challenges
         WHERE id = $1 AND home_host IS NOT NULL AND home_challenge_id IS NOT NULL",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

/// The mirror of game `home_id` of `host`, locked.
pub async fn lock_mirror(
    conn: &mut PgConnection,
    host: &str,
    home_id: i64,
) -> sqlx::Result<Option<GameId>> {
    sqlx::query_scalar("SELECT id FROM games WHERE home_host = $1 AND home_game_id = $2 FOR UPDATE")
        .bind(host)
        .bind(home_id)
        .fetch_optional(conn)
        .await
}

/// A mirror's link to its home: host, game id there, whether it stopped.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct MirrorLink {
    pub home_host: String,
    pub home_game_id: i64,
    pub mirror_stopped: bool,
    pub home_head: Option<Value>,
}

/// The home of game `id` when it is a mirror.
pub async fn mirror_link(db: impl PgExecutor<'_>, id: GameId) -> sqlx::Result<Option<MirrorLink>> {
    sqlx::query_as(
        "SELECT home_host, home_game_id, mirror_stopped, home_head FROM games
         WHERE id = $1 AND home_host IS NOT NULL AND home_game_id IS NOT NULL",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

/// Makes game `id` the mirror of `host`'s game `home_id`.
pub async fn link_mirror(
    db: impl PgExecutor<'_>,
    id: GameId,
    host: &str,
    home_id: i64,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE games SET home_host = $2, home_game_id = $3 WHERE id = $1")
        .bind(id)
        .bind(host)
        .bind(home_id)
        .execute(db)
        .await?;
    Ok(())
}

/// Stops mirror `id`: a `state` from home did not fit it.
pub async fn stop_mirror(db: impl PgExecutor<'_>, id: GameId) -> sqlx::Result<()> {
    sqlx::query("UPDATE games SET mirror_stopped = true WHERE id = $1")
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// What a `state` says of a mirror beyond its moves: deadline, draw offer, home's head.
pub async fn set_mirror_state(
    db: impl PgExecutor<'_>,
    id: GameId,
    deadline: Option<OffsetDateTime>,
    draw_offer_by: Option<UserId>,
    head: &Value,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE games SET deadline = coalesce($2, deadline), draw_offer_by = $3, home_head = $4
         WHERE id = $1",
    )
    .bind(id)
    .bind(deadline)
    .bind(draw_offer_by)
    .bind(head)
    .execute(db)
    .await?;
    Ok(())
}

/// Ends mirror `id` as home says (home's words for status, result, termination).
pub async fn finish_mirror(
    db: impl PgExecutor<'_>,
    id: GameId,
    status: &str,
    result: &str,
    termination: Option<&str>,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE games SET status = $2, result = $3, termination = $4, deadline = NULL,
                draw_offer_by = NULL, finished_at = coalesce(finished_at, now()), rated = false
         WHERE id = $1",
    )
    .bind(id)
    .bind(status)
    .bind(result)
    .bind(termination)
    .execute(db)
    .await?;
    Ok(())
}

/// One of home's record entries as the mirror keeps it.
pub struct ForeignEntry<'a> {
    pub seq: i32,
    pub kind: &'a str,
    pub at: OffsetDateTime,
    pub canonical: &'a str,
    pub prev: Option<&'a str>,
    pub hash: &'a str,
}

/// Appends home's entry to mirror `game`'s record as home wrote it.
pub async fn append_foreign(
    conn: &mut PgConnection,
    game: GameId,
    e: &ForeignEntry<'_>,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO game_record_entries (game_id, seq, kind, at, canonical, prev, hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(game)
    .bind(e.seq)
    .bind(e.kind)
    .bind(e.at)
    .bind(e.canonical)
    .bind(e.prev)
    .bind(e.hash)
    .execute(conn)
    .await?;
    Ok(())
}

/// The host of the remote player of home game `id` and that player's name there,
/// when one of its players is elsewhere and the game's home is here.
pub async fn remote_seat(
    db: impl PgExecutor<'_>,
    id: GameId,
) -> sqlx::Result<Option<(UserId, String)>> {
    sqlx::query_as(
        "SELECT u.id, u.home_host FROM games g JOIN users u ON u.id IN (g.white_id, g.black_id)
         WHERE g.id = $1 AND g.home_host IS NULL AND u.home_host IS NOT NULL LIMIT 1",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

/// A server secret by name, read in the caller's transaction (the record signing key,
/// which a `state` message's head is signed with).
pub async fn secret(db: impl PgExecutor<'_>, name: &str) -> sqlx::Result<Option<Vec<u8>>> {
    sqlx::query_scalar("SELECT value FROM server_secrets WHERE name = $1")
        .bind(name)
        .fetch_optional(db)
        .await
}

/// The challenge game `game` came from, if any.
pub async fn challenge_of(
    db: impl PgExecutor<'_>,
    game: GameId,
) -> sqlx::Result<Option<ChallengeId>> {
    sqlx::query_scalar("SELECT challenge_id FROM games WHERE id = $1")
        .bind(game)
        .fetch_optional(db)
        .await
        .map(Option::flatten)
}
