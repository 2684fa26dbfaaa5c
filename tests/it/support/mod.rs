#![allow(dead_code)] // helpers shared by test modules; not every module uses each one
//! The test harness: the real app on port 0, a fresh database, a real SMTP sink, and a
//! cookie-keeping HTTP client.

pub mod chrome;
pub mod clubs;
pub mod db;
pub mod mail_queue;
pub mod play;
pub mod private_cluster;
pub mod python;
pub mod scripted_smtp;
pub mod smtp;
pub mod statements;
pub mod two_servers;

use std::sync::{Arc, OnceLock};

use corrchess::{
    config::{Config, RateLimits},
    service::password_hasher::PasswordHasher,
    startup::Application,
};
use reqwest::{StatusCode, cookie::CookieStore};
use secrecy::SecretString;
use sqlx::PgPool;

pub use smtp::SmtpSink;

/// Links in mails start with this; [`TestApp::local`] maps them to the running app.
pub const BASE_URL: &str = "http://corrchess.test";

/// The domain of reply addresses in the tests' mail.
pub const REPLY_DOMAIN: &str = "reply.corrchess.test";

/// The links the app builds from [`BASE_URL`], for calling the job loop directly.
pub fn links() -> corrchess::domain::Links {
    corrchess::domain::Links::new(BASE_URL)
}

pub fn smtp() -> &'static SmtpSink {
    static SINK: OnceLock<SmtpSink> = OnceLock::new();
    SINK.get_or_init(SmtpSink::start)
}

/// A running app on its own database.
pub struct TestApp {
    pub address: String,
    pub pool: PgPool,
    pub db_url: String,
    pub config: Config,
    /// The app's password hasher: tests count its runs and hold its slots.
    pub passwords: PasswordHasher,
    /// The port of the app's SMTP listener for replies, when the config starts one.
    pub smtp_port: Option<u16>,
    /// The metrics listener's port when the config asked for one.
    pub metrics_port: Option<u16>,
    handle: actix_web::dev::ServerHandle,
    caches: corrchess::cache::notices::Caches,
}

/// A config for tests: no rate limits unless a test sets them, fast mail polling, jobs
/// only when the test runs them.
pub fn test_config(db_url: &str) -> Config {
    let data_dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("data");
    Config {
        database_url: Some(SecretString::from(db_url.to_owned())),
        bind_addr: "127.0.0.1:0".parse().unwrap(),
        base_url: BASE_URL.to_owned(),
        data_dir,
        smtp_url: Some(SecretString::from(smtp().url())),
        mail_from: "corrchess <noreply@corrchess.test>".into(),
        rate_limits: RateLimits::unlimited(),
        trust_proxy: false,
        mail_poll_interval: std::time::Duration::from_millis(500),
        mail_gather: std::time::Duration::from_millis(20),
        mail_worker: true,
        job_interval: std::time::Duration::from_secs(3600),
        database_max_connections: 5,
        caches: true,
        game_view_cache: 256,
        session_cache: 1024,
        vacation_days_per_year: 30,
        clubs_per_player: 3,
        engines_allowed: false,
        timeout_limit: None,
        request_timeout: std::time::Duration::from_secs(30),
        max_connections: 500,
        max_connections_per_client: 500,
        max_body_bytes_in_flight: 64 << 20,
        client_prefix_v4: 24,
        client_prefix_v6: 64,
        password_hash_concurrency: 4,
        password_hash_wait: std::time::Duration::from_secs(30),
        secret_key: None,
        mail_reply_domain: Some(REPLY_DOMAIN.to_owned()),
        inbound_smtp_addr: None,
        metrics_addr: None,
        inbound_smtp_session_timeout: std::time::Duration::from_secs(300),
        inbound_smtp_first_command_timeout: std::time::Duration::from_secs(30),
        inbound_smtp_idle_timeout: std::time::Duration::from_secs(30),
        inbound_smtp_per_address: 8,
        push: corrchess::config::PushConfig {
            allow_loopback: true,
            ..Default::default()
        },
        analysis: Default::default(),
        federation: Default::default(),
    }
}

/// The app's log on stderr only when `TEST_LOG` is set (its value is the filter, e.g.
/// `TEST_LOG=debug`; `1` means `warn,sqlx=error`; `RUST_LOG` still wins): a passing run
/// prints test results only.
pub fn init_log() {
    match std::env::var("TEST_LOG") {
        Ok(filter) if filter == "1" => corrchess::telemetry::init_with_default("warn,sqlx=error"),
        Ok(filter) if !filter.is_empty() => corrchess::telemetry::init_with_default(&filter),
        _ => {}
    }
}

