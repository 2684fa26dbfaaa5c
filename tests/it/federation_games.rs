//! Games across two servers (issue 48): two apps on two databases, each its own host;
//! the messages each queues in its federation outbox are carried to the other by hand
//! (`receive::handle` in a transaction, as the inbox does, then `answers::handle` with
//! the answer, as the outbox worker does), so the challenge, the game and its record
//! go through both servers' services without the transport.

use corrchess::{
    domain::{
        Links, Refusal,
        federation::{Address, Envelope, Message},
        record::{PublicKey, verify::verify_document},
    },
    service::{
        Context,
        challenge_terms::ChallengeInput,
        challenges,
        federation::{answers, receive},
        time_control_input::TimeControlInput,
    },
    store,
};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::{Api, verified_player};
use crate::support::{Browser, TestApp, email_of, play::play};

/// One server of the pair: the app, its host and the links it builds.
struct Server {
    app: TestApp,
    host: &'static str,
    links: Links,
}

impl Server {
    async fn start(host: &'static str) -> Self {
        let base = format!("http://{host}");
        let app = TestApp::spawn_with(|c| c.base_url = base.clone()).await;
        Self {
            app,
            host,
            links: Links::new(base),
        }
    }

    fn ctx(&self) -> Context<'_> {
        Context::new(&self.app.pool, &self.links)
    }

    /// The messages queued to peers and not carried yet, oldest first.
    async fn outbox(&self) -> Vec<(i64, Envelope)> {
        let rows: Vec<(i64, Value)> = sqlx::query_as(
            "SELECT seq, envelope FROM federation_outbox WHERE delivered_at IS NULL ORDER BY seq",
        )
        .fetch_all(&self.app.pool)
        .await
        .unwrap();
        rows.into_iter()
            .map(|(seq, v)| (seq, serde_json::from_value(v).unwrap()))
            .collect()
    }

    /// What `receive::handle` answers to `e`, its changes committed with it when taken.
    async fn receive(&self, e: &Envelope) -> Result<Value, Refusal> {
        let mut conn = self.app.pool.begin().await.unwrap();
        let answer = receive::handle(&mut self.ctx().within(&mut conn), e).await;
        if answer.is_ok() {
            conn.commit().await.unwrap();
        }
        answer
    }

    async fn user(&self, name: &str) -> store::users::User {
        store::users::by_username(&self.app.pool, name)
            .await
            .unwrap()
            .unwrap()
    }

    /// The id here of a game whose home is `home`.
    async fn mirror_of(&self, home: &Server) -> i64 {
        sqlx::query_scalar("SELECT id FROM games WHERE home_host = $1")
            .bind(home.host)
            .fetch_one(&self.app.pool)
            .await
            .unwrap()
    }

    async fn record(&self, game: i64) -> Value {
        let res = reqwest::get(format!("{}/games/{game}/record.json", self.app.address))
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        res.json().await.unwrap()
    }

    /// Asserts that a mail to `username` whose text holds `needle` was queued here
    /// (the outbox keeps sent mail a while: what was queued is what a player gets).
    async fn mail_to(&self, username: &str, needle: &str) {
        let texts: Vec<String> =
            sqlx::query_scalar("SELECT body_text FROM outbox WHERE to_address = $1 ORDER BY id")
                .bind(email_of(username))
                .fetch_all(&self.app.pool)
                .await
                .unwrap();
        assert!(
            texts.iter().any(|t| t.contains(needle)),
            "no mail to {username} with {needle:?}: {texts:#?}"
        );
    }

    /// Keeps `peer`'s inbox and keys as the transport would after fetching them.
    async fn knows(&self, peer: &Server) {
        let jwks: Value = reqwest::get(format!("{}/.well-known/jwks.json", peer.app.address))
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let inbox = format!("http://{}/federation/inbox", peer.host);
        store::federation::keep_peer(&self.app.pool, peer.host, &inbox, &jwks)
            .await
            .unwrap();
    }

    async fn keys(&self) -> Vec<PublicKey> {
        let jwks: Value = reqwest::get(format!("{}/.well-known/jwks.json", self.app.address))
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        PublicKey::from_jwks(&jwks)
    }
}

