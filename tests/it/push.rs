//! Web Push end to end: a browser's subscription stored through the settings form, and
//! a push service on this machine (an HTTP server on port 0) that checks each push as a
//! real one would (the VAPID JWT's signature, audience and expiry) and decrypts it with
//! the keys only the subscribing browser holds (RFC 8291), as the browser would.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use aws_lc_rs::{
    aead::{AES_128_GCM, Aad, LessSafeKey, Nonce, UnboundKey},
    agreement::{self, ECDH_P256, UnparsedPublicKey},
    signature::{ECDSA_P256_SHA256_FIXED, UnparsedPublicKey as VerifyingKey},
};
use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use hmac::{Hmac, KeyInit, Mac};
use reqwest::StatusCode;
use sha2::Sha256;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::support::{Browser, TestApp, play::TwoPlayers, play::play};

/// One request the push service took.
#[derive(Clone, Debug)]
pub(crate) struct Received {
    path: String,
    headers: Vec<(String, String)>,
    pub(crate) body: Vec<u8>,
}

impl Received {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// A push service on the loopback: records every request and answers `status`.
pub(crate) struct PushService {
    pub(crate) origin: String,
    received: Arc<Mutex<Vec<Received>>>,
    status: Arc<std::sync::atomic::AtomicU16>,
}

impl PushService {
    pub(crate) async fn start(status: u16) -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let origin = format!("http://{}", listener.local_addr().unwrap());
        let received = Arc::new(Mutex::new(Vec::new()));
        let kept = received.clone();
        let answer_with = Arc::new(std::sync::atomic::AtomicU16::new(status));
        let answers = answer_with.clone();
        tokio::spawn(async move {
            while let Ok((mut socket, _)) = listener.accept().await {
                let kept = kept.clone();
                let status = answers.load(std::sync::atomic::Ordering::SeqCst);
                tokio::spawn(async move {
                    if let Some(request) = read_request(&mut socket).await {
                        kept.lock().unwrap().push(request);
                    }
                    let answer = format!(
                        "HTTP/1.1 {status} X\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
                    );
                    let _ = socket.write_all(answer.as_bytes()).await;
                });
            }
        });
        Self {
            origin,
            received,
            status: answer_with,
        }
    }

    /// Answers `status` from now on.
    pub(crate) fn answer(&self, status: u16) {
        self.status
            .store(status, std::sync::atomic::Ordering::SeqCst);
    }

    pub(crate) fn received(&self) -> Vec<Received> {
        self.received.lock().unwrap().clone()
    }

    /// Waits (up to 10 s) until `n` pushes arrived; returns them all.
    pub(crate) async fn wait_for(&self, n: usize) -> Vec<Received> {
        for _ in 0..200 {
            let got = self.received();
            if got.len() >= n {
                return got;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("{n} pushes expected, got {}", self.received().len());
    }
}

/// Reads one HTTP/1.1 request with a `content-length` body.
async fn read_request(socket: &mut tokio::net::TcpStream) -> Option<Received> {
    let mut data = Vec::new();
    let mut buf = [0u8; 4096];
    let head_end = loop {
        let n = socket.read(&mut buf).await.ok()?;
        if n == 0 {
            return None;
        }
        data.extend_from_slice(&buf[..n]);
        if let Some(at) = data.windows(4).position(|w| w == b"\r\n\r\n") {
            break at;
        }
    };
    let head = String::from_utf8_lossy(&data[..head_end]).into_owned();
    let mut lines = head.split("\r\n");
    let path = lines.next()?.split(' ').nth(1)?.to_owned();
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_owned(), v.trim().to_owned()))
        .collect();
    let length: usize = headers
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case("content-length"))
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or(0);
    let mut body = data[head_end + 4..].to_vec();
    while body.len() < length {
        let n = socket.read(&mut buf).await.ok()?;
        if n == 0 {
            break;
        }
        body.extend_from_slice(&buf[..n]);
    }
    Some(Received {
        path,
        headers,
        body,
    })
}

