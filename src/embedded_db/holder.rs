//! The thread that holds this process's share of the private cluster for the process's
//! whole life: it takes the share, checks it every few seconds, takes it again (starting
//! the cluster) when the cluster went away under it, and leaves when told.

use std::{
    sync::mpsc::{Receiver, RecvTimeoutError, Sender},
    time::Duration,
};

use sqlx::PgConnection;
use tokio::{runtime::Runtime, sync::watch};

use super::{
    cluster::Cluster,
    share::{self, Arrival},
};

/// How often the share's connection is checked: how soon a cluster that went away is
/// started again.
const CHECK_EVERY: Duration = Duration::from_secs(2);

/// What the holder thread owns.
pub struct Holder {
    pub cluster: Cluster,
    /// Never sent on: the owner drops its end to leave.
    pub leave: Receiver<()>,
    /// Set when the cluster went away and could not be started again.
    pub lost: watch::Sender<bool>,
}

impl Holder {
    /// The thread's body: arrives (saying on `ready` whether it could), holds the share
    /// until the owner leaves, then leaves the cluster.
    pub fn run(self, db_name: &str, ready: &Sender<anyhow::Result<()>>) {
        let rt = match tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
        {
            Ok(rt) => rt,
            Err(e) => {
                let _ = ready.send(Err(e.into()));
                return;
            }
        };
        // The connection's socket belongs to this runtime, also when it is dropped.
        let _in_runtime = rt.enter();
        let conn = match self.arrive(&rt, db_name) {
            Ok(conn) => conn,
            Err(e) => {
                let _ = ready.send(Err(e));
                return;
            }
        };
        let _ = ready.send(Ok(()));
        let conn = self.hold(&rt, conn);
        share::leave(&self.cluster, &rt, conn);
    }

    fn arrive(&self, rt: &Runtime, db_name: &str) -> anyhow::Result<PgConnection> {
        let mut wait = |pause| {
            std::thread::sleep(pause);
            true
        };
        let (mut conn, arrival) = share::take(&self.cluster, rt, &mut wait)?;
        let data_dir = self.cluster.data_dir().display();
        match arrival {
            Arrival::Started => {
                tracing::info!("started the private PostgreSQL cluster in {data_dir}");
            }
            Arrival::Found => tracing::info!(
                "the private PostgreSQL cluster in {data_dir} is running already (another \
                 corrchess process uses it): using it; the last process to leave stops it"
            ),
        }
        rt.block_on(share::create_database(&mut conn, db_name))?;
        Ok(conn)
    }

    /// Checks the share every [`CHECK_EVERY`] until the owner leaves, and takes it again
    /// when it is gone. Returns the connection to leave with: None when the cluster is
    /// lost (it could not be started again; the owner hears of it through `lost`).
    fn hold(&self, rt: &Runtime, mut conn: PgConnection) -> Option<PgConnection> {
        loop {
            if self.leave.recv_timeout(CHECK_EVERY) != Err(RecvTimeoutError::Timeout) {
                return Some(conn);
            }
            if rt.block_on(share::check(&mut conn)).is_ok() {
                continue;
            }
            let data_dir = self.cluster.data_dir().display();
            tracing::warn!(
                "the private PostgreSQL cluster in {data_dir} went away: starting it again"
            );
            let mut leaving = false;
            let mut wait = |pause| {
                leaving = self.leave.recv_timeout(pause) != Err(RecvTimeoutError::Timeout);
                !leaving
            };
            match share::take(&self.cluster, rt, &mut wait) {
                Ok((again, _)) => {
                    tracing::info!("the private PostgreSQL cluster in {data_dir} is back");
                    conn = again;
                }
                Err(_) if leaving => return None,
                Err(e) => {
                    tracing::error!(
                        "the private PostgreSQL cluster in {data_dir} could not be started \
                         again: {e:#}"
                    );
                    self.lost.send_replace(true);
                    let _ = self.leave.recv();
                    return None;
                }
            }
        }
    }
}
