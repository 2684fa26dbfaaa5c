//! The app through PgBouncer (Debian's `pgbouncer`; .ci/run installs it). In session
//! mode everything works: sign-up with its mail, log-in, a game over the API, pages,
//! the mail worker. In transaction mode sqlx's named prepared statements need
//! PgBouncer 1.21 or later with `max_prepared_statements`: an older bouncer (Debian 12
//! ships 1.18) refuses the app's first statements, and this test holds that finding
//! (with a newer one it plays the same flow). docs/DEPLOY.md says what to set.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

use reqwest::StatusCode;
use serde_json::json;

use crate::api::{Api, api_game, token_for};
use crate::support::{TestApp, db, email_of, smtp};

/// PgBouncer in the foreground, stopped when dropped.
struct Bouncer(Child);

impl Drop for Bouncer {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn scratch() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("corrchess-pgbouncer-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Starts PgBouncer with `pool_mode` (and `extra` settings) in front of the server of
/// `direct` (a test database URL); returns it and the port it listens on.
async fn bouncer_for(direct: &str, pool_mode: &str, extra: &str) -> (Bouncer, u16) {
    bouncer_with_pool(direct, pool_mode, extra, 16).await
}

/// [`bouncer_for`] with `pool` server connections.
async fn bouncer_with_pool(
    direct: &str,
    pool_mode: &str,
    extra: &str,
    pool: u32,
) -> (Bouncer, u16) {
    let parsed = url::Url::parse(direct).unwrap();
    let pairs: std::collections::HashMap<_, _> = parsed.query_pairs().into_owned().collect();
    let server = match pairs.get("host") {
        Some(socket_dir) => format!("host={socket_dir}"),
        None => format!(
            "host={} port={}",
            parsed.host_str().unwrap(),
            parsed.port().unwrap_or(5432)
        ),
    };
    let user = pairs
        .get("user")
        .cloned()
        .unwrap_or_else(|| parsed.username().to_owned());
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let dir = scratch();
    std::fs::write(dir.join("users.txt"), format!("\"{user}\" \"\"\n")).unwrap();
    let ini = format!(
        "[databases]\n* = {server} user={user}\n\n[pgbouncer]\nlisten_addr = 127.0.0.1\n\
         listen_port = {port}\nunix_socket_dir =\nauth_type = trust\nauth_file = {}\n\
         pool_mode = {pool_mode}\nmax_client_conn = 200\ndefault_pool_size = {pool}\n\
         ignore_startup_parameters = extra_float_digits,search_path\n{extra}",
        dir.join("users.txt").display()
    );
    let ini_path = dir.join("pgbouncer.ini");
    std::fs::write(&ini_path, ini).unwrap();
    let mut cmd = Command::new("pgbouncer");
    // PgBouncer refuses to run as root; as root it runs as the cluster's user.
    if nix_is_root() {
        cmd.args(["-u", "postgres"]);
    }
    let child = cmd
        .arg(&ini_path)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("pgbouncer (Debian's pgbouncer package; .ci/run installs it)");
    let bouncer = Bouncer(child);
    for _ in 0..100 {
        if tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .is_ok()
        {
            return (bouncer, port);
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("pgbouncer did not listen on {port}");
}

fn nix_is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// The address of `direct`'s database through the bouncer on `port`.
fn through(direct: &str, port: u16) -> String {
    let parsed = url::Url::parse(direct).unwrap();
    let name = &parsed.path()[1..];
    let user = parsed
        .query_pairs()
        .find(|(k, _)| k == "user")
        .map_or_else(|| parsed.username().to_owned(), |(_, v)| v.into_owned());
    format!("postgres://{user}@127.0.0.1:{port}/{name}")
}

/// PgBouncer's version as (major, minor).
fn bouncer_version() -> (u32, u32) {
    let out = Command::new("pgbouncer")
        .arg("--version")
        .output()
        .expect("pgbouncer");
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let version = text
        .split_whitespace()
        .nth(1)
        .unwrap_or_else(|| panic!("no version in {text:?}"));
    let mut parts = version.split('.').map(|p| p.parse().unwrap_or(0));
    (parts.next().unwrap_or(0), parts.next().unwrap_or(0))
}

/// Sign-up with the confirmation mail, tokens, a game with three moves over the API
/// (the opponent mailed), the game page, a resignation, readiness.
async fn play_through(app: &TestApp) {
    let (white_web, white_name) = app.verified_user("bounced_w").await;
    let (_, black_name) = app.verified_user("bounced_b").await;
    let white = Api::new(app, Some(token_for(app, &white_name).await));
    let black = Api::new(app, Some(token_for(app, &black_name).await));
    let game = api_game(&white, &black, &black_name, 518, true).await;
    for (ply, (who, mv)) in [(&white, "e4"), (&black, "e5"), (&white, "Nf3")]
        .into_iter()
        .enumerate()
    {
        let res = who
            .post(
                &format!("/api/v1/games/{game}/moves"),
                json!({"move": mv, "ply": ply}),
            )
            .await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    }
    smtp().wait_for_text(&email_of(&black_name), "Nf3").await;
    let page = white_web.get(&format!("/games/{game}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("Nf3"), "{}", page.body);
    let res = black
        .post_empty(&format!("/api/v1/games/{game}/resign"))
        .await;
    assert!(res.status.is_success(), "{}", res.text);
    assert_eq!(app.browser().get("/readyz").await.status, StatusCode::OK);
}

#[tokio::test]
#[ignore = "needs pgbouncer: apt-get install pgbouncer"]
async fn the_app_works_through_pgbouncer_in_session_mode() {
    let direct = db::fresh_database().await;
    let (_bouncer, port) = bouncer_for(&direct, "session", "").await;
    let app = TestApp::spawn_on(through(&direct, port)).await;
    play_through(&app).await;
}

#[tokio::test]
#[ignore = "needs pgbouncer: apt-get install pgbouncer"]
async fn transaction_mode_needs_a_bouncer_that_keeps_prepared_statements() {
    let direct = db::fresh_database().await;
    if bouncer_version() >= (1, 21) {
        let extra = "max_prepared_statements = 200\n";
        let (_bouncer, port) = bouncer_for(&direct, "transaction", extra).await;
        let app = TestApp::spawn_on(through(&direct, port)).await;
        play_through(&app).await;
        return;
    }
    // One server connection for every client: the second client to prepare a
    // statement meets the first one's of the same name.
    let (_bouncer, port) = bouncer_with_pool(&direct, "transaction", "", 1).await;
    let config = crate::support::test_config(&through(&direct, port));
    let app = match corrchess::startup::Application::build(config).await {
        Err(e) => {
            let refused = format!("{e:#}");
            assert!(refused.contains("prepared statement"), "{refused}");
            return;
        }
        Ok(app) => app,
    };
    // Start-up used one client; a worker's own pool is a second one.
    let address = format!("http://127.0.0.1:{}", app.port());
    let handle = app.handle();
    tokio::spawn(app.run_until_stopped());
    let page = reqwest::get(format!("{address}/games/999999"))
        .await
        .unwrap();
    assert_eq!(
        page.status(),
        StatusCode::INTERNAL_SERVER_ERROR,
        "PgBouncer before 1.21 in transaction mode is expected to fail"
    );
    handle.stop(false).await;
}
