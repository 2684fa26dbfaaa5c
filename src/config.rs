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

/// The longest duration a setting may have.
const MAX_DURATION_SECONDS: u64 = 365 * 86_400;

/// Parses `30s`, `15m`, `2h`, `1d` (a bare number means seconds).
pub fn parse_duration(text: &str) -> anyhow::Result<Duration> {
    let (number, unit) = match text.find(|c: char| !c.is_ascii_digit()) {
        Some(i) => text.split_at(i),
        None => (text, "s"),
    };
    let n: u64 = number
        .parse()
        .with_context(|| format!("duration {text:?}"))?;
    let unit_millis: u64 = match unit {
        "ms" => 1,
        "s" => 1000,
        "m" => 60_000,
        "h" => 3_600_000,
        "d" => 86_400_000,
        _ => bail!("duration {text:?}: unit must be ms, s, m, h or d"),
    };
    // Past a year no setting makes sense, and adding a longer one to "now" could overflow.
    match n.checked_mul(unit_millis) {
        Some(millis) if millis <= MAX_DURATION_SECONDS * 1000 => Ok(Duration::from_millis(millis)),
        _ => bail!("duration {text:?}: at most 365d"),
    }
}

/// Every rate-limited action.
#[derive(Clone, Debug)]
pub struct RateLimits {
    pub login_per_ip: RateLimit,
    pub login_per_account: RateLimit,
    pub signup_per_ip: RateLimit,
    pub password_reset_per_ip: RateLimit,
    pub password_reset_per_account: RateLimit,
    /// New passwords chosen through a reset link (each is an argon2 hash).
    pub password_reset_confirm_per_ip: RateLimit,
    pub mail_resend_per_account: RateLimit,
    pub api_per_token: RateLimit,
    /// Actions that mail another player on demand (challenges, draw offers).
    pub notify_per_account: RateLimit,
    /// Replies by mail (moves sent to a reply address) per player.
    pub mail_reply_per_account: RateLimit,
    /// Downloads of a player's whole archive (`/players/{name}/games.pgn`) per client
    /// address: public, and the largest answer the site writes.
    pub archive_per_ip: RateLimit,
    /// Wrong tournament entry passwords per account, and per tournament from everyone.
    pub entry_password_per_account: RateLimit,
    pub entry_password_per_tournament: RateLimit,
    /// Reports of other players filed per account (each lands in the admins' queue).
    pub report_per_account: RateLimit,
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
            password_reset_confirm_per_ip: u,
            mail_resend_per_account: u,
            api_per_token: u,
            notify_per_account: u,
            mail_reply_per_account: u,
            archive_per_ip: u,
            entry_password_per_account: u,
            entry_password_per_tournament: u,
            report_per_account: u,
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
    /// How long the mail worker lets mail gather after a notification before a run.
    pub mail_gather: Duration,
    /// Whether this process sends the outbox's mail (off: it only queues, and another
    /// process sends).
    pub mail_worker: bool,
    /// How often background jobs (clocks, tournaments) run.
    pub job_interval: Duration,
    pub database_max_connections: u32,
    /// Whether anything is kept in memory at all (off: every read goes to the database,
    /// whatever the sizes below say).
    pub caches: bool,
    /// Games kept in memory for game pages (0: none).
    pub game_view_cache: usize,
    /// Sessions whose users are kept in memory (0: none).
    pub session_cache: usize,
    /// Vacation days each player may book per calendar year.
    pub vacation_days_per_year: i64,
    /// Clubs each player may found (issue 34).
    pub clubs_per_player: i64,
    /// The site's fair-play policy (`ENGINES_ALLOWED`): engine help allowed in games
    /// whose tournament states no rule of its own.
    pub engines_allowed: bool,
    /// Players who lost more than this many games on time in the last 90 days may not
    /// join tournaments (`None`: no such rule).
    pub timeout_limit: Option<u32>,
    /// How long a client has, from the end of a request's head, to send its body; later
    /// is answered 408 and the connection is closed. Also how long a write to a client
    /// that takes none of our answer waits, and half of how long a client has after our
    /// last byte sent to send its next request, before the connection is closed.
    pub request_timeout: Duration,
    /// Open client connections per process; more wait in the listen queue.
    pub max_connections: usize,
    /// Open connections per client network (`client_prefixes`: IPv4 per /24, IPv6 per
    /// /64); more are closed at once. Not applied behind a trusted proxy, whose address
    /// every connection has.
    pub max_connections_per_client: usize,
    /// Request-body bytes the process holds at once; a body that does not fit is
    /// answered 503 with `Retry-After`.
    pub max_body_bytes_in_flight: usize,
    /// The leading bits of an IPv4 address that name one client for
    /// `max_connections_per_client` (`CLIENT_PREFIX_V4`, 8 to 32).
    pub client_prefix_v4: u8,
    /// The same for IPv6 (`CLIENT_PREFIX_V6`, 16 to 128).
    pub client_prefix_v6: u8,
    /// Password hashes and checks (argon2, 19 MiB each) that may run at once.
    pub password_hash_concurrency: usize,
    /// How long a request waits for a hashing slot before it is answered 503.
    pub password_hash_wait: Duration,
    /// The key that signs reply addresses and unsubscribe links; `None`: one generated
    /// once and kept in the database.
    pub secret_key: Option<SecretString>,
    /// The domain of reply addresses (`move+TOKEN@DOMAIN`); `None`: replies are not read.
    pub mail_reply_domain: Option<String>,
    /// Where the built-in SMTP listener for replies listens; `None`: no listener.
    pub inbound_smtp_addr: Option<SocketAddr>,
    /// Where Prometheus metrics are served (`GET /metrics`); `None`: not at all.
    pub metrics_addr: Option<SocketAddr>,
    /// The longest session on the reply listener (then 421 and closed).
    pub inbound_smtp_session_timeout: Duration,
    /// How long a client of the reply listener has for its first command.
    pub inbound_smtp_first_command_timeout: Duration,
    /// How long a client of the reply listener may be silent between later commands
    /// (and lines of a message); then 421 and closed.
    pub inbound_smtp_idle_timeout: Duration,
    /// Sessions on the reply listener from one client address at once.
    pub inbound_smtp_per_address: usize,
    /// Web Push: the VAPID key, the contact push services see, loopback endpoints.
    pub push: PushConfig,
    /// The computer analysis of finished games (off without an engine).
    pub analysis: AnalysisConfig,
    /// Play across servers (`FEDERATION`, docs/FEDERATION.md).
    pub federation: FederationConfig,
}