impl TestApp {
    pub async fn spawn() -> Self {
        Self::spawn_with(|_| {}).await
    }

    /// Spawns with a changed config (rate limits, say).
    pub async fn spawn_with(change: impl FnOnce(&mut Config)) -> Self {
        init_log();
        let db_url = db::fresh_database().await;
        let mut config = test_config(&db_url);
        change(&mut config);
        Self::start(config, db_url).await
    }

    /// Spawns on a database the test prepared (the app migrates it as in production).
    pub async fn spawn_on(db_url: String) -> Self {
        init_log();
        Self::start(test_config(&db_url), db_url).await
    }

    async fn start(config: Config, db_url: String) -> Self {
        let app = Application::build(config.clone())
            .await
            .expect("app builds");
        let address = format!("http://127.0.0.1:{}", app.port());
        let pool = app.pool().clone();
        let passwords = app.passwords().clone();
        let smtp_port = app.smtp_port();
        let metrics_port = app.metrics_port();
        let handle = app.handle();
        let caches = app.caches().clone();
        tokio::spawn(app.run_until_stopped());
        Self {
            address,
            pool,
            db_url,
            config,
            passwords,
            smtp_port,
            metrics_port,
            handle,
            caches,
        }
    }

    /// Forgets what the app keeps in memory, as the database's notice of a change made
    /// by SQL in a test will (the notice arrives a moment later; this is at once).
    pub fn forget_kept(&self) {
        self.caches.forget_all();
    }

    /// The links the app builds, with its signing key: for calling the job loop and
    /// services as the app does.
    pub async fn links(&self) -> corrchess::domain::Links {
        corrchess::startup::mail_links(&self.pool, &self.config)
            .await
            .expect("the app's links")
    }

    /// Stops the server and starts a new one on the same database.
    pub async fn restart(self) -> Self {
        self.handle.stop(true).await;
        Self::start(self.config, self.db_url).await
    }

    /// Maps a mailed link (built from BASE_URL) to the running app.
    pub fn local(&self, link: &str) -> String {
        link.replacen(BASE_URL, &self.address, 1)
    }

    pub fn browser(&self) -> Browser {
        Browser::new(&self.address)
    }

    /// Signs up through the form and follows the verification link from the mail.
    pub async fn verified_user(&self, name: &str) -> (Browser, String) {
        let (browser, username) = self.unverified_user(name).await;
        let email = email_of(&username);
        let mail = smtp().wait_for_subject(&email, "confirm").await;
        let link = mail
            .link_starting_with(BASE_URL)
            .expect("verification link");
        let res = browser.get(&self.local(&link)).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.body);
        assert!(res.body.contains("Address confirmed"), "{}", res.body);
        (browser, username)
    }

    /// Signs up through the form without verifying, then logs in; returns the browser
    /// (logged in) and the unique username.
    pub async fn unverified_user(&self, name: &str) -> (Browser, String) {
        let username = unique(name);
        let browser = self.browser();
        let res = browser
            .post_form(
                "/signup",
                &[
                    ("username", &username),
                    ("email", &email_of(&username)),
                    ("password", PASSWORD),
                ],
            )
            .await;
        assert_eq!(
            (res.status, res.location()),
            (StatusCode::SEE_OTHER, "/welcome".to_owned()),
            "sign-up failed: {}",
            res.body
        );
        let res = browser.login(&username, PASSWORD).await;
        assert_eq!(
            res.status,
            StatusCode::SEE_OTHER,
            "login failed: {}",
            res.body
        );
        (browser, username)
    }

    /// Signs up through the form and confirms the address in the database (no mail:
    /// for tests that run without the mail worker); the browser is logged in.
    pub async fn quietly_verified_user(&self, name: &str) -> (Browser, String) {
        let (browser, username) = self.unverified_user(name).await;
        sqlx::query("UPDATE users SET email_verified_at = now() WHERE username = $1")
            .bind(&username)
            .execute(&self.pool)
            .await
            .unwrap();
        self.forget_kept();
        (browser, username)
    }

    /// Makes a user an admin directly in the database.
    pub async fn make_admin(&self, username: &str) {
        assert!(
            corrchess::store::users::promote(&self.pool, username)
                .await
                .unwrap()
        );
        self.forget_kept();
    }
}

