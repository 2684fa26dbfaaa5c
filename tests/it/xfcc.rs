//! Xfcc (issue 33): the SOAP service of desktop correspondence clients over real HTTP. A
//! whole Chess960 game by both players (notations of every kind, castling as king onto
//! rook and as O-O, a promotion, a draw offered and accepted), `GetMyGames` after each
//! move checked against the JSON API's view of the same game, every `MakeAMoveResult`
//! the server can produce, SOAP 1.2, the WSDL, and faults for bad input.

use std::{collections::HashMap, time::Duration};

use corrchess::config::RateLimit;
use reqwest::StatusCode;
use serde_json::Value;

use crate::{
    api::{Api, api_game, api_user},
    support::{PASSWORD, TestApp, email_of, smtp},
};

const NS: &str = "http://www.bennedik.com/webservices/XfccBasic";
const SOAP11: &str = "http://schemas.xmlsoap.org/soap/envelope/";
const SOAP12: &str = "http://www.w3.org/2003/05/soap-envelope";
/// Back rank RNNQBBKR: the king on g1 next to its rook on h1.
const START: i64 = 442;

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// XML or HTML text with its entities decoded (the ones the server writes).
pub(crate) fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#34;", "\"")
        .replace("&apos;", "'")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&amp;", "&")
}

/// A call of `operation` with `params` in the envelope of `soap` (its namespace).
fn envelope(soap: &str, operation: &str, params: &[(&str, String)]) -> String {
    let inner: String = params
        .iter()
        .map(|(k, v)| format!("<{k}>{}</{k}>", escape(v)))
        .collect();
    format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?><soap:Envelope xmlns:soap=\"{soap}\">\
         <soap:Body><{operation} xmlns=\"{NS}\">{inner}</{operation}></soap:Body></soap:Envelope>"
    )
}

/// An answer: status, content type and body.
struct Answer {
    status: StatusCode,
    content_type: String,
    body: String,
}

async fn post(
    app: &TestApp,
    path: &str,
    content_type: &str,
    body: impl Into<reqwest::Body>,
) -> Answer {
    let res = reqwest::Client::new()
        .post(format!("{}{path}", app.address))
        .header("content-type", content_type)
        .body(body)
        .timeout(Duration::from_secs(20))
        .send()
        .await
        .unwrap();
    Answer {
        status: res.status(),
        content_type: res
            .headers()
            .get("content-type")
            .map(|v| v.to_str().unwrap().to_owned())
            .unwrap_or_default(),
        body: res.text().await.unwrap(),
    }
}

/// The text of the first `<tag>…</tag>` in `xml`, unescaped.
fn field(xml: &str, tag: &str) -> Option<String> {
    let open = format!("<{tag}>");
    let start = xml.find(&open)? + open.len();
    let end = xml[start..].find(&format!("</{tag}>"))? + start;
    Some(unescape(&xml[start..end]))
}

const GAME_FIELDS: [&str; 30] = [
    "id",
    "white",
    "black",
    "event",
    "site",
    "eventDate",
    "myTurn",
    "hasWhite",
    "daysPlayer",
    "hoursPlayer",
    "minutesPlayer",
    "daysOpponent",
    "hoursOpponent",
    "minutesOpponent",
    "moves",
    "drawOffered",
    "setup",
    "fen",
    "variant",
    "result",
    "message",
    "serverInfo",
    "whiteElo",
    "blackElo",
    "timeControl",
    "gameLink",
    "noEngines",
    "noDatabases",
    "noTablebases",
    "noOpeningBooks",
];

/// An Xfcc client of one account: its login and the password or token it sends.
struct Client {
    login: String,
    secret: String,
}

/// What `MakeAMove` sends besides the credentials.
#[derive(Default)]
struct Move<'a> {
    game: i64,
    movecount: i64,
    my_move: &'a str,
    resign: bool,
    accept_draw: bool,
    offer_draw: bool,
    claim_draw: bool,
    message: &'a str,
}

impl Client {
    fn credentials(&self) -> Vec<(&'static str, String)> {
        vec![
            ("username", self.login.clone()),
            ("password", self.secret.clone()),
        ]
    }

