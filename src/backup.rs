//! `corrchess backup FILE` and `corrchess restore FILE`: the whole database in
//! PostgreSQL's custom dump format, with the server's own tools (`pg_dump`,
//! `pg_restore` from the same installation as the private cluster's). The password
//! travels in the tools' environment, never on their command line (where `ps` shows it).

use std::{path::Path, process::Command};

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

/// Writes the database to `file` (custom format: compressed, restorable table by table).
pub fn backup(database_url: &SecretString, file: &Path) -> anyhow::Result<()> {
    let target = ToolTarget::new(database_url)?;
    let status = target
        .command("pg_dump")?
        .args(["--format=custom", "--no-owner", "--no-privileges", "--file"])
        .arg(file)
        .args(["--dbname", &target.url])
        .status()
        .context("running pg_dump")?;
    if !status.success() {
        bail!(
            "pg_dump failed ({status}); nothing usable was written to {}",
            file.display()
        );
    }
    Ok(())
}

/// Restores `file` into the database. `force` lets it replace what a non-empty database
/// holds (its tables are dropped first); without it a database with tables is refused.
pub fn restore(
    database_url: &SecretString,
    file: &Path,
    force: bool,
    tables: i64,
) -> anyhow::Result<()> {
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
