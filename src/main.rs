//! The `corrchess` command: serve the site (default), apply migrations, manage admins,
//! receive a reply by mail.

use std::io::{BufRead, IsTerminal, Write};

use anyhow::Context;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use corrchess::{
    backup,
    cache::notices as cache_listener,
    config::{Config, Settings},
    embedded_db::EmbeddedPostgres,
    inbound::pipe::{self, PipeEnvelope},
    service::{ServiceError, accounts, password_hasher::PasswordHasher, ratings},
    startup::{self, Application},
    store, telemetry,
};
use secrecy::{ExposeSecret, SecretString};

/// mimalloc instead of glibc's malloc: each password hash allocates 19 MiB, and glibc
/// keeps such blocks in per-thread arenas after they are freed (hundreds of MiB after a
/// burst of logins); mimalloc gives them back to the system (see docs/benchmarks/hardening.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc's own setting, read from the environment when it starts: commit memory as
/// it is used rather than a whole arena at once. By default mimalloc makes its first
/// arena resident, 16 MiB that an idle server never uses (docs/benchmarks/load.md, "Memory
/// at rest"). The allocator reads it before `main`, so `main` cannot set it for its own
/// process: the unit file sets it, and otherwise the process starts itself once more
/// with it set ([`with_allocator_settings`]).
const ALLOCATOR_SETTING: (&str, &str) = ("MIMALLOC_ARENA_EAGER_COMMIT", "0");

/// Runs this program again, in place (same process id, arguments and stdin), with
/// [`ALLOCATOR_SETTING`] in its environment, unless it is there already. Returns only
/// when that is so or when the program cannot be run again (then the allocator's
/// default stands, which costs memory, not correctness).
#[cfg(unix)]
fn with_allocator_settings() {
    use std::os::unix::process::CommandExt;
    let (name, value) = ALLOCATOR_SETTING;
    if std::env::var_os(name).is_some() {
        return;
    }
    let Ok(program) = std::env::current_exe() else {
        return;
    };
    let error = std::process::Command::new(program)
        .args(std::env::args_os().skip(1))
        .env(name, value)
        .exec();
    eprintln!("corrchess: could not restart with {name}={value}: {error}");
}

#[cfg(not(unix))]
fn with_allocator_settings() {}

#[derive(Parser)]
#[command(
    name = "corrchess",
    version,
    about = "A correspondence chess server for Chess960"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    settings: Settings,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the site (the default)
    Serve,
    /// Apply the database migrations and exit
    Migrate,
    /// Manage administrators
    #[command(subcommand)]
    Admin(AdminCommand),
    /// Check or rebuild the ratings
    #[command(subcommand)]
    Ratings(RatingsCommand),
    /// Mail to the server
    #[command(subcommand)]
    Mail(MailCommand),
    /// Write the whole database to FILE (PostgreSQL's custom dump format), readable by
    /// its owner only: a dump is a secret
    Backup {
        /// Where to write the dump (a new file; an existing one needs --force)
        file: std::path::PathBuf,
        /// Overwrite an existing FILE (made readable by its owner only first)
        #[arg(long)]
        force: bool,
        /// Leave out the generated signing key: a server on a restore makes a new one,
        /// and reply addresses and unsubscribe links mailed before stop working
        #[arg(long)]
        without_secrets: bool,
    },
    /// Restore a dump made by `backup` into an empty database no server uses
    Restore {
        /// The dump to read
        file: std::path::PathBuf,
        /// Replace what a non-empty database holds, even while servers use it (they
        /// are told to forget what they keep)
        #[arg(long)]
        force: bool,
    },
    /// Check the settings and what they point at (database, migrations, mail server,
    /// listen addresses), one line each; fails when a server could not run
    CheckConfig,
    /// Verify games' records (docs/RECORD.md)
    #[command(subcommand)]
    Record(RecordCommand),
}

