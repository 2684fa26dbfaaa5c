//! Where mail goes: a real SMTP server (`SMTP_URL`) or .eml files (the local default,
//! written whole or not at all: see [`files`]). Opening a session and handing a message
//! over are separate steps, so the worker can tell a server it cannot reach from one
//! that fails while taking a message.

mod files;

use std::{path::PathBuf, time::Duration};

use anyhow::Context;
use lettre::{
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
    message::{
        Mailbox, MultiPart,
        header::{HeaderName, HeaderValue},
    },
};
use secrecy::{ExposeSecret, SecretString};

use super::SendError;
use crate::{config::Config, store::outbox::QueuedMail};

/// The longest one step (opening a session, handing one message over) may take, however
/// the server stalls. The worker's lease on a message outlasts both steps together.
pub const SMTP_TIMEOUT: Duration = Duration::from_secs(60);

/// A swappable mail transport.
#[derive(Clone)]
pub struct MailTransport {
    sink: Sink,
    timeout: Duration,
}

#[derive(Clone)]
enum Sink {
    /// The URL is kept to open a fresh connection pool after a time-out.
    Smtp(AsyncSmtpTransport<Tokio1Executor>, SecretString),
    Files(PathBuf),
}

fn smtp(url: &SecretString) -> anyhow::Result<AsyncSmtpTransport<Tokio1Executor>> {
    Ok(
        AsyncSmtpTransport::<Tokio1Executor>::from_url(url.expose_secret())
            .context("SMTP_URL is not a valid smtp:// or smtps:// URL")?
            .build(),
    )
}

impl MailTransport {
    /// SMTP when `SMTP_URL` is set, else files under `DATA_DIR/mail`.
    pub fn from_config(config: &Config) -> anyhow::Result<Self> {
        let sink = match &config.smtp_url {
            Some(url) => Sink::Smtp(smtp(url)?, url.clone()),
            None => {
                let dir = config.data_dir.join("mail");
                std::fs::create_dir_all(&dir)
                    .with_context(|| format!("creating the mail folder {}", dir.display()))?;
                Sink::Files(dir)
            }
        };
        Ok(Self {
            sink,
            timeout: SMTP_TIMEOUT,
        })
    }

    /// The same transport giving up on a silent server sooner (never later than
    /// [`SMTP_TIMEOUT`], which the worker's lease is measured against).
    pub fn with_timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout.min(SMTP_TIMEOUT);
        self
    }

    /// A line for the log saying where mail goes (never the SMTP password).
    pub fn describe(&self) -> String {
        match &self.sink {
            Sink::Smtp(..) => "mail is sent through SMTP_URL".to_owned(),
            Sink::Files(dir) => format!("mail is written as .eml files to {}", dir.display()),
        }
    }

    /// Opens (or re-checks) a session with the server: connection, greeting, TLS, login.
    /// Any failure here is [`SendError::Unreachable`]: no message was handed over.
    pub async fn check(&mut self) -> Result<(), SendError> {
        let Sink::Smtp(transport, _) = &self.sink else {
            return Ok(());
        };
        match tokio::time::timeout(self.timeout, transport.test_connection()).await {
            Ok(Ok(true)) => Ok(()),
            Ok(Ok(false)) => Err(SendError::Unreachable(
                "the server did not answer NOOP".to_owned(),
            )),
            Ok(Err(e)) => Err(SendError::Unreachable(format!("{e:#}"))),
            Err(_) => {
                self.reset();
                Err(SendError::Unreachable(self.silent()))
            }
        }
    }

    /// Hands one queued message over, taking at most the time-out.
    pub async fn send(&mut self, from: &Mailbox, mail: &QueuedMail) -> Result<(), SendError> {
        let message = build(from, mail)?;
        let sent = match &self.sink {
            Sink::Smtp(t, _) => tokio::time::timeout(self.timeout, t.send(message))
                .await
                .map(|r| {
                    r.map(drop).map_err(|e| {
                        let text = format!("{e:#}");
                        if e.is_client() {
                            SendError::Refused(text)
                        } else {
                            SendError::after_handover(e.status().map(u16::from), text)
                        }
                    })
                }),
            Sink::Files(dir) => {
                let (dir, bytes) = (dir.clone(), message.formatted());
                let write = tokio::task::spawn_blocking(move || files::write(&dir, &bytes));
                tokio::time::timeout(self.timeout, write).await.map(|r| {
                    r.map_err(std::io::Error::other)
                        .and_then(|written| written)
                        .map(drop)
                        .map_err(|e| SendError::Unavailable(format!("writing the mail file: {e}")))
                })
            }
        };
        sent.unwrap_or_else(|_| {
            self.reset();
            Err(SendError::Unavailable(self.silent()))
        })
    }

    /// Drops the connection pool after a time-out: the abandoned connection is in the
    /// middle of a dialogue and must not be reused (its late replies would answer the next
    /// message's commands).
    fn reset(&mut self) {
        if let Sink::Smtp(transport, url) = &mut self.sink
            && let Ok(fresh) = smtp(url)
        {
            *transport = fresh;
        }
    }

    fn silent(&self) -> String {
        format!("no answer within {} s", self.timeout.as_secs_f32())
    }
}

