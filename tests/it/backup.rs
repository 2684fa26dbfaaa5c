//! `corrchess backup` and `corrchess restore`: a database with a game in it is dumped,
//! restored into an empty database, and a server on the copy serves the same game; a
//! non-empty database is refused unless forced.

use std::process::{Command, Output};

use reqwest::StatusCode;
use serde_json::json;

use crate::api::{Api, api_game, verified_player};
use crate::support::{TestApp, db};

fn corrchess(args: &[&str], database_url: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_corrchess"))
        .args(args)
        .env("DATABASE_URL", database_url)
        .output()
        .unwrap()
}

fn said(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[tokio::test]
async fn a_backup_restored_into_an_empty_database_serves_the_same_games() {
    let app = TestApp::spawn().await;
    let (_, white, _) = verified_player(&app, "white").await;
    let (_, black, black_name) = verified_player(&app, "black").await;
    let game = api_game(&white, &black, &black_name, 0, true).await;
    for (ply, (player, mv)) in [(&white, "e4"), (&black, "e5"), (&white, "Nf3")]
        .into_iter()
        .enumerate()
    {
        let res = player
            .post(
                &format!("/api/v1/games/{game}/moves"),
                json!({"move": mv, "ply": ply}),
            )
            .await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    }
    let original = white.get(&format!("/api/v1/games/{game}")).await.json;

    let dir = std::env::temp_dir().join(format!("corrchess-backup-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("corrchess.dump");
    let file_arg = file.to_str().unwrap();
    let out = corrchess(&["backup", file_arg], &app.db_url);
    assert!(out.status.success(), "{}", said(&out));
    assert!(std::fs::metadata(&file).unwrap().len() > 0);

    let copy = db::empty_database().await;
    let out = corrchess(&["restore", file_arg], &copy);
    assert!(out.status.success(), "{}", said(&out));
    let again = corrchess(&["restore", file_arg], &copy);
    assert!(!again.status.success());
    assert!(said(&again).contains("not empty"), "{}", said(&again));
    let forced = corrchess(&["restore", "--force", file_arg], &copy);
    assert!(forced.status.success(), "{}", said(&forced));

    // A server on the copy: the same token, the same game and moves.
    let restored = TestApp::spawn_on(copy).await;
    let same_white = Api::new(&restored, white.token.clone());
    let copied = same_white.get(&format!("/api/v1/games/{game}")).await;
    assert_eq!(copied.status, StatusCode::OK, "{}", copied.text);
    assert_eq!(copied.json["moves"], original["moves"]);
    assert_eq!(copied.json["fen"], original["fen"]);
    assert_eq!(copied.json["moves"].as_array().unwrap().len(), 3);
    let page = restored.browser().get(&format!("/games/{game}")).await;
    assert!(page.body.contains("Nf3"), "the page shows the moves");
}