    /// `GetMyGames`, each game's fields by name.
    async fn my_games(&self, app: &TestApp) -> Vec<HashMap<&'static str, String>> {
        let body = envelope(SOAP11, "GetMyGames", &self.credentials());
        let res = post(app, "/xfcc", "text/xml; charset=utf-8", body).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.body);
        assert!(
            res.content_type.starts_with("text/xml"),
            "{}",
            res.content_type
        );
        assert!(res.body.contains("<GetMyGamesResponse"), "{}", res.body);
        res.body
            .split("<XfccGame>")
            .skip(1)
            .map(|game| {
                GAME_FIELDS
                    .iter()
                    .filter_map(|f| Some((*f, field(game, f)?)))
                    .collect()
            })
            .collect()
    }

    /// `GetMyGames`' entry of `game`.
    async fn game(&self, app: &TestApp, game: i64) -> HashMap<&'static str, String> {
        self.my_games(app)
            .await
            .into_iter()
            .find(|g| g["id"] == game.to_string())
            .unwrap_or_else(|| panic!("game {game} missing from {}'s games", self.login))
    }

    /// `MakeAMove`: its `MakeAMoveResult`.
    async fn make_a_move(&self, app: &TestApp, m: &Move<'_>) -> String {
        let flag = |b: bool| b.to_string();
        let mut params = self.credentials();
        params.extend([
            ("gameId", m.game.to_string()),
            ("resign", flag(m.resign)),
            ("acceptDraw", flag(m.accept_draw)),
            ("movecount", m.movecount.to_string()),
            ("myMove", m.my_move.to_owned()),
            ("offerDraw", flag(m.offer_draw)),
            ("claimDraw", flag(m.claim_draw)),
            ("myMessage", m.message.to_owned()),
        ]);
        let res = post(
            app,
            "/xfccbasic.asmx",
            "text/xml",
            envelope(SOAP11, "MakeAMove", &params),
        )
        .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.body);
        field(&res.body, "MakeAMoveResult").unwrap_or_else(|| panic!("no result: {}", res.body))
    }

    /// Plays `mv` as move number `movecount` and asserts `Success`.
    async fn play(&self, app: &TestApp, game: i64, movecount: i64, mv: &str) {
        let m = Move {
            game,
            movecount,
            my_move: mv,
            ..Move::default()
        };
        assert_eq!(self.make_a_move(app, &m).await, "Success", "{mv}");
    }
}

