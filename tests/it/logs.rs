//! Every response carries an `X-Request-Id`, and with `LOG_FORMAT=json` the built
//! binary writes one JSON object per line, the request's line with its id, route
//! pattern, status and latency. Text logs escape control characters: a folded header
//! with a forged log line and a terminal escape in an inbound mail stays on its line.

use std::{
    io::{BufRead, BufReader, Write},
    process::{Command, Stdio},
    sync::{Arc, Mutex, mpsc},
    time::Duration,
};

use reqwest::StatusCode;

use crate::support::TestApp;

#[tokio::test]
async fn each_response_has_its_own_id_and_an_untrusted_one_is_replaced() {
    let app = TestApp::spawn().await;
    let first = app.browser().get("/positions/518").await;
    let second = app.browser().get("/positions/518").await;
    let id = |p: &crate::support::Page| p.headers["x-request-id"].to_str().unwrap().to_owned();
    assert_eq!(id(&first).len(), 32);
    assert!(id(&first).bytes().all(|b| b.is_ascii_hexdigit()));
    assert_ne!(id(&first), id(&second));

    let sent = reqwest::Client::new()
        .get(format!("{}/positions/518", app.address))
        .header("x-request-id", "chosen-by-the-client")
        .send()
        .await
        .unwrap();
    let got = sent.headers()["x-request-id"].to_str().unwrap();
    assert_ne!(got, "chosen-by-the-client", "no proxy is trusted here");
}

#[tokio::test]
async fn json_logs_carry_the_request_line_with_the_proxys_id() {
    let app = TestApp::spawn().await;
    let data = tempfile_dir();
    let mut child = Command::new(env!("CARGO_BIN_EXE_corrchess"))
        .arg("serve")
        .env("DATABASE_URL", &app.db_url)
        .env_remove("SMTP_URL")
        .env("DATA_DIR", &data)
        .env("BIND_ADDR", "127.0.0.1:0")
        .env("LOG_FORMAT", "json")
        .env("TRUST_PROXY", "true")
        .env("RUST_LOG", "info,sqlx=warn")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start corrchess");
    let lines = Arc::new(Mutex::new(Vec::<String>::new()));
    let (port_tx, port_rx) = mpsc::channel();
    let sink = lines.clone();
    let stderr = child.stderr.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if let Some(rest) = line.split("serves http://127.0.0.1:").nth(1) {
                let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
                let _ = port_tx.send(digits.parse::<u16>().unwrap());
            }
            sink.lock().unwrap().push(line);
        }
    });
    let port = port_rx
        .recv_timeout(Duration::from_secs(60))
        .unwrap_or_else(|_| panic!("no start: {:?}", lines.lock().unwrap()));
    let res = reqwest::Client::new()
        .get(format!("http://127.0.0.1:{port}/positions/518"))
        .header("x-request-id", "edge-7f3a.1")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["x-request-id"], "edge-7f3a.1");

    let mut request_line = None;
    for _ in 0..100 {
        request_line = lines
            .lock()
            .unwrap()
            .iter()
            .find(|l| l.contains("\"target\":\"access\"") && l.contains("edge-7f3a.1"))
            .cloned();
        if request_line.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let _ = child.kill();
    let _ = child.wait();
    let line = request_line.expect("the request's log line");
    let event: serde_json::Value = serde_json::from_str(&line).unwrap();
    assert_eq!(event["request_id"], "edge-7f3a.1");
    assert_eq!(event["route"], "/positions/{number}");
    assert_eq!(event["status"], 200);
    assert_eq!(event["method"], "GET");
    assert!(event["latency_ms"].as_str().unwrap().parse::<f64>().is_ok());
    for line in lines.lock().unwrap().iter() {
        assert!(
            serde_json::from_str::<serde_json::Value>(line).is_ok(),
            "every line is JSON: {line}"
        );
    }
}

#[tokio::test]
async fn a_folded_header_with_a_forged_line_and_an_escape_stays_on_one_text_line() {
    let app = TestApp::spawn().await;
    // Machine-sent mail is logged with its header's word (`why`), read raw.
    let forged = "2026-01-01T00:00:00.000000Z  INFO corrchess: admin root logged in";
    let raw = format!(
        "From: someone@example.org\r\nTo: move+x@{domain}\r\n\
         Auto-Submitted: auto-replied\r\n {forged}\u{1b}[2J\r\n\
         Subject: away\r\n\r\nI am away.\r\n",
        domain = crate::support::REPLY_DOMAIN,
    );
    let mut child = Command::new(env!("CARGO_BIN_EXE_corrchess"))
        .args(["mail", "receive"])
        .env("DATABASE_URL", &app.db_url)
        .env("MAIL_REPLY_DOMAIN", crate::support::REPLY_DOMAIN)
        .env("LOG_FORMAT", "text")
        .env("RUST_LOG", "info,sqlx=warn")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start corrchess mail receive");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(raw.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let log = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(0), "{log}");
    let dropped: Vec<&str> = log
        .lines()
        .filter(|l| l.contains("dropped a machine-sent mail"))
        .collect();
    assert_eq!(dropped.len(), 1, "{log}");
    assert!(
        dropped[0].contains(forged),
        "the header's text is kept: {log}"
    );
    assert!(
        log.lines().all(|l| !l.starts_with(forged)),
        "no forged line: {log}"
    );
    assert!(!log.contains('\u{1b}') && !log.contains('\r'), "{log:?}");
}

/// A fresh folder for the server's files (mail).
fn tempfile_dir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("corrchess-logs-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