/// A browser's side of a subscription: the key pair and auth secret it keeps.
pub(crate) struct BrowserKeys {
    private: agreement::PrivateKey,
    public: Vec<u8>,
    auth: [u8; 16],
}

impl BrowserKeys {
    pub(crate) fn new() -> Self {
        let private = agreement::PrivateKey::generate(&ECDH_P256).unwrap();
        let public = private.compute_public_key().unwrap().as_ref().to_vec();
        let auth: [u8; 16] = rand::RngExt::random(&mut rand::rng());
        Self {
            private,
            public,
            auth,
        }
    }

    pub(crate) fn p256dh(&self) -> String {
        URL_SAFE_NO_PAD.encode(&self.public)
    }

    pub(crate) fn auth(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.auth)
    }

    /// Decrypts an `aes128gcm` body (RFC 8188 header, RFC 8291 keys) as the browser does.
    pub(crate) fn decrypt(&self, body: &[u8]) -> serde_json::Value {
        self.open(body)
            .expect("the push decrypts with the subscription's keys")
    }

    /// [`Self::decrypt`], `None` when these keys cannot open it.
    pub(crate) fn open(&self, body: &[u8]) -> Option<serde_json::Value> {
        let salt = &body[..16];
        assert_eq!(u32::from_be_bytes(body[16..20].try_into().unwrap()), 4096);
        let id_len = body[20] as usize;
        let sender = &body[21..21 + id_len];
        let mut record = body[21 + id_len..].to_vec();
        let ecdh = agreement::agree(
            &self.private,
            UnparsedPublicKey::new(&ECDH_P256, sender),
            (),
            |s| Ok(s.to_vec()),
        )
        .unwrap();
        let prk_key = hmac(&self.auth, &[&ecdh]);
        let ikm = hmac(&prk_key, &[b"WebPush: info\0", &self.public, sender, &[1]]);
        let prk = hmac(salt, &[&ikm]);
        let cek = hmac(&prk, &[b"Content-Encoding: aes128gcm\0", &[1]]);
        let nonce = hmac(&prk, &[b"Content-Encoding: nonce\0", &[1]]);
        let key = LessSafeKey::new(UnboundKey::new(&AES_128_GCM, &cek[..16]).unwrap());
        let nonce = Nonce::assume_unique_for_key(nonce[..12].try_into().unwrap());
        let plain = key.open_in_place(nonce, Aad::empty(), &mut record).ok()?;
        let end = plain.iter().rposition(|&b| b != 0)?;
        assert_eq!(plain[end], 2, "the last record's delimiter");
        Some(serde_json::from_slice(&plain[..end]).unwrap())
    }
}

fn hmac(key: &[u8], parts: &[&[u8]]) -> Vec<u8> {
    let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(key).unwrap();
    for p in parts {
        mac.update(p);
    }
    mac.finalize().into_bytes().to_vec()
}

/// Checks the push's VAPID `Authorization` as a push service does: signed by the key
/// it names, for the endpoint's origin, not expired. Returns the key.
fn check_vapid(push: &Received, origin: &str) -> String {
    let header = push
        .header("authorization")
        .expect("an Authorization header");
    let (token, key) = header
        .strip_prefix("vapid t=")
        .and_then(|rest| rest.split_once(", k="))
        .expect("vapid t=…, k=…");
    let (signed, signature) = token.rsplit_once('.').unwrap();
    VerifyingKey::new(
        &ECDSA_P256_SHA256_FIXED,
        URL_SAFE_NO_PAD.decode(key).unwrap(),
    )
    .verify(
        signed.as_bytes(),
        &URL_SAFE_NO_PAD.decode(signature).unwrap(),
    )
    .expect("the JWT is signed with the key it names");
    let (head, claims) = signed.split_once('.').unwrap();
    let head: serde_json::Value =
        serde_json::from_slice(&URL_SAFE_NO_PAD.decode(head).unwrap()).unwrap();
    assert_eq!(head["alg"], "ES256");
    let claims: serde_json::Value =
        serde_json::from_slice(&URL_SAFE_NO_PAD.decode(claims).unwrap()).unwrap();
    assert_eq!(claims["aud"], origin);
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    let exp = claims["exp"].as_i64().unwrap();
    assert!(exp > now && exp <= now + 24 * 3600, "exp {exp}, now {now}");
    assert!(claims["sub"].as_str().unwrap().starts_with("mailto:"));
    assert_eq!(push.header("content-encoding"), Some("aes128gcm"));
    assert!(push.header("ttl").is_some());
    key.to_owned()
}

