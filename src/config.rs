//! Settings from environment variables, each with a documented default (see README).

use std::{net::SocketAddr, path::PathBuf, time::Duration};

use anyhow::{Context, bail};
use secrecy::SecretString;

/// A rate limit: at most `max` hits per `window` for one key (an IP or an account).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RateLimit {
    pub max: u32,
    pub window: Duration,
}

impl RateLimit {
    /// Parses `N/DURATION`, e.g. `10/15m`, `5/1h`, `100/30s`.
    pub fn parse(text: &str) -> anyhow::Result<Self> {
        let (max, window) = text
            .trim()
            .split_once('/')
            .with_context(|| format!("rate limit {text:?} is not of the form N/DURATION"))?;
        let max: u32 = max.trim().parse().context("rate limit count")?;
        Ok(Self {
            max,
            window: parse_duration(window.trim())?,
        })
    }

    /// A limit nobody reaches, for tests and load runs.
    pub const UNLIMITED: RateLimit = RateLimit {
        max: u32::MAX,
        window: Duration::from_secs(1),
    };
}

/// Parses `30s`, `15m`, `2h`, `1d` (a bare number means seconds).
pub fn parse_duration(text: &str) -> anyhow::Result<Duration> {
    let (number, unit) = match text.find(|c: char| !c.is_ascii_digit()) {
        Some(i) => text.split_at(i),
        None => (text, "s"),
    };
    let n: u64 = number
        .parse()
        .with_context(|| format!("duration {text:?}"))?;
    let seconds = match unit {
        "s" => n,
        "m" => n * 60,
        "h" => n * 3600,
        "d" => n * 86_400,
        _ => bail!("duration {text:?}: unit must be s, m, h or d"),
    };
    Ok(Duration::from_secs(seconds))
}

/// Every rate-limited action.
#[derive(Clone, Debug)]
pub struct RateLimits {
    pub login_per_ip: RateLimit,
    pub login_per_account: RateLimit,
    pub signup_per_ip: RateLimit,
    pub password_reset_per_ip: RateLimit,
    pub password_reset_per_account: RateLimit,
    pub mail_resend_per_account: RateLimit,
    pub api_per_token: RateLimit,
    /// Actions that mail another player on demand (challenges, draw offers).
    pub notify_per_account: RateLimit,
}

impl RateLimits {
    /// Limits nobody reaches.
    pub fn unlimited() -> Self {
        let u = RateLimit::UNLIMITED;
        Self {
            login_per_ip: u,
            login_per_account: u,
            signup_per_ip: u,
            password_reset_per_ip: u,
            password_reset_per_account: u,
            mail_resend_per_account: u,
            api_per_token: u,
            notify_per_account: u,
        }
    }
}

/// The whole configuration of one server process.
#[derive(Clone, Debug)]
pub struct Config {
    /// `None` means: start the private PostgreSQL cluster under `data_dir`.
    pub database_url: Option<SecretString>,
    pub bind_addr: SocketAddr,
    /// Public address of the site, used in mailed links (no trailing slash).
    pub base_url: String,
    pub data_dir: PathBuf,
    /// `None` means: write mail as .eml files under `data_dir/mail`.
    pub smtp_url: Option<SecretString>,
    pub mail_from: String,
    pub rate_limits: RateLimits,
    /// Take the client address from `X-Forwarded-For` (only behind a trusted proxy).
    pub trust_proxy: bool,
    /// How often the mail worker looks for due mail when no notification arrives.
    pub mail_poll_interval: Duration,
    /// How often background jobs (clocks, tournaments) run.
    pub job_interval: Duration,
    pub database_max_connections: u32,
    /// Vacation days each player may book per calendar year.
    pub vacation_days_per_year: i64,
    /// How long a client has, from the end of a request's head, to send its body; later
    /// is answered 408 and the connection is closed.
    pub request_timeout: Duration,
    /// Open client connections per process; more wait in the listen queue.
    pub max_connections: usize,
}

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

fn limit(name: &str, default: &str) -> anyhow::Result<RateLimit> {
    RateLimit::parse(&var(name).unwrap_or_else(|| default.to_owned()))
        .with_context(|| format!("setting {name}"))
}

