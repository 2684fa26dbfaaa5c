//! What players do against abuse: block a user (no challenges and no messages from
//! them; games already running go on) and report a user or one of their messages; and
//! the admin's closing of a report (with its audit entry).

use super::{Context, FieldErrors, Missing, ServiceError, moderation::checked_text_in};
use crate::domain::Words;
use crate::{
    config::RateLimit,
    domain::UserId,
    store::{self, audit::Target, reports::NewReport, users::User},
};

/// The reasons a report may give (the form's `reason` values); the pages label them.
pub const REPORT_REASONS: [&str; 4] = ["abuse", "cheating", "spam", "other"];

/// The refusal of a message to a player who blocks its author.
pub fn message_refused(recipient: &str) -> ServiceError {
    ServiceError::Invalid(FieldErrors::single(
        "message",
        Words::new("game-message-refused").arg("name", recipient),
    ))
}

/// The sentence at the opponent field when the named player takes no challenge.
pub fn challenge_refused(player: &str) -> String {
    format!("{player} takes no challenges from you.")
}

/// The player called `name` (not deleted), or not found.
async fn player_named(ctx: Context<'_>, name: &str) -> Result<User, ServiceError> {
    match store::users::by_username(ctx.pool, name).await? {
        Some(u) if !u.username.starts_with("deleted player ") => Ok(u),
        _ => Err(ServiceError::NotFound(Missing::Player)),
    }
}

/// `user` blocks (`on`) or unblocks the player called `name`; returns their name.
pub async fn set_block(
    ctx: Context<'_>,
    user: &User,
    name: &str,
    on: bool,
) -> Result<String, ServiceError> {
    let other = player_named(ctx, name).await?;
    if other.id == user.id {
        return Err(ServiceError::Conflict(Words::new("admin-block-yourself")));
    }
    if on {
        store::blocks::add(ctx.pool, user.id, other.id).await?;
    } else {
        store::blocks::remove(ctx.pool, user.id, other.id).await?;
    }
    Ok(other.username)
}

/// A report as the form gives it.
#[derive(Clone, Copy, Debug)]
pub struct ReportInput<'a> {
    pub reason: &'a str,
    pub text: &'a str,
    /// The reported message's id, as the form carries it ("" for none).
    pub message: &'a str,
}

impl<'a> ReportInput<'a> {
    /// The reason, the trimmed text and the message id, or every field's error.
    pub fn checked(&self) -> Result<(&'a str, &'a str, Option<i64>), FieldErrors> {
        let mut errors = FieldErrors::default();
        let reason = REPORT_REASONS
            .iter()
            .copied()
            .find(|w| *w == self.reason.trim());
        if reason.is_none() {
            errors.add("reason", Words::new("admin-choose-reason"));
        }
        let text = checked_text_in(self.text, "text", &mut errors);
        let message = match self.message.trim() {
            "" => None,
            id => match id.parse::<i64>() {
                Ok(id) if id > 0 => Some(id),
                _ => {
                    errors.add("message", Words::new("admin-no-message"));
                    None
                }
            },
        };
        match (reason, text) {
            (Some(reason), Some(text)) if errors.is_empty() => Ok((reason, text, message)),
            _ => Err(errors),
        }
    }
}

/// Files `user`'s report of the player called `name` (or of their message); its id.
/// Each report filed counts against `limit` per account
/// (`RATE_LIMIT_REPORT_ACCOUNT`: every report lands in the admins' queue); refused
/// fields count nothing.
pub async fn report(
    ctx: Context<'_>,
    user: &User,
    name: &str,
    input: ReportInput<'_>,
    limit: RateLimit,
) -> Result<i64, ServiceError> {
    let reported = player_named(ctx, name).await?;
    let (reason, text, message) = input.checked().map_err(ServiceError::Invalid)?;
    if reported.id == user.id {
        return Err(ServiceError::Conflict(Words::new("admin-report-yourself")));
    }
    if let Some(id) = message {
        // Only a message of this player, in a game the reporter plays, can be reported.
        match store::reports::message_context(ctx.pool, id).await? {
            Some((author, white, black))
                if author == reported.id && (white == user.id || black == user.id) => {}
            _ => {
                return Err(ServiceError::Invalid(FieldErrors::single(
                    "message",
                    Words::new("admin-not-their-message"),
                )));
            }
        }
    }
    let key = format!("report:account:{}", user.id);
    if let Err(retry_after) = store::rate_limits::hit(ctx.pool, &key, limit).await? {
        return Err(ServiceError::Limited { retry_after });
    }
    let new = NewReport {
        reporter: user.id,
        reported: reported.id,
        message,
        reason,
        text,
    };
    let id = store::reports::insert(ctx.pool, new).await?;
    tracing::info!(report = id, reporter = %user.id, reported = %reported.id, "report filed");
    Ok(id)
}

/// An admin closes report `id` with a note (required).
pub async fn close_report(
    ctx: Context<'_>,
    admin: UserId,
    id: i64,
    note: &str,
) -> Result<(), ServiceError> {
    let mut errors = FieldErrors::default();
    let note = checked_text_in(note, "note", &mut errors).ok_or(ServiceError::Invalid(errors))?;
    let mut tx = ctx.pool.begin().await?;
    if !store::reports::close(&mut tx, id, admin, note).await? {
        return Err(if store::reports::exists(&mut *tx, id).await? {
            ServiceError::Conflict(Words::new("admin-report-closed-already"))
        } else {
            ServiceError::Conflict(Words::new("admin-no-such-report"))
        });
    }
    store::audit::record(&mut tx, admin, "report.close", Target::Report(id), note).await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input<'a>(reason: &'a str, text: &'a str, message: &'a str) -> ReportInput<'a> {
        ReportInput {
            reason,
            text,
            message,
        }
    }

    #[test]
    fn a_report_needs_a_known_reason_and_a_text() {
        assert_eq!(
            input("spam", " buy now ", "").checked(),
            Ok(("spam", "buy now", None))
        );
        assert_eq!(
            input("abuse", "insults", "12").checked(),
            Ok(("abuse", "insults", Some(12)))
        );
        let errors = input("rude", "  ", "x").checked().unwrap_err();
        assert_eq!(errors.text("reason"), "Choose a reason.");
        assert!(errors.text("text").contains("1 to 2000"));
        assert_eq!(errors.text("message"), "That is no message.");
        for bad in ["0", "-3", "1.5"] {
            assert!(
                !input("spam", "t", bad)
                    .checked()
                    .unwrap_err()
                    .text("message")
                    .is_empty()
            );
        }
    }

    #[test]
    fn refusals_name_the_player() {
        assert!(challenge_refused("bob").starts_with("bob takes no challenges"));
        let ServiceError::Invalid(errors) = message_refused("bob") else {
            panic!("a field error")
        };
        assert!(errors.text("message").starts_with("bob takes no messages"));
    }
}
