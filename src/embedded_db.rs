//! A private PostgreSQL cluster started from the machine's server binaries, so that a
//! bare `cargo run` needs no database setup. The cluster listens on a unix socket only
//! (no clash with anything on port 5432) and is stopped by the process that started it
//! when that process stops; other processes on the same folder use it and leave it.

use std::{
    path::{Path, PathBuf},
    process::{Command, Stdio},
    time::Duration,
};

use anyhow::{Context, bail};

/// The system user that runs the cluster when we are root (PostgreSQL refuses root).
const UNPRIVILEGED_USER: &str = "postgres";

/// How long to wait for a cluster that is still recovering from a crash (it syncs
/// every file of every database first, which takes minutes on a large one).
const RECOVERY_WAIT: Duration = Duration::from_secs(15 * 60);

/// A running private cluster; on shutdown call [`EmbeddedPostgres::stop`] when
/// [`EmbeddedPostgres::started_here`] says this process started it.
#[derive(Debug)]
pub struct EmbeddedPostgres {
    bin_dir: PathBuf,
    data_dir: PathBuf,
    socket_dir: PathBuf,
    run_as: Option<&'static str>,
    /// Whether this process started the server (rather than finding it running).
    started_here: bool,
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

impl EmbeddedPostgres {
    /// Starts (creating on first use) the cluster under `base`, and makes sure the
    /// database `db_name` exists. Blocking: call before or outside the async runtime.
    pub fn start(base: &Path, db_name: &str) -> anyhow::Result<Self> {
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
        let mut this = Self {
            bin_dir,
            data_dir: base.join("data"),
            socket_dir: base.join("run"),
            run_as,
            started_here: false,
        };
        this.init_if_needed(&base)?;
        this.started_here = this.start_server()?;
        if !this.started_here {
            tracing::info!(
                "the private PostgreSQL cluster in {} is running already (another corrchess \
                 process started it): using it, and leaving it running on exit",
                this.data_dir.display()
            );
        }
        this.create_database(db_name)?;
        Ok(this)
    }

    /// The connection URL for `db_name` over the cluster's socket.
    pub fn url(&self, db_name: &str) -> String {
        format!(
            "postgres:///{db_name}?host={}&user=postgres",
            self.socket_dir.display()
        )
    }

    fn command(&self, program: &str) -> Command {
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

    fn init_if_needed(&self, base: &Path) -> anyhow::Result<()> {
        std::fs::create_dir_all(&self.socket_dir)?;
        if let Some(user) = self.run_as {
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

    /// Starts the server unless it runs already; true when this call started it.
    fn start_server(&self) -> anyhow::Result<bool> {
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
        let mut last_error = None;
        // After a crash pg_ctl may briefly think a stale server runs: retry.
        for _ in 0..10 {
            let mut status = self.command("pg_ctl");
            status.arg("status").arg("-D").arg(&self.data_dir);
            if status.output().is_ok_and(|o| o.status.success()) {
                return Ok(false);
            }
            let mut cmd = self.command("pg_ctl");
            cmd.arg("start")
                .arg("-D")
                .arg(&self.data_dir)
                .arg("-l")
                .arg(self.data_dir.join("server.log"))
                .args(["-w", "-t", "60", "-o"])
                .arg(&options);
            match self.run(cmd, "pg_ctl start") {
                Ok(_) => return Ok(true),
                Err(e) => last_error = Some(e),
            }
            std::thread::sleep(Duration::from_millis(500));
        }
        Err(last_error.unwrap_or_else(|| anyhow::anyhow!("pg_ctl start failed")))
    }

    /// Whether the server's library directory has `pg_stat_statements` (it ships with
    /// the server in Debian's packages, but other builds may leave it out).
    fn has_statement_statistics(&self) -> bool {
        self.bin_dir
            .parent()
            .is_some_and(|dir| dir.join("lib/pg_stat_statements.so").is_file())
    }

    /// Creates `db_name` unless it exists. A server still recovering from a crash
    /// (`pg_ctl -w` gives up after its timeout, or another process started it a moment
    /// ago) refuses connections while "starting up": wait for it, saying so once.
    fn create_database(&self, db_name: &str) -> anyhow::Result<()> {
        let deadline = std::time::Instant::now() + RECOVERY_WAIT;
        let mut said = false;
        loop {
            let mut cmd = self.command("createdb");
            cmd.arg("-h")
                .arg(&self.socket_dir)
                .args(["-U", "postgres", db_name]);
            let out = cmd.output().context("running createdb")?;
            let stderr = String::from_utf8_lossy(&out.stderr);
            if out.status.success() || stderr.contains("already exists") {
                return Ok(());
            }
            let starting = stderr.contains("starting up") || stderr.contains("recovery");
            if !starting || std::time::Instant::now() > deadline {
                bail!("createdb {db_name} failed: {stderr}")
            }
            if !said {
                tracing::info!("the private PostgreSQL cluster is still starting up: waiting");
                said = true;
            }
            std::thread::sleep(Duration::from_millis(500));
        }
    }

    /// Whether this process started the cluster (a command like `admin create` run
    /// beside a serving process finds it running and must leave it so).
    pub fn started_here(&self) -> bool {
        self.started_here
    }

    /// Stops the cluster (fast shutdown: open sessions are ended).
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
