//! Where mail goes: a real SMTP server (`SMTP_URL`) or .eml files (the local default).

use std::path::PathBuf;

use anyhow::Context;
use lettre::{
    AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
    message::{Mailbox, MultiPart},
};
use secrecy::ExposeSecret;

use crate::{config::Config, store::outbox::QueuedMail};

/// A swappable mail transport.
#[derive(Clone)]
pub enum MailTransport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Files(AsyncFileTransport<Tokio1Executor>, PathBuf),
}

impl MailTransport {
    /// SMTP when `SMTP_URL` is set, else files under `DATA_DIR/mail`.
    pub fn from_config(config: &Config) -> anyhow::Result<Self> {
        match &config.smtp_url {
            Some(url) => {
                let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url.expose_secret())
                    .context("SMTP_URL is not a valid smtp:// or smtps:// URL")?
                    .build();
                Ok(Self::Smtp(transport))
            }
            None => {
                let dir = config.data_dir.join("mail");
                std::fs::create_dir_all(&dir)
                    .with_context(|| format!("creating the mail folder {}", dir.display()))?;
                Ok(Self::Files(AsyncFileTransport::new(&dir), dir))
            }
        }
    }

    /// A line for the log saying where mail goes (never the SMTP password).
    pub fn describe(&self) -> String {
        match self {
            Self::Smtp(_) => "mail is sent through SMTP_URL".to_owned(),
            Self::Files(_, dir) => format!("mail is written as .eml files to {}", dir.display()),
        }
    }

    /// Sends one queued message.
    pub async fn send(&self, from: &Mailbox, mail: &QueuedMail) -> anyhow::Result<()> {
        let message = Message::builder()
            .from(from.clone())
            .to(mail.to_address.parse().context("recipient address")?)
            .subject(&mail.subject)
            .multipart(MultiPart::alternative_plain_html(
                mail.body_text.clone(),
                mail.body_html.clone(),
            ))
            .context("building the message")?;
        match self {
            Self::Smtp(t) => {
                t.send(message).await.context("SMTP delivery")?;
            }
            Self::Files(t, _) => {
                t.send(message).await.context("writing the mail file")?;
            }
        }
        Ok(())
    }
}

/// Parses `MAIL_FROM` once at start-up.
pub fn parse_from(text: &str) -> anyhow::Result<Mailbox> {
    text.parse()
        .with_context(|| format!("MAIL_FROM {text:?} is not a valid mailbox"))
}