#[derive(Subcommand)]
enum RecordCommand {
    /// Verify a downloaded record (`/games/{id}/record.json`) offline: every entry's
    /// hash and link and the signed head; exit status 1 naming the first bad entry
    Verify {
        /// The record (JSON)
        file: std::path::PathBuf,
        /// The server's keys (its `/.well-known/jwks.json`); without it they are
        /// fetched from the record's `server`
        #[arg(long)]
        jwks: Option<std::path::PathBuf>,
    },
    /// Check every game's record against the game's rows and report each game whose
    /// record breaks (exit status 1 when one does); their pages say so
    Check,
}

#[derive(Subcommand)]
enum RatingsCommand {
    /// Replay every rated game in end order from the start values and report every
    /// stored rating value that differs (exit status 1 when one does)
    Recompute {
        /// Rewrite the values that differ to the replay's (game writes wait meanwhile)
        #[arg(long)]
        apply: bool,
    },
}

#[derive(Subcommand)]
enum MailCommand {
    /// Read one message (a reply to a move mail) on standard input and play it; exits 0
    /// when handled, 75 when the database cannot be reached (the MTA tries again)
    Receive {
        /// The envelope sender (Postfix pipe: ${sender}); "" for the null sender
        #[arg(long)]
        sender: Option<String>,
        /// An envelope recipient (Postfix pipe: ${recipient}); may be repeated
        #[arg(long)]
        recipient: Vec<String>,
    },
}

#[derive(Subcommand)]
enum AdminCommand {
    /// Create a verified admin account (password from stdin or a prompt)
    Create {
        #[arg(long)]
        username: String,
        #[arg(long)]
        email: String,
    },
    /// Give an existing account the admin role
    Promote { username: String },
    /// Give an account the organiser role (create tournaments, run its own), or take it
    Organizer {
        username: String,
        /// Take the role instead of giving it
        #[arg(long)]
        revoke: bool,
    },
}

const EMBEDDED_DB_NAME: &str = "corrchess";

/// `corrchess mail receive`: reads the message first (the MTA wants it taken whatever
/// happens), then plays it; every failure to reach the database is 75, so the MTA
/// tries again later.
fn mail_receive(settings: Settings, envelope: PipeEnvelope) -> u8 {
    // The answers' links are built from BASE_URL; without it they name the bind
    // address, which no reader's mail client can reach.
    if settings
        .base_url
        .as_deref()
        .is_none_or(|u| u.trim().is_empty())
    {
        eprintln!(
            "corrchess: warning: BASE_URL is unset: the links in the answers point at the bind address; set it as the server has it"
        );
    }
    let (raw, oversized) = match pipe::read_message(std::io::stdin().lock()) {
        Ok(read) => read,
        Err(e) => {
            eprintln!("corrchess: reading the message: {e}");
            return pipe::TRY_AGAIN_LATER;
        }
    };
    let result = (|| -> anyhow::Result<u8> {
        let mut config = Config::from_settings(settings)?;
        let cluster = database(&mut config)?;
        let runtime = tokio::runtime::Runtime::new()?;
        let code = runtime.block_on(async {
            let url = config.database_url.clone().context("database URL")?;
            let wait = std::time::Duration::from_secs(2);
            let pool = startup::connect_within(url.expose_secret(), 2, wait).await?;
            let links = startup::mail_links(&pool, &config).await?;
            let ctx = corrchess::service::Context::new(&pool, &links);
            let limit = config.rate_limits.mail_reply_per_account;
            let (code, handled) = pipe::receive(ctx, limit, &envelope, &raw, oversized).await;
            if let Some(handled) = handled {
                println!("{handled:?}");
            }
            anyhow::Ok(code)
        });
        drop(runtime);
        if let Some(cluster) = cluster {
            cluster.leave();
        }
        code
    })();
    result.unwrap_or_else(|e| {
        eprintln!("corrchess: {e:#}");
        pipe::TRY_AGAIN_LATER
    })
}

