//! The computer analysis's queue and results: a job per game, claimed under a lease
//! with `FOR UPDATE SKIP LOCKED` (as the outbox is), and the engine's word on each
//! position, written one position at a time so progress shows and a restart resumes.

use sqlx::PgExecutor;
use time::OffsetDateTime;

use crate::domain::{GameId, UserId, analysis::Eval};

/// A job's state, as the page and the API show it.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct JobRow {
    /// `queued`, `running`, `done` or `failed`.
    pub status: String,
    /// Why the last attempt failed (`start`, `crashed`, `timeout`, `garbage`, `game`).
    pub reason: Option<String>,
    pub attempts: i32,
    pub positions_done: i32,
    pub positions: i32,
    /// A failed job whose retry time has come: a player may ask for it again.
    pub retry_due: bool,
}

/// A job claimed by a worker, with what it needs of the game.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct ClaimedJob {
    pub game_id: GameId,
    pub positions_done: i32,
    pub positions: i32,
    pub nodes: i64,
    pub attempts: i32,
    pub start_number: i16,
    pub move_ucis: Vec<String>,
    /// The lease's end, also its token: writes hold only while it is unchanged.
    pub locked_until: OffsetDateTime,
}

/// The engine's word on the position after `ply` half-moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionRow {
    pub ply: i32,
    /// From White's side.
    pub eval: Eval,
    pub best_uci: Option<String>,
    pub best_san: Option<String>,
    /// The engine's line, UCI moves separated by spaces.
    pub line: String,
}

impl<'r> sqlx::FromRow<'r, sqlx::postgres::PgRow> for PositionRow {
    fn from_row(row: &'r sqlx::postgres::PgRow) -> sqlx::Result<Self> {
        use sqlx::Row;
        let cp: Option<i32> = row.try_get("cp")?;
        let mate: Option<i32> = row.try_get("mate")?;
        Ok(PositionRow {
            ply: row.try_get("ply")?,
            eval: match (cp, mate) {
                (_, Some(m)) => Eval::Mate(m),
                (cp, None) => Eval::Cp(cp.unwrap_or(0)),
            },
            best_uci: row.try_get("best_uci")?,
            best_san: row.try_get("best_san")?,
            line: row.try_get("line")?,
        })
    }
}

/// Records whether games are queued as they end, and with what budget (each process
/// writes it as it starts; the trigger of migration 0114 reads it).
pub async fn set_auto(db: impl PgExecutor<'_>, auto: bool, nodes: u64) -> sqlx::Result<()> {
    sqlx::query("UPDATE analysis_settings SET auto = $1, nodes = $2")
        .bind(auto)
        .bind(i64::try_from(nodes).unwrap_or(i64::MAX))
        .execute(db)
        .await?;
    Ok(())
}

/// How a job ends, as [`end`] stores it: `done`, or its failure's reason (the engine's:
/// `start`, `crashed`, `timeout`, `garbage`; `game`: its moves cannot be replayed). The
/// metrics count ended jobs by these.
pub const OUTCOMES: [&str; 6] = ["done", "start", "crashed", "timeout", "garbage", "game"];

/// The jobs a worker has still to do, for the metrics' gauges.
#[derive(Clone, Copy, Debug, Default, PartialEq, sqlx::FromRow)]
pub struct Backlog {
    /// Waiting for a worker (a failed job waiting for its retry is not counted).
    pub queued: i64,
    /// Held by a worker now.
    pub running: i64,
    /// How long the longest-waiting queued job has waited; 0 when none waits.
    pub oldest_queued_seconds: f64,
}

/// What the workers have still to do (read by the partial index of open jobs).
pub async fn backlog(db: impl PgExecutor<'_>) -> sqlx::Result<Backlog> {
    sqlx::query_as(
        "SELECT count(*) FILTER (WHERE status = 'queued') AS queued,
                count(*) FILTER (WHERE status = 'running') AS running,
                coalesce(extract(epoch FROM now() - min(queued_at)
                    FILTER (WHERE status = 'queued')), 0)::float8 AS oldest_queued_seconds
         FROM analysis_jobs WHERE status IN ('queued', 'running', 'failed')",
    )
    .fetch_one(db)
    .await
}