/// Subscribes `browser` with `keys` at `endpoint` through the settings form.
pub(crate) async fn subscribe(browser: &Browser, endpoint: &str, keys: &BrowserKeys) {
    let res = browser
        .post_form(
            "/settings/push",
            &[
                ("endpoint", endpoint),
                ("p256dh", &keys.p256dh()),
                ("auth", &keys.auth()),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
}

pub(crate) async fn subscriptions(app: &TestApp, username: &str) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM push_subscriptions s JOIN users u ON u.id = s.user_id
         WHERE u.username = $1",
    )
    .bind(username)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

/// Waits (up to 10 s) until no push is queued.
pub(crate) async fn outbox_drained(app: &TestApp) {
    for _ in 0..200 {
        if corrchess::store::push::pending_count(&app.pool)
            .await
            .unwrap()
            == 0
        {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("pushes still queued");
}

#[tokio::test]
async fn an_opponents_move_pushes_once_encrypted_for_the_subscribed_browser() {
    let app = TestApp::spawn().await;
    let service = PushService::start(201).await;
    let g = TwoPlayers::new(&app, 518).await;
    let keys = BrowserKeys::new();
    let endpoint = format!("{}/push/black-phone", service.origin);
    subscribe(&g.black, &endpoint, &keys).await;
    let settings = g.black.get("/settings").await.body;
    assert!(
        settings.contains("One device receives notifications"),
        "{settings}"
    );

    let res = play(&g.white, g.game, "e4", &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let pushes = service.wait_for(1).await;
    outbox_drained(&app).await;
    assert_eq!(service.received().len(), 1, "one push per move");
    let push = &pushes[0];
    assert_eq!(push.path, "/push/black-phone");
    let key = check_vapid(push, &service.origin);
    assert!(
        settings.contains(&format!("data-key=\"{key}\"")),
        "the page's key signs"
    );
    let message = keys.decrypt(&push.body);
    assert_eq!(message["game"], g.game);
    assert_eq!(message["kind"], "move");
    assert!(
        message["url"]
            .as_str()
            .unwrap()
            .ends_with(&format!("/games/{}", g.game)),
        "{message}"
    );
    let title = message["title"].as_str().unwrap();
    assert!(
        title.contains(&g.white_name) && title.contains("e4"),
        "{message}"
    );
    assert!(
        message["body"].as_str().unwrap().contains("Your move"),
        "{message}"
    );
    // Another browser's keys cannot read it.
    let stranger = BrowserKeys {
        auth: [7; 16],
        ..BrowserKeys::new()
    };
    assert!(stranger.open(&push.body).is_none());
}

#[tokio::test]
async fn move_mails_off_still_push_the_move_and_the_end_comes_in_german() {
    let app = TestApp::spawn().await;
    let service = PushService::start(201).await;
    let g = TwoPlayers::new(&app, 518).await;
    let res = g
        .black
        .post_form("/settings/mail", &[("mail_moves", "off")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let res = g
        .black
        .post_form("/settings/language", &[("language", "de")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let keys = BrowserKeys::new();
    subscribe(&g.black, &format!("{}/push/b", service.origin), &keys).await;

    // Push without mail (issue 45): with Black's move mails off, White's move still
    // pushes to Black's browser.
    g.play_all(&["e4"]).await;
    let pushes = service.wait_for(1).await;
    let push = keys.decrypt(&pushes[0].body);
    assert_eq!(push["kind"], "move", "{push}");
    assert_eq!(push["game"], g.game, "{push}");

    // Black's own moves push to White (not subscribed); the resignation's push comes
    // after anything they queued, in German.
    for (by, mv) in [(&g.black, "e5"), (&g.white, "Nf3")] {
        let res = play(by, g.game, mv, &[]).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{mv}: {}", res.body);
    }
    let res = g
        .black
        .post_form(&format!("/games/{}/resign", g.game), &[("confirm", "on")])
        .await;
    assert!(res.status.is_redirection(), "{}: {}", res.status, res.body);
    service.wait_for(3).await;
    outbox_drained(&app).await;
    let kinds: Vec<serde_json::Value> = service
        .received()
        .iter()
        .map(|p| keys.decrypt(&p.body)["kind"].clone())
        .collect();
    assert_eq!(
        kinds,
        ["move", "move", "end"],
        "a push for each of White's moves"
    );
    let end = keys.decrypt(&service.received()[2].body);
    assert!(end["title"].as_str().unwrap().contains("Partie"), "{end}");
}

#[tokio::test]
async fn a_subscription_the_push_service_calls_gone_is_forgotten() {
    let app = TestApp::spawn().await;
    let service = PushService::start(410).await;
    let g = TwoPlayers::new(&app, 518).await;
    let keys = BrowserKeys::new();
    subscribe(&g.black, &format!("{}/push/old", service.origin), &keys).await;
    assert_eq!(subscriptions(&app, &g.black_name).await, 1);
    play(&g.white, g.game, "e4", &[]).await;
    service.wait_for(1).await;
    for _ in 0..200 {
        if subscriptions(&app, &g.black_name).await == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(subscriptions(&app, &g.black_name).await, 0);
    outbox_drained(&app).await;
    assert_eq!(service.received().len(), 1, "not tried again");
}

#[tokio::test]
async fn the_subscription_form_names_bad_fields_needs_its_token_and_can_be_withdrawn() {
    let app = TestApp::spawn().await;
    let (alice, a) = app.verified_user("alice").await;
    let (bob, b) = app.verified_user("bob").await;
    let keys = BrowserKeys::new();
    let endpoint = "http://127.0.0.1:9/push/alice";
    let post = |fields: Vec<(&'static str, String)>| {
        let alice = alice.clone();
        async move {
            let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
            alice.post_form("/settings/push", &fields).await
        }
    };
    let res = post(vec![
        ("endpoint", endpoint.into()),
        ("p256dh", keys.auth()),
        ("auth", keys.auth()),
    ])
    .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains("key p256dh must be 65 bytes"),
        "{}",
        res.body
    );
    let res = post(vec![
        ("endpoint", "http://push.example.org/x".into()),
        ("p256dh", keys.p256dh()),
        ("auth", "short".into()),
    ])
    .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains("endpoint must be the https"),
        "{}",
        res.body
    );
    assert!(
        res.body.contains("secret auth must be 16 bytes"),
        "{}",
        res.body
    );
    // No token, no subscription.
    let res = alice
        .post_raw(
            "/settings/push",
            &[
                ("endpoint", endpoint),
                ("p256dh", &keys.p256dh()),
                ("auth", &keys.auth()),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert_eq!(subscriptions(&app, &a).await, 0);
    // Nor without an account.
    let visitor = app.browser();
    let res = visitor
        .post_form(
            "/settings/push",
            &[
                ("endpoint", endpoint),
                ("p256dh", &keys.p256dh()),
                ("auth", &keys.auth()),
            ],
        )
        .await;
    assert!(res.location().starts_with("/login"), "{}", res.location());

    subscribe(&alice, endpoint, &keys).await;
    assert_eq!(subscriptions(&app, &a).await, 1);
    // Subscribed again from the same browser: still one.
    subscribe(&alice, endpoint, &keys).await;
    assert_eq!(subscriptions(&app, &a).await, 1);
    // Another player cannot withdraw it.
    let res = bob
        .post_form("/settings/push/delete", &[("endpoint", endpoint)])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert_eq!(subscriptions(&app, &a).await, 1);
    let res = alice
        .post_raw("/settings/push/delete", &[("endpoint", endpoint)])
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = alice
        .post_form("/settings/push/delete", &[("endpoint", endpoint)])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert_eq!(subscriptions(&app, &a).await, 0);
    assert_eq!(subscriptions(&app, &b).await, 0);
}

#[tokio::test]
async fn the_service_worker_is_served_for_the_whole_site() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    let res = browser.get("/sw.js").await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(res.headers["service-worker-allowed"], "/");
    assert!(
        res.headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/javascript")
    );
    assert!(res.body.contains("showNotification"));
    let script = browser.get("/static/push.js").await;
    assert_eq!(script.status, StatusCode::OK);
    assert!(script.body.contains("pushManager.subscribe"));
}

#[tokio::test]
async fn the_export_names_the_subscriptions_and_deleting_the_account_removes_them() {
    let app = TestApp::spawn().await;
    let (alice, a) = app.verified_user("alice").await;
    let keys = BrowserKeys::new();
    subscribe(&alice, "http://127.0.0.1:9/push/alice", &keys).await;
    let id: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
        .bind(&a)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    // The export names the subscription, not its keys.
    let export = alice.get("/settings/export").await;
    let doc: serde_json::Value = serde_json::from_str(&export.body).unwrap();
    let exported = &doc["push_subscriptions"][0];
    assert_eq!(
        exported["endpoint"], "http://127.0.0.1:9/push/alice",
        "{doc}"
    );
    assert!(exported.get("auth").is_none() && exported.get("p256dh").is_none());
    assert!(!export.body.contains(&keys.auth()));
    let count = "SELECT count(*) FROM push_subscriptions WHERE user_id = $1";
    let held: i64 = sqlx::query_scalar(count)
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(held, 1);
    let res = alice
        .post_form(
            "/settings/delete",
            &[("password", crate::support::PASSWORD), ("confirm", "on")],
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    let held: i64 = sqlx::query_scalar(count)
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(held, 0);
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn the_settings_register_the_service_worker_and_say_what_this_browser_gets() {
    use crate::support::chrome::{Chrome, Options, Viewport};
    let app = TestApp::spawn().await;
    let (alice, _) = app.verified_user("alice").await;
    let chrome = Chrome::start(Options {
        viewport: Viewport::Phone,
        javascript: true,
    })
    .await;
    chrome.log_in_as(&app.address, &alice).await;
    chrome.goto(&format!("{}/settings", app.address)).await;
    chrome
        .wait_until("the push state shown", || async {
            !chrome.text("#push-state").await.is_empty()
        })
        .await;
    let state = chrome.text("#push-state").await;
    assert!(
        state == "This browser receives no notifications." || state.contains("blocked"),
        "{state}"
    );
    assert_eq!(chrome.text("#push-unsupported").await, "");
    let scope = chrome
        .client
        .execute_async(
            "const done = arguments[arguments.length - 1];
             navigator.serviceWorker.getRegistration('/').then(r => done(r ? r.scope : null));",
            Vec::new(),
        )
        .await
        .unwrap();
    assert_eq!(scope, serde_json::json!(format!("{}/", app.address)));

    let plain = Chrome::start(Options {
        viewport: Viewport::Phone,
        javascript: false,
    })
    .await;
    plain.log_in_as(&app.address, &alice).await;
    plain.goto(&format!("{}/settings", app.address)).await;
    let section = plain.text("#push-setting").await;
    assert!(
        section.contains("Notifications need JavaScript"),
        "{section}"
    );
    assert!(!section.contains("Turn on notifications"), "{section}");
}

#[tokio::test]
async fn a_vapid_key_from_the_settings_signs_and_replaces_the_generated_one() {
    let app = TestApp::spawn().await;
    let kept = "SELECT count(*) FROM server_secrets WHERE name = 'vapid_private_key'";
    let generated: i64 = sqlx::query_scalar(kept).fetch_one(&app.pool).await.unwrap();
    assert_eq!(
        generated, 1,
        "made on the first start, kept in the database"
    );
    let (alice, _) = app.verified_user("alice").await;
    let first = alice.get("/settings").await.body;
    let app = app.restart().await;
    let again = alice.get(&format!("{}/settings", app.address)).await.body;
    let key_of = |page: &str| {
        page.split("data-key=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap()
            .to_owned()
    };
    assert_eq!(
        key_of(&first),
        key_of(&again),
        "the same key after a restart"
    );

    // RFC 8291 appendix A's sender key, as VAPID_PRIVATE_KEY.
    let private = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw";
    let public =
        "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8";
    let set = TestApp::spawn_with(|c| {
        c.push.vapid_private_key = Some(private.to_owned().into());
    })
    .await;
    let (bob, _) = set.verified_user("bob").await;
    assert_eq!(key_of(&bob.get("/settings").await.body), public);
    let generated: i64 = sqlx::query_scalar(kept).fetch_one(&set.pool).await.unwrap();
    assert_eq!(generated, 0, "none generated while the setting gives one");
    drop(app);
}

#[tokio::test]
async fn a_draw_offer_pushes_its_notice_to_the_opponent() {
    let app = TestApp::spawn().await;
    let service = PushService::start(201).await;
    let g = TwoPlayers::new(&app, 518).await;
    let keys = BrowserKeys::new();
    subscribe(&g.black, &format!("{}/push/b", service.origin), &keys).await;
    g.play_all(&["e4", "e5"]).await;
    let res = g
        .white
        .post_form(&format!("/games/{}/draw", g.game), &[("action", "offer")])
        .await;
    assert!(res.status.is_redirection(), "{}: {}", res.status, res.body);
    let pushes = service.wait_for(2).await;
    let kinds: Vec<serde_json::Value> = pushes
        .iter()
        .map(|p| keys.decrypt(&p.body)["kind"].clone())
        .collect();
    assert_eq!(kinds, ["move", "notice"]);
    let offer = keys.decrypt(&pushes[1].body);
    let body = offer["body"].as_str().unwrap();
    assert!(
        body.contains(&g.white_name) && body.contains("offers a draw"),
        "{offer}"
    );
    assert_eq!(offer["game"], g.game);
}

#[tokio::test]
async fn a_move_with_a_draw_offer_pushes_once_and_names_the_offer() {
    let app = TestApp::spawn().await;
    let service = PushService::start(201).await;
    let g = TwoPlayers::new(&app, 518).await;
    let keys = BrowserKeys::new();
    subscribe(&g.black, &format!("{}/push/b", service.origin), &keys).await;
    let res = play(&g.white, g.game, "e4", &[("offer_draw", "on")]).await;
    assert!(res.status.is_redirection(), "{}: {}", res.status, res.body);
    let pushes = service.wait_for(1).await;
    let push = keys.decrypt(&pushes[0].body);
    assert_eq!(push["kind"], "move", "{push}");
    let body = push["body"].as_str().unwrap();
    assert!(
        body.contains(&format!("{} offers a draw.", g.white_name)),
        "{push}"
    );
    outbox_drained(&app).await;
    assert_eq!(service.wait_for(1).await.len(), 1, "one push, as one mail");
}

#[tokio::test]
async fn an_account_keeps_its_ten_newest_browsers() {
    let app = TestApp::spawn().await;
    let (alice, a) = app.verified_user("alice").await;
    let keys = BrowserKeys::new();
    for n in 0..12 {
        subscribe(&alice, &format!("https://push.example.org/b{n}"), &keys).await;
    }
    assert_eq!(subscriptions(&app, &a).await, 10);
    let kept: Vec<String> =
        sqlx::query_scalar("SELECT endpoint FROM push_subscriptions ORDER BY id")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        kept[0], "https://push.example.org/b2",
        "the oldest two went"
    );
    assert_eq!(kept[9], "https://push.example.org/b11");
}

#[tokio::test]
async fn a_script_may_post_the_subscription_as_json_with_the_token_in_a_header() {
    let app = TestApp::spawn().await;
    let (alice, a) = app.verified_user("alice").await;
    let keys = BrowserKeys::new();
    let token = alice.cookie("csrf").expect("a csrf cookie");
    let post = |body: serde_json::Value, token: Option<&str>| {
        let mut req = alice
            .client
            .post(format!("{}/settings/push", app.address))
            .json(&body);
        if let Some(t) = token {
            req = req.header("x-csrf-token", t);
        }
        req.send()
    };
    let subscription = serde_json::json!({
        "endpoint": "https://push.example.org/json",
        "expirationTime": null,
        "keys": { "p256dh": keys.p256dh(), "auth": keys.auth() },
    });
    let res = post(subscription.clone(), None).await.unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN, "the token is needed");
    assert_eq!(subscriptions(&app, &a).await, 0);
    let res = post(subscription, Some(&token)).await.unwrap();
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(subscriptions(&app, &a).await, 1);
    let bad = serde_json::json!({
        "endpoint": "https://push.example.org/json2",
        "keys": { "p256dh": keys.p256dh(), "auth": "AAAA" },
    });
    let res = post(bad, Some(&token)).await.unwrap();
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let said: serde_json::Value = res.json().await.unwrap();
    assert!(
        said["errors"]["auth"]
            .as_str()
            .unwrap()
            .contains("16 bytes"),
        "{said}"
    );
    assert!(said["errors"].get("endpoint").is_none(), "{said}");
    assert_eq!(subscriptions(&app, &a).await, 1);
}

#[tokio::test]
async fn a_failing_push_service_gets_the_push_again_later() {
    let app = TestApp::spawn().await;
    let service = PushService::start(503).await;
    let g = TwoPlayers::new(&app, 518).await;
    let keys = BrowserKeys::new();
    subscribe(&g.black, &format!("{}/push/b", service.origin), &keys).await;
    play(&g.white, g.game, "e4", &[]).await;
    service.wait_for(1).await;
    let failed = "SELECT o.attempts, o.last_error, s.last_failure_at IS NOT NULL
                  FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id";
    let mut noted: Option<(i32, Option<String>, bool)> = None;
    for _ in 0..200 {
        noted = sqlx::query_as(failed)
            .fetch_optional(&app.pool)
            .await
            .unwrap();
        if noted.as_ref().is_some_and(|n| n.0 == 1) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let (attempts, error, failure_noted) = noted.expect("the push is kept for later");
    assert_eq!(attempts, 1);
    assert_eq!(error.as_deref(), Some("HTTP 503"));
    assert!(failure_noted);
    // Its back-off over (brought forward here), the working service takes it.
    service.answer(201);
    sqlx::query("UPDATE push_outbox SET next_attempt_at = now()")
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query("NOTIFY push_outbox")
        .execute(&app.pool)
        .await
        .unwrap();
    let pushes = service.wait_for(2).await;
    outbox_drained(&app).await;
    assert_eq!(keys.decrypt(&pushes[1].body)["kind"], "move");
    let success: bool =
        sqlx::query_scalar("SELECT last_success_at IS NOT NULL FROM push_subscriptions")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert!(success);
}