/// Play across servers (`FEDERATION`, `FEDERATION_PEERS`, `FEDERATION_BLOCK`,
/// `FEDERATION_RETRY_MAX`): off unless turned on.
#[derive(Clone, Debug)]
pub struct FederationConfig {
    pub enabled: bool,
    /// The only peers (`host[:port]`, lower case) this server talks to; empty: any.
    pub peers: Vec<String>,
    /// Peers refused whatever `peers` says.
    pub block: Vec<String>,
    /// The longest wait between two attempts to deliver a message to a peer.
    pub retry_max: Duration,
}

impl Default for FederationConfig {
    /// Off, any peer, none blocked, retries up to an hour apart.
    fn default() -> Self {
        Self {
            enabled: false,
            peers: Vec::new(),
            block: Vec::new(),
            retry_max: Duration::from_secs(3600),
        }
    }
}

impl Config {
    /// Whether peers may be on this machine and spoken to over plain `http://`: only when
    /// the site itself is, i.e. `BASE_URL` is a loopback `http://` URL (tests, development).
    pub fn federation_on_loopback(&self) -> bool {
        let Ok(url) = url::Url::parse(&self.base_url) else {
            return false;
        };
        let loopback = match url.host() {
            Some(url::Host::Domain(name)) => name.eq_ignore_ascii_case("localhost"),
            Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
            Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
            None => false,
        };
        url.scheme() == "http" && loopback
    }
}

/// The computer analysis's settings (`STOCKFISH`, `ANALYSIS_WORKERS`,
/// `ANALYSIS_NODES`, `ANALYSIS_AUTO`, `ANALYSIS_TIMEOUT`).
#[derive(Clone, Debug)]
pub struct AnalysisConfig {
    /// The engine program; `None`: no engine, the analysis is off.
    pub engine: Option<PathBuf>,
    /// Engine processes (one worker each) this server runs.
    pub workers: usize,
    /// Nodes searched per position: a fixed budget, the same result on any machine.
    pub nodes: u64,
    /// Queue every finished rated game when it ends.
    pub auto: bool,
    /// The longest an engine may take for one position before it is killed.
    pub position_timeout: Duration,
    /// How often an idle worker looks for a job.
    pub poll_interval: Duration,
}

impl Default for AnalysisConfig {
    /// Off (no engine), with the documented defaults for the rest.
    fn default() -> Self {
        Self {
            engine: None,
            workers: 1,
            nodes: 1_000_000,
            auto: false,
            position_timeout: Duration::from_secs(60),
            poll_interval: Duration::from_secs(2),
        }
    }
}

/// The engine program: `STOCKFISH` when set, else `stockfish` on `PATH`, else Debian's
/// `/usr/games/stockfish` (not on every `PATH`); `None`: the analysis is off.
pub fn find_engine(setting: Option<&str>, path: Option<&std::ffi::OsStr>) -> Option<PathBuf> {
    if let Some(s) = setting.map(str::trim).filter(|s| !s.is_empty()) {
        return Some(PathBuf::from(s));
    }
    let on_path = path
        .into_iter()
        .flat_map(std::env::split_paths)
        .map(|dir| dir.join("stockfish"));
    on_path
        .chain(std::iter::once(PathBuf::from("/usr/games/stockfish")))
        .find(|p| p.is_file())
}

/// The Web Push settings (`VAPID_PRIVATE_KEY`, `VAPID_SUBJECT`, `PUSH_ALLOW_LOOPBACK`,
/// `PUSH_ALLOWED_HOSTS`).
#[derive(Clone, Debug, Default)]
pub struct PushConfig {
    /// The VAPID private key (base64url of its 32 bytes); `None`: one generated once
    /// and kept in the database, like the signing key.
    pub vapid_private_key: Option<SecretString>,
    /// The contact in every push's JWT (`mailto:` or `https:`); `None`: `mailto:` the
    /// address of `MAIL_FROM`.
    pub vapid_subject: Option<String>,
    /// Whether subscriptions may name an endpoint on this machine, over http too
    /// (tests, development); never one on a private network.
    pub allow_loopback: bool,
    /// The push services' hosts endpoints must be on (a name takes its subdomains too,
    /// `*.name` only its subdomains), lower case; empty: any public host.
    pub allowed_hosts: Vec<String>,
}

