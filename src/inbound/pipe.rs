//! `corrchess mail receive`: one message on standard input, from an MTA's pipe
//! transport (Postfix `pipe(8)`, which can pass the envelope as `--sender ${sender}
//! --recipient ${recipient}`) or a `.forward`. The exit code tells the MTA what to do:
//! 0 when the message is handled (played, refused by mail to the player, or dropped),
//! 75 (`EX_TEMPFAIL`) when the database cannot be reached, so the MTA tries again.

use std::io::Read;

use crate::{
    config::RateLimit,
    mail::inbound::MAX_BYTES,
    service::{
        Context,
        mail_replies::{self, Handled, IncomingMail},
    },
};

/// The exit code of a handled message.
pub const HANDLED: u8 = 0;
/// The exit code asking the MTA to deliver again later (sysexits.h `EX_TEMPFAIL`).
pub const TRY_AGAIN_LATER: u8 = 75;

/// What the MTA says of the message besides its bytes.
#[derive(Clone, Debug, Default)]
pub struct PipeEnvelope {
    /// The envelope sender; `Some("")` for the null sender, `None` when not given.
    pub sender: Option<String>,
    /// The envelope recipients; empty when not given (the headers count then).
    pub recipients: Vec<String>,
}

/// Reads a message: its first [`MAX_BYTES`] + 1 bytes are kept, the rest is read and
/// dropped (the MTA wants all of it taken); `true` when it was larger.
pub fn read_message(mut input: impl Read) -> std::io::Result<(Vec<u8>, bool)> {
    let mut raw = Vec::new();
    (&mut input)
        .take(MAX_BYTES as u64 + 1)
        .read_to_end(&mut raw)?;
    let oversized = raw.len() > MAX_BYTES;
    if oversized {
        std::io::copy(&mut input, &mut std::io::sink())?;
    }
    Ok((raw, oversized))
}

/// Hands the message to the service; returns the exit code.
pub async fn receive(
    ctx: Context<'_>,
    limit: RateLimit,
    envelope: &PipeEnvelope,
    raw: &[u8],
    oversized: bool,
) -> (u8, Option<Handled>) {
    let mail = IncomingMail {
        return_path: envelope.sender.as_deref().map(str::trim),
        recipients: &envelope.recipients,
        raw,
        oversized,
    };
    match mail_replies::receive(ctx, limit, mail).await {
        Ok(handled) => (HANDLED, Some(handled)),
        Err(e) => {
            tracing::error!("mail receive: {e:#}");
            (TRY_AGAIN_LATER, None)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_read_whole_or_its_start_kept() {
        let (raw, over) = read_message(&b"Subject: x\r\n\r\nNf3\r\n"[..]).unwrap();
        assert_eq!(raw, b"Subject: x\r\n\r\nNf3\r\n");
        assert!(!over);
        let big = vec![b'x'; MAX_BYTES + 10];
        let (raw, over) = read_message(&big[..]).unwrap();
        assert!(over);
        assert_eq!(raw.len(), MAX_BYTES + 1);
        let exact = vec![b'x'; MAX_BYTES];
        assert!(!read_message(&exact[..]).unwrap().1);
    }
}
