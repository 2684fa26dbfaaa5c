//! Moves by mail under attack: 244 KB of nested HTML (which took 18 s of CPU to read)
//! costs `corrchess mail receive` a fraction of a second, unread when the reply
//! address is forged and read capped when it is good; a deleted account's old reply
//! addresses get no answer, and nothing at all is queued to a deleted account's
//! `.invalid` address.

use std::{
    io::Write,
    process::{Command, Stdio},
    time::Duration,
};

use reqwest::StatusCode;

use crate::mail_replies::{listening_app, new_game, relay, reply_message};
use crate::support::{BASE_URL, PASSWORD, REPLY_DOMAIN, TestApp, email_of, smtp};
use corrchess::{
    config::RateLimit,
    service::{
        Context,
        mail_replies::{self, Handled, IncomingMail},
    },
    store::outbox::{self, NewMail},
};

/// An HTML-only reply of about 244 KB: `inner` inside `<div>` nested 22,000 deep, as
/// the attack probe sent it (in lines of 100 tags, as SMTP wants lines short).
pub fn nested_div_reply(from: &str, to: &str, inner: &str) -> Vec<u8> {
    let depth = 244 * 1024 / 11;
    let lines = |tag: &str| -> String {
        let line = format!("{}\r\n", tag.repeat(100));
        line.repeat(depth / 100) + &tag.repeat(depth % 100)
    };
    let body = format!("{}{inner}{}", lines("<div>"), lines("</div>"));
    format!(
        "From: <{from}>\r\nTo: <{to}>\r\nSubject: Re: your move\r\nMIME-Version: 1.0\r\n\
         Content-Type: text/html; charset=utf-8\r\n\r\n{body}\r\n"
    )
    .into_bytes()
}