/// Starts the private cluster when no DATABASE_URL is set.
fn database(config: &mut Config) -> anyhow::Result<Option<EmbeddedPostgres>> {
    if config.database_url.is_some() {
        return Ok(None);
    }
    let cluster = EmbeddedPostgres::start(&config.data_dir.join("postgres"), EMBEDDED_DB_NAME)?;
    config.database_url = Some(SecretString::from(cluster.url(EMBEDDED_DB_NAME)));
    tracing::info!(
        "using the private PostgreSQL cluster (set DATABASE_URL to use another database)"
    );
    Ok(Some(cluster))
}

fn read_password() -> anyhow::Result<String> {
    let stdin = std::io::stdin();
    if stdin.is_terminal() {
        eprint!("Password (at least 10 characters, shown as you type): ");
        std::io::stderr().flush()?;
    }
    let mut line = String::new();
    stdin.lock().read_line(&mut line)?;
    Ok(line.trim_end_matches(['\r', '\n']).to_owned())
}

/// Errors end the process with one readable line (the cause chain), never a backtrace.
fn main() -> std::process::ExitCode {
    with_allocator_settings();
    telemetry::init();
    let command = corrchess::config::ignore_empty_env(Cli::command());
    let cli = Cli::from_arg_matches(&command.get_matches()).unwrap_or_else(|e| e.exit());
    if let Some(Command::Mail(MailCommand::Receive { sender, recipient })) = cli.command {
        let envelope = PipeEnvelope {
            sender,
            recipients: recipient,
        };
        return std::process::ExitCode::from(mail_receive(cli.settings, envelope));
    }
    // Offline: no database, no settings.
    if let Some(Command::Record(RecordCommand::Verify { file, jwks })) = &cli.command {
        return match verify_record(file, jwks.as_deref()) {
            Ok(()) => std::process::ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("corrchess: {e:#}");
                std::process::ExitCode::FAILURE
            }
        };
    }
    match start(cli) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("corrchess: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn start(cli: Cli) -> anyhow::Result<()> {
    let mut config = Config::from_settings(cli.settings)?;
    let cluster = database(&mut config)?;
    let runtime = tokio::runtime::Runtime::new()?;
    let command = cli.command.unwrap_or(Command::Serve);
    let lost = cluster.as_ref().map(EmbeddedPostgres::lost);
    let result = runtime.block_on(run(command, config, lost));
    drop(runtime);
    // The last process out stops the private cluster: a second server or a one-off
    // command on the same DATA_DIR leaves it running for the others.
    if let Some(cluster) = cluster {
        cluster.leave();
    }
    result
}

async fn run(
    command: Command,
    config: Config,
    cluster_lost: Option<impl Future<Output = ()>>,
) -> anyhow::Result<()> {
    let url = config.database_url.clone().context("database URL")?;
    match command {
        Command::Serve => serve(config, cluster_lost).await?,
        Command::Migrate => {
            let pool = startup::connect(url.expose_secret(), 2).await?;
            store::MIGRATOR.run(&pool).await?;
            println!("migrations applied");
        }
        Command::Admin(AdminCommand::Create { username, email }) => {
            create_admin(&url, &config, &username, &email).await?;
        }
        Command::Ratings(RatingsCommand::Recompute { apply }) => {
            let pool = startup::connect(url.expose_secret(), 2).await?;
            recompute(&pool, apply).await?;
        }
        Command::Mail(_) => anyhow::bail!("mail commands run on their own"),
        Command::Backup {
            file,
            force,
            without_secrets,
        } => backup_to(&url, &file, force, without_secrets)?,
        Command::Restore { file, force } => restore(&url, &file, force).await?,
        Command::CheckConfig => {
            let found = corrchess::check_config::run(&config).await;
            for f in &found {
                println!("{}: {}", f.name, f.text);
            }
            let failed = found.iter().filter(|f| f.fatal).count();
            if failed > 0 {
                anyhow::bail!("{failed} checks failed");
            }
            println!("everything a server needs is in place");
        }
        Command::Admin(AdminCommand::Organizer { username, revoke }) => {
            let pool = startup::connect(url.expose_secret(), 2).await?;
            set_organizer(&pool, &username, !revoke).await?;
        }
        Command::Record(RecordCommand::Verify { .. }) => unreachable!("verified offline"),
        Command::Record(RecordCommand::Check) => {
            let pool = startup::connect(url.expose_secret(), 2).await?;
            check_records(&pool).await?;
        }
        Command::Admin(AdminCommand::Promote { username }) => {
            let pool = startup::connect(url.expose_secret(), 2).await?;
            if store::users::promote(&pool, &username).await? {
                println!("{username} is now an admin");
            } else {
                anyhow::bail!("no account named {username}");
            }
        }
    }
    Ok(())
}

