//! Issue 47: every game's verifiable record. A Chess960 game with castling, a refused
//! draw offer, time given, a message and a resignation yields a hash chain whose links
//! and signed head verify with an independent implementation (Python's `rfc8785` and
//! `cryptography`) and with `corrchess record verify`; a changed byte, two swapped
//! entries or a dropped one fail at that entry; a stored move changed in SQL makes
//! `corrchess record check` fail naming the game and the entry, and the page says so.

use std::process::{Command, Output};

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::{Api, api_game, verified_player as player};
use crate::support::{TestApp, python};

fn corrchess(args: &[&str], database_url: Option<&str>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_corrchess"));
    cmd.args(args);
    if let Some(url) = database_url {
        cmd.env("DATABASE_URL", url);
    }
    cmd.output().unwrap()
}

/// `corrchess record check` on the app's database finds every record whole.
fn record_check_passes(app: &TestApp) {
    let checked = corrchess(&["record", "check"], Some(&app.db_url));
    assert!(
        checked.status.success(),
        "{}{}",
        String::from_utf8_lossy(&checked.stdout),
        String::from_utf8_lossy(&checked.stderr)
    );
}

/// `corrchess record check` exits 1 and names `game`'s record broken at `entry`.
fn record_check_breaks(app: &TestApp, game: i64, entry: i64) {
    let checked = corrchess(&["record", "check"], Some(&app.db_url));
    assert_eq!(checked.status.code(), Some(1));
    let said = String::from_utf8_lossy(&checked.stdout);
    assert!(
        said.contains(&format!("game {game}: record broken at entry {entry}")),
        "{said}"
    );
}