/// SAN movetext of the API's moves: `1.g3 g6 2.Bg2`.
fn movetext(moves: &Value) -> String {
    moves
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let ply = m["ply"].as_i64().unwrap();
            let san = m["san"].as_str().unwrap();
            if ply % 2 == 1 {
                format!("{}.{san}", ply / 2 + 1)
            } else {
                san.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The Xfcc result of the API's status and result (endings by the rules or agreement).
fn result_of(g: &Value) -> &'static str {
    match (g["status"].as_str().unwrap(), g["result"].as_str().unwrap()) {
        ("running", _) => "Ongoing",
        ("aborted", _) => "Cancelled",
        (_, "1-0") => "WhiteWins",
        (_, "0-1") => "BlackWins",
        (_, "1/2-1/2") => "Draw",
        other => panic!("unexpected {other:?}"),
    }
}

/// Checks `client`'s `GetMyGames` entry of `game` against `api`'s `GET /api/v1/games/{id}`.
async fn check_against_api(app: &TestApp, api: &Api, client: &Client, me: &str, game: i64) {
    let g = api.get(&format!("/api/v1/games/{game}")).await.json;
    let x = client.game(app, game).await;
    let has_white = g["white"] == me;
    let running = g["status"] == "running";
    let my_turn = running && (g["turn"] == "white") == has_white;
    let opponent = if has_white { &g["black"] } else { &g["white"] };
    assert_eq!(x["white"], g["white"].as_str().unwrap());
    assert_eq!(x["black"], g["black"].as_str().unwrap());
    assert_eq!(x["hasWhite"], has_white.to_string());
    assert_eq!(x["myTurn"], my_turn.to_string(), "{g}");
    assert_eq!(x["moves"], movetext(&g["moves"]));
    assert_eq!(
        x["drawOffered"],
        (running && g["draw_offer"] == *opponent).to_string()
    );
    assert_eq!(x["fen"], g["initial_fen"].as_str().unwrap());
    assert_eq!(x["setup"], "true");
    assert_eq!(x["variant"], "chess960");
    assert_eq!(x["result"], result_of(&g));
    for (tag, key) in [("whiteElo", "white_rating"), ("blackElo", "black_rating")] {
        assert_eq!(
            x.get(tag).cloned(),
            g[key].as_i64().map(|r| r.to_string()),
            "{tag}"
        );
    }
    assert!(
        x["gameLink"].ends_with(&format!("/games/{game}")),
        "{}",
        x["gameLink"]
    );
    assert_eq!(x["timeControl"], "1/259200");
    assert_eq!(x["event"], format!("corrchess game {game}"));
    // The site's policy (no engines, as lichess), sent truly (issue 45).
    assert_eq!(
        (&x["noEngines"][..], &x["noTablebases"][..]),
        ("true", "true")
    );
    for rule in ["noDatabases", "noOpeningBooks"] {
        assert_eq!(x[rule], "false");
    }
    // The player on move sees the time to their deadline: 3 days less the moments since.
    let (mine, theirs) = (
        ("daysPlayer", "hoursPlayer"),
        ("daysOpponent", "hoursOpponent"),
    );
    let on_move = if my_turn { mine } else { theirs };
    if running {
        let left = (&x[on_move.0], &x[on_move.1]);
        assert!(
            left == (&"2".to_owned(), &"23".to_owned()) || left.0 == "3",
            "{x:?}"
        );
    } else {
        assert_eq!(x["daysPlayer"], "0");
    }
}

/// Two Xfcc clients in a running game: White (`a`) logs in with an API token, Black
/// (`b`) with the address and password. Returns both APIs and names, both clients and
/// the game.
async fn two_clients(app: &TestApp) -> ((Api, String, Client), (Api, String, Client), i64) {
    let (alice, a, _) = api_user(app, "xwhite").await;
    let (bob, b, _) = api_user(app, "xblack").await;
    let game = api_game(&alice, &bob, &b, START, true).await;
    let white = Client {
        login: a.clone(),
        secret: alice.token.clone().unwrap(),
    };
    let black = Client {
        login: email_of(&b),
        secret: PASSWORD.to_owned(),
    };
    ((alice, a, white), (bob, b, black), game)
}

#[tokio::test]
async fn two_xfcc_clients_play_a_whole_chess960_game() {
    let app = TestApp::spawn().await;
    let ((alice, a, white), (bob, b, black), game) = two_clients(&app).await;
    check_against_api(&app, &alice, &white, &a, game).await;
    check_against_api(&app, &bob, &black, &b, game).await;
    // SAN, coordinates, German letters, castling as the king onto its rook and as O-O.
    let line = [
        "g3", "g7g6", "Lg2", "Bg7", "g1h1", "O-O", "a4", "h6", "a4a5", "h5", "a6", "e6", "axb7",
        "e5", "bxa8=Q",
    ];
    for (ply, mv) in line.iter().enumerate() {
        let (client, movecount) = if ply % 2 == 0 {
            (&white, ply / 2 + 1)
        } else {
            (&black, ply / 2 + 1)
        };
        client.play(&app, game, movecount as i64, mv).await;
        if ply == 0 {
            // The same mail as after a move on the game page.
            smtp()
                .wait_for_text(&email_of(&b), &format!("{a} played"))
                .await;
        }
        check_against_api(&app, &alice, &white, &a, game).await;
        check_against_api(&app, &bob, &black, &b, game).await;
    }
    let g = alice.get(&format!("/api/v1/games/{game}")).await.json;
    let sans: Vec<&str> = g["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["san"].as_str().unwrap())
        .collect();
    assert_eq!(sans[4..6], ["O-O", "O-O"]);
    assert_eq!(sans[14], "bxa8=Q");
    assert_eq!(g["moves"][4]["uci"], "g1h1");

    // A move sent again (the client did not hear the answer) is not played twice, in
    // either notation.
    for again in ["g1h1", "O-O"] {
        white.play(&app, game, 3, again).await;
    }
    assert_eq!(
        alice.get(&format!("/api/v1/games/{game}")).await.json["ply"],
        15
    );

    // Black moves, offers a draw and writes; White reads both and accepts.
    let message = "Remis? <yes> & 'no'";
    let offer = Move {
        game,
        movecount: 8,
        my_move: "d6",
        offer_draw: true,
        message,
        ..Move::default()
    };
    assert_eq!(black.make_a_move(&app, &offer).await, "Success");
    let seen = white.game(&app, game).await;
    assert_eq!(seen["drawOffered"], "true");
    // The opponent's words, then the receipt of the record's head on a line of its
    // own: MakeAMove's answer has no text, so the list carries it (docs/XFCC.md).
    let record = alice
        .get(&format!("/api/v1/games/{game}/record"))
        .await
        .json;
    let (seq, hash) = (
        &record["head"]["seq"],
        record["head"]["hash"].as_str().unwrap(),
    );
    let receipt = format!("Record: entry {seq}, {}…", &hash[..6]);
    assert_eq!(seen["message"], format!("{message}\n{receipt}"));
    // In the caller's language; without a message from the opponent, the receipt alone.
    sqlx::query("UPDATE users SET language = 'de' WHERE username = $1")
        .bind(&b)
        .execute(&app.pool)
        .await
        .unwrap();
    let theirs = black.game(&app, game).await;
    assert_eq!(theirs["drawOffered"], "false");
    assert_eq!(
        theirs["message"],
        format!("Protokoll: Eintrag {seq}, {}…", &hash[..6])
    );
    check_against_api(&app, &alice, &white, &a, game).await;
    let accept = Move {
        game,
        accept_draw: true,
        ..Move::default()
    };
    assert_eq!(white.make_a_move(&app, &accept).await, "Success");
    let g = bob.get(&format!("/api/v1/games/{game}")).await.json;
    assert_eq!(
        (&g["result"], &g["termination"]),
        (&"1/2-1/2".into(), &"draw_agreement".into())
    );
    // An ended game stays in the list for a week, with its result.
    check_against_api(&app, &alice, &white, &a, game).await;
    check_against_api(&app, &bob, &black, &b, game).await;
    assert_eq!(white.game(&app, game).await["result"], "Draw");
}

#[tokio::test]
async fn queenside_castling_as_king_onto_rook_and_as_o_o_o() {
    let app = TestApp::spawn().await;
    let (alice, a, _) = api_user(&app, "xqwhite").await;
    let (bob, b, _) = api_user(&app, "xqblack").await;
    // Back rank RKNNBBQR: the king on b1 next to its rook on a1.
    let game = api_game(&alice, &bob, &b, 746, false).await;
    let white = Client {
        login: a.clone(),
        secret: alice.token.clone().unwrap(),
    };
    let black = Client {
        login: b.clone(),
        secret: bob.token.clone().unwrap(),
    };
    for (ply, mv) in ["Nb3", "Nb6", "Nc3", "Nc6", "b1a1", "O-O-O"]
        .iter()
        .enumerate()
    {
        let client = if ply % 2 == 0 { &white } else { &black };
        client.play(&app, game, ply as i64 / 2 + 1, mv).await;
    }
    let g = alice.get(&format!("/api/v1/games/{game}")).await.json;
    for (ply, uci) in [(4, "b1a1"), (5, "b8a8")] {
        assert_eq!(g["moves"][ply]["san"], "O-O-O");
        assert_eq!(g["moves"][ply]["uci"], uci);
    }
    check_against_api(&app, &alice, &white, &a, game).await;
    check_against_api(&app, &bob, &black, &b, game).await;
    assert!(white.game(&app, game).await["moves"].ends_with("3.O-O-O O-O-O"));
}

#[tokio::test]
async fn every_make_a_move_result_the_server_produces() {
    // Two mails to other players an hour: the challenge and one draw offer.
    let app = TestApp::spawn_with(|c| {
        c.rate_limits.notify_per_account = RateLimit {
            max: 2,
            window: Duration::from_secs(3600),
        };
    })
    .await;
    let ((alice, _, white), (_, _, black), game) = two_clients(&app).await;
    let (_, c, _) = api_user(&app, "xcarol").await;
    let m = |movecount, my_move| Move {
        game,
        movecount,
        my_move,
        ..Move::default()
    };
    let wrong = Client {
        login: white.login.clone(),
        secret: "not the password".into(),
    };
    assert_eq!(
        wrong.make_a_move(&app, &m(1, "g3")).await,
        "AuthenticationFailed"
    );
    let stranger = Client {
        login: c.clone(),
        secret: PASSWORD.into(),
    };
    assert_eq!(stranger.make_a_move(&app, &m(1, "g3")).await, "NotYourGame");
    // A token names its owner only: with another login it is refused.
    let borrowed = Client {
        login: c,
        secret: white.secret.clone(),
    };
    assert_eq!(
        borrowed.make_a_move(&app, &m(1, "g3")).await,
        "AuthenticationFailed"
    );
    let nowhere = Move {
        game: 999_999_999,
        ..m(1, "g3")
    };
    assert_eq!(white.make_a_move(&app, &nowhere).await, "InvalidGameID");
    assert_eq!(black.make_a_move(&app, &m(1, "g6")).await, "NotYourTurn");
    assert_eq!(
        white.make_a_move(&app, &m(2, "g3")).await,
        "InvalidMoveNumber"
    );
    assert_eq!(
        white.make_a_move(&app, &m(0, "g3")).await,
        "InvalidMoveNumber"
    );
    assert_eq!(white.make_a_move(&app, &m(1, "Ke2")).await, "InvalidMove");
    assert_eq!(white.make_a_move(&app, &m(1, "xyz")).await, "InvalidMove");
    assert_eq!(white.make_a_move(&app, &m(1, "")).await, "InvalidMove");
    let accept = Move {
        accept_draw: true,
        ..m(1, "")
    };
    assert_eq!(white.make_a_move(&app, &accept).await, "NoDrawWasOffered");
    for (ply, mv) in ["Nc3", "Nc6", "e4", "e5"].iter().enumerate() {
        let client = if ply % 2 == 0 { &white } else { &black };
        client.play(&app, game, ply as i64 / 2 + 1, mv).await;
    }
    // Both knights reach e2.
    assert_eq!(
        white.make_a_move(&app, &m(3, "Ne2")).await,
        "MoveIsAmbigous"
    );
    let claim_with_move = Move {
        claim_draw: true,
        ..m(3, "N1e2")
    };
    assert_eq!(
        white.make_a_move(&app, &claim_with_move).await,
        "FeatureUnavailable"
    );
    // One draw offer may be mailed; the next is over the limit.
    let offer = Move {
        offer_draw: true,
        ..m(3, "")
    };
    assert_eq!(white.make_a_move(&app, &offer).await, "Success");
    assert_eq!(white.make_a_move(&app, &offer).await, "ServerError");
    // Time runs out before the move arrives: the game is lost on time.
    sqlx::query("UPDATE games SET deadline = now() - interval '1 hour' WHERE id = $1")
        .bind(game)
        .execute(&app.pool)
        .await
        .unwrap();
    app.forget_kept();
    assert_eq!(white.make_a_move(&app, &m(3, "d3")).await, "LostOnTime");
    let g = alice.get(&format!("/api/v1/games/{game}")).await.json;
    assert_eq!(
        (&g["result"], &g["termination"]),
        (&"0-1".into(), &"time_forfeit".into())
    );
    assert_eq!(white.make_a_move(&app, &m(3, "d3")).await, "NotYourTurn");
    let resign = Move {
        resign: true,
        ..m(3, "")
    };
    assert_eq!(black.make_a_move(&app, &resign).await, "NotYourTurn");
}

#[tokio::test]
async fn passwords_use_the_login_budget_and_hashing_slots_tokens_neither() {
    let app = TestApp::spawn_with(|c| {
        c.rate_limits.login_per_account = RateLimit {
            max: 3,
            window: Duration::from_secs(600),
        };
    })
    .await;
    let ((_, _, white), (_, _, black), game) = two_clients(&app).await;
    let runs = app.passwords.runs();
    white.my_games(&app).await;
    assert_eq!(app.passwords.runs(), runs, "a token needs no hashing");
    black.my_games(&app).await;
    assert_eq!(
        app.passwords.runs(),
        runs + 1,
        "a password is checked in a slot"
    );
    let wrong = Client {
        login: black.login.to_uppercase(),
        secret: "not the password".into(),
    };
    let m = Move {
        game,
        movecount: 1,
        my_move: "g6",
        ..Move::default()
    };
    for _ in 0..3 {
        assert_eq!(wrong.make_a_move(&app, &m).await, "AuthenticationFailed");
    }
    // The account's budget is used up: the right password waits, here and on the form.
    assert_eq!(black.make_a_move(&app, &m).await, "AuthenticationFailed");
    let res = app.browser().login(&black.login, PASSWORD).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{}", res.body);
    // The token is no password guess: it still works.
    white.play(&app, game, 1, "g3").await;
}

#[tokio::test]
async fn bad_input_gets_soap_faults_and_the_wsdl_describes_the_service() {
    let app = TestApp::spawn().await;
    let (_, a, browser) = api_user(&app, "xfault").await;
    // The settings page tells where desktop programs find the service.
    let settings = browser.get("/settings").await.body;
    assert!(settings.contains("id=\"xfcc-hint\""), "{settings}");
    assert!(settings.contains("/xfcc"), "{settings}");
    let fault = |res: &Answer, status: u16, code: &str| {
        assert_eq!(res.status.as_u16(), status, "{}", res.body);
        assert!(res.body.contains(":Fault>"), "{}", res.body);
        assert!(res.body.contains(code), "{code}: {}", res.body);
    };
    let xml = "text/xml; charset=utf-8";
    let malformed = format!("<soap:Envelope xmlns:soap=\"{SOAP11}\"><soap:Body><GetMyGames>");
    fault(
        &post(&app, "/xfcc", xml, malformed).await,
        500,
        "soap:Client",
    );
    let mut bomb = String::from("<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\">");
    for i in 1..10 {
        let prev = if i == 1 {
            "lol".to_owned()
        } else {
            format!("lol{}", i - 1)
        };
        bomb.push_str(&format!(
            "<!ENTITY lol{i} \"{}\">",
            format!("&{prev};").repeat(10)
        ));
    }
    bomb.push_str("]><lolz>&lol9;</lolz>");
    let res = post(&app, "/xfcc", xml, bomb).await;
    fault(&res, 500, "DOCTYPE");
    let oversize = vec![b' '; 64 * 1024 + 1];
    fault(&post(&app, "/xfcc", xml, oversize).await, 413, "larger");
    let unknown = envelope(SOAP11, "DeleteAllGames", &[]);
    fault(
        &post(&app, "/xfcc", xml, unknown).await,
        500,
        "unknown operation",
    );
    let soap12 = "application/soap+xml; charset=utf-8";
    let res = post(
        &app,
        "/xfcc",
        soap12,
        envelope(SOAP12, "DeleteAllGames", &[]),
    )
    .await;
    fault(&res, 400, "soap:Sender");
    assert!(
        res.content_type.starts_with("application/soap+xml"),
        "{}",
        res.content_type
    );
    let refused = envelope(
        SOAP11,
        "GetMyGames",
        &[("username", a.clone()), ("password", "wrong".into())],
    );
    fault(
        &post(&app, "/xfcc", xml, refused).await,
        500,
        "authentication failed",
    );

    // SOAP 1.2: the same call in the other envelope.
    let call = envelope(
        SOAP12,
        "GetMyGames",
        &[("username", a), ("password", PASSWORD.into())],
    );
    let res = post(&app, "/xfccbasic.asmx", soap12, call).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    assert!(res.body.contains(SOAP12), "{}", res.body);
    assert!(res.body.contains("<GetMyGamesResult>"), "{}", res.body);

    for path in ["/xfcc?WSDL", "/xfccbasic.asmx?wsdl"] {
        let res = reqwest::get(format!("{}{path}", app.address))
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        let wsdl = res.text().await.unwrap();
        for part in [
            "name=\"GetMyGames\"",
            "name=\"MakeAMove\"",
            "name=\"XfccGame\"",
            "MoveIsAmbigous",
            NS,
        ] {
            assert!(wsdl.contains(part), "{part}");
        }
        let address = format!(
            "location=\"{}/{}\"",
            crate::support::BASE_URL,
            &path[1..path.find('?').unwrap()]
        );
        assert!(wsdl.contains(&address), "{address}: {wsdl}");
    }
}

#[tokio::test]
async fn an_independent_soap_client_reads_the_wsdl_and_calls_both_operations() {
    let app = TestApp::spawn().await;
    let ((_, a, white), _, game) = two_clients(&app).await;
    let python = tokio::task::spawn_blocking(|| crate::support::python::python_with("zeep"))
        .await
        .unwrap();
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/xfcc/zeep_client.py");
    let wsdl = format!("{}/xfcc?WSDL", app.address);
    let address = format!("{}/xfcc", app.address);
    let out = tokio::process::Command::new(&python)
        .arg(&script)
        .args([&wsdl, &address, &a, &white.secret, &game.to_string(), "g3"])
        .output()
        .await
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "zeep client failed: {stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let seen: Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(seen["before"]["id"], game);
    assert_eq!(seen["before"]["white"], a.as_str());
    assert_eq!(seen["before"]["myTurn"], true);
    assert_eq!(seen["before"]["hasWhite"], true);
    assert_eq!(seen["before"]["setup"], true);
    assert_eq!(seen["before"]["variant"], "chess960");
    assert_eq!(seen["before"]["result"], "Ongoing");
    assert_eq!(seen["before"]["moves"], "");
    assert_eq!(seen["result"], "Success");
    assert_eq!(seen["after"]["moves"], "1.g3");
    assert_eq!(seen["after"]["myTurn"], false);
    // The same move again over SOAP 1.2: already played, not played twice.
    assert_eq!(seen["again"], "Success");
}

/// Plays `mv` as move `movecount` of `game` through Xfcc for the account `login` with
/// API token `token`, and returns the `MakeAMoveResult` (the rules cross-check sends
/// part of its games' moves this way).
pub(crate) async fn xfcc_move(
    app: &TestApp,
    (login, token): (&str, &str),
    game: i64,
    movecount: i64,
    mv: &str,
) -> String {
    let client = Client {
        login: login.to_owned(),
        secret: token.to_owned(),
    };
    let m = Move {
        game,
        movecount,
        my_move: mv,
        ..Move::default()
    };
    client.make_a_move(app, &m).await
}

#[tokio::test]
async fn get_my_games_sends_as_many_statements_for_many_games_as_for_one() {
    let app = TestApp::spawn_with(|c| c.mail_worker = false).await;
    let counter = crate::support::statements::StatementCounter::new(&app.pool).await;
    // Players verified in the database: no mail worker runs to deliver the links.
    let (_, alice, a) = crate::api::verified_player(&app, "xswhite").await;
    let (_, bob, b) = crate::api::verified_player(&app, "xsblack").await;
    let game = api_game(&alice, &bob, &b, START, true).await;
    let white = Client {
        login: a.clone(),
        secret: alice.token.clone().unwrap(),
    };
    white.my_games(&app).await;
    let (list, one) = counter.during(white.my_games(&app)).await;
    assert_eq!(list.len(), 1);
    let id_of = |name: String| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, corrchess::domain::UserId>(
                "SELECT id FROM users WHERE username = $1",
            )
            .bind(name)
            .fetch_one(&pool)
            .await
            .unwrap()
        }
    };
    let (a_id, b_id) = (id_of(a).await, id_of(b).await);
    // Five games ended in the last days, and a message in the running one.
    crate::players::seed_finished(&app.pool, a_id, b_id, 5).await;
    sqlx::query("INSERT INTO game_messages (game_id, author_id, body) VALUES ($1, $2, 'hi')")
        .bind(game)
        .bind(b_id)
        .execute(&app.pool)
        .await
        .unwrap();
    let (list, many) = counter.during(white.my_games(&app)).await;
    assert_eq!(list.len(), 6);
    assert_eq!(one.total(), many.total(), "{}", many.listing());
    many.assert_at_most(8, "GetMyGames");
    // A game that ended more than a week ago has left the list.
    sqlx::query(
        "UPDATE games SET finished_at = now() - interval '8 days'
         WHERE id = (SELECT min(id) FROM games WHERE status = 'finished')",
    )
    .execute(&app.pool)
    .await
    .unwrap();
    assert_eq!(white.my_games(&app).await.len(), 5);
}

