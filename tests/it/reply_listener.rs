//! The reply listener's limits over real TCP connections, with short settings: a client
//! that says nothing after the greeting, one that falls silent after `EHLO`, and one
//! that keeps its session alive with NOOPs, are answered 421 and closed; one address gets only its share of the slots,
//! and a full listener answers 421 at once (an MTA tries again later) instead of
//! leaving the client without a greeting.

use std::time::Duration;

use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::{TcpSocket, TcpStream},
};

use crate::support::TestApp;

/// How long a test waits for a line before it calls the listener stuck; far longer
/// than the settings below, far shorter than the five minutes of a line's time-out.
const PATIENCE: Duration = Duration::from_secs(30);

async fn listener(per_address: usize, first: Duration, session: Duration) -> TestApp {
    TestApp::spawn_with(|c| {
        c.inbound_smtp_addr = Some("127.0.0.1:0".parse().unwrap());
        c.inbound_smtp_per_address = per_address;
        c.inbound_smtp_first_command_timeout = first;
        c.inbound_smtp_session_timeout = session;
    })
    .await
}

/// A client connected from `127.0.0.N` (every address of 127/8 is the loopback).
async fn connect(app: &TestApp, n: u8) -> BufReader<TcpStream> {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(([127, 0, 0, n], 0).into()).unwrap();
    let port = app.smtp_port.expect("a reply listener");
    BufReader::new(socket.connect(([127, 0, 0, 1], port).into()).await.unwrap())
}

/// The next line from the server, `None` once it closed the connection.
async fn line(client: &mut BufReader<TcpStream>) -> Option<String> {
    let mut text = String::new();
    let read = tokio::time::timeout(PATIENCE, client.read_line(&mut text))
        .await
        .expect("the listener answers or closes in time");
    match read {
        Ok(0) | Err(_) => None,
        Ok(_) => Some(text),
    }
}

/// Sends a command and reads its reply's last line.
async fn command(client: &mut BufReader<TcpStream>, text: &str) -> Option<String> {
    client
        .get_mut()
        .write_all(format!("{text}\r\n").as_bytes())
        .await
        .ok()?;
    loop {
        let reply = line(client).await?;
        if reply.as_bytes().get(3) != Some(&b'-') {
            return Some(reply);
        }
    }
}

/// Reads what is left: the server's last line, then the end of the connection.
async fn closed_with(client: &mut BufReader<TcpStream>, code: &str) {
    let last = line(client).await;
    assert!(
        last.as_deref().is_some_and(|l| l.starts_with(code)),
        "{last:?}, not {code}"
    );
    assert_eq!(line(client).await, None, "then the connection closes");
}

#[tokio::test]
async fn silent_and_never_ending_sessions_are_closed_with_421() {
    let app = listener(8, Duration::from_secs(1), Duration::from_secs(3)).await;
    // Nothing after the greeting: closed after the first command's time-out.
    let mut silent = connect(&app, 1).await;
    assert!(line(&mut silent).await.unwrap().starts_with("220 "));
    closed_with(&mut silent, "421 4.4.2").await;
    // A NOOP every half second keeps each line in time, not the session.
    let mut busy = connect(&app, 1).await;
    assert!(line(&mut busy).await.unwrap().starts_with("220 "));
    assert!(
        command(&mut busy, "EHLO probe")
            .await
            .unwrap()
            .starts_with("250 ")
    );
    let mut ended = None;
    for _ in 0..40 {
        tokio::time::sleep(Duration::from_millis(500)).await;
        match command(&mut busy, "NOOP").await {
            Some(reply) if reply.starts_with("250 ") => {}
            other => {
                ended = other;
                break;
            }
        }
    }
    let last = ended.expect("the session ends at its deadline");
    assert!(last.starts_with("421 4.4.2"), "{last}");
    assert_eq!(line(&mut busy).await, None);
}

#[tokio::test]
async fn a_full_listener_and_an_address_over_its_share_get_421() {
    let app = listener(2, Duration::from_secs(60), Duration::from_secs(300)).await;
    let mut held = Vec::new();
    for _ in 0..2 {
        let mut client = connect(&app, 1).await;
        assert!(line(&mut client).await.unwrap().starts_with("220 "));
        held.push(client);
    }
    let mut third = connect(&app, 1).await;
    closed_with(&mut third, "421 4.3.2").await;
    // Other addresses fill the remaining slots (32 in all), two each.
    for n in 2..=16 {
        for _ in 0..2 {
            let mut client = connect(&app, n).await;
            let greeting = line(&mut client).await.unwrap();
            assert!(greeting.starts_with("220 "), "127.0.0.{n}: {greeting}");
            held.push(client);
        }
    }
    assert_eq!(held.len(), corrchess::inbound::smtp::MAX_CONNECTIONS);
    let mut late = connect(&app, 17).await;
    closed_with(&mut late, "421 4.3.2").await;
    // A client that leaves frees its slot for the next.
    let mut leaving = held.pop().unwrap();
    assert!(
        command(&mut leaving, "QUIT")
            .await
            .unwrap()
            .starts_with("221 ")
    );
    assert_eq!(line(&mut leaving).await, None);
    let mut greeted = false;
    for _ in 0..50 {
        let mut next = connect(&app, 17).await;
        if line(&mut next).await.is_some_and(|l| l.starts_with("220 ")) {
            greeted = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(greeted, "the freed slot serves a new client");
}

#[tokio::test]
async fn a_client_silent_after_ehlo_is_closed_at_the_idle_limit_and_frees_its_slot() {
    // The first command and the session have all the time here: only the idle limit
    // between commands can end the quiet session.
    let app = TestApp::spawn_with(|c| {
        c.inbound_smtp_addr = Some("127.0.0.1:0".parse().unwrap());
        c.inbound_smtp_per_address = 1;
        c.inbound_smtp_first_command_timeout = Duration::from_secs(300);
        c.inbound_smtp_session_timeout = Duration::from_secs(300);
        c.inbound_smtp_idle_timeout = Duration::from_secs(1);
    })
    .await;
    let mut quiet = connect(&app, 1).await;
    assert!(line(&mut quiet).await.unwrap().starts_with("220 "));
    let ehlo = command(&mut quiet, "EHLO quiet.example").await.unwrap();
    assert!(ehlo.starts_with("250 "), "{ehlo}");
    // While it is held, the address's only place is taken.
    let mut second = connect(&app, 1).await;
    closed_with(&mut second, "421 4.3.2").await;
    // Then nothing: closed at the idle limit, far sooner than the five minutes above.
    closed_with(&mut quiet, "421 4.4.2").await;
    let mut greeted = false;
    for _ in 0..50 {
        let mut next = connect(&app, 1).await;
        if line(&mut next).await.is_some_and(|l| l.starts_with("220 ")) {
            greeted = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(greeted, "the freed place serves the address again");
}
