//! Live pages in two real headless Chromiums (static/live.js): each player's open game
//! page shows the other's move within 5 s without a reload, keeps the message being
//! written, becomes playable on the board, and the "your move" badge follows.

use std::time::Duration;

use serde_json::{Value, json};

use crate::support::{
    TestApp,
    chrome::{Chrome, Options, Viewport},
    play::TwoPlayers,
};

/// The bound: the opponent's move shows within 5 s.
const WITHIN: Duration = Duration::from_secs(5);

async fn chrome_for(app: &TestApp, browser: &crate::support::Browser, game: i64) -> Chrome {
    let chrome = Chrome::start(Options {
        viewport: Viewport::Desktop,
        javascript: true,
    })
    .await;
    chrome.log_in_as(&app.address, browser).await;
    chrome.goto(&format!("{}/games/{game}", app.address)).await;
    chrome.wait_for("#board-host cg-board").await;
    // Gone after a reload: the page must change in place.
    chrome.js("window.notReloaded = true;", vec![]).await;
    chrome
}

/// Plays `typed` through the page's move form (pending, then "Play").
async fn play_typed(chrome: &Chrome, typed: &str) {
    let input = chrome.wait_for("#move").await;
    input.send_keys(typed).await.unwrap();
    chrome.click("#move-submit").await;
    chrome.wait_for("#pending-play").await;
    chrome
        .wait_until("the move pending", || async {
            chrome
                .js("return !document.getElementById('pending').hidden;", vec![])
                .await
                == json!(true)
        })
        .await;
    chrome.click("#pending-play").await;
    chrome.wait_for("p.notice").await;
}

/// Whether the page, never reloaded, lists `san` among its moves.
async fn shows_move(chrome: &Chrome, san: &str) -> bool {
    chrome
        .js(
            "return window.notReloaded === true
                && [...document.querySelectorAll('#move-list a[data-ply]')]
                    .some(a => a.textContent.trim() === arguments[0]);",
            vec![json!(san)],
        )
        .await
        == json!(true)
}

async fn badge(chrome: &Chrome) -> Value {
    chrome
        .js(
            "const b = document.querySelector('#nav-games .badge');
             return b ? b.textContent : null;",
            vec![],
        )
        .await
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn each_players_page_shows_the_opponents_move_live() {
    let app = TestApp::spawn().await;
    let game = TwoPlayers::new(&app, 518).await;
    let white = chrome_for(&app, &game.white, game.game).await;
    let black = chrome_for(&app, &game.black, game.game).await;
    assert_eq!(badge(&black).await, Value::Null, "not Black's move yet");
    let draft = black.wait_for("#talk-message").await;
    draft.send_keys("half a thou").await.unwrap();

    play_typed(&white, "e4").await;
    assert!(
        black
            .holds_within(WITHIN, || shows_move(&black, "e4"))
            .await,
        "Black's page shows White's move within 5 s, without a reload"
    );
    assert!(
        black
            .holds_within(WITHIN, || async { badge(&black).await == json!("1") })
            .await,
        "the badge counts the game now on Black's move"
    );
    assert_eq!(
        black
            .js(
                "return document.getElementById('talk-message').value;",
                vec![]
            )
            .await,
        json!("half a thou"),
        "the message being written is kept"
    );

    // The new board takes a move: the board script runs again on it.
    black
        .js("window.notReloadedAfterMove = true;", vec![])
        .await;
    black.drag("e7", "e5").await;
    black
        .wait_until("Black's board move pending", || async {
            black
                .js(
                    "return window.notReloadedAfterMove === true
                        && !document.getElementById('pending').hidden
                        && document.getElementById('move').value === 'e7e5';",
                    vec![],
                )
                .await
                == json!(true)
        })
        .await;
    black.click("#pending-play").await;
    white.js("window.notReloaded = true;", vec![]).await;
    assert!(
        white
            .holds_within(WITHIN, || shows_move(&white, "e5"))
            .await,
        "White's page shows Black's move within 5 s, without a reload"
    );
}

/// The home page of a player waiting for the opponent: the tab's title gains "(1) ",
/// "No game waits for your move" gives way to the count and the grid shows the game
/// on move, all without a reload.
#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn the_home_page_and_the_tab_title_follow_the_turn_live() {
    let app = TestApp::spawn().await;
    let game = TwoPlayers::new(&app, 518).await;
    let black = Chrome::start(Options {
        viewport: Viewport::Desktop,
        javascript: true,
    })
    .await;
    black.log_in_as(&app.address, &game.black).await;
    black.goto(&format!("{}/", app.address)).await;
    black.wait_for("#home-live").await;
    black.js("window.notReloaded = true;", vec![]).await;
    let title = || async { black.js("return document.title;", vec![]).await };
    assert!(
        !title().await.as_str().unwrap().starts_with('('),
        "{}",
        title().await
    );
    assert!(black.text("#home-live").await.contains("No game waits"));

    game.play_all(&["e4"]).await;
    assert!(
        black
            .holds_within(WITHIN, || async {
                title()
                    .await
                    .as_str()
                    .is_some_and(|t| t.starts_with("(1) "))
            })
            .await,
        "the title counts the game on move: {}",
        title().await
    );
    assert!(
        black
            .holds_within(WITHIN, || async {
                let text = black.text("#home-live").await;
                !text.contains("No game waits") && text.contains("1 game")
            })
            .await,
        "the home page says a game waits: {}",
        black.text("#home-live").await
    );
    let grid = black
        .js(
            "return window.notReloaded === true
                && !!document.querySelector('#home-live a.my-move[href=\"/games/' + arguments[0] + '\"]');",
            vec![json!(game.game)],
        )
        .await;
    assert_eq!(grid, json!(true), "the grid links the game, no reload");
}
