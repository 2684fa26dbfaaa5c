//! The shipped reverse-proxy configurations: deploy/Caddyfile passes `caddy validate`,
//! deploy/nginx.conf passes `nginx -t` (in a prefix of its own, with a throwaway
//! certificate in place of Let's Encrypt's), and a request through nginx with the
//! shipped `location /` block reaches the app behind it with `TRUST_PROXY=true` as the
//! client nginx saw, whatever `X-Forwarded-For` the client sent, with nginx's request
//! id. Caddy and nginx come from Debian (`caddy`, `nginx-light`; .ci/run installs them).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use reqwest::{StatusCode, header};

use crate::support::{Browser, PASSWORD, TestApp, email_of, unique};

const DEPLOY: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/deploy");

/// A fresh directory under the system's temp area.
fn scratch(what: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("corrchess-{what}-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn said(out: &std::process::Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[test]
#[ignore = "needs caddy: apt-get install caddy"]
fn the_caddyfile_validates() {
    let home = scratch("caddy");
    let out = Command::new("caddy")
        .args(["validate", "--adapter", "caddyfile", "--config"])
        .arg(format!("{DEPLOY}/Caddyfile"))
        .env("HOME", &home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .output()
        .expect("caddy (Debian's caddy package; .ci/run installs it)");
    assert!(out.status.success(), "{}", said(&out));
    assert!(said(&out).contains("Valid configuration"), "{}", said(&out));
}

/// An nginx main configuration in `dir` around `site` (a server block), with every
/// path nginx writes inside `dir`.
fn nginx_main(dir: &Path, site: &str) -> PathBuf {
    let d = dir.display();
    std::fs::write(dir.join("site.conf"), site).unwrap();
    let main = format!(
        "pid {d}/nginx.pid;\nerror_log {d}/error.log;\nevents {{}}\nhttp {{\n\
         access_log off;\nclient_body_temp_path {d}/body;\nproxy_temp_path {d}/proxy;\n\
         fastcgi_temp_path {d}/fastcgi;\nuwsgi_temp_path {d}/uwsgi;\nscgi_temp_path {d}/scgi;\n\
         include {d}/site.conf;\n}}\n"
    );
    let path = dir.join("nginx.conf");
    std::fs::write(&path, main).unwrap();
    path
}

fn nginx(dir: &Path, conf: &Path) -> Command {
    let mut cmd = Command::new("nginx");
    cmd.arg("-p")
        .arg(format!("{}/", dir.display()))
        .arg("-c")
        .arg(conf)
        .arg("-e")
        .arg(dir.join("error.log"));
    cmd
}

fn shipped_nginx_conf() -> String {
    std::fs::read_to_string(format!("{DEPLOY}/nginx.conf")).expect("deploy/nginx.conf")
}

#[test]
#[ignore = "needs nginx and openssl: apt-get install nginx-light openssl"]
fn the_nginx_site_passes_nginx_t() {
    let dir = scratch("nginx-t");
    // A throwaway certificate where certbot would put the real one.
    let out = Command::new("openssl")
        .args([
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
        ])
        .args(["-subj", "/CN=chess.example.org", "-keyout"])
        .arg(dir.join("privkey.pem"))
        .arg("-out")
        .arg(dir.join("fullchain.pem"))
        .output()
        .expect("openssl");
    assert!(out.status.success(), "{}", said(&out));
    let site = shipped_nginx_conf().replace(
        "/etc/letsencrypt/live/chess.example.org/",
        &format!("{}/", dir.display()),
    );
    assert!(
        !site.contains("/etc/letsencrypt"),
        "the certificate paths moved"
    );
    let conf = nginx_main(&dir, &site);
    let out = nginx(&dir, &conf)
        .arg("-t")
        .output()
        .expect("nginx (Debian's nginx-light package; .ci/run installs it)");
    assert!(out.status.success(), "{}", said(&out));
    assert!(said(&out).contains("test is successful"), "{}", said(&out));
}

/// The shipped `location / { ... }` block.
fn location_block(conf: &str) -> String {
    let start = conf.find("location / {").expect("a `location /` block");
    let end = start + conf[start..].find("\n    }").expect("its end") + "\n    }".len();
    conf[start..end].to_owned()
}

/// nginx in the foreground (one process), stopped when dropped.
struct RunningNginx(Child);

impl Drop for RunningNginx {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Runs the shipped `location /` in front of `app_addr` (`127.0.0.1:PORT`); its URL.
async fn nginx_in_front_of(app_addr: &str) -> (RunningNginx, String) {
    let dir = scratch("nginx-run");
    let port = free_port();
    let location = location_block(&shipped_nginx_conf())
        .replace("http://127.0.0.1:8080", &format!("http://{app_addr}"));
    assert!(location.contains(app_addr), "proxy_pass points at the app");
    let site = format!("server {{\n    listen 127.0.0.1:{port};\n    {location}\n}}\n");
    let conf = nginx_main(&dir, &site);
    let child = nginx(&dir, &conf)
        .args(["-g", "daemon off; master_process off;"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("nginx");
    let running = RunningNginx(child);
    let url = format!("http://127.0.0.1:{port}");
    for _ in 0..100 {
        if reqwest::get(format!("{url}/healthz")).await.is_ok() {
            return (running, url);
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!(
        "nginx did not answer: {:?}",
        std::fs::read_to_string(dir.join("error.log"))
    );
}

/// A browser at `base` whose requests claim `X-Forwarded-For: forwarded`.
fn claiming(base: &str, forwarded: &str) -> Browser {
    let mut headers = header::HeaderMap::new();
    headers.insert("x-forwarded-for", forwarded.parse().unwrap());
    headers.insert("x-request-id", "made-up-by-the-client".parse().unwrap());
    let jar = std::sync::Arc::new(reqwest::cookie::Jar::default());
    let client = reqwest::Client::builder()
        .cookie_provider(jar.clone())
        .default_headers(headers)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    Browser {
        base: base.to_owned(),
        client,
        jar,
    }
}

/// Signs up through `browser`; the stored keyed hash of the sign-up's network.
async fn sign_up(app: &TestApp, browser: &Browser) -> Vec<u8> {
    let name = unique("proxied");
    let res = browser
        .post_form(
            "/signup",
            &[
                ("username", &name),
                ("email", &email_of(&name)),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    sqlx::query_scalar("SELECT signup_network FROM users WHERE username = $1")
        .bind(&name)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
#[ignore = "needs nginx and openssl: apt-get install nginx-light openssl"]
async fn behind_nginx_the_app_sees_the_client_nginx_saw() {
    let app = TestApp::spawn_with(|c| c.trust_proxy = true).await;
    let app_addr = app.address.trim_start_matches("http://").to_owned();
    let (_nginx, url) = nginx_in_front_of(&app_addr).await;

    // Through nginx, a client claiming another address is still 127.0.0.1 to the app:
    // nginx appends the address it saw, and the app reads the last entry.
    let through = sign_up(&app, &claiming(&url, "203.0.113.9")).await;
    let direct = sign_up(&app, &app.browser()).await;
    assert_eq!(
        through, direct,
        "the network nginx saw, not the claimed one"
    );
    // The claim would have counted without nginx (TRUST_PROXY trusts the last entry):
    // the test sees the difference, so the equality above is nginx's doing.
    let claimed = sign_up(&app, &claiming(&app.address, "203.0.113.9")).await;
    assert_ne!(claimed, direct);

    // nginx's own request id replaces the client's, and comes back with the answer.
    let res = claiming(&url, "203.0.113.9").get("/").await;
    assert_eq!(res.status, StatusCode::OK);
    let id = res.headers["x-request-id"].to_str().unwrap().to_owned();
    assert_ne!(id, "made-up-by-the-client");
    assert!(
        id.len() == 32 && id.chars().all(|c| c.is_ascii_hexdigit()),
        "nginx's $request_id: {id}"
    );
}

#[tokio::test]
#[ignore = "needs nginx and openssl: apt-get install nginx-light openssl"]
async fn behind_nginx_a_game_stream_passes_each_event_on_at_once() {
    let app = TestApp::spawn_with(|c| c.trust_proxy = true).await;
    let app_addr = app.address.trim_start_matches("http://").to_owned();
    let (_nginx, url) = nginx_in_front_of(&app_addr).await;
    let game = crate::support::play::TwoPlayers::new(&app, 518).await;
    let spectator = Browser::new(&url);
    let path = format!("/games/{}/events", game.game);
    let mut events = crate::live::Events::open(&spectator, &path, None).await;
    crate::support::play::play_ok(&game.white, game.game, "e4").await;
    // Within 5 s, through the shipped `location /`.
    let heard = events.event().await;
    assert_eq!(heard.event.as_deref(), Some("move"), "{heard:?}");
}