/// The process's settings as the command line and the environment give them: each is
/// an option and an environment variable with its default, so `corrchess --help` lists
/// them all. [`Config::from_settings`] checks them and derives the rest.
#[derive(clap::Args, Clone, Debug)]
pub struct Settings {
    /// PostgreSQL URL; unset: start a private cluster under DATA_DIR
    #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
    pub database_url: Option<String>,
    /// Address and port to listen on
    #[arg(long, env = "BIND_ADDR", default_value = "127.0.0.1:8080")]
    pub bind_addr: SocketAddr,
    /// Public address of the site, used in mailed links [default: http://BIND_ADDR]
    #[arg(long, env = "BASE_URL")]
    pub base_url: Option<String>,
    /// Where the private cluster and the mail files live
    #[arg(long, env = "DATA_DIR", default_value = "./var")]
    pub data_dir: PathBuf,
    /// SMTP server (smtp://, smtps:// or smtp://…?tls=required); unset: mail to files
    #[arg(long, env = "SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<String>,
    /// Sender of every mail
    #[arg(
        long,
        env = "MAIL_FROM",
        default_value = "corrchess <noreply@localhost>"
    )]
    pub mail_from: String,
    /// Log-in attempts per client address (N/DURATION)
    #[arg(long, env = "RATE_LIMIT_LOGIN_IP", default_value = "30/15m", value_parser = RateLimit::parse)]
    pub rate_limit_login_ip: RateLimit,
    /// Failed log-ins per account (N/DURATION)
    #[arg(long, env = "RATE_LIMIT_LOGIN_ACCOUNT", default_value = "10/15m", value_parser = RateLimit::parse)]
    pub rate_limit_login_account: RateLimit,
    /// Sign-ups per client address (N/DURATION)
    #[arg(long, env = "RATE_LIMIT_SIGNUP_IP", default_value = "10/1h", value_parser = RateLimit::parse)]
    pub rate_limit_signup_ip: RateLimit,
    /// Password-reset requests per client address (N/DURATION)
    #[arg(long, env = "RATE_LIMIT_RESET_IP", default_value = "10/1h", value_parser = RateLimit::parse)]
    pub rate_limit_reset_ip: RateLimit,
    /// Password-reset mails per account (N/DURATION)
    #[arg(long, env = "RATE_LIMIT_RESET_ACCOUNT", default_value = "3/1h", value_parser = RateLimit::parse)]
    pub rate_limit_reset_account: RateLimit,
    /// New passwords chosen through reset links per client address (N/DURATION)
    #[arg(long, env = "RATE_LIMIT_RESET_CONFIRM_IP", default_value = "10/1h", value_parser = RateLimit::parse)]
    pub rate_limit_reset_confirm_ip: RateLimit,
    /// Confirmation mails sent again per account (N/DURATION)
    #[arg(long, env = "RATE_LIMIT_RESEND_ACCOUNT", default_value = "3/1h", value_parser = RateLimit::parse)]
    pub rate_limit_resend_account: RateLimit,
    /// API requests per token (N/DURATION)
    #[arg(long, env = "RATE_LIMIT_API_TOKEN", default_value = "300/1m", value_parser = RateLimit::parse)]
    pub rate_limit_api_token: RateLimit,
    /// Actions that mail another player (challenges, draw offers) per account (N/DURATION)
    #[arg(long, env = "RATE_LIMIT_NOTIFY_ACCOUNT", default_value = "30/1h", value_parser = RateLimit::parse)]
    pub rate_limit_notify_account: RateLimit,
    /// Take the client address from X-Forwarded-For (only behind a trusted proxy)
    #[arg(long, env = "TRUST_PROXY", default_value = "false", value_parser = parse_switch, action = clap::ArgAction::Set)]
    pub trust_proxy: bool,
    /// How often the mail worker looks for due mail without a notification
    #[arg(long, env = "MAIL_POLL_INTERVAL", default_value = "5s", value_parser = parse_duration)]
    pub mail_poll_interval: Duration,
    /// How long the mail worker lets mail gather after a notification, so that mail queued
    /// meanwhile goes out in the same run
    #[arg(long, env = "MAIL_GATHER", default_value = "20ms", value_parser = parse_duration)]
    pub mail_gather: Duration,
    /// Send queued mail from this process (off: only queue it; another process sends)
    #[arg(long, env = "MAIL_WORKER", default_value = "true", value_parser = parse_switch, action = clap::ArgAction::Set)]
    pub mail_worker: bool,
    /// How often the background jobs (clocks, tournaments) run
    #[arg(long, env = "JOB_INTERVAL", default_value = "30s", value_parser = parse_duration)]
    pub job_interval: Duration,
    /// Database connections per process for requests and jobs (the mail worker holds one more)
    #[arg(long, env = "DATABASE_MAX_CONNECTIONS", default_value = "10", value_parser = clap::value_parser!(u32).range(1..))]
    pub database_max_connections: u32,
    /// Keep sessions, API tokens and games in memory (off: every read goes to the
    /// database, whatever GAME_VIEW_CACHE and SESSION_CACHE say)
    #[arg(long, env = "CACHES", default_value = "on", value_parser = parse_switch, action = clap::ArgAction::Set)]
    pub caches: bool,
    /// Games kept in memory for game pages (0: off; while this or SESSION_CACHE is on,
    /// one more database connection listens for changes)
    #[arg(long, env = "GAME_VIEW_CACHE", default_value = "256", value_parser = clap::value_parser!(u32).range(0..=100_000))]
    pub game_view_cache: u32,
    /// Sessions whose users each process keeps in memory for up to a minute (0: off)
    #[arg(long, env = "SESSION_CACHE", default_value = "1024", value_parser = clap::value_parser!(u32).range(0..=1_000_000))]
    pub session_cache: u32,
    /// Vacation days each player may book per calendar year
    #[arg(long, env = "VACATION_DAYS_PER_YEAR", default_value = "30", value_parser = clap::value_parser!(i64).range(0..=366))]
    pub vacation_days_per_year: i64,
    /// Clubs each player may found (closed ones count too)
    #[arg(long, env = "CLUBS_PER_PLAYER", default_value = "3", value_parser = clap::value_parser!(i64).range(0..=1000))]
    pub clubs_per_player: i64,
    /// The site's fair-play policy: engines (and tablebases) allowed in games whose
    /// tournament states no rule of its own (off: no engine help, as lichess)
    #[arg(long, env = "ENGINES_ALLOWED", default_value = "false", value_parser = parse_switch, action = clap::ArgAction::Set)]
    pub engines_allowed: bool,
    /// Losses on time in 90 days above which a player may not join tournaments (off: no limit)
    // Spelt in full so that clap takes the parser's `Option` as the value.
    #[arg(long, env = "TIMEOUT_LIMIT", default_value = "off", value_parser = parse_limit)]
    pub timeout_limit: ::std::option::Option<u32>,
    /// Time a client has to send a request's body (408 and the connection closed after)
    /// or to take some of an answer; twice this for its next request after our last byte
    #[arg(long, env = "REQUEST_TIMEOUT", default_value = "30s", value_parser = parse_positive_duration)]
    pub request_timeout: Duration,
    /// Open client connections per process; more wait in the listen queue
    #[arg(long, env = "MAX_CONNECTIONS", default_value = "500", value_parser = clap::value_parser!(u32).range(1..))]
    pub max_connections: u32,
    /// Open connections per client network (CLIENT_PREFIX_V4, CLIENT_PREFIX_V6); more
    /// are closed at once. Not applied with TRUST_PROXY (the proxy must cap per client)
    #[arg(long, env = "MAX_CONNECTIONS_PER_CLIENT", default_value = "32", value_parser = clap::value_parser!(u32).range(1..))]
    pub max_connections_per_client: u32,
    /// Request-body bytes all requests of the process hold at once (e.g. 67108864, 64MiB,
    /// 512KiB); a body that does not fit is answered 503 with Retry-After
    #[arg(long, env = "MAX_BODY_BYTES_IN_FLIGHT", default_value = "64MiB", value_parser = parse_bytes)]
    pub max_body_bytes_in_flight: usize,
    /// Leading bits of an IPv4 address that name one client for
    /// MAX_CONNECTIONS_PER_CLIENT (32: each address alone)
    #[arg(long, env = "CLIENT_PREFIX_V4", default_value = "24", value_parser = clap::value_parser!(u8).range(8..=32))]
    pub client_prefix_v4: u8,
    /// Leading bits of an IPv6 address that name one client for
    /// MAX_CONNECTIONS_PER_CLIENT (128: each address alone)
    #[arg(long, env = "CLIENT_PREFIX_V6", default_value = "64", value_parser = clap::value_parser!(u8).range(16..=128))]
    pub client_prefix_v6: u8,
    /// Password hashes and checks (argon2, 19 MiB each) running at once; more wait
    /// [default: the number of CPUs, at most 4]
    #[arg(long, env = "PASSWORD_HASH_CONCURRENCY", value_parser = clap::value_parser!(u32).range(1..))]
    pub password_hash_concurrency: Option<u32>,
    /// How long a request waits for a free hashing slot before it is answered 503
    #[arg(long, env = "PASSWORD_HASH_WAIT", default_value = "5s", value_parser = parse_duration)]
    pub password_hash_wait: Duration,
    /// Key signing reply addresses and unsubscribe links (at least 16 characters);
    /// unset: one is generated once and kept in the database
    #[arg(long, env = "SECRET_KEY", hide_env_values = true)]
    pub secret_key: Option<String>,
    /// Domain of the reply addresses of move mails (move+TOKEN@DOMAIN); unset: replies
    /// are not read
    #[arg(long, env = "MAIL_REPLY_DOMAIN")]
    pub mail_reply_domain: Option<String>,
    /// Address and port of the SMTP listener for replies (e.g. 127.0.0.1:2525); unset: none
    #[arg(long, env = "INBOUND_SMTP_ADDR")]
    pub inbound_smtp_addr: Option<String>,
    /// Address and port for Prometheus metrics (GET /metrics, e.g. 127.0.0.1:9464); unset:
    /// no metrics. Never the public port
    #[arg(long, env = "METRICS_ADDR")]
    pub metrics_addr: Option<String>,
    /// Moves sent by mail per player (N/DURATION)
    #[arg(long, env = "RATE_LIMIT_MAIL_REPLY_ACCOUNT", default_value = "30/1h", value_parser = RateLimit::parse)]
    pub rate_limit_mail_reply_account: RateLimit,
    /// Downloads of a player's archive of games (games.pgn) per client address (N/DURATION)
    #[arg(long, env = "RATE_LIMIT_ARCHIVE_IP", default_value = "20/1h", value_parser = RateLimit::parse)]
    pub rate_limit_archive_ip: RateLimit,
    /// Longest session on the reply listener, however busy; then 421 and closed
    #[arg(long, env = "INBOUND_SMTP_SESSION_TIMEOUT", default_value = "5m", value_parser = parse_positive_duration)]
    pub inbound_smtp_session_timeout: Duration,
    /// Time a client of the reply listener has after the greeting for its first command
    #[arg(long, env = "INBOUND_SMTP_FIRST_COMMAND_TIMEOUT", default_value = "30s", value_parser = parse_positive_duration)]
    pub inbound_smtp_first_command_timeout: Duration,
    /// Time a client of the reply listener may be silent between later commands and
    /// between lines of a message; then 421 and closed
    #[arg(long, env = "INBOUND_SMTP_IDLE_TIMEOUT", default_value = "30s", value_parser = parse_positive_duration)]
    pub inbound_smtp_idle_timeout: Duration,
    /// Sessions on the reply listener from one client address at once; more get 421
    #[arg(long, env = "INBOUND_SMTP_PER_ADDRESS", default_value = "8", value_parser = clap::value_parser!(u32).range(1..=32))]
    pub inbound_smtp_per_address: u32,
    /// Web Push VAPID private key: base64url of the 32 bytes of a P-256 key; unset: one
    /// is generated once and kept in the database
    #[arg(long, env = "VAPID_PRIVATE_KEY", hide_env_values = true)]
    pub vapid_private_key: Option<String>,
    /// Contact the push services see in every push (mailto:… or https://…); unset:
    /// mailto: the address of MAIL_FROM
    #[arg(long, env = "VAPID_SUBJECT")]
    pub vapid_subject: Option<String>,
    /// Let push subscriptions name an endpoint on this machine, over http too (tests and
    /// development only)
    #[arg(long, env = "PUSH_ALLOW_LOOPBACK", default_value = "false", value_parser = parse_switch, action = clap::ArgAction::Set)]
    pub push_allow_loopback: bool,
    /// Push services that subscriptions may name, comma-separated host names (each
    /// also takes its subdomains; *.name only the subdomains); unset: any public host
    #[arg(long, env = "PUSH_ALLOWED_HOSTS")]
    pub push_allowed_hosts: Option<String>,
    /// Wrong tournament entry passwords per account (N/DURATION)
    #[arg(long, env = "RATE_LIMIT_ENTRY_PASSWORD_ACCOUNT", default_value = "10/15m", value_parser = RateLimit::parse)]
    pub rate_limit_entry_password_account: RateLimit,
    /// Wrong entry passwords per tournament, from all accounts together (N/DURATION)
    #[arg(long, env = "RATE_LIMIT_ENTRY_PASSWORD_TOURNAMENT", default_value = "100/1h", value_parser = RateLimit::parse)]
    pub rate_limit_entry_password_tournament: RateLimit,
    /// Play across servers: this server's players challenge and play other servers'
    /// (on|off; docs/FEDERATION.md)
    #[arg(long, env = "FEDERATION", default_value = "off", value_parser = parse_switch, action = clap::ArgAction::Set)]
    pub federation: bool,
    /// The only servers to play with, comma-separated host[:port]; unset: any
    #[arg(long, env = "FEDERATION_PEERS")]
    pub federation_peers: Option<String>,
    /// Servers refused, comma-separated host[:port]
    #[arg(long, env = "FEDERATION_BLOCK")]
    pub federation_block: Option<String>,
    /// The longest wait between two attempts to deliver a message to a server
    #[arg(long, env = "FEDERATION_RETRY_MAX", default_value = "1h", value_parser = parse_positive_duration)]
    pub federation_retry_max: Duration,
    /// Reports of players filed per account (N/DURATION)
    #[arg(long, env = "RATE_LIMIT_REPORT_ACCOUNT", default_value = "10/1h", value_parser = RateLimit::parse)]
    pub rate_limit_report_account: RateLimit,
    /// The UCI engine of the computer analysis [default: stockfish on PATH, else
    /// /usr/games/stockfish; none found: the analysis is off]
    #[arg(long, env = "STOCKFISH")]
    pub stockfish: Option<String>,
    /// Engine processes (one analysis worker each) per server process; 0: none here
    #[arg(long, env = "ANALYSIS_WORKERS", default_value = "1", value_parser = clap::value_parser!(u32).range(0..=64))]
    pub analysis_workers: u32,
    /// Nodes the engine searches per position (a fixed budget: the same result anywhere)
    #[arg(long, env = "ANALYSIS_NODES", default_value = "1000000", value_parser = clap::value_parser!(u64).range(1..=1_000_000_000))]
    pub analysis_nodes: u64,
    /// Queue every finished rated game for analysis when it ends
    #[arg(long, env = "ANALYSIS_AUTO", default_value = "false", value_parser = parse_switch, action = clap::ArgAction::Set)]
    pub analysis_auto: bool,
    /// The longest the engine may take for one position; then it is killed and the job fails
    #[arg(long, env = "ANALYSIS_TIMEOUT", default_value = "60s", value_parser = parse_positive_duration)]
    pub analysis_timeout: Duration,
}

