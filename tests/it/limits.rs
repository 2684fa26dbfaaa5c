//! Connection limits over raw TCP: a body shorter than its `Content-Length` is answered
//! 408 and the connection closed; the connection cap makes later clients wait.

use std::{
    sync::{Arc, Mutex},
    time::Duration,
};

use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

use crate::support::TestApp;

/// Longer than any answer here takes; only there so a broken server fails the test
/// instead of hanging it.
const HANG_GUARD: Duration = Duration::from_secs(60);

/// A CSRF token the middleware accepts (cookie and header agree).
const TOKEN: &str = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

async fn spawn(timeout: Duration, max_connections: usize) -> TestApp {
    TestApp::spawn_with(|c| {
        c.request_timeout = timeout;
        c.max_connections = max_connections;
    })
    .await
}

fn socket(app: &TestApp) -> String {
    app.address.trim_start_matches("http://").to_owned()
}

/// Sends `head` (without the blank line) and 10 of the 100 body bytes it announces.
async fn connect_short_body(app: &TestApp, head: &str) -> TcpStream {
    let mut stream = TcpStream::connect(socket(app)).await.unwrap();
    let request = format!("{head}\r\nContent-Length: 100\r\n\r\n0123456789");
    stream.write_all(request.as_bytes()).await.unwrap();
    stream
}

/// Everything the server sends until it closes the connection.
async fn read_until_closed(mut stream: TcpStream) -> String {
    let mut answer = Vec::new();
    tokio::time::timeout(HANG_GUARD, stream.read_to_end(&mut answer))
        .await
        .expect("the server answers and closes the connection")
        .unwrap();
    String::from_utf8_lossy(&answer).into_owned()
}

fn form_head(path: &str, csrf_header: bool) -> String {
    let mut head = format!(
        "POST {path} HTTP/1.1\r\nHost: localhost\r\nCookie: csrf={TOKEN}\r\n\
         Content-Type: application/x-www-form-urlencoded"
    );
    if csrf_header {
        head.push_str(&format!("\r\nX-CSRF-Token: {TOKEN}"));
    }
    head
}

fn assert_timeout_answer(answer: &str, content_type: &str) {
    let lower = answer.to_ascii_lowercase();
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(lower.contains("connection: close"), "{answer}");
    assert!(
        lower.contains(&format!("content-type: {content_type}")),
        "{answer}"
    );
    assert!(
        lower.contains("x-content-type-options: nosniff"),
        "{answer}"
    );
}

#[tokio::test]
async fn a_body_shorter_than_its_length_gets_408_and_the_connection_closes() {
    let app = spawn(Duration::from_secs(1), 500).await;
    // The CSRF check reads this body; with the header, the login handler reads it.
    let csrf_reads = connect_short_body(&app, &form_head("/login", false)).await;
    let handler_reads = connect_short_body(&app, &form_head("/login", true)).await;
    let api = connect_short_body(
        &app,
        "POST /api/v1/tokens HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json",
    )
    .await;
    let (csrf_reads, handler_reads, api) = tokio::join!(
        read_until_closed(csrf_reads),
        read_until_closed(handler_reads),
        read_until_closed(api)
    );
    assert_timeout_answer(&csrf_reads, "text/html");
    assert!(csrf_reads.contains("did not arrive completely in time"));
    assert_timeout_answer(&handler_reads, "text/html");
    assert_timeout_answer(&api, "application/problem+json");
    assert!(
        api.contains("\"type\":\"/api/v1/problems/request-timeout\""),
        "{api}"
    );
    assert!(api.contains("\"status\":408"), "{api}");

    // A whole body in time is served as usual.
    let browser = app.browser();
    let res = browser
        .post_form("/login", &[("login", "nobody"), ("password", "x")])
        .await;
    assert!(res.status.is_client_error(), "{}", res.status);
    assert_ne!(res.status.as_u16(), 408);
}

#[tokio::test]
async fn a_stalled_chunked_body_gets_408_and_the_connection_closes() {
    let app = spawn(Duration::from_secs(1), 500).await;
    let head = form_head("/login", true);
    let mut stream = TcpStream::connect(socket(&app)).await.unwrap();
    let request = format!("{head}\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nlogin\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let answer = read_until_closed(stream).await;
    assert_timeout_answer(&answer, "text/html");
}

#[tokio::test]
async fn an_unread_trickling_body_does_not_keep_the_connection() {
    let app = spawn(Duration::from_secs(30), 500).await;
    // The CSRF header spares the check reading the body, and no handler reads it: the
    // answer comes at once, and the rest of the body is not waited for.
    let head = form_head("/no/such/page", true);
    let mut stream = TcpStream::connect(socket(&app)).await.unwrap();
    let request = format!("{head}\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nlogin\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let answer = read_until_closed(stream).await;
    assert!(answer.starts_with("HTTP/1.1 404"), "{answer}");
    assert!(
        answer.to_ascii_lowercase().contains("connection: close"),
        "{answer}"
    );
}

#[tokio::test]
async fn clients_over_the_connection_cap_wait_for_a_free_slot() {
    let app = spawn(Duration::from_secs(2), 2).await;
    let answers = Arc::new(Mutex::new(Vec::new()));
    let mut held = Vec::new();
    for _ in 0..2 {
        let stream = connect_short_body(&app, &form_head("/login", true)).await;
        let answers = answers.clone();
        held.push(tokio::spawn(async move {
            let answer = read_until_closed(stream).await;
            answers.lock().unwrap().push(answer[..12].to_owned());
        }));
    }
    // Both slots are taken by the slow bodies: this one is served only after one of
    // them got its 408 and was closed.
    let mut waiting = TcpStream::connect(socket(&app)).await.unwrap();
    waiting
        .write_all(b"GET /static/site.css HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let answer = read_until_closed(waiting).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    let before = answers.lock().unwrap().clone();
    assert!(
        before.first().is_some_and(|a| a == "HTTP/1.1 408"),
        "a slot freed up (by a 408) before the waiting client was served: {before:?}"
    );
    for task in held {
        task.await.unwrap();
    }
}
