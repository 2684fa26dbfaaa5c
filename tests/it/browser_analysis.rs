//! The game page's analysis board in a real headless Chromium. A player whose opponent
//! is on move builds a line there by mouse (the opponent's move, a Chess960 castling by
//! the king's castling square in reply, the opponent's castling king onto rook, a
//! reply), takes a move back with the arrow key and redoes it, nothing being sent;
//! saves it through the page's line form and sees it listed; the opponent's matching
//! move is then answered at once. A line from the player's own move (on their move,
//! typed, or from an earlier position of the replay) offers no save button; the board
//! starts from the replayed position and Reset brings it back to the game board's; a
//! pawn promotes to the piece chosen (or the choice is cancelled). axe stays clean and
//! the test writes target/tmp/screenshots/analysis-desktop-*.png.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::{Api, api_game, api_user};
use crate::browser::{axe_findings, screenshot_path};
use crate::support::{
    Browser, TestApp,
    chrome::{Chrome, Options, Viewport},
};

/// Start position 534, RNBKQBNR: after the opening below White's king on d1 can castle
/// short to g1, and Black's on d8 long onto the rook on a8.
const START: i64 = 534;
/// Seven half-moves: Black to move.
const OPENING: &[&str] = &["e4", "e5", "Nf3", "Nc6", "Bc4", "d6", "Qe2"];
/// The element holding the analysis board.
const BOARD: &str = "#analysis-board";
/// The board after 4...Be6 5.O-O O-O-O 6.a4 (both castlings done), Black to move.
const LINE_BOARD: &str = "2krqbnr/ppp2ppp/2npb3/4p3/P1B1P3/5N2/1PPPQPPP/RNB2RK1 b";

/// Alice (white) and Bob with API clients and browsers, in a game of [`START`].
struct Players {
    alice: Api,
    alice_web: Browser,
    bob: Api,
    bob_web: Browser,
    game: i64,
}

/// The players, with `moves` played in turn over the API.
async fn players(app: &TestApp, moves: &[&str]) -> Players {
    let (alice, _, alice_web) = api_user(app, "alice").await;
    let (bob, b, bob_web) = api_user(app, "bob").await;
    let game = api_game(&alice, &bob, &b, START, false).await;
    let p = Players {
        alice,
        alice_web,
        bob,
        bob_web,
        game,
    };
    for (ply, mv) in moves.iter().enumerate() {
        let api = if ply % 2 == 0 { &p.alice } else { &p.bob };
        let res = p.play(api, mv, ply).await;
        assert_eq!(res, StatusCode::CREATED, "{mv}");
    }
    p
}

impl Players {
    async fn play(&self, api: &Api, mv: &str, ply: usize) -> StatusCode {
        let path = format!("/api/v1/games/{}/moves", self.game);
        api.post(&path, json!({ "move": mv, "ply": ply }))
            .await
            .status
    }

    /// The game's moves as the API lists them: (SAN, UCI).
    async fn moves(&self) -> Vec<(String, String)> {
        let res = self
            .alice
            .get(&format!("/api/v1/games/{}", self.game))
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        let moves: Vec<Value> = serde_json::from_value(res.json["moves"].clone()).unwrap();
        moves
            .iter()
            .map(|m| {
                (
                    m["san"].as_str().unwrap().into(),
                    m["uci"].as_str().unwrap().into(),
                )
            })
            .collect()
    }
}

async fn desktop() -> Chrome {
    Chrome::start(Options {
        viewport: Viewport::Desktop,
        javascript: true,
    })
    .await
}

/// Opens `path` of the app as `who`, its analysis board drawn.
async fn open(chrome: &Chrome, app: &TestApp, who: &Browser, path: &str) {
    chrome.log_in_as(&app.address, who).await;
    chrome.goto(&format!("{}{path}", app.address)).await;
    chrome.wait_for("#analysis-board cg-board piece").await;
}

/// The line the analysis board shows, in SAN.
async fn line(chrome: &Chrome) -> String {
    chrome.text("#analysis-sans").await
}

/// Waits until the analysis board's line reads `expected`.
async fn wait_line(chrome: &Chrome, expected: &str) {
    chrome
        .wait_until(&format!("the line {expected}"), || async {
            line(chrome).await == expected
        })
        .await;
}

/// Whether the save button shows (is laid out on the page).
async fn save_offered(chrome: &Chrome) -> bool {
    let shown = chrome
        .js(
            "const b = document.getElementById('analysis-save'); return !!b && b.getClientRects().length > 0;",
            vec![],
        )
        .await;
    shown == json!(true)
}

/// The FEN the analysis board shows (its accessible name ends with it).
async fn analysis_fen(chrome: &Chrome) -> String {
    let label = chrome
        .js(
            "return document.querySelector('#analysis-board .cg-board-wrap').getAttribute('aria-label');",
            vec![],
        )
        .await;
    let label = label.as_str().unwrap_or_default();
    label.split(": ").nth(1).unwrap_or_default().to_owned()
}

