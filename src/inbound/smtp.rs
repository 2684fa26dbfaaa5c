//! The built-in SMTP listener for replies (`INBOUND_SMTP_ADDR`), for an MTA to relay
//! the reply domain's mail to: [`super::smtp_session`] holds the dialogue, this file the
//! sockets, the time-outs and the message's bytes. A message is answered 250 once it
//! is handled (played, refused by mail to the player, or dropped), 451 when the
//! database fails (the MTA tries again later), 552 past a hard cap on its size.

use std::{sync::Arc, time::Duration};

use sqlx::PgPool;
use tokio::{
    io::{AsyncBufRead, AsyncBufReadExt, AsyncWrite, AsyncWriteExt, BufReader},
    net::{TcpListener, TcpStream},
    sync::Semaphore,
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

/// How long the listener waits for a command or a line of a message.
const READ_TIMEOUT: Duration = Duration::from_secs(300);
/// The longest command line taken.
const MAX_COMMAND: usize = 4096;
/// The longest line of a message taken (RFC 5321 asks for 1000; clients exceed it).
const MAX_DATA_LINE: usize = 64 * 1024;
/// Past this many bytes a message is refused outright and the connection closed; up
/// to it, a message over [`MAX_BYTES`] is read to its end and refused by mail.
const HARD_CAP: usize = 16 * 1024 * 1024;
/// Connections served at once; more wait to be accepted.
const MAX_CONNECTIONS: usize = 32;

/// What handling a message needs: the database, the links (reply addresses) and the
/// per-player limit.
#[derive(Clone, Debug)]
pub struct Inbox {
    pub pool: PgPool,
    pub links: Links,
    pub limit: RateLimit,
}

/// Serves the reply domain's mail on `listener` for ever.
pub async fn serve(listener: TcpListener, inbox: Inbox) {
    let slots = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    let inbox = Arc::new(inbox);
    loop {
        let Ok(permit) = slots.clone().acquire_owned().await else {
            return;
        };
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                tracing::warn!("reply listener: accept failed: {e}");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let inbox = inbox.clone();
        tokio::spawn(async move {
            if let Err(e) = connection(stream, &inbox).await {
                tracing::debug!(%peer, "reply listener: connection ended: {e}");
            }
            drop(permit);
        });
    }
}

/// One client's connection, to its QUIT or its end.
async fn connection(stream: TcpStream, inbox: &Inbox) -> std::io::Result<()> {
    let (read, mut write) = stream.into_split();
    let mut reader = BufReader::new(read);
    let domain = inbox.links.reply_domain().unwrap_or("localhost").to_owned();
    let mut session = Session::new(&domain, &domain);
    send(&mut write, &session.greeting()).await?;
    loop {
        let line = match read_line(&mut reader, MAX_COMMAND).await? {
            Line::Text(line) => line,
            Line::TooLong => {
                send(&mut write, &reply(500, "5.5.2 Line too long")).await?;
                continue;
            }
            Line::End => return Ok(()),
        };
        let text = String::from_utf8_lossy(&line);
        match session.command(text.trim_end_matches(['\r', '\n'])) {
            Step::Reply(r) => send(&mut write, &r).await?,
            Step::Quit(r) => return send(&mut write, &r).await,
            Step::ReadData(r) => {
                send(&mut write, &r).await?;
                let Some(data) = read_data(&mut reader).await? else {
                    send(&mut write, &reply(552, "5.3.4 Message too big")).await?;
                    return Ok(());
                };
                let envelope = session.take_envelope();
                let answer = handle(inbox, &envelope.return_path, &envelope.recipients, data).await;
                send(&mut write, &answer).await?;
            }
        }
    }
}

/// Hands one message to the service and says how to answer the client.
async fn handle(inbox: &Inbox, return_path: &str, recipients: &[String], data: Data) -> Reply {
    let mail = IncomingMail {
        return_path: Some(return_path),
        recipients,
        raw: &data.bytes,
        oversized: data.oversized,
    };
    let ctx = Context::new(&inbox.pool, &inbox.links);
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

/// Reads one line of at most `max` bytes, waiting at most [`READ_TIMEOUT`].
async fn read_line(reader: &mut (impl AsyncBufRead + Unpin), max: usize) -> std::io::Result<Line> {
    match tokio::time::timeout(READ_TIMEOUT, read_limited(reader, max)).await {
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
async fn read_data(reader: &mut (impl AsyncBufRead + Unpin)) -> std::io::Result<Option<Data>> {
    let mut bytes = Vec::new();
    let mut total = 0usize;
    let mut damaged = false;
    loop {
        let line = match read_line(reader, MAX_DATA_LINE).await? {
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

    async fn data(input: &[u8]) -> Option<Data> {
        let mut reader = BufReader::new(input);
        read_data(&mut reader).await.unwrap()
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
            read_line(&mut reader, MAX_COMMAND).await.unwrap(),
            Line::TooLong
        ));
        assert!(
            matches!(read_line(&mut reader, MAX_COMMAND).await.unwrap(), Line::Text(l) if l == b"QUIT\r\n")
        );
        assert!(matches!(
            read_line(&mut reader, MAX_COMMAND).await.unwrap(),
            Line::End
        ));
        let mut cut = BufReader::new(&b"Subject: x\r\npartial"[..]);
        assert!(read_data(&mut cut).await.is_err());
    }
}