async fn api_move(api: &Api, game: i64, mv: &str, ply: i64) -> Value {
    let res = api
        .post(
            &format!("/api/v1/games/{game}/moves"),
            json!({"move": mv, "ply": ply}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{mv}: {}", res.text);
    res.json
}

/// Where the test's files go (one directory per game).
fn scratch(game: i64) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("record-{}-{game}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Verifies `record` (as text) with the Python verifier and with `corrchess record
/// verify`: both say "ok" or both name the same first bad entry. Returns Python's line.
fn verify_both(dir: &std::path::Path, name: &str, record: &str, jwks: &std::path::Path) -> String {
    let file = dir.join(name);
    std::fs::write(&file, record).unwrap();
    let py = python::python_with("rfc8785");
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/it/support/verify_record.py"
    );
    let out = Command::new(py)
        .arg(script)
        .arg(&file)
        .arg(jwks)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout).trim().to_owned();
    let ours = corrchess(
        &[
            "record",
            "verify",
            file.to_str().unwrap(),
            "--jwks",
            jwks.to_str().unwrap(),
        ],
        None,
    );
    let ours_said = String::from_utf8_lossy(&ours.stderr).to_string();
    if said.starts_with("ok") {
        assert!(out.status.success());
        assert!(
            ours.status.success(),
            "python verified, corrchess did not: {ours_said}"
        );
    } else {
        assert!(!out.status.success(), "{said}");
        assert_eq!(ours.status.code(), Some(1), "{ours_said}");
        if let Some(n) = said.strip_prefix("bad ").and_then(|r| r.split(' ').next())
            && n != "head"
        {
            assert!(
                ours_said.contains(&format!("entry {n} ")),
                "python: {said}; corrchess: {ours_said}"
            );
        }
    }
    said
}

#[tokio::test]
async fn a_played_game_has_a_record_anyone_can_verify_and_a_changed_row_is_found() {
    let app = TestApp::spawn().await;
    let (_, alice, _) = player(&app, "alice").await;
    let (bob_web, bob, b) = player(&app, "bob").await;
    let game = api_game(&alice, &bob, &b, 518, true).await;
    let path = |rest: &str| format!("/api/v1/games/{game}{rest}");

    api_move(&alice, game, "e4", 0).await;
    api_move(&bob, game, "e5", 1).await;
    api_move(&alice, game, "Nf3", 2).await;
    api_move(&bob, game, "Nc6", 3).await;
    let offer = alice.post(&path("/draw"), json!({"action": "offer"})).await;
    assert_eq!(offer.status, StatusCode::OK, "{}", offer.text);
    let decline = bob.post(&path("/draw"), json!({"action": "decline"})).await;
    assert_eq!(decline.status, StatusCode::OK, "{}", decline.text);
    api_move(&alice, game, "Bc4", 4).await;
    let gift = alice.post(&path("/give-time"), json!({"days": 2})).await;
    assert!(gift.status.is_success(), "{}", gift.text);
    api_move(&bob, game, "Bc5", 5).await;
    let castled = api_move(&alice, game, "O-O", 6).await;
    assert_eq!(
        castled["move"]["uci"], "e1h1",
        "castling is stored king onto rook"
    );
    let talk = bob_web
        .post_form(
            &format!("/games/{game}/messages"),
            &[("message", "well played so far")],
        )
        .await;
    assert_eq!(talk.status, StatusCode::SEE_OTHER, "{}", talk.body);
    let resigned = bob.post_empty(&path("/resign")).await;
    assert!(resigned.status.is_success(), "{}", resigned.text);

    // Anyone may read it, as anyone may read the game page.
    let anonymous = app.browser();
    let page = anonymous.get(&format!("/games/{game}/record.json")).await;
    assert_eq!(page.status, StatusCode::OK);
    let record: Value = serde_json::from_str(&page.body).unwrap();
    let kinds: Vec<&str> = record["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "start",
            "move",
            "move",
            "move",
            "move",
            "draw_offer",
            "draw_decline",
            "move",
            "give_time",
            "move",
            "move",
            "message",
            "resignation"
        ]
    );
    let entries = record["entries"].as_array().unwrap();
    assert_eq!(entries[10]["data"]["uci"], "e1h1");
    assert_eq!(entries[10]["data"]["san"], "O-O");
    assert_eq!(entries[0]["data"]["start_number"], 518);
    assert_eq!(entries[0]["prev"], Value::Null);
    assert_eq!(entries[12]["data"]["result"], "1-0");
    assert_eq!(entries[8]["data"]["days"], 2);
    assert!(
        !page.body.contains("well played"),
        "a message enters as its hash only"
    );
    assert_eq!(
        entries[11]["data"]["sha256"],
        corrchess::domain::record::entry::sha256_hex(b"well played so far")
    );
    assert_eq!(record["head"]["seq"], 13);
    assert_eq!(record["head"]["hash"], entries[12]["hash"]);
    assert_eq!(record["game"], game);

    // The API serves the same chain.
    let api_record = alice.get(&path("/record")).await;
    assert_eq!(api_record.status, StatusCode::OK);
    assert_eq!(api_record.json["entries"], record["entries"]);

    // The keys, as a JWKS.
    let jwks = anonymous.get("/.well-known/jwks.json").await;
    assert_eq!(jwks.status, StatusCode::OK);
    let keys: Value = serde_json::from_str(&jwks.body).unwrap();
    assert_eq!(keys["keys"][0]["kty"], "OKP");
    assert_eq!(keys["keys"][0]["crv"], "Ed25519");
    assert_eq!(keys["keys"][0]["kid"], record["head"]["kid"]);

    let dir = scratch(game);
    let jwks_file = dir.join("jwks.json");
    std::fs::write(&jwks_file, &jwks.body).unwrap();
    assert_eq!(
        verify_both(&dir, "record.json", &page.body, &jwks_file),
        "ok 13"
    );

    // One byte changed in any entry fails at that entry.
    for i in 0..entries.len() {
        let mut changed = record.clone();
        let at = changed["entries"][i]["at"].as_str().unwrap().to_owned();
        let last = if at.ends_with("1Z") { "2Z" } else { "1Z" };
        changed["entries"][i]["at"] = json!(format!("{}{last}", &at[..at.len() - 2]));
        let said = verify_both(&dir, "changed.json", &changed.to_string(), &jwks_file);
        assert_eq!(said, format!("bad {} hash", i + 1));
    }
    // Two entries swapped fail at the first of them.
    let mut swapped = record.clone();
    swapped["entries"].as_array_mut().unwrap().swap(4, 5);
    assert_eq!(
        verify_both(&dir, "swapped.json", &swapped.to_string(), &jwks_file),
        "bad 5 seq"
    );
    // A dropped entry fails where it was; the last one dropped, at the signed head.
    let mut dropped = record.clone();
    dropped["entries"].as_array_mut().unwrap().remove(7);
    assert_eq!(
        verify_both(&dir, "dropped.json", &dropped.to_string(), &jwks_file),
        "bad 8 seq"
    );
    let mut cut = record.clone();
    cut["entries"].as_array_mut().unwrap().pop();
    assert_eq!(
        verify_both(&dir, "cut.json", &cut.to_string(), &jwks_file),
        "bad head not-last"
    );

    // The page links the record and shows its head; the PGN carries it. (A new
    // client: the old ones' kept connections may have idled out during the checks.)
    let shown = app.browser().get(&format!("/games/{game}")).await;
    assert!(shown.body.contains(&format!("/games/{game}/record.json")));
    assert!(shown.body.contains("Verifiable record"), "{}", shown.body);
    let short = &record["head"]["hash"].as_str().unwrap()[..6];
    assert!(
        shown.body.contains(&format!("entry 13, {short}…")),
        "{}",
        shown.body
    );
    let pgn = app.browser().get(&format!("/games/{game}.pgn")).await;
    let tag = format!(
        "[RecordHead \"13:{}\"]",
        record["head"]["hash"].as_str().unwrap()
    );
    assert!(pgn.body.contains(&tag), "{}", pgn.body);

    // Every record matches its game's rows…
    record_check_passes(&app);
    // …until a stored move is changed behind the server's back: Nf3 (ply 3, entry 4).
    sqlx::query("UPDATE moves SET san = 'Nh3', uci = 'g1h3' WHERE game_id = $1 AND ply = 3")
        .bind(game)
        .execute(&app.pool)
        .await
        .unwrap();
    record_check_breaks(&app, game, 4);
    // The check's finding reaches the pages' cache by a notice, as a changed row does.
    let broken = "record is broken at entry 4";
    let anonymous = app.browser();
    let mut shown = anonymous.get(&format!("/games/{game}")).await;
    for _ in 0..50 {
        if shown.body.contains(broken) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        shown = anonymous.get(&format!("/games/{game}")).await;
    }
    assert!(shown.body.contains(broken), "{}", shown.body);
}