/// `corrchess serve`: serves until Ctrl-C or SIGTERM. When the private cluster went
/// away and could not be started again, stops serving and fails, so that a supervisor
/// restarts the process rather than it answering every request with an error.
async fn serve(
    config: Config,
    cluster_lost: Option<impl Future<Output = ()>>,
) -> anyhow::Result<()> {
    let bind = config.bind_addr;
    let app = Application::build(config).await?;
    tracing::info!("corrchess serves http://{}:{}", bind.ip(), app.port());
    let handle = app.handle();
    let served = app.run_until_stopped();
    tokio::pin!(served);
    let lost = async {
        match cluster_lost {
            Some(lost) => lost.await,
            None => std::future::pending().await,
        }
    };
    tokio::select! {
        result = &mut served => return Ok(result?),
        () = lost => {}
    }
    let ((), result) = tokio::join!(handle.stop(false), served);
    result?;
    anyhow::bail!("the private PostgreSQL cluster went away and could not be started again")
}

/// `corrchess admin create`: a verified admin, its password read from stdin.
async fn create_admin(
    url: &SecretString,
    config: &Config,
    username: &str,
    email: &str,
) -> anyhow::Result<()> {
    let pool = startup::connect(url.expose_secret(), 2).await?;
    store::MIGRATOR.run(&pool).await?;
    let password = read_password()?;
    let passwords =
        PasswordHasher::new(config.password_hash_concurrency, config.password_hash_wait);
    let new = accounts::NewAccount {
        username,
        email,
        password: &password,
        lang: corrchess::i18n::Lang::En,
        network: None,
        time_zone: None,
    };
    match accounts::create_verified(&pool, &passwords, new, true).await {
        Ok(user) => println!("admin {} created", user.username),
        Err(ServiceError::Internal(e)) => return Err(e),
        Err(refused) => anyhow::bail!(
            "{}",
            corrchess::i18n::refusal::sentence(corrchess::i18n::Lang::En, &refused)
        ),
    }
    Ok(())
}

/// `corrchess backup FILE`: the dump, private to its owner (see `backup::backup`).
fn backup_to(
    url: &SecretString,
    file: &std::path::Path,
    force: bool,
    without_secrets: bool,
) -> anyhow::Result<()> {
    let options = backup::BackupOptions {
        force,
        without_secrets,
    };
    backup::backup(url, file, options)?;
    println!("database written to {}", file.display());
    if without_secrets {
        println!(
            "without the signing key: a server on a restore of it makes a new one, and \
             reply addresses and unsubscribe links mailed before stop working"
        );
    }
    Ok(())
}

/// `corrchess restore FILE [--force]`: looks at the database (tables, running servers),
/// restores, then tells running servers to forget what they keep, as the restore
/// replaced it under them.
async fn restore(url: &SecretString, file: &std::path::Path, force: bool) -> anyhow::Result<()> {
    let pool = startup::connect(url.expose_secret(), 1).await?;
    let found = backup::Found {
        tables: store::user_tables(&pool).await?,
        server_connections: store::connections_named(&pool, startup::SERVER_APPLICATION_NAME)
            .await?,
    };
    backup::restore(url, file, force, found)?;
    cache_listener::forget_everywhere(&pool)
        .await
        .context("telling running servers to forget what they keep")?;
    pool.close().await;
    println!("database restored from {}", file.display());
    if found.server_connections > 0 {
        println!("running servers were told to forget the sessions and pages they keep");
    }
    Ok(())
}