/// Refuses a zero where zero would stop the server from working.
fn positive<T: Default + PartialEq>(value: T, name: &str) -> anyhow::Result<T> {
    if value == T::default() {
        bail!("{name} must be more than 0");
    }
    Ok(value)
}

impl Config {
    /// Reads the environment; every variable has a default so a bare start works.
    pub fn from_env() -> anyhow::Result<Self> {
        let bind_addr: SocketAddr = var("BIND_ADDR")
            .unwrap_or_else(|| "127.0.0.1:8080".into())
            .parse()
            .context("BIND_ADDR must be HOST:PORT, e.g. 127.0.0.1:8080")?;
        let base_url = var("BASE_URL")
            .unwrap_or_else(|| format!("http://{bind_addr}"))
            .trim_end_matches('/')
            .to_owned();
        url::Url::parse(&base_url).context("BASE_URL must be an absolute URL")?;
        Ok(Self {
            database_url: var("DATABASE_URL").map(SecretString::from),
            bind_addr,
            base_url,
            data_dir: PathBuf::from(var("DATA_DIR").unwrap_or_else(|| "./var".into())),
            smtp_url: var("SMTP_URL").map(SecretString::from),
            mail_from: var("MAIL_FROM").unwrap_or_else(|| "corrchess <noreply@localhost>".into()),
            rate_limits: RateLimits {
                login_per_ip: limit("RATE_LIMIT_LOGIN_IP", "30/15m")?,
                login_per_account: limit("RATE_LIMIT_LOGIN_ACCOUNT", "10/15m")?,
                signup_per_ip: limit("RATE_LIMIT_SIGNUP_IP", "10/1h")?,
                password_reset_per_ip: limit("RATE_LIMIT_RESET_IP", "10/1h")?,
                password_reset_per_account: limit("RATE_LIMIT_RESET_ACCOUNT", "3/1h")?,
                mail_resend_per_account: limit("RATE_LIMIT_RESEND_ACCOUNT", "3/1h")?,
                api_per_token: limit("RATE_LIMIT_API_TOKEN", "300/1m")?,
                notify_per_account: limit("RATE_LIMIT_NOTIFY_ACCOUNT", "30/1h")?,
            },
            trust_proxy: var("TRUST_PROXY").is_some_and(|v| v == "1" || v == "true"),
            mail_poll_interval: parse_duration(&var("MAIL_POLL_INTERVAL").unwrap_or("5s".into()))?,
            job_interval: parse_duration(&var("JOB_INTERVAL").unwrap_or("30s".into()))?,
            database_max_connections: var("DATABASE_MAX_CONNECTIONS")
                .map(|v| v.parse())
                .transpose()
                .context("DATABASE_MAX_CONNECTIONS")?
                .unwrap_or(10),
            vacation_days_per_year: var("VACATION_DAYS_PER_YEAR")
                .map(|v| v.parse())
                .transpose()
                .context("VACATION_DAYS_PER_YEAR")?
                .unwrap_or(30),
            request_timeout: positive(
                parse_duration(&var("REQUEST_TIMEOUT").unwrap_or("30s".into()))?,
                "REQUEST_TIMEOUT",
            )?,
            max_connections: positive(
                var("MAX_CONNECTIONS")
                    .map(|v| v.parse())
                    .transpose()
                    .context("MAX_CONNECTIONS")?
                    .unwrap_or(500),
                "MAX_CONNECTIONS",
            )?,
        })
    }

    /// Whether cookies must carry the Secure flag.
    pub fn secure_cookies(&self) -> bool {
        self.base_url.starts_with("https://")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_rate_limits() {
        let l = RateLimit::parse("10/15m").unwrap();
        assert_eq!(
            l,
            RateLimit {
                max: 10,
                window: Duration::from_secs(900)
            }
        );
        assert_eq!(
            RateLimit::parse(" 3 / 1h ").unwrap().window,
            Duration::from_secs(3600)
        );
        assert!(RateLimit::parse("10").is_err());
        assert!(RateLimit::parse("x/1m").is_err());
        assert!(RateLimit::parse("1/1w").is_err());
    }

    #[test]
    fn parses_durations() {
        assert_eq!(parse_duration("45").unwrap(), Duration::from_secs(45));
        assert_eq!(parse_duration("2d").unwrap(), Duration::from_secs(172_800));
        assert!(parse_duration("").is_err());
    }
}
