//! Builds the application from a [`Config`]: database pool, migrations, HTTP server and
//! background workers. `main` and the integration tests both use [`Application::build`].

use std::{net::TcpListener, sync::Arc, time::Duration};

use actix_http::HttpService;
use actix_server::Server;
use actix_service::{IntoServiceFactory, ServiceFactoryExt, fn_service, map_config};
use actix_web::{
    App,
    body::MessageBody,
    dev::{AppConfig, ServiceFactory, ServiceRequest, ServiceResponse},
    middleware, web,
};
use anyhow::Context;
use lettre::message::Mailbox;
use rand::RngExt;
use secrecy::ExposeSecret;
use sqlx::{
    PgPool,
    postgres::{PgConnectOptions, PgPoolOptions},
};

use crate::{
    cache::{
        game_views::ViewCache,
        live::LiveEvents,
        notices::{self as cache_listener, Caches},
        sessions::{ApiTokenCache, SessionCache},
    },
    config::Config,
    domain::{Links, mail_tokens::SigningKey},
    inbound, jobs,
    mail::{self, MailTransport},
    service::{self, password_hasher::PasswordHasher},
    store,
    web::{
        self as site, AppState,
        middleware::body_budget::BodyBudget,
        middleware::client_connections::{ClientConnections, ClientPrefixes, Counted},
        middleware::connection_deadline::DeadlineStream,
    },
    worker_pools::{self, WorkerPools},
};

/// The `application_name` of a server's connections (`pg_stat_activity` shows it):
/// `corrchess restore` looks for it to refuse restoring under a running server.
pub const SERVER_APPLICATION_NAME: &str = "corrchess serve";

/// A built, bound, not yet running server.
pub struct Application {
    port: u16,
    /// The port of the SMTP listener for replies, when one runs.
    smtp_port: Option<u16>,
    metrics_port: Option<u16>,
    server: Server,
    pool: PgPool,
    passwords: PasswordHasher,
    caches: Caches,
}

/// Connects to the database named by `url`, trying for up to 10 s.
pub async fn connect(url: &str, max_connections: u32) -> anyhow::Result<PgPool> {
    connect_within(url, max_connections, Duration::from_secs(10)).await
}

/// Connects to the database named by `url`, trying for up to `wait` (a one-off command
/// that an MTA retries fails sooner).
pub async fn connect_within(
    url: &str,
    max_connections: u32,
    wait: Duration,
) -> anyhow::Result<PgPool> {
    PgPoolOptions::new()
        .max_connections(max_connections)
        .acquire_timeout(wait)
        .connect(url)
        .await
        .context("connecting to PostgreSQL")
}

/// The background pool's size: [`BACKGROUND_CONNECTIONS`] for jobs, mail and replies,
/// plus the ones the mail worker and the game view cache each hold for `LISTEN` as long
/// as they run (with a pool of one, a listener would take the only connection and the
/// jobs would wait for it). Requests use their workers' own pools
/// (`DATABASE_MAX_CONNECTIONS` in all, see [`crate::worker_pools`]).
pub fn pool_size(config: &Config) -> u32 {
    BACKGROUND_CONNECTIONS
        .saturating_add(u32::from(config.mail_worker))
        .saturating_add(u32::from(listens_for_changes(config)))
        .saturating_add(u32::from(config.federation.enabled))
}

/// Whether a cache is on, so that the change listener runs.
fn listens_for_changes(config: &Config) -> bool {
    config.kept_games() > 0 || config.kept_sessions() > 0
}

/// The most live event streams a process holds: half its connections, so that open
/// pages cannot take the connections that pages are asked on.
fn live_streams(config: &Config) -> usize {
    (config.max_connections / 2).max(1)
}

/// Connections of the shared pool for the work no request waits on: the job loop, the
/// mail worker's sending, replies by SMTP and the metrics' scrape.
pub const BACKGROUND_CONNECTIONS: u32 = 3;