#[tokio::test]
async fn only_xml_bodies_are_read_and_token_calls_count_against_the_api_limit() {
    let app = TestApp::spawn_with(|c| {
        c.rate_limits.api_per_token = RateLimit {
            max: 3,
            window: Duration::from_secs(600),
        };
    })
    .await;
    let (api, login, _) = api_user(&app, "xlimit").await;
    let client = Client {
        login,
        secret: api.token.clone().unwrap(),
    };
    let body = envelope(SOAP11, "GetMyGames", &client.credentials());
    // A page on another site can post text/plain without asking: not read at all.
    let res = post(&app, "/xfcc", "text/plain", body.clone()).await;
    assert_eq!(res.status.as_u16(), 500, "{}", res.body);
    assert!(res.body.contains("soap:Client"), "{}", res.body);
    assert!(!res.body.contains("GetMyGamesResult"), "{}", res.body);
    // With a token, GetMyGames is an API call: within a limit of three, calls are
    // answered until the token's budget is used up, then refused as on /api/v1.
    let mut answered = 0;
    let mut refused = 0;
    for _ in 0..5 {
        let res = post(&app, "/xfcc", "application/xml", body.clone()).await;
        if res.body.contains("GetMyGamesResult") {
            assert_eq!(refused, 0, "answered after a refusal: {}", res.body);
            answered += 1;
        } else {
            assert!(res.body.contains(":Fault>"), "{}", res.body);
            refused += 1;
        }
    }
    assert!(answered >= 1, "a call within the limit is answered");
    assert!(refused >= 2, "calls over the limit are refused");
}

