//! The `corrchess` command: help, migrate, admin create and promote, against a real
//! database.

use std::{
    io::Write,
    process::{Command, Stdio},
};

use crate::support::db;

fn corrchess() -> Command {
    Command::new(env!("CARGO_BIN_EXE_corrchess"))
}

#[test]
fn help_lists_the_subcommands() {
    let out = corrchess().arg("--help").output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for word in [
        "serve",
        "migrate",
        "admin",
        "ratings",
        "mail",
        "check-config",
    ] {
        assert!(text.contains(word), "{word} missing from:\n{text}");
    }
    let out = corrchess().args(["admin", "--help"]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("create") && text.contains("promote"),
        "{text}"
    );
    let out = corrchess().args(["mail", "--help"]).output().unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("receive"));
}

#[test]
fn mail_receive_asks_the_mta_to_try_again_when_the_database_is_unreachable() {
    // Nothing listens on port 1: the connection is refused at once.
    let mut child = corrchess()
        .args(["mail", "receive", "--sender", "a@example.org"])
        .env("DATABASE_URL", "postgres://corrchess@127.0.0.1:1/corrchess")
        .env("MAIL_REPLY_DOMAIN", "reply.example.org")
        .env_remove("BASE_URL")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"From: a@example.org\r\nTo: move+1-0-1-00@reply.example.org\r\n\r\ne4\r\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(75), "EX_TEMPFAIL");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("PostgreSQL"), "{stderr}");
    // Without BASE_URL the answers' links would name the bind address: it says so.
    assert!(stderr.contains("BASE_URL is unset"), "{stderr}");
}

#[test]
fn mail_receive_with_a_base_url_gives_no_warning() {
    let mut child = corrchess()
        .args(["mail", "receive", "--sender", "a@example.org"])
        .env("DATABASE_URL", "postgres://corrchess@127.0.0.1:1/corrchess")
        .env("MAIL_REPLY_DOMAIN", "reply.example.org")
        .env("BASE_URL", "https://chess.example.org")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"From: a@example.org\r\n\r\ne4\r\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("BASE_URL"), "{stderr}");
}

#[tokio::test]
async fn migrate_then_create_and_promote_admins() {
    let url = db::fresh_database().await;
    let out = corrchess()
        .arg("migrate")
        .env("DATABASE_URL", &url)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    let mut child = corrchess()
        .args([
            "admin",
            "create",
            "--username",
            "root_admin",
            "--email",
            "root@example.org",
        ])
        .env("DATABASE_URL", &url)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"a very long admin password\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    let (admin, verified): (bool, bool) = sqlx::query_as(
        "SELECT is_admin, email_verified_at IS NOT NULL FROM users WHERE username = 'root_admin'",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    assert!(admin && verified);

    // A short password is refused with a clear line and creates nothing.
    let mut child = corrchess()
        .args([
            "admin",
            "create",
            "--username",
            "weak_admin",
            "--email",
            "weak@example.org",
        ])
        .env("DATABASE_URL", &url)
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"short\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("at least 10 characters"));

    sqlx::query("INSERT INTO users (username, email, password_hash) VALUES ('plain', 'plain@example.org', 'x')")
        .execute(&pool)
        .await
        .unwrap();
    let out = corrchess()
        .args(["admin", "promote", "plain"])
        .env("DATABASE_URL", &url)
        .output()
        .unwrap();
    assert!(out.status.success());
    let admin: bool = sqlx::query_scalar("SELECT is_admin FROM users WHERE username = 'plain'")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert!(admin);
    let out = corrchess()
        .args(["admin", "promote", "nobody"])
        .env("DATABASE_URL", &url)
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no account named nobody"));

    // The organiser role, given and taken.
    let organizer = async |args: &[&str]| {
        let out = corrchess()
            .args(args)
            .env("DATABASE_URL", &url)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        sqlx::query_scalar::<_, bool>("SELECT is_organizer FROM users WHERE username = 'plain'")
            .fetch_one(&pool)
            .await
            .unwrap()
    };
    assert!(organizer(&["admin", "organizer", "plain"]).await);
    assert!(!organizer(&["admin", "organizer", "plain", "--revoke"]).await);
    let out = corrchess()
        .args(["admin", "organizer", "nobody"])
        .env("DATABASE_URL", &url)
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no account named nobody"));
}

#[tokio::test]
async fn check_config_reports_each_check_and_fails_on_an_unreachable_mail_server() {
    let url = db::fresh_database().await;
    let check = |smtp: String| {
        corrchess()
            .arg("check-config")
            .env("DATABASE_URL", &url)
            .env("SMTP_URL", smtp)
            .env("BIND_ADDR", "127.0.0.1:0")
            .env_remove("METRICS_ADDR")
            .env_remove("INBOUND_SMTP_ADDR")
            .output()
            .unwrap()
    };
    let good = check(crate::support::smtp().url());
    let text = String::from_utf8_lossy(&good.stdout);
    assert!(
        good.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&good.stderr)
    );
    assert!(text.contains("database: reachable, PostgreSQL "), "{text}");
    assert!(text.contains("migrations: all "), "{text}");
    assert!(
        text.contains("mail: mail is sent through SMTP_URL"),
        "{text}"
    );
    assert!(text.contains("METRICS_ADDR: unset"), "{text}");
    assert!(!text.contains("BASE_URL: warning"), "{text}");

    // Nothing listens on port 1: the mail check fails, and so does the command.
    let bad = check("smtp://127.0.0.1:1".to_owned());
    let text = String::from_utf8_lossy(&bad.stdout);
    assert!(!bad.status.success(), "{text}");
    assert!(
        text.contains("mail: mail is sent through SMTP_URL: "),
        "{text}"
    );
    assert!(text.contains("database: reachable"), "{text}");

    // A public address on plain http is worth a warning, not a failure.
    let public = corrchess()
        .arg("check-config")
        .env("DATABASE_URL", &url)
        .env("SMTP_URL", crate::support::smtp().url())
        .env("BIND_ADDR", "127.0.0.1:0")
        .env("BASE_URL", "http://chess.example.org")
        .env_remove("METRICS_ADDR")
        .env_remove("INBOUND_SMTP_ADDR")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&public.stdout);
    assert!(public.status.success(), "{text}");
    assert!(
        text.contains("BASE_URL: warning: BASE_URL http://chess.example.org is plain http"),
        "{text}"
    );
}