/// Splits the per-process connection cap over the worker threads (one per CPU, fewer
/// when the cap is smaller), as actix counts connections per worker: returns the number
/// of workers and the connections each may hold, together at most `max_connections`.
pub fn connection_slots(max_connections: usize, cpus: usize) -> (usize, usize) {
    let workers = cpus.min(max_connections).max(1);
    (workers, (max_connections / workers).max(1))
}

/// The link builder for pages and mail: `BASE_URL`, and the key that signs reply
/// addresses and unsubscribe links (`SECRET_KEY`, or the one kept in the database, made
/// on first use) with `MAIL_REPLY_DOMAIN`.
pub async fn mail_links(pool: &PgPool, config: &Config) -> anyhow::Result<Links> {
    let bytes = match &config.secret_key {
        Some(key) => key.expose_secret().as_bytes().to_vec(),
        None => {
            let fresh: [u8; 32] = rand::rng().random();
            store::server_secrets::get_or_store(pool, SIGNING_KEY, &fresh)
                .await
                .context("reading the signing key")?
        }
    };
    let key = SigningKey::new(bytes).context("the signing key is too short")?;
    Ok(Links::new(config.base_url.clone()).with_mail(key, config.mail_reply_domain.clone()))
}

/// The name of the generated signing key in `server_secrets`.
const SIGNING_KEY: &str = "signing_key";

/// With `SECRET_KEY` set, removes a key generated by an earlier start without it: it
/// signs nothing the server accepts any more, and kept it would travel in every dump.
async fn forget_replaced_key(pool: &PgPool, config: &Config) -> anyhow::Result<()> {
    if config.secret_key.is_some()
        && store::server_secrets::forget(pool, SIGNING_KEY)
            .await
            .context("removing the generated signing key")?
    {
        tracing::info!("SECRET_KEY is set: the generated signing key was removed");
    }
    Ok(())
}

/// The VAPID key that signs pushes: `VAPID_PRIVATE_KEY`, or the one kept in the
/// database, made on first use (like the signing key); a generated one that the setting
/// replaced is removed.
pub async fn vapid_key(pool: &PgPool, config: &Config) -> anyhow::Result<mail::push::VapidKey> {
    if let Some(key) = &config.push.vapid_private_key {
        if store::server_secrets::forget(pool, VAPID_KEY).await? {
            tracing::info!("VAPID_PRIVATE_KEY is set: the generated VAPID key was removed");
        }
        return Ok(mail::push::VapidKey::from_base64(key.expose_secret())?);
    }
    let fresh = mail::push::VapidKey::generate()?;
    let kept = store::server_secrets::get_or_store(pool, VAPID_KEY, fresh.private_bytes())
        .await
        .context("reading the VAPID key")?;
    Ok(mail::push::VapidKey::from_private(&kept)?)
}

/// The key that signs games' records (made on first start, kept in `server_secrets`),
/// after the records of games older than records are built (once: docs/RECORD.md).
async fn record_key(pool: &PgPool) -> anyhow::Result<crate::domain::record::RecordKey> {
    let key = service::record::keys::load_or_create(pool)
        .await
        .context("reading the record key")?;
    let rebuilt = service::record::rebuild::missing(pool)
        .await
        .context("building the records of older games")?;
    if rebuilt > 0 {
        tracing::info!(games = rebuilt, "records built for older games");
    }
    Ok(key)
}

/// The name of the generated VAPID key in `server_secrets`.
const VAPID_KEY: &str = "vapid_private_key";