/// A tournament that allows engines (as ICCF) says so in Xfcc and on the game page,
/// over the site's policy of none.
#[tokio::test]
async fn a_tournaments_fair_play_rule_is_sent_in_xfcc() {
    let app = TestApp::spawn().await;
    let (game, _, black) = crate::iccf_clocks::tournament_game(
        &app,
        &[("days_per_move", "3"), ("fair_play", "engines")],
    )
    .await;
    let name: String = sqlx::query_scalar(
        "SELECT u.username FROM games g JOIN users u ON u.id = g.black_id WHERE g.id = $1",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let client = Client {
        login: email_of(&name),
        secret: PASSWORD.to_owned(),
    };
    let x = client.game(&app, game).await;
    assert_eq!(
        (&x["noEngines"][..], &x["noTablebases"][..]),
        ("false", "false")
    );
    let page = black.get(&format!("/games/{game}")).await.body;
    assert!(
        page.contains("engines and tablebases may be used during the game, as in ICCF (this tournament&#39;s rule)"),
        "{page}"
    );
    // The tournament's page says its rule too, and "3 players", not "3 to 3 players".
    let t: i64 = sqlx::query_scalar("SELECT tournament_id FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let page = black.get(&format!("/tournaments/{t}")).await.body;
    assert!(
        page.contains("<li id=\"fair-play\">Fair play: engines and tablebases"),
        "{page}"
    );
    assert!(
        page.contains("3 players") && !page.contains("3 to 3"),
        "{page}"
    );
}

/// ROUTES.md: the Xfcc service sets no cookie (its clients hold none; each call carries
/// its credentials), neither on a call nor on the WSDL, while a page still does.
#[tokio::test]
async fn xfcc_answers_set_no_cookie() {
    let app = TestApp::spawn().await;
    let (_, a, _) = api_user(&app, "xcookie").await;
    let client = reqwest::Client::new();
    let call = envelope(
        SOAP11,
        "GetMyGames",
        &[("username", a), ("password", PASSWORD.into())],
    );
    let res = client
        .post(format!("{}/xfcc", app.address))
        .header("content-type", "text/xml; charset=utf-8")
        .body(call)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers().get("set-cookie").is_none(), "{res:?}");
    for path in ["/xfcc?WSDL", "/xfccbasic.asmx?wsdl"] {
        let res = client
            .get(format!("{}{path}", app.address))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK, "{path}");
        assert!(res.headers().get("set-cookie").is_none(), "{path}: {res:?}");
    }
    let page = client
        .get(format!("{}/", app.address))
        .send()
        .await
        .unwrap();
    assert!(
        page.headers().get("set-cookie").is_some(),
        "pages keep theirs"
    );
}

