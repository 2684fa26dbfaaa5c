//! The computer analysis of finished games: the real Stockfish on a short Chess960
//! game with castling both ways (evaluations, a mate in one, marks, accuracy, the page,
//! the API, the PGN read back by python-chess), the fair-play refusal of a running
//! game, and fake engines (a crash, a hang, garbage) that fail a job with its reason
//! while the server keeps answering.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::{Api, api_game, both_moved, verified_player};
use crate::metrics::{scrape, total};
use crate::support::{TestApp, python::python_with};

/// Start position 548 (not the classical one): White castles king side, Black queen
/// side, and White mates on move 14.
pub(crate) const START: i64 = 548;
pub(crate) const GAME: [&str; 27] = [
    "c3", "b6", "g3", "g5", "e4", "Bb7", "g4", "h5", "Bc2", "Nc6", "f4", "d6", "h4", "Rh7", "Qd4",
    "Ne6", "Qg7", "a6", "Bb3", "Ne5", "Nfe3", "Ba7", "O-O", "O-O-O", "Bxe6+", "Rd7", "Qxg8#",
];

/// Stockfish as the app would find it, or a panic saying what to install.
pub(crate) fn stockfish() -> PathBuf {
    let setting = std::env::var("STOCKFISH").ok();
    corrchess::config::find_engine(setting.as_deref(), std::env::var_os("PATH").as_deref())
        .expect("needs stockfish: apt-get install stockfish")
}

/// An app whose analysis runs `engine` with a small budget and a quick poll.
pub(crate) async fn app_with_engine(engine: PathBuf, timeout: Duration) -> TestApp {
    TestApp::spawn_with(|c| {
        c.analysis.engine = Some(engine);
        c.analysis.nodes = 20_000;
        c.analysis.position_timeout = timeout;
        c.analysis.poll_interval = Duration::from_millis(50);
    })
    .await
}

/// Plays `moves` over the API, in turn, from ply `from`.
pub(crate) async fn play_api(white: &Api, black: &Api, game: i64, moves: &[&str], from: usize) {
    for (i, mv) in moves.iter().enumerate() {
        let ply = from + i;
        let who = if ply.is_multiple_of(2) { white } else { black };
        let res = who
            .post(
                &format!("/api/v1/games/{game}/moves"),
                json!({"move": mv, "ply": ply}),
            )
            .await;
        assert_eq!(res.status, StatusCode::CREATED, "{mv}: {}", res.text);
    }
}