/// The squares of the last move the analysis board marks (and shows).
async fn marked(chrome: &Chrome) -> Vec<String> {
    let keys = chrome
        .js(
            "return [...document.querySelectorAll('#analysis-board square.last-move')]
                .filter(s => getComputedStyle(s).display !== 'none').map(s => s.cgKey).sort();",
            vec![],
        )
        .await;
    serde_json::from_value(keys).unwrap()
}

/// Alice builds 4...Be6 5.O-O O-O-O 6.a4 by mouse; only a line ending with her own
/// reply can be saved, and nothing reaches the game.
async fn build_line(chrome: &Chrome, p: &Players) {
    assert_eq!(
        chrome.text("#analysis-from").await,
        "From the current position."
    );
    assert!(
        chrome
            .text(".analysis-badge")
            .await
            .contains("Analysis, not sent.")
    );
    assert!(!save_offered(chrome).await, "no moves, nothing to save");
    chrome.drag_on(BOARD, "c8", "e6").await;
    wait_line(chrome, "4...Be6").await;
    assert!(
        !save_offered(chrome).await,
        "the line must end with a reply"
    );
    assert!(
        chrome
            .text("#analysis-save-note")
            .await
            .contains("ends with your reply"),
        "{}",
        chrome.text("#analysis-save-note").await
    );
    // White castles by moving the king to its castling square, Black onto its rook.
    chrome.drag_on(BOARD, "d1", "g1").await;
    wait_line(chrome, "4...Be6 5.O-O").await;
    assert!(save_offered(chrome).await, "opponent's move and reply");
    chrome.tap_on(BOARD, "d8").await;
    chrome.tap_on(BOARD, "a8").await;
    wait_line(chrome, "4...Be6 5.O-O O-O-O").await;
    chrome.drag_on(BOARD, "a2", "a4").await;
    wait_line(chrome, "4...Be6 5.O-O O-O-O 6.a4").await;
    assert!(analysis_fen(chrome).await.starts_with(LINE_BOARD));
    assert_eq!(p.moves().await.len(), OPENING.len(), "nothing was sent");
    assert_eq!(chrome.text("#replay-shown").await, "Current position");
}

/// The arrow key takes 6.a4 back (the game board stays), the button redoes it.
async fn take_back_and_redo(chrome: &Chrome) {
    let focused = chrome.client.active_element().await.unwrap();
    focused.send_keys("\u{E012}").await.unwrap(); // ArrowLeft
    wait_line(chrome, "4...Be6 5.O-O O-O-O").await;
    assert_eq!(chrome.text("#analysis-ahead").await, "(taken back: 6.a4)");
    assert!(
        !save_offered(chrome).await,
        "a line ending with Black's move"
    );
    assert_eq!(
        chrome.text("#replay-shown").await,
        "Current position",
        "the game board did not step back"
    );
    chrome.click("#analysis-forward").await;
    wait_line(chrome, "4...Be6 5.O-O O-O-O 6.a4").await;
    assert_eq!(chrome.text("#analysis-ahead").await, "");
    assert!(analysis_fen(chrome).await.starts_with(LINE_BOARD));
    assert_eq!(marked(chrome).await, ["a2", "a4"], "the last move marked");
    assert!(save_offered(chrome).await);
}

