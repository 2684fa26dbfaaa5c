//! Mail written as files (no `SMTP_URL`): each `.eml` file is whole when it appears
//! (written under a temp name and renamed), private to the server's user (0600), and
//! no temp file is left behind.

use std::{os::unix::fs::PermissionsExt, path::Path, time::Duration};

use crate::support::{TestApp, email_of, unique};

/// The names of the files in `dir`.
fn names(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test]
async fn mail_files_are_whole_private_and_alone() {
    let data_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(unique("mailfiles"));
    let dir = data_dir.join("mail");
    let app = TestApp::spawn_with(|c| {
        c.smtp_url = None;
        c.data_dir = data_dir.clone();
    })
    .await;
    let (_, name) = app.unverified_user("filed").await;
    let mut found = Vec::new();
    for _ in 0..300 {
        found = names(&dir);
        if found.iter().any(|n| n.ends_with(".eml")) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(found.len(), 1, "one mail, no temp file: {found:?}");
    let file = dir.join(&found[0]);
    assert!(found[0].ends_with(".eml"), "{found:?}");
    let mode = std::fs::metadata(&file).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600, "{mode:o}");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains(&format!("To: {}", email_of(&name))), "{text}");
    std::fs::remove_dir_all(&data_dir).unwrap();
}