#[tokio::test]
async fn two_moves_at_once_give_one_entry_per_ply() {
    let app = TestApp::spawn().await;
    let (_, alice, _) = player(&app, "alice").await;
    let (_, bob, b) = player(&app, "bob").await;
    let game = api_game(&alice, &bob, &b, 518, false).await;
    // Two different moves at each ply, each legal whichever of the earlier pair won.
    let pairs = [["e4", "d4"], ["e5", "d5"], ["Nf3", "Nc3"], ["Nf6", "Nc6"]];
    let path = format!("/api/v1/games/{game}/moves");
    for (ply, [one, other]) in (0_i64..).zip(pairs) {
        let who = if ply % 2 == 0 { &alice } else { &bob };
        let send = |mv: &'static str| who.post(&path, json!({"move": mv, "ply": ply}));
        let (a, b) = tokio::join!(send(one), send(other));
        let played = [&a, &b]
            .iter()
            .filter(|r| r.status == StatusCode::CREATED)
            .count();
        assert_eq!(played, 1, "{} / {}", a.text, b.text);
    }
    let per_ply: Vec<(i32, i64)> = sqlx::query_as(
        "SELECT (canonical::jsonb -> 'data' ->> 'ply')::int, count(*) FROM game_record_entries
         WHERE game_id = $1 AND kind = 'move' GROUP BY 1 ORDER BY 1",
    )
    .bind(game)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(per_ply, [(1, 1), (2, 1), (3, 1), (4, 1)]);
    let record = alice.get(&format!("/api/v1/games/{game}/record")).await;
    let jwks = app.browser().get("/.well-known/jwks.json").await;
    let keys =
        corrchess::domain::record::PublicKey::from_jwks(&serde_json::from_str(&jwks.body).unwrap());
    assert_eq!(
        corrchess::domain::record::verify::verify_document(&record.json, &keys),
        Ok(5)
    );
}