/// `corrchess admin organizer U [--revoke]`: gives or takes the organiser role.
async fn set_organizer(pool: &sqlx::PgPool, username: &str, on: bool) -> anyhow::Result<()> {
    let Some(id) = store::users::id_named(pool, username).await? else {
        anyhow::bail!("no account named {username}");
    };
    store::users::set_organizer(pool, id, on).await?;
    if on {
        println!("{username} is now an organiser");
    } else {
        println!("{username} is no longer an organiser");
    }
    Ok(())
}

/// `corrchess ratings recompute [--apply]`: prints each difference, then a summary; an
/// audit that finds differences and does not rewrite them fails.
async fn recompute(pool: &sqlx::PgPool, apply: bool) -> anyhow::Result<()> {
    let audit = match ratings::recompute(pool, apply).await {
        Ok(audit) => audit,
        Err(ServiceError::Internal(e)) => return Err(e),
        Err(refused) => anyhow::bail!(
            "{}",
            corrchess::i18n::refusal::sentence(corrchess::i18n::Lang::En, &refused)
        ),
    };
    for line in &audit.differences {
        println!("{line}");
    }
    let (games, found) = (audit.games, audit.differences.len());
    if found == 0 {
        println!("{games} rated games replayed: every stored rating value agrees");
    } else if audit.rewritten {
        println!("{games} rated games replayed: {found} differences rewritten");
    } else {
        anyhow::bail!(
            "{games} rated games replayed: {found} stored values differ (`corrchess ratings recompute --apply` rewrites them)"
        );
    }
    Ok(())
}

/// `corrchess record verify FILE [--jwks FILE]`: the record's chain and signed head
/// against the server's keys, offline when the keys are given.
fn verify_record(file: &std::path::Path, jwks: Option<&std::path::Path>) -> anyhow::Result<()> {
    use corrchess::domain::record::{PublicKey, verify::RecordFlaw, verify::verify_document};
    let text =
        std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
    let doc: serde_json::Value =
        serde_json::from_str(&text).with_context(|| format!("{} is not JSON", file.display()))?;
    let keys = match jwks {
        Some(path) => {
            std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?
        }
        None => {
            let server = doc["server"]
                .as_str()
                .context("the record names no server")?;
            let url = format!("{}/.well-known/jwks.json", server.trim_end_matches('/'));
            let runtime = tokio::runtime::Runtime::new()?;
            runtime
                .block_on(async { reqwest::get(&url).await?.error_for_status()?.text().await })
                .with_context(|| format!("fetching {url}"))?
        }
    };
    let keys: serde_json::Value = serde_json::from_str(&keys).context("the keys are not JSON")?;
    match verify_document(&doc, &PublicKey::from_jwks(&keys)) {
        Ok(n) => {
            println!(
                "record of game {} verifies: {n} entries, head signed",
                doc["game"]
            );
            Ok(())
        }
        Err(RecordFlaw::Entry(bad)) => anyhow::bail!(
            "entry {} (seq {}) is bad: its {} does not hold",
            bad.index + 1,
            bad.seq,
            bad.flaw.as_str()
        ),
        Err(RecordFlaw::Head(flaw)) => anyhow::bail!("{}", flaw.as_str()),
        Err(RecordFlaw::Malformed(what)) => anyhow::bail!("not a record: {what}"),
    }
}

/// `corrchess record check`: every game's record against its rows; one line per game
/// whose record breaks.
async fn check_records(pool: &sqlx::PgPool) -> anyhow::Result<()> {
    let broken = match corrchess::service::record::check::all(pool).await {
        Ok(broken) => broken,
        Err(ServiceError::Internal(e)) => return Err(e),
        Err(e) => return Err(anyhow::anyhow!("{e}")),
    };
    for b in &broken {
        println!("game {}: record broken at entry {}", b.game, b.entry);
    }
    if broken.is_empty() {
        println!("every game's record matches its rows");
        Ok(())
    } else {
        anyhow::bail!("{} games' records do not match their rows", broken.len())
    }
}