pub const PASSWORD: &str = "a long enough password";

/// A username unique across tests sharing the SMTP sink (max 20 chars).
pub fn unique(name: &str) -> String {
    let suffix = uuid::Uuid::new_v4().simple().to_string();
    let name: String = name.chars().take(10).collect();
    format!("{name}_{}", &suffix[..8])
}

pub fn email_of(username: &str) -> String {
    format!("{}@example.org", username.to_lowercase())
}

/// An HTTP response, read whole.
pub struct Page {
    pub status: StatusCode,
    pub headers: reqwest::header::HeaderMap,
    pub body: String,
}

impl Page {
    pub fn location(&self) -> String {
        self.headers
            .get("location")
            .map(|v| v.to_str().unwrap().to_owned())
            .unwrap_or_default()
    }
}

/// A browser-like client: keeps cookies, sends the CSRF token on forms, does not
/// follow redirects (tests check them).
#[derive(Clone)]
pub struct Browser {
    pub base: String,
    pub client: reqwest::Client,
    pub jar: Arc<reqwest::cookie::Jar>,
}

impl Browser {
    pub fn new(base: &str) -> Self {
        let jar = Arc::new(reqwest::cookie::Jar::default());
        let client = reqwest::Client::builder()
            .cookie_provider(jar.clone())
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap();
        Self {
            base: base.to_owned(),
            client,
            jar,
        }
    }

    /// A browser that asks for pages in `accept_language` (the header, as sent).
    pub fn with_accept_language(base: &str, accept_language: &str) -> Self {
        let jar = Arc::new(reqwest::cookie::Jar::default());
        let mut headers = reqwest::header::HeaderMap::new();
        headers.insert(
            reqwest::header::ACCEPT_LANGUAGE,
            accept_language.parse().unwrap(),
        );
        let client = reqwest::Client::builder()
            .cookie_provider(jar.clone())
            .default_headers(headers)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap();
        Self {
            base: base.to_owned(),
            client,
            jar,
        }
    }

    fn url(&self, path: &str) -> String {
        if path.starts_with("http") {
            path.to_owned()
        } else {
            format!("{}{path}", self.base)
        }
    }

    pub fn cookie(&self, name: &str) -> Option<String> {
        let url = self.base.parse().unwrap();
        let header = self.jar.cookies(&url)?;
        header
            .to_str()
            .ok()?
            .split("; ")
            .find_map(|kv| kv.strip_prefix(&format!("{name}=")).map(str::to_owned))
    }

    pub async fn get(&self, path: &str) -> Page {
        read(self.client.get(self.url(path)).send().await.unwrap()).await
    }

    /// GET, then follow redirects on this site (up to 5).
    pub async fn get_following(&self, path: &str) -> Page {
        let mut page = self.get(path).await;
        for _ in 0..5 {
            if !page.status.is_redirection() {
                break;
            }
            let loc = page.location();
            page = self.get(&loc).await;
        }
        page
    }

    /// Posts a form with the CSRF token a page from this site would carry.
    pub async fn post_form(&self, path: &str, fields: &[(&str, &str)]) -> Page {
        if self.cookie("csrf").is_none() {
            self.get("/").await;
        }
        let token = self.cookie("csrf").expect("csrf cookie");
        let mut all: Vec<(&str, &str)> = fields.to_vec();
        all.push(("csrf_token", &token));
        self.post_raw(path, &all).await
    }

    /// Posts a form exactly as given (no CSRF token added).
    pub async fn post_raw(&self, path: &str, fields: &[(&str, &str)]) -> Page {
        read(
            self.client
                .post(self.url(path))
                .form(fields)
                .send()
                .await
                .unwrap(),
        )
        .await
    }

    pub async fn login(&self, login: &str, password: &str) -> Page {
        self.post_form("/login", &[("login", login), ("password", password)])
            .await
    }
}

async fn read(res: reqwest::Response) -> Page {
    let status = res.status();
    let headers = res.headers().clone();
    let body = res.text().await.unwrap();
    Page {
        status,
        headers,
        body,
    }
}

/// The value of the hidden `csrf_token` field in a page.
pub fn csrf_field(html: &str) -> Option<String> {
    let at = html.find("name=\"csrf_token\" value=\"")?;
    let rest = &html[at + "name=\"csrf_token\" value=\"".len()..];
    Some(rest[..rest.find('"')?].to_owned())
}
