//! The built-in SMTP listener for replies (`INBOUND_SMTP_ADDR`), for an MTA to relay
//! the reply domain's mail to: [`super::smtp_session`] holds the dialogue, this file the
//! sockets, the time-outs and the message's bytes. A message is answered 250 once it
//! is handled (played, refused by mail to the player, or dropped), 451 when the
//! database fails (the MTA tries again later), 552 past a hard cap on its size.
//!
//! No client holds a slot for long: every session ends at a deadline, a client that
//! says nothing after the greeting is closed soon, one that falls silent between
//! commands (or lines of a message) is closed after the idle limit, and one address
//! may hold only a few of the slots. A client past a deadline, or one that finds the listener full, is
//! answered `421` and closed, which an MTA takes as "try again later".

use std::{
    collections::HashMap,
    net::IpAddr,
    sync::{Arc, Mutex},
    time::Duration,
};

use sqlx::PgPool;
use tokio::{
    io::{AsyncBufRead, AsyncBufReadExt, AsyncWrite, AsyncWriteExt, BufReader},
    net::{TcpListener, TcpStream},
    sync::Semaphore,
    time::Instant,
};

use super::smtp_session::{Reply, Session, Step};
use crate::{
    config::RateLimit,
    domain::Links,
    mail::inbound::MAX_BYTES,
    service::{
        Context,
        mail_replies::{self, IncomingMail},
    },
};

/// How long past the session's deadline a connection may still take to say `421` to
/// a client that reads nothing; then it is closed without a word.
const LAST_WORD: Duration = Duration::from_secs(10);
/// The longest command line taken.
const MAX_COMMAND: usize = 4096;
/// The longest line of a message taken (RFC 5321 asks for 1000; clients exceed it).
const MAX_DATA_LINE: usize = 64 * 1024;
/// Past this many bytes a message is refused outright and the connection closed; up
/// to it, a message over [`MAX_BYTES`] is read to its end and refused by mail.
const HARD_CAP: usize = 16 * 1024 * 1024;
/// Connections served at once; more are answered `421` and closed.
pub const MAX_CONNECTIONS: usize = 32;

/// How long and how many clients the listener serves (`INBOUND_SMTP_*` settings).
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Connections served at once.
    pub connections: usize,
    /// Connections served at once from one client address.
    pub per_address: usize,
    /// How long a client has after the greeting for its first command.
    pub first_command: Duration,
    /// How long a client may be silent after that, between commands and between the
    /// lines of a message. Far below RFC 5321's five minutes: the clients are relaying
    /// MTAs, which send at once, and four addresses saying `EHLO` once each would
    /// otherwise hold every slot for five minutes (issue 44).
    pub idle: Duration,
    /// How long a whole session may last, however busy the client keeps it.
    pub session: Duration,
}

/// The `421` for a client that found every slot (or its address's share) taken.
const FULL: &[u8] = b"421 4.3.2 Too many connections, try again later\r\n";

/// What handling a message needs: the database, the links (reply addresses) and the
/// per-player limit.
#[derive(Clone, Debug)]
pub struct Inbox {
    pub pool: PgPool,
    pub links: Links,
    pub limit: RateLimit,
    /// `VACATION_DAYS_PER_YEAR`, for a reply that comes after its deadline.
    pub vacation_days_per_year: i64,
}

/// Serves the reply domain's mail on `listener` for ever.
pub async fn serve(listener: TcpListener, inbox: Inbox, limits: Limits) {
    let slots = Arc::new(Semaphore::new(limits.connections.max(1)));
    let peers = Arc::new(Peers::default());
    let inbox = Arc::new(inbox);
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                tracing::warn!("reply listener: accept failed: {e}");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Some((permit, share)) = slots
            .clone()
            .try_acquire_owned()
            .ok()
            .and_then(|permit| Some((permit, peers.take(peer.ip(), limits.per_address)?)))
        else {
            tracing::info!(%peer, "reply listener full: 421");
            // The socket's buffer is empty: the line fits without waiting; the client
            // has sent nothing yet, so closing loses none of it.
            let _ = stream.try_write(FULL);
            continue;
        };
        let inbox = inbox.clone();
        tokio::spawn(async move {
            let deadline = Instant::now() + limits.session;
            let session = connection(stream, &inbox, limits, deadline);
            match tokio::time::timeout_at(deadline + LAST_WORD, session).await {
                Ok(Err(e)) => tracing::debug!(%peer, "reply listener: connection ended: {e}"),
                Err(_) => {
                    tracing::debug!(%peer, "reply listener: closed a client that reads nothing")
                }
                Ok(Ok(())) => {}
            }
            drop((permit, share));
        });
    }
}

/// The connections each client address holds.
#[derive(Debug, Default)]
struct Peers(Mutex<HashMap<IpAddr, usize>>);

/// One connection of an address, given back when dropped.
struct Share {
    peers: Arc<Peers>,
    ip: IpAddr,
}

