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

// ---- The computer analysis on the game page (issue 45): colours, legend, the engine
// beside the board while stepping through the game, the live refresh. ----

mod computer {
    use std::path::{Path, PathBuf};
    use std::time::Duration;

    use reqwest::StatusCode;
    use serde_json::{Value, json};

    use crate::analysis::{GAME, START, analysis_when, app_with_engine, play_api, stockfish};
    use crate::api::{Api, api_game, verified_player};
    use crate::browser_tables::target_screenshot;
    use crate::support::{
        Browser, TestApp,
        chrome::{Chrome, Options, Viewport},
    };

    /// The graph's areas as the stylesheet colours them: (theme, White's, Black's).
    const GRAPH_FILLS: [(&str, &str, &str); 2] = [
        ("light", "rgb(243, 239, 230)", "rgb(68, 71, 77)"),
        ("dark", "rgb(207, 201, 188)", "rgb(20, 21, 23)"),
    ];
    /// The results bar's parts: White wins, draws, Black wins; light, then dark.
    const BAR_FILLS: [[&str; 3]; 2] = [
        [
            "rgb(243, 239, 230)",
            "rgb(169, 165, 155)",
            "rgb(58, 60, 65)",
        ],
        [
            "rgb(217, 212, 199)",
            "rgb(123, 120, 112)",
            "rgb(15, 16, 18)",
        ],
    ];
    const BLACK: &str = "rgb(0, 0, 0)";

    /// An evaluation of the API's `plies` entry as the page writes it.
    fn eval_text(ply: &Value) -> String {
        match (ply["cp"].as_i64(), ply["mate"].as_i64()) {
            (Some(cp), _) => format!("{:+.2}", cp as f64 / 100.0),
            (None, Some(0)) => "checkmate".into(),
            (None, Some(n)) => format!("#{n}"),
            _ => panic!("no evaluation: {ply}"),
        }
    }

    /// A finished game of `moves` from [`START`] (resigned by White unless it ended),
    /// analysed by `engine` as asked over the API (waited for when `wait`): the app,
    /// White's browser and API, the game.
    async fn game_with(engine: PathBuf, moves: &[&str]) -> (TestApp, Browser, Api, i64) {
        let app = app_with_engine(engine, Duration::from_secs(60)).await;
        let (white_page, white, _) = verified_player(&app, "cw").await;
        let (_, black, black_name) = verified_player(&app, "cb").await;
        let game = api_game(&white, &black, &black_name, START, true).await;
        play_api(&white, &black, game, moves, 0).await;
        if moves.len() < GAME.len() {
            let res = white
                .post_empty(&format!("/api/v1/games/{game}/resign"))
                .await;
            assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        }
        (app, white_page, white, game)
    }

    async fn ask(white: &Api, game: i64) {
        let res = white
            .post_empty(&format!("/api/v1/games/{game}/analysis"))
            .await;
        assert_eq!(res.status, StatusCode::ACCEPTED, "{}", res.text);
    }

    async fn chrome(viewport: Viewport, javascript: bool) -> Chrome {
        Chrome::start(Options {
            viewport,
            javascript,
        })
        .await
    }

    /// The computed colours of the graph, and each legend entry's swatch (false when
    /// the entry is not shown).
    const GRAPH_COLOURS: &str = r#"
const style = s => { const e = document.querySelector(s); return e ? getComputedStyle(e) : null; };
const g = '#eval-graph ';
return {
  white: style(g + '.eval-white').fill,
  black: style(g + '.eval-black').fill,
  line: style(g + '.eval-line').stroke,
  lineFill: style(g + '.eval-line').fill,
  points: [...document.querySelectorAll(g + '.eval-point')].map(p => getComputedStyle(p).fill),
  legend: [...document.querySelectorAll('#eval-legend li')].map(li =>
    li.getClientRects().length > 0 && li.getBoundingClientRect().width > 0
      && getComputedStyle(li.querySelector('.swatch')).backgroundColor),
};
"#;

    /// The graph in the theme of `GRAPH_FILLS[k]`: areas, line and points coloured,
    /// none black, the legend shown with the areas' colours.
    async fn graph_coloured(chrome: &Chrome, k: usize) {
        let (theme, white, black) = GRAPH_FILLS[k];
        chrome.dark(k == 1).await;
        tokio::time::sleep(Duration::from_millis(200)).await;
        let c = chrome.js(GRAPH_COLOURS, vec![]).await;
        assert_eq!(c["white"], white, "{theme}: {c}");
        assert_eq!(c["black"], black, "{theme}: {c}");
        assert_eq!(c["lineFill"], "none", "{theme}: {c}");
        assert_ne!(c["line"], BLACK, "{theme}: {c}");
        assert_ne!(c["line"], "none", "{theme}: {c}");
        let points = c["points"].as_array().unwrap();
        assert_eq!(points.len(), GAME.len(), "{c}");
        assert!(points.iter().all(|p| p != BLACK), "{theme}: {c}");
        let legend = c["legend"].as_array().unwrap();
        assert_eq!(legend.len(), 6, "{c}");
        assert_eq!(legend[0], white, "{theme}: the legend's White {c}");
        assert_eq!(legend[1], black, "{theme}: the legend's Black {c}");
        for swatch in legend {
            assert!(
                swatch.is_string() && swatch != "rgba(0, 0, 0, 0)" && swatch != BLACK,
                "{theme}: every legend entry shown with its colour: {c}"
            );
        }
    }