/// A domain name as reply addresses use it: letters, digits, `-` and dots, lower-cased.
fn parse_domain(text: &str) -> anyhow::Result<String> {
    let domain = text.trim().trim_end_matches('.').to_ascii_lowercase();
    let label_ok = |l: &str| {
        !l.is_empty()
            && l.len() <= 63
            && !l.starts_with('-')
            && !l.ends_with('-')
            && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
    };
    if domain.len() > 253 || !domain.split('.').all(label_ok) {
        bail!("MAIL_REPLY_DOMAIN {text:?} is not a domain name");
    }
    Ok(domain)
}

/// `1`, `true`, `yes`, `on` or their opposites, in any case.
fn parse_switch(text: &str) -> anyhow::Result<bool> {
    match text.trim().to_ascii_lowercase().as_str() {
        "1" | "true" | "yes" | "on" => Ok(true),
        "0" | "false" | "no" | "off" | "" => Ok(false),
        _ => bail!("{text:?} is not a switch: use true or false"),
    }
}

/// A whole number from 0 to 1000, or `off` (or empty) for none.
fn parse_limit(text: &str) -> anyhow::Result<Option<u32>> {
    match text.trim().to_ascii_lowercase().as_str() {
        "off" | "" => Ok(None),
        n => match n.parse::<u32>() {
            Ok(n @ 0..=1000) => Ok(Some(n)),
            _ => bail!("{text:?} is not a limit: use a whole number from 0 to 1000, or off"),
        },
    }
}