/// Starts the push worker beside the mail worker, signing with `key`.
fn start_push_worker(
    pool: &PgPool,
    config: &Config,
    mail_from: &Mailbox,
    key: Arc<mail::push::VapidKey>,
) -> anyhow::Result<()> {
    if !config.mail_worker {
        return Ok(());
    }
    let subject = config
        .push
        .vapid_subject
        .clone()
        .unwrap_or_else(|| format!("mailto:{}", mail_from.email));
    let policy = crate::domain::push_subscription::EndpointPolicy {
        allow_loopback: config.push.allow_loopback,
        allowed_hosts: &config.push.allowed_hosts,
    };
    let sender = mail::push::worker::Sender::new(key, subject, &policy)?;
    tokio::spawn(mail::push::worker::run(
        pool.clone(),
        sender,
        config.mail_poll_interval,
    ));
    Ok(())
}

/// Starts the mail worker and the job loop on the current runtime; returns the sender
/// they use.
/// The sender address, and the mail worker's task when this process sends mail.
type Workers = (Mailbox, Option<tokio::task::AbortHandle>);

fn start_workers(pool: &PgPool, config: &Config, links: &Links) -> anyhow::Result<Workers> {
    let transport = MailTransport::from_config(config)?;
    let mail_from = mail::transport::parse_from(&config.mail_from)?;
    tracing::info!("{}", transport.describe());
    let mail_worker = if config.mail_worker {
        let task = tokio::spawn(mail::worker::run(
            pool.clone(),
            transport,
            mail_from.clone(),
            config.mail_poll_interval,
            config.mail_gather,
        ));
        Some(task.abort_handle())
    } else {
        tracing::info!("MAIL_WORKER is off: mail is queued here and sent by another process");
        None
    };
    let settings = jobs::JobSettings {
        vacation_days_per_year: config.vacation_days_per_year,
    };
    tokio::spawn(jobs::run(
        pool.clone(),
        links.clone(),
        config.job_interval,
        settings,
    ));
    Ok((mail_from, mail_worker))
}

/// With `FEDERATION=on`, the federation (who this server is, its peers, its signing
/// key) and its outbox worker.
fn start_federation(
    pool: &PgPool,
    config: &Config,
    links: &Links,
    key: &Arc<crate::domain::record::RecordKey>,
) -> anyhow::Result<Option<Arc<service::federation::transport::Federation>>> {
    let Some(fed) = service::federation::transport::Federation::from_config(config, key.clone())?
    else {
        return Ok(None);
    };
    let fed = Arc::new(fed);
    tracing::info!("federation on as {}", fed.host);
    tokio::spawn(service::federation::worker::run(
        pool.clone(),
        links.clone(),
        fed.clone(),
        config.mail_poll_interval,
    ));
    Ok(Some(fed))
}

/// Starts `ANALYSIS_WORKERS` analysis workers when there is an engine, and records
/// whether games are queued as they end (`ANALYSIS_AUTO`, only with an engine).
async fn start_analysis(pool: &PgPool, config: &Config) -> anyhow::Result<()> {
    let settings = config.analysis.clone();
    let auto = settings.auto && settings.engine.is_some();
    store::analysis::set_auto(pool, auto, settings.nodes)
        .await
        .context("recording ANALYSIS_AUTO")?;
    let Some(engine) = &config.analysis.engine else {
        tracing::info!("no engine (STOCKFISH, stockfish on PATH): the computer analysis is off");
        return Ok(());
    };
    tracing::info!(
        "computer analysis with {}: {} worker(s), {} nodes per position",
        engine.display(),
        settings.workers,
        settings.nodes
    );
    for _ in 0..settings.workers {
        tokio::spawn(service::analysis::worker::run(
            pool.clone(),
            settings.clone(),
        ));
    }
    Ok(())
}