    #[tokio::test]
    #[ignore = "needs chromium, chromedriver and stockfish: apt-get install chromium chromium-driver stockfish"]
    async fn the_graph_and_the_results_bar_have_colours_and_legends_in_both_themes() {
        let (app, white_page, white, game) = game_with(stockfish(), &GAME).await;
        ask(&white, game).await;
        let done = analysis_when(&white, game, &["done", "failed"]).await;
        assert_eq!(done["status"], "done", "{done}");
        let plies = done["plies"].as_array().unwrap().clone();

        let desktop = chrome(Viewport::Desktop, true).await;
        desktop.log_in_as(&app.address, &white_page).await;
        desktop.goto(&format!("{}/games/{game}", app.address)).await;
        desktop.wait_for("#eval-graph").await;
        for k in 0..2 {
            graph_coloured(&desktop, k).await;
        }

        // The results bar of the start position, with its legend.
        desktop.dark(false).await;
        desktop
            .goto(&format!("{}/positions/{START}", app.address))
            .await;
        desktop.wait_for("#results-bar").await;
        for (k, fills) in BAR_FILLS.iter().enumerate() {
            desktop.dark(k == 1).await;
            tokio::time::sleep(Duration::from_millis(200)).await;
            let c = desktop
                .js(
                    "const f = s => getComputedStyle(document.querySelector('#results-bar ' + s)).fill;
                     return [f('.bar-white'), f('.bar-draw'), f('.bar-black'),
                             [...document.querySelectorAll('#results-legend li')]
                               .filter(li => li.getBoundingClientRect().width > 0).length];",
                    vec![],
                )
                .await;
            assert_eq!(c, json!([fills[0], fills[1], fills[2], 3]), "theme {k}");
        }

        // Without JavaScript: the graph coloured, every move's evaluation in a table,
        // the engine's word beside the board for the position asked for.
        let plain = chrome(Viewport::Desktop, false).await;
        plain.goto(&format!("{}/games/{game}", app.address)).await;
        plain.wait_for("#eval-graph").await;
        graph_coloured(&plain, 0).await;
        let rows = plain
            .js(
                "return [...document.querySelectorAll('#eval-table tbody tr')]
                   .filter(r => r.getBoundingClientRect().height > 0)
                   .map(r => r.querySelector('td').textContent);",
                vec![],
            )
            .await;
        let expected: Vec<String> = plies.iter().map(eval_text).collect();
        assert_eq!(rows, json!(expected), "an evaluation per move, shown");
        assert_eq!(plain.text("#engine-eval").await, "checkmate");
        assert_eq!(plain.text("#engine-best").await, "none, the game is over");
        plain
            .goto(&format!("{}/games/{game}?ply=26", app.address))
            .await;
        assert_eq!(plain.text("#engine-eval").await, "#1", "White mates in one");
        let best = plain
            .js(
                "return document.getElementById('engine-best').dataset.uci;",
                vec![],
            )
            .await;
        assert_eq!(best, plies[26]["best"], "the engine's move before 14.Qxg8#");

        // The analysed game on a phone, for the eye.
        let phone = chrome(Viewport::Phone, true).await;
        phone.log_in_as(&app.address, &white_page).await;
        phone
            .goto(&format!("{}/games/{game}?ply=26", app.address))
            .await;
        phone.wait_for("#board-host cg-board piece").await;
        for (dark, theme) in [(false, "light"), (true, "dark")] {
            phone.dark(dark).await;
            tokio::time::sleep(Duration::from_millis(300)).await;
            phone
                .screenshot(&target_screenshot(&format!("analysed-game-phone-{theme}")))
                .await;
        }
    }

