//! Connection limits over raw TCP: a body shorter than its `Content-Length` is answered
//! 408 and the connection closed; the connection cap makes later clients wait; one
//! client over its own cap (`MAX_CONNECTIONS_PER_CLIENT`) is closed at once, and
//! addresses in one /24 are one client.

use std::{
    sync::{Arc, Mutex},
    time::Duration,
};

use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::{TcpSocket, TcpStream},
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
    send_short_body(TcpStream::connect(socket(app)).await.unwrap(), head).await
}

/// Sends `head` (without the blank line) and 10 of the 100 body bytes it announces on
/// `stream`, which then holds its place.
async fn send_short_body(mut stream: TcpStream, head: &str) -> TcpStream {
    let request = format!("{head}\r\nContent-Length: 100\r\n\r\n0123456789");
    stream.write_all(request.as_bytes()).await.unwrap();
    stream
}

/// A connection that reads slowly: its receive buffer holds 4 KiB.
async fn slow_reader(app: &TestApp) -> TcpStream {
    let reader = TcpSocket::new_v4().unwrap();
    reader.set_recv_buffer_size(4096).unwrap();
    reader.connect(socket(app).parse().unwrap()).await.unwrap()
}

/// Reads what the server sends next onto `into`; the server must not close first.
async fn read_more(stream: &mut TcpStream, into: &mut Vec<u8>, what: &str) {
    let mut buf = [0u8; 16 * 1024];
    let n = tokio::time::timeout(HANG_GUARD, stream.read(&mut buf))
        .await
        .expect("the server answers")
        .unwrap();
    let sent = String::from_utf8_lossy(into);
    assert!(n > 0, "the server closed {what}: {sent}");
    into.extend_from_slice(&buf[..n]);
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

/// Reads one answer with a `Content-Length` body off a kept-alive connection.
async fn read_one_answer(stream: &mut TcpStream) -> String {
    let mut answer = Vec::new();
    loop {
        let text = String::from_utf8_lossy(&answer).into_owned();
        if let Some(end) = text.find("\r\n\r\n") {
            let length = text[..end]
                .lines()
                .find_map(|l| {
                    let (name, value) = l.split_once(':')?;
                    name.eq_ignore_ascii_case("content-length")
                        .then(|| value.trim().parse::<usize>().unwrap())
                })
                .expect("the answer has a Content-Length");
            if answer.len() >= end + 4 + length {
                return text;
            }
        }
        read_more(stream, &mut answer, "before the answer was whole").await;
    }
}

/// Waits at most `bound` for the server to close `stream`; whatever it still sends is
/// read and dropped.
async fn closed_within(stream: &mut TcpStream, bound: Duration) -> bool {
    let mut sink = Vec::new();
    matches!(
        tokio::time::timeout(bound, stream.read_to_end(&mut sink)).await,
        Ok(Ok(_) | Err(_))
    )
}

#[tokio::test]
async fn a_second_request_head_left_unfinished_does_not_keep_the_connection() {
    let limit = Duration::from_secs(1);
    let app = spawn(limit, 500).await;
    let mut stream = TcpStream::connect(socket(&app)).await.unwrap();
    stream
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
        .await
        .unwrap();
    let first = read_one_answer(&mut stream).await;
    assert!(first.starts_with("HTTP/1.1 200"), "{first}");
    // The next request begins and stalls after one byte.
    stream.write_all(b"G").await.unwrap();
    assert!(
        closed_within(&mut stream, 10 * limit).await,
        "the server closed the connection on the stalled request"
    );
}

#[tokio::test]
async fn a_client_that_never_reads_a_large_answer_does_not_keep_the_connection() {
    let limit = Duration::from_secs(2);
    // One connection in all: the second client is served only once the first is gone.
    let app = spawn(limit, 1).await;
    let mut stalled = slow_reader(&app).await;
    // Far more than the kernel buffers on both ends hold.
    let request = "GET /positions HTTP/1.1\r\nHost: localhost\r\n\r\n".repeat(100);
    stalled.write_all(request.as_bytes()).await.unwrap();
    let mut status = [0u8; 12];
    tokio::time::timeout(HANG_GUARD, stalled.read_exact(&mut status))
        .await
        .expect("the first answer begins")
        .unwrap();
    assert_eq!(&status, b"HTTP/1.1 200");

    let mut next = TcpStream::connect(socket(&app)).await.unwrap();
    next.write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut answer = Vec::new();
    let served = tokio::time::timeout(10 * limit, next.read_to_end(&mut answer)).await;
    assert!(
        served.is_ok(),
        "the connection that does not read was closed and the next client served"
    );
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    drop(stalled);
}

#[tokio::test]
async fn keep_alive_serves_several_requests_and_a_slow_reader_gets_all_of_a_large_answer() {
    let limit = Duration::from_secs(1);
    let app = spawn(limit, 500).await;
    let mut stream = TcpStream::connect(socket(&app)).await.unwrap();
    for _ in 0..3 {
        stream
            .write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
            .await
            .unwrap();
        let answer = read_one_answer(&mut stream).await;
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
        // A pause shorter than the limit between requests.
        tokio::time::sleep(limit / 2).await;
    }

    // A large answer read slowly, a little at a time but never stalling for the limit,
    // arrives whole, and the connection serves the next request after it.
    let mut slow = slow_reader(&app).await;
    let request = "GET /positions HTTP/1.1\r\nHost: localhost\r\n\r\n".repeat(2);
    slow.write_all(request.as_bytes()).await.unwrap();
    let mut received = Vec::new();
    let started = tokio::time::Instant::now();
    let mut pauses = 0;
    loop {
        let text = String::from_utf8_lossy(&received);
        if text.matches("</html>").count() == 2 {
            break;
        }
        read_more(&mut slow, &mut received, "while the client was reading").await;
        if started.elapsed() < 3 * limit {
            tokio::time::sleep(limit / 4).await;
            pauses += 1;
        }
    }
    let text = String::from_utf8_lossy(&received);
    assert_eq!(text.matches("HTTP/1.1 200").count(), 2, "two whole answers");
    assert!(
        pauses >= 8,
        "the reading took longer than the limit ({pauses} pauses)"
    );
}

#[tokio::test]
async fn a_handler_that_outlasts_the_connection_deadline_still_answers() {
    let limit = Duration::from_secs(1);
    let app = TestApp::spawn_with(|c| {
        c.request_timeout = limit;
        c.password_hash_concurrency = 1;
        c.password_hash_wait = Duration::from_secs(60);
    })
    .await;
    // The login waits for the only password slot, held here past the read deadline.
    let slot = app.passwords.slot().await.unwrap();
    let runs = app.passwords.runs();
    let mut stream = TcpStream::connect(socket(&app)).await.unwrap();
    let body = "login=nobody&password=secret";
    let request = format!(
        "{}\r\nContent-Length: {}\r\n\r\n{body}",
        form_head("/login", true),
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    tokio::time::sleep(3 * limit).await;
    assert_eq!(app.passwords.runs(), runs, "the login is still waiting");
    drop(slot);
    let answer = read_until_closed(stream).await;
    let status = answer.get(..12).unwrap_or_default();
    assert!(status.starts_with("HTTP/1.1 "), "{answer}");
    assert!(
        !["HTTP/1.1 408", "HTTP/1.1 503"].contains(&status),
        "{answer}"
    );
    assert_eq!(app.passwords.runs(), runs + 1, "the password was checked");
}

/// Sends a whole GET on a new connection and returns what came back before the server
/// closed it (empty when the connection was refused).
async fn get_on_new_connection(app: &TestApp) -> String {
    get_and_close(TcpStream::connect(socket(app)).await.unwrap()).await
}

/// Sends a whole GET on `stream` and returns what came back before the server closed
/// it (empty when it was closed unread).
async fn get_and_close(mut stream: TcpStream) -> String {
    // A refused connection may be closed before the request is written.
    let _ = stream
        .write_all(b"GET /static/site.css HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .await;
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(HANG_GUARD, stream.read_to_end(&mut answer))
        .await
        .expect("the server answers or closes");
    String::from_utf8_lossy(&answer).into_owned()
}

#[tokio::test]
async fn one_client_over_its_connection_cap_is_refused_and_served_once_one_closes() {
    // A body deadline far beyond the test: the slow bodies hold their connections.
    let app = TestApp::spawn_with(|c| {
        c.request_timeout = Duration::from_secs(300);
        c.max_connections_per_client = 4;
    })
    .await;
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(connect_short_body(&app, &form_head("/login", true)).await);
    }
    // Under the cap: a fourth connection is served, and kept open.
    let mut fourth = TcpStream::connect(socket(&app)).await.unwrap();
    fourth
        .write_all(b"GET /static/site.css HTTP/1.1\r\nHost: localhost\r\n\r\n")
        .await
        .unwrap();
    let answer = read_one_answer(&mut fourth).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    // The fifth is closed without an answer, and does not disturb the others.
    assert_eq!(get_on_new_connection(&app).await, "", "over the cap");
    fourth
        .write_all(b"GET /static/site.css HTTP/1.1\r\nHost: localhost\r\n\r\n")
        .await
        .unwrap();
    let again = read_one_answer(&mut fourth).await;
    assert!(again.starts_with("HTTP/1.1 200"), "{again}");

    // One slow body gives up: its place is free again once the server has seen it go.
    drop(held.pop());
    let mut served = String::new();
    for _ in 0..100 {
        served = get_on_new_connection(&app).await;
        if !served.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(served.starts_with("HTTP/1.1 200"), "{served}");
    drop(held);
}

/// A connection from `127.0.0.N` (every address of 127/8 is the loopback) sending a
/// form's head and 10 of the 100 body bytes it announces: it holds its place.
async fn slow_body_from(app: &TestApp, n: u8) -> TcpStream {
    send_short_body(connect_from(app, n).await, &form_head("/login", true)).await
}

/// Whether a GET from `127.0.0.N` on a new connection is answered (not closed unread).
async fn served_from(app: &TestApp, n: u8) -> bool {
    get_and_close(connect_from(app, n).await)
        .await
        .starts_with("HTTP/1.1 200")
}

/// A new connection from `127.0.0.N` (every address of 127/8 is the loopback).
async fn connect_from(app: &TestApp, n: u8) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(([127, 0, 0, n], 0).into()).unwrap();
    let port: u16 = app.address.rsplit(':').next().unwrap().parse().unwrap();
    socket.connect(([127, 0, 0, 1], port).into()).await.unwrap()
}

#[tokio::test]
async fn addresses_in_one_24_network_count_as_one_client() {
    let app = TestApp::spawn_with(|c| {
        c.request_timeout = Duration::from_secs(300);
        c.max_connections_per_client = 2;
    })
    .await;
    // Two addresses of 127.0.0.0/24, one slow body each: the network's two places.
    let held = [slow_body_from(&app, 1).await, slow_body_from(&app, 2).await];
    // Wait until the server has counted both (a GET from a third address is closed).
    let mut refused = false;
    for _ in 0..100 {
        if !served_from(&app, 3).await {
            refused = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        refused,
        "a third address of the /24 is over the network's cap"
    );
    drop(held);
}

#[tokio::test]
async fn with_a_32_prefix_each_ipv4_address_is_its_own_client() {
    let app = TestApp::spawn_with(|c| {
        c.request_timeout = Duration::from_secs(300);
        c.max_connections_per_client = 2;
        c.client_prefix_v4 = 32;
    })
    .await;
    let held = [slow_body_from(&app, 1).await, slow_body_from(&app, 2).await];
    // Give the server time to count both; every GET from a third address is served.
    for _ in 0..10 {
        assert!(
            served_from(&app, 3).await,
            "127.0.0.3 is a client of its own"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    drop(held);
}

/// Posts `bytes` blanks to `/xfcc` (read before the caller is known) on a new
/// connection: status, `Retry-After` and body; `None` when the connection broke before
/// an answer came.
async fn post_blanks(app: &TestApp, bytes: usize) -> Option<(u16, Option<String>, String)> {
    let res = reqwest::Client::new()
        .post(format!("{}/xfcc", app.address))
        .header("content-type", "text/xml")
        .body(vec![b' '; bytes])
        .timeout(HANG_GUARD)
        .send()
        .await
        .ok()?;
    let retry_after = res
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().to_owned());
    Some((res.status().as_u16(), retry_after, res.text().await.ok()?))
}

#[tokio::test]
async fn bodies_over_the_budget_in_flight_get_503_until_others_are_done() {
    let app = TestApp::spawn_with(|c| {
        c.request_timeout = Duration::from_secs(300);
        c.max_body_bytes_in_flight = 100_000;
    })
    .await;
    // One client sends 50 000 of the 60 000 bytes it announces and waits: the handler
    // holds what it read.
    let mut held = TcpStream::connect(socket(&app)).await.unwrap();
    let head = "POST /xfcc HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml\r\n\
                Content-Length: 60000\r\n\r\n";
    held.write_all(head.as_bytes()).await.unwrap();
    held.write_all(&[b' '; 50_000]).await.unwrap();
    // Another 60 000 bytes do not fit beside them: 503, try again shortly.
    let mut refused = None;
    for _ in 0..100 {
        match post_blanks(&app, 60_000).await {
            Some(answer) if answer.0 == 503 => {
                refused = Some(answer);
                break;
            }
            _ => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
    let (_, retry_after, body) = refused.expect("a body over the budget is refused");
    assert_eq!(retry_after.as_deref(), Some("5"));
    assert!(body.contains("soap:Server"), "{body}");
    // A small one still fits: read, and found to be no call.
    let (status, _, body) = post_blanks(&app, 1_000).await.expect("an answer");
    assert_eq!(status, 500, "{body}");
    assert!(body.contains("soap:Client"), "{body}");
    // The first client gives up: its bytes are given back, the large body is read.
    drop(held);
    let mut read = None;
    for _ in 0..100 {
        match post_blanks(&app, 60_000).await {
            Some(answer) if answer.0 != 503 => {
                read = Some(answer);
                break;
            }
            _ => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
    let (status, _, body) = read.expect("the budget is given back");
    assert_eq!(status, 500, "{body}");
    assert!(body.contains("soap:Client"), "{body}");
}
