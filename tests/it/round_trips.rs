//! Statement budgets: how many SQL statements (round trips, `BEGIN` and `COMMIT`
//! included) a move, a game page and "my games" send. A budget exceeded lists the
//! statements, so a new query in a hot path, or one query per game in a list, shows up
//! here before it shows up in production.

use reqwest::StatusCode;
use serde_json::json;

use crate::api::{Api, api_game, verified_player as player};
use crate::support::{Browser, TestApp, statements::StatementCounter};

/// An app that does not send mail (the worker's polling would be counted) and counts
/// API requests against a per-token limit as production does.
async fn quiet_app() -> (TestApp, StatementCounter) {
    let app = TestApp::spawn_with(|c| {
        c.mail_worker = false;
        c.rate_limits.api_per_token = corrchess::config::RateLimit::parse("300/1m").unwrap();
    })
    .await;
    let counter = StatementCounter::new(&app.pool).await;
    (app, counter)
}

/// A running game: `white` challenged `black` over the API and `black` accepted.
async fn new_game(white: &Api, black: &Api, black_name: &str) -> i64 {
    api_game(white, black, black_name, 518, true).await
}

/// Books a vacation from today for `username`, straight into the database.
async fn away_for_three_days(app: &TestApp, username: &str) {
    sqlx::query(
        "INSERT INTO vacations (user_id, start_date, end_date)
         SELECT id, current_date, current_date + 3 FROM users WHERE username = $1",
    )
    .bind(username)
    .execute(&app.pool)
    .await
    .unwrap();
}