    /// Stockfish that thinks 0.4 s longer per position, so the page can be watched
    /// while the analysis runs.
    fn slow_stockfish() -> PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fake-engines");
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("slow-{}.sh", uuid::Uuid::new_v4().simple()));
        let script = format!(
            "#!/bin/sh\nwhile IFS= read -r line; do\n  case \"$line\" in go*) sleep 0.4;; esac\n  \
             printf '%s\\n' \"$line\"\ndone | {}\n",
            stockfish().display()
        );
        std::fs::write(&path, script).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    /// What the box beside the board says and draws: evaluation, the engine's move in
    /// UCI, the arrow's move (null when none is shown) and its first point.
    async fn engine_box(chrome: &Chrome) -> Value {
        chrome
            .js(
                "const a = document.querySelector('#board-host .engine-arrow');
                 const shown = !!a && a.getBoundingClientRect().width > 0;
                 const l = a && a.querySelector('line');
                 return [document.getElementById('engine-eval').textContent,
                         document.getElementById('engine-best').dataset.uci,
                         shown ? a.getAttribute('data-move') : null,
                         shown ? [Number(l.getAttribute('x1')), Number(l.getAttribute('y1'))] : null];",
                vec![],
            )
            .await
    }

    /// The centre of `square` in the arrow's 8 × 8 board, White at the bottom.
    fn centre(square: &str) -> Value {
        let b = square.as_bytes();
        json!([
            f64::from(b[0] - b'a') + 0.5,
            7.0 - f64::from(b[1] - b'1') + 0.5
        ])
    }

    /// The box at ply `p` shows the evaluation after move `p` and the engine's move
    /// there (the API's choice before move `p + 1`), with its arrow.
    async fn box_at(chrome: &Chrome, plies: &[Value], p: usize) {
        let best = plies[p]["best"].as_str().unwrap();
        let expected = json!([
            eval_text(&plies[p - 1]),
            best,
            &best[..4],
            centre(&best[..2])
        ]);
        let ok = chrome
            .holds_within(Duration::from_secs(5), || async {
                engine_box(chrome).await == expected
            })
            .await;
        assert!(ok, "ply {p}: {} ≠ {expected}", engine_box(chrome).await);
    }

    #[tokio::test]
    #[ignore = "needs chromium, chromedriver and stockfish: apt-get install chromium chromium-driver stockfish"]
    async fn the_analysis_refreshes_live_and_the_engine_follows_the_steps() {
        let moves = &GAME[..10];
        let (app, white_page, white, game) = game_with(slow_stockfish(), moves).await;
        let chrome = chrome(Viewport::Desktop, true).await;
        chrome.log_in_as(&app.address, &white_page).await;
        chrome.goto(&format!("{}/games/{game}", app.address)).await;
        chrome.wait_for("#board-host cg-board piece").await;
        chrome.wait_for("#computer-request").await;
        chrome.js("window.notReloaded = true;", vec![]).await;
        let hidden = chrome
            .js(
                "return document.getElementById('engine-box').getClientRects().length;",
                vec![],
            )
            .await;
        assert_eq!(hidden, json!(0), "no engine box before the analysis");

        // Asked elsewhere (the API): the page shows the engine at work by itself...
        ask(&white, game).await;
        let running = chrome
            .holds_within(Duration::from_secs(20), || async {
                let text = chrome.text("#computer-progress").await;
                text.starts_with("Analysing, ")
                    && text.ends_with(" of 11 positions.")
                    && !text.starts_with("Analysing, 0 ")
            })
            .await;
        assert!(
            running,
            "progress shown live: {}",
            chrome.text("#computer").await
        );
        // ... and says when it is done, with the graph, without a reload.
        let done = chrome
            .holds_within(Duration::from_secs(60), || async {
                chrome.text("#computer-done").await
                    == "Analysis complete: 11 positions judged by the engine."
            })
            .await;
        assert!(done, "done shown live: {}", chrome.text("#computer").await);
        assert_eq!(chrome.text("#computer-progress").await, "");
        chrome.wait_for("#eval-graph").await;
        assert_eq!(
            chrome
                .js("return window.notReloaded === true;", vec![])
                .await,
            json!(true),
            "the page was not reloaded"
        );

        let api = analysis_when(&white, game, &["done"]).await;
        let plies = api["plies"].as_array().unwrap().clone();
        assert_eq!(plies.len(), moves.len());
        // The current position (White resigned: the engine still has a move there).
        let last = engine_box(&chrome).await;
        assert_eq!(last[0], json!(eval_text(&plies[9])), "{last}");
        assert!(last[2].is_string(), "an arrow: {last}");

        // Stepping through the game: the box and the arrow follow each position.
        chrome.click("#move-list a[data-ply='5']").await;
        box_at(&chrome, &plies, 5).await;
        let focused = chrome.client.active_element().await.unwrap();
        focused.send_keys("\u{E012}").await.unwrap(); // ArrowLeft
        box_at(&chrome, &plies, 4).await;
        chrome.click("#replay-next").await;
        chrome.click("#replay-next").await;
        box_at(&chrome, &plies, 6).await;

        // Without the script, the page of a position says the same.
        let page = white_page.get(&format!("/games/{game}?ply=5")).await.body;
        let eval = format!("id=\"engine-eval\">{}</dd>", eval_text(&plies[4]));
        assert!(page.contains(&eval), "{eval} in {page}");
        let best = format!("data-uci=\"{}\"", plies[5]["best"].as_str().unwrap());
        assert!(page.contains(&best), "{best}");
    }
}