/// Queues the analysis of `game` (`positions`: its moves plus one), or queues a failed
/// one again once its retry time has come; any other job stays as it is (a failed one
/// not due yet comes back `failed`). Returns the job now. One statement that always
/// returns the row: two requests at once both see the job, the second after the first.
pub async fn request(
    db: impl PgExecutor<'_>,
    game: GameId,
    positions: i32,
    nodes: u64,
    by: Option<UserId>,
) -> sqlx::Result<JobRow> {
    // DO UPDATE (not DO NOTHING) even when nothing changes, so RETURNING always has
    // the row, also when another request inserted it a moment ago.
    sqlx::query_as(
        "INSERT INTO analysis_jobs AS j (game_id, positions, nodes, requested_by)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (game_id) DO UPDATE
         SET status = CASE WHEN j.status = 'failed' AND j.retry_after <= now()
                           THEN 'queued' ELSE j.status END,
             reason = CASE WHEN j.status = 'failed' AND j.retry_after <= now()
                           THEN NULL ELSE j.reason END,
             attempts = CASE WHEN j.status = 'failed' AND j.retry_after <= now()
                             THEN 0 ELSE j.attempts END,
             requested_by = CASE WHEN j.status = 'failed' AND j.retry_after <= now()
                                 THEN EXCLUDED.requested_by ELSE j.requested_by END,
             queued_at = CASE WHEN j.status = 'failed' AND j.retry_after <= now()
                              THEN now() ELSE j.queued_at END,
             retry_after = CASE WHEN j.status = 'failed' AND j.retry_after <= now()
                                THEN NULL ELSE j.retry_after END
         RETURNING status, reason, attempts, positions_done, positions,
             (status = 'failed' AND coalesce(retry_after <= now(), false)) AS retry_due",
    )
    .bind(game)
    .bind(positions)
    .bind(i64::try_from(nodes).unwrap_or(i64::MAX))
    .bind(by)
    .fetch_one(db)
    .await
}

impl Default for JobRow {
    /// No job (`none`).
    fn default() -> Self {
        JobRow {
            status: "none".into(),
            reason: None,
            attempts: 0,
            positions_done: 0,
            positions: 0,
            retry_due: false,
        }
    }
}

/// The job of `game`, if it has one.
pub async fn job_of(db: impl PgExecutor<'_>, game: GameId) -> sqlx::Result<Option<JobRow>> {
    sqlx::query_as(
        "SELECT status, reason, attempts, positions_done, positions,
                (status = 'failed' AND coalesce(retry_after <= now(), false)) AS retry_due
         FROM analysis_jobs WHERE game_id = $1",
    )
    .bind(game)
    .fetch_optional(db)
    .await
}

/// How many of `user`'s requested jobs wait for a worker or are being analysed,
/// leaving out `game`'s (read through the partial index of open jobs).
pub async fn open_jobs_of(
    db: impl PgExecutor<'_>,
    user: UserId,
    game: GameId,
) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "SELECT count(*) FROM analysis_jobs
         WHERE status IN ('queued', 'running') AND requested_by = $1 AND game_id <> $2",
    )
    .bind(user)
    .bind(game)
    .fetch_one(db)
    .await
}

