//! The "your turn" grid in a real browser, on a desktop (1280 × 900) and a phone
//! (390 × 844): the boards show, nothing is wider than the viewport, and the screenshots
//! in target/tmp/screenshots/board-grid-*.png are written here.

use serde_json::{Value, json};

use crate::board_grid::game_from;
use crate::browser::screenshot_path;
use crate::support::{
    Browser, TestApp,
    chrome::{Chrome, Options, Viewport},
    play::play_ok,
};

/// A player with six running games from Chess960 starts, three on their move, against
/// opponents with long names: the player's browser.
async fn busy_player(app: &TestApp) -> Browser {
    let (me, my_name) = app.verified_user("gridplayer").await;
    let mut opponents = Vec::new();
    for name in ["longername_opponent", "bob", "carol"] {
        opponents.push(app.verified_user(name).await);
    }
    let starts = ["0", "249", "518", "705", "959", "123"];
    for (i, start) in starts.iter().enumerate() {
        let (them, their_name) = &opponents[i % opponents.len()];
        if i % 2 == 0 {
            let game = game_from(&me, them, their_name, start).await;
            play_ok(&me, game, "e4").await;
            if i == 4 {
                play_ok(them, game, "c5").await;
            }
        } else {
            let game = game_from(them, &me, &my_name, start).await;
            play_ok(them, game, "d4").await;
            if i == 3 {
                play_ok(&me, game, "g6").await;
            }
        }
    }
    me
}

/// The page's widths: the viewport's, the document's, and each board's drawn width.
async fn widths(chrome: &Chrome) -> Value {
    chrome
        .js(
            "return { inner: window.innerWidth,
                      scroll: document.documentElement.scrollWidth,
                      boards: [...document.querySelectorAll('#board-grid a svg')]
                        .map(s => s.getBoundingClientRect().width) };",
            vec![],
        )
        .await
}

async fn grid_fits(app: &TestApp, me: &Browser, viewport: Viewport, name: &str) {
    let chrome = Chrome::start(Options {
        viewport,
        javascript: true,
    })
    .await;
    chrome.log_in_as(&app.address, me).await;
    let inner = if viewport == Viewport::Phone {
        390
    } else {
        1280
    };
    for path in ["/games", "/"] {
        chrome.goto(&format!("{}{path}", app.address)).await;
        chrome.wait_for("#board-grid a svg image").await;
        // Wait for the layout to settle at the viewport's width; then nothing is wider.
        let settled = chrome
            .holds_within(std::time::Duration::from_secs(30), || async {
                widths(&chrome).await["inner"] == json!(inner)
            })
            .await;
        let measured = widths(&chrome).await;
        assert!(settled, "{path}: {measured}");
        let scroll = measured["scroll"].as_i64().unwrap();
        assert!(
            scroll <= inner,
            "{path} is wider than the {name}: {measured}"
        );
        let boards = measured["boards"].as_array().unwrap();
        let expected = if path == "/" { 3 } else { 6 };
        assert_eq!(boards.len(), expected, "{path}: {measured}");
        for width in boards {
            let width = width.as_f64().unwrap();
            assert!(
                (100.0..=400.0).contains(&width),
                "{path}: a board {width} px wide"
            );
        }
        if path == "/games" {
            chrome
                .screenshot(&screenshot_path(&format!("board-grid-{name}")))
                .await;
        }
    }
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn the_board_grid_fits_a_desktop_and_a_phone() {
    let app = TestApp::spawn().await;
    let me = busy_player(&app).await;
    grid_fits(&app, &me, Viewport::Desktop, "desktop").await;
    grid_fits(&app, &me, Viewport::Phone, "phone").await;
}