/// Binds and starts the SMTP listener for replies when `INBOUND_SMTP_ADDR` is set;
/// returns its port.
async fn start_reply_listener(
    pool: &PgPool,
    config: &Config,
    links: &Links,
) -> anyhow::Result<Option<u16>> {
    let Some(addr) = config.inbound_smtp_addr else {
        return Ok(None);
    };
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("binding INBOUND_SMTP_ADDR {addr}"))?;
    let port = listener.local_addr()?.port();
    let inbox = inbound::smtp::Inbox {
        pool: pool.clone(),
        links: links.clone(),
        limit: config.rate_limits.mail_reply_per_account,
        vacation_days_per_year: config.vacation_days_per_year,
    };
    let limits = inbound::smtp::Limits {
        connections: inbound::smtp::MAX_CONNECTIONS,
        per_address: config.inbound_smtp_per_address,
        first_command: config.inbound_smtp_first_command_timeout,
        idle: config.inbound_smtp_idle_timeout,
        session: config.inbound_smtp_session_timeout,
    };
    tokio::spawn(inbound::smtp::serve(listener, inbox, limits));
    tracing::info!("replies by mail are taken on {}:{port}", addr.ip());
    Ok(Some(port))
}

/// The site: state, extractor error pages, middleware (outermost last) and routes.
fn site_app(
    state: web::Data<AppState>,
    base_url: String,
) -> App<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<impl MessageBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    App::new()
        .app_data(state)
        .app_data(web::PathConfig::default().error_handler(|_, _| site::AppError::NotFound.into()))
        .app_data(web::QueryConfig::default().error_handler(|_, _| {
            site::AppError::BadRequest(
                crate::domain::Words::new("analysis-query-unreadable").into(),
            )
            .into()
        }))
        // Innermost: a change is done when the handler returns.
        .wrap(middleware::from_fn(
            site::extract::session::forget_sessions_after_changes,
        ))
        .wrap(middleware::from_fn(site::middleware::csrf::middleware))
        // Before the CSRF check and any route: no route reads a control character.
        .wrap(middleware::from_fn(
            site::middleware::path_guard::middleware,
        ))
        // Outside every answer of an error, to draw its page for the visitor.
        .wrap(middleware::from_fn(site::error_pages::middleware))
        // Outside the CSRF check and the handlers, which read bodies; its 503 is its own.
        .wrap(middleware::from_fn(
            site::middleware::body_budget::middleware,
        ))
        // Outside the CSRF check, which reads form bodies itself.
        .wrap(middleware::from_fn(
            site::middleware::request_timeout::middleware,
        ))
        .wrap(site::middleware::security_headers::headers(&base_url))
        .wrap(middleware::Compress::default())
        // Outside compression: the marker that kept it off one answer goes.
        .wrap(middleware::from_fn(
            site::middleware::identity_encoding::middleware,
        ))
        // Outside compression too, so a HEAD names the encoding a GET gets.
        .wrap(middleware::from_fn(
            site::middleware::head_requests::middleware,
        ))
        // Outermost: the request's id and its log line cover every other layer.
        .wrap(middleware::from_fn(
            site::middleware::request_log::middleware,
        ))
        .configure(site::routes)
        .default_service(web::to(site::home::not_found))
}

/// The connection's place in its client's count: `Ok(None)` when no cap applies (behind
/// a trusted proxy, or no peer address), an error (which closes the connection) when the
/// client holds `MAX_CONNECTIONS_PER_CLIENT` already.
fn admit(
    per_client: Option<&Arc<ClientConnections>>,
    peer: Option<std::net::SocketAddr>,
) -> Result<
    Option<site::middleware::client_connections::ClientSlot>,
    actix_http::error::DispatchError,
> {
    let (Some(count), Some(peer)) = (per_client, peer) else {
        return Ok(None);
    };
    match count.admit(peer.ip()) {
        Some(slot) => Ok(Some(slot)),
        None => {
            tracing::debug!(client = %peer.ip(), "too many connections from the client: closed");
            Err(actix_http::error::DispatchError::Io(std::io::Error::other(
                "too many connections from this client",
            )))
        }
    }
}