/// The analysis section alone, in the light and the dark theme.
async fn screenshots(chrome: &Chrome) {
    for (dark, theme) in [(false, "light"), (true, "dark")] {
        chrome.dark(dark).await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        let path = screenshot_path(&format!("analysis-desktop-{theme}"));
        chrome.screenshot_of("#analysis", &path).await;
    }
    chrome.dark(false).await;
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn a_line_built_on_the_analysis_board_is_saved_and_answers_the_move() {
    let app = TestApp::spawn().await;
    let p = players(&app, OPENING).await;
    let chrome = desktop().await;
    open(&chrome, &app, &p.alice_web, &format!("/games/{}", p.game)).await;
    build_line(&chrome, &p).await;
    take_back_and_redo(&chrome).await;
    let findings = axe_findings(&chrome).await;
    assert!(findings.is_empty(), "axe: {findings:?}");
    screenshots(&chrome).await;

    chrome.click("#analysis-save").await;
    chrome.wait_for("#conditional-lines").await;
    assert_eq!(
        chrome.text("#conditional-lines kbd.line").await,
        "Be6 O-O O-O-O a4"
    );
    let res = p
        .alice
        .get(&format!("/api/v1/games/{}/conditionals", p.game))
        .await;
    let ucis: Vec<&str> = res.json[0]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["uci"].as_str().unwrap())
        .collect();
    assert_eq!(ucis, ["c8e6", "d1h1", "d8a8", "a2a4"], "{}", res.text);
    assert_eq!(p.moves().await.len(), OPENING.len(), "a line, not a move");

    // Bob plays the line's first move: Alice's castling answers it at once.
    assert_eq!(p.play(&p.bob, "Be6", 7).await, StatusCode::CREATED);
    let moves = p.moves().await;
    assert_eq!(moves.len(), 9);
    assert_eq!(moves[7], ("Be6".into(), "c8e6".into()));
    assert_eq!(moves[8], ("O-O".into(), "d1h1".into()));
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn lines_from_my_own_move_offer_no_save_button() {
    let app = TestApp::spawn().await;
    let mut moves = OPENING.to_vec();
    moves.extend(["Be6", "O-O"]);
    let p = players(&app, &moves).await;
    let chrome = desktop().await;

    // Bob is on move: his line starts with his own move.
    open(&chrome, &app, &p.bob_web, &format!("/games/{}", p.game)).await;
    assert_eq!(analysis_fen(&chrome).await, chrome.text("#fen").await);
    // Typed moves too: castling, then a move the position refuses (named, not played).
    let typed = chrome.wait_for("#analysis-move").await;
    typed.send_keys("O-O-O\u{E007}").await.unwrap(); // Enter
    wait_line(&chrome, "5...O-O-O").await;
    typed.send_keys("Qh5\u{E007}").await.unwrap();
    chrome.wait_for("#analysis-move-error:not([hidden])").await;
    assert!(chrome.text("#analysis-move-error").await.contains("Qh5"));
    assert_eq!(line(&chrome).await, "5...O-O-O");
    chrome.drag_on(BOARD, "a2", "a4").await;
    wait_line(&chrome, "5...O-O-O 6.a4").await;
    assert!(!save_offered(&chrome).await, "on my move");
    assert!(
        chrome
            .text("#analysis-save-note")
            .await
            .contains("It is your move")
    );
    assert_eq!(p.moves().await.len(), 9, "nothing was sent");

    // Alice, Bob on move, looks at an earlier position where she is on move.
    let path = format!("/games/{}?ply=6", p.game);
    open(&chrome, &app, &p.alice_web, &path).await;
    assert_eq!(
        chrome.text("#analysis-from").await,
        "From the position after half-move 6 of 9."
    );
    assert_eq!(analysis_fen(&chrome).await, chrome.text("#fen").await);
    // While its line is empty, the analysis board follows the replay.
    chrome.click("#replay-prev").await;
    assert_eq!(
        chrome.text("#analysis-from").await,
        "From the position after half-move 5 of 9."
    );
    chrome.click("#replay-next").await;
    chrome.drag_on(BOARD, "e1", "e2").await;
    wait_line(&chrome, "4.Qe2").await;
    chrome.drag_on(BOARD, "c8", "e6").await;
    wait_line(&chrome, "4.Qe2 Be6").await;
    assert!(
        !save_offered(&chrome).await,
        "not from the current position"
    );
    assert!(
        chrome
            .text("#analysis-save-note")
            .await
            .contains("current position")
    );

    // Reset: the game board's position (now the current one), an empty line.
    chrome.click("#replay-last").await;
    assert_eq!(
        chrome.text("#analysis-from").await,
        "From the position after half-move 6 of 9."
    );
    chrome.click("#analysis-reset").await;
    assert_eq!(
        chrome.text("#analysis-from").await,
        "From the current position."
    );
    assert_eq!(line(&chrome).await, "no moves yet");
    assert_eq!(analysis_fen(&chrome).await, chrome.text("#fen").await);
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn a_pawn_promotes_on_the_analysis_board_to_the_piece_chosen() {
    let app = TestApp::spawn().await;
    let moves = [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "d6", "Qe2", "Be6", "O-O", "d8a8", "a4", "h6", "a5", "g6",
        "a6", "h5", "axb7+", "Kd7",
    ];
    let p = players(&app, &moves).await;
    let chrome = desktop().await;
    open(&chrome, &app, &p.alice_web, &format!("/games/{}", p.game)).await;
    let chooser = "#analysis-promotion";
    // Cancelled: nothing played, the chooser closes.
    chrome.tap_on(BOARD, "b7").await;
    chrome.tap_on(BOARD, "b8").await;
    chrome.wait_for(&format!("{chooser}:not([hidden])")).await;
    chrome
        .click(&format!("{chooser} button[data-role='']"))
        .await;
    assert_eq!(line(&chrome).await, "no moves yet");
    assert_eq!(chrome.text(chooser).await, "", "the chooser closed");
    // A knight, with check.
    chrome.tap_on(BOARD, "b7").await;
    chrome.tap_on(BOARD, "b8").await;
    chrome.wait_for(&format!("{chooser}:not([hidden])")).await;
    chrome
        .click(&format!("{chooser} button[data-role='n']"))
        .await;
    wait_line(&chrome, "10.b8=N+").await;
    assert!(analysis_fen(&chrome).await.starts_with("1N1"));
    assert_eq!(p.moves().await.len(), moves.len(), "nothing was sent");
}