#[tokio::test]
async fn a_token_works_while_the_address_login_budget_is_spent_and_only_failures_spend_it() {
    let app = TestApp::spawn_with(|c| {
        c.rate_limits.login_per_ip = RateLimit {
            max: 10,
            window: Duration::from_secs(600),
        };
    })
    .await;
    // The sign-ups and token requests of the set-up log in a few times from here.
    let ((_, _, white), (_, _, black), game) = two_clients(&app).await;
    // A client polling with the right password spends none of the address's budget:
    // more calls than the budget holds are all answered.
    for _ in 0..15 {
        black.my_games(&app).await;
    }
    // Someone else at the address spends the budget with wrong passwords on the form.
    let mut refused = false;
    for _ in 0..12 {
        let res = app.browser().login(&black.login, "not the password").await;
        if res.status == StatusCode::TOO_MANY_REQUESTS {
            refused = true;
            break;
        }
    }
    assert!(refused, "wrong passwords use up the address's login budget");
    // A token is no password guess: its calls are still answered, moves too.
    assert!(!white.my_games(&app).await.is_empty());
    white.play(&app, game, 1, "g3").await;
    // A password from the address is still limited, before any hashing.
    let runs = app.passwords.runs();
    let wrong = Client {
        login: black.login.clone(),
        secret: "another guess".into(),
    };
    let m = Move {
        game,
        movecount: 1,
        my_move: "g6",
        ..Move::default()
    };
    assert_eq!(wrong.make_a_move(&app, &m).await, "AuthenticationFailed");
    assert_eq!(app.passwords.runs(), runs, "a limited guess is not checked");
}