/// A size in bytes: a whole number, or one with `KiB`, `MiB` or `GiB` (also `K`, `M`,
/// `G`, powers of 1024); at least 64 KiB, so that one Xfcc call always fits.
fn parse_bytes(text: &str) -> anyhow::Result<usize> {
    let text = text.trim();
    let digits = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(digits);
    let n: usize = number
        .parse()
        .with_context(|| format!("{text:?} is not a size: use e.g. 64MiB or 65536"))?;
    let unit_bytes: usize = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kib" => 1 << 10,
        "m" | "mib" => 1 << 20,
        "g" | "gib" => 1 << 30,
        _ => bail!("{text:?}: the unit must be KiB, MiB or GiB"),
    };
    match n.checked_mul(unit_bytes) {
        Some(bytes) if bytes >= 64 << 10 => Ok(bytes),
        Some(_) => bail!("{text:?}: at least 64KiB"),
        None => bail!("{text:?}: too large"),
    }
}

/// A duration that is not zero (zero would stop the server from working).
fn parse_positive_duration(text: &str) -> anyhow::Result<Duration> {
    let d = parse_duration(text)?;
    if d.is_zero() {
        bail!("must be more than 0");
    }
    Ok(d)
}

/// The Web Push settings, checked: the key is 32 bytes in base64url, the subject a
/// `mailto:` or `https:` URL (RFC 8292 section 2.1).
fn push_settings(
    key: Option<String>,
    subject: Option<String>,
    (allow_loopback, allowed_hosts): (bool, Option<String>),
) -> anyhow::Result<PushConfig> {
    use base64::Engine;
    let key = non_empty(key).map(|k| k.trim().trim_end_matches('=').to_owned());
    if let Some(k) = &key {
        let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(k);
        if bytes.map_or(true, |b| b.len() != 32) {
            bail!("VAPID_PRIVATE_KEY must be the 32 bytes of a P-256 private key in base64url");
        }
    }
    let subject = non_empty(subject).map(|s| s.trim().to_owned());
    if let Some(s) = &subject
        && !(s.starts_with("mailto:") || s.starts_with("https://"))
    {
        bail!("VAPID_SUBJECT must be a mailto: or https:// URL");
    }
    Ok(PushConfig {
        vapid_private_key: key.map(SecretString::from),
        vapid_subject: subject,
        allow_loopback,
        allowed_hosts: push_hosts(allowed_hosts.as_deref().unwrap_or_default())?,
    })
}

