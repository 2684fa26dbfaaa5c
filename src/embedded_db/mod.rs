//! A private PostgreSQL cluster started from the machine's server binaries, so that a
//! bare `cargo run` needs no database setup. It listens on a unix socket only (no clash
//! with anything on port 5432). Any number of corrchess processes may use one cluster:
//! whichever finds it stopped starts it, the last one to leave stops it, and one whose
//! cluster stops under it starts it again (docs/design/private-cluster.md).

mod cluster;
mod holder;
mod share;

use std::{path::Path, sync::mpsc, thread::JoinHandle};

use anyhow::Context;
use tokio::sync::watch;

pub use cluster::{Cluster, find_bin_dir};

/// This process's use of a private cluster, held by a thread of its own from
/// [`EmbeddedPostgres::start`] until [`EmbeddedPostgres::leave`] (or drop).
#[derive(Debug)]
pub struct EmbeddedPostgres {
    cluster: Cluster,
    /// Dropped to tell the holder thread to leave.
    leave: Option<mpsc::Sender<()>>,
    holder: Option<JoinHandle<()>>,
    lost: watch::Receiver<bool>,
}

impl EmbeddedPostgres {
    /// Uses the cluster under `base`: creates it on first use, starts it unless it runs
    /// (waiting for one that is starting up or being stopped), and makes sure the
    /// database `db_name` exists. Blocking (the work runs on the holder thread, so this
    /// may be called from inside an async runtime too).
    pub fn start(base: &Path, db_name: &str) -> anyhow::Result<Self> {
        let cluster = Cluster::locate(base)?;
        cluster.init_if_needed()?;
        let (ready_tx, ready) = mpsc::channel();
        let (leave, leave_rx) = mpsc::channel();
        let (lost_tx, lost) = watch::channel(false);
        let holder = holder::Holder {
            cluster: cluster.clone(),
            leave: leave_rx,
            lost: lost_tx,
        };
        let db_name = db_name.to_owned();
        let thread = std::thread::Builder::new()
            .name("private-cluster".into())
            .spawn(move || holder.run(&db_name, &ready_tx))
            .context("starting the private cluster's thread")?;
        let arrived = ready
            .recv()
            .context("the private cluster's thread ended")
            .and_then(|arrived| arrived);
        if let Err(e) = arrived {
            let _ = thread.join();
            return Err(e);
        }
        Ok(Self {
            cluster,
            leave: Some(leave),
            holder: Some(thread),
            lost,
        })
    }

    /// The connection URL for `db_name` over the cluster's socket.
    pub fn url(&self, db_name: &str) -> String {
        self.cluster.url(db_name)
    }

    /// Completes when the cluster went away and could not be started again: a server
    /// then stops and fails, so that its supervisor restarts it, rather than answer
    /// every request with an error. Never completes otherwise.
    pub fn lost(&self) -> impl Future<Output = ()> + Send + 'static {
        let mut lost = self.lost.clone();
        async move {
            if lost.wait_for(|lost| *lost).await.is_err() {
                // The holder is gone (the process left): nothing more to hear.
                std::future::pending::<()>().await;
            }
        }
    }

    /// Gives up this process's use of the cluster, and stops the cluster when no other
    /// corrchess process uses it. Dropping does the same.
    pub fn leave(mut self) {
        self.leave_now();
    }

    fn leave_now(&mut self) {
        drop(self.leave.take());
        if let Some(holder) = self.holder.take() {
            let _ = holder.join();
        }
    }
}

impl Drop for EmbeddedPostgres {
    fn drop(&mut self) {
        self.leave_now();
    }
}
