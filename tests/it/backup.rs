//! `corrchess backup` and `corrchess restore`: a database with a game in it is dumped,
//! restored into an empty database, and a server on the copy serves the same game; a
//! non-empty database is refused unless forced. A dump is a secret: its file is made
//! readable by its owner only, and the signing key can be left out of it (or out of the
//! database, with `SECRET_KEY`). A restore under a running server is refused unless
//! forced, and a forced one makes the server forget the sessions it keeps at once.

use std::{
    os::unix::fs::PermissionsExt,
    path::{Path, PathBuf},
    process::{Command, Output},
};

use reqwest::StatusCode;
use serde_json::json;

use crate::api::{Api, api_game, verified_player};
use crate::session_cache::until_kept;
use crate::support::{TestApp, db};

fn corrchess(args: &[&str], database_url: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_corrchess"))
        .args(args)
        .env("DATABASE_URL", database_url)
        .output()
        .unwrap()
}

/// A path for a dump in a directory of its own (the file does not exist yet).
fn dump_path() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("corrchess-backup-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("corrchess.dump")
}

/// The permission bits of `file`.
fn mode(file: &Path) -> u32 {
    std::fs::metadata(file).unwrap().permissions().mode() & 0o777
}

/// The signing keys in `server_secrets` in the database at `url`.
async fn secrets_in(url: &str) -> i64 {
    let pool = corrchess::startup::connect(url, 1).await.unwrap();
    // The signing key; the VAPID key of pushes is kept beside it (docs/design/push.md).
    let n = sqlx::query_scalar("SELECT count(*) FROM server_secrets WHERE name = 'signing_key'")
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    n
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

    let file = dump_path();
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

#[tokio::test]
async fn a_backup_is_readable_by_its_owner_only_and_never_overwritten_unasked() {
    let app = TestApp::spawn().await;
    let file = dump_path();
    let file_arg = file.to_str().unwrap();
    let out = corrchess(&["backup", file_arg], &app.db_url);
    assert!(out.status.success(), "{}", said(&out));
    assert_eq!(mode(&file), 0o600, "a new dump is the owner's only");

    // An existing file, readable and writable by everyone, is refused and left alone.
    std::fs::write(&file, b"an older dump").unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o666)).unwrap();
    let out = corrchess(&["backup", file_arg], &app.db_url);
    assert!(!out.status.success(), "{}", said(&out));
    assert!(said(&out).contains("--force"), "{}", said(&out));
    assert_eq!(std::fs::read(&file).unwrap(), b"an older dump");

    // --force overwrites it, made the owner's only; the dump restores.
    let out = corrchess(&["backup", "--force", file_arg], &app.db_url);
    assert!(out.status.success(), "{}", said(&out));
    assert_eq!(
        mode(&file),
        0o600,
        "an overwritten dump is made the owner's only"
    );
    let copy = db::empty_database().await;
    let out = corrchess(&["restore", file_arg], &copy);
    assert!(out.status.success(), "{}", said(&out));
    assert_eq!(
        secrets_in(&copy).await,
        1,
        "a full dump has the signing key"
    );
}

#[tokio::test]
async fn a_dump_without_secrets_restores_without_the_key_and_a_server_makes_a_new_one() {
    let app = TestApp::spawn().await;
    let original = app.links().await;
    let file = dump_path();
    let file_arg = file.to_str().unwrap();
    let out = corrchess(&["backup", "--without-secrets", file_arg], &app.db_url);
    assert!(out.status.success(), "{}", said(&out));
    assert!(said(&out).contains("stop working"), "{}", said(&out));

    let copy = db::empty_database().await;
    let out = corrchess(&["restore", file_arg], &copy);
    assert!(out.status.success(), "{}", said(&out));
    assert_eq!(secrets_in(&copy).await, 0, "the dump has no signing key");
    // A server on the copy makes a new key: addresses signed before are not its own.
    let restored = TestApp::spawn_on(copy.clone()).await;
    assert_eq!(secrets_in(&copy).await, 1);
    assert!(restored.links().await != original, "a new signing key");
}

#[tokio::test]
async fn with_secret_key_set_no_signing_key_stays_in_the_database() {
    let app = TestApp::spawn_with(|c| {
        c.secret_key = Some("a key of at least sixteen characters".to_owned().into());
    })
    .await;
    assert_eq!(secrets_in(&app.db_url).await, 0);
    // A key generated by an earlier start without SECRET_KEY goes at the next start.
    sqlx::query("INSERT INTO server_secrets (name, value) VALUES ('signing_key', $1)")
        .bind(vec![7u8; 32])
        .execute(&app.pool)
        .await
        .unwrap();
    let app = app.restart().await;
    assert_eq!(secrets_in(&app.db_url).await, 0, "the replaced key is gone");
}

#[tokio::test]
async fn a_restore_under_a_running_server_is_refused_and_a_forced_one_ends_kept_sessions() {
    let app = TestApp::spawn().await;
    let file = dump_path();
    let file_arg = file.to_str().unwrap();
    let out = corrchess(&["backup", file_arg], &app.db_url);
    assert!(out.status.success(), "{}", said(&out));

    // A session made after the dump, kept in the server's memory.
    let (browser, _) = app.verified_user("restored").await;
    until_kept(&app, &browser, "/positions/518").await;
    let refused = corrchess(&["restore", file_arg], &app.db_url);
    assert!(!refused.status.success(), "{}", said(&refused));
    assert!(
        said(&refused).contains("running corrchess server"),
        "{}",
        said(&refused)
    );
    let settings = browser.get("/settings").await;
    assert_eq!(settings.status, StatusCode::OK, "nothing was restored");

    let forced = corrchess(&["restore", "--force", file_arg], &app.db_url);
    assert!(forced.status.success(), "{}", said(&forced));
    assert!(said(&forced).contains("forget"), "{}", said(&forced));
    // The notice arrives a moment later; without it the session was kept for a minute.
    for _ in 0..100 {
        if browser.get("/settings").await.status == StatusCode::SEE_OTHER {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the session the dump lacks was still served after five seconds");
}

/// Issue 44, item 10: `backup --force` onto a symbolic link refuses it and writes
/// nothing through it, whether the link points at a file or nowhere.
#[tokio::test]
async fn a_forced_backup_never_writes_through_a_symbolic_link() {
    let app = TestApp::spawn().await;
    let link = dump_path();
    let link_arg = link.to_str().unwrap();
    let target = link.with_file_name("elsewhere");
    std::fs::write(&target, b"somebody else's file").unwrap();
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o644)).unwrap();
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let out = corrchess(&["backup", "--force", link_arg], &app.db_url);
    assert!(!out.status.success(), "{}", said(&out));
    assert!(said(&out).contains("symbolic link"), "{}", said(&out));
    assert_eq!(std::fs::read(&target).unwrap(), b"somebody else's file");
    assert_eq!(mode(&target), 0o644, "the link's target is left as it was");
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );

    // A dangling link: nothing is created where it points.
    let dangling = dump_path();
    let nowhere = dangling.with_file_name("created-through-the-link");
    std::os::unix::fs::symlink(&nowhere, &dangling).unwrap();
    let out = corrchess(
        &["backup", "--force", dangling.to_str().unwrap()],
        &app.db_url,
    );
    assert!(!out.status.success(), "{}", said(&out));
    assert!(!nowhere.exists(), "nothing was written through the link");
}