/// The refusal id a peer's 422 problem would carry.
fn refusal_id(r: &Refusal) -> String {
    match r {
        Refusal::Words(w) => w.id.to_owned(),
        Refusal::Move(_) => "error-illegal-move".into(),
        Refusal::Fields(_) => "error-invalid".into(),
        Refusal::Limited { .. } => "error-limited".into(),
        Refusal::Internal => "error-internal".into(),
    }
}

/// Carries every queued message between `a` and `b`, both ways, until none is left;
/// returns what was carried (in order) and the refusals met.
async fn pump(a: &Server, b: &Server) -> (Vec<Envelope>, Vec<String>) {
    let mut carried = Vec::new();
    let mut refused = Vec::new();
    for _ in 0..20 {
        let mut moved = false;
        for (from, to) in [(a, b), (b, a)] {
            for (seq, e) in from.outbox().await {
                assert_eq!(e.to.as_str(), to.host, "{e:?}");
                assert_eq!(e.from.as_str(), from.host, "{e:?}");
                let answer = match to.receive(&e).await {
                    Ok(body) => answers::Answer::Accepted(body),
                    Err(r) => {
                        refused.push(refusal_id(&r));
                        answers::Answer::Refused {
                            refusal: refusal_id(&r),
                        }
                    }
                };
                sqlx::query("UPDATE federation_outbox SET delivered_at = now() WHERE seq = $1")
                    .bind(seq)
                    .execute(&from.app.pool)
                    .await
                    .unwrap();
                answers::handle(from.ctx(), &e, &answer).await.unwrap();
                carried.push(e);
                moved = true;
            }
        }
        if !moved {
            return (carried, refused);
        }
    }
    panic!("messages kept coming");
}

fn challenge_input(start: u16) -> ChallengeInput {
    ChallengeInput {
        opponent: String::new(),
        color: "white".into(),
        time_control: TimeControlInput {
            days_per_move: "3".into(),
            ..Default::default()
        },
        start: "number".into(),
        start_number: start.to_string(),
        rated: true,
        note: "from across the sea".into(),
        vacation_allowed: true,
        min_rating: String::new(),
        max_rating: String::new(),
    }
}

/// Two servers, a player on each, and a game of A's player (White) against B's, begun
/// through the challenge flow; returns the servers, both players' API clients and
/// names, and the game's ids at A (home) and B (mirror).
struct Pair {
    a: Server,
    b: Server,
    ann: Api,
    ann_name: String,
    ann_browser: Browser,
    bob: Api,
    bob_name: String,
    bob_browser: Browser,
    home_game: i64,
    mirror_game: i64,
}

async fn game_between_servers(start: u16) -> Pair {
    let a = Server::start("a.test").await;
    let b = Server::start("b.test").await;
    // What the transport does before any message is read: each server fetches the
    // other's keys from its own JWKS (a mirror checks home's head against these only).
    a.knows(&b).await;
    b.knows(&a).await;
    let (ann_browser, ann, ann_name) = verified_player(&a.app, "ann").await;
    let (bob_browser, bob, bob_name) = verified_player(&b.app, "bob").await;
    let remote = Address::parse(&format!("{bob_name}@{}", b.host)).unwrap();
    let input = challenge_input(start);
    let ann_user = a.user(&ann_name).await;
    let challenge = challenges::create_remote(a.ctx(), &ann_user, &input, &remote)
        .await
        .unwrap();
    let (carried, refused) = pump(&a, &b).await;
    assert!(refused.is_empty(), "{refused:?}");
    assert!(matches!(carried[0].message, Message::Challenge(_)));

    // Bob sees it on B, from ann@a.test, and is mailed like for a local challenge.
    let list = bob.get("/api/v1/challenges").await;
    let theirs = list
        .json
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["challenger"] == format!("{ann_name}@a.test"))
        .unwrap_or_else(|| panic!("{}", list.text))
        .clone();
    assert_eq!(theirs["rated"], false, "federated games are unrated");
    b.mail_to(&bob_name, &format!("{ann_name}@a.test")).await;

    // Bob accepts on B: it goes home, A starts the game and its state makes the mirror.
    let id = theirs["id"].as_i64().unwrap();
    let res = bob
        .post_empty(&format!("/api/v1/challenges/{id}/accept"))
        .await;
    assert_eq!(res.status, StatusCode::ACCEPTED, "{}", res.text);
    let (_, refused) = pump(&a, &b).await;
    assert!(refused.is_empty(), "{refused:?}");
    let home_game: i64 = sqlx::query_scalar("SELECT game_id FROM challenges WHERE id = $1")
        .bind(challenge)
        .fetch_one(&a.app.pool)
        .await
        .unwrap();
    let mirror_game = b.mirror_of(&a).await;
    Pair {
        a,
        b,
        ann,
        ann_name,
        ann_browser,
        bob,
        bob_name,
        bob_browser,
        home_game,
        mirror_game,
    }
}

