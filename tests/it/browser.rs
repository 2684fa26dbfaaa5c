//! The game page in a real headless Chromium (WebDriver): two players play a Chess960
//! game on the board with the mouse on a desktop viewport and by touch on a phone,
//! castling by moving the king to its castling square and by moving it onto its rook,
//! confirming and cancelling a pending move, promoting to a knight and stepping back
//! through the game; the same moves typed with JavaScript off; axe-core on the main
//! pages in English and German; and screenshots (desktop and phone, light and dark)
//! under target/tmp/screenshots/ (`tools/screenshots.sh` copies a few into docs/).

use std::path::PathBuf;

use serde_json::{Value, json};

use crate::support::{
    TestApp,
    chrome::{Chrome, Options, Viewport},
    play::TwoPlayers,
};

/// Start position 534, RNBKQBNR: the king on d1 castles short to g1 (three squares)
/// with the rook from h1, black castles long with the rook from a8.
const START: u16 = 534;

/// How a move is made on the board.
#[derive(Clone, Copy, Debug)]
enum Gesture {
    /// Press on the piece, move, release on the target.
    Drag(&'static str, &'static str),
    /// Press and release on the piece, then on the target.
    Tap(&'static str, &'static str),
    /// A pawn tapped to the last rank, then the piece chosen (its button's letter).
    Promote(&'static str, &'static str, &'static str),
}

/// One half-move: as typed without JavaScript, as made on the board, as stored.
struct Step {
    typed: &'static str,
    board: Gesture,
    uci: &'static str,
}

const fn step(typed: &'static str, board: Gesture, uci: &'static str) -> Step {
    Step { typed, board, uci }
}

use Gesture::{Drag, Promote, Tap};

/// The game (checked against python-chess): both castlings, then a pawn runs to b8
/// and becomes a knight with check.
const GAME: &[Step] = &[
    step("e4", Drag("e2", "e4"), "e2e4"),
    step("e5", Tap("e7", "e5"), "e7e5"),
    step("Nf3", Drag("g1", "f3"), "g1f3"),
    step("Nc6", Tap("b8", "c6"), "b8c6"),
    step("Bc4", Tap("f1", "c4"), "f1c4"),
    step("d6", Drag("d7", "d6"), "d7d6"),
    step("Qe2", Tap("e1", "e2"), "e1e2"),
    step("Be6", Drag("c8", "e6"), "c8e6"),
    // The king to its castling square (g1)...
    step("O-O", Drag("d1", "g1"), "d1h1"),
    // ... and the king onto its rook (a8).
    step("d8a8", Tap("d8", "a8"), "d8a8"),
    step("a4", Tap("a2", "a4"), "a2a4"),
    step("h6", Tap("h7", "h6"), "h7h6"),
    step("a5", Drag("a4", "a5"), "a4a5"),
    step("g6", Tap("g7", "g6"), "g7g6"),
    step("a6", Tap("a5", "a6"), "a5a6"),
    step("h5", Tap("h6", "h5"), "h6h5"),
    step("axb7+", Tap("a6", "b7"), "a6b7"),
    step("Kd7", Tap("c8", "d7"), "c8d7"),
    step("b8=N+", Promote("b7", "b8", "n"), "b7b8n"),
];

/// The position after the whole game (python-chess agrees).
const FINAL_FEN: &str = "1N1rqbnr/p1pk1p2/2npb1p1/4p2p/2B1P3/5N2/1PPPQPPP/RNB2RK1 b - - 0 10";

/// Where a browser test writes screenshot `name`: under target/tmp/, never into a tracked
/// file (a person refreshes docs/screenshots/ on purpose with `tools/screenshots.sh`).
pub(crate) fn screenshot_path(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("screenshots");
    std::fs::create_dir_all(&dir).expect("create target/tmp/screenshots");
    dir.join(format!("{name}.png"))
}

/// Half-moves played in `game`, and the last one stored.
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

/// Whether the pending box shows (and its text).
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

/// The legal destinations the board shows for the piece selected now.
async fn shown_destinations(chrome: &Chrome) -> Vec<String> {
    let v = chrome
        .js(
            "return [...document.querySelectorAll('cg-board square.move-dest')].map(s => s.cgKey);",
            vec![],
        )
        .await;
    let mut keys: Vec<String> = serde_json::from_value(v).unwrap();
    keys.sort();
    keys
}

/// Makes the move of `step` on the board, as the gesture says.
async fn gesture(chrome: &Chrome, step: &Step) {
    match step.board {
        Drag(from, to) => chrome.drag(from, to).await,
        Tap(from, to) => {
            chrome.tap(from).await;
            chrome.tap(to).await;
        }
        Promote(from, to, piece) => {
            chrome.tap(from).await;
            chrome.tap(to).await;
            chrome
                .wait_until("the promotion choice", || async {
                    pending(chrome)
                        .await
                        .is_some_and(|t| t.contains("choose a piece"))
                })
                .await;
            chrome
                .click(&format!("#promotion button[data-role='{piece}']"))
                .await;
        }
    }
}

/// The game page of `game` for the player on move after `ply` half-moves, its board drawn.
async fn open_as_mover(chrome: &Chrome, app: &TestApp, p: &TwoPlayers, ply: usize) {
    chrome.log_in_as(&app.address, p.on_move(ply)).await;
    chrome
        .goto(&format!("{}/games/{}", app.address, p.game))
        .await;
    chrome.wait_for("cg-board piece").await;
}

/// Plays half-move `ply` on the board and, when `confirm`, checks it waits as pending
/// (with castling explained) until "Play"; then checks what the server stored.
async fn play_on_board(chrome: &Chrome, app: &TestApp, p: &TwoPlayers, ply: usize, confirm: bool) {
    let step = &GAME[ply];
    open_as_mover(chrome, app, p, ply).await;
    gesture(chrome, step).await;
    if confirm {
        chrome
            .wait_until(&format!("{} pending", step.typed), || async {
                pending(chrome)
                    .await
                    .is_some_and(|t| t.starts_with("Your move"))
            })
            .await;
        let text = pending(chrome).await.unwrap();
        if step.uci == "d1h1" {
            assert!(
                text.contains("castling O-O (kingside): king d1→g1, rook h1→f1"),
                "{text}"
            );
        }
        if step.uci == "d8a8" {
            assert!(
                text.contains("castling O-O-O (queenside): king d8→c8, rook a8→d8"),
                "{text}"
            );
        }
        assert_eq!(
            stored(app, p.game).await.0,
            ply as i32,
            "not played before Play"
        );
        let input = chrome
            .js("return document.getElementById('move').value;", vec![])
            .await;
        assert_eq!(input, json!(step.uci), "the form holds the move");
        chrome.click("#pending-play").await;
    }
    chrome
        .wait_until(&format!("{} recorded", step.typed), || async {
            stored(app, p.game).await.0 == ply as i32 + 1
        })
        .await;
    assert_eq!(
        stored(app, p.game).await.1,
        step.uci,
        "half-move {}",
        ply + 1
    );
    chrome.wait_for("p.notice").await;
}

/// A move typed while the script runs is shown pending too, and sent on "Play".
async fn play_typed_with_script(chrome: &Chrome, app: &TestApp, p: &TwoPlayers, ply: usize) {
    let step = &GAME[ply];
    open_as_mover(chrome, app, p, ply).await;
    let input = chrome.wait_for("#move").await;
    input.send_keys(step.typed).await.unwrap();
    chrome.click("#move-submit").await;
    chrome
        .wait_until("the typed move pending", || async {
            pending(chrome).await.is_some_and(|t| t.contains("6.a4"))
        })
        .await;
    assert_eq!(
        stored(app, p.game).await.0,
        ply as i32,
        "not played before Play"
    );
    chrome.click("#pending-play").await;
    chrome.wait_for("p.notice").await;
    assert_eq!(
        stored(app, p.game).await,
        (ply as i32 + 1, step.uci.to_owned())
    );
}

/// The first move is made, cancelled (nothing sent, the form empty), made again.
async fn cancel_then_play_first_move(chrome: &Chrome, app: &TestApp, p: &TwoPlayers) {
    open_as_mover(chrome, app, p, 0).await;
    chrome.tap("e2").await;
    assert_eq!(
        shown_destinations(chrome).await,
        ["e3", "e4"],
        "legal targets shown"
    );
    chrome.tap("e4").await;
    chrome
        .wait_until("the pending move", || async {
            pending(chrome).await.is_some()
        })
        .await;
    assert!(pending(chrome).await.unwrap().contains("1.e4"));
    chrome.click("#pending-cancel").await;
    assert_eq!(pending(chrome).await, None, "the pending box closes");
    let input = chrome
        .js("return document.getElementById('move').value;", vec![])
        .await;
    assert_eq!(input, json!(""));
    assert_eq!(stored(app, p.game).await.0, 0, "nothing was sent");
    play_on_board(chrome, app, p, 0, true).await;
}

/// Before castling, the king shows both ways to castle among its targets.
async fn king_shows_both_castling_targets(chrome: &Chrome, app: &TestApp, p: &TwoPlayers) {
    open_as_mover(chrome, app, p, 8).await;
    chrome.tap("d1").await;
    let targets = shown_destinations(chrome).await;
    assert!(
        targets.contains(&"g1".to_owned()) && targets.contains(&"h1".to_owned()),
        "king to g1 and onto the rook: {targets:?}"
    );
    chrome.tap("d1").await;
}

/// Steps back through the finished moves in place: arrow key, links, move list.
async fn step_back(chrome: &Chrome, app: &TestApp, p: &TwoPlayers) {
    chrome
        .goto(&format!("{}/games/{}", app.address, p.game))
        .await;
    chrome.wait_for("cg-board piece").await;
    assert_eq!(chrome.text("#fen").await, FINAL_FEN);
    let body = chrome
        .client
        .find(fantoccini::Locator::Css("body"))
        .await
        .unwrap();
    body.send_keys("\u{E012}").await.unwrap(); // ArrowLeft
    chrome
        .wait_until("one half-move back", || async {
            chrome.text("#replay-shown").await == "After 9...Kd7"
        })
        .await;
    let url = chrome.client.current_url().await.unwrap();
    assert_eq!(url.query(), Some("ply=18"));
    assert_eq!(
        chrome.text("#fen").await,
        "3rqbnr/pPpk1p2/2npb1p1/4p2p/2B1P3/5N2/1PPPQPPP/RNB2RK1 w - - 1 10"
    );
    chrome.click("#replay-first").await;
    assert_eq!(chrome.text("#replay-shown").await, "Start position");
    assert!(
        chrome
            .text("#fen")
            .await
            .starts_with("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w")
    );
    chrome.click("#move-list a[data-ply='9']").await;
    assert_eq!(chrome.text("#replay-shown").await, "After 5.O-O");
    assert!(
        chrome.text("#last-move").await.contains("5.O-O"),
        "{}",
        chrome.text("#last-move").await
    );
    let current = chrome
        .js(
            "return document.querySelector('#move-list [aria-current]').dataset.ply;",
            vec![],
        )
        .await;
    assert_eq!(current, json!("9"));
    chrome.click("#replay-next").await;
    assert_eq!(chrome.text("#replay-shown").await, "After 5...O-O-O");
    chrome.click("#replay-last").await;
    assert_eq!(chrome.text("#fen").await, FINAL_FEN);
}

/// Full-page screenshots of the game page in the light and the dark theme.
async fn screenshots(chrome: &Chrome, app: &TestApp, p: &TwoPlayers, name: &str) {
    chrome.log_in_as(&app.address, &p.black).await;
    chrome
        .goto(&format!("{}/games/{}", app.address, p.game))
        .await;
    chrome.wait_for("cg-board piece").await;
    for (dark, theme) in [(false, "light"), (true, "dark")] {
        chrome.dark(dark).await;
        chrome
            .js("window.scrollTo(0, 0); return null;", vec![])
            .await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        chrome
            .screenshot(&screenshot_path(&format!("game-{name}-{theme}")))
            .await;
    }
    chrome.dark(false).await;
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn a_chess960_game_played_with_the_mouse_on_a_desktop() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, START).await;
    let chrome = Chrome::start(Options {
        viewport: Viewport::Desktop,
        javascript: true,
    })
    .await;
    cancel_then_play_first_move(&chrome, &app, &p).await;
    for ply in 1..GAME.len() {
        if ply == 8 {
            king_shows_both_castling_targets(&chrome, &app, &p).await;
        }
        if ply == 10 {
            play_typed_with_script(&chrome, &app, &p, ply).await;
            continue;
        }
        if ply == GAME.len() - 2 {
            // Black turns confirmation off: the board move goes at once.
            let res = p.black.post_form("/settings/board", &[]).await;
            assert_eq!(res.status, reqwest::StatusCode::SEE_OTHER);
            play_on_board(&chrome, &app, &p, ply, false).await;
            continue;
        }
        play_on_board(&chrome, &app, &p, ply, true).await;
    }
    step_back(&chrome, &app, &p).await;
    screenshots(&chrome, &app, &p, "desktop").await;
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn a_chess960_game_played_by_touch_on_a_phone() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, START).await;
    let chrome = Chrome::start(Options {
        viewport: Viewport::Phone,
        javascript: true,
    })
    .await;
    for (ply, step) in GAME.iter().enumerate() {
        let touch = match step.board {
            Drag(from, to) => Tap(from, to),
            other => other,
        };
        let tapped = Step {
            typed: step.typed,
            board: touch,
            uci: step.uci,
        };
        play_tapped(&chrome, &app, &p, ply, &tapped).await;
    }
    // A busy machine may still be loading or laying the answer page out: wait for it to
    // settle at the phone's width (a page wider than the phone never does, and fails
    // here, saying what it measured).
    let fits = chrome
        .holds_within(std::time::Duration::from_secs(30), || async {
            chrome.js("return window.innerWidth;", vec![]).await == json!(390)
        })
        .await;
    if !fits {
        let measured = chrome
            .js(
                "return {inner: window.innerWidth, scroll: document.documentElement.scrollWidth,
                         ready: document.readyState, at: location.pathname + location.search,
                         sheets: document.styleSheets.length};",
                vec![],
            )
            .await;
        panic!("the page never fit the phone: {measured}");
    }
    let width = chrome.js("return window.innerWidth;", vec![]).await;
    assert_eq!(width, json!(390), "a phone's viewport, nothing wider");
    // Status first, then the board (its confirm box right under it), then the move
    // form, then the moves.
    let order = chrome
        .js(
            "const top = s => document.querySelector(s).getBoundingClientRect().top;
             return [top('.game-status'), top('.game-board'), top('.game-move'), top('.moves')];",
            vec![],
        )
        .await;
    let tops: Vec<f64> = serde_json::from_value(order).unwrap();
    assert!(
        tops.windows(2).all(|w| w[0] < w[1]),
        "phone order: {tops:?}"
    );
    screenshots(&chrome, &app, &p, "phone").await;
}