/// Claims a due job (queued; running under a lease that ran out, its worker gone;
/// failed fewer than `max_attempts` times with its retry time come), and leases it for
/// `lease`. Requesters take turns: the job is the oldest of the requester served least
/// recently (never, before one whose last job ended long ago, before one whose job is
/// being analysed now); the jobs queued as games end, asked for by nobody, are one
/// requester.
pub async fn claim_next(
    db: impl PgExecutor<'_>,
    lease: std::time::Duration,
    max_attempts: i32,
) -> sqlx::Result<Option<ClaimedJob>> {
    sqlx::query_as(
        "WITH c AS (
             UPDATE analysis_jobs
             SET status = 'running', locked_until = now() + make_interval(secs => $1),
                 attempts = attempts + 1
             WHERE game_id = (
                 SELECT game_id FROM analysis_jobs
                 WHERE status = 'queued'
                    OR (status = 'running' AND locked_until <= now())
                    OR (status = 'failed' AND retry_after <= now() AND attempts < $2)
                 ORDER BY (SELECT max(CASE WHEN s.status = 'running'
                                                AND s.locked_until > now()
                                           THEN 'infinity'::timestamptz
                                           ELSE s.finished_at END)
                           FROM analysis_jobs s
                           WHERE s.requested_by = analysis_jobs.requested_by
                              OR (s.requested_by IS NULL
                                  AND analysis_jobs.requested_by IS NULL)) NULLS FIRST,
                          queued_at, game_id
                 LIMIT 1 FOR UPDATE SKIP LOCKED)
             RETURNING game_id, positions_done, positions, nodes, attempts, locked_until
         )
         SELECT c.*, g.start_number, g.move_ucis FROM c JOIN games g ON g.id = c.game_id",
    )
    .bind(lease.as_secs_f64())
    .bind(max_attempts)
    .fetch_optional(db)
    .await
}

/// Stores the engine's word on one position of a claimed job, counts it done and
/// renews the lease, in one statement. Returns the new lease (`None`: the lease was
/// lost to another worker, nothing was written).
pub async fn save_position(
    db: impl PgExecutor<'_>,
    job: &ClaimedJob,
    row: &PositionRow,
    lease: std::time::Duration,
) -> sqlx::Result<Option<OffsetDateTime>> {
    let (cp, mate) = match row.eval {
        Eval::Cp(cp) => (Some(cp), None),
        Eval::Mate(m) => (None, Some(m)),
    };
    sqlx::query_scalar(
        "WITH j AS (
             UPDATE analysis_jobs
             SET positions_done = greatest(positions_done, $2 + 1),
                 locked_until = now() + make_interval(secs => $4)
             WHERE game_id = $1 AND locked_until = $3 AND status = 'running'
             RETURNING locked_until
         ), p AS (
             INSERT INTO analysis_positions (game_id, ply, cp, mate, best_uci, best_san, line)
             SELECT $1, $2, $5, $6, $7, $8, $9 WHERE EXISTS (SELECT 1 FROM j)
             ON CONFLICT (game_id, ply) DO UPDATE
             SET cp = EXCLUDED.cp, mate = EXCLUDED.mate, best_uci = EXCLUDED.best_uci,
                 best_san = EXCLUDED.best_san, line = EXCLUDED.line
         )
         SELECT locked_until FROM j",
    )
    .bind(job.game_id)
    .bind(row.ply)
    .bind(job.locked_until)
    .bind(lease.as_secs_f64())
    .bind(cp)
    .bind(mate)
    .bind(&row.best_uci)
    .bind(&row.best_san)
    .bind(&row.line)
    .fetch_optional(db)
    .await
}

/// Ends a claimed job: `done`, or `failed` with `reason` and a retry after
/// `retry_in` seconds (`None`: never again). False: the lease was lost.
pub async fn end(
    db: impl PgExecutor<'_>,
    job: &ClaimedJob,
    failure: Option<(&str, Option<f64>)>,
) -> sqlx::Result<bool> {
    let (reason, retry_in) = failure.map_or((None, None), |(r, s)| (Some(r), s));
    let done = sqlx::query(
        "UPDATE analysis_jobs
         SET status = CASE WHEN $3::text IS NULL THEN 'done' ELSE 'failed' END,
             reason = $3, locked_until = NULL, finished_at = now(),
             retry_after = now() + make_interval(secs => $4)
         WHERE game_id = $1 AND locked_until = $2 AND status = 'running'",
    )
    .bind(job.game_id)
    .bind(job.locked_until)
    .bind(reason)
    .bind(retry_in)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The engine's word on every analysed position of `game`, by ply.
pub async fn positions_of(db: impl PgExecutor<'_>, game: GameId) -> sqlx::Result<Vec<PositionRow>> {
    sqlx::query_as(
        "SELECT ply, cp, mate, best_uci, best_san, line FROM analysis_positions
         WHERE game_id = $1 ORDER BY ply",
    )
    .bind(game)
    .fetch_all(db)
    .await
}
