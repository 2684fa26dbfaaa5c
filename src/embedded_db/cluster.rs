//! Where a private cluster lives and the PostgreSQL programs run on it (`initdb`,
//! `pg_ctl`), as an unprivileged user when we are root. Knows nothing of who uses the
//! cluster: that is `share`'s job.

use std::{
    path::{Path, PathBuf},
    process::{Command, Stdio},
};

use anyhow::{Context, bail};

/// The system user that runs the cluster when we are root (PostgreSQL refuses root).
const UNPRIVILEGED_USER: &str = "postgres";

/// A private cluster's folders and programs; it may or may not be running.
#[derive(Debug, Clone)]
pub struct Cluster {
    bin_dir: PathBuf,
    data_dir: PathBuf,
    socket_dir: PathBuf,
    run_as: Option<&'static str>,
}

fn is_root() -> bool {
    // The effective uid is the third field of /proc's Uid line.
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("Uid:"))
                .and_then(|l| l.split_whitespace().nth(2).map(|uid| uid == "0"))
        })
        .unwrap_or_else(|| std::env::var("USER").is_ok_and(|u| u == "root"))
}

/// Finds the PostgreSQL programs (`initdb`, `pg_ctl`, `pg_dump`, `pg_restore`): on PATH,
/// else under /usr/lib/postgresql/*/bin (newest).
pub fn find_bin_dir() -> anyhow::Result<PathBuf> {
    if let Some(path) = std::env::var_os("PATH") {
        for dir in std::env::split_paths(&path) {
            if dir.join("initdb").is_file() && dir.join("pg_ctl").is_file() {
                // PATH often holds symlinks; the real folder also has createdb.
                let real = std::fs::canonicalize(dir.join("initdb"))?;
                if let Some(real_dir) = real.parent()
                    && real_dir.join("createdb").is_file()
                {
                    return Ok(real_dir.to_owned());
                }
            }
        }
    }
    let mut candidates: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let version = e.file_name().to_string_lossy().parse::<u32>().ok()?;
            let bin = e.path().join("bin");
            bin.join("initdb").is_file().then_some((version, bin))
        })
        .collect();
    candidates.sort();
    match candidates.pop() {
        Some((_, bin)) => Ok(bin),
        None => bail!(
            "no PostgreSQL server binaries found (initdb, pg_ctl): install them \
             (Debian: apt-get install postgresql) or set DATABASE_URL to an existing database"
        ),
    }
}

impl Cluster {
    /// The cluster kept under `base` (the folder is made if missing; as root, a folder
    /// the unprivileged user cannot reach is swapped for one in the temp folder). Finds
    /// the server programs; creates no cluster.
    pub fn locate(base: &Path) -> anyhow::Result<Self> {
        let bin_dir = find_bin_dir()?;
        let run_as = is_root().then_some(UNPRIVILEGED_USER);
        std::fs::create_dir_all(base).with_context(|| format!("creating {}", base.display()))?;
        let mut base = std::fs::canonicalize(base)?;
        if let Some(user) = run_as
            && !user_can_reach(user, &base)
        {
            // A checkout under root's home is unreadable to the postgres user.
            let fallback = std::env::temp_dir().join(format!("corrchess-pg-{}", short_hash(&base)));
            tracing::info!(
                "{} is not reachable by the {user} user; keeping the cluster in {}",
                base.display(),
                fallback.display()
            );
            std::fs::create_dir_all(&fallback)?;
            ensure_private_dir(&fallback, user)?;
            base = fallback;
        }
        Ok(Self {
            bin_dir,
            data_dir: base.join("data"),
            socket_dir: base.join("run"),
            run_as,
        })
    }

    /// The cluster's data folder (`pg_ctl -D`).
    pub fn data_dir(&self) -> &Path {
        &self.data_dir
    }

    /// The connection URL for `db_name` over the cluster's socket.
    pub fn url(&self, db_name: &str) -> String {
        format!(
            "postgres:///{db_name}?host={}&user=postgres",
            self.socket_dir.display()
        )
    }

    /// A PostgreSQL server program (`pg_ctl`, `psql` ...) from the cluster's
    /// installation, run as the cluster's owner from `/`, with no standard input.
    pub fn command(&self, program: &str) -> Command {
        let path = self.bin_dir.join(program);
        let mut cmd = match self.run_as {
            Some(user) => {
                let mut c = Command::new(runuser());
                c.args(["-u", user, "--"]).arg(path);
                c
            }
            None => Command::new(path),
        };
        cmd.current_dir("/").stdin(Stdio::null());
        cmd
    }

