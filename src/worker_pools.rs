//! Each HTTP worker thread's own database connections.
//!
//! actix-web runs every worker on a single-threaded runtime of its own. A connection's
//! socket belongs to the runtime that opened it: when a worker uses a connection that
//! another runtime opened, every reply from PostgreSQL first wakes that other runtime's
//! thread, which then wakes the worker (two context switches per statement instead of
//! none). So each worker gets a pool of its own, opened lazily by its own requests, and
//! the one shared pool (opened on the main runtime) serves the background work only.

use std::{
    sync::{
        Arc, Mutex,
        atomic::{AtomicU32, Ordering},
    },
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
    connections: u32,
    workers: u32,
    wait: Duration,
    started: AtomicU32,
    made: Mutex<Vec<PgPool>>,
}

impl WorkerPools {
    /// Pools for `workers` workers sharing `connections` connections; a request waits up
    /// to `wait` for a free connection.
    pub fn new(
        options: PgConnectOptions,
        connections: u32,
        workers: usize,
        wait: Duration,
    ) -> Arc<Self> {
        Arc::new(WorkerPools {
            options,
            connections,
            workers: u32::try_from(workers).unwrap_or(u32::MAX).max(1),
            wait,
            started: AtomicU32::new(0),
            made: Mutex::new(Vec::new()),
        })
    }

    /// A new pool for the calling worker, and the guard that closes it when the worker's
    /// app goes (a worker restarted after a panic, or the server stopping). Call it on the
    /// worker's thread: its connections open when that worker's requests first need
    /// them, so they belong to that worker's runtime.
    pub fn for_this_worker(&self) -> (PgPool, ClosesWithWorker) {
        let index = self.started.fetch_add(1, Ordering::Relaxed) % self.workers;
        let pool = PgPoolOptions::new()
            .max_connections(share(self.connections, self.workers, index))
            .acquire_timeout(self.wait)
            .connect_lazy_with(self.options.clone());
        let mut made = self.lock();
        made.retain(|p| !p.is_closed());
        made.push(pool.clone());
        (pool.clone(), ClosesWithWorker(pool))
    }

    /// Every running worker's pool.
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

/// Closes a worker's pool when dropped (the worker's app holds it): the idle
/// connections go once the last request using the pool is done.
#[derive(Debug)]
pub struct ClosesWithWorker(PgPool);

impl Drop for ClosesWithWorker {
    fn drop(&mut self) {
        // Marks the pool closed at once; waiting for its connections is not needed.
        std::mem::drop(self.0.close());
    }
}

/// How many HTTP workers run: one per CPU, but no more than `connections` (every worker
/// needs one).
pub fn workers_for(connections: u32, cpus: usize) -> usize {
    cpus.clamp(1, connections.max(1) as usize)
}

/// Worker `index`'s share of `connections` over `workers`: the remainder goes to the
/// first ones, so that together they hold exactly `connections` (at least one each).
pub fn share(connections: u32, workers: u32, index: u32) -> u32 {
    let workers = workers.max(1);
    let base = connections / workers;
    (base + u32::from(index < connections % workers)).max(1)
}

#[cfg(test)]
mod tests {
    use super::{share, workers_for};

    #[test]
    fn the_workers_hold_exactly_the_connections_allowed() {
        assert_eq!(workers_for(10, 2), 2);
        assert_eq!(workers_for(1, 8), 1);
        assert_eq!(workers_for(3, 8), 3);
        assert_eq!(
            (0..3).map(|i| share(10, 3, i)).collect::<Vec<_>>(),
            [4, 3, 3]
        );
        for connections in 1..60 {
            for cpus in 1..12 {
                let workers = workers_for(connections, cpus);
                assert!(workers >= 1 && workers <= cpus);
                let shares: Vec<u32> = (0..workers as u32)
                    .map(|i| share(connections, workers as u32, i))
                    .collect();
                assert!(shares.iter().all(|&n| n >= 1));
                assert_eq!(
                    shares.iter().sum::<u32>(),
                    connections,
                    "{connections} over {cpus}"
                );
            }
        }
    }
}
