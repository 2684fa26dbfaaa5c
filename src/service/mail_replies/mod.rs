//! A move sent by mail: a reply to a move mail, received by the SMTP listener or by
//! `corrchess mail receive`. Machine mail (RFC 3834), mail without a return path, mail
//! to no valid reply address and mail for a deleted account or a game not the token's
//! player's are dropped without an answer (and without reading the body); what a valid
//! reply address receives counts against its player's limit, must come from the
//! player's stored address and is played through [`play::play_move`] exactly as the move form
//! is (validation, clocks, conditional moves, mails), with the mail's token's ply as
//! the form's `ply`; a draw word alone accepts or offers a draw (`draw`). Every answer (a confirmation, or a refusal with the reason) goes to
//! the stored address only, never to the sender.

mod draw;
mod refusal;

use crate::{
    config::RateLimit,
    domain::{
        Refusal, Words,
        mail_tokens::{ReplyToken, TokenError},
    },
    mail::{inbound, reply_text},
    service::{
        Context, ServiceError,
        move_decision::MoveSubmission,
        play::{self, MoveOutcome},
    },
    store::{self, users::User},
};

/// A received message as a way in hands it over.
#[derive(Clone, Copy, Debug)]
pub struct IncomingMail<'a> {
    /// The envelope's return path (SMTP `MAIL FROM`): `Some("")` for the null path,
    /// `None` when the way in does not know it (the `Return-Path` header counts then).
    pub return_path: Option<&'a str>,
    /// The envelope's recipients; empty when the way in does not know them (the
    /// message's delivery headers count then).
    pub recipients: &'a [String],
    /// The message, or its first [`inbound::MAX_BYTES`] when it was larger.
    pub raw: &'a [u8],
    /// The message was larger than [`inbound::MAX_BYTES`].
    pub oversized: bool,
}

/// What became of a message (for the log and the tests).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Handled {
    /// The move was played; the player was mailed a confirmation.
    Played,
    /// The token's move was played already (the same reply twice): nothing more.
    AlreadyPlayed,
    /// A draw word alone offered a draw; the player was mailed a confirmation.
    DrawOffered,
    /// A draw word alone accepted the opponent's offer: the game ended drawn.
    DrawAccepted,
    /// Not played; the player was mailed why.
    Refused(Refusal),
    /// Not answered at all, for this reason.
    Dropped(&'static str),
}

/// Handles one received message. `Err` only for internal failures (the database is
/// unreachable): the way in then asks the sender to try again later. Everything the
/// envelope and the headers can tell is checked before the body is read (its HTML
/// costs time): mail to a forged address, for a game that is not the player's or from
/// another sender never has its body read.
pub async fn receive(
    ctx: Context<'_>,
    limit: RateLimit,
    mail: IncomingMail<'_>,
) -> Result<Handled, ServiceError> {
    let Some(message) = inbound::read(mail.raw) else {
        return Ok(Handled::Dropped("not a mail message"));
    };
    if let Some(why) = &message.automatic {
        tracing::info!(%why, "dropped a machine-sent mail");
        return Ok(Handled::Dropped("sent by a machine"));
    }
    let return_path = mail.return_path.or(message.return_path.as_deref());
    if return_path == Some("") {
        return Ok(Handled::Dropped("empty return path"));
    }
    let token = match reply_token(ctx, &mail, &message) {
        Some(Ok(token)) => token,
        Some(Err(_)) => return Ok(Handled::Dropped("forged reply address")),
        None => return Ok(Handled::Dropped("no reply address")),
    };
    let key = format!("mail_reply:account:{}", token.user);
    if store::rate_limits::hit(ctx.pool, &key, limit)
        .await?
        .is_err()
    {
        tracing::info!(user = %token.user, "mail replies over the limit: dropped");
        return Ok(Handled::Dropped("over the player's limit"));
    }
    let Some(user) = store::users::live_by_id(ctx.pool, token.user).await? else {
        return Ok(Handled::Dropped("no such player"));
    };
    if let Some(why) = game_mismatch(ctx, token).await? {
        return Ok(Handled::Dropped(why));
    }
    let handled = answer(ctx, &user, token, &mail, &message).await?;
    tracing::info!(game = %token.game, user = %user.id, ?handled, "move by mail");
    Ok(handled)
}

/// Why the token's game does not fit it, if it does not: the game is gone, the player
/// is not in it, or the token names a ply the game has not reached.
async fn game_mismatch(
    ctx: Context<'_>,
    token: ReplyToken,
) -> Result<Option<&'static str>, ServiceError> {
    let Some(row) = store::games::by_id(ctx.pool, token.game).await? else {
        return Ok(Some("no such game"));
    };
    Ok(if !row.is_player(token.user) {
        Some("not a player of the game")
    } else if token.ply > row.ply {
        Some("a ply the game has not reached")
    } else {
        None
    })
}