/// The `address:port` of the setting `name`; `None` when unset or empty.
fn socket_addr(value: Option<String>, name: &str) -> anyhow::Result<Option<SocketAddr>> {
    non_empty(value)
        .map(|a| {
            a.trim()
                .parse::<SocketAddr>()
                .with_context(|| format!("{name} {a:?} is not an address:port"))
        })
        .transpose()
}

/// `PUSH_ALLOWED_HOSTS` read: comma-separated host names, each optionally `*.`-prefixed,
/// in lower case without a trailing dot.
fn push_hosts(text: &str) -> anyhow::Result<Vec<String>> {
    text.split(',')
        .map(|h| h.trim().trim_end_matches('.').to_ascii_lowercase())
        .filter(|h| !h.is_empty())
        .map(|h| {
            let name = h.strip_prefix("*.").unwrap_or(&h);
            let labels_ok = name.split('.').all(|label| {
                !label.is_empty()
                    && label
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-')
            });
            if labels_ok {
                Ok(h)
            } else {
                bail!("PUSH_ALLOWED_HOSTS: {h:?} is not a host name (like fcm.googleapis.com or *.notify.windows.com)")
            }
        })
        .collect()
}

/// `FEDERATION_PEERS` or `FEDERATION_BLOCK` read: comma-separated `host[:port]`, lower
/// case, `:443` dropped (one spelling per peer, as `domain::federation::Host` keeps it).
fn peer_hosts(text: Option<&str>, name: &str) -> anyhow::Result<Vec<String>> {
    text.unwrap_or_default()
        .split(',')
        .map(|h| h.trim().to_ascii_lowercase())
        .filter(|h| !h.is_empty())
        .map(|h| {
            let fine = !h.contains(['/', '@', ' '])
                && h.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-.:[]".contains(c));
            if !fine {
                bail!("{name}: {h:?} is not a host[:port] (like chess.example.org or chess.example.org:8443)");
            }
            Ok(h.strip_suffix(":443").map_or(h.clone(), str::to_owned))
        })
        .collect()
}

/// Reads a value that was set but empty as unset.
fn non_empty(value: Option<String>) -> Option<String> {
    value.filter(|v| !v.trim().is_empty())
}

/// Makes `command` ignore environment variables that are set but empty (`FOO=` in a
/// service file or compose file means "the default", not "an invalid value").
pub fn ignore_empty_env(mut command: clap::Command) -> clap::Command {
    let empty: Vec<clap::Id> = command
        .get_arguments()
        .filter(|a| {
            a.get_env()
                .and_then(std::env::var_os)
                .is_some_and(|v| v.to_string_lossy().trim().is_empty())
        })
        .map(|a| a.get_id().clone())
        .collect();
    for id in empty {
        command = command.mut_arg(id, |a| a.env(None::<&str>));
    }
    command
}

impl RateLimits {
    /// The limits as set (`RATE_LIMIT_*`).
    fn from_settings(s: &Settings) -> Self {
        Self {
            login_per_ip: s.rate_limit_login_ip,
            login_per_account: s.rate_limit_login_account,
            signup_per_ip: s.rate_limit_signup_ip,
            password_reset_per_ip: s.rate_limit_reset_ip,
            password_reset_per_account: s.rate_limit_reset_account,
            password_reset_confirm_per_ip: s.rate_limit_reset_confirm_ip,
            mail_resend_per_account: s.rate_limit_resend_account,
            api_per_token: s.rate_limit_api_token,
            notify_per_account: s.rate_limit_notify_account,
            mail_reply_per_account: s.rate_limit_mail_reply_account,
            archive_per_ip: s.rate_limit_archive_ip,
            entry_password_per_account: s.rate_limit_entry_password_account,
            entry_password_per_tournament: s.rate_limit_entry_password_tournament,
            report_per_account: s.rate_limit_report_account,
        }
    }
}

impl Config {
    /// How many games the game view cache keeps: none while `CACHES` is off.
    pub fn kept_games(&self) -> usize {
        if self.caches { self.game_view_cache } else { 0 }
    }

    /// How many sessions (and as many API tokens) the session cache keeps: none while
    /// `CACHES` is off.
    pub fn kept_sessions(&self) -> usize {
        if self.caches { self.session_cache } else { 0 }
    }