    fn run(&self, mut cmd: Command, what: &str) -> anyhow::Result<String> {
        let out = cmd.output().with_context(|| format!("running {what}"))?;
        if !out.status.success() {
            bail!(
                "{what} failed: {}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
        }
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    }

    /// Makes the socket folder and, on first use, the cluster itself (`initdb`).
    pub fn init_if_needed(&self) -> anyhow::Result<()> {
        std::fs::create_dir_all(&self.socket_dir)?;
        if let Some(user) = self.run_as {
            let base = self.data_dir.parent().context("the data folder's parent")?;
            let status = Command::new("chown")
                .arg(format!("{user}:"))
                .arg(base)
                .arg(&self.socket_dir)
                .status()
                .context("chown")?;
            if !status.success() {
                bail!("could not give {} to the {user} user", base.display());
            }
        }
        if self.data_dir.join("PG_VERSION").is_file() {
            return Ok(());
        }
        tracing::info!(
            "creating a private PostgreSQL cluster in {}",
            self.data_dir.display()
        );
        let mut cmd = self.command("initdb");
        cmd.arg("-D").arg(&self.data_dir).args([
            "-U",
            "postgres",
            "--auth=trust",
            "-E",
            "UTF8",
            "--locale=C",
            "--no-sync",
        ]);
        self.run(cmd, "initdb")?;
        Ok(())
    }

    /// Whether `pg_ctl status` finds a server on the data folder (it says so from the
    /// moment the server starts until its shutdown ends, and briefly after a crash).
    pub fn is_running(&self) -> bool {
        let mut status = self.command("pg_ctl");
        status.arg("status").arg("-D").arg(&self.data_dir);
        status.output().is_ok_and(|o| o.status.success())
    }

    /// One `pg_ctl start`, waiting until the server takes connections (or a minute).
    pub fn start(&self) -> anyhow::Result<()> {
        let mut options = format!(
            // Trust authentication: only the cluster's owner (and root) may use the socket.
            "-k {} -c listen_addresses='' -c unix_socket_permissions=0700 -c fsync=on",
            self.socket_dir.display()
        );
        if self.has_statement_statistics() {
            // Per-statement counts and times for operators (and the query-count tests).
            // Room for 20,000 statements (about 8 MB of shared memory): the test suite's
            // hundreds of databases each count theirs apart, and a statement evicted
            // between two readings would vanish from a count.
            options.push_str(
                " -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.max=20000",
            );
        }
        let mut cmd = self.command("pg_ctl");
        cmd.arg("start")
            .arg("-D")
            .arg(&self.data_dir)
            .arg("-l")
            .arg(self.data_dir.join("server.log"))
            .args(["-w", "-t", "60", "-o"])
            .arg(&options);
        self.run(cmd, "pg_ctl start").map(drop)
    }

    /// Whether the server's library directory has `pg_stat_statements` (it ships with
    /// the server in Debian's packages, but other builds may leave it out).
    fn has_statement_statistics(&self) -> bool {
        self.bin_dir
            .parent()
            .is_some_and(|dir| dir.join("lib/pg_stat_statements.so").is_file())
    }

    /// Stops the server (fast shutdown: open sessions are ended) and waits for it.
    pub fn stop(&self) {
        let mut cmd = self.command("pg_ctl");
        cmd.arg("stop")
            .arg("-D")
            .arg(&self.data_dir)
            .args(["-m", "fast", "-w"]);
        match self.run(cmd, "pg_ctl stop") {
            Ok(_) => tracing::info!("private PostgreSQL cluster stopped"),
            Err(e) => tracing::warn!("stopping the private PostgreSQL cluster: {e:#}"),
        }
    }
}

/// The `runuser` program (util-linux), which may live outside a minimal PATH.
fn runuser() -> &'static str {
    ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser"]
        .into_iter()
        .find(|p| Path::new(p).is_file())
        .unwrap_or("runuser")
}

/// Whether `user` can traverse every directory above `dir` (it will own `dir` itself).
/// The temp folder is shared with every local user, who could have made the fallback
/// folder first (as a symlink, or with a symlinked `run` inside, which root would then
/// chown). Accept it only as a real folder of root's or `user`'s, and keep it private.
fn ensure_private_dir(dir: &Path, user: &str) -> anyhow::Result<()> {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let meta = std::fs::symlink_metadata(dir)?;
    let user_uid = Command::new("id")
        .args(["-u", user])
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|s| s.trim().parse::<u32>().ok());
    if !meta.is_dir() || !(meta.uid() == 0 || Some(meta.uid()) == user_uid) {
        bail!(
            "{} exists but is not a folder owned by root or {user}; remove it or set DATA_DIR",
            dir.display()
        );
    }
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))?;
    Ok(())
}

fn user_can_reach(user: &str, dir: &Path) -> bool {
    dir.ancestors().skip(1).all(|a| {
        Command::new(runuser())
            .args(["-u", user, "--", "test", "-x"])
            .arg(a)
            .current_dir("/")
            .status()
            .is_ok_and(|s| s.success())
    })
}

fn short_hash(path: &Path) -> String {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(path.as_os_str().as_encoded_bytes());
    hex::encode(&digest[..6])
}
