//! Who uses a private cluster, counted by PostgreSQL itself: every corrchess process on
//! it holds a shared advisory lock on one connection for as long as it uses it. The
//! process that, on leaving, can take that lock exclusively is the last one out and
//! stops the cluster; newcomers meanwhile wait on the lock until the shutdown ends their
//! connection, then start the cluster again (docs/design/private-cluster.md).

use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use sqlx::{
    AssertSqlSafe, ConnectOptions, Connection, Executor, PgConnection, postgres::PgConnectOptions,
};
use tokio::runtime::Runtime;

use super::cluster::Cluster;

/// The advisory lock every corrchess process holds shared while it uses the cluster
/// ("corrches" in ASCII; the app itself takes no advisory locks in this database).
const KEY: i64 = 0x636F_7272_6368_6573;

/// The database the lock is taken in (advisory locks belong to one database, and initdb
/// makes this one in every cluster).
const DATABASE: &str = "postgres";

/// The share's connection's name in `pg_stat_activity` (not the servers' name, which
/// `restore` counts as servers at work).
const APPLICATION_NAME: &str = "corrchess cluster share";

/// How long to wait for a cluster that does not take connections yet: one recovering
/// from a crash syncs every file of every database first (minutes on a large one), one
/// shutting down writes a checkpoint.
const RECOVERY_WAIT: Duration = Duration::from_secs(15 * 60);

/// The pause between two tries to connect or start.
const RETRY: Duration = Duration::from_millis(500);

/// Failed `pg_ctl start`s in a row before giving up (after a crash pg_ctl may briefly
/// think a stale server runs, and a racing process may have started it first).
const START_TRIES: u32 = 10;

/// How long one connection attempt may take before it counts as failed.
const CONNECT_WAIT: Duration = Duration::from_secs(10);

/// How this process came to its share.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arrival {
    /// It started the cluster.
    Started,
    /// It found the cluster running.
    Found,
}

/// Takes this process's share of the cluster: connects and takes the lock shared,
/// starting the cluster when it is not running and waiting while it starts up or shuts
/// down (a cluster being stopped is never adopted: its shutdown refuses the connection
/// or ends it, and the next try starts it again). `pause` waits between tries and says
/// false when the caller gives up.
pub fn take(
    cluster: &Cluster,
    rt: &Runtime,
    pause: &mut dyn FnMut(Duration) -> bool,
) -> anyhow::Result<(PgConnection, Arrival)> {
    let deadline = Instant::now() + RECOVERY_WAIT;
    let mut arrival = Arrival::Found;
    let mut failed_starts = 0;
    let mut said = false;
    loop {
        let error = match rt.block_on(connect_and_lock(cluster)) {
            Ok(conn) => return Ok((conn, arrival)),
            Err(e) if is_final(&e) => {
                return Err(e).context("connecting to the private PostgreSQL cluster");
            }
            Err(e) => e,
        };
        if !cluster.is_running() {
            match cluster.start() {
                Ok(()) => {
                    arrival = Arrival::Started;
                    continue;
                }
                Err(e) if failed_starts + 1 >= START_TRIES => return Err(e),
                Err(_) => failed_starts += 1,
            }
        } else if !said {
            tracing::info!(
                "the private PostgreSQL cluster in {} is starting up or shutting down \
                 ({error}): waiting",
                cluster.data_dir().display()
            );
            said = true;
        }
        if Instant::now() > deadline {
            bail!(
                "the private PostgreSQL cluster in {} took no connections for {} minutes: {error}",
                cluster.data_dir().display(),
                RECOVERY_WAIT.as_secs() / 60
            );
        }
        if !pause(RETRY) {
            bail!("gave up waiting for the private PostgreSQL cluster");
        }
    }
}

/// Whether a failure to connect will not pass by waiting: any refusal by the server but
/// "cannot connect now" (starting up, shutting down, recovering: 57P03), "terminated by
/// the administrator" (57P01-2) and "too many connections" (53300), or a bad setting.
fn is_final(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Database(db) => !db
            .code()
            .is_some_and(|code| code.starts_with("57") || code.starts_with("53")),
        sqlx::Error::Configuration(_) | sqlx::Error::Tls(_) => true,
        _ => false,
    }
}

