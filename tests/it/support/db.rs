//! A fresh, migrated database per test on a real PostgreSQL server: the private test
//! cluster under target/ (started once, reused), or `TEST_DATABASE_URL`'s server.

use std::sync::OnceLock;

use corrchess::{embedded_db::EmbeddedPostgres, store::MIGRATOR};
use sqlx::{Connection, Executor, PgConnection};

struct Server {
    /// URL of a maintenance database where we may run CREATE DATABASE.
    admin_url: String,
    template: String,
    /// The pipe to the cluster's keeper; it closes when this process ends, whatever ends it.
    _keeper: Option<std::process::ChildStdin>,
}

/// Names the private cluster's folder for the keeper (set on the keeper process only).
const KEEPER_ENV: &str = "CORRCHESS_TEST_CLUSTER_KEEPER";

/// The private test cluster's folder: `CORRCHESS_TEST_CLUSTER_DIR` (a test of the keeper
/// itself sets it), else target/tmp/postgres.
fn cluster_dir() -> std::path::PathBuf {
    std::env::var_os("CORRCHESS_TEST_CLUSTER_DIR")
        .filter(|d| !d.is_empty())
        .map_or_else(
            || std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("postgres"),
            Into::into,
        )
}

/// Starts the private cluster through a keeper: this test binary again, running only
/// [`cluster_keeper`], which holds the cluster's share until our end of its stdin
/// closes. A static is never dropped, so this process cannot leave the cluster itself
/// when the tests end; the keeper leaves for it (stopping the cluster when it is the
/// last user), so `cargo test` leaves no server running. Returns the maintenance URL.
#[allow(
    clippy::zombie_processes,
    reason = "the keeper outlives this process on purpose: it leaves the cluster after us"
)]
fn start_keeper() -> (String, std::process::ChildStdin) {
    use std::io::BufRead;
    // Not waited for on purpose: the keeper outlives this process's tests (see above).
    #[allow(clippy::zombie_processes)]
    let mut child = std::process::Command::new(std::env::current_exe().expect("test binary"))
        .args([
            "support::db::cluster_keeper",
            "--exact",
            "--ignored",
            "--nocapture",
        ])
        .env(KEEPER_ENV, cluster_dir())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::inherit())
        .spawn()
        .expect("start the test cluster's keeper");
    let mut lines = std::io::BufReader::new(child.stdout.take().expect("the keeper's stdout"))
        .lines()
        .map_while(Result::ok);
    let url = lines
        // libtest may print the test's name on the same line first.
        .find_map(|line| Some(line.split_once("cluster-url=")?.1.trim().to_owned()))
        .expect("the keeper starts the test PostgreSQL cluster");
    let stdin = child.stdin.take().expect("the keeper's stdin");
    // Read the rest of what the keeper writes, so that its last lines find a reader, and
    // reap the keeper once it ends.
    std::thread::spawn(move || {
        lines.for_each(drop);
        let _ = child.wait();
    });
    (url, stdin)
}

/// Not a test: the test cluster's keeper (see [`start_keeper`]). Run without its
/// variable (as `--include-ignored` does), it returns at once.
#[test]
#[ignore = "the test cluster's keeper, started by the tests themselves"]
fn cluster_keeper() {
    let Some(dir) = std::env::var_os(KEEPER_ENV) else {
        return;
    };
    let cluster = EmbeddedPostgres::start(std::path::Path::new(&dir), "postgres")
        .expect("start the test PostgreSQL cluster");
    println!("cluster-url={}", cluster.url("postgres"));
    // Blocks until every writer of our stdin, the test process, has ended.
    let _ = std::io::copy(&mut std::io::stdin(), &mut std::io::sink());
    cluster.leave();
}

fn with_database(url: &str, db: &str) -> String {
    let mut parsed = url::Url::parse(url).expect("valid database URL");
    parsed.set_path(&format!("/{db}"));
    parsed.to_string()
}

fn template_name() -> String {
    use sha2::{Digest, Sha256};
    let mut hasher = Sha256::new();
    for m in MIGRATOR.iter() {
        hasher.update(m.version.to_le_bytes());
        hasher.update(&*m.checksum);
    }
    format!("corrchess_tpl_{}", hex::encode(&hasher.finalize()[..6]))
}

