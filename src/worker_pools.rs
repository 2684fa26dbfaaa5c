//! Each HTTP worker thread's own database connections.
//!
//! actix-web runs every worker on a single-threaded runtime of its own. A connection's
//! socket belongs to the runtime that opened it: when a worker uses a connection that
//! another runtime opened, every reply from PostgreSQL first wakes that other runtime's
//! thread, which then wakes the worker (two context switches per statement instead of
//! none). So each worker gets a pool of its own, opened lazily by its own requests, and
//! the one shared pool (opened on the main runtime) serves the background work only.

use std::{
    sync::{Arc, Mutex},
    time::Duration,
};

use sqlx::{
    PgPool,
    postgres::{PgConnectOptions, PgPoolOptions},
};

/// Where the workers' pools come from, and every pool made so far (for the metrics).
#[derive(Debug)]
pub struct WorkerPools {
    options: PgConnectOptions,
    each: u32,
    wait: Duration,
    made: Mutex<Vec<PgPool>>,
}

impl WorkerPools {
    /// Pools of `each` connections on the database of `options`; a request waits up to
    /// `wait` for a free connection.
    pub fn new(options: PgConnectOptions, each: u32, wait: Duration) -> Arc<Self> {
        Arc::new(WorkerPools {
            options,
            each: each.max(1),
            wait,
            made: Mutex::new(Vec::new()),
        })
    }

    /// A new pool for the calling worker. Call it on the worker's thread: its
    /// connections open when that worker's requests first need them, so they belong to
    /// that worker's runtime.
    pub fn for_this_worker(&self) -> PgPool {
        let pool = PgPoolOptions::new()
            .max_connections(self.each)
            .acquire_timeout(self.wait)
            .connect_lazy_with(self.options.clone());
        self.lock().push(pool.clone());
        pool
    }

    /// Every worker's pool (a restarted worker's old pool is closed and skipped).
    pub fn all(&self) -> Vec<PgPool> {
        let mut made = self.lock();
        made.retain(|p| !p.is_closed());
        made.clone()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<PgPool>> {
        // A panic while holding the lock leaves plain data behind: keep using it.
        self.made.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// How many HTTP workers run and how many database connections each may hold: one
/// worker per CPU, but no more workers than connections, so that together they hold at
/// most `connections` (every worker needs one).
pub fn split(connections: u32, cpus: usize) -> (usize, u32) {
    let workers = cpus.clamp(1, connections.max(1) as usize);
    let each = (connections / workers as u32).max(1);
    (workers, each)
}

#[cfg(test)]
mod tests {
    use super::split;

    #[test]
    fn the_workers_never_hold_more_connections_than_allowed() {
        assert_eq!(split(10, 2), (2, 5));
        assert_eq!(split(10, 3), (3, 3));
        assert_eq!(split(1, 8), (1, 1));
        assert_eq!(split(3, 8), (3, 1));
        for connections in 1..60 {
            for cpus in 1..12 {
                let (workers, each) = split(connections, cpus);
                assert!(workers >= 1 && each >= 1);
                assert!(
                    workers as u32 * each <= connections,
                    "{connections} over {cpus}"
                );
                assert!(workers <= cpus);
            }
        }
    }
}