/// One tapped half-move on the phone, pending until "Play" is tapped.
async fn play_tapped(chrome: &Chrome, app: &TestApp, p: &TwoPlayers, ply: usize, step: &Step) {
    open_as_mover(chrome, app, p, ply).await;
    gesture(chrome, step).await;
    // On a loaded machine the emulated touch now and then loses a tap (on main too, at
    // any move): the page again and the taps once more, before giving up.
    let shown = chrome
        .holds_within(std::time::Duration::from_secs(5), || async {
            pending(chrome).await.is_some()
        })
        .await;
    if !shown {
        open_as_mover(chrome, app, p, ply).await;
        gesture(chrome, step).await;
    }
    chrome
        .wait_until(&format!("{} pending", step.typed), || async {
            pending(chrome).await.is_some()
        })
        .await;
    assert_eq!(stored(app, p.game).await.0, ply as i32, "waits for Play");
    chrome.click("#pending-play").await;
    chrome
        .wait_until(&format!("{} recorded", step.typed), || async {
            stored(app, p.game).await.0 == ply as i32 + 1
        })
        .await;
    assert_eq!(
        stored(app, p.game).await.1,
        step.uci,
        "half-move {}",
        ply + 1
    );
    // The answer to the move is loaded, its style sheet and script included, before the
    // next player takes the browser (an unstyled page is wider than a phone).
    chrome.wait_for("p.notice").await;
    chrome
        .wait_until("the answer page loaded", || async {
            chrome.js("return document.readyState;", vec![]).await == json!("complete")
        })
        .await;
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn the_same_game_typed_without_javascript() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, START).await;
    let chrome = Chrome::start(Options {
        viewport: Viewport::Desktop,
        javascript: false,
    })
    .await;
    for (ply, step) in GAME.iter().enumerate() {
        chrome.log_in_as(&app.address, p.on_move(ply)).await;
        chrome
            .goto(&format!("{}/games/{}", app.address, p.game))
            .await;
        let boards = chrome
            .client
            .find_all(fantoccini::Locator::Css("cg-board"))
            .await
            .unwrap();
        assert!(boards.is_empty(), "no script ran: the server's board");
        let input = chrome.wait_for("#move").await;
        input.send_keys(step.typed).await.unwrap();
        chrome.click("#move-submit").await;
        chrome.wait_for("p.notice").await;
        assert_eq!(
            stored(&app, p.game).await,
            (ply as i32 + 1, step.uci.to_owned()),
            "{}",
            step.typed
        );
    }
    assert_eq!(chrome.text("#fen").await, FINAL_FEN);
    // Stepping back works without the script too: links to each half-move.
    chrome.click("#replay-prev").await;
    chrome.wait_for("#history-note").await;
    assert_eq!(chrome.text("#replay-shown").await, "After 9...Kd7");
}