#[tokio::test]
async fn a_game_older_than_records_gets_its_record_built_at_the_next_start() {
    let app = TestApp::spawn().await;
    let (_, alice, _) = player(&app, "alice").await;
    let (bob_web, bob, b) = player(&app, "bob").await;
    let game = api_game(&alice, &bob, &b, 518, true).await;
    let path = |rest: &str| format!("/api/v1/games/{game}{rest}");
    for (ply, (who, mv)) in [
        (&alice, "e4"),
        (&bob, "e5"),
        (&alice, "Nf3"),
        (&bob, "Nc6"),
        (&alice, "Bc4"),
        (&bob, "Bc5"),
        (&alice, "O-O"),
    ]
    .into_iter()
    .enumerate()
    {
        api_move(who, game, mv, ply as i64).await;
    }
    let talk = bob_web
        .post_form(
            &format!("/games/{game}/messages"),
            &[("message", "an old game")],
        )
        .await;
    assert_eq!(talk.status, StatusCode::SEE_OTHER, "{}", talk.body);
    let resigned = bob.post_empty(&path("/resign")).await;
    assert!(resigned.status.is_success(), "{}", resigned.text);
    // The game as a database from before records holds it: the rows, no entries.
    sqlx::query("DELETE FROM game_record_entries WHERE game_id = $1")
        .bind(game)
        .execute(&app.pool)
        .await
        .unwrap();

    // The next start builds its record from the stored game, once.
    let app = app.restart().await;
    let page = app
        .browser()
        .get(&format!("/games/{game}/record.json"))
        .await;
    assert_eq!(page.status, StatusCode::OK);
    let record: Value = serde_json::from_str(&page.body).unwrap();
    let entries = record["entries"].as_array().unwrap();
    let kinds: Vec<&str> = entries
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "start",
            "move",
            "move",
            "move",
            "move",
            "move",
            "move",
            "move",
            "message",
            "resignation"
        ]
    );
    assert_eq!(entries[0]["data"]["rebuilt"], true);
    assert_eq!(entries[0]["data"]["start_number"], 518);
    assert_eq!(entries[0]["prev"], Value::Null);
    assert_eq!(entries[7]["data"]["uci"], "e1h1", "castling as stored");
    assert_eq!(entries[7]["data"]["san"], "O-O");
    assert_eq!(
        entries[8]["data"]["sha256"],
        corrchess::domain::record::entry::sha256_hex(b"an old game")
    );
    assert_eq!(entries[9]["data"]["result"], "1-0");
    assert_eq!(record["head"]["seq"], 10);

    // Every link and the signed head verify independently…
    let jwks = app.browser().get("/.well-known/jwks.json").await;
    assert_eq!(jwks.status, StatusCode::OK);
    let dir = scratch(game);
    let jwks_file = dir.join("jwks.json");
    std::fs::write(&jwks_file, &jwks.body).unwrap();
    assert_eq!(
        verify_both(&dir, "rebuilt.json", &page.body, &jwks_file),
        "ok 10"
    );
    // …and the rebuilt chain says what the game's rows say.
    record_check_passes(&app);
    // Built once: another start leaves it as it is.
    let app = app.restart().await;
    let again = app
        .browser()
        .get(&format!("/games/{game}/record.json"))
        .await;
    let again: Value = serde_json::from_str(&again.body).unwrap();
    assert_eq!(again["entries"], record["entries"]);
}

/// Every statement that moves `games.deadline` appends an entry saying the new one (a
/// move, time given, a vacation booked or ended, the end), so `record check` compares
/// the current deadline with the record's last and finds a deadline moved in SQL.
#[tokio::test]
async fn a_vacation_enters_the_record_and_a_deadline_moved_in_sql_breaks_it() {
    let app = TestApp::spawn().await;
    let (alice_web, alice, _) = player(&app, "alice").await;
    let (_, bob, b) = player(&app, "bob").await;
    let game = api_game(&alice, &bob, &b, 518, true).await;
    let today = time::OffsetDateTime::now_utc().date();
    let booked = alice_web
        .post_form(
            "/settings/vacations",
            &[
                ("start_date", &today.to_string()),
                ("end_date", &(today + time::Duration::days(1)).to_string()),
            ],
        )
        .await;
    assert_eq!(booked.status, StatusCode::SEE_OTHER, "{}", booked.body);
    let id: i64 = sqlx::query_scalar("SELECT id FROM vacations")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let ended = alice_web
        .post_form(
            &format!("/settings/vacations/{id}/cancel"),
            &[("confirm", "on")],
        )
        .await;
    assert_eq!(ended.status, StatusCode::SEE_OTHER, "{}", ended.body);
    let deadline: time::OffsetDateTime =
        sqlx::query_scalar("SELECT deadline FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let record = alice
        .get(&format!("/api/v1/games/{game}/record"))
        .await
        .json;
    let entries = record["entries"].as_array().unwrap();
    let kinds: Vec<&str> = entries
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["start", "vacation", "vacation"]);
    assert_eq!(entries[1]["data"]["on_move"], "white");
    assert_ne!(
        entries[1]["data"]["deadline"],
        entries[0]["data"]["deadline"]
    );
    assert_eq!(
        entries[2]["data"]["deadline"],
        corrchess::domain::record::entry::at_text(deadline)
    );
    record_check_passes(&app);
    // The deadline moved behind the server's back: broken at the entry that said it.
    sqlx::query("UPDATE games SET deadline = deadline + interval '1 day' WHERE id = $1")
        .bind(game)
        .execute(&app.pool)
        .await
        .unwrap();
    record_check_breaks(&app, game, 3);
}
