//! A king step that could also be castling, in a real headless Chromium: in start
//! position 500 (RBBQNKNR) the king on f1 may step to g1 or castle short (king to g1,
//! rook h1 to f1). The step waits in the pending box as "a king step" with "Castle
//! instead" beside "Play", even with confirmation of board moves turned off, and the
//! castling it offers is the one stored. The castling words say "stays" for a rook that
//! does not move.

use serde_json::{Value, json};

use crate::support::{
    TestApp,
    chrome::{Chrome, Options, Viewport},
    play::TwoPlayers,
};

/// RBBQNKNR: the king on f1, its short rook on h1, a knight between them.
const START: u16 = 500;

/// The pending box's text, or None while it is hidden.
async fn pending(chrome: &Chrome) -> Option<String> {
    let v = chrome
        .js(
            "const p = document.getElementById('pending');
             return p && !p.hidden ? document.getElementById('pending-text').textContent : null;",
            vec![],
        )
        .await;
    v.as_str().map(str::to_owned)
}

async fn castle_button_shown(chrome: &Chrome) -> bool {
    chrome
        .js(
            "const b = document.getElementById('pending-castle'); return !!b && !b.hidden;",
            vec![],
        )
        .await
        == Value::Bool(true)
}

async fn stored(app: &TestApp, game: i64) -> (i32, String) {
    sqlx::query_as(
        "SELECT g.ply, coalesce((SELECT uci FROM moves m WHERE m.game_id = g.id ORDER BY ply DESC LIMIT 1), '')
         FROM games g WHERE g.id = $1",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn a_king_step_that_could_castle_is_never_sent_without_a_choice() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, START).await;
    p.play_all(&["Nh3", "Nh6"]).await;
    // White plays board moves at once: the ambiguous step must still wait.
    let res = p.white.post_form("/settings/board", &[]).await;
    assert_eq!(res.status, reqwest::StatusCode::SEE_OTHER);
    let chrome = Chrome::start(Options {
        viewport: Viewport::Desktop,
        javascript: true,
    })
    .await;
    chrome.log_in_as(&app.address, &p.white).await;
    chrome
        .goto(&format!("{}/games/{}", app.address, p.game))
        .await;
    chrome.wait_for("cg-board piece").await;

    chrome.tap("f1").await;
    chrome.tap("g1").await;
    chrome
        .wait_until("the king step pending", || async {
            pending(&chrome).await.is_some()
        })
        .await;
    let text = pending(&chrome).await.unwrap();
    assert!(
        text.contains("2.Kg1") && text.contains("king step"),
        "{text}"
    );
    assert!(text.contains("put the king on its rook"), "{text}");
    assert!(
        castle_button_shown(&chrome).await,
        "Castle instead is offered"
    );
    assert_eq!(stored(&app, p.game).await.0, 2, "nothing was sent");

    chrome.click("#pending-castle").await;
    let text = pending(&chrome).await.unwrap();
    assert!(
        text.contains("2.O-O") && text.contains("king f1→g1, rook h1→f1"),
        "{text}"
    );
    assert!(!castle_button_shown(&chrome).await, "the choice is made");
    assert_eq!(stored(&app, p.game).await.0, 2, "still nothing sent");
    chrome.click("#pending-play").await;
    chrome
        .wait_until("the castling stored", || async {
            stored(&app, p.game).await == (3, "f1h1".to_owned())
        })
        .await;

    // A rook that does not move "stays" (as /rules says), not "f1→f1".
    let words = chrome
        .js(
            "const lib = window.CorrchessBoard;
             const pos = lib.Chess.fromSetup(lib.parseFen(
               'rnbqkr2/pppppppp/8/8/8/8/PPPPPPPP/RNBQKR2 w Ff - 0 1').unwrap()).unwrap();
             return window.CorrchessKit.castlingWords(pos,
               { from: lib.parseSquare('e1'), to: lib.parseSquare('f1') });",
            vec![],
        )
        .await;
    assert_eq!(words, json!("O-O (kingside): king e1→g1, rook stays on f1"));
}