/// Runs `corrchess mail receive` on `stdin`; its exit code and the CPU time (user and
/// system) it took, read from `/proc/PID/stat` once it has exited and before it is
/// reaped (a zombie keeps its times; the kernel counts them in 1/100 s).
fn receive_cpu(app: &TestApp, args: &[&str], stdin: &[u8]) -> (i32, Duration) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_corrchess"))
        .args(["mail", "receive"])
        .args(args)
        .env("DATABASE_URL", &app.db_url)
        .env("MAIL_REPLY_DOMAIN", REPLY_DOMAIN)
        .env("BASE_URL", BASE_URL)
        .env_remove("SECRET_KEY")
        .env("RATE_LIMIT_MAIL_REPLY_ACCOUNT", "100/1h")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    let stat = format!("/proc/{}/stat", child.id());
    let cpu = loop {
        let text = std::fs::read_to_string(&stat).expect("the child's /proc stat");
        // After the command's name in parentheses: state, then utime is the 12th field.
        let fields: Vec<&str> = text[text.rfind(')').unwrap() + 2..].split(' ').collect();
        if fields[0] == "Z" {
            let ticks: u64 =
                fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
            break Duration::from_millis(ticks * 10);
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let status = child.wait().unwrap();
    (status.code().unwrap_or(-1), cpu)
}

async fn ply(app: &TestApp, game: i64) -> i32 {
    sqlx::query_scalar("SELECT ply FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// The reply address of the challenger's "accepted" mail (they move first).
async fn alice_reply_address(alice_mail: &str) -> String {
    smtp()
        .wait_for_text(alice_mail, "accepted your challenge")
        .await
        .reply_to()
        .expect("a reply address")
}

#[tokio::test]
async fn nested_html_costs_mail_receive_little_cpu_forged_or_not() {
    let app = TestApp::spawn().await;
    let g = new_game(&app).await;
    let alice_mail = email_of(&g.a);
    let to = alice_reply_address(&alice_mail).await;
    let forged = format!("move+{}-0-1-0123456789abcdef01234567@{REPLY_DOMAIN}", g.id);
    let bomb = nested_div_reply(&alice_mail, &forged, "e4");
    assert!(bomb.len() > 240 * 1024 && bomb.len() < 256 * 1024);
    let args = ["--sender", &alice_mail, "--recipient", &forged];
    let (code, cpu) = receive_cpu(&app, &args, &bomb);
    assert_eq!(code, 0);
    assert!(cpu < Duration::from_secs(1), "forged: {cpu:?} of CPU");
    assert_eq!(ply(&app, g.id).await, 0);
    // The player's own reply is read, its nesting capped, and its move played.
    let args = ["--sender", &alice_mail, "--recipient", &to];
    let (code, cpu) = receive_cpu(&app, &args, &nested_div_reply(&alice_mail, &to, "e4"));
    assert_eq!(code, 0);
    assert!(cpu < Duration::from_secs(1), "read: {cpu:?} of CPU");
    assert_eq!(ply(&app, g.id).await, 1);
}

#[tokio::test]
async fn nested_html_through_the_listener_is_dropped_when_forged_and_played_when_good() {
    let app = listening_app().await;
    let g = new_game(&app).await;
    let alice_mail = email_of(&g.a);
    let to = alice_reply_address(&alice_mail).await;
    let forged = format!("move+{}-0-1-0123456789abcdef01234567@{REPLY_DOMAIN}", g.id);
    let links = app.links().await;
    let ctx = Context::new(&app.pool, &links);
    let limit = RateLimit::parse("100/1h").unwrap();
    let bomb = nested_div_reply(&alice_mail, &forged, "e4");
    let mail = IncomingMail {
        return_path: Some(&alice_mail),
        recipients: std::slice::from_ref(&forged),
        raw: &bomb,
        oversized: false,
    };
    let handled = mail_replies::receive(ctx, limit, mail).await.unwrap();
    assert_eq!(handled, Handled::Dropped("forged reply address"));
    relay(&app, Some(&alice_mail), &forged, &bomb)
        .await
        .unwrap();
    assert_eq!(ply(&app, g.id).await, 0);
    let good = nested_div_reply(&alice_mail, &to, "e4");
    relay(&app, Some(&alice_mail), &to, &good).await.unwrap();
    assert_eq!(ply(&app, g.id).await, 1);
}

/// Mail queued to addresses in `.invalid` (deleted accounts').
async fn queued_to_invalid(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM outbox WHERE to_address LIKE '%.invalid'")
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_deleted_accounts_reply_address_gets_no_answer() {
    let app = listening_app().await;
    let g = new_game(&app).await;
    let alice_mail = email_of(&g.a);
    let to = alice_reply_address(&alice_mail).await;
    let res = g
        .alice
        .post_form(
            "/settings/delete",
            &[("password", PASSWORD), ("confirm", "on")],
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    // Her old address and a stranger answer the old move mail.
    for from in [alice_mail.as_str(), "mallory@example.net"] {
        let raw = reply_message(from, &to, "", "e4\r\n");
        relay(&app, Some(from), &to, &raw).await.unwrap();
    }
    assert_eq!(queued_to_invalid(&app).await, 0, "no refusal queued");
    let links = app.links().await;
    let raw = reply_message(&alice_mail, &to, "", "e4\r\n");
    let mail = IncomingMail {
        return_path: Some(&alice_mail),
        recipients: std::slice::from_ref(&to),
        raw: &raw,
        oversized: false,
    };
    let limit = RateLimit::parse("100/1h").unwrap();
    let handled = mail_replies::receive(Context::new(&app.pool, &links), limit, mail)
        .await
        .unwrap();
    assert_eq!(handled, Handled::Dropped("no such player"));
}

#[tokio::test]
async fn the_outbox_queues_nothing_to_an_invalid_address() {
    let app = TestApp::spawn().await;
    for to in ["deleted-1@deleted.invalid", "someone@example.org"] {
        let mail = NewMail {
            kind: "test",
            to: to.to_owned(),
            subject: "corrchess: test".into(),
            text: "text".into(),
            html: "<p>html</p>".into(),
            ..NewMail::default()
        };
        outbox::enqueue(&app.pool, &mail).await.unwrap();
    }
    assert_eq!(queued_to_invalid(&app).await, 0);
    let queued: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE kind = 'test'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(queued, 1, "the deliverable one is queued");
}