    /// Checks the settings and derives what follows from them (the site's address).
    pub fn from_settings(s: Settings) -> anyhow::Result<Self> {
        let rate_limits = RateLimits::from_settings(&s);
        let secret_key = non_empty(s.secret_key);
        if secret_key.as_ref().is_some_and(|k| k.len() < 16) {
            bail!("SECRET_KEY must have at least 16 characters");
        }
        let mail_reply_domain = non_empty(s.mail_reply_domain)
            .map(|d| parse_domain(&d))
            .transpose()?;
        let inbound_smtp_addr = socket_addr(s.inbound_smtp_addr, "INBOUND_SMTP_ADDR")?;
        let metrics_addr = socket_addr(s.metrics_addr, "METRICS_ADDR")?;
        if inbound_smtp_addr.is_some() && mail_reply_domain.is_none() {
            bail!("INBOUND_SMTP_ADDR needs MAIL_REPLY_DOMAIN: the listener takes mail for it only");
        }
        let hosts = (s.push_allow_loopback, s.push_allowed_hosts);
        let base_url = non_empty(s.base_url)
            .unwrap_or_else(|| format!("http://{}", s.bind_addr))
            .trim_end_matches('/')
            .to_owned();
        let parsed = url::Url::parse(&base_url).context("BASE_URL must be an absolute URL")?;
        if !matches!(parsed.scheme(), "http" | "https") {
            bail!("BASE_URL must start with http:// or https://");
        }
        // The scheme in lower case, so `HTTPS://…` gets Secure cookies and HSTS too.
        let base_url = format!("{}{}", parsed.scheme(), &base_url[parsed.scheme().len()..]);
        Ok(Self {
            database_url: non_empty(s.database_url).map(SecretString::from),
            bind_addr: s.bind_addr,
            base_url,
            data_dir: s.data_dir,
            smtp_url: non_empty(s.smtp_url).map(SecretString::from),
            mail_from: s.mail_from,
            rate_limits,
            trust_proxy: s.trust_proxy,
            mail_poll_interval: s.mail_poll_interval,
            mail_gather: s.mail_gather,
            mail_worker: s.mail_worker,
            job_interval: s.job_interval,
            database_max_connections: s.database_max_connections,
            caches: s.caches,
            game_view_cache: s.game_view_cache as usize,
            session_cache: s.session_cache as usize,
            vacation_days_per_year: s.vacation_days_per_year,
            clubs_per_player: s.clubs_per_player,
            engines_allowed: s.engines_allowed,
            timeout_limit: s.timeout_limit,
            request_timeout: s.request_timeout,
            max_connections: s.max_connections as usize,
            max_connections_per_client: s.max_connections_per_client as usize,
            max_body_bytes_in_flight: s.max_body_bytes_in_flight,
            client_prefix_v4: s.client_prefix_v4,
            client_prefix_v6: s.client_prefix_v6,
            password_hash_concurrency: match s.password_hash_concurrency {
                Some(n) => n as usize,
                None => std::thread::available_parallelism().map_or(1, |n| n.get().min(4)),
            },
            password_hash_wait: s.password_hash_wait,
            secret_key: secret_key.map(SecretString::from),
            mail_reply_domain,
            inbound_smtp_addr,
            metrics_addr,
            inbound_smtp_session_timeout: s.inbound_smtp_session_timeout,
            inbound_smtp_first_command_timeout: s.inbound_smtp_first_command_timeout,
            inbound_smtp_idle_timeout: s.inbound_smtp_idle_timeout,
            inbound_smtp_per_address: s.inbound_smtp_per_address as usize,
            push: push_settings(s.vapid_private_key, s.vapid_subject, hosts)?,
            analysis: AnalysisConfig {
                engine: find_engine(s.stockfish.as_deref(), std::env::var_os("PATH").as_deref()),
                workers: s.analysis_workers as usize,
                nodes: s.analysis_nodes,
                auto: s.analysis_auto,
                position_timeout: s.analysis_timeout,
                ..AnalysisConfig::default()
            },
            federation: FederationConfig {
                enabled: s.federation,
                peers: peer_hosts(s.federation_peers.as_deref(), "FEDERATION_PEERS")?,
                block: peer_hosts(s.federation_block.as_deref(), "FEDERATION_BLOCK")?,
                retry_max: s.federation_retry_max,
            },
        })
    }

    /// Whether cookies must carry the Secure flag.
    pub fn secure_cookies(&self) -> bool {
        self.base_url.starts_with("https://")
    }

