//! The JSON API over real HTTP: tokens, sign-up, challenges, a whole Chess960 game by
//! two API clients, refusals as problem details, revoked tokens and rate limits.

use corrchess::{chess::StartNumber, config::RateLimit};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::support::{Browser, PASSWORD, TestApp, email_of, smtp, unique};

/// An answer of the API: status, headers and the body as JSON (or `Value::Null`).
pub struct Answer {
    pub status: StatusCode,
    pub headers: reqwest::header::HeaderMap,
    pub text: String,
    pub json: Value,
}

impl Answer {
    fn header(&self, name: &str) -> String {
        self.headers
            .get(name)
            .map(|v| v.to_str().unwrap().to_owned())
            .unwrap_or_default()
    }

    /// Asserts a problem-details answer of `status` and `slug` type.
    #[track_caller]
    pub fn assert_problem(&self, status: u16, slug: &str) {
        assert_eq!(self.status.as_u16(), status, "{}", self.text);
        assert!(
            self.header("content-type")
                .starts_with("application/problem+json"),
            "content type {:?}: {}",
            self.header("content-type"),
            self.text
        );
        assert_eq!(
            self.json["type"],
            format!("/api/v1/problems/{slug}"),
            "{}",
            self.text
        );
        assert_eq!(self.json["status"], status, "{}", self.text);
        assert!(self.json["title"].is_string(), "{}", self.text);
        assert!(self.json["detail"].is_string(), "{}", self.text);
    }
}

/// A client of the API, with or without a bearer token; never sends cookies.
#[derive(Clone)]
pub struct Api {
    base: String,
    client: reqwest::Client,
    pub token: Option<String>,
}

impl Api {
    pub fn new(app: &TestApp, token: Option<String>) -> Self {
        Self {
            base: app.address.clone(),
            client: reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .unwrap(),
            token,
        }
    }

    /// Sends a request and checks that the OpenAPI document lists the answer's status
    /// for the operation (every API test so checks the document against the server).
    pub async fn send(&self, method: Method, path: &str, body: Option<Value>) -> Answer {
        let req_method = method.clone();
        let mut req = self.client.request(method, format!("{}{path}", self.base));
        if let Some(t) = &self.token {
            req = req.bearer_auth(t);
        }
        if let Some(b) = body {
            req = req.json(&b);
        }
        let answer = read(req.send().await.unwrap()).await;
        assert_documented(req_method, path, answer.status, &answer.text);
        answer
    }

    pub async fn get(&self, path: &str) -> Answer {
        self.send(Method::GET, path, None).await
    }

    pub async fn post(&self, path: &str, body: Value) -> Answer {
        self.send(Method::POST, path, Some(body)).await
    }

    pub async fn post_empty(&self, path: &str) -> Answer {
        self.send(Method::POST, path, None).await
    }

    pub async fn delete(&self, path: &str) -> Answer {
        self.send(Method::DELETE, path, None).await
    }
}

/// The API's OpenAPI document as JSON, made once.
fn document() -> &'static Value {
    static DOC: std::sync::OnceLock<Value> = std::sync::OnceLock::new();
    DOC.get_or_init(|| {
        use utoipa::OpenApi;
        serde_json::to_value(corrchess::web::api::openapi::ApiDoc::openapi()).unwrap()
    })
}

/// Whether a documented path template (`/api/v1/games/{id}`) matches a request path.
fn template_matches(template: &str, path: &str) -> bool {
    let (t, p): (Vec<_>, Vec<_>) = (template.split('/').collect(), path.split('/').collect());
    t.len() == p.len()
        && t.iter()
            .zip(&p)
            .all(|(t, p)| t == p || (t.starts_with('{') && t.ends_with('}') && !p.is_empty()))
}

/// Fails when the document describes the request's operation but not `status` among
/// its answers. Requests to no documented operation (unknown paths, other methods)
/// are not checked here.
#[track_caller]
pub fn assert_documented(method: Method, path: &str, status: StatusCode, body: &str) {
    let path = path.split('?').next().unwrap_or(path);
    let method = method.as_str().to_ascii_lowercase();
    let paths = document()["paths"].as_object().expect("paths");
    let operation = paths
        .iter()
        .filter(|(template, _)| template_matches(template, path))
        .find_map(|(_, item)| item.get(method.as_str()));
    if let Some(op) = operation {
        let code = status.as_u16().to_string();
        assert!(
            op["responses"].get(code.as_str()).is_some(),
            "{method} {path} answered {code}, which the OpenAPI document does not list \
             for {}: {body}",
            op["operationId"]
        );
    }
}

