//! `corrchess check-config`: what a deploy step runs before it starts or replaces a
//! server. The settings were read already (a bad one stopped the command with its
//! name); this checks what they point at: the database and its migrations, the mail
//! server, and whether the addresses to listen on are free. It prints one line per
//! check and fails only on what would stop or break a server.

use std::{net::SocketAddr, time::Duration};

use secrecy::ExposeSecret;

use crate::{config::Config, mail::transport::MailTransport, startup, store};

/// How long each check waits.
const TIMEOUT: Duration = Duration::from_secs(5);

/// One check's outcome: a line to print, and whether it must fail the command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub name: &'static str,
    pub text: String,
    pub fatal: bool,
}

impl Finding {
    fn ok(name: &'static str, text: impl Into<String>) -> Self {
        Self {
            name,
            text: text.into(),
            fatal: false,
        }
    }

    fn failed(name: &'static str, text: impl Into<String>) -> Self {
        Self {
            name,
            text: text.into(),
            fatal: true,
        }
    }
}

/// Runs every check.
pub async fn run(config: &Config) -> Vec<Finding> {
    let mut found = vec![Finding::ok(
        "settings",
        format!("read; BASE_URL {}", config.base_url),
    )];
    if let Some(warning) = config.plain_http_warning() {
        found.push(Finding::ok("BASE_URL", format!("warning: {warning}")));
    }
    found.extend(database(config).await);
    found.push(mail(config).await);
    found.push(address("BIND_ADDR", Some(config.bind_addr)));
    found.push(address("INBOUND_SMTP_ADDR", config.inbound_smtp_addr));
    found.push(address("METRICS_ADDR", config.metrics_addr));
    found
}

async fn database(config: &Config) -> Vec<Finding> {
    let Some(url) = &config.database_url else {
        return vec![Finding::failed("database", "no DATABASE_URL")];
    };
    let pool = match tokio::time::timeout(TIMEOUT, startup::connect(url.expose_secret(), 1)).await {
        Ok(Ok(pool)) => pool,
        Ok(Err(e)) => return vec![Finding::failed("database", format!("unreachable: {e:#}"))],
        Err(_) => return vec![Finding::failed("database", "no answer in 5 s")],
    };
    let version: String = sqlx::query_scalar("SHOW server_version")
        .fetch_one(&pool)
        .await
        .unwrap_or_default();
    let expected: Vec<i64> = store::MIGRATOR.iter().map(|m| m.version).collect();
    let migrations = match store::migrations_state(&pool, &expected).await {
        Ok(state) => migrations_finding(expected.len(), state),
        Err(e) => Finding::failed("migrations", format!("unreadable: {e}")),
    };
    vec![
        Finding::ok("database", format!("reachable, PostgreSQL {version}")),
        migrations,
    ]
}

/// The migrations as the database has them against this build's: `(applied of this
/// build, applied that this build does not know)`.
fn migrations_finding(expected: usize, (applied, unknown): (i64, i64)) -> Finding {
    if unknown > 0 {
        return Finding::failed(
            "migrations",
            format!("{unknown} applied that this build does not have (an older binary?)"),
        );
    }
    let missing = expected as i64 - applied;
    if missing == 0 {
        Finding::ok("migrations", format!("all {expected} applied"))
    } else {
        Finding::ok(
            "migrations",
            format!(
                "{missing} of {expected} to apply (`corrchess migrate`, or the server at start)"
            ),
        )
    }
}

async fn mail(config: &Config) -> Finding {
    let mut transport = match MailTransport::from_config(config) {
        Ok(t) => t.with_timeout(TIMEOUT),
        Err(e) => return Finding::failed("mail", format!("{e:#}")),
    };
    match transport.check().await {
        Ok(()) => Finding::ok("mail", transport.describe()),
        Err(e) => Finding::failed("mail", format!("{}: {e}", transport.describe())),
    }
}

/// Whether `addr` could be bound now. Taken is worth saying but not fatal: the server
/// being replaced may hold it.
fn address(name: &'static str, addr: Option<SocketAddr>) -> Finding {
    match addr {
        None => Finding::ok(name, "unset"),
        Some(addr) => match std::net::TcpListener::bind(addr) {
            Ok(_) => Finding::ok(name, format!("{addr} is free")),
            Err(e) => Finding::ok(name, format!("{addr} cannot be bound now: {e}")),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_behind_are_said_and_unknown_ones_fail() {
        let all = migrations_finding(20, (20, 0));
        assert!(!all.fatal && all.text == "all 20 applied");
        let behind = migrations_finding(20, (17, 0));
        assert!(!behind.fatal && behind.text.starts_with("3 of 20 to apply"));
        let newer = migrations_finding(20, (20, 2));
        assert!(newer.fatal, "{newer:?}");
    }

    #[test]
    fn a_taken_address_is_reported_without_failing() {
        let held = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = held.local_addr().unwrap();
        let taken = address("BIND_ADDR", Some(addr));
        assert!(!taken.fatal && taken.text.contains("cannot be bound"));
        drop(held);
        assert!(address("METRICS_ADDR", None).text == "unset");
    }
}