async fn api_move(api: &Api, game: i64, mv: &str, ply: i64) {
    let res = api
        .post(
            &format!("/api/v1/games/{game}/moves"),
            json!({"move": mv, "ply": ply}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{mv}: {}", res.text);
}

async fn form_move(browser: &Browser, game: i64, mv: &str, ply: i64) {
    let res = browser
        .post_form(
            &format!("/games/{game}/move"),
            &[("move", mv), ("ply", &ply.to_string()), ("message", "")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{mv}: {}", res.body);
}

/// Moves of a short opening, played alternately.
const OPENING: [&str; 8] = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"];

#[tokio::test]
async fn a_move_over_the_api_and_by_form_stays_within_its_statements() {
    let (app, counter) = quiet_app().await;
    let (alice_web, alice, _) = player(&app, "alice").await;
    let (bob_web, bob, b) = player(&app, "bob").await;
    let game = new_game(&alice, &bob, &b).await;
    // Warm up: each pool connection prepares its statements once.
    api_move(&alice, game, OPENING[0], 0).await;
    api_move(&bob, game, OPENING[1], 1).await;

    let ((), ran) = counter.during(api_move(&alice, game, OPENING[2], 2)).await;
    ran.assert_at_most(API_MOVE, "an API move");
    let ((), ran) = counter.during(api_move(&bob, game, OPENING[3], 3)).await;
    ran.assert_at_most(API_MOVE, "an API move");

    // The form's first post also fetches the CSRF cookie; warm both browsers up.
    alice_web.get("/").await;
    bob_web.get("/").await;
    let ((), ran) = counter
        .during(form_move(&alice_web, game, OPENING[4], 4))
        .await;
    ran.assert_at_most(FORM_MOVE, "a move by form");
    let ((), ran) = counter
        .during(form_move(&bob_web, game, OPENING[5], 5))
        .await;
    ran.assert_at_most(FORM_MOVE, "a move by form");
    // The moves counted really landed.
    let ply: i32 = sqlx::query_scalar("SELECT ply FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(ply, 6);
}

/// An API move: the token with its owner (once a minute: it is kept in memory), the
/// rate-limit counter, then the move's transaction (`BEGIN`, the locked game with its
/// moves, its players' addresses, push subscriptions and vacations, the move with the
/// game's new state, the move's record entry (docs/RECORD.md), the opponent's mail,
/// `COMMIT`; a push only for an opponent with a subscribed browser). The answer is
/// built from what the transaction holds.
const API_MOVE: i64 = 7;
/// A move by form: the session with its user (unless kept), then the same transaction.
const FORM_MOVE: i64 = 6;
/// A game page for an anonymous visitor: the game with its players' vacations and moves
/// (read once; the next views come from memory, see game_view_cache.rs).
const ANONYMOUS_PAGE: i64 = 1;
/// A player's game page on their move: the session, then the game with the players'
/// messages and the player's private note in the same statement (their conditional
/// lines are read only while they wait).
const PLAYER_PAGE: i64 = 2;
/// "My games", however many games: the session, the running games, a page of finished
/// ones, the opponents' vacations.
const MY_GAMES: i64 = 4;

#[tokio::test]
async fn a_game_page_stays_within_its_statements() {
    let (app, counter) = quiet_app().await;
    let (alice_web, alice, _) = player(&app, "alice").await;
    let (_, bob, b) = player(&app, "bob").await;
    let game = new_game(&alice, &bob, &b).await;
    for (ply, mv) in OPENING.iter().enumerate() {
        let api = if ply % 2 == 0 { &alice } else { &bob };
        api_move(api, game, mv, ply as i64).await;
    }
    let path = format!("/games/{game}");
    let anonymous = app.browser();
    for _ in 0..2 {
        let (page, ran) = counter.during(anonymous.get(&path)).await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.body.contains("Nf6"), "the move list is shown");
        ran.assert_at_most(ANONYMOUS_PAGE, "an anonymous game page");
    }
    for _ in 0..2 {
        let (page, ran) = counter.during(alice_web.get(&path)).await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.body.contains("name=\"move\""), "alice is on move");
        ran.assert_at_most(PLAYER_PAGE, "a player's game page");
    }
}

#[tokio::test]
async fn my_games_sends_as_many_statements_for_many_games_as_for_one() {
    let (app, counter) = quiet_app().await;
    let (alice_web, alice, _) = player(&app, "alice").await;
    let (_, bob, b) = player(&app, "bob").await;
    let mut games = vec![new_game(&alice, &bob, &b).await];
    alice_web.get("/games").await;
    let (page, few) = counter.during(alice_web.get("/games")).await;
    assert_eq!(page.status, StatusCode::OK);
    let (list, few_api) = counter.during(alice.get("/api/v1/games")).await;
    assert_eq!(list.json.as_array().unwrap().len(), 1);

    // More games, some finished, one opponent on vacation.
    for _ in 0..7 {
        games.push(new_game(&alice, &bob, &b).await);
    }
    for &game in &games[..3] {
        let res = bob
            .post_empty(&format!("/api/v1/games/{game}/resign"))
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    }
    away_for_three_days(&app, &b).await;
    let (page, many) = counter.during(alice_web.get("/games")).await;
    assert_eq!(page.status, StatusCode::OK);
    for game in &games {
        assert!(
            page.body.contains(&format!("/games/{game}\"")),
            "game {game} listed"
        );
    }
    many.assert_at_most(MY_GAMES, "my games with eight games");
    assert_eq!(
        many.besides_caller(),
        few.besides_caller(),
        "one game:\n{}\neight games:\n{}",
        few.listing(),
        many.listing()
    );
    let (list, many_api) = counter.during(alice.get("/api/v1/games")).await;
    assert_eq!(list.json.as_array().unwrap().len(), 8);
    many_api.assert_at_most(MY_GAMES, "the API's list of eight games");
    assert_eq!(
        many_api.besides_caller(),
        few_api.besides_caller(),
        "{}",
        many_api.listing()
    );
}

/// The answer to an API move is built from what the move's transaction read and wrote,
/// not read again: it must show the game exactly as a later read does, through the end
/// of the game.
#[tokio::test]
async fn a_move_answer_shows_the_game_as_a_later_read_does() {
    let (app, _) = quiet_app().await;
    let (_, alice, _) = player(&app, "alice").await;
    let (_, bob, b) = player(&app, "bob").await;
    let game = new_game(&alice, &bob, &b).await;
    // Bob goes on vacation: the answer must show it as the game page does.
    away_for_three_days(&app, &b).await;
    for (ply, mv) in ["f3", "e5", "g4", "Qh4#"].into_iter().enumerate() {
        let api = if ply % 2 == 0 { &alice } else { &bob };
        let res = api
            .post(
                &format!("/api/v1/games/{game}/moves"),
                json!({"move": mv, "ply": ply}),
            )
            .await;
        assert_eq!(res.status, StatusCode::CREATED, "{mv}: {}", res.text);
        let later = alice.get(&format!("/api/v1/games/{game}")).await;
        assert_eq!(res.json["game"], later.json, "after {mv}");
        assert_eq!(res.json["move"]["ply"], ply + 1);
        assert_eq!(res.json["move"], later.json["moves"][ply], "after {mv}");
    }
    let later = alice.get(&format!("/api/v1/games/{game}")).await;
    assert_eq!(later.json["status"], "finished");
    assert_eq!(later.json["result"], "0-1");
    assert_eq!(later.json["termination"], "checkmate");
}