    /// What an operator should hear when `BASE_URL` is plain `http://` on an address
    /// other than this machine's: the mails' one-click unsubscribe (`List-Unsubscribe`,
    /// RFC 8058) must be HTTPS, and the session cookie then goes out without `Secure`.
    pub fn plain_http_warning(&self) -> Option<String> {
        let url = url::Url::parse(&self.base_url).ok()?;
        let loopback = match url.host()? {
            url::Host::Domain(name) => name.eq_ignore_ascii_case("localhost"),
            url::Host::Ipv4(ip) => ip.is_loopback(),
            url::Host::Ipv6(ip) => ip.is_loopback(),
        };
        (url.scheme() == "http" && !loopback).then(|| {
            format!(
                "BASE_URL {} is plain http on a public address: mail clients need HTTPS for \
                 one-click unsubscribe (RFC 8058) and cookies go without Secure; serve the \
                 site over https and set BASE_URL to its https:// address",
                self.base_url
            )
        })
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

    /// The settings from command-line options alone (the environment of the test process
    /// may hold anything, so every option is given).
    fn settings(extra: &[&str]) -> anyhow::Result<Config> {
        #[derive(clap::Parser)]
        struct Cli {
            #[command(flatten)]
            settings: Settings,
        }
        let mut args = vec!["corrchess"];
        args.extend_from_slice(extra);
        for fixed in [
            "--bind-addr=127.0.0.1:9000",
            "--base-url=",
            "--database-url=",
            "--smtp-url=",
            "--secret-key=",
            "--mail-reply-domain=",
            "--inbound-smtp-addr=",
            "--timeout-limit=off",
            "--vapid-private-key=",
            "--vapid-subject=",
        ] {
            let name = fixed.split('=').next().unwrap_or_default();
            if !extra.iter().any(|e| e.starts_with(name)) {
                args.push(fixed);
            }
        }
        let cli = <Cli as clap::Parser>::try_parse_from(args)?;
        Config::from_settings(cli.settings)
    }

    #[test]
    fn settings_derive_the_site_address_and_refuse_nonsense() {
        let c = settings(&[]).unwrap();
        assert_eq!(c.base_url, "http://127.0.0.1:9000");
        assert!(c.database_url.is_none() && c.smtp_url.is_none());
        let c = settings(&["--base-url=https://chess.example.org/", "--trust-proxy=yes"]).unwrap();
        assert_eq!(c.base_url, "https://chess.example.org");
        assert!(c.secure_cookies() && c.trust_proxy);
        let c = settings(&["--base-url=HTTPS://Chess.example.org"]).unwrap();
        assert_eq!(c.base_url, "https://Chess.example.org");
        assert!(c.secure_cookies());
        assert_eq!((c.client_prefix_v4, c.client_prefix_v6), (24, 64));
        let c = settings(&["--client-prefix-v4=32", "--client-prefix-v6=128"]).unwrap();
        assert_eq!((c.client_prefix_v4, c.client_prefix_v6), (32, 128));
        let c = settings(&["--rate-limit-login-ip=5/1m", "--request-timeout=2m"]).unwrap();
        assert_eq!(c.rate_limits.login_per_ip.max, 5);
        assert_eq!(c.request_timeout, Duration::from_secs(120));
        assert_eq!(c.timeout_limit, None);
        assert_eq!(
            settings(&["--timeout-limit=3"]).unwrap().timeout_limit,
            Some(3)
        );
        assert_eq!(
            settings(&["--timeout-limit= 0 "]).unwrap().timeout_limit,
            Some(0)
        );
        for bad in [
            "--timeout-limit=lots",
            "--timeout-limit=1001",
            "--timeout-limit=-1",
            "--base-url=not a url",
            "--base-url=ftp://chess.example.org",
            "--max-connections=0",
            "--client-prefix-v4=33",
            "--client-prefix-v4=4",
            "--client-prefix-v6=129",
            "--client-prefix-v6=8",
            "--request-timeout=0s",
            "--trust-proxy=maybe",
            "--rate-limit-api-token=lots",
            "--vacation-days-per-year=400",
            "--secret-key=short",
            "--vapid-private-key=short",
            "--vapid-subject=admin@example.org",
            "--push-allow-loopback=perhaps",
            "--mail-reply-domain=not a domain",
            "--mail-reply-domain=-x.example.org",
            "--inbound-smtp-addr=127.0.0.1:2525",
            "--rate-limit-mail-reply-account=often",
        ] {
            assert!(settings(&[bad]).is_err(), "{bad} accepted");
        }
    }

    #[test]
    fn plain_http_is_worth_a_warning_only_off_this_machine() {
        let warned = |url: &str| {
            settings(&[&format!("--base-url={url}")])
                .unwrap()
                .plain_http_warning()
        };
        for quiet in [
            "http://127.0.0.1:9000",
            "http://localhost:8080",
            "http://[::1]:9000",
            "https://chess.example.org",
            "https://203.0.113.7",
        ] {
            assert_eq!(warned(quiet), None, "{quiet}");
        }
        for loud in [
            "http://chess.example.org",
            "http://203.0.113.7:8080",
            "http://[2001:db8::1]",
        ] {
            let warning = warned(loud).unwrap_or_else(|| panic!("{loud}: no warning"));
            assert!(
                warning.contains("RFC 8058") && warning.contains(loud),
                "{warning}"
            );
        }
    }

    #[test]
    fn push_settings_default_to_a_generated_key_and_read_a_given_one() {
        let c = settings(&[]).unwrap();
        assert!(c.push.vapid_private_key.is_none() && c.push.vapid_subject.is_none());
        assert!(!c.push.allow_loopback);
        let c = settings(&[
            "--vapid-private-key=yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
            "--vapid-subject=mailto:admin@chess.example.org",
            "--push-allow-loopback=yes",
        ])
        .unwrap();
        assert!(c.push.vapid_private_key.is_some() && c.push.allow_loopback);
        assert_eq!(
            c.push.vapid_subject.as_deref(),
            Some("mailto:admin@chess.example.org")
        );
        assert!(
            c.push.allowed_hosts.is_empty(),
            "any public host by default"
        );
        let c = settings(&[
            "--push-allowed-hosts=fcm.googleapis.com, *.Notify.Windows.com., ,web.push.apple.com",
        ])
        .unwrap();
        assert_eq!(
            c.push.allowed_hosts,
            [
                "fcm.googleapis.com",
                "*.notify.windows.com",
                "web.push.apple.com"
            ]
        );
        for bad in [
            "https://fcm.googleapis.com",
            "fcm..googleapis.com",
            "a b",
            "*",
        ] {
            let arg = format!("--push-allowed-hosts={bad}");
            let refused = settings(&[arg.as_str()]).unwrap_err();
            assert!(
                refused.to_string().contains("PUSH_ALLOWED_HOSTS"),
                "{bad}: {refused}"
            );
        }
    }

    #[test]
    fn mail_reply_settings() {
        let c = settings(&[]).unwrap();
        assert!(c.secret_key.is_none() && c.mail_reply_domain.is_none());
        assert!(c.inbound_smtp_addr.is_none());
        let c = settings(&[
            "--mail-reply-domain=Reply.Example.ORG.",
            "--inbound-smtp-addr=127.0.0.1:2525",
            "--secret-key=0123456789abcdef",
        ])
        .unwrap();
        assert_eq!(c.mail_reply_domain.as_deref(), Some("reply.example.org"));
        assert_eq!(c.inbound_smtp_addr, Some("127.0.0.1:2525".parse().unwrap()));
        assert!(c.secret_key.is_some());
        assert_eq!(c.rate_limits.mail_reply_per_account.max, 30);
        assert_eq!(c.rate_limits.entry_password_per_account.max, 10);
        assert_eq!(c.rate_limits.entry_password_per_tournament.max, 100);
        assert_eq!(c.rate_limits.report_per_account.max, 10);
        assert!(
            settings(&[
                "--inbound-smtp-addr=nowhere",
                "--mail-reply-domain=r.example"
            ])
            .is_err()
        );
    }

    #[test]
    fn parses_sizes() {
        assert_eq!(parse_bytes("64MiB").unwrap(), 64 << 20);
        assert_eq!(parse_bytes(" 512 KiB ").unwrap(), 512 << 10);
        assert_eq!(parse_bytes("65536").unwrap(), 65536);
        assert_eq!(parse_bytes("1g").unwrap(), 1 << 30);
        for bad in ["", "lots", "10", "64KB", "-1MiB", "99999999999999999999GiB"] {
            assert!(parse_bytes(bad).is_err(), "{bad}");
        }
        assert_eq!(settings(&[]).unwrap().max_body_bytes_in_flight, 64 << 20);
    }

    #[test]
    fn parses_durations() {
        assert_eq!(parse_duration("45").unwrap(), Duration::from_secs(45));
        assert_eq!(parse_duration("2d").unwrap(), Duration::from_secs(172_800));
        assert_eq!(parse_duration("20ms").unwrap(), Duration::from_millis(20));
        assert!(parse_duration("20us").is_err());
        assert!(parse_duration("").is_err());
        assert_eq!(parse_duration("365d").unwrap().as_secs(), 365 * 86_400);
        assert!(parse_duration("366d").is_err());
        assert!(parse_duration("18446744073709551615d").is_err());
    }
}
