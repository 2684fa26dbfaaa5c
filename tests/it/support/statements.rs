//! Counts the SQL statements the app sends to its database, through PostgreSQL's
//! `pg_stat_statements` (the test cluster preloads it), so a test can hold a request to a
//! budget of round trips and a new N+1 query fails the build. Every statement counts,
//! `BEGIN` and `COMMIT` included; the counter's own queries do not.
//!
//! Run the app with `mail_worker = false` (and no job due), or the worker's polling
//! would be counted too.

use std::collections::HashMap;

use sqlx::PgPool;

/// Statement totals of one database, by normalised statement text.
pub struct StatementCounter {
    pool: PgPool,
}

/// What ran between two readings: each statement with how often it ran.
pub struct Ran {
    pub statements: Vec<(String, i64)>,
}

impl Ran {
    /// Statements sent, repeats included.
    pub fn total(&self) -> i64 {
        self.statements.iter().map(|(_, n)| n).sum()
    }

    /// Statements sent apart from reading who is asking, the session or the API token
    /// (which come from memory or not, depending on what changed just before).
    pub fn besides_caller(&self) -> i64 {
        self.statements
            .iter()
            .filter(|(q, _)| !q.contains(SESSION_READ) && !q.contains(TOKEN_READ))
            .map(|(_, n)| n)
            .sum()
    }

    /// Whether an API token's owner was read.
    pub fn read_token(&self) -> bool {
        self.statements.iter().any(|(q, _)| q.contains(TOKEN_READ))
    }

    /// Whether the session was read.
    pub fn read_session(&self) -> bool {
        self.statements
            .iter()
            .any(|(q, _)| q.contains(SESSION_READ))
    }

    /// Asserts at most `budget` statements ran, listing them when more did.
    #[track_caller]
    pub fn assert_at_most(&self, budget: i64, what: &str) {
        assert!(
            self.total() <= budget,
            "{what}: {} statements, budget {budget}:\n{}",
            self.total(),
            self.listing()
        );
    }

    /// One line per statement: how often, and its text on one line.
    pub fn listing(&self) -> String {
        self.statements
            .iter()
            .map(|(q, n)| {
                format!(
                    "{n:>3} × {}",
                    q.split_whitespace().collect::<Vec<_>>().join(" ")
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// What the statement that reads a session contains.
pub const SESSION_READ: &str = "FROM sessions WHERE token_hash";
/// Part of the statement that reads an API token's owner.
pub const TOKEN_READ: &str = "SELECT id, user_id, last_used_at FROM api_tokens";

/// The game view cache's probe (`SELECT pg_notify(…)`, every 30 s on a timer of its own)
/// is no request's statement, and would make a count depend on when it fell.
const READING: &str = "SELECT query, calls FROM pg_stat_statements s
     JOIN pg_database d ON d.oid = s.dbid
     WHERE d.datname = current_database() AND s.query NOT LIKE '%pg_stat_statements%'
       AND s.query NOT LIKE 'SELECT pg_notify(%'";

impl StatementCounter {
    /// Turns counting on for the app's database.
    pub async fn new(pool: &PgPool) -> Self {
        sqlx::query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
            .execute(pool)
            .await
            .expect("pg_stat_statements: the test server must preload it");
        let counter = Self { pool: pool.clone() };
        counter.settle().await;
        counter
    }

    /// Waits until the app sends nothing for a moment: the job pass every server makes
    /// when it starts must not be counted as a request's statements.
    async fn settle(&self) {
        let mut last = self.reading().await;
        for _ in 0..50 {
            tokio::time::sleep(std::time::Duration::from_millis(200)).await;
            let now = self.reading().await;
            if now == last {
                return;
            }
            last = now;
        }
    }

    async fn reading(&self) -> HashMap<String, i64> {
        sqlx::query_as::<_, (String, i64)>(READING)
            .fetch_all(&self.pool)
            .await
            .expect("read pg_stat_statements")
            .into_iter()
            .fold(HashMap::new(), |mut all, (q, n)| {
                *all.entry(q).or_default() += n;
                all
            })
    }

    /// A reading that two readings 30 ms apart agree on: a statement's figures are
    /// recorded when its portal closes, which may come a moment after the app has its
    /// rows and answered (up to two seconds of waiting).
    async fn steady_reading(&self) -> HashMap<String, i64> {
        let mut last = self.reading().await;
        for _ in 0..60 {
            tokio::time::sleep(std::time::Duration::from_millis(30)).await;
            let now = self.reading().await;
            if now == last {
                break;
            }
            last = now;
        }
        last
    }

    /// The statements that ran while `work` did.
    pub async fn during<F: std::future::Future<Output = T>, T>(&self, work: F) -> (T, Ran) {
        let before = self.steady_reading().await;
        let out = work.await;
        let after = self.steady_reading().await;
        let mut statements: Vec<(String, i64)> = after
            .into_iter()
            .map(|(q, n)| {
                let earlier = before.get(&q).copied().unwrap_or(0);
                (q, n - earlier)
            })
            .filter(|(_, n)| *n > 0)
            .collect();
        statements.sort();
        (out, Ran { statements })
    }
}
