//! All SQL lives here, one file per aggregate. Every query is a parameterised literal.

pub mod account_erasure;
pub mod analysis;
pub mod api_tokens;
pub mod audit;
pub mod blocks;
pub mod challenges;
pub mod clubs;
pub mod conditionals;
pub mod email_tokens;
pub mod export;
pub mod federated_games;
pub mod federation;
pub mod federation_outbox;
pub mod game_boards;
pub mod game_views;
pub mod games;
pub mod knockout;
pub mod known_devices;
pub mod moderation;
pub mod move_history;
pub mod notes;
pub mod outbox;
pub mod pgn_events;
pub mod players;
pub mod position_stats;
pub mod push;
pub mod rate_limits;
pub mod ratings;
pub mod record;
pub mod reports;
pub mod server_secrets;
pub mod sessions;
pub mod stages;
pub mod team_match_views;
pub mod team_matches;
pub mod time_control;
pub mod tournaments;
pub mod users;
pub mod vacations;
pub mod xfcc;

/// The schema's migrations (migrations/ at build time): the schema belongs with the SQL.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

/// The name of the unique constraint a failed insert or update ran into, if any.
pub fn unique_violation(err: &sqlx::Error) -> Option<String> {
    match err {
        sqlx::Error::Database(db) if db.is_unique_violation() => {
            Some(db.constraint().unwrap_or_default().to_owned())
        }
        _ => None,
    }
}

/// Runs `SELECT 1`: whether the database answers (for the health check).
pub async fn ping(db: impl sqlx::PgExecutor<'_>) -> sqlx::Result<()> {
    sqlx::query("SELECT 1").execute(db).await?;
    Ok(())
}

/// The database's migrations against `versions` (this build's): how many of them are
/// applied, and how many applied ones are not among them.
pub async fn migrations_state(
    db: impl sqlx::PgExecutor<'_>,
    versions: &[i64],
) -> sqlx::Result<(i64, i64)> {
    sqlx::query_as(
        "SELECT count(*) FILTER (WHERE success AND version = ANY($1)),
                count(*) FILTER (WHERE NOT version = ANY($1))
         FROM _sqlx_migrations",
    )
    .bind(versions)
    .fetch_one(db)
    .await
}

/// How many tables the database has outside PostgreSQL's own schemas (a restore goes
/// only into an empty database unless forced).
pub async fn user_tables(db: impl sqlx::PgExecutor<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "SELECT count(*) FROM pg_tables
         WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    )
    .fetch_one(db)
    .await
}

/// Connections to this database, other than the caller's, whose application is named
/// `application` (a running server's, for `restore`).
pub async fn connections_named(
    db: impl sqlx::PgExecutor<'_>,
    application: &str,
) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "SELECT count(*) FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = $1
           AND pid <> pg_backend_pid()",
    )
    .bind(application)
    .fetch_one(db)
    .await
}

/// Makes the open transaction read-only and lets all its statements see one snapshot
/// (must be its first statement).
pub async fn read_only_snapshot(tx: &mut sqlx::PgConnection) -> sqlx::Result<()> {
    sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        .execute(tx)
        .await?;
    Ok(())
}

/// The current time at the precision PostgreSQL stores (microseconds), so that a time
/// written and the same time kept in memory agree when shown.
pub fn now() -> time::OffsetDateTime {
    let now = time::OffsetDateTime::now_utc();
    now.replace_nanosecond(now.nanosecond() / 1_000 * 1_000)
        .unwrap_or(now)
}