/// The reply address the message went to, checked: the envelope's recipients, or the
/// message's delivery headers when the envelope names none.
fn reply_token(
    ctx: Context<'_>,
    mail: &IncomingMail<'_>,
    message: &inbound::ReceivedMessage,
) -> Option<Result<ReplyToken, TokenError>> {
    let recipients = match mail.recipients {
        [] => &message.recipients[..],
        given => given,
    };
    recipients
        .iter()
        .find_map(|r| ctx.links.read_reply_address(r))
}

/// The message's text, read on a blocking thread (HTML takes time, see
/// [`inbound::text`]) so that the runtime's threads go on serving meanwhile.
async fn message_text(raw: &[u8]) -> Result<String, ServiceError> {
    let raw = raw.to_vec();
    tokio::task::spawn_blocking(move || inbound::text(&raw))
        .await
        .map_err(|e| ServiceError::Internal(anyhow::anyhow!("reading a mail's text: {e}")))
}

/// Plays the reply of `user` (the token's player, whose address is trusted) or says
/// why not.
async fn answer(
    ctx: Context<'_>,
    user: &User,
    token: ReplyToken,
    mail: &IncomingMail<'_>,
    message: &inbound::ReceivedMessage,
) -> Result<Handled, ServiceError> {
    let from = message.from.as_deref().unwrap_or_default();
    let refuse = |typed: String, reason: Refusal| refusal::Refusal {
        user,
        token,
        typed,
        reason,
        legal_moves: false,
    };
    if !from.trim().eq_ignore_ascii_case(user.email.trim()) {
        let account = user.email.as_str();
        let reason = if from.is_empty() {
            Words::new("reply-no-sender").arg("account", account)
        } else {
            Words::new("reply-wrong-sender")
                .arg("from", from)
                .arg("account", account)
        };
        return refusal::queue(ctx, refuse(String::new(), reason.into())).await;
    }
    if mail.oversized {
        let reason = Words::new("reply-too-large").arg("kb", inbound::MAX_BYTES / 1024);
        return refusal::queue(ctx, refuse(String::new(), reason.into())).await;
    }
    let reply = reply_text::read(&message_text(mail.raw).await?);
    let text = plain(&reply.message);
    if let Some(word) = reply.draw_alone {
        return draw::answer(ctx, user, token, word, &text).await;
    }
    let Some(mv) = reply.mv.as_deref().map(plain) else {
        let reason = Words::new("reply-no-move");
        return refusal::queue(ctx, refuse(String::new(), reason.into())).await;
    };
    let submission = MoveSubmission {
        message: &text,
        offer_draw: reply.draw,
        by_mail: true,
        ..MoveSubmission::new(user.id, &mv, token.ply)
    };
    match play::play_move(ctx, token.game, submission).await {
        Ok(MoveOutcome::Played(_) | MoveOutcome::SentHome) => Ok(Handled::Played),
        Ok(MoveOutcome::AlreadyPlayed) => Ok(Handled::AlreadyPlayed),
        Err(ServiceError::NotFound(_) | ServiceError::NotAPlayer) => {
            Ok(Handled::Dropped("no such game of the player"))
        }
        Err(e @ ServiceError::Internal(_)) => Err(e),
        Err(e) => {
            let legal_moves = matches!(e, ServiceError::IllegalMove(_));
            refusal::queue(
                ctx,
                refusal::Refusal {
                    legal_moves,
                    ..refuse(mv, mail_refusal(&e))
                },
            )
            .await
        }
    }
}

/// A refusal of the move service as a mail says it: a changed position asks for a
/// reply, not a look at the page.
fn mail_refusal(error: &ServiceError) -> Refusal {
    match error {
        ServiceError::StalePly { current } => {
            Refusal::Words(Words::new("reply-stale-ply").arg("current", *current))
        }
        other => other.refusal(),
    }
}

/// Text from a mail with its control characters dropped (line breaks and tabs kept):
/// what mail clients put in is not the player's to fix.
fn plain(text: &str) -> String {
    text.chars()
        .map(|c| {
            if matches!(c, '\u{2028}' | '\u{2029}') {
                '\n'
            } else {
                c
            }
        })
        .filter(|c| !c.is_control() || matches!(c, '\n' | '\t'))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mail_text_loses_control_characters_but_keeps_lines() {
        assert_eq!(plain("Nf3\u{0}"), "Nf3");
        assert_eq!(plain("a\u{1b}[31mb\tc\nd\u{2028}e"), "a[31mb\tc\nd\ne");
        assert!(crate::domain::games::is_plain_text(&plain(
            "x\u{7f}\u{85}y"
        )));
    }

    #[test]
    fn a_mailed_refusal_reads_in_the_players_language() {
        let Refusal::Words(stale) = mail_refusal(&ServiceError::StalePly { current: 7 }) else {
            panic!("a stale ply is refused in words");
        };
        assert!(stale.to_string().contains("7 half-moves"));
        assert!(stale.de().contains("7 Halbzüge"));
        let turn = mail_refusal(&ServiceError::NotYourTurn);
        assert_eq!(
            turn,
            Refusal::Words(Words::new("error-not-your-turn")),
            "other refusals read as on the page"
        );
        let Refusal::Words(turn) = turn else {
            unreachable!()
        };
        assert_ne!(turn.de(), turn.to_string());
    }
}