fn server() -> &'static Server {
    static SERVER: OnceLock<Server> = OnceLock::new();
    SERVER.get_or_init(|| {
        let (admin_url, keeper) = match std::env::var("TEST_DATABASE_URL") {
            Ok(url) if !url.is_empty() => (url, None),
            _ => {
                let (url, keeper) = start_keeper();
                (url, Some(keeper))
            }
        };
        let template = template_name();
        let (admin, tpl) = (admin_url.clone(), template.clone());
        // Build the template on a runtime of its own: each test has its own runtime.
        std::thread::spawn(move || {
            tokio::runtime::Runtime::new().unwrap().block_on(async {
                let mut conn = PgConnection::connect(&admin)
                    .await
                    .expect("connect to the test server");
                drop_stale_databases(&mut conn).await;
                let exists: Option<i32> =
                    sqlx::query_scalar("SELECT 1 FROM pg_database WHERE datname = $1")
                        .bind(&tpl)
                        .fetch_optional(&mut conn)
                        .await
                        .unwrap();
                if exists.is_none() {
                    // Another test process may race us: build under a scratch name, then rename.
                    let scratch = format!("{tpl}_{}", uuid::Uuid::new_v4().simple());
                    conn.execute(sqlx::AssertSqlSafe(format!("CREATE DATABASE {scratch}")))
                        .await
                        .unwrap();
                    let mut db = PgConnection::connect(&with_database(&admin, &scratch))
                        .await
                        .unwrap();
                    MIGRATOR.run(&mut db).await.expect("migrations apply");
                    db.close().await.unwrap();
                    let renamed = conn
                        .execute(sqlx::AssertSqlSafe(format!(
                            "ALTER DATABASE {scratch} RENAME TO {tpl}"
                        )))
                        .await;
                    if renamed.is_err() {
                        let _ = conn
                            .execute(sqlx::AssertSqlSafe(format!("DROP DATABASE {scratch}")))
                            .await;
                    }
                }
            })
        })
        .join()
        .expect("template database");
        Server {
            admin_url,
            template,
            _keeper: keeper,
        }
    })
}

/// A new test database's name: `t_`, the creation time in Unix seconds, a random part.
fn test_database_name() -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    format!("t_{now}_{}", uuid::Uuid::new_v4().simple())
}

/// Drops test databases made over an hour ago by earlier runs, so a reused cluster does
/// not grow by a database per test for ever. One still in use refuses to go; that is
/// fine.
async fn drop_stale_databases(conn: &mut PgConnection) {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let names: Vec<String> =
        sqlx::query_scalar("SELECT datname FROM pg_database WHERE datname LIKE 't\\_%'")
            .fetch_all(&mut *conn)
            .await
            .unwrap_or_default();
    for name in names {
        let made: Option<u64> = name.split('_').nth(1).and_then(|s| s.parse().ok());
        // Names without a time come from before times were written into them.
        if made.is_none_or(|at| at + 3600 < now) {
            let _ = conn
                .execute(sqlx::AssertSqlSafe(format!(
                    "DROP DATABASE IF EXISTS {name}"
                )))
                .await;
        }
    }
}

/// Creates an empty, migrated database and returns its URL.
pub async fn fresh_database() -> String {
    let server = server();
    let name = test_database_name();
    let mut conn = PgConnection::connect(&server.admin_url)
        .await
        .expect("connect to the test server");
    let mut attempts = 0;
    loop {
        let sql = format!("CREATE DATABASE {name} TEMPLATE {}", server.template);
        match conn.execute(sqlx::AssertSqlSafe(sql)).await {
            Ok(_) => break,
            // "source database is being accessed by other users": a concurrent copy.
            Err(e) if attempts < 50 => {
                attempts += 1;
                let _ = e;
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            }
            Err(e) => panic!("creating a test database: {e}"),
        }
    }
    conn.close().await.ok();
    with_database(&server.admin_url, &name)
}

/// Creates a database with no migrations applied and returns its URL (for testing a
/// migration over the data of an earlier schema).
pub async fn empty_database() -> String {
    let server = server();
    let name = test_database_name();
    let mut conn = PgConnection::connect(&server.admin_url)
        .await
        .expect("connect to the test server");
    conn.execute(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .await
        .expect("create an empty test database");
    conn.close().await.ok();
    with_database(&server.admin_url, &name)
}

/// Drops a database made by [`fresh_database`], ending its open connections (to test
/// what the app does when its database goes away).
pub async fn drop_database(url: &str) {
    let server = server();
    let name = url::Url::parse(url).expect("valid database URL").path()[1..].to_owned();
    assert!(name.starts_with("t_"), "only test databases are dropped");
    let mut conn = PgConnection::connect(&server.admin_url)
        .await
        .expect("connect to the test server");
    conn.execute(sqlx::AssertSqlSafe(format!(
        "DROP DATABASE {name} WITH (FORCE)"
    )))
    .await
    .expect("drop the test database");
    conn.close().await.ok();
}