impl Peers {
    /// A share for `ip` if it holds fewer than `max` connections.
    fn take(self: &Arc<Self>, ip: IpAddr, max: usize) -> Option<Share> {
        let mut held = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let n = held.entry(ip).or_default();
        if *n >= max.max(1) {
            return None;
        }
        *n += 1;
        Some(Share {
            peers: self.clone(),
            ip,
        })
    }
}

impl Drop for Share {
    fn drop(&mut self) {
        let mut held = self.peers.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = held.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                held.remove(&self.ip);
            }
        }
    }
}

/// When the next line must have come: the first command soon after the greeting, every
/// later line within the idle limit, and all of them before the session's deadline.
#[derive(Clone, Copy, Debug)]
struct Clock {
    deadline: Instant,
    first_command: Option<Duration>,
    idle: Duration,
}

impl Clock {
    fn next_line(&self) -> Instant {
        let wait = self.first_command.unwrap_or(self.idle);
        (Instant::now() + wait).min(self.deadline)
    }
}

/// One client's connection, to its QUIT, its end or a deadline (answered 421).
async fn connection(
    stream: TcpStream,
    inbox: &Arc<Inbox>,
    limits: Limits,
    deadline: Instant,
) -> std::io::Result<()> {
    let (read, mut write) = stream.into_split();
    let mut reader = BufReader::new(read);
    let domain = inbox.links.reply_domain().unwrap_or("localhost").to_owned();
    let mut session = Session::new(&domain, &domain);
    let mut clock = Clock {
        deadline,
        first_command: Some(limits.first_command),
        idle: limits.idle,
    };
    send(&mut write, &session.greeting()).await?;
    loop {
        let line = match read_line(&mut reader, MAX_COMMAND, clock).await {
            Ok(Line::Text(line)) => line,
            Ok(Line::TooLong) => {
                send(&mut write, &reply(500, "5.5.2 Line too long")).await?;
                continue;
            }
            Ok(Line::End) => return Ok(()),
            Err(e) => return time_out(&mut write, e, clock).await,
        };
        clock.first_command = None;
        let text = String::from_utf8_lossy(&line);
        match session.command(text.trim_end_matches(['\r', '\n'])) {
            Step::Reply(r) => send(&mut write, &r).await?,
            Step::Quit(r) => return send(&mut write, &r).await,
            Step::ReadData(r) => {
                send(&mut write, &r).await?;
                let data = match read_data(&mut reader, clock).await {
                    Ok(Some(data)) => data,
                    Ok(None) => {
                        send(&mut write, &reply(552, "5.3.4 Message too big")).await?;
                        return Ok(());
                    }
                    Err(e) => return time_out(&mut write, e, clock).await,
                };
                let envelope = session.take_envelope();
                let inbox = inbox.clone();
                // A task of its own: a deadline closing the connection does not cut off
                // a move half played.
                let answer = tokio::spawn(async move {
                    handle(&inbox, &envelope.return_path, &envelope.recipients, data).await
                })
                .await
                .unwrap_or_else(|_| reply(451, "4.3.0 Try again later"));
                send(&mut write, &answer).await?;
            }
        }
    }
}

/// Ends a connection whose read failed: a time-out is answered 421 (which deadline),
/// any other error ends it as it is.
async fn time_out(
    write: &mut (impl AsyncWrite + Unpin),
    e: std::io::Error,
    clock: Clock,
) -> std::io::Result<()> {
    if e.kind() != std::io::ErrorKind::TimedOut {
        return Err(e);
    }
    let why = if Instant::now() >= clock.deadline {
        "4.4.2 Session time limit reached, closing"
    } else {
        "4.4.2 Timed out waiting for a command, closing"
    };
    send(write, &reply(421, why)).await?;
    Err(e)
}

/// Hands one message to the service and says how to answer the client.
async fn handle(inbox: &Inbox, return_path: &str, recipients: &[String], data: Data) -> Reply {
    let mail = IncomingMail {
        return_path: Some(return_path),
        recipients,
        raw: &data.bytes,
        oversized: data.oversized,
    };
    let ctx =
        Context::new(&inbox.pool, &inbox.links).with_vacation_days(inbox.vacation_days_per_year);
    match mail_replies::receive(ctx, inbox.limit, mail).await {
        Ok(_) => reply(250, "2.0.0 OK"),
        Err(e) => {
            tracing::error!("reply listener: {e:#}");
            reply(451, "4.3.0 Try again later")
        }
    }
}

fn reply(code: u16, text: &str) -> Reply {
    Reply {
        code,
        lines: vec![text.to_owned()],
    }
}

async fn send(write: &mut (impl AsyncWrite + Unpin), reply: &Reply) -> std::io::Result<()> {
    write.write_all(reply.wire().as_bytes()).await?;
    write.flush().await
}

/// One line read.
enum Line {
    /// The line with its line break.
    Text(Vec<u8>),
    /// Longer than allowed; the rest of it was skipped.
    TooLong,
    /// The client closed the connection.
    End,
}