#[tokio::test]
async fn a_call_over_64_kib_is_refused_with_413_and_not_carried_out() {
    let app = TestApp::spawn().await;
    let ((_, _, white), _, game) = two_clients(&app).await;
    let mut params = white.credentials();
    params.extend([
        ("gameId", game.to_string()),
        ("resign", "false".into()),
        ("acceptDraw", "false".into()),
        ("movecount", "1".into()),
        ("myMove", "g3".into()),
        ("offerDraw", "false".into()),
        ("claimDraw", "false".into()),
        ("myMessage", String::new()),
    ]);
    let call = envelope(SOAP11, "MakeAMove", &params);
    // A well-formed call, only padded with blanks the reader would skip.
    let padding = format!("<soap:Body>{}", " ".repeat(64 * 1024));
    let padded = call.replacen("<soap:Body>", &padding, 1);
    for content_type in ["text/xml", "application/soap+xml"] {
        let res = post(&app, "/xfcc", content_type, padded.clone()).await;
        assert_eq!(res.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", res.body);
        assert!(res.body.contains(":Fault>"), "{}", res.body);
        assert!(res.body.contains("larger than 65536 bytes"), "{}", res.body);
    }
    // Not played: the same move is still the first, and the call without padding is.
    white.play(&app, game, 1, "g3").await;
}

/// Moves the deadline of the player on move in `game` ten minutes into the past (and
/// no earlier than today), the sweep not run yet.
async fn overdue(app: &TestApp, game: i64) {
    sqlx::query(
        "UPDATE games SET deadline = greatest(now() - interval '10 minutes',
                                               date_trunc('day', now()) + interval '1 second')
         WHERE id = $1",
    )
    .bind(game)
    .execute(&app.pool)
    .await
    .unwrap();
    app.forget_kept();
}