/// Both servers' game JSON, as each player sees it.
async fn both_games(p: &Pair) -> (Value, Value) {
    let home = p.ann.get(&format!("/api/v1/games/{}", p.home_game)).await;
    let mirror = p.bob.get(&format!("/api/v1/games/{}", p.mirror_game)).await;
    assert_eq!(home.status, StatusCode::OK, "{}", home.text);
    assert_eq!(mirror.status, StatusCode::OK, "{}", mirror.text);
    (home.json, mirror.json)
}

fn sans(game: &Value) -> Vec<String> {
    game["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["san"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_game_across_two_servers_is_played_at_home_and_mirrored_move_by_move() {
    let p = game_between_servers(518).await;
    let (home, mirror) = both_games(&p).await;
    assert_eq!(home["start_number"], 518);
    assert_eq!(mirror["start_number"], 518);
    assert_eq!(home["white"], p.ann_name);
    assert_eq!(home["black"], format!("{}@b.test", p.bob_name));
    assert_eq!(mirror["white"], format!("{}@a.test", p.ann_name));
    assert_eq!(mirror["black"], p.bob_name);

    // Ann moves at home: the record's hook sends the state to B.
    let res = p
        .ann
        .post(
            &format!("/api/v1/games/{}/moves", p.home_game),
            json!({"move": "e4", "ply": 0}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let (carried, refused) = pump(&p.a, &p.b).await;
    assert!(refused.is_empty(), "{refused:?}");
    assert!(
        carried
            .iter()
            .all(|e| matches!(e.message, Message::State(_)))
    );
    p.b.mail_to(&p.bob_name, "played e4").await;

    // Bob moves on B: checked there, sent home, played at A, mirrored back.
    let mirror_path = format!("/api/v1/games/{}/moves", p.mirror_game);
    let res = p
        .bob
        .post(&mirror_path, json!({"move": "e5", "ply": 1}))
        .await;
    assert_eq!(res.status, StatusCode::ACCEPTED, "{}", res.text);
    let (_, refused) = pump(&p.a, &p.b).await;
    assert!(refused.is_empty(), "{refused:?}");
    let (home, mirror) = both_games(&p).await;
    assert_eq!(sans(&home), ["e4", "e5"]);
    assert_eq!(sans(&mirror), sans(&home));

    // Not Bob's turn: refused on B, nothing is sent.
    let res = p
        .bob
        .post(&mirror_path, json!({"move": "d5", "ply": 2}))
        .await;
    assert_eq!(res.status.as_u16(), 409, "{}", res.text);
    assert!(p.b.outbox().await.is_empty());

    // Both records verify against A's keys, under A's game id, and are one chain.
    let keys = p.a.keys().await;
    let home_record = p.a.record(p.home_game).await;
    let mirror_record = p.b.record(p.mirror_game).await;
    assert_eq!(verify_document(&home_record, &keys), Ok(3));
    assert_eq!(verify_document(&mirror_record, &keys), Ok(3));
    assert_eq!(home_record["entries"], mirror_record["entries"]);
    // B's own keys do not sign A's game.
    assert!(verify_document(&mirror_record, &p.b.keys().await).is_err());

    // The PGNs agree move by move.
    let pgn = |s: &Server, id: i64| format!("{}/games/{id}.pgn", s.app.address);
    let home_pgn = reqwest::get(pgn(&p.a, p.home_game))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let mirror_pgn = reqwest::get(pgn(&p.b, p.mirror_game))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let movetext = |pgn: &str| {
        pgn.lines()
            .filter(|l| l.starts_with("1."))
            .collect::<String>()
    };
    assert!(movetext(&home_pgn).contains("1. e4 e5"), "{home_pgn}");
    assert_eq!(movetext(&home_pgn), movetext(&mirror_pgn));

    // Bob resigns on B: home ends the game, the mirror follows.
    let res = p
        .bob
        .post_empty(&format!("/api/v1/games/{}/resign", p.mirror_game))
        .await;
    assert!(res.status.is_success(), "{}", res.text);
    pump(&p.a, &p.b).await;
    let (home, mirror) = both_games(&p).await;
    assert_eq!(home["result"], "1-0", "{home}");
    assert_eq!(mirror["result"], "1-0", "{mirror}");
    assert_eq!(mirror["status"], "finished");
}

#[tokio::test]
async fn home_refuses_what_is_not_the_senders_and_a_bad_state_stops_the_mirror() {
    let p = game_between_servers(518).await;
    let res = p
        .ann
        .post(
            &format!("/api/v1/games/{}/moves", p.home_game),
            json!({"move": "d4", "ply": 0}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    pump(&p.a, &p.b).await;
    let envelope = |message| Envelope {
        id: format!("test-{}", rand_id()),
        created: time::OffsetDateTime::now_utc(),
        from: corrchess::domain::federation::Host::parse("b.test").unwrap(),
        to: corrchess::domain::federation::Host::parse("a.test").unwrap(),
        message,
    };
    // B speaking for A's own player: refused, nothing played.
    let forged = envelope(Message::Move {
        game: p.home_game,
        by: p.ann_name.clone(),
        ply: 1,
        mv: "d5".into(),
        message: String::new(),
        offer_draw: false,
    });
    let refused = p.a.receive(&forged).await.unwrap_err();
    assert_eq!(refusal_id(&refused), "error-not-a-player");
    // A stale ply from B's player: refused with its id, and Bob hears it on B.
    let stale = envelope(Message::Move {
        game: p.home_game,
        by: p.bob_name.clone(),
        ply: 0,
        mv: "d5".into(),
        message: String::new(),
        offer_draw: false,
    });
    let refused = p.a.receive(&stale).await.unwrap_err();
    assert_eq!(refusal_id(&refused), "error-stale-ply");
    let answer = answers::Answer::Refused {
        refusal: refusal_id(&refused),
    };
    answers::handle(p.b.ctx(), &stale, &answer).await.unwrap();
    p.b.mail_to(&p.bob_name, "the position had changed").await;
    let (home, _) = both_games(&p).await;
    assert_eq!(sans(&home), ["d4"]);

    // A state whose new entry was changed after home hashed it: the mirror stops.
    let res = p
        .bob
        .post(
            &format!("/api/v1/games/{}/moves", p.mirror_game),
            json!({"move": "d5", "ply": 1}),
        )
        .await;
    assert_eq!(res.status, StatusCode::ACCEPTED, "{}", res.text);
    let (_, move_home) = p.b.outbox().await.remove(0);
    let Ok(Value::Object(answer)) = p.a.receive(&move_home).await else {
        panic!("home took the move");
    };
    let mut state: Envelope = serde_json::from_value(Value::Object(answer)).unwrap();
    let Message::State(s) = &mut state.message else {
        panic!("a state");
    };
    let last = s.entries.last_mut().unwrap();
    last["data"]["san"] = json!("Qd5");
    let said = p.b.receive(&state).await.unwrap();
    assert!(
        said["why"].as_str().is_some_and(|w| w.contains("entry 3")),
        "{said}"
    );
    let stopped: bool = sqlx::query_scalar("SELECT mirror_stopped FROM games WHERE id = $1")
        .bind(p.mirror_game)
        .fetch_one(&p.b.app.pool)
        .await
        .unwrap();
    assert!(stopped);
    p.b.mail_to(&p.bob_name, "does not fit").await;
    // The stopped mirror sends nothing more.
    let before = p.b.outbox().await.len();
    let res = p
        .bob
        .post(
            &format!("/api/v1/games/{}/moves", p.mirror_game),
            json!({"move": "d5", "ply": 1}),
        )
        .await;
    assert_eq!(res.status.as_u16(), 409, "{}", res.text);
    assert_eq!(p.b.outbox().await.len(), before);
}

#[tokio::test]
async fn a_mirror_checks_homes_head_only_against_the_keys_home_publishes() {
    let p = game_between_servers(518).await;
    let res = p
        .ann
        .post(
            &format!("/api/v1/games/{}/moves", p.home_game),
            json!({"move": "d4", "ply": 0}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    pump(&p.a, &p.b).await;
    // B's cache of A's keys now holds only B's own key: a state signed by A's real key
    // must not verify, whatever keys a message might name.
    let own: Value = reqwest::get(format!("{}/.well-known/jwks.json", p.b.app.address))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    sqlx::query("UPDATE federation_peers SET jwks = $1 WHERE host = 'a.test'")
        .bind(&own)
        .execute(&p.b.app.pool)
        .await
        .unwrap();
    let res = p
        .bob
        .post(
            &format!("/api/v1/games/{}/moves", p.mirror_game),
            json!({"move": "d5", "ply": 1}),
        )
        .await;
    assert_eq!(res.status, StatusCode::ACCEPTED, "{}", res.text);
    let (_, move_home) = p.b.outbox().await.remove(0);
    let Ok(answer) = p.a.receive(&move_home).await else {
        panic!("home took the move");
    };
    let state: Envelope = serde_json::from_value(answer).unwrap();
    let said = p.b.receive(&state).await.unwrap();
    assert!(
        said["why"]
            .as_str()
            .is_some_and(|w| w.contains("not in the server's keys")),
        "{said}"
    );
    let stopped: bool = sqlx::query_scalar("SELECT mirror_stopped FROM games WHERE id = $1")
        .bind(p.mirror_game)
        .fetch_one(&p.b.app.pool)
        .await
        .unwrap();
    assert!(stopped);
}

#[tokio::test]
async fn remote_players_cannot_log_in_are_not_listed_and_an_address_needs_federation_on() {
    let p = game_between_servers(518).await;
    let shadow = format!("{}@b.test", p.bob_name);
    // The shadow row: no password, an address no mail reaches.
    let email: String = sqlx::query_scalar("SELECT email FROM users WHERE username = $1")
        .bind(&shadow)
        .fetch_one(&p.a.app.pool)
        .await
        .unwrap();
    assert!(email.ends_with("@remote.invalid"), "{email}");
    let res = p.a.app.browser().login(&shadow, "!").await;
    assert_ne!(res.status, StatusCode::SEE_OTHER, "a shadow cannot log in");
    let queued: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE to_address = $1")
        .bind(&email)
        .fetch_one(&p.a.app.pool)
        .await
        .unwrap_or(0);
    assert_eq!(queued, 0);
    // Not in the players' search.
    let found = p
        .ann
        .get(&format!("/api/v1/players?search={}", &p.bob_name[..4]))
        .await;
    assert!(!found.text.contains(&shadow), "{}", found.text);

    // The API's opponent field takes name@host, and says why it cannot go (off here).
    let res = p
        .ann
        .post(
            "/api/v1/challenges",
            json!({"opponent": format!("{}@b.test", p.bob_name), "color": "white",
                   "days_per_move": 3, "rated": false}),
        )
        .await;
    assert_eq!(res.status.as_u16(), 422, "{}", res.text);
    assert!(
        res.text.contains("does not play with other servers"),
        "{}",
        res.text
    );
    let res = p
        .ann
        .post(
            "/api/v1/challenges",
            json!({"opponent": "bob@bad..host", "color": "white", "days_per_move": 3,
                   "rated": false}),
        )
        .await;
    assert_eq!(res.status.as_u16(), 422, "{}", res.text);
    assert!(res.text.contains("not a valid host name"), "{}", res.text);
}

fn rand_id() -> u64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_nanos() as u64
}

/// RNBKQBNR (534): White castles long (king d1 onto the rook on a1), Black short (d8
/// onto h8), and White's e-pawn promotes on f8 with mate, guarded by the bishop on a3.
const GAME_534: [&str; 21] = [
    "d4", "e5", "dxe5", "Nh6", "Nc3", "g6", "b3", "Bg7", "Bb2", "Qe7", "O-O-O", "Qh4", "h3", "O-O",
    "Ba3", "Bf6", "e6", "a6", "e7", "a5", "exf8=Q#",
];

#[tokio::test]
async fn a_chess960_game_with_castling_both_ways_and_a_promotion_mate_reads_alike_on_both_servers()
{
    let p = game_between_servers(534).await;
    for (ply, mv) in GAME_534.iter().enumerate() {
        let ply_i = i64::try_from(ply).unwrap();
        if ply % 2 == 0 {
            // Ann (White) at home: by the API and by the page's form, in turn.
            if ply % 4 == 0 {
                let res = p
                    .ann
                    .post(
                        &format!("/api/v1/games/{}/moves", p.home_game),
                        json!({"move": mv, "ply": ply_i}),
                    )
                    .await;
                assert_eq!(res.status, StatusCode::CREATED, "{mv}: {}", res.text);
            } else {
                let res = play(&p.ann_browser, p.home_game, mv, &[]).await;
                assert_eq!(res.status, StatusCode::SEE_OTHER, "{mv}: {}", res.body);
            }
        } else if ply % 4 == 1 {
            // Bob (Black) on his server: by the API (202: sent home) ...
            let res = p
                .bob
                .post(
                    &format!("/api/v1/games/{}/moves", p.mirror_game),
                    json!({"move": mv, "ply": ply_i}),
                )
                .await;
            assert_eq!(res.status, StatusCode::ACCEPTED, "{mv}: {}", res.text);
        } else {
            // ... and by the page's form, which says the move went home.
            let res = play(&p.bob_browser, p.mirror_game, mv, &[]).await;
            assert_eq!(
                res.location(),
                format!("/games/{}?notice=sent-home", p.mirror_game),
                "{mv}: {}",
                res.body
            );
        }
        let (_, refused) = pump(&p.a, &p.b).await;
        assert!(refused.is_empty(), "{mv}: {refused:?}");
    }
    let page = p
        .bob_browser
        .get(&format!("/games/{}", p.mirror_game))
        .await;
    assert!(page.body.contains(&format!("{}@a.test", p.ann_name)));

    // Both servers' game JSON agree move by move, and on the end.
    let (home, mirror) = both_games(&p).await;
    assert_eq!(sans(&home), GAME_534);
    assert_eq!(sans(&mirror), sans(&home));
    let ucis = |g: &Value| -> Vec<String> {
        g["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["uci"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(ucis(&mirror), ucis(&home));
    assert!(
        ucis(&home).contains(&"d1a1".to_owned()),
        "long castling, king onto rook"
    );
    assert!(
        ucis(&home).contains(&"d8h8".to_owned()),
        "short castling, king onto rook"
    );
    assert_eq!(ucis(&home).last().unwrap(), "e7f8q");
    for g in [&home, &mirror] {
        assert_eq!(g["status"], "finished", "{g}");
        assert_eq!(g["result"], "1-0", "{g}");
        assert_eq!(g["termination"], home["termination"]);
        assert_eq!(g["fen"], home["fen"]);
    }

    // The PGNs' moves agree.
    let pgn = |s: &Server, id: i64| format!("{}/games/{id}.pgn", s.app.address);
    let text = |t: String| {
        t.lines()
            .filter(|l| !l.starts_with('[') && !l.is_empty())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let home_pgn = text(
        reqwest::get(pgn(&p.a, p.home_game))
            .await
            .unwrap()
            .text()
            .await
            .unwrap(),
    );
    let mirror_pgn = text(
        reqwest::get(pgn(&p.b, p.mirror_game))
            .await
            .unwrap()
            .text()
            .await
            .unwrap(),
    );
    assert!(home_pgn.contains("6. O-O-O"), "{home_pgn}");
    assert!(home_pgn.contains("11. exf8=Q#"), "{home_pgn}");
    assert_eq!(home_pgn, mirror_pgn);

    // Both records verify against home's keys, as one chain.
    let keys = p.a.keys().await;
    let home_record = p.a.record(p.home_game).await;
    let mirror_record = p.b.record(p.mirror_game).await;
    let entries = home_record["entries"].as_array().unwrap().len();
    assert_eq!(verify_document(&home_record, &keys), Ok(entries));
    assert_eq!(verify_document(&mirror_record, &keys), Ok(entries));
    assert_eq!(home_record["entries"], mirror_record["entries"]);
    assert_eq!(home_record["head"]["hash"], mirror_record["head"]["hash"]);
}

/// Polls `get` (up to 30 s) until `done` holds for its answer; the last answer.
async fn wait_for(api: &Api, path: &str, done: impl Fn(&Value) -> bool) -> Value {
    let mut last = Value::Null;
    for _ in 0..300 {
        let res = api.get(path).await;
        if res.status == StatusCode::OK && done(&res.json) {
            return res.json;
        }
        last = res.json;
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("{path} never got there: {last}");
}

#[tokio::test]
async fn over_the_wire_a_challenge_by_address_a_game_and_a_peer_that_was_down() {
    use crate::support::two_servers::Server as Wired;
    let a = Wired::spawn().await;
    let b = Wired::spawn().await;
    let (_, ann, _) = verified_player(&a.app, "ann").await;
    let (_, bob, bob_name) = verified_player(&b.app, "bob").await;
    let res = ann
        .post(
            "/api/v1/challenges",
            json!({"opponent": format!("{bob_name}@{}", b.host), "color": "white",
                   "days_per_move": 3, "start_number": 534, "rated": false}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let list = wait_for(&bob, "/api/v1/challenges", |v| {
        v.as_array().is_some_and(|l| !l.is_empty())
    })
    .await;
    let id = list[0]["id"].as_i64().unwrap();
    let res = bob
        .post_empty(&format!("/api/v1/challenges/{id}/accept"))
        .await;
    assert_eq!(res.status, StatusCode::ACCEPTED, "{}", res.text);
    let games = wait_for(&bob, "/api/v1/games?status=active", |v| {
        v.as_array().is_some_and(|l| !l.is_empty())
    })
    .await;
    let mirror = games[0]["id"].as_i64().unwrap();
    let home_games = wait_for(&ann, "/api/v1/games?status=active", |v| {
        v.as_array().is_some_and(|l| !l.is_empty())
    })
    .await;
    let home = home_games[0]["id"].as_i64().unwrap();
    for (ply, mv) in GAME_534.iter().enumerate().take(6) {
        let ply_i = i64::try_from(ply).unwrap();
        let (api, game, status) = if ply % 2 == 0 {
            (&ann, home, StatusCode::CREATED)
        } else {
            (&bob, mirror, StatusCode::ACCEPTED)
        };
        let res = api
            .post(
                &format!("/api/v1/games/{game}/moves"),
                json!({"move": mv, "ply": ply_i}),
            )
            .await;
        assert_eq!(res.status, status, "{mv}: {}", res.text);
        let n = ply + 1;
        for (api, game) in [(&ann, home), (&bob, mirror)] {
            wait_for(api, &format!("/api/v1/games/{game}"), |g| {
                g["moves"].as_array().is_some_and(|m| m.len() == n)
            })
            .await;
        }
    }
    // B is down while Ann moves, and writes: both reach B when it is back, in order, once.
    b.stop().await;
    let res = ann
        .post(
            &format!("/api/v1/games/{home}/moves"),
            json!({"move": GAME_534[6], "ply": 6}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let res = ann
        .post_empty(&format!("/api/v1/games/{home}/resign"))
        .await;
    assert!(res.status.is_success(), "{}", res.text);
    let b = b.start_again().await;
    let bob = Api::new(&b.app, bob.token.clone());
    let g = wait_for(&bob, &format!("/api/v1/games/{mirror}"), |g| {
        g["status"] == "finished"
    })
    .await;
    assert_eq!(g["moves"].as_array().unwrap().len(), 7, "{g}");
    assert_eq!(g["result"], "0-1", "{g}");
    let taken = b.taken(&a.host).await;
    let ids: std::collections::HashSet<_> = taken.iter().map(|t| &t.0).collect();
    assert_eq!(ids.len(), taken.len(), "each message taken once");
    let h = ann.get(&format!("/api/v1/games/{home}")).await.json;
    assert_eq!(sans(&h), sans(&g));
    let jwks: Value = reqwest::get(format!("{}/.well-known/jwks.json", a.app.address))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let keys = PublicKey::from_jwks(&jwks);
    let record: Value = reqwest::get(format!("{}/games/{mirror}/record.json", b.app.address))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(verify_document(&record, &keys).is_ok(), "{record}");
}
