//! `corrchess backup FILE` and `corrchess restore FILE`: the whole database in
//! PostgreSQL's custom dump format, with the server's own tools (`pg_dump`,
//! `pg_restore` from the same installation as the private cluster's). The password
//! travels in the tools' environment, never on their command line (where `ps` shows it).

use std::{
    fs::{File, OpenOptions, Permissions},
    io::ErrorKind,
    os::unix::fs::{OpenOptionsExt, PermissionsExt},
    path::Path,
    process::Command,
};

use anyhow::{Context, bail};
use secrecy::{ExposeSecret, SecretString};

use crate::embedded_db;

/// A database URL split for the PostgreSQL tools: the URL without its password, and the
/// password.
struct ToolTarget {
    url: String,
    password: Option<String>,
}

impl ToolTarget {
    fn new(database_url: &SecretString) -> anyhow::Result<Self> {
        let mut url =
            url::Url::parse(database_url.expose_secret()).context("DATABASE_URL is not a URL")?;
        let password = url.password().map(percent_decode);
        if password.is_some() {
            url.set_password(None)
                .map_err(|()| anyhow::anyhow!("DATABASE_URL has an odd password"))?;
        }
        Ok(Self {
            url: url.to_string(),
            password,
        })
    }

    fn command(&self, program: &str) -> anyhow::Result<Command> {
        let mut command = Command::new(embedded_db::find_bin_dir()?.join(program));
        command.env_remove("PGPASSWORD");
        if let Some(password) = &self.password {
            command.env("PGPASSWORD", password);
        }
        Ok(command)
    }
}

fn percent_decode(text: &str) -> String {
    url::form_urlencoded::parse(format!("p={}", text.replace('+', "%2B")).as_bytes())
        .next()
        .map(|(_, v)| v.into_owned())
        .unwrap_or_default()
}

/// How `backup` writes its file.
#[derive(Clone, Copy, Debug, Default)]
pub struct BackupOptions {
    /// Overwrite an existing file (made private first); without it one is refused.
    pub force: bool,
    /// Leave out the rows of `server_secrets` (the generated signing, VAPID and record
    /// keys; the record keys' public halves stay in `record_keys`): a dump for
    /// somewhere less trusted than the database itself.
    pub without_secrets: bool,
}

/// The table whose rows `--without-secrets` leaves out (its definition stays, so a
/// server on a restored copy makes a new key at start).
const SECRETS_TABLE: &str = "server_secrets";

/// Writes the database to `file` (custom format: compressed, restorable table by table).
/// A dump holds password hashes and, unless left out, the signing key: the file is
/// created mode 0600 here and pg_dump writes to it through its standard output, so it
/// is never readable by others, not even while it is written.
pub fn backup(
    database_url: &SecretString,
    file: &Path,
    options: BackupOptions,
) -> anyhow::Result<()> {
    let target = ToolTarget::new(database_url)?;
    let (out, created) = open_private(file, options.force)?;
    let mut command = target.command("pg_dump")?;
    command.args(["--format=custom", "--no-owner", "--no-privileges"]);
    if options.without_secrets {
        command.arg(format!("--exclude-table-data={SECRETS_TABLE}"));
    }
    let status = command
        .args(["--dbname", &target.url])
        .stdout(out)
        .status()
        .context("running pg_dump");
    let status = match status {
        Ok(status) if status.success() => return Ok(()),
        Ok(status) => anyhow::anyhow!("pg_dump failed ({status})"),
        Err(e) => e,
    };
    if created {
        let _ = std::fs::remove_file(file);
    }
    Err(status.context(format!("nothing usable was written to {}", file.display())))
}

/// Opens `file` for the dump, readable and writable by its owner only: a new file is
/// created so (`O_CREAT|O_EXCL`, mode 0600); an existing one is refused unless `force`,
/// and then made 0600 before anything in it is replaced. A symbolic link is never
/// written through (`O_EXCL` does not follow one, and the forced open is
/// `O_NOFOLLOW`): a link planted where the dump goes would aim the secrets elsewhere,
/// so it is refused. Returns whether the file was created.
fn open_private(file: &Path, force: bool) -> anyhow::Result<(File, bool)> {
    let created = OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(file);
    match created {
        Ok(out) => return Ok((out, true)),
        Err(e) if e.kind() == ErrorKind::AlreadyExists && force => {}
        Err(e) if e.kind() == ErrorKind::AlreadyExists => bail!(
            "{} exists: choose a new file, or add --force to overwrite it",
            file.display()
        ),
        Err(e) => return Err(e).with_context(|| format!("creating {}", file.display())),
    }
    let out = match OpenOptions::new()
        .write(true)
        .custom_flags(libc::O_NOFOLLOW)
        .open(file)
    {
        Ok(out) => out,
        Err(e) if e.raw_os_error() == Some(libc::ELOOP) => bail!(
            "{} is a symbolic link: a dump is never written through one; give the path \
             of a file, or remove the link",
            file.display()
        ),
        Err(e) => return Err(e).with_context(|| format!("opening {}", file.display())),
    };
    if out.metadata()?.is_file() {
        out.set_permissions(Permissions::from_mode(0o600))
            .with_context(|| format!("making {} readable by its owner only", file.display()))?;
        out.set_len(0)?;
    }
    Ok((out, false))
}

/// What the database held when `restore` looked, before it starts.
#[derive(Clone, Copy, Debug)]
pub struct Found {
    /// Its tables.
    pub tables: i64,
    /// Connections of running servers (`corrchess serve`'s application name).
    pub server_connections: i64,
}

/// Restores `file` into the database. `force` lets it replace what a non-empty database
/// holds (its tables are dropped first) while servers use it; without it a database
/// with tables, or one a server is connected to, is refused. After a forced restore the
/// caller tells running servers to forget what they keep.
pub fn restore(
    database_url: &SecretString,
    file: &Path,
    force: bool,
    found: Found,
) -> anyhow::Result<()> {
    let Found {
        tables,
        server_connections,
    } = found;
    if server_connections > 0 && !force {
        bail!(
            "a running corrchess server uses this database ({server_connections} \
             connections): stop the servers first, or add --force to restore under them \
             (they then forget the sessions, tokens and game pages they keep)"
        );
    }
    if tables > 0 && !force {
        bail!(
            "the database is not empty ({tables} tables): restore into an empty one, or add \
             --force to replace what it holds"
        );
    }
    let target = ToolTarget::new(database_url)?;
    let mut command = target.command("pg_restore")?;
    command.args([
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
    ]);
    if force {
        command.args(["--clean", "--if-exists"]);
    }
    let status = command
        .args(["--dbname", &target.url])
        .arg(file)
        .status()
        .context("running pg_restore")?;
    if !status.success() {
        bail!("pg_restore failed ({status}); the database was left as it was");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_password_leaves_the_url_for_the_environment() {
        let url = SecretString::from(
            "postgres://chess:p%40ss+w%2Frd@db.example.org:5433/games?sslmode=require",
        );
        let target = ToolTarget::new(&url).unwrap();
        assert_eq!(
            target.url,
            "postgres://chess@db.example.org:5433/games?sslmode=require"
        );
        assert_eq!(target.password.as_deref(), Some("p@ss+w/rd"));
        let socket = SecretString::from("postgres:///corrchess?host=/tmp/sock&user=corrchess");
        let target = ToolTarget::new(&socket).unwrap();
        assert_eq!(target.password, None);
        assert!(target.url.contains("host=/tmp/sock"));
    }
}