/// Polls the analysis until its status is one of `wanted` (the worker runs apart).
pub(crate) async fn analysis_when(api: &Api, game: i64, wanted: &[&str]) -> Value {
    for _ in 0..2400 {
        let res = api.get(&format!("/api/v1/games/{game}/analysis")).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        if wanted.contains(&res.json["status"].as_str().unwrap_or("")) {
            return res.json;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the analysis of game {game} never reached {wanted:?}");
}

#[tokio::test]
#[ignore = "needs stockfish: apt-get install stockfish"]
async fn stockfish_judges_a_chess960_game_with_both_castlings() {
    // The process's recorder, so the worker's counters are kept.
    let judged_before = total(&corrchess::metrics::handle().render(), POSITIONS_METRIC);
    let app = app_with_engine(stockfish(), Duration::from_secs(60)).await;
    let (white_page, white, _) = verified_player(&app, "anw").await;
    let (_black_page, black, black_name) = verified_player(&app, "anb").await;
    let game = api_game(&white, &black, &black_name, START, true).await;
    play_api(&white, &black, game, &GAME[..4], 0).await;

    // Running: refused on the page and in the API, for fair play, and said so.
    let refused = white_page
        .post_form(&format!("/games/{game}/analysis"), &[])
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    assert!(refused.body.contains("unfair play"), "{}", refused.body);
    let page = white_page.get(&format!("/games/{game}")).await.body;
    assert!(page.contains("id=\"computer-refusal\""), "{page}");
    assert!(!page.contains("id=\"computer-request\""));
    white
        .post_empty(&format!("/api/v1/games/{game}/analysis"))
        .await
        .assert_problem(409, "game-still-running");

    play_api(&white, &black, game, &GAME[4..], 4).await;
    let page = white_page.get(&format!("/games/{game}")).await.body;
    assert!(page.contains("id=\"computer-request\""), "{page}");
    let asked = white_page
        .post_form(&format!("/games/{game}/analysis"), &[])
        .await;
    assert_eq!(asked.status, StatusCode::SEE_OTHER, "{}", asked.body);

    let done = analysis_when(&white, game, &["done", "failed"]).await;
    assert_eq!(done["status"], "done", "{done}");
    assert_eq!(done["positions"], 28);
    assert_eq!(done["positions_done"], 28);
    let judged = total(&corrchess::metrics::handle().render(), POSITIONS_METRIC);
    assert!(judged >= judged_before + 28.0, "{judged_before} → {judged}");
    let plies = done["plies"].as_array().unwrap();
    assert_eq!(plies.len(), GAME.len());
    // After 13.Rd7 White mates in one; after the mate nothing is left.
    assert_eq!(plies[25]["mate"], 1, "{}", plies[25]);
    assert_eq!(plies[26]["mate"], 0, "{}", plies[26]);
    assert!(
        plies[26]["best"].is_string(),
        "the mating move was the engine's choice"
    );
    assert_eq!(plies[26]["mark"], Value::Null, "mating is never a mistake");
    // The first move of a fresh start position is roughly even.
    let first = plies[0]["cp"].as_i64().expect("centipawns");
    assert!(first.abs() < 150, "{first}");
    assert!(plies.iter().any(|p| p["mark"] == "blunder"), "{done}");
    for side in ["white", "black"] {
        let a = done["accuracy"][side].as_f64().unwrap();
        assert!((0.0..=100.0).contains(&a), "{side}: {a}");
    }
    // Castling king onto rook for the engine: the stored best moves are UCI squares.
    assert!(
        plies
            .iter()
            .all(|p| p["best"].as_str().is_some_and(|b| b.len() >= 4))
    );

    let page = white_page.get(&format!("/games/{game}")).await.body;
    assert!(page.contains("id=\"eval-graph\""), "{page}");
    assert!(page.contains(&format!("href=\"/games/{game}?ply=27\"")));
    // Each point names its move, not only the move's number.
    assert!(page.contains("<title>After 1.c3: "), "{page}");
    assert!(page.contains("<title>After 1...b6: "), "{page}");
    assert!(page.contains("<title>After 3...Bb7: "), "{page}");
    assert!(page.contains("id=\"accuracy-white\""));
    assert!(page.contains("id=\"marked-moves\"") && page.contains("blunder"));
    assert!(page.contains("the engine preferred"));
    let german = crate::support::Browser::with_accept_language(&app.address, "de");
    let seite = german.get(&format!("/games/{game}")).await.body;
    assert!(
        seite.contains("Computeranalyse") && seite.contains("Genauigkeit"),
        "{seite}"
    );
    assert!(seite.contains("<title>Nach 3...Lb7: "), "{seite}");

    let pgn = white_page.get(&format!("/games/{game}.pgn")).await.body;
    assert!(pgn.contains("[%eval "), "{pgn}");
    assert!(pgn.contains(" $4 "), "{pgn}");
    python_reads_evals(&pgn, GAME.len() - 1);
    let api_pgn = white.get(&format!("/api/v1/games/{game}/pgn")).await.text;
    assert!(api_pgn.contains("[%eval "), "{api_pgn}");

    // Asking again changes nothing; the figures of the position count the game.
    let again = white
        .post_empty(&format!("/api/v1/games/{game}/analysis"))
        .await;
    assert_eq!(again.status, StatusCode::ACCEPTED, "{}", again.text);
    assert_eq!(again.json["status"], "done");
    let stats = white.get(&format!("/api/v1/positions/{START}/stats")).await;
    assert_eq!(stats.json["games"], 1, "{}", stats.text);
    assert_eq!(stats.json["white_wins"], 1);
}

/// python-chess reads `pgn` as a Chess960 game with an evaluation after `evals` moves
/// (all but the mating one) and the NAGs of the marked moves.
fn python_reads_evals(pgn: &str, evals: usize) {
    let python = python_with("chess");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("analysis");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{}.pgn", uuid::Uuid::new_v4().simple()));
    std::fs::write(&file, pgn).unwrap();
    let script = r#"
import sys, chess.pgn
game = chess.pgn.read_game(open(sys.argv[1]))
assert not game.errors, game.errors
assert game.board().chess960
evals = [n.eval() for n in game.mainline() if n.eval() is not None]
nags = sum(len(n.nags) for n in game.mainline())
board = game.end().board()
assert board.is_checkmate(), board.fen()
print(len(evals), nags, evals[-1].white().mate())
"#;
    let out = Command::new(&python)
        .arg("-c")
        .arg(script)
        .arg(&file)
        .output()
        .expect("python runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let words: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(words[0], evals.to_string(), "{text}");
    assert!(words[1].parse::<usize>().unwrap() > 0, "{text}");
    assert_eq!(
        words[2], "1",
        "the last evaluation is a mate in one: {text}"
    );
}

/// A fake engine: a shell script that does the handshake and then `on_go` (or, with
/// `on_start`, something else from the first line).
fn fake_engine(name: &str, body: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fake-engines");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}-{}.sh", uuid::Uuid::new_v4().simple()));
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// The handshake of a fake engine, then `go` answered by `on_go`.
fn handshake_then(on_go: &str) -> String {
    format!(
        "while read line; do\n  case \"$line\" in\n    uci) echo 'id name fake'; echo uciok;;\n    \
         isready) echo readyok;;\n    go*) {on_go};;\n    quit) exit 0;;\n  esac\ndone"
    )
}

#[tokio::test]
async fn fake_engines_fail_the_job_with_their_reason() {
    let engines = [
        (
            "crashed",
            fake_engine("crash", "echo 'Fake engine'; exit 3"),
        ),
        (
            "timeout",
            fake_engine("hang", &handshake_then("exec sleep 600")),
        ),
        (
            "garbage",
            fake_engine(
                "garbage",
                &handshake_then("echo 'info depth 1 score cp banana'; echo 'bestmove zz'"),
            ),
        ),
    ];
    for (reason, engine) in engines {
        let app = app_with_engine(engine, Duration::from_secs(2)).await;
        let (page, white, game) = finished_game(&app, "fk").await;
        let asked = white
            .post_empty(&format!("/api/v1/games/{game}/analysis"))
            .await;
        assert_eq!(asked.status, StatusCode::ACCEPTED, "{}", asked.text);
        assert_eq!(asked.json["positions"], 3, "{}", asked.text);
        // The server answers while the engine works (or hangs).
        let health = page.get("/healthz").await;
        assert_eq!(health.status, StatusCode::OK);
        let failed = analysis_when(&white, game, &["failed", "done"]).await;
        assert_eq!(failed["status"], "failed", "{reason}: {failed}");
        assert_eq!(failed["reason"], reason, "{failed}");
        assert!(failed.get("plies").is_none());
        let shown = page.get(&format!("/games/{game}")).await;
        assert_eq!(shown.status, StatusCode::OK);
        assert!(
            shown.body.contains("id=\"computer-progress\""),
            "{}",
            shown.body
        );
        assert!(shown.body.contains("The analysis failed"), "{}", shown.body);
        // A failed job is not offered again before its retry time.
        assert!(!shown.body.contains("id=\"computer-request\""));
    }
}

/// A finished game of two new players on `app`: the white player's page and API, and
/// the game.
async fn finished_game(app: &TestApp, prefix: &str) -> (crate::support::Browser, Api, i64) {
    let (page, white, _) = verified_player(app, &format!("{prefix}w")).await;
    let (_, black, black_name) = verified_player(app, &format!("{prefix}b")).await;
    let game = api_game(&white, &black, &black_name, 518, false).await;
    both_moved(&white, &black, game).await;
    let res = white
        .post_empty(&format!("/api/v1/games/{game}/resign"))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    (page, white, game)
}

#[tokio::test]
async fn requests_at_once_all_succeed_and_make_one_job() {
    let engine = fake_engine("hang", &handshake_then("exec sleep 600"));
    let app = app_with_engine(engine, Duration::from_secs(30)).await;
    for round in 0..4 {
        let (_, white, game) = finished_game(&app, &format!("race{round}")).await;
        let path = format!("/api/v1/games/{game}/analysis");
        let (a, b, c, d) = tokio::join!(
            white.post_empty(&path),
            white.post_empty(&path),
            white.post_empty(&path),
            white.post_empty(&path),
        );
        for res in [a, b, c, d] {
            assert_eq!(res.status, StatusCode::ACCEPTED, "{}", res.text);
        }
        let jobs: i64 = sqlx::query_scalar("SELECT count(*) FROM analysis_jobs WHERE game_id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
        assert_eq!(jobs, 1);
    }
}

#[tokio::test]
async fn a_failed_job_is_asked_for_again_only_after_its_retry_time() {
    let engine = fake_engine("crash", "echo 'Fake engine'; exit 3");
    let app = app_with_engine(engine, Duration::from_secs(2)).await;
    let (page, white, game) = finished_game(&app, "rtr").await;
    let path = format!("/api/v1/games/{game}/analysis");
    let asked = white.post_empty(&path).await;
    assert_eq!(asked.status, StatusCode::ACCEPTED, "{}", asked.text);
    analysis_when(&white, game, &["failed"]).await;
    // Asking again at once runs no engine: refused, saying when it may be asked.
    white
        .post_empty(&path)
        .await
        .assert_problem(409, "action-refused");
    let refused = page
        .post_form(&format!("/games/{game}/analysis"), &[])
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    assert!(
        refused
            .body
            .contains("can be asked for again 10 minutes after"),
        "{}",
        refused.body
    );
    let shown = page.get(&format!("/games/{game}")).await.body;
    assert!(!shown.contains("id=\"computer-request\""), "{shown}");
    // Once the retry time has come (the worker's own tries used up), it is queued.
    sqlx::query(
        "UPDATE analysis_jobs SET retry_after = now() - interval '1 second', attempts = 3
         WHERE game_id = $1",
    )
    .bind(game)
    .execute(&app.pool)
    .await
    .unwrap();
    let shown = page.get(&format!("/games/{game}")).await.body;
    assert!(shown.contains("id=\"computer-request\""), "{shown}");
    let again = white.post_empty(&path).await;
    assert_eq!(again.status, StatusCode::ACCEPTED, "{}", again.text);
    // A game the engine cannot replay is never asked for again.
    sqlx::query(
        "UPDATE analysis_jobs SET status = 'failed', reason = 'game', retry_after = NULL,
                locked_until = NULL
         WHERE game_id = $1",
    )
    .bind(game)
    .execute(&app.pool)
    .await
    .unwrap();
    white
        .post_empty(&path)
        .await
        .assert_problem(409, "action-refused");
}

#[tokio::test]
async fn without_an_engine_the_analysis_is_off() {
    let app = TestApp::spawn().await;
    let (page, white, _) = verified_player(&app, "ofw").await;
    let (_, black, black_name) = verified_player(&app, "ofb").await;
    let game = api_game(&white, &black, &black_name, 518, false).await;
    both_moved(&white, &black, game).await;
    white
        .post_empty(&format!("/api/v1/games/{game}/resign"))
        .await;
    white
        .post_empty(&format!("/api/v1/games/{game}/analysis"))
        .await
        .assert_problem(409, "action-refused");
    let none = white.get(&format!("/api/v1/games/{game}/analysis")).await;
    assert_eq!(none.json["status"], "none", "{}", none.text);
    assert_eq!(none.json["positions"], 0);
    let shown = page.get(&format!("/games/{game}")).await.body;
    assert!(shown.contains("it has no engine"), "{shown}");
    assert!(!shown.contains("id=\"computer-request\""));
}

#[tokio::test]
#[ignore = "needs stockfish: apt-get install stockfish"]
async fn auto_queues_rated_games_and_a_dead_workers_job_is_taken_again() {
    let app = TestApp::spawn_with(|c| {
        c.analysis.engine = Some(stockfish());
        c.analysis.nodes = 5_000;
        c.analysis.auto = true;
        c.analysis.poll_interval = Duration::from_millis(50);
    })
    .await;
    let (_, white, _) = verified_player(&app, "auw").await;
    let (_, black, black_name) = verified_player(&app, "aub").await;
    // Rated: queued in the transaction that ends it, nobody asks.
    let rated = api_game(&white, &black, &black_name, 300, true).await;
    both_moved(&white, &black, rated).await;
    white
        .post_empty(&format!("/api/v1/games/{rated}/resign"))
        .await;
    let done = analysis_when(&white, rated, &["done", "failed"]).await;
    assert_eq!(done["status"], "done", "{done}");
    assert_eq!(done["plies"].as_array().unwrap().len(), 2);

    // Unrated: not queued. A job a dead process left running is taken again once
    // its lease ran out, from the first position not stored.
    let casual = api_game(&white, &black, &black_name, 301, false).await;
    both_moved(&white, &black, casual).await;
    white
        .post_empty(&format!("/api/v1/games/{casual}/resign"))
        .await;
    let none = white.get(&format!("/api/v1/games/{casual}/analysis")).await;
    assert_eq!(none.json["status"], "none", "{}", none.text);
    sqlx::query(
        "INSERT INTO analysis_jobs (game_id, status, attempts, locked_until, positions, nodes)
         VALUES ($1, 'running', 1, now() + interval '1 hour', 3, 5000)",
    )
    .bind(casual)
    .execute(&app.pool)
    .await
    .unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let held = white.get(&format!("/api/v1/games/{casual}/analysis")).await;
    assert_eq!(held.json["status"], "running", "a live lease is left alone");
    assert_eq!(held.json["positions_done"], 0);
    sqlx::query(
        "UPDATE analysis_jobs SET locked_until = now() - interval '1 second' WHERE game_id = $1",
    )
    .bind(casual)
    .execute(&app.pool)
    .await
    .unwrap();
    let done = analysis_when(&white, casual, &["done", "failed"]).await;
    assert_eq!(done["status"], "done", "{done}");
    assert_eq!(done["positions_done"], 3);
}

const POSITIONS_METRIC: &str = "corrchess_analysis_positions_total";

#[tokio::test]
async fn the_metrics_show_the_backlog_and_count_failures_by_reason() {
    let hang = fake_engine("hang", &handshake_then("exec sleep 600"));
    let app = TestApp::spawn_with(|c| {
        c.analysis.engine = Some(hang);
        c.analysis.position_timeout = Duration::from_secs(60);
        c.analysis.poll_interval = Duration::from_millis(50);
        c.metrics_addr = Some("127.0.0.1:0".parse().unwrap());
    })
    .await;
    let port = app.metrics_port.expect("the metrics listener runs");
    let (_, white, game) = finished_game(&app, "mh").await;
    white
        .post_empty(&format!("/api/v1/games/{game}/analysis"))
        .await;
    analysis_when(&white, game, &["running"]).await;
    let text = scrape(port).await;
    let running = "corrchess_analysis_jobs{status=\"running\"}";
    assert!(total(&text, running) >= 1.0, "{text}");
    for line in [
        "corrchess_analysis_oldest_queued_seconds ",
        "corrchess_analysis_jobs{status=\"queued\"} ",
    ] {
        assert!(text.contains(line), "{line}: {text}");
    }

    let failed = "corrchess_analysis_jobs_ended_total{outcome=\"crashed\"}";
    let before = total(&text, failed);
    let crash = fake_engine("crash", "echo 'Fake engine'; exit 3");
    let app = app_with_engine(crash, Duration::from_secs(2)).await;
    let (_, white, game) = finished_game(&app, "mc").await;
    white
        .post_empty(&format!("/api/v1/games/{game}/analysis"))
        .await;
    analysis_when(&white, game, &["failed"]).await;
    // Other tests in this process fail jobs too: the counter grows by at least ours.
    let after = total(&scrape(port).await, failed);
    assert!(after >= before + 1.0, "{before} → {after}");
}

/// Issue 44, item 5: a player's requests may have 2 jobs waiting or running; a third
/// is refused with the reason, on the page and in the API, until one has finished.
#[tokio::test]
async fn a_player_has_at_most_two_analyses_waiting_or_running() {
    let app = TestApp::spawn_with(|c| {
        c.analysis.engine = Some(fake_engine("hang", &handshake_then("exec sleep 600")));
        // No worker: every job stays queued.
        c.analysis.workers = 0;
    })
    .await;
    let (page, white, _) = verified_player(&app, "lmw").await;
    let (_, black, black_name) = verified_player(&app, "lmb").await;
    let mut games = Vec::new();
    for start in [518, 519, 520] {
        let game = api_game(&white, &black, &black_name, start, false).await;
        both_moved(&white, &black, game).await;
        let res = white
            .post_empty(&format!("/api/v1/games/{game}/resign"))
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        games.push(game);
    }
    let path = |game: i64| format!("/api/v1/games/{game}/analysis");
    for game in &games[..2] {
        let res = white.post_empty(&path(*game)).await;
        assert_eq!(res.status, StatusCode::ACCEPTED, "{}", res.text);
    }
    let refused = white.post_empty(&path(games[2])).await;
    refused.assert_problem(409, "action-refused");
    assert!(
        refused.json["detail"]
            .as_str()
            .unwrap()
            .contains("You have 2 analyses waiting or running already"),
        "{}",
        refused.text
    );
    let shown = page
        .post_form(&format!("/games/{}/analysis", games[2]), &[])
        .await;
    assert_eq!(shown.status, StatusCode::CONFLICT, "{}", shown.body);
    assert!(
        shown
            .body
            .contains("ask for this one when one of them has finished"),
        "{}",
        shown.body
    );
    // Asking again for a game that has its job is answered as before.
    let again = white.post_empty(&path(games[0])).await;
    assert_eq!(again.status, StatusCode::ACCEPTED, "{}", again.text);
    // The opponent's requests are theirs to count.
    let theirs = black.post_empty(&path(games[2])).await;
    assert_eq!(theirs.status, StatusCode::ACCEPTED, "{}", theirs.text);
    let jobs: i64 = sqlx::query_scalar("SELECT count(*) FROM analysis_jobs")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(jobs, 3);
}

/// Issue 44, item 5: the workers take requesters in turn. A queued two jobs, then B
/// one: B's is taken second, whether A's first is still running or done.
#[tokio::test]
async fn requesters_take_turns_at_the_engine() {
    let app = TestApp::spawn_with(|c| c.analysis.workers = 0).await;
    let mut games = Vec::new();
    for prefix in ["rra", "rrb", "rrc", "rrd", "rre", "rrf"] {
        let (_, _, game) = finished_game(&app, prefix).await;
        games.push(game);
    }
    let (a, b): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT white_id FROM games WHERE id = $1),
                (SELECT white_id FROM games WHERE id = $2)",
    )
    .bind(games[0])
    .bind(games[1])
    .fetch_one(&app.pool)
    .await
    .unwrap();
    // A, A, B in the order they were queued; then again for the second round.
    for (i, by) in [a, a, b].into_iter().enumerate() {
        sqlx::query(
            "INSERT INTO analysis_jobs (game_id, positions, nodes, requested_by, queued_at)
             VALUES ($1, 3, 1000, $2, now() - make_interval(mins => $3))",
        )
        .bind(games[i])
        .bind(by)
        .bind(30 - i as i32)
        .execute(&app.pool)
        .await
        .unwrap();
    }
    let lease = Duration::from_secs(600);
    let claim = || async {
        corrchess::store::analysis::claim_next(&app.pool, lease, 3)
            .await
            .unwrap()
            .expect("a due job")
    };
    // One worker: A's first, done; then B's, though A's second is older.
    let first = claim().await;
    assert_eq!(first.game_id.0, games[0]);
    assert!(
        corrchess::store::analysis::end(&app.pool, &first, None)
            .await
            .unwrap()
    );
    let second = claim().await;
    assert_eq!(second.game_id.0, games[2], "B's job comes second");
    assert!(
        corrchess::store::analysis::end(&app.pool, &second, None)
            .await
            .unwrap()
    );
    let third = claim().await;
    assert_eq!(third.game_id.0, games[1]);

    // Two workers: while A's second job runs, B's new one comes before A's older
    // ones; then, both being served, the oldest.
    for (i, by) in [a, a, b].into_iter().enumerate() {
        sqlx::query(
            "INSERT INTO analysis_jobs (game_id, positions, nodes, requested_by, queued_at)
             VALUES ($1, 3, 1000, $2, now() - make_interval(mins => $3))",
        )
        .bind(games[3 + i])
        .bind(by)
        .bind(20 - i as i32)
        .execute(&app.pool)
        .await
        .unwrap();
    }
    let fourth = claim().await;
    assert_eq!(
        fourth.game_id.0, games[5],
        "A is being served now, B is not"
    );
    let fifth = claim().await;
    assert_eq!(fifth.game_id.0, games[3]);
}