/// The message as it goes on the wire; an address that does not parse is refused.
/// Its Message-ID (`<KEY@domain of MAIL_FROM>`) and its thread's references come from the
/// row, so a message sent again keeps them; the reply address, the unsubscribe link
/// (RFC 8058 one-click) and `Auto-Submitted` (RFC 3834) too.
pub fn build(from: &Mailbox, mail: &QueuedMail) -> Result<Message, SendError> {
    let to = mail
        .to_address
        .parse()
        .map_err(|e| SendError::Refused(format!("recipient address: {e}")))?;
    let domain = from.email.domain();
    let id = |key: &str| format!("<{key}@{domain}>");
    let mut builder = Message::builder()
        .from(from.clone())
        .to(to)
        .subject(&mail.subject)
        .message_id(mail.message_key.as_deref().map(id))
        .raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("Auto-Submitted"),
            mail.auto_submitted.clone(),
        ));
    if let Some(root) = &mail.in_reply_to {
        builder = builder.in_reply_to(id(root)).references(id(root));
    }
    if let Some(reply_to) = &mail.reply_to {
        let mailbox = reply_to
            .parse()
            .map_err(|e| SendError::Refused(format!("reply address: {e}")))?;
        builder = builder.reply_to(mailbox);
    }
    if let Some(url) = &mail.unsubscribe_url {
        builder = builder
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Unsubscribe"),
                format!("<{url}>"),
            ))
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                "List-Unsubscribe=One-Click".to_owned(),
            ));
    }
    builder
        .multipart(MultiPart::alternative_plain_html(
            mail.body_text.clone(),
            mail.body_html.clone(),
        ))
        .map_err(|e| SendError::Refused(format!("building the message: {e}")))
}

/// Parses `MAIL_FROM` once at start-up.
pub fn parse_from(text: &str) -> anyhow::Result<Mailbox> {
    text.parse()
        .with_context(|| format!("MAIL_FROM {text:?} is not a valid mailbox"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn queued() -> QueuedMail {
        QueuedMail {
            id: 1,
            kind: "move".into(),
            to_address: "bob@example.org".into(),
            subject: "corrchess: game 42, alice vs bob".into(),
            body_text: "text".into(),
            body_html: "<p>html</p>".into(),
            attempts: 0,
            message_key: Some("corrchess.abc".into()),
            in_reply_to: Some("corrchess.game-42.user-2".into()),
            reply_to: Some("move+42-3-2-00ff@reply.example.org".into()),
            unsubscribe_url: Some("https://chess.example.org/unsubscribe?token=2-moves-00".into()),
            auto_submitted: "auto-generated".into(),
            locked_until: time::OffsetDateTime::UNIX_EPOCH,
        }
    }

    fn wire(mail: &QueuedMail) -> String {
        let from = parse_from("corrchess <noreply@chess.example.org>").unwrap();
        String::from_utf8(build(&from, mail).unwrap().formatted()).unwrap()
    }

    #[test]
    fn the_row_gives_the_thread_reply_and_unsubscribe_headers() {
        let text = wire(&queued());
        for header in [
            "Message-ID: <corrchess.abc@chess.example.org>\r\n",
            "In-Reply-To: <corrchess.game-42.user-2@chess.example.org>\r\n",
            "References: <corrchess.game-42.user-2@chess.example.org>\r\n",
            "Reply-To: move+42-3-2-00ff@reply.example.org\r\n",
            "List-Unsubscribe: <https://chess.example.org/unsubscribe?token=2-moves-00>\r\n",
            "List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n",
            "Auto-Submitted: auto-generated\r\n",
        ] {
            assert!(text.contains(header), "{header} missing from\n{text}");
        }
    }

    #[test]
    fn a_plain_row_has_no_thread_reply_or_unsubscribe_header() {
        let mail = QueuedMail {
            message_key: None,
            in_reply_to: None,
            reply_to: None,
            unsubscribe_url: None,
            auto_submitted: "auto-replied".into(),
            ..queued()
        };
        let text = wire(&mail);
        assert!(text.contains("Message-ID: <"), "lettre makes one: {text}");
        for absent in ["In-Reply-To", "References", "Reply-To", "List-Unsubscribe"] {
            assert!(!text.contains(absent), "{absent} in\n{text}");
        }
        assert!(text.contains("Auto-Submitted: auto-replied\r\n"));
    }
}
