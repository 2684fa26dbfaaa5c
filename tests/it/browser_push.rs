//! The game page's offer of notifications (issue 45) in a real headless Chromium: the
//! prompt "Get a notification when it is your move" appears only after the player's
//! first move, stays away on reload once dismissed, and never shows without
//! JavaScript.

use serde_json::json;

use crate::support::{
    TestApp,
    chrome::{Chrome, Options, Viewport},
    play::TwoPlayers,
};

/// Whether the prompt is on the page and shown (None: not on the page at all).
async fn shown(chrome: &Chrome) -> Option<bool> {
    let v = chrome
        .js(
            "const p = document.getElementById('push-prompt');
             return p ? !p.hidden && p.offsetHeight > 0 : null;",
            vec![],
        )
        .await;
    v.as_bool()
}

/// What the prompt's script decided (`offered`, `dismissed`, …), "" before it did.
async fn decided(chrome: &Chrome) -> String {
    let v = chrome
        .js(
            "const p = document.getElementById('push-prompt');
             return p ? (p.dataset.state || '') : '';",
            vec![],
        )
        .await;
    v.as_str().unwrap_or_default().to_owned()
}

async fn start(javascript: bool, app: &TestApp) -> Chrome {
    let chrome = Chrome::start(Options {
        viewport: Viewport::Desktop,
        javascript,
    })
    .await;
    // A fresh profile asks before notifications; headless Chromium may deny them
    // outright, which (like a player's "block") hides the prompt.
    chrome
        .cdp(
            "Browser.grantPermissions",
            json!({ "origin": app.address, "permissions": ["notifications"] }),
        )
        .await;
    chrome
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn the_push_prompt_follows_the_first_move_and_stays_dismissed() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    let chrome = start(true, &app).await;
    chrome.log_in_as(&app.address, &p.white).await;
    let url = format!("{}/games/{}", app.address, p.game);
    chrome.goto(&url).await;
    chrome.wait_for("cg-board piece").await;
    // Before White's first move nothing is offered.
    assert_eq!(
        shown(&chrome).await,
        None,
        "no prompt before the first move"
    );

    // After it, the page offers notifications (the move made over HTTP by the same
    // account, the page loaded again as the move's redirect would).
    p.play_all(&["e4"]).await;
    chrome.goto(&url).await;
    chrome
        .wait_until("the prompt offered", || async {
            decided(&chrome).await == "offered"
        })
        .await;
    assert_eq!(shown(&chrome).await, Some(true));
    let text = chrome.text("#push-prompt").await;
    assert!(
        text.contains("Get a notification when it is your move"),
        "{text}"
    );
    assert!(text.contains("Turn on notifications"), "{text}");

    // Dismissed, it goes, and stays away on reload.
    chrome.click("#push-prompt-dismiss").await;
    assert_eq!(shown(&chrome).await, Some(false));
    chrome.goto(&url).await;
    chrome
        .wait_until("the script decided", || async {
            !decided(&chrome).await.is_empty()
        })
        .await;
    assert_eq!(decided(&chrome).await, "dismissed");
    assert_eq!(shown(&chrome).await, Some(false), "still dismissed");

    // Black has not moved yet: no prompt on Black's page.
    let black = start(true, &app).await;
    black.log_in_as(&app.address, &p.black).await;
    black.goto(&url).await;
    black.wait_for("cg-board piece").await;
    assert_eq!(shown(&black).await, None);
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn without_javascript_the_push_prompt_stays_hidden() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    p.play_all(&["e4"]).await;
    let chrome = start(false, &app).await;
    chrome.log_in_as(&app.address, &p.white).await;
    chrome
        .goto(&format!("{}/games/{}", app.address, p.game))
        .await;
    chrome.wait_for("#push-prompt-text").await;
    assert_eq!(shown(&chrome).await, Some(false));
    assert_eq!(decided(&chrome).await, "", "no script ran");
}