async fn termination(app: &TestApp, game: i64) -> (String, Option<String>) {
    sqlx::query_as("SELECT result, termination FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// Issue 44, item 4: a draw accepted or claimed after the deadline, before the sweep
/// ran, is lost on time as a late move is, not drawn.
#[tokio::test]
async fn late_draw_accepts_and_claims_are_lost_on_time() {
    let app = TestApp::spawn().await;
    let ((_, _, white), (_, _, black), game) = two_clients(&app).await;
    let offer = Move {
        game,
        movecount: 1,
        my_move: "Nc3",
        offer_draw: true,
        ..Move::default()
    };
    assert_eq!(white.make_a_move(&app, &offer).await, "Success");
    overdue(&app, game).await;
    let accept = Move {
        game,
        movecount: 1,
        accept_draw: true,
        ..Move::default()
    };
    assert_eq!(black.make_a_move(&app, &accept).await, "LostOnTime");
    assert_eq!(
        termination(&app, game).await,
        ("1-0".into(), Some("time_forfeit".into()))
    );

    // Threefold repetition: the start position for the third time, White on move.
    let ((_, _, white), (_, _, black), game) = two_clients(&app).await;
    for round in 0..2 {
        let n = 2 * round + 1;
        white.play(&app, game, n, "Nc3").await;
        black.play(&app, game, n, "Nc6").await;
        white.play(&app, game, n + 1, "Nb1").await;
        black.play(&app, game, n + 1, "Nb8").await;
    }
    overdue(&app, game).await;
    let claim = Move {
        game,
        movecount: 5,
        claim_draw: true,
        ..Move::default()
    };
    assert_eq!(white.make_a_move(&app, &claim).await, "LostOnTime");
    assert_eq!(
        termination(&app, game).await,
        ("0-1".into(), Some("time_forfeit".into()))
    );
}
