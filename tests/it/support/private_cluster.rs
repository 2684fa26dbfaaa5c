//! What the private-cluster tests look at from outside: a scratch data folder, and the
//! cluster's server process (its pid from `postmaster.pid`, and whether it still runs).

use std::path::{Path, PathBuf};

use corrchess::embedded_db::Cluster;

/// A data folder removed at the end of the test, pass or fail (declare it before the
/// servers and users of the cluster, so that they are gone first).
pub struct Scratch(pub PathBuf);

impl Scratch {
    /// A new folder under the test target's temp folder, its name starting with `name`.
    pub fn new(name: &str) -> Self {
        Self(
            Path::new(env!("CARGO_TARGET_TMPDIR"))
                .join(format!("{name}-{}", uuid::Uuid::new_v4().simple())),
        )
    }

    /// The private cluster kept under `DATA_DIR=self` (`serve` keeps it in `postgres/`).
    pub fn served_cluster(&self) -> Cluster {
        Cluster::locate(&self.0.join("postgres")).expect("locate the private cluster")
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The process id of the cluster's server, from the first line of `postmaster.pid`.
pub fn server_pid(cluster: &Cluster) -> u32 {
    let pid_file = cluster.data_dir().join("postmaster.pid");
    let text = std::fs::read_to_string(&pid_file).expect("postmaster.pid of a running cluster");
    text.lines().next().unwrap().trim().parse().unwrap()
}

/// Whether process `pid` runs (a process that ended but was not reaped yet does not).
pub fn runs(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        // The state follows the command's name in parentheses: "Z" for ended.
        stat.rsplit_once(") ")
            .is_some_and(|(_, rest)| !rest.starts_with('Z') && !rest.starts_with('X'))
    })
}

/// Asserts the cluster is stopped as an operator would check: `pg_ctl status` says no
/// server runs, and the server process `pid` is gone.
pub fn assert_stopped(cluster: &Cluster, pid: u32) {
    assert!(
        !cluster.is_running(),
        "pg_ctl status says the cluster still runs"
    );
    // pg_ctl stop returns when the server removed its pid file, just before it exits.
    let mut tries = 0;
    while runs(pid) && tries < 200 {
        std::thread::sleep(std::time::Duration::from_millis(50));
        tries += 1;
    }
    assert!(!runs(pid), "the cluster's server process {pid} still runs");
}