impl Application {
    /// Connects, migrates, binds `config.bind_addr` (port 0 picks a free port) and
    /// starts the mail and job workers on the current runtime.
    pub async fn build(config: Config) -> anyhow::Result<Self> {
        if let Some(warning) = config.plain_http_warning() {
            tracing::warn!("{warning}");
        }
        let (pool, worker_pools, cpus) = open_database(&config).await?;

        let links = mail_links(&pool, &config).await?;
        forget_replaced_key(&pool, &config).await?;
        let record_key = Arc::new(record_key(&pool).await?);
        let (mail_from, mail_worker) = start_workers(&pool, &config, &links)?;
        start_analysis(&pool, &config).await?;
        let push_key = Arc::new(vapid_key(&pool, &config).await?);
        start_push_worker(&pool, &config, &mail_from, push_key.clone())?;
        let smtp_port = start_reply_listener(&pool, &config, &links).await?;
        let federation = start_federation(&pool, &config, &links, &record_key)?;
        let caches = Caches {
            games: Arc::new(ViewCache::new(config.kept_games())),
            sessions: Arc::new(SessionCache::new(config.kept_sessions())),
            api_tokens: Arc::new(ApiTokenCache::new(config.kept_sessions())),
            live: Arc::new(LiveEvents::new(
                listens_for_changes(&config),
                live_streams(&config),
            )),
        };
        if listens_for_changes(&config) {
            tokio::spawn(cache_listener::run(pool.clone(), caches.clone()));
        }
        let metrics_port = config
            .metrics_addr
            .map(|addr| crate::metrics::serve(addr, pool.clone(), worker_pools.clone()))
            .transpose()?;

        let listener = TcpListener::bind(config.bind_addr)
            .with_context(|| format!("binding {}", config.bind_addr))?;
        let port = listener.local_addr()?.port();
        let passwords =
            PasswordHasher::new(config.password_hash_concurrency, config.password_hash_wait);
        let body_bytes_in_flight = config.max_body_bytes_in_flight;
        let state = web::Data::new(AppState {
            pool: pool.clone(),
            config,
            links,
            mail_from,
            passwords: passwords.clone(),
            mail_worker,
            game_views: caches.games.clone(),
            sessions: caches.sessions.clone(),
            api_tokens: caches.api_tokens.clone(),
            push_public_key: push_key.public_base64(),
            record_key,
            live: caches.live.clone(),
            body_budget: BodyBudget::new(body_bytes_in_flight),
            federation,
        });
        let server = http_server(listener, state, worker_pools, cpus)?;
        Ok(Self {
            port,
            smtp_port,
            metrics_port,
            server,
            pool,
            passwords,
            caches,
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The port of the SMTP listener for replies (`INBOUND_SMTP_ADDR`), if it runs.
    pub fn smtp_port(&self) -> Option<u16> {
        self.smtp_port
    }

    /// The port of the metrics listener (`METRICS_ADDR`), if it runs.
    pub fn metrics_port(&self) -> Option<u16> {
        self.metrics_port
    }

    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// The game views and sessions kept in memory (tests forget them after changing the
    /// database behind the app's back, rather than wait for the notice).
    pub fn caches(&self) -> &Caches {
        &self.caches
    }

    /// The hasher the server's requests share (tests hold its slots to fill it).
    pub fn passwords(&self) -> &PasswordHasher {
        &self.passwords
    }

    /// A handle to stop the server (tests restart the app on the same database).
    pub fn handle(&self) -> actix_server::ServerHandle {
        self.server.handle()
    }

    /// Serves until Ctrl-C / SIGTERM or [`Self::handle`]'s stop.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}

/// Connects the background pool and the per-worker pools (their connections named for
/// `restore`'s check) and applies the migrations; also says how many HTTP workers run.
async fn open_database(config: &Config) -> anyhow::Result<(PgPool, Arc<WorkerPools>, usize)> {
    let url = config
        .database_url
        .as_ref()
        .context("no database URL (the embedded cluster sets one)")?;
    let options: PgConnectOptions = url
        .expose_secret()
        .parse::<PgConnectOptions>()
        .context("reading DATABASE_URL")?
        .application_name(SERVER_APPLICATION_NAME);
    let pool = PgPoolOptions::new()
        .max_connections(pool_size(config))
        .acquire_timeout(Duration::from_secs(10))
        .connect_with(options.clone())
        .await
        .context("connecting to PostgreSQL")?;
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    let cpus = worker_pools::workers_for(config.database_max_connections, cpus);
    let worker_pools = WorkerPools::new(
        options,
        config.database_max_connections,
        cpus,
        Duration::from_secs(10),
    );
    store::MIGRATOR
        .run(&pool)
        .await
        .context("applying migrations")?;
    Ok((pool, worker_pools, cpus))
}

/// The HTTP server on `listener`: `cpus` workers, each with its own pool from
/// `worker_pools` and its share of the connection slots.
fn http_server(
    listener: TcpListener,
    state: web::Data<AppState>,
    worker_pools: Arc<WorkerPools>,
    cpus: usize,
) -> anyhow::Result<Server> {
    let config = &state.config;
    let (workers, connections_per_worker) = connection_slots(config.max_connections, cpus);
    let base_url = config.base_url.clone();
    let request_timeout = config.request_timeout;
    let per_client = (!config.trust_proxy).then(|| {
        let prefixes = ClientPrefixes {
            v4: config.client_prefix_v4,
            v6: config.client_prefix_v6,
        };
        ClientConnections::new(config.max_connections_per_client, prefixes)
    });
    let local_addr = listener.local_addr()?;
    let builder = Server::build();
    let shutdown = builder.graceful_shutdown_signal();
    let server = builder
        .workers(workers)
        .max_concurrent_connections(connections_per_worker)
        .shutdown_timeout(10)
        .listen("corrchess", listener, move || {
            // Runs on each worker's thread: the worker's requests use its own pool.
            let (pool, closes_with_worker) = worker_pools.for_this_worker();
            let state = web::Data::new(AppState {
                pool,
                ..AppState::clone(&state)
            });
            let app =
                site_app(state, base_url.clone()).app_data(web::Data::new(closes_with_worker));
            let shutdown = shutdown.clone();
            let http = HttpService::build()
                .graceful_shutdown_signal(move || {
                    let shutdown = shutdown.clone();
                    async move { shutdown.notified().await }
                })
                .client_disconnect_timeout(Duration::from_secs(1))
                .local_addr(local_addr)
                // The app reads neither the configured host nor the local address
                // (links are built from BASE_URL), so the default config serves.
                .h1(map_config(
                    app.into_factory().map_err(|e| e.error_response()),
                    |_| AppConfig::default(),
                ));
            // Every connection gets the deadlines of `connection_deadline` and, over
            // the per-client cap, is closed at once; the peer address goes along for
            // rate limits and logs.
            let per_client = per_client.clone();
            fn_service(move |io: tokio::net::TcpStream| {
                let peer = io.peer_addr().ok();
                let admitted = admit(per_client.as_ref(), peer).map(|slot| {
                    let io = DeadlineStream::new(Counted::new(io, slot), request_timeout);
                    (io, peer)
                });
                std::future::ready(admitted)
            })
            .and_then(http)
        })?
        .run();
    Ok(server)
}

#[cfg(test)]
mod tests {
    use super::connection_slots;

    #[test]
    fn the_connection_cap_is_split_over_workers_without_exceeding_it() {
        assert_eq!(connection_slots(500, 4), (4, 125));
        assert_eq!(connection_slots(10, 3), (3, 3));
        assert_eq!(connection_slots(2, 8), (2, 1));
        assert_eq!(connection_slots(1, 8), (1, 1));
        for cap in 1..50 {
            for cpus in 1..10 {
                let (workers, each) = connection_slots(cap, cpus);
                assert!(workers * each <= cap, "{cap} over {cpus} CPUs");
                assert!(workers >= 1 && each >= 1);
            }
        }
    }
}
