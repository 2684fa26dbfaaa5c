//! Who is asking comes from memory after the first page: a logged-in visitor's next page
//! sends no session statement, and each change that shows in the session (a log-out, a
//! move that turns the navigation's count, a suspension, a change made in SQL or through
//! another server process) reaches the next page, because a form post forgets what is
//! kept and the database's `u:` notices tell every process.

use std::time::Duration;

use reqwest::StatusCode;

use crate::api::{api_game, verified_player};
use crate::support::{Browser, TestApp, statements::StatementCounter};

/// Views `path` until a view sends no session statement; panics after five seconds
/// (the cache serves once the listener has heard its first probe).
async fn until_kept(app: &TestApp, browser: &Browser, path: &str) {
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