const AXE: &str = include_str!("browser/axe.min.js");

/// axe-core's critical and serious findings on the page open in `chrome`.
pub(crate) async fn axe_findings(chrome: &Chrome) -> Vec<Value> {
    chrome.js(AXE, vec![]).await;
    let found = chrome
        .js(
            "return axe.run(document, { resultTypes: ['violations'] }).then(r => r.violations
                .filter(v => v.impact === 'critical' || v.impact === 'serious')
                .map(v => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 5).map(n => n.target.join(' ')) })));",
            vec![],
        )
        .await;
    serde_json::from_value(found).unwrap()
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn axe_finds_nothing_critical_or_serious_on_the_main_pages() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, START).await;
    p.play_all(&["e4", "e5"]).await;
    let game = format!("/games/{}", p.game);
    // A club by request with White its admin and Black asking: the requests' buttons.
    crate::support::clubs::found_club_with(&app, &p.white, "axe-club", false).await;
    crate::support::clubs::join_club(&p.black, "axe-club").await;
    // A team match Black's club accepted, both sign-up lists filled.
    crate::support::clubs::found_club_with(&app, &p.black, "axe-away", true).await;
    let team_match = crate::team_matches::challenge(&p.white, "axe-club", "axe-away", &[]).await;
    crate::support::play::post_ok(&p.black, &format!("/matches/{team_match}/accept"), &[]).await;
    crate::support::play::post_ok(&p.white, &format!("/matches/{team_match}/signup"), &[]).await;
    crate::support::play::post_ok(&p.black, &format!("/matches/{team_match}/signup"), &[]).await;
    let team_match = format!("/matches/{team_match}");
    let pages = [
        "/clubs",
        "/clubs/new",
        "/clubs/axe-club",
        "/clubs/axe-club/matches/new",
        team_match.as_str(),
        "/",
        "/login",
        "/signup",
        "/rules",
        "/positions",
        "/positions/518",
        "/challenges",
        "/challenges/new",
        "/games",
        "/settings",
        "/tournaments",
        game.as_str(),
    ];
    let chrome = Chrome::start(Options {
        viewport: Viewport::Desktop,
        javascript: true,
    })
    .await;
    chrome.log_in_as(&app.address, &p.white).await;
    let mut problems = Vec::new();
    for lang in ["en", "de", "ru", "da"] {
        if lang != "en" {
            crate::support::play::post_ok(&p.white, "/settings/language", &[("language", lang)])
                .await;
            let settings = format!("{}/settings", app.address);
            crate::browser_phone::goto_in(&chrome, &settings, lang).await;
        }
        for dark in [false, true] {
            chrome.dark(dark).await;
            for page in pages {
                chrome.goto(&format!("{}{page}", app.address)).await;
                if page == game {
                    chrome.wait_for("cg-board piece").await;
                }
                for finding in axe_findings(&chrome).await {
                    problems.push(format!("{page} ({lang}, dark: {dark}): {finding}"));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "axe findings:\n{}",
        problems.join("\n")
    );
}
