//! Who is asking comes from memory after the first page: a logged-in visitor's next page
//! sends no session statement, and each change that shows in the session (a log-out, a
//! move that turns the navigation's count, a suspension, a change made in SQL or through
//! another server process) reaches the next page, because a form post forgets what is
//! kept and the database's `u:` and `c:` notices tell every process. API tokens are kept
//! the same way.

use std::time::Duration;

use reqwest::StatusCode;

use crate::api::{Api, api_game, verified_player};
use crate::support::{Browser, TestApp, play::TwoPlayers, statements::StatementCounter};

/// Views `path` until a view sends no session statement; panics after five seconds
/// (the cache serves once the listener has heard its first probe).
pub async fn until_kept(app: &TestApp, browser: &Browser, path: &str) {
    let counter = StatementCounter::new(&app.pool).await;
    for _ in 0..100 {
        let (page, ran) = counter.during(browser.get(path)).await;
        assert_eq!(page.status, StatusCode::OK, "{}", page.body);
        if !ran.read_session() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{path} read the session every time");
}

/// A second browser holding the same session cookie as `browser`.
fn same_session(app: &TestApp, browser: &Browser) -> Browser {
    let copy = Browser::new(&app.address);
    let token = browser.cookie("session").expect("logged in");
    copy.jar
        .add_cookie_str(&format!("session={token}"), &app.address.parse().unwrap());
    copy
}

/// Polls `path` in `browser` until its page contains `text`; panics after five seconds.
async fn until_showing(browser: &Browser, path: &str, text: &str) -> String {
    for _ in 0..100 {
        let page = browser.get(path).await;
        if page.body.contains(text) {
            return page.body;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{path} never showed {text:?}");
}

#[tokio::test]
async fn a_second_page_reads_no_session_and_a_log_out_ends_it_at_once() {
    let app = TestApp::spawn().await;
    let (browser, username) = app.verified_user("keptsess").await;
    until_kept(&app, &browser, "/positions/518").await;
    let page = browser.get("/positions/518").await;
    assert!(page.body.contains(&username), "still logged in from memory");

    let stolen = same_session(&app, &browser);
    assert!(stolen.get("/settings").await.status == StatusCode::OK);
    let out = browser.post_form("/logout", &[]).await;
    assert_eq!(out.status, StatusCode::SEE_OTHER);
    let after = stolen.get("/settings").await;
    assert_eq!(
        after.status,
        StatusCode::SEE_OTHER,
        "the ended session is not served from memory"
    );
}

#[tokio::test]
async fn a_move_and_a_suspension_through_another_server_reach_this_ones_sessions() {
    let first = TestApp::spawn().await;
    let second = TestApp::spawn_on(first.db_url.clone()).await;
    let (_, white, _) = verified_player(&first, "kwhite").await;
    let (black_first, black, black_name) = verified_player(&first, "kblack").await;
    let game = api_game(&white, &black, &black_name, 518, false).await;
    // Black's session, kept by the second server, says it is not Black's move.
    let black_there = same_session(&second, &black_first);
    until_kept(&second, &black_there, "/positions/518").await;
    let nav = black_there.get("/positions/518").await.body;
    assert!(
        !nav.contains("class=\"badge\""),
        "no game on move yet:\n{nav}"
    );

    // White moves through the first server: the second one's navigation counts it.
    let res = white
        .post(
            &format!("/api/v1/games/{game}/moves"),
            serde_json::json!({"move": "e2e4", "ply": 0}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    until_showing(&black_there, "/positions/518", "class=\"badge\"").await;

    // An admin on the first server suspends Black: the second one lets them go.
    let (admin, admin_name) = first.verified_user("kadmin").await;
    first.make_admin(&admin_name).await;
    let id: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
        .bind(&black_name)
        .fetch_one(&first.pool)
        .await
        .unwrap();
    let done = admin
        .post_form(
            &format!("/admin/users/{id}/suspend"),
            &[
                ("reason", "cheating"),
                ("games", "abort"),
                ("confirm", "on"),
            ],
        )
        .await;
    assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.body);
    for _ in 0..100 {
        if black_there.get("/settings").await.status == StatusCode::SEE_OTHER {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the suspended player's session still served on the second server");
}

#[tokio::test]
async fn a_cache_of_zero_reads_the_session_every_time() {
    let app = TestApp::spawn_with(|c| c.session_cache = 0).await;
    let (browser, _) = app.verified_user("nosesscache").await;
    let counter = StatementCounter::new(&app.pool).await;
    for _ in 0..3 {
        let (_, ran) = counter.during(browser.get("/positions/518")).await;
        assert!(ran.read_session(), "{}", ran.listing());
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Calls `GET /api/v1/me` until a call sends no token statement; panics after five
/// seconds.
async fn until_token_kept(app: &TestApp, api: &Api) {
    let counter = StatementCounter::new(&app.pool).await;
    for _ in 0..100 {
        let (me, ran) = counter.during(api.get("/api/v1/me")).await;
        assert_eq!(me.status, StatusCode::OK, "{}", me.text);
        if !ran.read_token() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("every API call read its token");
}

#[tokio::test]
async fn an_api_token_is_kept_through_moves_and_a_revocation_elsewhere_ends_it() {
    let first = TestApp::spawn().await;
    let second = TestApp::spawn_on(first.db_url.clone()).await;
    let (white_browser, white, _) = verified_player(&first, "twhite").await;
    let (_, black, black_name) = verified_player(&first, "tblack").await;
    let game = api_game(&white, &black, &black_name, 518, false).await;
    let white_there = Api::new(&second, white.token.clone());
    until_token_kept(&second, &white_there).await;

    // A move changes the player's counts, not who the token stands for.
    let counter = StatementCounter::new(&second.pool).await;
    let (res, ran) = counter
        .during(white_there.post(
            &format!("/api/v1/games/{game}/moves"),
            serde_json::json!({"move": "e2e4", "ply": 0}),
        ))
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert!(!ran.read_token(), "{}", ran.listing());
    let res = black
        .post(
            &format!("/api/v1/games/{game}/moves"),
            serde_json::json!({"move": "e7e5", "ply": 1}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (me, ran) = counter.during(white_there.get("/api/v1/me")).await;
    assert_eq!(me.status, StatusCode::OK);
    assert!(!ran.read_token(), "still kept: {}", ran.listing());

    // Revoked on the first server's settings page: the second server lets it go.
    let id: i64 = sqlx::query_scalar("SELECT id FROM api_tokens WHERE revoked_at IS NULL")
        .fetch_one(&first.pool)
        .await
        .unwrap();
    let owner: i64 = sqlx::query_scalar("SELECT user_id FROM api_tokens WHERE id = $1")
        .bind(id)
        .fetch_one(&first.pool)
        .await
        .unwrap();
    let white_id: i64 = sqlx::query_scalar("SELECT white_id FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&first.pool)
        .await
        .unwrap();
    assert_eq!(
        owner, white_id,
        "White's is the only live token but Black's"
    );
    let res = white_browser
        .post_form(
            &format!("/settings/tokens/{id}/revoke"),
            &[("confirm", "on")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    for _ in 0..100 {
        if white_there.get("/api/v1/me").await.status == StatusCode::UNAUTHORIZED {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the revoked token still served on the second server");
}

#[tokio::test]
async fn a_form_move_takes_who_is_asking_from_memory_and_the_next_pages_count_anew() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    until_kept(&app, &p.black, "/positions/518").await;
    until_kept(&app, &p.white, "/positions/518").await;
    let before = p.black.get("/positions/518").await.body;
    assert!(
        !before.contains("class=\"badge\""),
        "White is on move:\n{before}"
    );
    p.play_all(&["e4", "e5"]).await;
    // Black's move changed White's counts: White's kept session no longer serves a page,
    // but still says who is asking, for White's next move.
    let counter = StatementCounter::new(&app.pool).await;
    let (res, ran) = counter
        .during(p.white.post_form(
            &format!("/games/{}/move", p.game),
            &[("move", "Nf3"), ("ply", "2")],
        ))
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert!(!ran.read_session(), "{}", ran.listing());
    // The next pages, at once, count anew: White has no game on move, Black has one.
    let (white_page, ran) = counter.during(p.white.get("/positions/518")).await;
    assert!(ran.read_session(), "{}", ran.listing());
    assert!(
        !white_page.body.contains("class=\"badge\""),
        "{}",
        white_page.body
    );
    let black_page = p.black.get("/positions/518").await.body;
    assert!(black_page.contains("class=\"badge\""), "{black_page}");
    // A move out of turn is refused with the page shown again, still logged in.
    let refused = p
        .white
        .post_form(
            &format!("/games/{}/move", p.game),
            &[("move", "d4"), ("ply", "3")],
        )
        .await;
    assert!(refused.status.is_client_error(), "{}", refused.body);
    assert!(refused.body.contains(&p.white_name), "{}", refused.body);
}
