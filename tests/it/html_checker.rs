//! The main pages as the Nu HTML Checker (vnu.jar, the W3C's validator) reads them:
//! no errors on the home, sign-up and login pages, the lists, a player's profile, a
//! running game with moves and a message (for a player and for a visitor), the
//! settings, a tournament, the positions and rules pages and the API page.
//! `VNU_JAR` names the jar; else npm's global `vnu-jar` package (`.ci/run` installs
//! it with Java).

use std::path::{Path, PathBuf};

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::{
    api::{api_game, api_user},
    api_tournaments::create_tournament,
    support::{Browser, TestApp, unique},
};

const NEEDS: &str =
    "needs java and vnu.jar: apt-get install default-jre-headless; npm install -g vnu-jar";

/// The checker's jar: `VNU_JAR`, or where `npm install -g vnu-jar` puts it.
fn vnu_jar() -> PathBuf {
    if let Ok(jar) = std::env::var("VNU_JAR") {
        return PathBuf::from(jar);
    }
    let root = std::process::Command::new("npm")
        .args(["root", "-g"])
        .output()
        .unwrap_or_else(|e| panic!("{NEEDS} ({e})"));
    let root = String::from_utf8_lossy(&root.stdout).trim().to_owned();
    let jar = Path::new(&root).join("vnu-jar/build/dist/vnu.jar");
    assert!(jar.exists(), "{NEEDS}: no {}", jar.display());
    jar
}

/// The checker's errors for each file, as `file: message (line N) «extract»`.
async fn checker_errors(files: &[PathBuf]) -> Vec<String> {
    let out = tokio::process::Command::new("java")
        .arg("-jar")
        .arg(vnu_jar())
        .args(["--errors-only", "--format", "json", "--stdout"])
        .args(files)
        .output()
        .await
        .unwrap_or_else(|e| panic!("{NEEDS} ({e})"));
    let report: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|_| {
        panic!(
            "the checker said no JSON: {}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    report["messages"]
        .as_array()
        .expect("messages")
        .iter()
        .filter(|m| m["type"] == "error" || m["subType"] == "fatal")
        .map(|m| {
            format!(
                "{}: {} (line {}) «{}»",
                m["url"]
                    .as_str()
                    .unwrap_or("?")
                    .rsplit('/')
                    .next()
                    .unwrap_or("?"),
                m["message"].as_str().unwrap_or("?"),
                m["lastLine"],
                m["extract"].as_str().unwrap_or("").trim()
            )
        })
        .collect()
}

/// A running game with moves and a message, a tournament, and the pages to check.
async fn pages(app: &TestApp) -> Vec<(String, String)> {
    let (alice, a, alice_web) = api_user(app, "vnu_alice").await;
    let (bob, b, bob_web) = api_user(app, "vnu_bob").await;
    let game = api_game(&alice, &bob, &b, 518, true).await;
    for (api, mv, ply) in [(&alice, "e4", 0), (&bob, "e5", 1), (&alice, "Nf3", 2)] {
        let r = api
            .post(
                &format!("/api/v1/games/{game}/moves"),
                json!({"move": mv, "ply": ply}),
            )
            .await;
        assert_eq!(r.status.as_u16(), 201, "{}", r.text);
    }
    let said = alice_web
        .post_form(
            &format!("/games/{game}/messages"),
            &[("message", "Good luck!")],
        )
        .await;
    assert!(said.status.is_redirection(), "{}", said.body);
    let (admin, _) = crate::moderation::admin(app).await;
    let t = create_tournament(
        &admin,
        &[
            ("name", "Checked Cup"),
            ("format", "round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "pairing"),
            ("min_players", "3"),
            ("max_players", "4"),
            ("registration_deadline", "2099-12-31"),
        ],
    )
    .await;
    // A club by request, Alice its admin and Bob asking: the requests' forms.
    crate::support::clubs::found_club_with(app, &alice_web, "vnu-club", false).await;
    crate::support::clubs::join_club(&bob_web, "vnu-club").await;
    // A team match in registration: Bob's club accepted Alice's club's challenge.
    crate::support::clubs::found_club_with(app, &bob_web, "vnu-away", true).await;
    let team_match = crate::team_matches::challenge(&alice_web, "vnu-club", "vnu-away", &[]).await;
    crate::support::play::post_ok(&bob_web, &format!("/matches/{team_match}/accept"), &[]).await;
    crate::support::play::post_ok(&bob_web, &format!("/matches/{team_match}/signup"), &[]).await;
    let visitor = Browser::new(&app.address);
    let mut out = Vec::new();
    let player_paths = [
        "/clubs".to_owned(),
        "/clubs/new".to_owned(),
        "/clubs/vnu-club".to_owned(),
        "/clubs/vnu-club/matches/new".to_owned(),
        format!("/matches/{team_match}"),
        format!("/players/{a}"),
        "/".to_owned(),
        "/games".to_owned(),
        format!("/games/{game}"),
        "/settings".to_owned(),
        "/challenges".to_owned(),
        "/challenges/new".to_owned(),
        format!("/players/{b}"),
        "/players".to_owned(),
        "/tournaments".to_owned(),
        format!("/tournaments/{t}"),
    ];
    for path in player_paths {
        out.push((format!("player {path}"), page(&alice_web, &path).await));
    }
    for path in [
        "/".to_owned(),
        "/login".to_owned(),
        "/signup".to_owned(),
        format!("/games/{game}"),
        "/positions".to_owned(),
        "/positions/518".to_owned(),
        "/rules".to_owned(),
        "/api".to_owned(),
    ] {
        out.push((format!("visitor {path}"), page(&visitor, &path).await));
    }
    out
}

/// The page at `path`, which must answer 200.
async fn page(browser: &Browser, path: &str) -> String {
    let res = browser.get(path).await;
    assert_eq!(res.status, StatusCode::OK, "{path}: {}", res.body);
    res.body
}

#[tokio::test]
#[ignore = "needs java and vnu.jar: apt-get install default-jre-headless; npm install -g vnu-jar"]
async fn the_main_pages_have_no_html_errors() {
    let app = TestApp::spawn().await;
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(unique("vnu"));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = Vec::new();
    for (name, html) in pages(&app).await {
        let file = dir.join(format!(
            "{}.html",
            name.replace(['/', ' '], "_").trim_end_matches('_')
        ));
        std::fs::write(&file, html).unwrap();
        files.push(file);
    }
    let errors = checker_errors(&files).await;
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        errors.is_empty(),
        "{} errors:\n{}",
        errors.len(),
        errors.join("\n")
    );
}

/// The checker itself: a page with a six-digit `datetime` and a doubled id is refused,
/// so a clean run above means something.
#[tokio::test]
#[ignore = "needs java and vnu.jar: apt-get install default-jre-headless; npm install -g vnu-jar"]
async fn the_checker_finds_fractional_seconds_and_doubled_ids() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(unique("vnu-bad"));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.html");
    std::fs::write(
        &file,
        "<!DOCTYPE html><html lang=\"en\"><head><title>x</title></head><body>\
         <p id=\"a\"><time datetime=\"2026-12-01T22:26:27.394896Z\">x</time></p>\
         <p id=\"a\">y</p></body></html>",
    )
    .unwrap();
    let errors = checker_errors(std::slice::from_ref(&file)).await;
    let _ = std::fs::remove_dir_all(&dir);
    assert!(errors.iter().any(|e| e.contains("datetime")), "{errors:?}");
    assert!(
        errors.iter().any(|e| e.contains("Duplicate ID")),
        "{errors:?}"
    );
}