async fn connect(cluster: &Cluster) -> sqlx::Result<PgConnection> {
    let options = cluster
        .url(DATABASE)
        .parse::<PgConnectOptions>()?
        .application_name(APPLICATION_NAME)
        // Every few seconds a check, and a lock wait that may be long: neither is news.
        .disable_statement_logging();
    tokio::time::timeout(CONNECT_WAIT, options.connect())
        .await
        .unwrap_or_else(|_elapsed| Err(sqlx::Error::Io(std::io::ErrorKind::TimedOut.into())))
}

/// A connection holding the lock shared. While a leaving process holds it exclusively
/// (it is stopping the cluster) this waits, and the shutdown then ends the connection.
async fn connect_and_lock(cluster: &Cluster) -> sqlx::Result<PgConnection> {
    let mut conn = connect(cluster).await?;
    sqlx::query("SELECT pg_advisory_lock_shared($1)")
        .bind(KEY)
        .execute(&mut conn)
        .await?;
    Ok(conn)
}

/// Whether the share's connection still answers (so the cluster runs).
pub async fn check(conn: &mut PgConnection) -> sqlx::Result<()> {
    conn.ping().await
}

/// Creates `name` unless it exists (another process may make it at the same moment).
pub async fn create_database(conn: &mut PgConnection, name: &str) -> anyhow::Result<()> {
    let exists: Option<i32> = sqlx::query_scalar("SELECT 1 FROM pg_database WHERE datname = $1")
        .bind(name)
        .fetch_optional(&mut *conn)
        .await?;
    if exists.is_some() {
        return Ok(());
    }
    let quoted = name.replace('"', "\"\"");
    match conn
        .execute(AssertSqlSafe(format!("CREATE DATABASE \"{quoted}\"")))
        .await
    {
        Ok(_) => Ok(()),
        // 42P04: made meanwhile; 23505: made at the same moment.
        Err(sqlx::Error::Database(e)) if matches!(e.code().as_deref(), Some("42P04" | "23505")) => {
            Ok(())
        }
        Err(e) => Err(e).with_context(|| format!("creating the database {name}")),
    }
}

/// Gives up the share on its connection and tries to take the lock exclusively: true
/// when no other process holds a share (and this connection now holds it exclusively).
async fn release(conn: &mut PgConnection) -> sqlx::Result<bool> {
    sqlx::query("SELECT pg_advisory_unlock_shared($1)")
        .bind(KEY)
        .execute(&mut *conn)
        .await?;
    try_exclusive(conn).await
}

async fn try_exclusive(conn: &mut PgConnection) -> sqlx::Result<bool> {
    sqlx::query_scalar("SELECT pg_try_advisory_lock($1)")
        .bind(KEY)
        .fetch_one(conn)
        .await
}

/// Leaves the cluster: the last process out stops it, holding the lock exclusively
/// meanwhile so that no newcomer adopts a cluster being stopped. `conn` is the share's
/// connection (None, or a dead one, when the cluster went away: then a new connection
/// asks, and a cluster that takes none has nobody to stop it).
pub fn leave(cluster: &Cluster, rt: &Runtime, conn: Option<PgConnection>) {
    let asked = rt.block_on(async {
        if let Some(mut conn) = conn
            && let Ok(last) = release(&mut conn).await
        {
            return Some((conn, last));
        }
        let mut conn = connect(cluster).await.ok()?;
        let last = try_exclusive(&mut conn).await.ok()?;
        Some((conn, last))
    });
    match asked {
        Some((conn, true)) => {
            cluster.stop();
            drop(conn);
        }
        Some((conn, false)) => {
            tracing::info!(
                "other corrchess processes use the private PostgreSQL cluster: leaving it running"
            );
            let _ = rt.block_on(conn.close());
        }
        None => tracing::info!("the private PostgreSQL cluster is not running"),
    }
}