async fn read(res: reqwest::Response) -> Answer {
    let status = res.status();
    let headers = res.headers().clone();
    let text = res.text().await.unwrap();
    let json = serde_json::from_str(&text).unwrap_or(Value::Null);
    Answer {
        status,
        headers,
        text,
        json,
    }
}

/// A verified player (no mail needed) with a browser session and an API client.
pub async fn verified_player(app: &TestApp, name: &str) -> (crate::support::Browser, Api, String) {
    let (browser, username) = app.quietly_verified_user(name).await;
    let token = token_for(app, &username).await;
    (browser, Api::new(app, Some(token)), username)
}

/// A token for `username` from `POST /api/v1/tokens`.
pub async fn token_for(app: &TestApp, username: &str) -> String {
    let res = Api::new(app, None)
        .post(
            "/api/v1/tokens",
            json!({"login": username, "password": PASSWORD, "name": "tests"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json["token"].as_str().unwrap().to_owned()
}

/// A running game over the API: `white` challenges `black_name` (whose client is
/// `black`) from start position `start`, and `black` accepts. Returns the game's id.
pub async fn api_game(white: &Api, black: &Api, black_name: &str, start: i64, rated: bool) -> i64 {
    let res = white
        .post(
            "/api/v1/challenges",
            json!({"opponent": black_name, "color": "white", "days_per_move": 3,
                   "start_number": start, "rated": rated}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let challenge = res.json["id"].as_i64().unwrap();
    let res = black
        .post_empty(&format!("/api/v1/challenges/{challenge}/accept"))
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json["game_id"].as_i64().unwrap()
}

/// Plays 1. e4 e5 in `game` (legal from every start position), so that both players
/// have moved: a resignation or an adjudication is a result from then on.
pub async fn both_moved(white: &Api, black: &Api, game: i64) {
    for (ply, (who, mv)) in [(white, "e4"), (black, "e5")].into_iter().enumerate() {
        let res = who
            .post(
                &format!("/api/v1/games/{game}/moves"),
                json!({"move": mv, "ply": ply}),
            )
            .await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    }
}

/// A verified user and an API client with a token of theirs.
pub async fn api_user(app: &TestApp, name: &str) -> (Api, String, Browser) {
    let (browser, username) = app.verified_user(name).await;
    let token = token_for(app, &username).await;
    (Api::new(app, Some(token)), username, browser)
}

#[tokio::test]
async fn tokens_are_made_from_login_and_password_and_name_their_owner() {
    let app = TestApp::spawn().await;
    let (_browser, username) = app.verified_user("tok").await;
    let anon = Api::new(&app, None);

    let res = anon
        .post(
            "/api/v1/tokens",
            json!({"login": email_of(&username), "password": PASSWORD, "name": "laptop script"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!(res.json["name"], "laptop script");
    let token = res.json["token"].as_str().unwrap().to_owned();
    assert_eq!(token.len(), 64);
    assert!(
        res.headers.get("set-cookie").is_none(),
        "the API sets no cookies"
    );
    // Only the hash is stored.
    let stored: Vec<u8> = sqlx::query_scalar("SELECT token_hash FROM api_tokens")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_ne!(stored, token.as_bytes());
    assert_eq!(stored.len(), 32);

    let me = Api::new(&app, Some(token)).get("/api/v1/me").await;
    assert_eq!(me.status, StatusCode::OK, "{}", me.text);
    assert_eq!(me.json["username"], username.as_str());
    assert_eq!(me.json["email_verified"], true);

    let wrong = anon
        .post(
            "/api/v1/tokens",
            json!({"login": username, "password": "not the password", "name": "x"}),
        )
        .await;
    wrong.assert_problem(401, "invalid-credentials");

    let empty = anon
        .post(
            "/api/v1/tokens",
            json!({"login": username, "password": PASSWORD, "name": "  "}),
        )
        .await;
    empty.assert_problem(422, "validation-failed");
    assert!(empty.json["errors"]["name"].is_string(), "{}", empty.text);

    let missing = anon
        .post("/api/v1/tokens", json!({"login": username}))
        .await;
    missing.assert_problem(400, "malformed-request");
}

#[tokio::test]
async fn requests_without_a_valid_token_get_401_with_a_bearer_challenge() {
    let app = TestApp::spawn().await;
    let none = Api::new(&app, None).get("/api/v1/me").await;
    none.assert_problem(401, "unauthorized");
    assert!(
        none.header("www-authenticate").starts_with("Bearer"),
        "{:?}",
        none.headers
    );

    let bogus = Api::new(&app, Some("f".repeat(64)))
        .get("/api/v1/games")
        .await;
    bogus.assert_problem(401, "unauthorized");
    assert!(bogus.header("www-authenticate").contains("invalid_token"));

    let malformed = Api::new(&app, Some("not a token".into()))
        .post("/api/v1/challenges", json!({}))
        .await;
    malformed.assert_problem(401, "unauthorized");

    // A browser session cookie is no API credential.
    let (browser, _) = app.verified_user("cookie").await;
    let res = browser.get("/api/v1/me").await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn sign_up_over_the_api_mails_the_confirmation_link() {
    let app = TestApp::spawn().await;
    let anon = Api::new(&app, None);
    let username = unique("apisign");
    let res = anon
        .post(
            "/api/v1/accounts",
            json!({"username": username, "email": email_of(&username), "password": PASSWORD}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!(res.json["username"], username.as_str());
    assert_eq!(res.json["email_verified"], false);
    let mail = smtp()
        .wait_for_subject(&email_of(&username), "confirm")
        .await;
    assert!(mail.link_starting_with(crate::support::BASE_URL).is_some());

    // Unconfirmed accounts get tokens but cannot challenge yet.
    let api = Api::new(&app, Some(token_for(&app, &username).await));
    let res = api
        .post(
            "/api/v1/challenges",
            json!({"color": "random", "days_per_move": 3, "rated": false}),
        )
        .await;
    res.assert_problem(403, "email-unverified");

    let taken = anon
        .post(
            "/api/v1/accounts",
            json!({"username": username, "email": "other@example.org", "password": "x"}),
        )
        .await;
    taken.assert_problem(422, "validation-failed");
    assert!(
        taken.json["errors"]["password"].is_string(),
        "{}",
        taken.text
    );

    let taken = anon
        .post(
            "/api/v1/accounts",
            json!({"username": username, "email": "other@example.org", "password": PASSWORD}),
        )
        .await;
    taken.assert_problem(422, "validation-failed");
    assert!(
        taken.json["errors"]["username"].is_string(),
        "{}",
        taken.text
    );
}

#[tokio::test]
async fn sign_up_and_token_creation_are_rate_limited_per_address() {
    let app = TestApp::spawn_with(|c| {
        let one = RateLimit {
            max: 1,
            window: std::time::Duration::from_secs(3600),
        };
        c.rate_limits.signup_per_ip = one;
        c.rate_limits.login_per_ip = one;
    })
    .await;
    let anon = Api::new(&app, None);
    let body =
        |name: &str| json!({"username": name, "email": email_of(name), "password": PASSWORD});
    let first = unique("lim");
    let res = anon.post("/api/v1/accounts", body(&first)).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let res = anon.post("/api/v1/accounts", body(&unique("lim"))).await;
    res.assert_problem(429, "rate-limited");
    assert!(res.header("retry-after").parse::<u64>().unwrap() > 0);

    let login = json!({"login": first, "password": PASSWORD, "name": "a"});
    let res = anon.post("/api/v1/tokens", login.clone()).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let res = anon.post("/api/v1/tokens", login).await;
    res.assert_problem(429, "rate-limited");
    assert!(!res.header("retry-after").is_empty());
}

#[tokio::test]
async fn malformed_requests_and_unknown_paths_get_problem_json_never_html() {
    let app = TestApp::spawn().await;
    let (api, _, _) = api_user(&app, "malf").await;
    let raw = reqwest::Client::new();
    let token = api.token.clone().unwrap();

    let res = read(
        raw.post(format!("{}/api/v1/challenges", app.address))
            .bearer_auth(&token)
            .header("content-type", "application/json")
            .body("{not json")
            .send()
            .await
            .unwrap(),
    )
    .await;
    res.assert_problem(400, "malformed-request");

    let res = read(
        raw.post(format!("{}/api/v1/challenges", app.address))
            .bearer_auth(&token)
            .header("content-type", "text/plain")
            .body("{}")
            .send()
            .await
            .unwrap(),
    )
    .await;
    res.assert_problem(400, "malformed-request");

    let res = read(
        raw.post(format!("{}/api/v1/challenges", app.address))
            .bearer_auth(&token)
            .json(&json!({"color": "purple", "days_per_move": 3, "rated": true}))
            .send()
            .await
            .unwrap(),
    )
    .await;
    res.assert_problem(400, "malformed-request");

    api.get("/api/v1/games/abc")
        .await
        .assert_problem(400, "malformed-request");
    api.get("/api/v1/games/99999999999999999999")
        .await
        .assert_problem(400, "malformed-request");
    api.get("/api/v1/games?status=someday")
        .await
        .assert_problem(400, "malformed-request");
    api.get("/api/v1/nothing-here")
        .await
        .assert_problem(404, "not-found");
    api.get("/api/v2/me").await.assert_problem(404, "not-found");
    api.get("/api/v1/games/123456")
        .await
        .assert_problem(404, "not-found");

    let res = api.send(Method::PUT, "/api/v1/me", None).await;
    res.assert_problem(405, "method-not-allowed");
    assert!(res.header("allow").contains("GET"), "{:?}", res.headers);

    let big = "x".repeat(100_000);
    let res = api
        .post("/api/v1/games/1/moves", json!({"move": big, "ply": 0}))
        .await;
    res.assert_problem(413, "payload-too-large");

    // Problem type URIs lead to their description.
    let res = Api::new(&app, None)
        .get("/api/v1/problems/illegal-move")
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert_eq!(res.header("location"), "/api#problem-illegal-move");
}

/// Back rank RNNQBBKR: the king starts on g1 next to its rook on h1.
fn castling_start() -> i64 {
    i64::from(
        StartNumber::from_back_rank("RNNQBBKR")
            .expect("a Chess960 back rank")
            .get(),
    )
}

/// Plays `mv` at `ply` through the API.
pub(crate) async fn play(api: &Api, game: i64, mv: &str, ply: i64) -> Answer {
    api.post(
        &format!("/api/v1/games/{game}/moves"),
        json!({"move": mv, "ply": ply}),
    )
    .await
}

/// [`play`], asserting the move was taken (201).
pub(crate) async fn play_ok(api: &Api, game: i64, mv: &str, ply: i64) {
    let res = play(api, game, mv, ply).await;
    assert_eq!(res.status, StatusCode::CREATED, "{mv}: {}", res.text);
}

#[tokio::test]
async fn two_api_clients_play_a_chess960_game_with_castling() {
    let app = TestApp::spawn().await;
    let (alice, a, _) = api_user(&app, "alice").await;
    let (bob, b, _) = api_user(&app, "bob").await;
    let (carol, _, _) = api_user(&app, "carol").await;
    let start = castling_start();

    let res = alice
        .post(
            "/api/v1/challenges",
            json!({"opponent": b, "color": "white", "days_per_move": 3, "start_number": start, "rated": true, "note": "have fun"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let challenge = res.json["id"].as_i64().unwrap();
    assert_eq!(res.json["opponent"], b.as_str());
    assert_eq!(res.json["start_number"], start);
    assert_eq!(res.json["status"], "open");
    smtp()
        .wait_for_subject(&email_of(&b), &format!("{a} challenges you"))
        .await;

    let list = bob.get("/api/v1/challenges").await;
    assert_eq!(list.status, StatusCode::OK);
    assert!(
        list.json
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["id"] == challenge),
        "{}",
        list.text
    );
    // Carol cannot take a challenge addressed to Bob.
    carol
        .post_empty(&format!("/api/v1/challenges/{challenge}/accept"))
        .await
        .assert_problem(403, "not-a-player");

    let res = bob
        .post_empty(&format!("/api/v1/challenges/{challenge}/accept"))
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let game = res.json["game_id"].as_i64().unwrap();
    bob.post_empty(&format!("/api/v1/challenges/{challenge}/accept"))
        .await
        .assert_problem(409, "action-refused");

    let g = alice.get(&format!("/api/v1/games/{game}")).await;
    assert_eq!(g.status, StatusCode::OK, "{}", g.text);
    assert_eq!(g.json["id"], game);
    assert_eq!(g.json["white"], a.as_str());
    assert_eq!(g.json["black"], b.as_str());
    assert_eq!(g.json["start_number"], start);
    assert_eq!(g.json["back_rank"], "RNNQBBKR");
    assert!(
        g.json["initial_fen"]
            .as_str()
            .unwrap()
            .starts_with("rnnqbbkr/pppppppp/8/8/8/8/PPPPPPPP/RNNQBBKR w ")
    );
    assert_eq!(g.json["fen"], g.json["initial_fen"]);
    assert_eq!(g.json["time_control_text"], "3 days per move");
    assert_eq!(g.json["time_control"]["kind"], "per_move");
    assert_eq!(g.json["time_control"]["description"], "3 days per move");
    assert_eq!(g.json["vacation_allowed"], true);
    assert_eq!(g.json["turn"], "white");
    assert_eq!(g.json["status"], "running");
    assert_eq!(g.json["result"], "*");
    assert_eq!(g.json["termination"], Value::Null);
    assert_eq!(g.json["draw_offer"], Value::Null);
    assert!(g.json["deadline"].as_str().unwrap().contains('T'));
    assert_eq!(g.json["moves"], json!([]));
    let legal = g.json["legal_moves"].as_array().unwrap();
    assert_eq!(legal.len(), 20, "{}", g.text);
    assert!(legal.iter().any(|m| m["san"] == "g3" && m["uci"] == "g2g3"));

    // Game lists by status.
    let mine = alice.get("/api/v1/games?status=my_turn").await;
    assert!(
        mine.json
            .as_array()
            .unwrap()
            .iter()
            .any(|x| x["id"] == game),
        "{}",
        mine.text
    );
    let theirs = bob.get("/api/v1/games?status=my_turn").await;
    assert!(
        theirs
            .json
            .as_array()
            .unwrap()
            .iter()
            .all(|x| x["id"] != game)
    );
    let active = bob.get("/api/v1/games?status=active").await;
    assert!(
        active
            .json
            .as_array()
            .unwrap()
            .iter()
            .any(|x| x["id"] == game)
    );
    let finished = bob.get("/api/v1/games?status=finished").await;
    assert_eq!(finished.json, json!([]));

    // Refusals: not a player, not your move, illegal move, stale ply.
    play(&carol, game, "g3", 0)
        .await
        .assert_problem(403, "not-a-player");
    play(&bob, game, "g6", 0)
        .await
        .assert_problem(409, "not-your-turn");
    let illegal = play(&alice, game, "Ke2", 0).await;
    illegal.assert_problem(422, "illegal-move");
    assert!(!illegal.json["detail"].as_str().unwrap().is_empty());
    play(&alice, game, "g9", 0)
        .await
        .assert_problem(422, "illegal-move");

    let res = play(&alice, game, "g3", 0).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!(res.json["already_played"], false);
    assert_eq!(res.json["move"]["ply"], 1);
    assert_eq!(res.json["move"]["san"], "g3");
    assert_eq!(res.json["move"]["uci"], "g2g3");
    assert!(res.json["move"]["played_at"].is_string());
    assert_eq!(res.json["game"]["turn"], "black");
    assert_eq!(res.json["game"]["ply"], 1);

    // The same move again at the same ply: answered as already played, not played twice.
    let again = play(&alice, game, "g2g3", 0).await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.text);
    assert_eq!(again.json["already_played"], true);
    assert_eq!(again.json["move"]["san"], "g3");
    assert_eq!(again.json["game"]["ply"], 1);
    // Another move at that old ply is stale.
    let stale = play(&alice, game, "e3", 0).await;
    stale.assert_problem(409, "stale-ply");
    assert_eq!(stale.json["current_ply"], 1);

    for (api, mv, ply) in [(&bob, "g6", 1), (&alice, "Bg2", 2), (&bob, "Bg7", 3)] {
        let res = play(api, game, mv, ply).await;
        assert_eq!(res.status, StatusCode::CREATED, "{mv}: {}", res.text);
    }
    // Chess960 castling typed as the king moving onto its rook.
    let g = alice.get(&format!("/api/v1/games/{game}")).await;
    assert!(
        g.json["legal_moves"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["san"] == "O-O" && m["uci"] == "g1h1"),
        "{}",
        g.text
    );
    let res = play(&alice, game, "g1h1", 4).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!(res.json["move"]["san"], "O-O");
    assert_eq!(res.json["move"]["uci"], "g1h1");
    let res = play(&bob, game, "O-O", 5).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!(res.json["move"]["uci"], "g8h8");
    let fen = res.json["game"]["fen"].as_str().unwrap().to_owned();
    assert!(fen.starts_with("rnnqbrk1/"), "{fen}");
    assert!(fen.contains("/RNNQBRK1 w"), "{fen}");
    let moves: Vec<&str> = res.json["game"]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["san"].as_str().unwrap())
        .collect();
    assert_eq!(moves, ["g3", "g6", "Bg2", "Bg7", "O-O", "O-O"]);

    // Draws: offer, decline; a claim with nothing to claim is refused.
    let res = alice
        .post(
            &format!("/api/v1/games/{game}/draw"),
            json!({"action": "offer"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["game"]["draw_offer"], a.as_str());
    alice
        .post(
            &format!("/api/v1/games/{game}/draw"),
            json!({"action": "offer"}),
        )
        .await
        .assert_problem(409, "action-refused");
    let res = bob
        .post(
            &format!("/api/v1/games/{game}/draw"),
            json!({"action": "decline"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["game"]["draw_offer"], Value::Null);
    alice
        .post(
            &format!("/api/v1/games/{game}/draw"),
            json!({"action": "claim"}),
        )
        .await
        .assert_problem(409, "action-refused");
    alice
        .post(
            &format!("/api/v1/games/{game}/draw"),
            json!({"action": "maybe"}),
        )
        .await
        .assert_problem(400, "malformed-request");

    let pgn = alice.get(&format!("/api/v1/games/{game}/pgn")).await;
    assert_eq!(pgn.status, StatusCode::OK);
    assert!(
        pgn.header("content-type")
            .starts_with("application/x-chess-pgn")
    );
    assert!(pgn.text.contains("[Variant \"Chess960\"]"), "{}", pgn.text);
    assert!(pgn.text.contains("2. Bg2 Bg7 3. O-O O-O"), "{}", pgn.text);

    carol
        .post_empty(&format!("/api/v1/games/{game}/resign"))
        .await
        .assert_problem(403, "not-a-player");
    let res = bob
        .post_empty(&format!("/api/v1/games/{game}/resign"))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["status"], "finished");
    assert_eq!(res.json["result"], "1-0");
    assert_eq!(res.json["termination"], "resignation");
    assert_eq!(res.json["deadline"], Value::Null);
    assert_eq!(res.json["legal_moves"], json!([]));

    play(&alice, game, "e3", 6)
        .await
        .assert_problem(409, "game-not-running");
    bob.post_empty(&format!("/api/v1/games/{game}/resign"))
        .await
        .assert_problem(409, "game-not-running");
    let finished = alice.get("/api/v1/games?status=finished").await;
    assert!(
        finished
            .json
            .as_array()
            .unwrap()
            .iter()
            .any(|x| x["id"] == game && x["result"] == "1-0")
    );
}

#[tokio::test]
async fn challenges_can_be_declined_and_withdrawn_only_by_the_right_player() {
    let app = TestApp::spawn().await;
    let (alice, _, _) = api_user(&app, "alice").await;
    let (bob, b, _) = api_user(&app, "bob").await;

    let bad = alice
        .post(
            "/api/v1/challenges",
            json!({"opponent": "nobody_like_this", "color": "black", "days_per_move": 99, "start_number": 1000, "rated": false}),
        )
        .await;
    bad.assert_problem(422, "validation-failed");
    for field in ["opponent", "days_per_move", "start_number"] {
        assert!(
            bad.json["errors"][field].is_string(),
            "{field}: {}",
            bad.text
        );
    }

    let direct = alice
        .post(
            "/api/v1/challenges",
            json!({"opponent": b, "color": "black", "days_per_move": 5, "rated": false}),
        )
        .await;
    assert_eq!(direct.status, StatusCode::CREATED, "{}", direct.text);
    let direct = direct.json["id"].as_i64().unwrap();
    alice
        .post_empty(&format!("/api/v1/challenges/{direct}/decline"))
        .await
        .assert_problem(409, "action-refused");
    let res = bob
        .post_empty(&format!("/api/v1/challenges/{direct}/decline"))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["status"], "declined");

    let open = alice
        .post(
            "/api/v1/challenges",
            json!({"color": "random", "days_per_move": 1, "rated": true}),
        )
        .await;
    assert_eq!(open.status, StatusCode::CREATED, "{}", open.text);
    assert_eq!(open.json["opponent"], Value::Null);
    assert_eq!(open.json["start_number"], Value::Null);
    let open = open.json["id"].as_i64().unwrap();
    alice
        .post_empty(&format!("/api/v1/challenges/{open}/accept"))
        .await
        .assert_problem(409, "action-refused");
    bob.delete(&format!("/api/v1/challenges/{open}"))
        .await
        .assert_problem(409, "action-refused");
    let res = alice.delete(&format!("/api/v1/challenges/{open}")).await;
    assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text);
    bob.post_empty(&format!("/api/v1/challenges/{open}/accept"))
        .await
        .assert_problem(409, "action-refused");
    bob.post_empty("/api/v1/challenges/987654/accept")
        .await
        .assert_problem(404, "not-found");
    bob.delete("/api/v1/challenges/x")
        .await
        .assert_problem(400, "malformed-request");
}

/// Whether the page shows the token name `my <bot>` (HTML-escaped).
fn escaped_name_in(html: &str) -> bool {
    html.contains("my &lt;bot&gt;") || html.contains("my &#60;bot&#62;")
}

/// The token shown once on the settings page after creating one.
fn shown_token(html: &str) -> String {
    let at = html
        .find("id=\"new-token\">")
        .expect("the new token on the page");
    let rest = &html[at + "id=\"new-token\">".len()..];
    rest[..rest.find('<').unwrap()].to_owned()
}

/// Creates a token on the settings page as a browser does: the POST answers (200,
/// `no-store`) with the page that shows it, once; the page it once redirected to shows
/// it no more; one token is made and its secret is stored nowhere (the sessions no
/// longer have a column to hold it). Returns the token and the page that showed it.
async fn token_from_settings(app: &TestApp, browser: &Browser, name: &str) -> (String, String) {
    let res = browser
        .post_form("/settings/tokens", &[("name", name)])
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    assert_eq!(res.headers["cache-control"], "no-store");
    let token = shown_token(&res.body);
    assert_eq!(token.len(), 64);
    let again = browser.get("/settings/tokens/created").await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.body);
    assert!(
        !again.body.contains(&token),
        "the secret is shown only once"
    );
    assert!(!again.body.contains("id=\"new-token\""));
    assert!(again.body.contains("shown only once"), "{}", again.body);
    let made: i64 = sqlx::query_scalar("SELECT count(*) FROM api_tokens")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(made, 1);
    let stored: i64 = sqlx::query_scalar(
        "SELECT (SELECT count(*) FROM sessions s WHERE strpos(s::text, $1) > 0)
              + (SELECT count(*) FROM api_tokens t WHERE strpos(t::text, $1) > 0)",
    )
    .bind(&token)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(stored, 0, "the secret is stored nowhere");
    let held: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM information_schema.columns
         WHERE table_name = 'sessions' AND column_name LIKE 'new_api_token%'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(held, 0, "no column holds a new token's secret");
    (token, res.body)
}

#[tokio::test]
async fn tokens_from_the_settings_page_work_until_revoked() {
    let app = TestApp::spawn().await;
    let (browser, username) = app.verified_user("settok").await;

    let res = browser.post_form("/settings/tokens", &[("name", "")]).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    assert!(res.body.contains("Give the token a name"), "{}", res.body);

    let (token, page) = token_from_settings(&app, &browser, "my <bot>").await;
    assert!(!page.contains("my <bot>"), "names are escaped");
    assert!(escaped_name_in(&page));
    // A CSRF token is needed, as for every form.
    let res = browser.post_raw("/settings/tokens", &[("name", "x")]).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);

    let api = Api::new(&app, Some(token.clone()));
    let me = api.get("/api/v1/me").await;
    assert_eq!(me.status, StatusCode::OK, "{}", me.text);
    assert_eq!(me.json["username"], username.as_str());

    let page = browser.get("/settings").await;
    assert!(escaped_name_in(&page.body));
    assert!(!page.body.contains(&token), "the secret is shown only once");
    let id: i64 = sqlx::query_scalar("SELECT id FROM api_tokens")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let row_at = page
        .body
        .find(&format!("id=\"token-{id}\""))
        .expect("the token's row");
    let row = &page.body[row_at..];
    let row = &row[..row.find("</tr>").unwrap()];
    assert!(!row.contains("never"), "its last use is shown: {row}");

    // Somebody else cannot revoke it.
    let (other, _) = app.verified_user("other").await;
    let res = other
        .post_form(
            &format!("/settings/tokens/{id}/revoke"),
            &[("confirm", "on")],
        )
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert_eq!(api.get("/api/v1/me").await.status, StatusCode::OK);

    let res = browser
        .post_form(
            &format!("/settings/tokens/{id}/revoke"),
            &[("confirm", "on")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let refused = api.get("/api/v1/me").await;
    refused.assert_problem(401, "unauthorized");
    let page = browser.get("/settings").await;
    assert!(!escaped_name_in(&page.body));
}

#[tokio::test]
async fn each_token_is_rate_limited_with_retry_after() {
    let app = TestApp::spawn_with(|c| {
        c.rate_limits.api_per_token = RateLimit {
            max: 3,
            window: std::time::Duration::from_secs(60),
        }
    })
    .await;
    let (api, username, _) = api_user(&app, "busy").await;
    for _ in 0..3 {
        assert_eq!(api.get("/api/v1/me").await.status, StatusCode::OK);
    }
    let res = api.get("/api/v1/me").await;
    res.assert_problem(429, "rate-limited");
    let wait: u64 = res.header("retry-after").parse().unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    // Another token of the same user has its own budget.
    let other = Api::new(&app, Some(token_for(&app, &username).await));
    assert_eq!(other.get("/api/v1/me").await.status, StatusCode::OK);
}

#[tokio::test]
async fn the_openapi_document_and_the_api_page_describe_the_api() {
    let app = TestApp::spawn().await;
    let res = Api::new(&app, None).get("/api/v1/openapi.json").await;
    assert_eq!(res.status, StatusCode::OK);
    assert!(res.json["openapi"].as_str().unwrap().starts_with("3."));
    assert!(res.json["paths"]["/api/v1/games/{id}/moves"]["post"].is_object());
    assert!(res.json["components"]["schemas"]["Game"]["properties"]["legal_moves"].is_object());

    let page = Browser::new(&app.address).get("/api").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("Authorization: Bearer"));
    assert!(page.body.contains("/api/v1/games/{id}/moves"));
    assert!(page.body.contains("id=\"problem-illegal-move\""));
    assert!(page.body.contains("curl"));
}

/// An unknown path under `/api/v1` gets the same helpful 404 problem as one under
/// `/api`: it names where the endpoints are listed.
#[tokio::test]
async fn unknown_paths_under_v1_get_the_api_s_own_404() {
    let app = TestApp::spawn().await;
    let (api, _, _) = api_user(&app, "lost").await;
    let outer = api.get("/api/v2/me").await;
    let inner = api.get("/api/v1/nothing-here").await;
    for res in [&outer, &inner] {
        res.assert_problem(404, "not-found");
    }
    assert_eq!(inner.json["detail"], outer.json["detail"], "{}", inner.text);
    assert!(
        inner.json["detail"]
            .as_str()
            .unwrap()
            .contains("/api/v1/openapi.json"),
        "{}",
        inner.text
    );
}