/// Reads one line of at most `max` bytes, waiting as long as `clock` says.
async fn read_line(
    reader: &mut (impl AsyncBufRead + Unpin),
    max: usize,
    clock: Clock,
) -> std::io::Result<Line> {
    match tokio::time::timeout_at(clock.next_line(), read_limited(reader, max)).await {
        Ok(line) => line,
        Err(_) => Err(std::io::Error::new(
            std::io::ErrorKind::TimedOut,
            "no line within the time-out",
        )),
    }
}

async fn read_limited(
    reader: &mut (impl AsyncBufRead + Unpin),
    max: usize,
) -> std::io::Result<Line> {
    let mut line = Vec::new();
    let mut too_long = false;
    loop {
        let available = reader.fill_buf().await?;
        if available.is_empty() {
            // The connection closed, perhaps in the middle of a line.
            return Ok(Line::End);
        }
        let (n, done) = match available.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (available.len(), false),
        };
        if !too_long && line.len() + n > max {
            too_long = true;
            line = Vec::new();
        }
        if !too_long {
            line.extend_from_slice(&available[..n]);
        }
        reader.consume(n);
        if done {
            return Ok(if too_long {
                Line::TooLong
            } else {
                Line::Text(line)
            });
        }
    }
}

/// A message read to its final `.` line, dots unstuffed.
struct Data {
    /// The message, or its first [`MAX_BYTES`] + 1 bytes.
    bytes: Vec<u8>,
    /// Larger than [`MAX_BYTES`] (or with a line too long to keep).
    oversized: bool,
}

/// Reads a message up to its final `.` line; `None` when it passes [`HARD_CAP`].
async fn read_data(
    reader: &mut (impl AsyncBufRead + Unpin),
    clock: Clock,
) -> std::io::Result<Option<Data>> {
    let mut bytes = Vec::new();
    let mut total = 0usize;
    let mut damaged = false;
    loop {
        let line = match read_line(reader, MAX_DATA_LINE, clock).await? {
            Line::Text(line) => line,
            Line::TooLong => {
                damaged = true;
                total += MAX_DATA_LINE;
                continue;
            }
            Line::End => {
                return Err(std::io::Error::new(
                    std::io::ErrorKind::UnexpectedEof,
                    "the connection closed inside a message",
                ));
            }
        };
        if line == b".\r\n" || line == b".\n" {
            break;
        }
        let line = line.strip_prefix(b".").unwrap_or(&line);
        total += line.len();
        if total > HARD_CAP {
            return Ok(None);
        }
        let room = (MAX_BYTES + 1).saturating_sub(bytes.len());
        bytes.extend_from_slice(&line[..line.len().min(room)]);
    }
    Ok(Some(Data {
        bytes,
        oversized: damaged || total > MAX_BYTES,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock() -> Clock {
        Clock {
            deadline: Instant::now() + Duration::from_secs(600),
            first_command: None,
            idle: Duration::from_secs(300),
        }
    }

    async fn data(input: &[u8]) -> Option<Data> {
        let mut reader = BufReader::new(input);
        read_data(&mut reader, clock()).await.unwrap()
    }

    #[tokio::test]
    async fn a_message_is_read_to_its_dot_with_dots_unstuffed() {
        let d = data(b"Subject: x\r\n\r\nNf3\r\n..hidden dot\r\n.\r\nNOOP\r\n")
            .await
            .unwrap();
        assert_eq!(d.bytes, b"Subject: x\r\n\r\nNf3\r\n.hidden dot\r\n");
        assert!(!d.oversized);
    }

    #[tokio::test]
    async fn a_large_message_keeps_its_start_and_a_huge_one_is_refused() {
        let line = [b'x'; 1000];
        let mut input = Vec::new();
        for _ in 0..300 {
            input.extend_from_slice(&line);
            input.extend_from_slice(b"\r\n");
        }
        input.extend_from_slice(b".\r\n");
        let d = data(&input).await.unwrap();
        assert!(d.oversized);
        assert_eq!(d.bytes.len(), MAX_BYTES + 1);
        let mut huge = Vec::new();
        while huge.len() <= HARD_CAP {
            huge.extend_from_slice(&line);
            huge.extend_from_slice(b"\r\n");
        }
        huge.extend_from_slice(b".\r\n");
        assert!(data(&huge).await.is_none());
    }

    #[tokio::test]
    async fn lines_are_limited_and_a_closed_connection_ends_reading() {
        let mut long = vec![b'a'; MAX_COMMAND + 10];
        long.extend_from_slice(b"\r\nQUIT\r\n");
        let mut reader = BufReader::new(&long[..]);
        assert!(matches!(
            read_line(&mut reader, MAX_COMMAND, clock()).await.unwrap(),
            Line::TooLong
        ));
        assert!(
            matches!(read_line(&mut reader, MAX_COMMAND, clock()).await.unwrap(), Line::Text(l) if l == b"QUIT\r\n")
        );
        assert!(matches!(
            read_line(&mut reader, MAX_COMMAND, clock()).await.unwrap(),
            Line::End
        ));
        let mut cut = BufReader::new(&b"Subject: x\r\npartial"[..]);
        assert!(read_data(&mut cut, clock()).await.is_err());
    }
}
